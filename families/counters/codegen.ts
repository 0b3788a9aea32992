/** PutCounters → `ctx.putCounters(objects, kind, count)`; RemoveCounters → `ctx.removeCounters(objects, kind, count)`. */
import { stringLiteral, withAmount, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { PutCounters, RemoveCounters } from "./syntax.js";

const codegen: CodegenFamily<PutCounters | RemoveCounters> = {
  PutCounters: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) => withAmount(effect.amount, scope, (amount) => `ctx.putCounters(${objects}, ${stringLiteral(effect.counter)}, ${amount});`)),
  RemoveCounters: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) =>
      // "all": every counter of the kind (null: no limit).
      effect.amount === null
        ? `ctx.removeCounters(${objects}, ${stringLiteral(effect.counter)}, null);`
        : withAmount(effect.amount, scope, (amount) => `ctx.removeCounters(${objects}, ${stringLiteral(effect.counter)}, ${amount});`),
    ),
};
export default codegen;
