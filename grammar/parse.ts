/**
 * `parseCardFile`: .card text → CardFile AST + diagnostics.
 *
 * The file is lexed once, the token stream is split into lines, and each line is parsed on its own by the
 * grammar rule that fits it (parser.ts). A card header (`card "Name"`) starts a card; the following lines up to
 * the next header belong to it. Parsing a line on its own means one bad line never hides another: every
 * independent mistake in a file is reported, and the other lines still produce their AST.
 *
 * Before a card's ability lines are parsed, any run of tokens spelling the card's own name becomes one
 * `SelfName` token, and a quoted ability (`with "…"`) is expanded into its own tokens between quote tokens.
 */
import type { IToken, TokenType } from "chevrotain";
import type {
  Ability,
  ActivationCost,
  Card,
  CardFile,
  CardType,
  Declaration,
  Identifier,
  Implementation,
  ImplementedAbility,
  LoyaltyCost,
  ManaCost,
  NumberLiteral,
  PowerToughness,
  SourceRange,
  Supertype,
  TypeLine,
} from "./ast.js";
import type { Diagnostic, Suggestion } from "./diagnostics.js";
import {
  AnyWord,
  Bullet,
  CARD_TYPES,
  cardLexer,
  CloseQuote,
  Colon,
  Comma,
  Fence,
  KEYWORD_ABILITIES,
  LBrace,
  NumberLit,
  OpenQuote,
  QuotedString,
  RBrace,
  retypeWord,
  SelfName,
  Slash,
  Star,
  SUPERTYPES,
  UnterminatedString,
  vocab,
  Word,
  Newline,
  Period,
  RParen,
} from "./lexer.js";
import { cardLineParser, cardTypeOf, supertypeOf, type LineProblem, type LineResult } from "./parser.js";
import { modalLineProblems } from "./modes.js";
import { abilityWordPrefix } from "./ability-words.js";
import { LineMap } from "./positions.js";
import { closestSentences, closestWord } from "./sentences.js";

/** Lines longer than this many tokens are not parsed (no ability is that long); reported instead. */
export const MAX_LINE_TOKENS = 400;
/** After this many diagnostics in one file, the rest are summarised in one. */
export const MAX_DIAGNOSTICS = 200;

const CardWord = vocab("Card");
const CostWord = vocab("Cost");
const TypeWordKw = vocab("Type");
const LoyaltyWord = vocab("Loyalty");
const DeclareWord = vocab("Declare");

interface Line {
  tokens: IToken[];
  start: number;
  end: number;
}

interface CardLines {
  header: Line;
  name: string;
  nameRange: SourceRange;
  lines: Line[];
}

export interface ParseResult {
  ast: CardFile;
  diagnostics: Diagnostic[];
}

function tokenEnd(token: IToken): number {
  return token.startOffset + token.image.length;
}

function makeToken(type: TokenType, image: string, startOffset: number): IToken {
  return {
    image,
    startOffset,
    endOffset: startOffset + image.length - 1,
    tokenType: type,
    tokenTypeIdx: type.tokenTypeIdx!,
  } as IToken;
}

class FileParser {
  readonly map: LineMap;
  readonly diagnostics: Diagnostic[] = [];
  private dropped = 0;
  /** Where a card's own name was recognised in its text (lexer complaints inside are withdrawn). */
  readonly selfNameSpans: [number, number][] = [];
  /** Whether the ability parseAbility just returned refers to "the removed card". */
  private lastAbilityRefersToLinked = false;
  /** The abilities the last ability line wrote after its first, on the same line (`LineResult`'s `also`). */
  private sameLineAbilities: Ability[] = [];

  constructor(
    readonly text: string,
    readonly file: string,
  ) {
    this.map = new LineMap(text);
  }

  report(
    code: string,
    message: string,
    start: number,
    end: number,
    options: { severity?: Diagnostic["severity"]; suggestions?: Suggestion[] } = {},
  ): void {
    if (this.diagnostics.length >= MAX_DIAGNOSTICS) {
      this.dropped++;
      return;
    }
    const diagnostic: Diagnostic = {
      file: this.file,
      range: this.map.range(start, end),
      severity: options.severity ?? "error",
      code,
      message,
    };
    if (options.suggestions && options.suggestions.length > 0) diagnostic.suggestions = options.suggestions;
    this.diagnostics.push(diagnostic);
  }

  suggestion(message: string, start: number, end: number, replacement: string): Suggestion {
    return { message, range: this.map.range(start, end), replacement };
  }

  /** A short, printable excerpt of source text for messages. */
  excerpt(start: number, end: number, max = 40): string {
    const raw = this.text.slice(start, Math.min(end, start + max + 1)).replace(/[\r\n\t]/g, " ");
    return raw.length > max ? `${raw.slice(0, max)}…` : raw;
  }

  // -------------------------------------------------------------------------------------------------------

  parse(): ParseResult {
    const lexed = cardLexer.tokenize(this.text);
    for (const token of lexed.tokens) {
      if (token.tokenType === QuotedString || token.tokenType === UnterminatedString) this.reportControlCharacters(token);
    }
    const lines = this.splitLines(lexed.tokens);

    const declarations: Declaration[] = [];
    const cards: CardLines[] = [];
    let current: CardLines | undefined;
    // Lines before the first card (or after a header too broken to read) are reported as one run.
    let skipping = false;
    let outside: { start: number; end: number } | undefined;
    const flushOutside = () => {
      if (outside) {
        this.report(
          "CS1012",
          `This text is not inside a card: start each card with a header such as card "Grizzly Bears", or make the text a # comment.`,
          outside.start,
          outside.end,
        );
        outside = undefined;
      }
    };

    for (const line of lines) {
      const first = line.tokens[0];
      // The lower-case word `card` starts a header (no ability line starts with it).
      if (first.tokenType === CardWord && first.image === "card") {
        flushOutside();
        const header = this.parseHeader(line);
        current = header ? { name: header.name, nameRange: header.nameRange, header: line, lines: [] } : undefined;
        if (current) cards.push(current);
        // A header too broken to name its card has its own diagnostic; its lines are not reported again.
        skipping = current === undefined;
        continue;
      }
      if (first.tokenType === DeclareWord) {
        const declaration = this.parseDeclaration(line);
        if (declaration) declarations.push(declaration);
        continue;
      }
      if (!current) {
        if (!skipping) {
          if (outside) outside.end = line.end;
          else outside = { start: line.start, end: line.end };
        }
        continue;
      }
      current.lines.push(line);
    }
    flushOutside();

    const cardNodes: Card[] = [];
    for (const card of cards) {
      const node = this.buildCard(card);
      if (node) cardNodes.push(node);
    }
    if (lexed.errors.length > 0) {
      const spans = this.selfNameSpans;
      this.reportLexErrors(
        lexed.errors.filter((e) => !spans.some(([start, end]) => e.offset >= start && e.offset + e.length <= end)),
      );
    }
    // In source order (a stable sort keeps a line's diagnostics in the order they were found).
    this.diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);

    if (cards.length === 0 && declarations.length === 0 && this.diagnostics.length === 0) {
      this.report(
        "CS1016",
        'This file holds no cards: write a card such as card "Grizzly Bears" with its cost, type and text.',
        0,
        0,
        {
          severity: "warning",
        },
      );
    }
    if (this.dropped > 0) {
      this.diagnostics.push({
        file: this.file,
        range: this.map.range(this.text.length, this.text.length),
        severity: "info",
        code: "CS1038",
        message: `${this.dropped} more problem(s) in this file are not shown: fix the ones above first.`,
      });
    }

    const ast: CardFile = {
      kind: "CardFile",
      file: this.file,
      declarations,
      cards: cardNodes,
      range: this.map.range(0, this.text.length),
    };
    return { ast, diagnostics: this.diagnostics };
  }

  private reportLexErrors(errors: { offset: number; length: number }[]): void {
    // Chevrotain reports each run of unknown characters; merge runs on the same line into one diagnostic.
    let previousEnd = -1;
    for (const error of errors) {
      const start = error.offset;
      const end = error.offset + Math.max(1, error.length);
      if (start === previousEnd && this.diagnostics.length > 0) {
        const last = this.diagnostics[this.diagnostics.length - 1];
        if (last.code === "CS1001" && last.range.end.line === this.map.position(start).line) {
          last.range = this.map.range(last.range.start.offset, end);
          last.message = this.unknownCharacterMessage(last.range.start.offset, end);
          previousEnd = end;
          continue;
        }
      }
      this.report("CS1001", this.unknownCharacterMessage(start, end), start, end);
      previousEnd = end;
    }
  }

  /**
   * Control characters (C0, DEL, C1) inside a quoted name or text: the lexer lets a string hold any character,
   * but these would reach terminals raw (`render`, messages: an ESC starts an escape sequence) and no card
   * needs them. One diagnostic per run of them, naming each as a \u escape.
   */
  private reportControlCharacters(token: IToken): void {
    const image = token.image;
    for (let index = 0; index < image.length; index++) {
      if (!isControlCharacter(image.charCodeAt(index))) continue;
      let end = index + 1;
      while (end < image.length && isControlCharacter(image.charCodeAt(end))) end++;
      const run = [...image.slice(index, end)];
      const shown = run.slice(0, 4).map(describeControlCharacter).join(", ") + (run.length > 4 ? ", …" : "");
      const what = image.startsWith('"') || image.startsWith("“") ? "quoted text" : "text";
      const start = token.startOffset + index;
      this.report(
        "CS1045",
        `Control character${run.length > 1 ? "s" : ""} ${shown} in ${what}: names and quoted texts can't hold control characters (terminals would run them). Remove ${run.length > 1 ? "them" : "it"}.`,
        start,
        start + (end - index),
        { suggestions: [this.suggestion(`Remove the control character${run.length > 1 ? "s" : ""}`, start, start + (end - index), "")] },
      );
      index = end - 1;
    }
  }

  private unknownCharacterMessage(start: number, end: number): string {
    const chars = this.text.slice(start, Math.min(end, start + 8));
    const shown = [...chars]
      .slice(0, 4)
      .map((c) => {
        const code = c.codePointAt(0)!;
        return code < 32 || code === 127 || code > 126
          ? `U+${code.toString(16).toUpperCase().padStart(4, "0")}`
          : `'${c}'`;
      })
      .join(" ");
    const more = end - start > 4 ? " …" : "";
    return `Unexpected character${end - start > 1 ? "s" : ""} ${shown}${more}: card text uses letters, digits, mana symbols like {W} and punctuation . , : ( ) / + − —. Remove ${end - start > 1 ? "them" : "it"} or put the text in a # comment.`;
  }

  /** Splits the token stream at line breaks. A fence token is a line of its own. */
  private splitLines(tokens: IToken[]): Line[] {
    const lines: Line[] = [];
    let current: IToken[] = [];
    const flush = () => {
      if (current.length > 0) {
        // Oracle's layout of a modal spell, one mode per line ("Choose one —", then "• Draw two cards."): the
        // mode lines belong to the "Choose …" line before them, as one ability (grammar/modes.ts).
        const previous = lines[lines.length - 1];
        if (current[0].tokenType === Bullet && previous !== undefined && previous.tokens[0].tokenType === vocab("Choose")) {
          previous.tokens.push(...current);
          previous.end = tokenEnd(current[current.length - 1]);
        } else {
          lines.push({ tokens: current, start: current[0].startOffset, end: tokenEnd(current[current.length - 1]) });
        }
        current = [];
      }
    };
    for (const token of tokens) {
      if (token.tokenType === Newline) {
        flush();
        continue;
      }
      if (token.tokenType === Fence) {
        flush();
        current.push(token);
        flush();
        continue;
      }
      if (token.tokenType === Word) retypeWord(token);
      current.push(token);
    }
    flush();
    return lines;
  }

  // -------------------------------------------------------------------------------------------------------
  // Card headers

  private parseHeader(line: Line): { name: string; nameRange: SourceRange } | undefined {
    const [keyword, nameToken, ...rest] = line.tokens;
    if (!nameToken) {
      const at = tokenEnd(keyword);
      this.report(
        "CS1010",
        `A card header needs the card's name in double quotes: card "Name".`,
        keyword.startOffset,
        at,
        {
          suggestions: [this.suggestion('Insert a name: card "Name"', at, at, ' "Name"')],
        },
      );
      return undefined;
    }
    if (nameToken.tokenType === UnterminatedString) {
      const at = line.end;
      this.report(
        "CS1002",
        `The card name has no closing quote: end it with " on the same line.`,
        nameToken.startOffset,
        at,
        {
          suggestions: [
            this.suggestion(`Insert the closing quote`, at, at, nameToken.image.startsWith("“") ? "”" : '"'),
          ],
        },
      );
      // Read on as if the quote were closed at the end of the line, so the card's other mistakes are reported too.
      const name = withoutControlCharacters(nameToken.image.slice(1).trim());
      return name === "" ? undefined : { name, nameRange: this.map.range(nameToken.startOffset, tokenEnd(nameToken)) };
    }
    if (nameToken.tokenType !== QuotedString) {
      // `card Jace Beleren`, `card 'Jace Beleren'`: the words (without single quotes) are the intended name.
      const words = this.text
        .slice(nameToken.startOffset, line.end)
        .trim()
        .replace(/^['‘’](.*)['‘’]$/, "$1");
      this.report(
        "CS1010",
        `Card names are written in double quotes: card "${words}".`,
        nameToken.startOffset,
        line.end,
        {
          suggestions: [
            this.suggestion(
              `Quote the name: "${words}"`,
              nameToken.startOffset,
              line.end,
              `"${words.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`,
            ),
          ],
        },
      );
      // Read on with the unquoted words as the name (the fix above), so the card's other mistakes are reported too.
      return { name: withoutControlCharacters(words.trim()), nameRange: this.map.range(nameToken.startOffset, line.end) };
    }
    if (rest.length > 0) {
      const last = rest[rest.length - 1];
      this.report(
        "CS1010",
        `Unexpected text after the card name: a header is only card "Name". Put the cost, type and text on the following lines.`,
        rest[0].startOffset,
        tokenEnd(last),
      );
    }
    const image = nameToken.image;
    // Control characters are reported (CS1045) and shown as U+FFFD in the name, so no later message about the
    // card prints them raw.
    const name = withoutControlCharacters(image.startsWith("“") ? image.slice(1, -1) : image.slice(1, -1).replace(/\\(.)/g, "$1"));
    const nameRange = this.map.range(nameToken.startOffset, tokenEnd(nameToken));
    if (name.trim() === "") {
      this.report(
        "CS1011",
        "The card name is empty: write the name between the quotes.",
        nameToken.startOffset,
        tokenEnd(nameToken),
      );
      return undefined;
    }
    if (name !== name.trim()) {
      this.report(
        "CS1011",
        "The card name starts or ends with spaces: remove them.",
        nameToken.startOffset,
        tokenEnd(nameToken),
        {
          suggestions: [
            this.suggestion("Trim the name", nameToken.startOffset, tokenEnd(nameToken), JSON.stringify(name.trim())),
          ],
        },
      );
    }
    return { name, nameRange };
  }

  private parseDeclaration(line: Line): Declaration | undefined {
    const parser = cardLineParser();
    parser.begin(line.tokens.slice(1), this.map);
    const result = parser.declarationBody();
    if (parser.errors.length > 0 || !result) {
      this.report(
        "CS1025",
        "A declaration reads: declare planeswalker type Name (or declare creature type Name); several names are separated by commas.",
        line.start,
        line.end,
      );
      return undefined;
    }
    const what = result.what.image.toLowerCase();
    if (what !== "planeswalker" && what !== "creature") {
      this.report(
        "CS1025",
        `Only planeswalker types and creature types can be declared, not '${result.what.image}' types.`,
        result.what.startOffset,
        tokenEnd(result.what),
      );
      return undefined;
    }
    const names: Identifier[] = result.names.map((t) => ({
      kind: "Identifier",
      name: t.image,
      range: this.map.range(t.startOffset, tokenEnd(t)),
    }));
    return {
      kind: "Declaration",
      what: what === "planeswalker" ? "planeswalker type" : "creature type",
      names,
      range: this.map.range(line.start, line.end),
    };
  }

  // -------------------------------------------------------------------------------------------------------
  // Cards

  private buildCard(card: CardLines): Card | undefined {
    let cost: ManaCost | undefined;
    let typeLine: TypeLine | undefined;
    let loyalty: NumberLiteral | undefined;
    let powerToughness: PowerToughness | undefined;
    const abilities: Ability[] = [];
    const seen = new Map<string, Line>();
    let firstAbility: Line | undefined;
    const pending: { line: Line; fence?: Line }[] = [];

    const header = (kind: string, line: Line): boolean => {
      const previous = seen.get(kind);
      if (previous) {
        this.report(
          "CS1013",
          `This card already has a ${kind} line (line ${this.map.position(previous.start).line}): keep one.`,
          line.start,
          line.end,
        );
        return false;
      }
      seen.set(kind, line);
      if (firstAbility) {
        this.report(
          "CS1015",
          `The ${kind} line comes after the card's abilities: move it above them (order: cost, type, loyalty, power/toughness, abilities).`,
          line.start,
          line.end,
          { severity: "warning" },
        );
      }
      return true;
    };

    for (let index = 0; index < card.lines.length; index++) {
      const line = card.lines[index];
      const [first, second] = line.tokens;
      if (first.tokenType === Fence) {
        const previous = pending[pending.length - 1];
        if (previous && previous.line === card.lines[index - 1] && !previous.fence) previous.fence = line;
        else {
          this.checkFence(line);
          this.report(
            "CS1033",
            "A code block must follow the ability it implements, on the next line: move it under that ability's line, or remove it.",
            line.start,
            line.start + 3,
          );
        }
        continue;
      }
      if (first.tokenType === CostWord && (!second || second.tokenType !== Colon)) {
        if (header("cost", line)) cost = this.parseCost(line);
        continue;
      }
      if (first.tokenType === TypeWordKw) {
        if (header("type", line)) typeLine = this.parseTypeLine(line);
        continue;
      }
      if (first.tokenType === LoyaltyWord && (!second || second.tokenType === NumberLit)) {
        if (header("loyalty", line)) loyalty = this.parseLoyalty(line);
        continue;
      }
      if ((first.tokenType === NumberLit || first.tokenType === Star) && second?.tokenType === Slash) {
        if (header("power/toughness", line)) powerToughness = this.parsePowerToughness(line);
        continue;
      }
      firstAbility ??= line;
      pending.push({ line });
    }

    if (!typeLine) {
      const at = tokenEnd(card.header.tokens[card.header.tokens.length - 1]);
      if (!seen.has("type")) {
        this.report(
          "CS1014",
          `Card "${card.name}" has no type line: add one such as 'type Creature — Bear' below its cost.`,
          card.header.start,
          at,
        );
      }
      typeLine = { kind: "TypeLine", supertypes: [], types: [], subtypes: [], range: this.map.range(at, at) };
    }

    const isSpell = typeLine.types.includes("Instant") || typeLine.types.includes("Sorcery");
    const nameTokens = card.name;
    const linkedReferences = new Set<Ability>();
    for (const { line: written, fence } of pending) {
      // "Domain — …": an ability word has no rules meaning; the ability is the text after the dash.
      const abilityWord = abilityWordPrefix(written.tokens);
      const line = abilityWord === undefined ? written : { tokens: written.tokens.slice(2), start: written.tokens[2]?.startOffset ?? written.end, end: written.end };
      if (abilityWord !== undefined && line.tokens.length === 0) {
        this.report("CS1087", `The ability word '${abilityWord} —' stands before an ability, and none follows: write the ability after the dash, or remove the word.`, written.start, written.end);
        continue;
      }
      this.sameLineAbilities = [];
      const ability = this.parseAbility(line, fence, card, nameTokens, isSpell);
      if (!ability) continue;
      if (abilityWord !== undefined) ability.abilityWord = abilityWord;
      abilities.push(ability);
      if (this.lastAbilityRefersToLinked) linkedReferences.add(ability);
      abilities.push(...this.sameLineAbilities);
    }
    if (linkedReferences.size > 0) this.linkAbilities(abilities, linkedReferences, card);

    const lastLine = card.lines.length > 0 ? card.lines[card.lines.length - 1] : card.header;
    // Optional members are absent (not undefined) when the card has no such line; JSON keeps the printed order.
    const node = { kind: "Card", name: card.name, nameRange: card.nameRange } as Card;
    if (cost) node.cost = cost;
    node.typeLine = typeLine;
    if (loyalty) node.loyalty = loyalty;
    if (powerToughness) node.powerToughness = powerToughness;
    node.abilities = abilities;
    node.range = this.map.range(card.header.start, lastLine.end);
    return node;
  }

  private runLine<T>(
    tokens: IToken[],
    rule: (parser: ReturnType<typeof cardLineParser>) => T,
  ): { result: T | undefined; parser: ReturnType<typeof cardLineParser> } {
    const parser = cardLineParser();
    parser.begin(tokens, this.map);
    let result: T | undefined;
    // Chevrotain signals every mismatch with an exception and captures its stack trace, which nothing reads:
    // on a line the grammar does not know, that capture was half the time of the parse (issue 20, item 7).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      result = rule(parser);
    } catch (error) {
      // Only Chevrotain's own recognition exceptions are expected here; anything else is a bug worth seeing,
      // with its stack: the same parse again, with stack traces, throws it again.
      if (parser.errors.length === 0) {
        Error.stackTraceLimit = stackTraceLimit;
        const again = cardLineParser();
        again.begin(tokens, this.map);
        rule(again);
        throw error;
      }
      result = undefined;
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    return { result, parser };
  }

  private reportProblems(problems: LineProblem[]): boolean {
    let errors = false;
    for (const problem of problems) {
      const severity = problem.severity ?? "error";
      if (severity === "error") errors = true;
      const suggestions = problem.suggestion
        ? [
            this.suggestion(
              problem.suggestion.message,
              problem.suggestion.start,
              problem.suggestion.end,
              problem.suggestion.replacement,
            ),
          ]
        : undefined;
      this.report(problem.code, problem.message, problem.start, problem.end, { severity, suggestions });
    }
    return errors;
  }

  private parseCost(line: Line): ManaCost | undefined {
    const body = line.tokens.slice(1);
    const costWord = line.tokens[0];
    if (body.length === 0) {
      this.report(
        "CS1020",
        "The cost line has no mana symbols: write e.g. cost {2}{W}{W} (lands have no cost line).",
        costWord.startOffset,
        tokenEnd(costWord),
      );
      return undefined;
    }
    if (this.reportBraces(body)) return undefined;
    const { result, parser } = this.runLine(body, (p) => p.manaCostLine());
    if (parser.errors.length > 0 || !result) {
      const raw = this.text.slice(body[0].startOffset, line.end);
      const fixed = /^[0-9WUBRGXwubrgx]+$/.test(raw)
        ? raw.replace(/[0-9]+|[A-Za-z]/g, (m) => `{${m.toUpperCase()}}`)
        : undefined;
      this.report(
        "CS1020",
        `A mana cost is a sequence of mana symbols in braces, e.g. {2}{W}{W}${fixed ? `: write ${fixed}` : ""}.`,
        body[0].startOffset,
        line.end,
        { suggestions: fixed ? [this.suggestion(`Write ${fixed}`, body[0].startOffset, line.end, fixed)] : undefined },
      );
      return undefined;
    }
    if (this.reportProblems(parser.problems)) return undefined;
    return result;
  }

  private reportBraces(tokens: IToken[]): boolean {
    const brace = tokens.find((t) => t.tokenType === LBrace || t.tokenType === RBrace);
    if (!brace) return false;
    const open = brace.tokenType === LBrace;
    this.report(
      "CS1003",
      open
        ? "This '{' has no matching '}': mana symbols are written {2}, {W}, {T}."
        : "This '}' has no matching '{': mana symbols are written {2}, {W}, {T}.",
      brace.startOffset,
      brace.startOffset + 1,
    );
    return true;
  }

  private parseTypeLine(line: Line): TypeLine | undefined {
    const body = line.tokens.slice(1);
    const typeWord = line.tokens[0];
    if (body.length === 0) {
      this.report(
        "CS1022",
        "The type line is empty: write e.g. type Creature — Bear, or type Planeswalker — Jace.",
        typeWord.startOffset,
        tokenEnd(typeWord),
      );
      return undefined;
    }
    const { result, parser } = this.runLine(body, (p) => p.typeLineBody());
    if (parser.errors.length > 0 || !result) {
      const error = parser.errors[0];
      const bad = error?.token && !Number.isNaN(error.token.startOffset) ? error.token : body[0];
      this.report(
        "CS1022",
        `Unexpected '${this.excerpt(bad.startOffset, tokenEnd(bad), 20)}' in the type line: it reads [supertypes] types [— subtypes], e.g. type Legendary Creature — Elf Warrior.`,
        bad.startOffset,
        tokenEnd(bad),
      );
      return undefined;
    }
    const supertypes: Supertype[] = [];
    const types: CardType[] = [];
    let ok = true;
    for (const token of result.before) {
      const supertype = supertypeOf(token.image);
      const type = cardTypeOf(token.image);
      if (supertype && !supertypes.includes(supertype)) supertypes.push(supertype);
      else if (type && !types.includes(type)) types.push(type);
      else if (!supertype && !type) {
        ok = false;
        const guess = closestWord(token.image, [...CARD_TYPES, ...SUPERTYPES]);
        const dashHint = result.dash ? "" : " Subtypes go after a dash: type Creature — Bear.";
        this.report(
          "CS1022",
          `Unknown card type '${this.excerpt(token.startOffset, tokenEnd(token), 30)}'${guess ? `: did you mean '${guess}'?` : "."} Card types are ${CARD_TYPES.join(", ")}; supertypes are ${SUPERTYPES.join(", ")}.${guess ? "" : dashHint}`,
          token.startOffset,
          tokenEnd(token),
          {
            suggestions: guess
              ? [this.suggestion(`Replace with '${guess}'`, token.startOffset, tokenEnd(token), guess)]
              : undefined,
          },
        );
      }
    }
    if (ok && types.length === 0) {
      this.report(
        "CS1022",
        "The type line names no card type: add one, e.g. Creature, Planeswalker, Instant.",
        body[0].startOffset,
        line.end,
      );
      ok = false;
    }
    if (result.dash && result.after.length === 0) {
      this.report(
        "CS1022",
        "Nothing follows the dash: write the subtypes after it (e.g. — Jace) or remove the dash.",
        result.dash.startOffset,
        tokenEnd(result.dash),
      );
      ok = false;
    }
    if (!ok) return undefined;
    const subtypes: Identifier[] = result.after.map((t) => ({
      kind: "Identifier",
      name: t.image,
      range: this.map.range(t.startOffset, tokenEnd(t)),
    }));
    return { kind: "TypeLine", supertypes, types, subtypes, range: this.map.range(body[0].startOffset, line.end) };
  }

  private parseLoyalty(line: Line): NumberLiteral | undefined {
    const body = line.tokens.slice(1);
    const { result, parser } = this.runLine(body, (p) => p.loyaltyLineBody());
    if (parser.errors.length > 0 || !result) {
      this.report("CS1023", "The loyalty line needs one number: e.g. loyalty 3.", line.start, line.end);
      return undefined;
    }
    if (this.reportProblems(parser.problems)) return undefined;
    return {
      kind: "Number",
      value: result.value,
      range: this.map.range(result.token.startOffset, tokenEnd(result.token)),
    };
  }

  private parsePowerToughness(line: Line): PowerToughness | undefined {
    const { result, parser } = this.runLine(line.tokens, (p) => p.powerToughnessLine());
    if (parser.errors.length > 0 || !result) {
      this.report(
        "CS1024",
        "Power/toughness is written N/N (or */* when an ability defines it), alone on its line: e.g. 2/7.",
        line.start,
        line.end,
      );
      return undefined;
    }
    if (this.reportProblems(parser.problems)) return undefined;
    return {
      kind: "PowerToughness",
      power: result.power,
      toughness: result.toughness,
      range: this.map.range(line.start, line.end),
    };
  }

  // -------------------------------------------------------------------------------------------------------
  // Abilities

  /** Replaces runs of tokens spelling the card's name with one SelfName token; expands quoted abilities. */
  private prepareAbilityTokens(tokens: IToken[], name: string, lineEndOffset: number): IToken[] {
    let expanded = tokens;
    if (tokens.some((t) => t.tokenType === QuotedString)) {
      expanded = [];
      for (const token of tokens) {
        if (token.tokenType !== QuotedString) {
          expanded.push(token);
          continue;
        }
        const inner = token.image.slice(1, -1);
        const innerStart = token.startOffset + 1;
        expanded.push(makeToken(OpenQuote, token.image[0], token.startOffset));
        const lexed = cardLexer.tokenize(inner);
        for (const t of lexed.tokens) {
          if (t.tokenType === Newline) continue;
          t.startOffset += innerStart;
          t.endOffset = t.startOffset + t.image.length - 1;
          if (t.tokenType === Word) retypeWord(t);
          expanded.push(t);
        }
        expanded.push(makeToken(CloseQuote, token.image[token.image.length - 1], tokenEnd(token) - 1));
      }
    }
    // The name as written in the text, on token boundaries: "Nicol Bolas, Planeswalker deals …" → SelfName deals ….
    // Matching the text (not tokens) also covers names with characters the lexer rejects ("__proto__", "Ach! Hans"):
    // the lexer's complaints inside a matched name are withdrawn (see `parse`).
    const first = expanded[0];
    const text = this.text;
    const lineEnd = Math.max(tokenEnd(expanded[expanded.length - 1]), lineEndOffset);
    if (name === "") return expanded;
    const spans: number[] = [];
    const physicalLineStart = this.map.lineStarts[this.map.position(first.startOffset).line - 1];
    // Searched in the line alone: an indexOf over the rest of the file, for every line where the name does not
    // occur, made a file of many cards quadratic.
    const lineText = text.slice(physicalLineStart, lineEnd);
    for (let at = lineText.indexOf(name); at >= 0; at = lineText.indexOf(name, at + name.length)) {
      spans.push(physicalLineStart + at);
    }
    if (spans.length === 0) return expanded;
    const result: IToken[] = [];
    const n = expanded.length;
    let i = 0;
    for (const start of spans) {
      const end = start + name.length;
      while (i < n && tokenEnd(expanded[i]) <= start) result.push(expanded[i++]);
      if (i < n && expanded[i].startOffset < start) continue; // a token straddles the name's start: not the name
      let j = i;
      while (j < n && tokenEnd(expanded[j]) <= end) j++;
      if (j < n && expanded[j].startOffset < end) continue; // a token straddles its end ("Shock" in "Shockwave")
      result.push(makeToken(SelfName, name, start));
      this.selfNameSpans.push([start, end]);
      i = j;
    }
    while (i < n) result.push(expanded[i++]);
    return result;
  }

  private parseAbility(
    line: Line,
    fence: Line | undefined,
    card: CardLines,
    name: string,
    isSpell: boolean,
  ): Ability | undefined {
    const tokens = line.tokens;
    if (tokens.length > MAX_LINE_TOKENS) {
      this.report(
        "CS1037",
        `This ability line is too long (${tokens.length} words and symbols; at most ${MAX_LINE_TOKENS}): split it or shorten it.`,
        line.start,
        line.end,
      );
      if (fence) this.checkFence(fence);
      return undefined;
    }
    if (this.reportBraces(tokens)) return undefined;
    const unterminated = tokens.find((t) => t.tokenType === UnterminatedString);
    if (unterminated) {
      this.report(
        "CS1002",
        'This quote has no closing quote on the same line: close it with ".',
        unterminated.startOffset,
        line.end,
        {
          suggestions: [
            this.suggestion(
              "Insert the closing quote",
              line.end,
              line.end,
              unterminated.image.startsWith("“") ? "”" : '"',
            ),
          ],
        },
      );
      return undefined;
    }

    const spansBefore = this.selfNameSpans.length;
    let prepared = this.prepareAbilityTokens(tokens, name, line.end);
    let { result, parser } = this.runLine(prepared, (p) => p.abilityLine());
    let parsed = parser.errors.length === 0 && result !== undefined;
    // The parser is one shared instance: keep this run's failure before any other run replaces it.
    const failure = parser.errors[0]?.token;
    let problems = parser.problems;
    this.lastAbilityRefersToLinked = parser.refersToLinked;
    if (!parsed && this.selfNameSpans.length > spansBefore) {
      // A card named with ordinary words ("Draw") may use them as words: read the line again without the name.
      const plain = this.prepareAbilityTokens(tokens, "", line.end);
      const retry = this.runLine(plain, (p) => p.abilityLine());
      if (retry.parser.errors.length === 0 && retry.result !== undefined) {
        this.selfNameSpans.length = spansBefore;
        prepared = plain;
        ({ result, parser } = retry);
        problems = parser.problems;
        parsed = true;
        this.lastAbilityRefersToLinked = parser.refersToLinked;
      }
    }

    if (fence) {
      const implementation = this.implementationFor(line, fence, prepared, isSpell);
      if (!implementation) return undefined;
      if (parsed) {
        this.report(
          "CS1042",
          "The grammar knows this sentence, so the code block replaces its meaning: remove the block to use the sentence.",
          fence.start,
          fence.start + 3,
          { severity: "warning" },
        );
      }
      return implementation.ability;
    }

    if (!parsed || result === undefined) {
      this.reportUnknownAbility(line, prepared, failure, card, isSpell);
      return undefined;
    }
    if (this.reportProblems(problems)) return undefined;
    return this.finishResult(result, line, card, isSpell);
  }

  private finishResult(result: LineResult, line: Line, card: CardLines, isSpell: boolean): Ability | undefined {
    if (result.kind === "Ability") {
      this.sameLineAbilities = result.also ?? [];
      return result.ability;
    }
    if (!isSpell) {
      this.report(
        "CS1041",
        `This is an instruction, but "${card.name}" is not an instant or sorcery: a permanent's instructions need a cost ('{T}: …', '+1: …') or a trigger ('When ${card.name} comes into play, …').`,
        line.start,
        line.end,
      );
      return undefined;
    }
    return { kind: "Spell", body: result.body, range: result.body.range };
  }

  /** The escape hatch: a code block after an activated or loyalty ability, or after a spell's text. */
  private implementationFor(
    line: Line,
    fence: Line,
    prepared: IToken[],
    isSpell: boolean,
  ): { ability: Ability } | undefined {
    const code = this.checkFence(fence);
    if (!code) return undefined;
    const { result: prefix, parser } = this.runLine(prepared, (p) => p.abilityPrefix());
    // The prefix rule stops after the colon; Chevrotain reports the rest of the line as "not all input parsed".
    const prefixParsed = parser.errors.every((e) => e.name === "NotAllInputParsedException");
    const afterPrefix = prefixParsed && prefix ? parser.nextToken() : undefined;
    if (prefix && afterPrefix && Number.isNaN(afterPrefix.startOffset)) {
      this.report(
        "CS1033",
        "This ability has a cost but no text: write what it does after the colon (players read it); the code block implements it.",
        line.start,
        line.end,
      );
      return undefined;
    }
    if (prefix && afterPrefix && !Number.isNaN(afterPrefix.startOffset)) {
      let textEnd = line.end;
      if (prefix.reminder && this.text[textEnd - 1] === ")") textEnd--;
      const body: Implementation = {
        kind: "Implementation",
        text: this.text.slice(afterPrefix.startOffset, textEnd).trim(),
        code: code.code,
        codeRange: code.codeRange,
        range: this.map.range(afterPrefix.startOffset, fence.end),
      };
      const range = this.map.range(line.start, fence.end);
      if (prefix.kind === "Loyalty")
        return { ability: { kind: "Loyalty", cost: prefix.cost as LoyaltyCost, body, range } };
      return {
        ability: { kind: "Activated", cost: prefix.cost as ActivationCost, body, reminder: prefix.reminder, range },
      };
    }
    // No cost prefix on a permanent: a triggered, static or replacement ability.
    if (!isSpell) return { ability: this.implementedAbility(line, fence, prepared, code) };
    const body: Implementation = {
      kind: "Implementation",
      text: this.text.slice(line.start, line.end).trim(),
      code: code.code,
      codeRange: code.codeRange,
      range: this.map.range(line.start, fence.end),
    };
    return { ability: { kind: "Spell", body, range: this.map.range(line.start, fence.end) } };
  }

  /**
   * A triggered, static or replacement ability implemented by a block (ast.ts `ImplementedAbility`): its kind from
   * the line's words; for a triggered ability, the grammar's reading of its trigger or of its effect when it knows
   * one (the block gives the rest).
   */
  private implementedAbility(line: Line, fence: Line, prepared: IToken[], code: { code: string; codeRange: SourceRange }): ImplementedAbility {
    const text = this.text.slice(line.start, line.end).trim();
    const words = prepared.map((token) => token.image.toLowerCase());
    const body: Implementation = { kind: "Implementation", text, code: code.code, codeRange: code.codeRange, range: this.map.range(line.start, fence.end) };
    const range = this.map.range(line.start, fence.end);
    if (words[0] === "when" || words[0] === "whenever" || words[0] === "at") {
      const ability: ImplementedAbility = { kind: "Implemented", implements: "Triggered", body, range };
      const comma = prepared.findIndex((token) => token.tokenType === Comma);
      // When the grammar knows both halves, the block gives the trigger condition (a block is written for what
      // the grammar cannot say: a condition finer than a trigger family's, such as Soul Warden's in code).
      if (comma >= 0) {
        const after = this.runLine(prepared.slice(comma + 1), (p) => p.effectsLine());
        if (after.result !== undefined && after.parser.errors.length === 0 && after.parser.problems.length === 0) {
          ability.effects = after.result;
          return ability;
        }
      }
      const { result: trigger, parser } = this.runLine(prepared, (p) => p.triggerPrefix());
      if (trigger !== undefined && parser.errors.every((e) => e.name === "NotAllInputParsedException")) ability.trigger = trigger;
      return ability;
    }
    const replacement =
      words.includes("instead") || text.toLowerCase().includes("comes into play with") || text.toLowerCase().includes("enters the battlefield with");
    return { kind: "Implemented", implements: replacement ? "Replacement" : "Static", body, range };
  }

  /** Checks a fence token; returns the dedented code and its range, or undefined after reporting. */
  private checkFence(fence: Line): { code: string; codeRange: SourceRange } | undefined {
    const token = fence.tokens[0];
    const image = token.image;
    const lines: { start: number; text: string }[] = [];
    let position = 0;
    while (position <= image.length) {
      let endOfLine = image.indexOf("\n", position);
      if (endOfLine < 0) endOfLine = image.length;
      let text = image.slice(position, endOfLine);
      if (text.endsWith("\r")) text = text.slice(0, -1);
      lines.push({ start: token.startOffset + position, text });
      position = endOfLine + 1;
    }
    const opening = lines[0];
    const language = opening.text.trim().slice(3).trim();
    const closed = lines.length >= 2 && lines[lines.length - 1].text.trim() === "```";
    if (!closed) {
      this.report(
        "CS1004",
        "This code block is never closed: end it with a line holding only ```.",
        opening.start,
        opening.start + opening.text.length,
      );
      return undefined;
    }
    if (language !== "ts" && language !== "typescript") {
      this.report(
        "CS1043",
        `A code block here is TypeScript: open it with \`\`\`ts${language ? ` (not '${this.excerpt(opening.start + opening.text.indexOf(language), opening.start + opening.text.length, 20)}')` : ""}.`,
        opening.start,
        opening.start + opening.text.length,
        { suggestions: [this.suggestion("Write ```ts", opening.start, opening.start + opening.text.length, "```ts")] },
      );
      return undefined;
    }
    const codeLines = lines.slice(1, -1);
    if (codeLines.every((l) => l.text.trim() === "")) {
      this.report(
        "CS1044",
        "This code block is empty: write the body of resolve(ctx), or remove the block.",
        opening.start,
        opening.start + opening.text.length,
      );
      return undefined;
    }
    let indent = Infinity;
    for (const l of codeLines) {
      if (l.text.trim() === "") continue;
      const leading = /^[ \t]*/.exec(l.text)![0].length;
      indent = Math.min(indent, leading);
    }
    const code = codeLines.map((l) => l.text.slice(Math.min(indent, /^[ \t]*/.exec(l.text)![0].length))).join("\n");
    const firstCode = codeLines[0];
    const lastCode = codeLines[codeLines.length - 1];
    return { code, codeRange: this.map.range(firstCode.start, lastCode.start + lastCode.text.length) };
  }

  /** Connects "the removed card" to the abilities of the same card that remove one (linked abilities). */
  private linkAbilities(abilities: Ability[], referring: Set<Ability>, card: CardLines): void {
    let exiles = 0;
    // A keyword's written-out abilities (Champion, Hideaway) count as the card's own.
    for (const ability of abilities.flatMap((line) => (line.kind === "Champion" || line.kind === "Hideaway" ? line.abilities : [line]))) {
      if (referring.has(ability) || !("body" in ability) || ability.body.kind !== "Effects") continue;
      for (const effect of ability.body.effects) {
        if (effect.kind === "Exile") {
          effect.linked = true;
          exiles++;
        }
        // Champion's removal is always remembered for its linked ability (families/champion).
        if (effect.kind === "SacrificeUnlessRemove" || effect.kind === "HideawayLook") exiles++;
      }
    }
    if (exiles === 0) {
      const ability = [...referring][0];
      this.report(
        "CS1034",
        `"the removed card" refers to a card removed by another ability of "${card.name}", but none of its abilities removes a card from the game.`,
        ability.range.start.offset,
        ability.range.end.offset,
      );
    }
  }

  private reportUnknownAbility(
    line: Line,
    prepared: IToken[],
    failed: IToken | undefined,
    card: CardLines,
    isSpell: boolean,
  ): void {
    // A modal line, or a mode separator outside one: its own messages (grammar/modes.ts).
    const modal = modalLineProblems(prepared, failed, card.name);
    if (modal !== null) {
      for (const problem of modal) {
        const fix = problem.fix;
        this.report(problem.code, problem.message, problem.start, problem.end, fix ? { suggestions: [this.suggestion(fix.message, fix.start, fix.end, fix.replacement)] } : {});
      }
      return;
    }
    // A misspelt keyword line ("Flyng, vigilance") gets a targeted message per word.
    if (this.reportKeywordTypos(prepared)) return;
    // A keyword line with a period ("Flying, vigilance.").
    const last = prepared[prepared.length - 1];
    if (failed === last && last.tokenType === Period && prepared.length > 1) {
      const words = prepared.slice(0, -1);
      const keywordTypes = new Set([vocab("KeywordWord"), vocab("First"), vocab("Double"), vocab("Strike"), vocab("Protection"), vocab("From"), vocab("ColorWord"), Comma]);
      if (words.every((t) => keywordTypes.has(t.tokenType))) {
        this.report("CS1032", "Keyword lines have no period: remove it.", last.startOffset, tokenEnd(last), {
          suggestions: [this.suggestion("Remove the period", last.startOffset, tokenEnd(last), "")],
        });
        return;
      }
    }
    const atEnd = !failed || Number.isNaN(failed.startOffset);
    const start = atEnd ? line.end : failed.startOffset;
    const end = atEnd ? line.end : tokenEnd(failed);
    if (this.diagnostics.length >= MAX_DIAGNOSTICS) {
      // Past the cap the message is not shown, only counted: skip the search for the closest sentences and
      // the escape-hatch advice (a card growing by hundreds of unknown lines is parsed again on every edit).
      this.dropped++;
      if (!atEnd) this.reportLaterSentences(prepared, prepared.indexOf(failed), card);
      return;
    }
    // Compare the sentence the grammar stopped in (the whole line when it is one sentence) with those it knows.
    const failedAt = atEnd ? prepared.length - 1 : prepared.indexOf(failed);
    let sentenceStart = failedAt;
    while (sentenceStart > 0 && prepared[sentenceStart - 1].tokenType !== Period) sentenceStart--;
    let sentenceEnd = failedAt;
    while (sentenceEnd < prepared.length && prepared[sentenceEnd].tokenType !== Period) sentenceEnd++;
    const wholeLine = sentenceStart === 0 && sentenceEnd >= prepared.length - 2;
    const words = prepared.slice(sentenceStart, sentenceEnd + 1).map((t) => (t.tokenType === SelfName ? "~" : t.image));
    const closest = closestSentences(words, 3);
    const where = atEnd ? "the line ends too early" : `the grammar stopped at '${this.excerpt(start, end, 24)}'`;
    const list =
      closest.length > 0
        ? ` Closest sentences it knows: ${closest.map((c) => `"${c.template.replace(/~/g, card.name)}"`).join("; ")}.`
        : "";
    const suggestions: Suggestion[] = [];
    const best = closest[0];
    if (best && best.score >= 0.75 && wholeLine) {
      const sentence = best.instantiate(card.name);
      const colon = prepared.findIndex((t) => t.tokenType === Colon);
      const prefix = colon >= 0 && colon <= 8 ? `${this.text.slice(line.start, tokenEnd(prepared[colon]))} ` : "";
      const reminder = prepared[0].image === "(";
      if (sentence && !reminder) {
        const replacement = prefix + sentence;
        suggestions.push(this.suggestion(`Replace with "${replacement}"`, line.start, line.end, replacement));
      }
    }
    this.report(
      "CS1030",
      `The grammar does not know this ability (${where}).${list} ${this.escapeHatchAdvice(prepared, isSpell)}`,
      start,
      end,
      { suggestions },
    );
    if (!atEnd) this.reportLaterSentences(prepared, prepared.indexOf(failed), card);
  }

  /** What the author can do about an unknown ability: rephrase it, or implement it where code is allowed. */
  private escapeHatchAdvice(prepared: IToken[], isSpell: boolean): string {
    const { result, parser } = this.runLine(prepared, (p) => p.abilityPrefix());
    const hasCost = result !== undefined && parser.errors.every((e) => e.name === "NotAllInputParsedException");
    return hasCost || isSpell
      ? "Rephrase it, or implement it in a ```ts code block on the following lines."
      : "Rephrase it, or implement it in a ```ts code block on the following lines that returns the ability's parts (a triggered, static or replacement ability: docs/language.md, \"Escape hatch\").";
  }

  /**
   * After a sentence the grammar stopped in, the following sentences of the line are checked on their own, so
   * that each independent mistake of a line is reported (references to earlier sentences are not checked there).
   */
  private reportLaterSentences(lineTokens: IToken[], failedIndex: number, card: CardLines): void {
    let tokens = lineTokens;
    let index = failedIndex;
    for (let guard = 0; guard < 50 && index >= 0; guard++) {
      let period = index;
      while (period < tokens.length && tokens[period].tokenType !== Period) period++;
      let rest = tokens.slice(period + 1);
      if (rest.length > 0 && rest[rest.length - 1].tokenType === RParen) rest = rest.slice(0, -1);
      if (rest.length === 0) return;
      const { parser } = this.runLine(rest, (p) => p.sentencesOnly());
      const failed = parser.errors[0]?.token;
      if (!failed) return;
      const atEnd = Number.isNaN(failed.startOffset);
      const start = atEnd ? tokenEnd(rest[rest.length - 1]) : failed.startOffset;
      const end = atEnd ? start : tokenEnd(failed);
      // The words of the sentence holding the failure, for the closest known sentences.
      const failedAt = atEnd ? rest.length - 1 : rest.indexOf(failed);
      let sentenceStart = failedAt;
      while (sentenceStart > 0 && rest[sentenceStart - 1].tokenType !== Period) sentenceStart--;
      let sentenceEnd = failedAt;
      while (sentenceEnd < rest.length && rest[sentenceEnd].tokenType !== Period) sentenceEnd++;
      const words = rest.slice(sentenceStart, sentenceEnd + 1).map((t) => (t.tokenType === SelfName ? "~" : t.image));
      // Past the cap the message is only counted (see reportUnknownAbility).
      const closest = this.diagnostics.length >= MAX_DIAGNOSTICS ? [] : closestSentences(words, 3);
      const list =
        closest.length > 0
          ? ` Closest sentences it knows: ${closest.map((c) => `"${c.template.replace(/~/g, card.name)}"`).join("; ")}.`
          : "";
      this.report(
        "CS1030",
        `The grammar does not know this sentence (${atEnd ? "it ends too early" : `the grammar stopped at '${this.excerpt(start, end, 24)}'`}).${list}`,
        start,
        end,
      );
      if (atEnd) return;
      tokens = rest;
      index = rest.indexOf(failed);
    }
  }

  private reportKeywordTypos(tokens: IToken[]): boolean {
    const words = tokens.filter((t) => t.tokenType !== Comma);
    if (
      words.length === 0 ||
      tokens.some((t) => t.tokenType !== Comma && !(t.tokenType.CATEGORIES ?? []).includes(AnyWord))
    )
      return false;
    const typos: { token: IToken; guess: string }[] = [];
    for (const token of words) {
      if (
        token.tokenType === vocab("KeywordWord") ||
        token.tokenType === vocab("First") ||
        token.tokenType === vocab("Double") ||
        token.tokenType === vocab("Strike") ||
        token.tokenType === vocab("Protection") ||
        token.tokenType === vocab("From") ||
        token.tokenType === vocab("ColorWord")
      )
        continue;
      const guess = closestWord(
        token.image,
        KEYWORD_ABILITIES.filter((k) => !k.includes(" ")),
      );
      if (!guess) return false;
      typos.push({ token, guess });
    }
    if (typos.length === 0) return false;
    for (const { token, guess } of typos) {
      const replacement = token.image[0] === token.image[0].toUpperCase() ? guess : guess.toLowerCase();
      this.report(
        "CS1031",
        `Unknown keyword '${this.excerpt(token.startOffset, tokenEnd(token), 30)}': did you mean '${replacement}'?`,
        token.startOffset,
        tokenEnd(token),
        {
          suggestions: [
            this.suggestion(`Replace with '${replacement}'`, token.startOffset, tokenEnd(token), replacement),
          ],
        },
      );
    }
    return true;
  }
}

/** `text` with each control character (isControlCharacter) replaced by U+FFFD. */
function withoutControlCharacters(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "\uFFFD");
}

/** C0 controls (tab included), DEL and C1 controls. */
function isControlCharacter(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

const C0_NAMES = "NUL SOH STX ETX EOT ENQ ACK BEL BS TAB LF VT FF CR SO SI DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC FS GS RS US".split(" ");

/** "\u001b (ESC)": the escape to write it in JSON or JavaScript, and its name where it has a well-known one. */
function describeControlCharacter(character: string): string {
  const code = character.charCodeAt(0);
  const name = code < 0x20 ? C0_NAMES[code] : code === 0x7f ? "DEL" : "C1 control";
  return `\\u${code.toString(16).padStart(4, "0")} (${name})`;
}

/** Parses one .card file. Never throws on bad input: every problem is a diagnostic. */
export function parseCardFile(text: string, file: string): ParseResult {
  return new FileParser(text, file).parse();
}
