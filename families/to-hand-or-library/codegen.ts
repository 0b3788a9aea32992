/**
 * ReturnToHand → `ctx.returnToHand(objects)`; ReturnChosen → `ctx.returnChosenToHand(player, count, filter)`; PutInLibrary → `ctx.putInLibrary(objects, "top" | "bottom")`;
 * ShuffleIntoLibrary → `ctx.shuffleIntoLibrary(objects)`.
 */
import { stringLiteral, withAmount, withFilter, withObjectSet, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { PutInLibrary, ReturnChosen, ReturnToHand, ShuffleIntoLibrary } from "./syntax.js";

const codegen: CodegenFamily<ReturnToHand | ReturnChosen | PutInLibrary | ShuffleIntoLibrary> = {
  ReturnChosen: (effect, scope) =>
    withPlayer(effect.player, scope, (player) =>
      withAmount(effect.amount, scope, (amount) => withFilter(effect.filter, scope, (filter) => `ctx.returnChosenToHand(${player}, ${amount}, ${filter});`)),
    ),
  ReturnToHand: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.returnToHand(${objects});`),
  PutInLibrary: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.putInLibrary(${objects}, ${stringLiteral(effect.position)});`),
  ShuffleIntoLibrary: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.shuffleIntoLibrary(${objects});`),
};
export default codegen;
