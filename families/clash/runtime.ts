/**
 * `ctx.clash()`: the ability's controller clashes with an opponent (runtime/clash.ts); true when he or she won.
 * `ctx.clashedOpponent()`: "that player" after it, the opponent of the ability's last clash in this resolution.
 */
import { clashWithAnOpponent, definitionOf, obj, type EffectRun, type PlayerId } from "../../runtime/family.js";

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

  /**
   * "If you win, repeat this process." (Hoarder's Greed): the resolving spell's instructions followed again from the
   * first, in the same resolution (its targets and X as they are). Only a spell's text holds it (grammar: CS2093),
   * and it ends: a clash is won only by revealing a card, and each repetition the spell reads on uses the library.
   */
  repeatProcess(this: EffectRun): void {
    const spell = obj(this.e, this.self);
    if (spell === undefined || spell.zone !== "stack") return;
    const code = definitionOf(this.e, spell).spell;
    // `this` is the resolution's EffectContext (the family's primitives are its methods)
    if (code !== undefined) (code.resolve as unknown as (ctx: EffectRun) => void)(this);
  },
};
