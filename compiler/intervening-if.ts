/**
 * 410.11: an intervening "if" clause (grammar/ast.ts `InterveningIfClause`) as the runtime's data
 * (runtime/definition.ts `InterveningIf`), which runtime/intervening-if.ts checks as the ability triggers and
 * again as it resolves.
 */
import type { InterveningIfClause, ObjectFilter } from "../grammar/ast.js";
import type { InterveningIf, ObjectFilter as RuntimeFilter } from "../runtime/definition.js";
import type { DataObject } from "./data-printer.js";

/**
 * A permanent's filter as data: card types and the composed parts (colours, subtypes, status, comparisons with a
 * number). Also what a protection from a quality is from (codegen.ts).
 */
export function permanentFilterData(filter: ObjectFilter): RuntimeFilter {
  const data: RuntimeFilter = {};
  if (filter.types.length > 0) data.types = filter.types;
  if (filter.excludedTypes.length > 0) data.excludedTypes = filter.excludedTypes;
  if (filter.manaValueAtMost?.kind === "Number") data.manaValueAtMost = filter.manaValueAtMost.value;
  for (const part of ["colors", "excludedColors", "subtypes", "excludedSubtypes", "supertypes", "excludedSupertypes", "tapped", "token", "combat", "keywords", "excludedKeywords", "requiredTypes"] as const) {
    if (filter[part] !== undefined) (data as Record<string, unknown>)[part] = filter[part];
  }
  if (filter.compare !== undefined) {
    data.compare = filter.compare.flatMap((c) => (c.amount.kind === "Number" ? [{ stat: c.stat, [c.relation]: c.amount.value }] : []));
  }
  return data;
}

export function interveningIfData(condition: InterveningIfClause): InterveningIf & DataObject {
  switch (condition.kind) {
    case "CostPaid":
      return { kind: "costPaid", cost: condition.cost };
    case "SelfTapped":
      return { kind: "selfTapped", tapped: condition.tapped };
    case "CardsInHand":
      return { kind: "cardsInHand", player: condition.player.kind === "You" ? "you" : "triggering", atMost: condition.atMost };
    case "YouControl":
      return { kind: "youControl", filter: permanentFilterData(condition.filter) as DataObject };
    case "HadCounter":
      return { kind: "triggeringHadCounter", counter: condition.counter };
    case "CardsInGraveyard":
      return { kind: "cardsInGraveyard", atLeast: condition.atLeast, filter: permanentFilterData(condition.filter) as DataObject };
  }
}
