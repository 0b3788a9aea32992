/**
 * "Remove the top five cards of your library from the game." / "Target opponent removes the top card of his or her
 * library from the game." (current: "Exile the top five cards of your library.", "… exiles the top card of their
 * library"): the exile family's `ExileTop`. The cards go from the top of the library to the removed-from-the-game
 * zone (406 of 2007), one at a time, as many as the library holds. Grammar round trip in both wordings, the
 * player who removes, then behaviour through cards compiled from their text.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const CARDS: Record<string, string> = {
  mine: `card "Test Delve"\n  cost {U}\n  type Sorcery\n  Remove the top two cards of your library from the game.\n`,
  theirs: `card "Test Pry"\n  cost {U}\n  type Instant\n  Target opponent removes the top card of his or her library from the game.\n`,
};

const compiled = compiledWithReference("exile-top-406", CARDS);

describe("406: removing the top cards of a library from the game", () => {
  it("parses and prints back in both wordings", () => {
    expectRoundTrip(CARDS.mine, { "2007": "Remove the top two cards of your library from the game.", current: "Exile the top two cards of your library." });
    expectRoundTrip(CARDS.theirs, {
      "2007": "Target opponent removes the top card of his or her library from the game.",
      current: "Target opponent exiles the top card of their library.",
    });
  });

  it("another player's library after 'you' is reported with what to write", () => {
    const text = `card "T"\n  cost {U}\n  type Sorcery\n  Target opponent removes the top card of your library from the game.\n`;
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  it("406: the top two cards of the caster's library go to the removed zone, in order; the rest stay", () => {
    const game = table({ hand: ["Test Delve"], play: ["Island"], library: ["Forest", "Mountain", "Plains"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Delve") });
    passAll(game);
    expect(names(game, "p1", "removed")).toEqual(["Forest", "Mountain"]);
    expect(names(game, "p1", "library")).toEqual(["Plains"]);
  });

  it("406: the target opponent's top card, and from a library with fewer cards, what there is", () => {
    const game = table({ hand: ["Test Pry"], play: ["Island"] }, { library: ["Swamp"] }, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Pry"), targets: [["p2"]] });
    passAll(game);
    expect(names(game, "p2", "removed")).toEqual(["Swamp"]);
    expect(names(game, "p2", "library")).toEqual([]);
  });
});
