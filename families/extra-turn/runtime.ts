/**
 * `ctx.extraTurns` (300.7 of 2007): extra turns are added directly after the current turn, one at a time, so the
 * most recently created is taken first. The state keeps them as a stack (`GameState.extraTurns`, the last entry
 * next); runtime/turn.ts takes the last one when a turn ends, before the next player in turn order.
 */
import { log, type EffectRun, type PlayerId } from "../../runtime/family.js";

export default {
  extraTurns(this: EffectRun, player: PlayerId, count: number, skipUntap: boolean): void {
    const s = this.e.s;
    const added = Array.from({ length: count }, () => (skipUntap ? { player, skipUntap: true } : { player }));
    s.extraTurns = [...(s.extraTurns ?? []), ...added];
    log(this.e, { kind: "extraTurns", player, count });
  },
};
