/** GameResult → `ctx.winGame(player)` / `ctx.loseGame(player)`. */
import { withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { GameResult } from "./syntax.js";

const codegen: CodegenFamily<GameResult> = {
  GameResult: (effect, scope) => withPlayer(effect.player, scope, (player) => (effect.result === "win" ? `ctx.winGame(${player});` : `ctx.loseGame(${player});`)),
};
export default codegen;
