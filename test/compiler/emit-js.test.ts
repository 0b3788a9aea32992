/**
 * `build --emit js` (compiler/emit-js.ts, emit-kind.ts): JavaScript modules with declarations beside them, which
 * plain Node loads with no loader; the same determinism, cache and injection safety as the TypeScript output.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ts } from "ts-morph";
import { afterAll, describe, expect, it } from "vitest";
import { build } from "../../compiler/index.js";
import { cardFilesOf, setsFolders } from "../../bench/synthetic-cards.js";
import { generateModule } from "../../compiler/codegen.js";
import { EmitError, eraseTypes, eraseTypesByParse, loadTypeEraser, toDeclarations, toJavaScript } from "../../compiler/emit-js.js";
import { emittedNames } from "../../compiler/emit-kind.js";
import { formatStatements } from "../../compiler/format.js";
import { analyze } from "../../compiler/frontend.js";
import { runJobs } from "../../compiler/generate.js";
import { generateSetIndex, INDEX_DECLARATIONS, runtimeReexportText, setFiles } from "../../compiler/set-index.js";
import { hostileCard } from "./ast-fixtures.js";
import { PACKAGE_ROOT, runTsc, temporaryFolder } from "./helpers.js";

const folder = temporaryFolder("emit-js");
afterAll(() => folder.cleanup());
const CARDS = path.join(PACKAGE_ROOT, "reference");

/** TypeScript's own JavaScript for a module: what the erased text must mean. */
const transpiled = (text: string) => ts.transpileModule(text, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true } }).outputText;

/** Every file of a folder (relative path → text), for comparing outputs. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      // cardscript's own bookkeeping (the cache, the output marker) is not part of the emitted set
      else if (!entry.name.startsWith(".cardscript-")) files.set(child, readFileSync(path.join(dir, child), "utf8"));
    }
  };
  walk("");
  return files;
}

describe("build --emit js", () => {
  it("writes x.js + x.d.ts per module, index.js + index.d.ts and runtime.d.ts, and no TypeScript module", async () => {
    const out = path.join(folder.dir, "bundled");
    const result = await build({ inputs: [CARDS], outDir: out, root: PACKAGE_ROOT, emit: "js" });
    expect(result.ok).toBe(true);
    const files = [...snapshot(out).keys()];
    expect(files).toContain("index.js");
    expect(files).toContain("index.d.ts");
    expect(files).toContain("runtime.d.ts");
    expect(files).toContain("cards/shock.js");
    expect(files).toContain("cards/shock.d.ts");
    expect(files.filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))).toEqual([]);
    expect(result.written.filter((file) => file.startsWith("cards/") && file.endsWith(".js"))).toHaveLength(26);
  });

  it("each JavaScript module means exactly what TypeScript makes of the TypeScript module (every bundled card)", async () => {
    const tsOut = path.join(folder.dir, "as-ts");
    expect((await build({ inputs: [CARDS], outDir: tsOut, root: PACKAGE_ROOT, emit: "ts" })).ok).toBe(true);
    const jsOut = path.join(folder.dir, "bundled");
    const modules = [...snapshot(tsOut)].filter(([file]) => file.endsWith(".ts"));
    expect(modules.length).toBe(28); // 26 cards, the index, runtime.ts
    for (const [file, text] of modules) {
      if (file === "runtime.ts") continue;
      const js = readFileSync(path.join(jsOut, file.replace(/\.ts$/, ".js")), "utf8");
      expect(js).not.toMatch(/import type|: CardDefinition|: EffectContext/);
      expect(transpiled(js), file).toBe(transpiled(text));
    }
  });

  it("is deterministic: a fresh build of the same cards gives byte-identical files", async () => {
    const again = path.join(folder.dir, "again");
    expect((await build({ inputs: [CARDS], outDir: again, root: PACKAGE_ROOT, emit: "js", workers: 2 })).ok).toBe(true);
    // runtime.d.ts names the runtime by a path relative to its own folder: the same depth, the same text.
    expect(snapshot(again)).toEqual(snapshot(path.join(folder.dir, "bundled")));
  });

  it("the emit kind is part of the cache key: switching it rewrites the whole folder, leaving no file of the other kind", async () => {
    const out = path.join(folder.dir, "switch");
    await build({ inputs: [CARDS], outDir: out, root: PACKAGE_ROOT, emit: "js" });
    expect((await build({ inputs: [CARDS], outDir: out, root: PACKAGE_ROOT, emit: "js" })).written).toEqual([]);
    const asTs = await build({ inputs: [CARDS], outDir: out, root: PACKAGE_ROOT, emit: "ts" });
    expect(asTs.unchanged).toBe(0);
    expect([...snapshot(out).keys()].filter((file) => file.endsWith(".js"))).toEqual([]);
    const back = await build({ inputs: [CARDS], outDir: out, root: PACKAGE_ROOT, emit: "js" });
    expect(back.unchanged).toBe(0);
    expect(existsSync(path.join(out, "cards/shock.ts"))).toBe(false);
    expect(existsSync(path.join(out, "cards/shock.js"))).toBe(true);
  });

  it("a rename removes both files of the old module", async () => {
    const cards = path.join(folder.dir, "rename-cards");
    mkdirSync(cards, { recursive: true });
    writeFileSync(path.join(cards, "shock.card"), readFileSync(path.join(CARDS, "shock.card"), "utf8"));
    const out = path.join(folder.dir, "rename-out");
    await build({ inputs: [cards], outDir: out, root: folder.dir, emit: "js" });
    writeFileSync(path.join(cards, "shock.card"), readFileSync(path.join(CARDS, "shock.card"), "utf8").replaceAll("Shock", "Jolt"));
    const renamed = await build({ inputs: [cards], outDir: out, root: folder.dir, emit: "js" });
    expect(renamed.removed).toEqual(["cards/shock.d.ts", "cards/shock.js"]);
    expect(renamed.written).toEqual(["cards/jolt.d.ts", "cards/jolt.js", "index.d.ts", "index.js"]);
    expect([...snapshot(out).keys()].sort()).toEqual(["cards/jolt.d.ts", "cards/jolt.js", "index.d.ts", "index.js", "package.json", "runtime.d.ts"]);
  });

  it("plain Node (no loader) loads the set, and tsc type-checks a program against its declarations", async () => {
    const out = path.join(folder.dir, "bundled");
    const program = path.join(folder.dir, "play.mjs");
    writeFileSync(program, `import { cardsByName } from "./bundled/index.js";\nconsole.log(cardsByName.size, cardsByName.get("Shock").spell.text);\n`);
    const run = spawnSync(process.execPath, [program], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("26 Shock deals 2 damage to target creature or player.\n");
    const consumer = path.join(folder.dir, "consumer.ts");
    writeFileSync(
      consumer,
      `import { cardsByName, createCardRegistry } from "./bundled/index.js";\nimport shock, { cards } from "./bundled/cards/shock.js";\n` +
        `const name: string = shock.name;\nconst count: number = cards.length + cardsByName.size;\nconst registry = createCardRegistry();\n` +
        `// @ts-expect-error: a CardDefinition has no such field\nshock.notAField;\nexport { name, count, registry };\n`,
    );
    const { status, output } = runTsc([consumer]);
    expect(output).toBe("");
    expect(status).toBe(0);
  });
});

describe("type erasure (emit-js.ts)", () => {
  it("erases annotations, type imports, assertions and type arguments where they stand", () => {
    const source = `import type { A } from "./a.js";\nimport { b } from "./b.js";\ninterface I { x: number }\ntype T = string;\nfunction f<U>(x: number, y?: A): void {\n  const z = b<U>(x as number)!;\n  let w!: T;\n  return;\n}\nexport const v: readonly number[] = [1 satisfies number];\n`;
    expect(toJavaScript(source)).toBe(`import { b } from "./b.js";\nfunction f(x, y) {\n  const z = b(x);\n  let w;\n  return;\n}\nexport const v = [1];\n`);
  });

  it("refuses TypeScript that needs a compiler (an enum), saying where", () => {
    const source = "function f(): number {\n  enum Color { Red }\n  return Color.Red;\n}\n";
    expect(() => toJavaScript(source)).toThrow(EmitError);
    try {
      toJavaScript(source);
    } catch (error) {
      expect((error as EmitError).offset).toBe(source.indexOf("enum"));
      expect((error as Error).message).toContain("An enum cannot be emitted as JavaScript");
    }
  });

  it("declarations keep the module's header comment", () => {
    const text = `// Generated by cardscript from x.card.\nimport type { CardDefinition } from "../runtime.js";\nconst card0: CardDefinition = {} as CardDefinition;\nexport default card0;\n`;
    expect(toDeclarations(text)).toBe(`// Generated by cardscript from x.card.\nimport type { CardDefinition } from "../runtime.js";\ndeclare const card0: CardDefinition;\nexport default card0;\n`);
  });

  it("names: a module is a .js and a .d.ts; runtime.ts holds types only", () => {
    expect(emittedNames("cards/x.ts", "js")).toEqual(["cards/x.js", "cards/x.d.ts"]);
    expect(emittedNames("runtime.ts", "js")).toEqual(["runtime.d.ts"]);
    expect(emittedNames("cards/x.ts", "ts")).toEqual(["cards/x.ts"]);
  });

  it("the injection corpus: the JavaScript of each hostile card means what its TypeScript means", async () => {
    const corpus = [`"; process.exit(1); "`, "Template ${process.exit(1)} card", "End */ process.exit(1); /* comment", "Line\u2028separator", "</script>", "a: number", "x as any"];
    const fixtures = corpus.map((hostile) => hostileCard(hostile));
    const { results } = await runJobs(
      fixtures.map((fixture, index) => ({ id: `cards/h${index}.ts`, sourcePath: "cards/hostile.card", source: fixture.source, cards: fixture.ast.cards, runtimeImport: "../runtime.js", emit: "js" as const })),
    );
    for (const result of results) {
      expect(result.diagnostics).toEqual([]);
      const js = new Map(result.files!).get(result.id.replace(/\.ts$/, ".js"))!;
      expect(transpiled(js)).toBe(transpiled(result.text!));
    }
  });

  it("an escape-hatch block with an enum is an error at the block with --emit js (CS4003), and builds with --emit ts", async () => {
    const cards = path.join(folder.dir, "hatch-cards");
    mkdirSync(cards, { recursive: true });
    writeFileSync(
      path.join(cards, "hatch.card"),
      'card "Enum Hatch"\n  cost {R}\n  type Sorcery\n  You gain some life.\n    ```ts\n    enum Amount { One = 1 }\n    ctx.gainLife(ctx.controller, Amount.One);\n    ```\n',
    );
    const js = await build({ inputs: [cards], outDir: path.join(folder.dir, "hatch-js"), root: folder.dir, emit: "js" });
    expect(js.ok).toBe(false);
    expect(js.diagnostics).toMatchObject([{ code: "CS4003", file: "hatch-cards/hatch.card", severity: "error" }]);
    expect(js.diagnostics[0].message).toContain("An enum cannot be emitted as JavaScript");
    expect(existsSync(path.join(folder.dir, "hatch-js"))).toBe(false);
    const typescript = await build({ inputs: [cards], outDir: path.join(folder.dir, "hatch-ts"), root: folder.dir, emit: "ts" });
    expect(typescript.diagnostics).toEqual([]);
    expect(typescript.ok).toBe(true);
  });
});

/** What `toJavaScript` gives for `text`, or the EmitError it throws (message and offset). */
function erasedOrError(erase: (text: string) => string, text: string): string | { message: string; offset: number } {
  try {
    return erase(text);
  } catch (error) {
    if (!(error instanceof EmitError)) throw error;
    return { message: error.message, offset: error.offset };
  }
}

describe("type erasure without the TypeScript compiler (emit-js.ts eraseTypes)", async () => {
  await loadTypeEraser();

  it("gives toJavaScript's text for every code statement of the bundled sets and the reference set", async () => {
    const files = cardFilesOf([...setsFolders, CARDS]).map((file) => ({ file: path.relative(PACKAGE_ROOT, file), text: readFileSync(file, "utf8") }));
    const code = new Set<string>();
    for (const file of await analyze(files)) {
      for (const card of file.ast.cards) {
        const module = generateModule([card], { sourcePath: file.file, runtimeImport: "../runtime.js" });
        for (const statement of module.statements) if (statement.kind === "code") code.add(statement.text);
      }
    }
    const formatted = await formatStatements(code);
    expect(formatted.size).toBeGreaterThan(300);
    for (const text of formatted.values()) {
      expect(typeof text).toBe("string");
      // Read from prettier's parse, never left to the TypeScript compiler: generated code is all such syntax.
      expect(eraseTypesByParse(text as string), text as string).toBe(toJavaScript(text as string));
    }
  });

  it("gives toJavaScript's text, or its error, for random compositions of TypeScript syntax", () => {
    // Pieces generated code and escape-hatch blocks are made of: the ones eraseTypes reads itself, and ones it
    // leaves to toJavaScript (optional and this parameters, definite assignment, type arguments and parameters,
    // enums, namespaces, classes, declarations, type-only specifiers, assertions in parentheses or after comments).
    const pieces = [
      "function f(ctx: EffectContext): void {\n  ctx.draw(ctx.controller, 1);\n}",
      "function g(event: Extract<ReplaceableEvent, { kind: \"damage\" }>, ctx: EffectContext): ReplaceableEvent | undefined {\n  return event;\n}",
      "const a: number = 1;",
      "let b = (a as number) + 1;",
      "const c = a as unknown as string;",
      "const d = [1 satisfies number];",
      "const e = x!.y!;",
      "const e2 = (x)!;",
      "const e3 = x /* why */ as number;",
      "const h = (p: number, { q }: { q: string }, ...rest: string[]): number => p;",
      "function i(x?: number) {}",
      "function j(this: Window) {}",
      "let k!: number;",
      "const l = m<number>(1);",
      "function n<T>(t: T): T {\n  return t;\n}",
      "enum Color {\n  Red,\n}",
      "namespace N {\n  export const x = 1;\n}",
      "class C implements I {\n  private x: number = 1;\n}",
      "declare const z: number;",
      "interface I {\n  x: number;\n}",
      "type T = string;",
      "import type { A } from \"./a.js\";",
      "import { type B, c } from \"./b.js\";",
      "export type { A };",
      "export const o: Record<string, number> = {};",
      "const s = \"a: number as string\"; // x as y",
      "const t = `${a as number}`;",
      "const u = <number>v;",
      "function w(): { power: number; toughness: number } {\n  return { power: 1, toughness: 2 };\n}",
      "if (a) {\n  const v: string[] = [];\n}",
      "const broken = (;",
    ];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let run = 0; run < 400; run++) {
      const count = 1 + Math.floor(random() * 4);
      const text = Array.from({ length: count }, () => pieces[Math.floor(random() * pieces.length)]).join(random() < 0.5 ? "\n" : "\n\n");
      expect(erasedOrError(eraseTypes, text), text).toEqual(erasedOrError(toJavaScript, text));
    }
    for (const piece of pieces) expect(erasedOrError(eraseTypes, piece), piece).toEqual(erasedOrError(toJavaScript, piece));
    // The pieces eraseTypes reads itself (the others go to toJavaScript).
    expect(pieces.filter((piece) => eraseTypesByParse(piece) !== undefined)).toHaveLength(14);
  });

  it("the set index and runtime.d.ts as JavaScript: toJavaScript's and toDeclarations' bytes, for sets of 0, 1 and many cards", async () => {
    for (const count of [0, 1, 3, 300]) {
      const entries: [string, string][] = Array.from({ length: count }, (_, index) => [`Card ${index} "quoted" — ${"long name ".repeat(index % 12)}`, `cards/card-${index}.ts`]);
      const files = await setFiles({ entries, runtimeImport: "../runtime/index.js", emit: "js" });
      const text = await generateSetIndex(new Map(entries));
      expect(files.indexText).toBe(text);
      expect(new Map(files.indexFiles)).toEqual(new Map([["index.js", toJavaScript(text)], ["index.d.ts", toDeclarations(text, "index.ts")]]));
      expect(INDEX_DECLARATIONS).toBe(toDeclarations(text, "index.ts"));
      const runtime = await runtimeReexportText("../runtime/index.js");
      expect(files.runtimeFiles).toEqual([["runtime.d.ts", toDeclarations(runtime, "runtime.ts")]]);
    }
  });
});
