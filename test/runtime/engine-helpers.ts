/**
 * Helpers for the engine's rule tests (test/runtime/rules-*.test.ts, engine*.test.ts): small setups with the
 * reference cards, lookups by card name, and driving priority through the public API only; and, for the tests
 * of the engine's internals, an engine context over a state (`engineFor`).
 */
import { expect } from "vitest";
import type { Action, Game, GameSetup, PlayerSetup, SetupEntry, Step } from "../../runtime/api.js";
import type { CardRegistry, Chosen, ObjectId, ObjectView, PlayerId, TargetSpec, Zone } from "../../runtime/definition.js";
import { newCache, newEngine, type Engine } from "../../runtime/engine.js";
import { createGame, restoreGame, type GameOptions } from "../../runtime/game.js";
import type { ContinuousEffect, GameState, ObjectState } from "../../runtime/state.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import { applyStep, planeswalkerHeavyPool, playRandomGame } from "./fuzz-harness.js";

export type Zones = Partial<Record<Exclude<Zone, "stack">, (string | SetupEntry)[]>> & { life?: number };

export const many = (card: string, count: number): string[] => Array.from({ length: count }, () => card);
export const walker = (card: string, loyalty: number, more: Partial<SetupEntry> = {}): SetupEntry => ({
  card,
  counters: { loyalty },
  ...more,
});

export interface TableOptions {
  step?: Step;
  turnNumber?: number;
  activePlayer?: number;
  cards?: CardRegistry;
  seed?: number;
  options?: GameOptions;
}

/** Two players, Alice (p1) and Bob (p2); by default p1 is active in main phase 1 of turn 3, libraries of Islands. */
export function table(p1: Zones, p2: Zones = {}, o: TableOptions = {}): Game {
  return createGame(setupOf(p1, p2, o), o.options);
}

export function setupOf(p1: Zones, p2: Zones = {}, o: TableOptions = {}): GameSetup {
  const entries = (list: (string | SetupEntry)[] | undefined): SetupEntry[] | undefined =>
    list?.map((entry) => (typeof entry === "string" ? { card: entry } : entry));
  const player = (name: string, zones: Zones): PlayerSetup => ({
    name,
    life: zones.life,
    library: entries(zones.library ?? many("Island", 10)),
    hand: entries(zones.hand),
    graveyard: entries(zones.graveyard),
    play: entries(zones.play),
    removed: entries(zones.removed),
  });
  return {
    cards: o.cards ?? referenceRegistry,
    players: [player("Alice", p1), player("Bob", p2)],
    activePlayer: o.activePlayer ?? 0,
    step: o.step ?? "main1",
    turnNumber: o.turnNumber ?? 3,
    seed: o.seed ?? 1,
  };
}

export function find(game: Game, player: PlayerId, zone: Zone, name: string, nth = 0): ObjectId {
  const ids = game.zone(player, zone).filter((id) => game.object(id)?.name === name);
  if (ids[nth] === undefined) throw new Error(`no ${name} #${nth} in ${player}'s ${zone}: ${names(game, player, zone).join(", ")}`);
  return ids[nth];
}

export function names(game: Game, player: PlayerId, zone: Zone): string[] {
  return game.zone(player, zone).map((id) => game.object(id)?.name ?? id);
}

export function ok(game: Game, action: Action): void {
  const result = game.submit(action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error}`);
}

export function answer(game: Game, choices: (Chosen | string)[]): void {
  const result = game.answer(choices);
  if (!result.ok) throw new Error(`answer ${JSON.stringify(choices)} refused: ${result.error}`);
}

/** Expects the action to be refused with a message containing `rule`, and the state to be untouched. */
export function refused(game: Game, action: Action, rule: string): string {
  const before = JSON.stringify(game.snapshot());
  const result = game.submit(action);
  expect(result.ok, `expected ${JSON.stringify(action)} to be refused`).toBe(false);
  const error = result.ok ? "" : result.error;
  expect(error).toContain(rule);
  expect(JSON.stringify(game.snapshot())).toBe(before);
  return error;
}

/** Both players pass once (in priority order): with a non-empty stack, the top object resolves. */
export function passAll(game: Game): void {
  for (let i = 0; i < 2 && game.pendingDecision() === null && !game.isOver(); i++) {
    ok(game, { kind: "pass", player: game.priorityPlayer()! });
  }
}

/**
 * Passes priority (declaring no attackers/blockers) until `until` holds; fails after `limit` actions.
 * Stops at a pending decision.
 */
export function advance(game: Game, until: (game: Game) => boolean, limit = 200): void {
  for (let i = 0; i < limit; i++) {
    if (until(game) || game.isOver() || game.pendingDecision() !== null) return;
    const actions = game.legalActions();
    const declaration = actions.find((a) => a.kind === "declareAttackers" || a.kind === "declareBlockers");
    if (declaration?.kind === "declareAttackers") ok(game, { ...declaration, attackers: [] });
    else if (declaration?.kind === "declareBlockers") ok(game, { ...declaration, blocks: [] });
    else ok(game, { kind: "pass", player: game.priorityPlayer()! });
  }
  throw new Error(`advance: condition not reached after ${limit} actions (step ${game.step()}, turn ${game.turnNumber()})`);
}

export const atStep = (step: Step, turn?: number) => (game: Game) =>
  game.step() === step && (turn === undefined || game.turnNumber() === turn);

export function loyalty(game: Game, id: ObjectId): number | null {
  return game.object(id)?.loyalty ?? null;
}

export function logKinds(game: Game, kind: string) {
  return game.log().filter((e) => e.kind === kind);
}

/**
 * An engine context over a state, for tests that call the rules modules directly: a cache of its own, made for
 * the registry (as a game's is); with `memoViews`, views memoised as in a read-only pass (legalActions()).
 */
export function engineFor(s: GameState, options: { cards?: CardRegistry; memoViews?: boolean } = {}): Engine {
  const cards = options.cards ?? referenceRegistry;
  const viewMemo = options.memoViews === true ? new Map<ObjectState, ObjectView>() : null;
  const cache = newCache(cards);
  return newEngine(s, cards, cache, null, [], null, viewMemo);
}

/**
 * Replays the seeded random games of the fuzz harness and calls `onStep` after every step: the tests of the
 * engine's internals take their states from these games (`stateOf`). Decks: random, or with `alternatePools`
 * (the default) from the planeswalker-heavy pool for even seeds, so that the rules around 212.9 and 419 meet
 * often.
 */
export function alongRandomGames(seeds: Iterable<number>, onStep: (game: Game, index: number) => void, alternatePools = true): void {
  for (const seed of seeds) {
    const setup = alternatePools && seed % 2 === 0 ? { pool: planeswalkerHeavyPool } : {};
    const played = playRandomGame({ createGame, restoreGame }, referenceRegistry, { seed, checkInvariants: false, setup });
    const game = createGame(played.setup);
    played.trace.forEach((step, index) => {
      applyStep(game, step, index);
      onStep(game, index);
    });
  }
}

/**
 * States of the random games of `seeds` (as `alongRandomGames` plays them) at every `every`-th step while the
 * game goes on, each followed by the variants `variants` makes of it (`withEffects`, say).
 */
export function sampledStates(seeds: Iterable<number>, every: number, variants: (s: GameState, index: number) => GameState[]): GameState[] {
  const out: GameState[] = [];
  alongRandomGames(seeds, (game, index) => {
    if (index % every !== 0 || game.isOver()) return;
    const s = stateOf(game);
    out.push(s, ...variants(s, index));
  });
  return out;
}

/**
 * The state with continuous effects added ("until end of turn", from its first permanent, controlled by its
 * second player, timestamps after everything else): the fast-path tests compare with views on states the card
 * set makes rarely (type-changing, filtered, control-changing effects).
 */
export function withEffects(s: GameState, ...effects: Partial<ContinuousEffect>[]): GameState {
  const added = effects.map(
    (effect, i): ContinuousEffect => ({ timestamp: s.nextTimestamp + i, duration: "untilEndOfTurn", source: s.play[0], controller: s.players[1].id, objects: null, filter: null, ...effect }),
  );
  return { ...s, effects: [...s.effects, ...added] };
}

/** `from`, `from + 1`, … `to`. */
export function seedRange(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The game's state: through JSON (a state of its own, as a restored game has), or with `shared`, the snapshot's
 * own (records shared with the game, copy on write, as an action's run shares them).
 */
export function stateOf(game: Game, how: "json" | "shared" = "json"): GameState {
  const snapshot = game.snapshot() as unknown as { state: GameState };
  return how === "shared" ? snapshot.state : (JSON.parse(JSON.stringify(snapshot)) as { state: GameState }).state;
}

/** Every target spec of the registry's cards: their spells' and their activated and triggered abilities'. */
export function targetSpecsOf(cards: CardRegistry = referenceRegistry): TargetSpec[] {
  const specs: TargetSpec[] = [];
  for (const card of cards.all()) {
    for (const spec of card.spell?.targets ?? []) specs.push(spec);
    for (const ability of card.abilities) if (ability.kind === "activated" || ability.kind === "triggered") specs.push(...(ability.targets ?? []));
  }
  return specs;
}
