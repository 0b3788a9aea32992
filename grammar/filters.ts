/**
 * The composed parts of an object filter, from the words the parser's `objectNoun` collected (issue 15):
 * adjectives before the noun ("nonartifact, nonblack", "tapped", "attacking or blocking", "basic", "red or
 * green", "non-Elf"), a subtype noun ("Goblin creatures", "target Merfolk") and the "with"/"without" parts after
 * it ("with flying", "with power 2 or less"). What the words mean is decided here once; the problems a filter can
 * have as written (a part that contradicts another, status outside play) are reported here with the fix.
 */
import type { IToken } from "./chevrotain.js";
import type { ColorCount, Keyword, ObjectFilter, StatComparison } from "./ast.js";
import type { LineProblem } from "./parser.js";
import { vocab } from "./lexer.js";
import { colorOf, supertypeOf, type Color, type Supertype } from "./vocabulary.js";
import { subtypeOf } from "./filters-subtypes.js";

/** One "with"/"without" part, with its source offsets (for the fix that removes it). */
export type FilterQualifier =
  | { kind: "keyword"; keyword: Keyword; without: boolean; start: number; end: number }
  | { kind: "compare"; comparison: StatComparison; without: boolean; start: number; end: number }
  /** "with a counter on it", "with a -1/-1 counter on it", "with counters on them" */
  | { kind: "counter"; counter?: string; plural: boolean; without: boolean; start: number; end: number }
  /** "with {X} in their mana costs" (Gaddock Teeg) */
  | { kind: "xInCost"; plural: boolean; without: boolean; start: number; end: number }
  /** "with a single target" (Shunt): a spell with exactly one target */
  | { kind: "singleTarget"; without: boolean; start: number; end: number }
  /** "with the chosen name" (Pithing Needle, Meddling Mage): the name chosen before (201.3) */
  | { kind: "chosenName"; without: boolean; start: number; end: number };

/** The subtype a negated word names: "non-Elf" → "Elf". */
export function negatedSubtypeOf(image: string): string | undefined {
  return /^non-/i.test(image) ? subtypeOf(image.slice(4)) : undefined;
}

function tokenEnd(token: IToken): number {
  return token.startOffset + token.image.length;
}

const COLOR_NAME: Record<Color, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/**
 * Sets the filter's composed parts from the words. A part named twice is kept once; a part that contradicts
 * another ("black nonblack", "tapped untapped", "with flying without flying") is reported (CS1070) with the
 * removal of the later word as the fix.
 */
export function addComposedParts(
  filter: ObjectFilter,
  adjectives: readonly IToken[],
  subtypeTokens: readonly IToken[],
  qualifiers: readonly FilterQualifier[],
  report: (problem: LineProblem) => void,
): void {
  const contradiction = (token: IToken, what: string) =>
    report({
      code: "CS1070",
      message: `'${token.image}' contradicts ${what} in the same description: no object can be both. Remove one of them.`,
      start: token.startOffset,
      end: tokenEnd(token),
      suggestion: { message: `Remove '${token.image}'`, replacement: "", start: token.startOffset, end: tokenEnd(token) },
    });
  const colors: Color[] = [];
  const excludedColors: Color[] = [];
  const supertypes: Supertype[] = [];
  const excludedSupertypes: Supertype[] = [];
  const excludedSubtypes: string[] = [];
  for (const token of adjectives) {
    const type = token.tokenType;
    if (type === vocab("ColorWord")) {
      const color = colorOf(token.image)!;
      if (excludedColors.includes(color)) contradiction(token, `'non${COLOR_NAME[color]}'`);
      else if (!colors.includes(color)) colors.push(color);
    } else if (type === vocab("NonColor")) {
      const color = colorOf(token.image.slice(3))!;
      if (colors.includes(color)) contradiction(token, `'${COLOR_NAME[color]}'`);
      else if (!excludedColors.includes(color)) excludedColors.push(color);
    } else if (type === vocab("SupertypeWord")) {
      const supertype = supertypeOf(token.image)!;
      if (excludedSupertypes.includes(supertype)) contradiction(token, `'non${token.image.toLowerCase()}'`);
      else if (!supertypes.includes(supertype)) supertypes.push(supertype);
    } else if (type === vocab("NonSupertype")) {
      const supertype = supertypeOf(token.image.slice(3))!;
      if (supertypes.includes(supertype)) contradiction(token, `'${token.image.slice(3).toLowerCase()}'`);
      else if (!excludedSupertypes.includes(supertype)) excludedSupertypes.push(supertype);
    } else if (type === vocab("Tapped") || type === vocab("Untapped")) {
      const tapped = type === vocab("Tapped");
      if (filter.tapped !== undefined && filter.tapped !== tapped) contradiction(token, `'${filter.tapped ? "tapped" : "untapped"}'`);
      else filter.tapped = tapped;
    } else if (type === vocab("Attacking")) {
      filter.combat = filter.combat === "blocking" ? "attackingOrBlocking" : "attacking";
    } else if (type === vocab("Blocking")) {
      filter.combat = filter.combat === "attacking" ? "attackingOrBlocking" : "blocking";
    } else if (type === vocab("Unblocked")) {
      filter.combat = "unblocked";
    } else if (type === vocab("Colorless") || type === vocab("Monocolored") || type === vocab("Multicolored")) {
      const count = token.image.toLowerCase() as ColorCount;
      if (filter.colorCount !== undefined && filter.colorCount !== count) contradiction(token, `'${filter.colorCount}'`);
      else filter.colorCount = count;
    } else if (type === vocab("Nontoken")) {
      filter.token = false;
    } else if (type === vocab("Blocked")) {
      filter.combat = "blocked";
    } else if (type === vocab("NonType")) {
      // excludedTypes: read by the parser with the types.
    } else if (type === vocab("Or")) {
      // "red or green", "attacking or blocking": the parts are read above.
    } else if (type === vocab("And")) {
      // "white and/or blue": the same colours as "white or blue", in the card's words.
      filter.colorWords = "and/or";
    } else {
      const negated = negatedSubtypeOf(token.image);
      if (negated !== undefined && !excludedSubtypes.includes(negated)) excludedSubtypes.push(negated);
    }
  }
  // "nonartifact creature": a type negated and named ("noncreature creature") is a contradiction too.
  for (const token of adjectives) {
    if (token.tokenType !== vocab("NonType")) continue;
    const negatedType = token.image.slice(3).toLowerCase();
    if ([...filter.types, ...(filter.requiredTypes ?? [])].some((type) => type.toLowerCase() === negatedType)) contradiction(token, `'${negatedType}'`);
  }
  // "colorless red creature": a colour named with no colour at all (a count of one or more goes with colours).
  if (filter.colorCount === "colorless" && colors.length > 0) {
    const token = adjectives.find((word) => word.tokenType === vocab("Colorless"))!;
    contradiction(token, `'${COLOR_NAME[colors[0]]}'`);
  }
  if (colors.length > 0) filter.colors = colors;
  if (excludedColors.length > 0) filter.excludedColors = excludedColors;
  if (supertypes.length > 0) filter.supertypes = supertypes;
  if (excludedSupertypes.length > 0) filter.excludedSupertypes = excludedSupertypes;
  const subtypes: string[] = [];
  for (const subtype of subtypeTokens) {
    const name = subtypeOf(subtype.image)!;
    if (excludedSubtypes.includes(name)) contradiction(subtype, `'non-${name}'`);
    else if (!subtypes.includes(name)) subtypes.push(name);
  }
  if (subtypes.length > 0) filter.subtypes = subtypes;
  if (excludedSubtypes.length > 0) filter.excludedSubtypes = excludedSubtypes;
  addQualifiers(filter, qualifiers, report);
}

function addQualifiers(filter: ObjectFilter, qualifiers: readonly FilterQualifier[], report: (problem: LineProblem) => void): void {
  const keywords: Keyword[] = [];
  const excludedKeywords: Keyword[] = [];
  const compare: StatComparison[] = [];
  const remove = (q: FilterQualifier, message: string) =>
    report({ code: "CS1070", message, start: q.start, end: q.end, suggestion: { message: "Remove this part", replacement: "", start: q.start, end: q.end } });
  for (const q of qualifiers) {
    if (q.kind === "keyword") {
      const mine = q.without ? excludedKeywords : keywords;
      const theirs = q.without ? keywords : excludedKeywords;
      if (theirs.includes(q.keyword)) remove(q, `An object can't be both with and without ${q.keyword.toLowerCase()}: remove one of the two parts.`);
      else if (!mine.includes(q.keyword)) mine.push(q.keyword);
      continue;
    }
    if (q.kind === "xInCost") {
      if (q.without) remove(q, "Write 'with {X} in their mana costs' (spells whose mana cost has {X}).");
      else filter.xInManaCost = { plural: q.plural };
      continue;
    }
    if (q.kind === "singleTarget") {
      if (q.without) remove(q, "'without' goes with an ability (\"without flying\"); write 'with a single target' for spells with one target.");
      else filter.singleTarget = true;
      continue;
    }
    if (q.kind === "chosenName") {
      if (q.without) remove(q, "'without' goes with an ability (\"without flying\"); write 'with the chosen name' for objects with the name chosen.");
      else filter.chosenName = { kind: "ChosenName" };
      continue;
    }
    if (q.kind === "counter") {
      if (q.without) remove(q, "'without' goes with an ability (\"without flying\"); write 'with a counter on it' for permanents with counters.");
      else filter.withCounter = q.plural ? { ...(q.counter !== undefined ? { kind: q.counter } : {}), plural: true } : q.counter !== undefined ? { kind: q.counter } : {};
      continue;
    }
    if (q.without) {
      remove(q, `'without' goes with an ability ("without flying"); a number is compared with 'with' ("with power 2 or less").`);
      continue;
    }
    const { stat, relation, amount } = q.comparison;
    // "with converted mana cost N or less" is the filter's long-standing `manaValueAtMost`.
    if (stat === "manaValue" && relation === "atMost" && filter.manaValueAtMost === undefined) filter.manaValueAtMost = amount;
    else compare.push(q.comparison);
  }
  if (keywords.length > 0) filter.keywords = keywords;
  if (excludedKeywords.length > 0) filter.excludedKeywords = excludedKeywords;
  if (compare.length > 0) filter.compare = compare;
}

/**
 * Tapped, untapped, attacking and blocking are the status and combat role of permanents (217.2, 506): a card in
 * a graveyard, library or hand, or a spell, has neither. Reported at the word, with its removal as the fix.
 */
export function checkStatusOutsidePlay(filter: ObjectFilter, adjectives: readonly IToken[], report: (problem: LineProblem) => void): void {
  if (filter.zone === "play") return;
  const where = filter.zone === "stack" ? "a spell on the stack" : `a card in a ${filter.zone}`;
  for (const token of adjectives) {
    const type = token.tokenType;
    if (type !== vocab("Tapped") && type !== vocab("Untapped") && type !== vocab("Attacking") && type !== vocab("Blocking") && type !== vocab("Unblocked") && type !== vocab("Blocked")) continue;
    report({
      code: "CS1070",
      message: `Only a permanent in play is '${token.image.toLowerCase()}'; ${where} is not. Remove the word, or describe permanents.`,
      start: token.startOffset,
      end: tokenEnd(token),
      suggestion: { message: `Remove '${token.image}'`, replacement: "", start: token.startOffset, end: tokenEnd(token) },
    });
  }
}
