/**
 * Random-play fuzzing (issue 4): a few hundred seeded games of random legal actions and random answers, two
 * random 40-card decks from the 26 bundled cards, with the invariants of fuzz-harness.ts checked after every
 * step: each card in exactly one zone, cards conserved (tokens aside), no negative counters, loyalty equal to
 * loyalty counters, state-based effects (420.5) done whenever a player has priority (no planeswalker with 0
 * loyalty, 212.9c uniqueness, lethal damage, 0 toughness, 0 life), every listed legal action accepted, an
 * action by a player without priority refused with the state untouched, randomly built actions (legal or not)
 * either refused with the state untouched or accepted with the invariants still holding, and every game ending
 * within the step cap. Most games run with `autoPass: "whenNoOtherAction"` (the engine makes the forced priority
 * passes; auto-pass.test.ts shows that this changes nothing but who submits them), so the invariants are
 * checked wherever a player has a real choice or a decision is pending; the last batch runs with the option
 * off and the forced passes submitted one by one, so the invariants are also checked between forced passes.
 * A failure message names the seed: `playRandomGame(engine, referenceRegistry, { seed, autoPass })` replays it.
 */
import { describe, expect, it } from "vitest";
import { createGame, restoreGame } from "../../runtime/game.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import { planeswalkerHeavyPool, playRandomGame, type Engine } from "./fuzz-harness.js";

const engine: Engine = { createGame, restoreGame };

// 300 games take ~15 s on the shared 2-core machine (load ~4), most of it the invariant checks and the one
// batch checked between forced passes (the benchmark runs 10,000).
const GAMES = 300;
const BATCH = 25;
const FIRST_SEED = 10_001;

describe("random play keeps the game's invariants", () => {
  for (let batch = 0; batch < GAMES / BATCH; batch++) {
    const from = FIRST_SEED + batch * BATCH;
    // Every other batch plays planeswalker-heavy decks, so that 212.9 and 419 interactions come up often.
    const heavy = batch % 2 === 1;
    const autoPass = batch === GAMES / BATCH - 1 ? "harness" : "engine";
    const note = [heavy ? "planeswalker-heavy decks" : "", autoPass === "harness" ? "forced passes submitted and checked one by one" : ""].filter(Boolean);
    it(`seeds ${from}–${from + BATCH - 1}${note.length > 0 ? ` (${note.join("; ")})` : ""}: no invariant violated, every game ends`, () => {
      const violations: string[] = [];
      for (let seed = from; seed < from + BATCH; seed++) {
        const result = playRandomGame(engine, referenceRegistry, {
          seed,
          illegalProbeEvery: 61,
          randomActionEvery: 37,
          maxSteps: 20_000,
          autoPass,
          setup: heavy ? { pool: planeswalkerHeavyPool } : {},
        });
        violations.push(...result.violations);
        if (result.hitCap) violations.push(`seed ${seed}: the game did not end within ${result.steps} steps (turn ${result.turns})`);
      }
      expect(violations.slice(0, 5)).toEqual([]);
    });
  }
});
