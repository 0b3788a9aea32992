/**
 * Sacrifice → `ctx.sacrifice(player, count, filter)`; SacrificeNamed → `ctx.sacrificeObjects(…)` of the objects named
 * that the player controls (a player can't sacrifice another's permanent).
 */
import { withAmount, withFilter, withObjectSet, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { Sacrifice, SacrificeNamed } from "./syntax.js";

const codegen: CodegenFamily<Sacrifice | SacrificeNamed> = {
  SacrificeNamed: (effect, scope) =>
    withPlayer(effect.player, scope, (player) =>
      withObjectSet(effect.objects, scope, (objects) => `ctx.sacrificeObjects(${objects}.filter((id) => ctx.object(id)?.controller === ${player}));`),
    ),
  Sacrifice: (effect, scope) =>
    withPlayer(effect.player, scope, (player) =>
      withAmount(effect.amount, scope, (amount) => withFilter(effect.filter, scope, (filter) => `ctx.sacrifice(${player}, ${amount}, ${filter});`)),
    ),
};
export default codegen;
