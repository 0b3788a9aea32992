/** `ctx.dealDamage`: one damage event per recipient (419 replacement, 212.9d planeswalkers: runtime/effects.ts). */
import { damageDealtThisWay, dealDamage, type Chosen, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  /** "the damage dealt this way": the damage the resolving spell or ability's source has dealt in this resolution (413.2c). */
  damageDealtThisWay(this: EffectRun): number {
    return damageDealtThisWay(this.e, this.self);
  },
  dealDamage(this: EffectRun, source: ObjectId, amount: number, recipients: Chosen[]): void {
    for (const recipient of recipients) dealDamage(this.e, source, recipient, amount, false);
  },
  /**
   * 409.1d: each still-legal target of group `group` is dealt the share of the divided damage chosen for it as
   * the spell was played; a target that became illegal is dealt nothing and the others keep their shares (413.2a).
   */
  dealDividedDamage(this: EffectRun, source: ObjectId, group: number): void {
    for (const target of this.targets(group)) {
      const share = this.divided?.find((candidate) => candidate.group === group && candidate.target === target);
      if (share !== undefined && share.amount > 0) dealDamage(this.e, source, target, share.amount, false);
    }
  },
};
