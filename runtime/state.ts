/**
 * Game state: plain, serialisable data (no functions, class instances, Maps or Sets), and its hand-written
 * fast clone (snapshots, and the copy an action runs against while it may still need a decision).
 *
 * Rules referenced: 217.1c (2007: an object that changes zones becomes a new object: a new id), 413.2a (last
 * known information: a record that left its zone keeps its last view until nothing refers to it any more).
 */
import type { GrantedAbilityRef } from "./granted-abilities.js";
import type { Action, AutoPass, Decision, GameEvent, Step } from "./api.js";
import type {
  CardType,
  Chosen,
  Color,
  EnteringChoices,
  CombatRestriction,
  Duration,
  Keyword,
  ObjectFilter,
  ObjectId,
  ObjectView,
  PlayerId,
  Zone,
} from "./definition.js";

/** Mana pool indices: W U B R G and colorless. */
export const MANA_COLORS = ["W", "U", "B", "R", "G", "C"] as const;
export type ManaColor = (typeof MANA_COLORS)[number];

export interface PlayerState {
  id: PlayerId;
  name: string;
  life: number;
  lost: boolean;
  /** [W, U, B, R, G, C]. Never changed in place, like the zone lists: a change replaces it (copies share it). */
  pool: readonly number[];
  /**
   * 104.3h (Coldsnap): the part of `pool` produced by snow permanents, by the same indices ([W, U, B, R, G, C], each at
   * most the pool's amount of that mana), which alone can pay {S}. Absent while there is none; emptied with the
   * pool (the field deleted, so that a snapshot holds no undefined). Never changed in place, like `pool`.
   */
  snowPool?: readonly number[];
  /**
   * Top card first. The zone lists are never changed in place: a change replaces the list (zones.ts), so
   * copies of the state share them, and the same list means the same cards (a cache key, as for `play`).
   */
  library: readonly ObjectId[];
  hand: readonly ObjectId[];
  graveyard: readonly ObjectId[];
  removed: readonly ObjectId[];
  landsPlayedThisTurn: number;
  /** 420.5: attempted to draw from an empty library since the last state-based check. */
  drewFromEmptyLibrary: boolean;
  /**
   * Poison counters (104.3d of 2007; families/poison): a player with ten or more loses the game as a state-based
   * effect (420.5, runtime/sba.ts). Absent while the player has none (a snapshot holds no undefined).
   */
  poison?: number;
}

/** Plain characteristics of a token (its abilities are found again through `creator` + `name`). */
export interface TokenData {
  /** The card whose ability created it (its `tokens` list holds the full TokenDefinition). */
  creator: string;
  name: string;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  keywords: Keyword[];
  /**
   * An X/X token (Ooze Garden): its power and toughness were set as it was made, so its definition is remembered per
   * size (`tokenDefinitionKey`). Absent on every other token.
   */
  sized?: true;
}

export interface ObjectState {
  id: ObjectId;
  /** Its index in `GameState.objects`: the number of its id ("o12" → 12), kept so that it is read, not parsed. */
  slot: number;
  /** Card name (registry key); for a token, its name. */
  card: string;
  token: TokenData | null;
  owner: PlayerId;
  /** The controller before control-changing effects (the player who put it into play or cast it). */
  controller: PlayerId;
  zone: Zone;
  /** False once the object has left its zone (a new object exists, or a token ceased to exist). */
  alive: boolean;
  tapped: boolean;
  /** Never changed in place: a change replaces the object (zones.ts), so copies of the record share it. */
  counters: Readonly<Record<string, number>>;
  damage: number;
  /** Turn number since which its controller has controlled it continuously (summoning sickness, 2007 302.6). */
  controlledSinceTurn: number;
  /** 212.9f: the turn in which one of its loyalty abilities was last played (-1: never). */
  loyaltyActivatedTurn: number;
  /** "Doesn't untap during its controller's next untap step": how many untap steps still to skip. */
  skipUntaps: number;
  /** When it came into its zone (continuous-effect timestamps, 418.5 of 2007). */
  timestamp: number;
  /** Objects this object removed from the game with a linked ability. */
  linked: ObjectId[] | null;
  /**
   * How many times each of its activated abilities with a per-turn restriction was played in turn `turn`
   * (runtime/costs.ts; absent: none yet). Replaced on change, never changed in place.
   */
  activated?: { turn: number; counts: readonly number[] };
  /**
   * How many times each of its abilities that asks "if this is the third time this ability has resolved this turn"
   * resolved in turn `turn`, by the sentence's key (families/conditional; absent: none yet). Replaced on change,
   * never changed in place.
   */
  resolved?: { turn: number; counts: Readonly<Record<string, number>> };
  /** 413.2a last known information, recorded when it left its zone. */
  last: ObjectView | null;
  /** The permanent this Aura or Equipment is attached to (runtime/attachments.ts); null: none, or not in play. */
  attachedTo: ObjectId | null;
  /**
   * The optional cost paid to play it (runtime/costs.ts `castCosts`): "evoke" (its evoke cost instead of its mana
   * cost; kept by the permanent it becomes, for "if its evoke cost was paid"), "conspire" (its conspire cost as
   * well). Absent: none.
   */
  paid?: PaidCost;
  /** A copy of a spell (runtime/copies.ts): not a card; it ceases to exist as it leaves the stack. */
  copy?: true;
  /**
   * "If it would leave play, remove it from the game instead of putting it anywhere else" applies to it (unearth's
   * replacement effect, recorded on the permanent it applies to: zones.ts `moveObject`).
   */
  removedIfLeavesPlay?: true;
  /**
   * Layer 1 (418.5a of 2007): the object came into play as a copy ("Clone comes into play as a copy of that
   * creature"): the card or token whose copiable values it has (continuous.ts `enterAsCopy`). Set as it comes into
   * play, never changed; absent: not a copy. The definition lookup (engine.ts) reads it.
   */
  copyOf?: { card: string; token: TokenData | null };
  /**
   * 504 (2007): a face-down spell or permanent (played face down with morph, 502.26). Its characteristics are the
   * face-down 2/2's (engine.ts `lookUpDefinition`); `card` keeps what it is, which its controller may look at
   * (504.3). Set as it is played face down, kept as it resolves into play, removed as it is turned face up
   * (runtime/morph.ts); a face-down object that goes anywhere else is turned face up (revealed, 504.4).
   */
  faceDown?: true;
  /**
   * What was chosen as it came into play ("As ~ comes into play, choose a color": `color`) and how many creatures it
   * devoured (devour); absent: nothing (families/replacement-as-enters). Replaced on change, never changed in place.
   */
  chosen?: EnteringChoices;
}

/**
 * An optional cost paid to play a spell (evoke, prowl, flashback: alternative costs; conspire: an additional cost).
 * A spell played for its flashback cost is removed from the game whenever it would leave the stack (zones.ts).
 */
export type PaidCost = "evoke" | "conspire" | "prowl" | "flashback" | "suspend" | "kicker" | "buyback";

export interface ContinuousEffect {
  timestamp: number;
  duration: Duration;
  source: ObjectId;
  controller: PlayerId;
  /** Locked-in set of affected objects, or a filter re-evaluated continuously. */
  objects: ObjectId[] | null;
  filter: ObjectFilter | null;
  /** Layer 2: control. */
  control?: PlayerId;
  /**
   * Ends as the affected permanent's controller loses control of it (suspend's "it gains haste until you lose
   * control of it", 502.62a): `endEffectsOnControlLoss`, asked wherever control changes.
   */
  untilControlLost?: true;
  /** Layer 4: types added. */
  addTypes?: CardType[];
  /** Layer 4: card types set, replacing the object's (212.1b of 2007: "becomes a 2/2 creature" without "still a …"). */
  setTypes?: CardType[];
  /** Layer 4: subtypes added, the object keeping its own (212.1c: "It's still a land."). */
  addSubtypes?: string[];
  /** Layer 4: subtypes set with `setTypes` (212.1b: they replace those of the same set, creature types or others). */
  setSubtypes?: string[];
  /** Layer 4: every creature type ("gain all creature types", Mirror Entity). */
  allCreatureTypes?: boolean;
  /**
   * Layer 4: creature types set ("Target creature becomes a Coward until end of turn."): its other creature types
   * go (changeling's too), its card types and other subtypes stay.
   */
  setCreatureTypes?: string[];
  /** Layer 4: no creature type ("loses all creature types", Nameless Inversion): changeling included. */
  loseCreatureTypes?: boolean;
  /** Layer 5: colours set ("becomes a 2/1 blue Faerie creature"). */
  setColors?: Color[];
  /** Layer 5: colours added, the object keeping its own ("becomes blue in addition to its other colors"). */
  addColors?: Color[];
  /** Layer 5: keywords granted. */
  keywords?: Keyword[];
  /**
   * Layer 5 (418.5a of 2007: effects that remove abilities): keywords the objects lose ("Target creature loses flying
   * until end of turn."), in timestamp order with those granted.
   */
  removeKeywords?: Keyword[];
  /** Layer 6b: P/T set. */
  setPower?: number;
  setToughness?: number;
  /** Layer 6c: P/T modified. */
  power?: number;
  toughness?: number;
  /** Layer 6e: power and toughness switched ("Switch ~'s power and toughness until end of turn"). */
  switchPowerToughness?: boolean;
  /**
   * The index of the static ability of `source` (definition.ts `StaticEffectDefinition`) that generates this
   * effect: which objects it affects and whether its condition holds are worked out from that ability at each
   * moment (continuous.ts `staticAffects`), so `objects` and `filter` are null; its layer fields are copied here.
   */
  ability?: number;
  /** Whether the ability has an "as long as" condition (its view then depends on the rest of the game). */
  conditional?: boolean;
  /** Combat restrictions on the objects it affects (combat.ts). */
  restrictions?: CombatRestriction[];
  /** "Target spell can't be countered.": effects can't counter the spells `objects` names (runtime/uncounterable.ts). */
  uncounterable?: boolean;
  /** Its static ability grants activated abilities (runtime/granted-abilities.ts). */
  grants?: boolean;
  /**
   * Layer 5: activated abilities a resolved spell or ability granted ('gain "{T}: …" until end of turn'): the
   * granting card's copiable values (whose `CardDefinition.granted` holds their code) and their indices there;
   * `triggers`, the triggered abilities it granted ('gains "When this creature attacks, …" until end of turn'), their
   * indices in `CardDefinition.grantedTriggers`.
   */
  granted?: { card: string; token: TokenData | null; abilities: number[]; triggers?: number[] };
  /** Its static ability grants triggered abilities (runtime/granted-abilities.ts: offered the events of the objects that have them). */
  grantsTriggers?: boolean;
}

/**
 * A prevention or regeneration shield (2007 rules 419.6a, 419.6b): a replacement effect created by a resolved
 * spell or ability, not by a permanent's ability, so it lives in the state (runtime/shields.ts). Every shield
 * ends in the cleanup step of the turn it was created in ("this turn"); one scoped to `resolution` ends when the
 * spell or ability that created it finishes resolving ("Destroy target creature. It can't be regenerated.").
 * Never changed in place: using one up replaces it (or removes it) in a new list.
 */
export type Shield =
  /** "The next time this creature would be destroyed this turn, instead tap it, remove all damage from it, and remove it from combat." */
  | { kind: "regeneration"; id: number; source: ObjectId; controller: PlayerId; object: ObjectId }
  /**
   * "If that creature would be put into a graveyard this turn, remove it from the game instead." (Magma Spray): put
   * into a graveyard from play this turn, the object is removed from the game instead (zones.ts `moveObject`).
   */
  | { kind: "removeInstead"; id: number; source: ObjectId; controller: PlayerId; object: ObjectId }
  /** "It can't be regenerated (this turn)": regeneration shields don't apply to the object's destruction. */
  | { kind: "noRegeneration"; id: number; source: ObjectId; controller: PlayerId; object: ObjectId; resolution: boolean }
  /**
   * "Prevent the next N damage / all (combat) damage that would be dealt to … / by …": `amount` null prevents all
   * of it; `to` and `by` null: damage to anything by anything; else damage dealt to `to` or dealt by `by`.
   */
  | {
      kind: "prevention";
      id: number;
      source: ObjectId;
      controller: PlayerId;
      amount: number | null;
      combatOnly: boolean;
      to: Chosen | null;
      by: ObjectId | null;
      /** Only damage dealt both to `to` and by `by` ("… a source of your choice would deal damage to you"). */
      both?: boolean;
      /** "The next time … prevent that damage": used up by the first damage event it prevents. */
      once?: boolean;
      /** "Prevent all damage that black sources and red sources would deal this turn.": damage by a source of one of these colours as it is dealt. */
      byColors?: Color[];
      /** "… to creatures this turn" (Forfend): damage to a permanent that fits the description as the damage would be dealt (419.6a). */
      toFilter?: ObjectFilter;
    };

export interface DamageAssignment {
  source: ObjectId;
  recipient: Chosen;
  amount: number;
}

/** Never changed once on the stack (typed readonly): copies of the state share the items. */
export interface StackItem {
  readonly id: ObjectId;
  readonly kind: "spell" | "activated" | "triggered" | "combatDamage";
  /** The spell's card object (kind spell), or the ability's source. */
  readonly source: ObjectId;
  /** Card name whose definition holds the code (for a token's abilities: the token's name). */
  readonly card: string;
  /** Index into CardDefinition.abilities (-1: the spell text). */
  readonly ability: number;
  readonly controller: PlayerId;
  readonly x: number;
  readonly targets: readonly (readonly Chosen[])[];
  readonly description: string;
  readonly damage: readonly DamageAssignment[] | null;
  /** A triggered ability's event: what "it", "that player" and "that much" refer to (runtime/events.ts). */
  readonly event?: TriggerBinding;
  /** A triggered keyword ability (runtime/keyword-triggers.ts; `ability` is -1 then). */
  readonly keyword?: Keyword;
  /**
   * An activated ability another permanent's static ability granted to the source (runtime/granted-abilities.ts):
   * where its code is (`ability` is the number it was played by).
   */
  readonly granted?: GrantedAbilityRef;
  /** A delayed triggered ability (runtime/delayed.ts; `ability` is -1 then): which one. */
  readonly delayed?: DelayedAbilityRef;
  /** A spell played for an optional cost (runtime/costs.ts): the permanent it becomes remembers it. */
  readonly paid?: PaidCost;
  /** A modal spell's modes, chosen as it was played (2007 409.1b; runtime/modes.ts): indices in printed order. */
  readonly modes?: readonly number[];
  /**
   * The colours of mana spent to play the spell (stack.ts `cast`, from its payment): what "if {U} was spent to play
   * ~" asks as it resolves (Eventide; families/conditional). Absent: no coloured mana was spent (a copy: none was).
   * Kept on the item, as the other facts of how it was played are, not on its record: a field only some records
   * have gives records two object shapes, and every read of a record in the engine meets both.
   */
  readonly manaSpent?: readonly Color[];
  /** 409.1d: how the spell's divided damage is split among its targets, chosen as it was played (runtime/division.ts). */
  readonly divided?: readonly DividedShare[];
  /**
   * 409.1h: the permanents its cost sacrificed (their records, which keep their last known information, 413.2a):
   * "the sacrificed creature's power" (Brion Stoutarm). Absent when the cost sacrificed nothing.
   */
  readonly sacrificed?: readonly ObjectId[];
  /** A delayed triggered ability's: the objects its creating resolution had put into play unnamed (DelayedTrigger `made`). */
  readonly made?: readonly ObjectId[];
}

/**
 * Which delayed triggered ability (410.x of 2007; runtime/delayed.ts): `index` into the creating card's
 * `CardDefinition.delayed` (one written in its text), or a keyword's (`keyword`: Unearth's "remove it from the
 * game at end of turn").
 */
export type DelayedAbilityRef = { readonly index: number } | { readonly keyword: "Unearth" | "SuspendUpkeep" | "SuspendPlay" | "VanishingUpkeep" | "VanishingSacrifice" | "FadingUpkeep" | "EchoUpkeep" | "CumulativeUpkeep" | "MadnessPlay" | "Recover" };

/** When a delayed triggered ability triggers (runtime/delayed.ts). */
export type DelayedWhen = "endOfTurn" | "nextUpkeep" | "endOfCombat";

/**
 * A delayed triggered ability waiting for its moment (410 of 2007: created by a resolving spell or ability, it
 * triggers once, and its controller is the player who controlled what created it). It carries what the creating
 * spell or ability referred to, so that its "it", "that player" and targets mean the same objects later (217.1c:
 * an object that changed zones since is a new object, and is no longer found).
 */
export interface DelayedTrigger {
  readonly ref: DelayedAbilityRef;
  readonly when: DelayedWhen;
  /** The turn it was created in ("the next turn's upkeep" is a later turn's). */
  readonly turn: number;
  /** The card whose definition holds its code, and the creating spell's or ability's source. */
  readonly card: string;
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly x: number;
  readonly targets: readonly (readonly Chosen[])[];
  readonly event?: TriggerBinding;
  /** The objects its creating resolution had put into play unnamed, which its effects name ("Remove it from the game at end of turn."). */
  readonly made?: readonly ObjectId[];
}

/** One target's share of a divided amount (409.1d): `target` of target group `group` gets `amount`. */
export interface DividedShare {
  readonly group: number;
  readonly target: Chosen;
  readonly amount: number;
}

/**
 * What the event a triggered ability triggered on binds (410.1): the object ("it", "that creature"), the player
 * ("that player") and the amount ("that much") its effects refer to; `lki` the object as the event saw it
 * when that differs from `object` (a card put into a graveyard from play: `object` is the card in the
 * graveyard, `lki` the permanent it was).
 */
export interface TriggerBinding {
  readonly object?: ObjectId;
  readonly lki?: ObjectId;
  readonly player?: PlayerId;
  readonly amount?: number;
  /** "Whenever you clash": whether that player won the clash ("If you won, …"; 701.20c). */
  readonly won?: boolean;
}

export interface PendingTrigger {
  source: ObjectId;
  card: string;
  /** Index into the definition's abilities; -1 for a triggered keyword (`keyword`). */
  ability: number;
  controller: PlayerId;
  /** What the event bound (runtime/events.ts). */
  event?: TriggerBinding;
  keyword?: Keyword;
  /**
   * A triggered ability an effect granted to the source (runtime/granted-abilities.ts, 418.5a): where its code is
   * (`ability` is -1 then).
   */
  granted?: GrantedAbilityRef;
  /** A delayed triggered ability that triggered (runtime/delayed.ts): which one, and its creation's targets and X. */
  delayed?: { ref: DelayedAbilityRef; targets: readonly (readonly Chosen[])[]; x: number; made?: readonly ObjectId[] };
}

export interface Attacker {
  attacker: ObjectId;
  /** The player or planeswalker it attacks. */
  defender: Chosen;
  blocked: boolean;
  blockers: ObjectId[];
}

export interface CombatState {
  attackingPlayer: PlayerId;
  defendingPlayer: PlayerId;
  attackers: Attacker[];
  /** The turn-based declaration still awaited in this step. */
  awaiting: "attackers" | "blockers" | null;
  /**
   * First strike (2007 rule 502.2b): set when the first of two combat damage steps assigned only first and
   * double strikers' damage; lists the attackers and blockers that did not, which assign damage in the second
   * step together with the creatures that have double strike then (502.28).
   */
  secondDamageStep: ObjectId[] | null;
}

export interface PendingDecisionState {
  /** The action being performed (re-run from the state before it with the answers so far); null: the game's start. */
  action: Action | null;
  answers: (Chosen | string)[][];
  decision: Decision;
}

/** An extra turn to take (families/extra-turn): whose, and whether it begins without its untap step. */
export interface ExtraTurnState {
  player: PlayerId;
  skipUntap?: boolean;
}

/** runtime/turn-record.ts: the cards put into a graveyard from play in turn `turn`, and the attackers per player. */
export interface TurnRecord {
  turn: number;
  toGraveyardFromPlay: readonly ObjectId[];
  attackers: Readonly<Record<PlayerId, number>>;
  /**
   * The creature types of each creature that dealt combat damage to a player this turn, by its controller then
   * (prowl: "if you dealt combat damage to a player this turn with a [creature type]"); `all`: a changeling.
   */
  combatDamageToPlayer?: Readonly<Record<PlayerId, readonly { subtypes: readonly string[]; all?: true }[]>>;
  /**
   * Each permanent dealt damage this turn, after the source that dealt it, as pairs [source, permanent] by their
   * ids in play ("Whenever a creature dealt damage by ~ this turn is put into a graveyard": Sengir Vampire).
   */
  damagedPermanents?: readonly (readonly [ObjectId, ObjectId])[];
  /** How many spells each player played this turn (kept only when a card of the registry makes player rules: Rule of Law). */
  spellsPlayed?: Readonly<Record<PlayerId, number>>;
}

export interface GameState {
  players: PlayerState[];
  /** Indexed by the number of the id ("o12" → 12); null once pruned. */
  objects: (ObjectState | null)[];
  /**
   * Permanents in play, in the order they came into play. Never changed in place: a change replaces the array
   * (zones.ts), so copies of the state share it, and the same array means the same permanents (a cache key:
   * engine.ts `playIndex`).
   */
  play: readonly ObjectId[];
  /** Bottom first. */
  stack: StackItem[];
  /** Never changed in place, like `play`: a change replaces the array, so copies of the state share it. */
  effects: readonly ContinuousEffect[];
  /** Prevention and regeneration shields (runtime/shields.ts); replaced on change. Absent in older snapshots. */
  shields?: readonly Shield[];
  /** Never changed in place either (triggered abilities waiting to go on the stack, 410). */
  pendingTriggers: readonly PendingTrigger[];
  /**
   * Delayed triggered abilities waiting for their moment (runtime/delayed.ts); replaced on change. Undefined: none.
   * Present (maybe undefined) in every state the engine makes, like `turnRecord` (see `cloneState`).
   */
  delayedTriggers?: readonly DelayedTrigger[];
  combat: CombatState | null;
  turnNumber: number;
  step: Step;
  /** Index into players. */
  active: number;
  /** Index into players of the priority holder. */
  priority: number;
  /** Consecutive passes since the last action or resolution. */
  passes: number;
  nextTimestamp: number;
  rng: number;
  over: boolean;
  winner: PlayerId | null;
  pending: PendingDecisionState | null;
  /**
   * Stack objects resolved since a player last acted (an action other than passing priority). 104.4b (2007): a
   * loop of mandatory actions makes the game a draw. Answers to decisions inside the loop do not count as
   * breaking it: a loop whose every choice continues it (Oblivion Rings removing one another, each free to pick
   * which other Ring) is as mandatory as one with no choice at all; a player who can break a loop does so by
   * acting.
   */
  resolutionsWithoutChoice: number;
  /** Tokens moved out of play since the last state-based check (they cease to exist then). */
  tokensOutsidePlay: number;
  /** The setup's forced-pass option (api.ts `GameSetup.autoPass`). */
  autoPass: AutoPass;
  /**
   * The event log, append-only, in chunks of LOG_CHUNK events: a full chunk never changes again, so copies of
   * the state (snapshots, action runs) share full chunks and copy only the last one.
   */
  /**
   * What happened in turn `turn` that text asks about later (runtime/turn-record.ts); replaced on change, never
   * changed in place. Undefined: nothing recorded yet (absent in older snapshots).
   */
  turnRecord?: TurnRecord;
  /**
   * Extra turns still to take (300.7 of 2007), the next one last: each is added directly after the current turn,
   * so the most recently created is taken first. Replaced on change, never changed in place. Absent: none.
   */
  extraTurns?: readonly ExtraTurnState[];
  /**
   * While extra turns are being taken: the player of the last turn in the normal order, after whom the normal
   * order resumes once no extra turn is left (300.7: extra turns are added; they don't move the turn order).
   */
  turnOrderResumesAfter?: PlayerId;
  log: GameEvent[][];
}

function clonePlayer(p: PlayerState): PlayerState {
  const copy: PlayerState = {
    id: p.id,
    name: p.name,
    life: p.life,
    lost: p.lost,
    pool: p.pool, // replaced on change, never changed in place
    // Zone lists are replaced on change, never changed in place: shared.
    library: p.library,
    hand: p.hand,
    graveyard: p.graveyard,
    removed: p.removed,
    landsPlayedThisTurn: p.landsPlayedThisTurn,
    drewFromEmptyLibrary: p.drewFromEmptyLibrary,
  };
  // 104.3h: present only while the pool holds mana from snow permanents (a snapshot has no undefined fields).
  if (p.snowPool !== undefined) copy.snowPool = p.snowPool; // replaced on change, never changed in place
  if (p.poison !== undefined) copy.poison = p.poison; // 104.3d: present only while the player has poison counters
  return copy;
}

export function cloneObject(o: ObjectState): ObjectState {
  // One literal of fixed fields, the optional ones assigned after it when present (the same own fields, in the same
  // order, as spreading them in): a literal with spreads is built field by field through the runtime's generic
  // copy, and this runs for every write to an object (engine.ts `writable`).
  const copy: ObjectState = {
    id: o.id,
    slot: o.slot,
    card: o.card,
    token: o.token, // immutable once created
    owner: o.owner,
    controller: o.controller,
    zone: o.zone,
    alive: o.alive,
    tapped: o.tapped,
    counters: o.counters, // replaced on change, never changed in place
    damage: o.damage,
    controlledSinceTurn: o.controlledSinceTurn,
    loyaltyActivatedTurn: o.loyaltyActivatedTurn,
    skipUntaps: o.skipUntaps,
    timestamp: o.timestamp,
    linked: o.linked === null ? null : o.linked.slice(),
    last: o.last, // immutable once recorded
    attachedTo: o.attachedTo,
  };
  if (o.activated !== undefined) copy.activated = o.activated; // replaced on change, never changed in place
  if (o.resolved !== undefined) copy.resolved = o.resolved; // replaced on change, never changed in place
  if (o.paid !== undefined) copy.paid = o.paid;
  if (o.copy !== undefined) copy.copy = o.copy;
  if (o.removedIfLeavesPlay !== undefined) copy.removedIfLeavesPlay = o.removedIfLeavesPlay;
  if (o.copyOf !== undefined) copy.copyOf = o.copyOf; // immutable once set
  if (o.faceDown !== undefined) copy.faceDown = o.faceDown;
  if (o.chosen !== undefined) copy.chosen = o.chosen; // replaced on change, never changed in place
  return copy;
}

function cloneCombat(combat: CombatState): CombatState {
  const attackers: Attacker[] = [];
  for (const a of combat.attackers) attackers.push({ attacker: a.attacker, defender: a.defender, blocked: a.blocked, blockers: a.blockers.slice() });
  return {
    attackingPlayer: combat.attackingPlayer,
    defendingPlayer: combat.defendingPlayer,
    attackers,
    awaiting: combat.awaiting,
    secondDamageStep: combat.secondDamageStep === null ? null : combat.secondDamageStep.slice(),
  };
}

/**
 * A copy sharing only parts never changed in place: object records (copied on write, engine.ts
 * `writable`), the lists replaced on change (play, zone lists, effects, pending triggers), token data, recorded
 * LKI views, full log chunks, filters. With
 * `shareLog`, the copy appends to the same log array (the log is append-only: a discarded run truncates it
 * back), which keeps the per-action copy independent of the game's length.
 */
export function cloneState(s: GameState, shareLog = false): GameState {
  // Object records are shared: a run copies a record before changing it (engine.ts `writable`). A run's copy
  // (`shareLog`) shares the object table too, and changes it in place with an undo record (engine.ts
  // `ownObjects`). Snapshots get their own table.
  const objects = shareLog ? s.objects : s.objects.slice();
  // map() with a named function (no closure) makes the list exactly as long: one grown by push has room for 17,
  // and this runs for every copy.
  const players = s.players.map(clonePlayer);
  const stack = s.stack.slice(); // the items are never changed once on the stack: shared
  // Every field in the literal, the optional ones too (undefined when absent), in the order of game.ts `emptyState`:
  // every state then has one object shape, and the hot paths' reads of `e.s.…` stay monomorphic. Assigning a field
  // to some copies only (as `delayedTriggers` and `turnRecord` were) gave the states two shapes or more: about 4 %
  // of a game (bench/runtime-ab.ts).
  const copy: GameState = {
    players,
    objects,
    play: s.play, // replaced on change, never changed in place
    stack,
    effects: s.effects, // replaced on change, never changed in place; effects are immutable once created
    shields: s.shields, // replaced on change, never changed in place
    pendingTriggers: s.pendingTriggers, // replaced on change, never changed in place
    delayedTriggers: s.delayedTriggers, // replaced on change, never changed in place
    combat: s.combat === null ? null : cloneCombat(s.combat),
    turnNumber: s.turnNumber,
    step: s.step,
    active: s.active,
    priority: s.priority,
    passes: s.passes,
    nextTimestamp: s.nextTimestamp,
    rng: s.rng,
    over: s.over,
    winner: s.winner,
    pending: s.pending, // immutable once recorded
    resolutionsWithoutChoice: s.resolutionsWithoutChoice,
    tokensOutsidePlay: s.tokensOutsidePlay,
    autoPass: s.autoPass,
    turnRecord: s.turnRecord, // replaced on change, never changed in place
    extraTurns: s.extraTurns, // replaced on change, never changed in place
    turnOrderResumesAfter: s.turnOrderResumesAfter,
    log: shareLog ? s.log : copyLog(s.log),
  };
  return copy;
}

/**
 * A copy for a snapshot (game.ts `snapshot`): as `cloneState`, without the optional fields that are undefined, so
 * that the snapshot is the plain JSON data it serialises to (JSON drops a field that is undefined). Not a state
 * the engine runs on: restoring copies it again (`cloneState`), with every field.
 */
export function snapshotState(s: GameState): GameState {
  const copy = cloneState(s);
  if (copy.delayedTriggers === undefined) delete copy.delayedTriggers;
  if (copy.turnRecord === undefined) delete copy.turnRecord;
  if (copy.extraTurns === undefined) delete copy.extraTurns;
  if (copy.turnOrderResumesAfter === undefined) delete copy.turnOrderResumesAfter;
  return copy;
}

/**
 * The id of the object at table slot `slot` ("o12"), the same string every time. Ids are compared everywhere
 * (controllers, targets, zone lists); a string made by concatenation is not internalized, and comparing two
 * such strings that differ is a call into the engine's string comparison, where two internalized strings
 * compare by pointer. A property name is always internalized: the id is made once, as one.
 */
export function objectIdAt(slot: number): ObjectId {
  return OBJECT_IDS[slot] ?? (OBJECT_IDS[slot] = internalized(`o${slot}`));
}

const OBJECT_IDS: ObjectId[] = [];

/** The player id of seat `index` (0-based): "p1", "p2", … (internalized, as object ids). */
export function playerIdAt(index: number): PlayerId {
  return PLAYER_IDS[index] ?? (PLAYER_IDS[index] = internalized(`p${index + 1}`));
}

const PLAYER_IDS: PlayerId[] = [];

function internalized(text: string): string {
  const holder: Record<string, true> = {};
  holder[text] = true;
  return Object.keys(holder)[0];
}

/** "o12" → 12 (no allocation: this runs on every object lookup). */
export function objectIndex(id: ObjectId): number {
  let n = 0;
  for (let i = 1; i < id.length; i++) n = n * 10 + (id.charCodeAt(i) - 48);
  return n;
}

export const LOG_CHUNK = 256;

export function appendLog(log: GameEvent[][], event: GameEvent): void {
  // Never `log[-1]` (an empty log): reading a negative index once makes this load generic for every later call.
  const n = log.length;
  let last = n === 0 ? null : log[n - 1];
  if (last === null || last.length >= LOG_CHUNK) log.push((last = []));
  last.push(event);
}

function copyLog(log: GameEvent[][]): GameEvent[][] {
  const out = log.slice();
  const last = out.length - 1;
  if (last >= 0 && out[last].length < LOG_CHUNK) out[last] = out[last].slice();
  return out;
}

export function markLog(log: GameEvent[][]): [number, number] {
  return [log.length, log.length === 0 ? 0 : log[log.length - 1].length];
}

export function truncateLog(log: GameEvent[][], [chunks, lastLength]: [number, number]): void {
  log.length = chunks;
  if (chunks > 0) log[chunks - 1].length = lastLength;
}

export function flattenLog(log: GameEvent[][]): GameEvent[] {
  return ([] as GameEvent[]).concat(...log);
}
