/** BeginningOfStep → the trigger data `{ kind: "beginningOfStep", step, whose }`. */
import type { TriggerCodegen } from "../../compiler/family.js";
import type { BeginningOfStep } from "./syntax.js";

const codegen: TriggerCodegen<BeginningOfStep> = {
  BeginningOfStep: (trigger) => ({ kind: "beginningOfStep", step: trigger.step, whose: trigger.whose }),
};
export default codegen;
