/**
 * The forced-pass check (runtime/legal.ts `hasActionBesidesPass`: the listing's walk stopped at the first action,
 * with its own shortcuts: an ability's mana cost asked first, targets counted up to each spec's minimum) agrees
 * with the full listing (`listPriorityActions` lists more than the pass) for both players, at states of random games
 * with decks from the whole bundled set, where the cards' costs in words, restrictions and targets are far more
 * varied than the 26 reference cards' (test/runtime/engine-fast-paths.test.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CardRegistry } from "../../runtime/definition.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { hasActionBesidesPass, listPriorityActions } from "../../runtime/legal.js";
import { bundledSetFolders, loadCardSet } from "../../runner/cards.js";
import { applyStep, playRandomGame, wholeSetDeckOptions } from "./fuzz-harness.js";
import { engineFor, stateOf } from "./engine-helpers.js";

let cards: CardRegistry;
beforeAll(async () => {
  const set = await loadCardSet({ withoutBundled: true, extra: bundledSetFolders() });
  if (!set.ok) throw new Error(`the bundled sets do not compile: ${[...set.inputErrors, ...set.diagnostics.map((d) => `${d.file}: ${d.message}`)].slice(0, 3).join("; ")}`);
  cards = set.cards;
}, 300_000);

describe("autoPass: the forced-pass check is the listing's verdict, with whole-set decks", () => {
  it("both players, at every step of 6 whole-set games: an action besides passing exactly when the listing has more than the pass", { timeout: 120_000 }, () => {
    let compared = 0;
    let withAction = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const played = playRandomGame({ createGame, restoreGame }, cards, { seed, checkInvariants: false, autoPass: "engine", answers: "inline", maxSteps: 400, setup: wholeSetDeckOptions });
      const game = createGame(played.setup);
      played.trace.forEach((step, index) => {
        applyStep(game, step, index);
        if (game.isOver() || game.pendingDecision() !== null) return;
        const s = stateOf(game, "shared");
        if (s.combat !== null && s.combat.awaiting !== null) return;
        for (const p of s.players) {
          const listed = listPriorityActions(engineFor(s, { cards, memoViews: true }), p.id).length > 1;
          expect(hasActionBesidesPass(engineFor(s, { cards, memoViews: true }), p.id), `seed ${seed}, step ${index}: ${p.id} in turn ${s.turnNumber}, ${s.step}`).toBe(listed);
          compared++;
          if (listed) withAction++;
        }
      });
    }
    // Both verdicts occur often enough for the comparison to mean something.
    expect(compared).toBeGreaterThan(300);
    expect(withAction).toBeGreaterThan(compared / 10);
    expect(withAction).toBeLessThan(compared - compared / 10);
  });
});
