/**
 * Exile → `ctx.exile(objects)`, or `ctx.exile(objects, true)` when a linked ability will return them; ExileTop →
 * `ctx.exileTop(player, n)`.
 */
import { withAmount, withFilter, withObjectSet, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { Exile, ExileChosen, ExileTop, RemoveInsteadOfGraveyard } from "./syntax.js";

const codegen: CodegenFamily<Exile | RemoveInsteadOfGraveyard | ExileTop | ExileChosen> = {
  ExileChosen: (effect, scope) => withPlayer(effect.player, scope, (player) => withFilter(effect.filter, scope, (filter) => `ctx.exileChosenFromGraveyard(${player}, ${filter});`)),
  ExileTop: (effect, scope) => withPlayer(effect.player, scope, (player) => withAmount(effect.amount, scope, (amount) => `ctx.exileTop(${player}, ${amount});`)),
  RemoveInsteadOfGraveyard: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.removeInsteadOfGraveyard(${objects});`),
  Exile: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.exile(${objects}${effect.linked ? ", true" : ""});`),
};
export default codegen;
