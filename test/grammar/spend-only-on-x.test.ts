/**
 * "Spend only black mana on X." (Consume Spirit): a static ability restricting how the spell's {X} is paid
 * (families/static-spend). The same words in both wordings.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";

const CONSUME = (cost: string, damage: string) =>
  `card "Consume Spirit"\n  cost ${cost}\n  type Sorcery\n  Spend only black mana on X.\n  Consume Spirit deals X damage to ${damage} and you gain X life.\n`;

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" ? undefined : v)));
}

describe("'Spend only black mana on X.'", () => {
  it("parses as a static ability naming the colour", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: CONSUME("{X}{1}{B}", "target creature or player") }]);
    expect(diagnostics).toEqual([]);
    expect(withoutRanges(files[0].ast.cards[0].abilities[0])).toEqual({ kind: "Static", effect: { kind: "SpendOnlyOnX", color: "B" } });
  });

  it("prints back in both wordings (Oracle: 'any target'), and each print parses to the same tree", () => {
    const { files } = checkCardSources([{ file: "c.card", text: CONSUME("{X}{1}{B}", "target creature or player") }]);
    const ast = files[0].ast;
    const old = printCardFile(ast, { wording: "2007" });
    const current = printCardFile(ast, { wording: "current" });
    expect(old).toBe(CONSUME("{X}{1}{B}", "target creature or player"));
    expect(current).toBe(CONSUME("{X}{1}{B}", "any target"));
    for (const text of [old, current]) expect(withoutRanges(checkCardSources([{ file: "c.card", text }]).files[0].ast.cards)).toEqual(withoutRanges(ast.cards));
  });

  it("on a card without {X} in its mana cost it is an error saying where X must come from", () => {
    const { diagnostics } = checkCardSources([{ file: "c.card", text: CONSUME("{1}{B}", "target creature or player").replace(/ deals X damage[^\n]*/, " deals 2 damage to target creature or player.") }]);
    expect(diagnostics.length).toBe(1);
    expect(diagnostics[0].range.start.line).toBe(4);
    expect(diagnostics[0].message).toContain("X");
    expect(diagnostics[0].message).toContain("mana cost");
    expect(diagnostics[0].message).toContain("add X to the cost");
  });

  it("compiles to the static ability's spendOnlyOnX", async () => {
    const result = await compileCardSource(CONSUME("{X}{1}{B}", "target creature or player"), "cards/consume-spirit.card");
    expect(result.diagnostics).toEqual([]);
    expect(result.code).toMatch(/kind: "static",[\s\S]*spendOnlyOnX: "B"/);
  }, 60_000);
});
