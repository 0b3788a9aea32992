/** `ctx.preventDamage`: a prevention shield (419.6a, runtime/shields.ts) for each player or permanent it watches. */
import { addPreventionShield, type Chosen, type EffectRun } from "../../runtime/family.js";

export default {
  preventDamage(this: EffectRun, amount: number | null, combatOnly: boolean, dealt: "to" | "by" | "toAndBy" | "any", subjects: Chosen[]): void {
    if (amount !== null && amount <= 0) return; // "the next 0 damage": nothing to prevent
    if (dealt === "any") {
      addPreventionShield(this.e, this.self, this.controller, { amount, combatOnly, to: null, by: null });
      return;
    }
    for (const subject of subjects) {
      const to = dealt === "by" ? null : subject;
      const by = dealt === "to" ? null : (subject as string);
      addPreventionShield(this.e, this.self, this.controller, { amount, combatOnly, to, by });
    }
  },
};
