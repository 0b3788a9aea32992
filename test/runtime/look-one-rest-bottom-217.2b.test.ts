/**
 * "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your
 * library in any order." (Impulse; Conflux's Worldly Counsel looks at X, "one of those cards"): the player looks
 * (217.2b: only that player sees them), takes any one card into the hand, and orders the rest on the bottom.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";

const IMPULSE = `card "Test Impulse"\n  cost {1}{U}\n  type Instant\n  Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.\n`;
const COUNSEL = `card "Test Worldly Counsel"\n  cost {1}{U}\n  type Instant\n  Domain — Look at the top X cards of your library, where X is the number of basic land types among lands you control. Put one of those cards into your hand and the rest on the bottom of your library in any order.\n`;

const compiled = compiledWithReference("look-one-rest-bottom", { impulse: IMPULSE, counsel: COUNSEL });

describe("'Put one of them into your hand and the rest on the bottom …': the language", () => {
  it("checks clean and prints back the same words in both wordings ('them', 'those cards', an X look)", () => {
    for (const text of [IMPULSE, COUNSEL]) {
      const { files, diagnostics } = checkCardSources([{ file: "i.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(files[0].ast.cards[0].abilities[0]).toMatchObject({ body: { effects: [{ kind: "LookAtTop", then: { kind: "take", reveal: false, to: "hand", optional: false } }] } });
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });

  it("CS1035: the cards taken before 'the rest' go into the hand; 'them' is not a part shared out", () => {
    const errors = (line: string) =>
      checkCardSources([{ file: "e.card", text: `card "T"\n  cost {U}\n  type Sorcery\n  ${line}\n` }]).diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`);
    expect(errors("Look at the top three cards of your library. Put one of them on top of your library and the rest on the bottom of your library in any order.")).toEqual(["CS1035 4:48"]);
    expect(errors("Look at the top three cards of your library. Put one of them into your hand, one on top of your library, and one on the bottom of your library.")).toEqual(["CS1035 4:48"]);
  });
});

describe("'Put one of them into your hand and the rest on the bottom …': the runtime", () => {
  it("217.2b: one of the four cards into the hand, the other three to the bottom in the order chosen", () => {
    const library = ["Forest", "Serra Angel", "Island", "Hill Giant", "Swamp", "Mountain"];
    const game = table({ hand: ["Test Impulse"], play: ["Island", "Island"], library }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Impulse"), targets: [] });
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "lookTake", min: 1, max: 1 });
    answer(game, [find(game, "p1", "library", "Serra Angel")]);
    answer(game, [find(game, "p1", "library", "Hill Giant")]);
    answer(game, [find(game, "p1", "library", "Forest")]);
    expect(names(game, "p1", "hand")).toEqual(["Serra Angel"]);
    expect(names(game, "p1", "library")).toEqual(["Swamp", "Mountain", "Hill Giant", "Forest", "Island"]);
  });

  it("217.2b domain: X is the number of basic land types among the caster's lands (two: two cards looked at)", () => {
    const library = ["Forest", "Serra Angel", "Island", "Hill Giant"];
    const game = table({ hand: ["Test Worldly Counsel"], play: ["Island", "Island", "Forest"], library }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Worldly Counsel"), targets: [] });
    passAll(game);
    expect(game.pendingDecision()?.options).toHaveLength(2);
    answer(game, [find(game, "p1", "library", "Serra Angel")]);
    expect(names(game, "p1", "hand")).toEqual(["Serra Angel"]);
    expect(names(game, "p1", "library")).toEqual(["Island", "Hill Giant", "Forest"]);
  });
});
