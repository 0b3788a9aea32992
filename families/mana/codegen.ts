/** AddMana → `ctx.addMana(player, { G: 1 })`. */
import { manaLiteral, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { AddMana } from "./syntax.js";

const codegen: CodegenFamily<AddMana> = {
  AddMana: (effect, scope) => withPlayer(effect.player, scope, (player) => `ctx.addMana(${player}, ${manaLiteral(effect.mana, true)});`),
};
export default codegen;
