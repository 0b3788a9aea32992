/**
 * "Draw cards equal to the number of creatures you control." (the era's "equal to" amounts after "draw cards"): the
 * amount is counted as the spell resolves (the cards family's `equalToWords`, printed as written in both wordings).
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, renderCard } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";

const TEXT = `card "Test Census"\n  cost {2}{U}\n  type Sorcery\n  Draw cards equal to the number of creatures you control.\n`;
const compiled = compiledWithReference("draw-equal-to", { census: TEXT });

describe("draw cards equal to an amount", () => {
  it("parses, and prints the same words in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "census.card", text: TEXT }]);
    expect(diagnostics).toEqual([]);
    const card = files[0].ast.cards[0];
    for (const wording of ["2007", "current"] as const) expect(renderCard(card, { wording })).toContain("Draw cards equal to the number of creatures you control.");
  });

  it("draws as many cards as the player controls creatures as it resolves (two creatures: two cards; the opponent's don't count)", () => {
    const game = table(
      { hand: ["Test Census"], play: ["Grizzly Bears", "Hill Giant", "Island", "Island", "Island"], library: ["Forest", "Forest", "Forest", "Forest"] },
      { play: ["Serra Angel"] },
      { cards: compiled.registry },
    );
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Census"), targets: [] });
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Forest", "Forest"]);
  });
});
