/** NameCard → `ctx.nameCard(nonland);` ("with the chosen name" after it: `ctx.chosenName()`, compiler/effects.ts). */
import type { CodegenFamily } from "../../compiler/family.js";
import type { NameCard } from "./syntax.js";

const codegen: CodegenFamily<NameCard> = {
  NameCard: (node) => `ctx.nameCard(${node.nonland === true});`,
};
export default codegen;
