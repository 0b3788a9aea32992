/** CounterSpell → `ctx.counter(objects)`, or `ctx.counterUnlessPaid(objects, cost)`; MakeUncounterable → `ctx.makeUncounterable(objects)`. */
import { manaLiteral, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { CounterSpell, MakeUncounterable } from "./syntax.js";

const codegen: CodegenFamily<CounterSpell | MakeUncounterable> = {
  MakeUncounterable: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.makeUncounterable(${objects});`),
  CounterSpell: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) =>
      effect.unlessPays ? `ctx.counterUnlessPaid(${objects}, ${manaLiteral(effect.unlessPays, false)});` : `ctx.counter(${objects});`,
    ),
};
export default codegen;
