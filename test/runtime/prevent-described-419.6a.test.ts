/**
 * Prevention over a description (2007 rules 419.6a): "Prevent all damage that would be dealt to creatures this
 * turn." (Forfend), "Prevent all damage that would be dealt to you and permanents you control this turn." (Endure).
 * The shield prevents damage to whatever fits the description as the damage would be dealt: a prevention effect is
 * not a characteristic-changing effect, so no set of objects is locked in as it resolves (a creature that comes
 * into play later is protected too; one that stops being a creature is not). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, ok, passAll, table } from "./engine-helpers.js";

const CARDS = {
  bulwark: `card "Test Bulwark"\n  cost {1}{W}\n  type Instant\n  Prevent all damage that would be dealt to creatures this turn.\n`,
  endurance: `card "Test Endurance"\n  cost {3}{W}{W}\n  type Instant\n  Prevent all damage that would be dealt to you and permanents you control this turn.\n`,
};
const compiled = compiledWithReference("prevent-described", CARDS);

describe("419.6a prevention over a description: the language", () => {
  it("checks clean and prints back in both wordings", () => {
    for (const text of Object.values(CARDS)) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });

  it("only 'all damage' to permanents: 'the next 2 damage … to creatures' is an error with the fix", () => {
    const text = `card "Bad Bulwark"\n  cost {W}\n  type Instant\n  Prevent the next 2 damage that would be dealt to creatures this turn.\n`;
    const { diagnostics } = checkCardSources([{ file: "bad.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["CS1035", 4]]);
    expect(diagnostics[0].message).toContain("Prevent all damage that would be dealt to creatures this turn.");
  });
});

describe("419.6a prevention over a description: the runtime", () => {
  it("419.6a: damage to every creature is prevented this turn, a player's is not", () => {
    const game = table({ play: ["Plains", "Plains", "Mountain", "Mountain"], hand: ["Test Bulwark", "Shock", "Lightning Bolt"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Bulwark") });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p2", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(game.object(find(game, "p2", "play", "Grizzly Bears"))?.damage).toBe(0);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(17);
  });

  it("419.6a: a creature that comes into play after the spell resolved is protected too (nothing is locked in)", () => {
    const game = table({ play: ["Plains", "Plains", "Forest", "Forest", "Mountain"], hand: ["Test Bulwark", "Grizzly Bears", "Shock"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Bulwark") });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Grizzly Bears") });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))?.damage).toBe(0);
  });

  it("419.6a: 'you and permanents you control' protects the controller and their permanents, not an opponent's", () => {
    const game = table(
      { play: ["Plains", "Plains", "Plains", "Plains", "Plains", "Grizzly Bears"], hand: ["Test Endurance"] },
      { play: ["Mountain", "Mountain", "Hill Giant"], hand: ["Lightning Bolt", "Shock"] },
      { cards: compiled.registry },
    );
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Endurance") });
    passAll(game);
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Lightning Bolt"), targets: [["p1"]] });
    passAll(game);
    expect(game.player("p1").life).toBe(20);
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))?.damage).toBe(0);
  });
});
