/**
 * ChooseModes → one block per mode, run when that mode was chosen as the spell was played (2007 409.1b), in
 * printed order: `if (ctx.modeChosen(0)) { … }`. Which targets belong to which mode is data
 * (`SpellDefinition.modes`, compiler/modes.ts).
 */
import type { CodegenFamily } from "../../compiler/family.js";
import type { ChooseModes } from "./syntax.js";

const codegen: CodegenFamily<ChooseModes> = {
  ChooseModes: (effect, _scope, hooks) =>
    effect.modes.map((mode, index) => `if (ctx.modeChosen(${index})) {\n${hooks.effects?.(mode.effects) ?? ""}\n}`).join("\n"),
};
export default codegen;
