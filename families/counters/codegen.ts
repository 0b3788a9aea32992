/** PutCounters → `ctx.putCounters(objects, kind, count)`. */
import { stringLiteral, withAmount, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { PutCounters } from "./syntax.js";

const codegen: CodegenFamily<PutCounters> = {
  PutCounters: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) => withAmount(effect.amount, scope, (amount) => `ctx.putCounters(${objects}, ${stringLiteral(effect.counter)}, ${amount});`)),
};
export default codegen;
