/** CreateTokens → `ctx.createTokens(controller, count, token[, size[, attacking]])` (size: an X/X token's X) (the card declares its tokens once: `hooks.token`). */
import { withAmount, withObjectSet, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { CreateTokenCopies, CreateTokens } from "./syntax.js";

const codegen: CodegenFamily<CreateTokens | CreateTokenCopies> = {
  // CreateTokenCopies → `ctx.createTokenCopies(controller, count, original)` (layer 1: the token copies the object)
  CreateTokenCopies: (effect, scope) =>
    withPlayer(effect.controller, scope, (controller) =>
      withAmount(effect.amount, scope, (amount) => withObjectSet(effect.original, scope, (originals) => `for (const original of ${originals}) ctx.createTokenCopies(${controller}, ${amount}, original);`)),
    ),
  // "… tapped and attacking": a last argument `true` (308.4: runtime/combat.ts putIntoPlayAttacking)
  CreateTokens: (effect, scope, hooks) =>
    withPlayer(effect.controller, scope, (controller) =>
      withAmount(effect.amount, scope, (amount) => {
        const attacking = effect.tappedAndAttacking === true ? ", true" : "";
        return effect.size === undefined
          ? `ctx.createTokens(${controller}, ${amount}, ${hooks.token(effect.token)}${attacking === "" ? "" : ", undefined"}${attacking});`
          : withAmount(effect.size, scope, (size) => `ctx.createTokens(${controller}, ${amount}, ${hooks.token(effect.token)}, ${size}${attacking});`);
      }),
    ),
};
export default codegen;
