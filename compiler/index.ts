/**
 * The compiler's public API (package export `cardscript/compiler`).
 *
 * - `build(options)`: card files → an output folder of TypeScript modules, a set index and a cache
 *   (see build.ts for the layout and guarantees). Diagnostics first: a set with errors writes nothing.
 * - `loadCompiledSet(outDir)`: imports a built set in this process and returns its `CardRegistry`.
 * - `compileCardSource(text, file)`: one card file's module text (all its cards), for tools and tests.
 *
 * Generated modules are TypeScript with type-only imports of the runtime: no run-time dependency. Node 20 does
 * not load `.ts` by itself: they are loaded through tsx's loader, which `bin/cardscript.js` registers (the CLI,
 * `npm start`, the scenario runner) and which vitest and Vite replace with their own; a program of your own runs
 * with `node --import tsx`. See ARCHITECTURE.md.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { CardRegistry } from "../runtime/definition.js";
import { CACHE_FILE } from "./cache.js";
import { analyze } from "./frontend.js";
import { RUNTIME_PACKAGE_SPECIFIER } from "./runtime-entry.js";
import { INDEX_FILE } from "./names.js";
import { emittedNames } from "./emit-kind.js";
import { ensureTypeScriptLoader } from "./typescript-loader.js";

export { build, type BuildOptions, type BuildResult, type BuildTimings } from "./build.js";
export type { EmitKind } from "./emit-kind.js";
export type { GeneratedModule, ModuleOptions } from "./codegen.js";

export interface CompileSourceOptions {
  /** Specifier of the runtime type import (default `cardscript/runtime`). */
  runtimeImport?: string;
}

export interface CompiledSource {
  /** The formatted module, or undefined when there are errors. Default export: the file's first card; `cards`: all. */
  code: string | undefined;
  diagnostics: Diagnostic[];
}

/** Compiles one card file's text to the text of one module defining all its cards. */
export async function compileCardSource(text: string, file: string, options: CompileSourceOptions = {}): Promise<CompiledSource> {
  const [analyzed] = await analyze([{ file, text }]);
  const diagnostics = [...analyzed.diagnostics];
  if (diagnostics.some((diagnostic) => diagnostic.severity === "error")) return { code: undefined, diagnostics };
  if (analyzed.ast.cards.length === 0) {
    return { code: undefined, diagnostics };
  }
  // Loaded on demand: ts-morph and prettier are heavy, and a no-op build never needs them.
  const { runJobs } = await import("./generate.js");
  const { results } = await runJobs([
    { id: file, sourcePath: file, source: text, cards: analyzed.ast.cards, runtimeImport: options.runtimeImport ?? RUNTIME_PACKAGE_SPECIFIER },
  ]);
  diagnostics.push(...results[0].diagnostics);
  return { code: results[0].text, diagnostics };
}

/**
 * Imports the set index of a built output folder and returns its registry. Each build gets a fresh module URL
 * for the index, so loading again after a rebuild sees the new set of cards (a card module whose file changed
 * in place is only reloaded by a new process).
 */
export async function loadCompiledSet(outDir: string): Promise<CardRegistry> {
  // `build --emit js` writes index.js (+ index.d.ts), `--emit ts` index.ts (emit-kind.ts).
  const javascriptIndex = path.resolve(outDir, emittedNames(INDEX_FILE, "js")[0]);
  const index = (await stat(javascriptIndex).catch(() => undefined)) ? javascriptIndex : path.resolve(outDir, INDEX_FILE);
  const [built, indexInfo] = await Promise.all([stat(path.resolve(outDir, CACHE_FILE)).catch(() => undefined), stat(index).catch(() => undefined)]);
  if (!built || !indexInfo) {
    throw new Error(`'${outDir}' holds no built card set (no ${built ? INDEX_FILE : CACHE_FILE}); run \`cardscript build <cards> --out ${outDir}\` first.`);
  }
  // The index is rewritten whenever a card is added, removed or renamed: its mtime names its version (digits
  // and letters only: a '.' in the query would look like a file extension to some loaders).
  const version = Math.round(indexInfo.mtimeMs * 1000).toString(36);
  if (index.endsWith(".ts")) await ensureTypeScriptLoader();
  const module = (await import(`${pathToFileURL(index).href}?version=${version}`)) as { createCardRegistry(): CardRegistry };
  return module.createCardRegistry();
}
