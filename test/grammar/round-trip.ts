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
