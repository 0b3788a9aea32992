/**
 * What the grammar makes of imported cards: every file checked as one set (as `cardscript check <out>` would),
 * each card classified (clean, its errors, the sentences the grammar does not know), and the totals of an import
 * report. Shared by `cardscript import` and `npm run bench -- coverage`, so both count the same way.
 */
import { allCodes, checkCardSources, type Card, type Diagnostic } from "../grammar/index.js";

/** Diagnostic codes that mean "the grammar does not know this text" (unknown ability or sentence, unknown keyword). */
export const UNKNOWN_TEXT_CODES: ReadonlySet<string> = new Set(["CS1030", "CS1031"]);

export interface ImportedCardFile {
  /** The set code of the file it came from. */
  set: string;
  name: string;
  /** The file name, relative to the output folder (e.g. `esper-charm.card`). */
  file: string;
  text: string;
}

export interface CardCheck {
  card: ImportedCardFile;
  /** The parsed card (undefined when the file does not read back as exactly this one card: see `fileProblem`). */
  ast: Card | undefined;
  /** No error diagnostics (warnings allowed, as `cardscript check` exits 0 with warnings). */
  clean: boolean;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** The sentences (normalised, see `normaliseSentence`) the grammar stopped in, each once. */
  unknownSentences: string[];
  /** Set when the written file would not read back as exactly this card: it must not be written. */
  fileProblem?: string;
}

/** Checks the files of an import as one set and classifies each card. */
export function checkImportedCards(cards: readonly ImportedCardFile[]): CardCheck[] {
  const { files } = checkCardSources(cards.map((card) => ({ file: card.file, text: card.text })));
  return files.map((checked, index) => {
    const card = cards[index];
    const errors = checked.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
    const warnings = checked.diagnostics.filter((diagnostic) => diagnostic.severity === "warning");
    const ast = checked.ast.cards.length === 1 && checked.ast.cards[0].name === card.name ? checked.ast.cards[0] : undefined;
    let fileProblem: string | undefined;
    if (ast === undefined || checked.ast.declarations.length > 0) {
      const why = errors.find((diagnostic) => diagnostic.range.start.line === 1)?.message ?? (checked.ast.declarations.length > 0 ? "a line of its text reads as a set declaration" : "it reads back as another card");
      fileProblem = `its name or text cannot be written as a card file that reads back as this one card: ${why}`;
    }
    const lines = card.text.split("\n");
    const unknown = new Set<string>();
    for (const diagnostic of errors) {
      if (!UNKNOWN_TEXT_CODES.has(diagnostic.code)) continue;
      const line = lines[diagnostic.range.start.line - 1];
      if (line === undefined) continue;
      const sentence = sentenceAt(line, diagnostic.range.start.column - 1);
      if (sentence !== "") unknown.add(normaliseSentence(sentence, card.name));
    }
    return { card, ast: fileProblem ? undefined : ast, clean: errors.length === 0 && fileProblem === undefined, errors, warnings, unknownSentences: [...unknown], ...(fileProblem ? { fileProblem } : {}) };
  });
}

/**
 * The piece of an ability line a position falls in: the cost before the first ':' (written with its colon), or
 * the sentence of the effect; on a keyword line (no final period), the comma-separated item.
 */
export function sentenceAt(line: string, column: number): string {
  const text = line.trimStart();
  const at = column - (line.length - text.length);
  const pieces = splitPieces(text);
  const piece = pieces.find((candidate) => at >= candidate.start && at < candidate.end) ?? pieces.find((candidate) => at <= candidate.end) ?? pieces[pieces.length - 1];
  return piece ? piece.text : "";
}

interface Piece {
  start: number;
  end: number;
  text: string;
}

/** Splits outside quotes, parentheses and braces: the cost at its ':', sentences at '. ', keyword items at ', '. */
function splitPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  const keywordLine = !/[.)"”]$/.test(text);
  let start = 0;
  let depth = 0;
  let quoted = false;
  let costDone = false;
  const push = (end: number, next: number) => {
    const raw = text.slice(start, end);
    const trimmed = raw.trim();
    if (trimmed !== "") {
      const offset = start + raw.indexOf(trimmed);
      pieces.push({ start: offset, end: offset + trimmed.length, text: trimmed });
    }
    start = next;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"' || char === "“" || char === "”") quoted = char === "“" ? true : char === "”" ? false : !quoted;
    else if (quoted) continue;
    else if (char === "(" || char === "{") depth++;
    else if ((char === ")" || char === "}") && depth > 0) depth--;
    else if (depth > 0) continue;
    else if (char === ":" && !costDone && text[index + 1] === " ") {
      costDone = true;
      push(index + 1, index + 1);
    } else if (char === "." && (index + 1 === text.length || text[index + 1] === " ")) {
      push(index + 1, index + 1);
    } else if (keywordLine && char === "," && text[index + 1] === " ") {
      push(index, index + 1);
    }
  }
  push(text.length, text.length);
  return pieces;
}

const NUMBER_WORDS = /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b/gi;

/** A sentence as the report counts it: the card's own name → ~, numbers (digits and two…twenty) → N, capitalised. */
export function normaliseSentence(sentence: string, cardName: string): string {
  let text = cardName === "" ? sentence : sentence.split(cardName).join("~");
  text = text.replace(/\d+/g, "N").replace(NUMBER_WORDS, "N").replace(/\s+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------------------
// Totals

export interface CodeCount {
  code: string;
  title: string;
  /** Cards with at least one diagnostic of the code. */
  cards: number;
  diagnostics: number;
}

export interface SentenceCount {
  /** Normalised: the card's name → ~, numbers → N. */
  sentence: string;
  /** Cards whose text has it. */
  cards: number;
  /** The first of them, in import order. */
  example: string;
}

export interface CheckTotals {
  cards: number;
  clean: number;
  errorCodes: CodeCount[];
  warningCodes: CodeCount[];
  /** Most frequent first (ties: alphabetical). */
  unknownSentences: SentenceCount[];
}

export function totalsOf(checks: readonly CardCheck[]): CheckTotals {
  const titles = new Map(allCodes().map((info) => [info.code, info.title]));
  const countCodes = (pick: (check: CardCheck) => Diagnostic[]): CodeCount[] => {
    const counts = new Map<string, CodeCount>();
    for (const check of checks) {
      const seen = new Set<string>();
      for (const diagnostic of pick(check)) {
        let count = counts.get(diagnostic.code);
        if (count === undefined) counts.set(diagnostic.code, (count = { code: diagnostic.code, title: titles.get(diagnostic.code) ?? "", cards: 0, diagnostics: 0 }));
        count.diagnostics++;
        if (!seen.has(diagnostic.code)) count.cards++;
        seen.add(diagnostic.code);
      }
    }
    return [...counts.values()].sort((a, b) => b.cards - a.cards || b.diagnostics - a.diagnostics || (a.code < b.code ? -1 : 1));
  };
  const sentences = new Map<string, SentenceCount>();
  for (const check of checks) {
    for (const sentence of check.unknownSentences) {
      const count = sentences.get(sentence);
      if (count) count.cards++;
      else sentences.set(sentence, { sentence, cards: 1, example: check.card.name });
    }
  }
  return {
    cards: checks.length,
    clean: checks.filter((check) => check.clean).length,
    errorCodes: countCodes((check) => check.errors),
    warningCodes: countCodes((check) => check.warnings),
    unknownSentences: [...sentences.values()].sort((a, b) => b.cards - a.cards || (a.sentence < b.sentence ? -1 : a.sentence > b.sentence ? 1 : 0)),
  };
}
