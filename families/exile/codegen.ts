/** Exile → `ctx.exile(objects)`, or `ctx.exile(objects, true)` when a linked ability will return them. */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { Exile } from "./syntax.js";

const codegen: CodegenFamily<Exile> = {
  Exile: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.exile(${objects}${effect.linked ? ", true" : ""});`),
};
export default codegen;
