/**
 * 418.5 of 2007 (layers): views carried across versions of the state (continuous.ts `CarriedViews`) against views
 * computed anew. With the comparison on, every view the engine takes from the carried views is computed again and
 * compared field by field (a difference is an internal error, which the harness reports as a violation): random
 * games with decks from the whole bundled set, with the fuzzer's invariants, random answers and randomly built
 * actions, and the fast mode of the benchmark (forced passes by the engine, decisions answered inline).
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CardRegistry } from "../../runtime/definition.js";
import { verifyCarriedViews } from "../../runtime/continuous.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { bundledSetFolders, loadCardSet } from "../../runner/cards.js";
import { playRandomGame, wholeSetDeckOptions, wholeSetFuzzOptions, type Engine } from "./fuzz-harness.js";
import { advance, find, ok, passAll, table } from "./engine-helpers.js";

const engine: Engine = { createGame, restoreGame };

let cards: CardRegistry;
beforeAll(async () => {
  const set = await loadCardSet({ withoutBundled: true, extra: bundledSetFolders() });
  if (!set.ok) throw new Error(`the bundled sets do not compile: ${[...set.inputErrors, ...set.diagnostics.map((d) => `${d.file}: ${d.message}`)].slice(0, 3).join("; ")}`);
  cards = set.cards;
}, 300_000);

afterEach(() => {
  verifyCarriedViews(false);
});

describe("418.5: a view carried across versions of the state is the view the layers give now", () => {
  it("whole-set fuzz games (invariants, random answers, built actions): no carried view differs from one computed anew", { timeout: 180_000 }, () => {
    verifyCarriedViews(true);
    const violations: string[] = [];
    for (let seed = 1; seed <= 10; seed++) violations.push(...playRandomGame(engine, cards, { ...wholeSetFuzzOptions(seed), maxSteps: 1_500 }).violations.map((v) => `seed ${seed}: ${v}`));
    const verified = verifyCarriedViews(false);
    expect(violations.slice(0, 5)).toEqual([]);
    // The games did take views from the carried ones (thousands): the comparison compared something.
    expect(verified).toBeGreaterThan(1_000);
  });

  it("the benchmark's mode (the engine passes, decisions answered inline): no carried view differs", { timeout: 180_000 }, () => {
    verifyCarriedViews(true);
    const violations: string[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const result = playRandomGame(engine, cards, { seed, checkInvariants: false, autoPass: "engine", answers: "inline", maxSteps: 2_000, setup: wholeSetDeckOptions });
      violations.push(...result.violations.map((v) => `seed ${seed}: ${v}`));
    }
    const verified = verifyCarriedViews(false);
    expect(violations.slice(0, 5)).toEqual([]);
    expect(verified).toBeGreaterThan(10_000);
  });

  it("a locked-in control change moves what its creature's static ability means by 'you': Threaten on Wizened Cenn", () => {
    verifyCarriedViews(true);
    const game = table(
      { play: ["Mountain", "Mountain", "Mountain", "Goldmeadow Harrier"], hand: ["Threaten"] },
      { play: ["Wizened Cenn", "Goldmeadow Harrier"] },
      { cards },
    );
    const cenn = find(game, "p2", "play", "Wizened Cenn");
    const [mine, theirs] = [find(game, "p1", "play", "Goldmeadow Harrier"), find(game, "p2", "play", "Goldmeadow Harrier")];
    const power = (id: string) => game.object(id)!.power;
    expect([power(mine), power(theirs)]).toEqual([1, 2]); // views taken, and carried from here
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Threaten"), targets: [[cenn]] });
    passAll(game);
    expect(game.object(cenn)!.controller).toBe("p1");
    expect([power(mine), power(theirs)]).toEqual([2, 1]);
    advance(game, (g) => g.turnNumber() === 4);
    expect(game.object(cenn)!.controller).toBe("p2");
    expect([power(mine), power(theirs)]).toEqual([1, 2]);
    expect(verifyCarriedViews(false)).toBeGreaterThan(0);
  });
});
