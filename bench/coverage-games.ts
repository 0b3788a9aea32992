/**
 * Does a compiled card play? Short games per seed in which the card is castable if the rules let it be: the first
 * of these prepared situations in which the engine lists a way for Alice to cast the card (or play it, for a land)
 * is the one played.
 *   1. Alice's precombat main phase, the card in hand and, in play, the basic lands its cost needs (a land of one
 *      of each hybrid symbol's colours; spare ones, and more for X); both players have a few plain creatures in
 *      play, an artifact and an enchantment of the set if it has any, a creature card in their graveyard (so a
 *      target has something to aim at), and the card in their decks.
 *   2. The same, with kin of the card: a creature of the set that shares a subtype with it in Alice's play and a
 *      card that does in each graveyard ("sacrifice a Goblin", "target Goblin card from your graveyard").
 *   3. Bob's turn from his precombat main phase, with a spell of the set in hand and the lands it needs: Bob plays
 *      the spell, passes, attacks with all his creatures, Alice blocks one attacker, and so on to Alice's next
 *      precombat main phase; Alice passes unless the card can be cast (a counterspell with a spell to aim at, a
 *      trick for an attacking or blocking creature, "target tapped creature" after the attack). Bob's spell is one
 *      of each kind of spell of the set (types and colours), in a seeded order, until one gives the card a way.
 * Every step of the lead-in is an action or answer the engine listed. Casting the card is the first thing Alice
 * does, chosen among the engine's own legal actions; then the game goes on with random legal actions and random
 * answers for a few hundred steps. An engine error is an exception thrown anywhere in that, a legal action or a
 * listed answer refused, or a broken invariant (test/runtime/fuzz-harness.ts: zones, card conservation,
 * counters, 420.5 state-based effects, …) after any step.
 *
 * Used by bench/coverage.ts; the randomness is the fuzz harness's seeded generator, so a failure is reproduced
 * by its card and seed.
 */
import { createGame } from "../runtime/index.js";
import type { Action, CardDefinition, CardRegistry, Game, GameSetup, PlayerSetup, SetupEntry } from "../runtime/index.js";
import { checkInvariants, randomAnswer, Rng, setupCardCounts } from "../test/runtime/fuzz-harness.js";

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
    for (const symbol of cost.hybrid ?? []) lands.push(symbol.colors.length > 0 ? BASIC_BY_COLOR[rng.pick(symbol.colors) as keyof typeof BASIC_BY_COLOR] : rng.pick(BASICS));
    for (let i = 0; i < cost.generic; i++) lands.push(rng.pick(BASICS));
    if (cost.x > 0) for (let i = 0; i < 3 * cost.x; i++) lands.push(rng.pick(BASICS));
  }
  // Spare lands of the card's colours (or any): activated abilities and a second copy get something to spend.
  const colors = card.colors.length > 0 ? card.colors.map((color) => BASIC_BY_COLOR[color as keyof typeof BASIC_BY_COLOR]) : BASICS;
  for (let i = 0; i < 3; i++) lands.push(rng.pick(colors));
  return lands;
}

/** Situation 1: Alice's precombat main phase. */
export function cardGameSetup(cards: CardRegistry, name: string, seed: number): GameSetup {
  return preparedSetup(cards, name, seed, "main");
}

/**
 * The prepared game of a situation. "kin" adds the card's kin (situation 2); "opponentsTurn" starts in Bob's main
 * phase with `bobsSpell` in his hand and its lands in his play (situation 3).
 */
function preparedSetup(cards: CardRegistry, name: string, seed: number, situation: "main" | "kin" | "opponentsTurn", bobsSpell?: string): GameSetup {
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
  const bobsCard = bobsSpell === undefined ? card : cards.get(bobsSpell);
  if (bobsCard === undefined) throw new Error(`coverage games: "${bobsSpell}" is not in the registry`);
  const bob: PlayerSetup = {
    name: "Bob",
    hand: entries([bobsSpell ?? name, rng.pick(BASICS), filler()]),
    play: entries([...landsFor(bobsCard, rng), filler(), filler(), ...others()]),
    graveyard: entries([filler()]),
    library: entries(library()),
  };
  if (situation === "kin") {
    const { creatures, any } = kinOf(cards, card);
    if (creatures.length > 0) alice.play!.push({ card: rng.pick(creatures) });
    if (any.length > 0) {
      alice.graveyard!.push({ card: rng.pick(any) });
      bob.graveyard!.push({ card: rng.pick(any) });
    }
  }
  return { cards, players: [alice, bob], activePlayer: situation === "opponentsTurn" ? 1 : 0, step: "main1", turnNumber: 3, seed, autoPass: "whenNoOtherAction" };
}

/** Cards of the registry other than `card` that share a subtype with it: creatures (for play), and any. */
function kinOf(cards: CardRegistry, card: CardDefinition): { creatures: string[]; any: string[] } {
  const subtypes = new Set(card.subtypes);
  const kin = subtypes.size === 0 ? [] : cards.all().filter((other) => other.name !== card.name && other.subtypes.some((subtype) => subtypes.has(subtype)));
  return { creatures: kin.filter((other) => other.types.includes("Creature")).map((other) => other.name).sort(), any: kin.map((other) => other.name).sort() };
}

/** One spell of each kind (its types and colours) of the registry, in a seeded order: Bob's spells in situation 3. */
function spellKindsOf(cards: CardRegistry, rng: Rng): string[] {
  let kinds = spellKindCache.get(cards);
  if (kinds === undefined) {
    kinds = new Map();
    for (const card of cards.all()) {
      if (card.types.includes("Land") || card.manaCost === null) continue;
      const kind = `${[...card.types].sort().join(" ")}|${[...card.colors].sort().join("")}`;
      const named = kinds.get(kind) ?? [];
      named.push(card.name);
      kinds.set(kind, named);
    }
    for (const named of kinds.values()) named.sort();
    spellKindCache.set(cards, kinds);
  }
  return rng.shuffle([...kinds.keys()].sort()).map((kind) => rng.pick(kinds.get(kind)!));
}
const spellKindCache = new WeakMap<CardRegistry, Map<string, string[]>>();

/** How many of Bob's spells situation 3 tries per seed, at most. */
const OPPONENT_SPELLS_TRIED = 40;
/** Steps of the lead-in of situation 3 (Bob's turn to Alice's next main phase), at most. */
const LEAD_IN_STEPS = 200;

type Ways = { ways: Action[] } | { outcome: CardGameOutcome };

function playOneGame(cards: CardRegistry, name: string, seed: number): CardGameOutcome {
  const fail = (message: string): CardGameOutcome => ({ kind: "engineError", seed, message });
  const card = cards.get(name)!;
  const attempts: { setup: () => GameSetup; rngSeed: number; bobsSpell?: string }[] = [{ setup: () => preparedSetup(cards, name, seed, "main"), rngSeed: seed ^ 0x2545f491 }];
  const kin = kinOf(cards, card);
  if (kin.any.length > 0) attempts.push({ setup: () => preparedSetup(cards, name, seed, "kin"), rngSeed: seed ^ 0x5bd1e995 });
  if (!card.types.includes("Land")) {
    const spells = spellKindsOf(cards, new Rng(seed ^ 0x27d4eb2f)).slice(0, OPPONENT_SPELLS_TRIED);
    spells.forEach((spell, index) => attempts.push({ setup: () => preparedSetup(cards, name, seed, "opponentsTurn", spell), rngSeed: seed ^ (0x68e31da4 + index), bobsSpell: spell }));
  }
  for (const attempt of attempts) {
    const rng = new Rng(attempt.rngSeed);
    let setup: GameSetup;
    let game: Game;
    try {
      setup = attempt.setup();
      game = createGame(setup, {
        decide: (decision) => {
          return randomAnswer(rng, decision.options, decision.min, decision.max);
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
      const found = attempt.bobsSpell !== undefined ? leadIn(game, name, attempt.bobsSpell, rng, fail, violated) : { ways: castsOf(game, name) };
      if ("outcome" in found) return found.outcome;
      if (found.ways.length === 0) continue;
      return playFrom(game, found.ways, rng, fail, violated);
    } catch (error) {
      return fail(`the engine threw: ${messageOf(error)}`);
    }
  }
  return { kind: "notCastable", reason: castabilityReason(card) };
}

/** Alice's listed ways to cast or play the card from her hand now (none while a decision is pending). */
function castsOf(game: Game, name: string): Action[] {
  const alice = game.players()[0].id;
  if (game.pendingDecision() !== null || game.priorityPlayer() !== alice) return [];
  const hand = new Set(game.zone(alice, "hand").filter((id) => game.object(id)?.name === name));
  return game.legalActions().filter((action) => (action.kind === "cast" || action.kind === "playLand") && hand.has(action.card));
}

/**
 * Situation 3's lead-in, from Bob's precombat main phase to Alice's next one: Bob plays `bobsSpell` from his hand
 * once if he can, attacks with all he can, and passes otherwise; Alice blocks one attacker and passes; decisions are
 * answered at random. Stops as soon as Alice can cast the card.
 */
function leadIn(game: Game, name: string, bobsSpell: string, rng: Rng, fail: (message: string) => CardGameOutcome, violated: (when: string) => CardGameOutcome | undefined): Ways {
  const [alice, bob] = game.players().map((player) => player.id);
  const startTurn = game.turnNumber();
  let bobPlayed = false;
  for (let step = 0; step < LEAD_IN_STEPS && !game.isOver(); step++) {
    const ways = castsOf(game, name);
    if (ways.length > 0) return { ways };
    if (game.turnNumber() > startTurn && game.activePlayer() === alice && !["untap", "upkeep", "draw", "main1"].includes(game.step())) break;
    const decision = game.pendingDecision();
    if (decision !== null) {
      const choices = randomAnswer(rng, decision.options, decision.min, decision.max);
      const answered = game.answer(choices);
      if (!answered.ok) return { outcome: fail(`in the lead-in, the answer ${JSON.stringify(choices)} to the listed options of "${decision.prompt}" was refused: ${answered.error}`) };
    } else {
      const actions = game.legalActions();
      if (actions.length === 0) return { outcome: fail(`in the lead-in, the game is not over, no decision is pending, and no action is listed (step ${game.step()})`) };
      const player = game.priorityPlayer();
      const attack = actions.filter((action) => action.kind === "declareAttackers");
      const block = actions.filter((action) => action.kind === "declareBlockers");
      const spell = player === bob && !bobPlayed && game.stack().length === 0 ? actions.filter((action) => action.kind === "cast" && game.object(action.card)?.name === bobsSpell) : [];
      const pass = actions.find((action) => action.kind === "pass");
      let action: Action;
      if (attack.length > 0) action = attack.reduce((most, next) => (next.kind === "declareAttackers" && most.kind === "declareAttackers" && next.attackers.length > most.attackers.length ? next : most));
      else if (block.length > 0) action = block.find((next) => next.kind === "declareBlockers" && next.blocks.length === 1) ?? block[0];
      else if (spell.length > 0) action = rng.pick(spell);
      else if (pass !== undefined) action = pass;
      else action = rng.pick(actions);
      if (action.kind === "cast" && player === bob) bobPlayed = true;
      const result = game.submit(action);
      if (!result.ok) return { outcome: fail(`in the lead-in, the listed action ${describe(action)} was refused: ${result.error}`) };
    }
    const broken = violated(`in the lead-in, at step ${step}`);
    if (broken) return { outcome: broken };
  }
  return { ways: [] };
}

/** Casts the card (one of its listed ways), then random legal play. */
function playFrom(game: Game, ways: Action[], rng: Rng, fail: (message: string) => CardGameOutcome, violated: (when: string) => CardGameOutcome | undefined): CardGameOutcome {
  const first = rng.pick(ways);
  const cast = game.submit(first);
  if (!cast.ok) return fail(`the listed action ${describe(first)} was refused: ${cast.error}`);
  const afterCast = violated(`after ${describe(first)}`);
  if (afterCast) return afterCast;
  for (let step = 0; step < STEPS_AFTER_CAST && !game.isOver(); step++) {
    const decision = game.pendingDecision();
    if (decision !== null) {
      const choices = randomAnswer(rng, decision.options, decision.min, decision.max);
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
  return { kind: "played" };
}

function castabilityReason(card: CardDefinition): string {
  if (card.types.includes("Land")) return "no land play was listed";
  const targets = card.spell?.targets ?? [];
  const situations = "in its controller's main phase, with its kin, or in the opponent's turn";
  return targets.length > 0 ? `no cast was listed ${situations}: the prepared games have no legal target for it` : `no cast was listed ${situations} (its cost or timing can't be met in the prepared games)`;
}

function describe(action: Action): string {
  return action.kind === "cast" || action.kind === "playLand" ? `${action.kind} ${action.card}` : action.kind;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
