/**
 * The step machinery's caches (sba.ts `FineFacts` and its fast paths; pruning, turn.ts) change no state: a game
 * played on from a fresh restore after every step (a new game, so no cache has seen its records) has the same
 * snapshot, step for step, as the game played straight through.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import { applyStep, playRandomGame } from "./fuzz-harness.js";

const engine = { createGame, restoreGame };

describe("step machinery caches", () => {
  it("leave every snapshot as a game without them has it (random games)", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const played = playRandomGame(engine, referenceRegistry, { seed, checkInvariants: false, autoPass: "engine" });
      const straight = createGame(played.setup);
      let restored: Game = createGame(played.setup);
      for (const [index, step] of played.trace.entries()) {
        applyStep(straight, step, index);
        restored = restoreGame(JSON.parse(JSON.stringify(restored.snapshot())), referenceRegistry);
        applyStep(restored, step, index);
        expect(JSON.stringify(restored.snapshot())).toBe(JSON.stringify(straight.snapshot()));
      }
      expect(straight.log()).toEqual(played.log);
    }
  });
});
