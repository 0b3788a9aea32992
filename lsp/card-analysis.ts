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
  /** Syntax and per-card validation diagnostics; ranges relative to the block. */
  diagnostics: Diagnostic[];
  /** The validation part of `diagnostics` (the rest are the parser's). */
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

  /** Moves to a new generation: keeps only the entries `used` (the blocks of the latest analysis). */
  retainOnly(used: Map<string, CacheEntry>): void {
    this.entries = used;
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

function* parseBlock(core: LanguageCore, cache: BlockCache, block: TextBlock, file: string, wholeFile: boolean): Generator<void, CacheEntry, void> {
  const key = cacheKey(block, wholeFile);
  let entry = cache.get(key);
  // A block without syntax diagnostics reads the same wherever it is; one with diagnostics may name lines of
  // the file in its messages, so it is parsed again when it moves.
  if (entry && entry.parsed.diagnostics.length > 0 && entry.line !== block.line) entry = undefined;
  if (!entry) {
    entry = { key, line: block.line, parsed: core.parseCardBlock(block.text, file, wholeFile, block.line) };
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
  const used = new Map<string, CacheEntry>();
  const blocks: AnalysedBlock[] = [];
  for (const { block, entry } of parsed) {
    if (!entry.validated || entry.validated.contextKey !== context.key) {
      entry.validated = { contextKey: context.key, diagnostics: core.validateCardBlock(entry.parsed, context) };
      cache.validatedCount++;
      yield;
    }
    used.set(entry.key, entry);
    blocks.push({
      block,
      parsed: entry.parsed,
      diagnostics: [...entry.parsed.diagnostics, ...entry.validated.diagnostics],
      validation: entry.validated.diagnostics,
    });
  }
  cache.retainOnly(used);
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

/** A declaration with its ranges moved from its block into the file. */
function shiftDeclaration(declaration: Declaration, block: TextBlock): Declaration {
  return {
    ...declaration,
    range: shiftRange(declaration.range, block),
    names: declaration.names.map((name) => ({ ...name, range: shiftRange(name.range, block) })),
  };
}

/**
 * What the set-wide checks read of one analysed file: its declarations and its cards, with the ranges those
 * checks use (the card's range and name range, the declarations') moved into the file. Cards are shallow
 * copies: the checks never look inside abilities.
 */
export function setFileOf(file: string, analysis: CardAnalysis): SetFile {
  const setFile: SetFile = { file, declarations: [], cards: [] };
  for (const { block, parsed } of analysis.blocks) {
    for (const declaration of parsed.ast.declarations) setFile.declarations.push(block.offset === 0 ? declaration : shiftDeclaration(declaration, block));
    for (const card of parsed.ast.cards) {
      setFile.cards.push(block.offset === 0 ? card : { ...card, range: shiftRange(card.range, block), nameRange: shiftRange(card.nameRange, block) });
    }
  }
  return setFile;
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
    result.set(source.file, analysis.blocks.flatMap(({ block, diagnostics }) => diagnostics.map((diagnostic) => toFileDiagnostic(diagnostic, block))));
    setFiles.push(setFileOf(source.file, analysis));
  }
  for (const diagnostic of core.validateSet(setFiles)) result.get(diagnostic.file)?.push(diagnostic);
  return result;
}
