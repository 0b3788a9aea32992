/**
 * Runs share what they don't change with the committed state: object records (copied on write) and the object
 * table (copied before the run's first change, engine.ts `ownObjects`). A run that is discarded (a decision
 * nobody has answered yet, an illegal action) must leave the committed state's table exactly as it was.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../runtime/api.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import type { GameState } from "../../runtime/state.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import { playRandomGame } from "./fuzz-harness.js";

function table(game: { snapshot(): unknown }): GameState["objects"] {
  return (game.snapshot() as unknown as { state: GameState }).state.objects;
}

describe("copy on write of the object table", () => {
  it("a run discarded for a pending decision leaves the committed object table as it was", () => {
    let discarded = 0;
    let changed = 0;
    for (let seed = 51_001; seed <= 51_030; seed++) {
      const played = playRandomGame({ createGame, restoreGame }, referenceRegistry, { seed, checkInvariants: false });
      // Without autoPass: a submit that ends with a decision pending committed nothing (with it, the forced
      // passes made before the one that asks are committed).
      const game = createGame(played.setup);
      for (const step of played.trace) {
        const before = table(game);
        const result = "submit" in step ? game.submit(step.submit as Action) : game.answer(step.answer);
        expect(result.ok).toBe(true);
        const after = table(game);
        if (game.pendingDecision() !== null && "submit" in step) {
          // The action ran (creating and changing objects) up to the decision, on a copy that was discarded.
          discarded++;
          expect(after.length).toBe(before.length);
          for (let i = 0; i < before.length; i++) expect(after[i]).toBe(before[i]);
        } else if (after.length !== before.length) {
          changed++;
        }
      }
    }
    expect(discarded).toBeGreaterThan(20);
    expect(changed).toBeGreaterThan(100);
  });
});
