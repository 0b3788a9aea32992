/**
 * `ctx.revealHand`, `ctx.lookAtHand`, `ctx.chooseFromHand`, `ctx.revealTop`: hidden cards shown to every player
 * (a "reveal" log entry) or to one (a "look" entry), and a card chosen from a hand seen that way. The choice goes
 * through the one decision interface ("chooseFromHand"), offered only the cards of the hand that fit the filter:
 * the chooser sees the hand because it was revealed to them or they looked at it.
 */
import { ask, discardedCardGoes, log, moveObject, objectsIn, player, publish, type EffectRun, type ObjectFilter, type ObjectId, type PlayerId } from "../../runtime/family.js";

/** Shows `owner`'s hand: to every player (`viewer` null) or to `viewer` alone. Returns the cards seen. */
function showHand(run: EffectRun, owner: PlayerId, viewer: PlayerId | null): readonly ObjectId[] {
  const cards = player(run.e, owner).hand;
  if (viewer === null) log(run.e, { kind: "reveal", player: owner, from: "hand", cards: cards.slice() });
  else log(run.e, { kind: "look", player: viewer, hand: owner, cards: cards.slice() });
  return cards;
}

export default {
  revealHand(this: EffectRun, owner: PlayerId): void {
    showHand(this, owner, null);
  },

  lookAtHand(this: EffectRun, viewer: PlayerId, owner: PlayerId): void {
    showHand(this, owner, viewer);
  },

  /**
   * "Target player reveals his or her hand. You choose a nonland card from it. That player discards that card.":
   * the chooser picks one card of the hand that fits `filter` (none fits: nothing happens), and its owner discards
   * it (a discard like any other: logged and published for "whenever a player discards") or removes it from the game.
   */
  chooseFromHand(this: EffectRun, owner: PlayerId, viewer: PlayerId | null, chooser: PlayerId, filter: ObjectFilter, then: "discard" | "exile"): void {
    const e = this.e;
    showHand(this, owner, viewer);
    const options = objectsIn(e, filter, "hand", owner);
    const [chosen] = ask(e, {
      player: chooser,
      kind: "chooseFromHand",
      prompt: `choose a card from the hand to be ${then === "discard" ? "discarded" : "removed from the game"}`,
      options,
      min: 1,
      max: 1,
    }) as ObjectId[];
    if (chosen === undefined) return;
    if (then === "exile") {
      moveObject(e, chosen, "removed");
      return;
    }
    const moved = discardedCardGoes(e, chosen);
    log(e, { kind: "discard", player: owner, object: chosen, newObject: moved });
    publish(e, { kind: "discard", player: owner, card: moved }); // runtime/events.ts
  },

  /** "Target player reveals the top card of his or her library.": every player sees the top `count` cards. */
  revealTop(this: EffectRun, p: PlayerId, count: number): void {
    const cards = player(this.e, p).library.slice(0, Math.max(0, count));
    log(this.e, { kind: "reveal", player: p, from: "library", cards });
  },
};
