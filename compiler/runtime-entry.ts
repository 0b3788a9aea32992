/**
 * Where generated modules get the runtime's types from. The ONE place to switch it.
 *
 * Generated modules import types only (`import type`), so nothing is resolved when they run; the specifier only
 * has to resolve for type checking (`--typecheck`, `tsc`, editors).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding the code's folders (compiler/, runtime/, …): the package root when running the TypeScript
 * sources, `<package>/dist` when running the built JavaScript (see bin/cardscript.js).
 */
export const CODE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The package root (the folder holding package.json, cards/, scenarios/): CODE_ROOT, or the folder above dist/. */
export const PACKAGE_ROOT = existsSync(path.join(CODE_ROOT, "package.json")) ? CODE_ROOT : path.dirname(CODE_ROOT);

/**
 * The runtime's public entry, relative to CODE_ROOT: the file `cardscript/runtime` maps to. In the sources it is
 * `runtime/index.ts`; in the built package `runtime/index.js`, with its declarations (`index.d.ts`) beside it.
 */
const RUNTIME_ENTRY_CANDIDATES = ["runtime/index.ts", "runtime/index.js"];

/**
 * The runtime entry file (a `.ts` source, or the built `.js` whose `.d.ts` type checkers read). In a checkout the
 * sources' entry, also when running dist/: both forms of the same code then write the same modules (and share the
 * build cache, as compiler/version.ts makes them share its version). An installed package has only dist/'s.
 */
export function runtimeEntryFile(): string {
  const found = [PACKAGE_ROOT, CODE_ROOT].flatMap((root) => RUNTIME_ENTRY_CANDIDATES.map((entry) => path.join(root, entry))).find((file) => existsSync(file));
  return found ?? path.join(CODE_ROOT, RUNTIME_ENTRY_CANDIDATES[0]);
}

/** The bare specifier of the runtime's public entry (package.json "exports"). */
export const RUNTIME_PACKAGE_SPECIFIER = "cardscript/runtime";

/**
 * The specifier the output folder's `runtime.ts` re-exports the types from.
 *
 * - When cardscript is installed as a dependency (it lives in a node_modules folder), the package export
 *   `cardscript/runtime` resolves from the user's project: use it.
 * - Otherwise (a clone of this repository, output anywhere, even outside the package like /tmp/x), a relative
 *   path from the output folder to the runtime entry, computed at build time: deterministic for a given output
 *   folder, and it resolves for `tsc` wherever the folder is.
 */
export function defaultRuntimeImport(outDir: string): string {
  if (PACKAGE_ROOT.split(path.sep).includes("node_modules")) return RUNTIME_PACKAGE_SPECIFIER;
  const entry = runtimeEntryFile();
  let relative = path.relative(path.resolve(outDir), entry).split(path.sep).join("/");
  relative = relative.replace(/\.ts$/, ".js");
  return relative.startsWith(".") ? relative : `./${relative}`;
}
