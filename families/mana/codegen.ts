/** AddMana → `ctx.addMana(player, { G: 1 })`; the choices → `ctx.addManaChoice(player, [{ B: 1 }, { R: 1 }])`, `ctx.addManaOfColors(player, 1, false)`. */
import {
  manaLiteral,
  withPlayer,
  type CodegenFamily,
} from "../../compiler/family.js";
import type { AddMana, AddManaChoice } from "./syntax.js";

const codegen: CodegenFamily<AddMana | AddManaChoice> = {
  AddMana: (effect, scope) =>
    withPlayer(
      effect.player,
      scope,
      (player) => `ctx.addMana(${player}, ${manaLiteral(effect.mana, true)});`,
    ),
  AddManaChoice: (effect, scope) =>
    withPlayer(
      effect.player,
      scope,
      (player) =>
        `ctx.addManaChoice(${player}, [${effect.options.map((option) => manaLiteral(option, true)).join(", ")}]);`,
    ),
  AddManaOfColors: (effect, scope) =>
    withPlayer(
      effect.player,
      scope,
      (player) =>
        effect.ofColor !== undefined
          ? `ctx.addManaOfChosenColor(${player}, ${effect.amount});`
          : `ctx.addManaOfColors(${player}, ${effect.amount}, ${effect.combination});`,
    ),
};
export default codegen;
