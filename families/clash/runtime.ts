/**
 * `ctx.clash()`: the ability's controller clashes with an opponent (runtime/clash.ts); true when he or she won.
 * `ctx.clashedOpponent()`: "that player" after it, the opponent of the ability's last clash in this resolution.
 */
import { clashWithAnOpponent, type EffectRun, type PlayerId } from "../../runtime/family.js";

/** The opponent each resolution (its EffectContext) last clashed with. */
const clashed = new WeakMap<EffectRun, PlayerId>();

export default {
  clash(this: EffectRun): boolean {
    const outcome = clashWithAnOpponent(this.e, this.controller, this.self);
    if (outcome.opponent !== undefined) clashed.set(this, outcome.opponent);
    return outcome.won;
  },
  clashedOpponent(this: EffectRun): PlayerId | undefined {
    return clashed.get(this);
  },
};
