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
 * The base is read by every build, so it is laid out to be read fast, in two sections after a JSON header line
 * (which gives both sections' sizes in bytes):
 *   - the index, one line per card file: `<path as JSON> TAB <size> TAB <mtime> TAB <flags> TAB <card count> TAB
 *     <offset> TAB <length>`, all a build needs to see that a file is unchanged (about 60 bytes a file);
 *   - the details, one line per card file: `<content hash> TAB <the rest as JSON>` (the file's cards, declared
 *     types and warnings: most of the base), at the byte offset and of the length its index line gives.
 * A build reads the header and the index only (a tenth of the base of a 10,000-card set), keeps the base open,
 * and reads a file's details line only when it looks at that file: after a one-card edit, one line (a positioned
 * read; the bytes around it must be the line's own newlines, so a base edited by hand is caught). The flags say
 * whether the rest has any declared types (`d`) or warnings (`w`) and whether the file's modules were type-checked
 * (`t`), so that the set-wide facts of all the other files are known without reading theirs. A journal line holds
 * a file's whole entry in one line: `<path as JSON> TAB <hash> TAB <size> TAB <mtime> TAB <flags> TAB <card count>
 * TAB <the rest as JSON>`.
 *
 * Early cut-off: each card also records the key of its module's output (`outputKey`: a hash of everything the
 * module is generated from). A card file whose text changed but whose cards give the same keys (a comment, a
 * blank line at the end) is parsed and checked again, but its modules are neither generated nor written, so
 * such an edit never loads the generator (ts-morph, prettier, TypeScript).
 *
 * The cache is read as untrusted input: a file that is not of the format written here, or whose entries do not
 * have the shape written here (a module path outside `cards/`, a missing field), is ignored as a whole with a
 * note saying so, and the set is compiled from scratch; it is never partly used. A details line is checked when
 * it is read: a bad one found then throws `UntrustedCacheError`, and `build` starts again without the cache
 * (nothing has been written by then: see build.ts). So does a base replaced by another process between the
 * moment a build read its index and the moment it reads a details line (its generation differs).
 */
import { createHash, randomUUID } from "node:crypto";
import { appendFileSync, closeSync, fstatSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
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
  /** Bytes of the index section (after the header line) and of the details section (after the index). */
  index: number;
  details: number;
}

const BASE_FORMAT = 3;

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
  try {
    return (await loadCache(outDir)).cache;
  } finally {
    // Its entries open the base again if their details are read.
    closeCacheFiles();
  }
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

/** Closes the bases this process holds open (each is opened again if a later build reads its details). */
export function closeCacheFiles(): void {
  for (const details of openDetails) details.close();
  openDetails.clear();
}

/**
 * The text of a large UTF-8 file the build reads whole (the output folder's marker, the cache's journal). Read as
 * bytes, then decoded: Node 20's `readFileSync(file, "utf8")` takes two to three times as long for the same
 * text (a 4.4 MB file: ~230 ms against ~120 ms on a loaded machine). Bytes that are not UTF-8 read as U+FFFD in
 * both.
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
  // Synchronously: fs/promises reads in chunks through the thread pool, and the build waits for it anyway.
  const parsed = readBase(baseFile);
  if (parsed === undefined) return undefined; // removed since its stat, or a base of an earlier layout: no cache
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
  // Every entry's details, read now (entries of the base being replaced read theirs in one go): the entries stay
  // in use after the base they were read from is gone.
  const indexLines: string[] = [];
  const detailsLines: string[] = [];
  const sections = new Map<BaseDetails, Buffer>();
  let offset = 0;
  for (const file of cache.files) {
    const details = `${hashOf(file, sections)}${FIELD}${restText(file, sections)}`;
    const length = Buffer.byteLength(details);
    indexLines.push(`${JSON.stringify(file.path)}${FIELD}${file.size}${FIELD}${file.mtimeMs}${FIELD}${flagsOf(file)}${FIELD}${cardCountOf(file)}${FIELD}${offset}${FIELD}${length}\n`);
    detailsLines.push(`${details}\n`);
    offset += length + 1;
  }
  const index = indexLines.join("");
  const header: BaseHeader = {
    format: BASE_FORMAT,
    compilerVersion: cache.compilerVersion,
    runtimeImport: cache.runtimeImport,
    indexKey: cache.indexKey,
    runtimeTypes: cache.runtimeTypes,
    generation: randomUUID(),
    files: cache.files.length,
    index: Buffer.byteLength(index),
    details: offset,
  };
  const temporary = path.join(dir, `${CACHE_FILE}.cardscript-${process.pid}-${randomUUID().slice(0, 8)}.tmp`);
  try {
    writeFileSync(temporary, `${JSON.stringify(header)}\n${index}${detailsLines.join("")}`);
    rmSync(path.join(dir, JOURNAL_FILE), { force: true });
    // The base replaced may be one this process holds open (the entries written have their details in memory now).
    closeCacheFiles();
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
  // Indexed: a for-of over 10,000 entries in code run once makes an iterator result per entry.
  for (let index = 0; index < next.files.length; index++) {
    const file = next.files[index];
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
    ...changed.map((file) => ({ generation, line: fullLine(file) })),
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
  if (!Number.isInteger(header.index) || header.index < 0 || !Number.isInteger(header.details) || header.details < 0) return "no sizes of its sections";
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
  // Two entries of the same details line (one restat from the other) have the same hash and rest: not read.
  if (a instanceof StoredFile && b instanceof StoredFile && a.sameDetailsAs(b)) {
    return a.size === b.size && a.mtimeMs === b.mtimeMs && a.typechecked === b.typechecked;
  }
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
 * The details section of one base file, read a line at a time. The file stays open from the read of its index
 * until the end of the build (`closeCacheFiles`); a later read opens it again and checks that it is still the
 * same base (its generation): a base is only ever replaced whole, by a rename.
 */
class BaseDetails {
  constructor(
    private readonly file: string,
    private readonly generation: string,
    /** Byte offset of the details section in the file, and its size. */
    private readonly start: number,
    private readonly bytes: number,
    private fd: number | undefined,
  ) {
    if (fd !== undefined) openDetails.add(this);
  }

  close(): void {
    if (this.fd === undefined) return;
    try {
      closeSync(this.fd);
    } catch {
      // Closed already: nothing to release.
    }
    this.fd = undefined;
  }

  /** The line at `offset` (`length` bytes, without its newline), as text. */
  line(offset: number, length: number, entry: string): string {
    // The newline before the line (the index's last one, for the first line) and the one after it are read too:
    // a line whose bytes are not exactly where its index line says is refused, not half read.
    const bytes = this.read(this.start + offset - 1, length + 2);
    if (bytes.length !== length + 2 || bytes[0] !== NEWLINE || bytes[length + 1] !== NEWLINE || bytes.indexOf(NEWLINE, 1) !== length + 1) {
      throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: the details of '${entry}' are not where its index line says`);
    }
    return bytes.toString("utf8", 1, length + 1);
  }

  /** The whole details section (for a new base that takes every entry's details). */
  all(): Buffer {
    return this.read(this.start, this.bytes);
  }

  private read(position: number, length: number): Buffer {
    const fd = this.open();
    const buffer = Buffer.allocUnsafe(length);
    let done = 0;
    while (done < length) {
      const read = readSync(fd, buffer, done, length - done, position + done);
      if (read === 0) break;
      done += read;
    }
    return buffer.subarray(0, done);
  }

  private open(): number {
    if (this.fd !== undefined) return this.fd;
    const fd = openBase(this.file);
    const header = fd === undefined ? undefined : readHeaderLine(fd);
    if (fd === undefined || header === undefined || header.generation !== this.generation) {
      if (fd !== undefined) closeSync(fd);
      throw new UntrustedCacheError(`${CACHE_FILE} was replaced by another build while this one was reading it`);
    }
    this.fd = fd;
    openDetails.add(this);
    return fd;
  }
}

/** The bases this process holds open (`closeCacheFiles`). */
const openDetails = new Set<BaseDetails>();

const NEWLINE = 10;

function openBase(file: string): number | undefined {
  try {
    return openSync(file, "r");
  } catch {
    return undefined;
  }
}

/** The header of the base open as `fd` (its first line, parsed, with its length in bytes), or undefined. */
function readHeaderLine(fd: number): (BaseHeader & { bytes: number }) | undefined {
  // A header is a few hundred bytes (its longest field is the runtime import); read more only for a longer one.
  let buffer: Buffer;
  for (let size = 4096; ; size *= 4) {
    buffer = Buffer.allocUnsafe(size);
    const read = readSync(fd, buffer, 0, size, 0);
    const end = buffer.subarray(0, read).indexOf(NEWLINE);
    if (end >= 0 || read < size) {
      let header: BaseHeader;
      try {
        header = JSON.parse(buffer.toString("utf8", 0, end < 0 ? read : end)) as BaseHeader;
      } catch {
        throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: its first line is not a JSON header`);
      }
      return header === null || typeof header !== "object" ? undefined : { ...header, bytes: end < 0 ? read : end + 1 };
    }
  }
}

/**
 * A file entry read from the cache: its small fields at once; its hash and rest (from the base's details section,
 * or given whole by a journal line) on first use, then checked: a rest that is not of the shape written here
 * throws UntrustedCacheError. Entries are never mutated (see `restat`): reading the details only fills them in.
 */
class StoredFile implements CachedFile {
  private parsed: FileRest | undefined;

  constructor(
    readonly path: string,
    private storedHash: string | undefined,
    readonly size: number,
    readonly mtimeMs: number,
    readonly flags: string,
    readonly cardCount: number,
    /** The rest as JSON, exactly as read (written back as it is, never parsed for that); undefined until read. */
    private storedRest: string | undefined,
    /** Where the hash and rest are, when they were not read yet: the base's details, the line's offset and length. */
    private readonly base?: BaseDetails,
    private readonly offset = 0,
    private readonly length = 0,
  ) {}

  get hash(): string {
    if (this.storedHash === undefined) this.readDetails();
    return this.storedHash!;
  }

  get restText(): string {
    if (this.storedRest === undefined) this.readDetails();
    return this.storedRest!;
  }

  /** Whether `other` has the same details line (one of them is the other with a new size or mtime). */
  sameDetailsAs(other: StoredFile): boolean {
    return this.base !== undefined && this.base === other.base && this.offset === other.offset;
  }

  /** This entry with a new size, mtime and flags, sharing its details (read or not). */
  withStat(size: number, mtimeMs: number, flags: string): StoredFile {
    return new StoredFile(this.path, this.storedHash, size, mtimeMs, flags, this.cardCount, this.storedRest, this.base, this.offset, this.length);
  }

  /** Fills in the hash and rest from `line` (`<hash> TAB <rest>`), the details line of this entry. */
  fillDetails(line: string): void {
    const tab = line.indexOf(FIELD);
    if (tab !== 64 || !HASH.test(line.slice(0, 64)) || tab + 1 === line.length) {
      throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: the entry of '${this.path}' has no content hash`);
    }
    this.storedHash = line.slice(0, 64);
    this.storedRest = line.slice(65);
  }

  /** Whether the details are still to be read, from `base`. */
  detailsPendingIn(base: BaseDetails): { offset: number; length: number } | undefined {
    return this.storedRest === undefined && this.base === base ? { offset: this.offset, length: this.length } : undefined;
  }

  /** The base whose details this entry has not read yet. */
  pendingBase(): BaseDetails | undefined {
    return this.storedRest === undefined ? this.base : undefined;
  }

  private readDetails(): void {
    this.fillDetails(this.base!.line(this.offset, this.length, this.path));
  }

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
      const text = this.restText;
      let rest: FileRest;
      try {
        rest = JSON.parse(text) as FileRest;
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

const NO_DIAGNOSTICS: readonly Diagnostic[] = Object.freeze([]);

/** The warnings of a cache entry, to read only (one shared empty list for a stored entry without any). */
export function warningsOf(file: CachedFile): readonly Diagnostic[] {
  return file instanceof StoredFile && !file.flags.includes("w") ? NO_DIAGNOSTICS : file.diagnostics;
}

/** The number of cards of a cache entry, without parsing a stored entry's rest. */
export function cardCountOf(file: CachedFile): number {
  return file instanceof StoredFile ? file.cardCount : file.cards.length;
}

/** `file` with a new size, mtime and typechecked flag (its content unchanged), without reading its details. */
export function restat(file: CachedFile, stat: { size: number; mtimeMs: number; typechecked: boolean }): CachedFile {
  if (!(file instanceof StoredFile)) return { ...file, ...stat };
  return file.withStat(stat.size, stat.mtimeMs, `${stat.typechecked ? "t" : ""}${file.flags.replace("t", "")}`);
}

/** The content hash of an entry (its details read from `sections`, see `fillPendingDetails`). */
function hashOf(file: CachedFile, sections: Map<BaseDetails, Buffer>): string {
  if (file instanceof StoredFile) fillPendingDetails(file, sections);
  return file.hash;
}

/**
 * Fills in the details of `file` if they are still to be read, from the whole details section of its base, read
 * once into `sections` (a new base takes every entry's details: one read instead of one per entry).
 */
function fillPendingDetails(file: StoredFile, sections: Map<BaseDetails, Buffer>): void {
  const base = file.pendingBase();
  if (base === undefined) return;
  let buffer = sections.get(base);
  if (buffer === undefined) {
    buffer = base.all();
    sections.set(base, buffer);
  }
  const at = file.detailsPendingIn(base)!;
  if (at.offset + at.length >= buffer.length || (at.offset > 0 && buffer[at.offset - 1] !== NEWLINE) || buffer[at.offset + at.length] !== NEWLINE || buffer.subarray(at.offset, at.offset + at.length).includes(NEWLINE)) {
    throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: the details of '${file.path}' are not where its index line says`);
  }
  file.fillDetails(buffer.toString("utf8", at.offset, at.offset + at.length));
}

/** The rest of an entry as the base's JSON (a stored entry's as it was read; `sections`: see `fillPendingDetails`). */
function restText(file: CachedFile, sections?: Map<BaseDetails, Buffer>): string {
  if (file instanceof StoredFile) {
    if (sections) fillPendingDetails(file, sections);
    return file.restText;
  }
  const rest: FileRest = { declared: file.declared, cards: file.cards, diagnostics: file.diagnostics };
  return JSON.stringify(rest);
}

function flagsOf(file: CachedFile): string {
  return file instanceof StoredFile ? file.flags : `${file.typechecked ? "t" : ""}${hasDeclared(file.declared) ? "d" : ""}${file.diagnostics.length > 0 ? "w" : ""}`;
}

/** A file's whole entry on one line (a journal line's `line`). */
function fullLine(file: CachedFile): string {
  return `${JSON.stringify(file.path)}${FIELD}${file.hash}${FIELD}${file.size}${FIELD}${file.mtimeMs}${FIELD}${flagsOf(file)}${FIELD}${cardCountOf(file)}${FIELD}${restText(file)}`;
}

/** One file's whole line (of a journal line); `bad` makes the error for a line that is not one. */
function parseFileLine(text: string, bad: (what: string) => Error): StoredFile {
  const tabs = tabsOf(text, 0, text.length, 6, bad, "does not have the seven fields of a file");
  const filePath = pathField(text, 0, tabs[0]);
  const size = numberField(text, tabs[1] + 1, tabs[2]);
  const mtimeMs = numberField(text, tabs[2] + 1, tabs[3]);
  const cardCount = numberField(text, tabs[4] + 1, tabs[5]);
  if (typeof filePath !== "string" || filePath === "") throw bad("has no path");
  // The hash is only ever compared with a file's SHA-256: its length is all that is checked here.
  if (tabs[1] - tabs[0] - 1 !== 64 || !Number.isFinite(size) || !Number.isFinite(mtimeMs)) throw bad("has no content hash, size or mtime");
  const flags = flagsField(text, tabs[3] + 1, tabs[4]);
  if (flags === undefined || !Number.isInteger(cardCount) || cardCount < 0 || tabs[5] + 1 === text.length) throw bad("has no flags, count of cards or entry");
  return new StoredFile(filePath, text.slice(tabs[0] + 1, tabs[1]), size, mtimeMs, flags, cardCount, text.slice(tabs[5] + 1));
}

const TAB = 9;
const QUOTE = 34;
const tabPositions: number[] = [];

/**
 * The positions of the `count` tabs of the line of `text` from `start` to `end` (exactly that many), in a shared
 * array. Found by scanning the text itself: no copy of the line and no array of its fields (the index of 10,000
 * lines is read by every build, and those allocations were most of its cost, in parsing and garbage collection).
 */
function tabsOf(text: string, start: number, end: number, count: number, bad: (what: string) => Error, what: string): number[] {
  let at = start - 1;
  for (let index = 0; index < count; index++) {
    at = text.indexOf(FIELD, at + 1);
    if (at < 0 || at >= end) throw bad(what);
    tabPositions[index] = at;
  }
  const extra = text.indexOf(FIELD, at + 1);
  if (extra >= 0 && extra < end) throw bad(what);
  return tabPositions;
}

/** The path field from `start` to `end`, a JSON string (a path with nothing escaped: the text between its quotes). */
function pathField(text: string, start: number, end: number): unknown {
  const closing = text.indexOf('"', start + 1);
  if (end - start >= 2 && text.charCodeAt(start) === QUOTE && closing === end - 1 && !hasBackslash(text, start, end)) return text.slice(start + 1, end - 1);
  try {
    return JSON.parse(text.slice(start, end));
  } catch {
    return undefined;
  }
}

/**
 * The index line of `text` from `start` to `end` (its newline excluded): an entry whose details are in `base`.
 * `bad` makes the error for a line that is not one.
 */
function parseIndexLineAt(text: string, start: number, end: number, base: BaseDetails, detailsBytes: number, bad: (what: string) => Error): StoredFile {
  const tabs = tabsOf(text, start, end, 6, bad, "does not have the seven fields of an index line");
  const filePath = pathField(text, start, tabs[0]);
  const size = integerField(text, tabs[0] + 1, tabs[1]);
  const mtimeMs = numberField(text, tabs[1] + 1, tabs[2]);
  const flags = flagsField(text, tabs[2] + 1, tabs[3]);
  const cardCount = integerField(text, tabs[3] + 1, tabs[4]);
  const offset = integerField(text, tabs[4] + 1, tabs[5]);
  const length = integerField(text, tabs[5] + 1, end);
  if (typeof filePath !== "string" || filePath === "") throw bad("has no path");
  if (!Number.isFinite(size) || !Number.isFinite(mtimeMs)) throw bad("has no size or mtime");
  if (flags === undefined || !Number.isInteger(cardCount) || cardCount < 0) throw bad("has no flags or count of cards");
  // A details line holds at least a hash, a tab and "{}", and ends with a newline inside the section.
  if (!Number.isInteger(offset) || !Number.isInteger(length) || offset < 0 || length < 67 || offset + length + 1 > detailsBytes) throw bad("has no place in the details");
  return new StoredFile(filePath, undefined, size, mtimeMs, flags, cardCount, undefined, base, offset, length);
}

/**
 * The whole number of decimal digits from `start` to `end`, read without a copy of the field (most of an index
 * line's fields are such numbers); NaN for anything else (an empty field, a sign, more than 15 digits).
 */
function integerField(text: string, start: number, end: number): number {
  if (start === end || end - start > 15) return Number.NaN;
  let value = 0;
  for (let at = start; at < end; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
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

/**
 * The base's header and its entries by path, reading the header and the index only (the file is left open for
 * the details, see BaseDetails); undefined when there is no base or it is of an earlier layout, whose compiler's
 * caches are not used anyway; throws UntrustedCacheError for anything else.
 */
function readBase(file: string): { base: BaseHeader; files: Map<string, CachedFile> } | undefined {
  const fd = openBase(file);
  if (fd === undefined) return undefined;
  let details: BaseDetails | undefined;
  try {
    const header = readHeaderLine(fd);
    if (header === undefined) throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: it has no header`);
    // A whole cache on one line (no layout), or a base of an earlier layout: written by an earlier version of this
    // compiler, whose caches are not used anyway (their compiler version differs). Not a problem to tell anyone about.
    if (typeof header.compilerVersion === "string" && (header.format === undefined ? Array.isArray(header.files) : typeof header.format === "number" && header.format < BASE_FORMAT)) return undefined;
    const problem = headerProblem(header);
    if (problem !== undefined) throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: it has ${problem}`);
    const size = fstatSync(fd).size;
    const expected = header.bytes + header.index + header.details;
    if (size !== expected) throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: it has ${size} bytes, its header says ${expected}`);
    const buffer = Buffer.allocUnsafe(header.index);
    let done = 0;
    while (done < header.index) {
      const read = readSync(fd, buffer, done, header.index - done, header.bytes + done);
      if (read === 0) break;
      done += read;
    }
    if (done !== header.index || (header.index > 0 && buffer[header.index - 1] !== NEWLINE)) throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: its index is cut short`);
    const text = buffer.toString("utf8");
    details = new BaseDetails(file, header.generation, header.bytes + header.index, header.details, fd);
    const files = new Map<string, CachedFile>();
    let start = 0;
    let count = 0;
    const bad = (what: string) => new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: line ${count + 1} ${what}`);
    while (start < text.length) {
      const end = text.indexOf("\n", start);
      count += 1;
      const entry = parseIndexLineAt(text, start, end, details, header.details, bad);
      start = end + 1;
      files.set(entry.path, entry);
    }
    if (count !== header.files) throw new UntrustedCacheError(`${CACHE_FILE} is not a cache this compiler wrote: it has ${count} files, its header says ${header.files}`);
    const { bytes: _bytes, ...base } = header;
    return { base, files };
  } catch (error) {
    if (details) {
      details.close();
      openDetails.delete(details);
    }
    throw error;
  } finally {
    if (!details) closeSync(fd);
  }
}
