/**
 * `ctx.preventDamageThen`: the log line of the damage the replacement prevents (419), written before its follow-up
 * sentence runs; `ctx.damagePreventedThisWay`: that amount, read back from the log ("the damage prevented this way"),
 * so nothing is kept in the state for it and nothing is looked up unless a card says it.
 */
import { log, walkLogBack, type Chosen, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  preventDamageThen(this: EffectRun, source: ObjectId, recipient: Chosen, amount: number, combat: boolean): void {
    log(this.e, { kind: "damagePrevented", source, recipient, amount, combat, rule: "419.6a", by: this.self });
  },
  damagePreventedThisWay(this: EffectRun): number {
    // The follow-up runs right after its prevention was logged: the latest prevention by this permanent is it.
    let amount = 0;
    walkLogBack(this.e, (event) => {
      // The log's events are loosely typed (api.ts GameEvent): a prevention's amount is a number.
      if (event.kind !== "damagePrevented" || event.by !== this.self || typeof event.amount !== "number") return false;
      amount = event.amount;
      return true;
    });
    return amount;
  },
};
