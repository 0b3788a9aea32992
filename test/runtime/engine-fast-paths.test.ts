/**
 * The engine's cheap checks must agree exactly with the full computations they stand in for: the forced-pass
 * check with the listing (autoPass), the colour-count payment check with the payment planner, and the target
 * count with the target list. Checked on states taken from random games (snapshots, so the state is exactly a
 * game's) and on random pools and costs.
 */
import { describe, expect, it } from "vitest";
import type { ManaCost } from "../../runtime/definition.js";
import { newCache, obj, playIndex, stateReplaced, writable, type Engine } from "../../runtime/engine.js";
import { hasActionBesidesPass, listPriorityActions } from "../../runtime/legal.js";
import { canPay, countManaSources, manaSources, planWith } from "../../runtime/mana.js";
import { hasTargetOptions, targetOptions } from "../../runtime/stack.js";
import type { GameState } from "../../runtime/state.js";
import { seededRandom } from "../seeded-random.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import { alongRandomGames, engineFor, seedRange, stateOf, table, targetSpecsOf } from "./engine-helpers.js";

/** States of random games where the player with priority must act (no decision pending, no declaration). */
function priorityStates(): GameState[] {
  const states: GameState[] = [];
  alongRandomGames(seedRange(40_001, 40_012), (game, index) => {
    if (index % 3 !== 0 || game.isOver() || game.pendingDecision() !== null) return;
    const s = stateOf(game);
    if (s.combat === null || s.combat.awaiting === null) states.push(s);
  });
  return states;
}

describe("cheap checks agree with the full computations", () => {
  const states = priorityStates();

  it("the forced-pass check: a player has an action besides passing exactly when the listing has more than the pass", () => {
    expect(states.length).toBeGreaterThan(500);
    let forced = 0;
    for (const s of states) {
      for (const p of s.players) {
        const listed = listPriorityActions(engineFor(s, { memoViews: true }), p.id).length > 1;
        expect(hasActionBesidesPass(engineFor(s, { memoViews: true }), p.id), `${p.id} in turn ${s.turnNumber}, ${s.step}`).toBe(listed);
        if (!listed) forced++;
      }
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(forced).toBeGreaterThan(states.length / 4);
    expect(forced).toBeLessThan(states.length * 2 - states.length / 10);
  });

  it("409.1h: counting sources by colour gives the payment planner's verdict, for every cost and X", () => {
    const random = seededRandom(7);
    let payable = 0;
    let checked = 0;
    for (const s of states.slice(0, 200)) {
      for (const p of s.players) {
        const e = engineFor(s, { memoViews: true });
        const sources = manaSources(e, p.id, null);
        const counts = [0, 0, 0, 0, 0, 0];
        expect(countManaSources(e, p.id, counts)).toBe(sources.length);
        for (let i = 0; i < 10; i++) {
          const pool = [0, 0, 0, 0, 0, 0].map(() => (random() < 0.2 ? Math.floor(random() * 3) : 0));
          const pip = () => (random() < 0.3 ? Math.floor(random() * 3) : 0);
          const cost: ManaCost = { generic: Math.floor(random() * 5), W: pip(), U: pip(), B: pip(), R: pip(), G: pip(), x: random() < 0.2 ? 1 : 0 };
          const x = Math.floor(random() * 4);
          const planned = typeof planWith(pool, sources, cost, x, p.id) !== "string";
          expect(canPay(pool, counts, cost, x), JSON.stringify({ pool, counts, cost, x })).toBe(planned);
          if (planned) payable++;
          checked++;
        }
      }
    }
    expect(payable).toBeGreaterThan(checked / 10);
    expect(payable).toBeLessThan(checked - checked / 10);
  });

  it("409.1h: the remembered count of mana sources is the count worked out afresh, along whole games", () => {
    // Snapshots without JSON share object records with the game (copy on write), as the engine's own copies
    // do, so one cache carried along a game meets unchanged records again and answers from memory.
    const cache = newCache(referenceRegistry);
    let remembered = 0;
    let compared = 0;
    alongRandomGames(
      seedRange(40_101, 40_106),
      (game, index) => {
        const s = stateOf(game, "shared");
        // Another game's objects, at the same slots and ids: as after a restore.
        if (index === 0) stateReplaced(cache, 0);
        // The records changed in another game's engine, not through this cache: say so, as a game does when it
        // replaces its state (EngineCache.recordStamp), so that only the comparison of records can answer.
        cache.recordStamp++;
        for (const p of s.players) {
          const before = cache.manaSourceCounts.find((entry) => entry.player === p.id);
          const shared: Engine = { ...engineFor(s, { memoViews: true }), cache };
          const counts = [0, 0, 0, 0, 0, 0];
          const total = countManaSources(shared, p.id, counts);
          if (cache.manaSourceCounts.find((entry) => entry.player === p.id) === before) remembered++;
          const afresh = [0, 0, 0, 0, 0, 0];
          expect(total).toBe(countManaSources(engineFor(s, { memoViews: true }), p.id, afresh));
          expect(counts).toEqual(afresh);
          compared++;
        }
      },
      false, // random decks
    );
    expect(compared).toBeGreaterThan(500);
    expect(remembered).toBeGreaterThan(compared / 4);
    expect(remembered).toBeLessThan(compared);
  });

  it("the play index brought along from the list before (one permanent in or out) is the index built afresh", () => {
    // One cache along whole games, as a game's engine keeps it: most changes to the play list are one
    // permanent coming into play or leaving, and the index (and its mana producers) is derived from the last.
    const cache = newCache(referenceRegistry);
    let derived = 0;
    let compared = 0;
    alongRandomGames(seedRange(40_121, 40_126), (game, step) => {
      const s = stateOf(game, "shared");
      if (step === 0) stateReplaced(cache, 0); // as in the test above: another game
      cache.recordStamp++; // as in the test above: the records changed through another engine
      const shared: Engine = { ...engineFor(s, { memoViews: true }), cache };
      const index = playIndex(shared);
      if (index.added !== null || index.removed !== null) derived++;
      const afresh = playIndex(engineFor(s, { memoViews: true }));
      const lists = (i: typeof index) => [i.activating, i.activatingAnyTime, i.replacing, i.triggeringAtSteps, i.triggeringOnEvents, i.attaching, i.stateBasedRelevant];
      expect(lists(index)).toEqual(lists(afresh));
      for (const p of s.players) {
        expect(manaSources(shared, p.id, null)).toEqual(manaSources(engineFor(s, { memoViews: true }), p.id, null));
      }
      compared++;
    });
    expect(compared).toBeGreaterThan(300);
    expect(derived).toBeGreaterThan(compared / 20);
  });

  it("after a discarded run, the index kept for the committed play list (found by its identity) is the index built afresh", () => {
    // One cache along whole games; before each look, a run is discarded as game.ts discards one (the state put
    // back is the same), sometimes after the run had asked for the index of a list of its own.
    const cache = newCache(referenceRegistry);
    let kept = 0;
    let compared = 0;
    let previous: GameState | null = null;
    alongRandomGames(seedRange(40_131, 40_134), (game, step) => {
      const s = stateOf(game, "shared");
      if (step === 0) stateReplaced(cache, 0); // another game
      cache.recordStamp++; // the records changed through another engine
      const shared: Engine = { ...engineFor(s, { memoViews: true }), cache };
      const before = playIndex(shared);
      // A discarded run that looked at another list (the last state's) before it was discarded, every third look.
      if (step % 3 === 2 && previous !== null) playIndex({ ...engineFor(previous, { memoViews: true }), cache });
      stateReplaced(cache, s.objects.length);
      const index = playIndex(shared);
      if (index === before) kept++;
      const afresh = playIndex(engineFor(s, { memoViews: true }));
      const lists = (i: typeof index) => [i.slots, i.activating, i.activatingAnyTime, i.replacing, i.triggeringAtSteps, i.triggeringOnEvents, i.attaching, i.stateBasedRelevant];
      expect(lists(index)).toEqual(lists(afresh));
      for (const p of s.players) {
        expect(manaSources(shared, p.id, null)).toEqual(manaSources(engineFor(s, { memoViews: true }), p.id, null));
      }
      previous = s;
      compared++;
    });
    expect(compared).toBeGreaterThan(100);
    expect(kept).toBeGreaterThan(compared / 2);
    expect(kept).toBeLessThan(compared);
  });

  it("after the state is replaced (a restore), ids that now name other objects are not trusted: the index is built afresh", () => {
    // Two games whose play lists differ by one permanent at the end, with the same ids naming other cards
    // before it (o1: a Forest in one, a Plains in the other), as a restored state's can: one cache, as one
    // Game keeps it across restore().
    const before = stateOf(table({ play: ["Forest", "Forest"] }));
    const after = stateOf(table({ play: ["Forest", "Plains", "Mountain"] }));
    expect(after.play.slice(0, 2)).toEqual(before.play);
    const cache = newCache(referenceRegistry);
    const counted = (s: GameState) => {
      const counts = [0, 0, 0, 0, 0, 0];
      countManaSources({ ...engineFor(s), cache }, "p1", counts);
      return counts;
    };
    expect(counted(before)).toEqual([0, 0, 0, 0, 2, 0]); // W U B R G C
    stateReplaced(cache, 0); // what restore() does
    expect(counted(after)).toEqual([1, 0, 0, 1, 1, 0]);
  });

  it("409.1h: a mana source tapped later in the same run is not counted from memory", () => {
    let checked = 0;
    for (const s of states) {
      const e: Engine = engineFor(s, { memoViews: true });
      // Records this run already copied (changed earlier in the run): writable hands them back as they are.
      for (const id of s.play) writable(e, obj(e, id)!);
      for (const p of s.players) {
        const total = countManaSources(e, p.id, [0, 0, 0, 0, 0, 0]);
        if (total === 0) continue;
        // Tap one of the counted sources as a run would (copy on write), then ask again.
        const source = manaSources(e, p.id, null)[0];
        writable(e, obj(e, source.object)!).tapped = true;
        expect(countManaSources(e, p.id, [0, 0, 0, 0, 0, 0])).toBe(total - 1);
        expect(playIndex(e).play).toBe(s.play);
        checked++;
      }
      if (checked >= 100) break;
    }
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it("409.1c: counting legal targets up to a minimum agrees with the list of legal targets", () => {
    const specs = targetSpecsOf();
    expect(specs.length).toBeGreaterThan(5);
    for (const s of states.slice(0, 150)) {
      const source = s.play[0] ?? s.players[0].hand[0];
      if (source === undefined) continue;
      for (const spec of specs) {
        for (const p of s.players) {
          const count = targetOptions(engineFor(s, { memoViews: true }), spec, source, p.id).length;
          for (const atLeast of [0, 1, 2, 3]) expect(hasTargetOptions(engineFor(s, { memoViews: true }), spec, source, p.id, atLeast)).toBe(count >= atLeast);
        }
      }
    }
  });
});
