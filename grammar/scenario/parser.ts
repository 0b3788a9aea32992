/**
 * The `.scenario` parser: Chevrotain tokens (lexer.ts) → typed AST (ast.ts) + diagnostics.
 *
 * Why a hand-written line parser over Chevrotain's tokens rather than a Chevrotain grammar: the language is
 * line-based and card names are free text whose end is decided by the words that may follow them in that
 * line (`… targeting`, `… with X=2`, `… +1`, `… loyalty 3`). That is a context-dependent gate at every name,
 * which reads more clearly as code; and a line is the natural unit of error recovery (one diagnostic per
 * malformed line, and parsing goes on with the next line), so no token-level recovery is needed.
 */
import { tokenMatcher, type IToken, type TokenType } from "../chevrotain.js";
import type { SourcePosition, SourceRange } from "../ast.js";
import type { Diagnostic, Suggestion } from "../diagnostics.js";
import { ScenarioCodes } from "./codes.js";
import {
  Alice,
  Bob,
  Colon,
  Comma,
  keyword,
  KEYWORD_WORDS,
  LoyaltyCost,
  ManaSymbol,
  Newline,
  NumberLiteral,
  Ordinal,
  PlainWord,
  Possessive,
  PowerToughness,
  scenarioLexer,
  SignedPT,
  StringLiteral,
  Times,
  Word,
  XAssign,
  type KeywordName,
} from "./lexer.js";
import { closest, quoteList } from "./suggest.js";
import {
  ACTION_KINDS,
  MAX_SETUP_OBJECTS,
  SCENARIO_ZONES,
  STEP_WORDS,
  type AbilityCostRef,
  type Answer,
  type CardName,
  type CounterSpec,
  type ObjectRef,
  type PlayerName,
  type PlayerRef,
  type ScenarioBlock,
  type ScenarioFile,
  type ScenarioZone,
  type SetupLine,
  type StepLine,
  type StepName,
  type TargetRef,
  type ZoneEntry,
} from "./ast.js";

export interface ScenarioParseResult {
  file: ScenarioFile;
  diagnostics: Diagnostic[];
}

/** Thrown inside one line's parse; becomes that line's diagnostic. */
class LineError extends Error {
  constructor(
    readonly range: SourceRange,
    message: string,
    readonly code: string = ScenarioCodes.malformedLine,
    readonly suggestions?: Suggestion[],
  ) {
    super(message);
  }
}

const LINE_STARTS = ["scenario", "rules", "seed", "turn", "resolve", "advance", "expect", "Alice", "Bob"];
const PLAYER_VERBS = ["life", "poison", "casts", "plays", "suspends", "turns", "activates", "chooses", "attacks", "blocks", ...SCENARIO_ZONES];
const LARGEST_NUMBER = 1_000_000;

function startOf(token: IToken): SourcePosition {
  return { offset: token.startOffset, line: token.startLine ?? 1, column: token.startColumn ?? 1 };
}

function endOf(token: IToken): SourcePosition {
  return { offset: (token.endOffset ?? token.startOffset) + 1, line: token.endLine ?? 1, column: (token.endColumn ?? 1) + 1 };
}

function rangeOf(first: IToken, last: IToken = first): SourceRange {
  return { start: startOf(first), end: endOf(last) };
}

function isKeyword(token: IToken | undefined, word: KeywordName): boolean {
  return token !== undefined && tokenMatcher(token, keyword(word));
}

function describe(token: IToken | undefined): string {
  return token === undefined ? "the end of the line" : `'${token.image}'`;
}

/** Reads one line's tokens. */
class LineParser {
  private position = 0;

  constructor(
    private readonly tokens: IToken[],
    /** Where "the end of the line" is, for errors about something missing. */
    private readonly endPosition: SourcePosition,
  ) {}

  peek(ahead = 0): IToken | undefined {
    return this.tokens[this.position + ahead];
  }

  atEnd(): boolean {
    return this.position >= this.tokens.length;
  }

  next(): IToken {
    const token = this.tokens[this.position];
    if (!token) throw this.error("Unexpected end of the line.");
    this.position++;
    return token;
  }

  at(type: TokenType, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token !== undefined && tokenMatcher(token, type);
  }

  atKeyword(word: KeywordName, ahead = 0): boolean {
    return isKeyword(this.peek(ahead), word);
  }

  /** Whether the token `ahead` is this plain word, in any case ("for its evoke cost", "with conspire"). */
  wordAt(ahead: number, word: string): boolean {
    const token = this.peek(ahead);
    return token !== undefined && tokenMatcher(token, Word) && token.image.toLowerCase() === word;
  }

  /** The range of the current token, or an empty range at the end of the line. */
  hereRange(): SourceRange {
    const token = this.peek();
    return token ? rangeOf(token) : { start: this.endPosition, end: this.endPosition };
  }

  error(message: string, code?: string, suggestions?: Suggestion[]): LineError {
    return new LineError(this.hereRange(), message, code, suggestions);
  }

  expect(type: TokenType, what: string, context: string): IToken {
    if (!this.at(type)) throw this.error(`Expected ${what} ${context}, found ${describe(this.peek())}.`);
    return this.next();
  }

  /** A keyword; a misspelling of it gets a did-you-mean. */
  expectKeyword(word: KeywordName, context: string): IToken {
    if (this.atKeyword(word)) return this.next();
    const found = this.peek();
    if (found && tokenMatcher(found, PlainWord) && closest(found.image, [word]) !== undefined) {
      throw this.error(`Unknown word '${found.image}' ${context}: did you mean '${word}'?`, ScenarioCodes.unknownKeyword, [
        { message: `Replace with '${word}'`, range: rangeOf(found), replacement: word },
      ]);
    }
    throw this.error(`Expected '${word}' ${context}, found ${describe(found)}.`);
  }

  expectEnd(context: string): void {
    if (!this.atEnd()) throw this.error(`Unexpected ${describe(this.peek())} after ${context}: remove it, or start a new line.`);
  }

  number(what: string, context: string, minimum = 0, maximum = LARGEST_NUMBER, why = ""): { value: number; range: SourceRange } {
    const token = this.expect(NumberLiteral, what, context);
    const value = Number(token.image);
    if (value < minimum || value > maximum) {
      throw new LineError(
        rangeOf(token),
        `${what[0].toUpperCase()}${what.slice(1)} must be between ${minimum} and ${maximum.toLocaleString("en-US")}${why}; found ${token.image}.`,
        ScenarioCodes.badNumber,
      );
    }
    return { value, range: rangeOf(token) };
  }

  player(context: string): PlayerRef {
    const token = this.peek();
    if (token && (tokenMatcher(token, Alice) || tokenMatcher(token, Bob))) {
      this.next();
      return { kind: "Player", name: token.image as PlayerName, range: rangeOf(token) };
    }
    if (token && tokenMatcher(token, Word)) {
      const guess = closest(token.image, ["Alice", "Bob"]);
      throw this.error(
        `Unknown player '${token.image}' ${context}: the players are Alice and Bob${guess ? ` (did you mean '${guess}'?)` : ""}.`,
        ScenarioCodes.malformedLine,
        guess ? [{ message: `Replace with '${guess}'`, range: rangeOf(token), replacement: guess }] : undefined,
      );
    }
    throw this.error(`Expected a player (Alice or Bob) ${context}, found ${describe(token)}.`);
  }

  atPlayer(): boolean {
    return this.at(Alice) || this.at(Bob);
  }

  /**
   * A card name: one or more words, ending where `stop` says (or at the end of the line). With `commas`,
   * a comma followed by a word belongs to the name (`Nicol Bolas, Planeswalker`).
   */
  cardName(context: string, stop: (parser: LineParser) => boolean, commas: boolean): CardName {
    const words: IToken[] = [];
    let text = "";
    while (!this.atEnd() && !stop(this)) {
      if (this.at(Word)) {
        const token = this.next();
        text += (text === "" ? "" : " ") + token.image;
        words.push(token);
      } else if (commas && words.length > 0 && this.at(Comma) && this.at(Word, 1)) {
        words.push(this.next());
        text += ",";
      } else break;
    }
    if (words.length === 0) throw this.error(`Expected a card name ${context}, found ${describe(this.peek())}.`);
    return { kind: "CardName", name: text, range: rangeOf(words[0], words[words.length - 1]) };
  }

  /** `[<player>'s] <card name>[ #k]` */
  objectRef(context: string, stop: (parser: LineParser) => boolean, commas = true): ObjectRef {
    const first = this.peek();
    let owner: PlayerRef | undefined;
    if (first && tokenMatcher(first, Possessive)) {
      this.next();
      const name = first.image.startsWith("Alice") ? "Alice" : "Bob";
      owner = {
        kind: "Player",
        name,
        range: { start: startOf(first), end: { ...startOf(first), offset: first.startOffset + name.length, column: (first.startColumn ?? 1) + name.length } },
      };
    }
    const card = this.cardName(context, (parser) => parser.at(Ordinal) || stop(parser), commas);
    let ordinal: number | undefined;
    let last = card.range.end;
    if (this.at(Ordinal)) {
      const token = this.next();
      ordinal = Number(token.image.slice(1));
      if (ordinal < 1) throw new LineError(rangeOf(token), `'${token.image}': objects are counted from #1.`, ScenarioCodes.badNumber);
      last = endOf(token);
    }
    return { kind: "ObjectRef", owner, card, ordinal, range: { start: first ? startOf(first) : card.range.start, end: last } };
  }

  target(context: string, stop: (parser: LineParser) => boolean): TargetRef {
    if (this.atPlayer() && (this.peek(1) === undefined || stop(new LineParser(this.tokens.slice(this.position + 1), this.endPosition)))) {
      return this.player(context);
    }
    return this.objectRef(context, stop);
  }

  /** `targeting <target> [and <target> …]` (the keyword already read). */
  targets(): TargetRef[] {
    const targets: TargetRef[] = [this.target("after 'targeting'", (parser) => parser.atKeyword("and"))];
    while (this.atKeyword("and")) {
      this.next();
      targets.push(this.target("after 'and'", (parser) => parser.atKeyword("and")));
    }
    return targets;
  }

  /** `with X=<n>` if present. */
  optionalX(): number | undefined {
    if (!(this.atKeyword("with") && this.at(XAssign, 1))) return undefined;
    this.next();
    const token = this.next();
    const value = Number(token.image.replace(/^X\s*=\s*/, ""));
    if (value > LARGEST_NUMBER) throw new LineError(rangeOf(token), `X must be at most ${LARGEST_NUMBER}.`, ScenarioCodes.badNumber);
    return value;
  }

  /** An ability cost: `+2`, `-1`, `−X`, `0`, or mana/tap symbols `{2}, {T}`; then an optional `#k`. */
  abilityCost(context: string): AbilityCostRef {
    const first = this.peek();
    let cost: AbilityCostRef;
    if (first && tokenMatcher(first, LoyaltyCost)) {
      this.next();
      const body = first.image.slice(1);
      const negative = first.image[0] !== "+";
      const value: number | "-X" = body === "X" ? "-X" : negative ? -Number(body) : Number(body);
      if (body === "X" && !negative) throw new LineError(rangeOf(first), `'+X' is not a loyalty cost: write '-X'.`);
      cost = { kind: "LoyaltyCost", range: rangeOf(first), value, text: first.image, index: 1 };
    } else if (first && tokenMatcher(first, NumberLiteral) && first.image === "0") {
      this.next();
      cost = { kind: "LoyaltyCost", range: rangeOf(first), value: 0, text: "0", index: 1 };
    } else if (first && tokenMatcher(first, ManaSymbol)) {
      const symbols = [this.next()];
      while (this.at(Comma) && this.at(ManaSymbol, 1)) {
        this.next();
        symbols.push(this.next());
      }
      while (this.at(ManaSymbol)) symbols.push(this.next());
      const last = symbols[symbols.length - 1];
      const text = (this.tokens.slice(this.tokens.indexOf(symbols[0]), this.tokens.indexOf(last) + 1).map((token) => token.image).join(" ")).replace(/ ,/g, ",");
      cost = { kind: "CostText", range: rangeOf(symbols[0], last), symbols: symbols.map((token) => token.image.toUpperCase()), text, index: 1 };
    } else if (first && tokenMatcher(first, StringLiteral)) {
      this.next();
      cost = { kind: "CostText", range: rangeOf(first), symbols: [], text: first.image.slice(1, -1), index: 1, quoted: true };
    } else {
      throw this.error(`Expected the ability's cost ${context} (a loyalty cost such as '+1', '-2', '-X', '0', a cost such as '{2}, {T}', or a cost in quotes such as "Sacrifice a creature"), found ${describe(first)}.`);
    }
    if (this.at(Ordinal)) {
      const token = this.next();
      cost.index = Number(token.image.slice(1));
      if (cost.index < 1) throw new LineError(rangeOf(token), `'${token.image}': abilities are counted from #1.`, ScenarioCodes.badNumber);
      cost.range = { start: cost.range.start, end: endOf(token) };
    }
    return cost;
  }

  /** A step: the rest of the line, matched against the twelve step names. */
  step(context: string): StepName {
    const words: IToken[] = [];
    while (!this.atEnd()) words.push(this.next());
    if (words.length === 0) throw this.error(`Expected a step ${context}, found the end of the line. The steps are: ${quoteList(STEP_WORDS.map(([word]) => word))}.`, ScenarioCodes.unknownStep);
    const text = words.map((token) => token.image).join(" ");
    const found = STEP_WORDS.find(([word]) => word === text);
    if (found) return found[1];
    const range = rangeOf(words[0], words[words.length - 1]);
    const guess = closest(text, STEP_WORDS.map(([word]) => word));
    throw new LineError(
      range,
      `Unknown step '${text}'${guess ? `: did you mean '${guess}'?` : "."} The steps are: ${quoteList(STEP_WORDS.map(([word]) => word))}.`,
      ScenarioCodes.unknownStep,
      guess ? [{ message: `Replace with '${guess}'`, range, replacement: guess }] : undefined,
    );
  }

  zoneWord(context: string): ScenarioZone {
    const token = this.peek();
    const zone = SCENARIO_ZONES.find((candidate) => isKeyword(token, candidate));
    if (zone) {
      this.next();
      return zone;
    }
    const guess = token && tokenMatcher(token, Word) ? closest(token.image, SCENARIO_ZONES) : undefined;
    throw this.error(
      `Expected a zone ${context} (${quoteList(SCENARIO_ZONES)}), found ${describe(token)}${guess ? `: did you mean '${guess}'?` : "."}`,
      ScenarioCodes.unknownZone,
      guess && token ? [{ message: `Replace with '${guess}'`, range: rangeOf(token), replacement: guess }] : undefined,
    );
  }

  /** `with <n> <kind> counters [and <n> <kind> counters …]` (the `with` already read). */
  counterSpecs(): CounterSpec[] {
    const specs: CounterSpec[] = [];
    do {
      if (specs.length > 0) this.next(); // "and"
      const start = this.hereRange().start;
      const count = this.number("a number of counters", "after 'with'");
      const kindToken = this.peek();
      let counter: string;
      if (kindToken && tokenMatcher(kindToken, SignedPT)) counter = this.next().image.replace(/−/g, "-");
      else if (kindToken && tokenMatcher(kindToken, Word) && !isKeyword(kindToken, "counters") && !isKeyword(kindToken, "counter")) counter = this.next().image;
      else throw this.error(`Expected a counter kind (such as 'loyalty' or '+1/+1') after the number, found ${describe(kindToken)}.`);
      if (!this.atKeyword("counters") && !this.atKeyword("counter")) throw this.error(`Expected 'counters' (or 'counter' for one) after '${counter}', found ${describe(this.peek())}.`);
      const unit = this.next();
      if (unit.image === "counter" && count.value !== 1) throw new LineError(rangeOf(unit), `Write '${count.value} ${counter} counters': 'counter' is for exactly one.`);
      if (unit.image === "counters" && count.value === 1) throw new LineError(rangeOf(unit), `Write '1 ${counter} counter': 'counters' is for more than one.`);
      specs.push({ kind: "Counters", count: count.value, counter, range: { start, end: endOf(unit) } });
    } while (this.atKeyword("and"));
    return specs;
  }

  /** `[<n> x ]<card name>[ tapped][ with <n> <kind> counters]` */
  zoneEntry(): ZoneEntry {
    const start = this.hereRange().start;
    let count = 1;
    if (this.at(NumberLiteral)) {
      count = this.number("the number of copies", "at the start of an entry", 1, MAX_SETUP_OBJECTS, " (the most objects a scenario's setup may place)").value;
      this.expectKeyword("x", "between the number of copies and the card name (write '3 x Island')");
    }
    const card = this.cardName("in this entry", (parser) => parser.atKeyword("tapped") || parser.atKeyword("with") || parser.at(Comma), false);
    let end = card.range.end;
    let tapped = false;
    if (this.atKeyword("tapped")) {
      end = endOf(this.next());
      tapped = true;
    }
    let counters: CounterSpec[] = [];
    if (this.atKeyword("with")) {
      this.next();
      counters = this.counterSpecs();
      end = counters[counters.length - 1].range.end;
    }
    if (!this.atEnd() && !this.at(Comma)) {
      throw this.error(`Unexpected ${describe(this.peek())} in an entry: an entry is '[<n> x ]<card name>[ tapped][ with <n> <kind> counters]', and entries are separated by commas.`);
    }
    return { kind: "Entry", count, card, tapped, counters, range: { start, end } };
  }

  // -------------------------------------------------------------------------------------------------------
  // Lines

  line(): SetupLine | StepLine | { kind: "Header"; title: string; titleRange: SourceRange } {
    const first = this.peek()!;
    if (isKeyword(first, "scenario")) {
      this.next();
      const title = this.expect(StringLiteral, 'a title in double quotes (scenario "212.9f: …")', "after 'scenario'");
      this.expectEnd("the scenario title");
      return { kind: "Header", title: title.image.slice(1, -1), titleRange: rangeOf(title) };
    }
    if (isKeyword(first, "rules")) {
      this.next();
      const edition = this.peek();
      if (!edition || !(tokenMatcher(edition, NumberLiteral) || tokenMatcher(edition, Word))) throw this.error(`Expected a rules edition after 'rules' (rules 2007), found ${describe(edition)}.`);
      this.next();
      this.expectEnd("the rules edition");
      return { kind: "Rules", edition: edition.image, range: rangeOf(first, edition) };
    }
    if (isKeyword(first, "seed")) {
      this.next();
      const seed = this.number("a seed (a whole number)", "after 'seed'");
      this.expectEnd("the seed");
      return { kind: "Seed", seed: seed.value, range: { start: startOf(first), end: seed.range.end } };
    }
    if (isKeyword(first, "turn")) {
      this.next();
      const player = this.player("after 'turn'");
      const step = this.step("after the player");
      return { kind: "Turn", player, step, range: this.lineRange() };
    }
    if (isKeyword(first, "resolve")) {
      this.next();
      const all = this.atKeyword("all") ? this.next() : undefined;
      this.expectEnd(all ? "'resolve all'" : "'resolve' (or 'resolve all')");
      return { kind: "Resolve", all: all !== undefined, range: all ? rangeOf(first, all) : rangeOf(first) };
    }
    if (isKeyword(first, "advance")) {
      this.next();
      this.expectKeyword("to", "after 'advance'");
      const player = this.atPlayer() ? this.player("") : undefined;
      const step = this.step(player ? "after the player" : "after 'advance to'");
      return { kind: "Advance", player, step, range: this.lineRange() };
    }
    if (isKeyword(first, "expect")) {
      this.next();
      return this.expectation();
    }
    if (this.atPlayer()) return this.playerLine();
    if (tokenMatcher(first, Word)) {
      const guess = closest(first.image, LINE_STARTS);
      throw this.error(
        `Unknown word '${first.image}' at the start of a line${guess ? `: did you mean '${guess}'?` : "."} A line starts with a player (Alice, Bob) or one of ${quoteList(LINE_STARTS.slice(0, 7))}.`,
        ScenarioCodes.unknownKeyword,
        guess ? [{ message: `Replace with '${guess}'`, range: rangeOf(first), replacement: guess }] : undefined,
      );
    }
    throw this.error(`Unexpected ${describe(first)} at the start of a line: a line starts with a player (Alice, Bob) or one of ${quoteList(LINE_STARTS.slice(0, 7))}.`);
  }

  private lineRange(): SourceRange {
    return rangeOf(this.tokens[0], this.tokens[this.tokens.length - 1]);
  }

  private playerLine(): SetupLine | StepLine {
    const player = this.player("");
    const verb = this.peek();
    const context = `after '${player.name}'`;
    if (isKeyword(verb, "life")) {
      this.next();
      const life = this.number("a life total", "after 'life'");
      this.expectEnd("the life total");
      return { kind: "Life", player, life: life.value, range: this.lineRange() };
    }
    if (isKeyword(verb, "poison")) {
      this.next();
      const poison = this.number("a number of poison counters", "after 'poison'");
      this.expectEnd("the number of poison counters");
      return { kind: "Poison", player, poison: poison.value, range: this.lineRange() };
    }
    const zone = SCENARIO_ZONES.find((candidate) => isKeyword(verb, candidate));
    if (zone || (verb && tokenMatcher(verb, Word) && this.at(Colon, 1))) {
      const zoneName = this.zoneWord(context);
      this.expect(Colon, "':'", `after '${zoneName}'`);
      const entries = [this.zoneEntry()];
      while (this.at(Comma)) {
        this.next();
        entries.push(this.zoneEntry());
      }
      return { kind: "Zone", player, zone: zoneName, entries, range: this.lineRange() };
    }
    if (isKeyword(verb, "casts")) {
      this.next();
      const card = this.objectRef(
        "after 'casts'",
        (parser) =>
          parser.atKeyword("targeting") ||
          (parser.atKeyword("with") && (parser.at(XAssign, 1) || parser.wordAt(1, "conspire") || parser.wordAt(1, "kicker") || parser.wordAt(1, "buyback") || parser.wordAt(1, "delve") || parser.wordAt(1, "convoke"))) ||
          (parser.wordAt(0, "for") && parser.wordAt(1, "its")) ||
          (parser.wordAt(0, "face") && parser.wordAt(1, "down") && parser.peek(2) === undefined),
      );
      // "face down": a card with morph played face down as a 2/2 creature for {3} (502.26a)
      if (this.wordAt(0, "face") && this.wordAt(1, "down")) {
        this.next();
        this.next();
        this.expectEnd("the face-down cast");
        return { kind: "Cast", player, card, targets: [], faceDown: true, range: this.lineRange() };
      }
      // "for its evoke cost" (an alternative cost), "with conspire" (an additional cost): how the spell is played.
      let alternativeCost: "evoke" | "prowl" | "flashback" | undefined;
      if (this.wordAt(0, "for") && this.wordAt(1, "its")) {
        const start = this.next();
        this.next();
        const name = this.peek();
        if (!(this.wordAt(0, "evoke") || this.wordAt(0, "prowl") || this.wordAt(0, "flashback")) || !this.wordAt(1, "cost")) {
          throw new LineError(name ? rangeOf(name) : rangeOf(start), "After 'for its', name the alternative cost the spell is played for: 'for its evoke cost', 'for its prowl cost' or 'for its flashback cost'.", ScenarioCodes.malformedLine);
        }
        alternativeCost = this.wordAt(0, "prowl") ? "prowl" : this.wordAt(0, "flashback") ? "flashback" : "evoke";
        this.next();
        this.next();
      }
      let conspire = false;
      if (this.atKeyword("with") && this.wordAt(1, "conspire")) {
        this.next();
        this.next();
        conspire = true;
      }
      // "with kicker": its kicker cost paid as well (an additional cost)
      let kicker = false;
      if (this.atKeyword("with") && this.wordAt(1, "kicker")) {
        this.next();
        this.next();
        kicker = true;
      }
      // "with buyback": its buyback cost paid as well (an additional cost, 502.16a)
      let buyback = false;
      if (this.atKeyword("with") && this.wordAt(1, "buyback")) {
        this.next();
        this.next();
        buyback = true;
      }
      // "with delve 3": that many cards removed from the graveyard as it is played (502.64a)
      let delve: number | undefined;
      if (this.atKeyword("with") && this.wordAt(1, "delve")) {
        this.next();
        this.next();
        const token = this.next();
        if (!token || !tokenMatcher(token, NumberLiteral)) throw new LineError(token ? rangeOf(token) : this.lineRange(), "After 'with delve', write how many cards are removed from the graveyard: 'with delve 3'.", ScenarioCodes.malformedLine);
        delve = Number(token.image);
        if (delve > LARGEST_NUMBER) throw new LineError(rangeOf(token), `delve must be at most ${LARGEST_NUMBER}.`, ScenarioCodes.badNumber);
      }
      // "with convoke Grizzly Bears and Llanowar Elves": the creatures tapped as it is played (502.46a)
      let convoke: ObjectRef[] | undefined;
      if (this.atKeyword("with") && this.wordAt(1, "convoke")) {
        this.next();
        this.next();
        const stop = (parser: LineParser) => parser.atKeyword("and") || parser.atKeyword("targeting") || parser.atKeyword("with");
        convoke = [this.objectRef("after 'with convoke'", stop)];
        while (this.atKeyword("and")) {
          this.next();
          convoke.push(this.objectRef("after 'and'", stop));
        }
      }
      const x = this.optionalX();
      const targets = this.atKeyword("targeting") ? (this.next(), this.targets()) : [];
      this.expectEnd("the cast");
      return { kind: "Cast", player, card, x, targets, ...(alternativeCost !== undefined ? { alternativeCost } : {}), ...(conspire ? { conspire } : {}), ...(kicker ? { kicker } : {}), ...(buyback ? { buyback } : {}), ...(delve !== undefined ? { delve } : {}), ...(convoke !== undefined ? { convoke } : {}), range: this.lineRange() };
    }
    if (isKeyword(verb, "plays")) {
      this.next();
      const card = this.objectRef("after 'plays'", () => false);
      return { kind: "Play", player, card, range: this.lineRange() };
    }
    if (isKeyword(verb, "suspends")) {
      this.next();
      const card = this.objectRef("after 'suspends'", () => false);
      return { kind: "Suspend", player, card, range: this.lineRange() };
    }
    // "Alice turns Whipcorder face up": morph's special action (502.26d)
    if (verb !== undefined && tokenMatcher(verb, Word) && verb.image.toLowerCase() === "turns") {
      this.next();
      const permanent = this.objectRef("after 'turns'", (parser) => parser.wordAt(0, "face") && parser.wordAt(1, "up") && parser.peek(2) === undefined);
      if (!(this.wordAt(0, "face") && this.wordAt(1, "up"))) {
        throw new LineError(this.hereRange(), "After the permanent, write 'face up': 'Alice turns Whipcorder face up' (morph, 502.26d).", ScenarioCodes.malformedLine);
      }
      this.next();
      this.next();
      this.expectEnd("turning it face up");
      return { kind: "TurnFaceUp", player, permanent, range: this.lineRange() };
    }
    if (isKeyword(verb, "activates")) {
      this.next();
      const permanent = this.objectRef(
        "after 'activates'",
        (parser) =>
          parser.at(LoyaltyCost) ||
          parser.at(ManaSymbol) ||
          parser.at(StringLiteral) ||
          (parser.at(NumberLiteral) && parser.peek()!.image === "0") ||
          parser.atKeyword("targeting") ||
          (parser.atKeyword("with") && parser.at(XAssign, 1)),
      );
      const cost = this.abilityCost(`after '${permanent.card.name}'`);
      const x = this.optionalX();
      const targets = this.atKeyword("targeting") ? (this.next(), this.targets()) : [];
      this.expectEnd("the activation");
      return { kind: "Activate", player, permanent, cost, x, targets, range: this.lineRange() };
    }
    if (isKeyword(verb, "chooses")) {
      this.next();
      const answer = this.answer();
      if (answer.kind !== "ObjectRef" || !this.atKeyword("and")) return { kind: "Choose", player, answer, range: this.lineRange() };
      const more: ObjectRef[] = [];
      while (this.atKeyword("and")) {
        this.next();
        more.push(this.objectRef("after 'and'", (parser) => parser.atKeyword("and")));
      }
      return { kind: "Choose", player, answer, more, range: this.lineRange() };
    }
    if (isKeyword(verb, "attacks")) {
      this.next();
      const defender = this.target("after 'attacks'", (parser) => parser.atKeyword("with"));
      this.expectKeyword("with", "after what is attacked (write 'Alice attacks Bob with Grizzly Bears')");
      const attackers = [this.objectRef("after 'with'", (parser) => parser.at(Comma), false)];
      while (this.at(Comma)) {
        this.next();
        attackers.push(this.objectRef("after ','", (parser) => parser.at(Comma), false));
      }
      return { kind: "Attack", player, defender, attackers, range: this.lineRange() };
    }
    if (isKeyword(verb, "blocks")) {
      this.next();
      const attacker = this.objectRef("after 'blocks'", (parser) => parser.atKeyword("with"));
      this.expectKeyword("with", "after the attacker (write 'Bob blocks Grizzly Bears with Hill Giant')");
      const blocker = this.objectRef("after 'with'", () => false);
      return { kind: "Block", player, attacker, blocker, range: this.lineRange() };
    }
    const guess = verb && tokenMatcher(verb, Word) ? closest(verb.image, PLAYER_VERBS) : undefined;
    throw this.error(
      `Expected what ${player.name} does or has after '${player.name}' (${quoteList(PLAYER_VERBS)}), found ${describe(verb)}${guess ? `: did you mean '${guess}'?` : "."}`,
      ScenarioCodes.unknownKeyword,
      guess && verb ? [{ message: `Replace with '${guess}'`, range: rangeOf(verb), replacement: guess }] : undefined,
    );
  }

  private answer(): Answer {
    const token = this.peek();
    if (token && this.tokens.length - this.position === 1) {
      if (isKeyword(token, "yes")) return (this.next(), { kind: "Yes", range: rangeOf(token) });
      if (isKeyword(token, "no")) return (this.next(), { kind: "No", range: rangeOf(token) });
      if (isKeyword(token, "nothing")) return (this.next(), { kind: "Nothing", range: rangeOf(token) });
      if (this.atPlayer()) return this.player("");
      if (this.at(StringLiteral)) return (this.next(), { kind: "Text", text: token.image.slice(1, -1), range: rangeOf(token) });
    }
    if (token && tokenMatcher(token, ManaSymbol) && this.tokens.slice(this.position).every((next) => tokenMatcher(next, ManaSymbol))) {
      const symbols = this.tokens.slice(this.position);
      this.position = this.tokens.length;
      return { kind: "Mana", symbols: symbols.map((symbol) => symbol.image.toUpperCase()).join(""), range: rangeOf(symbols[0], symbols[symbols.length - 1]) };
    }
    if (!token) throw this.error("Expected an answer after 'chooses': yes, no, nothing, a player, mana such as {G}, a card or permanent, or a quoted text.");
    return this.objectRef("after 'chooses'", (parser) => parser.atKeyword("and"));
  }

  private expectation(): StepLine {
    const range = (): SourceRange => this.lineRange();
    if (this.atKeyword("error")) {
      this.next();
      let text: string | undefined;
      if (this.at(StringLiteral)) text = this.next().image.slice(1, -1);
      this.expectEnd("'expect error'");
      return { kind: "ExpectError", text, range: range() };
    }
    if (this.atKeyword("stack")) {
      this.next();
      this.expectKeyword("empty", "after 'expect stack'");
      this.expectEnd("'expect stack empty'");
      return { kind: "ExpectStackEmpty", range: range() };
    }
    if (this.atPlayer() && !this.at(Possessive)) {
      const player = this.player("");
      const verb = this.peek();
      if (isKeyword(verb, "life")) {
        this.next();
        const life = this.number("a life total", "after 'life'");
        this.expectEnd("the life total");
        return { kind: "ExpectLife", player, life: life.value, range: range() };
      }
      if (isKeyword(verb, "poison")) {
        this.next();
        const poison = this.number("a number of poison counters", "after 'poison'");
        this.expectEnd("the number of poison counters");
        return { kind: "ExpectPoison", player, poison: poison.value, range: range() };
      }
      if (isKeyword(verb, "has") && this.at(NumberLiteral, 1)) {
        // "expect Bob has 3 poison counters" (104.3d): the same check as "expect Bob poison 3"
        this.next();
        const poison = this.number("a number of poison counters", "after 'has'");
        this.expectKeyword("poison", "after the number (write 'expect Bob has 3 poison counters')");
        if (this.atKeyword("counters") || this.atKeyword("counter")) this.next();
        else throw this.error(`Expected 'counters' after 'poison', found ${describe(this.peek())}.`);
        this.expectEnd("'poison counters'");
        return { kind: "ExpectPoison", player, poison: poison.value, range: range() };
      }
      if (isKeyword(verb, "lost")) {
        this.next();
        this.expectEnd("'lost'");
        return { kind: "ExpectLost", player, lost: true, range: range() };
      }
      if (isKeyword(verb, "has")) {
        this.next();
        this.expectKeyword("not", "after 'has' (write 'expect Bob has not lost')");
        this.expectKeyword("lost", "after 'has not'");
        this.expectEnd("'has not lost'");
        return { kind: "ExpectLost", player, lost: false, range: range() };
      }
      if (isKeyword(verb, "controls")) {
        this.next();
        if (this.atKeyword("no")) {
          this.next();
          const card = this.cardName("after 'controls no'", () => false, true);
          return { kind: "ExpectControlsNo", player, card, range: range() };
        }
        const card = this.cardName("after 'controls'", (parser) => parser.at(Times), true);
        const count = this.at(Times) ? Number(this.next().image.slice(1)) : undefined;
        this.expectEnd("the card name and count");
        return { kind: "ExpectControls", player, card, count, range: range() };
      }
      if (isKeyword(verb, "can") || isKeyword(verb, "cannot")) {
        this.next();
        this.expectKeyword("activate", `after '${verb!.image}'`);
        const permanent = this.objectRef("after 'activate'", (parser) => parser.at(LoyaltyCost) || parser.at(ManaSymbol) || parser.at(StringLiteral) || (parser.at(NumberLiteral) && parser.peek()!.image === "0"));
        const cost = this.abilityCost(`after '${permanent.card.name}'`);
        this.expectEnd("the ability's cost");
        return { kind: "ExpectCanActivate", player, permanent, cost, can: isKeyword(verb, "can"), range: range() };
      }
      const zone = SCENARIO_ZONES.find((candidate) => isKeyword(verb, candidate));
      if (zone || (verb && tokenMatcher(verb, PlainWord) && closest(verb.image, SCENARIO_ZONES))) {
        const zoneName = this.zoneWord(`after '${player.name}'`);
        if (this.atKeyword("has")) {
          this.next();
          const card = this.cardName("after 'has'", (parser) => parser.at(Times), true);
          const count = this.at(Times) ? Number(this.next().image.slice(1)) : undefined;
          this.expectEnd("the card name and count");
          return { kind: "ExpectZoneHas", player, zone: zoneName, card, count, range: range() };
        }
        if (this.atKeyword("lacks")) {
          this.next();
          const card = this.cardName("after 'lacks'", () => false, true);
          return { kind: "ExpectZoneLacks", player, zone: zoneName, card, range: range() };
        }
        if (this.atKeyword("count")) {
          this.next();
          const count = this.number("a number of cards", "after 'count'");
          this.expectEnd("the count");
          return { kind: "ExpectZoneCount", player, zone: zoneName, count: count.value, range: range() };
        }
        throw this.error(`Expected 'has', 'lacks' or 'count' after '${zoneName}', found ${describe(this.peek())}.`, ScenarioCodes.unknownKeyword);
      }
      const guess = verb && tokenMatcher(verb, Word) ? closest(verb.image, ["life", "lost", "has", "controls", "can", "cannot", ...SCENARIO_ZONES]) : undefined;
      throw this.error(
        `Expected what to check about ${player.name} ('life', 'lost', 'has not lost', 'controls', 'can activate', 'cannot activate', or a zone), found ${describe(verb)}${guess ? `: did you mean '${guess}'?` : "."}`,
        ScenarioCodes.unknownKeyword,
        guess && verb ? [{ message: `Replace with '${guess}'`, range: rangeOf(verb), replacement: guess }] : undefined,
      );
    }
    if (this.atEnd()) throw this.error("Expected what to check after 'expect'.");
    const object = this.objectRef(
      "after 'expect'",
      (parser) =>
        parser.atKeyword("loyalty") ||
        parser.atKeyword("damage") ||
        parser.atKeyword("tapped") ||
        parser.atKeyword("untapped") ||
        parser.atKeyword("has") ||
        parser.at(NumberLiteral) ||
        parser.at(PowerToughness),
    );
    const what = this.peek();
    if (isKeyword(what, "loyalty")) {
      this.next();
      const loyalty = this.number("a loyalty", "after 'loyalty'");
      this.expectEnd("the loyalty");
      return { kind: "ExpectLoyalty", object, loyalty: loyalty.value, range: range() };
    }
    if (isKeyword(what, "damage")) {
      this.next();
      const damage = this.number("an amount of damage", "after 'damage'");
      this.expectEnd("the damage");
      return { kind: "ExpectDamage", object, damage: damage.value, range: range() };
    }
    if (isKeyword(what, "tapped") || isKeyword(what, "untapped")) {
      this.next();
      this.expectEnd(`'${what!.image}'`);
      return { kind: "ExpectTapped", object, tapped: isKeyword(what, "tapped"), range: range() };
    }
    if (isKeyword(what, "has")) {
      this.next();
      const words: IToken[] = [];
      while (!this.atEnd()) words.push(this.next());
      if (words.length === 0) throw this.error("Expected a keyword ability after 'has' (flying, vigilance, trample, haste, …).");
      return { kind: "ExpectKeyword", object, keyword: words.map((token) => token.image).join(" "), range: range() };
    }
    if (what && tokenMatcher(what, PowerToughness)) {
      this.next();
      const [power, toughness] = what.image.split("/").map(Number);
      this.expectEnd("the power and toughness");
      return { kind: "ExpectPowerToughness", object, power, toughness, range: range() };
    }
    if (what && tokenMatcher(what, NumberLiteral)) {
      const count = this.number("a number of counters", "");
      const kindToken = this.peek();
      let counter: string;
      if (kindToken && tokenMatcher(kindToken, SignedPT)) counter = this.next().image.replace(/−/g, "-");
      else if (kindToken && tokenMatcher(kindToken, Word) && !isKeyword(kindToken, "counters") && !isKeyword(kindToken, "counter")) counter = this.next().image;
      else throw this.error(`Expected a counter kind (such as 'loyalty' or '+1/+1') after the number, found ${describe(kindToken)}.`);
      if (!this.atKeyword("counters") && !this.atKeyword("counter")) throw this.error(`Expected 'counters' after '${counter}', found ${describe(this.peek())}.`);
      this.next();
      this.expectEnd("the counters");
      return { kind: "ExpectCounters", object, count: count.value, counter, range: range() };
    }
    const guess = what && tokenMatcher(what, Word) ? closest(what.image, ["loyalty", "damage", "tapped", "untapped", "has"]) : undefined;
    throw this.error(
      `Expected what to check about ${object.card.name}: 'loyalty <n>', '<n> <kind> counters', 'damage <n>', '<p>/<t>', 'tapped', 'untapped' or 'has <keyword>'; found ${describe(what)}${guess ? ` (did you mean '${guess}'?)` : ""}.`,
      ScenarioCodes.unknownKeyword,
    );
  }
}

/** Parses a `.scenario` file. Never throws: every problem is a diagnostic with its range. */
export function parseScenarioFile(text: string, file: string): ScenarioParseResult {
  const diagnostics: Diagnostic[] = [];
  const lexed = scenarioLexer.tokenize(text);
  for (const error of lexed.errors) {
    const start: SourcePosition = { offset: error.offset, line: error.line ?? 1, column: error.column ?? 1 };
    // Shown as a code point unless printable ASCII: a control character must not reach the terminal raw.
    const code = text.codePointAt(error.offset) ?? 0;
    const character = code < 32 || code >= 127 ? `U+${code.toString(16).toUpperCase().padStart(4, "0")}` : `'${text[error.offset]}'`;
    diagnostics.push({
      file,
      range: { start, end: { offset: error.offset + 1, line: start.line, column: start.column + 1 } },
      severity: "error",
      code: ScenarioCodes.unexpectedCharacter,
      message: `Unexpected character ${character}: scenario lines are made of words, numbers, "titles", costs such as {2}, and '#' comments.`,
    });
  }

  // Split into lines; a line with a lexing error is reported once (by the lexer) and skipped.
  const badLines = new Set(lexed.errors.map((error) => error.line));
  const lines: IToken[][] = [[]];
  for (const token of lexed.tokens) {
    if (tokenMatcher(token, Newline)) lines.push([]);
    else lines[lines.length - 1].push(token);
  }

  const blocks: ScenarioBlock[] = [];
  let current: ScenarioBlock | undefined;
  let reportedOutside = false;
  for (const tokens of lines) {
    if (tokens.length === 0) continue;
    if (badLines.has(tokens[0].startLine)) {
      if (current) current.malformedLines++;
      continue;
    }
    const last = tokens[tokens.length - 1];
    const parser = new LineParser(tokens, endOf(last));
    let line: ReturnType<LineParser["line"]>;
    try {
      line = parser.line();
    } catch (error) {
      if (!(error instanceof LineError)) throw error;
      diagnostics.push({ file, range: error.range, severity: "error", code: error.code, message: error.message, suggestions: error.suggestions });
      if (current) current.malformedLines++;
      continue;
    }
    if (line.kind === "Header") {
      current = { kind: "Block", title: line.title, titleRange: line.titleRange, setup: [], steps: [], malformedLines: 0, range: rangeOf(tokens[0], last) };
      blocks.push(current);
      continue;
    }
    if (!current) {
      if (!reportedOutside) {
        diagnostics.push({
          file,
          range: rangeOf(tokens[0], last),
          severity: "error",
          code: ScenarioCodes.outsideBlock,
          message: 'This line comes before any scenario: start the block with a line such as scenario "212.9a: …".',
        });
        reportedOutside = true;
      }
      continue;
    }
    current.range = { start: current.range.start, end: endOf(last) };
    if (line.kind === "Rules" || line.kind === "Seed" || line.kind === "Life" || line.kind === "Poison" || line.kind === "Turn" || line.kind === "Zone") {
      if (current.steps.length > 0) {
        current.malformedLines++;
        diagnostics.push({
          file,
          range: line.range,
          severity: "error",
          code: ScenarioCodes.setupAfterAction,
          message: "A setup line must come before the block's first action or expectation: move it up.",
        });
        continue;
      }
      current.setup.push(line);
    } else {
      current.steps.push(line);
    }
  }

  const end = lexed.tokens.length > 0 ? endOf(lexed.tokens[lexed.tokens.length - 1]) : { offset: 0, line: 1, column: 1 };
  const fileNode: ScenarioFile = {
    kind: "ScenarioFile",
    file,
    blocks,
    range: { start: { offset: 0, line: 1, column: 1 }, end },
  };
  return { file: fileNode, diagnostics };
}

/** Whether a step line is an action (as opposed to an expectation). */
export function isAction(line: StepLine): boolean {
  return ACTION_KINDS.has(line.kind);
}

export { KEYWORD_WORDS };
