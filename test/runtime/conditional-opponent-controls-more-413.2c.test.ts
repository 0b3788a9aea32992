/**
 * 413.2c: "If an opponent controls more lands than you, search your library for up to three Plains cards, reveal
 * them, and put them into your hand." (Gift of Estates, Ninth Edition): the condition is read where it is written,
 * as the spell resolves: some opponent controls more permanents of the description than the spell's controller.
 * Made-up card.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";

const CARDS = {
  gift: `card "Test Gift"\n  cost {1}{W}\n  type Sorcery\n  If an opponent controls more lands than you, draw two cards.\n`,
};
const compiled = compiledWithReference("conditional-opponent-more", CARDS);

describe("413.2c 'If an opponent controls more lands than you, …'", () => {
  it("checks clean and prints back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "g.card", text: CARDS.gift }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(CARDS.gift);
  });

  it("413.2c: with more lands on the opponent's side the clause happens; with as many, it doesn't", () => {
    const more = table({ play: ["Plains", "Plains"], hand: ["Test Gift"], library: ["Island", "Island", "Island"] }, { play: ["Forest", "Forest", "Forest"] }, { cards: compiled.registry });
    ok(more, { kind: "cast", player: "p1", card: find(more, "p1", "hand", "Test Gift") });
    passAll(more);
    expect(names(more, "p1", "hand")).toEqual(["Island", "Island"]);

    const even = table({ play: ["Plains", "Plains"], hand: ["Test Gift"], library: ["Island", "Island", "Island"] }, { play: ["Forest", "Forest"] }, { cards: compiled.registry });
    ok(even, { kind: "cast", player: "p1", card: find(even, "p1", "hand", "Test Gift") });
    passAll(even);
    expect(names(even, "p1", "hand")).toEqual([]);
  });

  it("'If an opponent controls more land cards than you' (cards, not permanents) is an error at the sentence, with the fix (CS1035)", () => {
    const text = CARDS.gift.replace("more lands", "more land cards");
    const { diagnostics } = checkCardSources([{ file: "g.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["CS1035", 4]]);
    expect(diagnostics[0].message).toContain("'If an opponent controls more lands than you, …'");
  });

  it("413.2c: the clauses after the condition's in the same sentence are under it too; the next sentence is not", () => {
    const text = `card "Test Gift Two"\n  cost {1}{W}\n  type Sorcery\n  If an opponent controls more lands than you, draw a card and you gain 2 life. You lose 1 life.\n`;
    const { files, diagnostics } = checkCardSources([{ file: "g.card", text }]);
    expect(diagnostics).toEqual([]);
    const spell = files[0].ast!.cards[0].abilities[0] as { body: { effects: { kind: string; effects?: { kind: string }[] }[] } };
    expect(spell.body.effects.map((effect) => [effect.kind, effect.effects?.map((inner) => inner.kind)])).toEqual([
      ["IfCondition", ["Draw", "GainLife"]],
      ["LoseLife", undefined],
    ]);
    expect(printCardFile(files[0].ast!, { wording: "2007" })).toBe(text);
  });

  it("413.2c: a search under the condition takes its reveal, its destination and its 'Then shuffle your library.' (Gift of Estates)", () => {
    const text = `card "Test Estates"\n  cost {1}{W}\n  type Sorcery\n  If an opponent controls more lands than you, search your library for up to three Plains cards, reveal them, and put them into your hand. Then shuffle your library.\n`;
    const { files, diagnostics } = checkCardSources([{ file: "e.card", text }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) {
      const printed = printCardFile(files[0].ast!, { wording });
      expect(printed).toBe(wording === "2007" ? text : text.replace("and put them into your hand. Then shuffle your library.", "put them into your hand, then shuffle."));
    }
  });
});
