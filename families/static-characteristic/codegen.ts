/** CharacteristicPowerToughness → `powerToughness(ctx: StaticContext)`, evaluated in layer 6a (418.5, continuous.ts). */
import { withAmount, type StaticCodegen } from "../../compiler/family.js";
import type { CharacteristicPowerToughness } from "./syntax.js";

const codegen: StaticCodegen<CharacteristicPowerToughness> = {
  CharacteristicPowerToughness(effect, scope, emit) {
    // "~'s toughness is equal to …": that stat alone (the other is the printed number). "… are each equal to …":
    // one amount, counted once (a count scans permanents at every view that asks).
    const body =
      effect.only === "power"
        ? withAmount(effect.power, scope, (power) => `return { power: ${power} };`)
        : effect.only === "toughness"
          ? withAmount(effect.toughness, scope, (toughness) => `return { toughness: ${toughness} };`)
          : withAmount(effect.power, scope, (power) =>
              withAmount(effect.toughness, scope, (toughness) => (power === toughness ? `const each = ${power};\nreturn { power: each, toughness: each };` : `return { power: ${power}, toughness: ${toughness} };`)),
            );
    // A body that does not return at its top level (an amount read through a player or object that may be missing)
    // falls back to 0 for the stats it defines.
    const fallback = effect.only === "power" ? "return { power: 0 };" : effect.only === "toughness" ? "return { toughness: 0 };" : "return { power: 0, toughness: 0 };";
    const powerToughness = emit.declareFunction(
      "powerToughness",
      "ctx: StaticContext",
      "{ power?: number; toughness?: number }",
      `${body}\n${body.startsWith("return") || body.startsWith("const each = ") ? "" : fallback}`,
    );
    return { powerToughness };
  },
};
export default codegen;
