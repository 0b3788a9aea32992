/** Untap/Tap/TapOrUntap/SkipNextUntap → `ctx.untap(objects)`, `ctx.tap(objects)`, `ctx.tapOrUntap(objects)`, `ctx.skipNextUntap(objects)`. */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { SkipNextUntap, Tap, TapOrUntap, Untap } from "./syntax.js";

const codegen: CodegenFamily<Untap | Tap | TapOrUntap | SkipNextUntap> = {
  Untap: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.untap(${objects});`),
  Tap: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.tap(${objects});`),
  TapOrUntap: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.tapOrUntap(${objects});`),
  SkipNextUntap: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.skipNextUntap(${objects});`),
};
export default codegen;
