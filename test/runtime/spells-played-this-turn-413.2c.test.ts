/**
 * "if you've played another blue spell this turn" (Eventide; current: "you've cast …"): a condition on the spells
 * the controller played this turn (a spell is played as it is put on the stack, 409.1 of 2007; the turn's record is
 * read back from its log, runtime/turn-record.ts), read where it is written (413.2c) — at the end of a triggered
 * ability's sentence (Dream Thief), before a clause, and on a permanent's "comes into play with … counters on it
 * unless …" (419.6b, Hotheaded Giant). "Another": the card's own spell does not count. Dream Thief and Hotheaded
 * Giant are Eventide's texts; Test Insight and Test Flare are made up for the test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const DREAM_THIEF = `card "Dream Thief"\n  cost {2}{U}\n  type Creature — Faerie Rogue\n  2/1\n  Flying\n  When Dream Thief comes into play, draw a card if you've played another blue spell this turn.\n`;
const HOTHEADED_GIANT = `card "Hotheaded Giant"\n  cost {3}{R}\n  type Creature — Giant Warrior\n  4/4\n  Haste\n  Hotheaded Giant comes into play with two -1/-1 counters on it unless you've played another red spell this turn.\n`;
const TEST_INSIGHT = `card "Test Insight"\n  cost {U}\n  type Instant\n  Draw a card.\n`;
const TEST_FLARE = `card "Test Flare"\n  cost {R}\n  type Instant\n  If you've played another red spell this turn, Test Flare deals 3 damage to target player. Otherwise, you gain 1 life.\n`;

const folder = temporaryFolder("spells-this-turn");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { thief: DREAM_THIEF, giant: HOTHEADED_GIANT, insight: TEST_INSIGHT, flare: TEST_FLARE });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const life = (game: Game, p: string) => game.players().find((player) => player.id === p)!.life;

describe("spells played this turn: the language", () => {
  it("checks clean and prints back: 'played' in the 2007 wording, 'cast' in the current one", () => {
    for (const text of [DREAM_THIEF, HOTHEADED_GIANT, TEST_FLARE]) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(text);
      const current = printCardFile(files[0].ast, { wording: "current" });
      expect(current).toContain("you've cast another");
      const again = checkCardSources([{ file: "c.card", text: current }]);
      expect(again.diagnostics).toEqual([]);
      expect(printCardFile(again.files[0].ast, { wording: "2007" })).toBe(text);
    }
  });

  it("a player plays spells: 'you've played another creature you control' is an error with the fix", () => {
    const text = `card "Bad Thief"\n  cost {2}{U}\n  type Sorcery\n  Draw a card if you've played another creature you control this turn.\n`;
    const { diagnostics } = checkCardSources([{ file: "bad.card", text }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
    expect(diagnostics.find((d) => d.code === "CS1035")?.message).toContain("you've played another blue spell this turn");
  });
});

describe("413.2c: the condition read as the sentence is reached", () => {
  it("413.2c: Dream Thief draws when its controller played another blue spell this turn", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island"], hand: ["Test Insight", "Dream Thief"], library: ["Plains", "Forest", "Swamp"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Insight") });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Dream Thief") });
    passAll(game); // Dream Thief resolves; its trigger goes on the stack
    passAll(game); // the trigger resolves
    expect(names(game, "p1", "play")).toContain("Dream Thief");
    expect(names(game, "p1", "hand")).toEqual(["Plains", "Forest"]);
  });

  it("413.2c: its own spell is not 'another'; an opponent's blue spell is not the controller's", () => {
    const game = table({ play: ["Island", "Island", "Island"], hand: ["Dream Thief"], library: ["Plains", "Forest"] }, { play: ["Island"], hand: ["Test Insight"], library: ["Swamp"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Dream Thief") });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Insight") });
    passAll(game); // Bob's spell resolves
    passAll(game); // Dream Thief resolves
    passAll(game); // its trigger resolves
    expect(names(game, "p1", "play")).toContain("Dream Thief");
    expect(names(game, "p1", "hand")).toEqual([]);
  });

  it("413.2c: 'If you've played another red spell this turn, …. Otherwise, …': both branches", () => {
    const first = table({ play: ["Mountain"], hand: ["Test Flare"] }, {}, { cards });
    ok(first, { kind: "cast", player: "p1", card: find(first, "p1", "hand", "Test Flare"), targets: [["p2"]] });
    passAll(first);
    expect([life(first, "p1"), life(first, "p2")]).toEqual([21, 20]);

    const second = table({ play: ["Mountain", "Mountain"], hand: ["Shock", "Test Flare"] }, {}, { cards });
    ok(second, { kind: "cast", player: "p1", card: find(second, "p1", "hand", "Shock"), targets: [["p2"]] });
    passAll(second);
    ok(second, { kind: "cast", player: "p1", card: find(second, "p1", "hand", "Test Flare"), targets: [["p2"]] });
    passAll(second);
    expect([life(second, "p1"), life(second, "p2")]).toEqual([20, 15]);
  });
});

describe("419.6b: '~ comes into play with two -1/-1 counters on it unless you've played another red spell this turn'", () => {
  it("419.6b: with no other red spell this turn, Hotheaded Giant comes into play with two -1/-1 counters (a 2/2)", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Hotheaded Giant"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Hotheaded Giant") });
    passAll(game);
    const giant = game.object(find(game, "p1", "play", "Hotheaded Giant"))!;
    expect(giant.counters).toEqual({ "-1/-1": 2 });
    expect([giant.power, giant.toughness]).toEqual([2, 2]);
  });

  it("419.6b: after another red spell this turn, it comes into play without them (a 4/4)", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Shock", "Hotheaded Giant"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Hotheaded Giant") });
    passAll(game);
    const giant = game.object(find(game, "p1", "play", "Hotheaded Giant"))!;
    expect(giant.counters["-1/-1"] ?? 0).toBe(0);
    expect([giant.power, giant.toughness]).toEqual([4, 4]);
  });
});
