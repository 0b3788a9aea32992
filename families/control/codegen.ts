/**
 * GainControl → `ctx.gainControl(objects, controller, duration)`; "as long as ~ remains in play" is the runtime's
 * "whileInPlay" duration, of the ability's source.
 */
import { stringLiteral, withObjectsUnder, type CodegenFamily } from "../../compiler/family.js";
import type { GainControl } from "./syntax.js";

const codegen: CodegenFamily<GainControl> = {
  GainControl: (effect, scope) =>
    withObjectsUnder(effect.objects, effect.controller, scope, (objects, controller) => {
      const duration = effect.duration === "whileSourceInPlay" ? "whileInPlay" : effect.duration;
      return `ctx.gainControl(${objects}, ${controller}, ${stringLiteral(duration)});`;
    }),
};
export default codegen;
