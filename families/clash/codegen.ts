/**
 * Clash → `const clashN = ctx.clash();` (true when the controller won); IfYouWin → `if (clashN) { … }` on the
 * last clash of the ability before it ("Otherwise, …": `} else { … }`). "that player" after it reads `ctx.clashedOpponent()` (compiler/effects.ts).
 */
import { withPlayer, type CodegenFamily, type EffectEmitHooks, type FunctionScope } from "../../compiler/family.js";
import type { Effect, PlayerRef } from "../../grammar/ast.js";
import type { Clash, IfYouWin, IfYouWon, RepeatProcess } from "./syntax.js";

/** The local holding the outcome of the last clash compiled in each function. */
const lastClash = new WeakMap<FunctionScope, string>();

const codegen: CodegenFamily<Clash | IfYouWin | IfYouWon | RepeatProcess> = {
  // "repeat this process": the spell's resolution again, from its first instruction (runtime: the clash family)
  RepeatProcess: () => "ctx.repeatProcess();",
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
    if (effect.replaces !== undefined) {
      // "… instead": the replaced effect happens only when the clause does not; after "you may", declining is not doing it
      const replaced = hooks.effects?.(effect.replaces) ?? "";
      const [first] = effect.effects as (Effect & { player?: PlayerRef; effects?: Effect[] })[];
      if (effect.effects.length === 1 && first.kind === "May" && first.player !== undefined && first.effects !== undefined) {
        const chosen = first.effects;
        return withPlayer(first.player, scope, (player) => `if (${local} && ctx.may(${player})) {\n${hooks.effects?.(chosen) ?? ""}\n} else {\n${replaced}\n}`);
      }
      return `if (${local}) {\n${hooks.effects?.(effect.effects) ?? ""}\n} else {\n${replaced}\n}`;
    }
    return `if (${local}) {\n${branches(effect, hooks)}\n}`;
  },
  // "If you won": the clash that triggered the ability ("Whenever you clash"), bound by the event (runtime/events.ts)
  IfYouWon: (effect, _scope, hooks) => `if (ctx.triggeringClashWon()) {\n${branches(effect, hooks)}\n}`,
};
/** The clause if the clash was won, and "Otherwise, …" (701.20c: not won) as the else branch of the same check. */
function branches(effect: IfYouWin | IfYouWon, hooks: EffectEmitHooks): string {
  const won = hooks.effects?.(effect.effects) ?? "";
  return effect.otherwise === undefined ? won : `${won}\n} else {\n${hooks.effects?.(effect.otherwise) ?? ""}`;
}
export default codegen;
