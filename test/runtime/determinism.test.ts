/**
 * Determinism and plain-data state (issue 4, "Determinism and data"): the same seed and the same actions give
 * the same event log; a snapshot is plain JSON; a snapshot taken mid-game, serialised to JSON, restored and
 * continued gives the same log as the original game, and so does rewinding a game in place with restore().
 */
import { describe, expect, it } from "vitest";
import type { Game, GameSnapshot } from "../../runtime/api.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import {
  applyStep,
  continueFromSnapshot,
  firstLogDifference,
  playRandomGame,
  replay,
  type Engine,
  type RandomGameResult,
} from "./fuzz-harness.js";

const engine: Engine = { createGame, restoreGame };
const SEEDS = Array.from({ length: 16 }, (_, index) => 20_001 + index * 7);

const played = new Map<number, RandomGameResult>();
function game(seed: number): RandomGameResult {
  let result = played.get(seed);
  if (result === undefined) {
    result = playRandomGame(engine, referenceRegistry, { seed, checkInvariants: false });
    played.set(seed, result);
  }
  return result;
}

function logDiff(expected: Game | RandomGameResult, actual: Game): string {
  const a = "trace" in expected ? expected.log : expected.log();
  const index = firstLogDifference(a, actual.log());
  return index < 0 ? "" : `first difference at log entry ${index}: ${JSON.stringify(a[index])} vs ${JSON.stringify(actual.log()[index])}`;
}

describe("determinism: the same seed and the same actions give the same log", () => {
  it("two games from the same setup, driven in lockstep, offer the same actions and decisions at every step", () => {
    for (const seed of SEEDS.slice(0, 3)) {
      const { setup, trace } = game(seed);
      const a = engine.createGame(setup);
      const b = engine.createGame(setup);
      trace.forEach((step, index) => {
        expect(JSON.stringify(b.pendingDecision()), `seed ${seed} step ${index}`).toBe(JSON.stringify(a.pendingDecision()));
        if (a.pendingDecision() === null) {
          expect(JSON.stringify(b.legalActions()), `seed ${seed} step ${index}`).toBe(JSON.stringify(a.legalActions()));
        }
        applyStep(a, step, index);
        applyStep(b, step, index);
      });
      expect(logDiff(a, b)).toBe("");
    }
  });

  for (const seed of SEEDS) {
    it(`seed ${seed}: a replay of the recorded actions gives the same log and the same final state`, () => {
      const original = game(seed);
      const again = replay(engine, original.setup, original.trace);
      expect(logDiff(original, again)).toBe("");
      expect(JSON.stringify(again.snapshot())).toBe(JSON.stringify(original.game.snapshot()));
    });
  }
});

describe("determinism: answers given inline and answers given through answer() make the same game", () => {
  // The random player draws each answer when the decision arises, through the game option `decide` or through
  // pendingDecision()/answer(): the same draws in the same order, so the same game, event for event; the
  // inline game's trace (answers after the step that asked them) replays through answer() to the same log.
  it("16 random games, with and without forced passes made by the engine", () => {
    let answered = 0;
    for (const seed of SEEDS) {
      for (const autoPass of [undefined, "engine"] as const) {
        const pending = playRandomGame(engine, referenceRegistry, { seed, autoPass, checkInvariants: false });
        const inline = playRandomGame(engine, referenceRegistry, { seed, autoPass, answers: "inline", checkInvariants: false });
        expect(firstLogDifference(pending.log, inline.log), `seed ${seed}, autoPass ${autoPass}`).toBe(-1);
        expect(inline.trace, `seed ${seed}, autoPass ${autoPass}`).toEqual(pending.trace);
        expect(logDiff(inline, replay(engine, inline.setup, inline.trace)), `seed ${seed}`).toBe("");
        answered += inline.trace.filter((step) => "answer" in step).length;
      }
    }
    expect(answered).toBeGreaterThan(50); // the games do ask: the comparison is not vacuous
  });
});

describe("seeded randomness", () => {
  // Liliana Vess −2 shuffles the library: the order after it depends on the game's seed, and only on it.
  const libraryAfterShuffle = (seed: number): string => {
    const library = ["Shock", "Lava Axe", "Grizzly Bears", "Hill Giant", "Serra Angel", "Ornithopter", "Millstone", "Oblivion Ring"];
    const game = engine.createGame({
      cards: referenceRegistry,
      players: [
        { name: "Alice", library: library.map((card) => ({ card })), play: [{ card: "Liliana Vess", counters: { loyalty: 5 } }] },
        { name: "Bob", library: [{ card: "Island" }] },
      ],
      turnNumber: 3,
      seed,
    });
    const steps = [
      game.submit({ kind: "activate", player: "p1", object: game.zone("p1", "play")[0], ability: 1 }),
      game.submit({ kind: "pass", player: "p1" }),
      game.submit({ kind: "pass", player: "p2" }),
    ];
    expect(steps.every((result) => result.ok)).toBe(true);
    const decision = game.pendingDecision();
    if (decision !== null) {
      const shock = decision.options.find((option) => game.object(option)?.name === "Shock");
      expect(game.answer([shock ?? decision.options[0]]).ok).toBe(true);
    }
    return game.zone("p1", "library").map((id) => game.object(id)?.name).join(",");
  };

  it("the same seed shuffles the same way; different seeds shuffle differently", () => {
    expect(libraryAfterShuffle(7)).toBe(libraryAfterShuffle(7));
    const orders = new Set([1, 2, 3, 4, 5, 6].map(libraryAfterShuffle));
    expect(orders.size).toBeGreaterThan(1);
    for (const order of orders) expect(order.startsWith("Shock,")).toBe(true); // found card on top after the shuffle
  });
});

describe("snapshots: plain data, JSON round trip, restore and continue", () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: snapshots at ¼, ½ and ¾ of the game, through JSON, restored and continued, give the original log`, () => {
      const original = game(seed);
      for (const fraction of [0.25, 0.5, 0.75]) {
        const at = Math.floor(original.trace.length * fraction);
        const { restored, snapshotJson, restoredSnapshotJson } = continueFromSnapshot(engine, original.setup, original.trace, at);
        expect(restoredSnapshotJson, `restored snapshot at step ${at} differs from the one taken`).toBe(snapshotJson);
        expect(logDiff(original, restored), `snapshot at step ${at}`).toBe("");
        expect(restored.isOver()).toBe(original.over);
        expect(restored.winner()).toBe(original.winner);
      }
    });
  }

  it("a snapshot taken while a decision is pending restores the decision; answering it there gives the original log", () => {
    let checked = 0;
    for (const seed of SEEDS) {
      const original = game(seed);
      // Trace steps that are answers are exactly the points where a decision was pending.
      const points = original.trace.flatMap((step, index) => ("answer" in step ? [index] : [])).slice(0, 3);
      for (const at of points) {
        const { restored, snapshotJson } = continueFromSnapshot(engine, original.setup, original.trace.slice(0, at), at);
        const pending = restored.pendingDecision();
        expect(pending, `seed ${seed} step ${at}: the restored game lost its pending decision`).not.toBeNull();
        const live = replay(engine, original.setup, original.trace.slice(0, at));
        expect(JSON.stringify(pending)).toBe(JSON.stringify(live.pendingDecision()));
        expect(JSON.stringify(restored.snapshot())).toBe(snapshotJson);
        for (let index = at; index < original.trace.length; index++) applyStep(restored, original.trace[index], index);
        expect(logDiff(original, restored), `seed ${seed}, snapshot at step ${at}`).toBe("");
        checked++;
      }
    }
    expect(checked, "no game of the sample had a decision to snapshot").toBeGreaterThan(5);
  });

  it("a token's abilities survive a JSON round trip (found again through its creator's CardDefinition.tokens)", () => {
    const live = engine.createGame({
      cards: referenceRegistry,
      players: [
        { name: "Alice", life: 13, library: [{ card: "Island" }], play: [{ card: "Ajani Goldmane", counters: { loyalty: 6 } }] },
        { name: "Bob", library: [{ card: "Island" }] },
      ],
      turnNumber: 3,
    });
    const ajani = live.zone("p1", "play")[0];
    expect(live.submit({ kind: "activate", player: "p1", object: ajani, ability: 2 })).toEqual({ ok: true });
    expect(live.submit({ kind: "pass", player: "p1" })).toEqual({ ok: true });
    expect(live.submit({ kind: "pass", player: "p2" })).toEqual({ ok: true });
    const restored = engine.restoreGame(JSON.parse(JSON.stringify(live.snapshot())) as GameSnapshot, referenceRegistry);
    const avatar = restored.zone("p1", "play").find((id) => restored.object(id)?.name === "Avatar");
    expect(avatar).toBeDefined();
    expect(restored.object(avatar as string)).toMatchObject({ power: 13, toughness: 13, token: true });
  });

  it("a version-2 snapshot (records without their table slot) restores, gets the slots, and continues with the same log", () => {
    for (const seed of SEEDS.slice(0, 4)) {
      const original = game(seed);
      const at = original.trace.length >> 1;
      const mid = replay(engine, original.setup, original.trace.slice(0, at));
      const current = JSON.parse(JSON.stringify(mid.snapshot()));
      const old = JSON.parse(JSON.stringify(current));
      old.version = 2;
      for (const record of old.state.objects) if (record !== null) {
        delete record.slot;
        delete record.attachedTo; // version 4 (runtime/attachments.ts)
      }
      const restored = engine.restoreGame(old as GameSnapshot, referenceRegistry);
      expect(JSON.parse(JSON.stringify(restored.snapshot())).state.objects, `seed ${seed}`).toEqual(current.state.objects);
      for (let index = at; index < original.trace.length; index++) applyStep(restored, original.trace[index], index);
      expect(logDiff(original, restored), `seed ${seed}`).toBe("");
    }
  });

  it("restore() of another game's snapshot: the game goes on as that game would (its caches hold nothing of the first)", () => {
    for (const [first, second] of [[SEEDS[0], SEEDS[1]], [SEEDS[2], SEEDS[3]], [SEEDS[4], SEEDS[5]]]) {
      const a = game(first);
      const b = game(second);
      // The first game played to its end (its caches full of its own objects), then given the second's state.
      const running = replay(engine, a.setup, a.trace);
      const at = b.trace.length >> 1;
      const snapshot = JSON.parse(JSON.stringify(replay(engine, b.setup, b.trace.slice(0, at)).snapshot())) as GameSnapshot;
      running.restore(snapshot);
      for (let index = at; index < b.trace.length; index++) applyStep(running, b.trace[index], index);
      expect(logDiff(b, running), `seed ${second} restored into the game of seed ${first}`).toBe("");
    }
  });

  it("a snapshot is plain JSON data: serialising it loses nothing", () => {
    for (const seed of SEEDS.slice(0, 6)) {
      const original = game(seed);
      const mid = replay(engine, original.setup, original.trace.slice(0, original.trace.length >> 1));
      const snapshot = mid.snapshot();
      expect(JSON.parse(JSON.stringify(snapshot))).toStrictEqual(snapshot);
    }
  });

  it("restore() rewinds a game in place: replaying the rest of the actions gives the original log", () => {
    for (const seed of SEEDS.slice(0, 6)) {
      const original = game(seed);
      const at = original.trace.length >> 1;
      const running = replay(engine, original.setup, original.trace.slice(0, at));
      const snapshot = JSON.parse(JSON.stringify(running.snapshot())) as GameSnapshot;
      // Play on to the end, then rewind to the snapshot and play the same rest again.
      for (let index = at; index < original.trace.length; index++) applyStep(running, original.trace[index], index);
      running.restore(snapshot);
      expect(JSON.stringify(running.snapshot())).toBe(JSON.stringify(snapshot));
      for (let index = at; index < original.trace.length; index++) applyStep(running, original.trace[index], index);
      expect(logDiff(original, running), `seed ${seed}`).toBe("");
    }
  });

  it("a snapshot is not aliased to the live game: playing on does not change a snapshot already taken", () => {
    const original = game(SEEDS[0]);
    const at = original.trace.length >> 1;
    const running = replay(engine, original.setup, original.trace.slice(0, at));
    const snapshot = running.snapshot();
    const frozen = JSON.stringify(snapshot);
    for (let index = at; index < original.trace.length; index++) applyStep(running, original.trace[index], index);
    expect(JSON.stringify(snapshot)).toBe(frozen);
  });
});
