/**
 * The output folder of `build`, and the only code that writes into it or removes anything from it.
 *
 * Ownership. A folder is cardscript's only if it holds the marker (`.cardscript-output.json`) that a build wrote:
 * JSON with `writtenBy: "cardscript build"`, a format number and the manifest, the list of every file the build
 * wrote there. Any other non-empty folder is the user's and is never written to. A folder from a cardscript that
 * predates the marker is recognised by its build cache, validated the same way (its card modules are the
 * manifest). A build removes only files of the previous manifest that its own manifest no longer lists: files
 * the user put in the folder (notes, a README) are never touched, whatever the options (`--force`, another
 * `--runtime-import`).
 *
 * Atomicity. A build into a missing folder writes everything into a temporary sibling folder and renames it into
 * place: one step. A build into an existing folder writes every new file into a staging folder (inside the output
 * folder, or the temporary sibling), then, holding the folder's lock, writes a pending record (`.cardscript-
 * pending.json`: the moves and removals to make) by a rename (the commit point), makes the moves and removals,
 * and removes the record. A build killed before the commit point left the old set whole (and a staging folder);
 * one killed after it is rolled forward by the next build, or by `recoverOutputFolder` before the folder is
 * read: the folder then holds exactly the new set. Nothing of a build is left behind: temporary folders are
 * removed on every exit path, including SIGINT, SIGTERM and SIGHUP (handlers are installed while a build holds
 * one), and those of a process that no longer runs (SIGKILL, a power cut) are removed by the next build.
 */
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { CACHE_FILE, JOURNAL_FILE, readLargeText } from "./cache.js";

export const MARKER_FILE = ".cardscript-output.json";
export const PENDING_FILE = ".cardscript-pending.json";
export const LOCK_FILE = ".cardscript-lock";
/** Written first into every temporary folder, so that a later build knows the folder is one of its own. */
const TEMPORARY_MARKER = ".cardscript-temporary";
const WRITTEN_BY = "cardscript build";
const FORMAT = 1;

/** How long a build waits for another process's commit into the same folder (commits take milliseconds). */
const LOCK_WAIT_MS = 30_000;

/**
 * The files a build wrote in its output folder (paths relative to it, forward slashes): a set, or the list of a
 * marker read back (`MarkerList`).
 */
export interface Manifest {
  has(file: string): boolean;
  [Symbol.iterator](): Iterator<string>;
}

export type OutputFolderState =
  | { kind: "missing" }
  | { kind: "empty" }
  | { kind: "ours"; manifest: Manifest; legacy: boolean }
  | { kind: "foreign"; reason: string };

/** An error the user can act on (a folder that is not ours, a lock held too long): never a bug in cardscript. */
export class OutputFolderError extends Error {
  override name = "OutputFolderError";
}

// ---- Ownership ------------------------------------------------------------------------------------------------

/** Whether `outDir` is missing, empty, ours (with the manifest of what the last build wrote) or someone else's. */
export function inspectOutputFolder(outDir: string): OutputFolderState {
  let names: string[];
  try {
    names = readdirSync(outDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { kind: "missing" };
    if (code === "ENOTDIR") return { kind: "foreign", reason: "it is a file, not a folder" };
    throw error;
  }
  // A folder that holds nothing but a build's work in progress (its staging folder, lock or temporary files) is empty.
  if (names.every((name) => name === LOCK_FILE || STAGING.test(name) || TEMPORARY_FILE.test(name))) return { kind: "empty" };
  if (names.includes(MARKER_FILE)) {
    const manifest = readManifest(path.join(outDir, MARKER_FILE));
    return manifest ? { kind: "ours", manifest, legacy: false } : { kind: "foreign", reason: `its ${MARKER_FILE} was not written by cardscript build` };
  }
  if (names.includes(CACHE_FILE)) {
    const manifest = legacyManifest(path.join(outDir, CACHE_FILE));
    if (manifest) return { kind: "ours", manifest, legacy: true };
    return { kind: "foreign", reason: `its ${CACHE_FILE} is not a cache cardscript build wrote` };
  }
  return { kind: "foreign", reason: `it has no ${MARKER_FILE}, so cardscript build did not write it` };
}

/** The text of the marker for `files`. */
export function markerText(files: Iterable<string>): string {
  return `${JSON.stringify({ writtenBy: WRITTEN_BY, format: FORMAT, files: [...files].sort() })}\n`;
}

/**
 * The manifest last read from each marker, with the marker's stamp then. A build reads its folder's marker when it
 * starts and again under the lock when it installs (the folder may have changed meanwhile): a large set's marker
 * lists 20,000 files, so the second look parses it only if the file is not the one read before. A marker is only
 * ever replaced by a rename (a new inode, a new ctime), so an equal stamp is the same file.
 */
const manifests = new Map<string, { stamp: string; manifest: Manifest | undefined }>();

function readManifest(file: string): Manifest | undefined {
  const info = statSync(file, { throwIfNoEntry: false, bigint: true });
  const stamp = info ? `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}` : undefined;
  const known = manifests.get(file);
  if (stamp !== undefined && known?.stamp === stamp) return known.manifest;
  const manifest = parseManifest(file);
  if (stamp !== undefined) {
    if (manifests.size > 64) manifests.clear();
    manifests.set(file, { stamp, manifest });
  }
  return manifest;
}

function parseManifest(file: string): Manifest | undefined {
  let text: string;
  try {
    text = readLargeText(file);
  } catch {
    return undefined;
  }
  // The marker as markerText writes it: checked where it lies, without a string per file (a large set's marker
  // lists 20,000 files, read by every build); the list is made a set only if a build uses it (to install).
  const listed = writtenList(text);
  if (listed === "not ours") return undefined;
  if (listed !== undefined) return new MarkerList(text, listed.start, listed.end);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== "object" || data === null) return undefined;
  const marker = data as { writtenBy?: unknown; format?: unknown; files?: unknown };
  if (marker.writtenBy !== WRITTEN_BY || marker.format !== FORMAT || !Array.isArray(marker.files)) return undefined;
  if (!marker.files.every((entry) => typeof entry === "string" && isOwnFilePath(entry))) return undefined;
  return new Set(marker.files as string[]);
}

const MARKER_START = `{"writtenBy":${JSON.stringify(WRITTEN_BY)},"format":${FORMAT},"files":[`;
const MARKER_END = "]}\n";

/**
 * Where the list of a marker laid out as markerText writes it lies in `text` (from `start` to `end`, between the
 * brackets), with every entry a path a build may write; "not ours" when such a marker lists something else (a
 * path outside the folder, a string JSON does not allow); undefined for any other text (then JSON.parse decides):
 * the same answer as parsing the whole marker and checking each path (isOwnFilePath), without a string per file.
 */
function writtenList(text: string): { start: number; end: number } | "not ours" | undefined {
  if (!text.startsWith(MARKER_START) || !text.endsWith(MARKER_END)) return undefined;
  const start = MARKER_START.length;
  const end = text.length - MARKER_END.length;
  const within = (at: number) => at >= 0 && at < end;
  // An escape: JSON.parse reads it. Without one, every quote is an entry's first or last character.
  if (within(text.indexOf("\\", start))) return undefined;
  // Characters a JSON string may not hold as they are.
  CONTROL.lastIndex = start;
  if (within(CONTROL.exec(text)?.index ?? -1)) return "not ours";
  // An empty entry, an empty segment, a segment starting with "." after the first (OWN_FILE_PATH).
  if (within(text.indexOf('""', start)) || within(text.indexOf("//", start)) || within(text.indexOf("/.", start))) return "not ours";
  // The entries, one after the other: "…","…",…,"…".
  let at = start;
  while (at < end) {
    if (text.charCodeAt(at) !== QUOTE) return undefined;
    const last = text.indexOf('"', at + 1);
    if (!within(last)) return undefined;
    const first = text.charCodeAt(at + 1);
    // A path starting or ending with "/", or starting with ".": only the build's own files start with ".".
    if (first === SLASH || text.charCodeAt(last - 1) === SLASH || (first === DOT && !isOwnFilePath(text.slice(at + 1, last)))) return "not ours";
    at = last + 1;
    if (at === end) break;
    if (text.charCodeAt(at) !== COMMA || at + 1 === end) return undefined; // a comma, then another entry
    at += 1;
  }
  return { start, end };
}

/** Characters below U+0020: a JSON string holds them escaped only. */
const CONTROL = /[\u0000-\u001f]/g;
const COMMA = 44;
const QUOTE = 34;
const SLASH = 47;
const DOT = 46;

/** The list of a marker (the text between its brackets), made a set on first use. */
class MarkerList implements Manifest {
  constructor(
    private readonly text: string,
    private readonly start: number,
    private readonly end: number,
  ) {}

  has(file: string): boolean {
    // Found in the text itself (a build that writes a module or two asks for them only): the list has no escape
    // (writtenList), so a path is in it exactly when it stands between two quotes there, and a quote is always an
    // entry's first or last character (each entry's last is followed by a comma or the list's end).
    const built = markerSets.get(this);
    if (built !== undefined) return built.has(file);
    if (file.includes('"') || file.includes("\\")) return false;
    const at = this.text.indexOf(`"${file}"`, this.start);
    return at >= 0 && at + file.length + 2 <= this.end;
  }

  [Symbol.iterator](): Iterator<string> {
    return this.files().values();
  }

  private files(): Set<string> {
    let files = markerSets.get(this);
    if (files === undefined) {
      files = new Set(JSON.parse(this.text.slice(this.start - 1, this.end + 1)) as string[]);
      markerSets.set(this, files);
    }
    return files;
  }
}

/** The set of each marker list used (kept out of the object, which is only its text and where the list lies). */
const markerSets = new WeakMap<MarkerList, Set<string>>();

/** The manifest of a folder written before the marker existed: its cache names every card module. */
function legacyManifest(file: string): Manifest | undefined {
  let data: unknown;
  try {
    data = JSON.parse(readLargeText(file));
  } catch {
    return undefined;
  }
  const cache = data as { compilerVersion?: unknown; generation?: unknown; files?: unknown };
  if (typeof cache !== "object" || cache === null || typeof cache.compilerVersion !== "string" || typeof cache.generation !== "string" || !Array.isArray(cache.files)) {
    return undefined;
  }
  const manifest = new Set(["index.ts", "runtime.ts", "package.json"]);
  for (const entry of cache.files as unknown[]) {
    const cards = (entry as { cards?: unknown })?.cards;
    if (!Array.isArray(cards)) return undefined;
    for (const card of cards as unknown[]) {
      const module = (card as { module?: unknown })?.module;
      if (typeof module !== "string" || !/^cards\/[^/\\]+\.ts$/.test(module)) return undefined;
      manifest.add(module);
    }
  }
  return manifest;
}

/**
 * A path a build may write (and so remove): relative, forward slashes, inside the folder, no hidden segment except
 * the build's own files. Checked on everything read back from a marker or a pending record.
 */
function isOwnFilePath(relative: string): boolean {
  if (relative === CACHE_FILE || relative === JOURNAL_FILE || relative === MARKER_FILE) return true;
  return OWN_FILE_PATH.test(relative);
}

/**
 * Segments joined by "/", each not empty, not starting with "." (so neither "." nor ".." nor hidden) and without a
 * backslash. One regular expression rather than a split per path: a marker lists every module of the set, and
 * every build of a 10,000-card set checks all of them.
 */
const OWN_FILE_PATH = /^[^/.\\][^/\\]*(?:\/[^/.\\][^/\\]*)*$/;

// ---- Temporary folders and their cleanup ----------------------------------------------------------------------

/** Temporary folders of builds running in this process: removed on SIGINT/SIGTERM/SIGHUP, never by another build. */
const active = new Set<string>();
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
let signalsHandled = false;
/** Builds running in this process: while there are any, the signals are handled (see `holdSignals`). */
let holds = 0;
/** The signal that stopped the builds of this process, if any (build.ts turns the failure into a clear error). */
let interruptedBy: NodeJS.Signals | undefined;

export function interruption(): NodeJS.Signals | undefined {
  return interruptedBy;
}

/**
 * Handles SIGINT, SIGTERM and SIGHUP until the matching `releaseSignals`: a build holds them from start to end.
 * A signal then never lands in the middle of a step (a commit, a cache write: they are synchronous, and a handled
 * signal waits for the event loop); it removes the build's temporary folders, and ends the process as the signal
 * would have (unless someone else listens for it, like `watch`, which then stops on its own).
 */
export function holdSignals(): void {
  holds += 1;
  updateSignalHandlers();
}

export function releaseSignals(): void {
  holds = Math.max(0, holds - 1);
  if (holds === 0 && active.size === 0) interruptedBy = undefined; // the next build starts afresh
  updateSignalHandlers();
}

function onSignal(signal: NodeJS.Signals): void {
  interruptedBy = signal;
  for (const folder of active) rmSync(folder, { recursive: true, force: true });
  active.clear();
  for (const each of SIGNALS) process.off(each, onSignal);
  signalsHandled = false;
  // Nobody else listens: do what the signal would have done without us (end the process, by the signal).
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function updateSignalHandlers(): void {
  const wanted = active.size > 0 || holds > 0;
  if (wanted && !signalsHandled) {
    for (const signal of SIGNALS) process.on(signal, onSignal);
    signalsHandled = true;
  } else if (!wanted && signalsHandled) {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    signalsHandled = false;
  }
}

function track(folder: string): void {
  active.add(folder);
  updateSignalHandlers();
}

/** Removes a temporary folder of this build (a no-op for one already renamed into place or removed). */
export function discardTemporaryFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  release(folder);
}

function release(folder: string): void {
  active.delete(folder);
  updateSignalHandlers();
}

function uniqueSuffix(): string {
  return `${process.pid}-${randomBytes(4).toString("hex")}`;
}

function makeTemporaryFolder(folder: string): string {
  track(folder); // first: a signal right after the mkdir must find it
  try {
    mkdirSync(folder);
  } catch (error) {
    release(folder);
    throw error;
  }
  mkdirSync(path.join(folder, "cards"));
  writeFileSync(path.join(folder, TEMPORARY_MARKER), `${WRITTEN_BY}: temporary folder of process ${process.pid}\n`);
  return folder;
}

/**
 * A temporary folder for a build that generates the whole set: a sibling of `outDir` when the folder is missing
 * (renamed into place at the end), else a staging folder inside it (its files are moved in by `commit`).
 */
export function makeFullBuildFolder(outDir: string, state: OutputFolderState): string {
  if (state.kind === "missing") {
    makeFolders(path.dirname(outDir));
    return makeTemporaryFolder(path.join(path.dirname(outDir), `.${path.basename(outDir)}.cardscript-${uniqueSuffix()}`));
  }
  return makeStagingFolder(outDir);
}

/** A staging folder inside `outDir` for the files of an update. */
export function makeStagingFolder(outDir: string): string {
  return makeTemporaryFolder(path.join(outDir, `.cardscript-staging-${uniqueSuffix()}`));
}

/** A process that is still running (signal 0 checks without sending anything). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A temporary thing of process `pid` that nothing will finish: its process is gone, or it is this process's but not in use. */
function isAbandoned(pid: number, folder: string): boolean {
  return pid === process.pid ? !active.has(folder) : !isRunning(pid);
}

const SIBLING = /^\.(.+)\.cardscript-(\d+)-[0-9a-f]{8}(?:-old-\d+)?$/;
const STAGING = /^\.cardscript-staging-(\d+)-[0-9a-f]{8}$/;
const TEMPORARY_FILE = /\.cardscript-(\d+)-[0-9a-f]{8}\.tmp$/;

/**
 * Removes what builds killed before they could clean up left behind: temporary siblings of `outDir` and staging
 * folders and temporary files inside it, of processes that no longer run. A sibling is removed only if it looks
 * like a build's (its temporary marker, or nothing but an output's files): a folder of the user's that happens to
 * have such a name is left alone. Rolls a committed update forward first (`recoverOutputFolder`): then, and only
 * then, the folder's marker may have changed (`rolledForward`), and `state` must be inspected again.
 */
export function removeStaleTemporaries(outDir: string, state: OutputFolderState): { rolledForward: boolean } {
  const parent = path.dirname(outDir);
  let siblings: string[] = [];
  try {
    siblings = readdirSync(parent);
  } catch {
    // An unreadable parent: nothing to clean up here, and the build reports what it cannot do itself.
  }
  for (const name of siblings) {
    const match = SIBLING.exec(name);
    if (!match || match[1] !== path.basename(outDir)) continue;
    const folder = path.join(parent, name);
    if (isAbandoned(Number(match[2]), folder) && looksLikeBuildFolder(folder)) rmSync(folder, { recursive: true, force: true });
  }
  if (state.kind !== "ours" && state.kind !== "empty") return { rolledForward: false };
  const rolledForward = state.kind === "ours" && recoverOutputFolder(outDir);
  for (const name of readdirSync(outDir)) {
    const staging = STAGING.exec(name);
    if (staging && isAbandoned(Number(staging[1]), path.join(outDir, name))) rmSync(path.join(outDir, name), { recursive: true, force: true });
    const temporary = TEMPORARY_FILE.exec(name);
    if (temporary && isAbandoned(Number(temporary[1]), path.join(outDir, name))) rmSync(path.join(outDir, name), { force: true });
  }
  if (state.kind === "ours" && state.legacy) {
    // Builds before the staging folder wrote their temporary files next to the modules.
    const cards = path.join(outDir, "cards");
    for (const name of readdirSafe(cards)) {
      const temporary = TEMPORARY_FILE.exec(name);
      if (temporary && !isRunning(Number(temporary[1]))) rmSync(path.join(cards, name), { force: true });
    }
  }
  return { rolledForward };
}

function readdirSafe(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

const OUTPUT_NAMES = new Set(["cards", "index.ts", "runtime.ts", "package.json", CACHE_FILE, JOURNAL_FILE, MARKER_FILE, TEMPORARY_MARKER]);

function looksLikeBuildFolder(folder: string): boolean {
  const names = readdirSafe(folder);
  if (names.includes(TEMPORARY_MARKER)) return true;
  return (
    names.every((name) => OUTPUT_NAMES.has(name) || TEMPORARY_FILE.test(name)) &&
    readdirSafe(path.join(folder, "cards")).every((name) => name.endsWith(".ts") || TEMPORARY_FILE.test(name))
  );
}

// ---- Installing -----------------------------------------------------------------------------------------------

/**
 * What a build puts in place: the files it staged in `staging` (relative paths; they end up at the same path in
 * the output folder), the new manifest (undefined: unchanged, when no card was added, removed or renamed) and
 * what to do under the lock once the files are in place (the cache update).
 */
export interface Installation {
  staging: string;
  staged: readonly string[];
  manifest: Manifest | undefined;
  /** Also move the staged cache base (a whole new cache: the journal of the old one is removed). */
  cacheBase: boolean;
  afterwards?: () => void;
}

/**
 * Puts a build's staged files in place and returns the files it removed (of the previous manifest, no longer in
 * the new one). A missing output folder gets the staging folder itself, by one rename.
 */
export function install(outDir: string, installation: Installation): string[] {
  const { staging } = installation;
  if (path.dirname(staging) !== outDir && inspectOutputFolder(outDir).kind === "missing") {
    // The whole set at once, with its marker. The temporary marker goes first: the folder is then the output.
    if (!installation.manifest) throw new Error("a build into a new folder installs a whole set, with its manifest");
    writeFileSync(path.join(staging, MARKER_FILE), markerText(installation.manifest));
    unlinkSync(path.join(staging, TEMPORARY_MARKER));
    try {
      renameSync(staging, outDir);
      release(staging);
      installation.afterwards?.();
      return [];
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Another build made the folder meanwhile (two terminals, parallel tests): move the files in instead.
      if (code !== "EEXIST" && code !== "ENOTEMPTY") throw error;
    }
  }
  return withLock(outDir, () => {
    const state = inspectOutputFolder(outDir);
    if (state.kind === "foreign") {
      throw new OutputFolderError(`the output folder '${outDir}' was filled by something else during the build (${state.reason}); nothing was replaced. Choose a new folder, or empty it.`);
    }
    if (state.kind === "missing") makeFolders(outDir);
    const previous = state.kind === "ours" ? state.manifest : new Set<string>();
    // A new file of the set must not replace one of the user's (a card "Helper" where the user keeps cards/helper.ts).
    const taken = installation.staged.filter((file) => !previous.has(file) && statSync(path.join(outDir, file), { throwIfNoEntry: false }) !== undefined);
    if (taken.length > 0 && !(state.kind === "ours" && state.legacy)) {
      throw new OutputFolderError(
        `the output folder '${outDir}' has ${taken.map((file) => `'${file}'`).join(", ")}, which cardscript did not write, where the build would write ${taken.length === 1 ? "a module" : "modules"}; nothing was replaced. Move ${taken.length === 1 ? "it" : "them"} out of the folder, or build into another folder.`,
      );
    }
    const moves = [...installation.staged];
    let removals: string[] = [];
    const manifest = installation.manifest ?? (state.kind === "ours" && !state.legacy ? undefined : previous);
    if (manifest !== undefined) {
      removals = [...previous].filter((file) => !manifest.has(file)).sort();
      writeFileSync(path.join(staging, MARKER_FILE), markerText(manifest));
      moves.push(MARKER_FILE); // last: the marker vouches only for files already in place
    }
    if (installation.cacheBase) {
      // A new base replaces the whole cache: the old journal's lines name the old base and would be ignored anyway.
      moves.unshift(CACHE_FILE);
      removals.push(JOURNAL_FILE);
    }
    if (moves.length + removals.length > 1) {
      const record: PendingRecord = { writtenBy: WRITTEN_BY, format: FORMAT, pid: process.pid, staging: path.relative(outDir, staging).split(path.sep).join("/"), moves, removals };
      writeAtomically(path.join(outDir, PENDING_FILE), `${JSON.stringify(record)}\n`);
      applyPending(outDir, record);
    } else {
      applyPending(outDir, { writtenBy: WRITTEN_BY, format: FORMAT, pid: process.pid, staging: path.relative(outDir, staging), moves, removals });
    }
    installation.afterwards?.();
    return removals.filter((file) => file !== JOURNAL_FILE);
  });
}

interface PendingRecord {
  writtenBy: string;
  format: number;
  pid: number;
  /** The staging folder, relative to the output folder (a sibling is `../.out.cardscript-…`). */
  staging: string;
  moves: string[];
  removals: string[];
}

/** Test hook (fault injection): milliseconds to pause after each move of a commit, so that a kill can land there. */
function commitPauseMs(): number {
  const value = Number(process.env.CARDSCRIPT_TEST_COMMIT_PAUSE_MS ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 1000) : 0;
}

/** Makes the moves and removals of a pending record (again: each step is skipped once done), then removes it. */
function applyPending(outDir: string, record: PendingRecord): void {
  const staging = path.resolve(outDir, record.staging);
  const pause = commitPauseMs();
  let madeCards = false;
  for (const relative of record.moves) {
    const from = path.join(staging, relative);
    const to = path.join(outDir, relative);
    try {
      renameSync(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" && !madeCards && relative.includes("/")) {
        // The folder of the target (cards/) is missing: make it and try again.
        makeFolders(path.dirname(to));
        madeCards = true;
        try {
          renameSync(from, to);
          continue;
        } catch (again) {
          if ((again as NodeJS.ErrnoException).code !== "ENOENT") throw again;
        }
      } else if (code !== "ENOENT") {
        throw error;
      }
      // ENOENT: moved already, by the build that was interrupted.
    }
    if (pause > 0) sleep(pause);
  }
  for (const relative of record.removals) rmSync(path.join(outDir, relative), { force: true });
  rmSync(path.join(outDir, PENDING_FILE), { force: true });
  rmSync(staging, { recursive: true, force: true });
  release(staging);
}

/**
 * Completes an update that a killed build committed but did not finish (see the file comment), so that the folder
 * holds the new set whole. Does nothing while the build that wrote it still runs (it holds the lock). Returns
 * whether there was a pending record (the folder may have changed).
 */
export function recoverOutputFolder(outDir: string): boolean {
  if (statSync(path.join(outDir, PENDING_FILE), { throwIfNoEntry: false }) === undefined) return false;
  withLock(outDir, () => {
    const record = readPending(path.join(outDir, PENDING_FILE));
    if (record) applyPending(outDir, record);
    else rmSync(path.join(outDir, PENDING_FILE), { force: true }); // not a record a build wrote: act on nothing of it
  });
  return true;
}

function readPending(file: string): PendingRecord | undefined {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
  const record = data as Partial<PendingRecord> | null;
  if (typeof record !== "object" || record === null || record.writtenBy !== WRITTEN_BY || record.format !== FORMAT) return undefined;
  if (typeof record.staging !== "string" || !Array.isArray(record.moves) || !Array.isArray(record.removals)) return undefined;
  const staging = record.staging;
  if (!(STAGING.test(staging) || (staging.startsWith("../") && SIBLING.test(staging.slice(3))))) return undefined;
  const paths = [...record.moves, ...record.removals];
  if (!paths.every((entry) => typeof entry === "string" && isOwnFilePath(entry))) return undefined;
  return record as PendingRecord;
}

// ---- Small atomic steps -----------------------------------------------------------------------------------------

/** Writes through a temporary file and a rename: readers see the old text or the new, never part of it. */
export function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.cardscript-${uniqueSuffix()}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * `mkdir -p`, one level at a time. Node's own recursive mkdir loops forever where mkdir answers ENOENT under a
 * folder that exists (`--out /proc/x`); here that ENOENT is thrown, with its path.
 */
function makeFolders(folder: string): void {
  try {
    mkdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST" && statSync(folder).isDirectory()) return;
    const parent = path.dirname(folder);
    if (code !== "ENOENT" || parent === folder || statSync(parent, { throwIfNoEntry: false })) throw error;
    makeFolders(parent);
    mkdirSync(folder);
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `action` holding the output folder's lock (a file created exclusively, naming the process). A lock of a
 * process that no longer runs is taken over. The lock only covers commits (milliseconds), so waiting for it is
 * short; after LOCK_WAIT_MS the build gives up with a clear error.
 */
export function withLock<T>(outDir: string, action: () => T): T {
  const lock = path.join(outDir, LOCK_FILE);
  const token = `${process.pid} ${randomBytes(8).toString("hex")}\n`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    let descriptor: number | undefined;
    try {
      descriptor = openSync(lock, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (descriptor !== undefined) {
      try {
        writeSync(descriptor, token);
      } finally {
        closeSync(descriptor);
      }
      break;
    }
    let holder = "";
    try {
      holder = readFileSync(lock, "utf8");
    } catch {
      continue; // released meanwhile
    }
    const pid = Number(holder.split(" ")[0]);
    if (holder.endsWith("\n") && Number.isInteger(pid) && pid > 0 && !isRunning(pid)) {
      rmSync(lock, { force: true }); // its process is gone (killed during a commit)
      continue;
    }
    if (Date.now() > deadline) {
      throw new OutputFolderError(
        `another cardscript build (process ${Number.isInteger(pid) ? pid : "unknown"}) has been writing to '${outDir}' for ${LOCK_WAIT_MS / 1000} s; wait for it to finish, or, if no build is running, remove '${lock}'.`,
      );
    }
    sleep(20);
  }
  try {
    return action();
  } finally {
    try {
      if (readFileSync(lock, "utf8") === token) unlinkSync(lock);
    } catch {
      // Gone already.
    }
  }
}
