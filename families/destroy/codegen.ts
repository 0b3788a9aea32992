/** Destroy → `ctx.destroy(objects)` ("… and ~": both lists in one call). */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { Destroy } from "./syntax.js";

const codegen: CodegenFamily<Destroy> = {
  Destroy: (effect, scope) => {
    const and = effect.and;
    if (and === undefined) return withObjectSet(effect.objects, scope, (objects) => `ctx.destroy(${objects});`);
    // "destroy that creature and ~": both at once, as one destruction.
    return withObjectSet(effect.objects, scope, (objects) => withObjectSet(and, scope, (others) => `ctx.destroy([...${objects}, ...${others}]);`));
  },
};
export default codegen;
