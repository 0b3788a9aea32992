/** `ctx.gainLife`, `ctx.loseLife`, `ctx.doubleLife`. */
import { log, mayBeReplaced, player, playerHasRule, publish, replaceEvent, type Engine, type EffectRun, type PlayerId } from "../../runtime/family.js";

/**
 * The engine's bound on a life total: ±(2^53 − 1), the largest integers a number holds exactly. The rules set no
 * limit, but past it arithmetic on the total is inexact (a Beacon of Immortality doubled again and again reached
 * Infinity in a fuzz game): a gain or loss that would pass it stops there, and the log shows the change made.
 */
export const LIFE_BOUND = Number.MAX_SAFE_INTEGER;

function gain(e: Engine, p: PlayerId, amount: number): void {
  if (amount <= 0) return;
  // "Players can't gain life." (runtime/player-rules.ts; looked at only when a card of the registry makes player rules)
  if (playerHasRule(e, p, "cantGainLife")) return;
  // 419.6: "If you would gain life, you gain twice that much life instead." (asked only while a card seen has one)
  if (mayBeReplaced(e, "gainLife")) {
    const event = replaceEvent(e, { kind: "gainLife", player: p, amount, byEffect: true });
    if (event === null || event.amount <= 0) return;
    amount = event.amount;
  }
  const ps = player(e, p);
  amount = Math.min(amount, LIFE_BOUND - ps.life);
  if (amount <= 0) return;
  ps.life += amount;
  log(e, { kind: "life", player: p, change: amount, life: ps.life });
  publish(e, { kind: "lifeGained", player: p, amount }); // "Whenever you gain life" (runtime/events.ts)
}

function lose(e: Engine, p: PlayerId, amount: number): void {
  if (amount <= 0) return;
  const ps = player(e, p);
  amount = Math.min(amount, ps.life + LIFE_BOUND);
  if (amount <= 0) return;
  ps.life -= amount;
  log(e, { kind: "life", player: p, change: -amount, life: ps.life });
}

export default {
  gainLife(this: EffectRun, p: PlayerId, amount: number): void {
    gain(this.e, p, amount);
  },

  loseLife(this: EffectRun, p: PlayerId, amount: number): void {
    lose(this.e, p, amount);
  },

  /** "loses half his or her life, rounded up": half the total as it is now (none at 0 or less). */
  loseHalfLife(this: EffectRun, p: PlayerId, roundUp: boolean): void {
    const life = player(this.e, p).life;
    if (life > 0) lose(this.e, p, roundUp ? Math.ceil(life / 2) : Math.floor(life / 2));
  },

  /**
   * "Double target player's life total.": the player gains life equal to the total (Beacon of Immortality's rulings:
   * a life gain, so "whenever you gain life" sees it); a total below 0 doubles by a loss of as much; 0 stays 0.
   */
  doubleLife(this: EffectRun, p: PlayerId): void {
    const life = player(this.e, p).life;
    if (life > 0) gain(this.e, p, life);
    else if (life < 0) lose(this.e, p, -life);
  },
};
