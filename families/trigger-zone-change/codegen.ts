/** EntersPlay / LeavesPlay → the trigger data `{ kind: "entersPlay" }` / `{ kind: "leavesPlay" }`. */
import type { TriggerCodegen } from "../../compiler/family.js";
import type { ZoneChangeTrigger } from "./syntax.js";

const codegen: TriggerCodegen<ZoneChangeTrigger> = {
  EntersPlay: (trigger) => (trigger.orPutIntoGraveyardFromPlay === true ? { kind: "entersPlayOrPutIntoGraveyardFromPlay" } : { kind: "entersPlay" }),
  LeavesPlay: () => ({ kind: "leavesPlay" }),
  EntersOrLeavesPlay: () => ({ kind: "entersOrLeavesPlay" }),
};
export default codegen;
