/** GainLife/LoseLife → `ctx.gainLife(player, amount)` / `ctx.loseLife(player, amount)`. */
import { withAmount, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { GainLife, LoseLife } from "./syntax.js";

const codegen: CodegenFamily<GainLife | LoseLife> = {
  GainLife: (effect, scope) => withPlayer(effect.player, scope, (player) => withAmount(effect.amount, scope, (amount) => `ctx.gainLife(${player}, ${amount});`)),
  LoseLife: (effect, scope) => withPlayer(effect.player, scope, (player) => withAmount(effect.amount, scope, (amount) => `ctx.loseLife(${player}, ${amount});`)),
};
export default codegen;
