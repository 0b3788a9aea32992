/**
 * 418.5 of 2007 (layers), the memo of static abilities' conditions and counts (continuous.ts `StaticValues`: one
 * evaluation per version of the state, behind the record stamp) against evaluating them at every view: random
 * games with decks drawn from the bundled sets' cards whose static abilities have conditions ("as long as …"),
 * counts ("for each …") or characteristic-defining abilities, with a few reference creatures and spells, played with
 * the memo and without it, must be the same games, event for event; and after steps of the game played with the
 * memo, every object's view with it must equal the view without it (the memo kept from earlier steps is stale by
 * then, and must be found so).
 *
 * One seed, 60 steps, a fifth of the conditional cards: evaluated at every view (the plain path), conditions nested
 * in conditions cost exponentially; with all of them, or seed 2, the plain game does not finish in minutes.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import type { CardRegistry } from "../../runtime/definition.js";
import { useStaticValuesMemo } from "../../runtime/continuous.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { BUNDLED_CARDS, bundledSetFolders, loadCardSet } from "../../runner/cards.js";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { firstLogDifference, playRandomGame, type Engine, type RandomGameOptions } from "./fuzz-harness.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";

const ZONES = ["play", "graveyard"] as const;

/** The bundled sets' card files whose text has a condition, a count or a characteristic-defining ability. */
function conditionalCardFiles(): string[] {
  const reference = new Set(readdirSync(BUNDLED_CARDS));
  const files: string[] = [];
  for (const folder of bundledSetFolders()) {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (name.endsWith(".card") && !reference.has(name) && /as long as|for each|equal to the number/i.test(readFileSync(file, "utf8"))) files.push(file);
    }
  }
  return files;
}

let cards: CardRegistry;
let pool: string[];
beforeAll(async () => {
  // The reference cards (basic lands, creatures, burn) and the conditional cards of the sets: a small set to compile.
  const set = await loadCardSet({ extra: conditionalCardFiles() });
  if (!set.ok) throw new Error(`the cards do not compile: ${[...set.inputErrors, ...set.diagnostics.map((d) => `${d.file}: ${d.message}`)].slice(0, 3).join("; ")}`);
  cards = set.cards;
  const conditional = cards
    .all()
    .filter((card) => card.abilities.some((a) => a.kind === "static" && (a.effect?.condition !== undefined || a.effect?.count !== undefined || a.powerToughness !== undefined)))
    .map((card) => card.name)
    .sort()
    .filter((_, i) => i % 5 === 0); // a fifth of them: without the memo, conditions nested in conditions cost much
  pool = [...conditional, "Grizzly Bears", "Hill Giant", "Serra Angel", "Ornithopter", "Shock", "Lightning Bolt", "Oblivion Ring"].sort();
}, 300_000);

afterEach(() => useStaticValuesMemo(true));

function options(seed: number): RandomGameOptions {
  return { seed, checkInvariants: false, maxSteps: 60, autoPass: "engine", setup: { size: 40, lands: 16, pool } };
}

/** The engine, with every object's view compared with and without the memo after every `every`th step. */
function comparingEngine(mismatches: string[], every: number): Engine {
  let steps = 0;
  const compare = (game: Game) => {
    if (++steps % every !== 0) return;
    for (const p of game.players()) {
      for (const zone of ZONES) {
        for (const id of game.zone(p.id, zone)) {
          useStaticValuesMemo(true);
          const memoised = JSON.stringify(game.object(id));
          useStaticValuesMemo(false);
          const plain = JSON.stringify(game.object(id));
          useStaticValuesMemo(true);
          if (memoised !== plain) mismatches.push(`step ${steps}, ${id}: ${memoised} vs ${plain}`);
        }
      }
    }
  };
  return {
    createGame: (setup, gameOptions) => {
      const game = createGame(setup, gameOptions);
      return new Proxy(game, {
        get(target, property) {
          const value = Reflect.get(target, property, target);
          if (property !== "submit" && property !== "answer") return typeof value === "function" ? value.bind(target) : value;
          return (...args: unknown[]) => {
            const result = (value as (...a: unknown[]) => unknown).apply(target, args);
            compare(target);
            return result;
          };
        },
      });
    },
    restoreGame: (snapshot, registry) => restoreGame(snapshot, registry),
  };
}

const plainEngine: Engine = { createGame, restoreGame };

describe("418.5: static abilities' conditions and counts, memoised per state version, as evaluated at every view", () => {
  it("the pool has conditional and counting static abilities to play with", () => {
    expect(pool.length).toBeGreaterThan(12);
  });

  for (const seed of [1]) {
    it(`418.5: seed ${seed}: the same game with and without the memo, and the same views after every 5th step`, { timeout: 120_000 }, () => {
      useStaticValuesMemo(false);
      const plain = playRandomGame(plainEngine, cards, options(seed));
      useStaticValuesMemo(true);
      const mismatches: string[] = [];
      const memoised = playRandomGame(comparingEngine(mismatches, 5), cards, options(seed));
      expect(mismatches.slice(0, 3)).toEqual([]);
      expect(firstLogDifference(plain.log, memoised.log)).toBe(-1);
      expect(JSON.stringify(memoised.game.snapshot())).toBe(JSON.stringify(plain.game.snapshot()));
      expect(plain.steps).toBeGreaterThan(20);
    });
  }
});

describe("418.5: views memoised per state version with no conditional ability (the reference cards), as computed at every view", () => {
  // Every view is kept for its version (continuous.ts `view`), not only while some effect is conditional: the
  // reference cards' games (an Avatar's characteristic-defining ability, locked-in and until-end-of-turn effects,
  // combat, planeswalkers) must be the same games, and every object's view the same after every step.
  for (const seed of [11, 12, 13]) {
    it(`418.5: seed ${seed}: the same game with and without the memo, and the same views after every step`, { timeout: 120_000 }, () => {
      const gameOptions: RandomGameOptions = { seed, checkInvariants: false, autoPass: "engine" };
      useStaticValuesMemo(false);
      const plain = playRandomGame(plainEngine, referenceRegistry, gameOptions);
      useStaticValuesMemo(true);
      const mismatches: string[] = [];
      const memoised = playRandomGame(comparingEngine(mismatches, 1), referenceRegistry, gameOptions);
      expect(mismatches.slice(0, 3)).toEqual([]);
      expect(firstLogDifference(plain.log, memoised.log)).toBe(-1);
      expect(JSON.stringify(memoised.game.snapshot())).toBe(JSON.stringify(plain.game.snapshot()));
      expect(plain.steps).toBeGreaterThan(20);
    });
  }
});
