/**
 * Where generated modules get the runtime's types from. The ONE place to switch it.
 *
 * Generated modules import types only (`import type`), so nothing is resolved when they run; the specifier only
 * has to resolve for type checking (`--typecheck`, `tsc`, editors).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The package root (the folder holding package.json), found from this file's location. */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The runtime's public entry, relative to the package root: the file `cardscript/runtime` maps to. */
const RUNTIME_ENTRY_CANDIDATES = ["runtime/index.ts", "runtime/definition.ts"];

/** The runtime entry file: `runtime/index.ts` (the package export), or the definitions until it exists. */
export function runtimeEntryFile(): string {
  const found = RUNTIME_ENTRY_CANDIDATES.map((entry) => path.join(PACKAGE_ROOT, entry)).find((file) => existsSync(file));
  return found ?? path.join(PACKAGE_ROOT, RUNTIME_ENTRY_CANDIDATES[RUNTIME_ENTRY_CANDIDATES.length - 1]);
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
