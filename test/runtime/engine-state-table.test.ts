/**
 * The object table of a run's copy (engine.ts `ownObjects`): with `copiedFrom`, the state the copy was made from
 * takes the copy of the table and the run keeps (and changes) the original. The state copied from must hold the
 * table exactly as it was, whatever the run does; without `copiedFrom`, the run copies the table itself.
 * And the state copy's players (state.ts `cloneState`): copies, not shared.
 */
import { describe, expect, it } from "vitest";
import { ownObjects } from "../../runtime/engine.js";
import { cloneState } from "../../runtime/state.js";
import { createObject } from "../../runtime/zones.js";
import { engineFor, table } from "./engine-helpers.js";

function committedState() {
  const game = table({ hand: ["Island", "Island"], play: ["Island"] });
  return (game.snapshot() as unknown as { state: import("../../runtime/state.js").GameState }).state;
}

describe("the object table of a run's copy", () => {
  it("with copiedFrom, the state copied from takes the copy and keeps its entries; the run keeps the original", () => {
    const committed = committedState();
    const original = committed.objects;
    const entries = original.slice();
    const copy = cloneState(committed, true);
    const e = engineFor(copy);
    e.copiedFrom = committed;
    expect(copy.objects).toBe(original); // shared until the first change
    const own = ownObjects(e);
    expect(own).toBe(original);
    expect(committed.objects).not.toBe(original);
    createObject(e, "Island", null, "p1", "p1", "hand");
    own[0] = null;
    expect(committed.objects).toEqual(entries);
    for (let i = 0; i < entries.length; i++) expect(committed.objects[i]).toBe(entries[i]);
    expect(ownObjects(e)).toBe(own); // copied once per run
  });

  it("without copiedFrom (or when the tables differ), the run copies the table", () => {
    const committed = committedState();
    const original = committed.objects;
    const copy = cloneState(committed, true);
    const e = engineFor(copy);
    const own = ownObjects(e);
    expect(own).not.toBe(original);
    expect(committed.objects).toBe(original);
    const other = cloneState(committed, true);
    const f = engineFor(other);
    f.copiedFrom = cloneState(committed); // a state with a table of its own: not the one the run shares
    expect(ownObjects(f)).not.toBe(original);
    expect(committed.objects).toBe(original);
  });

  it("copies of the state have players of their own", () => {
    const committed = committedState();
    const copy = cloneState(committed, true);
    expect(copy.players.length).toBe(committed.players.length);
    for (let i = 0; i < copy.players.length; i++) {
      expect(copy.players[i]).not.toBe(committed.players[i]);
      expect(copy.players[i]).toEqual(committed.players[i]);
      expect(copy.players[i].pool).not.toBe(committed.players[i].pool);
    }
    copy.players[0].life = 1;
    expect(committed.players[0].life).not.toBe(1);
  });
});
