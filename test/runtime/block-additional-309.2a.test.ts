/**
 * "~ can block an additional creature." (Lairwatch Giant; current "… each combat"), "Each creature you control can
 * block an additional creature." (High Ground), "Target creature can block an additional creature this turn.":
 * static-modify's and the continuous family's `blocksAdditional`. 309.2a of 2007 gives each blocker one attacker;
 * each such ability lets it block one more (combat.ts `blockCapacity`). 310.2d: a creature blocking several divides
 * its combat damage among them (the engine assigns lethal damage in attack order, the rest to the last). A creature
 * blocking several "blocks" once and "blocks a creature" once for each. Grammar round trip in both wordings, the
 * validation error, the compiled data, then behaviour through compiled cards.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { checkCardSources } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, answer, atStep, find, logKinds, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const CARDS: Record<string, string> = {
  lairwatch: `card "Test Lairwatch"\n  cost {5}{W}\n  type Creature — Giant Warrior\n  5/3\n  Test Lairwatch can block an additional creature.\n`,
  highGround: `card "Test High Ground"\n  cost {W}\n  type Enchantment\n  Each creature you control can block an additional creature.\n`,
  brace: `card "Test Brace"\n  cost {W}\n  type Instant\n  Target creature can block an additional creature this turn.\n`,
  captain: `card "Test Watch Captain"\n  cost {2}{W}\n  type Creature — Human Soldier\n  1/6\n  Test Watch Captain can block an additional creature.\n  Whenever Test Watch Captain blocks, you gain 1 life.\n`,
  sergeant: `card "Test Watch Sergeant"\n  cost {2}{W}\n  type Creature — Human Soldier\n  1/6\n  Test Watch Sergeant can block an additional creature.\n  Whenever Test Watch Sergeant blocks a creature, you gain 1 life.\n`,
};

const compiled = compiledWithReference("block-additional-309.2a", CARDS);

/** Alice attacks Bob with `attackers` (in that order); both pass to the declare blockers step. */
function toBlockers(game: Game, attackers: string[]): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: attackers.map((name, i) => ({ attacker: find(game, "p1", "play", name, attackers.slice(0, i).filter((n) => n === name).length), defender: "p2" })) });
  passAll(game);
  expect(game.step()).toBe("declareBlockers");
}

/** `blocker` blocks each of `attackers` (names; "Grizzly Bears#1" for the second of two). */
function blocking(game: Game, blocker: string, attackers: string[]) {
  const id = (name: string) => {
    const [card, nth] = name.split("#");
    return find(game, "p1", "play", card, nth === undefined ? 0 : Number(nth));
  };
  return { kind: "declareBlockers", player: "p2", blocks: attackers.map((attacker) => ({ blocker: find(game, "p2", "play", blocker), attacker: id(attacker) })) } as const;
}

describe("309.2a: can block an additional creature", () => {
  it("parses and prints back in both wordings", () => {
    expectRoundTrip(CARDS.lairwatch, { "2007": "Test Lairwatch can block an additional creature.", current: "Test Lairwatch can block an additional creature each combat." });
    expectRoundTrip(CARDS.highGround, {
      "2007": "Each creature you control can block an additional creature.",
      current: "Each creature you control can block an additional creature each combat.",
    });
    expectRoundTrip(CARDS.brace, { "2007": "Target creature can block an additional creature this turn.", current: "Target creature can block an additional creature this turn." });
  });

  it("a creature blocks creatures: 'an additional land' is reported where it is written", () => {
    const text = `card "T"\n  cost {W}\n  type Instant\n  Target creature can block an additional land this turn.\n`;
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS1035", 4, 43]]);
    expect(diagnostics[0].message).toContain("an additional creature");
  });

  it("compiles: the static ability's data, the spell's restrict primitive", async () => {
    expect((await compileCardSource(CARDS.lairwatch, "l.card")).code).toContain('{ kind: "blocksAdditional" }');
    expect((await compileCardSource(CARDS.brace, "b.card")).code).toMatch(/ctx\.restrict\(.*\["blocksAdditional"\], "untilEndOfTurn"\);/);
  });

  it("309.2a, 310.2d: it blocks two attackers and divides its damage: lethal to the first attacker, the rest to the second", () => {
    const game = table({ play: ["Grizzly Bears", "Hill Giant"] }, { play: ["Test Lairwatch"] }, { cards: compiled.registry });
    toBlockers(game, ["Grizzly Bears", "Hill Giant"]);
    const listed = game.legalActions().filter((a) => a.kind === "declareBlockers" && a.blocks.length === 2);
    expect(listed).toHaveLength(1);
    const [lairwatch, bears, giant] = [find(game, "p2", "play", "Test Lairwatch"), find(game, "p1", "play", "Grizzly Bears"), find(game, "p1", "play", "Hill Giant")];
    ok(game, blocking(game, "Test Lairwatch", ["Grizzly Bears", "Hill Giant"]));
    advance(game, atStep("endOfCombat"));
    const assigned = logKinds(game, "combatDamageAssigned")[0].assignments as { source: string; recipient: string; amount: number }[];
    expect(assigned.filter((d) => d.source === lairwatch)).toEqual([
      { source: lairwatch, recipient: bears, amount: 2 },
      { source: lairwatch, recipient: giant, amount: 3 },
    ]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(names(game, "p2", "graveyard")).toEqual(["Test Lairwatch"]); // 2 + 3 damage on toughness 3
    expect(game.player("p2").life).toBe(20);
  });

  it("309.2a: without the ability a creature blocks one attacker; with it, not a third, and not the same attacker twice", () => {
    const game = table({ play: ["Grizzly Bears", "Grizzly Bears", "Hill Giant"] }, { play: ["Test Lairwatch", "Serra Angel"] }, { cards: compiled.registry });
    toBlockers(game, ["Grizzly Bears", "Grizzly Bears", "Hill Giant"]);
    refused(game, blocking(game, "Serra Angel", ["Grizzly Bears", "Hill Giant"]), "can block only one attacker");
    refused(game, blocking(game, "Test Lairwatch", ["Grizzly Bears", "Grizzly Bears#1", "Hill Giant"]), "can block only 2 attackers");
    refused(game, blocking(game, "Test Lairwatch", ["Hill Giant", "Hill Giant"]), "twice");
    ok(game, blocking(game, "Test Lairwatch", ["Grizzly Bears", "Grizzly Bears#1"]));
  });

  it("each such ability adds one: Lairwatch's own and High Ground's let it block three", () => {
    const game = table({ play: ["Grizzly Bears", "Grizzly Bears", "Hill Giant"] }, { play: ["Test Lairwatch", "Test High Ground"] }, { cards: compiled.registry });
    toBlockers(game, ["Grizzly Bears", "Grizzly Bears", "Hill Giant"]);
    ok(game, blocking(game, "Test Lairwatch", ["Grizzly Bears", "Grizzly Bears#1", "Hill Giant"]));
  });

  it("'Target creature can block an additional creature this turn.': two attackers this turn", () => {
    const game = table({ play: ["Grizzly Bears", "Grizzly Bears"] }, { play: ["Plains", "Serra Angel"], hand: ["Test Brace"] }, { cards: compiled.registry });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Brace"), targets: [[find(game, "p2", "play", "Serra Angel")]] });
    passAll(game);
    toBlockers(game, ["Grizzly Bears", "Grizzly Bears"]);
    ok(game, blocking(game, "Serra Angel", ["Grizzly Bears", "Grizzly Bears#1"]));
    advance(game, atStep("endOfCombat"));
    expect(names(game, "p1", "graveyard")).toEqual(["Grizzly Bears", "Grizzly Bears"]);
  });

  it("410: blocking two attackers, 'Whenever ~ blocks' triggers once and 'Whenever ~ blocks a creature' once for each", () => {
    const captain = table({ play: ["Grizzly Bears", "Hill Giant"] }, { play: ["Test Watch Captain"] }, { cards: compiled.registry });
    toBlockers(captain, ["Grizzly Bears", "Hill Giant"]);
    ok(captain, blocking(captain, "Test Watch Captain", ["Grizzly Bears", "Hill Giant"]));
    expect(logKinds(captain, "trigger")).toHaveLength(1);
    const sergeant = table({ play: ["Grizzly Bears", "Hill Giant"] }, { play: ["Test Watch Sergeant"] }, { cards: compiled.registry });
    toBlockers(sergeant, ["Grizzly Bears", "Hill Giant"]);
    ok(sergeant, blocking(sergeant, "Test Watch Sergeant", ["Grizzly Bears", "Hill Giant"]));
    // two triggers at once: their controller orders them (410)
    const order = sergeant.pendingDecision()!;
    expect(order.options).toHaveLength(2);
    answer(sergeant, order.options.slice(0, 1));
    expect(logKinds(sergeant, "trigger")).toHaveLength(2);
  });
});
