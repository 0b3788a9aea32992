/** `ctx.addMana`: into the player's mana pool (the pool list is replaced, never changed in place: state.ts). */
import { MANA_COLORS, player, type EffectRun, type ManaCost, type PlayerId } from "../../runtime/family.js";

export default {
  addMana(this: EffectRun, p: PlayerId, mana: Partial<ManaCost>): void {
    const ps = player(this.e, p);
    const pool = ps.pool.slice(); // replaced, never changed in place (state.ts PlayerState.pool)
    for (let i = 0; i < 5; i++) pool[i] += (mana as Record<string, number | undefined>)[MANA_COLORS[i]] ?? 0;
    pool[5] += mana.generic ?? 0;
    ps.pool = pool;
  },
};
