/**
 * Requirements on blockers and attackers (500.2–500.5 of 2007; today 508.1d, 509.1c): "~ blocks each turn if able."
 * (static-modify's `blocksEachTurn`, current "… each combat …"), "Target creature blocks this turn if able." and
 * "Target creature attacks this turn if able." (the continuous family's `Restrict`, until the turn ends). The
 * declaration must obey as many requirements as it can without breaking a restriction (500.4): a creature that
 * blocks if able blocks when some attacker allows it (its evasion, "can't be blocked by more than N"), and is
 * otherwise free. Grammar round trip in both wordings, the validation error, the compiled data, then behaviour.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { checkCardSources } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { restoreGame } from "../../runtime/game.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, atStep, find, ok, passAll, refused, table } from "./engine-helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const CARDS: Record<string, string> = {
  sentinel: `card "Test Sentinel"\n  cost {1}{W}\n  type Creature — Human Soldier\n  2/2\n  Test Sentinel blocks each turn if able.\n`,
  provoke: `card "Test Provoke"\n  cost {G}\n  type Instant\n  Target creature blocks this turn if able.\n`,
  goad: `card "Test Goad"\n  cost {R}\n  type Instant\n  Target creature attacks this turn if able.\n`,
  huntDown: `card "Test Hunt Down"\n  cost {G}\n  type Sorcery\n  Target creature blocks target creature this turn if able.\n`,
  lureBeast: `card "Test Lure Beast"\n  cost {G}\n  type Creature — Beast\n  2/2\n  All creatures able to block Test Lure Beast do so.\n`,
  lone: `card "Test Lone Raider"\n  cost {1}{R}\n  type Creature — Human Warrior\n  2/2\n  Test Lone Raider can't be blocked by more than one creature.\n`,
};

const compiled = compiledWithReference("block-requirements-500.3", CARDS);

/** Alice attacks Bob with `attackers`; both pass to the declare blockers step. */
function toBlockers(game: Game, attackers: string[]): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: attackers.map((name) => ({ attacker: find(game, "p1", "play", name), defender: "p2" })) });
  passAll(game);
  expect(game.step()).toBe("declareBlockers");
}

const block = (game: Game, pairs: [string, string][]) =>
  ({ kind: "declareBlockers", player: "p2", blocks: pairs.map(([blocker, attacker]) => ({ blocker: find(game, "p2", "play", blocker), attacker: find(game, "p1", "play", attacker) })) }) as const;

describe("500.3: blocks if able", () => {
  it("parses and prints back in both wordings", () => {
    expectRoundTrip(CARDS.sentinel, { "2007": "Test Sentinel blocks each turn if able.", current: "Test Sentinel blocks each combat if able." });
    expectRoundTrip(CARDS.provoke, { "2007": "Target creature blocks this turn if able.", current: "Target creature blocks this turn if able." });
    expectRoundTrip(CARDS.goad, { "2007": "Target creature attacks this turn if able.", current: "Target creature attacks this turn if able." });
    expectRoundTrip(`card "Test Ward"\n  cost {1}{W}\n  type Enchantment — Aura\n  Enchant creature\n  Enchanted creature blocks each turn if able.\n`, {
      "2007": "Enchanted creature blocks each turn if able.",
      current: "Enchanted creature blocks each combat if able.",
    });
  });

  it("'Target creature blocks target creature this turn if able.' (Hunt Down) prints back in both wordings", () => {
    expectRoundTrip(CARDS.huntDown, { "2007": "Target creature blocks target creature this turn if able.", current: "Target creature blocks target creature this turn if able." });
  });

  it("500.3: Hunt Down: the first target blocks the second if it attacks: another block or none is refused", () => {
    const game = table({ play: ["Forest", "Grizzly Bears", "Grizzly Bears"], hand: ["Test Hunt Down"] }, { play: ["Hill Giant"] }, { cards: compiled.registry });
    const [giant, hunted] = [find(game, "p2", "play", "Hill Giant"), find(game, "p1", "play", "Grizzly Bears", 1)];
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Hunt Down"), targets: [[giant], [hunted]] });
    passAll(game);
    advance(game, atStep("declareAttackers"));
    const other = find(game, "p1", "play", "Grizzly Bears", 0);
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [other, hunted].map((attacker) => ({ attacker, defender: "p2" })) });
    passAll(game);
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [] }, "Hill Giant blocks Grizzly Bears this turn if able");
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: giant, attacker: other }] }, "500.3");
    for (const action of game.legalActions()) if (action.kind === "declareBlockers") expect(action.blocks).toContainEqual({ blocker: giant, attacker: hunted });
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: giant, attacker: hunted }] });
  });

  it("500.3: Hunt Down asks nothing when the creature to block doesn't attack", () => {
    const game = table({ play: ["Forest", "Grizzly Bears", "Grizzly Bears"], hand: ["Test Hunt Down"] }, { play: ["Hill Giant"] }, { cards: compiled.registry });
    const [giant, hunted] = [find(game, "p2", "play", "Hill Giant"), find(game, "p1", "play", "Grizzly Bears", 1)];
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Hunt Down"), targets: [[giant], [hunted]] });
    passAll(game);
    toBlockers(game, ["Grizzly Bears"]);
    ok(game, block(game, []));
  });

  it("a player can't block: reported where it is written, with what to write", () => {
    const text = `card "T"\n  cost {G}\n  type Instant\n  Target player blocks this turn if able.\n`;
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS1035", 4, 3]]);
  });

  it("compiles: the static ability's requirement as data, the spell's as the restrict primitive", async () => {
    const sentinel = await compileCardSource(CARDS.sentinel, "sentinel.card");
    expect(sentinel.diagnostics).toEqual([]);
    expect(sentinel.code).toContain('{ kind: "blocksEachTurn" }');
    const provoke = await compileCardSource(CARDS.provoke, "provoke.card");
    expect(provoke.code).toMatch(/ctx\.restrict\(.*\["blocksIfAble"\], "untilEndOfTurn"\);/);
  });

  it("500.3: a creature that blocks each turn if able must block an attacker it can block; blocking it is accepted", () => {
    const game = table({ play: ["Grizzly Bears"] }, { play: ["Test Sentinel", "Hill Giant"] }, { cards: compiled.registry });
    toBlockers(game, ["Grizzly Bears"]);
    refused(game, block(game, []), "500.3");
    refused(game, block(game, [["Hill Giant", "Grizzly Bears"]]), "Test Sentinel blocks each turn if able");
    // every declaration the engine lists obeys it
    for (const action of game.legalActions()) {
      if (action.kind === "declareBlockers") expect(action.blocks.map((b) => game.object(b.blocker)!.name)).toContain("Test Sentinel");
    }
    ok(game, block(game, [["Test Sentinel", "Grizzly Bears"], ["Hill Giant", "Grizzly Bears"]]));
  });

  it("a snapshot keeps the requirements (Lure's and the blocker's): restored from JSON, the same declarations are refused", () => {
    const game = table({ play: ["Test Lure Beast", "Grizzly Bears"] }, { play: ["Test Sentinel", "Hill Giant"] }, { cards: compiled.registry });
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), compiled.registry);
    toBlockers(restored, ["Grizzly Bears", "Test Lure Beast"]);
    refused(restored, block(restored, [["Test Sentinel", "Grizzly Bears"]]), "all creatures able to block Test Lure Beast do so");
    ok(restored, block(restored, [["Test Sentinel", "Test Lure Beast"], ["Hill Giant", "Test Lure Beast"]]));
  });

  it("500.4: an attacker whose evasion forbids the block asks nothing: with only a flyer attacking, no block is legal", () => {
    const game = table({ play: ["Serra Angel"] }, { play: ["Test Sentinel"] }, { cards: compiled.registry });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Serra Angel"), defender: "p2" }] });
    advance(game, atStep("endOfCombat"));
    expect(game.player("p2").life).toBe(16);
  });

  it("500.4: 'can't be blocked by more than one creature' taken by a creature without a requirement gives way to the one that blocks if able", () => {
    const game = table({ play: ["Test Lone Raider"] }, { play: ["Test Sentinel", "Hill Giant"] }, { cards: compiled.registry });
    toBlockers(game, ["Test Lone Raider"]);
    refused(game, block(game, [["Hill Giant", "Test Lone Raider"]]), "500.3");
    ok(game, block(game, [["Test Sentinel", "Test Lone Raider"]]));
  });

  it("500.3: 'Target creature blocks this turn if able.' makes the target block this turn", () => {
    const game = table({ play: ["Forest", "Grizzly Bears"], hand: ["Test Provoke"] }, { play: ["Hill Giant"] }, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Provoke"), targets: [[find(game, "p2", "play", "Hill Giant")]] });
    passAll(game);
    toBlockers(game, ["Grizzly Bears"]);
    refused(game, block(game, []), "Hill Giant blocks each turn if able");
    ok(game, block(game, [["Hill Giant", "Grizzly Bears"]]));
    advance(game, atStep("endOfCombat"));
    expect(game.zone("p1", "graveyard").map((id) => game.object(id)?.name)).toContain("Grizzly Bears");
  });

  it("500.2: 'Target creature attacks this turn if able.' makes the target attack this turn, and not the next", () => {
    const game = table({ play: ["Mountain", "Grizzly Bears"], hand: ["Test Goad"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Goad"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    advance(game, atStep("declareAttackers"));
    refused(game, { kind: "declareAttackers", player: "p1", attackers: [] }, "attacks each turn if able");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Grizzly Bears"), defender: "p2" }] });
    // Alice's next turn: the requirement ended with the turn it was made in
    advance(game, atStep("declareAttackers", 5));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [] });
  });
});
