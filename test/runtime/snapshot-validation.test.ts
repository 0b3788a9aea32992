/**
 * A snapshot is input (issue 20, item 8): `restoreGame` and `game.restore` validate it completely and refuse a
 * bad one with one SnapshotError naming the path of the problem in the snapshot and what to do, before
 * anything changes. One test per reproduction of the issue, then seeded mutations of real snapshots: restore
 * either refuses with a SnapshotError or gives a game that plays on without throwing.
 */
import { describe, expect, it } from "vitest";
import type { Game, GameSnapshot } from "../../runtime/api.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { SnapshotError } from "../../runtime/snapshot.js";
import { KEYWORD_TRIGGERS } from "../../runtime/keyword-triggers.js";
import { SnapshotError as PublicSnapshotError } from "../../runtime/index.js";
import { buildRandomAction, playRandomGame, Rng } from "./fuzz-harness.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import { find, many, ok, passAll, setupOf, walker } from "./engine-helpers.js";

type Json = Record<string, any>;

/** How many mutated snapshots the fuzz test restores (SNAPSHOT_MUTATIONS=20000 for a longer hunt). */
const MUTATIONS = Number(process.env.SNAPSHOT_MUTATIONS ?? 600);

/** A mid-game snapshot through JSON: a permanent, a card in each zone, the log, a planeswalker with counters. */
function snapshotJson(): Json {
  const game = createGame(
    setupOf(
      { hand: ["Lightning Bolt", "Shock"], play: ["Mountain", "Mountain", walker("Liliana Vess", 5)], library: many("Forest", 5), graveyard: ["Shock"] },
      { play: [walker("Garruk Wildspeaker", 3)], library: many("Plains", 5) },
    ),
  );
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
  passAll(game);
  return JSON.parse(JSON.stringify(game.snapshot()));
}

function refusal(snapshot: Json): SnapshotError {
  try {
    restoreGame(snapshot as GameSnapshot, referenceRegistry);
  } catch (error) {
    expect(error).toBeInstanceOf(SnapshotError);
    return error as SnapshotError;
  }
  throw new Error("the snapshot was restored");
}

describe("restore takes a pending trigger of every triggered keyword (runtime/keyword-triggers.ts)", () => {
  it.each(KEYWORD_TRIGGERS.map((trigger) => trigger.keyword))("%s", (keyword) => {
    const snapshot = snapshotJson();
    const mountain = snapshot.state.objects.findIndex((o: Json | null) => o?.card === "Mountain" && o.zone === "play");
    expect(mountain).toBeGreaterThanOrEqual(0);
    const source = snapshot.state.objects[mountain].id;
    snapshot.state.pendingTriggers = [{ source, card: "Mountain", ability: -1, controller: "p1", keyword }];
    expect(() => restoreGame(snapshot as GameSnapshot, referenceRegistry)).not.toThrow();
    snapshot.state.pendingTriggers[0].keyword = "Flying";
    expect(refusal(snapshot).message).toContain("keyword");
  });
});

describe("restore refuses a snapshot that is not what game.snapshot() made, naming where", () => {
  it.each([
    ["players", "state.players: missing (every snapshot has it)"],
    ["objects", "state.objects: missing (every snapshot has it)"],
    ["log", "state.log: missing (every snapshot has it)"],
  ])("without %s", (field, expected) => {
    const snapshot = snapshotJson();
    delete snapshot.state[field];
    const error = refusal(snapshot);
    expect(error.message).toContain(expected);
    expect(error.message).toMatch(/^restore: this snapshot can't be restored: .*Restore a snapshot exactly as game\.snapshot\(\) made it/);
  });

  it("with a life total that is a string (\"20\" + 2 would make \"202\")", () => {
    const snapshot = snapshotJson();
    snapshot.state.players[1].life = "20";
    const error = refusal(snapshot);
    expect(error.path).toBe("state.players[1].life");
    expect(error.message).toContain('state.players[1].life: expected an integer, got the string "20"');
  });

  it("with a number that is no safe integer (1e308)", () => {
    const snapshot = snapshotJson();
    snapshot.state.players[0].life = 1e308;
    expect(refusal(snapshot).message).toContain("state.players[0].life: expected an integer, got the number 1e+308");
    const other = snapshotJson();
    other.state.turnNumber = 2.5;
    expect(refusal(other).message).toContain("state.turnNumber: expected an integer, got the number 2.5");
  });

  it("with an unknown object id in a zone", () => {
    const snapshot = snapshotJson();
    snapshot.state.players[0].hand = [...snapshot.state.players[0].hand, "o9999"];
    expect(refusal(snapshot).message).toMatch(/state\.players\[0\]\.hand\[\d\]: o9999 is not an object of this game \(the object table has \d+ slots\)/);
  });

  it("with a card that is not in the registry", () => {
    const snapshot = snapshotJson();
    const slot = snapshot.state.objects.findIndex((o: Json | null) => o?.card === "Shock");
    snapshot.state.objects[slot].card = "Black Lotus";
    expect(refusal(snapshot).message).toContain(`state.objects[${slot}].card: "Black Lotus" is not in the registry of cards given to restore`);
  });

  it("with a priority holder or player that does not exist (p9)", () => {
    const byIndex = snapshotJson();
    byIndex.state.priority = 8;
    expect(refusal(byIndex).message).toContain("state.priority: expected an integer from 0 to 1, got 8");
    const byId = snapshotJson();
    const slot = byId.state.objects.findIndex((o: Json | null) => o !== null);
    byId.state.objects[slot].controller = "p9";
    expect(refusal(byId).message).toContain(`state.objects[${slot}].controller: expected a player id (p1, p2), got the string "p9"`);
    const seat = snapshotJson();
    seat.state.players[1].id = "p9";
    expect(refusal(seat).message).toContain('state.players[1].id: expected "p2" (players are p1, p2, … in seat order), got the string "p9"');
  });

  it("with a step that does not exist", () => {
    const snapshot = snapshotJson();
    snapshot.state.step = "bogus";
    expect(refusal(snapshot).message).toContain('state.step: expected one of "untap", "upkeep", "draw", "main1"');
  });

  it("with the same object in two zones", () => {
    const snapshot = snapshotJson();
    const inHand = snapshot.state.players[0].hand[0];
    snapshot.state.players[0].graveyard = [...snapshot.state.players[0].graveyard, inHand];
    expect(refusal(snapshot).message).toMatch(new RegExp(`state\\.players\\[0\\]\\.graveyard\\[\\d\\]: ${inHand} is listed in graveyard but its record says it is in hand`));
    const twice = snapshotJson();
    twice.state.players[0].hand = [...twice.state.players[0].hand, inHand];
    expect(refusal(twice).message).toMatch(new RegExp(`${inHand} is also at state\\.players\\[0\\]\\.hand\\[0\\]: an object is in one zone, once`));
  });

  it("with a living object that no zone holds", () => {
    const snapshot = snapshotJson();
    const [first, ...rest] = snapshot.state.players[0].library;
    snapshot.state.players[0].library = rest;
    expect(refusal(snapshot).message).toContain(`${first} is a living object in library but no zone list holds it`);
  });

  it("with an unsupported version, or something that is no snapshot", () => {
    const snapshot = snapshotJson();
    snapshot.version = 99;
    expect(refusal(snapshot).message).toContain("version: version 99 is not supported (this runtime restores versions 1 to 5)");
    expect(refusal({ state: {} }).message).toContain("expected an object made by game.snapshot()");
    expect(() => restoreGame(null as unknown as GameSnapshot, referenceRegistry)).toThrow(SnapshotError);
  });

  it("with a field a snapshot does not have", () => {
    const snapshot = snapshotJson();
    snapshot.state.players[0].mana = 5;
    expect(refusal(snapshot).message).toContain("state.players[0].mana: not a field of a snapshot");
  });

  it("game.restore refuses it and leaves the game as it was; the error is part of the public API", () => {
    const game = restoreGame(snapshotJson() as GameSnapshot, referenceRegistry);
    const before = JSON.stringify(game.snapshot());
    const life = game.player("p2").life;
    const bad = snapshotJson();
    bad.state.players[1].life = "20";
    expect(() => game.restore(bad as GameSnapshot)).toThrow(PublicSnapshotError);
    expect(JSON.stringify(game.snapshot())).toBe(before);
    expect(game.player("p2").life).toBe(life);
  });
});

describe("trusted snapshots", () => {
  it("trusted skips the validation only for a snapshot this process made; any other is validated anyway", () => {
    const game = restoreGame(snapshotJson() as GameSnapshot, referenceRegistry);
    const made = game.snapshot();
    const life = game.player("p2").life;
    game.restore(made, { trusted: true });
    expect(game.player("p2").life).toBe(life);
    const copy = JSON.parse(JSON.stringify(made));
    copy.state.players[1].life = "20";
    expect(() => game.restore(copy, { trusted: true })).toThrow(/state\.players\[1\]\.life: expected an integer/);
    expect(() => restoreGame(copy, referenceRegistry, { trusted: true })).toThrow(SnapshotError);
  });
});

describe("seeded mutations of real snapshots", () => {
  /** Every path to a value in `value` (objects and arrays included). */
  function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
    out.push(prefix);
    if (Array.isArray(value)) value.forEach((item, index) => paths(item, [...prefix, index], out));
    else if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) paths(item, [...prefix, key], out);
    return out;
  }
  const get = (root: Json, path: (string | number)[]) => path.reduce((value: any, key) => value?.[key], root);
  const REPLACEMENTS: unknown[] = ["20", -1, 1e308, 0, 1, 2 ** 53, null, true, "", "p9", "p1", "p2", "o0", "o9999", "bogus", [], {}, [null], { kind: "x" }];

  /** One random change: replace a value (by a strange one or by another value of the snapshot), delete a field or an entry, or duplicate an entry. */
  function mutate(snapshot: Json, rng: Rng): string {
    const all = paths(snapshot).filter((path) => path.length > 0);
    const path = rng.pick(all);
    const parent = get(snapshot, path.slice(0, -1));
    const key = path[path.length - 1];
    switch (rng.int(4)) {
      case 0: {
        const value = rng.pick(REPLACEMENTS);
        parent[key] = JSON.parse(JSON.stringify(value));
        return `${path.join(".")} = ${JSON.stringify(value)}`;
      }
      case 1: {
        const other = get(snapshot, rng.pick(all));
        parent[key] = JSON.parse(JSON.stringify(other ?? null));
        return `${path.join(".")} = (another value of the snapshot)`;
      }
      case 2:
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key];
        return `delete ${path.join(".")}`;
      default:
        if (Array.isArray(parent)) parent.splice(key as number, 0, JSON.parse(JSON.stringify(parent[key as number] ?? null)));
        else parent[key] = JSON.parse(JSON.stringify(parent[key] ?? null));
        return `duplicate ${path.join(".")}`;
    }
  }

  /** Plays up to `steps` random actions and answers; throws if the engine throws. */
  function playOn(game: Game, rng: Rng, steps: number): void {
    for (let step = 0; step < steps && !game.isOver(); step++) {
      const decision = game.pendingDecision();
      if (decision !== null) {
        game.answer(rng.sample(decision.options, Math.max(decision.min, Math.min(decision.max, 1))));
        continue;
      }
      const listed = game.legalActions();
      const action = rng.int(3) === 0 ? buildRandomAction(game, rng) : listed.length > 0 ? rng.pick(listed) : null;
      if (action !== null) game.submit(action);
      game.log();
      game.players();
    }
  }

  it(`restore refuses with a SnapshotError or gives a game that plays on, over ${MUTATIONS} seeded mutations`, () => {
    const sources: Json[] = [];
    for (const seed of [11, 12, 13]) {
      const played = playRandomGame({ createGame, restoreGame }, referenceRegistry, { seed, checkInvariants: false, setup: {} });
      const game = createGame(played.setup);
      const trace = played.trace.slice(0, Math.max(1, played.trace.length >> 1));
      trace.forEach((step, index) => {
        const result = "submit" in step ? game.submit(step.submit) : game.answer(step.answer);
        if (!result.ok) throw new Error(`step ${index}: ${result.error}`);
        if (index % 7 === 0) sources.push(JSON.parse(JSON.stringify(game.snapshot())));
      });
    }
    const rng = new Rng(2026);
    let refused = 0;
    let restored = 0;
    for (let round = 0; round < MUTATIONS; round++) {
      const snapshot = JSON.parse(JSON.stringify(rng.pick(sources)));
      const changes = Array.from({ length: 1 + rng.int(2) }, () => mutate(snapshot, rng));
      let game: Game;
      try {
        game = restoreGame(snapshot as GameSnapshot, referenceRegistry);
      } catch (error) {
        if (!(error instanceof SnapshotError)) throw new Error(`round ${round} (${changes.join("; ")}): restore threw ${String(error)}, not a SnapshotError`);
        refused++;
        continue;
      }
      restored++;
      try {
        playOn(game, rng, 40);
      } catch (error) {
        throw new Error(`round ${round} (${changes.join("; ")}): the restored game threw ${(error as Error).stack}`);
      }
    }
    // Both outcomes happen: the mutations hit fields that matter and fields that don't (tapped, a log entry's text).
    expect(refused).toBeGreaterThan(100);
    expect(restored).toBeGreaterThan(50);
  }, 120_000);
});
