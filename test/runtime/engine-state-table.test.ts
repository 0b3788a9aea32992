/**
 * The object table of a run's copy (engine.ts `ownObjects`): with `copiedFrom`, the run changes the table it
 * shares with the state it was copied from in place, with an undo record; a discarded run's changes are put back
 * (`undoTable`), and the state copied from then holds the table exactly as it was, whatever the run did. Without
 * `copiedFrom`, the run copies the table itself. And the state copy's players (state.ts `cloneState`): copies,
 * not shared (their mana pools are: replaced on change).
 */
import { describe, expect, it } from "vitest";
import { obj, ownObjects, setSlot, undoTable, writable } from "../../runtime/engine.js";
import { cloneState, objectIdAt, objectIndex, playerIdAt, type GameState } from "../../runtime/state.js";
import { createObject } from "../../runtime/zones.js";
import { engineFor, table } from "./engine-helpers.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import { playRandomGame, randomSetup } from "./fuzz-harness.js";

function committedState() {
  const game = table({ hand: ["Island", "Island"], play: ["Island"] });
  return (game.snapshot() as unknown as { state: import("../../runtime/state.js").GameState }).state;
}

describe("the object table of a run's copy", () => {
  it("with copiedFrom, the run changes the shared table in place; a discarded run's changes are put back exactly", () => {
    const committed = committedState();
    const original = committed.objects;
    const entries = original.slice();
    const copy = cloneState(committed, true);
    const e = engineFor(copy);
    e.copiedFrom = committed;
    expect(copy.objects).toBe(original); // shared
    const own = ownObjects(e);
    expect(own).toBe(original); // not copied: changed in place, with an undo record
    const first = entries.findIndex((o) => o !== null);
    const changed = writable(e, obj(e, entries[first]!.id)!); // copy on write: a new record at the slot
    changed.tapped = true;
    expect(committed.objects[first]).toBe(changed); // the committed state shares the table meanwhile
    createObject(e, "Island", null, "p1", "p1", "hand"); // a new slot at the end
    setSlot(e, first, null); // the same slot changed again (forgotten)
    const last = entries.length - 1;
    setSlot(e, last, null);
    undoTable(e);
    expect(committed.objects).toBe(original);
    expect(committed.objects).toHaveLength(entries.length);
    for (let i = 0; i < entries.length; i++) expect(committed.objects[i]).toBe(entries[i]);
    expect(entries[first]!.tapped).toBe(false); // the committed record itself was never changed
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
      expect(copy.players[i].pool).toBe(committed.players[i].pool); // replaced on change, never changed in place
    }
    copy.players[0].life = 1;
    expect(committed.players[0].life).not.toBe(1);
  });
});

describe("one shape for every game state", () => {
  // Every read of `e.s.…` on the hot paths sees states made by state.ts `cloneState` and game.ts `emptyState`: a
  // field added later to some of them (the turn's record, delayed triggers) would give the states two shapes, and
  // every one of those reads would then be polymorphic.
  it("a state with a turn's record has the same own fields, in the same order, as a new game's", () => {
    // The live states (a snapshot drops the fields that are undefined: state.ts `snapshotState`).
    const live = (game: unknown) => (game as { s: GameState }).s;
    const fresh = live(createGame(randomSetup(referenceRegistry, 1)));
    let played: GameState | null = null;
    for (let seed = 1; seed <= 20 && played === null; seed++) {
      const state = live(playRandomGame({ createGame, restoreGame }, referenceRegistry, { seed, checkInvariants: false, autoPass: "engine" }).game);
      if (state.turnRecord !== undefined) played = state;
    }
    expect(played).not.toBeNull();
    expect(Object.keys(played!)).toEqual(Object.keys(fresh));
    expect(Object.keys(cloneState(played!, true))).toEqual(Object.keys(fresh));
    // A restored snapshot's state too (the snapshot has no turn record when none was kept yet).
    const restored = live(restoreGame(createGame(randomSetup(referenceRegistry, 2)).snapshot(), referenceRegistry));
    expect(Object.keys(restored)).toEqual(Object.keys(fresh));
  });
});

describe("object and player ids", () => {
  it("an object's id names its table slot (objectIndex reads it back), the same string each time it is made", () => {
    for (const slot of [0, 7, 12, 123, 4096]) {
      const id = objectIdAt(slot);
      expect(id).toBe(`o${slot}`);
      expect(objectIndex(id)).toBe(slot);
      expect(objectIdAt(slot)).toBe(id);
    }
    expect([0, 1, 2].map(playerIdAt)).toEqual(["p1", "p2", "p3"]);
  });

  it("a created object gets the id of the slot it takes", () => {
    const e = engineFor(cloneState(committedState(), true));
    const o = createObject(e, "Island", null, "p1", "p1", "hand");
    expect(o.id).toBe(objectIdAt(o.slot));
    expect(obj(e, o.id)).toBe(o);
  });
});
