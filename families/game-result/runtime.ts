/**
 * `ctx.loseGame` (104.3e of 2007: an effect may state that a player loses the game) and `ctx.winGame` (104.2b: an
 * effect may state that a player wins the game; in a two-player game, as here, the opponent loses). The player is
 * marked as having lost at once; the state-based check that follows the resolution ends the game (runtime/sba.ts),
 * as it does for a player at 0 life.
 */
import { log, player, playerHasRule, type EffectRun, type PlayerId } from "../../runtime/family.js";

function lose(run: EffectRun, p: PlayerId, rule: string): void {
  const state = player(run.e, p);
  if (state.lost) return;
  // "You can't lose the game." (Platinum Angel): the effect does nothing to that player.
  if (playerHasRule(run.e, p, "cantLoseGame")) return;
  state.lost = true;
  log(run.e, { kind: "lose", player: p, rule, reason: "an effect" });
}

export default {
  loseGame(this: EffectRun, p: PlayerId): void {
    lose(this, p, "104.3e");
  },

  winGame(this: EffectRun, p: PlayerId): void {
    // "Your opponents can't win the game." (Platinum Angel): the effect does nothing.
    if (playerHasRule(this.e, p, "cantWinGame")) return;
    for (const other of this.e.s.players) if (other.id !== p) lose(this, other.id, "104.2b");
  },
};
