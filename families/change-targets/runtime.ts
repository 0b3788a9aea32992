/**
 * `ctx.changeTargets(spell, how)`: the ability's controller chooses the spell's targets again (2007 415.7), through
 * runtime/copies.ts, where a spell's targets are chosen again for copies too.
 */
import { changeSpellTargets, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  changeTargets(this: EffectRun, spell: ObjectId, how: "change" | "chooseNew"): void {
    changeSpellTargets(this.e, spell, this.controller, how);
  },
};
