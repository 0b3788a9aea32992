/**
 * May → `const mayN = ctx.may(player); if (mayN) { … }`, or for an optional cost ("you may pay {1}")
 * `const mayN = ctx.mayPay(player, cost);`; IfYouDo → `if (mayN) { … }` on the last "may" of the ability before it.
 */
import { manaLiteral, withPlayer, type CodegenFamily, type FunctionScope } from "../../compiler/family.js";
import type { Have, IfYouDo, May, PayMana } from "./syntax.js";

/** The local holding the answer to the last "may" compiled in each function. */
const lastMay = new WeakMap<FunctionScope, string>();

const codegen: CodegenFamily<May | IfYouDo | PayMana | Have> = {
  May: (effect, scope, hooks) =>
    withPlayer(effect.player, scope, (player) => {
      const local = scope.fresh("may");
      lastMay.set(scope, local);
      // "you may pay {1}": asked only if the player can pay; "if you do" means "if you paid"
      const [first] = effect.effects;
      if (first?.kind === "PayMana" && effect.effects.length === 1) return `const ${local} = ctx.mayPay(${player}, ${manaLiteral(first.cost, false)});`;
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
  // "you may have target player discard a card": the held clause, its own subject acting
  Have: (effect, _scope, hooks) => hooks.effects?.(effect.effects) ?? "",
  // Only ever inside "you may" (the syntax's finish pass reports it anywhere else), which compiles it as `ctx.mayPay`.
  PayMana: (_effect, scope) => {
    scope.problem("'Pay {…}' is an optional cost: write 'You may pay {1}. If you do, …'.");
    return "";
  },
};
export default codegen;
