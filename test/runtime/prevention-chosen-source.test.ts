/**
 * 419.6a (2007): the shields of "a source of your choice" (Story Circle, Burrenton Forge-Tender): a shield that
 * watches one source's damage to one player ("would deal damage to you") prevents only damage both from that
 * source and to that player; "the next time … prevent that damage" is used up by the first damage event it
 * prevents, whatever its amount. And the snapshot of a game keeps both, and what a permanent chose as it came into
 * play (ObjectState `chosen`), and refuses them malformed.
 */
import { describe, expect, it } from "vitest";
import type { ReplaceableEvent } from "../../runtime/definition.js";
import { replaceEvent } from "../../runtime/replacement.js";
import { restoreGame } from "../../runtime/game.js";
import { addPreventionShield } from "../../runtime/shields.js";
import { SnapshotError } from "../../runtime/snapshot.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import { engineFor, find, stateOf, table } from "./engine-helpers.js";

function setup() {
  const g = table({ play: ["Plains"] }, { play: ["Hill Giant", "Grizzly Bears"] });
  const s = stateOf(g);
  const e = engineFor(s);
  const giant = find(g, "p2", "play", "Hill Giant");
  const bears = find(g, "p2", "play", "Grizzly Bears");
  const plains = find(g, "p1", "play", "Plains");
  const damage = (source: string, recipient: string, amount: number) =>
    replaceEvent(e, { kind: "damage", source, recipient, amount, combat: false, byEffect: true } as ReplaceableEvent) as Extract<ReplaceableEvent, { kind: "damage" }>;
  return { g, e, giant, bears, plains, damage };
}

describe("419.6a: shields of a chosen source", () => {
  it("419.6a: 'the next time a source of your choice would deal damage to you' prevents all of that source's next damage to you, once", () => {
    const { e, giant, plains, damage } = setup();
    addPreventionShield(e, plains, "p1", { amount: null, combatOnly: false, to: "p1", by: giant, both: true, once: true });
    expect(damage(giant, "p1", 3).amount).toBe(0);
    expect(damage(giant, "p1", 3).amount).toBe(3);
  });

  it("419.6a: the shield watches damage both from the source and to the player: other sources and other recipients are dealt in full", () => {
    const { e, giant, bears, plains, damage } = setup();
    addPreventionShield(e, plains, "p1", { amount: null, combatOnly: false, to: "p1", by: giant, both: true, once: true });
    expect(damage(bears, "p1", 2).amount).toBe(2);
    expect(damage(giant, "p2", 3).amount).toBe(3);
    expect(damage(giant, "p1", 3).amount).toBe(0);
  });

  it("419.6a: 'all damage a red source of your choice would deal this turn' prevents every damage event of that source", () => {
    const { e, giant, plains, damage } = setup();
    addPreventionShield(e, plains, "p1", { amount: null, combatOnly: false, to: null, by: giant });
    expect(damage(giant, "p1", 3).amount).toBe(0);
    expect(damage(giant, "p2", 3).amount).toBe(0);
  });
});

describe("snapshots: chosen values and chosen-source shields", () => {
  it("a permanent's chosen color and devoured count, and a 'next time' shield, restore from a snapshot", () => {
    const g = table({ play: ["Plains"] }, { play: ["Hill Giant"] });
    const snapshot = JSON.parse(JSON.stringify(g.snapshot()));
    const giant = find(g, "p2", "play", "Hill Giant");
    const plains = find(g, "p1", "play", "Plains");
    const slot = Number(plains.slice(1));
    snapshot.state.objects[slot].chosen = { color: "R", devoured: 2 };
    snapshot.state.shields = [{ kind: "prevention", id: 999, source: plains, controller: "p1", amount: null, combatOnly: false, to: "p1", by: giant, both: true, once: true }];
    const restored = restoreGame(snapshot, referenceRegistry);
    const state = JSON.parse(JSON.stringify(restored.snapshot())).state;
    expect(state.objects[slot].chosen).toEqual({ color: "R", devoured: 2 });
    expect(state.shields[0]).toMatchObject({ both: true, once: true });
  });

  it("a malformed chosen color is refused with its path", () => {
    const g = table({ play: ["Plains"] });
    const snapshot = JSON.parse(JSON.stringify(g.snapshot()));
    const slot = Number(find(g, "p1", "play", "Plains").slice(1));
    snapshot.state.objects[slot].chosen = { color: "purple" };
    expect(() => restoreGame(snapshot, referenceRegistry)).toThrow(SnapshotError);
    expect(() => restoreGame(snapshot, referenceRegistry)).toThrow(/chosen\.color/);
  });
});
