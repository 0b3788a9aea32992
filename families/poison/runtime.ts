/**
 * `ctx.givePoison` (104.3d of 2007): a player gets poison counters, kept as plain data on the player
 * (`PlayerState.poison`, absent while none). Ten or more lose the game at the next state-based check (420.5,
 * runtime/sba.ts), not here: "You can't lose the game." (Platinum Angel) is asked there.
 */
import { log, player, type EffectRun, type PlayerId } from "../../runtime/family.js";

export default {
  givePoison(this: EffectRun, p: PlayerId, count: number): void {
    if (count <= 0) return;
    const state = player(this.e, p);
    const poison = (state.poison ?? 0) + count;
    state.poison = poison;
    log(this.e, { kind: "poison", player: p, change: count, poison });
  },
};
