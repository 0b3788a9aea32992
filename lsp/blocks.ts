/**
 * Splits a `.card` file into its independent blocks, so that an edit re-checks only the card it touches.
 *
 * This is not a second parser: it only finds the lines where the parser (grammar/parse.ts) starts a card, by
 * the parser's own rule, using the grammar's lexer for any line that is not obviously a header. Each block is
 * then parsed and validated by the project's one parser and validator. test/lsp/blocks.test.ts checks, over the
 * bundled cards and seeded mutations of them, that the per-block results are exactly those of checking the
 * whole file at once.
 *
 * The parser's rule (FileParser.parse): a line whose first token is the lower-case word `card` starts a card,
 * whatever follows it (a header too broken to name its card starts one too: its lines are not reported). `Card`,
 * `CARD` and `cards` do not: such a line belongs to the card before it. Lines inside a fenced block (the lexer's
 * Fence token: ``` at the start of a line up to the next line that is only ```) are never headers.
 */
import { cardLexer, retypeWord, vocab, Word } from "../grammar/lexer.js";

export interface TextBlock {
  /** 0-based UTF-16 offset of the block's first character in the file (always the start of a line). */
  offset: number;
  /** 0-based line of the block's first character. */
  line: number;
  /** The block's text: whole lines, line breaks included. */
  text: string;
  /** True for the text before the first card (set-level declarations, comments). */
  prelude: boolean;
}

const CardWord = vocab("Card");
// Sticky, so that they test a line where it starts without copying it. Leading blanks as the lexer skips them.
/** Could be a header: `card` first on the line (the lexer decides whether it is the word `card` itself). */
const MAYBE_HEADER = /[ \t\uFEFF\u00A0]*card/y;
/** Certainly a header: `card` followed by a quote (the word `card`, then a QuotedString or UnterminatedString token). */
const QUOTED_HEADER = /[ \t\uFEFF\u00A0]*card[ \t\uFEFF\u00A0]*["\u201C]/y;
/** An opening fence, as matchFence in grammar/lexer.ts accepts it (only spaces, tabs and a BOM before it). */
const FENCE_OPEN = /[ \t\uFEFF]*```/y;

function matchesAt(pattern: RegExp, text: string, at: number): boolean {
  pattern.lastIndex = at;
  return pattern.test(text);
}

/** Header decisions for lines that needed the lexer, by line text (header lines rarely change between edits). */
const lexedHeaderCache = new Map<string, boolean>();

function isHeaderByLexer(line: string): boolean {
  const cached = lexedHeaderCache.get(line);
  if (cached !== undefined) return cached;
  const tokens = cardLexer.tokenize(line).tokens.filter((token) => token.tokenType.name !== "Newline");
  for (const token of tokens) if (token.tokenType === Word) retypeWord(token);
  const result = tokens.length > 0 && tokens[0].tokenType === CardWord && tokens[0].image === "card";
  if (lexedHeaderCache.size > 10_000) lexedHeaderCache.clear();
  lexedHeaderCache.set(line, result);
  return result;
}

/**
 * The file as a prelude (possibly empty, then omitted) followed by one block per card header. Concatenating the
 * blocks' texts gives back the file exactly.
 */
export function splitCardBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let blockOffset = 0;
  let blockLine = 0;
  let prelude = true;
  let inFence = false;
  let lineStart = 0;
  let line = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    lineEnd = lineEnd === -1 ? text.length : lineEnd + 1;
    // The first character after the blanks the lexer skips decides which test can apply (most lines: none).
    let first = lineStart;
    let code = text.charCodeAt(first);
    while (code === 32 || code === 9 || code === 0xfeff || code === 0xa0) code = text.charCodeAt(++first);
    if (inFence) {
      if (text.slice(lineStart, lineEnd).trim() === "```") inFence = false;
    } else if (code === 96 && matchesAt(FENCE_OPEN, text, lineStart)) {
      inFence = true;
    } else if (code === 99 && matchesAt(MAYBE_HEADER, text, lineStart)) {
      const header = matchesAt(QUOTED_HEADER, text, lineStart) || isHeaderByLexer(text.slice(lineStart, lineEnd));
      if (header) {
        if (lineStart > blockOffset || !prelude) {
          blocks.push({ offset: blockOffset, line: blockLine, text: text.slice(blockOffset, lineStart), prelude });
        }
        blockOffset = lineStart;
        blockLine = line;
        prelude = false;
      }
    }
    lineStart = lineEnd;
    line++;
  }
  if (text.length > blockOffset || blocks.length === 0 || !prelude) {
    blocks.push({ offset: blockOffset, line: blockLine, text: text.slice(blockOffset), prelude });
  }
  return blocks;
}
