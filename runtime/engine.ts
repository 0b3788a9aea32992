/**
 * The engine context of one run of an action: the state being changed, the card registry, and the decision
 * source (answers given so far, then an inline decider, else a pending decision). Plus small shared helpers
 * (object and player lookup, definitions of cards and tokens, the log) and the per-game caches: facts worked
 * out once per definition, the play index, a hand's instants and a graveyard's cards played from there (keyed by
 * the identity of lists that are never changed in place), each player's count of mana sources (mana.ts). Not
 * game state: never serialised.
 * Copy on write: records (`writable`); the object table is changed in place with an undo record (`ownObjects`).
 */
import type { Decision, GameEvent } from "./api.js";
import type {
  AbilityDefinition,
  ActivatedAbilityDefinition,
  BlockAbilityDefinition,
  TriggerEvent,
  CardDefinition,
  CardRegistry,
  Chosen,
  ManaCost,
  ObjectId,
  PlayerId,
  ReplacementAbilityDefinition,
  StaticAbilityDefinition,
  TargetSpec,
  TokenDefinition,
  TriggeredAbilityDefinition,
} from "./definition.js";
import { appendLog, cloneObject, type ContinuousEffect, type GameState, type ObjectState, type PendingTrigger, type PlayerState, type TokenData } from "./state.js";
import { composedPartsOf, hasComposedParts } from "./filters.js";
// Called as definitions' facts are worked out, never while these modules load (they import this one).
import { isAura, isEquipment } from "./attachments.js";
import { graveyardTriggerEventsMask, keywordTriggersMask, triggerEventsMask } from "./events.js";
import { replacedEventsMask } from "./replacement.js";

export type Decider = (decision: Decision) => (Chosen | string)[];

export interface Engine {
  s: GameState;
  cards: CardRegistry;
  decide: Decider | null;
  /** Answers already given for the action being run (re-run mode). */
  answers: (Chosen | string)[][];
  cursor: number;
  /** Definitions of tokens and other derived data, by key (not state: rebuilt on demand). */
  cache: EngineCache;
  /**
   * Views memoised by object record while the state can't change (listing legal actions); null otherwise.
   * Never set while an action runs.
   */
  viewMemo?: Map<ObjectState, import("./definition.js").ObjectView> | null;
  /**
   * This run's number (`EngineCache.runs`, unique in its game): the records it created or copied are marked
   * with it at their slot of the table (`EngineCache.freshRuns`), and only those may it change in place (see
   * `writable`).
   */
  run: number;
  /**
   * Whether `s.objects` is ready for this run's changes. A copy of the state shares the table of the state it
   * was copied from (state.ts `cloneState` for a run): see `ownObjects`. Absent or false: not yet.
   */
  ownsObjects?: boolean;
  /**
   * The state the run's copy was made from (the committed state, `cloneState(from, true)`), or null (absent:
   * the same) for a run on a state of its own or on the committed state itself. See `ownObjects`.
   */
  copiedFrom?: GameState | null;
  /** What the run changed in the table it shares with `copiedFrom`, to put back if it is discarded (`ownObjects`). */
  tableUndo?: TableUndo | null;
}

/**
 * The engine context of a run on `s`. Every field present, in one order, made in this one place: the hot paths
 * read `e` everywhere, and one object shape keeps those reads monomorphic.
 */
export function newEngine(
  s: GameState,
  cards: CardRegistry,
  cache: EngineCache,
  decide: Decider | null,
  answers: (Chosen | string)[][],
  copiedFrom: GameState | null,
  viewMemo: Map<ObjectState, import("./definition.js").ObjectView> | null = null,
): Engine {
  return { s, cards, decide, answers, cursor: 0, cache, viewMemo, run: ++cache.runs, ownsObjects: false, copiedFrom, tableUndo: null };
}

/** The table's length when a run first changed it, and the records it replaced since, slot by slot, in order. */
export interface TableUndo {
  length: number;
  slots: number[];
  records: (ObjectState | null)[];
}

/**
 * The object table of the run's state, ready to be changed. Change a slot that holds a record through
 * `setSlot`; new records are pushed at the end.
 *
 * A run's copy shares the table with the committed state it was copied from (`copiedFrom`). The run changes
 * that table in place, keeping an undo record (`Engine.tableUndo`: its length then, and each record a change
 * replaced): nothing reads the committed state while the run goes on (game.ts reads the run's state then), a
 * committed run drops the state it came from, and a discarded one is put back (`undoTable`). Copying the table
 * instead cost a copy of every slot the game has made, for most actions. Any other shared table is copied.
 */
export function ownObjects(e: Engine): (ObjectState | null)[] {
  if (e.ownsObjects !== true) {
    const table = e.s.objects;
    const from = e.copiedFrom;
    if (from != null && from !== e.s && from.objects === table) e.tableUndo = { length: table.length, slots: [], records: [] };
    else {
      const copy = table.slice();
      e.s.objects = copy;
      // The copy descends from the table the departures were noted for (see `EngineCache.departures`).
      const departures = e.cache.departures;
      if (departures.table === table) departures.table = copy;
    }
    e.ownsObjects = true;
  }
  return e.s.objects;
}

/**
 * The game's state was put back or replaced by a state the caches did not see made (a run discarded, a
 * restore): records are other objects (`recordStamp`), the table slots from `keptSlots` on may hold other
 * objects than the caches saw there (a discarded run's new objects; anything, after a restore: 0), ids in
 * play lists no longer name the objects the last play index saw, so it is not brought along from, and the
 * slots noted where records died may have been visited (and dropped from the list) by the discarded run's
 * prune, so the next prune walks the whole table.
 */
export function stateReplaced(cache: EngineCache, keptSlots: number): void {
  cache.recordStamp++;
  if (cache.definitions.length > keptSlots) cache.definitions.length = keptSlots;
  // A discarded run puts back the committed state, whose play list is most often the very list the index was
  // worked out for (a run that asked for a decision before any permanent came or left): its ids name the objects
  // they named then (the committed line's), so that index holds for that list, found by its identity alone
  // (`playIndex`), never brought along from. After a restore (`keptSlots` 0), none is kept.
  cache.keptPlayIndex = keptSlots > 0 ? cache.playIndex : null;
  cache.playIndex = null;
  cache.triggering = null;
  // The graveyard facts are brought along from a list by its ids, which may now name other objects (as above).
  cache.lastGraveyards.length = 0;
  // Likewise the hand facts, brought along from a hand by its ids (`derivedHandFacts`); those found by the hand
  // list's identity alone (`recentHands`) stay true.
  for (let i = 0; i < cache.lastHands.length; i++) cache.lastHands[i] = null;
  cache.departures.table = null;
  cache.seenPlay = false;
  // The carried views (continuous.ts `CarriedViews`) stay: they are found by their records' identity, and a
  // discarded run's records, or another table's after a restore, are none of the records in place now.
}

/**
 * The record of an object, ready to be changed. Records are shared between copies of the state (snapshots,
 * the copy an action runs against), so a record is copied the first time a run changes it (copy on write).
 * Always change records through this, and re-read a record with `obj` after anything may have changed it.
 */
export function writable(e: Engine, o: ObjectState): ObjectState {
  e.cache.recordStamp++; // the caller changes the record it gets (see EngineCache.recordStamp)
  const index = o.slot;
  const current = e.s.objects[index];
  if (current === null) throw new RuleError(`internal: ${o.id} was forgotten`);
  const marks = e.cache.freshRuns;
  if (index < marks.length && marks[index] === e.run) return current; // created or copied by this run
  const copy = cloneObject(current);
  setSlot(e, index, copy);
  markFresh(e, index);
  return copy;
}

/** Puts a record (or null: forgotten) at a slot of the run's table, noting what it replaces (see `ownObjects`). */
export function setSlot(e: Engine, index: number, record: ObjectState | null): void {
  const objects = ownObjects(e);
  const undo = e.tableUndo;
  if (undo != null && index < undo.length) {
    undo.slots.push(index);
    undo.records.push(objects[index]);
  }
  objects[index] = record;
}

/** A discarded run's changes to the table it shared with the committed state, put back (see `ownObjects`). */
export function undoTable(e: Engine): void {
  const undo = e.tableUndo;
  if (undo == null) return;
  const objects = e.s.objects;
  for (let k = undo.slots.length - 1; k >= 0; k--) objects[undo.slots[k]] = undo.records[k];
  objects.length = undo.length;
  e.tableUndo = null;
}

/**
 * Marks the record now at `index` of the run's table as created or copied by this run. Marks are numbers at
 * table slots, not a set of records: a run copies or creates a few hundred records a game, and a run's number
 * makes every earlier mark stale at once (nothing to clear). A slot's record changes during a run only to a
 * record the run made (or to null, when pruned), so a slot marked with the run's number holds the run's own.
 */
export function markFresh(e: Engine, index: number): void {
  const marks = e.cache.freshRuns;
  while (marks.length <= index) marks.push(0);
  marks[index] = e.run;
}

/**
 * Takes the record at `index` out of the run's own ones, so that a later change in the run copies it: for the
 * caches that remember records by identity (a remembered record must never change in place).
 */
export function unmarkFresh(e: Engine, index: number): void {
  const marks = e.cache.freshRuns;
  if (index < marks.length && marks[index] === e.run) marks[index] = 0;
}

export interface EngineCache {
  /** The last run number given out (`Engine.run`); 0: none yet. */
  runs: number;
  /** By table slot: the number of the run that created or copied the record there (see `markFresh`). */
  freshRuns: number[];
  /**
   * Bumped before every change to an object record (`writable`) or to the object table (a record created,
   * an id taken, records forgotten), and whenever the game's state is replaced by another one (a discarded run,
   * `restore`). While it is unchanged, every record the state holds is the same object with the same contents:
   * the caches below that depend on records compare it instead of walking the records again. A cache belongs
   * to one game: every change to the records it is used with goes through an engine holding it, and a game
   * that puts other records in place (restore, a discarded run) bumps it (`stateReplaced`).
   */
  recordStamp: number;
  tokenDefinitions: Map<string, CardDefinition>;
  /** Registry definitions by card name, copied into one object shape (see `uniformShape`). */
  cardDefinitions: Map<string, CardDefinition>;
  /** Mana produced by each mana ability of a card (by card name; null: not a simple one-mana {T} ability). */
  manaProduction: Map<string, (string | null)[]>;
  /**
   * Definitions by table slot (a hot lookup). A slot holds one object in a game's line of states, and an
   * object's card and token data never change, so an entry holds for every record at its slot; when the state
   * is replaced (`stateReplaced`: a discarded run's slots may be taken by other objects next, a restored
   * state may be another game's), the entries of slots that may now hold other objects are dropped.
   */
  definitions: (DefinitionEntry | undefined)[];
  /** `DefinitionFacts` by definition (the uniform-shape copies above). */
  definitionFacts: Map<CardDefinition, DefinitionFacts>;
  /**
   * The permanents' records the last state-based check that found nothing looked at, with what the legend rule
   * and 212.9c compare of each, by position (sba.ts `FineFacts`), and the effects they hold under.
   */
  fineForStateBasedEffects: {
    effects: readonly ContinuousEffect[];
    lastFine: ObjectState[];
    /** `facts[i]` belongs to `lastFine[i]` (sba.ts's type: null, undefined or its facts). */
    facts: unknown[];
    /** Whether the same records are fine again (none has a characteristic-defining ability). */
    reusable: boolean;
    /** The records of the Auras and Equipment whose effects `lastFine` was found fine with (continuous.ts `attachmentSources`). */
    sources: ObjectState[];
    /** The play list `lastFine` was taken from, and the `recordStamp` at which it last held (null: none). */
    lastFineList: readonly ObjectId[] | null;
    lastFineStamp: number;
    /**
     * With a characteristic-defining ability or a conditional effect among them: the version of the state
     * (continuous.ts `stateVersion`) the check found them fine in, which must hold too; null: none of those.
     */
    lastFineVersion: object | null;
  };
  /**
   * The version of the state (continuous.ts `stateVersion`) in which the state-based check of attachments (420.5d,
   * attachments.ts) last found every Aura and Equipment legally attached; null: none. In that version it finds the
   * same again (a version holds while no record, zone list, effect, life total or the combat changed).
   */
  attachmentsFineIn: object | null;
  /**
   * The table slots where a record may have left its zone since the last prune (turn.ts `pruneObjects`), so
   * that the prune visits those instead of the whole table: a record that left its zone (zones.ts `leaveZone`)
   * and a token record made outside play (zones.ts `createObject`), the only records state-based effects make
   * cease to exist (sba.ts, 420.5). Valid for the state whose object table is `table` only: a run's copy of the
   * table carries it over (`ownObjects`), and any other table (a discarded run's committed state, a restored
   * one) makes the prune walk the whole table and start again. Not state: the state's table alone says what is
   * pruned; this only says where to look.
   */
  departures: { table: (ObjectState | null)[] | null; slots: number[] };
  /** The index of the last play array asked about (`playIndex`). */
  playIndex: PlayIndex | null;
  /**
   * The index of the last play array asked about before a run was discarded (`stateReplaced`): the index again if
   * the state put back holds that very list, never brought along from. Null: none.
   */
  keptPlayIndex: PlayIndex | null;
  /** The last hands `handFacts` was asked about, with what it found. */
  recentHands: HandFacts[];
  /** By player index: the last graveyard `graveyardFacts` was asked about, with what it found (null: none yet). */
  lastGraveyards: (GraveyardFacts | null)[];
  /** By player index: the last hand `handFacts` was asked about for that player (null: none yet). */
  lastHands: (HandFacts | null)[];
  /** Each player's last count of untapped mana sources, with what it depends on (mana.ts `countManaSources`). */
  manaSourceCounts: ManaSourceCount[];
  /** Facts about the whole card registry (shared by its games: `RegistryFacts`). */
  registryFacts: RegistryFacts;
  /**
   * What static abilities' conditions and counts came to in one version of the state (continuous.ts
   * `StaticValues`: valid while `recordStamp` and the few inputs records do not hold are the same). Null: none yet.
   */
  staticValues: import("./continuous.js").StaticValues | null;
  /**
   * Views that hold across versions of the state, by table slot, while their record and what they were worked out
   * with are the same (continuous.ts `CarriedViews`). Null: none yet, or dropped.
   */
  carriedViews: import("./continuous.js").CarriedViews | null;
  /**
   * The triggered keywords the continuous effects of `effects` grant, as bits (events.ts `grantedKeywordTriggers`):
   * the effects list is replaced on change, never changed in place, so its identity is the key. Undefined: not yet.
   */
  keywordGrants: { effects: readonly ContinuousEffect[]; bits: number } | undefined;
  /**
   * The permanents with a triggered ability (table slots) of the play list `play`, as events.ts `triggeringSlots`
   * last found them while the play index was of another list. Null: none.
   */
  triggering: { play: readonly ObjectId[]; slots: readonly number[] } | null;
  /** What the definitions any game of the registry has looked up have, together (`SeenDefinitions`). */
  seen: SeenDefinitions;
  /**
   * Whether the definitions of the permanents in play have been looked up since the state was made or last
   * replaced (`seenDefinitions`); from then on each permanent's is looked up as it comes into play.
   */
  seenPlay: boolean;
}

/**
 * Registry-wide facts for pay-for-use shortcuts: the union of the `DefinitionFacts` worked out so far for the
 * definitions of one registry (cards and tokens), by every game of it (shared like the facts). Read through
 * `seenDefinitions`, which first looks up the definitions of the permanents a state starts with (a setup's or a
 * snapshot's); a permanent that comes into play later has its definition looked up then (its zone change is
 * published: events.ts `triggeringSlots` looks at the permanent added). So a bit no definition seen has is a bit
 * no permanent has: e.g. with no Aura or Equipment ever seen, state-based effects skip the attachment rules
 * without building the play index.
 */
export interface SeenDefinitions {
  /** `DefinitionFacts.keywordTriggers` of every definition seen, OR'd. */
  keywordTriggers: number;
  /** `DefinitionFacts.replacesEvents` of every definition seen, OR'd. */
  replacesEvents: number;
  /** Whether some definition seen attaches (`DefinitionFacts.attaches`). */
  attaches: boolean;
  /** `DefinitionFacts.triggerEvents` of every definition seen, OR'd: a kind of event no permanent can trigger on (tapping.ts). */
  triggerEvents: number;
  /** Whether some definition seen has a protection from a quality other than a colour (continuous.ts `protectedFrom`). */
  protectsFromQualities: boolean;
}

/** A player's untapped one-mana sources counted by colour, valid while its inputs are the same (mana.ts). */
export interface ManaSourceCount {
  player: PlayerId;
  /** `EngineCache.recordStamp` when the count was last known to hold. */
  stamp: number;
  play: readonly ObjectId[];
  turnNumber: number;
  effects: readonly ContinuousEffect[];
  /** The records of the permanents that produce mana (`manaProducers` of `play`), in order. */
  records: ObjectState[];
  counts: number[];
  total: number;
}

export interface DefinitionEntry {
  def: CardDefinition;
  /** What state-based effects need to look at for this definition (sba.ts fills it in; -1: not yet). */
  stateBasedKind: number;
  /** Facts about the definition read by the hot paths (shared by every entry of the same definition). */
  facts: DefinitionFacts;
}

/**
 * What the listing, the forced-pass check and automatic payment ask of a definition again and again, worked
 * out once per definition: printed facts never change (continuous effects change views, not definitions).
 */
export interface DefinitionFacts {
  land: boolean;
  /** Played any time its owner could play an instant: an instant, or a card with flash (502). */
  instant: boolean;
  /** Has a mana cost (can be cast). */
  castable: boolean;
  /** Has an activated ability that is not a mana ability (one that listing offers). */
  activates: boolean;
  /** Has one that is not a loyalty ability (so can be played outside its controller's main phase). */
  activatesAnyTime: boolean;
  /** Has an activated ability played from its owner's hand (cycling: `ActivationCost.zone`). */
  activatesFromHand: boolean;
  /** Has an activated ability played from its owner's graveyard (unearth: `ActivationCost.zone`). */
  activatesFromGraveyard: boolean;
  /** Is cast from its owner's graveyard: has retrace (runtime/retrace.ts `playedByRetrace` reads the same keyword) or a flashback cost (502.23). */
  castsFromGraveyard: boolean;
  /** Has an additional cost to play it ("As an additional cost to play ~, …": runtime/additional-costs.ts). */
  additionalCost: boolean;
  /**
   * Has a keyword that limits what may target it (shroud, hexproof, protection from a colour: stack.ts
   * `isLegalTargetObject`); without one, and with no effect granting keywords, those checks can't fail.
   */
  limitsTargeting: boolean;
  /** Has a replacement ability (replacement.ts looks only at permanents that have one). */
  replaces: boolean;
  /** The kinds of event its replacement abilities replace, as bits (replacement.ts `replacedEventsMask`). */
  replacesEvents: number;
  /** Has a "at the beginning of …" triggered ability (turn.ts looks only at permanents that have one). */
  triggersAtSteps: boolean;
  /** Has a triggered ability whose trigger condition is written in code (TriggerEvent "gameEvent"). */
  watchesEvents: boolean;
  /** Has a triggered ability of any kind (runtime/events.ts offers every event to these). */
  triggersOnEvents: boolean;
  /**
   * The kinds of event its triggered abilities can trigger on, as bits (runtime/events.ts `eventKindsMask`): the
   * event bus offers an event only to the permanents whose mask has its bit.
   */
  triggerEvents: number;
  /**
   * The triggered keywords (runtime/keyword-triggers.ts) among its printed keywords, as bits by their index in
   * `KEYWORD_TRIGGERS` (events.ts `keywordTriggersMask`): with the keywords effects grant, what the bus asks of an
   * object before looking for its triggered keywords one by one.
   */
  keywordTriggers: number;
  /** An Aura or Equipment, or a permanent with "Enchant …" (state-based effects look at these: attachments.ts). */
  attaches: boolean;
  /**
   * A static ability that makes a rule about players (player-rules.ts) or changes what spells cost
   * (cost-changes.ts): the permanents those look through, on every listing.
   */
  makesRules: boolean;
  /** A creature, planeswalker or legendary as printed (state-based effects can apply to it without effects). */
  stateBasedRelevant: boolean;
  /** Printed card types include Creature / Planeswalker (a view whose types no effect changed reads these). */
  creature: boolean;
  planeswalker: boolean;
  /** Converted mana cost (2007: "converted mana cost"; X counts 0). */
  manaValue: number;
  /** Indices of its static abilities that define power and toughness (layer 6a), in order; usually none. */
  powerToughnessAbilities: number[];
  /**
   * A static ability that makes a continuous effect while it is in play (`continuous` or `effect`: zones.ts starts
   * and ends them as it comes and goes); most permanents have none, and nothing is looked at for them.
   */
  staticEffects: boolean;
  /**
   * Index of its first mana ability that taps for exactly one mana (mana.ts `manaProduced`), -1: none;
   * -2: not yet worked out (mana.ts fills it in).
   */
  manaAbility: number;
  /** The colour that ability produces (index into MANA_COLORS). */
  manaColor: number;
}

function definitionFacts(e: Engine, def: CardDefinition): DefinitionFacts {
  let facts = e.cache.definitionFacts.get(def);
  if (facts !== undefined) return facts;
  let activates = false;
  let activatesAnyTime = false;
  let activatesFromHand = false;
  let activatesFromGraveyard = false;
  let replaces = false;
  let triggersAtSteps = false;
  let watchesEvents = false;
  let triggersOnEvents = false;
  const powerToughnessAbilities: number[] = [];
  def.abilities.forEach((ability, index) => {
    if (ability.kind === "static" && ability.powerToughness !== undefined) powerToughnessAbilities.push(index);
  });
  for (const ability of def.abilities) {
    if (ability.kind === "replacement") replaces = true;
    if (ability.kind === "triggered" && ability.trigger.kind === "beginningOfStep") triggersAtSteps = true;
    if (ability.kind === "triggered" && ability.trigger.kind === "gameEvent") watchesEvents = true;
    if (ability.kind === "triggered") triggersOnEvents = true;
    if (ability.kind !== "activated" || ability.mana === true) continue;
    if (ability.cost.zone === "hand") {
      activatesFromHand = true;
      continue;
    }
    if (ability.cost.zone === "graveyard") {
      activatesFromGraveyard = true;
      continue;
    }
    activates = true;
    if (ability.cost.loyalty === undefined) activatesAnyTime = true;
  }
  facts = {
    land: def.types.includes("Land"),
    instant: def.types.includes("Instant") || def.keywords.includes("Flash"), // flash: played as an instant
    castable: def.manaCost !== null,
    activates,
    activatesAnyTime,
    activatesFromHand,
    activatesFromGraveyard,
    castsFromGraveyard: def.keywords.includes("Retrace") || def.flashback !== undefined,
    additionalCost: def.abilities.some((ability) => ability.kind === "static" && ability.additionalCost !== undefined),
    limitsTargeting: def.keywords.some((k) => k === "Shroud" || k === "Hexproof" || k.startsWith("Protection from")) || def.protections !== undefined || def.abilities.some((ability) => ability.kind === "static" && ability.untargetableBy !== undefined),
    replaces,
    replacesEvents: replacedEventsMask(def),
    triggersAtSteps,
    watchesEvents,
    triggersOnEvents,
    triggerEvents: triggerEventsMask(def),
    keywordTriggers: keywordTriggersMask(def.keywords),
    attaches: def.enchant !== undefined || isAura(def) || isEquipment(def),
    makesRules: def.abilities.some((ability) => ability.kind === "static" && (ability.playerRule !== undefined || ability.costChange !== undefined)),
    stateBasedRelevant: def.types.includes("Creature") || def.types.includes("Planeswalker") || def.supertypes.includes("Legendary"),
    creature: def.types.includes("Creature"),
    planeswalker: def.types.includes("Planeswalker"),
    manaValue: def.manaCost === null ? 0 : def.manaCost.generic + def.manaCost.W + def.manaCost.U + def.manaCost.B + def.manaCost.R + def.manaCost.G + (def.manaCost.snow ?? 0) + hybridManaValue(def.manaCost),
    powerToughnessAbilities,
    staticEffects: def.abilities.some((ability) => ability.kind === "static" && (ability.continuous !== undefined || ability.effect !== undefined)),
    manaAbility: -2,
    manaColor: -1,
  };
  e.cache.definitionFacts.set(def, facts);
  const seen = e.cache.seen;
  seen.keywordTriggers |= facts.keywordTriggers;
  seen.replacesEvents |= facts.replacesEvents;
  if (facts.attaches) seen.attaches = true;
  seen.triggerEvents |= facts.triggerEvents;
  if (def.protections !== undefined) seen.protectsFromQualities = true;
  return facts;
}

/**
 * The permanents of one `GameState.play` array, sorted into the lists the hot loops walk, each in play order.
 * The array is never changed in place (a change replaces it) and an object id's definition never changes, so
 * the array's identity is the key: the index is rebuilt only when the permanents change.
 */
export interface PlayIndex {
  play: readonly ObjectId[];
  /** The table slot of each permanent of `play`, in the same order (loops over play read records by slot). */
  slots: readonly number[];
  // The lists below hold table slots (the hot loops over them read the records, not ids to look up).
  /** With an activated ability listing offers (`DefinitionFacts.activates`). */
  activating: readonly number[];
  /** With one that can be played outside its controller's main phase (`activatesAnyTime`). */
  activatingAnyTime: readonly number[];
  /** With a replacement ability. */
  replacing: readonly number[];
  /** With an "at the beginning of …" trigger. */
  triggeringAtSteps: readonly number[];
  /** With a trigger condition written in code (`DefinitionFacts.watchesEvents`). */
  watchingEvents: readonly number[];
  /** With a triggered ability of any kind (`DefinitionFacts.triggersOnEvents`: runtime/events.ts). */
  triggeringOnEvents: readonly number[];
  /** Auras and Equipment (`DefinitionFacts.attaches`: attachments.ts's state-based effects). */
  attaching: readonly number[];
  /** With a player rule or a spell cost change (`DefinitionFacts.makesRules`). */
  makingRules: readonly number[];
  /** A creature, planeswalker or legendary as printed. */
  stateBasedRelevant: readonly number[];
  /** With a mana ability that taps for one mana (mana.ts fills it in on first use; null: not yet). */
  manaProducers: ManaProducers | null;
  /**
   * The index this one was derived from, when `play` is that index's list with one permanent added at its end
   * (`added`) or one taken out (`removed`): mana.ts derives `manaProducers` from its producers in turn, then
   * drops it. Null otherwise (and once used: an index never holds a chain of older ones).
   */
  derivedFrom: PlayIndex | null;
  added: ObjectId | null;
  removed: ObjectId | null;
}

/**
 * The permanents of one play list with a mana ability that taps for one mana, in play order, with what the hot
 * loops read of each: its slot in the object table (state.ts `objectIndex`, so records are read without parsing
 * the id again), that ability's index and its colour (index into MANA_COLORS).
 */
export interface ManaProducers {
  ids: ObjectId[];
  slots: number[];
  abilities: number[];
  colors: number[];
}

export function playIndex(e: Engine): PlayIndex {
  const play = e.s.play;
  const cached = e.cache.playIndex;
  if (cached !== null && cached.play === play) return cached;
  if (cached === null) {
    // After a discarded run: the index of the committed state's own list, when it was the last one asked about.
    const kept = e.cache.keptPlayIndex;
    e.cache.keptPlayIndex = null;
    if (kept !== null && kept.play === play) return (e.cache.playIndex = kept);
  }
  // Most changes to the play list are one permanent coming into play (appended) or leaving: the index of the
  // list before is brought along (its lists shared where the permanent isn't in them) instead of walking every
  // permanent's definition again.
  const index = (cached !== null ? derivedIndex(e, cached, play) : null) ?? builtIndex(e, play);
  e.cache.playIndex = index;
  return index;
}

function builtIndex(e: Engine, play: readonly ObjectId[]): PlayIndex {
  const slots: number[] = [];
  const activating: number[] = [];
  const activatingAnyTime: number[] = [];
  const replacing: number[] = [];
  const triggeringAtSteps: number[] = [];
  const watchingEvents: number[] = [];
  const triggeringOnEvents: number[] = [];
  const stateBasedRelevant: number[] = [];
  const attaching: number[] = [];
  const makingRules: number[] = [];
  for (const id of play) {
    const o = obj(e, id)!;
    slots.push(o.slot);
    const facts = definitionEntry(e, o).facts;
    if (facts.activates) activating.push(o.slot);
    if (facts.activatesAnyTime) activatingAnyTime.push(o.slot);
    if (facts.replaces) replacing.push(o.slot);
    if (facts.triggersAtSteps) triggeringAtSteps.push(o.slot);
    if (facts.watchesEvents) watchingEvents.push(o.slot);
    if (facts.triggersOnEvents) triggeringOnEvents.push(o.slot);
    if (facts.stateBasedRelevant) stateBasedRelevant.push(o.slot);
    if (facts.attaches) attaching.push(o.slot);
    if (facts.makesRules) makingRules.push(o.slot);
  }
  return { play, slots, activating, activatingAnyTime, replacing, triggeringAtSteps, watchingEvents, triggeringOnEvents, attaching, makingRules, stateBasedRelevant, manaProducers: null, derivedFrom: null, added: null, removed: null };
}

/**
 * The index of `play` from the index of the list before it, when `play` is that list with one permanent added
 * at the end or one taken out (the same ids otherwise, in the same order); null for any other change.
 */
function derivedIndex(e: Engine, from: PlayIndex, play: readonly ObjectId[]): PlayIndex | null {
  const before = from.play;
  let added: ObjectId | null = null;
  let removed: ObjectId | null = null;
  let at = 0; // where the permanent removed was
  if (play.length === before.length + 1) {
    for (let i = 0; i < before.length; i++) if (play[i] !== before[i]) return null;
    added = play[before.length];
  } else if (play.length === before.length - 1) {
    while (at < play.length && play[at] === before[at]) at++;
    for (let i = at; i < play.length; i++) if (play[i] !== before[i + 1]) return null;
    removed = before[at];
  } else {
    return null;
  }
  from.derivedFrom = null; // no chains: `from` is replaced as the cached index
  if (added !== null) {
    const o = obj(e, added)!;
    const facts = definitionEntry(e, o).facts;
    return {
      play,
      slots: [...from.slots, o.slot],
      activating: facts.activates ? [...from.activating, o.slot] : from.activating,
      activatingAnyTime: facts.activatesAnyTime ? [...from.activatingAnyTime, o.slot] : from.activatingAnyTime,
      replacing: facts.replaces ? [...from.replacing, o.slot] : from.replacing,
      triggeringAtSteps: facts.triggersAtSteps ? [...from.triggeringAtSteps, o.slot] : from.triggeringAtSteps,
      watchingEvents: facts.watchesEvents ? [...from.watchingEvents, o.slot] : from.watchingEvents,
      triggeringOnEvents: facts.triggersOnEvents ? [...from.triggeringOnEvents, o.slot] : from.triggeringOnEvents,
      attaching: facts.attaches ? [...from.attaching, o.slot] : from.attaching,
      makingRules: facts.makesRules ? [...from.makingRules, o.slot] : from.makingRules,
      stateBasedRelevant: facts.stateBasedRelevant ? [...from.stateBasedRelevant, o.slot] : from.stateBasedRelevant,
      manaProducers: null,
      derivedFrom: from,
      added,
      removed: null,
    };
  }
  const slot = from.slots[at];
  return {
    play,
    slots: without(from.slots, slot),
    activating: without(from.activating, slot),
    activatingAnyTime: without(from.activatingAnyTime, slot),
    replacing: without(from.replacing, slot),
    triggeringAtSteps: without(from.triggeringAtSteps, slot),
    watchingEvents: without(from.watchingEvents, slot),
    triggeringOnEvents: without(from.triggeringOnEvents, slot),
    attaching: without(from.attaching, slot),
    makingRules: without(from.makingRules, slot),
    stateBasedRelevant: without(from.stateBasedRelevant, slot),
    manaProducers: null,
    derivedFrom: from,
    added: null,
    removed,
  };
}

/**
 * A new list: `list` without `item` (its first occurrence), or the list itself when it is not in it. For the
 * lists that are replaced on change, never changed in place (zone lists, the play index's lists).
 */
export function without<T>(list: readonly T[], item: T): readonly T[] {
  const at = list.indexOf(item);
  return at < 0 ? list : withoutAt(list, at);
}

/** A new list: `list` without the item at `at`. */
export function withoutAt<T>(list: readonly T[], at: number): T[] {
  if (at === 0) return list.slice(1); // drawing from the top of a library
  // By hand rather than `splice`, which also builds an array of what it removed.
  const out = list.slice(0, at);
  for (let i = at + 1; i < list.length; i++) out.push(list[i]);
  return out;
}

/**
 * What the listing reads of a hand, by the hand list: each card's definition entry, in hand order, and the
 * cards that are instants with a mana cost (all that can be cast outside the player's own main phase with an
 * empty stack) with theirs. Hand lists are never changed in place (state.ts), so the list is the key.
 */
export interface HandFacts {
  hand: readonly ObjectId[];
  entries: DefinitionEntry[];
  instants: ObjectId[];
  instantEntries: DefinitionEntry[];
  /** Whether some card of the hand has an ability played from the hand (`DefinitionFacts.activatesFromHand`). */
  activatesFromHand: boolean;
}

export function handFacts(e: Engine, hand: readonly ObjectId[], playerIndex = -1): HandFacts {
  // With the player's index (the listing's caller knows it), their last hand first: one comparison on most passes.
  if (playerIndex >= 0) {
    const last = e.cache.lastHands[playerIndex];
    if (last != null && last.hand === hand) return last;
    // Most changes are a card drawn (put at the end) or one played (taken out): the facts of the hand before are
    // brought along, looking up only the card put in, as for graveyards (`derivedGraveyardFacts`).
    return (e.cache.lastHands[playerIndex] = (last != null ? derivedHandFacts(e, last, hand) : null) ?? handFacts(e, hand));
  }
  // Hands change with every draw and every card played, so only the last few (one or two per player) are
  // remembered; a hand not among them is walked again (a handful of cards).
  const recent = e.cache.recentHands;
  for (let i = 0; i < recent.length; i++) if (recent[i].hand === hand) return recent[i];
  const facts: HandFacts = { hand, entries: [], instants: [], instantEntries: [], activatesFromHand: false };
  for (const id of hand) {
    const entry = definitionEntryOf(e, id);
    facts.entries.push(entry);
    if (entry.facts.activatesFromHand) facts.activatesFromHand = true;
    if (entry.facts.instant && entry.facts.castable) {
      facts.instants.push(id);
      facts.instantEntries.push(entry);
    }
  }
  if (recent.length >= RECENT_HANDS) recent.shift();
  recent.push(facts);
  return facts;
}

/**
 * The facts of `hand` from those of the hand before it, when `hand` is that hand with one card added at its end
 * or one taken out (the same ids otherwise, in order); null for any other change. The lists of the facts are
 * never changed once made (a change makes new ones).
 */
function derivedHandFacts(e: Engine, from: HandFacts, hand: readonly ObjectId[]): HandFacts | null {
  const before = from.hand;
  if (hand.length === before.length + 1) {
    for (let i = 0; i < before.length; i++) if (hand[i] !== before[i]) return null;
    const added = hand[before.length];
    const entry = definitionEntryOf(e, added);
    const instant = entry.facts.instant && entry.facts.castable;
    return {
      hand,
      entries: [...from.entries, entry],
      instants: instant ? [...from.instants, added] : from.instants,
      instantEntries: instant ? [...from.instantEntries, entry] : from.instantEntries,
      activatesFromHand: from.activatesFromHand || entry.facts.activatesFromHand,
    };
  }
  if (hand.length !== before.length - 1) return null;
  let at = 0; // where the card taken out was
  while (at < hand.length && hand[at] === before[at]) at++;
  for (let i = at; i < hand.length; i++) if (hand[i] !== before[i + 1]) return null;
  const entries = withoutAt(from.entries, at);
  const instant = from.instants.indexOf(before[at]);
  let activatesFromHand = false;
  if (from.activatesFromHand) for (let i = 0; i < entries.length && !activatesFromHand; i++) activatesFromHand = entries[i].facts.activatesFromHand;
  return {
    hand,
    entries,
    instants: instant < 0 ? from.instants : withoutAt(from.instants, instant),
    instantEntries: instant < 0 ? from.instantEntries : withoutAt(from.instantEntries, instant),
    activatesFromHand,
  };
}

/** The hand's instants with a mana cost, in hand order (`handFacts`). */
export function instantsIn(e: Engine, hand: readonly ObjectId[]): readonly ObjectId[] {
  return handFacts(e, hand).instants;
}

/** How many hands `instantsIn` remembers (two players, each a hand or two). */
const RECENT_HANDS = 4;

/**
 * What the listing reads of a graveyard, by the graveyard list: the cards that can be played from there, in
 * graveyard order, with their definition entries: those cast from it (retrace) and those with an ability
 * activated from it (unearth). Most graveyards hold none, and the listing asks on every priority pass, while a
 * graveyard list changes only when a card enters or leaves it (zone lists are replaced, never changed in place:
 * state.ts), so the list is the key: each player's last one is remembered, by player index.
 */
export interface GraveyardFacts {
  graveyard: readonly ObjectId[];
  /** Cards cast from the graveyard (`DefinitionFacts.castsFromGraveyard`). */
  casting: readonly ObjectId[];
  castingEntries: readonly DefinitionEntry[];
  /** Cards with an activated ability played from the graveyard (`DefinitionFacts.activatesFromGraveyard`). */
  activating: readonly ObjectId[];
  activatingEntries: readonly DefinitionEntry[];
}

export function graveyardFacts(e: Engine, graveyard: readonly ObjectId[], playerIndex: number): GraveyardFacts {
  const lasts = e.cache.lastGraveyards;
  const last = lasts[playerIndex];
  if (last != null && last.graveyard === graveyard) return last;
  // Most changes are one card put into the graveyard (at its end) or one taken out: the facts of the list before
  // are brought along, looking up only the card put in (and sharing the lists when neither card is playable).
  const facts = (last != null ? derivedGraveyardFacts(e, last, graveyard) : null) ?? builtGraveyardFacts(e, graveyard);
  lasts[playerIndex] = facts;
  return facts;
}

function builtGraveyardFacts(e: Engine, graveyard: readonly ObjectId[]): GraveyardFacts {
  const casting: ObjectId[] = [];
  const castingEntries: DefinitionEntry[] = [];
  const activating: ObjectId[] = [];
  const activatingEntries: DefinitionEntry[] = [];
  for (const id of graveyard) {
    const entry = definitionEntryOf(e, id);
    if (entry.facts.castsFromGraveyard) {
      casting.push(id);
      castingEntries.push(entry);
    }
    if (entry.facts.activatesFromGraveyard) {
      activating.push(id);
      activatingEntries.push(entry);
    }
  }
  return { graveyard, casting, castingEntries, activating, activatingEntries };
}

/**
 * The facts of `graveyard` from those of the list before it, when `graveyard` is that list with one card added
 * at its end or one taken out (the same ids otherwise, in order); null for any other change. The lists of the
 * facts are never changed once made (a change makes new ones).
 */
function derivedGraveyardFacts(e: Engine, from: GraveyardFacts, graveyard: readonly ObjectId[]): GraveyardFacts | null {
  const before = from.graveyard;
  if (graveyard.length === before.length + 1) {
    for (let i = 0; i < before.length; i++) if (graveyard[i] !== before[i]) return null;
    const added = graveyard[before.length];
    const entry = definitionEntryOf(e, added);
    const casts = entry.facts.castsFromGraveyard;
    const activates = entry.facts.activatesFromGraveyard;
    return {
      graveyard,
      casting: casts ? [...from.casting, added] : from.casting,
      castingEntries: casts ? [...from.castingEntries, entry] : from.castingEntries,
      activating: activates ? [...from.activating, added] : from.activating,
      activatingEntries: activates ? [...from.activatingEntries, entry] : from.activatingEntries,
    };
  }
  if (graveyard.length !== before.length - 1) return null;
  let at = 0; // where the card taken out was
  while (at < graveyard.length && graveyard[at] === before[at]) at++;
  for (let i = at; i < graveyard.length; i++) if (graveyard[i] !== before[i + 1]) return null;
  const removed = before[at];
  const cast = from.casting.indexOf(removed);
  const activated = from.activating.indexOf(removed);
  return {
    graveyard,
    casting: cast < 0 ? from.casting : withoutAt(from.casting, cast),
    castingEntries: cast < 0 ? from.castingEntries : withoutAt(from.castingEntries, cast),
    activating: activated < 0 ? from.activating : withoutAt(from.activating, activated),
    activatingEntries: activated < 0 ? from.activatingEntries : withoutAt(from.activatingEntries, activated),
  };
}

/** What a card registry's definitions give, worked out once (see `newCache`). */
interface DefinitionCaches {
  tokenDefinitions: Map<string, CardDefinition>;
  cardDefinitions: Map<string, CardDefinition>;
  manaProduction: Map<string, (string | null)[]>;
  definitionFacts: Map<CardDefinition, DefinitionFacts>;
  seen: SeenDefinitions;
  registryFacts: RegistryFacts;
}

/**
 * Facts about a whole card registry, each worked out the first time it is asked (null until then), shared by every
 * game of the registry: a game whose cards have no such mechanic skips what it would look for on every priority
 * pass. Registries are plain data never changed after they are made.
 */
export interface RegistryFacts {
  /**
   * Whether some card can be played from its owner's graveyard (retrace: `DefinitionFacts.castsFromGraveyard`; an
   * ability played from there, as unearth's: `activatesFromGraveyard`). Tokens need no look: their abilities are
   * static ones, and a token put into a graveyard ceases to exist before a player next receives priority (420.5).
   */
  playsFromGraveyard: boolean | null;
  /**
   * The kinds of event (events.ts bits) the cards' triggered abilities that function in a graveyard can trigger on
   * (`TriggeredAbilityDefinition.zone`: Squee, Goblin Nabob); 0 in most registries, and no graveyard is walked.
   */
  graveyardTriggerEvents: number | null;
  /** Whether some card has a static ability that changes what spells cost (cost-changes.ts, 409.1f). */
  changesSpellCosts: boolean | null;
  /** Whether some card has a static ability that makes a rule about players (player-rules.ts: "You have shroud."). */
  makesPlayerRules: boolean | null;
  /**
   * Whether some card has a prowl cost (`CardDefinition.prowl`): only prowl asks what dealt combat damage to a player
   * this turn, so without one the turn's record does not keep it (turn-record.ts). Tokens have no costs to play.
   */
  prowls: boolean | null;
  /** Whether some card has suspend (`CardDefinition.suspend`): only then does the listing look for suspend actions. */
  suspends: boolean | null;
  /** Whether some card has morph (`CardDefinition.morph`): only then does the listing look for face-down plays and permanents. */
  morphs: boolean | null;
  /** Whether some card has vanishing (`CardDefinition.vanishing`): only then does an upkeep look for its abilities. */
  vanishes: boolean | null;
  /** Whether some card has echo or cumulative upkeep: only then does an upkeep look for their abilities. */
  paysUpkeeps: boolean | null;
  /**
   * Whether some card has a static ability saying "its activated abilities can't be played" (Prison Term): without
   * one, playing an ability never asks the permanent's restrictions (stack.ts, mana.ts).
   */
  stopsAbilities: boolean | null;
  /** Whether some card has split second: only then is the stack asked for one (runtime/split-second.ts, 502.58). */
  splitSeconds: boolean | null;
  /** Whether some card has fading (`CardDefinition.fading`): only then does an upkeep look for its ability (runtime/fading.ts). */
  fades: boolean | null;
  /** Whether some card has dredge (`CardDefinition.dredge`): only then is a draw offered to a graveyard's cards (runtime/dredge.ts). */
  dredges: boolean | null;
}

/** The event kinds some card's triggered ability that functions in a graveyard can trigger on (`RegistryFacts.graveyardTriggerEvents`). */
export function registryGraveyardTriggerEvents(e: Engine): number {
  const facts = e.cache.registryFacts;
  if (facts.graveyardTriggerEvents === null) {
    let mask = 0;
    for (const def of e.cards.all()) mask |= graveyardTriggerEventsMask(def);
    facts.graveyardTriggerEvents = mask;
  }
  return facts.graveyardTriggerEvents;
}

/** Whether some card of the game's registry can be played from a graveyard (`RegistryFacts.playsFromGraveyard`). */
export function registryPlaysFromGraveyard(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.playsFromGraveyard === null) {
    let found = false;
    for (const def of e.cards.all()) {
      if (def.keywords.includes("Retrace") || def.flashback !== undefined) found = true;
      for (const ability of def.abilities) if (ability.kind === "activated" && ability.cost.zone === "graveyard") found = true;
      if (found) break;
    }
    facts.playsFromGraveyard = found;
  }
  return facts.playsFromGraveyard;
}

/** Whether some card of the game's registry changes what spells cost (`RegistryFacts.changesSpellCosts`). */
export function registryChangesSpellCosts(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.changesSpellCosts === null) {
    facts.changesSpellCosts = e.cards.all().some((def) => def.abilities.some((a) => a.kind === "static" && a.costChange !== undefined));
  }
  return facts.changesSpellCosts;
}

/** Whether some card of the game's registry makes a rule about players (`RegistryFacts.makesPlayerRules`). */
export function registryMakesPlayerRules(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.makesPlayerRules === null) {
    facts.makesPlayerRules = e.cards.all().some((def) => def.abilities.some((a) => a.kind === "static" && a.playerRule !== undefined));
  }
  return facts.makesPlayerRules;
}

/** Whether some card of the game's registry stops activated abilities (`RegistryFacts.stopsAbilities`). */
export function registryStopsAbilities(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.stopsAbilities === null) {
    facts.stopsAbilities = e.cards.all().some((def) => def.abilities.some((a) => a.kind === "static" && a.effect?.restrictions?.some((r) => r.kind === "abilitiesCantBePlayed") === true));
  }
  return facts.stopsAbilities;
}

/** Whether some card of the game's registry has a prowl cost (`RegistryFacts.prowls`). */
/** Whether some card of the game's registry has suspend (`RegistryFacts.suspends`). */
export function registrySuspends(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.suspends === null) facts.suspends = e.cards.all().some((def) => def.suspend !== undefined);
  return facts.suspends;
}

/** Whether some card of the game's registry has morph (`RegistryFacts.morphs`, runtime/morph.ts). */
export function registryMorphs(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.morphs === null) facts.morphs = e.cards.all().some((def) => def.morph !== undefined);
  return facts.morphs;
}

/** Whether some card of the game's registry has vanishing (`RegistryFacts.vanishes`). */
export function registryVanishes(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.vanishes === null) facts.vanishes = e.cards.all().some((def) => def.vanishing !== undefined);
  return facts.vanishes;
}

/** Whether some card of the game's registry has echo or cumulative upkeep (`RegistryFacts.paysUpkeeps`). */
export function registryPaysUpkeeps(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.paysUpkeeps === null) facts.paysUpkeeps = e.cards.all().some((def) => def.echo !== undefined || def.cumulativeUpkeep !== undefined);
  return facts.paysUpkeeps;
}

export function registryProwls(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.prowls === null) facts.prowls = e.cards.all().some((def) => def.prowl !== undefined);
  return facts.prowls;
}

const cachesByRegistry = new WeakMap<CardRegistry, DefinitionCaches>();

/**
 * A game's caches. Those worked out from definitions alone (uniform-shape copies, per-definition facts, token
 * definitions, what mana abilities produce) depend only on the card registry, whose definitions are plain data
 * never changed after it is made, so every game of the same registry shares them: a game developer running
 * thousands of games pays for them once. Everything that depends on a game's objects is the game's own.
 */
export function newCache(cards: CardRegistry): EngineCache {
  let shared = cachesByRegistry.get(cards);
  if (shared === undefined) {
    shared = { tokenDefinitions: new Map(), cardDefinitions: new Map(), manaProduction: new Map(), definitionFacts: new Map(), seen: { keywordTriggers: 0, replacesEvents: 0, attaches: false, triggerEvents: 0, protectsFromQualities: false }, registryFacts: { playsFromGraveyard: null, graveyardTriggerEvents: null, changesSpellCosts: null, makesPlayerRules: null, prowls: null, suspends: null, morphs: null, vanishes: null, paysUpkeeps: null, stopsAbilities: null, splitSeconds: null, fades: null, dredges: null } };
    cachesByRegistry.set(cards, shared);
  }
  // Every field present from the start, in one order: a field added later (by the first game that needs it, in the
  // order its game needed them) gives the caches of different games different shapes, and every `e.cache.…` read of
  // the hot paths then meets several (they were two such fields, `keywordGrants` and `triggering`).
  return {
    runs: 0,
    freshRuns: [],
    recordStamp: 0,
    tokenDefinitions: shared.tokenDefinitions,
    cardDefinitions: shared.cardDefinitions,
    manaProduction: shared.manaProduction,
    definitions: [],
    definitionFacts: shared.definitionFacts,
    fineForStateBasedEffects: { effects: [], lastFine: [], facts: [], reusable: false, sources: [], lastFineList: null, lastFineStamp: -1, lastFineVersion: null },
    attachmentsFineIn: null,
    departures: { table: null, slots: [] },
    playIndex: null,
    keptPlayIndex: null,
    recentHands: [],
    manaSourceCounts: [],
    lastGraveyards: [null, null],
    lastHands: [null, null],
    seen: shared.seen,
    seenPlay: false,
    registryFacts: shared.registryFacts,
    staticValues: null,
    carriedViews: null,
    keywordGrants: undefined,
    triggering: null,
  };
}

/**
 * The registry-wide facts (`SeenDefinitions`) with every permanent in play among them: the first call for a state
 * the caches did not see made (a new game, a restore, a discarded run: `stateReplaced`) looks up the definitions
 * of its permanents, once. (A permanent a discarded run took out of play had its definition looked up as it left:
 * zones.ts `leaveZone`.)
 */
export function seenDefinitions(e: Engine): SeenDefinitions {
  const cache = e.cache;
  if (!cache.seenPlay) {
    const play = e.s.play;
    for (let i = 0; i < play.length; i++) definitionEntryOf(e, play[i]);
    cache.seenPlay = true;
  }
  return cache.seen;
}

/** Thrown when the run needs a decision nobody has answered yet. The run's copy of the state is discarded. */
export class DecisionNeeded {
  // Declared and assigned (no class-field definition: see effect-context.ts `Queries`): one is thrown per decision asked.
  declare readonly decision: Decision;
  constructor(decision: Decision) {
    this.decision = decision;
  }
}

/** Thrown for an illegal action or answer; the message names the rule. */
export class RuleError extends Error {}

export function obj(e: Engine, id: ObjectId): ObjectState | undefined {
  if (typeof id !== "string" || id.charCodeAt(0) !== 111 /* o */) return undefined;
  // objectIndex, inlined: this is the hottest lookup in the engine.
  let index = 0;
  for (let i = 1; i < id.length; i++) index = index * 10 + (id.charCodeAt(i) - 48);
  const o = e.s.objects[index];
  return o == null ? undefined : o;
}

export function liveObj(e: Engine, id: ObjectId): ObjectState | undefined {
  const o = obj(e, id);
  return o !== undefined && o.alive ? o : undefined;
}

export function isPlayerId(e: Engine, id: Chosen): id is PlayerId {
  const players = e.s.players;
  for (let i = 0; i < players.length; i++) if (players[i].id === id) return true;
  return false;
}

// Loops rather than find/findIndex: these run many times per action, and a callback is a closure per call.
export function player(e: Engine, id: PlayerId): PlayerState {
  const players = e.s.players;
  for (let i = 0; i < players.length; i++) if (players[i].id === id) return players[i];
  throw new RuleError(`unknown player "${id}"`);
}

export function playerIndex(e: Engine, id: PlayerId): number {
  const players = e.s.players;
  for (let i = 0; i < players.length; i++) if (players[i].id === id) return i;
  return -1;
}

export function activePlayerId(e: Engine): PlayerId {
  return e.s.players[e.s.active].id;
}

export function opponentsOf(e: Engine, id: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (const p of e.s.players) if (p.id !== id && !p.lost) out.push(p.id);
  return out;
}

/** The definition that holds an object's characteristics and code (a token's is built from its data). */
export function definitionOf(e: Engine, o: ObjectState): CardDefinition {
  return definitionEntry(e, o).def;
}

/** The cache entry behind `definitionOf` (also holds facts derived from the definition, see `DefinitionEntry`). */
export function definitionEntry(e: Engine, o: ObjectState): DefinitionEntry {
  return entryAt(e, o, o.slot);
}

/** `definitionEntry(e, obj(e, id)!)` for an id known to name a record, reading the id once (hot loops). */
export function definitionEntryOf(e: Engine, id: ObjectId): DefinitionEntry {
  let index = 0;
  for (let i = 1; i < id.length; i++) index = index * 10 + (id.charCodeAt(i) - 48);
  return entryAt(e, e.s.objects[index]!, index);
}

/**
 * Gives the object at `index` the definition entry of the object it was moved from (217.1c: a new object with
 * the same card and token data, so the same definition), so that its first lookup needs neither the registry
 * nor the facts map.
 */
export function inheritDefinitionEntry(e: Engine, index: number, entry: DefinitionEntry): void {
  const table = e.cache.definitions;
  while (table.length < index) table.push(undefined);
  table[index] = entry;
}

/**
 * Drops the definition entry of a slot whose record has just become a copy (continuous.ts `enterAsCopy`: it
 * inherited the entry of the card it was moved from), so that the next lookup reads what it copies.
 */
export function forgetDefinitionEntry(e: Engine, index: number): void {
  if (index < e.cache.definitions.length) e.cache.definitions[index] = undefined;
}

function entryAt(e: Engine, o: ObjectState, index: number): DefinitionEntry {
  const table = e.cache.definitions;
  const cached = table[index];
  if (cached !== undefined) return cached; // valid for every record at the slot (see EngineCache.definitions)
  const def = lookUpDefinition(e, o);
  const entry: DefinitionEntry = { def, stateBasedKind: -1, facts: definitionFacts(e, def) };
  // Keep the table dense (filling holes first): an array written at scattered high indices becomes a slow
  // dictionary in V8.
  while (table.length < index) table.push(undefined);
  table[index] = entry;
  return entry;
}

/**
 * The definition of a card or token by its copiable values (a card's name, a token's data): what an ability on the
 * stack that another object granted reads its code from (runtime/granted-abilities.ts).
 */
export function definitionOfCard(e: Engine, from: { card: string; token: TokenData | null }): CardDefinition {
  return lookUpDefinition(e, from as ObjectState);
}

/**
 * The characteristics of a face-down spell or permanent (504.2 of 2007, morph's 502.26a): a 2/2 creature with no
 * text, no name, no subtypes, no mana cost and no colour. They are its copiable values: a copy of a face-down
 * permanent is looked up as these (`ObjectState.copyOf` with the card `FACE_DOWN_CARD`).
 */
const FACE_DOWN_DEFINITION: CardDefinition = uniformShape({
  name: "",
  manaCost: null,
  colors: [],
  supertypes: [],
  types: ["Creature"],
  subtypes: [],
  power: 2,
  toughness: 2,
  keywords: [],
  abilities: [],
  text: [],
  source: { file: "", line: 0, column: 0 },
});

/** The card name a copy of a face-down permanent records as what it copies (504.2: the face-down values); no card has it. */
export const FACE_DOWN_CARD = "";

function lookUpDefinition(e: Engine, record: ObjectState): CardDefinition {
  // 504.2: a face-down spell or permanent has only the face-down characteristics; its card is kept (`card`) for
  // when it is turned face up or leaves (runtime/morph.ts).
  if (record.faceDown === true) return FACE_DOWN_DEFINITION;
  // A copy (layer 1, 418.5a of 2007) is looked up as what it copies: its copiable values are that card's printed
  // values or that token's defining data (continuous.ts `enterAsCopy` resolves copies of copies).
  const o: { card: string; token: TokenData | null } = record.copyOf ?? record;
  if (o.token === null && o.card === FACE_DOWN_CARD) return FACE_DOWN_DEFINITION;
  if (o.token === null) {
    let def = e.cache.cardDefinitions.get(o.card);
    if (def === undefined) {
      const printed = e.cards.get(o.card);
      if (printed === undefined) throw new Error(`card "${o.card}" is not in the card registry`);
      def = uniformShape(printed);
      e.cache.cardDefinitions.set(o.card, def);
    }
    return def;
  }
  const key = o.token.sized === true ? tokenDefinitionKey(o.token.creator, o.token.name, o.token.power, o.token.toughness) : `${o.token.creator}\u0000${o.token.name}`;
  let def = e.cache.tokenDefinitions.get(key);
  if (def === undefined) {
    const t = o.token;
    const full: TokenDefinition | undefined = e.cards.get(t.creator)?.tokens?.find((x) => x.name === t.name);
    def = uniformShape({
      name: t.name,
      manaCost: null,
      colors: t.colors,
      supertypes: [],
      types: t.types,
      subtypes: t.subtypes,
      power: t.power,
      toughness: t.toughness,
      keywords: t.keywords,
      abilities: full?.abilities ?? [],
      text: (full?.abilities ?? []).map((a) => a.text),
    });
    e.cache.tokenDefinitions.set(key, def);
  }
  return def;
}

/**
 * Remembers the definition of the tokens named `name` that `creator` makes, from the token data an effect creates
 * them with (families/tokens `createTokens`), unless one is known already: in the one shape of every definition the
 * engine reads (`uniformShape`), as `lookUpDefinition` makes it from the registry. Kept as the family gave it (a
 * literal of its own fields, its abilities as written), a token's definition and abilities were other shapes than
 * every card's, met by the hot paths' reads of definitions and abilities whenever a token was about.
 */
/** The key of an X/X token's definition (`TokenData.sized`): one definition per creator, name and size. */
function tokenDefinitionKey(creator: string, name: string, power: number | null, toughness: number | null): string {
  return `${creator}\u0000${name}\u0000${power}/${toughness}`;
}

export function rememberTokenDefinition(e: Engine, creator: string, token: TokenDefinition, sized = false): void {
  const key = sized ? tokenDefinitionKey(creator, token.name, token.power, token.toughness) : `${creator}\u0000${token.name}`;
  if (e.cache.tokenDefinitions.has(key)) return;
  e.cache.tokenDefinitions.set(
    key,
    uniformShape({
      name: token.name,
      manaCost: null,
      colors: token.colors,
      supertypes: [],
      types: token.types,
      subtypes: token.subtypes,
      power: token.power,
      toughness: token.toughness,
      keywords: token.keywords,
      abilities: token.abilities,
      text: token.abilities.map((a) => a.text),
    }),
  );
}

/**
 * The same definition with every field present, in one order. Definitions from compiled modules omit
 * optional fields in different combinations, so reading `def.types` or `def.abilities` in the hot loops
 * would meet many object shapes (megamorphic property access); the engine reads this copy instead.
 * Its abilities, their costs and target specs are copied the same way (`uniformAbility`); the arrays of
 * characteristics and the abilities' code are the card's own.
 */
function uniformShape(def: CardDefinition): CardDefinition {
  return {
    name: def.name,
    manaCost: withSpendingRestriction(def),
    colors: def.colors,
    supertypes: def.supertypes,
    types: def.types,
    subtypes: def.subtypes,
    loyalty: def.loyalty,
    power: def.power,
    toughness: def.toughness,
    keywords: def.keywords,
    protections: def.protections,
    abilities: def.abilities.map(uniformAbility),
    spell: def.spell === undefined ? undefined : { text: def.spell.text, source: def.spell.source, targets: def.spell.targets.map(uniformTarget), modes: def.spell.modes, resolve: def.spell.resolve },
    tokens: def.tokens,
    enchant: def.enchant === undefined ? undefined : uniformTarget(def.enchant),
    delayed: def.delayed,
    granted: def.granted,
    evoke: def.evoke,
    prowl: def.prowl,
    flashback: def.flashback,
    suspend: def.suspend,
    kicker: def.kicker,
    buyback: def.buyback,
    vanishing: def.vanishing,
    ripple: def.ripple,
    fading: def.fading,
    dredge: def.dredge,
    bushido: def.bushido,
    rampage: def.rampage,
    echo: def.echo,
    cumulativeUpkeep: def.cumulativeUpkeep,
    madness: def.madness,
    morph: def.morph,
    recover: def.recover,
    text: def.text,
    source: def.source,
  };
}

type AnyAbility = { kind: AbilityDefinition["kind"] } & Partial<
  Omit<ActivatedAbilityDefinition, "kind"> & Omit<TriggeredAbilityDefinition, "kind"> & Omit<StaticAbilityDefinition, "kind"> & Omit<ReplacementAbilityDefinition, "kind">
>;

/**
 * An ability copied into the one shape of every kind's fields (those of other kinds undefined), its cost and
 * target specs likewise: the listing reads `kind`, `cost`, `targets` and the target filters of every ability it
 * meets, and card definitions (compiled or hand-written) leave out different optional fields.
 */
function uniformAbility(ability: AbilityDefinition): AbilityDefinition {
  const a = (ability.kind === "block" ? fromBlock(ability) : ability) as AnyAbility;
  return {
    kind: a.kind,
    text: a.text,
    source: a.source,
    cost:
      a.cost === undefined
        ? undefined
        : { mana: a.cost.mana, tap: a.cost.tap, loyalty: a.cost.loyalty, untap: a.cost.untap, parts: a.cost.parts, restriction: a.cost.restriction, zone: a.cost.zone },
    mana: a.mana,
    targets: a.targets === undefined ? undefined : a.targets.map(uniformTarget),
    resolve: a.resolve,
    trigger: a.trigger,
    powerToughness: a.powerToughness,
    continuous: a.continuous,
    effect: a.effect,
    event: a.event,
    effectsOnly: a.effectsOnly,
    applies: a.applies,
    prevents: a.prevents,
    bindsRecipient: a.bindsRecipient,
    apply: a.apply,
    sorcerySpeed: a.sorcerySpeed,
    cycling: a.cycling,
    interveningIf: a.interveningIf,
    manaAbility: a.manaAbility,
    zone: a.zone,
    costChange: a.costChange,
    additionalCost: a.additionalCost,
    playerRule: a.playerRule,
    uncounterable: a.uncounterable,
    untargetableBy: a.untargetableBy,
  } as AbilityDefinition;
}

/**
 * The ability an escape-hatch block implements (definition.ts `BlockAbilityDefinition`): the block's function runs
 * here, the first time a game looks the card up (the definition is then cached for every game of the registry),
 * and its parts fill the ability of kind `implements`, the line's own parts (a known trigger or effect) kept. A
 * part neither the line nor the block gives is an error in the card, named with its position.
 */
function fromBlock(ability: BlockAbilityDefinition): AbilityDefinition {
  const base = { text: ability.text, source: ability.source };
  const where = () => (ability.source === undefined ? `"${ability.text}"` : `${ability.source.file}:${ability.source.line}:${ability.source.column}`);
  switch (ability.implements) {
    case "replacement": {
      const block = ability.block();
      return { kind: "replacement", ...base, event: block.event, effectsOnly: block.effectsOnly === true, applies: block.applies, apply: block.apply } as AbilityDefinition;
    }
    case "static":
      return { kind: "static", ...base, continuous: ability.block() };
    case "triggered": {
      const block = ability.block();
      const triggersOn = block.triggersOn;
      const trigger: TriggerEvent | undefined = ability.trigger ?? (triggersOn === undefined ? undefined : { kind: "gameEvent", triggersOn });
      const resolve = block.resolve ?? ability.resolve;
      if (trigger === undefined) throw new Error(`The escape-hatch block of the triggered ability at ${where()} gives no triggersOn, and the grammar did not know the line's trigger.`);
      if (resolve === undefined) throw new Error(`The escape-hatch block of the triggered ability at ${where()} gives no resolve, and the grammar did not know the line's effect.`);
      return { kind: "triggered", ...base, trigger, targets: ability.targets, resolve };
    }
  }
}

/**
 * The mana cost with its static "Spend only black mana on X." folded in (`xColor`, 409.1h): what payment
 * planning reads (runtime/mana.ts), for casting and for listing castable spells alike.
 */
function withSpendingRestriction(def: CardDefinition): CardDefinition["manaCost"] {
  const restriction = def.abilities.find((ability) => ability.kind === "static" && ability.spendOnlyOnX !== undefined);
  if (def.manaCost === null || restriction === undefined || restriction.kind !== "static") return def.manaCost;
  return { ...def.manaCost, xColor: restriction.spendOnlyOnX };
}

function uniformTarget(spec: TargetSpec): TargetSpec {
  const f = spec.objects;
  const uniform: TargetSpec = {
    min: spec.min,
    max: spec.max,
    players: spec.players,
    objects:
      f === undefined
        ? undefined
        : { types: f.types, excludedTypes: f.excludedTypes, zone: f.zone, controller: f.controller, manaValueAtMost: f.manaValueAtMost, other: f.other },
  };
  // The composed parts (runtime/filters.ts) and "target opponent" are kept when present: most specs have none,
  // and those keep the one shape above.
  if (spec.opponents === true) uniform.opponents = true;
  if (spec.divide !== undefined) uniform.divide = spec.divide; // 409.1d (runtime/division.ts)
  if (spec.distinct === true) uniform.distinct = true; // 409.1c: "another target" (runtime/stack.ts)
  if (f !== undefined && uniform.objects !== undefined && hasComposedParts(f)) Object.assign(uniform.objects, composedPartsOf(f));
  return uniform;
}

/**
 * `list.includes(item)` as a loop the optimizing compiler inlines: the rules modules ask it of short lists (types,
 * keywords, the objects an effect affects) on every check, where `includes` is a call into the engine each time.
 */
export function contains<T>(list: readonly T[], item: T): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === item) return true;
  return false;
}

/**
 * The same items in the same order, compared by identity: how the caches keyed by identity ask whether a list
 * they were computed from (the continuous effects, a list of records) is still the one the state holds.
 */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A triggered ability waiting to go on the stack (410). The list is replaced, never changed in place (shared by copies). */
export function addPendingTrigger(e: Engine, trigger: PendingTrigger): void {
  e.s.pendingTriggers = [...e.s.pendingTriggers, trigger];
}

export function log(e: Engine, event: GameEvent): void {
  appendLog(e.s.log, event);
}

export function nextTimestamp(e: Engine): number {
  return e.s.nextTimestamp++;
}

/** What a cost's hybrid symbols add to its converted mana cost: each its largest part ({G/W} 1, {2/W} 2; 2007 rules). */
export function hybridManaValue(cost: ManaCost): number {
  let total = 0;
  for (const symbol of cost.hybrid ?? []) total += Math.max(1, symbol.generic ?? 0);
  return total;
}
