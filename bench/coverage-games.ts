/**
 * Does a compiled card play? One short game per seed in which the card is sure to be castable: its controller
 * starts in their precombat main phase with the card in hand and, in play, the basic lands its cost needs (plus
 * spare ones, and more for X); both players have a few plain creatures in play, an artifact and an enchantment of
 * the set if it has any, a creature card in their graveyard (so a target has something to aim at), and the card
 * in their decks. The first action is casting the card (or playing it, for a
 * land), chosen among the engine's own legal actions; then the game goes on with random legal actions and
 * random answers for a few hundred steps. An engine error is an exception thrown anywhere in that, a legal
 * action or a listed answer refused, or a broken invariant (test/runtime/fuzz-harness.ts: zones, card
 * conservation, counters, 420.5 state-based effects, …) after any step.
 *
 * Used by bench/coverage.ts; the randomness is the fuzz harness's seeded generator, so a failure is reproduced
 * by its card and seed.
 */
import { createGame } from "../runtime/index.js";
import type { Action, CardDefinition, CardRegistry, Chosen, Game, GameSetup, PlayerSetup, SetupEntry } from "../runtime/index.js";
import { checkInvariants, Rng, setupCardCounts } from "../test/runtime/fuzz-harness.js";

const BASIC_BY_COLOR: Readonly<Record<"W" | "U" | "B" | "R" | "G", string>> = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };
const BASICS = Object.values(BASIC_BY_COLOR);
/** Steps of random play after the card is cast (submits and answers). */
const STEPS_AFTER_CAST = 300;

export type CardGameOutcome =
  | { kind: "played" }
  /** The engine listed no way to cast or play the card in the prepared game (a cost or target it can't meet). */
  | { kind: "notCastable"; reason: string }
  | { kind: "engineError"; seed: number; message: string };

/** Why the games can't be played with this registry at all (no basic lands compiled), or undefined. */
export function gamesUnavailable(cards: CardRegistry): string | undefined {
  const missing = BASICS.filter((name) => cards.get(name) === undefined);
  return missing.length > 0 ? `the basic lands ${missing.join(", ")} did not compile, so no game can pay a cost` : undefined;
}

/** Plays one game per seed with the card; "played" when it was cast in at least one and no game had an engine error. */
export function playCard(cards: CardRegistry, name: string, seeds: readonly number[]): CardGameOutcome {
  let played = false;
  let notCastable: string | undefined;
  for (const seed of seeds) {
    const outcome = playOneGame(cards, name, seed);
    if (outcome.kind === "engineError") return outcome;
    if (outcome.kind === "played") played = true;
    else notCastable = outcome.reason;
  }
  return played ? { kind: "played" } : { kind: "notCastable", reason: notCastable ?? "no game was played" };
}

/** Plain creatures (no abilities, no text) of the registry, by name: the other permanents of the test games. */
function fillersOf(cards: CardRegistry): string[] {
  let fillers = fillerCache.get(cards);
  if (fillers === undefined) {
    fillers = cards
      .all()
      .filter((card) => card.types.includes("Creature") && card.abilities.length === 0 && card.keywords.length === 0 && card.spell === undefined && card.power != null && card.toughness != null && card.toughness > 0)
      .map((card) => card.name)
      .sort();
    fillerCache.set(cards, fillers);
  }
  return fillers;
}
const fillerCache = new WeakMap<CardRegistry, string[]>();

/** Noncreature artifacts and enchantments of the registry, by name: so "target artifact or enchantment" has an aim. */
function otherPermanentsOf(cards: CardRegistry): { artifacts: string[]; enchantments: string[] } {
  let found = otherPermanentCache.get(cards);
  if (found === undefined) {
    const names = (type: "Artifact" | "Enchantment") =>
      cards
        .all()
        .filter((card) => card.types.includes(type) && !card.types.includes("Creature") && !card.types.includes("Land"))
        .map((card) => card.name)
        .sort();
    found = { artifacts: names("Artifact"), enchantments: names("Enchantment") };
    otherPermanentCache.set(cards, found);
  }
  return found;
}
const otherPermanentCache = new WeakMap<CardRegistry, { artifacts: string[]; enchantments: string[] }>();

function landsFor(card: CardDefinition, rng: Rng): string[] {
  const lands: string[] = [];
  const cost = card.manaCost;
  if (cost !== null) {
    for (const color of ["W", "U", "B", "R", "G"] as const) for (let i = 0; i < cost[color]; i++) lands.push(BASIC_BY_COLOR[color]);
    for (let i = 0; i < cost.generic; i++) lands.push(rng.pick(BASICS));
    if (cost.x > 0) for (let i = 0; i < 3 * cost.x; i++) lands.push(rng.pick(BASICS));
  }
  // Spare lands of the card's colours (or any): activated abilities and a second copy get something to spend.
  const colors = card.colors.length > 0 ? card.colors.map((color) => BASIC_BY_COLOR[color as keyof typeof BASIC_BY_COLOR]) : BASICS;
  for (let i = 0; i < 3; i++) lands.push(rng.pick(colors));
  return lands;
}

export function cardGameSetup(cards: CardRegistry, name: string, seed: number): GameSetup {
  const card = cards.get(name);
  if (card === undefined) throw new Error(`coverage games: "${name}" is not in the registry`);
  const rng = new Rng(seed);
  const fillers = fillersOf(cards);
  const filler = (): string => (fillers.length > 0 ? rng.pick(fillers) : rng.pick(BASICS));
  const entries = (names: string[]): SetupEntry[] => names.map((entry) => ({ card: entry }));
  const { artifacts, enchantments } = otherPermanentsOf(cards);
  const others = (): string[] => [...(artifacts.length > 0 ? [rng.pick(artifacts)] : []), ...(enchantments.length > 0 ? [rng.pick(enchantments)] : [])];
  const library = (): string[] => rng.shuffle([name, name, ...Array.from({ length: 8 }, () => rng.pick(BASICS)), ...Array.from({ length: 6 }, filler)]);
  const alice: PlayerSetup = {
    name: "Alice",
    hand: entries([name, name, rng.pick(BASICS), filler()]),
    play: entries([...landsFor(card, rng), filler(), filler(), ...others()]),
    graveyard: entries([filler()]),
    library: entries(library()),
  };
  const bob: PlayerSetup = {
    name: "Bob",
    hand: entries([name, rng.pick(BASICS), filler()]),
    play: entries([...landsFor(card, rng), filler(), filler(), ...others()]),
    graveyard: entries([filler()]),
    library: entries(library()),
  };
  return { cards, players: [alice, bob], activePlayer: 0, step: "main1", turnNumber: 3, seed, autoPass: "whenNoOtherAction" };
}

function playOneGame(cards: CardRegistry, name: string, seed: number): CardGameOutcome {
  const fail = (message: string): CardGameOutcome => ({ kind: "engineError", seed, message });
  const rng = new Rng(seed ^ 0x2545f491);
  let setup: GameSetup;
  let game: Game;
  try {
    setup = cardGameSetup(cards, name, seed);
    game = createGame(setup, {
      decide: (decision) => {
        const upper = Math.min(decision.max, decision.options.length);
        const lower = Math.min(decision.min, upper);
        return rng.sample(decision.options, lower + rng.int(upper - lower + 1)) as (Chosen | string)[];
      },
    });
  } catch (error) {
    return fail(`setting up the game threw: ${messageOf(error)}`);
  }
  const context = { cards: setupCardCounts(setup), registry: cards }; // the registry: its rules about players (Platinum Angel) change what 420.5 asks
  const violated = (when: string): CardGameOutcome | undefined => {
    const violations = checkInvariants(game, context);
    return violations.length > 0 ? fail(`${when}: ${violations[0]}`) : undefined;
  };
  try {
    const atStart = violated("at the start");
    if (atStart) return atStart;
    const alice = game.players()[0].id;
    const hand = new Set(game.zone(alice, "hand").filter((id) => game.object(id)?.name === name));
    const ways = game.pendingDecision() === null ? game.legalActions().filter((action) => (action.kind === "cast" || action.kind === "playLand") && hand.has(action.card)) : [];
    if (ways.length === 0) return { kind: "notCastable", reason: castabilityReason(cards.get(name)!) };
    const first = rng.pick(ways);
    const cast = game.submit(first);
    if (!cast.ok) return fail(`the listed action ${describe(first)} was refused: ${cast.error}`);
    const afterCast = violated(`after ${describe(first)}`);
    if (afterCast) return afterCast;
    for (let step = 0; step < STEPS_AFTER_CAST && !game.isOver(); step++) {
      const decision = game.pendingDecision();
      if (decision !== null) {
        const upper = Math.min(decision.max, decision.options.length);
        const lower = Math.min(decision.min, upper);
        const choices = rng.sample(decision.options, lower + rng.int(upper - lower + 1));
        const answered = game.answer(choices);
        if (!answered.ok) return fail(`the answer ${JSON.stringify(choices)} to the listed options of "${decision.prompt}" was refused: ${answered.error}`);
      } else {
        const actions = game.legalActions();
        if (actions.length === 0) return fail(`the game is not over, no decision is pending, and no action is listed (step ${game.step()})`);
        const acting = actions.filter((action) => action.kind !== "pass");
        const action = rng.pick(acting.length > 0 && rng.next() < 0.7 ? acting : actions);
        const result = game.submit(action);
        if (!result.ok) return fail(`the listed action ${describe(action)} was refused: ${result.error}`);
      }
      const broken = violated(`at step ${step}`);
      if (broken) return broken;
    }
  } catch (error) {
    return fail(`the engine threw: ${messageOf(error)}`);
  }
  return { kind: "played" };
}

function castabilityReason(card: CardDefinition): string {
  if (card.types.includes("Land")) return "no land play was listed";
  const targets = card.spell?.targets ?? [];
  return targets.length > 0 ? "no cast was listed: the prepared game has no legal target for it" : "no cast was listed (its cost or timing can't be met in the prepared game)";
}

function describe(action: Action): string {
  return action.kind === "cast" || action.kind === "playLand" ? `${action.kind} ${action.card}` : action.kind;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
