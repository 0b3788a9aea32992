/** GetPoison → `ctx.givePoison(player, count)`. */
import { withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { GetPoison } from "./syntax.js";

const codegen: CodegenFamily<GetPoison> = {
  GetPoison: (effect, scope) => withPlayer(effect.player, scope, (player) => `ctx.givePoison(${player}, ${effect.count});`),
};
export default codegen;
