/**
 * `ctx.flipCoin()`: the ability's controller flips a coin and wins or loses the flip, at even odds from the game's
 * seeded randomness (runtime/rng.ts: a snapshot carries its state, so a restored game flips the same); logged as
 * "coinFlip". True when he or she won.
 */
import { log, nextRandom, type EffectRun } from "../../runtime/family.js";

export default {
  flipCoin(this: EffectRun): boolean {
    const won = nextRandom(this.e.s) < 0.5;
    log(this.e, { kind: "coinFlip", player: this.controller, won });
    return won;
  },
};
