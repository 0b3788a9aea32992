/** CreateTokens → `ctx.createTokens(controller, count, token)` (the card declares its tokens once: `hooks.token`). */
import { withAmount, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { CreateTokens } from "./syntax.js";

const codegen: CodegenFamily<CreateTokens> = {
  CreateTokens: (effect, scope, hooks) =>
    withPlayer(effect.controller, scope, (controller) => withAmount(effect.amount, scope, (amount) => `ctx.createTokens(${controller}, ${amount}, ${hooks.token(effect.token)});`)),
};
export default codegen;
