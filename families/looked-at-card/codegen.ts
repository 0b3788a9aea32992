/**
 * IfLookedAtCard → `if (ctx.lookedAtSharesCreatureType(ctx.self)) { … }`; RevealLookedAt → `ctx.revealLookedAt();`.
 * Both read the card looked at in this resolution (runtime/looked-at.ts).
 */
import { withObject, type CodegenFamily } from "../../compiler/family.js";
import type { IfLookedAtCard, RevealLookedAt } from "./syntax.js";

const codegen: CodegenFamily<IfLookedAtCard | RevealLookedAt> = {
  IfLookedAtCard: (effect, scope, hooks) => {
    const inner = hooks.effects?.(effect.effects) ?? "";
    return withObject(effect.condition.object, scope, (object) => `if (ctx.lookedAtSharesCreatureType(${object})) {\n${inner}\n}`);
  },
  RevealLookedAt: () => "ctx.revealLookedAt();",
};
export default codegen;
