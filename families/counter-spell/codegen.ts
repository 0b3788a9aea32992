/** CounterSpell → `ctx.counter(objects)`, or `ctx.counterUnlessPaid(objects, cost)`. */
import { manaLiteral, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { CounterSpell } from "./syntax.js";

const codegen: CodegenFamily<CounterSpell> = {
  CounterSpell: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) =>
      effect.unlessPays ? `ctx.counterUnlessPaid(${objects}, ${manaLiteral(effect.unlessPays, false)});` : `ctx.counter(${objects});`,
    ),
};
export default codegen;
