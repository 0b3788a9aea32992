/**
 * The grammar package's public face (`cardscript/grammar`): parse, check, print and format card files.
 * Used by the compiler, the scenario runner, the CLI and the language server. Pure functions, no I/O.
 * Keep it small and stable: add, don't change.
 */
import type { Card, CardFile } from "./ast.js";
import type { Diagnostic } from "./diagnostics.js";
import { parseCardFile } from "./parse.js";
import { cardLexer } from "./lexer.js";
import { joinLines, printCardFileLines, type PrintedLine, type PrintOptions } from "./printer.js";
import { validateCardSet, type DeclaredTypes } from "./validate.js";

export type * from "./ast.js";
export type * from "./diagnostics.js";
export { parseCardFile };
export { validateCardFile, validateCardSet, type DeclaredTypes, type ValidationInput, type ValidateOptions } from "./validate.js";
export { printCardFile, printCard, printAbility, quoteName, type PrintOptions, type Wording } from "./printer.js";
export { renderCard, renderCardFile } from "./render.js";
export { explainCode, allCodes, type CodeInfo } from "./codes.js";
export { KNOWN_PLANESWALKER_TYPES } from "./planeswalker-types.js";

/**
 * Whether a card has an escape-hatch block (after any ability: its body is then an Implementation). Here, not in
 * the compiler, so that `check` can ask it without loading the compiler (it loads the block checks only then).
 */
export function hasEscapeHatch(card: Card): boolean {
  return card.abilities.some((ability) => "body" in ability && ability.body.kind === "Implementation");
}

export interface SourceFile {
  file: string;
  text: string;
}

export interface CheckedFile {
  file: string;
  ast: CardFile;
  /** Syntax and validation diagnostics of this file, sorted by position. */
  diagnostics: Diagnostic[];
}

export interface CheckOptions {
  /** Types declared by files of the set that are not among `sources` (e.g. the rest of an editor's workspace). */
  declaredTypes?: DeclaredTypes;
}

/**
 * Parses and validates the files of one set together (declarations apply to the whole set; card names must be
 * unique across it). `diagnostics` is every file's diagnostics, in input order.
 */
export function checkCardSources(sources: readonly SourceFile[], options: CheckOptions = {}): { files: CheckedFile[]; diagnostics: Diagnostic[] } {
  const parsed = sources.map((source) => ({ source, ...parseCardFile(source.text, source.file) }));
  const validation = validateCardSet(
    parsed.map((entry) => ({ ast: entry.ast, text: entry.source.text, syntaxDiagnostics: entry.diagnostics })),
    { declaredTypes: options.declaredTypes },
  );
  const files = parsed.map((entry, index) => ({
    file: entry.source.file,
    ast: entry.ast,
    diagnostics: [...entry.diagnostics, ...validation[index]].sort(
      (a, b) => a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset,
    ),
  }));
  return { files, diagnostics: files.flatMap((file) => file.diagnostics) };
}

export interface FormatResult {
  /** The canonical text, or undefined when the file has syntax errors (a formatter never guesses). */
  text: string | undefined;
  /** The syntax errors that stopped formatting (empty when `text` is defined). */
  diagnostics: Diagnostic[];
  /** True when `text` differs from the input. */
  changed: boolean;
  /**
   * Set when the printed text would not parse back to the same cards (a printer bug): `text` is then undefined
   * and the file must be left as it is.
   */
  internalError?: string;
}

/**
 * The canonical layout of a file (the printer) with its comments kept: a comment on its own line stays before
 * the line that followed it, a comment after code stays at the end of that line.
 *
 * Without `options.wording` the file keeps its wording: of the two printings, the one sharing more lines with the
 * source is used (2007 on a tie), so formatting never rewrites a current-wording file into 2007 English.
 */
export function formatSource(text: string, file: string, options: PrintOptions = {}): FormatResult {
  const { ast, diagnostics } = parseCardFile(text, file);
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === "error");
  if (errors.length > 0) return { text: undefined, diagnostics: errors, changed: false };
  const printed = options.wording ? printCardFileLines(ast, options) : closestPrinting(ast, text);
  const lines = attachComments(printed, ast, text);
  const formatted = joinLines(lines);
  if (formatted === text) return { text: formatted, diagnostics: [], changed: false };
  // Like gofmt, never write a text that means something else: the output must parse back to the same cards.
  const reparsed = parseCardFile(formatted, file);
  if (reparsed.diagnostics.some((diagnostic) => diagnostic.severity === "error") || meaning(reparsed.ast) !== meaning(ast)) {
    return {
      text: undefined,
      diagnostics: [],
      changed: false,
      internalError: `the formatted text of ${file} would not mean the same as the original, so it was left unchanged; this is a bug in cardscript's printer, please report it with the file.`,
    };
  }
  return { text: formatted, diagnostics: [], changed: true };
}

const RANGE_KEYS = new Set(["range", "nameRange", "codeRange"]);

/** The AST without source positions, as a string: two texts mean the same cards when these are equal. */
function meaning(ast: CardFile): string {
  return JSON.stringify(ast, (key, value: unknown) => (RANGE_KEYS.has(key) ? undefined : value));
}

function closestPrinting(ast: CardFile, text: string): PrintedLine[] {
  const sourceLines = new Set(text.split("\n").map((line) => line.trim()));
  const score = (lines: PrintedLine[]): number => lines.reduce((sum, line) => sum + (sourceLines.has(line.text.trim()) ? 1 : 0), 0);
  const old = printCardFileLines(ast, { wording: "2007" });
  const current = printCardFileLines(ast, { wording: "current" });
  return score(current) > score(old) ? current : old;
}

interface SourceComment {
  line: number;
  text: string;
  /** After code on the same line. */
  trailing: boolean;
  /** On its own line, indented: it belongs to the card above it. */
  indented: boolean;
}

function collectComments(text: string): SourceComment[] {
  const result = cardLexer.tokenize(text);
  const comments = (result.groups.comments ?? []) as { image: string; startOffset: number; startLine?: number }[];
  return comments.map((token) => {
    const lineStart = text.lastIndexOf("\n", token.startOffset - 1) + 1;
    const before = text.slice(lineStart, token.startOffset).replace(/^\uFEFF/, "");
    let line = 1;
    for (let i = text.indexOf("\n"); i >= 0 && i < token.startOffset; i = text.indexOf("\n", i + 1)) line++;
    return { line: token.startLine ?? line, text: token.image.trimEnd(), trailing: before.trim() !== "", indented: before !== "" && before.trim() === "" };
  });
}

function attachComments(lines: PrintedLine[], ast: CardFile, text: string): PrintedLine[] {
  if (!text.includes("#")) return lines;
  const comments = collectComments(text);
  if (comments.length === 0) return lines;
  const output = lines.map((line) => ({ ...line }));
  const before = new Map<number, string[]>();
  const atEnd: string[] = [];
  const insideCard = (comment: SourceComment): boolean =>
    ast.cards.some((card) => card.range.start.line < comment.line && (comment.line <= card.range.end.line || comment.indented));
  const cardHeaderLines = new Set(ast.cards.map((card) => card.range.start.line));
  for (const comment of comments) {
    if (comment.trailing) {
      const target = output.find((line) => line.sourceLine === comment.line);
      if (target) {
        target.text = `${target.text}  ${comment.text}`;
        continue;
      }
    }
    // The next node in source order (printing moves declarations first, so not the next printed line).
    let index = -1;
    output.forEach((line, position) => {
      if (line.sourceLine !== undefined && line.sourceLine > comment.line && (index < 0 || line.sourceLine < output[index].sourceLine!)) index = position;
    });
    const inCard = insideCard(comment);
    const placed = `${inCard ? "  " : ""}${comment.text}`;
    // An indented comment after a card's last line stays in that card: before the blank line that ends it.
    if (inCard && index > 0 && cardHeaderLines.has(output[index].sourceLine!) && output[index - 1].text === "") index--;
    if (index < 0) atEnd.push(placed);
    else before.set(index, [...(before.get(index) ?? []), placed]);
  }
  const merged: PrintedLine[] = [];
  output.forEach((line, index) => {
    for (const comment of before.get(index) ?? []) merged.push({ text: comment });
    merged.push(line);
  });
  for (const comment of atEnd) merged.push({ text: comment });
  return merged;
}

