/** Sacrifice → `ctx.sacrifice(player, count, filter)`. */
import { withAmount, withFilter, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { Sacrifice } from "./syntax.js";

const codegen: CodegenFamily<Sacrifice> = {
  Sacrifice: (effect, scope) =>
    withPlayer(effect.player, scope, (player) =>
      withAmount(effect.amount, scope, (amount) => withFilter(effect.filter, scope, (filter) => `ctx.sacrifice(${player}, ${amount}, ${filter});`)),
    ),
};
export default codegen;
