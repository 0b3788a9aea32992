/** Draw/Discard/Mill → `ctx.draw(player, n)`, `ctx.discard(player, n)` (`ctx.discardAtRandom` "at random"), `ctx.mill(player, n)`. */
import { withAmount, withPlayer, type CodegenFamily, type EffectCompiler } from "../../compiler/family.js";
import type { Discard, Draw, Mill, MillHalf } from "./syntax.js";

function playerCount<N extends Draw | Discard | Mill>(primitive: string): EffectCompiler<N> {
  return (effect, scope) => withPlayer(effect.player, scope, (player) => withAmount(effect.amount, scope, (amount) => `ctx.${primitive}(${player}, ${amount});`));
}

const codegen: CodegenFamily<Draw | Discard | Mill | MillHalf> = {
  MillHalf: (effect, scope) => withPlayer(effect.player, scope, (player) => `ctx.millHalf(${player});`),
  Draw: playerCount("draw"),
  Discard: (effect, scope, hooks) => playerCount<Discard>(effect.random ? "discardAtRandom" : "discard")(effect, scope, hooks),
  // One card a later sentence names ("that card"): `ctx.mill(player, 1, true)` keeps it as the made object.
  Mill: (effect, scope, hooks) => (effect.namesCard === true ? withPlayer(effect.player, scope, (player) => `ctx.mill(${player}, 1, true);`) : playerCount<Mill>("mill")(effect, scope, hooks)),
};
export default codegen;
