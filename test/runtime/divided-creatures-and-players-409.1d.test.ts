/**
 * 409.1d (2007): damage "divided as you choose among any number of target creatures and/or players" (Bogardan
 * Hellkite, Rolling Thunder): its targets may be creatures and players together; the division is chosen as the spell
 * is played, at least 1 to each target; each target is dealt its share as the spell resolves.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, renderCard } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { answer, find, names, ok, passAll, refused, table } from "./engine-helpers.js";

const VOLLEY = `card "Test Volley"\n  cost {2}{R}\n  type Sorcery\n  Test Volley deals 5 damage divided as you choose among any number of target creatures and/or players.\n`;
const HELLKITE =
  `card "Bogardan Hellkite"\n  cost {6}{R}{R}\n  type Creature — Dragon\n  5/5\n  Flash\n  Flying\n` +
  `  When Bogardan Hellkite comes into play, it deals 5 damage divided as you choose among any number of target creatures and/or players.\n`;
const compiled = compiledWithReference("divided-creatures-and-players", { volley: VOLLEY });

describe("409.1d damage divided among target creatures and/or players", () => {
  it("checks clean; prints 'and/or' (2007) and Oracle's 'any number of targets' (current), which reads back the same (Bogardan Hellkite)", () => {
    const { files, diagnostics } = checkCardSources([{ file: "hellkite.card", text: HELLKITE }]);
    expect(diagnostics).toEqual([]);
    expect(renderCard(files[0].ast.cards[0], { wording: "2007" })).toContain("it deals 5 damage divided as you choose among any number of target creatures and/or players.");
    expect(renderCard(files[0].ast.cards[0], { wording: "current" })).toContain("it deals 5 damage divided as you choose among any number of targets.");
    // The Oracle text reads back to the same target group.
    const oracle = HELLKITE.replace("comes into play", "enters the battlefield").replace("any number of target creatures and/or players", "any number of targets");
    const parsed = checkCardSources([{ file: "oracle.card", text: oracle }]);
    expect(parsed.diagnostics).toEqual([]);
    expect(renderCard(parsed.files[0].ast.cards[0], { wording: "2007" })).toContain("it deals 5 damage divided as you choose among any number of target creatures and/or players.");
  });

  it("a player and a creature together: 3 to Bob, the other 2 to Grizzly Bears", () => {
    const game = table({ hand: ["Test Volley"], play: ["Mountain", "Mountain", "Mountain"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Volley"), targets: [["p2", bears]] });
    if (game.pendingDecision() !== null) answer(game, ["3"]);
    passAll(game);
    expect(game.player("p2").life).toBe(17);
    expect(names(game, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("409.1d: no more targets than the damage: six targets for 5 damage are refused", () => {
    const game = table({ hand: ["Test Volley"], play: ["Mountain", "Mountain", "Mountain", "Grizzly Bears", "Hill Giant"] }, { play: ["Grizzly Bears", "Hill Giant", "Serra Angel"] }, { cards: compiled.registry });
    const targets = ["p1", "p2", find(game, "p1", "play", "Grizzly Bears"), find(game, "p1", "play", "Hill Giant"), find(game, "p2", "play", "Grizzly Bears"), find(game, "p2", "play", "Serra Angel")];
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Volley"), targets: [targets] }, "409.1d");
  });
});
