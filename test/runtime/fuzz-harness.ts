/**
 * Random-play fuzzing for the runtime: seeded decks from the bundled cards, games of random legal actions and
 * random answers to decisions, invariant checks after every step, and determinism checks (replay from the same
 * seed and trace; snapshot → JSON → restore → continue).
 *
 * It talks to the engine only through the public API (`runtime/api.ts`) plus the two entry points passed in
 * as an `Engine`, so the same harness drives `test/runtime/fuzz*.test.ts` and `bench/runtime.ts`.
 *
 * Everything random here comes from the harness's own seeded generator (never Math.random), so a failing
 * game is reproduced exactly by its seed.
 */
import type { Action, Decision, Game, GameEvent, GameSetup, GameSnapshot, PlayerSetup } from "../../runtime/api.js";
import type { CardDefinition, CardRegistry, Chosen, ObjectId, ObjectView, PlayerId, Zone } from "../../runtime/definition.js";

/** The engine's two entry points. */
export interface Engine {
  createGame(setup: GameSetup, options?: { decide?: (decision: Decision) => (Chosen | string)[] }): Game;
  restoreGame(snapshot: GameSnapshot, cards: CardRegistry): Game;
}

// ---------------------------------------------------------------------------------------------------------
// Seeded randomness

/** A small, fast, seedable generator (mulberry32). */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }
  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const swapped = items[i];
      items[i] = items[j];
      items[j] = swapped;
    }
    return items;
  }
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items.slice()).slice(0, count);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Decks

/** The basic lands in WUBRG order. */
const BASIC_LANDS: readonly string[] = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
/** The basic land of each colour, colours in alphabetical order of their letters (B, G, R, U, W). */
const LAND_BY_LETTER_ORDER: readonly string[] = ["Swamp", "Forest", "Mountain", "Island", "Plains"];

export interface DeckOptions {
  size?: number; // default 40
  lands?: number; // default 17
  /** Most copies of one nonland card (default 4). */
  maxCopies?: number;
  /** The nonland cards to draw from (default: every nonland card of the registry). */
  pool?: readonly string[];
  /**
   * How many of the land slots are drawn from the registry's nonbasic lands (at most `maxCopies` of each), the
   * rest being basic lands as usual (default 0: basic lands only). Whole-set decks use it, so that every land of
   * a set gets played in some game.
   */
  nonbasicLands?: number;
  /**
   * A nonland card every deck holds `maxCopies` of, the rest drawn as usual (its mana symbols count for the lands):
   * bench/fuzz-sets.ts's directed games for a card the random decks never got cast.
   */
  featured?: string;
}

/**
 * A pool that makes the rules around 212.9 and 419 meet often: every planeswalker, both replacement-effect
 * cards, Oblivion Ring and the burn spells (redirection, uniqueness, Doubling Season on loyalty, …).
 */
export const planeswalkerHeavyPool: readonly string[] = [
  "Ajani Goldmane",
  "Chandra Nalaar",
  "Garruk Wildspeaker",
  "Jace Beleren",
  "Liliana Vess",
  "Ajani Vengeant",
  "Elspeth, Knight-Errant",
  "Sarkhan Vol",
  "Tezzeret the Seeker",
  "Nicol Bolas, Planeswalker",
  "Doubling Season",
  "Palisade Giant",
  "Oblivion Ring",
  "Shock",
  "Lightning Bolt",
  "Grizzly Bears",
];

/** The nonland cards of a pool (default: the registry's), sorted: worked out once per registry and pool. */
function nonlandPool(cards: CardRegistry, pool: readonly string[] | undefined): readonly string[] {
  let byPool = nonlandPools.get(cards);
  if (byPool === undefined) nonlandPools.set(cards, (byPool = new Map()));
  let nonlands = byPool.get(pool ?? null);
  if (nonlands === undefined) {
    nonlands = (pool ?? cards.all().map((card) => card.name))
      .filter((name) => {
        const card = cards.get(name);
        if (card === undefined) throw new Error(`buildDeck: the pool names "${name}", which is not in the card registry`);
        return !card.types.includes("Land");
      })
      .slice()
      .sort();
    byPool.set(pool ?? null, nonlands);
  }
  return nonlands;
}

const nonlandPools = new WeakMap<CardRegistry, Map<readonly string[] | null, readonly string[]>>();

/**
 * A random deck: `size - lands` nonland cards drawn from the registry (planeswalkers, creatures, spells,
 * artifacts, enchantments; at most `maxCopies` of each), and basic lands split in proportion to the coloured
 * mana symbols of those cards (at least one land of each colour they need). Top-to-bottom order is random.
 */
export function buildDeck(cards: CardRegistry, rng: Rng, options: DeckOptions = {}): string[] {
  const size = options.size ?? 40;
  const landCount = options.lands ?? 17;
  const maxCopies = options.maxCopies ?? 4;
  const nonlands = nonlandPool(cards, options.pool);
  const spellCount = size - landCount;
  if (nonlands.length * maxCopies < spellCount) {
    throw new Error(`buildDeck: ${nonlands.length} nonland cards × ${maxCopies} copies can't fill ${spellCount} slots`);
  }
  const copies = new Map<string, number>();
  const deck: string[] = [];
  if (options.featured !== undefined) {
    const featured = cards.get(options.featured);
    if (featured === undefined || featured.types.includes("Land")) throw new Error(`buildDeck: the featured card "${options.featured}" is not a nonland card of the registry`);
    const count = Math.min(maxCopies, spellCount);
    for (let i = 0; i < count; i++) deck.push(options.featured);
    copies.set(options.featured, count);
  }
  while (deck.length < spellCount) {
    const name = rng.pick(nonlands);
    const count = copies.get(name) ?? 0;
    if (count >= maxCopies) continue;
    copies.set(name, count + 1);
    deck.push(name);
  }
  // Coloured mana symbols per colour, in alphabetical order of the colour letters (B, G, R, U, W): the order the
  // lands are handed out in. Plain arrays: the benchmark plays thousands of games, each building two decks.
  const pips = [0, 0, 0, 0, 0];
  for (const name of deck) {
    const cost = (cards.get(name) as CardDefinition).manaCost;
    if (cost === null) continue;
    pips[0] += cost.B;
    pips[1] += cost.G;
    pips[2] += cost.R;
    pips[3] += cost.U;
    pips[4] += cost.W;
  }
  const colors: number[] = [];
  for (let c = 0; c < 5; c++) if (pips[c] > 0) colors.push(c);
  const lands: string[] = [];
  if (colors.length === 0) {
    while (lands.length < landCount) lands.push(rng.pick(BASIC_LANDS));
  } else {
    for (const c of colors) lands.push(LAND_BY_LETTER_ORDER[c]);
    let totalPips = 0;
    for (const c of colors) totalPips += pips[c];
    while (lands.length < landCount) {
      let roll = rng.int(totalPips);
      for (const c of colors) {
        roll -= pips[c];
        if (roll < 0) {
          lands.push(LAND_BY_LETTER_ORDER[c]);
          break;
        }
      }
    }
  }
  const basics = lands.slice(0, landCount);
  const nonbasic = Math.min(options.nonbasicLands ?? 0, landCount);
  if (nonbasic > 0) {
    const others = nonbasicLandPool(cards);
    const landCopies = new Map<string, number>();
    for (let slot = 0; slot < nonbasic && others.length * maxCopies > slot; ) {
      const name = rng.pick(others);
      const count = landCopies.get(name) ?? 0;
      if (count >= maxCopies) continue;
      landCopies.set(name, count + 1);
      basics[basics.length - 1 - slot] = name; // the basics were handed out most-needed colour first: replace the last
      slot++;
    }
  }
  return rng.shuffle([...deck, ...basics]);
}

/** The lands of a registry that are not basic lands, sorted: worked out once per registry. */
function nonbasicLandPool(cards: CardRegistry): readonly string[] {
  let lands = nonbasicLandPools.get(cards);
  if (lands === undefined) {
    lands = cards
      .all()
      .filter((card) => card.types.includes("Land") && !BASIC_LANDS.includes(card.name))
      .map((card) => card.name)
      .sort();
    nonbasicLandPools.set(cards, lands);
  }
  return lands;
}

const nonbasicLandPools = new WeakMap<CardRegistry, readonly string[]>();

/**
 * The whole-set deck options: decks of the bundled sets (sets/), 40 cards, 16 lands of which 3 are drawn from the
 * sets' nonbasic lands. Every card of the registry has a chance in every deck.
 */
export const wholeSetDeckOptions: FuzzSetupOptions = { size: 40, lands: 16, nonbasicLands: 3 };

/**
 * The options of a whole-set fuzz game (`npm run bench -- fuzz-sets`, test/runtime/fuzz-whole-set.test.ts): a seed's
 * game replays with `playRandomGame(engine, cards, wholeSetFuzzOptions(seed))`.
 */
export function wholeSetFuzzOptions(seed: number): RandomGameOptions {
  return { seed, illegalProbeEvery: 61, randomActionEvery: 37, maxSteps: 20_000, autoPass: "engine", setup: wholeSetDeckOptions };
}

/**
 * The options of a directed whole-set fuzz game for `card` (bench/fuzz-sets.ts, for a card no random deck got cast):
 * a whole-set game whose decks each hold four copies of the card, one in the opening hand, with seven of their
 * lands in play from the start; played as randomly as any other. `playRandomGame(engine, cards,
 * directedFuzzOptions(seed, card))` replays it.
 */
export function directedFuzzOptions(seed: number, card: string): RandomGameOptions {
  return { ...wholeSetFuzzOptions(seed), setup: { ...wholeSetDeckOptions, featured: card, landsInPlay: 7 } };
}

/** The names of the cards a game's log shows cast (as spells) or played (as lands). */
export function castOrPlayedCards(log: readonly GameEvent[]): Set<string> {
  const names = new Set<string>();
  for (const event of log) {
    if ((event.kind === "cast" || event.kind === "playLand") && typeof event.card === "string") names.add(event.card);
  }
  return names;
}

export interface FuzzSetupOptions extends DeckOptions {
  handSize?: number; // default 7
  /**
   * How many of each deck's lands start in play (default 0): a game joined in its middle, where a card costing
   * seven mana can be cast before a random player has cycled or discarded it. With `featured`, a copy of that card
   * is also put into each opening hand.
   */
  landsInPlay?: number;
}

/** Two players with random decks, opening hands drawn from the top; p1 starts in turn 1's first main phase. */
export function randomSetup(cards: CardRegistry, seed: number, options: FuzzSetupOptions = {}): GameSetup {
  const rng = new Rng(seed);
  const handSize = options.handSize ?? 7;
  const players: PlayerSetup[] = ["Alice", "Bob"].map((name) => {
    const deck = buildDeck(cards, rng, options);
    if (options.featured !== undefined) {
      const at = deck.indexOf(options.featured);
      if (at >= handSize) [deck[0], deck[at]] = [deck[at], deck[0]];
    }
    const hand = deck.slice(0, handSize);
    let library = deck.slice(handSize);
    const landsInPlay = options.landsInPlay ?? 0;
    if (landsInPlay === 0) return { name, hand: hand.map((card) => ({ card })), library: library.map((card) => ({ card })) };
    const play: string[] = [];
    library = library.filter((card) => {
      if (play.length >= landsInPlay || !(cards.get(card) as CardDefinition).types.includes("Land")) return true;
      play.push(card);
      return false;
    });
    return { name, hand: hand.map((card) => ({ card })), library: library.map((card) => ({ card })), play: play.map((card) => ({ card })) };
  });
  return { cards, players, activePlayer: 0, step: "main1", turnNumber: 1, seed };
}

/** The cards of a setup, per player index: name → count (the conservation invariant's reference). */
export function setupCardCounts(setup: GameSetup): Map<string, number>[] {
  return setup.players.map((player) => {
    const counts = new Map<string, number>();
    for (const zone of [player.library, player.hand, player.graveyard, player.play, player.removed]) {
      for (const entry of zone ?? []) counts.set(entry.card, (counts.get(entry.card) ?? 0) + 1);
    }
    return counts;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Invariants

const PLAYER_ZONES: readonly Exclude<Zone, "stack">[] = ["library", "hand", "play", "graveyard", "removed"];

export interface InvariantContext {
  /** Per player (in `game.players()` order): the setup's cards, name → count. */
  cards: Map<string, number>[];
  /** The game's card registry: its rules about players are asked where an invariant depends on them. */
  registry?: CardRegistry;
}

/**
 * "You can't lose the game." (Platinum Angel, runtime/player-rules.ts): whether a permanent in play gives the player
 * that rule now (its definition's player rules, and those joined to them by "and"), so that 0 or less life is no
 * violation. Asked only of a player at 0 or less life.
 */
function cantLoseNow(game: Game, player: PlayerId, registry: CardRegistry | undefined): boolean {
  if (registry === undefined) return false;
  for (const owner of game.players()) {
    for (const id of game.zone(owner.id, "play")) {
      const v = game.object(id);
      const def = v === undefined ? undefined : registry.get(v.name);
      if (v === undefined || def === undefined) continue;
      for (const ability of def.abilities) {
        if (ability.kind !== "static") continue;
        for (let rule = ability.playerRule; rule !== undefined; rule = "and" in rule ? rule.and : undefined) {
          const applies = rule.players === "each" || (rule.players === "you") === (player === v.controller);
          if (applies && rule.rule === "cantLoseGame") return true;
        }
      }
    }
  }
  return false;
}

/**
 * Checks the invariants that hold after every step, and those that hold whenever a player is about to act
 * with state-based effects done. Returns one message per violation (empty: all hold).
 */
export function checkInvariants(game: Game, context: InvariantContext): string[] {
  const violations: string[] = [];
  const players = game.players();
  const seen = new Map<ObjectId, string>();
  const views: ObjectView[] = [];
  let priority: boolean | undefined;
  const priorityHeld = () => (priority ??= holdsPriority(game));

  // Each object is in exactly one zone, and the zone lists agree with the objects' own views.
  for (const player of players) {
    if (!Number.isInteger(player.life)) violations.push(`${player.id} has non-integer life ${player.life}`);
    for (const [color, amount] of Object.entries(player.manaPool)) {
      if (!Number.isInteger(amount) || amount < 0) violations.push(`${player.id} has ${amount} ${color} mana in their pool`);
    }
    for (const zone of PLAYER_ZONES) {
      const where = `${player.id}'s ${zone}`;
      for (const id of game.zone(player.id, zone)) {
        const previous = seen.get(id);
        if (previous !== undefined) violations.push(`${id} is in two zones: ${previous} and ${where}`);
        seen.set(id, where);
        const view = game.object(id);
        if (view === undefined) {
          violations.push(`${id} is listed in ${where} but game.object(${id}) is undefined`);
          continue;
        }
        views.push(view);
        if (view.zone !== zone) violations.push(`${id} (${view.name}) is listed in ${where} but its view says ${view.zone}`);
        const responsible = zone === "play" ? view.controller : view.owner;
        if (responsible !== player.id) {
          violations.push(`${id} (${view.name}) is in ${where} but its ${zone === "play" ? "controller" : "owner"} is ${responsible}`);
        }
      }
    }
  }
  for (const item of game.stack()) {
    const previous = seen.get(item.id);
    if (previous !== undefined) violations.push(`${item.id} is on the stack and in ${previous}`);
    seen.set(item.id, "the stack");
    const view = game.object(item.id);
    if (view !== undefined) {
      if (view.zone !== "stack") violations.push(`stack item ${item.id} (${view.name}) has zone ${view.zone}`);
      views.push(view);
    }
  }

  // Cards are conserved (tokens aside): each owner still has exactly the cards they started with. A permanent
  // (or spell) may bear another card's name while it copies it (706: Clone, Sculpting Steel), and copy effects
  // end when it leaves play: outside play each card is counted by its name, in play and on the stack by number.
  players.forEach((player, index) => {
    const expected = context.cards[index];
    if (expected === undefined) return;
    const outside = new Map<string, number>();
    let inPlay = 0;
    for (const view of views) {
      if (view.token || view.spellCopy === true || view.owner !== player.id) continue; // a spell's copy is no card
      if (view.zone === "play" || view.zone === "stack") inPlay++;
      else outside.set(view.name, (outside.get(view.name) ?? 0) + 1);
    }
    let unaccounted = 0;
    for (const name of new Set([...expected.keys(), ...outside.keys()])) {
      const want = expected.get(name) ?? 0;
      const have = outside.get(name) ?? 0;
      if (have > want) violations.push(`${player.id} owns ${have} "${name}" outside play, started with ${want}`);
      else unaccounted += want - have;
    }
    if (unaccounted !== inPlay) violations.push(`${player.id} owns ${inPlay} cards in play and on the stack, but ${unaccounted} of the cards they started with are not elsewhere`);
  });

  // No negative (or fractional) counters or damage, and loyalty is the loyalty counter count (212.9d).
  for (const view of views) {
    for (const [kind, count] of Object.entries(view.counters)) {
      if (!Number.isInteger(count) || count < 0) violations.push(`${view.id} (${view.name}) has ${count} ${kind} counters`);
    }
    if (!Number.isInteger(view.damage) || view.damage < 0) violations.push(`${view.id} (${view.name}) has damage ${view.damage}`);
    if (view.zone === "play" && view.types.includes("Planeswalker") && view.loyalty !== (view.counters.loyalty ?? 0)) {
      violations.push(`212.9d: ${view.id} (${view.name}) has loyalty ${view.loyalty} but ${view.counters.loyalty ?? 0} loyalty counters`);
    }
    if (view.token && view.zone !== "play" && view.zone !== "stack") {
      // A token may sit outside play only until the next state-based check.
      if (priorityHeld()) violations.push(`420.5: token ${view.id} (${view.name}) is in ${view.zone} while a player has priority`);
    }
  }

  if (game.isOver()) {
    if (game.legalActions().length > 0) violations.push(`the game is over but legalActions() lists ${game.legalActions().length} actions`);
    if (game.pendingDecision() !== null) violations.push(`the game is over but a decision is pending`);
    return violations;
  }

  // The one who must act is the one every listed action and the pending decision belong to.
  const actor = game.priorityPlayer();
  const decision = game.pendingDecision();
  if (actor === null) violations.push(`the game is not over but priorityPlayer() is null`);
  if (decision !== null && decision.player !== actor) violations.push(`a decision for ${decision.player} is pending but priorityPlayer() is ${actor}`);
  if (decision === null) {
    for (const action of game.legalActions()) {
      if (action.player !== actor) {
        violations.push(`legalActions() lists an action of ${action.player} while ${actor} must act: ${JSON.stringify(action)}`);
        break;
      }
    }
  }

  if (priorityHeld()) {
    // State-based effects (420.5) are a fixed point whenever a player receives priority.
    for (const player of players) {
      if (player.lost) violations.push(`420.5: ${player.id} has lost but the game goes on`);
      if (player.life <= 0 && !cantLoseNow(game, player.id, context.registry)) violations.push(`420.5: ${player.id} has ${player.life} life and has not lost`);
    }
    const inPlay = views.filter((view) => view.zone === "play");
    const planeswalkerTypes = new Map<string, ObjectId>();
    const legendNames = new Map<string, ObjectId>();
    for (const view of inPlay) {
      if (view.types.includes("Planeswalker")) {
        if ((view.loyalty ?? 0) <= 0) violations.push(`212.9d/420.5: planeswalker ${view.id} (${view.name}) is in play with loyalty ${view.loyalty}`);
        for (const subtype of view.subtypes) {
          const other = planeswalkerTypes.get(subtype);
          if (other !== undefined) violations.push(`212.9c: ${other} and ${view.id} share the planeswalker type ${subtype}`);
          planeswalkerTypes.set(subtype, view.id);
        }
      }
      if (view.types.includes("Creature")) {
        const toughness = view.toughness ?? 0;
        if (toughness <= 0) violations.push(`420.5: creature ${view.id} (${view.name}) is in play with toughness ${toughness}`);
        else if (view.damage >= toughness && !view.keywords.includes("Indestructible")) {
          violations.push(`420.5: creature ${view.id} (${view.name}) has lethal damage ${view.damage} ≥ ${toughness}`);
        }
      }
      if (view.supertypes.includes("Legendary")) {
        const other = legendNames.get(view.name);
        if (other !== undefined) violations.push(`420.5 legend rule: ${other} and ${view.id} are both "${view.name}"`);
        legendNames.set(view.name, view.id);
      }
    }
  }
  return violations;
}

/** A player holds priority (not a turn-based declaration, not a pending decision). */
export function holdsPriority(game: Game): boolean {
  if (game.isOver() || game.pendingDecision() !== null) return false;
  return game.legalActions().some((action) => action.kind === "pass");
}

// ---------------------------------------------------------------------------------------------------------
// Random play

export type TraceStep = { submit: Action } | { answer: (Chosen | string)[] };

export interface RandomGameOptions {
  seed: number;
  /** Stop after this many steps (submits + answers). Default 20,000. */
  maxSteps?: number;
  /** Check invariants after every step (default true). */
  checkInvariants?: boolean;
  /** Probability of preferring a non-pass action when one exists (default 0.7). */
  actProbability?: number;
  /**
   * Whether the chance to act falls with the stack's depth and the actions of the step (STACK_DEPTH_DAMPING,
   * ACTIONS_PER_STEP_DAMPING; default true). Off only in the test showing what a stall looks like without it.
   */
  damping?: boolean;
  /** Every this many steps, submit an action for the wrong player and check the state is untouched (0: never). */
  illegalProbeEvery?: number;
  /**
   * Every this many steps, submit a randomly built action instead of a listed one (any card in hand, any
   * ability of any permanent, random targets and X, a mana ability, random attackers and defenders): if it is
   * refused, the state must be untouched and the error must say why; if it is accepted, it joins the trace and
   * the invariants must still hold (0: never).
   */
  randomActionEvery?: number;
  /** Stop at the first violation (default true). */
  stopAtFirstViolation?: boolean;
  setup?: FuzzSetupOptions;
  /**
   * Forced priority passes (a pass that is the only listed action):
   * - undefined (default): the random player submits them like any other choice (drawing a random number);
   * - "engine": the game runs with `autoPass: "whenNoOtherAction"`, so the engine makes them; seeing a lone
   *   pass listed is then a violation;
   * - "harness": the option is off and the harness submits them itself without drawing a random number or
   *   counting an iteration: the same game as "engine", step for step, which is what the equivalence test
   *   compares.
   */
  autoPass?: "engine" | "harness";
  /**
   * How the random player answers decisions:
   * - "pending" (default): through the public step API, `pendingDecision()` then `answer()` (the engine re-runs
   *   the action with the answers so far);
   * - "inline": through the game option `decide` (each decision answered where it arises, the action run once).
   * The random answers are drawn in the same order either way, so both give the same game, event for event;
   * the trace holds the answers after the step that asked them, so a replay through `answer()` gives it too.
   */
  answers?: "pending" | "inline";
}

export interface RandomGameResult {
  seed: number;
  setup: GameSetup;
  trace: TraceStep[];
  log: readonly GameEvent[];
  violations: string[];
  steps: number;
  turns: number;
  over: boolean;
  winner: PlayerId | null;
  /** Hit maxSteps without the game ending. */
  hitCap: boolean;
  /**
   * Hit maxSteps in a turn that had lasted more than `stallSteps(maxSteps)` steps: the game stopped moving on.
   * A game that hits the cap while its turns go on (two random players who never win: life totals at their bound,
   * a library of one card cast and shuffled back every turn) is only long; one whose turn never ends is a defect
   * of the engine or of the random player's damping.
   */
  stalled: boolean;
  game: Game;
}

/** A random answer to a decision: between `min` and `max` of its options (as many as there are, at most). */
export function randomAnswer(rng: Rng, options: readonly (Chosen | string)[], min: number, max: number): (Chosen | string)[] {
  const upper = Math.min(max, options.length);
  const lower = Math.min(min, upper);
  const count = lower + rng.int(upper - lower + 1);
  return rng.sample(options, count);
}

function describe(step: TraceStep): string {
  return JSON.stringify(step);
}

/** A game stopped by the step cap stalled when its last turn had lasted more than this many steps (RandomGameResult). */
export function stallSteps(maxSteps: number): number {
  return Math.max(100, Math.floor(maxSteps / 10));
}

/** The stack depth from which the random player's chance to act falls with the depth (see playRandomGame). */
export const STACK_DEPTH_DAMPING = 2;
/** The number of actions (both players') in one step after which the random player's chance to act falls. */
export const ACTIONS_PER_STEP_DAMPING = 6;

/** Plays one random game from a seed (decks, the engine's seed and every choice come from it). */
export function playRandomGame(engine: Engine, cards: CardRegistry, options: RandomGameOptions): RandomGameResult {
  const setup = randomSetup(cards, options.seed, options.setup);
  if (options.autoPass === "engine") setup.autoPass = "whenNoOtherAction";
  const check = options.checkInvariants ?? true;
  // The conservation invariant's reference counts, made only when the invariants are checked (not in timed games).
  const context: InvariantContext = { cards: check ? setupCardCounts(setup) : [], registry: cards };
  const rng = new Rng(options.seed ^ 0x5bd1e995);
  // Inline answers are drawn when the engine asks, during the step that asks; they join the trace after it.
  const inlineAnswers: (Chosen | string)[][] = [];
  const game =
    options.answers === "inline"
      ? engine.createGame(setup, {
          decide: (decision) => {
            const choices = randomAnswer(rng, decision.options, decision.min, decision.max);
            inlineAnswers.push(choices);
            return choices;
          },
        })
      : engine.createGame(setup);
  const trace: TraceStep[] = [];
  // Where (in the trace) the turn under way began, for `stalled`.
  let turnSeen = game.turnNumber();
  let turnStartedAt = 0;
  /** Appends a step to the trace, then the answers it asked inline (each counted as an iteration, as an answer step is). */
  const record = (step: TraceStep | null) => {
    if (step !== null) trace.push(step);
    if (game.turnNumber() !== turnSeen) {
      turnSeen = game.turnNumber();
      turnStartedAt = trace.length;
    }
    if (inlineAnswers.length === 0) return;
    for (const answer of inlineAnswers) trace.push({ answer });
    iterations += inlineAnswers.length;
    inlineAnswers.length = 0;
  };
  const maxSteps = options.maxSteps ?? 20_000;
  const actProbability = options.actProbability ?? 0.7;
  const damping = options.damping ?? true;
  const probeEvery = options.illegalProbeEvery ?? 0;
  const randomEvery = options.randomActionEvery ?? 0;
  const stopAtFirst = options.stopAtFirstViolation ?? true;
  const violations: string[] = [];
  const fail = (message: string) => violations.push(`seed ${options.seed}, step ${trace.length}: ${message}`);

  if (check) for (const message of checkInvariants(game, context)) fail(`at setup: ${message}`);
  let lastTurn = game.turnNumber();
  let iterations = 0;
  let actionsStep = game.step();
  let actionsTurn = game.turnNumber();
  let actionsThisStep = 0;
  record(null); // answers the start of the game asked

  while (!game.isOver() && trace.length < maxSteps && iterations < 2 * maxSteps && !(stopAtFirst && violations.length > 0)) {
    if (probeEvery > 0 && trace.length % probeEvery === probeEvery - 1) probeIllegalAction(game, fail);
    const decision = game.pendingDecision();
    let step: TraceStep;
    if (options.autoPass === "harness" && decision === null) {
      const listed = game.legalActions();
      if (listed.length === 1 && listed[0].kind === "pass") {
        step = { submit: listed[0] };
        const result = game.submit(listed[0]);
        if (!result.ok) {
          fail(`forced pass ${JSON.stringify(listed[0])} rejected: ${result.error}`);
          break;
        }
        record(step);
        if (check) for (const message of checkInvariants(game, context)) fail(`after ${describe(step)}: ${message}`);
        continue;
      }
    }
    iterations++;
    const built = decision === null && randomEvery > 0 && iterations % randomEvery === 0 ? buildRandomAction(game, rng) : null;
    if (built !== null) {
      const before = JSON.stringify(game.snapshot());
      const result = game.submit(built);
      if (!result.ok) {
        if (!result.error) fail(`the built action ${JSON.stringify(built)} was refused without an error message`);
        if (JSON.stringify(game.snapshot()) !== before) fail(`the refused built action ${JSON.stringify(built)} changed the state (${result.error})`);
        inlineAnswers.length = 0; // answers a refused action asked are not part of the game
        continue;
      }
      step = { submit: built };
    } else if (decision !== null) {
      let choices = randomAnswer(rng, decision.options, decision.min, decision.max);
      let result = game.answer(choices);
      // Options, min and max describe the legal answers; a rejected one is an engine or contract bug.
      if (!result.ok) {
        fail(`answer ${JSON.stringify(choices)} to ${JSON.stringify(decision)} rejected: ${result.error}`);
        for (let attempt = 0; attempt < 20 && !result.ok; attempt++) {
          choices = randomAnswer(rng, decision.options, decision.min, decision.max);
          result = game.answer(choices);
        }
        if (!result.ok) break;
      }
      step = { answer: choices };
    } else {
      const actions = game.legalActions();
      if (actions.length === 0) {
        fail(`the game is not over, no decision is pending, and legalActions() is empty (step ${game.step()})`);
        break;
      }
      if (options.autoPass === "engine" && actions.length === 1 && actions[0].kind === "pass") {
        fail(`autoPass is on, yet the engine stopped where passing is the only listed action (step ${game.step()})`);
      }
      const acting = actions.filter((action) => action.kind !== "pass");
      // A free ability that can be activated again and again (Mirror Entity with X = 0) would let the random
      // player add to the stack as fast as it resolves, or fill every step with activations whose effects pile
      // up until the turn ends, and the game would hardly move: from STACK_DEPTH_DAMPING objects on the stack, or
      // after ACTIONS_PER_STEP_DAMPING actions in the same step, the chance to act halves with each one more, and not
      // acting means passing. Below both, play is as before (one number drawn either way).
      const stepNow = game.step();
      const turnNow = game.turnNumber();
      if (stepNow !== actionsStep || turnNow !== actionsTurn) {
        actionsStep = stepNow;
        actionsTurn = turnNow;
        actionsThisStep = 0;
      }
      const depth = acting.length > 0 && acting.length < actions.length ? game.stack().length : 0;
      const excess = damping ? Math.max(depth - STACK_DEPTH_DAMPING + 1, actionsThisStep - ACTIONS_PER_STEP_DAMPING + 1, 0) : 0;
      const act = actProbability / 2 ** excess;
      const acts = acting.length > 0 && (acting.length === actions.length || rng.next() < act);
      const pool = acts ? acting : excess === 0 ? actions : actions.filter((action) => action.kind === "pass");
      if (acts) actionsThisStep++;
      const action = rng.pick(pool);
      const result = game.submit(action);
      if (!result.ok) {
        fail(`legal action ${JSON.stringify(action)} rejected: ${result.error}`);
        break;
      }
      step = { submit: action };
    }
    record(step);
    if (check) {
      for (const message of checkInvariants(game, context)) fail(`after ${describe(step)}: ${message}`);
      const turn = game.turnNumber();
      if (turn < lastTurn) fail(`after ${describe(step)}: the turn number went back from ${lastTurn} to ${turn}`);
      lastTurn = turn;
    }
  }
  if (check && game.isOver()) {
    const result = game.submit({ kind: "pass", player: game.players()[0].id });
    if (result.ok) fail(`the game is over but a pass was accepted`);
  }
  const hitCap = !game.isOver() && (trace.length >= maxSteps || iterations >= 2 * maxSteps);
  return {
    seed: options.seed,
    setup,
    trace,
    log: game.log(),
    violations,
    steps: trace.length,
    turns: game.turnNumber(),
    over: game.isOver(),
    winner: game.winner(),
    hitCap,
    stalled: hitCap && trace.length - turnStartedAt > stallSteps(maxSteps),
    game,
  };
}

/**
 * A random action for the player who must act, built from the visible state rather than taken from
 * `legalActions()`: it may be legal or not.
 */
export function buildRandomAction(game: Game, rng: Rng): Action | null {
  const player = game.priorityPlayer();
  if (player === null) return null;
  const players = game.players().map((view) => view.id);
  const permanents = players.flatMap((id) => game.zone(id, "play"));
  const everything: Chosen[] = [...players, ...permanents, ...players.flatMap((id) => game.zone(id, "graveyard"))];
  const randomTargets = (): Chosen[][] => {
    const groups = rng.int(3);
    return Array.from({ length: groups }, () => rng.sample(everything, rng.int(3)));
  };
  const mine = game.zone(player, "play");
  const listed = game.legalActions();
  const declaration = listed.find((action) => action.kind === "declareAttackers" || action.kind === "declareBlockers");
  if (declaration?.kind === "declareAttackers") {
    const defenders: Chosen[] = [...players.filter((id) => id !== player), ...permanents];
    const attackers = rng.sample(mine, rng.int(mine.length + 1)).map((attacker) => ({ attacker, defender: rng.pick(defenders) }));
    return { kind: "declareAttackers", player, attackers };
  }
  if (declaration?.kind === "declareBlockers") {
    const attackers = permanents.filter((id) => !mine.includes(id));
    if (attackers.length === 0) return { kind: "declareBlockers", player, blocks: [] };
    const blocks = rng.sample(mine, rng.int(mine.length + 1)).map((blocker) => ({ blocker, attacker: rng.pick(attackers) }));
    return { kind: "declareBlockers", player, blocks };
  }
  const hand = game.zone(player, "hand");
  switch (rng.int(4)) {
    case 0:
      if (hand.length === 0) return null;
      return { kind: "cast", player, card: rng.pick(hand), targets: randomTargets(), x: rng.int(4) };
    case 1:
      if (hand.length === 0) return null;
      return { kind: "playLand", player, card: rng.pick(hand) };
    case 2: {
      // A mana ability: tap a land for mana (legal whenever the land is untapped; unspent mana burns).
      const lands = mine.filter((id) => game.object(id)?.types.includes("Land"));
      if (lands.length === 0) return null;
      return { kind: "activate", player, object: rng.pick(lands), ability: 0 };
    }
    default: {
      if (permanents.length === 0) return null;
      const object = rng.pick(permanents);
      return { kind: "activate", player, object, ability: rng.int(4), targets: randomTargets(), x: rng.int(8) };
    }
  }
}

/** Submits an action for the player who must not act now and checks it is refused with the state untouched. */
function probeIllegalAction(game: Game, fail: (message: string) => void): void {
  const actor = game.priorityPlayer();
  const other = game.players().find((player) => player.id !== actor);
  if (actor === null || other === undefined) return;
  const before = JSON.stringify(game.snapshot());
  const result = game.submit({ kind: "pass", player: other.id });
  if (result.ok) fail(`a pass by ${other.id}, who does not have priority (${actor} does), was accepted`);
  else if (!result.error) fail(`an illegal pass by ${other.id} was refused without an error message`);
  if (JSON.stringify(game.snapshot()) !== before) fail(`a refused pass by ${other.id} changed the game state`);
}

// ---------------------------------------------------------------------------------------------------------
// Determinism

/** Replays a trace on a fresh game from the same setup; returns the game (an error names the first refused step). */
export function replay(engine: Engine, setup: GameSetup, trace: readonly TraceStep[], from?: Game): Game {
  const game = from ?? engine.createGame(setup);
  for (let index = 0; index < trace.length; index++) applyStep(game, trace[index], index);
  return game;
}

export function applyStep(game: Game, step: TraceStep, index: number): void {
  const result = "submit" in step ? game.submit(step.submit) : game.answer(step.answer);
  if (!result.ok) throw new Error(`replay step ${index} ${describe(step)} was refused: ${result.error}`);
}

/** The first index at which two logs differ, or -1 when they are equal. */
export function firstLogDifference(a: readonly GameEvent[], b: readonly GameEvent[]): number {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index++) {
    if (JSON.stringify(a[index]) !== JSON.stringify(b[index])) return index;
  }
  return -1;
}

/**
 * Plays `trace[0, at)`, snapshots, round-trips the snapshot through JSON text, restores it into a new game,
 * plays the rest, and returns that game.
 */
export function continueFromSnapshot(
  engine: Engine,
  setup: GameSetup,
  trace: readonly TraceStep[],
  at: number,
): { restored: Game; snapshotJson: string; restoredSnapshotJson: string } {
  const original = replay(engine, setup, trace.slice(0, at));
  const snapshotJson = JSON.stringify(original.snapshot());
  const restored = engine.restoreGame(JSON.parse(snapshotJson) as GameSnapshot, setup.cards);
  const restoredSnapshotJson = JSON.stringify(restored.snapshot());
  for (let index = at; index < trace.length; index++) applyStep(restored, trace[index], index);
  return { restored, snapshotJson, restoredSnapshotJson };
}

// ---------------------------------------------------------------------------------------------------------
// Statistics

export interface Distribution {
  min: number;
  median: number;
  p90: number;
  max: number;
}

export function distribution(values: readonly number[]): Distribution {
  if (values.length === 0) return { min: 0, median: 0, p90: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { min: sorted[0], median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1] };
}
