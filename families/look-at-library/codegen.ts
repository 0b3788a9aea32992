/** LookAtTop → `ctx.lookAtTop(player, library, n)`, `ctx.reorderTop(player, library, n)` or `ctx.distributeTop(player, n, parts)`. */
import { stringLiteral, withAmount, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { LookAtTop } from "./syntax.js";

const codegen: CodegenFamily<LookAtTop> = {
  LookAtTop: (effect, scope) =>
    withPlayer(effect.player, scope, (player) =>
      withPlayer(effect.library, scope, (library) =>
        withAmount(effect.amount, scope, (amount) => {
          const then = effect.then;
          if (then.kind === "reorder") return `ctx.reorderTop(${player}, ${library}, ${amount});`;
          if (then.kind === "none") return `ctx.lookAtTop(${player}, ${library}, ${amount});`;
        const parts = then.parts.map((part) => `{ count: ${part.count}, to: ${stringLiteral(part.to)} }`).join(", ");
          return `ctx.distributeTop(${player}, ${amount}, [${parts}]);`;
        }),
      ),
    ),
};
export default codegen;
