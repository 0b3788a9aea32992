/**
 * 419.6b (2007): regeneration. "Regenerate" makes a shield: the next time the creature would be destroyed this
 * turn, instead it is tapped, all damage is removed from it, and it is removed from combat. Destruction by an
 * effect and by lethal damage (420.5) both go through the one replacement mechanism (replacement.ts, 419.9);
 * "can't be regenerated" stops the shield, for one resolution or for the turn.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { advance, atStep, find, logKinds, names, ok, passAll, table, type Zones } from "./engine-helpers.js";
import { shieldRegistry } from "./fixtures/shield-cards.js";

const game = (p1: Zones, p2: Zones = {}) => table(p1, p2, { cards: shieldRegistry });

/** The players before `player` pass, so that `player` holds priority (the stack stays as it is). */
function priorityTo(g: Game, player: string): void {
  while (g.priorityPlayer() !== player) ok(g, { kind: "pass", player: g.priorityPlayer()! });
}

function activate(g: Game, player: string, name: string, targets: string[][] = []): void {
  priorityTo(g, player);
  ok(g, { kind: "activate", player, object: find(g, player, "play", name), ability: 0, targets });
  passAll(g);
}

function cast(g: Game, player: string, name: string, targets: string[][] = []): void {
  priorityTo(g, player);
  ok(g, { kind: "cast", player, card: find(g, player, "hand", name), targets });
  passAll(g);
}

describe("419.6b: a regeneration shield replaces the next destruction this turn", () => {
  it("419.6b: lethal damage (420.5) is replaced: the creature stays, tapped, with no damage", () => {
    const g = game({ play: ["Shield Skeleton", "Swamp"] }, { play: ["Mountain"], hand: ["Shock"] });
    const skeleton = find(g, "p1", "play", "Shield Skeleton");
    activate(g, "p1", "Shield Skeleton");
    cast(g, "p2", "Shock", [[skeleton]]);
    expect(names(g, "p1", "play")).toContain("Shield Skeleton");
    expect(g.object(skeleton)).toMatchObject({ tapped: true, damage: 0 });
    expect(logKinds(g, "regenerate")).toEqual([expect.objectContaining({ object: skeleton, rule: "419.6b" })]);
    expect(logKinds(g, "destroy")).toEqual([]);
  });

  it("419.6b: a destroy effect is replaced, and the shield is used up: the next destruction happens", () => {
    const g = game({ play: ["Shield Skeleton", "Swamp"] }, { play: ["Swamp", "Swamp"], hand: ["Shield Smite", "Shield Smite"] });
    const skeleton = find(g, "p1", "play", "Shield Skeleton");
    activate(g, "p1", "Shield Skeleton");
    cast(g, "p2", "Shield Smite", [[skeleton]]);
    expect(names(g, "p1", "play")).toContain("Shield Skeleton");
    cast(g, "p2", "Shield Smite", [[skeleton]]);
    expect(names(g, "p1", "graveyard")).toContain("Shield Skeleton");
  });

  it("419.6b: two shields replace two destructions, one each (the same source's shields: nothing to order)", () => {
    const g = game({ play: ["Shield Skeleton", "Swamp", "Swamp"] }, { play: ["Swamp", "Swamp"], hand: ["Shield Smite", "Shield Smite"] });
    const skeleton = find(g, "p1", "play", "Shield Skeleton");
    activate(g, "p1", "Shield Skeleton");
    activate(g, "p1", "Shield Skeleton");
    cast(g, "p2", "Shield Smite", [[skeleton]]);
    expect(g.pendingDecision()).toBeNull();
    cast(g, "p2", "Shield Smite", [[skeleton]]);
    expect(names(g, "p1", "play")).toContain("Shield Skeleton");
    expect(logKinds(g, "regenerate")).toHaveLength(2);
  });

  it("419.6b: the regenerated creature is removed from combat and deals no combat damage", () => {
    const g = game({ play: ["Shield Skeleton", "Swamp"] }, { play: ["Swamp"], hand: ["Shield Smite"] });
    const skeleton = find(g, "p1", "play", "Shield Skeleton");
    advance(g, atStep("declareAttackers"));
    ok(g, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: skeleton, defender: "p2" }] });
    activate(g, "p1", "Shield Skeleton");
    cast(g, "p2", "Shield Smite", [[skeleton]]);
    advance(g, atStep("endOfCombat"));
    expect(g.player("p2").life).toBe(20);
    expect(names(g, "p1", "play")).toContain("Shield Skeleton");
  });

  it("419.6b: the shield ends with the turn (cleanup)", () => {
    const g = game({ play: ["Shield Skeleton", "Swamp"] }, { play: ["Mountain"], hand: ["Shock"] });
    const skeleton = find(g, "p1", "play", "Shield Skeleton");
    activate(g, "p1", "Shield Skeleton");
    advance(g, atStep("upkeep", 4));
    cast(g, "p2", "Shock", [[skeleton]]);
    expect(names(g, "p1", "graveyard")).toContain("Shield Skeleton");
  });
});

describe("419.6b: 'can't be regenerated'", () => {
  it("419.6b: 'It can't be regenerated' in the destroying spell: the shield does not apply, and stays unused", () => {
    const g = game({ play: ["Shield Skeleton", "Swamp"] }, { play: ["Swamp"], hand: ["Shield Terror"] });
    const skeleton = find(g, "p1", "play", "Shield Skeleton");
    activate(g, "p1", "Shield Skeleton");
    cast(g, "p2", "Shield Terror", [[skeleton]]);
    expect(names(g, "p1", "graveyard")).toContain("Shield Skeleton");
    expect(logKinds(g, "regenerate")).toEqual([]);
  });

  it("419.6b: without 'this turn', it lasts only while its spell resolves: a later destruction is regenerated", () => {
    const g = game({ play: ["Shield Skeleton", "Swamp"] }, { play: ["Swamp", "Swamp"], hand: ["Shield Curse", "Shield Smite"] });
    const skeleton = find(g, "p1", "play", "Shield Skeleton");
    activate(g, "p1", "Shield Skeleton");
    cast(g, "p2", "Shield Curse", [[skeleton]]);
    cast(g, "p2", "Shield Smite", [[skeleton]]);
    expect(names(g, "p1", "play")).toContain("Shield Skeleton");
  });

  it("419.6b: 'can't be regenerated this turn' stops the shield for every destruction this turn", () => {
    const g = game({ play: ["Shield Skeleton", "Swamp"] }, { play: ["Swamp", "Swamp"], hand: ["Shield Hex", "Shield Smite"] });
    const skeleton = find(g, "p1", "play", "Shield Skeleton");
    activate(g, "p1", "Shield Skeleton");
    cast(g, "p2", "Shield Hex", [[skeleton]]);
    cast(g, "p2", "Shield Smite", [[skeleton]]);
    expect(names(g, "p1", "graveyard")).toContain("Shield Skeleton");
  });
});
