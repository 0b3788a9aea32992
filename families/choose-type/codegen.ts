/** ChooseCreatureType → `ctx.chooseCreatureType();` ("of the chosen type" after it: `ctx.chosenCreatureTypes()`, compiler/effects.ts). */
import type { CodegenFamily } from "../../compiler/family.js";
import type { ChooseCreatureType } from "./syntax.js";

const codegen: CodegenFamily<ChooseCreatureType> = {
  ChooseCreatureType: () => "ctx.chooseCreatureType();",
};
export default codegen;
