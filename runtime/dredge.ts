/**
 * Dredge (Ravnica; Future Sight's Dakmor Salvage; 2007 rules 502.47). 502.47a: dredge is a static ability that
 * functions only while the card is in its owner's graveyard: "Dredge N" means "As long as you have at least N cards
 * in your library, if you would draw a card, you may instead put N cards from the top of your library into your
 * graveyard and return this card from your graveyard to your hand." 502.47b: a player with fewer than N cards in
 * their library can't use it.
 *
 * A replacement effect (419), offered as a candidate of `replacement.ts` for each draw (`drawCards`, one draw at a
 * time: a second draw of the same instruction may be dredged with a card the first one put into the graveyard).
 * The drawing player's cards with dredge in their graveyard that their library can pay for are one candidate,
 * "dredge": it is ordered with the other replacements of the draw by 419.9, and as it applies the player chooses one
 * of those cards or none (decision "dredge"; "no" leaves the draw as it was, and dredge is not offered for it again).
 * Applied, the draw does not happen: the N cards are put into the graveyard one at a time from the top, then the
 * card returns to its owner's hand (neither is a draw: nothing that watches draws sees them).
 * Asked only in registries with a card with dredge (`RegistryFacts.dredges`): other games never build the event.
 */
import type { ObjectId, PlayerId, ReplaceableEvent } from "./definition.js";
import { ask } from "./decisions.js";
import { definitionOf, log, obj, player, type Engine } from "./engine.js";
import { moveObject, moveTopOfLibrary } from "./zones.js";

/** The key and the name of dredge's candidate in a "replacementOrder" decision (419.9). */
export const DREDGE = "502.47";

/** Whether some card of the game's registry has dredge (`RegistryFacts.dredges`): only then is a draw offered to it. */
export function registryDredges(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.dredges === null) facts.dredges = e.cards.all().some((def) => def.dredge !== undefined);
  return facts.dredges;
}

/** The cards with dredge in `p`'s graveyard that their library can pay for (502.47a/b), in graveyard order. */
export function dredgeableCards(e: Engine, p: PlayerId): ObjectId[] {
  const ps = player(e, p);
  const out: ObjectId[] = [];
  for (const id of ps.graveyard) {
    const o = obj(e, id);
    if (o === undefined || !o.alive) continue;
    const n = definitionOf(e, o).dredge;
    if (n !== undefined && ps.library.length >= n) out.push(id);
  }
  return out;
}

/**
 * Dredge applied to one draw of `event` (502.47a): the player chooses a card with dredge or none; with one, N cards
 * from the top of the library go to the graveyard, the card returns to the hand, and the draw is gone.
 */
export function applyDredge(e: Engine, event: ReplaceableEvent): ReplaceableEvent {
  if (event.kind !== "drawCard" || event.count < 1) return event;
  const p = event.player;
  const cards = dredgeableCards(e, p);
  if (cards.length === 0) return event;
  const names = cards.map((id) => definitionOf(e, obj(e, id)!).name);
  const [answer] = ask(e, {
    player: p,
    kind: "dredge",
    prompt: `502.47a: instead of drawing a card, dredge ${names.join(" or ")} (put cards from the top of your library into your graveyard and return it to your hand)? Choose it, or no.`,
    options: [...cards, "no"],
    min: 1,
    max: 1,
  });
  if (answer === "no" || answer === undefined) return event;
  const card = obj(e, answer as ObjectId)!;
  const n = definitionOf(e, card).dredge!;
  log(e, { kind: "dredge", player: p, card: card.id, count: n, rule: "502.47a" });
  moveTopOfLibrary(e, p, n, "graveyard");
  moveObject(e, card.id, "hand");
  return { ...event, count: event.count - 1 };
}
