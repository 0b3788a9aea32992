/**
 * 419.6a (2007): prevention effects are shields. "The next N damage" is used up as it prevents; "all (combat)
 * damage" prevents everything it watches; every shield ends with the turn. Shields go through the one replacement
 * mechanism, so 419.9 orders them with each other and with redirection; they are part of a snapshot.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { restoreGame } from "../../runtime/game.js";
import { SnapshotError } from "../../runtime/snapshot.js";
import { advance, answer, atStep, find, logKinds, names, ok, passAll, table, type Zones } from "./engine-helpers.js";
import { shieldRegistry } from "./fixtures/shield-cards.js";

const game = (p1: Zones, p2: Zones = {}) => table(p1, p2, { cards: shieldRegistry });

function priorityTo(g: Game, player: string): void {
  while (g.priorityPlayer() !== player) ok(g, { kind: "pass", player: g.priorityPlayer()! });
}

function activate(g: Game, player: string, name: string, targets: string[][] = []): void {
  priorityTo(g, player);
  ok(g, { kind: "activate", player, object: find(g, player, "play", name), ability: 0, targets });
  passAll(g);
}

function cast(g: Game, player: string, name: string, targets: string[][] = [], nth = 0): void {
  priorityTo(g, player);
  ok(g, { kind: "cast", player, card: find(g, player, "hand", name, nth), targets });
  passAll(g);
}

describe("419.6a: prevention shields", () => {
  it("419.6a: 'the next 3 damage' is used up as it prevents: 2 of a Shock, then 1 of the next", () => {
    const g = game({ play: ["Plains"], hand: ["Shield Ward"] }, { play: ["Mountain", "Mountain"], hand: ["Shock", "Shock"] });
    cast(g, "p1", "Shield Ward", [["p1"]]);
    cast(g, "p2", "Shock", [["p1"]]);
    expect(g.player("p1").life).toBe(20);
    cast(g, "p2", "Shock", [["p1"]]);
    expect(g.player("p1").life).toBe(19);
    expect(logKinds(g, "damagePrevented").map((event) => event.amount)).toEqual([2, 1]);
    expect(logKinds(g, "damagePrevented")[0]).toMatchObject({ recipient: "p1", rule: "419.6a" });
  });

  it("419.6a: a shield watches only its recipient", () => {
    const g = game({ play: ["Plains", "Grizzly Bears"], hand: ["Shield Ward"] }, { play: ["Mountain"], hand: ["Shock"] });
    cast(g, "p1", "Shield Ward", [[find(g, "p1", "play", "Grizzly Bears")]]);
    cast(g, "p2", "Shock", [["p1"]]);
    expect(g.player("p1").life).toBe(18);
  });

  it("419.6a: 'all combat damage' prevents combat damage both ways and leaves noncombat damage alone", () => {
    const g = game({ play: ["Hill Giant"] }, { play: ["Forest", "Mountain", "Grizzly Bears"], hand: ["Shield Fog", "Shock"] });
    const giant = find(g, "p1", "play", "Hill Giant");
    const bears = find(g, "p2", "play", "Grizzly Bears");
    advance(g, atStep("declareAttackers"));
    ok(g, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: giant, defender: "p2" }] });
    advance(g, atStep("declareBlockers"));
    ok(g, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: bears, attacker: giant }] });
    cast(g, "p2", "Shield Fog");
    advance(g, atStep("endOfCombat"));
    expect(g.object(giant)!.damage).toBe(0);
    expect(names(g, "p2", "play")).toContain("Grizzly Bears");
    cast(g, "p2", "Shock", [[giant]]);
    expect(g.object(giant)!.damage).toBe(2);
  });

  it("419.6a: damage dealt by a creature is prevented (its combat damage to a player)", () => {
    const g = game({ play: ["Hill Giant"] }, { play: ["Plains"], hand: ["Shield Muzzle"] });
    const giant = find(g, "p1", "play", "Hill Giant");
    advance(g, atStep("declareAttackers"));
    ok(g, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: giant, defender: "p2" }] });
    cast(g, "p2", "Shield Muzzle", [[giant]]);
    advance(g, atStep("endOfCombat"));
    expect(g.player("p2").life).toBe(20);
  });

  it("419.6a: shields end in the cleanup step (314.2)", () => {
    const g = game({ play: ["Plains"], hand: ["Shield Ward"] }, { play: ["Mountain"], hand: ["Shock"] });
    cast(g, "p1", "Shield Ward", [["p1"]]);
    advance(g, atStep("upkeep", 4));
    cast(g, "p2", "Shock", [["p1"]]);
    expect(g.player("p1").life).toBe(18);
  });
});

describe("419.9: prevention shields are ordered with the other replacement effects", () => {
  it("419.9: two shields on one player: that player chooses which prevents first; the other keeps what is left", () => {
    const g = game({ play: ["Plains", "Shield Mender"], hand: ["Shield Ward"] }, { play: ["Mountain", "Mountain"], hand: ["Shock", "Lightning Bolt"] });
    activate(g, "p1", "Shield Mender", [["p1"]]);
    cast(g, "p1", "Shield Ward", [["p1"]]);
    priorityTo(g, "p2");
    ok(g, { kind: "cast", player: "p2", card: find(g, "p2", "hand", "Shock"), targets: [["p1"]] });
    passAll(g);
    const decision = g.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p1", kind: "replacementOrder" });
    expect([...decision.options].sort()).toEqual(["Shield Mender", "Shield Ward"]);
    answer(g, ["Shield Mender"]); // Mender's 1, then 1 of Ward's 3: Ward keeps 2
    expect(g.player("p1").life).toBe(20);
    cast(g, "p2", "Lightning Bolt", [["p1"]]);
    expect(g.player("p1").life).toBe(19);
  });

  it("419.9: a shield and Palisade Giant's redirection: redirected first, the shield no longer applies", () => {
    const g = game({ play: ["Palisade Giant", "Shield Mender"] }, { play: ["Mountain"], hand: ["Shock"] });
    activate(g, "p1", "Shield Mender", [["p1"]]);
    priorityTo(g, "p2");
    ok(g, { kind: "cast", player: "p2", card: find(g, "p2", "hand", "Shock"), targets: [["p1"]] });
    passAll(g);
    answer(g, ["Palisade Giant"]);
    expect(g.pendingDecision()).toBeNull();
    expect(g.object(find(g, "p1", "play", "Palisade Giant"))!.damage).toBe(2);
    expect(g.player("p1").life).toBe(20);
  });
});

describe("502.7 and 419.9: protection's prevention is a replacement effect ordered with the shields", () => {
  function blockRedGiant(choice: string): Game {
    const g = game({ play: ["Hill Giant", "Plains"], hand: ["Shield Ward"] }, { play: ["Shield Paladin"] });
    const paladin = find(g, "p2", "play", "Shield Paladin");
    cast(g, "p1", "Shield Ward", [[paladin]]);
    const giant = find(g, "p1", "play", "Hill Giant");
    advance(g, atStep("declareAttackers"));
    ok(g, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: giant, defender: "p2" }] });
    advance(g, atStep("declareBlockers"));
    ok(g, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: paladin, attacker: giant }] });
    advance(g, (current) => current.pendingDecision() !== null);
    const decision = g.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p2", kind: "replacementOrder" });
    expect([...decision.options].sort()).toEqual(["Shield Ward", "protection"]);
    answer(g, [choice]);
    advance(g, atStep("endOfCombat"));
    expect(g.object(paladin)!.damage).toBe(0);
    return g;
  }

  it("502.7: protection chosen first prevents all 3; the shield is left unused", () => {
    const g = blockRedGiant("protection");
    expect(logKinds(g, "damagePrevented").map((event) => [event.rule, event.amount])).toEqual([["502.7", 3]]);
  });

  it("419.6a: the shield chosen first prevents 3 and is used up; protection has nothing left to prevent", () => {
    const g = blockRedGiant("Shield Ward");
    expect(logKinds(g, "damagePrevented").map((event) => [event.rule, event.amount])).toEqual([["419.6a", 3]]);
  });
});

describe("shields in snapshots", () => {
  it("a game with a shield restores from its snapshot and the shield still prevents", () => {
    const g = game({ play: ["Plains"], hand: ["Shield Ward"] }, { play: ["Mountain"], hand: ["Shock"] });
    cast(g, "p1", "Shield Ward", [["p1"]]);
    const restored = restoreGame(JSON.parse(JSON.stringify(g.snapshot())), shieldRegistry);
    cast(restored, "p2", "Shock", [["p1"]]);
    expect(restored.player("p1").life).toBe(20);
  });

  it("a snapshot with a malformed shield is refused with its path", () => {
    const g = game({ play: ["Plains"], hand: ["Shield Ward"] });
    cast(g, "p1", "Shield Ward", [["p1"]]);
    const snapshot = JSON.parse(JSON.stringify(g.snapshot()));
    snapshot.state.shields[0].amount = -1;
    expect(() => restoreGame(snapshot, shieldRegistry)).toThrow(SnapshotError);
    expect(() => restoreGame(snapshot, shieldRegistry)).toThrow(/shields\[0\]\.amount/);
  });
});
