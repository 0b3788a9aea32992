import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { generateModule } from "../../compiler/codegen.js";
import { formatModule } from "../../compiler/format.js";
import { runJobs } from "../../compiler/generate.js";
import { commentText, stringLiteral } from "../../compiler/literals.js";
import type { CardDefinition } from "../../runtime/definition.js";
import { hostileCard } from "./ast-fixtures.js";
import { runTsc, temporaryFolder, writeModule, writeRuntimeReexport } from "./helpers.js";

/** Card names and texts that would break out of a naively built string literal, comment or script tag. */
const CORPUS = [
  `Jace "the" Mind's Sculptor`,
  "O'Brien's `backtick` card",
  "Template ${process.exit(1)} card",
  "`; process.exit(1); `",
  '"; process.exit(1); "',
  "'; process.exit(1); '",
  "End */ process.exit(1); /* comment",
  "Line\u2028separator and\u2029paragraph",
  "</script><script>alert(1)</script>",
  "Back\\slash \\\\ and \\u0041 and \\n",
  "NUL \u0000 byte and \u0007 bell and \u001b escape",
  "__proto__",
  "constructor",
  "Emoji 🐉 and lone \ud800 surrogate",
  "// not a comment",
  "\\",
];

const folder = temporaryFolder("injection");
afterAll(() => folder.cleanup());

describe("injection corpus: card text reaches generated code only as exact string literals", () => {
  it("stringLiteral round-trips every corpus string and escapes U+2028, U+2029 and '<'", () => {
    for (const value of [...CORPUS, "a\nb\r\nc"]) {
      const literal = stringLiteral(value);
      expect(literal).not.toMatch(/[\u2028\u2029\n\r\u0000<]/);
      expect(JSON.parse(literal.replace(/\\u003c/g, "<").replace(/\\u003e/g, ">"))).toBe(value);
      expect(new Function(`return ${literal};`)()).toBe(value);
    }
  });

  it("commentText cannot end a comment early", () => {
    for (const value of CORPUS) expect(commentText(value)).toMatch(/^[\x20-\x7e]*$/);
    for (const value of CORPUS) expect(commentText(value)).not.toContain("*/");
  });

  it("each hostile name and text gives a module that type-checks and whose strings equal the input exactly", async () => {
    await writeRuntimeReexport(folder.dir);
    const fixtures = CORPUS.map((hostile) => hostileCard(hostile));
    const { results } = await runJobs(
      fixtures.map((fixture, index) => ({ id: String(index), sourcePath: `cards/hostile ${fixture.ast.cards[0].name}.card`, source: fixture.source, cards: fixture.ast.cards, runtimeImport: "../runtime.js" })),
    );
    const files = results.map((result, index) => {
      expect(result.diagnostics).toEqual([]);
      return writeModule(folder.dir, `cards/hostile-${index}.ts`, result.text!);
    });
    const { status, output } = runTsc(files);
    expect(output).toBe("");
    expect(status).toBe(0);
    for (const [index, hostile] of CORPUS.entries()) {
      const card = ((await import(pathToFileURL(files[index]).href)) as { default: CardDefinition }).default;
      expect(card.name).toBe(hostile);
      expect(card.spell?.text).toBe(`${hostile} deals 2 damage to target creature or player.`);
      expect(card.text).toEqual([`${hostile} deals 2 damage to target creature or player.`]);
      expect(card.source?.file).toBe(`cards/hostile ${hostile}.card`);
    }
  });

  it("each hostile module is exactly what prettier gives for it (its strings are laid out by the data printer)", async () => {
    const fixtures = CORPUS.map((hostile) => hostileCard(hostile));
    const jobs = fixtures.map((fixture, index) => ({ id: String(index), sourcePath: `cards/hostile ${fixture.ast.cards[0].name}.card`, source: fixture.source, cards: fixture.ast.cards, runtimeImport: "../runtime.js" }));
    const { results } = await runJobs(jobs);
    for (const [index, result] of results.entries()) {
      expect(await formatModule(result.text!)).toBe(result.text);
      const oneLine = generateModule(jobs[index].cards, { sourcePath: jobs[index].sourcePath, runtimeImport: "../runtime.js", dataLayout: "one-line" });
      expect(await formatModule(oneLine.text)).toBe(result.text);
    }
  });
});
