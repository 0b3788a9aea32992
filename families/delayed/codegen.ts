/**
 * Delayed → `ctx.delay("<when>", <index>);`: the held effects compile into the card's delayed ability number
 * `index` (`CardDefinition.delayed`, declared by the module writer through `hooks.delayed`), which runs when the
 * delayed trigger resolves, with the creating spell's or ability's targets and event.
 */
import { stringLiteral, type CodegenFamily } from "../../compiler/family.js";
import type { Delayed } from "./syntax.js";

const codegen: CodegenFamily<Delayed> = {
  Delayed: (effect, scope, hooks) => {
    if (hooks.delayed === undefined) {
      scope.problem("A delayed effect ('… at end of turn') can be written only in a spell's or an ability's text.");
      return "";
    }
    const index = hooks.delayed(effect.effects, effect);
    return `ctx.delay(${stringLiteral(effect.when)}, ${index});`;
  },
};
export default codegen;
