/**
 * 410.1: "When ~ comes into play or leaves play, you gain 2 life." (Aven Riftwatcher; current: "enters the
 * battlefield or leaves the battlefield"): one triggered ability with two trigger events, each of which triggers it
 * (the leaving with the permanent's last known information, 410.10c). Made-up card.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, ok, passAll, table } from "./engine-helpers.js";

const CARDS = {
  watcher: `card "Test Riftwatcher"\n  cost {2}{W}\n  type Creature — Bird Soldier\n  2/3\n  Flying\n  When Test Riftwatcher comes into play or leaves play, you gain 2 life.\n`,
  shock: `card "Test Shock"\n  cost {R}\n  type Instant\n  Test Shock deals 3 damage to target creature or player.\n`,
};
const compiled = compiledWithReference("enters-or-leaves", CARDS);

describe("410.1 'When ~ comes into play or leaves play'", () => {
  it("checks clean and prints back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "w.card", text: CARDS.watcher }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast!, { wording: "2007" })).toBe(CARDS.watcher);
    expect(printCardFile(files[0].ast!, { wording: "current" })).toBe(CARDS.watcher.replace("comes into play or leaves play", "enters the battlefield or leaves the battlefield"));
  });

  it("410.1: the ability triggers as the permanent comes into play and again as it leaves", () => {
    const game = table({ play: ["Plains", "Plains", "Plains", "Mountain"], hand: ["Test Riftwatcher", "Test Shock"], life: 10 }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Riftwatcher") });
    passAll(game); // the creature spell resolves; its ability triggers
    passAll(game); // the ability resolves
    expect(game.player("p1").life).toBe(12);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Shock"), targets: [[find(game, "p1", "play", "Test Riftwatcher")]] });
    passAll(game); // Test Shock resolves; the creature is put into a graveyard: it left play
    passAll(game);
    expect(game.player("p1").life).toBe(14);
  });
});
