/** SacrificeUnlessRemove → `ctx.sacrificeUnlessRemove(objects, filter)`. */
import { withFilter, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { SacrificeUnlessRemove } from "./syntax.js";

const codegen: CodegenFamily<SacrificeUnlessRemove> = {
  SacrificeUnlessRemove: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) => withFilter(effect.filter, scope, (filter) => `ctx.sacrificeUnlessRemove(${objects}, ${filter});`)),
};
export default codegen;
