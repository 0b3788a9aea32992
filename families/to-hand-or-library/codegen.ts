/** ReturnToHand → `ctx.returnToHand(objects)`; PutInLibrary → `ctx.putInLibrary(objects, "top" | "bottom")`. */
import { stringLiteral, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { PutInLibrary, ReturnToHand } from "./syntax.js";

const codegen: CodegenFamily<ReturnToHand | PutInLibrary> = {
  ReturnToHand: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.returnToHand(${objects});`),
  PutInLibrary: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.putInLibrary(${objects}, ${stringLiteral(effect.position)});`),
};
export default codegen;
