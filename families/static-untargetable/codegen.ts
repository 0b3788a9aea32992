/** UntargetableBySpells → `untargetableBy`: the spells' description as data (runtime/stack.ts reads it as targets are chosen). */
import { characteristicData, type DataObject, type StaticCodegen } from "../../compiler/family.js";
import type { UntargetableBySpells } from "./syntax.js";

const codegen: StaticCodegen<UntargetableBySpells> = {
  UntargetableBySpells: (effect) => ({ untargetableBy: characteristicData(effect.spells) as DataObject }),
};
export default codegen;
