/**
 * The `autoPass: "whenNoOtherAction"` game option (api.ts `GameSetup.autoPass`): the engine passes for a player
 * whose only listed action is passing, and goes on to the next real choice. It must change nothing but who
 * submits those passes: the same choices give the same log with the option on or off, a decision met during
 * the forced passes is pending from the state just before the pass that asked, and snapshots keep the option.
 */
import { describe, expect, it } from "vitest";
import type { GameSetup, GameSnapshot } from "../../runtime/api.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import { many, setupOf } from "./engine-helpers.js";
import { continueFromSnapshot, firstLogDifference, planeswalkerHeavyPool, playRandomGame, type Engine } from "./fuzz-harness.js";

const engine: Engine = { createGame, restoreGame };

describe("autoPass: the same choices give the same log with the option on or off", () => {
  // "harness": option off, the harness submits each forced pass itself (without drawing a random number);
  // "engine": option on. Any difference in when the engine passes would change the random game from there.
  for (const [label, pool] of [
    ["random decks", undefined],
    ["planeswalker-heavy decks", planeswalkerHeavyPool],
  ] as const) {
    it(`${label}: 12 random games, step for step`, () => {
      for (let seed = 30_001; seed <= 30_012; seed++) {
        const setup = pool === undefined ? {} : { pool };
        const off = playRandomGame(engine, referenceRegistry, { seed, autoPass: "harness", setup, checkInvariants: false });
        const on = playRandomGame(engine, referenceRegistry, { seed, autoPass: "engine", setup, checkInvariants: false });
        expect(off.violations, `seed ${seed}`).toEqual([]);
        expect(on.violations, `seed ${seed}`).toEqual([]);
        expect(on.over, `seed ${seed}`).toBe(true);
        const diff = firstLogDifference(off.log, on.log);
        expect(diff, `seed ${seed}: logs differ at entry ${diff}: ${JSON.stringify(off.log[diff])} vs ${JSON.stringify(on.log[diff])}`).toBe(-1);
        // The engine made the forced passes: far fewer submitted steps for the same game.
        expect(on.steps, `seed ${seed}`).toBeLessThan(off.steps);
      }
    });
  }

  it("the list the forced-pass check made and kept for legalActions() is the list made afresh", () => {
    // In a player's own main phase the check lists the actions and hands that list to the next
    // legalActions() call; a second call lists afresh from the same state.
    let compared = 0;
    for (let seed = 30_201; seed <= 30_206; seed++) {
      const played = playRandomGame(engine, referenceRegistry, { seed, autoPass: "engine", checkInvariants: false });
      const game = createGame(played.setup);
      for (const step of played.trace) {
        if (game.pendingDecision() === null) {
          const kept = game.legalActions();
          expect(game.legalActions()).toEqual(kept);
          compared++;
        }
        const result = "submit" in step ? game.submit(step.submit) : game.answer(step.answer);
        expect(result).toEqual({ ok: true });
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it("the passes the engine makes are logged as passes of the player who had priority", () => {
    const on = playRandomGame(engine, referenceRegistry, { seed: 30_101, autoPass: "engine", checkInvariants: false });
    const submittedPasses = on.trace.filter((step) => "submit" in step && step.submit.kind === "pass").length;
    const loggedPasses = on.log.filter((event) => event.kind === "pass");
    expect(loggedPasses.length).toBeGreaterThan(submittedPasses);
    for (const event of loggedPasses) expect(["p1", "p2"]).toContain(event.player);
  });
});

describe("autoPass: where the engine stops", () => {
  it("a player with a castable instant keeps priority; one with nothing to do is passed for", () => {
    // Bob (not active) holds Shock and an untapped Mountain: when Alice passes in her upkeep, Bob gets a
    // real choice. Alice has no card she could play in her upkeep.
    const setup = setupOf({ hand: ["Grizzly Bears"] }, { hand: ["Shock"], play: ["Mountain"] }, { step: "upkeep" });
    const game = createGame({ ...setup, autoPass: "whenNoOtherAction" });
    // Alice had nothing to do in her upkeep: the engine passed for her, and Bob holds priority.
    expect(game.step()).toBe("upkeep");
    expect(game.priorityPlayer()).toBe("p2");
    expect(game.legalActions().some((action) => action.kind === "cast")).toBe(true);
    expect(game.submit({ kind: "pass", player: "p2" })).toEqual({ ok: true });
    // Alice's draw step: she can't cast Grizzly Bears at instant speed (no lands either), so the engine
    // passes for her; Bob still has Shock, so he decides again.
    expect(game.step()).toBe("draw");
    expect(game.priorityPlayer()).toBe("p2");
  });

  it("a decision met during forced passes is pending from the state just before the pass that asked (cleanup discard)", () => {
    // Alice holds nine cards she can't play (no lands in play, no land in hand): every priority of hers is a
    // forced pass, and so is Bob's (empty hand). The engine passes to her cleanup step, where she must discard.
    const setup: GameSetup = {
      ...setupOf({ hand: many("Grizzly Bears", 9) }, { hand: [] }),
      autoPass: "whenNoOtherAction",
    };
    const game = createGame(setup);
    const decision = game.pendingDecision();
    expect(decision).toMatchObject({ player: "p1", kind: "discard", min: 2, max: 2 });
    expect(game.step()).toBe("endOfTurn"); // the pass that ends the end-of-turn step is the one that asked
    const reference = createGame(setupOf({ hand: many("Grizzly Bears", 9) }, { hand: [] }));
    // Without the option, the same game needs its passes submitted one by one until the same decision.
    let guard = 0;
    while (reference.pendingDecision() === null && guard++ < 100) {
      expect(reference.legalActions()).toEqual([{ kind: "pass", player: reference.priorityPlayer() }]);
      expect(reference.submit({ kind: "pass", player: reference.priorityPlayer()! })).toEqual({ ok: true });
    }
    expect(reference.pendingDecision()).toEqual(decision);
    expect(game.snapshot()).toEqual({ ...reference.snapshot(), state: { ...(reference.snapshot().state as object), autoPass: "whenNoOtherAction" } });
    const hand = game.zone("p1", "hand");
    expect(game.answer([hand[0], hand[1]])).toEqual({ ok: true });
    expect(reference.answer([hand[0], hand[1]])).toEqual({ ok: true });
    // With the option, the engine then passes on through Bob's turn (he draws Islands he can play: a choice).
    expect(game.activePlayer()).toBe("p2");
    expect(game.priorityPlayer()).toBe("p2");
    expect(game.step()).toBe("main1");
    while (reference.step() !== "main1" || reference.activePlayer() !== "p2") {
      expect(reference.submit({ kind: "pass", player: reference.priorityPlayer()! })).toEqual({ ok: true });
    }
    expect(firstLogDifference(reference.log(), game.log())).toBe(-1);
  });

  it("refuses an unknown option value", () => {
    const setup = { ...setupOf({}), autoPass: "always" } as unknown as GameSetup;
    expect(() => createGame(setup)).toThrow(/autoPass "always" is not an option/);
  });
});

describe("autoPass: snapshots keep the option", () => {
  it("snapshot → JSON → restore → continue gives the same log, and the restored game still passes for players", () => {
    const result = playRandomGame(engine, referenceRegistry, { seed: 30_201, autoPass: "engine", checkInvariants: false });
    const at = result.trace.length >> 1;
    const { restored, snapshotJson } = continueFromSnapshot(engine, result.setup, result.trace, at);
    expect(JSON.parse(snapshotJson).state.autoPass).toBe("whenNoOtherAction");
    expect(firstLogDifference(result.log, restored.log())).toBe(-1);
  });

  it("a version-1 snapshot (before the option existed) restores with the option off", () => {
    const game = createGame(setupOf({ hand: many("Grizzly Bears", 2) }, {}, { step: "upkeep" }));
    const snapshot = JSON.parse(JSON.stringify(game.snapshot()));
    delete snapshot.state.autoPass;
    // A version-1 snapshot also predates `attachedTo` on object records (version 4, runtime/attachments.ts).
    for (const record of snapshot.state.objects) if (record !== null) delete record.attachedTo;
    snapshot.version = 1;
    const restored = restoreGame(snapshot as GameSnapshot, referenceRegistry);
    expect(restored.legalActions()).toEqual([{ kind: "pass", player: "p1" }]); // not passed for
    expect((restored.snapshot() as unknown as { state: { autoPass: string } }).state.autoPass).toBe("never");
  });
});
