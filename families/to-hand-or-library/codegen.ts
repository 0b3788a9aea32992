/**
 * ReturnToHand → `ctx.returnToHand(objects)`; PutInLibrary → `ctx.putInLibrary(objects, "top" | "bottom")`;
 * ShuffleIntoLibrary → `ctx.shuffleIntoLibrary(objects)`.
 */
import { stringLiteral, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { PutInLibrary, ReturnToHand, ShuffleIntoLibrary } from "./syntax.js";

const codegen: CodegenFamily<ReturnToHand | PutInLibrary | ShuffleIntoLibrary> = {
  ReturnToHand: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.returnToHand(${objects});`),
  PutInLibrary: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.putInLibrary(${objects}, ${stringLiteral(effect.position)});`),
  ShuffleIntoLibrary: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.shuffleIntoLibrary(${objects});`),
};
export default codegen;
