/**
 * `ctx.scry` (2007 rules 501.9a): "To 'scry N' means to look at the top N cards of your library, put any number of
 * them on the bottom of your library in any order, and put the rest on top of your library in any order." The player
 * looks (the log records what that player saw, 217.2b: only that player sees them), chooses the cards that go to the
 * bottom ("scryBottom": any number, none included), then the order of each group one card at a time, through the one
 * decision interface: "orderBottom" (which card goes to the bottom next, each below the ones before) and "orderCards"
 * (which card goes on top next). A group of one card needs no order. The cards stay in the library: its list is
 * replaced (a reordering is no zone change), as the look-at-library family's `reorderTop` does.
 */
import { ask, log, player, recordLookedAt, type EffectRun, type ObjectId, type PlayerId } from "../../runtime/family.js";

/** One choice per position but the last: the order the cards are put, first chosen first. */
function inOrder(run: EffectRun, p: PlayerId, cards: readonly ObjectId[], kind: "orderCards" | "orderBottom", prompt: (placed: number) => string): ObjectId[] {
  const left = cards.slice();
  const order: ObjectId[] = [];
  while (left.length > 1) {
    const [next] = ask(run.e, { player: p, kind, prompt: prompt(order.length), options: left.slice(), min: 1, max: 1 }) as ObjectId[];
    order.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return [...order, ...left];
}

export default {
  scry(this: EffectRun, p: PlayerId, count: number): void {
    const e = this.e;
    const ps = player(e, p);
    const cards = ps.library.slice(0, Math.max(0, count));
    log(e, { kind: "look", player: p, library: p, cards: cards.slice() });
    recordLookedAt(this, cards);
    if (cards.length === 0) return;
    const bottom = ask(e, {
      player: p,
      kind: "scryBottom",
      prompt: `scry ${count}: choose the cards to put on the bottom of your library (any number; the rest go back on top)`,
      options: cards.slice(),
      min: 0,
      max: cards.length,
    }) as ObjectId[];
    const top = cards.filter((id) => !bottom.includes(id));
    const bottomOrder = inOrder(this, p, cards.filter((id) => bottom.includes(id)), "orderBottom", () => "scry: choose the card to go on the bottom of your library next (below the ones before)");
    const topOrder = inOrder(this, p, top, "orderCards", (placed) => `scry: choose the card to go ${placed === 0 ? "on top" : `in position ${placed + 1}`}`);
    // The library is replaced, never changed in place (state.ts PlayerState).
    ps.library = [...topOrder, ...ps.library.slice(cards.length), ...bottomOrder];
    log(e, { kind: "scry", player: p, top: topOrder.length, bottom: bottomOrder.length });
  },
};
