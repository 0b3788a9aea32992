/** GainLife/LoseLife/LoseHalfLife/DoubleLife → `ctx.gainLife(player, amount)` / `ctx.loseLife(player, amount)` / `ctx.loseHalfLife(player, roundUp)` / `ctx.doubleLife(player)`. */
import { stringLiteral, withAmount, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { DoubleLife, GainLife, LoseHalfLife, LoseLife } from "./syntax.js";

const codegen: CodegenFamily<GainLife | LoseLife | LoseHalfLife | DoubleLife> = {
  LoseHalfLife: (effect, scope) => withPlayer(effect.player, scope, (player) => `ctx.loseHalfLife(${player}, ${effect.rounding === "up"});`),
  GainLife: (effect, scope) =>
    withPlayer(effect.player, scope, (player) => {
      if (effect.spent === undefined) return withAmount(effect.amount, scope, (amount) => `ctx.gainLife(${player}, ${amount});`);
      // "X life if {G} was spent … and X life if {W} was spent …" (Dawnglow Infusion): the parts whose colour was
      // spent, gained at once (one life gain: {G}{W} spent gains 2X)
      const parts = [{ amount: effect.amount, spent: effect.spent }, ...(effect.also ?? [])];
      const step = (index: number, terms: string[]): string => {
        if (index === parts.length) {
          const local = scope.fresh("life");
          return `const ${local} = ${terms.join(" + ")};\nif (${local} > 0) ctx.gainLife(${player}, ${local});`;
        }
        const part = parts[index];
        return withAmount(part.amount, scope, (amount) => step(index + 1, [...terms, `(ctx.manaSpent(${stringLiteral(part.spent.color)}) ? ${amount} : 0)`]));
      };
      return step(0, []);
    }),
  LoseLife: (effect, scope) => withPlayer(effect.player, scope, (player) => withAmount(effect.amount, scope, (amount) => `ctx.loseLife(${player}, ${amount});`)),
  DoubleLife: (effect, scope) => withPlayer(effect.player, scope, (player) => `ctx.doubleLife(${player});`),
};
export default codegen;
