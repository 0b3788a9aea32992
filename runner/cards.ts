/**
 * The cards a scenario run plays with: the bundled set (`cards/`) plus any folders given with `--cards`,
 * compiled by the compiler into a cache folder inside the project and loaded in this process.
 *
 * The compiler's build is incremental (content-hash cache), so an unchanged set costs a read and a hash. Each
 * distinct list of card folders gets its own output folder, so `--cards extra/` never disturbs the cache of the
 * bundled set.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { build, loadCompiledSet } from "../compiler/index.js";
import { PACKAGE_ROOT } from "../compiler/runtime-entry.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { CardRegistry } from "../runtime/definition.js";

/** The cardscript package folder (runner/ is one level down). */
// The package root, also when running the built JavaScript from dist/ (see compiler/runtime-entry.ts).
export { PACKAGE_ROOT };
export const BUNDLED_CARDS = path.join(PACKAGE_ROOT, "cards");
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

export type CardSet =
  | { ok: true; cards: CardRegistry; count: number; diagnostics: Diagnostic[]; sourceOf(file: string): string | undefined; milliseconds: number }
  | { ok: false; diagnostics: Diagnostic[]; inputErrors: string[]; sourceOf(file: string): string | undefined };

/** Compiles (incrementally) and loads the card set for a scenario run. */
export async function loadCardSet(options: CardSetOptions = {}): Promise<CardSet> {
  const started = performance.now();
  const inputs = [...(options.withoutBundled ? [] : [BUNDLED_CARDS]), ...(options.extra ?? []).map((input) => path.resolve(input))];
  if (inputs.length === 0) return { ok: false, diagnostics: [], inputErrors: ["no card folders given"], sourceOf: () => undefined };
  const key = createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 16);
  const cacheRoot = path.resolve(options.cacheRoot ?? (process.env.CARDSCRIPT_CACHE_DIR || DEFAULT_CACHE_ROOT));
  await markAsModules(cacheRoot);
  const outDir = path.join(cacheRoot, `scenario-cards-${key}`);
  // JavaScript: loaded in this process with no TypeScript loader (compiler/emit-kind.ts).
  const result = await build({ inputs, outDir, emit: "js" });
  if (!result.ok) {
    return { ok: false, diagnostics: result.diagnostics, inputErrors: result.inputErrors, sourceOf: (file) => result.sourceOf(file) };
  }
  const cards = await loadCompiledSet(outDir);
  return {
    ok: true,
    cards,
    count: result.cards,
    diagnostics: result.diagnostics,
    sourceOf: (file) => result.sourceOf(file),
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
