/** Scry → `ctx.scry(player, n)`. */
import { withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { Scry } from "./syntax.js";

const codegen: CodegenFamily<Scry> = {
  Scry: (effect, scope) => withPlayer(effect.player, scope, (player) => `ctx.scry(${player}, ${effect.count});`),
};
export default codegen;
