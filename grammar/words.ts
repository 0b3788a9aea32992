/**
 * The words the printer builds sentences from: numbers, articles, plurals, lists, object nouns and filters.
 * Shared by the kernel printer (printer.ts) and every family's printer (families/<name>/syntax.ts); a leaf
 * module (it imports only AST types), so a family can use it without loading the parser.
 */
import type { Amount, AttachedRef, CardType, Keyword, MadeRef, ManaCost, ObjectFilter, ObjectRef, ObjectSet, PlayerRef, StatComparison } from "./ast.js";
import { subtypePlural } from "./filters-subtypes.js";
export { isCreatureTypeWord } from "./filters-subtypes.js";
import { COLOR_WORDS as COLOR_NAMES } from "./vocabulary.js";

export type Wording = "2007" | "current";

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];

export function numberWord(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function article(next: string): string {
  return /^[aeiouAEIOU8]/.test(next) && !/^one\b/i.test(next) ? "an" : "a";
}

export function printManaCost(cost: ManaCost): string {
  return cost.symbols.map(printManaSymbol).join("");
}

function printManaSymbol(symbol: ManaCost["symbols"][number]): string {
  switch (symbol.kind) {
    case "Generic":
      return `{${symbol.amount}}`;
    case "Colored":
      return `{${symbol.color}}`;
    case "X":
      return "{X}";
    case "Snow":
      return "{S}";
    case "Hybrid":
      return symbol.generic !== undefined ? `{${symbol.generic}/${symbol.colors[0]}}` : `{${symbol.colors.join("/")}}`;
  }
}

export function printPowerToughness(power: number | null, toughness: number | null): string {
  return `${power ?? "*"}/${toughness ?? "*"}`;
}

export function possessive(player: PlayerRef): string {
  switch (player.kind) {
    case "You":
      return "your";
    case "EachPlayer":
      return "each player's";
    case "TargetPlayer":
      return "target player's";
    case "ControllerOf":
      return "its controller's";
    case "OwnerOf":
      return "its owner's";
    case "TriggeringPlayer":
      return "that player's";
    case "EachOpponent":
      return player.other ? "each other player's" : "each opponent's";
    case "DefendingPlayer":
      return "defending player's";
    case "ClashedOpponent":
      return "that player's";
    case "EachInTurn":
      return "his or her";
  }
}

export function amountEqualTo(amount: Amount, cardName = "this permanent"): string {
  switch (amount.kind) {
    case "Number":
      return String(amount.value);
    case "X":
      return "X";
    case "LifeTotal":
      return `${possessive(amount.player)} life total`;
    case "LifeLostThisTurn":
      return `the life ${playerSubject(amount.player)} lost this turn`;
    case "CountOf":
      return `the number of ${filterPhrase(amount.filter, "plural", "bare")}`;
    case "StatOf":
      return `its ${amount.stat}`;
    case "ThatMuch":
      return "that much";
    case "BasicLandTypes":
      return `the number of basic land types among ${filterPhrase(amount.among, "plural", "bare")}`;
    case "ManaSymbols":
      return `the number of ${COLOR_NAMES[amount.color]} mana symbols in the mana costs of ${filterPhrase(amount.among, "plural", "bare")}`;
    case "CountersOn":
      return `the number of ${amount.counter} counters on ${objectRefWords(amount.object, cardName)}`;
    case "WhereX":
      return "X";
    case "ThisWay":
      if (amount.what === "damagePrevented") return "the damage prevented this way";
      return amount.what === "damageDealt" ? "the damage dealt this way" : `the number of ${filterPhrase(amount.filter ?? { types: [], excludedTypes: [], zone: "play" }, "plural", "bare")} destroyed this way`;
    case "Sum":
      return amount.terms.map((term) => amountEqualTo(term, cardName)).join(" plus ");
    case "SacrificedStat":
      return amount.total === true ? `the total ${amount.stat} of the sacrificed creatures` : `the sacrificed creature's ${amount.stat}`;
  }
}

/** An object reference inside an amount ("counters on ~", "on that creature"): the card's name for the card itself. */
export function objectRefWords(ref: ObjectRef, cardName: string): string {
  switch (ref.kind) {
    case "Self":
      return cardName;
    case "Target":
      return "target creature";
    case "Linked":
      return "the removed card";
    case "Triggering":
      return ref.noun !== undefined ? `that ${ref.noun}` : "it";
    case "Attached":
      return `${ref.by} ${ref.noun.toLowerCase()}`;
    case "Made":
      return madeWords(ref);
  }
}

/** The objects an earlier sentence put into play, named again: "it", "them", "that creature", "those tokens". */
export function madeWords(ref: MadeRef): string {
  if (ref.noun === undefined) return ref.plural ? "them" : "it";
  return `${ref.plural ? "those" : "that"} ${ref.noun}`;
}

/** "a card" / "two cards" / "X cards" (counted things in words, as Oracle writes them). */
export function countedNoun(amount: Amount, noun: string): string {
  // "a card for each …": the count per object (the "for each" part is printed after the clause: forEachSuffix).
  if (amount.kind === "CountOf" && amount.per !== undefined) return countedNoun({ kind: "Number", value: amount.per }, noun);
  if (amount.kind === "BasicLandTypes" && amount.per !== undefined) return countedNoun({ kind: "Number", value: amount.per }, noun);
  if (amount.kind === "CountersOn" && amount.per !== undefined) return countedNoun({ kind: "Number", value: amount.per }, noun);
  if (amount.kind === "WhereX") return `X ${pluralNoun(noun)}`;
  if (amount.kind === "ManaSymbols" && amount.per !== undefined) return countedNoun({ kind: "Number", value: amount.per }, noun);
  if (amount.kind === "ThisWay" && amount.per !== undefined) return countedNoun({ kind: "Number", value: amount.per }, noun);
  if (amount.kind === "Number") {
    if (amount.value === 1) return `${article(noun)} ${noun}`;
    return `${numberWord(amount.value)} ${pluralNoun(noun)}`;
  }
  if (amount.kind === "X") return `X ${pluralNoun(noun)}`;
  if (amount.kind === "ThatMuch") return `that many ${pluralNoun(noun)}`;
  return `a number of ${pluralNoun(noun)} equal to ${amountEqualTo(amount)}`;
}

/** Damage and life are written in digits ("deals 3 damage", "gain 2 life"). */
export function digits(amount: Amount): string {
  if (amount.kind === "CountOf" && amount.per !== undefined) return String(amount.per);
  if (amount.kind === "BasicLandTypes" && amount.per !== undefined) return String(amount.per);
  if (amount.kind === "CountersOn" && amount.per !== undefined) return String(amount.per);
  if (amount.kind === "ManaSymbols" && amount.per !== undefined) return String(amount.per);
  if (amount.kind === "ThisWay" && amount.per !== undefined) return String(amount.per);
  if (amount.kind === "Number") return String(amount.value);
  if (amount.kind === "X") return "X";
  return amountEqualTo(amount);
}

export function pluralNoun(noun: string): string {
  // "counter" → "counters", "+1/+1 counter" → "+1/+1 counters", "sorcery" → "sorceries".
  if (/y$/.test(noun) && !/[aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

export { COLOR_WORDS } from "./vocabulary.js";

export function typeWord(type: CardType): string {
  return type.toLowerCase();
}

export function keywordWord(keyword: Keyword): string {
  return keyword.toLowerCase();
}

export function andList(items: readonly string[], conjunction: "and" | "or" | "and/or"): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, ${conjunction} ${items[items.length - 1]}`;
}

/** "creature", "noncreature permanent", "artifact or creature", "land" (singular) / "lands" (plural). */
export function filterNoun(filter: ObjectFilter, number: "singular" | "plural"): string {
  const negated = filterAdjectives(filter);
  // "Merfolk or Kithkin creature", "basic Forest, Plains, or Island card": a list of subtypes is a union.
  const subtypes = filter.subtypes !== undefined && filter.subtypes.length > 1 ? [andList(filter.subtypes, filter.subtypeListWords ?? "or")] : filter.subtypes ?? [];
  // "artifact creatures": the required types are adjectives right before the noun.
  const required = (filter.requiredTypes ?? []).map(typeWord);
  if (filter.zone === "stack") {
    const spell = number === "plural" ? "spells" : "spell";
    // "an artifact or enchantment spell", "Artifact and enchantment spells" (Aura of Silence): as for permanents.
    const types = filter.types.length > 0 ? [andList(filter.types.map(typeWord), filter.typeListWords ?? (number === "plural" ? "and" : "or"))] : [];
    return [...negated, ...subtypes, ...required, ...types, spell].join(" ");
  }
  const inPlay = filter.zone === "play";
  // "Rebel permanent card": a card of a permanent type, in the card's words
  if (filter.permanentCardWords === true && !inPlay) return [...negated, ...subtypes, ...required, number === "plural" ? "permanent cards" : "permanent card"].join(" ");
  let noun: string;
  if (filter.types.length === 0 && subtypes.length > 0 && inPlay) {
    // "target Merfolk", "Goblins you control": the subtype is the noun.
    const names = filter.subtypes ?? [];
    return [...negated, andList(number === "plural" ? names.map(subtypePlural) : names, filter.subtypeListWords ?? (number === "plural" ? "and" : "or"))].join(" ");
  }
  if (filter.types.length === 0) {
    noun = inPlay ? (number === "plural" ? "permanents" : "permanent") : number === "plural" ? "cards" : "card";
    return [...negated, ...subtypes, noun].join(" ");
  }
  negated.push(...subtypes, ...required);
  if (inPlay) {
    const words = filter.types.map((type) => (number === "plural" ? pluralNoun(typeWord(type)) : typeWord(type)));
    noun = andList(words, filter.typeListWords ?? (number === "plural" ? "and" : "or"));
  } else {
    noun = `${andList(filter.types.map(typeWord), filter.typeListWords ?? "or")} ${number === "plural" ? "cards" : "card"}`;
  }
  return [...negated, noun].join(" ");
}

/** The words after the noun: "you control", "target player controls", "in all graveyards", "with converted mana cost X or less". */
export function filterQualifiers(filter: ObjectFilter, controllerWords: (player: PlayerRef) => string, wording: Wording, cardName = "~"): string {
  const parts: string[] = [];
  let zonePart: string | undefined;
  if (filter.zone === "stack") {
    if (filter.controller) parts.push(controllerWords(filter.controller));
  } else if (filter.zone !== "play") {
    zonePart = zoneWords(filter, wording);
    if (filter.zoneWords?.afterWith !== true) parts.push(zonePart);
  } else if (filter.controller) {
    if (filter.chosenType?.beforeController === true) parts.push(`of ${filter.chosenType.words}`);
    parts.push(filter.controllerWords === "your opponents" && filter.controller.kind === "EachOpponent" ? "your opponents control" : controllerWords(filter.controller));
  }
  // "permanents you control of the chosen type" (families/choose-type)
  if (filter.chosenType !== undefined && !(filter.chosenType.beforeController === true && filter.zone === "play" && filter.controller)) parts.push(`of ${filter.chosenType.words}`);
  if (filter.controllerNot) parts.push(filter.controllerNot.kind === "You" ? "you don't control" : `${playerSubject(filter.controllerNot)} doesn't control`);
  // Today's wording leaves the 2007 "in play" out, as Oracle does ("Target creature you control deals damage …").
  if (filter.inPlayWords === true && filter.zone === "play" && wording === "2007") parts.push("in play");
  const withParts: string[] = [];
  for (const keyword of filter.keywords ?? []) withParts.push(`with ${keywordWord(keyword)}`);
  for (const keyword of filter.excludedKeywords ?? []) withParts.push(`without ${keywordWord(keyword)}`);
  const counter = filter.withCounter;
  if (counter) {
    const kind = counter.kind !== undefined ? `${counter.kind} ` : "";
    withParts.push(counter.plural ? `with ${kind}counters on them` : `with ${article(`${kind}counter`)} ${kind}counter on it`);
  }
  for (const comparison of filter.compare ?? []) withParts.push(`with ${comparisonWords(comparison, wording)}`);
  if (filter.manaValueAtMost) withParts.push(`with ${wording === "2007" ? "converted mana cost" : "mana value"} ${boundWords(filter.manaValueAtMost, "atMost")}`);
  if (filter.singleTarget) withParts.push("with a single target");
  if (filter.chosenName) withParts.push("with the chosen name");
  if (filter.xInManaCost) withParts.push(filter.xInManaCost.plural ? "with {X} in their mana costs" : "with {X} in its mana cost");
  if (withParts.length > 0) parts.push(withParts.join(" and "));
  if (zonePart !== undefined && filter.zoneWords?.afterWith === true) parts.push(zonePart);
  if (filter.named !== undefined) parts.push(`named ${filter.named}`);
  if (filter.otherWords === "other than self") parts.push(`other than ${cardName}`);
  if (filter.dealtDamageThisTurn !== undefined) parts.push(`that ${filter.dealtDamageThisTurn.plural ? "were" : "was"} dealt damage this turn`);
  return parts.join(" ");
}

/** "in your graveyard", "from a graveyard", "in all libraries": as the card wrote it (`ObjectFilter.zoneWords`). */
function zoneWords(filter: ObjectFilter, wording: Wording): string {
  const preposition = filter.zoneWords?.preposition ?? "in";
  if (filter.controller && filter.zoneWords?.pronoun === true && filter.controller.kind !== "You") return `${preposition} ${wording === "2007" ? "his or her" : "their"} ${filter.zone}`;
  if (filter.controller && filter.zoneWords?.anOpponent === true) return `${preposition} an opponent's ${filter.zone}`;
  if (filter.controller) return `${preposition} ${possessive(filter.controller)} ${filter.zone}`;
  if (filter.zoneWords?.anyPlayer === "a") return `${preposition} a ${filter.zone}`;
  return `${preposition} ${filter.zoneWords?.anyPlayer === "none" ? "" : "all "}${filter.zone === "graveyard" ? "graveyards" : filter.zone === "library" ? "libraries" : "hands"}`;
}

/** "power 2 or less", "toughness 4 or greater", "converted mana cost 3 or greater" / "mana value 3 or greater". */
function comparisonWords(comparison: StatComparison, wording: Wording): string {
  const stat = comparison.stat === "manaValue" ? (wording === "2007" ? "converted mana cost" : "mana value") : comparison.stat;
  return `${stat} ${boundWords(comparison.amount, comparison.relation)}`;
}

/**
 * "3 or less", "X or greater"; a bound counted as the effect happens in words: "less than or equal to the number of
 * lands you control" (Beseech the Queen).
 */
export function boundWords(amount: Amount, relation: "atMost" | "atLeast"): string {
  const less = relation === "atMost" ? "less" : "greater";
  if (amount.kind === "Number" || amount.kind === "X" || amount.kind === "WhereX") return `${digits(amount)} or ${less}`;
  return `${less} than or equal to ${amountEqualTo(amount)}`;
}

/**
 * The words before a filter's noun: status, combat, the number of colours, colours, then the negations (comma-separated when there are
 * several, as Oracle writes "nonartifact, nonblack"), then supertypes: "tapped", "attacking or blocking",
 * "red or green", "nonartifact, nonblack", "basic".
 */
function filterAdjectives(filter: ObjectFilter): string[] {
  const words: string[] = [];
  if (filter.token === false) words.push("nontoken");
  if (filter.tapped !== undefined) words.push(filter.tapped ? "tapped" : "untapped");
  if (filter.combat) words.push(filter.combat === "attackingOrBlocking" ? "attacking or blocking" : filter.combat);
  if (filter.colorCount !== undefined) words.push(filter.colorCount);
  if (filter.colors) {
    const names = filter.colors.map((color) => COLOR_NAMES[color]);
    words.push(filter.colorWords === "and/or" && names.length === 2 ? `${names[0]} and/or ${names[1]}` : andList(names, "or"));
  }
  const negations = [
    ...filter.excludedTypes.map((type) => `non${typeWord(type)}`),
    ...(filter.excludedSupertypes ?? []).map((supertype) => `non${supertype.toLowerCase()}`),
    ...(filter.excludedColors ?? []).map((color) => `non${COLOR_NAMES[color]}`),
    ...(filter.excludedSubtypes ?? []).map((subtype) => `non-${subtype}`),
  ];
  if (negations.length > 0) words.push(negations.join(negations.length > 1 && negations.length > filter.excludedTypes.length ? ", " : " "));
  for (const supertype of filter.supertypes ?? []) words.push(supertype.toLowerCase());
  return words;
}

export function playerSubject(player: PlayerRef): string {
  switch (player.kind) {
    case "You":
      return "you";
    case "EachPlayer":
      return "each player";
    case "TargetPlayer":
      return "target player";
    case "ControllerOf":
      return "its controller";
    case "OwnerOf":
      return "its owner";
    case "TriggeringPlayer":
      return "that player";
    case "EachOpponent":
      return player.other ? "each other player" : "each opponent";
    case "DefendingPlayer":
      return "defending player";
    case "ClashedOpponent":
      return "that player";
    case "EachInTurn":
      return "he or she";
  }
}

/** The one noun an anaphor repeats: "that creature", "those lands", "that permanent", "that card". */
export function anaphorNoun(filter: ObjectFilter | undefined, number: "singular" | "plural"): string {
  const noun =
    filter && filter.zone === "stack" ? "spell" : filter && filter.types.length === 1 ? typeWord(filter.types[0]) : filter && filter.zone !== "play" ? "card" : "permanent";
  return number === "plural" ? pluralNoun(noun) : noun;
}

/** "+3", "-1"; "-0" where the card wrote it ("gets -3/-0": the parser's `-1 * 0` keeps the sign of zero). */
export function signed(value: number): string {
  if (Object.is(value, -0)) return "-0";
  return value >= 0 ? `+${value}` : `-${-value}`;
}

export function durationSuffix(duration: "untilEndOfTurn" | "restOfGame" | "permanent"): string {
  return duration === "untilEndOfTurn" ? " until end of turn" : duration === "restOfGame" ? " for the rest of the game" : "";
}

/** Whether "other"/"another" is written before the noun (not "a creature other than ~", after it). */
export function otherBeforeNoun(filter: ObjectFilter): boolean {
  return filter.other === true && filter.otherWords === undefined;
}

/** A filter as a noun phrase: "a permanent you control", "other permanents you control", "each creature". */
export function filterPhrase(
  filter: ObjectFilter,
  number: "singular" | "plural",
  determiner: "a" | "each" | "all" | "bare",
  { cardName = "~", wording = "2007" }: { cardName?: string; wording?: Wording } = {},
): string {
  const noun = filterNoun(filter, number);
  // In a description, the opponents are any one of them: "a creature an opponent controls" (as the printer's own).
  const controls = (player: PlayerRef) => (player.kind === "EachOpponent" && !player.other ? "an opponent controls" : `${playerSubject(player)} ${player.kind === "You" ? "control" : "controls"}`);
  const qualifiers = filterQualifiers(filter, controls, wording, cardName);
  const other = otherBeforeNoun(filter) ? "other " : "";
  const head =
    determiner === "a" ? `${otherBeforeNoun(filter) ? "another" : article(noun)} ${noun}` : determiner === "each" ? `each ${other}${noun}` : determiner === "all" ? `all ${other}${noun}` : `${other}${noun}`;
  return qualifiers ? `${head} ${qualifiers}` : head;
}

/** "enchanted creature", "equipped creature", "enchanted land": the permanent an Aura or Equipment is attached to. */
export function attachedNoun(ref: AttachedRef): string {
  return `${ref.by} ${ref.noun === "permanent" ? "permanent" : typeWord(ref.noun)}`;
}

/**
 * How an ability granted in quotes names the object that has it: "this creature" when the objects it is granted to
 * are creatures ("Enchanted creature has \"{T}: This creature deals 1 damage …\""), else "this permanent" (also for
 * the objects an earlier sentence put into play: Minion Reflector's token).
 */
export function grantedSelfWords(objects: ObjectSet): string {
  if (objects.kind === "Ref" && objects.ref.kind === "Attached") return objects.ref.noun === "permanent" ? "this permanent" : `this ${objects.ref.noun.toLowerCase()}`;
  // A token an earlier sentence put into play ("That token has haste and \"At end of turn, sacrifice this permanent.\"")
  if (objects.kind === "Ref" && objects.ref.kind === "Made") return "this permanent";
  if (objects.kind === "Each" && objects.filter.types.length === 1) return `this ${objects.filter.types[0].toLowerCase()}`;
  return objects.kind === "Each" ? "this permanent" : "this creature";
}

/**
 * "you've played another blue spell this turn" (current: "you've cast …"): the kernel's condition on the spells a
 * player played this turn (grammar/parser.ts `spellPlayedThisTurn`; families/conditional, families/replacement-enters).
 */
export function spellPlayedWords(condition: { another: boolean; spells: ObjectFilter }, wording: Wording): string {
  const spells = filterPhrase({ ...condition.spells, other: condition.another ? true : undefined }, "singular", "a", { wording });
  return `you've ${wording === "2007" ? "played" : "cast"} ${spells} this turn`;
}
