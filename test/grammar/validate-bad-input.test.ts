/**
 * The bad-input list of issue 2 through the whole check pipeline (parse, validate, report, format): never a
 * throw, every range inside its file, a clear report, and the formatter either declines or keeps the meaning.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, formatSource, parseCardFile } from "../../grammar/index.js";
import { formatReport } from "../../grammar/report.js";
import { positionAt } from "./validate-helpers.js";

const BEARS = 'card "Grizzly Bears"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n';

function junk(length: number, seed: number): string {
  let state = seed;
  let text = "";
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    text += String.fromCharCode(state % 0xd800);
  }
  return text;
}

const INPUTS: [string, string][] = [
  ["an empty file", ""],
  ["only blank lines and a comment", "\n\n   \n# nothing here\n"],
  ["binary junk", junk(4000, 7)],
  ["a 1 MB line", `card "Long"\n  type Creature — Bear\n  2/2\n  ${"Flying ".repeat(150_000)}\n`],
  ["unbalanced braces", 'card "Braces"\n  cost {1}{G\n  type Creature — Bear\n  2/2\n  {T}}: Add {G}}.\n'],
  ["unknown characters", 'card "Odd"\n  cost {1}{G}\n  type Creature — Bear @@ §\n  2/2\n'],
  ["CRLF line ends", BEARS.replace(/\n/g, "\r\n")],
  ["a BOM", `\uFEFF${BEARS}`],
  ["tabs", BEARS.replace(/ {2}/g, "\t")],
  ["Unicode quotes and dashes", "card “Grizzly Bears”\n  cost {1}{G}\n  type Creature – Bear\n  2/2\n"],
  ["__proto__ and constructor as names", BEARS.replace("Grizzly Bears", "__proto__") + BEARS.replace("Grizzly Bears", "constructor")],
  ["names with quotes, backticks and ${…}", BEARS.replace("Grizzly Bears", 'Say \\"hi\\" `x` ${process.exit(1)}')],
  ["a card cut off at the end of the file", 'card "Jace Beleren"\n  cost {1}{U}{U}\n  type Planeswalker — Ja'],
  ["a card cut off inside its name", 'card "Jace Bel'],
  ["an unterminated code block", 'card "Odd"\n  cost {3}\n  type Sorcery\n  Do something odd.\n    ```ts\n    ctx.gainLife(ctx.controller, 1);\n'],
];

describe("bad input through check, report and fmt", () => {
  for (const [name, text] of INPUTS) {
    it(name, () => {
      const { files, diagnostics } = checkCardSources([{ file: "bad.card", text }]);
      expect(files).toHaveLength(1);
      for (const diagnostic of diagnostics) {
        expect(positionAt(text, diagnostic.range.start.offset)).toEqual(diagnostic.range.start);
        expect(positionAt(text, diagnostic.range.end.offset)).toEqual(diagnostic.range.end);
        expect(diagnostic.message).toMatch(/[.?)]$/);
      }
      const report = formatReport(diagnostics, () => text, 1, { color: false, maxPerFile: 50 });
      expect(report.split("\n").every((line) => line.length < 400)).toBe(true);
      const formatted = formatSource(text, "bad.card");
      expect(formatted.internalError).toBeUndefined();
      if (formatted.text !== undefined) {
        expect(parseCardFile(formatted.text, "bad.card").diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      } else {
        expect(formatted.diagnostics.length).toBeGreaterThan(0);
      }
    });
  }
  it("the clean variants (CRLF, BOM, tabs, typographic quotes, odd names) check clean and format to the canonical text", () => {
    for (const [name, text] of INPUTS.filter(([label]) => ["CRLF line ends", "a BOM", "tabs", "Unicode quotes and dashes"].includes(label))) {
      expect(checkCardSources([{ file: "ok.card", text }]).diagnostics, name).toEqual([]);
      expect(formatSource(text, "ok.card").text, name).toBe(BEARS);
    }
    const odd = INPUTS.find(([label]) => label.startsWith("names with quotes"))![1];
    expect(checkCardSources([{ file: "ok.card", text: odd }]).diagnostics).toEqual([]);
    expect(formatSource(odd, "ok.card").text).toBe(odd);
  });
});
