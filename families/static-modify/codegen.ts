/**
 * StaticModify, StaticRestriction → the static ability's `effect` (runtime/definition.ts `StaticEffectDefinition`):
 * which objects it affects as data (`staticObjectSet`), its condition as a function, and what it does (P/T change,
 * keywords, combat restrictions); the layer system and combat apply it (runtime/continuous.ts, runtime/combat.ts).
 */
import { withFilter, type AbilityEmitter, type Data, type DataObject, type FunctionScope, type StaticCodegen } from "../../compiler/family.js";
import type { ObjectSet } from "../../grammar/ast.js";
import type { StaticModify, StaticRestriction, YouControlCondition } from "./syntax.js";

/**
 * The objects a static ability names, as the runtime's `StaticObjectSet`: the card itself, or a filter made from
 * the ability's context at each moment (`affected(ctx)`: "you" is the permanent's controller then, "other" the
 * permanent itself). Targets and anaphora name nothing a static ability could follow (the grammar reports them).
 */
export function staticObjectSet(set: ObjectSet, scope: FunctionScope, emit: AbilityEmitter): DataObject {
  switch (set.kind) {
    case "Ref":
      if (set.ref.kind === "Self") return { kind: "Ref", ref: { kind: "Self" } };
      break;
    case "Each": {
      const body = withFilter(set.filter, scope, (filter) => `return ${filter};`);
      return { kind: "Each", filter: emit.declareFunction("affected", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', body) };
    }
  }
  scope.problem("A static ability affects the permanents it names at each moment: it cannot refer to a target or to an object named earlier.");
  return { kind: "Ref", ref: { kind: "Self" } };
}

/** "As long as you control a Giant" → `condition(ctx)`: whether the ability's controller controls one now. */
function condition(node: YouControlCondition | null, scope: FunctionScope, emit: AbilityEmitter): Data | undefined {
  if (node === null) return undefined;
  const filter = { ...node.filter, controller: { kind: "You" as const } };
  const body = withFilter(filter, scope, (f) => `return ctx.objects(${f}).length > 0;`);
  return emit.declareFunction("condition", "ctx: StaticContext", "boolean", body);
}

const codegen: StaticCodegen<StaticModify | StaticRestriction> = {
  StaticModify(node, scope, emit) {
    const effect: Record<string, Data> = { affected: staticObjectSet(node.objects, scope, emit) };
    const when = condition(node.condition, scope, emit);
    if (when !== undefined) effect.condition = when;
    if (node.change !== null) {
      effect.power = node.change.power;
      effect.toughness = node.change.toughness;
    }
    if (node.keywords.length > 0) effect.keywords = node.keywords.slice();
    return { effect };
  },
  StaticRestriction(node, scope, emit) {
    const effect: Record<string, Data> = { affected: staticObjectSet(node.objects, scope, emit) };
    const when = condition(node.condition, scope, emit);
    if (when !== undefined) effect.condition = when;
    effect.restrictions = node.restrictions.map((r): DataObject => (r.kind === "minimumBlockers" ? { kind: r.kind, count: r.count } : { kind: r.kind }));
    return { effect };
  },
};
export default codegen;
