/** SpendOnlyOnX → `spendOnlyOnX: "B"` on the static ability: the engine folds it into the mana cost's `xColor`. */
import type { StaticCodegen } from "../../compiler/family.js";
import type { SpendOnlyOnX } from "./syntax.js";

const codegen: StaticCodegen<SpendOnlyOnX> = {
  SpendOnlyOnX: (effect) => ({ spendOnlyOnX: effect.color }),
};
export default codegen;
