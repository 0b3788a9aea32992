/** SacrificeUnlessRemove → `ctx.sacrificeUnlessRemove(objects, filter)`; SacrificeUnlessDiscard → `ctx.sacrificeUnlessDiscard(objects, filter)`. */
import { withFilter, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { SacrificeUnlessDiscard, SacrificeUnlessRemove } from "./syntax.js";

const codegen: CodegenFamily<SacrificeUnlessRemove | SacrificeUnlessDiscard> = {
  SacrificeUnlessRemove: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) => withFilter(effect.filter, scope, (filter) => `ctx.sacrificeUnlessRemove(${objects}, ${filter});`)),
  SacrificeUnlessDiscard: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) => withFilter(effect.filter, scope, (filter) => `ctx.sacrificeUnlessDiscard(${objects}, ${filter});`)),
};
export default codegen;
