/**
 * FlipCoin → `const flipN = ctx.flipCoin();` (true when the controller won); IfFlip → `if (flipN) { … }` or
 * `if (!flipN) { … }` on the last flip of the ability before it.
 */
import type { CodegenFamily, FunctionScope } from "../../compiler/family.js";
import type { FlipCoin, IfFlip } from "./syntax.js";

/** The local holding the outcome of the last coin flip compiled in each function. */
const lastFlip = new WeakMap<FunctionScope, string>();

const codegen: CodegenFamily<FlipCoin | IfFlip> = {
  FlipCoin: (_effect, scope) => {
    const local = scope.fresh("flip");
    lastFlip.set(scope, local);
    return `const ${local} = ctx.flipCoin();`;
  },
  IfFlip: (effect, scope, hooks) => {
    const local = lastFlip.get(scope);
    if (local === undefined) {
      scope.problem("'If you win the flip' needs a 'Flip a coin' before it in the same ability.");
      return "";
    }
    const inner = hooks.effects?.(effect.effects) ?? "";
    return `if (${effect.won ? "" : "!"}${local}) {\n${inner}\n}`;
  },
};
export default codegen;
