/**
 * "Its controller may search his or her library for a basic land card, put that card into play tapped, then shuffle
 * his or her library." (Path to Exile, Conflux): "its controller" is the removed creature's controller as it last
 * existed (413.2a's last known information), remembered as the player "his or her" names; that player decides the
 * "may", searches his or her own library and gets the land, tapped, under his or her control.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, renderCard } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";

const PATH = `card "Path to Exile"\n  cost {W}\n  type Instant\n  Remove target creature from the game. Its controller may search his or her library for a basic land card, put that card into play tapped, then shuffle his or her library.\n`;
const compiled = compiledWithReference("path-to-exile", { path: PATH });

describe("a search by the controller of the object named before", () => {
  it("prints back as printed (2007) and as Oracle words it (current)", () => {
    const { files, diagnostics } = checkCardSources([{ file: "path.card", text: PATH }]);
    expect(diagnostics).toEqual([]);
    const card = files[0].ast.cards[0];
    expect(renderCard(card, { wording: "2007" })).toContain(
      "Remove target creature from the game. Its controller may search his or her library for a basic land card, put that card into play tapped, then shuffle his or her library.",
    );
    expect(renderCard(card, { wording: "current" })).toContain(
      "Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
    );
  });

  it("the removed creature's controller (the opponent) decides, and gets a basic land from his or her own library, tapped", () => {
    const game = table({ hand: ["Path to Exile"], play: ["Plains"], library: ["Forest", "Forest"] }, { play: ["Serra Angel"], library: ["Island", "Mountain", "Hill Giant"] }, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Path to Exile"), targets: [[find(game, "p2", "play", "Serra Angel")]] });
    passAll(game);
    const may = game.pendingDecision();
    expect(may?.player).toBe("p2");
    answer(game, ["yes"]);
    const search = game.pendingDecision();
    expect(search?.player).toBe("p2");
    answer(game, [find(game, "p2", "library", "Mountain")]);
    expect(names(game, "p2", "removed")).toEqual(["Serra Angel"]);
    expect(names(game, "p2", "play")).toEqual(["Mountain"]);
    expect(game.object(find(game, "p2", "play", "Mountain"))?.tapped).toBe(true);
    expect(names(game, "p1", "play")).toEqual(["Plains"]);
    expect(names(game, "p2", "library").sort()).toEqual(["Hill Giant", "Island"]);
  });

  it("declined, nothing is searched", () => {
    const game = table({ hand: ["Path to Exile"], play: ["Plains"] }, { play: ["Serra Angel"], library: ["Island", "Mountain"] }, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Path to Exile"), targets: [[find(game, "p2", "play", "Serra Angel")]] });
    passAll(game);
    answer(game, ["no"]);
    expect(names(game, "p2", "play")).toEqual([]);
    expect(names(game, "p2", "library")).toEqual(["Island", "Mountain"]);
  });
});
