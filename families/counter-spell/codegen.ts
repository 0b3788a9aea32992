/** CounterSpell → `ctx.counter(objects)`. */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { CounterSpell } from "./syntax.js";

const codegen: CodegenFamily<CounterSpell> = {
  CounterSpell: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.counter(${objects});`),
};
export default codegen;
