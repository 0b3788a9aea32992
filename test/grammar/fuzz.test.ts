/**
 * Seeded fuzzing: the bundled cards mutated at random (characters, tokens, lines, junk, Unicode). Checking a
 * mutant never throws, every diagnostic range lies inside the file and agrees with its line/column, the report
 * formatter copes with it, and whatever the formatter accepts it prints as text that parses cleanly again, to the same AST, and that it
 * leaves unchanged when formatted again.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkCardSources, formatSource, parseCardFile } from "../../grammar/index.js";
import { formatReport } from "../../grammar/report.js";
import { positionAt } from "./validate-helpers.js";
import { seededRandom as generator } from "../seeded-random.js";

const SEED = 20071012;
const MUTANTS = 400;

const cardsFolder = fileURLToPath(new URL("../../reference/", import.meta.url));
const bundled = readdirSync(cardsFolder)
  .filter((name) => name.endsWith(".card"))
  .sort()
  .map((name) => readFileSync(path.join(cardsFolder, name), "utf8"));


const JUNK = ["{", "}", "{X}", "{T}", '"', "“", "”", "\\", "−", "-", "—", "–", "--", "+", ":", ".", ",", "/", "*", "#", "```", "```ts", "\t", "\r", "\r\n", "\n", "\u0000", "\uFEFF", "😀", "é", "ﬁ", "card", "type", "loyalty", "cost", "X", "0", "99999999999999999999", "__proto__", "constructor", "${x}", "`", "declare planeswalker type", "target", "Planeswalker", "instead", "\u2028"];

/** The AST as plain data without source ranges. */
function withoutRanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRanges);
  if (value === null || typeof value !== "object") return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === "range" || key === "nameRange" || key === "codeRange") continue;
    result[key] = withoutRanges(entry);
  }
  return result;
}

function mutate(text: string, random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const at = (length: number): number => Math.floor(random() * (length + 1));
  const operation = Math.floor(random() * 10);
  switch (operation) {
    case 0: {
      const i = at(text.length - 1);
      return text.slice(0, i) + text.slice(i + 1);
    }
    case 1: {
      const i = at(text.length);
      return text.slice(0, i) + pick(JUNK) + text.slice(i);
    }
    case 2: {
      const i = at(text.length);
      const j = Math.min(text.length, i + 1 + Math.floor(random() * 12));
      return text.slice(0, j) + text.slice(i, j) + text.slice(j);
    }
    case 3: {
      const i = at(text.length - 2);
      return text.slice(0, i) + text.charAt(i + 1) + text.charAt(i) + text.slice(i + 2);
    }
    case 4:
    case 5: {
      const tokens = text.split(/(\s+)/);
      const i = Math.floor(random() * tokens.length);
      const j = Math.floor(random() * tokens.length);
      const choice = Math.floor(random() * 3);
      if (choice === 0) tokens.splice(i, 1);
      else if (choice === 1) tokens.splice(i, 0, tokens[j]);
      else [tokens[i], tokens[j]] = [tokens[j], tokens[i]];
      return tokens.join("");
    }
    case 6:
    case 7: {
      const lines = text.split("\n");
      const i = Math.floor(random() * lines.length);
      const j = Math.floor(random() * lines.length);
      const choice = Math.floor(random() * 3);
      if (choice === 0) lines.splice(i, 1);
      else if (choice === 1) lines.splice(i, 0, lines[j]);
      else [lines[i], lines[j]] = [lines[j], lines[i]];
      return lines.join("\n");
    }
    case 8: {
      const i = at(text.length);
      const junk = Array.from({ length: 1 + Math.floor(random() * 20) }, () => String.fromCharCode(Math.floor(random() * 0x3000))).join("");
      return text.slice(0, i) + junk + text.slice(i);
    }
    default:
      return text.slice(0, at(text.length));
  }
}

describe("fuzz: mutated bundled cards", () => {
  it(`${MUTANTS} seeded mutants: no throw, every range inside the file, formatting stays parseable`, () => {
    const random = generator(SEED);
    let formattedCount = 0;
    let withDiagnostics = 0;
    for (let n = 0; n < MUTANTS; n++) {
      let text = bundled[Math.floor(random() * bundled.length)];
      const rounds = 1 + Math.floor(random() * 4);
      for (let r = 0; r < rounds; r++) text = mutate(text, random);
      const context = `mutant #${n}:\n${JSON.stringify(text)}`;
      let result;
      try {
        result = checkCardSources([{ file: "mutant.card", text }]);
      } catch (error) {
        throw new Error(`check threw on ${context}\n${(error as Error).stack}`);
      }
      for (const diagnostic of result.diagnostics) {
        const { start, end } = diagnostic.range;
        expect(start.offset, context).toBeGreaterThanOrEqual(0);
        expect(end.offset, context).toBeLessThanOrEqual(text.length);
        expect(start.offset, context).toBeLessThanOrEqual(end.offset);
        expect(positionAt(text, start.offset), `${diagnostic.code} start, ${context}`).toEqual(start);
        expect(positionAt(text, end.offset), `${diagnostic.code} end, ${context}`).toEqual(end);
        for (const suggestion of diagnostic.suggestions ?? []) {
          expect(suggestion.range.start.offset, context).toBeGreaterThanOrEqual(0);
          expect(suggestion.range.end.offset, context).toBeLessThanOrEqual(text.length);
        }
        expect(diagnostic.message.length, context).toBeGreaterThan(0);
      }
      expect(() => formatReport(result.diagnostics, () => text, 1, { color: true }), context).not.toThrow();
      const formatted = formatSource(text, "mutant.card");
      if (result.diagnostics.length > 0) withDiagnostics++;
      if (formatted.text !== undefined) {
        formattedCount++;
        const reparsed = parseCardFile(formatted.text, "mutant.card");
        expect(reparsed.diagnostics.filter((d) => d.severity === "error"), `formatted text must parse: ${context}\n---\n${formatted.text}`).toEqual([]);
        expect(formatSource(formatted.text, "mutant.card").changed, `formatting must be idempotent: ${context}`).toBe(false);
        const original = parseCardFile(text, "mutant.card");
        expect(withoutRanges(reparsed.ast), `formatting must keep the meaning: ${context}\n---\n${formatted.text}`).toEqual(withoutRanges(original.ast));
      }
    }
    // The properties above are not vacuous: the mutants include both broken and still-valid files.
    expect(withDiagnostics).toBeGreaterThan(MUTANTS / 4);
    expect(formattedCount).toBeGreaterThan(MUTANTS / 10);
  });
});
