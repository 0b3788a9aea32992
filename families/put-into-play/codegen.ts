/** PutIntoPlay/ReturnToPlay → `ctx.putIntoPlay(objects, controller)`. */
import { withFilter, withObjectsUnder, withPlayer, type CodegenFamily, type EffectCompiler } from "../../compiler/family.js";
import type { PutCardFromHand, PutIntoPlay, ReturnToPlay } from "./syntax.js";

const putIntoPlay: EffectCompiler<PutIntoPlay | ReturnToPlay> = (effect, scope) =>
  withObjectsUnder(effect.objects, effect.controller, scope, (objects, controller) => `ctx.putIntoPlay(${objects}, ${controller});`);

const codegen: CodegenFamily<PutIntoPlay | ReturnToPlay | PutCardFromHand> = {
  PutIntoPlay: putIntoPlay,
  ReturnToPlay: putIntoPlay,
  // The cards of the hand that fit, one of them chosen by its player as the effect happens.
  // "… tapped and attacking": a last argument `true` (308.4: runtime/combat.ts putIntoPlayAttacking)
  PutCardFromHand: (effect, scope) =>
    withPlayer(effect.player, scope, (player) =>
      withFilter(effect.filter, scope, (filter) => `ctx.putCardFromHand(${player}, ctx.objects(${filter})${effect.tappedAndAttacking === true ? ", true" : ""});`),
    ),
};
export default codegen;
