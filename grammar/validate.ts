/**
 * Semantic validation of parsed `.card` files: the mistakes a parser can't see (a planeswalker without
 * loyalty, X without a cost that defines it, a target an effect can't act on, duplicate names across a set…).
 *
 * Pure and fast: one pass over each card, no I/O. The source text is optional; with it, diagnostics get exact
 * ranges for words the AST does not keep a range for (X inside an effect, the hyphen of a loyalty cost) and
 * fixes can remove or insert whole lines.
 *
 * Codes and their explanations: codes-validation.ts.
 */
import { misplacedModes } from "./modes.js";
import type {
  Ability,
  ActivatedAbility,
  QuotedAbility,
  TriggeredAbility,
  AttachedRef,
  Card,
  CardFile,
  CostPart,
  CardType,
  Declaration,
  Effect,
  Effects,
  Identifier,
  ManaCost,
  ObjectFilter,
  SourcePosition,
  SourceRange,
  StaticEffect,
  TargetSpec,
  Trigger,
  Replacement,
  InterveningIfClause,
  HybridReminderAbility,
  SnowReminderAbility,
  ManaSymbol,
} from "./ast.js";
import { numberWord } from "./words.js";
import type { Diagnostic, RelatedLocation, Suggestion } from "./diagnostics.js";
import { VALIDATION_CODES, type ValidationCode } from "./codes-validation.js";
import { KNOWN_PLANESWALKER_TYPES, closestNames } from "./planeswalker-types.js";
import type { AbilityCheckRule, CheckRule } from "./family.js";
import type { Requirement, TargetUse } from "./target-uses.js";
import { ABILITY_FAMILIES, SYNTAX_FAMILIES } from "../families/syntax.js";

/** Types a set declares (from every file of the set); a file's own declarations are always added. */
export interface DeclaredTypes {
  planeswalker?: Iterable<string>;
  creature?: Iterable<string>;
}

export interface ValidationInput {
  ast: CardFile;
  /** The source text the AST was parsed from (enables exact ranges for some words, and line-level fixes). */
  text?: string;
  /** The parser's diagnostics for this file: in a card with a syntax error, "missing X" checks are skipped. */
  syntaxDiagnostics?: readonly Diagnostic[];
}

export interface ValidateOptions {
  declaredTypes?: DeclaredTypes;
}

/** Validates one file on its own (set-wide checks see only this file). */
export function validateCardFile(
  ast: CardFile,
  options: ValidateOptions & { text?: string; syntaxDiagnostics?: readonly Diagnostic[] } = {},
): Diagnostic[] {
  return validateCardSet([{ ast, text: options.text, syntaxDiagnostics: options.syntaxDiagnostics }], options)[0];
}

/**
 * Validates the files of one set together: declarations apply to the whole set and card names must be unique
 * across it. Returns one diagnostic list per input file, in input order, each sorted by position.
 */
export function validateCardSet(inputs: readonly ValidationInput[], options: ValidateOptions = {}): Diagnostic[][] {
  const results: Diagnostic[][] = inputs.map(() => []);
  const planeswalkerTypes = collectPlaneswalkerTypes(inputs, options, results);
  inputs.forEach((input, index) => {
    const checker = new FileChecker(input, planeswalkerTypes, results[index]);
    for (const card of input.ast.cards) checker.checkCard(card);
  });
  reportDuplicateNames(inputs, results);
  for (const list of results) list.sort(compareDiagnostics);
  return results;
}

function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

function diagnostic(
  file: string,
  code: ValidationCode,
  range: SourceRange,
  message: string,
  extra: { suggestions?: Suggestion[]; related?: RelatedLocation[] } = {},
): Diagnostic {
  const result: Diagnostic = { file, range, severity: VALIDATION_CODES[code].severity, code, message };
  if (extra.suggestions && extra.suggestions.length > 0) result.suggestions = extra.suggestions;
  if (extra.related && extra.related.length > 0) result.related = extra.related;
  return result;
}

function formatLocation(file: string, position: SourcePosition): string {
  return `${file}:${position.line}:${position.column}`;
}

// ---------------------------------------------------------------------------------------------------------
// Set-wide: declarations and duplicate names

/** Known planeswalker types, keyed by lower case (the value is the canonical spelling). */
type TypeTable = Map<string, string>;

function collectPlaneswalkerTypes(inputs: readonly ValidationInput[], options: ValidateOptions, results: Diagnostic[][]): TypeTable {
  const table: TypeTable = new Map();
  for (const name of KNOWN_PLANESWALKER_TYPES) table.set(name.toLowerCase(), name);
  const builtIn = new Set(table.keys());
  const external = new Set<string>();
  for (const name of options.declaredTypes?.planeswalker ?? []) {
    table.set(name.toLowerCase(), name);
    external.add(name.toLowerCase());
  }
  // First declaration of each (kind, name) in the set, for "declared twice" with a related location.
  const firstDeclared = new Map<string, { file: string; identifier: Identifier }>();
  inputs.forEach((input, index) => {
    const file = input.ast.file;
    for (const declaration of input.ast.declarations) {
      for (const identifier of declaration.names) {
        checkSingleWord(file, identifier, "declared type", results[index]);
        const key = `${declaration.what}\u0000${identifier.name.toLowerCase()}`;
        if (declaration.what === "planeswalker type" && builtIn.has(identifier.name.toLowerCase())) {
          results[index].push(
            diagnostic(file, "CS2023", identifier.range, `'${identifier.name}' is already a known planeswalker type; remove this declaration.`, {
              suggestions: [declarationRemoval(input, declaration, identifier)],
            }),
          );
        } else {
          const first = firstDeclared.get(key);
          if (first) {
            results[index].push(
              diagnostic(file, "CS2023", identifier.range, `The ${declaration.what} '${identifier.name}' is already declared at ${formatLocation(first.file, first.identifier.range.start)}; remove this declaration.`, {
                related: [{ file: first.file, range: first.identifier.range, message: `'${first.identifier.name}' is first declared here.` }],
                suggestions: [declarationRemoval(input, declaration, identifier)],
              }),
            );
          } else {
            firstDeclared.set(key, { file, identifier });
          }
        }
        if (declaration.what === "planeswalker type" && !external.has(identifier.name.toLowerCase())) {
          table.set(identifier.name.toLowerCase(), identifier.name);
        }
      }
    }
  });
  return table;
}

/** Removes one declared name: the whole line when it is the only one, else the name and its comma. */
function declarationRemoval(input: ValidationInput, declaration: Declaration, identifier: Identifier): Suggestion {
  const names = declaration.names;
  const index = names.indexOf(identifier);
  const message = `Remove '${identifier.name}' from the declaration`;
  if (names.length > 1) {
    const range = index > 0 ? { start: names[index - 1].range.end, end: identifier.range.end } : { start: identifier.range.start, end: names[1].range.start };
    return { message, range, replacement: "" };
  }
  const text = input.text;
  if (text === undefined) return { message: "Remove the declaration", range: declaration.range, replacement: "" };
  const lines = new LineIndex(text);
  const start = lines.lineStart(declaration.range.start.offset);
  const end = lines.lineEnd(declaration.range.end.offset);
  const rest = text.slice(declaration.range.end.offset, end).trim();
  if (text.slice(start, declaration.range.start.offset).trim() !== "" || (rest !== "" && !rest.startsWith("#"))) {
    return { message: "Remove the declaration", range: declaration.range, replacement: "" };
  }
  let next = end;
  if (text.charCodeAt(next) === 13) next++;
  if (text.charCodeAt(next) === 10) next++;
  return { message: "Remove the declaration line", range: { start: lines.position(start), end: lines.position(next) }, replacement: "" };
}

function normaliseName(name: string): string {
  // Only names with non-ASCII characters can have several Unicode spellings.
  return (/[^\x00-\x7f]/.test(name) ? name.normalize("NFC") : name).toLowerCase();
}

function reportDuplicateNames(inputs: readonly ValidationInput[], results: Diagnostic[][]): void {
  const byName = new Map<string, { inputIndex: number; card: Card }[]>();
  inputs.forEach((input, inputIndex) => {
    for (const card of input.ast.cards) {
      if (card.name.trim() === "") continue;
      const key = normaliseName(card.name);
      const list = byName.get(key);
      if (list) list.push({ inputIndex, card });
      else byName.set(key, [{ inputIndex, card }]);
    }
  });
  for (const occurrences of byName.values()) {
    if (occurrences.length < 2) continue;
    occurrences.forEach((occurrence, position) => {
      const other = occurrences[position === 0 ? 1 : 0];
      const otherFile = inputs[other.inputIndex].ast.file;
      const file = inputs[occurrence.inputIndex].ast.file;
      const count = occurrences.length - 1;
      results[occurrence.inputIndex].push(
        diagnostic(
          file,
          "CS2013",
          occurrence.card.nameRange,
          `The card name "${occurrence.card.name}" is used ${count === 1 ? "by another card" : `by ${count} other cards`} of the set (${formatLocation(otherFile, other.card.nameRange.start)}); card names must be unique, so rename one of them or remove the duplicate.`,
          { related: [{ file: otherFile, range: other.card.nameRange, message: `The other card named "${other.card.name}".` }] },
        ),
      );
    });
  }
}

function checkSingleWord(file: string, identifier: Identifier, what: string, out: Diagnostic[]): boolean {
  // Letters (any script), with the apostrophes and hyphens real type names use ("Urza's"); ASCII first, as it is common.
  if (/^[A-Za-z][A-Za-z'-]*$/.test(identifier.name) || /^[\p{L}\p{M}][\p{L}\p{M}'’-]*$/u.test(identifier.name)) return true;
  const words = identifier.name.split(/[^\p{L}\p{M}'’-]+/u).filter((word) => word !== "");
  const suggestions: Suggestion[] =
    words.length > 1 ? [{ message: `Split into ${words.length} subtypes: ${words.join(" ")}`, range: identifier.range, replacement: words.join(" ") }] : [];
  out.push(
    diagnostic(
      file,
      "CS2004",
      identifier.range,
      `The ${what} '${identifier.name}' is not a single word; each word after the dash is a separate subtype (212.9c), so use letters only${words.length > 1 ? " or split it into separate words" : ""}.`,
      { suggestions },
    ),
  );
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Positions in the source text

class LineIndex {
  private readonly lineStarts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }
  position(offset: number): SourcePosition {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { offset, line: low + 1, column: offset - this.lineStarts[low] + 1 };
  }
  lineStart(offset: number): number {
    return this.position(offset).offset - (this.position(offset).column - 1);
  }
  /** Offset of the line break ending the line that holds `offset` (or the end of the text). */
  lineEnd(offset: number): number {
    let end = this.text.indexOf("\n", offset);
    if (end < 0) end = this.text.length;
    if (end > 0 && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Per file

const PERMANENT_TYPES: ReadonlySet<CardType> = new Set(["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]);

/** Where X gets its value in one ability, if anywhere. */
interface XDefinition {
  range: SourceRange;
  /** Words for messages, e.g. "the −X loyalty cost". */
  what: string;
}

class FileChecker {
  private readonly file: string;
  private lineIndex?: LineIndex;
  private readonly errorOffsets: number[];

  constructor(
    private readonly input: ValidationInput,
    private readonly planeswalkerTypes: TypeTable,
    private readonly out: Diagnostic[],
  ) {
    this.file = input.ast.file;
    this.errorOffsets = (input.syntaxDiagnostics ?? []).filter((d) => d.severity === "error").map((d) => d.range.start.offset);
  }

  /** The line index of the source text, built on first use (only files with diagnostics need it). */
  private get lines(): LineIndex | undefined {
    if (this.lineIndex === undefined && this.input.text !== undefined) this.lineIndex = new LineIndex(this.input.text);
    return this.lineIndex;
  }

  /** False only when the text is known and the range holds no 'X' (then no Amount X can come from it). */
  private mayHoldX(range: SourceRange): boolean {
    const text = this.input.text;
    if (text === undefined) return true;
    const at = text.indexOf("X", range.start.offset);
    return at >= 0 && at < range.end.offset;
  }

  /** A family's own check reports through this (its codes are validation codes). */
  private readonly reportEffect = (code: string, range: SourceRange, message: string): void => this.report(code as ValidationCode, range, message);

  /**
   * CS2091: a monocoloured hybrid symbol's reminder text says what the card's cost means: the symbol is one of the
   * cost's `{2/W}` symbols, "any two mana" its generic part, "or with {W}" its colour, and the converted mana
   * cost the card's (each `{2/W}` counts 2, a `{G/W}` 1; 2007 rules).
   */
  private checkHybridReminder(card: Card, reminder: HybridReminderAbility): void {
    const { symbol, orWith } = reminder;
    const written = (s: ManaSymbol) => this.input.text?.slice(s.range.start.offset, s.range.end.offset) ?? "the symbol";
    if (symbol.kind !== "Hybrid" || symbol.generic === undefined) {
      this.report("CS2091", symbol.range, `This reminder text explains a monocoloured hybrid symbol such as {2/W}, not ${written(symbol)}: write the symbol of the card's cost it explains, or remove the line.`);
      return;
    }
    const [color] = symbol.colors;
    const inCost = card.cost?.symbols.some((s) => s.kind === "Hybrid" && s.generic === symbol.generic && s.colors.length === 1 && s.colors[0] === color) ?? false;
    if (!inCost) {
      this.report("CS2091", symbol.range, `"${card.name}" has no {${symbol.generic}/${color}} in its mana cost, so its reminder text can't explain one: write a symbol of the cost line, or remove the line.`);
      return;
    }
    if (reminder.anyMana !== symbol.generic) {
      this.report("CS2091", reminder.range, `{${symbol.generic}/${color}} is paid with any ${symbol.generic} mana, not ${reminder.anyMana}: write 'can be paid with any ${numberWord(symbol.generic)} mana'.`);
    }
    if (orWith.kind !== "Colored" || orWith.color !== color) {
      this.report("CS2091", orWith.range, `{${symbol.generic}/${color}} is paid with {${color}}, not ${written(orWith)}: write 'or with {${color}}'.`);
    }
    const cmc = card.cost ? convertedManaCostOf(card.cost) : 0;
    if (reminder.convertedManaCost !== cmc) {
      this.report("CS2091", reminder.range, `"${card.name}"'s converted mana cost is ${cmc} (each {2/…} counts 2), not ${reminder.convertedManaCost}: write '… is ${cmc}.'.`);
    }
  }

  /**
   * CS2150: the snow symbol's reminder text explains an {S} of the card's costs (its mana cost, an ability's cost,
   * "Cumulative upkeep {S}", a cost paid on resolution): the symbol it explains is {S}, and the card has one.
   */
  private checkSnowReminder(card: Card, reminder: SnowReminderAbility): void {
    if (reminder.symbol.kind !== "Snow") {
      const written = this.input.text?.slice(reminder.symbol.range.start.offset, reminder.symbol.range.end.offset) ?? "this symbol";
      this.report("CS2150", reminder.symbol.range, `This reminder text explains the snow symbol {S}, not ${written}: write '({S} can be paid with one mana from a snow permanent.)', or remove the line.`);
      return;
    }
    const others = [card.cost, ...card.abilities.filter((ability) => ability !== reminder)];
    if (!others.some(holdsSnowSymbol)) {
      this.report("CS2150", reminder.range, `"${card.name}" has no {S} in its costs, so this reminder text explains nothing: remove the line, or write {S} in the cost it explains (e.g. '{1}{S}: …').`);
    }
  }

  /** 410.11: "if its prowl cost was paid" needs the card's keyword line for that cost (CS2090). */
  private checkCostPaidCondition(card: Card, condition: InterveningIfClause, writtenAs?: string): void {
    if (condition.kind !== "CostPaid") return; // the other conditions hold or not in the game (runtime/intervening-if.ts)
    const keyword = condition.cost === "prowl" ? "Prowl" : condition.cost === "kicker" ? "Kicker" : "Evoke";
    if (card.abilities.some((ability) => ability.kind === "KeywordCost" && ability.keyword === keyword)) return;
    const written = writtenAs ?? (condition.cost === "kicker" ? "if it was kicked" : `if its ${condition.cost} cost was paid`);
    this.report("CS2090", condition.range, `"${card.name}" has no ${condition.cost} cost, so it can't have been played for one: add its '${keyword} {…}' line, or remove "${written}".`);
  }

  private report(code: ValidationCode, range: SourceRange, message: string, extra?: { suggestions?: Suggestion[]; related?: RelatedLocation[] }): void {
    this.out.push(diagnostic(this.file, code, range, message, extra));
  }

  /** True when the parser reported an error inside the range (a card, an ability line). */
  private hasSyntaxError(node: { range: SourceRange }): boolean {
    const { start, end } = node.range;
    return this.errorOffsets.some((offset) => offset >= start.offset && offset <= end.offset);
  }

  /**
   * Whether a line of this card that the parser could not read might be the line a "missing …" check looks for.
   * A "missing loyalty" error is only withheld when an unreadable line starts like a loyalty line; a mistake in
   * an unrelated ability line must not hide it (every independent mistake is reported). Without the text,
   * any syntax error in the card counts.
   */
  private unreadLineMayBe(card: Card, startsLike: RegExp): boolean {
    const text = this.input.text;
    const { start, end } = card.range;
    for (const offset of this.errorOffsets) {
      if (offset < start.offset || offset > end.offset) continue;
      if (text === undefined) return true;
      const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
      const lineEnd = text.indexOf("\n", offset);
      const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd).trimStart();
      if (startsLike.test(line)) return true;
    }
    return false;
  }

  checkCard(card: Card): void {
    const incomplete = this.hasSyntaxError(card);
    const unreadLoyalty = incomplete && this.unreadLineMayBe(card, /^(loyalty\b|\p{L}+\s+\d+\s*$)/iu);
    const unreadPowerToughness = incomplete && this.unreadLineMayBe(card, /^[\d*]+\s*\//);
    const unreadCost = incomplete && this.unreadLineMayBe(card, /^(cost\b|\p{L}+\s+\{)/iu);
    const unreadLoyaltyAbility = incomplete && this.unreadLineMayBe(card, /^[-+\u2212\d]/);
    if (card.name.trim() === "") {
      this.report("CS2028", card.nameRange, "The card has no name; write it between the quotes, e.g. card \"Serra Angel\".");
    }
    const typeLine = card.typeLine;
    const types = new Set(typeLine.types);
    const typesKnown = types.size > 0;
    const isPlaneswalker = types.has("Planeswalker");
    const isCreature = types.has("Creature");
    const isLand = types.has("Land");
    const isSpell = types.has("Instant") || types.has("Sorcery");

    this.checkTypeLine(card, incomplete);

    // Loyalty (212.9d)
    if (typesKnown && isPlaneswalker && !card.loyalty && !unreadLoyalty) {
      this.report("CS2001", this.lineContent(typeLine.range), `The planeswalker "${card.name}" has no loyalty; add a line 'loyalty N' after its type line (N is its printed loyalty).`, {
        suggestions: [this.insertLineAfter(typeLine.range, "loyalty 1", "Insert a loyalty line after the type line (then set the number)")],
      });
    }
    if (typesKnown && !isPlaneswalker && card.loyalty) {
      this.report("CS2002", this.lineContent(card.loyalty.range), `"${card.name}" is not a planeswalker, so it has no loyalty; remove the loyalty line or add the Planeswalker type.`, {
        suggestions: [{ message: "Remove the loyalty line", range: this.wholeLineRange(card.loyalty.range), replacement: "" }],
      });
    }
    if (card.loyalty && isPlaneswalker && card.loyalty.value === 0) {
      this.report("CS2026", this.lineContent(card.loyalty.range), `"${card.name}" would be put into its owner's graveyard as soon as it comes into play with 0 loyalty (212.9d); print a positive loyalty.`);
    }

    // Power/toughness
    const characteristic = card.abilities.find((ability) => ability.kind === "Static" && abilityCheckRule(ability.effect).definesPowerToughness === true);
    if (typesKnown && isCreature && !card.powerToughness && !unreadPowerToughness) {
      const after = card.loyalty?.range ?? typeLine.range;
      this.report("CS2011", this.lineContent(typeLine.range), `The creature "${card.name}" has no power/toughness; add a line such as '2/2' after its type line.`, {
        suggestions: [this.insertLineAfter(after, characteristic ? "*/*" : "1/1", "Insert a power/toughness line (then set the numbers)")],
      });
    }
    if (typesKnown && !isCreature && card.powerToughness) {
      this.report("CS2012", card.powerToughness.range, `"${card.name}" is not a creature, so it has no power/toughness; remove the P/T line or add the Creature type.`, {
        suggestions: [{ message: "Remove the power/toughness line", range: this.wholeLineRange(card.powerToughness.range), replacement: "" }],
      });
    }
    if (card.powerToughness && (card.powerToughness.power === null || card.powerToughness.toughness === null) && !characteristic) {
      this.report("CS2024", card.powerToughness.range, "A '*' power or toughness needs an ability that defines it (e.g. \"This creature's power and toughness are each equal to your life total.\"); add one or print numbers.");
    }
    const only = characteristic?.kind === "Static" ? (characteristic.effect as { only?: "power" | "toughness" }).only : undefined;
    if (characteristic && card.powerToughness && only !== undefined) {
      // "~'s toughness is equal to …": that stat is '*', the other a number (Aven Trailblazer: 2/*)
      const pt = card.powerToughness;
      const defined = only === "power" ? pt.power : pt.toughness;
      const other = only === "power" ? pt.toughness : pt.power;
      if (defined !== null || other === null) {
        const written = only === "power" ? `*/${other ?? 1}` : `${other ?? 1}/*`;
        this.report("CS2024", characteristic.range, `This ability defines the creature's ${only} alone, so its P/T line must be '${written}' ('*' for the ${only}, a number for the other).`, {
          suggestions: [{ message: `Write ${written}`, range: pt.range, replacement: written }],
        });
      }
    } else if (characteristic && card.powerToughness && card.powerToughness.power !== null && card.powerToughness.toughness !== null) {
      this.report("CS2024", characteristic.range, "This ability defines the creature's power and toughness, so its P/T line must be '*/*'.", {
        suggestions: [{ message: "Write */*", range: card.powerToughness.range, replacement: "*/*" }],
      });
    }

    // Mana cost
    if (card.cost) this.checkManaCost(card.cost, "mana cost");
    if (typesKnown && isLand && card.cost) {
      this.report("CS2020", this.lineContent(card.cost.range), `"${card.name}" is a land: lands are played, not cast, so remove its cost line.`, {
        suggestions: [{ message: "Remove the cost line", range: this.wholeLineRange(card.cost.range), replacement: "" }],
      });
    }
    // A card with no mana cost and suspend (Lotus Bloom, Ancestral Vision) is played only by suspending it (502.62a).
    const suspends = card.abilities.some((ability) => ability.kind === "KeywordCost" && ability.keyword === "Suspend");
    if (typesKnown && !isLand && !card.cost && !unreadCost && !suspends) {
      this.report("CS2029", card.nameRange, `"${card.name}" has no mana cost, so it can't be cast; add a line 'cost {…}' after the card line ('cost {0}' if it costs nothing).`);
    }

    // Abilities
    const exilesLinked = card.abilities.some((ability) =>
      abilityEffects(ability).some((effect) => (effect.kind === "Exile" && effect.linked) || effect.kind === "SacrificeUnlessRemove" || effect.kind === "HideawayLook"),
    );
    let loyaltyAbilities = 0;
    let spellAbilities = 0;
    // Auras and Equipment (runtime/attachments.ts): "Enchant …", "Equip {N}", "enchanted/equipped creature".
    let enchantLines = 0;
    const isAura = card.typeLine.types.includes("Enchantment") && card.typeLine.subtypes.some((subtype) => subtype.name === "Aura");
    const isEquipment = card.typeLine.types.includes("Artifact") && card.typeLine.subtypes.some((subtype) => subtype.name === "Equipment");
    let spellUsesX = false;
    for (const ability of card.abilities) {
      // A line the parser already reported is not validated again: one mistake, one diagnostic.
      if (this.errorOffsets.length > 0 && this.hasSyntaxError(ability)) {
        if (ability.kind === "Loyalty") loyaltyAbilities++;
        if (ability.kind === "Spell") spellAbilities++;
        continue;
      }
      this.checkFromOwnGraveyard(ability);
      switch (ability.kind) {
        case "Loyalty": {
          loyaltyAbilities++;
          if (typesKnown && !isPlaneswalker) {
            this.report("CS2014", ability.cost.range, `"${card.name}" is not a planeswalker, so it can't have loyalty abilities (212.9f); use a cost such as '{T}:' or make it a planeswalker.`);
          }
          if (ability.cost.sign === "-" && this.input.text?.charAt(ability.cost.range.start.offset) === "-") {
            const start = ability.cost.range.start;
            const range = { start, end: { offset: start.offset + 1, line: start.line, column: start.column + 1 } };
            this.report("CS2018", range, "Loyalty costs are printed with a minus sign '−' (U+2212); the hyphen '-' means the same, and `cardscript fmt` replaces it.", {
              suggestions: [{ message: "Replace '-' with '−'", range, replacement: "−" }],
            });
          }
          const x: XDefinition | undefined = ability.cost.amount === "X" ? { range: ability.cost.range, what: "the −X loyalty cost" } : undefined;
          if (ability.body.kind === "Effects") this.checkEffects(card, ability.body, x, exilesLinked);
          if (ability.body.kind === "Effects") this.checkRepeatOnlyInSpell(ability.body.effects);
          break;
        }
        case "Activated":
          this.checkActivated(card, ability, exilesLinked);
          if (ability.body.kind === "Effects") this.checkNoIfYouWon(ability.body.effects);
          if (ability.body.kind === "Effects") this.checkRepeatOnlyInSpell(ability.body.effects);
          break;
        case "Spell": {
          spellAbilities++;
          if (typesKnown && !isSpell) {
            this.report("CS2016", ability.range, `"${card.name}" is a permanent, so it has no spell text; write this line as a triggered ('When ${card.name} comes into play, …'), activated ('{T}: …') or static ability.`);
          }
          const xSymbol = card.cost?.symbols.find((symbol) => symbol.kind === "X");
          const x = xSymbol ? { range: xSymbol.range, what: "{X} in the card's mana cost" } : undefined;
          // The card's {X} may be used by any of its spell lines: "never used" is decided after all of them.
          if (ability.body.kind === "Effects") spellUsesX = this.checkEffects(card, ability.body, x, exilesLinked, false) || spellUsesX;
          else spellUsesX = true;
          if (ability.body.kind === "Effects") this.checkNoIfYouWon(ability.body.effects);
          if (ability.body.kind === "Effects") this.checkRepeatUnderAClash(ability.body.effects);
          break;
        }
        case "Triggered":
          this.checkTriggered(card, ability, exilesLinked);
          break;
        case "Replacement":
          this.checkAbilityPart(card, ability.replacement, ability.replacement.range, "a replacement effect has no cost to define it", exilesLinked);
          break;
        case "Static":
          this.checkAbilityPart(card, ability.effect, ability.range, "a static ability has no cost to define it", exilesLinked);
          // 'Enchanted creature has "{T}: …"': the granted ability is checked as the card's own would be.
          for (const granted of abilityCheckRule(ability.effect).grantedAbilities?.(ability.effect) ?? []) this.checkGranted(card, granted, exilesLinked);
          break;
        case "Keywords":
          // 502.58a split second, 502.64a delve, 502.46a convoke: abilities of a spell (on the stack, or as it is
          // played); a land is never played as a spell.
          if (typesKnown && types.has("Land")) {
            for (const entry of ability.keywords) {
              if (entry.keyword !== "Split second" && entry.keyword !== "Delve" && entry.keyword !== "Convoke") continue;
              const word = entry.keyword.toLowerCase();
              this.report("CS2161", entry.range, `"${card.name}" is a land: ${word} works only while the card is played as a spell or is one on the stack, and a land is never played as a spell; remove '${word}', or give the card a type played as a spell.`);
            }
          }
          break;
        case "Fading":
          // Fading's abilities (502.21a) are a permanent's, as vanishing's: CS2095.
          if (typesKnown && (types.has("Instant") || types.has("Sorcery"))) {
            this.report("CS2095", ability.range, `"${card.name}" is an instant or sorcery: fading (502.21) counts down the upkeeps of a permanent; remove the 'Fading' line, or make the card a permanent.`);
          }
          break;
        case "Ripple":
          // 502.56a: "When you play this spell": a land is never played as a spell.
          if (typesKnown && types.has("Land")) {
            this.report("CS2151", ability.range, `"${card.name}" is a land: ripple triggers when its card is played as a spell, which a land never is; remove the 'Ripple' line, or give the card a type other than Land.`);
          }
          break;
        case "Vanishing":
          // Vanishing's abilities are a permanent's: an instant or sorcery never comes into play with its counters.
          if (typesKnown && (types.has("Instant") || types.has("Sorcery"))) {
            this.report("CS2095", ability.range, `"${card.name}" is an instant or sorcery: vanishing counts down the upkeeps of a permanent; remove the 'Vanishing' line, or make the card a permanent.`);
          }
          break;
        case "KeywordCost":
          // 502.23 (2007): flashback plays an instant or sorcery card from its owner's graveyard; a permanent card
          // played so would resolve into play, which the keyword never allows.
          // Echo and cumulative upkeep are a permanent's upkeep costs (runtime/upkeep-costs.ts): CS2095 as vanishing.
          if ((ability.keyword === "Echo" || ability.keyword === "Cumulative upkeep") && typesKnown && (types.has("Instant") || types.has("Sorcery"))) {
            this.report("CS2095", ability.range, `"${card.name}" is an instant or sorcery: ${ability.keyword.toLowerCase()} is paid at the upkeeps of a permanent; remove the '${ability.keyword}' line, or make the card a permanent.`);
          }
          // 502.16a: buyback returns the spell to its owner's hand as it resolves, instead of into the graveyard: a
          // permanent spell resolving is put into play, so only an instant or sorcery has it.
          if (ability.keyword === "Buyback" && typesKnown && !types.has("Instant") && !types.has("Sorcery")) {
            this.report("CS2162", ability.range, `"${card.name}" is not an instant or sorcery: buyback (502.16) puts a spell into its owner's hand instead of the graveyard as it resolves, and a permanent spell resolving comes into play; remove the 'Buyback' line, or give the card the type Instant or Sorcery.`);
          }
          if (ability.keyword === "Flashback" && typesKnown && !types.has("Instant") && !types.has("Sorcery")) {
            this.report("CS2094", ability.range, `"${card.name}" is not an instant or sorcery: flashback (502.23) plays only an instant or sorcery card from its owner's graveyard; remove the 'Flashback' line, or give the card the type Instant or Sorcery.`);
          }
          break;
        case "HybridReminder":
          this.checkHybridReminder(card, ability);
          break;
        case "SnowReminder":
          this.checkSnowReminder(card, ability);
          break;
        case "Enchant":
          enchantLines++;
          if (typesKnown && !isAura) {
            this.report("CS2031", ability.range, `"${card.name}" is not an Aura, so it has no 'Enchant' line; give it the type 'Enchantment — Aura', or remove this line.`);
          } else if (enchantLines > 1) {
            this.report("CS2031", ability.range, `"${card.name}" already has an 'Enchant' line: an Aura has exactly one; remove this one.`);
          }
          break;
        case "Equip":
          if (typesKnown && !isEquipment) {
            this.report("CS2032", ability.range, `"${card.name}" is not an Equipment, so it can't have 'Equip'; give it the type 'Artifact — Equipment', or remove this line.`);
          }
          for (const part of ability.parts ?? []) this.checkCostPart(part);
          break;
      }
      if (typesKnown) this.checkAttachedRefs(card, ability, isAura, isEquipment);
      this.checkSacrificedStat(card, ability);
      for (const misplaced of misplacedModes(card, ability)) this.report("CS2081", misplaced.range, misplaced.message);
    }
    if (typesKnown && isAura && enchantLines === 0 && !incomplete) {
      this.report("CS2031", this.lineContent(typeLine.range), `The Aura "${card.name}" has no 'Enchant' line, so it can't say what it enchants; add a line such as 'Enchant creature' after its type line.`);
    }
    this.checkDuplicateKeywords(card);
    this.checkChosenColor(card);
    this.checkChosenCreatureType(card);
    this.checkChosenName(card);
    if (typesKnown && isPlaneswalker && loyaltyAbilities === 0 && !unreadLoyaltyAbility) {
      this.report("CS2019", this.lineContent(typeLine.range), `The planeswalker "${card.name}" has no loyalty abilities (212.9f); add lines such as '+1: …' and '−2: …'.`);
    }
    const costX = card.cost?.symbols.find((symbol) => symbol.kind === "X");
    if (costX && spellAbilities > 0 && !spellUsesX && !incomplete) {
      this.report("CS2027", costX.range, `"${card.name}" has {X} in its mana cost, but its text never uses X; use X in the text or remove {X}.`);
    }
    if (typesKnown && isSpell && spellAbilities === 0 && !incomplete) {
      this.report("CS2015", this.lineContent(typeLine.range), `The ${types.has("Instant") ? "instant" : "sorcery"} "${card.name}" has no text, so it would do nothing; write what it does on the lines after the type line.`);
    }
  }

  /** CS2035: "the chosen color" needs the card's "As ~ comes into play, choose a color." */
  private checkChosenColor(card: Card): void {
    const chooses = card.abilities.some((ability) => ability.kind === "Replacement" && ability.replacement.kind === "AsEntersChooseColor");
    if (chooses) return;
    for (const ability of card.abilities) {
      if (!containsKind(ability, "ChosenColor")) continue;
      this.report("CS2035", ability.range, `"${card.name}" refers to "the chosen color", but no color is chosen for it: add the line "As ${card.name} comes into play, choose a color." or name a color.`);
      return;
    }
  }

  /**
   * CS2097: "of the chosen type" needs "Choose a creature type." before it in the same ability (families/choose-type),
   * or the card's "As ~ comes into play, choose a creature type.".
   */
  private checkChosenCreatureType(card: Card): void {
    const asEnters = card.abilities.some((ability) => ability.kind === "Replacement" && ability.replacement.kind === "AsEntersChooseCreatureType");
    if (asEnters) return;
    for (const ability of card.abilities) {
      if (!containsKind(ability, "ChosenCreatureType")) continue;
      const body = (ability as { body?: { effects?: unknown[] } }).body;
      const effects = body?.effects ?? [];
      const first = effects.findIndex((effect) => containsKind(effect, "ChosenCreatureType"));
      const chosen = effects.findIndex((effect) => containsKind(effect, "ChooseCreatureType"));
      if (chosen !== -1 && chosen < first) continue;
      const where = chosen === -1 ? "no creature type is chosen for it" : "it is read before the creature type is chosen";
      this.report("CS2097", ability.range, `"${card.name}" refers to "the chosen type", but ${where}: write 'Choose a creature type.' before it in the same ability, or name the creature type.`);
      return;
    }
  }

  /**
   * CS2098: "the chosen name" / "the named card" needs "Name a card." before it in the same ability (families/name-card),
   * or the card's "As ~ comes into play, name a card.".
   */
  private checkChosenName(card: Card): void {
    const asEnters = card.abilities.some((ability) => ability.kind === "Replacement" && ability.replacement.kind === "AsEntersNameCard");
    if (asEnters) return;
    // "with the chosen name" (a filter part), "the named card" (families/conditional's NamedCard)
    const readsName = (node: unknown) => containsKind(node, "ChosenName") || containsKind(node, "NamedCard");
    for (const ability of card.abilities) {
      if (!readsName(ability)) continue;
      const body = (ability as { body?: { effects?: unknown[] } }).body;
      const effects = body?.effects ?? [];
      const first = effects.findIndex((effect) => readsName(effect));
      const named = effects.findIndex((effect) => containsKind(effect, "NameCard"));
      if (named !== -1 && named < first) continue;
      const where = named === -1 ? "no card is named for it" : "it is read before the card is named";
      const spell = card.typeLine.types.includes("Instant") || card.typeLine.types.includes("Sorcery");
      const fix = spell ? "write 'Name a card.' before it in the same ability" : `add the line "As ${card.name} comes into play, name a card." (or write 'Name a card.' before it in the same ability)`;
      this.report("CS2098", ability.range, `"${card.name}" refers to "the chosen name", but ${where}: ${fix}, or write the name ('named Shock').`);
      return;
    }
  }

  /** CS2033: "enchanted creature" only on an Aura, "equipped creature" only on an Equipment. */
  private checkAttachedRefs(card: Card, ability: Ability, isAura: boolean, isEquipment: boolean): void {
    for (const ref of attachedRefsIn(ability)) {
      if (ref.by === "enchanted" ? isAura : isEquipment) continue;
      const what = ref.by === "enchanted" ? "an Aura" : "an Equipment";
      const type = ref.by === "enchanted" ? "Enchantment — Aura" : "Artifact — Equipment";
      this.report("CS2033", ability.range, `"${card.name}" is not ${what}, so '${ref.by} ${ref.noun === "permanent" ? "permanent" : ref.noun.toLowerCase()}' refers to nothing; give it the type '${type}', or name what the ability acts on another way.`);
      return;
    }
  }

  private checkTypeLine(card: Card, incomplete: boolean): void {
    const typeLine = card.typeLine;
    const types = typeLine.types;
    const isSpell = types.includes("Instant") || types.includes("Sorcery");
    const permanent = types.filter((type) => PERMANENT_TYPES.has(type));
    if ((types.includes("Instant") && types.includes("Sorcery")) || (isSpell && permanent.length > 0)) {
      const spellTypes = types.filter((type) => type === "Instant" || type === "Sorcery");
      this.report("CS2021", this.lineContent(typeLine.range), `The types ${[...spellTypes, ...permanent].join(" and ")} can't be combined: an instant or sorcery is not a permanent. Keep the types that describe the card.`);
    }
    const seenTypes = new Set<string>();
    for (const word of [...typeLine.supertypes, ...types]) {
      if (seenTypes.has(word)) this.report("CS2022", typeLine.range, `The type line repeats '${word}'; write it once.`);
      seenTypes.add(word);
    }
    const seenSubtypes = new Map<string, Identifier>();
    typeLine.subtypes.forEach((subtype, index) => {
      this.checkSubtypeWord(subtype);
      const previous = seenSubtypes.get(subtype.name.toLowerCase());
      if (previous) {
        const removeFrom = typeLine.subtypes[index - 1].range.end;
        this.report("CS2022", subtype.range, `The subtype '${subtype.name}' is already on this type line; remove the repetition.`, {
          suggestions: [{ message: `Remove the second '${subtype.name}'`, range: { start: removeFrom, end: subtype.range.end }, replacement: "" }],
          related: [{ file: this.file, range: previous.range, message: `'${previous.name}' is first written here.` }],
        });
      } else {
        seenSubtypes.set(subtype.name.toLowerCase(), subtype);
      }
    });
    if (!types.includes("Planeswalker")) return;
    if (typeLine.subtypes.length === 0) {
      if (incomplete) return;
      const firstWord = card.name.split(/[\s,]+/u)[0] ?? "";
      const guess = this.planeswalkerTypes.get(firstWord.toLowerCase());
      const suggestions: Suggestion[] = guess
        ? [{ message: `Add the planeswalker type '${guess}'`, range: { start: typeLine.range.end, end: typeLine.range.end }, replacement: ` — ${guess}` }]
        : [];
      this.report("CS2003", this.lineContent(typeLine.range), `The planeswalker "${card.name}" has no planeswalker type; add one after a dash, e.g. 'type Planeswalker — ${guess ?? "Jace"}' (212.9c).`, { suggestions });
      return;
    }
    for (const subtype of typeLine.subtypes) {
      if (this.planeswalkerTypes.get(subtype.name.toLowerCase()) === subtype.name) continue;
      const sameLetters = this.planeswalkerTypes.get(subtype.name.toLowerCase());
      const candidates = sameLetters ? [sameLetters] : closestNames(subtype.name, this.planeswalkerTypes.values());
      const hint = candidates.length > 0 ? ` Did you mean ${candidates.map((name) => `'${name}'`).join(" or ")}?` : "";
      this.report(
        "CS2005",
        subtype.range,
        `'${subtype.name}' is not a known planeswalker type.${hint} If it is a new type, declare it for the set: 'declare planeswalker type ${subtype.name}'.`,
        { suggestions: candidates.map((name) => ({ message: `Replace with '${name}'`, range: subtype.range, replacement: name })) },
      );
    }
  }

  private checkSubtypeWord(subtype: Identifier): void {
    checkSingleWord(this.file, subtype, "subtype", this.out);
  }

  /**
   * A cost in words takes from its payer's own permanents in play (409.1h): what it sacrifices or taps is a
   * permanent "you control", never a card elsewhere or another player's permanent.
   */
  /** An activated ability: its costs, then its effects ({X} in its cost defines X for them). */
  /** A triggered ability, the card's own or granted in quotes ('has "Whenever this creature deals damage …"'). */
  private checkTriggered(card: Card, ability: TriggeredAbility, exilesLinked: boolean): void {
    this.checkAbilityPart(card, ability.trigger, ability.trigger.range, "a trigger has no cost to define it", exilesLinked);
    if (ability.trigger.kind !== "PlayerTrigger" || ability.trigger.event !== "clashes") this.checkNoIfYouWon(ability.body.effects);
    this.checkRepeatOnlyInSpell(ability.body.effects);
    if (ability.interveningIf !== undefined) this.checkCostPaidCondition(card, ability.interveningIf);
    this.checkEffects(card, ability.body, undefined, exilesLinked);
  }

  /** An ability granted in quotes, checked as the card's own activated or triggered ability would be. */
  private checkGranted(card: Card, ability: QuotedAbility, exilesLinked: boolean): void {
    if (ability.kind === "Triggered") {
      if (abilityCheckRule(ability.trigger).looksBackInTime?.(ability.trigger) === true) {
        this.report("CS2163", ability.trigger.range, "A granted triggered ability that triggers as its own object leaves play is not known to the engine yet (410.10c: it would look back in time at abilities granted then): give the card an escape-hatch block, or leave the line out.");
      }
      this.checkTriggered(card, ability, exilesLinked);
    } else this.checkActivated(card, ability, exilesLinked);
  }

  private checkActivated(card: Card, ability: ActivatedAbility, exilesLinked: boolean): void {
    if (ability.cost.mana) this.checkManaCost(ability.cost.mana, "cost");
    for (const part of ability.cost.parts ?? []) this.checkCostPart(part);
    const xSymbol = ability.cost.mana?.symbols.find((symbol) => symbol.kind === "X");
    const x = xSymbol ? { range: xSymbol.range, what: "{X} in the ability's cost" } : undefined;
    if (ability.body.kind === "Effects") this.checkEffects(card, ability.body, x, exilesLinked);
  }

  /**
   * "the sacrificed creature's power" is what the ability's own cost sacrificed ('{R}, {T}, Sacrifice a creature: …')
   * or, in spell text, the spell's additional cost ('As an additional cost to play ~, sacrifice a creature.').
   */
  private checkSacrificedStat(card: Card, ability: Ability): void {
    if (ability.kind !== "Activated" && ability.kind !== "Spell" && ability.kind !== "Triggered" && ability.kind !== "Loyalty") return;
    if (!containsKind(ability.body, "SacrificedStat")) return;
    const sacrifices =
      ability.kind === "Activated"
        ? (ability.cost.parts ?? []).some((part) => part.kind === "SacrificeCost")
        : ability.kind === "Spell" &&
          card.abilities.some((other) => other.kind === "Static" && other.effect.kind === "AdditionalCost" && (other.effect as { cost: { kind: string } }).cost.kind === "Sacrifice");
    if (sacrifices) return;
    this.report(
      "CS2036",
      ability.range,
      ability.kind === "Spell"
        ? "'the sacrificed creature' is what the spell's additional cost sacrificed, and this card has none: add the line 'As an additional cost to play ~, sacrifice a creature.', or name the creature another way."
        : "'the sacrificed creature' is what the ability's cost sacrificed, and this ability's cost sacrifices nothing: add e.g. 'Sacrifice a creature' to its cost, or name the creature another way.",
    );
  }

  private checkCostPart(part: CostPart): void {
    if (part.kind !== "SacrificeCost" && part.kind !== "TapUntappedCost") return;
    const verb = part.kind === "SacrificeCost" ? "sacrifice" : "tap";
    const filters = part.kind === "SacrificeCost" ? [part.filter, ...(part.more ?? []).map((item) => item.filter)] : [part.filter];
    for (const filter of filters) if (filter !== undefined) this.checkCostFilter(part, filter, verb);
  }

  private checkCostFilter(part: CostPart, filter: ObjectFilter, verb: "sacrifice" | "tap"): void {
    if (filter.zone !== "play") {
      this.report("CS2034", part.range, `A cost can only ${verb} permanents (in play), not cards in a ${filter.zone}; name permanents, e.g. "${verb === "sacrifice" ? "Sacrifice a creature" : "Tap an untapped creature you control"}".`);
    } else if (filter.controller !== undefined && filter.controller.kind !== "You") {
      this.report("CS2034", part.range, `A cost can only ${verb} permanents its payer controls; write "… you control" or leave the controller out.`);
    }
  }

  private checkManaCost(cost: ManaCost, what: string): void {
    if (cost.symbols.length === 0) {
      this.report("CS2007", cost.range, `The ${what} has no mana symbols; write at least one, e.g. {0} or {1}{W}.`);
      return;
    }
    // runtime/mana.ts MAX_HYBRID: the automatic payment tries each way to pay them.
    const hybrids = cost.symbols.filter((symbol) => symbol.kind === "Hybrid");
    if (hybrids.length > 16) {
      this.report("CS2007", hybrids[16].range, `A ${what} may have at most 16 hybrid symbols; this one has ${hybrids.length}.`);
      return;
    }
    let malformed = false;
    let genericCount = 0;
    let zero = false;
    let ordered = true;
    for (let index = 0; index < cost.symbols.length; index++) {
      const symbol = cost.symbols[index];
      if (symbol.kind === "Generic") {
        genericCount++;
        if (symbol.amount === 0) zero = true;
        if (!Number.isInteger(symbol.amount) || symbol.amount < 0) {
          this.report("CS2007", symbol.range, `{${symbol.amount}} is not a mana symbol; generic mana is a whole number such as {2}.`);
          malformed = true;
        }
      }
      if (index > 0 && symbolRank(cost.symbols[index - 1].kind) > symbolRank(symbol.kind)) ordered = false;
    }
    if (malformed) return;
    if (ordered && genericCount <= 1 && !(zero && cost.symbols.length > 1)) return;
    const generics = cost.symbols.filter((symbol) => symbol.kind === "Generic");
    // The canonical spelling: X symbols, one generic symbol (unless it is {0} beside others), coloured symbols in their order.
    const xs = cost.symbols.filter((symbol) => symbol.kind === "X").map(() => "{X}");
    const genericTotal = generics.reduce((sum, symbol) => sum + (symbol.kind === "Generic" ? symbol.amount : 0), 0);
    // Hybrid symbols rank with the coloured ones (after the generic amount) and keep their order among them.
    const colored = cost.symbols.flatMap((symbol) =>
      symbol.kind === "Colored" ? [`{${symbol.color}}`] : symbol.kind === "Snow" ? ["{S}"] : symbol.kind === "Hybrid" ? [symbol.generic !== undefined ? `{${symbol.generic}/${symbol.colors[0]}}` : `{${symbol.colors.join("/")}}`] : [],
    );
    const genericPart = genericTotal > 0 || (xs.length === 0 && colored.length === 0) ? [`{${genericTotal}}`] : [];
    const canonical = [...xs, ...genericPart, ...colored].join("");
    this.report("CS2008", cost.range, `Write this ${what} as ${canonical}: X first, then the generic amount as one symbol, then coloured symbols.`, {
      suggestions: [{ message: `Replace with ${canonical}`, range: cost.range, replacement: canonical }],
    });
  }

  /**
   * The checks of a trigger, replacement or static ability (its family's rule says what it allows): X is defined
   * only where the family takes it from the card's mana cost, and "the removed card" needs a linked ability.
   */
  private checkAbilityPart(card: Card, node: AbilityPart, xRange: SourceRange, noCostForX: string, exilesLinked: boolean): void {
    const rule = abilityCheckRule(node);
    const needsCostX = rule.xFromManaCost?.(node);
    if (needsCostX !== undefined) {
      const xSymbol = card.cost?.symbols.find((symbol) => symbol.kind === "X");
      if (!xSymbol) this.reportUndefinedX(node.range, needsCostX);
    } else if (containsAmountX(node)) {
      this.reportUndefinedX(xRange, noCostForX);
    }
    if (rule.refersToLinked?.(node) && !exilesLinked) this.reportLinked(node.range);
    rule.check?.(node as never, { name: card.name, types: card.typeLine.types }, (code, range, message) => this.report(code as ValidationCode, range, message));
  }

  private checkDuplicateKeywords(card: Card): void {
    const seen = new Map<string, SourceRange>();
    for (const ability of card.abilities) {
      if (ability.kind !== "Keywords") continue;
      const list = ability.keywords;
      list.forEach((entry, index) => {
        if (entry.keyword === undefined) return; // protection from a quality other than a colour
        const first = seen.get(entry.keyword);
        if (!first) {
          seen.set(entry.keyword, entry.range);
          return;
        }
        let removal: SourceRange;
        if (index > 0) removal = { start: list[index - 1].range.end, end: entry.range.end };
        else if (index + 1 < list.length) removal = { start: entry.range.start, end: list[index + 1].range.start };
        else removal = this.wholeLineRange(ability.range);
        this.report("CS2017", entry.range, `"${card.name}" already has ${entry.keyword.toLowerCase()}; a repeated keyword does nothing, so remove it.`, {
          suggestions: [{ message: `Remove the repeated '${entry.keyword.toLowerCase()}'`, range: removal, replacement: "" }],
          related: [{ file: this.file, range: first, message: `${entry.keyword} is first given here.` }],
        });
      });
    }
  }

  // ---- effects, targets and X

  /** Checks one ability's effects; returns whether they use X. */
  /** "If you won, …" reads the clash that triggered the ability (families/clash): only after "Whenever you clash". */
  /** "repeat this process" runs a spell's text again: only a spell has such text (families/clash). */
  /**
   * "Return ~ from your graveyard to your hand." functions only in the graveyard: an activated ability played from
   * there, with a cost that can be paid there (CS2140). Asked of every ability.
   */
  private checkFromOwnGraveyard(ability: Ability): void {
    if (!("body" in ability) || ability.body === undefined || ability.body.kind !== "Effects") return;
    const moves = withNested(ability.body.effects).filter((effect) => effect.kind === "ReturnToHand" && (effect as { from?: string }).from === "yourGraveyard");
    if (moves.length === 0) return;
    // A triggered ability functions in the graveyard too (runtime/events.ts): on a step's beginning or what a player
    // does ("At the beginning of your upkeep, …": Squee; "Whenever you play a creature spell, …": Masked Admirers);
    // the zone changes of play are not offered to graveyards.
    if (ability.kind === "Triggered" && (ability.trigger.kind === "BeginningOfStep" || ability.trigger.kind === "PlayerTrigger")) return;
    if (ability.kind !== "Activated") {
      this.report("CS2140", moves[0].range, "'Return ~ from your graveyard to your hand' works only where the card is in its graveyard: in an activated ability ('Tap four untapped Merfolk you control: Return ~ from your graveyard to your hand.') or a triggered ability on a step's beginning or a player's action ('At the beginning of your upkeep, …', 'Whenever you play a creature spell, …'); elsewhere it is not supported yet: give the ability an escape-hatch block.");
      return;
    }
    const cost = ability.cost;
    const inPlayOnly = cost.tap || cost.untap || (cost.parts ?? []).some((part) => (part.kind === "SacrificeCost" && part.self) || part.kind === "RemoveCountersCost" || (part.kind === "PutCountersCost" && part.on === undefined));
    if (inPlayOnly) {
      this.report("CS2140", cost.range, "This ability is played from the graveyard (it returns the card from there), and this cost needs the card in play ({T}, {Q}, 'Sacrifice ~', counters on ~): write a cost that can be paid from the graveyard, such as mana or 'Tap four untapped Merfolk you control'.");
    }
  }

  private checkRepeatOnlyInSpell(effects: readonly Effect[]): void {
    for (const effect of withNested(effects)) {
      if (effect.kind === "RepeatProcess") {
        this.report("CS2093", effect.range, "'Repeat this process' follows a spell's instructions again: only an instant's or sorcery's text can say it. Write the ability's effects once, or make the card an instant or sorcery.");
      }
    }
  }

  /** A spell's "repeat this process" is asked under "If you win" (else the spell would never end). */
  private checkRepeatUnderAClash(effects: readonly Effect[]): void {
    for (const effect of effects) {
      if (effect.kind === "RepeatProcess") {
        this.report("CS2093", effect.range, "'Repeat this process' alone would follow the spell's instructions again forever: write it after a clash, 'If you win, repeat this process.'");
      }
    }
  }

  private checkNoIfYouWon(effects: readonly Effect[]): void {
    for (const effect of withNested(effects)) {
      if (effect.kind === "IfYouWon") {
        this.report("CS2092", effect.range, "'If you won' asks about the clash that triggered this ability, and its trigger is not 'Whenever you clash': after 'Clash with an opponent.' write 'If you win, …'.");
      }
    }
  }

  private checkEffects(card: Card, body: Effects, x: XDefinition | undefined, exilesLinked: boolean, reportUnusedX = true): boolean {
    const used = new Set<number>();
    // Targets an earlier effect removed from the game: "that card" after it is the removed card (217.1c), which a
    // later effect may put into play ("Remove target creature from the game. Return that card to play …").
    const removed = new Set<number>();
    let xUsed = false;
    for (const effect of withNested(body.effects)) {
      if (this.mayHoldX(effect.range) && containsAmountX(effect)) {
        xUsed = true;
        if (!x) this.reportUndefinedX(effect.range, "nothing in this ability's cost defines it");
      }
      checkRule(effect).check?.(effect, this.reportEffect);
      // "If ~ was kicked, …" needs the card's kicker line (CS2090), as "if it was kicked" after a trigger does.
      if (effect.kind === "IfCondition" && (effect as { condition: { kind: string } }).condition.kind === "Kicked") {
        this.checkCostPaidCondition(card, { kind: "CostPaid", cost: "kicker", range: effect.range }, `If ${card.name} was kicked, …`);
      }
      // 'gain "{T}: …" until end of turn': the granted ability is checked as the card's own would be.
      for (const granted of checkRule(effect).grantedAbilities?.(effect) ?? []) this.checkGranted(card, granted, exilesLinked);
      let linkedReported = false;
      for (const use of targetUses(effect)) {
        if (use.kind === "linked") {
          if (!exilesLinked && !linkedReported) this.reportLinked(effect.range);
          linkedReported = true;
          continue;
        }
        if (use.kind === "each") {
          this.checkEachUse(effect, use.filter, use.requires);
          continue;
        }
        used.add(use.target);
        if (use.kind === "object" && use.requires === "notInPlay" && removed.has(use.target)) continue;
        this.checkTargetUse(body, effect, use);
        if (use.kind === "object" && use.requires === "removes") removed.add(use.target);
      }
    }
    if (x && !xUsed && reportUnusedX) {
      this.report("CS2027", x.range, `${capitalise(x.what)} defines X, but the ability's text never uses it; use X in the text or remove it from the cost.`);
    }
    for (const spec of body.targets) {
      if (spec.min > spec.max || spec.max < 1) {
        this.report("CS2009", spec.range, `This target asks for ${spec.min} to ${spec.max} choices; a target needs at least one possible choice ("target …", "two target …", "up to two target …").`);
      }
      if (!used.has(spec.index)) {
        this.report("CS2010", spec.range, "No effect of this ability uses this target; use it in an effect or remove it.");
      }
    }
    return xUsed;
  }

  private checkTargetUse(body: Effects, effect: Effect, use: Exclude<TargetUse, { kind: "linked" | "each" }>): void {
    const spec = body.targets.find((candidate) => candidate.index === use.target);
    const verb = checkRule(effect).verb;
    if (!spec) {
      this.report("CS2009", effect.range, `${verb} refers to target #${use.target + 1}, which this ability does not declare; write the target ("target …") in the text.`);
      return;
    }
    if (use.kind === "player") {
      if (!spec.players) this.report("CS2009", spec.range, `${verb} needs a player here, but the target is ${describeTarget(spec)}; target a player instead ("target player").`);
      return;
    }
    if (use.kind === "damage") {
      if (spec.objects && !canBeDamaged(spec.objects)) {
        this.report("CS2009", spec.range, `Damage can be dealt only to creatures, planeswalkers and players, but the target is ${describeTarget(spec)}; target a creature, a planeswalker or a player.`);
      }
      return;
    }
    if (!spec.objects) {
      this.report("CS2009", spec.range, `${verb} acts on an object, but the target is ${describeTarget(spec)}; target an object instead (e.g. "target creature").`);
      return;
    }
    if (use.requires === "stack" && spec.objects.zone !== "stack") {
      this.report("CS2009", spec.range, `${verb} acts on spells on the stack, but the target is ${describeTarget(spec)}; target a spell instead (e.g. "target spell").`);
    } else if (use.requires === "play" && spec.objects.zone !== "play") {
      this.report("CS2009", spec.range, `${verb} acts on permanents in play, but the target is ${describeTarget(spec)}; target a permanent (e.g. "target creature").`);
    } else if (use.requires === "notInPlay" && spec.objects.zone === "play") {
      this.report("CS2009", spec.range, `${verb} puts a card into play, but the target is already in play; target a card in another zone (e.g. "target creature card in your graveyard").`);
    } else if (use.requires === "damageable" && !canBeDamaged(spec.objects)) {
      this.report("CS2009", spec.range, `Damage can be dealt only to creatures, planeswalkers and players, but the target is ${describeTarget(spec)}; target a creature, a planeswalker or a player.`);
    }
  }

  private checkEachUse(effect: Effect, filter: ObjectFilter, requires: Requirement): void {
    const verb = checkRule(effect).verb;
    if (requires === "stack" && filter.zone !== "stack") {
      this.report("CS2009", effect.range, `${verb} acts on spells on the stack, but these are not spells; name spells instead (e.g. "all spells").`);
    } else if (requires === "play" && filter.zone !== "play") {
      this.report("CS2009", effect.range, `${verb} acts on permanents in play, but these are cards in a ${filter.zone}; name permanents instead (e.g. "each creature you control").`);
    } else if (requires === "notInPlay" && filter.zone === "play") {
      this.report("CS2009", effect.range, `${verb} puts cards into play, but these are already in play; name cards in another zone (e.g. "all creature cards in all graveyards").`);
    } else if (requires === "damageable" && !canBeDamaged(filter)) {
      this.report("CS2009", effect.range, "Damage can be dealt only to creatures, planeswalkers and players; name creatures or planeswalkers (e.g. \"each creature\").");
    }
  }

  private reportUndefinedX(effectRange: SourceRange, why: string): void {
    this.report("CS2006", this.findWord(effectRange, "X") ?? effectRange, `X has no value here: ${why}. Use a number, or add X to the cost (−X, {X}).`);
  }

  private reportLinked(range: SourceRange): void {
    this.report("CS2025", range, "'The removed card' refers to a card another ability of this card removed from the game, but no ability removes one; add it (e.g. 'When … comes into play, remove another target nonland permanent from the game.').");
  }

  // ---- text helpers (exact ranges when the source text is known)

  /** The range of the first standalone occurrence of `word` inside `within`, if the text is known. */
  private findWord(within: SourceRange, word: string): SourceRange | undefined {
    if (!this.lines) return undefined;
    const text = this.lines.text;
    let from = within.start.offset;
    for (;;) {
      const at = text.indexOf(word, from);
      if (at < 0 || at + word.length > within.end.offset) return undefined;
      if (!isWordChar(text.charCodeAt(at - 1)) && !isWordChar(text.charCodeAt(at + word.length))) {
        return { start: this.lines.position(at), end: this.lines.position(at + word.length) };
      }
      from = at + 1;
    }
  }

  /** The whole line(s) holding `range`, line break included, when nothing else is on them; else `range`. */
  private wholeLineRange(range: SourceRange): SourceRange {
    if (!this.lines) return range;
    const text = this.lines.text;
    const start = this.lines.lineStart(range.start.offset);
    const end = this.lines.lineEnd(range.end.offset);
    const before = text.slice(start, range.start.offset);
    const after = text.slice(range.end.offset, end);
    // The line may start with its keyword ("loyalty 3", "cost {1}"): the node is still the whole line.
    if (!/^\s*(?:loyalty|cost|type)?\s*$/i.test(before) || (after.trim() !== "" && !after.trim().startsWith("#"))) return range;
    let next = end;
    if (text.charCodeAt(next) === 13) next++;
    if (text.charCodeAt(next) === 10) next++;
    return { start: this.lines.position(start), end: this.lines.position(next) };
  }

  /**
   * The range from the first word of the line holding `range` to the end of `range`: the type line with its
   * `type` keyword, "loyalty 3", "cost {1}". Without the text, `range` itself.
   */
  private lineContent(range: SourceRange): SourceRange {
    if (!this.lines) return range;
    const text = this.lines.text;
    let start = this.lines.lineStart(range.start.offset);
    while (start < range.start.offset && (text.charCodeAt(start) === 32 || text.charCodeAt(start) === 9 || text.charCodeAt(start) === 0xfeff)) start++;
    return start < range.start.offset ? { start: this.lines.position(start), end: range.end } : range;
  }

  /** An insertion of a new line after the line holding `after`, indented like that line. */
  private insertLineAfter(after: SourceRange, content: string, message: string): Suggestion {
    if (!this.lines) {
      return { message, range: { start: after.end, end: after.end }, replacement: `\n  ${content}` };
    }
    const text = this.lines.text;
    const lineStart = this.lines.lineStart(after.start.offset);
    const indent = /^[ \t]*/.exec(text.slice(lineStart, after.start.offset))?.[0] ?? "";
    const end = this.lines.lineEnd(after.end.offset);
    const newline = text.charCodeAt(end) === 13 ? "\r\n" : "\n";
    const position = this.lines.position(end);
    return { message, range: { start: position, end: position }, replacement: `${newline}${indent || "  "}${content}` };
  }
}

/** Whether an AST node holds the snow symbol {S} anywhere (a cost of the card, or of something in its text). */
function holdsSnowSymbol(node: unknown): boolean {
  if (node === null || typeof node !== "object") return false;
  if (Array.isArray(node)) return node.some(holdsSnowSymbol);
  const record = node as Record<string, unknown>;
  if (record.kind === "Snow" && "range" in record) return true;
  for (const key in record) if (key !== "range" && holdsSnowSymbol(record[key])) return true;
  return false;
}

/** Canonical order of mana symbols: X, then generic, then coloured. */
/** A mana cost's converted mana cost by the 2007 rules: a hybrid symbol counts its largest part ({2/W} 2, {G/W} 1), {X} 0. */
function convertedManaCostOf(cost: ManaCost): number {
  let total = 0;
  for (const symbol of cost.symbols) {
    if (symbol.kind === "Generic") total += symbol.amount;
    else if (symbol.kind === "Colored" || symbol.kind === "Snow") total += 1; // {S}: one generic mana (104.3h)
    else if (symbol.kind === "Hybrid") total += Math.max(1, symbol.generic ?? 1);
  }
  return total;
}

function symbolRank(kind: string): number {
  return kind === "X" ? 0 : kind === "Generic" ? 1 : 2;
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function abilityEffects(ability: Ability): Effect[] {
  switch (ability.kind) {
    case "Loyalty":
    case "Activated":
    case "Spell":
      return ability.body.kind === "Effects" ? ability.body.effects : [];
    case "Triggered":
      return ability.body.effects;
    case "Champion":
    case "Hideaway":
      // A keyword's written-out abilities (the removal its linked ability refers to)
      return ability.abilities.flatMap((part) => abilityEffects(part));
    default:
      return [];
  }
}

/** True when `value` holds an Amount X (`{kind: "X"}` without a range; mana symbols {X} carry a range). */
function containsAmountX(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some(containsAmountX);
  const record = value as Record<string, unknown>;
  if (record.kind === "X" && !("range" in record)) return true;
  // "If X is 5 or more, …" (families/conditional's XAtLeast): the same X.
  if (record.kind === "XAtLeast") return true;
  for (const key in record) {
    if (key === "range" || key === "mana") continue;
    // "Counter target spell unless its controller pays {X}" (Broken Ambitions): the payment's {X} is the spell's X.
    if (key === "unlessPays" && hasXSymbol(record[key])) return true;
    if (containsAmountX(record[key])) return true;
  }
  return false;
}

function hasXSymbol(cost: unknown): boolean {
  const symbols = (cost as { symbols?: { kind: string }[] } | undefined)?.symbols;
  return symbols?.some((symbol) => symbol.kind === "X") ?? false;
}

function canBeDamaged(filter: ObjectFilter): boolean {
  if (filter.zone !== "play") return false;
  if (filter.types.length === 0) return !filter.excludedTypes.includes("Creature") || !filter.excludedTypes.includes("Planeswalker");
  return filter.types.includes("Creature") || filter.types.includes("Planeswalker");
}

function describeTarget(spec: TargetSpec): string {
  if (!spec.objects) return "a player";
  const filter = spec.objects;
  const noun = filter.types.length > 0 ? filter.types.map((type) => type.toLowerCase()).join(" or ") : "permanent";
  const negated = filter.excludedTypes.map((type) => `non${type.toLowerCase()} `).join("");
  if (filter.zone === "stack") return `${spec.players ? "a player or " : ""}${filter.types.length > 0 ? `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${negated}${noun} spell` : `a ${negated}spell`}`;
  const where = filter.zone === "play" ? "" : ` card in a ${filter.zone}`;
  const base = filter.zone === "play" ? `${negated}${noun}` : `${negated}${filter.types.length > 0 ? noun : ""}${where}`.trim();
  return `${spec.players ? "a player or " : ""}${/^[aeiou]/.test(base) ? "an" : "a"} ${base}`;
}

/** How the validator reads each kind of effect: the families' rules, by kind. */
const CHECK_RULES = Object.assign({}, ...SYNTAX_FAMILIES.map((family) => family.check)) as { [K in Effect["kind"]]: CheckRule<Extract<Effect, { kind: K }>> };

function checkRule(effect: Effect): CheckRule<Effect> {
  return CHECK_RULES[effect.kind] as CheckRule<Effect>;
}

/** How the validator reads each trigger, replacement and static ability: the ability families' rules, by kind. */
const ABILITY_CHECK_RULES = Object.assign({}, ...ABILITY_FAMILIES.map((family) => family.check)) as {
  [K in AbilityPart["kind"]]: AbilityCheckRule<Extract<AbilityPart, { kind: K }>>;
};
type AbilityPart = Trigger | Replacement | StaticEffect;

function abilityCheckRule<N extends AbilityPart>(node: N): AbilityCheckRule<N> {
  return ABILITY_CHECK_RULES[node.kind as N["kind"]] as AbilityCheckRule<N>;
}

/** The effects and, after each, the effects it holds ("you may …"), at any depth. */
function withNested(effects: readonly Effect[]): Effect[] {
  const out: Effect[] = [];
  for (const effect of effects) {
    out.push(effect);
    const nested = checkRule(effect).nested?.(effect);
    if (nested) out.push(...withNested(nested));
  }
  return out;
}

/** Which targets an effect uses, and as what (each family lists its own). */
function targetUses(effect: Effect): TargetUse[] {
  const uses: TargetUse[] = [];
  checkRule(effect).targetUses(effect, uses);
  return uses;
}

/** The "enchanted …"/"equipped …" references anywhere in an ability (the AST is plain data: a walk finds them). */
/** Whether a node of that kind is anywhere in the tree (ranges aside). */
function containsKind(node: unknown, kind: string): boolean {
  if (Array.isArray(node)) return node.some((item) => containsKind(item, kind));
  if (node === null || typeof node !== "object") return false;
  const record = node as Record<string, unknown>;
  if (record.kind === kind) return true;
  for (const key in record) if (key !== "range" && containsKind(record[key], kind)) return true;
  return false;
}

function attachedRefsIn(node: unknown, found: AttachedRef[] = []): AttachedRef[] {
  if (Array.isArray(node)) {
    for (const item of node) attachedRefsIn(item, found);
  } else if (node !== null && typeof node === "object") {
    const record = node as Record<string, unknown>;
    if (record.kind === "Attached" && (record.by === "enchanted" || record.by === "equipped")) found.push(record as unknown as AttachedRef);
    else for (const key in record) if (key !== "range") attachedRefsIn(record[key], found);
  }
  return found;
}
