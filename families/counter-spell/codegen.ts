/** CounterSpell → `ctx.counter(objects)`, or `ctx.counterUnlessPaid(objects, cost)`; MakeUncounterable → `ctx.makeUncounterable(objects)`. */
import { manaCounts, manaLiteral, withAmount, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { CounterSpell, MakeUncounterable } from "./syntax.js";

const codegen: CodegenFamily<CounterSpell | MakeUncounterable> = {
  MakeUncounterable: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.makeUncounterable(${objects});`),
  CounterSpell: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) => {
      if (effect.unlessPays === undefined) return `ctx.counter(${objects});`;
      const unlessPays = effect.unlessPays;
      // "unless its controller pays {1} for each blue permanent you control": the generic mana times the count
      if (effect.amount !== undefined) {
        return withAmount(effect.amount, scope, (count) => {
          const fields = Object.entries(manaCounts(unlessPays, false)).map(([key, n]) => (key === "generic" ? `generic: ${n} * ${count}` : `${key}: ${n}`));
          return `ctx.counterUnlessPaid(${objects}, { ${fields.join(", ")} });`;
        });
      }
      return `ctx.counterUnlessPaid(${objects}, ${manaLiteral(unlessPays, false)});`;
    }),
};
export default codegen;
