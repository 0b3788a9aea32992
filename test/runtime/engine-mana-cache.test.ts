/**
 * 409.1h: what mana.ts remembers (each player's count of mana sources and the verdict on each mana-producing
 * permanent, the producers of each play list) gives exactly what a fresh engine works out: the count, the
 * sources listed and the payment plan (its sources, in order, and the mana spent). Checked along whole random
 * games with one cache carried from state to state, as a game's own cache is.
 */
import { describe, expect, it } from "vitest";
import { createRegistry, defineCard, type ManaCost } from "../../runtime/definition.js";
import { newCache, obj, writable, type Engine } from "../../runtime/engine.js";
import { countManaSources, manaSources, planPayment, planWith } from "../../runtime/mana.js";
import type { GameState } from "../../runtime/state.js";
import { seededRandom } from "../seeded-random.js";
import { referenceCards, referenceRegistry } from "./fixtures/reference-cards.js";
import { alongRandomGames, engineFor, stateOf, table } from "./engine-helpers.js";


/** Each state along some random games (snapshots without JSON: they share records with the game, as a run's copy does). */
function statesAlongGames(seeds: number[]): GameState[][] {
  return seeds.map((seed) => {
    const states: GameState[] = [];
    alongRandomGames([seed], (game) => states.push(stateOf(game, "shared")));
    return states;
  });
}

function randomCost(random: () => number): ManaCost {
  const pip = () => (random() < 0.3 ? Math.floor(random() * 3) : 0);
  return { generic: Math.floor(random() * 5), W: pip(), U: pip(), B: pip(), R: pip(), G: pip(), x: random() < 0.2 ? 1 : 0 };
}

describe("409.1h: the remembered mana sources are the ones worked out afresh", () => {
  const games = statesAlongGames([40_201, 40_202, 40_203, 40_204, 40_205, 40_206]);

  it("counts, sources and payment plans, along whole games with one cache", () => {
    const random = seededRandom(11);
    let compared = 0;
    let plans = 0;
    for (const states of games) {
      const cache = newCache(referenceRegistry);
      for (const s of states) {
        // The records were changed by the game, not through this cache: say so, as Game.restore does.
        cache.recordStamp++;
        for (const p of s.players) {
          const shared: Engine = { ...engineFor(s, { memoViews: true }), cache };
          const counts = [0, 0, 0, 0, 0, 0];
          const afresh = [0, 0, 0, 0, 0, 0];
          const total = countManaSources(shared, p.id, counts);
          expect(total).toBe(countManaSources(engineFor(s, { memoViews: true }), p.id, afresh));
          expect(counts).toEqual(afresh);
          const exclude = random() < 0.3 && s.play.length > 0 ? s.play[Math.floor(random() * s.play.length)] : null;
          const sources = manaSources(engineFor(s, { memoViews: true }), p.id, exclude);
          expect(manaSources(shared, p.id, exclude)).toEqual(sources);
          for (let i = 0; i < 3; i++) {
            const cost = randomCost(random);
            const x = Math.floor(random() * 4);
            const planned = planPayment(shared, p.id, cost, x, exclude);
            expect(planned).toEqual(planWith(p.pool, sources, cost, x, p.id));
            if (typeof planned !== "string" && planned.sources.length > 0) plans++;
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(plans).toBeGreaterThan(100);
  });

  it("a count remembered through a change of the play list sees a source tapped later in the same run", () => {
    let checked = 0;
    for (const states of games) {
      for (const s of states.filter((_, index) => index % 7 === 0)) {
        const e: Engine = engineFor(s, { memoViews: true });
        // Records this run already copied (changed earlier in the run): writable hands them back as they are.
        for (const id of s.play) writable(e, obj(e, id)!);
        for (const p of s.players) {
          const total = countManaSources(e, p.id, [0, 0, 0, 0, 0, 0]);
          if (total === 0) continue;
          // Another play list with the same permanents (the count is kept for it), then a source tapped.
          e.s.play = e.s.play.slice();
          expect(countManaSources(e, p.id, [0, 0, 0, 0, 0, 0])).toBe(total);
          const source = manaSources(e, p.id, null)[0];
          writable(e, obj(e, source.object)!).tapped = true;
          expect(countManaSources(e, p.id, [0, 0, 0, 0, 0, 0])).toBe(total - 1);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("planWith: coloured requirements take the first sources of their colour, generic the first of the rest", () => {
    const sources = [
      { object: "o1", ability: 0, color: 4 },
      { object: "o2", ability: 0, color: 0 },
      { object: "o3", ability: 0, color: 4 },
      { object: "o4", ability: 1, color: 0 },
      { object: "o5", ability: 0, color: 4 },
    ];
    const plan = planWith([0, 0, 0, 0, 0, 0], sources, { generic: 2, W: 1, U: 0, B: 0, R: 0, G: 1, x: 0 }, 0, "p1");
    expect(plan).toEqual({ spend: [2, 0, 0, 0, 2, 0], sources: [sources[1], sources[0], sources[2], sources[3]] });
    expect(planWith([0, 0, 0, 0, 1, 0], sources, { generic: 5, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 }, 0, "p1")).toEqual({
      spend: [2, 0, 0, 0, 3, 0],
      sources: [sources[0], sources[1], sources[2], sources[3]],
    });
    expect(planWith([0, 0, 0, 0, 0, 0], sources, { generic: 0, W: 3, U: 0, B: 0, R: 0, G: 0, x: 0 }, 0, "p1")).toBe(
      "409.1h: p1 can't pay {W}{W}{W}: not enough {W} mana from the mana pool and untapped lands",
    );
  });

  it("302.6: a mana creature counted as summoning sick is counted again in a later turn; a tapped one is not", () => {
    const elf = defineCard({
      name: "Test Elf",
      manaCost: { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 1, x: 0 },
      colors: ["G"],
      supertypes: [],
      types: ["Creature"],
      subtypes: ["Elf"],
      power: 1,
      toughness: 1,
      keywords: [],
      abilities: [{ kind: "activated", text: "{T}: Add {G}.", cost: { tap: true }, mana: true, targets: [], resolve: (ctx) => ctx.addMana(ctx.controller, { G: 1 }) }],
      text: ["{T}: Add {G}."],
    });
    const cards = createRegistry([...referenceCards, elf]);
    const game = table({ play: [{ card: "Test Elf", sinceStartOfTurn: false }, "Forest", { card: "Forest", tapped: true }] }, {}, { cards });
    const s = (game.snapshot() as unknown as { state: GameState }).state;
    const e: Engine = engineFor(s, { cards, memoViews: true });
    const counts = [0, 0, 0, 0, 0, 0];
    expect(countManaSources(e, "p1", counts)).toBe(1); // the untapped Forest; the Elf is summoning sick
    const later: GameState = { ...s, turnNumber: s.turnNumber + 2 };
    const next: Engine = { ...e, s: later };
    expect(countManaSources(next, "p1", [0, 0, 0, 0, 0, 0])).toBe(2);
    expect(manaSources(next, "p1", null).map((source) => source.object)).toEqual(manaSources(engineFor(later, { cards, memoViews: true }), "p1", null).map((source) => source.object));
    // Back to the earlier turn (a restored snapshot): sick again.
    expect(countManaSources(e, "p1", [0, 0, 0, 0, 0, 0])).toBe(1);
  });
});
