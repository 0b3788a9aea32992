/**
 * `cardscript check --explain <code>` knows every code any command can emit (issue 20, item 9: CS4001, CS4002 and
 * CS4010 were "not a cardscript diagnostic code"). The source of every part is scanned for code literals, so a
 * code added anywhere without an explanation fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { explainCode } from "../../grammar/index.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
/** Every part that can emit a diagnostic (test/ and bench/ only use codes). */
const PARTS = ["grammar", "compiler", "runtime", "runner", "cli", "lsp", "editors"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Codes written as string literals (`"CS4001"`, `'CS4001'`, or a template starting with one), by code, with a file. */
function codesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of PARTS) {
    for (const file of sourceFiles(path.join(root, part))) {
      for (const match of readFileSync(file, "utf8").matchAll(/["'`](CS\d{4})\b/g)) {
        if (!found.has(match[1])) found.set(match[1], path.relative(root, file));
      }
    }
  }
  return found;
}

describe("every diagnostic code", () => {
  it("emitted anywhere in the source has an explanation", () => {
    const codes = codesInSource();
    // The scan finds codes of every kind (it would pass vacuously if it found none).
    for (const code of ["CS0001", "CS1030", "CS2001", "CS4001", "CS4002", "CS4010", "CS5006"]) expect(codes.has(code), code).toBe(true);
    const unexplained = [...codes].filter(([code]) => explainCode(code) === undefined).map(([code, file]) => `${code} (${file})`);
    expect(unexplained).toEqual([]);
  });

  it("CS4001, CS4002 and CS4010 are explained as the compiler's", () => {
    expect(explainCode("CS4001")).toMatch(/^\*\*CS4001: Cannot be compiled\*\*/);
    expect(explainCode("CS4002")).toMatch(/^\*\*CS4002: Escape-hatch block is not valid TypeScript\*\*/);
    expect(explainCode("cs4010")).toMatch(/^\*\*CS4010: Type error\*\*/);
  });
});
