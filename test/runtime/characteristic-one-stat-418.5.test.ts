/**
 * 418.5 layer 6a: a characteristic-defining ability that defines one stat alone: "Domain — Aven Trailblazer's
 * toughness is equal to the number of basic land types among lands you control." (Conflux, 2/*): the toughness is
 * counted each time the layers ask, the power stays the printed 2, and later layers apply over both. The P/T line
 * has '*' for that stat alone (CS2024 otherwise, with the fix). Made-up copies.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, table } from "./engine-helpers.js";

const CARDS = {
  trailblazer: `card "Test Trailblazer"\n  cost {4}{W}\n  type Creature — Bird Soldier\n  2/*\n  Flying\n  Domain — Test Trailblazer's toughness is equal to the number of basic land types among lands you control.\n`,
  brute: `card "Test Brute"\n  cost {2}{R}\n  type Creature — Giant\n  */3\n  Test Brute's power is equal to the number of Mountains you control.\n`,
};
const compiled = compiledWithReference("characteristic-one-stat", CARDS);

describe("418.5 6a: one stat defined", () => {
  it("checks clean and prints back in both wordings; a P/T line with '*' elsewhere is CS2024 with the fix", () => {
    for (const text of Object.values(CARDS)) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast!, { wording })).toBe(text);
    }
    const { diagnostics } = checkCardSources([{ file: "c.card", text: CARDS.trailblazer.replace("2/*", "*/*") }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["CS2024", 6]]);
    expect(diagnostics[0].message).toContain("must be '1/*'");
  });

  it("418.5: the defined stat is counted now; the other is the printed number", () => {
    const game = table({ play: ["Test Trailblazer", "Plains", "Island", "Island", "Test Brute", "Mountain"] }, { play: ["Swamp", "Forest"] }, { cards: compiled.registry });
    expect(game.object(find(game, "p1", "play", "Test Trailblazer"))).toMatchObject({ power: 2, toughness: 3 });
    expect(game.object(find(game, "p1", "play", "Test Brute"))).toMatchObject({ power: 1, toughness: 3 });
  });
});
