/**
 * Ripple (Coldsnap; 2007 rules 502.56a, runtime/ripple.ts): "When you play this spell, you may reveal the top N cards
 * of your library (all of them, if fewer). You may play any revealed cards with the same name as this spell without
 * paying their mana costs. Put the rest on the bottom of your library in any order." Surging Flame is a real
 * Coldsnap card.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";

const CARDS = {
  flame: `card "Surging Flame"\n  cost {1}{R}\n  type Instant\n  Ripple 4\n  Surging Flame deals 2 damage to target creature or player.\n`,
  cancel: `card "Test Cancel"\n  cost {U}\n  type Instant\n  Counter target spell.\n`,
};
const compiled = compiledWithReference("ripple", CARDS);

describe("502.56 ripple: the language", () => {
  it("502.56 'Ripple 4' checks clean and prints back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "f.card", text: CARDS.flame }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast!, { wording: "2007" })).toBe(CARDS.flame);
    expect(printCardFile(files[0].ast!, { wording: "current" })).toContain("\n  Ripple 4\n");
  });
});

describe("502.56a ripple: the trigger", () => {
  it("502.56a fewer cards than N: all of them are revealed; the rest go to the bottom in the order chosen", () => {
    const game = table({ play: ["Mountain", "Mountain"], hand: ["Surging Flame"], library: ["Island", "Forest"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Surging Flame"), targets: [["p2"]] });
    passAll(game); // the ripple trigger resolves
    expect(game.pendingDecision()).toMatchObject({ kind: "may", prompt: expect.stringContaining("top 2 cards") });
    answer(game, ["yes"]);
    expect(game.pendingDecision()).toMatchObject({ kind: "orderBottom" });
    answer(game, [find(game, "p1", "library", "Forest")]);
    expect(names(game, "p1", "library")).toEqual(["Forest", "Island"]); // Forest first to the bottom, Island below it
    const reveal = game.log().find((event) => event.kind === "reveal");
    expect(reveal).toMatchObject({ player: "p1", reason: "ripple 4" });
  });

  it("502.56a the trigger resolves even if the spell was countered: its name, as it last was, is what the revealed cards must have", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Surging Flame"], library: ["Surging Flame", "Island"] }, { play: ["Island"], hand: ["Test Cancel"] }, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Surging Flame"), targets: [["p2"]] });
    const flame = game.stack().find((item) => item.description === "Surging Flame")!.id;
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Cancel"), targets: [[flame]] });
    passAll(game); // Test Cancel resolves: Surging Flame countered
    expect(names(game, "p1", "graveyard")).toEqual(["Surging Flame"]);
    passAll(game); // the ripple trigger resolves
    answer(game, ["yes"]); // reveal
    answer(game, ["yes"]); // play the revealed Surging Flame
    answer(game, ["p2"]); // its target
    expect(game.stack().map((item) => item.description)).toContain("Surging Flame");
    passAll(game); // its own ripple: one card left to reveal
    answer(game, ["no"]);
    passAll(game);
    expect(game.player("p2").life).toBe(18);
  });
});
