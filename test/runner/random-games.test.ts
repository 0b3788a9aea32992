/**
 * runner/random-games.ts, the short games `npm start` plays per bundled set: decks come from the pool given,
 * games end, the same seeds give the same games, and an engine error is reported with its seed, not thrown.
 */
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../runtime/definition.js";
import { playRandomGames } from "../../runner/random-games.js";
import { referenceRegistry } from "../runtime/fixtures/reference-cards.js";

const BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

describe("random games from a pool (npm start's per-set games)", () => {
  it("plays games that end, with only the pool's cards and basic lands cast or played, the same each run", () => {
    const pool = ["Grizzly Bears", "Hill Giant", "Shock", "Lava Axe", "Serra Angel"];
    const first = playRandomGames(referenceRegistry, pool, 5, 7);
    const again = playRandomGames(referenceRegistry, pool, 5, 7);
    expect(first.errors).toEqual([]);
    expect(first.games).toBe(5);
    expect(first.finished).toBe(5);
    expect([...first.castOrPlayed].filter((name) => !pool.includes(name) && !BASICS.includes(name))).toEqual([]);
    expect([...first.castOrPlayed].some((name) => pool.includes(name))).toBe(true);
    expect({ turns: again.turns, cast: [...again.castOrPlayed].sort() }).toEqual({ turns: first.turns, cast: [...first.castOrPlayed].sort() });
  });

  it("reports an engine error with its seed instead of throwing", () => {
    const shock = referenceRegistry.get("Shock")!;
    // A spell that throws when it resolves stands for an engine bug met in a game.
    const broken = { ...shock, name: "Broken Shock", spell: { ...shock.spell!, resolve: () => { throw new Error("boom: a broken resolution"); } } };
    const cards = createRegistry([...referenceRegistry.all(), broken]);
    const report = playRandomGames(cards, ["Broken Shock"], 3);
    expect(report.games).toBe(3);
    expect(report.errors.length).toBeGreaterThan(0);
    expect(report.errors[0]).toMatchObject({ seed: expect.any(Number), message: expect.stringContaining("boom: a broken resolution") });
  });

  it("refuses a pool without a nonland card, saying so", () => {
    expect(() => playRandomGames(referenceRegistry, ["Forest"], 1)).toThrow(/no nonland card/);
  });
});
