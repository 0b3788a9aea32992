/**
 * An object description as the runtime's filter data (a leaf: the intervening "if" clauses, protections from
 * qualities and the families' static abilities share it through compiler/family.ts).
 */
import type { ObjectFilter } from "../grammar/ast.js";
import type { ObjectFilter as RuntimeFilter } from "../runtime/definition.js";

/**
 * A permanent's filter as data: card types and the composed parts (colours, subtypes, status, comparisons with a
 * number). Also what a protection from a quality is from (codegen.ts).
 */
export function permanentFilterData(filter: ObjectFilter): RuntimeFilter {
  const data: RuntimeFilter = {};
  if (filter.types.length > 0) data.types = filter.types;
  if (filter.excludedTypes.length > 0) data.excludedTypes = filter.excludedTypes;
  if (filter.manaValueAtMost?.kind === "Number") data.manaValueAtMost = filter.manaValueAtMost.value;
  for (const part of ["colors", "excludedColors", "colorCount", "subtypes", "excludedSubtypes", "supertypes", "excludedSupertypes", "tapped", "token", "combat", "keywords", "excludedKeywords", "requiredTypes"] as const) {
    if (filter[part] !== undefined) (data as Record<string, unknown>)[part] = filter[part];
  }
  if (filter.xInManaCost !== undefined) data.xInManaCost = true;
  if (filter.singleTarget !== undefined) data.singleTarget = true;
  if (filter.dealtDamageThisTurn !== undefined) data.dealtDamageThisTurn = true;
  if (filter.compare !== undefined) {
    data.compare = filter.compare.flatMap((c) => (c.amount.kind === "Number" ? [{ stat: c.stat, [c.relation]: c.amount.value }] : []));
  }
  return data;
}

