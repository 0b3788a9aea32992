/**
 * HideawayLook → `ctx.hideawayLook(count)`; PlayWithoutPaying → `ctx.playWithoutPaying(objects, condition)` (the
 * condition as data: runtime/turn-record.ts answers it).
 */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { HideawayLook, PlayWithoutPaying } from "./syntax.js";

const codegen: CodegenFamily<HideawayLook | PlayWithoutPaying> = {
  HideawayLook: (effect) => `ctx.hideawayLook(${effect.count});`,
  PlayWithoutPaying: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) =>
      effect.condition === undefined
        ? `ctx.playWithoutPaying(${objects});`
        : `ctx.playWithoutPaying(${objects}, { kind: "attackedWithThisTurn", atLeast: ${effect.condition.atLeast} });`,
    ),
};
export default codegen;
