/** CyclesSelf → the trigger data `{ kind: "cyclesSelf" }`. */
import type { TriggerCodegen } from "../../compiler/family.js";
import type { CyclesSelf } from "./syntax.js";

const codegen: TriggerCodegen<CyclesSelf> = {
  CyclesSelf: () => ({ kind: "cyclesSelf" }),
};
export default codegen;
