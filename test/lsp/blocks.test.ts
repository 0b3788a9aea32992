/**
 * The language server checks a `.card` file one card block at a time (lsp/blocks.ts, lsp/card-analysis.ts) so
 * that an edit re-checks only what it can affect. These tests prove that this gives exactly the diagnostics of
 * `cardscript check` (grammar `checkCardSources` over the whole set): same codes, messages, severities, ranges,
 * suggestions and related locations, on the bundled cards, on one file holding all of them, across files of a
 * set, and on seeded random mutations of the bundled text.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { checkCardSources } from "../../grammar/index.js";
import { splitCardBlocks } from "../../lsp/blocks.js";
import { analyseCardSet } from "../../lsp/card-analysis.js";
import { createGrammarCore } from "../../lsp/grammar-core.js";
import { seededRandom as random } from "../seeded-random.js";

const CARDS = path.resolve(import.meta.dirname, "../../reference");
const core = createGrammarCore();

const bundled = readdirSync(CARDS)
  .filter((file) => file.endsWith(".card"))
  .sort()
  .map((file) => ({ file: path.join(CARDS, file), text: readFileSync(path.join(CARDS, file), "utf8") }));

function sorted(diagnostics: Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic) => [d.file, String(d.range.start.offset).padStart(9, "0"), String(d.range.end.offset).padStart(9, "0"), d.code, d.message].join("\u0000");
  return [...diagnostics].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)).map((d) => JSON.parse(JSON.stringify(d)) as Diagnostic);
}

function expectSameAsCheck(sources: { file: string; text: string }[]): void {
  const expected = sorted(checkCardSources(sources).diagnostics);
  const actual = sorted([...analyseCardSet(core, sources).values()].flat());
  expect(actual).toEqual(expected);
}


const INSERTIONS = ['"', "\n", "card ", 'card "X"\n', "```ts\n", "```\n", "−", "-", "{", "}", "#", "  ", "Flying", "declare planeswalker type Karn\n", "loyalty 3\n", "\r\n", "\u201C", "X", "0: ", "Card", "cards, "];

function mutate(text: string, next: () => number): string {
  let result = text;
  const count = 1 + Math.floor(next() * 3);
  for (let i = 0; i < count; i++) {
    const at = Math.floor(next() * (result.length + 1));
    const choice = next();
    if (choice < 0.35) {
      result = result.slice(0, at) + result.slice(at + 1 + Math.floor(next() * 8));
    } else if (choice < 0.8) {
      result = result.slice(0, at) + INSERTIONS[Math.floor(next() * INSERTIONS.length)] + result.slice(at);
    } else {
      const lines = result.split("\n");
      const a = Math.floor(next() * lines.length);
      const b = Math.floor(next() * lines.length);
      [lines[a], lines[b]] = [lines[b], lines[a]];
      result = lines.join("\n");
    }
  }
  return result;
}

describe("per-block checking gives exactly the diagnostics of cardscript check", () => {
  it("splits a file into blocks that give back the file", () => {
    const text = bundled.map((source) => source.text).join("\n");
    const blocks = splitCardBlocks(text);
    expect(blocks.map((block) => block.text).join("")).toBe(text);
    expect(blocks.filter((block) => !block.prelude).length).toBe(bundled.length);
    for (const block of blocks) expect(text.slice(block.offset, block.offset + block.text.length)).toBe(block.text);
  });

  it("on every bundled card file, and on the bundled files as one set", () => {
    for (const source of bundled) expectSameAsCheck([source]);
    expectSameAsCheck(bundled);
  });

  it("on one file holding every bundled card, with comments, declarations and mistakes between them", () => {
    const text = [
      "# a set in one file\ndeclare planeswalker type Karn\n",
      ...bundled.map((source) => source.text),
      'card "Karn Test"\n  cost {4}\n  type Planeswalker — Karn Kran\n  +1: You gain 2 life.\n',
      'card "Jace Beleren"\n  cost {1}{U}{U}\n  type Planeswalkr — Jace\n  loyalty 3\n  -1: Target player draws a card.\n',
      "card Unquoted Name\n  type Creature — Bear\n  2/2\n",
      'card "Fenced"\n  cost {R}\n  type Instant\n  Do something odd.\n    ```ts\n    ctx.gainLife(ctx.controller, 1);\n  card "Inside the fence"\n    ```\n',
    ].join("\n");
    expectSameAsCheck([{ file: "/set/all.card", text }]);
  });

  it("across the files of a set: duplicate names and declarations in other files", () => {
    const a = { file: "/set/a.card", text: `declare planeswalker type Karn\n\n${bundled[0].text}` };
    const b = { file: "/set/b.card", text: `${bundled[0].text}\ndeclare planeswalker type Karn\ncard "Karn"\n  cost {4}\n  type Planeswalker — Karn\n  loyalty 5\n  +1: You gain 1 life.\n` };
    const c = { file: "/set/c.card", text: `# only a comment\n` };
    expectSameAsCheck([a, b, c]);
    expectSameAsCheck([c]);
    expectSameAsCheck([{ file: "/set/empty.card", text: "" }]);
  });

  it("a line starting with 'cards', 'Card' or 'CARD' belongs to the card before it; one starting with the word 'card' starts a card, even a broken one", () => {
    // The parser's rule (grammar/parse.ts): only the lower-case word 'card' starts a header. The language server
    // once split such lines off as cards of their own (found by bench/lsp.ts: 'card' typed into 'cards').
    const shock = bundled.find((source) => source.file.endsWith("shock.card"))!.text;
    for (const line of ['cards "Deepchannel Mentor"', 'Card "Deepchannel Mentor"', "CARD Deepchannel Mentor", "cards", "card,", 'card "Deepchannel Mentor" extra', "card", "cardboard"]) {
      expectSameAsCheck([{ file: "/set/edited.card", text: `${shock}\n${line}\n  cost {5}{U}\n  type Creature — Merfolk Rogue\n  2/2\n\n${shock.replace(/"Shock"/g, '"Shock Two"')}` }]);
    }
  });

  it("on 60 seeded mutations of the bundled cards", () => {
    const base = bundled.map((source) => source.text).join("\n");
    for (let seed = 1; seed <= 60; seed++) {
      const text = mutate(base, random(seed));
      try {
        expectSameAsCheck([{ file: "/set/mutated.card", text }]);
      } catch (error) {
        throw new Error(`seed ${seed}: ${(error as Error).message}`);
      }
    }
  });
});
