/**
 * The incremental build cache, kept in the output folder: for each card file its content hash (and size and
 * mtime, a fast path that avoids reading files that were not touched), the cards it defines and their module
 * paths, the set-level types it declares, and its warnings (reported again on a no-op build). A cache written by
 * another compiler version, or for another runtime import, is ignored: everything is rebuilt.
 *
 * Storage: a base file (`.cardscript-cache.json`, replaced atomically by a rename) and a journal
 * (`.cardscript-cache.journal`, JSON lines appended after small updates), so that changing one card of a large
 * set appends one line instead of rewriting the whole cache. Each journal line names the generation of the base
 * it applies to; lines of another generation, and a torn last line, are ignored. The cache only ever vouches for
 * files whose content hash it records, and it is written after the modules, so a lost or ignored entry only
 * means that file is compiled again.
 *
 * The base is read by every build, so it is laid out to be read fast: a JSON header line, then one line per card
 * file, `<path as JSON> TAB <hash> TAB <size> TAB <mtime> TAB <flags> TAB <card count> TAB <the rest as JSON>`.
 * A build reads the small fields of every line (what it needs to see that a file is unchanged) and parses the
 * rest (the file's cards, declared types and warnings) only for the files it looks at: after a one-card edit,
 * one. The flags say whether the rest has any declared types (`d`) or warnings (`w`) and whether the file's
 * modules were type-checked (`t`), so that the set-wide facts of all the other files are known without parsing
 * theirs.
 *
 * Early cut-off: each card also records the key of its module's output (`outputKey`: a hash of everything the
 * module is generated from). A card file whose text changed but whose cards give the same keys (a comment, a
 * blank line at the end) is parsed and checked again, but its modules are neither generated nor written, so
 * such an edit never loads the generator (ts-morph, prettier, TypeScript).
 *
 * The cache is read as untrusted input: a file that is not of the format written here, or whose entries do not
 * have the shape written here (a module path outside `cards/`, a missing field), is ignored as a whole with a
 * note saying so, and the set is compiled from scratch; it is never partly used. The rest of a line is checked
 * when it is parsed: a bad one found then throws `UntrustedCacheError`, and `build` starts again without the cache
 * (nothing has been written by then: see build.ts).
 */
import { createHash, randomUUID } from "node:crypto";
import { appendFileSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SourceRange } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { DeclaredTypes } from "./frontend.js";

export const CACHE_FILE = ".cardscript-cache.json";
export const JOURNAL_FILE = ".cardscript-cache.journal";

/** The journal is folded into a new base when it would hold more lines than this (or than 1/4 of the files). */
const MAX_JOURNAL_LINES = 512;

export interface CachedCard {
  name: string;
  nameRange: SourceRange;
  /** Module path relative to the output folder. */
  module: string;
  /**
   * Key of the module's output (`outputKeyOf`): equal keys mean byte-identical module files. Absent in caches
   * written before it existed, and for modules generated for `--typecheck` (whose keys are not taken).
   */
  outputKey?: string;
}

export interface CachedFile {
  /** Display path (relative to the build root, forward slashes). */
  path: string;
  hash: string;
  size: number;
  mtimeMs: number;
  declared: DeclaredTypes;
  cards: CachedCard[];
  /** Warnings and infos of the file (a file with errors is never cached). */
  diagnostics: Diagnostic[];
  /** Its modules passed `--typecheck` against the runtime types of `BuildCache.runtimeTypes`. */
  typechecked?: boolean;
}

export interface BuildCache {
  compilerVersion: string;
  runtimeImport: string;
  /** Hash of the set index's entries (card name → module): the index is only generated again when it changes. */
  indexKey: string;
  /** Hash of the runtime's type definitions the `typechecked` flags refer to. */
  runtimeTypes?: string;
  files: CachedFile[];
}

/** The base's first line. */
interface BaseHeader {
  /** This layout (`BASE_FORMAT`); a base of another layout is a cache of another compiler. */
  format: number;
  compilerVersion: string;
  runtimeImport: string;
  indexKey: string;
  runtimeTypes?: string;
  /** Identifies this base; journal lines apply only to the base of their generation. */
  generation: string;
  /** Lines of files that follow (a base cut short is not used). */
  files: number;
}

const BASE_FORMAT = 2;

/** A journal line: a file's entry (as a line of the base), a removed file, or a new index key. */
type JournalLine = { generation: string } & ({ line: string } | { removed: string } | { indexKey: string });

export function contentHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** What this process last read or wrote for an output folder, with the files' sizes and mtimes then. */
interface Remembered {
  baseStamp: string;
  journalStamp: string;
  generation: string;
  journalLines: number;
  cache: BuildCache;
}

/**
 * Caches this process read or wrote, by output folder: a process that builds again (watch, the scenario runner,
 * the benchmark) does not read and parse a large cache it already holds. Cache objects are never mutated.
 */
const inMemory = new Map<string, Remembered>();

/**
 * Size and mtime of a cache file. Synchronous, like the other small cache reads and writes here: a rebuild that
 * changes one card should not wait for the thread pool several times over.
 */
function stampOf(file: string): string {
  const info = statSync(file, { throwIfNoEntry: false });
  return info ? `${info.size}:${info.mtimeMs}` : "absent";
}

/** The cache of `outDir`, or undefined if there is none or it is unreadable (then everything is rebuilt). */
export async function readCache(outDir: string): Promise<BuildCache | undefined> {
  return (await loadCache(outDir)).cache;
}

/**
 * The cache of `outDir`, if there is one that can be trusted; `note` says why a cache that is there was not used
 * (for the user: the build then compiles every card, which is slower but right).
 */
export async function loadCache(outDir: string): Promise<{ cache?: BuildCache; note?: string }> {
  try {
    return { cache: load(outDir)?.cache };
  } catch (error) {
    if (!(error instanceof UntrustedCacheError)) throw error;
    forget(outDir);
    return { note: untrustedCacheNote(outDir, error) };
  }
}

/**
 * A cache file that is there but cannot be used as it is. Thrown while reading, or later by the first look at a
 * file's entry (see StoredFile): `build` then starts again without the cache.
 */
export class UntrustedCacheError extends Error {
  override name = "UntrustedCacheError";
}

/** The note for the user when the cache of `outDir` was not used because of `error`. */
export function untrustedCacheNote(outDir: string, error: UntrustedCacheError): string {
  return `the build cache in '${outDir}' was ignored (${error.message}); every card is compiled again, and the next build writes a new cache.`;
}

function readTextOrUndefined(file: string): string | undefined {
  try {
    return readLargeText(file);
  } catch {
    return undefined;
  }
}

/**
 * The text of a large UTF-8 file the build reads whole (the cache's base, the output folder's marker). Read as
 * bytes, then decoded: Node 20's `readFileSync(file, "utf8")` takes two to three times as long for the same
 * text (the 4.4 MB base of a 10,000-card set: ~230 ms against ~120 ms on a loaded machine; most of a one-card
 * rebuild's cache read). Bytes that are not UTF-8 read as U+FFFD in both.
 */
export function readLargeText(file: string): string {
  return readFileSync(file).toString("utf8");
}

function load(outDir: string): Remembered | undefined {
  const baseFile = path.join(outDir, CACHE_FILE);
  const journalFile = path.join(outDir, JOURNAL_FILE);
  const baseStamp = stampOf(baseFile);
  const journalStamp = stampOf(journalFile);
  if (baseStamp === "absent") return undefined;
  const known = inMemory.get(outDir);
  if (known && known.baseStamp === baseStamp && known.journalStamp === journalStamp) return known;
  // Read whole, synchronously: fs/promises reads a large file in chunks and joins their decoded texts, several
  // times the cost of one read and one decode (and the build waits for it anyway).
  const text = readTextOrUndefined(baseFile);
  if (text === undefined) return undefined; // removed since its stat: no cache
  const parsed = parseBase(text);
  if (parsed === undefined) return undefined;
  const { base, files } = parsed;
  let indexKey = base.indexKey;
  let journalLines = 0;
  const journal = journalStamp === "absent" ? "" : (readTextOrUndefined(journalFile) ?? "");
  for (const text of journal.split("\n")) {
    if (text === "") continue;
    let line: JournalLine;
    try {
      line = JSON.parse(text) as JournalLine;
    } catch {
      // A torn line (an interrupted append): it and what follows are not trusted, and the next update writes a
      // new base instead of appending after it.
      journalLines = Number.POSITIVE_INFINITY;
      break;
    }
    if (line === null || typeof line !== "object" || line.generation !== base.generation) continue;
    const notOurs = (what: string) => new UntrustedCacheError(`${JOURNAL_FILE} is not a journal this compiler wrote: ${what}`);
    journalLines += 1;
    if ("line" in line) {
      if (typeof line.line !== "string") throw notOurs("a file's line is not text");
      const file = parseFileLine(line.line, (what) => notOurs(`line ${journalLines} ${what}`));
      files.set(file.path, file);
    } else if ("removed" in line) {
      if (typeof line.removed !== "string") throw notOurs("a removed path is not text");
      files.delete(line.removed);
    } else if (typeof line.indexKey === "string") indexKey = line.indexKey;
    else throw notOurs(`line ${journalLines} is of no known kind`);
  }
  const cache: BuildCache = {
    compilerVersion: base.compilerVersion,
    runtimeImport: base.runtimeImport,
    indexKey,
    runtimeTypes: base.runtimeTypes,
    files: [...files.values()],
  };
  byPathMemo.set(cache, files);
  const remembered = { baseStamp, journalStamp, generation: base.generation, journalLines, cache };
  inMemory.set(outDir, remembered);
  return remembered;
}

/**
 * Writes a whole new base (in `dir`, which may be a build's staging folder) and no journal. Returns its
 * generation. Synchronous, like the cache update: the output folder's commit (output-folder.ts) runs it under the
 * folder's lock, in one step that no signal handler can interrupt.
 */
export function writeCacheBase(dir: string, cache: BuildCache): string {
  const header: BaseHeader = {
    format: BASE_FORMAT,
    compilerVersion: cache.compilerVersion,
    runtimeImport: cache.runtimeImport,
    indexKey: cache.indexKey,
    runtimeTypes: cache.runtimeTypes,
    generation: randomUUID(),
    files: cache.files.length,
  };
  const temporary = path.join(dir, `${CACHE_FILE}.cardscript-${process.pid}-${randomUUID().slice(0, 8)}.tmp`);
  try {
    writeFileSync(temporary, `${JSON.stringify(header)}\n${cache.files.map(baseLine).join("")}`);
    rmSync(path.join(dir, JOURNAL_FILE), { force: true });
    renameSync(temporary, path.join(dir, CACHE_FILE));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return header.generation;
}

/**
 * Records `next` in `outDir`, whose cache was `previous`: appends the changed and removed files to the journal,
 * or writes a new base when the journal would grow too long.
 */
export function updateCache(outDir: string, previous: BuildCache, next: BuildCache): void {
  const remembered = inMemory.get(outDir);
  const before = filesByPath(previous);
  const changed: CachedFile[] = [];
  let kept = 0;
  for (const file of next.files) {
    const earlier = before.get(file.path);
    if (earlier !== undefined) kept += 1;
    if (earlier !== file && !sameEntry(earlier, file)) changed.push(file);
  }
  // Paths are unique: when every previous path is still there, nothing was removed (no set of the whole list).
  let removed: string[] = [];
  if (kept < previous.files.length) {
    const after = new Set(next.files.map((file) => file.path));
    removed = previous.files.filter((file) => !after.has(file.path)).map((file) => file.path);
  }
  const lineCount = changed.length + removed.length + (next.indexKey !== previous.indexKey ? 1 : 0);
  if (lineCount === 0 && next.runtimeTypes === previous.runtimeTypes) return;
  const total = (remembered?.journalLines ?? 0) + lineCount;
  // A new runtime-types hash is a base-level fact: it needs a new base.
  if (!remembered || next.runtimeTypes !== previous.runtimeTypes || total > MAX_JOURNAL_LINES || total * 4 > next.files.length) {
    remember(outDir, next, writeCacheBase(outDir, next), 0);
    return;
  }
  const generation = remembered.generation;
  const lines: JournalLine[] = [
    ...changed.map((file) => ({ generation, line: baseLine(file).slice(0, -1) })),
    ...removed.map((removedPath) => ({ generation, removed: removedPath })),
    ...(next.indexKey !== previous.indexKey ? [{ generation, indexKey: next.indexKey }] : []),
  ];
  appendFileSync(path.join(outDir, JOURNAL_FILE), lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
  remember(outDir, next, generation, total);
}

/** Forgets what this process knew of the cache of `outDir` (it turned out not to be trustworthy). */
export function forget(outDir: string): void {
  inMemory.delete(outDir);
}

/** Remembers the cache just written to `outDir` (see `inMemory`). */
export function remember(outDir: string, cache: BuildCache, generation: string, journalLines: number): void {
  const baseStamp = stampOf(path.join(outDir, CACHE_FILE));
  const journalStamp = stampOf(path.join(outDir, JOURNAL_FILE));
  inMemory.set(outDir, { baseStamp, journalStamp, generation, journalLines, cache });
}

/** The files of a cache by path, built once per cache object (cache objects are never mutated). */
const byPathMemo = new WeakMap<BuildCache, Map<string, CachedFile>>();

export function filesByPath(cache: BuildCache): Map<string, CachedFile> {
  let byPath = byPathMemo.get(cache);
  if (!byPath) {
    byPath = new Map(cache.files.map((file) => [file.path, file]));
    byPathMemo.set(cache, byPath);
  }
  return byPath;
}

// ---- Shape checks: what a cache must look like to be used at all ---------------------------------------

/** Module paths the build writes (names.ts: `cards/<slug>.ts`, the slug made of [a-z0-9-]). */
const MODULE_PATH = /^cards\/[a-z0-9][a-z0-9-]*\.ts$/;
const HASH = /^[0-9a-f]{64}$/;

function headerProblem(header: BaseHeader): string | undefined {
  if (header === null || typeof header !== "object") return "no header";
  if (header.format !== BASE_FORMAT) return `a layout (${JSON.stringify(header.format)}) other than ${BASE_FORMAT}`;
  if (typeof header.compilerVersion !== "string" || typeof header.generation !== "string" || typeof header.runtimeImport !== "string") return "no compiler version, generation or runtime import";
  if (typeof header.indexKey !== "string" || (header.runtimeTypes !== undefined && typeof header.runtimeTypes !== "string")) return "no index key";
  if (!Number.isInteger(header.files) || header.files < 0) return "no count of files";
  return undefined;
}

const isText = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isPosition = (value: unknown): boolean => {
  const position = value as { offset?: unknown; line?: unknown; column?: unknown } | null;
  return position !== null && typeof position === "object" && isNumber(position.offset) && isNumber(position.line) && isNumber(position.column);
};
const isRange = (value: unknown): boolean => {
  const range = value as { start?: unknown; end?: unknown } | null;
  return range !== null && typeof range === "object" && isPosition(range.start) && isPosition(range.end);
};

/** What is wrong with one file entry, or undefined when it has the shape this module writes. */
function fileProblem(file: CachedFile): string | undefined {
  if (file === null || typeof file !== "object" || !isText(file.path) || file.path === "") return "a file entry without a path";
  const where = `the entry of '${file.path}'`;
  if (!isText(file.hash) || !HASH.test(file.hash) || !isNumber(file.size) || !isNumber(file.mtimeMs)) return `${where} has no content hash, size or mtime`;
  const declared = file.declared as DeclaredTypes | null;
  if (declared === null || typeof declared !== "object" || !Array.isArray(declared.planeswalker) || !Array.isArray(declared.creature) || ![...declared.planeswalker, ...declared.creature].every(isText)) {
    return `${where} has no declared types`;
  }
  if (!Array.isArray(file.cards)) return `${where} has no cards`;
  for (const card of file.cards) {
    if (card === null || typeof card !== "object" || !isText(card.name) || !isRange(card.nameRange)) return `${where} has a card without a name`;
    if (!isText(card.module) || !MODULE_PATH.test(card.module)) return `${where} has a module path outside cards/`;
    if (card.outputKey !== undefined && !isText(card.outputKey)) return `${where} has an output key that is not text`;
  }
  if (!Array.isArray(file.diagnostics)) return `${where} has no diagnostics`;
  for (const diagnostic of file.diagnostics as unknown[]) {
    const { severity, code, message, range } = (diagnostic ?? {}) as Partial<Diagnostic>;
    // A file with errors is never cached: an entry that says otherwise was not written by this compiler.
    if ((severity !== "warning" && severity !== "info") || !isText((diagnostic as Diagnostic).file) || !isText(code) || !isText(message) || !isRange(range)) return `${where} has a diagnostic that is not a warning`;
  }
  if (file.typechecked !== undefined && typeof file.typechecked !== "boolean") return `${where} has a typechecked flag that is not true or false`;
  return undefined;
}

function sameEntry(a: CachedFile | undefined, b: CachedFile): boolean {
  return (
    a !== undefined &&
    a.hash === b.hash &&
    a.size === b.size &&
    a.mtimeMs === b.mtimeMs &&
    a.typechecked === b.typechecked &&
    restText(a) === restText(b)
  );
}

// ---- The base's lines ------------------------------------------------------------------------------------

const FIELD = "\t";
const NO_DECLARED: DeclaredTypes = Object.freeze({ planeswalker: Object.freeze([]) as unknown as string[], creature: Object.freeze([]) as unknown as string[] });

/** What a line of the base holds after its small fields: parsed when a build looks at the file. */
interface FileRest {
  declared: DeclaredTypes;
  cards: CachedCard[];
  diagnostics: Diagnostic[];
}

/**
 * A file entry read from the base: its small fields at once, its rest on first use (then checked: a rest that is
 * not of the shape written here throws UntrustedCacheError). Entries are never mutated (see `restat`).
 */
class StoredFile implements CachedFile {
  private parsed: FileRest | undefined;

  constructor(
    readonly path: string,
    readonly hash: string,
    readonly size: number,
    readonly mtimeMs: number,
    readonly flags: string,
    readonly cardCount: number,
    /** The rest as JSON, exactly as read (written back as it is, never parsed for that). */
    readonly restText: string,
  ) {}

  get typechecked(): boolean {
    return this.flags.includes("t");
  }

  get declared(): DeclaredTypes {
    return this.flags.includes("d") ? this.rest().declared : NO_DECLARED;
  }

  get cards(): CachedCard[] {
    return this.rest().cards;
  }

  get diagnostics(): Diagnostic[] {
    // A fresh array: the build appends to the lists of the files it compiles.
    return this.flags.includes("w") ? this.rest().diagnostics : [];
  }

  private rest(): FileRest {
    if (this.parsed === undefined) {
      let rest: FileRest;
      try {
        rest = JSON.parse(this.restText) as FileRest;
      } catch {
        throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: the entry of '${this.path}' is not valid JSON`);
      }
      const problem =
        rest === null || typeof rest !== "object"
          ? `the entry of '${this.path}' has nothing after its size and mtime`
          : fileProblem({ path: this.path, hash: this.hash, size: this.size, mtimeMs: this.mtimeMs, declared: rest.declared, cards: rest.cards, diagnostics: rest.diagnostics });
      if (problem !== undefined) throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: ${problem}`);
      if (rest.cards.length !== this.cardCount || hasDeclared(rest.declared) !== this.flags.includes("d") || (rest.diagnostics.length > 0) !== this.flags.includes("w")) {
        throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: the entry of '${this.path}' does not match its own flags`);
      }
      this.parsed = rest;
    }
    return this.parsed;
  }
}

function hasDeclared(declared: DeclaredTypes): boolean {
  return declared.planeswalker.length > 0 || declared.creature.length > 0;
}

/** The number of cards of a cache entry, without parsing a stored entry's rest. */
export function cardCountOf(file: CachedFile): number {
  return file instanceof StoredFile ? file.cardCount : file.cards.length;
}

/** `file` with a new size, mtime and typechecked flag (its content unchanged), without parsing its rest. */
export function restat(file: CachedFile, stat: { size: number; mtimeMs: number; typechecked: boolean }): CachedFile {
  if (!(file instanceof StoredFile)) return { ...file, ...stat };
  const flags = `${stat.typechecked ? "t" : ""}${file.flags.replace("t", "")}`;
  return new StoredFile(file.path, file.hash, stat.size, stat.mtimeMs, flags, file.cardCount, file.restText);
}

/** The rest of an entry as the base's JSON (a stored entry's as it was read). */
function restText(file: CachedFile): string {
  if (file instanceof StoredFile) return file.restText;
  const rest: FileRest = { declared: file.declared, cards: file.cards, diagnostics: file.diagnostics };
  return JSON.stringify(rest);
}

function baseLine(file: CachedFile): string {
  const flags = file instanceof StoredFile ? file.flags : `${file.typechecked ? "t" : ""}${hasDeclared(file.declared) ? "d" : ""}${file.diagnostics.length > 0 ? "w" : ""}`;
  return `${JSON.stringify(file.path)}${FIELD}${file.hash}${FIELD}${file.size}${FIELD}${file.mtimeMs}${FIELD}${flags}${FIELD}${cardCountOf(file)}${FIELD}${restText(file)}\n`;
}

/** One file's line of the base (or of a journal line); `bad` makes the error for a line that is not one. */
function parseFileLine(text: string, bad: (what: string) => Error): StoredFile {
  return parseFileLineAt(text, 0, text.length, bad);
}

const TAB = 9;
const QUOTE = 34;

/**
 * The file line of `text` from `start` to `end` (its newline excluded). The fields are found by scanning for tabs
 * in the base's text itself: no copy of the line and no array of its fields (a base of 10,000 lines is read by
 * every build, and those allocations were most of its cost, in parsing and in garbage collection).
 */
function parseFileLineAt(text: string, start: number, end: number, bad: (what: string) => Error): StoredFile {
  // The seven fields' ends: six tabs, then the line's end (the rest, JSON, may hold no tab: JSON escapes them).
  const tab1 = text.indexOf("\t", start);
  const tab2 = tab1 < 0 || tab1 >= end ? -1 : text.indexOf("\t", tab1 + 1);
  const tab3 = tab2 < 0 || tab2 >= end ? -1 : text.indexOf("\t", tab2 + 1);
  const tab4 = tab3 < 0 || tab3 >= end ? -1 : text.indexOf("\t", tab3 + 1);
  const tab5 = tab4 < 0 || tab4 >= end ? -1 : text.indexOf("\t", tab4 + 1);
  const tab6 = tab5 < 0 || tab5 >= end ? -1 : text.indexOf("\t", tab5 + 1);
  if (tab6 < 0 || tab6 >= end) throw bad("does not have the seven fields of a file");
  const extra = text.indexOf("\t", tab6 + 1);
  if (extra >= 0 && extra < end) throw bad("does not have the seven fields of a file");
  let filePath: unknown;
  // A path with nothing escaped is the text between its quotes (JSON.parse for 10,000 lines is not free).
  const closing = text.indexOf('"', start + 1);
  if (tab1 - start >= 2 && text.charCodeAt(start) === QUOTE && closing === tab1 - 1 && !hasBackslash(text, start, tab1)) {
    filePath = text.slice(start + 1, tab1 - 1);
  } else {
    try {
      filePath = JSON.parse(text.slice(start, tab1));
    } catch {
      filePath = undefined;
    }
  }
  const size = numberField(text, tab2 + 1, tab3);
  const mtimeMs = numberField(text, tab3 + 1, tab4);
  const cardCount = numberField(text, tab5 + 1, tab6);
  if (typeof filePath !== "string" || filePath === "") throw bad("has no path");
  // The hash is only ever compared with a file's SHA-256: its length is all that is checked here.
  if (tab2 - tab1 - 1 !== 64 || !Number.isFinite(size) || !Number.isFinite(mtimeMs)) throw bad("has no content hash, size or mtime");
  const flags = flagsField(text, tab4 + 1, tab5);
  if (flags === undefined || !Number.isInteger(cardCount) || cardCount < 0 || tab6 + 1 === end) throw bad("has no flags, count of cards or entry");
  return new StoredFile(filePath, text.slice(tab1 + 1, tab2), size, mtimeMs, flags, cardCount, text.slice(tab6 + 1, end));
}

/** The number written from `start` to `end` (NaN for an empty field, which `Number("")` would read as 0). */
function numberField(text: string, start: number, end: number): number {
  return start === end ? Number.NaN : Number(text.slice(start, end));
}

/** Whether `text` has a backslash (a JSON escape) from `start` to `end`. */
function hasBackslash(text: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (text.charCodeAt(at) === 92) return true;
  return false;
}

/** The flags from `start` to `end` (`t?d?w?`), as one of the strings below (not a copy per line), or undefined. */
function flagsField(text: string, start: number, end: number): string | undefined {
  return start === end ? "" : end - start > 3 ? undefined : FLAG_STRINGS.get(text.slice(start, end));
}

const FLAG_STRINGS = new Map(["", "t", "d", "w", "td", "tw", "dw", "tdw"].map((flags) => [flags, flags]));

/** The base's header and its entries by path; throws UntrustedCacheError for anything else. */
function parseBase(text: string): { base: BaseHeader; files: Map<string, CachedFile> } | undefined {
  const headerEnd = text.indexOf("\n");
  let base: BaseHeader;
  try {
    base = JSON.parse(headerEnd < 0 ? text : text.slice(0, headerEnd)) as BaseHeader;
  } catch {
    throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: its first line is not a JSON header`);
  }
  // A whole cache on one line, with no layout: written by an earlier version of this compiler, whose caches are
  // not used anyway (their compiler version differs). Not a problem to tell anyone about.
  if (base !== null && typeof base === "object" && base.format === undefined && typeof base.compilerVersion === "string" && Array.isArray(base.files)) return undefined;
  const problem = headerProblem(base);
  if (problem !== undefined) throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: it has ${problem}`);
  const files = new Map<string, CachedFile>();
  let start = headerEnd + 1;
  let count = 0;
  while (headerEnd >= 0 && start < text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    count += 1;
    const file = parseFileLineAt(text, start, end, (what) => new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: line ${count + 1} ${what}`));
    start = end + 1;
    files.set(file.path, file);
  }
  if (count !== base.files) throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: it has ${count} files, its header says ${base.files}`);
  return { base, files };
}
