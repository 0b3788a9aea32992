/** GainLife/LoseLife/LoseHalfLife/DoubleLife → `ctx.gainLife(player, amount)` / `ctx.loseLife(player, amount)` / `ctx.loseHalfLife(player, roundUp)` / `ctx.doubleLife(player)`. */
import { withAmount, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { DoubleLife, GainLife, LoseHalfLife, LoseLife } from "./syntax.js";

const codegen: CodegenFamily<GainLife | LoseLife | LoseHalfLife | DoubleLife> = {
  LoseHalfLife: (effect, scope) => withPlayer(effect.player, scope, (player) => `ctx.loseHalfLife(${player}, ${effect.rounding === "up"});`),
  GainLife: (effect, scope) => withPlayer(effect.player, scope, (player) => withAmount(effect.amount, scope, (amount) => `ctx.gainLife(${player}, ${amount});`)),
  LoseLife: (effect, scope) => withPlayer(effect.player, scope, (player) => withAmount(effect.amount, scope, (amount) => `ctx.loseLife(${player}, ${amount});`)),
  DoubleLife: (effect, scope) => withPlayer(effect.player, scope, (player) => `ctx.doubleLife(${player});`),
};
export default codegen;
