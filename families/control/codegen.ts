/** GainControl → `ctx.gainControl(objects, controller, duration)`. */
import { stringLiteral, withObjectsUnder, type CodegenFamily } from "../../compiler/family.js";
import type { GainControl } from "./syntax.js";

const codegen: CodegenFamily<GainControl> = {
  GainControl: (effect, scope) =>
    withObjectsUnder(effect.objects, effect.controller, scope, (objects, controller) => `ctx.gainControl(${objects}, ${controller}, ${stringLiteral(effect.duration)});`),
};
export default codegen;
