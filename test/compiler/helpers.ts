/** Shared helpers of the compiler tests: temporary output folders inside the package, and running tsc. */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { expect } from "vitest";
import { compileCardSource } from "../../compiler/index.js";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { CardDefinition } from "../../runtime/definition.js";
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

/**
 * Compiles cards (file slug → card text) into `dir/cards` as a game developer's build would, with the runtime
 * re-export beside them, and loads their definitions: the setup of the engine tests that play hand-written cards.
 * Each card must compile without a diagnostic.
 */
export async function compileTestCards(dir: string, cards: Record<string, string>): Promise<CardDefinition[]> {
  await writeRuntimeReexport(dir);
  const compiled: CardDefinition[] = [];
  for (const [slug, text] of Object.entries(cards)) {
    const result = await compileCardSource(text, `cards/${slug}.card`, { runtimeImport: "../runtime.js" });
    expect(result.diagnostics).toEqual([]);
    compiled.push(((await import(pathToFileURL(writeModule(dir, `cards/${slug}.ts`, result.code!)).href)) as { default: CardDefinition }).default);
  }
  return compiled;
}

/** Checks that one line of a card checks clean and prints back as `printed` (2007 wording) and `current` (Oracle). */
export function printsBack(line: string, printed: string, current: string, type = "Creature — Faerie\n  2/2"): void {
  const text = `card "T"\n  cost {2}\n  type ${type}\n  ${line}\n`;
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  expect(diagnostics).toEqual([]);
  expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${printed}\n`);
  expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${current}\n`);
}
