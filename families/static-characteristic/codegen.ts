/** CharacteristicPowerToughness → `powerToughness(ctx: StaticContext)`, evaluated in layer 6a (418.5, continuous.ts). */
import { withAmount, type StaticCodegen } from "../../compiler/family.js";
import type { CharacteristicPowerToughness } from "./syntax.js";

const codegen: StaticCodegen<CharacteristicPowerToughness> = {
  CharacteristicPowerToughness(effect, scope, emit) {
    // "~'s toughness is equal to …": that stat alone (the other is the printed number)
    const body =
      effect.only === "power"
        ? withAmount(effect.power, scope, (power) => `return { power: ${power} };`)
        : effect.only === "toughness"
          ? withAmount(effect.toughness, scope, (toughness) => `return { toughness: ${toughness} };`)
          : withAmount(effect.power, scope, (power) => withAmount(effect.toughness, scope, (toughness) => `return { power: ${power}, toughness: ${toughness} };`));
    const powerToughness = emit.declareFunction(
      "powerToughness",
      "ctx: StaticContext",
      "{ power?: number; toughness?: number }",
      `${body}\n${body.startsWith("return") ? "" : "return { power: 0, toughness: 0 };"}`,
    );
    return { powerToughness };
  },
};
export default codegen;
