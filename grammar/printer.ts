/**
 * The printer: AST → canonical card text, in the 2007 wording or the current one (../shared/rules/README.md,
 * "Wording map"). Parsing what it prints gives back the same AST (ranges aside); `cardscript fmt` is this
 * printer plus the comments of the source (formatSource in index.ts).
 *
 * Canonical layout (docs/language.md): declarations first; `card "Name"` at column 1; then lines indented two
 * spaces in the order cost, type, loyalty, P/T, abilities; a blank line between cards; `−` (U+2212) for a
 * loyalty minus; `—` in type lines; implementation blocks printed verbatim (re-indented under their line).
 *
 * Sentences follow Oracle style: effects are separate sentences, except the joins printed cards use
 * ("… and you gain 3 life", "…, then sacrifices …").
 */
import type {
  Ability,
  AbilityBody,
  Amount,
  Card,
  CardFile,
  CardType,
  Color,
  Declaration,
  DamageRecipient,
  Effect,
  Effects,
  Keyword,
  ManaCost,
  ObjectFilter,
  ObjectRef,
  ObjectSet,
  PlayerRef,
  Replacement,
  StaticEffect,
  TargetSpec,
  TokenSpec,
} from "./ast.js";

export type Wording = "2007" | "current";

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

export function printTypeLine(card: Card): string {
  const { supertypes, types, subtypes } = card.typeLine;
  const left = [...supertypes, ...types].join(" ");
  return subtypes.length > 0 ? `${left} — ${subtypes.map((subtype) => subtype.name).join(" ")}` : left;
}

export function printManaCost(cost: ManaCost): string {
  return cost.symbols.map((symbol) => (symbol.kind === "Generic" ? `{${symbol.amount}}` : symbol.kind === "Colored" ? `{${symbol.color}}` : "{X}")).join("");
}

function printPowerToughness(power: number | null, toughness: number | null): string {
  return `${power ?? "*"}/${toughness ?? "*"}`;
}

/** The text of one ability line (without indentation) and, for the escape hatch, its code block. */
export function printAbility(card: Card, ability: Ability, wording: Wording): { text: string; code?: string } {
  switch (ability.kind) {
    case "Keywords":
      return { text: capitalise(ability.keywords.map((entry) => entry.keyword.toLowerCase()).join(", ")) };
    case "Loyalty": {
      const { sign, amount } = ability.cost;
      const cost = sign === "0" ? "0" : `${sign === "-" ? "−" : "+"}${amount}`;
      return withBody(`${cost}: `, card, ability.body, wording);
    }
    case "Activated": {
      const parts: string[] = [];
      if (ability.cost.mana) parts.push(printManaCost(ability.cost.mana));
      if (ability.cost.tap) parts.push("{T}");
      const printed = withBody(`${parts.join(", ")}: `, card, ability.body, wording);
      return ability.reminder ? { ...printed, text: `(${printed.text})` } : printed;
    }
    case "Spell":
      return withBody("", card, ability.body, wording);
    case "Triggered": {
      const sentences = new SentencePrinter(card, ability.body, wording);
      return { text: `${printTrigger(card, ability.trigger, wording)}, ${sentences.print(false)}` };
    }
    case "Static":
      return { text: printStatic(ability.effect) };
    case "Replacement":
      return { text: printReplacement(card, ability.replacement, wording) };
  }
}

function withBody(prefix: string, card: Card, body: AbilityBody, wording: Wording): { text: string; code?: string } {
  if (body.kind === "Implementation") return { text: `${prefix}${body.text}`, code: body.code };
  return { text: `${prefix}${new SentencePrinter(card, body, wording).print(true)}` };
}

function printTrigger(card: Card, trigger: Extract<Ability, { kind: "Triggered" }>["trigger"], wording: Wording): string {
  switch (trigger.kind) {
    case "EntersPlay":
      return `When ${card.name} ${wording === "2007" ? "comes into play" : "enters the battlefield"}`;
    case "LeavesPlay":
      return `When ${card.name} ${wording === "2007" ? "leaves play" : "leaves the battlefield"}`;
    case "BeginningOfStep":
      return `At the beginning of ${trigger.whose} ${trigger.step === "upkeep" ? "upkeep" : `${trigger.step} step`}`;
  }
}

function printStatic(effect: StaticEffect): string {
  switch (effect.kind) {
    case "CharacteristicPowerToughness":
      if (sameAmount(effect.power, effect.toughness)) {
        return `This creature's power and toughness are each equal to ${amountEqualTo(effect.power)}.`;
      }
      return `This creature's power is equal to ${amountEqualTo(effect.power)} and its toughness is equal to ${amountEqualTo(effect.toughness)}.`;
  }
}

function amountEqualTo(amount: Amount): string {
  switch (amount.kind) {
    case "Number":
      return String(amount.value);
    case "X":
      return "X";
    case "LifeTotal":
      return `${possessive(amount.player)} life total`;
  }
}

function sameAmount(a: Amount, b: Amount): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function possessive(player: PlayerRef): string {
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
  }
}

function printReplacement(card: Card, replacement: Replacement, wording: Wording): string {
  switch (replacement.kind) {
    case "MultiplyTokens": {
      const times = multiplier(replacement.factor);
      const under = controlPhrase(replacement.controller);
      return wording === "2007"
        ? `If an effect would put one or more tokens into play under ${under} control, it puts ${times} that many of those tokens into play instead.`
        : `If an effect would create one or more tokens under ${under} control, it creates ${times} that many of those tokens instead.`;
    }
    case "MultiplyCounters": {
      const times = multiplier(replacement.factor);
      const on = filterPhrase(replacement.on, "singular", "a");
      return wording === "2007"
        ? `If an effect would place one or more counters on ${on}, it places ${times} that many of those counters on that permanent instead.`
        : `If an effect would put one or more counters on ${on}, it puts ${times} that many of those counters on that permanent instead.`;
    }
    case "RedirectDamage": {
      const from = replacement.from.map((pattern) => (pattern.kind === "Player" ? playerObject(pattern.player) : filterPhrase(pattern.filter, "plural", "bare"))).join(" and ");
      return `All damage that would be dealt to ${from} is dealt to ${objectRefName(card, replacement.to, wording)} instead.`;
    }
    case "EntersWithCounters":
      return `${card.name} ${wording === "2007" ? "comes into play" : "enters the battlefield"} with ${countedNoun(replacement.amount, `${replacement.counter} counter`)} on it.`;
  }
}

function controlPhrase(player: PlayerRef): string {
  return player.kind === "You" ? "your" : possessive(player);
}

function multiplier(factor: number): string {
  if (factor === 2) return "twice";
  if (factor === 3) return "three times";
  return `${numberWord(factor)} times`;
}

function objectRefName(card: Card, ref: ObjectRef, wording: Wording): string {
  if (ref.kind === "Self") return card.name;
  if (ref.kind === "Linked") return wording === "2007" ? "the removed card" : "the exiled card";
  return "that permanent";
}

// ---------------------------------------------------------------------------------------------------------
// Words

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];

export function numberWord(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(next: string): string {
  return /^[aeiouAEIOU8]/.test(next) && !/^one\b/i.test(next) ? "an" : "a";
}

/** "a card" / "two cards" / "X cards" (counted things in words, as Oracle writes them). */
function countedNoun(amount: Amount, noun: string): string {
  if (amount.kind === "Number") {
    if (amount.value === 1) return `${article(noun)} ${noun}`;
    return `${numberWord(amount.value)} ${pluralNoun(noun)}`;
  }
  if (amount.kind === "X") return `X ${pluralNoun(noun)}`;
  return `a number of ${pluralNoun(noun)} equal to ${amountEqualTo(amount)}`;
}

/** Damage and life are written in digits ("deals 3 damage", "gain 2 life"). */
function digits(amount: Amount): string {
  if (amount.kind === "Number") return String(amount.value);
  if (amount.kind === "X") return "X";
  return amountEqualTo(amount);
}

function pluralNoun(noun: string): string {
  // "counter" → "counters", "+1/+1 counter" → "+1/+1 counters", "sorcery" → "sorceries".
  if (/y$/.test(noun) && !/[aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

const COLOR_WORDS: Record<Color, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

function typeWord(type: CardType): string {
  return type.toLowerCase();
}

function keywordWord(keyword: Keyword): string {
  return keyword.toLowerCase();
}

function andList(items: readonly string[], conjunction: "and" | "or"): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, ${conjunction} ${items[items.length - 1]}`;
}

/** "creature", "noncreature permanent", "artifact or creature", "land" (singular) / "lands" (plural). */
function filterNoun(filter: ObjectFilter, number: "singular" | "plural"): string {
  const negated = filter.excludedTypes.map((type) => `non${typeWord(type)}`);
  const inPlay = filter.zone === "play";
  let noun: string;
  if (filter.types.length === 0) {
    noun = inPlay ? (number === "plural" ? "permanents" : "permanent") : number === "plural" ? "cards" : "card";
    return [...negated, noun].join(" ");
  }
  if (inPlay) {
    const words = filter.types.map((type) => (number === "plural" ? pluralNoun(typeWord(type)) : typeWord(type)));
    noun = andList(words, number === "plural" ? "and" : "or");
  } else {
    noun = `${andList(filter.types.map(typeWord), "or")} ${number === "plural" ? "cards" : "card"}`;
  }
  return [...negated, noun].join(" ");
}

/** The words after the noun: "you control", "target player controls", "in all graveyards", "with converted mana cost X or less". */
function filterQualifiers(filter: ObjectFilter, controllerWords: (player: PlayerRef) => string, wording: Wording): string {
  const parts: string[] = [];
  if (filter.zone !== "play") {
    if (filter.controller) parts.push(`in ${possessive(filter.controller)} ${filter.zone}`);
    else parts.push(filter.zone === "graveyard" ? "in all graveyards" : `in all ${filter.zone === "library" ? "libraries" : "hands"}`);
  } else if (filter.controller) {
    parts.push(controllerWords(filter.controller));
  }
  if (filter.manaValueAtMost) parts.push(`with ${wording === "2007" ? "converted mana cost" : "mana value"} ${digits(filter.manaValueAtMost)} or less`);
  return parts.join(" ");
}

function filterPhrase(filter: ObjectFilter, number: "singular" | "plural", determiner: "a" | "each" | "all" | "bare"): string {
  const noun = filterNoun(filter, number);
  const qualifiers = filterQualifiers(filter, (player) => `${playerSubject(player)} ${player.kind === "You" ? "control" : "controls"}`, "2007");
  const other = filter.other ? "other " : "";
  const head =
    determiner === "a" ? `${filter.other ? "another" : article(noun)} ${noun}` : determiner === "each" ? `each ${other}${noun}` : determiner === "all" ? `all ${other}${noun}` : `${other}${noun}`;
  return qualifiers ? `${head} ${qualifiers}` : head;
}

function playerSubject(player: PlayerRef): string {
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
  }
}

function playerObject(player: PlayerRef): string {
  return playerSubject(player);
}

// ---------------------------------------------------------------------------------------------------------
// Sentences of one ability

/**
 * Prints the effects of one ability. Tracks which targets were already mentioned: the first mention reads
 * "target creature", later ones "that creature" (object) or "it" (subject), "that player" / "he or she".
 */
class SentencePrinter {
  private readonly mentioned = new Set<number>();
  private previousObjects?: ObjectSet;

  constructor(
    private readonly card: Card,
    private readonly body: Effects,
    private readonly wording: Wording,
  ) {}

  /** All sentences; `capitaliseFirst` false after a trigger's comma. */
  print(capitaliseFirst: boolean): string {
    const effects = this.body.effects;
    const sentences: string[] = [];
    let index = 0;
    while (index < effects.length) {
      const effect = effects[index];
      let sentence = this.effect(effect);
      const next = effects[index + 1];
      // Joins printed cards use.
      if (next && effect.kind === "DealDamage" && next.kind === "GainLife" && next.player.kind === "You") {
        sentence += ` and ${this.effect(next)}`;
        index++;
      } else if (next && effect.kind === "Discard" && next.kind === "Sacrifice" && samePlayer(effect.player, next.player)) {
        sentence += `, then ${this.predicate(next)}`;
        index++;
      }
      sentences.push(sentence);
      index++;
    }
    return sentences
      .map((sentence, position) => (position > 0 || capitaliseFirst ? this.capitaliseSentence(sentence) : sentence))
      // A sentence ending in a quoted ability carries its period inside the quotes.
      .map((sentence) => (sentence.endsWith('"') ? sentence : `${sentence}.`))
      .join(" ");
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
    if (!spec) return "target";
    const plural = spec.max > 1;
    let noun: string;
    if (spec.objects) {
      noun = filterNoun(spec.objects, plural ? "plural" : "singular");
      if (spec.players) noun = `${noun} or ${plural ? "players" : "player"}`;
      const qualifiers = filterQualifiers(spec.objects, (player) => this.controllerClause(player), this.wording);
      if (qualifiers) noun = `${noun} ${qualifiers}`;
    } else {
      noun = plural ? "players" : "player";
    }
    const count = spec.min === spec.max ? (spec.max === 1 ? "" : `${numberWord(spec.max)} `) : `up to ${numberWord(spec.max)} `;
    const another = spec.objects?.other ? "another " : "";
    return `${another}${count}target ${noun}`;
  }

  private isMentioned(index: number): boolean {
    return this.mentioned.has(index);
  }

  /** A player as the subject of a clause: "you", "target player", "that player", "each player". */
  private playerAsSubject(player: PlayerRef): string {
    if (player.kind === "TargetPlayer") return this.isMentioned(player.target) ? "that player" : this.targetPhrase(player.target);
    if (player.kind === "ControllerOf") return `${this.objectPossessive(player.object)} controller`;
    if (player.kind === "OwnerOf") return `${this.objectPossessive(player.object)} owner`;
    return playerSubject(player);
  }

  /** "you control", "target player controls", "he or she controls" (a player this sentence already named). */
  private controllerClause(player: PlayerRef): string {
    if (player.kind === "You") return "you control";
    if (player.kind === "TargetPlayer" && this.isMentioned(player.target)) return this.wording === "2007" ? "he or she controls" : "that player controls";
    return `${this.playerAsSubject(player)} controls`;
  }

  private objectPossessive(ref: ObjectRef): string {
    if (ref.kind === "Self") return `${this.card.name}'s`;
    return "its";
  }

  /** An object reference in object position: "target creature", "that creature", the card's name. */
  private objectRef(ref: ObjectRef): string {
    if (ref.kind === "Self") return this.card.name;
    if (ref.kind === "Linked") return this.wording === "2007" ? "the removed card" : "the exiled card";
    if (!this.isMentioned(ref.target)) return this.targetPhrase(ref.target);
    return `that ${anaphorNoun(this.spec(ref.target)?.objects, "singular")}`;
  }

  /** An object set as the subject of a sentence: "Target creature", "It", "Creatures you control", "Those creatures". */
  private objectsAsSubject(set: ObjectSet): { words: string; plural: boolean } {
    const repeated = this.previousObjects !== undefined && sameObjects(this.previousObjects, set) && set.kind === "Each";
    this.previousObjects = set;
    if (repeated && set.kind === "Each") return { words: `those ${anaphorNoun(set.filter, "plural")}`, plural: true };
    if (set.kind === "Ref") {
      if (set.ref.kind === "Target" && this.isMentioned(set.ref.target)) return { words: "it", plural: false };
      return { words: this.objectRef(set.ref), plural: false };
    }
    if (set.kind === "Targets") {
      const spec = this.spec(set.target);
      const plural = (spec?.max ?? 1) > 1;
      if (this.isMentioned(set.target)) return { words: plural ? "they" : "it", plural };
      return { words: this.targetPhrase(set.target), plural };
    }
    return { words: this.filterWithControllers(set.filter, "plural", "bare"), plural: true };
  }

  /** An object set as the object of a verb: "target creature", "that creature", "all lands target player controls". */
  private objects(set: ObjectSet, determiner: "each" | "all"): string {
    const repeated = this.previousObjects !== undefined && sameObjects(this.previousObjects, set) && set.kind === "Each";
    this.previousObjects = set;
    if (repeated && set.kind === "Each") return `those ${anaphorNoun(set.filter, "plural")}`;
    if (set.kind === "Ref") return this.objectRef(set.ref);
    if (set.kind === "Targets") {
      if (!this.isMentioned(set.target)) return this.targetPhrase(set.target);
      const spec = this.spec(set.target);
      return (spec?.max ?? 1) > 1 ? `those ${anaphorNoun(spec?.objects, "plural")}` : `that ${anaphorNoun(spec?.objects, "singular")}`;
    }
    return this.filterWithControllers(set.filter, determiner === "each" ? "singular" : "plural", determiner);
  }

  private filterWithControllers(filter: ObjectFilter, number: "singular" | "plural", determiner: "each" | "all" | "bare" | "a"): string {
    const noun = filterNoun(filter, number);
    const qualifiers = filterQualifiers(filter, (player) => this.controllerClause(player), this.wording);
    const other = filter.other ? "other " : "";
    const head =
      determiner === "a" ? `${filter.other ? "another" : article(noun)} ${noun}` : determiner === "each" ? `each ${other}${noun}` : determiner === "all" ? `all ${other}${noun}` : `${other}${noun}`;
    return qualifiers ? `${head} ${qualifiers}` : head;
  }

  private recipient(recipient: DamageRecipient): string {
    switch (recipient.kind) {
      case "Target":
        return this.isMentioned(recipient.target) ? "it" : this.targetPhrase(recipient.target);
      case "Player":
        return this.playerAsSubject(recipient.player);
      case "Objects":
        return this.objects(recipient.objects, "each");
    }
  }

  private his(player: PlayerRef): string {
    if (player.kind === "You") return "your";
    return this.wording === "2007" ? "his or her" : "their";
  }

  // ---- effects

  /** A whole clause: subject (if any) and predicate. */
  private effect(effect: Effect): string {
    switch (effect.kind) {
      case "GainLife":
      case "LoseLife":
      case "Discard":
      case "Sacrifice":
      case "Mill":
      case "Draw":
      case "Shuffle": {
        // Oracle writes "Draw a card.", "Sacrifice a creature.", "Shuffle your library." for you, but "You gain 2 life.",
        // "You discard a card.", "You lose 1 life." with the subject.
        if (effect.player.kind === "You" && (effect.kind === "Draw" || effect.kind === "Sacrifice" || effect.kind === "Shuffle")) return this.predicate(effect, true);
        return `${this.playerAsSubject(effect.player)} ${this.predicate(effect)}`;
      }
      default:
        return this.predicate(effect);
    }
  }

  /**
   * The verb phrase. For player effects the subject is printed by `effect`; `imperative` writes the verb for
   * "you" at the start of an Oracle sentence ("Draw a card.").
   */
  private predicate(effect: Effect, imperative = false): string {
    const you = (effect as { player?: PlayerRef }).player?.kind === "You";
    const verb = (base: string, third: string): string => (imperative || you ? base : third);
    switch (effect.kind) {
      case "DealDamage": {
        const source = effect.source.kind === "Self" ? this.card.name : this.objectRef(effect.source);
        const amount = digits(effect.amount);
        const recipients = effect.recipients.map((recipient) => this.recipient(recipient));
        return `${source} deals ${amount} damage to ${recipients.join(" and ")}`;
      }
      case "GainLife":
        return `${verb("gain", "gains")} ${digits(effect.amount)} life`;
      case "LoseLife":
        return `${verb("lose", "loses")} ${digits(effect.amount)} life`;
      case "Draw":
        return `${verb("draw", "draws")} ${countedNoun(effect.amount, "card")}`;
      case "Discard":
        return `${verb("discard", "discards")} ${countedNoun(effect.amount, "card")}`;
      case "Sacrifice":
        return `${verb("sacrifice", "sacrifices")} ${countedNoun(effect.amount, filterNoun(effect.filter, "singular"))}`;
      case "Mill":
        if (this.wording === "current") return `${verb("mill", "mills")} ${countedNoun(effect.amount, "card")}`;
        return `${verb("put", "puts")} the top ${effect.amount.kind === "Number" ? numberWord(effect.amount.value) : digits(effect.amount)} ${effect.amount.kind === "Number" && effect.amount.value === 1 ? "card" : "cards"} of ${this.his(effect.player)} library into ${this.his(effect.player)} graveyard`;
      case "Shuffle":
        return `${verb("shuffle", "shuffles")} ${this.his(effect.player)} library`;
      case "PutCounters":
        return `put ${countedNoun(effect.amount, `${effect.counter} counter`)} on ${this.objects(effect.objects, "each")}`;
      case "CreateTokens":
        return this.createTokens(effect.amount, effect.token);
      case "Modify": {
        const subject = this.objectsAsSubject(effect.objects);
        const parts: string[] = [];
        if (effect.power !== 0 || effect.toughness !== 0) {
          parts.push(`${subject.plural ? "get" : "gets"} ${signed(effect.power)}/${signed(effect.toughness)}`);
        }
        if (effect.keywords.length > 0) parts.push(`${subject.plural ? "gain" : "gains"} ${andList(effect.keywords.map(keywordWord), "and")}`);
        return `${subject.words} ${parts.join(" and ")}${durationSuffix(effect.duration)}`;
      }
      case "GrantContinuously": {
        const subject = this.filterWithControllers(effect.filter, "plural", "bare");
        const onlyIndestructible = effect.keywords.length === 1 && effect.keywords[0] === "Indestructible";
        const predicate = onlyIndestructible ? "are indestructible" : `have ${andList(effect.keywords.map(keywordWord), "and")}`;
        if (effect.duration === "restOfGame") return `for the rest of the game, ${subject} ${predicate}`;
        return `${subject} ${predicate}${durationSuffix(effect.duration)}`;
      }
      case "Become": {
        const subject = this.objectsAsSubject(effect.objects);
        const types = effect.addTypes.map(typeWord);
        const noun = subject.plural ? `${types.slice(0, -1).concat(types.length > 0 ? [pluralNoun(types[types.length - 1])] : []).join(" ")}` : types.join(" ");
        const pt = `${effect.power}/${effect.toughness}`;
        // The grammar reads "becomes 5/5 artifact creature" (no article) for one object.
        const phrase = `${pt} ${noun}`;
        return `${subject.words} ${subject.plural ? "become" : "becomes"} ${phrase}${durationSuffix(effect.duration)}`;
      }
      case "Untap":
        return `untap ${this.objects(effect.objects, "all")}`;
      case "Tap":
        return `tap ${this.objects(effect.objects, "all")}`;
      case "SkipNextUntap": {
        const subject = this.objectsAsSubject(effect.objects);
        return subject.plural
          ? `${subject.words} don't untap during their controllers' next untap steps`
          : `${subject.words} doesn't untap during its controller's next untap step`;
      }
      case "Destroy":
        return `destroy ${this.objects(effect.objects, "all")}`;
      case "Exile":
        return this.wording === "2007" ? `remove ${this.objects(effect.objects, "all")} from the game` : `exile ${this.objects(effect.objects, "all")}`;
      case "ReturnToPlay":
        return `return ${this.objects(effect.objects, "all")} ${this.wording === "2007" ? "to play" : "to the battlefield"} under ${this.controlOwner(effect.controller)} control`;
      case "PutIntoPlay":
        return `put ${this.objects(effect.objects, "all")} ${this.wording === "2007" ? "into play" : "onto the battlefield"} under ${this.controlOwner(effect.controller)} control`;
      case "GainControl":
        return `gain control of ${this.objects(effect.objects, "all")}${durationSuffix(effect.duration)}`;
      case "Search":
        return this.search(effect);
      case "AddMana":
        return this.wording === "2007" ? `add ${printManaCost(effect.mana)} to your mana pool` : `add ${printManaCost(effect.mana)}`;
    }
  }

  private controlOwner(player: PlayerRef): string {
    if (player.kind === "You") return "your";
    if (player.kind === "OwnerOf") return `${this.objectPossessive(player.object)} owner's`;
    if (player.kind === "ControllerOf") return `${this.objectPossessive(player.object)} controller's`;
    if (player.kind === "TargetPlayer") return this.isMentioned(player.target) ? (this.wording === "2007" ? "his or her" : "their") : `${this.targetPhrase(player.target)}'s`;
    return "each player's";
  }

  private createTokens(amount: Amount, token: TokenSpec): string {
    const plural = !(amount.kind === "Number" && amount.value === 1);
    const words: string[] = [];
    if (token.power !== null || token.toughness !== null) words.push(printPowerToughness(token.power, token.toughness));
    // A token without colours is colourless; the language has no word for that, so none is printed.
    if (token.colors.length > 0) words.push(andList(token.colors.map((color) => COLOR_WORDS[color]), "and"));
    words.push(...token.subtypes);
    words.push(...token.types.map(typeWord));
    words.push(plural ? "tokens" : "token");
    const description = words.join(" ");
    const counted = amount.kind === "Number" ? (amount.value === 1 ? `${article(description)} ${description}` : `${numberWord(amount.value)} ${description}`) : `X ${description}`;
    const keywords = token.keywords.length > 0 ? ` with ${andList(token.keywords.map(keywordWord), "and")}` : "";
    const abilities = token.abilities.map((ability) => ` with "${printStatic(ability.effect)}"`).join("");
    return this.wording === "2007" ? `put ${counted}${keywords} into play${abilities}` : `create ${counted}${keywords}${abilities}`;
  }

  private search(effect: Extract<Effect, { kind: "Search" }>): string {
    const noun = filterNoun({ ...effect.filter, zone: "library" }, "singular");
    const qualifier = effect.filter.manaValueAtMost
      ? ` with ${this.wording === "2007" ? "converted mana cost" : "mana value"} ${digits(effect.filter.manaValueAtMost)} or less`
      : "";
    const found = `${article(noun)} ${noun}${qualifier}`;
    const search = `search your library for ${found}`;
    const put =
      effect.destination === "libraryTop"
        ? "put that card on top of it"
        : effect.destination === "hand"
          ? "put that card into your hand"
          : `put it ${this.wording === "2007" ? "into play" : "onto the battlefield"}`;
    if (effect.shuffle === "beforePutting") return `${search}, then shuffle your library and ${put}`;
    return `${search} and ${put}. Then shuffle your library`;
  }
}

/** The one noun an anaphor repeats: "that creature", "those lands", "that permanent", "that card". */
function anaphorNoun(filter: ObjectFilter | undefined, number: "singular" | "plural"): string {
  const noun = filter && filter.types.length === 1 ? typeWord(filter.types[0]) : filter && filter.zone !== "play" ? "card" : "permanent";
  return number === "plural" ? pluralNoun(noun) : noun;
}

function signed(value: number): string {
  return value >= 0 ? `+${value}` : `-${-value}`;
}

function durationSuffix(duration: "untilEndOfTurn" | "restOfGame" | "permanent"): string {
  return duration === "untilEndOfTurn" ? " until end of turn" : duration === "restOfGame" ? " for the rest of the game" : "";
}

function samePlayer(a: PlayerRef, b: PlayerRef): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameObjects(a: ObjectSet, b: ObjectSet): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
