/**
 * AdditionalCost → `additionalCost` on the static ability (runtime/definition.ts `AdditionalCostDefinition`): the
 * cost's kind and count as data, and the permanents or cards it may take as a function of the spell's context
 * (`objects(ctx)`: "you control" is the player playing it), read by runtime/additional-costs.ts as the spell is paid.
 */
import { manaCounts, withFilter, type StaticCodegen } from "../../compiler/family.js";
import type { AdditionalCost } from "./syntax.js";

const codegen: StaticCodegen<AdditionalCost> = {
  AdditionalCost(node, scope, emit) {
    const cost = node.cost;
    const objects = emit.declareFunction("objects", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', withFilter(cost.filter, scope, (filter) => `return ${filter};`));
    switch (cost.kind) {
      case "Sacrifice":
        return { additionalCost: cost.all === true ? { kind: "sacrifice", count: 0, all: true, objects } : { kind: "sacrifice", count: cost.count, objects } };
      case "ReturnToHand":
        return { additionalCost: { kind: "returnToHand", count: cost.count, objects } };
      case "PutCounter":
        return { additionalCost: { kind: "putCounter", counter: cost.counter, objects } };
      case "RevealOrPay":
        return { additionalCost: { kind: "revealOrPay", objects, mana: manaCounts(cost.mana, false) } };
    }
  },
};
export default codegen;
