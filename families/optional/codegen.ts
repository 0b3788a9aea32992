/**
 * May → `const mayN = ctx.may(player); if (mayN) { … }`; IfYouDo → `if (mayN) { … }` on the last "may" of the
 * ability before it.
 */
import { withPlayer, type CodegenFamily, type FunctionScope } from "../../compiler/family.js";
import type { IfYouDo, May } from "./syntax.js";

/** The local holding the answer to the last "may" compiled in each function. */
const lastMay = new WeakMap<FunctionScope, string>();

const codegen: CodegenFamily<May | IfYouDo> = {
  May: (effect, scope, hooks) =>
    withPlayer(effect.player, scope, (player) => {
      const local = scope.fresh("may");
      lastMay.set(scope, local);
      const inner = hooks.effects?.(effect.effects) ?? "";
      return `const ${local} = ctx.may(${player});\nif (${local}) {\n${inner}\n}`;
    }),
  IfYouDo: (effect, scope, hooks) => {
    const local = lastMay.get(scope);
    if (local === undefined) {
      scope.problem("'If you do' needs a 'you may' before it in the same ability.");
      return "";
    }
    const inner = hooks.effects?.(effect.effects) ?? "";
    return `if (${local}) {\n${inner}\n}`;
  },
};
export default codegen;
