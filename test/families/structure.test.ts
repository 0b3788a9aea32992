/**
 * The sentence families' layout (ARCHITECTURE.md, "Sentence families"): every folder under families/ has its
 * three stage parts, is registered in the three registries, and imports only its stage's kernel face — never
 * another family, never a later stage (a runtime part never reaches grammar/ or compiler/).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ABILITY_FAMILIES, SYNTAX_FAMILIES } from "../../families/syntax.js";
import { parseCardFile } from "../../grammar/index.js";
import { PRIMITIVES } from "../../families/runtime.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FAMILIES = path.join(ROOT, "families");
const STAGES = ["syntax", "codegen", "runtime"] as const;

/** What each stage's part may import (module specifiers as written, relative to the part). */
const ALLOWED: Record<(typeof STAGES)[number], RegExp[]> = {
  syntax: [/^\.\.\/\.\.\/grammar\/family\.js$/, /^\.\.\/\.\.\/grammar\/ast\.js$/, /^chevrotain$/],
  codegen: [/^\.\.\/\.\.\/compiler\/family\.js$/, /^\.\.\/\.\.\/grammar\/ast\.js$/, /^\.\/syntax\.js$/],
  runtime: [/^\.\.\/\.\.\/runtime\/family\.js$/],
};

function folders(): string[] {
  return readdirSync(FAMILIES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every module specifier a file imports or re-exports, with whether the import is type-only. */
function imports(file: string): { specifier: string; typeOnly: boolean }[] {
  const text = readFileSync(file, "utf8");
  const out: { specifier: string; typeOnly: boolean }[] = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?\sfrom\s+"([^"]+)"/gms)) out.push({ specifier: match[3], typeOnly: match[2] !== undefined });
  for (const match of text.matchAll(/^\s*import\s+"([^"]+)"/gm)) out.push({ specifier: match[1], typeOnly: false });
  for (const match of text.matchAll(/import\(\s*"([^"]+)"\s*\)/g)) out.push({ specifier: match[1], typeOnly: true });
  return out;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsFiles(path.join(dir, entry.name)) : entry.name.endsWith(".ts") ? [path.join(dir, entry.name)] : [],
  );
}

describe("sentence families", () => {
  it("each folder has exactly its three stage parts", () => {
    expect(folders().length).toBeGreaterThan(0);
    for (const name of folders()) {
      const files = readdirSync(path.join(FAMILIES, name)).sort();
      expect(files, `families/${name}/`).toEqual(["codegen.ts", "runtime.ts", "syntax.ts"]);
    }
  });

  it("each folder is registered in the registry of every stage, and each registry lists only folders", () => {
    for (const stage of STAGES) {
      const registry = readFileSync(path.join(FAMILIES, `${stage}.ts`), "utf8");
      const registered = [...registry.matchAll(new RegExp(`from "\\./([^/"]+)/${stage}\\.js"`, "g"))].map((match) => match[1]).sort();
      expect(registered, `families/${stage}.ts`).toEqual(folders());
    }
    expect([...SYNTAX_FAMILIES, ...ABILITY_FAMILIES].map((family) => family.name).sort()).toEqual(folders());
  });

  it("each part imports only its stage's kernel face, never another family", () => {
    for (const name of folders()) {
      for (const stage of STAGES) {
        const file = path.join(FAMILIES, name, `${stage}.ts`);
        for (const { specifier, typeOnly } of imports(file)) {
          const allowed = ALLOWED[stage].some((pattern) => pattern.test(specifier));
          expect(allowed, `families/${name}/${stage}.ts imports ${specifier}`).toBe(true);
          // A codegen part reads its own nodes' types only; chevrotain is a type import of the syntax part.
          if (specifier === "./syntax.js" || specifier === "chevrotain") expect(typeOnly, `families/${name}/${stage}.ts: ${specifier} must be a type import`).toBe(true);
        }
      }
    }
  });

  it("the kernel faces a family imports stay leaves (no parser, registry, ts-morph or prettier behind them)", () => {
    const faces: [string, RegExp][] = [
      ["grammar/family.ts", /^(\.\/(words|target-uses|nodes|ast|mode-count)\.js|chevrotain)$/],
      ["grammar/mode-count.ts", /^$/],
      ["compiler/family.ts", /^\.\/(effects|literals|data|filter-data)\.js$|^\.\.\/grammar\/ast\.js$|^\.\.\/runtime\/definition\.js$/],
      ["compiler/filter-data.ts", /^\.\.\/grammar\/ast\.js$|^\.\.\/runtime\/definition\.js$/],
      ["compiler/data.ts", /^$/],
      ["grammar/words.ts", /^\.\/(ast|vocabulary|filters-subtypes)\.js$/],
      ["grammar/vocabulary.ts", /^$/],
      ["grammar/filters-subtypes.ts", /^$/],
      ["grammar/target-uses.ts", /^\.\/ast\.js$/],
      ["grammar/ast.ts", /^\.\/vocabulary\.js$|^\.\.\/families\/(syntax|damage\/syntax)\.js$/],
      ["compiler/effects.ts", /^\.\/literals\.js$|^\.\.\/grammar\/ast\.js$/],
    ];
    for (const [file, allowed] of faces) {
      for (const { specifier } of imports(path.join(ROOT, file))) expect(allowed.test(specifier), `${file} imports ${specifier}`).toBe(true);
    }
  });

  it("the runtime and the families' runtime parts never import the grammar or the compiler", () => {
    const runtimeFiles = [...tsFiles(path.join(ROOT, "runtime")), path.join(FAMILIES, "runtime.ts"), ...folders().map((name) => path.join(FAMILIES, name, "runtime.ts"))];
    for (const file of runtimeFiles) {
      for (const { specifier } of imports(file)) {
        const resolved = specifier.startsWith(".") ? path.relative(ROOT, path.resolve(path.dirname(file), specifier)) : specifier;
        expect(/^(grammar|compiler)\//.test(resolved) || /\/(syntax|codegen)\.js$/.test(resolved), `${path.relative(ROOT, file)} imports ${specifier}`).toBe(false);
      }
    }
  });

  it("every kind a family parses has a printer and a check; every primitive is a function", () => {
    for (const family of [...SYNTAX_FAMILIES, ...ABILITY_FAMILIES]) {
      expect(Object.keys(family.check).sort(), family.name).toEqual(Object.keys(family.print).sort());
    }
    for (const [name, primitive] of Object.entries(PRIMITIVES)) expect(typeof primitive, name).toBe("function");
  });

  it("a family's words are its own: no spelling belongs to two word types", async () => {
    const { KEYWORDS } = await import("../../grammar/lexer.js");
    // The lexer throws at load on a clash; reaching here means none. Each family's words are in the vocabulary.
    for (const family of [...SYNTAX_FAMILIES, ...ABILITY_FAMILIES]) {
      for (const words of Object.values(family.words ?? {})) for (const word of words) expect(KEYWORDS).toContain(word.replace(/’/g, "'"));
    }
  });

  it("each ability family's sentences parse to an ability of its level, built from its own kinds, and no kind has two families", () => {
    const shapes = { trigger: "Triggered", replacement: "Replacement", static: "Static" } as const;
    const owners = new Map<string, string>();
    for (const family of [...SYNTAX_FAMILIES, ...ABILITY_FAMILIES]) {
      for (const kind of Object.keys(family.print)) {
        expect(owners.get(kind), `${kind} is printed by ${owners.get(kind)} and ${family.name}`).toBeUndefined();
        owners.set(kind, family.name);
      }
    }
    for (const family of ABILITY_FAMILIES) {
      expect(family.sentences.length, family.name).toBeGreaterThan(0);
      for (const { template } of family.sentences) {
        let text = template.replace(/~/g, "Test Card").replace(/\bN\b/g, "2");
        // "the removed card" needs an ability of the same card that removes one (linked abilities).
        if (text.includes("the removed card")) text = `{T}: Remove target creature from the game.\n  ${text}`;
        const { ast, diagnostics } = parseCardFile(`card "Test Card"\n  type Creature\n  1/1\n  ${text}\n`, "structure.card");
        expect(diagnostics.filter((diagnostic) => diagnostic.severity === "error"), `${family.name}: ${template}`).toEqual([]);
        const ability = ast!.cards[0].abilities.at(-1)!;
        expect(ability.kind, `${family.name}: ${template}`).toBe(shapes[family.level]);
        const node = ability.kind === "Triggered" ? ability.trigger : ability.kind === "Replacement" ? ability.replacement : ability.kind === "Static" ? ability.effect : undefined;
        expect(Object.keys(family.print), `${family.name}: ${template}`).toContain(node?.kind);
      }
    }
  });
});

describe("ARCHITECTURE.md's code map", () => {
  const PARTS = ["grammar", "compiler", "runtime", "runner", "lsp", "cli", "importer", "scripts", "bin"];

  it("names every module of the pipeline's folders, so the map stays true when a module is added", () => {
    const map = readFileSync(path.join(ROOT, "ARCHITECTURE.md"), "utf8");
    const unnamed = PARTS.flatMap((part) =>
      readdirSync(path.join(ROOT, part), { withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(ts|mts|mjs|js)$/.test(entry.name) && !map.includes(entry.name))
        .map((entry) => `${part}/${entry.name}`),
    );
    expect(unnamed, "add each to its folder's row of the code map in ARCHITECTURE.md").toEqual([]);
  });
});
