/** Search → `ctx.search(player, filter, destination, shuffle)`; Shuffle → `ctx.shuffle(player)`. */
import { stringLiteral, withFilter, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { Search, Shuffle } from "./syntax.js";

const codegen: CodegenFamily<Search | Shuffle> = {
  Search: (effect, scope) =>
    withPlayer(effect.player, scope, (player) =>
      withFilter(effect.filter, scope, (filter) =>
        effect.revealed
          ? `ctx.search(${player}, ${filter}, ${stringLiteral(effect.destination)}, ${stringLiteral(effect.shuffle)}, ${effect.tapped ? "true" : "false"}, true);`
          : effect.tapped
            ? `ctx.search(${player}, ${filter}, ${stringLiteral(effect.destination)}, ${stringLiteral(effect.shuffle)}, true);`
            : `ctx.search(${player}, ${filter}, ${stringLiteral(effect.destination)}, ${stringLiteral(effect.shuffle)});`,
      ),
    ),
  Shuffle: (effect, scope) => withPlayer(effect.player, scope, (player) => (effect.graveyard ? `ctx.shuffleGraveyardIntoLibrary(${player});` : `ctx.shuffle(${player});`)),
};
export default codegen;
