/**
 * A one-card rebuild loads neither ts-morph, nor prettier, nor TypeScript, and writes what they would have:
 * - module-printer.ts lays out a module as ts-morph's `printStructure` did;
 * - a card module's JavaScript, assembled from each code statement's JavaScript, is `toJavaScript` of the module,
 *   and its declarations are `toDeclarations` of it;
 * - the statement store (statement-store.ts) gives, for a statement known only by its shape, exactly what
 *   prettier and type erasure give for it.
 * Over every bundled card, a sample of the synthetic set, and escape-hatch blocks.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { printStructure, StructureKind } from "ts-morph";
import { describe, expect, it } from "vitest";
import { syntheticCards } from "../../bench/synthetic-cards.js";
import { generateModule, renderJavaScriptModule, renderModule, type CodeStatement, type GeneratedModule } from "../../compiler/codegen.js";
import { CARD_DECLARATIONS_HEADER, cardModuleDeclarations, toDeclarations, toJavaScript } from "../../compiler/emit-js.js";
import { formatStatements } from "../../compiler/format.js";
import { analyze } from "../../compiler/frontend.js";
import { generateRuntimeReexport } from "../../compiler/set-index.js";
import { StatementStore } from "../../compiler/statement-store.js";
import { PACKAGE_ROOT } from "./helpers.js";

const HATCHES = [
  'card "Hatch One"\n  cost {R}\n  type Sorcery\n  You gain some life.\n    ```ts\n    const amount = 2;\n    ctx.gainLife(ctx.controller, amount as number);\n    ```\n',
  'card "Hatch Two"\n  cost {1}{R}\n  type Instant\n  Deal damage.\n    ```ts\n    // a comment, a blank line, a template literal, trailing spaces   \n\n    const text = `line ${1 + 2}\n      next`;\n    if (text.length > 0) { ctx.gainLife(ctx.controller, 1) }\n    ```\n',
  'card "Hatch Three"\n  cost {G}\n  type Sorcery\n  Regrow.\n    ```ts\n    const ratio = 10 / 5; const pattern = /a+/g;\n    ctx.gainLife(ctx.controller, ratio + (pattern.test("aa") ? 0x1 : 1.5));\n    ```\n',
];

async function sampleModules(): Promise<{ id: string; module: GeneratedModule; cards: number }[]> {
  const folder = path.join(PACKAGE_ROOT, "reference");
  const bundled = readdirSync(folder)
    .filter((name) => name.endsWith(".card"))
    .sort()
    .map((name) => ({ file: `cards/${name}`, text: readFileSync(path.join(folder, name), "utf8") }));
  const synthetic = syntheticCards(2_000)
    .filter((_, index) => index % 19 === 0)
    .map((text, index) => ({ file: `synthetic/${index}.card`, text: `${text}\n` }));
  const hatches = HATCHES.map((text, index) => ({ file: `hatches/${index}.card`, text }));
  // Two cards in one module too (compileCardSource's modules hold every card of a file).
  const two = { file: "two.card", text: `${bundled[0].text.trimEnd()}\n\n${bundled[1].text}` };
  const analyzed = [...(await analyze([...bundled, ...synthetic, ...hatches])), ...(await analyze([two]))];
  const modules = analyzed.flatMap((file) => {
    expect(file.diagnostics.filter((diagnostic) => diagnostic.severity === "error"), file.file).toEqual([]);
    const groups = file.file === "two.card" ? [file.ast.cards] : file.ast.cards.map((card) => [card]);
    return groups.map((cards, index) => ({ id: `${file.file}#${index}`, module: generateModule(cards, { sourcePath: file.file, runtimeImport: "../runtime.js" }), cards: cards.length }));
  });
  for (const { id, module } of modules) expect(module.diagnostics, id).toEqual([]);
  return modules;
}

/** The module as ts-morph printed it before module-printer.ts. */
function printedByTsMorph(module: GeneratedModule, code: (statement: CodeStatement) => string): string {
  return printStructure(
    {
      kind: StructureKind.SourceFile,
      leadingTrivia: module.header,
      statements: module.statements.map((statement) => (writer) => {
        if (statement.kind === "data") return void writer.write(statement.text);
        for (const comment of statement.comments) writer.writeLine(comment);
        writer.write(code(statement));
      }),
    },
    { indentNumberOfSpaces: 2 },
  );
}

describe("a module without ts-morph, prettier or TypeScript", async () => {
  const modules = await sampleModules();
  const code = new Set(modules.flatMap(({ module }) => module.statements.flatMap((statement) => (statement.kind === "code" ? [statement.text] : []))));
  const formatted = await formatStatements(code);
  const tsOf = (statement: CodeStatement) => formatted.get(statement.text) as string;

  it("covers bundled, synthetic and escape-hatch cards", () => {
    expect(modules.length).toBeGreaterThan(26 + 100);
    expect(modules.filter(({ module }) => module.escapeHatches.length > 0)).toHaveLength(HATCHES.length);
  });

  it("is laid out as ts-morph's printStructure lays it out, formatted or not", () => {
    for (const { id, module } of modules) {
      expect(renderModule(module, (statement) => statement.text), id).toBe(printedByTsMorph(module, (statement) => statement.text));
      expect(renderModule(module, tsOf), id).toBe(printedByTsMorph(module, tsOf));
    }
    const runtime = 'export type * from "cardscript/runtime";';
    expect(generateRuntimeReexport("cardscript/runtime")).toContain(`\n${runtime}\n`);
  });

  it("has the JavaScript and declarations TypeScript gives for the whole module", () => {
    for (const { id, module, cards } of modules) {
      const text = renderModule(module, tsOf);
      expect(renderJavaScriptModule(module, (statement) => toJavaScript(tsOf(statement))), id).toBe(toJavaScript(text));
      // The same for every module: the module's own header (its card file) gives way to one for all.
      expect(cardModuleDeclarations("../runtime.js", cards), id).toBe(toDeclarations(text, "cards/x.ts").replace(module.header, CARD_DECLARATIONS_HEADER));
    }
  });

  it("takes a statement known only by its shape to what prettier and type erasure give for it", async () => {
    // Learn from every other distinct statement; look up the rest.
    const texts = [...code];
    const store = new StatementStore("test");
    texts.forEach((text, index) => {
      if (index % 2 === 0) store.learn(text, { ts: formatted.get(text) as string, js: toJavaScript(formatted.get(text) as string) });
    });
    let byShape = 0;
    for (const [index, text] of texts.entries()) {
      if (index % 2 === 0) continue;
      const known = store.lookup(text);
      if (!known) continue;
      byShape += 1;
      expect(known.ts, text).toBe(formatted.get(text));
      expect(known.js, text).toBe(toJavaScript(formatted.get(text) as string));
    }
    expect(byShape).toBeGreaterThan(0);
    // The edit the benchmark times: one number of one card's rules text.
    const [two, three, ten] = ["2", "3", "10"].map((amount) => `function resolve_0123456789(ctx: EffectContext): void {\nctx.gainLife(ctx.controller, ${amount});\n}`);
    const shaped = new StatementStore("test");
    const [twoTs, threeTs] = (await formatStatements([two, three])).values() as IterableIterator<string>;
    shaped.learn(two, { ts: twoTs, js: toJavaScript(twoTs) });
    expect(shaped.lookup(three)).toEqual({ ts: threeTs, js: toJavaScript(threeTs) });
    expect(shaped.lookup(ten)).toBeUndefined();
  });

  it("keeps a statement that could be misread under its exact text only", () => {
    const store = new StatementStore("test");
    for (const text of ["const a = `x${1}`;", "const b = 4 / 2;", "const c = 1.5;"]) {
      store.learn(text, { ts: text });
      expect(store.lookup(text)).toEqual({ ts: text, js: undefined });
    }
    expect(store.lookup("const a = `x${2}`;")).toBeUndefined();
    expect(store.lookup("const b = 6 / 2;")).toBeUndefined();
    expect(store.lookup("const c = 2.5;")).toBeUndefined();
  });
});
