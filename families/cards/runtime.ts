/** `ctx.draw` (420.5: from an empty library, see runtime/effects.ts drawCards), `ctx.mill`, `ctx.discard` (the player chooses), `ctx.discardAtRandom`. */
import { ask, discardedCardGoes, drawCards, log, moveObject, moveTopOfLibrary, player, publish, shuffled, type EffectRun, type PlayerId } from "../../runtime/family.js";

export default {
  draw(this: EffectRun, p: PlayerId, count: number): void {
    drawCards(this.e, p, count);
  },

  /** "the top half of his or her library, rounded down": half the library as it resolves. */
  millHalf(this: EffectRun, p: PlayerId): void {
    moveTopOfLibrary(this.e, p, Math.floor(player(this.e, p).library.length / 2), "graveyard");
  },

  /** `namesCard`: "that card" in a later sentence is the card put into the graveyard (`EffectContext.made`). */
  mill(this: EffectRun, p: PlayerId, count: number, namesCard?: boolean): void {
    if (namesCard !== true) {
      moveTopOfLibrary(this.e, p, count, "graveyard");
      return;
    }
    const library = player(this.e, p).library;
    this.noteMade?.(library.length === 0 ? [] : [moveObject(this.e, library[0], "graveyard")]);
  },

  /** "discards N cards at random": the game picks them with the seeded generator (rng.ts). */
  discardAtRandom(this: EffectRun, p: PlayerId, count: number): void {
    const e = this.e;
    const hand = player(e, p).hand;
    const n = Math.min(count, hand.length);
    if (n <= 0) return;
    for (const id of shuffled(e.s, hand).slice(0, n)) {
      const moved = discardedCardGoes(e, id);
      log(e, { kind: "discard", player: p, object: id, newObject: moved, random: true });
      publish(e, { kind: "discard", player: p, card: moved }); // runtime/events.ts
    }
  },

  discard(this: EffectRun, p: PlayerId, count: number): void {
    const e = this.e;
    const hand = player(e, p).hand;
    const n = Math.min(count, hand.length);
    if (n <= 0) return;
    const chosen = ask(e, { player: p, kind: "discard", prompt: `discard ${n} card(s)`, options: hand.slice(), min: n, max: n });
    for (const id of chosen) {
      const moved = discardedCardGoes(e, id);
      log(e, { kind: "discard", player: p, object: id, newObject: moved });
      publish(e, { kind: "discard", player: p, card: moved }); // runtime/events.ts
    }
  },
};
