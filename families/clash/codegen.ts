/**
 * Clash → `const clashN = ctx.clash();` (true when the controller won); IfYouWin → `if (clashN) { … }` on the
 * last clash of the ability before it. "that player" after it reads `ctx.clashedOpponent()` (compiler/effects.ts).
 */
import type { CodegenFamily, FunctionScope } from "../../compiler/family.js";
import type { Clash, IfYouWin, IfYouWon } from "./syntax.js";

/** The local holding the outcome of the last clash compiled in each function. */
const lastClash = new WeakMap<FunctionScope, string>();

const codegen: CodegenFamily<Clash | IfYouWin | IfYouWon> = {
  Clash: (_effect, scope) => {
    const local = scope.fresh("clash");
    lastClash.set(scope, local);
    return `const ${local} = ctx.clash();`;
  },
  IfYouWin: (effect, scope, hooks) => {
    const local = lastClash.get(scope);
    if (local === undefined) {
      scope.problem("'If you win' needs a 'Clash with an opponent' before it in the same ability.");
      return "";
    }
    const inner = hooks.effects?.(effect.effects) ?? "";
    return `if (${local}) {\n${inner}\n}`;
  },
  // "If you won": the clash that triggered the ability ("Whenever you clash"), bound by the event (runtime/events.ts)
  IfYouWon: (effect, _scope, hooks) => `if (ctx.triggeringClashWon()) {\n${hooks.effects?.(effect.effects) ?? ""}\n}`,
};
export default codegen;
