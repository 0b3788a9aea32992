/** Exile → `ctx.exile(objects)`, or `ctx.exile(objects, true)` when a linked ability will return them. */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { Exile, RemoveInsteadOfGraveyard } from "./syntax.js";

const codegen: CodegenFamily<Exile | RemoveInsteadOfGraveyard> = {
  RemoveInsteadOfGraveyard: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.removeInsteadOfGraveyard(${objects});`),
  Exile: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.exile(${objects}${effect.linked ? ", true" : ""});`),
};
export default codegen;
