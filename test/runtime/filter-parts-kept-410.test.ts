/**
 * Every part of an object description means what it says wherever the description stands: in a triggered ability's
 * subject (410: "Whenever a creature named … comes into play") and in a combat restriction's description of
 * blockers or attackers (509.1: "can't be blocked by creatures named …"). Before, those two places copied a fixed
 * list of parts into the runtime's data and left the others out, so "a creature with a +1/+1 counter on it" was any
 * creature. Now both go through compiler/filter-data.ts (`characteristicData`, whose table of parts fails to
 * compile when a new part is not placed), and a part that names a player, the source or a choice is resolved or
 * reported, never dropped.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import type { PlayerId } from "../../runtime/definition.js";
import { compileCardSource } from "../../compiler/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";

const CARDS: Record<string, string> = {
  named: `card "Test Bear Watcher"\n  cost {2}\n  type Artifact\n  Whenever a creature named Grizzly Bears comes into play, you gain 1 life.\n`,
  counter: `card "Test Counter Watcher"\n  cost {2}\n  type Artifact\n  Whenever a creature with a +1/+1 counter on it attacks, you gain 1 life.\n`,
  notYours: `card "Test Stranger Watcher"\n  cost {2}\n  type Artifact\n  Whenever a creature you don't control comes into play, you gain 1 life.\n`,
  chosen: `card "Test Kin Watcher"\n  cost {2}\n  type Artifact\n  As Test Kin Watcher comes into play, choose a creature type.\n  Whenever a creature of the chosen type comes into play, you gain 1 life.\n`,
  sneak: `card "Test Sneak"\n  cost {1}{U}\n  type Creature — Human Rogue\n  2/1\n  Test Sneak can't be blocked by creatures named Grizzly Bears.\n`,
  picky: `card "Test Picky Wall"\n  cost {1}{W}\n  type Creature — Wall\n  0/4\n  Defender\n  Test Picky Wall can't block creatures with counters on them.\n`,
};

const compiled = compiledWithReference("filter-parts-kept-410", CARDS);
const cards = () => compiled.registry;
const life = (game: Game, player: PlayerId) => game.player(player).life;

/** Passes until the stack is empty (the spell, then the triggers it caused), stopping at a decision. */
function resolveStack(game: Game): void {
  for (let i = 0; i < 10 && game.stack().length > 0 && game.pendingDecision() === null; i++) passAll(game);
}

function cast(game: Game, player: PlayerId, card: string): void {
  ok(game, { kind: "cast", player, card: find(game, player, "hand", card), targets: [] });
  resolveStack(game);
}

describe("410: a triggered ability's subject keeps every part of its description", () => {
  it("compiles 'named', 'with a +1/+1 counter on it', 'you don't control' and 'of the chosen type' into the subject's data", async () => {
    const expected: Record<string, string> = {
      named: 'subject: { types: ["Creature"], named: "Grizzly Bears" }',
      counter: 'subject: { types: ["Creature"], withCounter: "+1/+1" }',
      notYours: 'subject: { types: ["Creature"], controllerNot: "you" }',
      chosen: 'subject: { types: ["Creature"], chosenType: true }',
    };
    for (const [key, data] of Object.entries(expected)) {
      const { code, diagnostics } = await compileCardSource(CARDS[key], `${key}.card`);
      expect(diagnostics).toEqual([]);
      expect(code).toContain(data);
    }
  });

  it("'a creature named Grizzly Bears': Grizzly Bears triggers it, Hill Giant does not", () => {
    const game = table({ play: ["Test Bear Watcher", "Forest", "Forest", "Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Grizzly Bears", "Hill Giant"] }, {}, { cards: cards() });
    cast(game, "p1", "Grizzly Bears");
    expect(life(game, "p1")).toBe(21);
    cast(game, "p1", "Hill Giant");
    expect(names(game, "p1", "play")).toContain("Hill Giant");
    expect(life(game, "p1")).toBe(21);
  });

  it("'a creature you don't control': the opponent's creature triggers it, its controller's own does not", () => {
    const game = table({ play: ["Test Stranger Watcher", "Forest", "Forest"], hand: ["Grizzly Bears"] }, { play: ["Forest", "Forest"], hand: ["Grizzly Bears"] }, { cards: cards() });
    cast(game, "p1", "Grizzly Bears");
    expect(names(game, "p1", "play")).toContain("Grizzly Bears");
    expect(life(game, "p1")).toBe(20);
    const theirs = table({ play: ["Test Stranger Watcher"] }, { play: ["Forest", "Forest"], hand: ["Grizzly Bears"] }, { cards: cards(), activePlayer: 1 });
    cast(theirs, "p2", "Grizzly Bears");
    expect(life(theirs, "p1")).toBe(21);
  });

  it("'a creature with a +1/+1 counter on it attacks': only the attacker with the counter triggers it", () => {
    const game = table({ play: ["Test Counter Watcher", { card: "Grizzly Bears", counters: { "+1/+1": 1 } }, "Hill Giant"] }, {}, { cards: cards(), step: "declareAttackers" });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const giant = find(game, "p1", "play", "Hill Giant");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: bears, defender: "p2" }, { attacker: giant, defender: "p2" }] });
    passAll(game);
    expect(life(game, "p1")).toBe(21);
  });

  it("'a creature of the chosen type': the type chosen as it came into play, and no other", () => {
    const game = table({ play: ["Forest", "Forest", "Forest", "Forest", "Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Test Kin Watcher", "Grizzly Bears", "Hill Giant"] }, {}, { cards: cards() });
    cast(game, "p1", "Test Kin Watcher");
    answer(game, ["Giant"]);
    resolveStack(game);
    expect(names(game, "p1", "play")).toContain("Test Kin Watcher");
    cast(game, "p1", "Grizzly Bears");
    expect(life(game, "p1")).toBe(20);
    cast(game, "p1", "Hill Giant");
    expect(life(game, "p1")).toBe(21);
  });
});

describe("509.1: a combat restriction's description of blockers or attackers keeps every part", () => {
  it("'can't be blocked by creatures named Grizzly Bears': Grizzly Bears can't block it, Hill Giant can", () => {
    const setup = (blocker: string) => {
      const game = table({ play: ["Test Sneak"] }, { play: [blocker] }, { cards: cards(), step: "declareAttackers" });
      ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Test Sneak"), defender: "p2" }] });
      passAll(game);
      return { game, blocks: [{ blocker: find(game, "p2", "play", blocker), attacker: find(game, "p1", "play", "Test Sneak") }] };
    };
    const bears = setup("Grizzly Bears");
    expect(bears.game.submit({ kind: "declareBlockers", player: "p2", blocks: bears.blocks }).ok).toBe(false);
    const giant = setup("Hill Giant");
    expect(giant.game.submit({ kind: "declareBlockers", player: "p2", blocks: giant.blocks }).ok).toBe(true);
  });

  it("'can't block creatures with counters on them': it blocks a creature without counters, not one with", () => {
    const setup = (counters: boolean) => {
      const attacker = counters ? { card: "Grizzly Bears", counters: { "+1/+1": 1 } } : { card: "Grizzly Bears" };
      const game = table({ play: [attacker] }, { play: ["Test Picky Wall"] }, { cards: cards(), step: "declareAttackers" });
      const bears = find(game, "p1", "play", "Grizzly Bears");
      ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: bears, defender: "p2" }] });
      passAll(game);
      return game.submit({ kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Test Picky Wall"), attacker: bears }] }).ok;
    };
    expect(setup(true)).toBe(false);
    expect(setup(false)).toBe(true);
  });

  it("a description that names who controls the creatures is reported, not left out", async () => {
    const text = `card "Test Shy"\n  cost {1}{U}\n  type Creature — Human\n  2/1\n  Test Shy can't be blocked by creatures you control.\n`;
    const { diagnostics } = await compileCardSource(text, "shy.card");
    expect(diagnostics.map((d) => d.message).join("\n")).toMatch(/not by who controls them/);
  });
});
