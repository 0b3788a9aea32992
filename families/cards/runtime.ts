/** `ctx.draw` (420.5: from an empty library, see runtime/effects.ts drawCards), `ctx.mill`, `ctx.discard` (the player chooses), `ctx.discardAtRandom`. */
import { ask, drawCards, log, moveObject, player, shuffled, type EffectRun, type PlayerId } from "../../runtime/family.js";

export default {
  draw(this: EffectRun, p: PlayerId, count: number): void {
    drawCards(this.e, p, count);
  },

  mill(this: EffectRun, p: PlayerId, count: number): void {
    const ps = player(this.e, p);
    for (let i = 0; i < count && ps.library.length > 0; i++) moveObject(this.e, ps.library[0], "graveyard");
  },

  discard(this: EffectRun, p: PlayerId, count: number): void {
    const e = this.e;
    const hand = player(e, p).hand;
    const n = Math.min(count, hand.length);
    if (n <= 0) return;
    const chosen = ask(e, { player: p, kind: "discard", prompt: `discard ${n} card(s)`, options: hand.slice(), min: n, max: n });
    for (const id of chosen) {
      const moved = moveObject(e, id, "graveyard");
      log(e, { kind: "discard", player: p, object: id, newObject: moved });
    }
  },

  /** "discards a card at random": the cards are picked by the game's seeded generator, not by a player. */
  discardAtRandom(this: EffectRun, p: PlayerId, count: number): void {
    const e = this.e;
    const chosen = shuffled(e.s, player(e, p).hand).slice(0, Math.max(0, count));
    for (const id of chosen) {
      const moved = moveObject(e, id, "graveyard");
      log(e, { kind: "discard", player: p, object: id, newObject: moved, random: true });
    }
  },
};
