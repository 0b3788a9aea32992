/**
 * Short random games with decks from a pool of cards: what `npm start` (cli/commands/main.ts) plays to show that a
 * bundled set runs, set by set. Each game: two 40-card decks of the pool's nonland cards (at most 4 of each) and
 * 16 lands (2 of them the pool's nonbasic lands when it has some, the rest basic lands in proportion to the
 * decks' coloured mana symbols), then random legal actions (an action other than passing 7 times in 10) and
 * random answers to decisions, the engine making the forced passes, until the game ends or a step cap.
 *
 * Seeded (never Math.random), so a reported engine error is reproduced by its seed. The fuzzer of the test suite
 * (test/runtime/fuzz-harness.ts) does the same with invariant checks; this one only plays, for a quick report.
 */
import type { Decision, Game, GameSetup } from "../runtime/api.js";
import type { CardDefinition, CardRegistry, Chosen } from "../runtime/definition.js";
import { createGame } from "../runtime/game.js";

const BASIC_LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"] as const;
/** The basic land for each colour letter. */
const LAND_OF: Record<"W" | "U" | "B" | "R" | "G", string> = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };
const COLOURS = ["W", "U", "B", "R", "G"] as const;

export interface RandomGamesReport {
  games: number;
  /** Games that ended (a player lost) within the step cap. */
  finished: number;
  turns: number[];
  /** The pool's cards cast (as spells) or played (as lands) in at least one game. */
  castOrPlayed: Set<string>;
  /** Engine errors (a listed action refused, an exception), with the seed that reproduces each. */
  errors: { seed: number; message: string }[];
  milliseconds: number;
}

/** A small seedable generator (mulberry32). */
function generator(seed: number): { int(n: number): number; next(): number } {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    let t = (state = (state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n) };
}

function deckOf(cards: CardRegistry, nonlands: readonly string[], nonbasicLands: readonly string[], random: ReturnType<typeof generator>): string[] {
  const copies = new Map<string, number>();
  const deck: string[] = [];
  const distinct = Math.min(nonlands.length * 4, 24);
  while (deck.length < distinct) {
    const name = nonlands[random.int(nonlands.length)];
    if ((copies.get(name) ?? 0) >= 4) continue;
    copies.set(name, (copies.get(name) ?? 0) + 1);
    deck.push(name);
  }
  const pips = new Map<string, number>();
  for (const name of deck) {
    const cost = (cards.get(name) as CardDefinition).manaCost;
    if (cost !== null) for (const colour of COLOURS) if (cost[colour] > 0) pips.set(colour, (pips.get(colour) ?? 0) + cost[colour]);
  }
  const lands: string[] = [];
  for (let slot = 0; slot < 2 && nonbasicLands.length > 0; slot++) lands.push(nonbasicLands[random.int(nonbasicLands.length)]);
  const colours = [...pips.keys()];
  const total = [...pips.values()].reduce((sum, count) => sum + count, 0);
  for (const colour of colours) lands.push(LAND_OF[colour as keyof typeof LAND_OF]);
  while (lands.length < 40 - deck.length) {
    if (total === 0) {
      lands.push(BASIC_LANDS[random.int(BASIC_LANDS.length)]);
      continue;
    }
    let roll = random.int(total);
    for (const colour of colours) {
      roll -= pips.get(colour)!;
      if (roll < 0) {
        lands.push(LAND_OF[colour as keyof typeof LAND_OF]);
        break;
      }
    }
  }
  const all = [...deck, ...lands];
  for (let i = all.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all;
}

function sample<T>(items: readonly T[], min: number, max: number, random: ReturnType<typeof generator>): T[] {
  const upper = Math.min(max, items.length);
  const lower = Math.min(min, upper);
  const count = lower + random.int(upper - lower + 1);
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

/**
 * Plays `count` random games with decks from `pool` (card names of `cards`; basic lands come from `cards`, which
 * must hold them). Throws only when the pool has no nonland card or `cards` lacks a basic land it needs.
 */
export function playRandomGames(cards: CardRegistry, pool: readonly string[], count: number, firstSeed = 1, maxSteps = 5_000): RandomGamesReport {
  const started = performance.now();
  const inPool = [...new Set(pool)].filter((name) => cards.get(name) !== undefined).sort();
  const nonlands = inPool.filter((name) => !cards.get(name)!.types.includes("Land"));
  const nonbasicLands = inPool.filter((name) => cards.get(name)!.types.includes("Land") && !(BASIC_LANDS as readonly string[]).includes(name));
  if (nonlands.length === 0) throw new Error("playRandomGames: the pool has no nonland card to build decks from");
  for (const land of BASIC_LANDS) if (cards.get(land) === undefined) throw new Error(`playRandomGames: the cards have no ${land} for the decks' basic lands`);
  const report: RandomGamesReport = { games: 0, finished: 0, turns: [], castOrPlayed: new Set(), errors: [], milliseconds: 0 };
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    const random = generator(seed);
    const players = ["Alice", "Bob"].map((name) => {
      const deck = deckOf(cards, nonlands, nonbasicLands, random);
      return { name, hand: deck.slice(0, 7).map((card) => ({ card })), library: deck.slice(7).map((card) => ({ card })) };
    });
    const setup: GameSetup = { cards, players, activePlayer: 0, step: "main1", turnNumber: 1, seed, autoPass: "whenNoOtherAction" };
    report.games++;
    let game: Game;
    try {
      game = createGame(setup, { decide: (decision: Decision) => sample<Chosen | string>(decision.options, decision.min, decision.max, random) });
      for (let step = 0; step < maxSteps && !game.isOver(); step++) {
        const actions = game.legalActions();
        if (actions.length === 0) throw new Error(`no legal action while the game is not over (step ${game.step()})`);
        const acting = actions.filter((action) => action.kind !== "pass");
        const choices = acting.length > 0 && (acting.length === actions.length || random.next() < 0.7) ? acting : actions;
        const action = choices[random.int(choices.length)];
        const result = game.submit(action);
        if (!result.ok) throw new Error(`the listed action ${JSON.stringify(action)} was refused: ${result.error}`);
      }
    } catch (error) {
      report.errors.push({ seed, message: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (game.isOver()) report.finished++;
    report.turns.push(game.turnNumber());
    for (const event of game.log()) {
      if ((event.kind === "cast" || event.kind === "playLand") && typeof event.card === "string") report.castOrPlayed.add(event.card);
    }
  }
  report.milliseconds = performance.now() - started;
  return report;
}
