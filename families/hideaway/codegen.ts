/**
 * HideawayLook → `ctx.hideawayLook(count)`; PlayWithoutPaying → `ctx.playWithoutPaying(objects, condition)` (the
 * condition as data, answered by the family's runtime as the ability resolves; "creatures you control have total
 * power 10 or greater" hands over the creatures the filter finds then).
 */
import { withFilter, withObjectSet, type CodegenFamily, type FunctionScope } from "../../compiler/family.js";
import type { HideawayLook, PlayCondition, PlayWithoutPaying } from "./syntax.js";

function conditionData(condition: PlayCondition, scope: FunctionScope, then: (data: string) => string): string {
  switch (condition.kind) {
    case "AttackedWithThisTurn":
      return then(`{ kind: "attackedWithThisTurn", atLeast: ${condition.atLeast} }`);
    case "EachPlayerNoCardsInHand":
      return then(`{ kind: "eachPlayerNoCardsInHand" }`);
    case "TotalPower":
      return withFilter(condition.filter, scope, (f) => then(`{ kind: "totalPower", atLeast: ${condition.atLeast}, objects: ctx.objects(${f}) }`));
    case "LibraryAtMost":
      return then(`{ kind: "libraryAtMost", atMost: ${condition.atMost} }`);
    case "OpponentDealtDamageThisTurn":
      return then(`{ kind: "opponentDealtDamageThisTurn", atLeast: ${condition.atLeast} }`);
  }
}

const codegen: CodegenFamily<HideawayLook | PlayWithoutPaying> = {
  HideawayLook: (effect) => `ctx.hideawayLook(${effect.count});`,
  PlayWithoutPaying: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) =>
      effect.condition === undefined
        ? `ctx.playWithoutPaying(${objects});`
        : conditionData(effect.condition, scope, (condition) => `ctx.playWithoutPaying(${objects}, ${condition});`),
    ),
};
export default codegen;
