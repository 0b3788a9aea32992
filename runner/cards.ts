/**
 * The cards a scenario run plays with: the reference set (`reference/`) plus any folders given with `--cards`,
 * compiled by the compiler into a cache folder inside the project and loaded in this process.
 *
 * The compiler's build is incremental (content-hash cache), so an unchanged set costs a read and a hash. Each
 * distinct list of card folders gets its own output folder, so `--cards extra/` never disturbs the cache of the
 * bundled set.
 *
 * A set being written or imported is always partly unfinished, so a card file that does not compile does not stop
 * the run: it is left out of the build, and the scenarios that use one of its cards fail with its diagnostics
 * (runner/index.ts), while every other scenario runs.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { build, loadCompiledSet } from "../compiler/index.js";
import { expandInputs } from "../compiler/inputs.js";
import { PACKAGE_ROOT } from "../compiler/runtime-entry.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { parseCardFile } from "../grammar/index.js";
import { createRegistry, type CardRegistry } from "../runtime/definition.js";

/** The cardscript package folder (runner/ is one level down). */
// The package root, also when running the built JavaScript from dist/ (see compiler/runtime-entry.ts).
export { PACKAGE_ROOT };
/** The reference set: the 26 cards the scenarios and the runtime tests use. */
export const BUNDLED_CARDS = path.join(PACKAGE_ROOT, "reference");
/** The bundled sets: the corpus cards the language expresses, one folder per set (cards/10e/, …), one set in all. */
export const CARDS_ROOT = path.join(PACKAGE_ROOT, "cards");

/**
 * The bundled sets' folders (`cards/<set>/`, written by `npm run sets:import`), sorted. Empty in a checkout
 * without them.
 */
export function bundledSetFolders(root: string = CARDS_ROOT): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => path.join(root, entry.name))
    .sort();
}
export const DEFAULT_CACHE_ROOT = path.join(PACKAGE_ROOT, "node_modules", ".cache", "cardscript");

export interface CardSetOptions {
  /** Card folders or files in addition to the bundled set. */
  extra?: readonly string[];
  /** Leave the bundled set out (tests with their own cards). */
  withoutBundled?: boolean;
  /**
   * Where compiled sets are cached. Default: the CARDSCRIPT_CACHE_DIR environment variable if set, else
   * node_modules/.cache/cardscript in the package.
   */
  cacheRoot?: string;
}

/** A card file that does not compile: the names of its cards (as far as they could be read) and its errors. */
export interface BrokenCardFile {
  /** As in its diagnostics (relative to the current folder). */
  file: string;
  cardNames: string[];
  /** Every diagnostic of the file (errors first come from the build that refused it). */
  diagnostics: Diagnostic[];
}

interface CardSetProblems {
  ok: false;
  diagnostics: Diagnostic[];
  inputErrors: string[];
  sourceOf(file: string): string | undefined;
}

/** A compiled set, not loaded: `outDir` is undefined when no card file compiles (the set is empty). */
export type CompiledCardSet =
  | {
      ok: true;
      outDir: string | undefined;
      /** Cards compiled. */
      count: number;
      /** Card files, compiled or not. */
      files: number;
      /** Diagnostics of the compiled files (warnings), and of the broken ones (errors). */
      diagnostics: Diagnostic[];
      broken: BrokenCardFile[];
      sourceOf(file: string): string | undefined;
      milliseconds: number;
    }
  | CardSetProblems;

export type CardSet =
  | {
      ok: true;
      cards: CardRegistry;
      count: number;
      diagnostics: Diagnostic[];
      broken: BrokenCardFile[];
      sourceOf(file: string): string | undefined;
      milliseconds: number;
    }
  | CardSetProblems;

/** Compiles (incrementally) and loads the card set for a scenario run. */
export async function loadCardSet(options: CardSetOptions = {}): Promise<CardSet> {
  const started = performance.now();
  const compiled = await compileCardSet(options);
  if (!compiled.ok) return compiled;
  const cards = compiled.outDir === undefined ? createRegistry([]) : await loadCompiledSet(compiled.outDir);
  const { outDir: _outDir, files: _files, ...rest } = compiled;
  return { ...rest, cards, milliseconds: performance.now() - started };
}

/**
 * Compiles (incrementally) the card set for a scenario run, leaving out the files that do not compile: each build
 * that fails names the files with errors, which the next build leaves out (generation errors only show once the
 * set parses, so this can take a few rounds; each leaves out at least one file). Not compiling is a problem of the
 * whole run only for problems with the inputs themselves (a missing folder).
 */
export async function compileCardSet(options: CardSetOptions = {}): Promise<CompiledCardSet> {
  const started = performance.now();
  const inputs = [...(options.withoutBundled ? [] : [BUNDLED_CARDS]), ...(options.extra ?? []).map((input) => path.resolve(input))];
  if (inputs.length === 0) return { ok: false, diagnostics: [], inputErrors: ["no card folders given"], sourceOf: () => undefined };
  const key = createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 16);
  const cacheRoot = path.resolve(options.cacheRoot ?? (process.env.CARDSCRIPT_CACHE_DIR || DEFAULT_CACHE_ROOT));
  await markAsModules(cacheRoot);
  const outDir = path.join(cacheRoot, `scenario-cards-${key}`);
  // JavaScript: loaded in this process with no TypeScript loader (compiler/emit-kind.ts).
  const root = process.cwd();

  const broken = new Map<string, BrokenCardFile>();
  const sourceOfBroken = new Map<string, (file: string) => string | undefined>();
  let files: string[] | undefined;
  let result = await build({ inputs, outDir, root, emit: "js" });
  while (!result.ok) {
    if (result.inputErrors.length > 0) return { ok: false, diagnostics: result.diagnostics, inputErrors: result.inputErrors, sourceOf: (file) => result.sourceOf(file) };
    const failing = [...new Set(result.diagnostics.filter((diagnostic) => diagnostic.severity === "error").map((diagnostic) => diagnostic.file))];
    if (failing.length === 0) break; // not expected: a failed build without input errors has an error diagnostic
    const failed = result;
    for (const file of failing) {
      const text = failed.sourceOf(file);
      broken.set(file, {
        file,
        cardNames: text === undefined ? [] : parseCardFile(text, file).ast.cards.map((card) => card.name),
        diagnostics: failed.diagnostics.filter((diagnostic) => diagnostic.file === file),
      });
      sourceOfBroken.set(file, (name) => failed.sourceOf(name));
    }
    if (files === undefined) {
      const expanded = await expandInputs(inputs, [".card"]);
      files = expanded.files.map((file) => path.resolve(file));
    }
    const brokenPaths = new Set([...broken.keys()].map((file) => path.resolve(root, file)));
    const rest = files.filter((file) => !brokenPaths.has(file));
    if (rest.length === files.length) break; // the failing files are not among the inputs: do not loop
    if (rest.length === 0) return compiledSet(undefined, 0, 0, [], broken, sourceOfBroken, result, started);
    result = await build({ inputs: rest, outDir, root, emit: "js" });
  }
  if (!result.ok) return { ok: false, diagnostics: result.diagnostics, inputErrors: result.inputErrors, sourceOf: (file) => result.sourceOf(file) };
  return compiledSet(outDir, result.cards, result.files, result.diagnostics, broken, sourceOfBroken, result, started);
}

function compiledSet(
  outDir: string | undefined,
  count: number,
  files: number,
  diagnostics: Diagnostic[],
  broken: Map<string, BrokenCardFile>,
  sourceOfBroken: Map<string, (file: string) => string | undefined>,
  last: { sourceOf(file: string): string | undefined },
  started: number,
): CompiledCardSet {
  // In file order, whichever round of builds found them.
  const sorted = [...broken.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return {
    ok: true,
    outDir,
    count,
    files: files + broken.size,
    diagnostics: [...diagnostics, ...sorted.flatMap((file) => file.diagnostics)],
    broken: sorted,
    sourceOf: (file) => sourceOfBroken.get(file)?.(file) ?? last.sourceOf(file),
    milliseconds: performance.now() - started,
  };
}

/**
 * Node looks for the nearest package.json to decide whether a module is ESM, and stops at a `node_modules`
 * folder: without this marker the compiled set inside node_modules/.cache would be loaded as CommonJS.
 */
async function markAsModules(cacheRoot: string): Promise<void> {
  const marker = path.join(cacheRoot, "package.json");
  const wanted = `${JSON.stringify({ private: true, type: "module" }, null, 2)}\n`;
  const present = await readFile(marker, "utf8").catch(() => undefined);
  if (present === wanted) return;
  await mkdir(cacheRoot, { recursive: true });
  await writeFile(marker, wanted);
}
