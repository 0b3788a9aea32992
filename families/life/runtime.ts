/** `ctx.gainLife`, `ctx.loseLife`, `ctx.doubleLife`. */
import { lifeAfterGain, lifeAfterLoss, log, mayBeReplaced, player, playerHasRule, publish, replaceEvent, type Engine, type EffectRun, type PlayerId } from "../../runtime/family.js";

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
  // A total stops at the engine's bound (runtime/life.ts): the log shows the change made.
  amount = lifeAfterGain(ps.life, amount) - ps.life;
  if (amount <= 0) return;
  ps.life += amount;
  log(e, { kind: "life", player: p, change: amount, life: ps.life });
  publish(e, { kind: "lifeGained", player: p, amount }); // "Whenever you gain life" (runtime/events.ts)
}

function lose(e: Engine, p: PlayerId, amount: number): void {
  if (amount <= 0) return;
  const ps = player(e, p);
  amount = ps.life - lifeAfterLoss(ps.life, amount);
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
