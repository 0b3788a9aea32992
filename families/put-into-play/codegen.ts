/** PutIntoPlay/ReturnToPlay → `ctx.putIntoPlay(objects, controller)`. */
import { withObjectsUnder, type CodegenFamily, type EffectCompiler } from "../../compiler/family.js";
import type { PutIntoPlay, ReturnToPlay } from "./syntax.js";

const putIntoPlay: EffectCompiler<PutIntoPlay | ReturnToPlay> = (effect, scope) =>
  withObjectsUnder(effect.objects, effect.controller, scope, (objects, controller) => `ctx.putIntoPlay(${objects}, ${controller});`);

const codegen: CodegenFamily<PutIntoPlay | ReturnToPlay> = { PutIntoPlay: putIntoPlay, ReturnToPlay: putIntoPlay };
export default codegen;
