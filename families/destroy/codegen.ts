/** Destroy → `ctx.destroy(objects)`. */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { Destroy } from "./syntax.js";

const codegen: CodegenFamily<Destroy> = {
  Destroy: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.destroy(${objects});`),
};
export default codegen;
