/**
 * SacrificeUnlessRemove → `ctx.sacrificeUnlessRemove(objects, filter)`; SacrificeUnlessDiscard →
 * `ctx.sacrificeUnlessDiscard(objects, filter)`; SacrificeUnlessPay → `ctx.sacrificeUnlessPay(objects, cost)`.
 */
import { manaLiteral, withFilter, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { SacrificeUnlessDiscard, SacrificeUnlessPay, SacrificeUnlessRemove } from "./syntax.js";

const codegen: CodegenFamily<SacrificeUnlessRemove | SacrificeUnlessDiscard | SacrificeUnlessPay> = {
  SacrificeUnlessPay: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.sacrificeUnlessPay(${objects}, ${manaLiteral(effect.cost, false)});`),
  SacrificeUnlessRemove: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) => withFilter(effect.filter, scope, (filter) => `ctx.sacrificeUnlessRemove(${objects}, ${filter});`)),
  SacrificeUnlessDiscard: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) => withFilter(effect.filter, scope, (filter) => `ctx.sacrificeUnlessDiscard(${objects}, ${filter});`)),
};
export default codegen;
