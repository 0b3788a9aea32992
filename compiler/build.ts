/**
 * `build`: card files → an output folder of TypeScript modules (one per card), a set index and a cache.
 *
 *   out/
 *     index.ts                  the set index: every card by name, createCardRegistry()
 *     runtime.ts                re-exports the runtime's types (the only file that knows where they live)
 *     cards/<card-name>.ts      one module per card, default-exporting its CardDefinition
 *     .cardscript-cache.json    the incremental cache (cache.ts)
 *
 * Order of work: diagnostics first (parse, validate, generate, and type-check if asked): a set with any error
 * writes nothing. Then the output is written without ever leaving a half-written folder: a fresh output is
 * written to a temporary sibling folder and renamed into place; an incremental update writes each new file to
 * a temporary name and renames it over the old one (a rename is atomic), removes the modules of deleted cards,
 * and replaces the cache last (also by a rename), so an interrupted update is redone by the next build.
 */
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Card } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { expandInputs } from "./inputs.js";
import { CACHE_FILE, contentHash, readCache, remember, updateCache, writeCacheBase, type BuildCache, type CachedFile } from "./cache.js";
import { analyze, declaredTypesOf, type AnalyzedFile, type DeclaredTypes, type SourceFile } from "./frontend.js";
import type { GenerateJob } from "./generate.js";
import { INDEX_FILE, modulePaths, PACKAGE_FILE, PACKAGE_TEXT, RUNTIME_FILE } from "./names.js";
import { defaultRuntimeImport, PACKAGE_ROOT } from "./runtime-entry.js";
import { defaultWorkerCount, emptyTimings, existingPool, runJobsInParallel, sharedPool, type SetFiles, type SetFilesRequest, type WorkerPool } from "./workers.js";
import { compilerVersion } from "./version.js";

export interface BuildOptions {
  /** Card files and folders (searched recursively for `.card` files). */
  inputs: string[];
  /** The output folder. Created if missing; refused if it holds files that no build of cardscript wrote. */
  outDir: string;
  /** Type-check the generated modules (and their escape-hatch blocks); errors are reported at card positions. */
  typecheck?: boolean;
  /**
   * Module specifier `runtime.ts` re-exports the runtime's types from. Default: see runtime-entry.ts
   * (`cardscript/runtime` when installed as a package, else a relative path to this package's runtime).
   */
  runtimeImport?: string;
  /** Paths in diagnostics and generated code are relative to this folder. Default: the current folder. */
  root?: string;
  /** Worker threads for generation: a number, or undefined to decide from the set size (workers.ts). */
  workers?: number;
  /** Ignore the cache and regenerate every module. */
  force?: boolean;
  /** Called as modules are generated (for a progress bar). */
  onProgress?: (done: number, total: number) => void;
  /**
   * The paths that changed since this process last built the same inputs into the same folder, when the caller
   * knows them (`watch` does, from file-system events). Then the other files are trusted to be unchanged: the
   * folders are not walked again and the other files not looked at. Only `.card` paths can be hinted; any other
   * path (a folder) means a full scan. Without it, every file is looked at (size and mtime, then content hash).
   */
  changedFiles?: readonly string[];
}

export interface BuildTimings {
  /** Reading, hashing and the cache. */
  readMs: number;
  /** Parsing and validation (the grammar). */
  parseMs: number;
  /** Code generation: cards → statements, data laid out (time in the generating threads, summed). */
  generateMs: number;
  /** ts-morph: printing the modules (summed over threads). */
  printMs: number;
  /** prettier (summed over threads). */
  formatMs: number;
  /** Writing module files in the generating threads (fresh builds; summed over threads). */
  moduleWriteMs: number;
  /** Distinct code statements of the generated modules, and how many of them prettier had to format. */
  statements: number;
  statementsFormatted: number;
  /** Wall time of generation (code, ts-morph, prettier, module writes) as a whole: threads run in parallel. */
  generateWallMs: number;
  typecheckMs: number;
  /** Writing files, renaming, removing. */
  writeMs: number;
  totalMs: number;
}

export interface BuildResult {
  /** True when the output folder now holds the compiled set. */
  ok: boolean;
  /** Every diagnostic (errors, warnings), by file then position. */
  diagnostics: Diagnostic[];
  /** Problems with the inputs themselves (a missing path), one line each. */
  inputErrors: string[];
  /** Card files in the set. */
  files: number;
  /** Cards in the set. */
  cards: number;
  /** Paths (relative to outDir) of the files written by this build. */
  written: string[];
  /** Paths (relative to outDir) of the modules removed (their cards were deleted or renamed). */
  removed: string[];
  /** Card modules left as they were. */
  unchanged: number;
  timings: BuildTimings;
  /** The text of a card file of this build (for code frames). */
  sourceOf(file: string): string | undefined;
}

/** Diagnostic code: the same card name twice in the set (the grammar's code, for the incremental check). */
const DUPLICATE_NAME = "CS2013";

export async function build(options: BuildOptions): Promise<BuildResult> {
  const resources: BuildResources = { pool: undefined, freshFolder: undefined };
  try {
    return await buildWith(options, resources);
  } finally {
    // Left only when the build stopped before installing it (errors): a set with errors writes nothing.
    if (resources.freshFolder) await rm(resources.freshFolder, { recursive: true, force: true });
  }
}

/** What one build holds while it runs: the worker pool it uses (workers.ts), its temporary output folder. */
interface BuildResources {
  pool: WorkerPool | undefined;
  /** A fresh build's temporary sibling of the output folder, until it is renamed into place. */
  freshFolder: string | undefined;
}

async function buildWith(options: BuildOptions, workers: BuildResources): Promise<BuildResult> {
  const started = performance.now();
  const timings: BuildTimings = {
    readMs: 0,
    parseMs: 0,
    generateMs: 0,
    printMs: 0,
    formatMs: 0,
    moduleWriteMs: 0,
    statements: 0,
    statementsFormatted: 0,
    generateWallMs: 0,
    typecheckMs: 0,
    writeMs: 0,
    totalMs: 0,
  };
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(options.outDir);
  const runtimeImport = options.runtimeImport ?? defaultRuntimeImport(outDir);
  const sources = new Map<string, string>();
  const displayToAbsolute = new Map<string, string>();
  const result: BuildResult = {
    ok: false,
    diagnostics: [],
    inputErrors: [],
    files: 0,
    cards: 0,
    written: [],
    removed: [],
    unchanged: 0,
    timings,
    sourceOf(file) {
      const known = sources.get(file);
      if (known !== undefined) return known;
      const absolute = displayToAbsolute.get(file);
      if (absolute === undefined) return undefined;
      try {
        // Synchronous on purpose: only used to print code frames of a few diagnostics.
        return readFileSync(absolute, "utf8");
      } catch {
        return undefined;
      }
    },
  };
  const finish = (): BuildResult => {
    timings.totalMs = performance.now() - started;
    return result;
  };

  // ---- Inputs, cache, what changed ---------------------------------------------------------------------
  const hinted = hintedFileList(options, outDir);
  const expanded = hinted ? { files: hinted.files, errors: [] } : await expandInputs(options.inputs, [".card"]);
  rememberFileList(options, outDir, expanded.files);
  result.inputErrors = expanded.errors;
  if (expanded.errors.length > 0) return finish();
  if (expanded.files.length === 0) {
    result.inputErrors.push(`no .card files in ${options.inputs.map((input) => `'${input}'`).join(", ") || "the inputs"}; give card files or folders that hold them.`);
    return finish();
  }
  const outState = outputFolderState(outDir);
  if (outState === "foreign") {
    result.inputErrors.push(
      `the output folder '${options.outDir}' is not empty and was not written by cardscript build (no ${CACHE_FILE}); choose a new or empty folder, or remove it.`,
    );
    return finish();
  }
  const version = compilerVersion();
  const previous = outState === "ours" && !options.force ? await readCache(outDir) : undefined;
  const cache = previous && previous.compilerVersion === version && previous.runtimeImport === runtimeImport ? previous : undefined;
  // --typecheck: a file whose modules were not type-checked against the current runtime types counts as changed.
  const runtimeTypes = options.typecheck || cache?.runtimeTypes !== undefined ? runtimeTypesHash() : undefined;
  const typecheckedStillValid = cache !== undefined && cache.runtimeTypes === runtimeTypes;
  const cachedByPath = options.typecheck
    ? new Map<string, CachedFile>((cache?.files ?? []).filter((file) => typecheckedStillValid && file.typechecked === true).map((file) => [file.path, file]))
    : filesByPath(cache);

  // Synchronous on purpose: for thousands of small files, a loop of stat calls is several times cheaper than as
  // many promises through the thread pool, and a no-op build is nothing but this loop.
  const entries = expanded.files.flatMap((absolute): FileEntry[] => {
    const display = displayPath(root, absolute);
    displayToAbsolute.set(display, path.isAbsolute(absolute) ? absolute : path.resolve(absolute));
    const cached = cachedByPath.get(display);
    if (cached && hinted && !hinted.changed.has(absolute)) {
      return [{ display, absolute, size: cached.size, mtimeMs: cached.mtimeMs, cached, text: undefined, hash: cached.hash, statChanged: false }];
    }
    const info = statSync(absolute, { throwIfNoEntry: false });
    if (!info) return []; // deleted since the folder was listed: it is simply not part of this build
    if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) {
      return [{ display, absolute, size: info.size, mtimeMs: info.mtimeMs, cached, text: undefined, hash: cached.hash, statChanged: false }];
    }
    const text = readFileSync(absolute, "utf8");
    sources.set(display, text);
    const hash = contentHash(text);
    return [{ display, absolute, size: info.size, mtimeMs: info.mtimeMs, cached: cached?.hash === hash ? cached : undefined, text, hash, statChanged: true }];
  });
  // Two inputs that display the same (the same file given twice) are one file.
  const seen = new Set<string>();
  const files = entries.filter((entry) => (seen.has(entry.display) ? false : (seen.add(entry.display), true)));
  result.files = files.length;
  const removedFiles = [...cachedByPath.keys()].filter((display) => !seen.has(display));
  timings.readMs = performance.now() - started;

  // ---- Parse and validate the changed files --------------------------------------------------------------
  const parseStarted = performance.now();
  let changed = files.filter((file) => file.cached === undefined);
  // Enough to generate for worker threads: start them now, so that they load ts-morph and prettier (more than a
  // second each) while this thread parses.
  // With no worker needed now, the workers an earlier build of this process started (they have ts-morph and
  // prettier loaded, and the set's code formatted) still beat loading both into this thread for a few cards.
  const expectedWorkers = options.workers ?? defaultWorkerCount(changed.length);
  if (expectedWorkers > 1) workers.pool = sharedPool(expectedWorkers);
  else if (options.workers === undefined) workers.pool = existingPool();
  const unchangedFiles = () => files.filter((file) => file.cached !== undefined);
  // Declarations apply to the whole set: if any changed or removed file declares types (now or before), every
  // file is validated again.
  const declarationsMoved =
    removedFiles.some((display) => hasDeclarations(cachedByPath.get(display)!.declared)) ||
    changed.some((file) => (cachedByPath.get(file.display) ? hasDeclarations(cachedByPath.get(file.display)!.declared) : false));
  let analyzed = await analyzeEntries(changed, sources, unchangedDeclared(unchangedFiles()));
  if (declarationsMoved || analyzed.some((file) => hasDeclarations(declaredTypesOf(file.ast)))) {
    for (const file of files) file.cached = undefined;
    changed = files;
    analyzed = await analyzeEntries(changed, sources, undefined);
  }
  const analyzedByPath = new Map(analyzed.map((file) => [file.file, file]));

  // Card names of the whole set: unchanged files from the cache, changed ones from their trees.
  const names = new Map<string, { file: string; card: { name: string; nameRange: Card["nameRange"] } }[]>();
  for (const file of files) {
    const cards = file.cached ? file.cached.cards : analyzedByPath.get(file.display)!.ast.cards;
    for (const card of cards) {
      const key = nameKey(card.name);
      const list = names.get(key);
      if (list) list.push({ file: file.display, card });
      else names.set(key, [{ file: file.display, card }]);
    }
  }
  // Duplicates between a changed file and an unchanged one (the validator saw only the changed files).
  for (const occurrences of names.values()) {
    if (occurrences.length < 2) continue;
    for (const [position, occurrence] of occurrences.entries()) {
      const analyzedFile = analyzedByPath.get(occurrence.file);
      if (!analyzedFile) continue;
      const other = occurrences[position === 0 ? 1 : 0];
      if (analyzedByPath.has(other.file)) continue; // reported by the validator already
      analyzedFile.diagnostics.push({
        file: occurrence.file,
        range: occurrence.card.nameRange,
        severity: "error",
        code: DUPLICATE_NAME,
        message: `The card name "${occurrence.card.name}" is used by another card of the set (${other.file}:${other.card.nameRange.start.line}:${other.card.nameRange.start.column}); card names must be unique, so rename one of them or remove the duplicate.`,
        related: [{ file: other.file, range: other.card.nameRange, message: `The other card named "${other.card.name}".` }],
      });
    }
  }
  timings.parseMs = performance.now() - parseStarted;

  const diagnosticsByFile = new Map<string, Diagnostic[]>();
  for (const file of files) {
    // A cached file's list is the cache's own: only the generated (changed) files get diagnostics added below.
    diagnosticsByFile.set(file.display, file.cached ? file.cached.diagnostics : analyzedByPath.get(file.display)!.diagnostics);
  }
  const collectDiagnostics = () => {
    result.diagnostics = files.flatMap((file) => diagnosticsByFile.get(file.display) ?? []);
  };
  collectDiagnostics();
  result.cards = [...names.values()].reduce((count, list) => count + list.length, 0);
  if (hasErrors(result.diagnostics)) return finish();

  // ---- Generate -------------------------------------------------------------------------------------------
  // When no card was added, removed or renamed (the usual edit), every card keeps its module: the module paths and
  // the index are the cache's, and nothing of the set needs to be sorted or hashed again.
  const namesUnchanged =
    cache !== undefined &&
    removedFiles.length === 0 &&
    files.every((file) => {
      if (file.cached) return true;
      const before = cachedByPath.get(file.display)?.cards;
      const now = analyzedByPath.get(file.display)!.ast.cards;
      return before !== undefined && before.length === now.length && now.every((card, index) => card.name === before[index].name);
    });
  const paths = namesUnchanged
    ? new Map(files.flatMap((file) => cachedByPath.get(file.display)!.cards.map((card): [string, string] => [card.name, card.module])))
    : modulePaths(files.flatMap((file) => (file.cached ? file.cached.cards : analyzedByPath.get(file.display)!.ast.cards).map((card) => card.name)));
  // An unchanged card whose module path changed (another card now takes its slug) is generated again.
  const moved = namesUnchanged ? [] : unchangedFiles().filter((file) => file.cached!.cards.some((card) => paths.get(card.name) !== card.module));
  if (moved.length > 0) {
    for (const file of moved) file.cached = undefined;
    for (const file of await analyzeEntries(moved, sources, unchangedDeclared(unchangedFiles()))) {
      analyzedByPath.set(file.file, file);
      diagnosticsByFile.set(file.file, file.diagnostics);
    }
  }
  // A fresh output is written into a temporary sibling folder, renamed into place at the end. The modules are
  // written there by whoever generates them (the worker threads), so their texts never travel back to this
  // thread and the writes run on all cores.
  if (cache === undefined) workers.freshFolder = await makeFreshFolder(outDir);
  const writeTo = workers.freshFolder;
  const jobs: GenerateJob[] = [];
  for (const file of files) {
    if (file.cached) continue;
    const analyzedFile = analyzedByPath.get(file.display)!;
    for (const card of analyzedFile.ast.cards) {
      jobs.push({ id: paths.get(card.name)!, sourcePath: file.display, source: analyzedFile.text, cards: [card], runtimeImport: "../runtime.js", keepUnformatted: options.typecheck, writeTo });
    }
  }
  // The set index changes only when a card is added, removed or renamed. It is generated while the modules are:
  // by a worker when there are workers (so this thread never loads ts-morph and prettier), else here.
  const indexKey = namesUnchanged ? cache.indexKey : contentHash(JSON.stringify([...paths].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  const indexChanged = cache === undefined || cache.indexKey !== indexKey;
  const setFilesRequest: SetFilesRequest | undefined =
    indexChanged || cache === undefined || options.typecheck ? { entries: [...paths], runtimeImport } : undefined;

  const generateStarted = performance.now();
  let generated: Awaited<ReturnType<typeof runJobsInParallel>> = { results: [], timings: emptyTimings() };
  let setFiles: SetFiles = { indexText: undefined, runtimeText: undefined };
  if (jobs.length > 0 || setFilesRequest) {
    // ts-morph and prettier are loaded on demand (by the workers, or by generate.ts in this thread): they are
    // heavy, and a no-op build never needs them.
    const workerCount = options.workers ?? defaultWorkerCount(jobs.length);
    generated = await runJobsInParallel(jobs, workerCount, (done) => options.onProgress?.(done, jobs.length), workers.pool, setFilesRequest);
    setFiles = generated.setFiles ?? setFiles;
  }
  timings.generateWallMs = performance.now() - generateStarted;
  timings.generateMs = generated.timings.generateMs;
  timings.printMs = generated.timings.printMs;
  timings.formatMs = generated.timings.formatMs;
  timings.moduleWriteMs = generated.timings.writeMs;
  timings.statements = generated.timings.statements;
  timings.statementsFormatted = generated.timings.statementsFormatted;
  for (const [index, output] of generated.results.entries()) {
    if (output.diagnostics.length > 0) diagnosticsByFile.get(jobs[index].sourcePath)!.push(...output.diagnostics);
  }
  collectDiagnostics();
  if (hasErrors(result.diagnostics)) return finish();

  const { indexText, runtimeText } = setFiles;

  // ---- Type-check -----------------------------------------------------------------------------------------
  if (options.typecheck) {
    const typecheckStarted = performance.now();
    const { typecheckModules } = await import("./typecheck.js");
    const diagnostics = typecheckModules({
      outDir,
      modules: generated.results.map((output, index) => ({
        path: path.join(outDir, output.id),
        text: output.unformatted!,
        escapeHatches: output.escapeHatches,
        sourcePath: jobs[index].sourcePath,
        source: jobs[index].source,
      })),
      extraFiles: [
        { path: path.join(outDir, INDEX_FILE), text: indexText! },
        { path: path.join(outDir, RUNTIME_FILE), text: runtimeText! },
      ],
    });
    for (const diagnostic of diagnostics) diagnosticsByFile.get(diagnostic.file)?.push(diagnostic);
    timings.typecheckMs = performance.now() - typecheckStarted;
    collectDiagnostics();
    if (hasErrors(result.diagnostics)) return finish();
  }

  // ---- Write ------------------------------------------------------------------------------------------------
  const writeStarted = performance.now();
  const newFiles = new Map<string, string>();
  for (const output of generated.results) if (!output.written) newFiles.set(output.id, output.text!);
  let removed: string[] = [];
  if (!namesUnchanged) {
    const previousModules = new Set((cache?.files ?? []).flatMap((file) => file.cards.map((card) => card.module)));
    const keptModules = new Set(paths.values());
    removed = [...previousModules].filter((module) => !keptModules.has(module)).sort();
  }
  const nextCache: BuildCache = {
    compilerVersion: version,
    runtimeImport,
    indexKey,
    runtimeTypes,
    files: files.map((file): CachedFile => {
      if (file.cached) {
        const typechecked = file.cached.typechecked === true && typecheckedStillValid;
        return file.statChanged || typechecked !== (file.cached.typechecked === true)
          ? { ...file.cached, size: file.size, mtimeMs: file.mtimeMs, typechecked }
          : file.cached;
      }
      const analyzedFile = analyzedByPath.get(file.display)!;
      return {
        path: file.display,
        hash: file.hash,
        size: file.size,
        mtimeMs: file.mtimeMs,
        declared: declaredTypesOf(analyzedFile.ast),
        cards: analyzedFile.ast.cards.map((card) => ({ name: card.name, nameRange: card.nameRange, module: paths.get(card.name)! })),
        diagnostics: diagnosticsByFile.get(file.display) ?? [],
        typechecked: options.typecheck === true,
      };
    }),
  };
  if (cache === undefined) {
    newFiles.set(INDEX_FILE, indexText!);
    newFiles.set(RUNTIME_FILE, runtimeText!);
    newFiles.set(PACKAGE_FILE, PACKAGE_TEXT);
    const generation = await finishFreshFolder(workers.freshFolder!, outDir, newFiles, nextCache);
    workers.freshFolder = undefined;
    await remember(outDir, nextCache, generation, 0);
    result.written = [...newFiles.keys(), ...generated.results.filter((output) => output.written).map((output) => output.id)].sort();
  } else {
    if (indexChanged) newFiles.set(INDEX_FILE, indexText!);
    if ((await readFile(path.join(outDir, PACKAGE_FILE), "utf8").catch(() => "")) !== PACKAGE_TEXT) newFiles.set(PACKAGE_FILE, PACKAGE_TEXT);
    // A no-op build writes nothing at all (not even the cache, unless a touched file's mtime moved).
    if (newFiles.size > 0 || removed.length > 0) await updateFolder(outDir, newFiles, removed);
    // The cache goes last (see the file comment). A no-op build writes nothing, unless a touched file's mtime
    // moved (one journal line per such file).
    await updateCache(outDir, cache, nextCache);
    result.written = [...newFiles.keys()].sort();
    result.removed = removed;
  }
  timings.writeMs = performance.now() - writeStarted;
  result.unchanged = result.cards - jobs.length;
  result.ok = true;
  return finish();
}

// ---------------------------------------------------------------------------------------------------------

/** Hash of the runtime's type definitions (what `--typecheck` checks generated modules against). */
function runtimeTypesHash(): string {
  const hash = createHash("sha256");
  for (const file of ["runtime/definition.ts", "runtime/api.ts", "runtime/index.ts"]) {
    hash.update(file).update("\0");
    try {
      hash.update(readFileSync(path.join(PACKAGE_ROOT, file)));
    } catch {
      hash.update("(missing)");
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/** A card file of the set, as the build sees it. */
interface FileEntry {
  display: string;
  absolute: string;
  size: number;
  mtimeMs: number;
  /** The cache entry, while the file is known to be unchanged. */
  cached: CachedFile | undefined;
  text: string | undefined;
  hash: string;
  /** Its size or mtime differ from the cache's (even if its content does not). */
  statChanged: boolean;
}

/** The file list of the last build of each (inputs, output folder) in this process, for `changedFiles` hints. */
const fileLists = new Map<string, string[]>();

function fileListKey(options: BuildOptions, outDir: string): string {
  return JSON.stringify([outDir, options.inputs.map((input) => path.resolve(input))]);
}

function rememberFileList(options: BuildOptions, outDir: string, files: string[]): void {
  fileLists.set(fileListKey(options, outDir), files.some((file) => !path.isAbsolute(file)) ? files.map((file) => path.resolve(file)) : files);
}

/**
 * The file list for a hinted build: the previous list, plus hinted `.card` files that now exist under an input,
 * minus those that no longer exist. Undefined (a full scan) when there is no previous list or a hint is not a
 * `.card` file the inputs would include.
 */
function hintedFileList(options: BuildOptions, outDir: string): { files: string[]; changed: Set<string> } | undefined {
  if (!options.changedFiles || options.force) return undefined;
  const previous = fileLists.get(fileListKey(options, outDir));
  if (!previous) return undefined;
  const changed = new Set<string>();
  const added: string[] = [];
  const deleted = new Set<string>();
  const inputs = options.inputs.map((input) => path.resolve(input));
  for (const hint of options.changedFiles) {
    const file = path.resolve(hint);
    if (!file.endsWith(".card")) return undefined;
    const under = inputs.find((input) => file === input || file.startsWith(input + path.sep));
    if (!under) continue; // not part of the set (e.g. a file in the output folder)
    const between = path.relative(under, path.dirname(file)).split(path.sep);
    if (between.some((segment) => segment.startsWith(".") || segment === "node_modules")) continue; // skipped like expandInputs does
    changed.add(file);
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) added.push(file);
    else deleted.add(file);
  }
  // The usual case, files edited in place: the previous list as it is (no copy, no sort of the whole set).
  const known = added.length > 0 || deleted.size > 0 ? new Set(previous) : undefined;
  if (!known || (added.every((file) => known.has(file)) && ![...deleted].some((file) => known.has(file)))) return { files: previous, changed };
  for (const file of added) known.add(file);
  for (const file of deleted) known.delete(file);
  return { files: [...known].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), changed };
}

/** The cache's files by path, for each cache object (a process that builds again holds the same cache object). */
const filesByPathMemo = new WeakMap<BuildCache, Map<string, CachedFile>>();

function filesByPath(cache: BuildCache | undefined): Map<string, CachedFile> {
  if (!cache) return new Map();
  let byPath = filesByPathMemo.get(cache);
  if (!byPath) {
    byPath = new Map(cache.files.map((file) => [file.path, file]));
    filesByPathMemo.set(cache, byPath);
  }
  return byPath;
}

/** Card names compare without case and Unicode normalisation differences (the validator's rule). */
const nameKeys = new Map<string, string>();

function nameKey(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    key = name.normalize("NFC").toLowerCase();
    if (nameKeys.size > 200_000) nameKeys.clear();
    nameKeys.set(name, key);
  }
  return key;
}

function displayPath(root: string, file: string): string {
  // Fast path for the common case (a file under the root): no path resolution for each of thousands of files.
  if (path.isAbsolute(file) && file.startsWith(root + path.sep) && !file.includes(`${path.sep}.`)) {
    const relative = file.slice(root.length + 1);
    return path.sep === "/" ? relative : relative.split(path.sep).join("/");
  }
  return path.relative(root, path.resolve(file)).split(path.sep).join("/");
}

function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === "error");
}

function hasDeclarations(declared: DeclaredTypes): boolean {
  return declared.planeswalker.length > 0 || declared.creature.length > 0;
}

function unchangedDeclared(files: { cached?: CachedFile }[]): DeclaredTypes {
  const declared: DeclaredTypes = { planeswalker: [], creature: [] };
  for (const file of files) {
    declared.planeswalker.push(...(file.cached?.declared.planeswalker ?? []));
    declared.creature.push(...(file.cached?.declared.creature ?? []));
  }
  return declared;
}

async function analyzeEntries(
  entries: { display: string; absolute: string; text?: string }[],
  sources: Map<string, string>,
  external: DeclaredTypes | undefined,
): Promise<AnalyzedFile[]> {
  if (entries.length === 0) return [];
  const inputs: SourceFile[] = await Promise.all(
    entries.map(async (entry) => {
      const text = entry.text ?? sources.get(entry.display) ?? (await readFile(entry.absolute, "utf8"));
      sources.set(entry.display, text);
      return { file: entry.display, text };
    }),
  );
  return analyze(inputs, external);
}

/**
 * "missing", "empty", "ours" (has our cache file) or "foreign" (other files: never overwritten). Synchronous:
 * the folder holds a handful of entries, and a rebuild should not wait for the thread pool.
 */
function outputFolderState(outDir: string): "missing" | "empty" | "ours" | "foreign" {
  let names: string[];
  try {
    names = readdirSync(outDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") return "foreign";
    throw error;
  }
  if (names.length === 0) return "empty";
  return names.includes(CACHE_FILE) ? "ours" : "foreign";
}

/** A new temporary sibling folder of `outDir` (with its `cards` folder) for a fresh output. */
async function makeFreshFolder(outDir: string): Promise<string> {
  const parent = path.dirname(outDir);
  const temporary = path.join(parent, `.${path.basename(outDir)}.cardscript-${process.pid}-${randomUUID().slice(0, 8)}`);
  await mkdir(path.join(temporary, "cards"), { recursive: true });
  return temporary;
}

/**
 * Completes a fresh output in `temporary` (which already holds the modules written during generation): writes
 * `files` and the cache, then renames the folder into place.
 */
async function finishFreshFolder(temporary: string, outDir: string, files: Map<string, string>, cache: BuildCache): Promise<string> {
  // Synchronous on purpose: creating thousands of files through the thread pool costs more CPU than in a loop.
  for (const [relative, text] of files) writeFileSync(path.join(temporary, relative), text);
  const generation = await writeCacheBase(temporary, cache);
  await install(temporary, outDir);
  return generation;
}

/**
 * Puts the finished folder `temporary` in place of `outDir`. A rename replaces a missing or empty folder in one
 * step; a previous output (ours: it has the cache file) is first moved aside, then removed. Another build may
 * install the same folder at the same moment (parallel test workers, two terminals): then the last one wins,
 * each install still being a whole folder, never a mix.
 */
async function install(temporary: string, outDir: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await rename(temporary, outDir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== "ENOTEMPTY" && code !== "EEXIST") || attempt >= 5) throw error;
    }
    if (outputFolderState(outDir) === "foreign") {
      throw new Error(`the output folder '${outDir}' was filled by something else during the build; nothing was replaced. Choose a new folder, or remove it.`);
    }
    const aside = `${temporary}-old-${attempt}`;
    try {
      await rename(outDir, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error; // already moved by another build
      continue;
    }
    try {
      await rename(temporary, outDir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== "ENOTEMPTY" && code !== "EEXIST") || attempt >= 5) throw error;
    } finally {
      await rm(aside, { recursive: true, force: true });
    }
  }
}

/** Replaces changed files one atomic rename at a time and removes deleted modules (the caller then updates the cache). */
async function updateFolder(outDir: string, files: Map<string, string>, removed: string[]): Promise<void> {
  // The previous cache stays in place until the end. If the update stops half-way, it still only vouches for
  // files whose content hash it records: every file changed since was given a new module here and will be
  // generated again, removed modules are removed again, and the index key differs, so the next build redoes it.
  await mkdir(path.join(outDir, "cards"), { recursive: true });
  const suffix = `.cardscript-${process.pid}-${randomUUID().slice(0, 8)}.tmp`;
  const staged = [...files].map(([relative, text]) => ({ target: path.join(outDir, relative), temporary: path.join(outDir, relative + suffix), text }));
  try {
    await Promise.all(staged.map((file) => writeFile(file.temporary, file.text)));
  } catch (error) {
    await Promise.all(staged.map((file) => rm(file.temporary, { force: true })));
    throw error;
  }
  for (const file of staged) await rename(file.temporary, file.target);
  await Promise.all(removed.map((relative) => rm(path.join(outDir, relative), { force: true })));
}

