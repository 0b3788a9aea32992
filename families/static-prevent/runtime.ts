/**
 * `ctx.damagePreventedByStatic`: the log line of damage a static prevention effect prevented (419.6a); the compiled
 * replacement rule (codegen.ts) returns the event with no damage left, run by runtime/replacement.ts.
 */
import { log, type Chosen, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  damagePreventedByStatic(this: EffectRun, source: ObjectId, recipient: Chosen, amount: number, combat: boolean): void {
    log(this.e, { kind: "damagePrevented", source, recipient, amount, combat, rule: "419.6a" });
  },
};
