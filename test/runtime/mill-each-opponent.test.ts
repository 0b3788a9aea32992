/**
 * "Each opponent puts the top three cards of his or her library into his or her graveyard." (Ink Dissolver's
 * effect): "his or her" after "each opponent" is each of them in turn, so each opponent puts cards from their own
 * library into their own graveyard. Made-up card.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";

const INK = `card "Test Ink"\n  cost {U}\n  type Sorcery\n  Each opponent puts the top three cards of his or her library into his or her graveyard.\n`;
const compiled = compiledWithReference("mill-each-opponent", { ink: INK });

describe("each opponent puts the top N cards of his or her library into his or her graveyard", () => {
  it("checks clean and prints back in the 2007 wording", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: INK }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(INK);
  });

  it("each opponent's own top three cards go to that opponent's graveyard; the caster's library is untouched", () => {
    const game = table({ play: ["Island"], hand: ["Test Ink"], library: ["Plains", "Plains", "Plains", "Plains"] }, { library: ["Forest", "Swamp", "Mountain", "Island"] }, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Ink") });
    passAll(game);
    expect(names(game, "p2", "graveyard").sort()).toEqual(["Forest", "Mountain", "Swamp"]);
    expect(names(game, "p2", "library")).toEqual(["Island"]);
    expect(names(game, "p1", "library")).toHaveLength(4);
  });
});
