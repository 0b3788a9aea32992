/** ReturnPutThereThisTurn → `ctx.returnToHandPutThereThisTurn(objects)`. */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { ReturnPutThereThisTurn } from "./syntax.js";

const codegen: CodegenFamily<ReturnPutThereThisTurn> = {
  ReturnPutThereThisTurn: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.returnToHandPutThereThisTurn(${objects});`),
};
export default codegen;
