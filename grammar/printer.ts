/**
 * The printer: AST → canonical card text, in the 2007 wording or the current one (docs/wording.md). Parsing what
 * it prints gives back the same AST (ranges aside); `cardscript fmt` is this printer plus the comments of the
 * source (formatSource in index.ts).
 *
 * Canonical layout (docs/language.md): declarations first; `card "Name"` at column 1; then lines indented two
 * spaces in the order cost, type, loyalty, P/T, abilities; a blank line between cards; `−` (U+2212) for a
 * loyalty minus; `—` in type lines; implementation blocks printed verbatim (re-indented under their line).
 *
 * Sentences follow Oracle style: effects are separate sentences, except the joins printed cards use
 * ("… and you gain 3 life", "…, then sacrifices …").
 */
import { printInterveningIf } from "./intervening-if.js";
import type {
  Ability,
  ActivatedAbility,
  QuotedAbility,
  Amount,
  AbilityBody,
  Card,
  CardFile,
  Declaration,
  Effect,
  EffectPhrasing,
  Effects,
  Keyword,
  KeywordEntry,
  ObjectFilter,
  ObjectRef,
  ObjectSet,
  PlayerRef,
  ProtectionQuality,
  Replacement,
  StaticEffect,
  TargetSpec,
  Trigger,
} from "./ast.js";
import { ANY_NUMBER_OF_TARGETS } from "./ast.js";
import type { AbilityPrintRule, CheckRule, PrintRule, SentenceWriter, VerbForm } from "./family.js";
import type { TargetUse } from "./target-uses.js";
import { sameNode } from "./nodes.js";
import { COLOR_WORDS } from "./vocabulary.js";
import { combatKeywordReminder, dredgeReminder, MORPH_REMINDER, printCostPart, printRestriction } from "./costs.js";
import { printTypecyclingKeyword } from "./costs.js";
import {
  amountEqualTo,
  anaphorNoun,
  article,
  attachedNoun,
  filterPhrase,
  capitalise,
  countedNoun,
  digits,
  filterNoun,
  filterQualifiers,
  madeWords,
  otherBeforeNoun,
  numberWord,
  playerSubject,
  possessive,
  printManaCost,
  printPowerToughness,
  type Wording,
} from "./words.js";
import { ABILITY_FAMILIES, SYNTAX_FAMILIES } from "../families/syntax.js";

export type { Wording } from "./words.js";
export { numberWord, printManaCost } from "./words.js";

/** How each kind of effect prints: the families' rules, by kind. */
const PRINT_RULES = Object.assign({}, ...SYNTAX_FAMILIES.map((family) => family.print)) as { [K in Effect["kind"]]: PrintRule<Extract<Effect, { kind: K }>> };

/** How each trigger, replacement and static ability prints: the ability families' rules, by kind. */
const ABILITY_PRINT_RULES = Object.assign({}, ...ABILITY_FAMILIES.map((family) => family.print)) as {
  [K in (Trigger | Replacement | StaticEffect)["kind"]]: AbilityPrintRule<Extract<Trigger | Replacement | StaticEffect, { kind: K }>>;
};

function printRule(effect: Effect): PrintRule<Effect> {
  return PRINT_RULES[effect.kind] as PrintRule<Effect>;
}

/** How each effect uses its targets (the families' check rules): the printer asks which targets an effect removes. */
const TARGET_USE_RULES = Object.assign({}, ...SYNTAX_FAMILIES.map((family) => family.check)) as { [K in Effect["kind"]]: CheckRule<Extract<Effect, { kind: K }>> };

/** The targets the effect moves out of their zone ("Remove target creature from the game": requirement "removes"). */
function removedTargets(effect: Effect, into: Set<number>): void {
  const uses: TargetUse[] = [];
  (TARGET_USE_RULES[effect.kind] as CheckRule<Effect>).targetUses(effect, uses);
  for (const use of uses) if (use.kind === "object" && use.requires === "removes") into.add(use.target);
}


export interface PrintOptions {
  /** Default "2007", the wording of the bundled cards. */
  wording?: Wording;
}

/** One printed line and the source line of the node it came from (the formatter re-attaches comments by it). */
export interface PrintedLine {
  text: string;
  sourceLine?: number;
}

const INDENT = "  ";
const CODE_INDENT = "    ";

export function printCardFile(ast: CardFile, options: PrintOptions = {}): string {
  return joinLines(printCardFileLines(ast, options));
}

export function printCard(card: Card, options: PrintOptions = {}): string {
  return joinLines(printCardLines(card, options.wording ?? "2007"));
}

export function joinLines(lines: readonly PrintedLine[]): string {
  return lines.length === 0 ? "" : `${lines.map((line) => line.text).join("\n")}\n`;
}

export function printCardFileLines(ast: CardFile, options: PrintOptions = {}): PrintedLine[] {
  const wording = options.wording ?? "2007";
  const lines: PrintedLine[] = [];
  for (const declaration of ast.declarations) lines.push({ text: printDeclaration(declaration), sourceLine: declaration.range.start.line });
  ast.cards.forEach((card) => {
    if (lines.length > 0) lines.push({ text: "" });
    lines.push(...printCardLines(card, wording));
  });
  return lines;
}

export function printDeclaration(declaration: Declaration): string {
  return `declare ${declaration.what} ${declaration.names.map((name) => name.name).join(", ")}`;
}

/** `"Name"` with `\` and `"` escaped so that it reparses to the same name. */
export function quoteName(name: string): string {
  return `"${name.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function printCardLines(card: Card, wording: Wording): PrintedLine[] {
  const lines: PrintedLine[] = [{ text: `card ${quoteName(card.name)}`, sourceLine: card.range.start.line }];
  if (card.cost) lines.push({ text: `${INDENT}cost ${printManaCost(card.cost)}`, sourceLine: card.cost.range.start.line });
  lines.push({ text: `${INDENT}type ${printTypeLine(card)}`, sourceLine: card.typeLine.range.start.line });
  if (card.loyalty) lines.push({ text: `${INDENT}loyalty ${card.loyalty.value}`, sourceLine: card.loyalty.range.start.line });
  if (card.powerToughness) lines.push({ text: `${INDENT}${printPowerToughness(card.powerToughness.power, card.powerToughness.toughness)}`, sourceLine: card.powerToughness.range.start.line });
  for (const ability of card.abilities) {
    const printed = printAbility(card, ability, wording);
    if (ability.kind === "Activated" && ability.sameLine && lines.length > 0) {
      lines[lines.length - 1].text += `, ${lowerFirst(printed.text)}`;
      continue;
    }
    if (ability.abilityWord !== undefined) printed.text = `${ability.abilityWord} — ${printed.text}`;
    lines.push({ text: `${INDENT}${printed.text}`, sourceLine: ability.range.start.line });
    if (printed.code !== undefined) {
      lines.push({ text: `${CODE_INDENT}\`\`\`ts` });
      for (const codeLine of printed.code.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n")) {
        lines.push({ text: codeLine.trim() === "" ? "" : `${CODE_INDENT}${codeLine}` });
      }
      lines.push({ text: `${CODE_INDENT}\`\`\`` });
    }
  }
  return lines;
}

/** An ability written after another on its line starts in lower case: "Swampcycling {2}, mountaincycling {2}". */
export function lowerFirst(text: string): string {
  return text === "" ? text : `${text[0].toLowerCase()}${text.slice(1)}`;
}

export function printTypeLine(card: Card): string {
  const { supertypes, types, subtypes } = card.typeLine;
  const left = [...supertypes, ...types].join(" ");
  return subtypes.length > 0 ? `${left} — ${subtypes.map((subtype) => subtype.name).join(" ")}` : left;
}


/** The text of one ability line (without indentation) and, for the escape hatch, its code block. */
export function printAbility(card: Card, ability: Ability, wording: Wording): { text: string; code?: string } {
  switch (ability.kind) {
    case "Keywords":
      return { text: printKeywords(card, ability.keywords, wording) };
    case "Loyalty": {
      const { sign, amount } = ability.cost;
      const cost = sign === "0" ? "0" : `${sign === "-" ? "−" : "+"}${amount}`;
      return withBody(`${cost}: `, card, ability.body, wording);
    }
    case "Activated": {
      if (ability.typecycling && ability.cost.mana) return { text: `${printTypecyclingKeyword(ability.typecycling)} ${printManaCost(ability.cost.mana)}` };
      if (ability.cycling && ability.cost.mana) return { text: `Cycling ${printManaCost(ability.cost.mana)}` };
      if (ability.reinforce !== undefined && ability.cost.mana) return { text: `Reinforce ${ability.reinforce}—${printManaCost(ability.cost.mana)}` };
      const parts: string[] = [];
      if (ability.cost.mana) parts.push(printManaCost(ability.cost.mana));
      if (ability.cost.tap) parts.push("{T}");
      if (ability.cost.untap) parts.push("{Q}");
      for (const part of ability.cost.parts ?? []) parts.push(printCostPart(part, card.name, wording));
      const printed = withBody(`${parts.join(", ")}: `, card, ability.body, wording);
      if (ability.restriction) printed.text += ` ${printRestriction(ability.restriction, wording)}`;
      return ability.reminder ? { ...printed, text: `(${printed.text})` } : printed;
    }
    case "Spell":
      return withBody("", card, ability.body, wording);
    case "Triggered": {
      const sentences = new SentencePrinter(card, ability.body, wording);
      const condition = ability.interveningIf === undefined ? "" : printInterveningIf(ability.interveningIf, card.name);
      return { text: `${printAbilityPart(ability.trigger, card, wording)}${condition}, ${sentences.print(false)}` };
    }
    case "Static":
      return { text: printAbilityPart(ability.effect, card, wording) };
    case "Replacement":
      return { text: printAbilityPart(ability.replacement, card, wording) };
    case "Enchant":
      return { text: `Enchant ${filterPhrase(ability.filter, "singular", "bare")}` };
    case "Equip":
      if (ability.parts !== undefined) return { text: `Equip—${ability.parts.map((part) => printCostPart(part, card.name, wording)).join(", ")}.` };
      return { text: `Equip ${printManaCost(ability.cost)}` };
    case "KeywordCost":
      if (ability.keyword === "Suspend") return { text: `Suspend ${ability.timeCounters ?? 1}—${printManaCost(ability.cost)}` };
      if (ability.orWritten === true && ability.cost.symbols[0]?.kind === "Hybrid") return { text: `${ability.keyword} ${ability.cost.symbols[0].colors.map((color) => `{${color}}`).join(" or ")}` };
      return { text: `${ability.keyword} ${printManaCost(ability.cost)}` };
    case "Champion":
      return { text: `Champion ${filterPhrase(ability.filter, "singular", "a")}` };
    case "Hideaway":
      return { text: "Hideaway" };
    case "Vanishing":
      return { text: `Vanishing ${ability.count}` };
    case "Morph": {
      // 502.26: "Morph {2}{W}{W}", or a cost in words after a dash, "Morph—Pay 5 life."; the wording's reminder text.
      const parts: string[] = [];
      if (ability.cost.mana) parts.push(printManaCost(ability.cost.mana));
      for (const part of ability.cost.parts ?? []) parts.push(printCostPart(part, card.name, wording));
      const keyword = ability.dashed === true ? `Morph—${parts.join(", ")}.` : `Morph ${parts.join(", ")}`;
      return { text: ability.reminder === true ? `${keyword} (${MORPH_REMINDER[wording === "2007" ? "2007" : "current"]})` : keyword };
    }
    case "Ripple":
      return { text: `Ripple ${ability.count}` };
    case "Fading":
      return { text: `Fading ${ability.count}` };
    case "CombatKeyword": {
      // 502.38a bushido, 502.12a rampage: "Bushido 2", with the wording's reminder text if the card had one.
      const keyword = `${ability.keyword} ${ability.count}`;
      return { text: ability.reminder === true ? `${keyword} (${combatKeywordReminder(ability.keyword, ability.count, wording)})` : keyword };
    }
    case "Dredge":
      // 502.47a: "Dredge 3", with the wording's reminder text if the card had one.
      return { text: ability.reminder === true ? `Dredge ${ability.count} (${dredgeReminder(ability.count, wording)})` : `Dredge ${ability.count}` };
    case "HybridReminder": {
      const value = wording === "2007" ? "converted mana cost" : "mana value";
      return { text: `(${printManaCost({ kind: "ManaCost", symbols: [ability.symbol], range: ability.range })} can be paid with any ${numberWord(ability.anyMana)} mana or with ${printManaCost({ kind: "ManaCost", symbols: [ability.orWith], range: ability.range })}. This card's ${value} is ${ability.convertedManaCost}.)` };
    }
    case "SnowReminder":
      // 104.3h; the current reminder says "snow source" (Kaldheim's wording), the printed 2007 one "snow permanent".
      return { text: `(${printManaCost({ kind: "ManaCost", symbols: [ability.symbol], range: ability.range })} can be paid with one mana from a snow ${wording === "2007" ? "permanent" : "source"}.)` };
    case "Implemented":
      // The line as written: the grammar may know none of it, so it is kept (in both wordings) for display.
      return { text: ability.body.text, code: ability.body.code };
  }
}

function withBody(prefix: string, card: Card, body: AbilityBody, wording: Wording): { text: string; code?: string } {
  if (body.kind === "Implementation") return { text: `${prefix}${body.text}`, code: body.code };
  return { text: `${prefix}${new SentencePrinter(card, body, wording).print(true)}` };
}

/** A trigger, a replacement or a static ability as its family prints it. */
function printAbilityPart<N extends Trigger | Replacement | StaticEffect>(node: N, card: Card, wording: Wording): string {
  return (ABILITY_PRINT_RULES[node.kind] as AbilityPrintRule<N>).print(node, {
    cardName: card.name,
    cardTypes: card.typeLine.types,
    wording,
    quotedAbility: (ability, self) => printQuotedAbility(card, ability, self, wording),
    sentences: (effects) => new SentencePrinter(card, { kind: "Effects", targets: [], effects: [...effects], range: node.range }, wording).print(true),
  });
}

/**
 * A granted ability's text: it names the object that has it ("this creature"), not the card that grants it; a
 * sentence that starts with it starts with a capital.
 */
/** An ability granted in quotes as printed there, "this permanent" (`self`) for the object that has it. */
export function printQuotedAbility(card: Card, ability: QuotedAbility, self: string, wording: Wording): string {
  return printAbility({ ...card, name: self }, ability, wording).text.split(`: ${self}`).join(`: ${capitalise(self)}`).split(`. ${self}`).join(`. ${capitalise(self)}`);
}

// ---------------------------------------------------------------------------------------------------------
// Sentences of one ability

/**
 * Prints the effects of one ability. Tracks which targets were already mentioned: the first mention reads
 * "target creature", later ones "that creature" (object) or "it" (subject), "that player" / "he or she".
 */
class SentencePrinter implements SentenceWriter {
  private readonly mentioned = new Set<number>();
  /** The targets the sentence being printed has named: an object again in the same sentence is "it" ("Untap target creature and gain control of it"). */
  private readonly mentionedInSentence = new Set<number>();
  /** Targets an effect printed before removed from their zone: now cards, "that card" (217.1c: Turn to Mist). */
  private readonly removed = new Set<number>();
  /** Targets printed "target player or planeswalker" (current wording): later "that player or that planeswalker's controller". */
  private readonly orPlaneswalker = new Set<number>();
  private previousObjects?: ObjectSet;
  readonly cardName: string;

  constructor(
    private readonly card: Card,
    private readonly body: Effects,
    readonly wording: Wording,
  ) {
    this.cardName = card.name;
  }

  /** All sentences; `capitaliseFirst` false after a trigger's comma. */
  print(capitaliseFirst: boolean): string {
    const effects = this.body.effects;
    const sentences: string[] = [];
    let sentence = "";
    let sentenceStart = 0;
    let previousJoined = false;
    // A sentence ends with its ", where X is …" (the clauses' X, said once).
    const endSentence = (end: number) => sentences.push(sentence + this.whereX(effects.slice(sentenceStart, end).filter((effect) => !printRule(effect).printsWhereX)));
    for (let index = 0; index < effects.length; index++) {
      const effect = effects[index];
      const place = index === 0 ? undefined : placement(this.body, index, previousJoined);
      if (place === undefined || place.joined === "." || place.joined === ". then") {
        if (index > 0) endSentence(index);
        this.mentionedInSentence.clear();
        sentenceStart = index;
        sentence = (place?.joined === ". then" ? "then " : "") + this.writtenClause(effect, index) + this.forEach(effect);
        removedTargets(effect, this.removed);
        previousJoined = false;
        continue;
      }
      // Joins as the card wrote them, or as printed cards do ("… and you gain 3 life", "…, then sacrifices …").
      const text = place.continued ? this.continuedPredicate(effect) : this.writtenClause(effect, index);
      sentence += `${place.joined.startsWith(",") ? "" : " "}${place.joined} ${text}${this.forEach(effect)}`;
      removedTargets(effect, this.removed);
      previousJoined = true;
    }
    if (effects.length > 0) endSentence(effects.length);
    return sentences
      .map((sentence, position) => (position > 0 || capitaliseFirst ? this.capitaliseSentence(sentence) : sentence))
      // A sentence ending in a quoted ability carries its period inside the quotes.
      .map((sentence) => (sentence.endsWith('"') ? sentence : `${sentence}.`))
      .join(" ");
  }

  /** The written subject of the clause being printed ("you draw" / "discard"), for `playerClause`. */
  private writtenSubject?: "you" | "imperative";
  /** The clause's object subject written "that creature" (`EffectPhrasing.subject` "that"), for `objectsAsSubject`. */
  private writtenThat = false;

  /** An effect's clause, its subject as the card wrote it (`Effects.phrasing`). */
  private writtenClause(effect: Effect, index: number): string {
    return this.clauseWritten(effect, this.body.phrasing?.[index]?.subject);
  }

  /** An effect's clause with its subject as written (`EffectPhrasing.subject`). */
  private clauseWritten(effect: Effect, subject: EffectPhrasing["subject"]): string {
    this.writtenSubject = subject === "you" || subject === "imperative" ? subject : undefined;
    this.writtenThat = subject === "that";
    try {
      return printRule(effect).clause(effect, this);
    } finally {
      this.writtenSubject = undefined;
      this.writtenThat = false;
    }
  }

  /** The verb phrase of a clause whose subject is the previous clause's ("… gains 7 life and draws two cards"). */
  private continuedPredicate(effect: Effect): string {
    const rule = printRule(effect);
    if (rule.predicate) return rule.predicate(effect, this);
    const bare = Object.create(this) as SentencePrinter;
    bare.playerClause = (player, _imperativeForYou, predicate) => predicate(this.verbFor(player));
    return rule.clause(effect, bare);
  }

  /** " for each creature you control" after a clause whose number is counted per object (its family wrote the number per object). */
  private forEach(effect: Effect): string {
    const amount = (effect as { amount?: Amount | null }).amount;
    if (amount?.kind === "BasicLandTypes" && amount.per !== undefined) return ` for each basic land type among ${this.filterWithControllers(amount.among, "plural", "bare")}`;
    if (amount?.kind === "CountersOn" && amount.per !== undefined) return ` for each ${amount.counter} counter on ${this.objectRef(amount.object)}`;
    if (amount?.kind === "ManaSymbols" && amount.per !== undefined) {
      return ` for each ${COLOR_WORDS[amount.color]} mana symbol in the mana costs of ${this.filterWithControllers(amount.among, "plural", "bare")}`;
    }
    if (amount?.kind === "ThisWay" && amount.per !== undefined && amount.what === "damagePrevented") return " for each 1 damage prevented this way";
    if (amount?.kind === "ThisWay" && amount.per !== undefined && amount.filter !== undefined) return ` for each ${filterNoun(amount.filter, "singular")} destroyed this way`;
    if (amount === undefined || amount === null || amount.kind !== "CountOf" || amount.per === undefined) return "";
    return ` for each ${this.filterWithControllers(amount.filter, "singular", "bare")}${amount.devouredBy !== undefined ? " it devoured" : ""}`;
  }

  /** ", where X is the number of Merfolk you control" after a sentence whose X it defines (amounts: `WhereX`). */
  whereX(effects: readonly Effect[]): string {
    // X in the effects, or in a target they declare ("counter target spell with converted mana cost X or less").
    const value = findWhereX(effects) ?? findWhereX(this.body.targets.filter((spec) => usesTarget(effects, spec.index)));
    if (value === undefined) return "";
    if (value.kind === "StatOf") {
      const ref = value.object;
      let owner: string;
      if (ref.kind === "Self") owner = this.objectPossessive(ref);
      else if (ref.kind === "Triggering") owner = ref.noun === undefined ? "its" : `that ${ref.noun}'s`;
      else if (ref.kind === "Target") owner = `that ${anaphorNoun(this.spec(ref.target)?.objects, "singular")}'s`;
      else owner = `${this.objectRef(ref)}'s`;
      const stat = value.stat === "manaValue" ? (this.wording === "2007" ? "converted mana cost" : "mana value") : value.stat;
      return `, where X is ${owner} ${stat}`;
    }
    if (value.kind === "CountOf") return `, where X is the number of ${this.filterWithControllers(value.filter, "plural", "bare")}`;
    if (value.kind === "CountersOn") return `, where X is the number of ${value.counter} counters on ${this.objectRef(value.object)}`;
    if (value.kind === "LifeTotal") return `, where X is ${this.controlOwner(value.player)} life total`;
    return `, where X is ${amountEqualTo(value, this.card.name)}`;
  }

  private capitaliseSentence(sentence: string): string {
    return sentence.startsWith(this.card.name) ? sentence : capitalise(sentence);
  }

  // ---- targets and references

  private spec(index: number): TargetSpec | undefined {
    return this.body.targets.find((target) => target.index === index);
  }

  /** "target creature or player", "two target lands", "up to two target artifacts", "another target nonland permanent". */
  private targetPhrase(index: number): string {
    const spec = this.spec(index);
    this.mentioned.add(index);
    this.mentionedInSentence.add(index);
    if (!spec) return "target";
    // Oracle's "any target" (2018) is the 2007 "target creature or player" (docs/wording.md).
    if (this.wording === "current" && isCreatureOrPlayer(spec)) return spec.distinct !== undefined ? `${spec.distinct} target` : "any target";
    // … and Oracle's "any number of targets" the 2007 "any number of target creatures and/or players".
    if (this.wording === "current" && spec.min === 0 && spec.max === ANY_NUMBER_OF_TARGETS && isCreatureOrPlayer({ ...spec, min: 1, max: 1 })) return "any number of targets";
    const plural = spec.max > 1;
    let noun: string;
    if (spec.objects) {
      noun = filterNoun(spec.objects, plural ? "plural" : "singular");
      if (spec.players) noun = `${noun} ${spec.andOrWords ? "and/or" : "or"} ${plural ? "players" : "player"}`;
      // "Target creature other than ~" (2007) is Oracle's "another target creature": the words say it once.
      const otherThanSelf = spec.objects.otherWords === "other than self" && this.wording === "current";
      const described = otherThanSelf ? { ...spec.objects, otherWords: undefined } : spec.objects;
      const qualifiers = filterQualifiers(described, (player) => this.controllerClause(player), this.wording, this.card.name);
      if (qualifiers) noun = `${noun} ${qualifiers}`;
    } else if (spec.opponent) {
      noun = plural ? "opponents" : "opponent";
    } else {
      noun = plural ? "players" : "player";
    }
    let count = spec.min === spec.max ? (spec.max === 1 ? "" : `${numberWord(spec.max)} `) : `up to ${numberWord(spec.max)} `;
    if (spec.min === 0 && spec.max === ANY_NUMBER_OF_TARGETS) count = "any number of ";
    // 409.1c: "another target …" / "a third target …" after earlier targets; before any, "another" is other than ~.
    const another =
      spec.distinct !== undefined ? `${spec.distinct} ` : spec.objects?.other && (otherBeforeNoun(spec.objects) || this.wording === "current") ? "another " : "";
    return `${another}${count}target ${noun}`;
  }

  private isMentioned(index: number): boolean {
    return this.mentioned.has(index);
  }

  eitherTarget(index: number): string {
    return this.isMentioned(index) ? "it" : this.targetPhrase(index);
  }

  damagedPlayer(player: PlayerRef): string {
    if (player.kind === "TriggeringPlayer" && player.himOrHer) return this.wording === "2007" ? "him or her" : "that player";
    // Oracle says "target player or planeswalker" where a 2007 card dealt damage to target player (redirectable, 212.9g).
    if (this.wording === "current" && player.kind === "TargetPlayer" && !this.isMentioned(player.target)) {
      const spec = this.spec(player.target);
      if (spec && spec.players && !spec.objects && !spec.opponent && spec.min === 1 && spec.max === 1) {
        this.orPlaneswalker.add(player.target);
        return `${this.targetPhrase(player.target)} or planeswalker`;
      }
    }
    return this.playerAsSubject(player);
  }

  playerAsSubject(player: PlayerRef): string {
    if (player.kind === "TriggeringPlayer" && player.himOrHer) return this.wording === "2007" ? "he or she" : "they";
    if (player.kind === "TargetPlayer" && this.wording === "current" && this.orPlaneswalker.has(player.target)) return "that player or that planeswalker's controller";
    if (player.kind === "TargetPlayer") return this.isMentioned(player.target) ? "that player" : this.targetPhrase(player.target);
    if (player.kind === "ControllerOf") return player.noun !== undefined ? `that ${player.noun}'s controller` : `${this.objectPossessive(player.object)} controller`;
    if (player.kind === "OwnerOf") return `${this.objectPossessive(player.object)} owner`;
    return playerSubject(player);
  }

  playerClause(player: PlayerRef, imperativeForYou: boolean, predicate: (verb: VerbForm) => string): string {
    // The card's own words, for the clause's subject (the first player named): "you draw a card", "discard a card".
    const written = this.writtenSubject;
    this.writtenSubject = undefined;
    if (written !== undefined && player.kind === "You") imperativeForYou = written === "imperative";
    if (imperativeForYou && player.kind === "You") return predicate(baseVerb);
    const subject = this.playerAsSubject(player);
    return `${subject} ${predicate(this.verbFor(player))}`;
  }

  verbFor(player: PlayerRef): VerbForm {
    // Oracle's "they" takes the plural verb ("they lose 2 life").
    if (player.kind === "TriggeringPlayer" && player.himOrHer && this.wording !== "2007") return baseVerb;
    return player.kind === "You" ? baseVerb : thirdPersonVerb;
  }

  predicateOf(effect: Effect): string {
    // The same printer (what was mentioned stays mentioned), its subject left out and its verb in the base form.
    const bare = Object.create(this) as SentencePrinter;
    bare.playerClause = (_player, _imperativeForYou, predicate) => predicate(baseVerb);
    bare.verbFor = () => baseVerb;
    return printRule(effect).clause(effect, bare);
  }

  clauseOf(effect: Effect, written?: EffectPhrasing): string {
    return written === undefined ? printRule(effect).clause(effect, this) : this.clauseWritten(effect, written.subject);
  }

  forgetAntecedents(): void {
    this.previousObjects = undefined;
  }

  startSentence(): void {
    this.mentionedInSentence.clear();
  }

  /** "you control", "target player controls", "he or she controls" (a player this sentence already named). */
  private controllerClause(player: PlayerRef): string {
    if (player.kind === "You") return "you control";
    // In a description, the opponents are any one of them: "creatures an opponent controls".
    if (player.kind === "EachOpponent") return "an opponent controls";
    if (player.kind === "TargetPlayer" && this.wording === "current" && this.orPlaneswalker.has(player.target)) return "that player or that planeswalker's controller controls";
    // 2007's pronoun stands for a target player named in the same sentence ("to target player and each creature he
    // or she controls"); a later sentence names that player again ("Creatures target player controls can't block
    // this turn. Ember Gale deals 1 damage to each … creature that player controls.").
    if (player.kind === "TargetPlayer" && this.isMentioned(player.target)) return this.wording === "2007" && this.mentionedInSentence.has(player.target) ? "he or she controls" : "that player controls";
    if ((player.kind === "TriggeringPlayer" && player.himOrHer) || player.kind === "EachInTurn") return this.wording === "2007" ? "he or she controls" : "they control";
    return `${this.playerAsSubject(player)} controls`;
  }

  private objectPossessive(ref: ObjectRef): string {
    if (ref.kind === "Self") return ref.pronoun ? "its" : `${this.card.name}'s`;
    return "its";
  }

  namedInSentence(ref: ObjectRef): void {
    if (ref.kind === "Target" && this.isMentioned(ref.target)) this.mentionedInSentence.add(ref.target);
  }

  objectRef(ref: ObjectRef): string {
    if (ref.kind === "Self") return ref.pronoun ? "it" : this.card.name;
    if (ref.kind === "Linked") return this.wording === "2007" ? "the removed card" : "the exiled card";
    if (ref.kind === "Attached") return attachedNoun(ref);
    if (ref.kind === "Triggering") return ref.noun === undefined ? "it" : `that ${ref.noun}`;
    if (ref.kind === "Made") return madeWords(ref);
    if (!this.isMentioned(ref.target)) return this.targetPhrase(ref.target);
    if (this.mentionedInSentence.has(ref.target)) return "it";
    if (this.removed.has(ref.target)) return "that card";
    return `${ref.theWords ? "the" : "that"} ${anaphorNoun(this.spec(ref.target)?.objects, "singular")}`;
  }

  objectsAsSubject(set: ObjectSet): { words: string; plural: boolean } {
    const repeated = this.previousObjects !== undefined && sameNode(this.previousObjects, set) && set.kind === "Each";
    this.previousObjects = set;
    const that = this.writtenThat;
    this.writtenThat = false;
    if (repeated && set.kind === "Each") return { words: `those ${anaphorNoun(set.filter, "plural")}`, plural: true };
    if (set.kind === "Ref") {
      if (set.ref.kind === "Target" && this.isMentioned(set.ref.target)) {
        if (set.ref.theWords) return { words: `the ${anaphorNoun(this.spec(set.ref.target)?.objects, "singular")}`, plural: false };
        return { words: that ? `that ${anaphorNoun(this.spec(set.ref.target)?.objects, "singular")}` : "it", plural: false };
      }
      return { words: this.objectRef(set.ref), plural: set.ref.kind === "Made" && set.ref.plural === true };
    }
    if (set.kind === "Targets") {
      const spec = this.spec(set.target);
      const plural = (spec?.max ?? 1) > 1;
      if (this.isMentioned(set.target) && set.theWords) return { words: `the ${anaphorNoun(spec?.objects, plural ? "plural" : "singular")}`, plural };
      if (this.isMentioned(set.target) && that) return { words: `${plural ? "those" : "that"} ${anaphorNoun(spec?.objects, plural ? "plural" : "singular")}`, plural };
      if (this.isMentioned(set.target)) return { words: plural ? "they" : "it", plural };
      return { words: this.targetPhrase(set.target), plural };
    }
    // "Each Goblin you control has …" / "All creatures get …" as the card wrote it; bare "Creatures get …" else.
    if (set.quantifier === "each") return { words: this.filterWithControllers(set.filter, "singular", "each"), plural: false };
    return { words: this.filterWithControllers(set.filter, "plural", set.quantifier ?? "bare"), plural: true };
  }

  objects(set: ObjectSet, determiner: "each" | "all"): string {
    const repeated = this.previousObjects !== undefined && sameNode(this.previousObjects, set) && set.kind === "Each";
    this.previousObjects = set;
    if (repeated && set.kind === "Each") return `those ${anaphorNoun(set.filter, "plural")}`;
    if (set.kind === "Ref") return this.objectRef(set.ref);
    if (set.kind === "Targets") {
      if (!this.isMentioned(set.target)) return this.targetPhrase(set.target);
      const spec = this.spec(set.target);
      if (set.theWords) return `the ${anaphorNoun(spec?.objects, (spec?.max ?? 1) > 1 ? "plural" : "singular")}`;
      if ((spec?.max ?? 1) === 1 && this.mentionedInSentence.has(set.target)) return "it";
      if (this.removed.has(set.target)) return (spec?.max ?? 1) > 1 ? "those cards" : "that card";
      return (spec?.max ?? 1) > 1 ? `those ${anaphorNoun(spec?.objects, "plural")}` : `that ${anaphorNoun(spec?.objects, "singular")}`;
    }
    // The card's own "each"/"all" over the sentence's usual one ("return each other creature you control").
    const written = set.quantifier ?? determiner;
    return this.filterWithControllers(set.filter, written === "each" ? "singular" : "plural", written);
  }

  filterWithControllers(filter: ObjectFilter, number: "singular" | "plural", determiner: "each" | "all" | "bare" | "a"): string {
    const noun = filterNoun(filter, number);
    const qualifiers = filterQualifiers(filter, (player) => this.controllerClause(player), this.wording, this.card.name);
    const other = otherBeforeNoun(filter) ? "other " : "";
    const head =
      determiner === "a" ? `${otherBeforeNoun(filter) ? "another" : article(noun)} ${noun}` : determiner === "each" ? `each ${other}${noun}` : determiner === "all" ? `all ${other}${noun}` : `${other}${noun}`;
    return qualifiers ? `${head} ${qualifiers}` : head;
  }

  his(player: PlayerRef): string {
    if (player.kind === "You") return "your";
    return this.wording === "2007" ? "his or her" : "their";
  }

  controlOwner(player: PlayerRef): string {
    if (player.kind === "You") return "your";
    if (player.kind === "OwnerOf") return `${this.objectPossessive(player.object)} owner's`;
    if (player.kind === "ControllerOf") return `${this.objectPossessive(player.object)} controller's`;
    if (player.kind === "TriggeringPlayer" || player.kind === "ClashedOpponent") return "that player's";
    if (player.kind === "EachInTurn") return this.wording === "2007" ? "his or her" : "their";
    if (player.kind === "TargetPlayer") return this.isMentioned(player.target) ? (this.wording === "2007" ? "his or her" : "their") : `${this.targetPhrase(player.target)}'s`;
    if (player.kind === "EachOpponent" || player.kind === "DefendingPlayer") return possessive(player);
    return "each player's";
  }

  staticText(effect: StaticEffect): string {
    return printAbilityPart(effect, this.card, this.wording);
  }

  quotedAbility(ability: QuotedAbility, self: string): string {
    return printQuotedAbility(this.card, ability, self, this.wording);
  }
}

/** How effect `index` (not the first) follows the one before: ". " starts a new sentence; `continued`: its subject is the previous clause's. */
interface Placement {
  joined: NonNullable<EffectPhrasing["joined"]>;
  continued: boolean;
}

/**
 * Where the card wrote it (`Effects.phrasing`), as written; else the printer's own choice: the first clause of a
 * sentence may take the next one in, as its family says ("and" + a clause, ", then" + a predicate).
 */
function placement(body: Effects, index: number, previousJoined: boolean): Placement {
  const written = body.phrasing?.[index];
  const previous = body.effects[index - 1];
  const effect = body.effects[index];
  let fallback: Placement = { joined: ".", continued: false };
  if (!previousJoined) {
    const join = printRule(previous).join?.(previous, effect);
    if (join === "and") fallback = { joined: "and", continued: false };
    else if (join === "then" && printRule(effect).predicate !== undefined) fallback = { joined: ", then", continued: true };
  }
  if (written?.joined === undefined) return written?.subject === "continued" ? { ...fallback, continued: true } : fallback;
  return { joined: written.joined, continued: written.subject === "continued" };
}

/**
 * Keeps in `body.phrasing` only what changes the printed text: the parser records every clause's joining words
 * and subject, and a card whose words are the printer's own keeps a tree without them (most cards). Runs on every
 * parsed ability, so it decides without printing the sentences: a join by `placement`, a subject by asking the
 * clause's family which form it prints.
 */
export function dropDefaultPhrasing(body: Effects): void {
  const phrasing = body.phrasing;
  if (phrasing === undefined) return;
  let previousJoined = false;
  let familySubject: ((effect: Effect) => EffectPhrasing["subject"]) | undefined;
  for (let index = 0; index < body.effects.length; index++) {
    const written = phrasing[index];
    if (written !== undefined) {
      if (index === 0) delete written.joined;
      if (index === 0 && written.subject === "continued") delete written.subject;
      if (index > 0) {
        const resolved = placement(body, index, previousJoined);
        for (const field of ["joined", "subject"] as const) {
          const value = written[field];
          if (value === undefined || (field === "subject" && value !== "continued")) continue;
          delete written[field];
          const without = placement(body, index, previousJoined);
          if (without.joined !== resolved.joined || without.continued !== resolved.continued) (written as Record<string, unknown>)[field] = value;
        }
      }
      if (written.subject === "you" || written.subject === "imperative") {
        const effect = body.effects[index];
        // Effects that hold effects ("you may draw …") name their subject themselves.
        const holds = Array.isArray((effect as { effects?: unknown }).effects);
        // Only an effect of a player can name "you" as its subject ("you draw", "you gain 3 life").
        const ofYou = (effect as { player?: PlayerRef }).player?.kind === "You";
        if (ofYou && !holds) familySubject ??= subjectProbe(body);
        const printed = ofYou && !holds ? familySubject!(effect) : undefined;
        // Kept only where the family prints "you" otherwise (where it names no "you", the words change nothing).
        if (printed === undefined || printed === written.subject) delete written.subject;
      }
      if (written.joined === undefined && written.subject === undefined) delete phrasing[index];
    }
    const joinedAt: EffectPhrasing["joined"] = index > 0 ? placement(body, index, previousJoined).joined : ".";
    previousJoined = joinedAt !== "." && joinedAt !== ". then";
  }
  if (Object.keys(phrasing).length === 0) delete body.phrasing;
}

/** Which subject a clause's family prints for "you" (the first player its clause names): "you", "imperative", or none. */
function subjectProbe(body: Effects): (effect: Effect) => EffectPhrasing["subject"] {
  const printer = new SentencePrinter({ name: "~" } as Card, body, "2007");
  return (effect) => {
    let form: EffectPhrasing["subject"];
    let asked = false;
    const probe = Object.create(printer) as SentencePrinter;
    probe.playerClause = (player, imperativeForYou, predicate) => {
      if (!asked && player.kind === "You") form = imperativeForYou ? "imperative" : "you";
      asked = true;
      return predicate(baseVerb);
    };
    printRule(effect).clause(effect, probe);
    return form;
  };
}

function baseVerb(base: string): string {
  return base;
}

function thirdPersonVerb(_base: string, third: string): string {
  return third;
}

/** "target creature or player" exactly: one target, any creature in play or any player (Oracle's "any target"). */
function isCreatureOrPlayer(spec: TargetSpec): boolean {
  const objects = spec.objects;
  if (!spec.players || spec.opponent || !objects || spec.min !== 1 || spec.max !== 1) return false;
  const parts = Object.entries(objects).filter(([, value]) => value !== undefined);
  return (
    parts.length === 3 &&
    objects.zone === "play" &&
    objects.types.length === 1 &&
    objects.types[0] === "Creature" &&
    objects.excludedTypes.length === 0
  );
}

/**
 * A keyword line. Consecutive protections share "protection": "Protection from blue, from black, and from red",
 * and in the current wording "protection from black and from red" (the 2007 wording writes two as two keywords,
 * "protection from black, protection from red", as Tenth Edition printed Paladin en-Vec; three shared it, as
 * Shadowmoor printed Oversoul of Dusk). Hexproof alone on its line is a sentence in the 2007 wording, which had no
 * word for it ("~ can't be the target of spells or abilities your opponents control."); so is menace ("~ can't be
 * blocked except by two or more creatures.").
 */
function printKeywords(card: Card, entries: readonly KeywordEntry[], wording: Wording): string {
  // A protection from a quality other than a colour is its own part: "protection from Elves".
  const keywords = entries.map((entry) => entry.keyword ?? `protection from ${protectionQualityWords(entry.protectionFrom!, wording)}`);
  if (wording === "2007" && keywords.length === 1 && keywords[0] === "Hexproof") {
    return `${card.name} can't be the target of spells or abilities your opponents control.`;
  }
  if (wording === "2007" && keywords.length === 1 && keywords[0] === "Menace") return `${card.name} can't be blocked except by two or more creatures.`;
  const parts: string[] = [];
  for (let i = 0; i < keywords.length; i++) {
    if (entries[i].keyword === undefined) {
      parts.push(keywords[i]);
      continue;
    }
    if (!keywords[i].startsWith("Protection from ")) {
      parts.push(keywords[i].toLowerCase());
      continue;
    }
    const run: string[] = [];
    while (i < keywords.length && entries[i].keyword !== undefined && keywords[i].startsWith("Protection from ")) run.push(keywords[i++].slice("Protection ".length).toLowerCase());
    i--;
    if (run.length === 2 && wording === "2007") {
      parts.push(`protection ${run[0]}`, `protection ${run[1]}`);
      continue;
    }
    const list = run.length === 1 ? run[0] : run.length === 2 ? `${run[0]} and ${run[1]}` : `${run.slice(0, -1).join(", ")}, and ${run[run.length - 1]}`;
    parts.push(`protection ${list}`);
  }
  return capitalise(parts.join(", "));
}

/** 502.7: what a protection is from, other than a colour: "Elves", "artifacts", "converted mana cost 3 or greater". */
function protectionQualityWords(quality: ProtectionQuality, wording: Wording): string {
  const comparison = quality.filter.compare?.[0];
  if (quality.words === "manaValue" && comparison !== undefined) {
    return `${wording === "2007" ? "converted mana cost" : "mana value"} ${digits(comparison.amount)} or ${comparison.relation === "atMost" ? "less" : "greater"}`;
  }
  return filterNoun(quality.filter, "plural");
}

/** The amount "where X is …" defines in these effects (the first `WhereX` anywhere in them), if any. */
function findWhereX(value: unknown): Amount | undefined {
  if (value === null || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findWhereX(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  if (record.kind === "WhereX") return record.value as Amount;
  for (const key in record) {
    if (key === "range") continue;
    const found = findWhereX(record[key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether these effects name the target of that index (an object, objects or player target). */
function usesTarget(value: unknown, index: number): boolean {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => usesTarget(item, index));
  const record = value as Record<string, unknown>;
  if ((record.kind === "Target" || record.kind === "Targets" || record.kind === "TargetPlayer") && record.target === index) return true;
  for (const key in record) if (key !== "range" && usesTarget(record[key], index)) return true;
  return false;
}
