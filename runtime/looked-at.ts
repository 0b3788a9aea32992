/**
 * The cards a resolution last looked at ("look at the top card of your library"): "it" in the sentences after
 * the look (kinship: "If it shares a creature type with ~, you may reveal it."). Kept per resolution (its
 * EffectContext), so nothing of it outlives the resolution or enters the game's state.
 */
import type { ObjectId } from "./definition.js";

const lookedAt = new WeakMap<object, readonly ObjectId[]>();

/** Records the cards a look saw (families/look-at-library). */
export function recordLookedAt(run: object, cards: readonly ObjectId[]): void {
  lookedAt.set(run, cards.slice());
}

/** The one card looked at last in this resolution, if the last look saw exactly one. */
export function lookedAtCard(run: object): ObjectId | undefined {
  const cards = lookedAt.get(run);
  return cards !== undefined && cards.length === 1 ? cards[0] : undefined;
}
