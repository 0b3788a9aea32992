/**
 * PutCounters → `ctx.putCounters(objects, kind, count)`; RemoveCounters → `ctx.removeCounters(objects, kind, count)`;
 * MoveCounters → `ctx.moveCounters(from, to, kind, all)`.
 */
import { stringLiteral, withAmount, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { MoveCounters, PutCounters, RemoveCounters } from "./syntax.js";

const codegen: CodegenFamily<PutCounters | RemoveCounters | MoveCounters> = {
  MoveCounters: (effect, scope) =>
    withObjectSet(effect.from, scope, (from) =>
      withObjectSet(effect.to, scope, (to) => `ctx.moveCounters(${from}, ${to}, ${effect.counter !== undefined ? stringLiteral(effect.counter) : "null"}, ${effect.all});`),
    ),
  // "…, two +1/+1 counters on another target creature, and three …": each part in the order written.
  PutCounters: (effect, scope) =>
    [effect, ...(effect.also ?? [])]
      .map((part) => withObjectSet(part.objects, scope, (objects) => withAmount(part.amount, scope, (amount) => `ctx.putCounters(${objects}, ${stringLiteral(part.counter)}, ${amount});`)))
      .join("\n"),
  RemoveCounters: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) =>
      // "all": every counter of the kind (null: no limit); no kind named ("a counter"): any kind (null).
      effect.amount === null
        ? `ctx.removeCounters(${objects}, ${effect.counter === undefined ? "null" : stringLiteral(effect.counter)}, null);`
        : withAmount(effect.amount, scope, (amount) => `ctx.removeCounters(${objects}, ${effect.counter === undefined ? "null" : stringLiteral(effect.counter)}, ${amount});`),
    ),
};
export default codegen;
