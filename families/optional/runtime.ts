/**
 * `ctx.may`: the player decides whether to do what the text says they may do ("may" decision: yes or no).
 * `ctx.mayPay`: an optional cost paid as the ability resolves ("You may pay {1}. If you do, …").
 */
import { ask, definitionOf, formatCost, log, obj, payPlan, planPayment, type EffectRun, type ManaCost, type PlayerId } from "../../runtime/family.js";

export default {
  may(this: EffectRun, p: PlayerId): boolean {
    const source = obj(this.e, this.self);
    const name = source === undefined ? "the ability" : definitionOf(this.e, source).name;
    const [answer] = ask(this.e, { player: p, kind: "may", prompt: `${name}: do what it says you may do?`, options: ["yes", "no"], min: 1, max: 1 });
    return answer === "yes";
  },

  /**
   * "You may pay {1}": asked ("may" decision) only when the player can pay now; paying taps the player's mana
   * sources as the engine plans it (as when casting). True when paid: what "If you do" asks.
   */
  mayPay(this: EffectRun, p: PlayerId, cost: ManaCost): boolean {
    const plan = planPayment(this.e, p, cost, 0, null);
    if (typeof plan === "string") return false;
    const source = obj(this.e, this.self);
    const name = source === undefined ? "the ability" : definitionOf(this.e, source).name;
    const [answer] = ask(this.e, { player: p, kind: "may", prompt: `${name}: pay ${formatCost(cost, 0)}?`, options: ["yes", "no"], min: 1, max: 1 });
    if (answer !== "yes") return false;
    payPlan(this.e, p, plan);
    log(this.e, { kind: "paidOptionalCost", player: p, card: name, cost: formatCost(cost, 0) });
    return true;
  },
};
