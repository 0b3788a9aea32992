/**
 * An object description as the runtime's filter data (a leaf: the intervening "if" clauses, protections from
 * qualities and the families' static abilities share it through compiler/family.ts).
 */
import type { ObjectFilter } from "../grammar/ast.js";
import type { ObjectFilter as RuntimeFilter } from "../runtime/definition.js";

/**
 * How each part of an object description (grammar/ast.ts `ObjectFilter`) reaches the rules. Every field is listed,
 * so that a new part fails to compile until it says how it is read:
 * - `characteristic`: what the object is or has, the same wherever the description stands (`characteristicData`
 *   copies it into the runtime's filter data);
 * - `relative`: a player, the source, a choice or where the object is: each place that compiles a description
 *   resolves these in its own way or reports them (`relativeParts` lists those a description has), never drops them;
 * - `words`: how the card wrote it, read by the printer only.
 */
const PART_KINDS: { readonly [K in keyof Required<ObjectFilter>]: "characteristic" | "relative" | "words" } = {
  types: "characteristic",
  excludedTypes: "characteristic",
  requiredTypes: "characteristic",
  colors: "characteristic",
  excludedColors: "characteristic",
  colorCount: "characteristic",
  subtypes: "characteristic",
  excludedSubtypes: "characteristic",
  supertypes: "characteristic",
  excludedSupertypes: "characteristic",
  tapped: "characteristic",
  token: "characteristic",
  combat: "characteristic",
  withCounter: "characteristic",
  keywords: "characteristic",
  excludedKeywords: "characteristic",
  named: "characteristic",
  xInManaCost: "characteristic",
  singleTarget: "characteristic",
  dealtDamageThisTurn: "characteristic",
  // A comparison with a count or X is relative (counted as the effect happens); with a number, characteristic.
  compare: "characteristic",
  manaValueAtMost: "characteristic",
  zone: "relative",
  controller: "relative",
  controllerNot: "relative",
  other: "relative",
  chosenType: "relative",
  chosenName: "relative",
  zoneWords: "words",
  inPlayWords: "words",
  controllerWords: "words",
  otherWords: "words",
  colorWords: "words",
  typeListWords: "words",
  subtypeListWords: "words",
  permanentCardWords: "words",
};

/** The runtime's filter data without the parts that name a player, a zone or an object (see `PART_KINDS`). */
export type CharacteristicData = Omit<RuntimeFilter, "zone" | "controller" | "controllerNot" | "exclude">;

/** The list-valued and flag-valued characteristic parts the runtime's filter data holds as the AST does. */
const COPIED_AS_IS = ["colors", "excludedColors", "colorCount", "subtypes", "excludedSubtypes", "supertypes", "excludedSupertypes", "tapped", "token", "combat", "keywords", "excludedKeywords", "requiredTypes", "named"] as const;

/**
 * The characteristic parts of a description as the runtime's filter data (`ObjectFilter` of runtime/definition.ts,
 * matched by runtime/filters.ts). A comparison with anything but a number is left out here and reported by
 * `relativeParts`. Also what an intervening "if" clause counts, a protection from a quality is from, and what can't
 * target a permanent: those callers add the player themselves where their grammar allows one, and their grammar
 * allows no other relative part.
 */
export function characteristicData(filter: ObjectFilter): CharacteristicData {
  const data: CharacteristicData = {};
  if (filter.types.length > 0) data.types = filter.types;
  if (filter.excludedTypes.length > 0) data.excludedTypes = filter.excludedTypes;
  if (filter.manaValueAtMost?.kind === "Number") data.manaValueAtMost = filter.manaValueAtMost.value;
  for (const part of COPIED_AS_IS) {
    if (filter[part] !== undefined) (data as Record<string, unknown>)[part] = filter[part];
  }
  if (filter.withCounter !== undefined) data.withCounter = filter.withCounter.kind ?? "";
  if (filter.xInManaCost !== undefined) data.xInManaCost = true;
  if (filter.singleTarget !== undefined) data.singleTarget = true;
  if (filter.dealtDamageThisTurn !== undefined) data.dealtDamageThisTurn = true;
  if (filter.compare !== undefined) {
    const compare = filter.compare.flatMap((c) => (c.amount.kind === "Number" ? [{ stat: c.stat, [c.relation]: c.amount.value }] : []));
    if (compare.length > 0) data.compare = compare;
  }
  return data;
}

/**
 * The relative parts a description has (`PART_KINDS`), in the card's words, for the places that resolve some and
 * report the others: "zone" only outside play; a comparison with a count or X counts as relative too.
 */
export function relativeParts(filter: ObjectFilter): { part: keyof ObjectFilter; words: string }[] {
  const found: { part: keyof ObjectFilter; words: string }[] = [];
  for (const part of Object.keys(PART_KINDS) as (keyof ObjectFilter)[]) {
    if (PART_KINDS[part] !== "relative" || filter[part] === undefined || filter[part] === false) continue;
    if (part === "zone" && filter.zone === "play") continue;
    found.push({ part, words: RELATIVE_WORDS[part as RelativePart] });
  }
  if (filter.compare?.some((c) => c.amount.kind !== "Number") || (filter.manaValueAtMost !== undefined && filter.manaValueAtMost.kind !== "Number")) {
    found.push({ part: "compare", words: "a comparison with a count or X" });
  }
  return found;
}

type RelativePart = { [K in keyof typeof PART_KINDS]: (typeof PART_KINDS)[K] extends "relative" ? K : never }[keyof typeof PART_KINDS];
const RELATIVE_WORDS: Record<RelativePart, string> = {
  zone: "where the object is",
  controller: "who controls it",
  controllerNot: "who doesn't control it",
  other: "'another'",
  chosenType: "'of the chosen type'",
  chosenName: "'with the chosen name'",
};
