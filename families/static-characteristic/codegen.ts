/** CharacteristicPowerToughness → `powerToughness(ctx: StaticContext)`, evaluated in layer 6a (418.5, continuous.ts). */
import { withAmount, type StaticCodegen } from "../../compiler/family.js";
import type { CharacteristicPowerToughness } from "./syntax.js";

const codegen: StaticCodegen<CharacteristicPowerToughness> = {
  CharacteristicPowerToughness(effect, scope, emit) {
    // "… are each equal to …": one amount, counted once (a count scans permanents at every view that asks).
    const body = withAmount(effect.power, scope, (power) =>
      withAmount(effect.toughness, scope, (toughness) => (power === toughness ? `const each = ${power};\nreturn { power: each, toughness: each };` : `return { power: ${power}, toughness: ${toughness} };`)),
    );
    const powerToughness = emit.declareFunction(
      "powerToughness",
      "ctx: StaticContext",
      "{ power: number; toughness: number }",
      // A body that does not return at its top level (an amount read through a player or object that may be
      // missing) falls back to 0/0.
      `${body}\n${body.startsWith("return") || body.startsWith("const each = ") ? "" : "return { power: 0, toughness: 0 };"}`,
    );
    return { powerToughness };
  },
};
export default codegen;
