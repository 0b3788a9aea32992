/**
 * Start-up (ARCHITECTURE.md, "Running TypeScript on Node 20"): what a command loads before it runs is its static
 * import graph. `check`, `fmt`, `render` and `lsp` must not load the compiler (nor ts-morph, prettier or
 * TypeScript); and Chevrotain's values come only from its one-file build, through grammar/chevrotain.ts (the
 * package entry is ~700 modules).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The static, value-level imports of a source file (`import type` and `export type` load nothing; `import()` is lazy). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers: string[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s)?[^;]*?from\s+"([^"]+)"/g)) if (!match[2]) specifiers.push(match[3]);
  for (const match of text.matchAll(/(?:^|\n)\s*import\s+"([^"]+)"/g)) specifiers.push(match[1]);
  return specifiers;
}

/** Every file and package a module loads at start, following relative imports (`./x.js` → `./x.ts`). */
function loadedAtStart(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith(".")) {
        const resolved = path.resolve(path.dirname(file), specifier).replace(/\.js$/, ".ts");
        if (existsSync(resolved)) visit(resolved);
      } else if (!specifier.startsWith("node:")) {
        packages.add(specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]);
      }
    }
  };
  visit(path.join(ROOT, entry));
  return { files, packages };
}

/** The one compiler module the file-reading commands share with the build: listing the input files (node built-ins only). */
const SHARED_WITH_THE_BUILD = ["compiler/inputs.ts"];
const HEAVY_PACKAGES = ["ts-morph", "prettier", "typescript", "tsx"];

describe("what a command loads at start", () => {
  // `cardscript lsp` loads lsp/server.ts (lazily, once its arguments are checked): the server is the entry.
  for (const [command, entry] of [["check", "cli/commands/check.ts"], ["fmt", "cli/commands/fmt.ts"], ["render", "cli/commands/render.ts"], ["lsp", "lsp/server.ts"]]) {
    it(`${command} loads neither the compiler nor ts-morph, prettier or TypeScript`, () => {
      const { files, packages } = loadedAtStart(entry);
      expect(files.size).toBeGreaterThan(3);
      const compiler = [...files].map((file) => path.relative(ROOT, file).split(path.sep).join("/")).filter((file) => file.startsWith("compiler/"));
      expect(compiler.filter((file) => !SHARED_WITH_THE_BUILD.includes(file))).toEqual([]);
      expect([...packages].filter((name) => HEAVY_PACKAGES.includes(name))).toEqual([]);
    });
  }

  it("the file listing they share with the build loads nothing but node built-ins", () => {
    for (const file of SHARED_WITH_THE_BUILD) expect(staticImports(path.join(ROOT, file)).filter((specifier) => !specifier.startsWith("node:"))).toEqual([]);
  });

  it("Chevrotain's values are imported only through grammar/chevrotain.ts (its one-file build)", () => {
    const offenders: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith(".ts") && !file.endsWith(path.join("grammar", "chevrotain.ts")) && staticImports(file).includes("chevrotain")) offenders.push(path.relative(ROOT, file));
      }
    };
    for (const folder of ["grammar", "lsp", "compiler", "runner", "cli", "importer", "runtime"]) walk(path.join(ROOT, folder));
    expect(offenders).toEqual([]);
  });

  it("build, and the generation of a card module, load neither ts-morph, prettier nor TypeScript (only when a statement is new: lazily)", () => {
    for (const entry of ["cli/commands/build.ts", "compiler/build.ts", "compiler/generate.ts"]) {
      const { files, packages } = loadedAtStart(entry);
      expect(files.size, entry).toBeGreaterThan(3);
      expect([...packages].filter((name) => HEAVY_PACKAGES.includes(name)), entry).toEqual([]);
    }
  });
});
