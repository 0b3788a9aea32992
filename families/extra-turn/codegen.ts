/** ExtraTurn → `ctx.extraTurns(player, count, skipUntap)`. */
import { withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { ExtraTurn } from "./syntax.js";

const codegen: CodegenFamily<ExtraTurn> = {
  ExtraTurn: (effect, scope) => withPlayer(effect.player, scope, (player) => `ctx.extraTurns(${player}, ${effect.count}, ${effect.skipUntap});`),
};
export default codegen;
