/**
 * "+X/-X" and "-X/-X" in a continuous effect of a resolving spell or ability: X the spell's (Flowstone Slide) or the
 * sentence's "where X is …" (Lys Alana Scarblade), counted once as the effect happens (the effect's values are locked
 * in, 418 of 2007). Each parses to signs of X beside the numbers, prints back in both wordings, and the print parses
 * to the same tree.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

// The spell's X in its cost; none when the sentence defines X ("where X is …").
const card = (line: string) => `card "Ember Imp"\n  cost ${line.includes("where X") ? "{1}{B}" : "{X}{R}"}\n  type Sorcery\n  ${line}\n`;

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" ? undefined : v)));
}

function effects(text: string): unknown[] {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  expect(diagnostics).toEqual([]);
  const ability = files[0].ast.cards[0].abilities[0];
  if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected spell text");
  return withoutRanges(ability.body.effects) as unknown[];
}

describe("power and toughness changed by X", () => {
  for (const [line, byX] of [
    ["All creatures get +X/-X until end of turn.", { power: 1, toughness: -1, amount: { kind: "X" } }],
    ["Target creature gets +X/+0 until end of turn.", { power: 1, toughness: 0, amount: { kind: "X" } }],
    [
      "Target creature gets -X/-X until end of turn, where X is the number of Elves you control.",
      { power: -1, toughness: -1, amount: { kind: "WhereX", value: { kind: "CountOf" } } },
    ],
  ] as const) {
    it(`${line} parses with X's signs and prints back in both wordings`, () => {
      const [effect] = effects(card(line));
      expect(effect).toMatchObject({ kind: "Modify", power: 0, toughness: 0, byX });
      const { files } = checkCardSources([{ file: "t.card", text: card(line) }]);
      for (const wording of ["2007", "current"] as const) {
        const printed = printCardFile(files[0].ast, { wording });
        expect(printed).toContain(`  ${line}\n`);
        expect(effects(printed)).toEqual(effects(card(line)));
      }
    });
  }

  it("'where X is …' after a pump without X is told it has no X to define", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Target creature gets -2/-2 until end of turn, where X is the number of Elves you control.") }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});
