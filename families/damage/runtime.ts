/** `ctx.dealDamage`: one damage event per recipient (419 replacement, 212.9d planeswalkers: runtime/effects.ts). */
import { dealDamage, type Chosen, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  dealDamage(this: EffectRun, source: ObjectId, amount: number, recipients: Chosen[]): void {
    for (const recipient of recipients) dealDamage(this.e, source, recipient, amount, false);
  },
};
