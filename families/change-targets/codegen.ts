/** ChangeTargets → `ctx.changeTargets(spell, how)` for each spell (runtime/copies.ts `changeSpellTargets`). */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { ChangeTargets } from "./syntax.js";

const codegen: CodegenFamily<ChangeTargets> = {
  ChangeTargets: (effect, scope) => withObjectSet(effect.objects, scope, (spells) => `for (const spell of ${spells}) ctx.changeTargets(spell, "${effect.how}");`),
};
export default codegen;
