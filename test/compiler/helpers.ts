/** Shared helpers of the compiler tests: temporary output folders inside the package, and running tsc. */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatModule } from "../../compiler/format.js";
import { defaultRuntimeImport } from "../../compiler/runtime-entry.js";
import { generateRuntimeReexport } from "../../compiler/set-index.js";

export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A fresh folder under test/compiler (ignored by git: tmp-*), removed by the returned cleanup. */
export function temporaryFolder(prefix: string): { dir: string; cleanup: () => void } {
  const base = path.join(PACKAGE_ROOT, "test/compiler");
  const dir = mkdtempSync(path.join(base, `tmp-${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes `runtime.ts` (the type re-export every generated module imports from `../runtime.js`) into `dir`. */
export async function writeRuntimeReexport(dir: string): Promise<void> {
  writeFileSync(path.join(dir, "runtime.ts"), await formatModule(generateRuntimeReexport(defaultRuntimeImport(dir))));
}

export function writeModule(dir: string, relative: string, text: string): string {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** Runs the project's TypeScript (`tsc --strict --noEmit`) on the files; returns its exit code and output. */
export function runTsc(files: string[]): { status: number | null; output: string } {
  const tsc = path.join(PACKAGE_ROOT, "node_modules/typescript/bin/tsc");
  const result = spawnSync(
    process.execPath,
    [tsc, "--strict", "--noEmit", "--target", "ES2022", "--module", "NodeNext", "--moduleResolution", "NodeNext", "--skipLibCheck", "--types", "node", ...files],
    { cwd: PACKAGE_ROOT, encoding: "utf8" },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
