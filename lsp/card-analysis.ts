/**
 * Analysis of one `.card` text, block by block (lsp/blocks.ts), with a per-file cache keyed by each block's
 * text: after an edit, only the blocks whose text changed are parsed again, and only blocks whose text or set
 * context changed are validated again. Unchanged blocks that merely moved (lines inserted above them) keep
 * their results; their line shift is applied when results are shown.
 *
 * Work on a large file is done in slices (`analyseCardText` is a generator that yields between blocks), so
 * the server can abandon an analysis as soon as a newer edit arrives.
 */
import type { Card, Declaration, SourcePosition, SourceRange } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { splitCardBlocks, type TextBlock } from "./blocks.js";
import type { LanguageCore, ParsedBlock, SetContext, SetFile } from "./core.js";

export interface AnalysedBlock {
  block: TextBlock;
  parsed: ParsedBlock;
  /** Per-card validation diagnostics (the parser's are `parsed.diagnostics`); ranges relative to the block. */
  validation: Diagnostic[];
}

export interface CardAnalysis {
  /** The document version (or a content stamp for files read from disk) this analysis belongs to. */
  version: number;
  contextKey: string;
  blocks: AnalysedBlock[];
}

export interface CacheEntry {
  key: string;
  /** The generation of the last analysis that used this entry (see BlockCache.sweep). */
  generation: number;
  /** The line the block was parsed at (see parseBlock). */
  line: number;
  parsed: ParsedBlock;
  validated?: { contextKey: string; diagnostics: Diagnostic[] };
}

/** Per-file memory of block results, keyed by block text. Entries not used by the latest analysis are dropped. */
export class BlockCache {
  private entries = new Map<string, CacheEntry>();
  parsedCount = 0;
  validatedCount = 0;

  private generation = 0;

  /** Starts an analysis: entries it uses are marked with the new generation. */
  nextGeneration(): number {
    return ++this.generation;
  }

  /**
   * After an analysis of `used` blocks: forgets entries that no analysis used since, once they are as many as
   * the live ones (sweeping on every edit would cost as much as the edit).
   */
  sweep(used: number): void {
    if (this.entries.size <= 2 * used + 64) return;
    for (const [key, entry] of this.entries) if (entry.generation !== this.generation) this.entries.delete(key);
  }

  get(text: string): CacheEntry | undefined {
    return this.entries.get(text);
  }

  /** Kept until the next completed analysis, so that work done by an abandoned analysis is not lost. */
  put(text: string, entry: CacheEntry): void {
    this.entries.set(text, entry);
  }
}

/** The declarations a block's parse found (set-level `declare …` lines). */
export function declarationsOf(analysis: CardAnalysis): Declaration[] {
  return analysis.blocks.flatMap((entry) => entry.parsed.ast.declarations);
}

export function cardsOf(analysis: CardAnalysis): { card: Card; block: TextBlock }[] {
  return analysis.blocks.flatMap((entry) => entry.parsed.ast.cards.map((card) => ({ card, block: entry.block })));
}

/**
 * Parses every block of `text`, reusing the cache. Declarations are needed before validation (they are set
 * context), so parsing and validation are separate passes; `parseCardText` is the first.
 */
export type ParsedBlocks = { block: TextBlock; entry: CacheEntry }[];

export function* parseCardText(
  core: LanguageCore,
  cache: BlockCache,
  text: string,
  file: string,
): Generator<void, ParsedBlocks, void> {
  const blocks = splitCardBlocks(text);
  const wholeFile = blocks.length === 1;
  const result: ParsedBlocks = [];
  let syntaxDiagnostics = 0;
  for (const block of blocks) {
    const entry = yield* parseBlock(core, cache, block, file, wholeFile);
    syntaxDiagnostics += entry.parsed.diagnostics.length;
    result.push({ block, entry });
  }
  if (!wholeFile && syntaxDiagnostics >= core.maxSyntaxDiagnostics) {
    // The parser caps diagnostics per file: parse the file whole so the same ones are kept.
    const whole: TextBlock = { offset: 0, line: 0, text, prelude: true };
    return [{ block: whole, entry: yield* parseBlock(core, cache, whole, file, true) }];
  }
  return result;
}

function cacheKey(block: TextBlock, wholeFile: boolean): string {
  // A whole file and a block with the same text are checked differently (file-level findings).
  return wholeFile ? `\u0000${block.text}` : block.text;
}

/** The core's parse of a block; a bug in it becomes a diagnostic on the block instead of stopping the server. */
function parseSafely(core: LanguageCore, block: TextBlock, file: string, wholeFile: boolean): ParsedBlock {
  try {
    return core.parseCardBlock(block.text, file, wholeFile, block.line);
  } catch (error) {
    const at = { offset: 0, line: 1, column: 1 };
    const firstLineEnd = block.text.search(/\r?\n|$/);
    const end = { offset: firstLineEnd, line: 1, column: firstLineEnd + 1 };
    const message = `cardscript could not check this card: internal error (${error instanceof Error ? error.message : String(error)}). This is a bug in cardscript; please report it with the card's text.`;
    return {
      text: block.text,
      ast: { kind: "CardFile", file, declarations: [], cards: [], range: { start: at, end } },
      diagnostics: [{ file, range: { start: at, end }, severity: "error", code: INTERNAL_ERROR_CODE, message }],
      lineDependent: false,
    };
  }
}

function validateSafely(core: LanguageCore, parsed: ParsedBlock, context: SetContext): Diagnostic[] {
  try {
    return core.validateCardBlock(parsed, context);
  } catch (error) {
    const range = parsed.ast.cards[0]?.nameRange ?? parsed.ast.range;
    const message = `cardscript could not validate this card: internal error (${error instanceof Error ? error.message : String(error)}). This is a bug in cardscript; please report it with the card's text.`;
    return [{ file: parsed.ast.file, range, severity: "error", code: INTERNAL_ERROR_CODE, message }];
  }
}

/** The code of the diagnostic that stands for a bug in the checker (not in the user's card). */
export const INTERNAL_ERROR_CODE = "CS0001";

function* parseBlock(core: LanguageCore, cache: BlockCache, block: TextBlock, file: string, wholeFile: boolean): Generator<void, CacheEntry, void> {
  const key = cacheKey(block, wholeFile);
  let entry = cache.get(key);
  // Most blocks read the same wherever they are; one whose messages name lines of the file is parsed again
  // when it moves.
  if (entry && entry.parsed.lineDependent && entry.line !== block.line) entry = undefined;
  if (!entry) {
    entry = { key, generation: 0, line: block.line, parsed: parseSafely(core, block, file, wholeFile) };
    cache.put(key, entry);
    cache.parsedCount++;
    yield;
  }
  return entry;
}

export function* validateParsedBlocks(
  core: LanguageCore,
  cache: BlockCache,
  parsed: { block: TextBlock; entry: CacheEntry }[],
  context: SetContext,
  version: number,
): Generator<void, CardAnalysis, void> {
  const generation = cache.nextGeneration();
  const blocks: AnalysedBlock[] = [];
  for (const { block, entry } of parsed) {
    if (!entry.validated || entry.validated.contextKey !== context.key) {
      entry.validated = { contextKey: context.key, diagnostics: validateSafely(core, entry.parsed, context) };
      cache.validatedCount++;
      yield;
    }
    entry.generation = generation;
    blocks.push({
      block,
      parsed: entry.parsed,
      validation: entry.validated.diagnostics,
    });
  }
  cache.sweep(blocks.length);
  return { version, contextKey: context.key, blocks };
}

/** Runs a generator to completion without yielding control (for small files and files read from disk). */
export function runToEnd<T>(work: Generator<void, T, void>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

function shiftPosition(position: SourcePosition, block: TextBlock): SourcePosition {
  return { offset: position.offset + block.offset, line: position.line + block.line, column: position.column };
}

function shiftRange(range: SourceRange, block: TextBlock): SourceRange {
  return { start: shiftPosition(range.start, block), end: shiftPosition(range.end, block) };
}

/**
 * A block's diagnostic with every range moved into the file, in the grammar's own format: what `cardscript
 * check` would print. (The server converts straight to LSP instead; tests compare this with the CLI's result.)
 */
export function toFileDiagnostic(diagnostic: Diagnostic, block: TextBlock): Diagnostic {
  const moved: Diagnostic = { ...diagnostic, range: shiftRange(diagnostic.range, block) };
  if (diagnostic.suggestions) moved.suggestions = diagnostic.suggestions.map((suggestion) => ({ ...suggestion, range: shiftRange(suggestion.range, block) }));
  if (diagnostic.related) {
    moved.related = diagnostic.related.map((related) => (related.file === diagnostic.file ? { ...related, range: shiftRange(related.range, block) } : related));
  }
  return moved;
}

function isPosition(value: object): value is SourcePosition {
  const candidate = value as Partial<SourcePosition>;
  return typeof candidate.offset === "number" && typeof candidate.line === "number" && typeof candidate.column === "number";
}

/** A copy of an AST node with every position in it moved from its block into the file. */
function deepShift<T>(node: T, block: TextBlock): T {
  if (Array.isArray(node)) return node.map((item) => deepShift(item, block)) as T;
  if (node === null || typeof node !== "object") return node;
  if (isPosition(node)) return shiftPosition(node, block) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = deepShift(value, block);
  return copy as T;
}

/** A declaration with its ranges moved from its block into the file. */
function shiftDeclaration(declaration: Declaration, block: TextBlock): Declaration {
  return {
    ...declaration,
    range: shiftRange(declaration.range, block),
    names: declaration.names.map((name) => ({ ...name, range: shiftRange(name.range, block) })),
  };
}

/** What the set-wide checks read of one analysed file (see SetFile): its blocks, moved into the file on demand. */
export function setFileOf(file: string, text: string, analysis: CardAnalysis): SetFile {
  return {
    file,
    text,
    blocks: analysis.blocks.map(({ block, parsed }) => ({ declarations: parsed.ast.declarations, cards: parsed.ast.cards, at: block })),
  };
}

/** A card of a block with every position in it moved into the file. */
export function moveCard(card: Card, block: TextBlock): Card {
  return block.offset === 0 && block.line === 0 ? card : deepShift(card, block);
}

/** A declaration of a block with its ranges moved into the file. */
export function moveDeclaration(declaration: Declaration, block: TextBlock): Declaration {
  return block.offset === 0 && block.line === 0 ? declaration : shiftDeclaration(declaration, block);
}

/**
 * Analyses card files in-process, in one go, exactly as the server does over its index: per block, then the
 * set-wide checks. Returns every file's diagnostics in the grammar's format (tests and the benchmark compare
 * them with `checkCardSources`).
 */
export function analyseCardSet(core: LanguageCore, sources: readonly { file: string; text: string }[]): Map<string, Diagnostic[]> {
  const parsed = sources.map((source) => {
    const cache = new BlockCache();
    return { source, cache, blocks: runToEnd(parseCardText(core, cache, source.text, source.file)) };
  });
  const declarations = parsed.flatMap(({ blocks }) => blocks.flatMap(({ entry }) => entry.parsed.ast.declarations));
  const context: SetContext = { declarations, key: "in-process" };
  const result = new Map<string, Diagnostic[]>();
  const setFiles: SetFile[] = [];
  for (const { source, cache, blocks } of parsed) {
    const analysis = runToEnd(validateParsedBlocks(core, cache, blocks, context, 0));
    result.set(
      source.file,
      analysis.blocks.flatMap(({ block, parsed, validation }) => [...parsed.diagnostics, ...validation].map((diagnostic) => toFileDiagnostic(diagnostic, block))),
    );
    setFiles.push(setFileOf(source.file, source.text, analysis));
  }
  for (const diagnostic of core.validateSet(setFiles)) result.get(diagnostic.file)?.push(diagnostic);
  return result;
}
