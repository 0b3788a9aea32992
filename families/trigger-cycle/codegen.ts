/** CyclesSelf → the trigger data `{ kind: "cyclesSelf" }`, or `{ kind: "cyclesSelfOrPutIntoGraveyardFromPlay" }` ("… or it's put into a graveyard from play"). */
import type { TriggerCodegen } from "../../compiler/family.js";
import type { CyclesSelf } from "./syntax.js";

const codegen: TriggerCodegen<CyclesSelf> = {
  CyclesSelf: (trigger) => (trigger.orPutIntoGraveyardFromPlay === true ? { kind: "cyclesSelfOrPutIntoGraveyardFromPlay" } : { kind: "cyclesSelf" }),
};
export default codegen;
