/**
 * What the sentence tests share: a tree's meaning (the AST without source positions), and the round trip — a card
 * text parses without diagnostics, its printing in each wording holds the expected line, and each printing parses
 * back to the same meaning.
 */
import { expect } from "vitest";
import { parseCardFile, printCardFile } from "../../grammar/index.js";

/** The tree as JSON without its source positions: two parses that mean the same give the same string. */
export function meaning(value: unknown): string {
  return JSON.stringify(value, (key, entry: unknown) => (key === "range" || key === "nameRange" || key === "codeRange" ? undefined : entry));
}

/** Parses `text`, checks that each wording's printing holds its line of `expected` and parses back to the same meaning; gives the parse. */
export function expectRoundTrip(text: string, expected: { "2007": string; current: string }): ReturnType<typeof parseCardFile> {
  const original = parseCardFile(text, "t.card");
  expect(original.diagnostics, text).toEqual([]);
  for (const wording of ["2007", "current"] as const) {
    const printed = printCardFile(original.ast, { wording });
    expect(printed, wording).toContain(`  ${expected[wording]}\n`);
    const reparsed = parseCardFile(printed, "t.card");
    expect(reparsed.diagnostics, `${wording}:\n${printed}`).toEqual([]);
    expect(meaning(reparsed.ast.cards), `${wording}:\n${printed}`).toBe(meaning(original.ast.cards));
  }
  return original;
}

/**
 * A whole card file in both wordings: each parses without diagnostics, the two mean the same, and each prints back
 * as the 2007 text in the 2007 wording and as the current text in the current wording.
 */
export function expectBothWordings(texts: { "2007": string; current: string }): void {
  const parses = (["2007", "current"] as const).map((wording) => parseCardFile(texts[wording], "t.card"));
  for (const parsed of parses) expect(parsed.diagnostics).toEqual([]);
  expect(meaning(parses[1].ast.cards)).toBe(meaning(parses[0].ast.cards));
  for (const { ast } of parses) {
    expect(printCardFile(ast, { wording: "2007" })).toBe(texts["2007"]);
    expect(printCardFile(ast, { wording: "current" })).toBe(texts.current);
  }
}
