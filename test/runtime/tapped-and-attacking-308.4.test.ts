/**
 * "Put a 1/1 white Kithkin Soldier creature token into play tapped and attacking." (Militia's Pride; current "Create
 * … token that's tapped and attacking"): the tokens family's `tappedAndAttacking`, played by runtime/combat.ts
 * `putIntoPlayAttacking`. 308.4 (2007): the creature attacks the player or planeswalker its controller chooses, but
 * was never declared as an attacker ("whenever … attacks" does not trigger); 306.1: the declare blockers and combat
 * damage steps happen for it; 306.1b: under another player's control it is never attacking; outside combat it
 * only comes into play tapped. Grammar round trip in both wordings, the validation error, the compiled call, then
 * behaviour through cards compiled from their text.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { checkCardSources, parseCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, answer, atStep, find, logKinds, ok, passAll, table, walker } from "./engine-helpers.js";
import { expectRoundTrip, meaning } from "../grammar/round-trip.js";

const CARDS: Record<string, string> = {
  muster: `card "Test Muster"\n  cost {W}\n  type Instant\n  Put a 1/1 white Kithkin Soldier creature token into play tapped and attacking.\n`,
  captain: `card "Test Captain"\n  cost {2}{W}\n  type Creature — Kithkin Soldier\n  2/2\n  Whenever Test Captain attacks, you may put a Soldier creature card from your hand into play tapped and attacking.\n`,
  recruit: `card "Test Recruit"\n  cost {W}\n  type Creature — Kithkin Soldier\n  1/1\n  Whenever Test Recruit attacks, you gain 5 life.\n`,
  lancer: `card "Test Lancer"\n  cost {1}{W}\n  type Creature — Human Knight\n  2/1\n  First strike\n`,
  watcher: `card "Test Drummer"\n  cost {1}{W}\n  type Creature — Kithkin\n  1/1\n  Whenever a creature you control attacks, you gain 1 life.\n`,
};

const compiled = compiledWithReference("tapped-and-attacking-308.4", CARDS);

const soldiers = (game: Game, player: "p1" | "p2") => game.zone(player, "play").filter((id) => game.object(id)?.name === "Kithkin Soldier");

/** Alice attacks Bob with `attackers` (none: no attack is declared) and holds priority in the declare attackers step. */
function attackWith(game: Game, attackers: string[]): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: attackers.map((name) => ({ attacker: find(game, "p1", "play", name), defender: "p2" })) });
}

describe("308.4: a token put into play tapped and attacking", () => {
  it("parses and prints back in both wordings; 'onto the battlefield' (Oracle of 2009) and the plural mean the same", () => {
    const { ast } = expectRoundTrip(CARDS.muster, {
      "2007": "Put a 1/1 white Kithkin Soldier creature token into play tapped and attacking.",
      current: "Create a 1/1 white Kithkin Soldier creature token that's tapped and attacking.",
    });
    const oracle2009 = parseCardFile(CARDS.muster.replace("into play", "onto the battlefield"), "t.card");
    expect(oracle2009.diagnostics).toEqual([]);
    expect(meaning(oracle2009.ast.cards)).toBe(meaning(ast.cards));
    expectRoundTrip(`card "Test Muster Two"\n  cost {W}\n  type Instant\n  Create two 1/1 white Soldier creature tokens that are tapped and attacking.\n`, {
      "2007": "Put two 1/1 white Soldier creature tokens into play tapped and attacking.",
      current: "Create two 1/1 white Soldier creature tokens that are tapped and attacking.",
    });
  });

  it("a creature card from a hand 'into play tapped and attacking' (Preeminent Captain): both wordings", () => {
    expectRoundTrip(CARDS.captain, {
      "2007": "Whenever Test Captain attacks, you may put a Soldier creature card from your hand into play tapped and attacking.",
      current: "Whenever Test Captain attacks, you may put a Soldier creature card from your hand onto the battlefield tapped and attacking.",
    });
    const land = `card "T"\n  cost {W}\n  type Instant\n  You may put a land card from your hand into play tapped and attacking.\n`;
    const { diagnostics } = checkCardSources([{ file: "t.card", text: land }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS1035", 4, 52]]);
    expect(diagnostics[0].message).toContain("306.3a");
  });

  it("308.4: the Soldier card from Alice's hand attacks, tapped, without triggering its own 'whenever ~ attacks'", () => {
    const game = table({ play: ["Test Captain"], hand: ["Test Recruit"] }, {}, { cards: compiled.registry });
    attackWith(game, ["Test Captain"]);
    expect(game.pendingDecision()).toBe(null);
    passAll(game); // the Captain's trigger: "you may"
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "may" });
    answer(game, ["yes"]);
    const recruit = find(game, "p1", "play", "Test Recruit");
    expect(game.object(recruit)!.tapped).toBe(true);
    expect(logKinds(game, "putIntoPlayAttacking")).toEqual([{ kind: "putIntoPlayAttacking", object: recruit, defender: "p2" }]);
    expect(game.stack()).toEqual([]);
    advance(game, atStep("endOfCombat"));
    expect(game.player("p2").life).toBe(17);
    expect(game.player("p1").life).toBe(20);
  });

  it("306.3a: a noncreature token 'tapped and attacking' is reported where it is written, with what to do", () => {
    const text = `card "T"\n  cost {W}\n  type Instant\n  Put a colorless Treasure artifact token into play tapped and attacking.\n`;
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: "CS1035", file: "t.card", severity: "error" });
    expect(diagnostics[0].range.start).toMatchObject({ line: 4, column: 53 });
    expect(diagnostics[0].message).toContain("306.3a");
    expect(diagnostics[0].message).toContain("creature token");
  });

  it("compiles to the tokens primitive with the attacking flag", async () => {
    const { code, diagnostics } = await compileCardSource(CARDS.muster, "muster.card");
    expect(diagnostics).toEqual([]);
    expect(code).toMatch(/ctx\.createTokens\(ctx\.controller, 1, token\w*, undefined, true\);/);
  });

  it("308.4: it attacks the defending player unblocked, tapped, and 'whenever a creature you control attacks' does not trigger for it", () => {
    const game = table({ play: ["Plains", "Test Drummer"], hand: ["Test Muster"] }, {}, { cards: compiled.registry });
    attackWith(game, ["Test Drummer"]);
    passAll(game); // the Drummer's own trigger (it was declared)
    expect(game.player("p1").life).toBe(21);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Muster") });
    passAll(game);
    const [token] = soldiers(game, "p1");
    expect(game.object(token)!.tapped).toBe(true);
    expect(logKinds(game, "putIntoPlayAttacking")).toEqual([{ kind: "putIntoPlayAttacking", object: token, defender: "p2" }]);
    expect(game.stack()).toEqual([]); // no "attacks" trigger for the token
    advance(game, atStep("endOfCombat"));
    expect(game.player("p1").life).toBe(21);
    expect(game.player("p2").life).toBe(18); // the Drummer's 1 and the Soldier's 1
  });

  it("309.1: the defending player may block it like any attacking creature", () => {
    const game = table({ play: ["Plains", "Grizzly Bears"], hand: ["Test Muster"] }, { play: ["Hill Giant"] }, { cards: compiled.registry });
    attackWith(game, ["Grizzly Bears"]);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Muster") });
    passAll(game);
    const [token] = soldiers(game, "p1");
    passAll(game); // to the declare blockers step
    expect(game.step()).toBe("declareBlockers");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Hill Giant"), attacker: token }] });
    advance(game, atStep("endOfCombat"));
    expect(game.player("p2").life).toBe(18); // the Bears unblocked; the Soldier blocked and destroyed
    expect(soldiers(game, "p1")).toEqual([]);
  });

  it("306.1: with no attacker declared, a creature put into play attacking still gets the declare blockers and combat damage steps", () => {
    const game = table({ play: ["Plains", "Grizzly Bears"], hand: ["Test Muster"] }, {}, { cards: compiled.registry });
    attackWith(game, []);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Muster") });
    passAll(game);
    advance(game, atStep("endOfCombat"));
    expect(logKinds(game, "combatDamage").length + logKinds(game, "damage").length).toBeGreaterThan(0);
    expect(game.player("p2").life).toBe(19);
  });

  it("310.5: put into play attacking after the first of two combat damage steps, it assigns its damage in the second", () => {
    const game = table({ play: ["Plains", "Test Lancer"], hand: ["Test Muster"] }, {}, { cards: compiled.registry });
    attackWith(game, ["Test Lancer"]);
    advance(game, (g) => g.step() === "combatDamage" && g.stack().length === 0);
    expect(game.player("p2").life).toBe(18); // the first striker's damage
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Muster") });
    passAll(game);
    advance(game, atStep("endOfCombat"));
    expect(game.player("p2").life).toBe(17);
  });

  it("outside combat the token only comes into play tapped: it attacks nothing", () => {
    const game = table({ play: ["Plains"], hand: ["Test Muster"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Muster") });
    passAll(game);
    const [token] = soldiers(game, "p1");
    expect(game.object(token)!.tapped).toBe(true);
    expect(logKinds(game, "putIntoPlayAttacking")).toEqual([]);
  });

  it("306.1b: under the control of a player who isn't attacking, it comes into play but never attacks", () => {
    const game = table({ play: ["Grizzly Bears"] }, { play: ["Plains"], hand: ["Test Muster"] }, { cards: compiled.registry });
    attackWith(game, ["Grizzly Bears"]);
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Muster") });
    passAll(game);
    expect(soldiers(game, "p2")).toHaveLength(1);
    expect(logKinds(game, "putIntoPlayAttacking")).toEqual([]);
    advance(game, atStep("endOfCombat"));
    expect(game.player("p1").life).toBe(20);
    expect(game.player("p2").life).toBe(18);
  });

  it("308.4, 212.9e: its controller chooses the planeswalker it attacks, and its damage removes loyalty counters", () => {
    const game = table({ play: ["Plains", "Grizzly Bears"], hand: ["Test Muster"] }, { play: [walker("Jace Beleren", 3)] }, { cards: compiled.registry });
    attackWith(game, ["Grizzly Bears"]);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Muster") });
    passAll(game);
    const jace = find(game, "p2", "play", "Jace Beleren");
    const decision = game.pendingDecision();
    expect(decision).toMatchObject({ player: "p1", kind: "attackTarget", options: ["p2", jace] });
    answer(game, [jace]);
    advance(game, atStep("endOfCombat"));
    expect(game.object(jace)?.loyalty).toBe(2);
    expect(game.player("p2").life).toBe(18);
  });
});
