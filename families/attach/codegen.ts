/** AttachSelf → `ctx.attachSelf(objects)`. */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { AttachSelf } from "./syntax.js";

const codegen: CodegenFamily<AttachSelf> = {
  AttachSelf: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.attachSelf(${objects});`),
};
export default codegen;
