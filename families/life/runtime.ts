/** `ctx.gainLife`, `ctx.loseLife`. */
import { log, player, publish, type EffectRun, type PlayerId } from "../../runtime/family.js";

export default {
  gainLife(this: EffectRun, p: PlayerId, amount: number): void {
    if (amount <= 0) return;
    const ps = player(this.e, p);
    ps.life += amount;
    log(this.e, { kind: "life", player: p, change: amount, life: ps.life });
    publish(this.e, { kind: "lifeGained", player: p, amount }); // "Whenever you gain life" (runtime/events.ts)
  },

  loseLife(this: EffectRun, p: PlayerId, amount: number): void {
    if (amount <= 0) return;
    const ps = player(this.e, p);
    ps.life -= amount;
    log(this.e, { kind: "life", player: p, change: -amount, life: ps.life });
  },
};
