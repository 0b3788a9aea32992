/**
 * prettier is still the formatter: every module the compiler writes is exactly what prettier gives for it, although
 * only code statements go through prettier and the data is laid out by compiler/data-printer.ts. Checked two
 * ways: prettier leaves the written module unchanged, and prettier over the module with all its data on one
 * line (nothing pre-expanded) gives the written module too.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { syntheticCards } from "../../bench/synthetic-cards.js";
import { generateModule } from "../../compiler/codegen.js";
import { formatModule } from "../../compiler/format.js";
import { analyze } from "../../compiler/frontend.js";
import { runJobs } from "../../compiler/generate.js";
import { modulePaths } from "../../compiler/names.js";
import { generateSetIndex, runtimeReexportText } from "../../compiler/set-index.js";
import { PACKAGE_ROOT } from "./helpers.js";

async function expectPrettierIdentity(sources: { file: string; text: string }[]): Promise<void> {
  const analyzed = await analyze(sources);
  const jobs = analyzed.flatMap((file) =>
    file.ast.cards.map((card, index) => ({ id: `${file.file}#${index}`, sourcePath: file.file, source: file.text, cards: [card], runtimeImport: "../runtime.js" })),
  );
  expect(jobs.length).toBeGreaterThan(0);
  const { results } = await runJobs(jobs);
  for (const [index, result] of results.entries()) {
    expect(result.diagnostics, result.id).toEqual([]);
    const written = result.text!;
    expect(await formatModule(written), result.id).toBe(written);
    const oneLine = generateModule(jobs[index].cards, { sourcePath: jobs[index].sourcePath, runtimeImport: "../runtime.js", dataLayout: "one-line" });
    expect(await formatModule(oneLine.text), result.id).toBe(written);
  }
}

describe("prettier(module) === module", () => {
  it("for every bundled card", async () => {
    const folder = path.join(PACKAGE_ROOT, "reference");
    const files = readdirSync(folder).filter((name) => name.endsWith(".card")).sort();
    expect(files).toHaveLength(26);
    await expectPrettierIdentity(files.map((name) => ({ file: `cards/${name}`, text: readFileSync(path.join(folder, name), "utf8") })));
  });

  it("for a sample of the synthetic benchmark set (bench/synthetic-cards.ts), under long and wide paths", async () => {
    const cards = syntheticCards(26 * 6);
    const sample = cards.filter((_, index) => index % 3 === 0);
    await expectPrettierIdentity(
      sample.map((text, index) => ({
        // Long and wide-character paths push the `source: { file: … }` objects past the print width.
        file: index % 2 === 0 ? `cards/${String(index).padStart(5, "0")}.card` : `cards/${"深い/".repeat(index % 9)}${"long-folder-name/".repeat(index % 5)}${index}.card`,
        text,
      })),
    );
  });
});

describe("the set index and runtime.ts are exactly what prettier gives for them", () => {
  it("for names short, long, wide and hostile", async () => {
    const names = ["Shock", "Jace \"the\" Mind's Sculptor", "O'Brien's `backtick`", "</script>", "漢字".repeat(30), "A".repeat(120), "Line\u2028separator", "\\"];
    const index = await generateSetIndex(modulePaths(names));
    expect(await formatModule(index)).toBe(index);
    for (const specifier of ["cardscript/runtime", "../../runtime/index.js", `../${"deep/".repeat(30)}runtime.js`]) {
      const runtime = await runtimeReexportText(specifier);
      expect(await formatModule(runtime)).toBe(runtime);
    }
  });
});
