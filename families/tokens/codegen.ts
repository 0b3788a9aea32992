/** CreateTokens → `ctx.createTokens(controller, count, token[, size])` (size: an X/X token's X) (the card declares its tokens once: `hooks.token`). */
import { withAmount, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { CreateTokens } from "./syntax.js";

const codegen: CodegenFamily<CreateTokens> = {
  CreateTokens: (effect, scope, hooks) =>
    withPlayer(effect.controller, scope, (controller) =>
      withAmount(effect.amount, scope, (amount) =>
        effect.size === undefined
          ? `ctx.createTokens(${controller}, ${amount}, ${hooks.token(effect.token)});`
          : withAmount(effect.size, scope, (size) => `ctx.createTokens(${controller}, ${amount}, ${hooks.token(effect.token)}, ${size});`),
      ),
    ),
};
export default codegen;
