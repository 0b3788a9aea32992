/** Untap/Tap/SkipNextUntap → `ctx.untap(objects)`, `ctx.tap(objects)`, `ctx.skipNextUntap(objects)`. */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { SkipNextUntap, Tap, Untap } from "./syntax.js";

const codegen: CodegenFamily<Untap | Tap | SkipNextUntap> = {
  Untap: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.untap(${objects});`),
  Tap: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.tap(${objects});`),
  SkipNextUntap: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.skipNextUntap(${objects});`),
};
export default codegen;
