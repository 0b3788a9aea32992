/** CopySpell → `ctx.copySpell(spell, newTargets)` for each spell (runtime/copies.ts). */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { CopySpell } from "./syntax.js";

const codegen: CodegenFamily<CopySpell> = {
  CopySpell: (effect, scope) => withObjectSet(effect.objects, scope, (spells) => `for (const spell of ${spells}) ctx.copySpell(spell, ${effect.newTargets});`),
};
export default codegen;
