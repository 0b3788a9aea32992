/**
 * LookAtTop → `ctx.lookAtTop(player, library, n)`, `ctx.reorderTop(player, library, n)`, `ctx.distributeTop(player,
 * n, parts)` or `ctx.takeFromTop(player, n, filters, reveal, to, optional)`.
 */
import { stringLiteral, withAmount, withFilter, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { LookAtTop } from "./syntax.js";

const codegen: CodegenFamily<LookAtTop> = {
  LookAtTop: (effect, scope) =>
    withPlayer(effect.player, scope, (player) =>
      withPlayer(effect.library, scope, (library) =>
        withAmount(effect.amount, scope, (amount) => {
          const then = effect.then;
          if (then.kind === "reorder") return `ctx.reorderTop(${player}, ${library}, ${amount});`;
          if (then.kind === "none") return `ctx.lookAtTop(${player}, ${library}, ${amount});`;
          if (then.kind === "take") {
            // One filter after another, each in its own continuation: `ctx.takeFromTop(…, [filter, …], …)`.
            const withFilters = (index: number, names: string[]): string =>
              index === then.filters.length
                ? `ctx.takeFromTop(${player}, ${amount}, [${names.join(", ")}], ${then.reveal}, ${stringLiteral(then.to)}, ${then.optional});`
                : withFilter(then.filters[index], scope, (filter) => withFilters(index + 1, [...names, filter]));
            return withFilters(0, []);
          }
        const parts = then.parts.map((part) => `{ count: ${part.count}, to: ${stringLiteral(part.to)} }`).join(", ");
          return `ctx.distributeTop(${player}, ${amount}, [${parts}]);`;
        }),
      ),
    ),
};
export default codegen;
