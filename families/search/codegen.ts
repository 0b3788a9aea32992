/** Search → `ctx.search(player, filter, destination, shuffle, tapped?, revealed?, upTo?)`; Shuffle → `ctx.shuffle(player)`. */
import { stringLiteral, withFilter, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { Search, Shuffle } from "./syntax.js";

const codegen: CodegenFamily<Search | Shuffle> = {
  Search: (effect, scope) =>
    withPlayer(effect.player, scope, (player) =>
      withFilter(effect.filter, scope, (filter) => {
        // Trailing arguments left at their defaults are left out, so that the searches compiled before keep their code.
        const args = [player, filter, stringLiteral(effect.destination), stringLiteral(effect.shuffle)];
        const optional = [effect.tapped ? "true" : "false", effect.revealed ? "true" : "false", String(effect.upTo ?? 1)];
        const defaults = ["false", "false", "1"];
        let last = optional.length;
        while (last > 0 && optional[last - 1] === defaults[last - 1]) last--;
        return `ctx.search(${[...args, ...optional.slice(0, last)].join(", ")});`;
      }),
    ),
  Shuffle: (effect, scope) => withPlayer(effect.player, scope, (player) => (effect.graveyard ? `ctx.shuffleGraveyardIntoLibrary(${player});` : `ctx.shuffle(${player});`)),
};
export default codegen;
