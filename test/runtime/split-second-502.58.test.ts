/**
 * Split second (Time Spiral; 2007 rules 502.58). 502.58a: "As long as this spell is on the stack, players can't play
 * other spells or activated abilities that aren't mana abilities." (runtime/split-second.ts). Sudden Shock and Sudden
 * Death are Time Spiral's cards, in their printed words; Test Vision (an instant with suspend) is made up for the
 * special action.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, logKinds, names, ok, passAll, refused, table } from "./engine-helpers.js";

const CARDS = {
  shock: `card "Sudden Shock"\n  cost {1}{R}\n  type Instant\n  Split second\n  Sudden Shock deals 2 damage to target creature or player.\n`,
  death: `card "Sudden Death"\n  cost {1}{B}{B}\n  type Instant\n  Split second\n  Target creature gets -4/-4 until end of turn.\n`,
  vision: `card "Test Vision"\n  cost {3}{U}\n  type Instant\n  Draw two cards.\n  Suspend 2—{U}\n`,
};
const compiled = compiledWithReference("split-second", CARDS);

const life = (game: Game, p: string) => game.players().find((player) => player.id === p)!.life;

describe("502.58 split second: the language", () => {
  it("checks clean and prints 'Split second' back in both wordings", () => {
    for (const text of [CARDS.shock, CARDS.death]) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(text);
      expect(printCardFile(files[0].ast, { wording: "current" })).toBe(text.replace("target creature or player", "any target"));
    }
  });

  it("'split second' in a keyword list, any case; 'Split third' is no keyword", () => {
    const listed = checkCardSources([{ file: "c.card", text: CARDS.shock.replace("Split second", "Flash, split second") }]);
    expect(listed.diagnostics).toEqual([]);
    const wrong = checkCardSources([{ file: "c.card", text: CARDS.shock.replace("Split second", "Split third") }]);
    expect(wrong.diagnostics.length).toBeGreaterThan(0);
    expect(wrong.diagnostics[0].range.start.line).toBe(4);
  });

  it("CS2161: split second on a land is an error at its keyword, with the fix", () => {
    const { diagnostics } = checkCardSources([{ file: "bad.card", text: `card "Test Land"\n  type Land\n  Split second\n` }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS2161", 3, 3]]);
    expect(diagnostics[0].message).toContain("remove 'split second'");
  });
});

describe("502.58a split second: while the spell is on the stack", () => {
  const setup = () =>
    table(
      { play: ["Mountain", "Mountain", "Grizzly Bears"], hand: ["Sudden Shock"] },
      { play: ["Mountain", "Mountain", "Millstone"], hand: ["Lightning Bolt", "Shock"] },
      { cards: compiled.registry },
    );

  it("502.58a: the opponent can't play a spell in response; passing is the only listed action", () => {
    const game = setup();
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sudden Shock"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    ok(game, { kind: "pass", player: "p1" });
    expect(game.priorityPlayer()).toBe("p2");
    expect(game.legalActions()).toEqual([{ kind: "pass", player: "p2" }]);
    refused(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Lightning Bolt"), targets: [["p1"]] }, "502.58a");
    ok(game, { kind: "pass", player: "p2" });
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Sudden Shock"]);
  });

  it("502.58a: activated abilities that aren't mana abilities can't be played (Millstone); mana abilities can", () => {
    const game = setup();
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sudden Shock"), targets: [["p2"]] });
    ok(game, { kind: "pass", player: "p1" });
    refused(game, { kind: "activate", player: "p2", object: find(game, "p2", "play", "Millstone"), ability: 0, targets: [["p1"]] }, "502.58a");
    ok(game, { kind: "activate", player: "p2", object: find(game, "p2", "play", "Mountain"), ability: 0 });
    expect(logKinds(game, "manaAbility").length).toBe(1);
    ok(game, { kind: "pass", player: "p2" });
    if (game.stack().length > 0) ok(game, { kind: "pass", player: "p1" }); // the mana ability was an action: Alice passes again
    expect(game.stack()).toEqual([]);
    expect(life(game, "p2")).toBe(18);
  });

  it("502.58a: the controller of the split second spell can't respond to it either", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain"], hand: ["Sudden Shock", "Lightning Bolt"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sudden Shock"), targets: [["p2"]] });
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] }, "502.58a");
  });

  it("502.58a: spells already on the stack stay; once the split second spell resolves, players may respond again", () => {
    const game = table(
      { play: ["Mountain", "Mountain", "Swamp", "Swamp", "Swamp"], hand: ["Shock", "Lightning Bolt"] },
      { play: ["Swamp", "Swamp", "Swamp", "Grizzly Bears"], hand: ["Sudden Death"] },
      { cards: compiled.registry },
    );
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    ok(game, { kind: "pass", player: "p1" });
    // Bob answers the Shock with Sudden Death on his own Bears (a legal target is all the test needs).
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Sudden Death"), targets: [[find(game, "p2", "play", "Grizzly Bears")]] });
    ok(game, { kind: "pass", player: "p2" });
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] }, "502.58a");
    ok(game, { kind: "pass", player: "p1" }); // Sudden Death resolves; the Shock is still on the stack
    expect(game.stack().length).toBe(1);
    expect(names(game, "p2", "graveyard")).toContain("Grizzly Bears");
    // Alice receives priority again (the active player, after a resolution) and may play Lightning Bolt now.
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    passAll(game);
    expect(life(game, "p2")).toBe(15);
  });

  it("special actions are not spells: a card can be suspended while a split second spell is on the stack", () => {
    const game = table({ play: ["Mountain", "Mountain"], hand: ["Sudden Shock"] }, { play: ["Island"], hand: ["Test Vision"] }, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sudden Shock"), targets: [["p2"]] });
    ok(game, { kind: "pass", player: "p1" });
    expect(game.legalActions().map((a) => a.kind)).toEqual(["pass", "suspend"]);
    ok(game, { kind: "suspend", player: "p2", card: find(game, "p2", "hand", "Test Vision") });
    expect(names(game, "p2", "removed")).toEqual(["Test Vision"]);
  });
});
