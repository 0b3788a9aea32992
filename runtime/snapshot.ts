/**
 * Validation of a snapshot before it is restored (`restoreGame`, `game.restore`): a snapshot is input. It may
 * have been stored, sent, edited by hand or made by another version, and the engine trusts its state
 * completely (a life of "20" would become "202" after gaining 2; an unknown object id is a TypeError deep in a
 * rule). So every field is checked before the engine sees it: the version, the shape and type of every field
 * (numbers are safe integers in range), the ids (players p1…pN in seat order, objects at their own table
 * slot), the zones (every living object in exactly the one zone list its record names, and nothing else in
 * them), references (players exist, object ids lie in the table), and the card registry (every card and token
 * creator is in it). The first problem is thrown as a SnapshotError naming its path in the snapshot
 * (`state.players[1].life`) and what to do.
 *
 * Cost: it reads every field once, the log included (see runtime/README.md, "Snapshots"). A snapshot this
 * process made and nobody changed may skip it (`{ trusted: true }`); the default validates.
 */
import type { CardRegistry, CardType, Color, Keyword, Supertype, Zone } from "./definition.js";
import { LOG_CHUNK, MANA_COLORS, objectIdAt, playerIdAt } from "./state.js";
import { STEPS } from "./turn.js";
import { KEYWORD_TRIGGERS } from "./keyword-triggers.js";

/** The snapshot can't be restored; `path` is where in the snapshot the (first) problem is. */
export class SnapshotError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(
      `restore: this snapshot can't be restored: ${path}: ${problem}. Restore a snapshot exactly as game.snapshot() made it ` +
        `(a JSON round trip keeps it whole), with the registry of cards it was taken with; a changed or damaged snapshot can't be continued.`,
    );
    this.name = "SnapshotError";
  }
}

const ZONES: readonly Zone[] = ["library", "hand", "play", "graveyard", "stack", "removed"];
const PLAYER_ZONES = ["library", "hand", "graveyard", "removed"] as const;
const CARD_TYPES: readonly CardType[] = ["Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Tribal"];
const SUPERTYPES: readonly Supertype[] = ["Basic", "Legendary", "Snow", "World"];
const COLORS: readonly Color[] = ["W", "U", "B", "R", "G"];
const COLOR_COUNTS = ["colorless", "monocolored", "multicolored"] as const;
/**
 * Every keyword, as a record over the Keyword union so that the compiler refuses a keyword added to the union
 * and not here (a list had fallen behind: a snapshot with a granted Wither or Flash could not be restored).
 */
const EVERY_KEYWORD: Record<Keyword, true> = {
  Flying: true, Vigilance: true, Haste: true, Trample: true, Indestructible: true, Reach: true, "First strike": true, Defender: true,
  "Double strike": true, Fear: true, Shroud: true, Hexproof: true, Menace: true, Plainswalk: true, Islandwalk: true, Swampwalk: true, Mountainwalk: true,
  Forestwalk: true, Wither: true, Flash: true, Changeling: true, "Protection from white": true, "Protection from blue": true,
  "Protection from black": true, "Protection from red": true, "Protection from green": true, Exalted: true, Persist: true, Lifelink: true,
  Deathtouch: true, Evoke: true, Unearth: true, Conspire: true, Retrace: true, Cascade: true, Prowl: true, Flashback: true, Shadow: true, Flanking: true, Suspend: true, Kicker: true, Buyback: true, Vanishing: true, Fading: true, Dredge: true, Bushido: true, Rampage: true, Echo: true, "Cumulative upkeep": true, Storm: true, Madness: true, Morph: true, Recover: true, Ripple: true, "Split second": true, Delve: true, Convoke: true,
  "Poisonous 1": true, "Poisonous 2": true, "Poisonous 3": true, "Poisonous 4": true, "Poisonous 5": true, "Poisonous 6": true, "Poisonous 7": true, "Poisonous 8": true, "Poisonous 9": true, "Poisonous 10": true,
};
const KEYWORDS: readonly Keyword[] = Object.keys(EVERY_KEYWORD) as Keyword[];
/** The triggered keywords (runtime/keyword-triggers.ts): a pending trigger or stack item may be one of them. */
const TRIGGERED_KEYWORDS: readonly Keyword[] = KEYWORD_TRIGGERS.map((trigger) => trigger.keyword);
const DURATIONS = ["untilEndOfTurn", "restOfGame", "permanent", "whileInPlay"] as const;
const RESTRICTIONS = [
  "cantAttack",
  "cantBlock",
  "unblockable",
  "attacksEachTurn",
  "blocksEachTurn",
  "blocksAdditional",
  "blocksObject",
  "mustBeBlocked",
  "mustBeBlockedByAll",
  "minimumBlockers",
  "notBlockedBy",
  "blockedOnlyBy",
  "maximumBlockers",
  "blocksOnly",
  "cantBlockThose",
  "cantBlockObject",
  "doesntUntap",
  "abilitiesCantBePlayed",
] as const;
const STACK_KINDS = ["spell", "activated", "triggered", "combatDamage"] as const;
const ACTION_KINDS = ["pass", "playLand", "cast", "activate", "declareAttackers", "declareBlockers", "turnFaceUp"] as const;
const MAX_INT = Number.MAX_SAFE_INTEGER;
/** A field name or an index under a path; undefined: the path itself. */
type Key = string | number | undefined;
const OBJECT_ID = /^o(0|[1-9][0-9]{0,8})$/;

/** How a value is named in a message: `the string "20"`, `the number 1e+308`, `null`, `an array`. */
function describe(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === "number" || typeof value === "boolean") return `the ${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

/** Whether `value` is plain JSON data (see SnapshotValidator.data, which names what is wrong). */
function isData(value: unknown, depth: number): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object":
      if (depth > 20) return false;
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++) if (!isData(value[index], depth + 1)) return false;
        return true;
      }
      if (!isPlainObject(value)) return false;
      for (const key in value) if (!isData(value[key], depth + 1)) return false;
      return true;
    default:
      return false;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Checks `raw` (the snapshot's `state` of snapshot format `version`) against `cards`; throws SnapshotError.
 * Versions 1 and 2 have no `slot` in records, version 1 no `autoPass` (game.ts adds them after this check).
 */
export function validateSnapshotState(raw: unknown, version: number, cards: CardRegistry): void {
  new SnapshotValidator(cards, version).state(raw, "state");
}

class SnapshotValidator {
  private playerIds: string[] = [];
  private tableLength = 0;

  constructor(
    private readonly cards: CardRegistry,
    private readonly version: number,
  ) {}

  private fail(path: string, problem: string): never {
    throw new SnapshotError(path, problem);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Values

  /** A plain object with exactly the fields `required` (and maybe `optional`); returns it. */
  private record(value: unknown, path: string, required: readonly string[], optional: readonly string[] = []): Record<string, unknown> {
    if (!isPlainObject(value)) this.fail(path, `expected an object, got ${describe(value)}`);
    let expected = required.length;
    for (const field of required) if (!Object.hasOwn(value, field)) this.fail(this.at(path, field), "missing (every snapshot has it)");
    for (const field of optional) if (Object.hasOwn(value, field)) expected++;
    let count = 0;
    for (const _ in value) count++;
    if (count !== expected) {
      for (const field of Object.keys(value)) {
        if (!required.includes(field) && !optional.includes(field)) this.fail(this.at(path, field), "not a field of a snapshot");
      }
    }
    return value;
  }

  private array(value: unknown, path: string, maxLength = 10_000_000): unknown[] {
    if (!Array.isArray(value)) this.fail(path, `expected an array, got ${describe(value)}`);
    if (value.length > maxLength) this.fail(path, `expected at most ${maxLength} entries, got ${value.length}`);
    return value;
  }

  /** `base` and `key` joined into a path (made only when a message needs it: this runs for every field). */
  private at(base: string, key: Key): string {
    return key === undefined ? base : typeof key === "number" ? `${base}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
  }

  private int(value: unknown, base: string, key: Key, min = 0, max = MAX_INT): number {
    if (typeof value !== "number" || !Number.isSafeInteger(value)) this.fail(this.at(base, key), `expected an integer, got ${describe(value)}`);
    if (value < min || value > max) this.fail(this.at(base, key), `expected an integer from ${min} to ${max}, got ${value}`);
    return value;
  }

  private intOrNull(value: unknown, base: string, key: Key, min = -MAX_INT): void {
    if (value !== null) this.int(value, base, key, min);
  }

  private bool(value: unknown, base: string, key: Key): void {
    if (typeof value !== "boolean") this.fail(this.at(base, key), `expected true or false, got ${describe(value)}`);
  }

  private string(value: unknown, base: string, key: Key): string {
    if (typeof value !== "string") this.fail(this.at(base, key), `expected a string, got ${describe(value)}`);
    return value;
  }

  private oneOf<T extends string>(value: unknown, base: string, key: Key, options: readonly T[]): T {
    if (typeof value !== "string" || !options.includes(value as T)) {
      this.fail(this.at(base, key), `expected one of ${options.map((option) => JSON.stringify(option)).join(", ")}, got ${describe(value)}`);
    }
    return value as T;
  }

  private listOf<T extends string>(value: unknown, base: string, key: Key, options: readonly T[]): void {
    const list = this.array(value, this.atIfNot(value, base, key));
    for (let index = 0; index < list.length; index++) {
      if (!options.includes(list[index] as T)) this.oneOf(list[index], this.at(base, key), index, options);
    }
  }

  private strings(value: unknown, base: string, key: Key): void {
    const list = this.array(value, this.atIfNot(value, base, key));
    for (let index = 0; index < list.length; index++) if (typeof list[index] !== "string") this.string(list[index], this.at(base, key), index);
  }

  /** The path for array(): made only when `value` is no array (array() reports it then). */
  private atIfNot(value: unknown, base: string, key: Key): string {
    return Array.isArray(value) ? base : this.at(base, key);
  }

  private player(value: unknown, base: string, key: Key): string {
    if (typeof value !== "string" || !this.playerIds.includes(value)) {
      this.fail(this.at(base, key), `expected a player id (${this.playerIds.join(", ")}), got ${describe(value)}`);
    }
    return value;
  }

  private playerOrNull(value: unknown, base: string, key: Key): void {
    if (value !== null) this.player(value, base, key);
  }

  /** An object id of this game's table ("o12", below the table's length); returns its slot. */
  private objectId(value: unknown, base: string, key: Key): number {
    if (typeof value !== "string" || !OBJECT_ID.test(value)) this.fail(this.at(base, key), `expected an object id ("o" and a number), got ${describe(value)}`);
    const slot = Number(value.slice(1));
    if (slot >= this.tableLength) this.fail(this.at(base, key), `${value} is not an object of this game (the object table has ${this.tableLength} slots)`);
    return slot;
  }

  private objectIds(value: unknown, base: string, key: Key): void {
    const list = this.array(value, this.atIfNot(value, base, key));
    for (let index = 0; index < list.length; index++) {
      const id = list[index];
      if (typeof id !== "string" || !OBJECT_ID.test(id) || Number(id.slice(1)) >= this.tableLength) this.objectId(id, this.at(base, key), index);
    }
  }

  /** A player or an object (targets, attacked players and planeswalkers, decision answers). */
  private chosen(value: unknown, base: string, key: Key): void {
    if (typeof value === "string" && this.playerIds.includes(value)) return;
    if (typeof value !== "string" || !OBJECT_ID.test(value)) this.fail(this.at(base, key), `expected a player or object id, got ${describe(value)}`);
    this.objectId(value, base, key);
  }

  /** Plain JSON data (log events): strings, finite numbers, booleans, null, arrays and plain objects. */
  private data(value: unknown, path: string, depth = 0): void {
    if (value === null || typeof value === "string" || typeof value === "boolean") return;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) this.fail(path, `expected a finite number, got ${describe(value)}`);
      return;
    }
    if (depth > 20) this.fail(path, "nested more than 20 levels deep");
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) this.data(value[index], `${path}[${index}]`, depth + 1);
      return;
    }
    if (!isPlainObject(value)) this.fail(path, `expected plain data, got ${describe(value)}`);
    for (const key in value) this.data(value[key], `${path}.${key}`, depth + 1);
  }

  // ---------------------------------------------------------------------------------------------------------
  // The state

  state(raw: unknown, path: string): void {
    const fields = [
      "players",
      "objects",
      "play",
      "stack",
      "effects",
      "pendingTriggers",
      "combat",
      "turnNumber",
      "step",
      "active",
      "priority",
      "passes",
      "nextTimestamp",
      "rng",
      "over",
      "winner",
      "pending",
      "resolutionsWithoutChoice",
      "tokensOutsidePlay",
      "log",
    ];
    const s = this.record(raw, path, this.version >= 2 ? [...fields, "autoPass"] : fields, this.version >= 2 ? ["shields", "delayedTriggers", "turnRecord", "extraTurns", "turnOrderResumesAfter"] : ["autoPass", "shields", "delayedTriggers", "turnRecord", "extraTurns", "turnOrderResumesAfter"]);
    // Players first (their ids are referred to everywhere), then the table's length (object ids must lie in it).
    const players = this.array(s.players, `${path}.players`, 64);
    if (players.length < 2) this.fail(`${path}.players`, `a game has at least two players, got ${players.length}`);
    this.playerIds = players.map((_, index) => playerIdAt(index));
    const objects = this.array(s.objects, `${path}.objects`);
    this.tableLength = objects.length;
    players.forEach((p, index) => this.playerState(p, `${path}.players[${index}]`, index));
    objects.forEach((o, index) => this.objectState(o, `${path}.objects[${index}]`, index));

    this.objectIds(s.play, path, "play");
    this.array(s.stack, `${path}.stack`).forEach((item, index) => this.stackItem(item, `${path}.stack[${index}]`));
    this.array(s.effects, `${path}.effects`).forEach((effect, index) => this.effect(effect, `${path}.effects[${index}]`));
    if (s.shields !== undefined) this.array(s.shields, `${path}.shields`).forEach((shield, index) => this.shield(shield, `${path}.shields[${index}]`));
    this.array(s.pendingTriggers, `${path}.pendingTriggers`).forEach((trigger, index) => {
      const at = `${path}.pendingTriggers[${index}]`;
      const t = this.record(trigger, at, ["source", "card", "ability", "controller"], ["event", "keyword", "delayed", "granted"]);
      this.objectId(t.source, at, "source");
      this.string(t.card, at, "card");
      this.int(t.ability, at, "ability", t.keyword !== undefined || t.granted !== undefined ? -1 : 0);
      // A triggered ability granted in quotes (runtime/granted-abilities.ts): where its code is.
      if (t.granted !== undefined) this.grantedRef(t.granted, `${at}.granted`);
      this.player(t.controller, at, "controller");
      this.triggerExtras(t, at);
      if (t.delayed !== undefined) {
        const d = this.record(t.delayed, `${at}.delayed`, ["ref", "targets", "x"], ["made"]);
        this.delayedRef(d.ref, `${at}.delayed.ref`);
        this.chosenGroups(d.targets, `${at}.delayed`);
        this.int(d.x, `${at}.delayed`, "x");
        if (d.made !== undefined) this.objectIds(d.made, `${at}.delayed`, "made");
      }
    });
    if (s.delayedTriggers !== undefined) {
      this.array(s.delayedTriggers, `${path}.delayedTriggers`).forEach((trigger, index) => {
        const at = `${path}.delayedTriggers[${index}]`;
        const t = this.record(trigger, at, ["ref", "when", "turn", "card", "source", "controller", "x", "targets"], ["event", "made"]);
        if (t.made !== undefined) this.objectIds(t.made, at, "made");
        this.delayedRef(t.ref, `${at}.ref`);
        this.oneOf(t.when, at, "when", ["endOfTurn", "nextUpkeep", "endOfCombat"] as const);
        this.int(t.turn, at, "turn", 1);
        this.string(t.card, at, "card");
        this.objectId(t.source, at, "source");
        this.player(t.controller, at, "controller");
        this.int(t.x, at, "x");
        this.chosenGroups(t.targets, at);
        this.triggerExtras(t, at);
      });
    }
    if (s.combat !== null) this.combat(s.combat, `${path}.combat`);
    this.int(s.turnNumber, path, "turnNumber", 1);
    this.oneOf(s.step, path, "step", STEPS);
    this.int(s.active, path, "active", 0, players.length - 1);
    this.int(s.priority, path, "priority", 0, players.length - 1);
    this.int(s.passes, path, "passes");
    const nextTimestamp = this.int(s.nextTimestamp, path, "nextTimestamp");
    this.int(s.rng, path, "rng", 0, 0xffffffff);
    this.bool(s.over, path, "over");
    this.playerOrNull(s.winner, path, "winner");
    if (s.winner !== null && s.over !== true) this.fail(`${path}.winner`, `the game has a winner (${String(s.winner)}) but is not over`);
    if (s.pending !== null) this.pending(s.pending, `${path}.pending`);
    this.int(s.resolutionsWithoutChoice, path, "resolutionsWithoutChoice");
    this.int(s.tokensOutsidePlay, path, "tokensOutsidePlay");
    if (this.version >= 2) this.oneOf(s.autoPass, path, "autoPass", ["never", "whenNoOtherAction"] as const);
    if (s.extraTurns !== undefined) {
      this.array(s.extraTurns, `${path}.extraTurns`).forEach((turn, index) => {
        const at = `${path}.extraTurns[${index}]`;
        const t = this.record(turn, at, ["player"], ["skipUntap"]);
        this.player(t.player, at, "player");
        if (t.skipUntap !== undefined) this.bool(t.skipUntap, at, "skipUntap");
      });
    }
    if (s.turnOrderResumesAfter !== undefined) this.player(s.turnOrderResumesAfter, path, "turnOrderResumesAfter");
    if (s.turnRecord !== undefined) {
      const record = this.record(s.turnRecord, `${path}.turnRecord`, ["turn", "toGraveyardFromPlay", "attackers"], ["combatDamageToPlayer", "damagedPermanents", "spellsPlayed"]);
      if (record.spellsPlayed !== undefined) {
        const counts = this.record(record.spellsPlayed, `${path}.turnRecord.spellsPlayed`, [], this.playerIds);
        for (const [who, count] of Object.entries(counts)) this.int(count, `${path}.turnRecord.spellsPlayed`, who, 0);
      }
      if (record.damagedPermanents !== undefined) {
        this.array(record.damagedPermanents, `${path}.turnRecord.damagedPermanents`).forEach((pair, index) => this.objectIds(pair, `${path}.turnRecord.damagedPermanents`, index));
      }
      if (record.combatDamageToPlayer !== undefined) this.record(record.combatDamageToPlayer, `${path}.turnRecord.combatDamageToPlayer`, [], this.playerIds);
      this.int(record.turn, `${path}.turnRecord`, "turn", 1);
      this.objectIds(record.toGraveyardFromPlay, `${path}.turnRecord`, "toGraveyardFromPlay");
      const attackers = this.record(record.attackers, `${path}.turnRecord.attackers`, [], this.playerIds);
      for (const p of this.playerIds) if (attackers[p] !== undefined) this.int(attackers[p], `${path}.turnRecord.attackers`, p);
    }
    this.log(s.log, `${path}.log`);

    this.zones(s, path, players as Record<string, unknown>[], objects as (Record<string, unknown> | null)[]);
    this.timestamps(path, objects as (Record<string, unknown> | null)[], s.effects as Record<string, unknown>[], nextTimestamp);
  }

  private playerState(raw: unknown, path: string, index: number): void {
    const p = this.record(raw, path, ["id", "name", "life", "lost", "pool", "library", "hand", "graveyard", "removed", "landsPlayedThisTurn", "drewFromEmptyLibrary"], ["snowPool", "poison"]);
    if (p.id !== this.playerIds[index]) this.fail(`${path}.id`, `expected "${this.playerIds[index]}" (players are p1, p2, … in seat order), got ${describe(p.id)}`);
    this.string(p.name, path, "name");
    this.int(p.life, path, "life", -MAX_INT);
    this.bool(p.lost, path, "lost");
    const pool = this.array(p.pool, `${path}.pool`);
    if (pool.length !== MANA_COLORS.length) this.fail(`${path}.pool`, `expected ${MANA_COLORS.length} amounts (${MANA_COLORS.join(" ")}), got ${pool.length}`);
    pool.forEach((amount, color) => this.int(amount, `${path}.pool`, color));
    if (p.snowPool !== undefined) {
      // 104.3h: the pool's mana from snow permanents, at most the pool's own amount of each.
      const snow = this.array(p.snowPool, `${path}.snowPool`);
      if (snow.length !== MANA_COLORS.length) this.fail(`${path}.snowPool`, `expected ${MANA_COLORS.length} amounts (${MANA_COLORS.join(" ")}), got ${snow.length}`);
      snow.forEach((amount, color) => {
        this.int(amount, `${path}.snowPool`, color);
        if ((amount as number) > (pool[color] as number)) this.fail(`${path}.snowPool`, `${MANA_COLORS[color]}: ${String(amount)} mana from snow permanents, more than the ${String(pool[color])} in the pool`);
      });
    }
    for (const zone of PLAYER_ZONES) this.objectIds(p[zone], path, zone);
    this.int(p.landsPlayedThisTurn, path, "landsPlayedThisTurn");
    this.bool(p.drewFromEmptyLibrary, path, "drewFromEmptyLibrary");
    // 104.3d: poison counters, present only while the player has one or more.
    if (p.poison !== undefined) this.int(p.poison, path, "poison", 1);
  }

  private objectState(raw: unknown, path: string, slot: number): void {
    if (raw === null) return; // pruned (turn.ts pruneObjects), or an ability's id on the stack (stack.ts newStackId)
    const fields = ["id", "card", "token", "owner", "controller", "zone", "alive", "tapped", "counters", "damage", "controlledSinceTurn", "loyaltyActivatedTurn", "skipUntaps", "timestamp", "linked", "last"];
    // Before version 3 a record had no slot (game.ts gives it one from its id; one already there is replaced).
    // Before version 4 a record had no `attachedTo` (game.ts gives it null).
    const required = this.version >= 4 ? [...fields, "slot", "attachedTo"] : this.version >= 3 ? [...fields, "slot"] : fields;
    // Before version 5 a spell's record held the colours of mana spent to play it (game.ts moves them to its stack item).
    const optional = ["activated", "resolved", "copyOf", "chosen", "paid", "copy", "removedIfLeavesPlay", "faceDown", ...(this.version <= 4 ? ["manaSpent"] : [])];
    const o = this.record(raw, path, required, this.version >= 3 ? optional : ["slot", ...optional]);
    if (o.paid !== undefined) this.oneOf(o.paid, path, "paid", ["evoke", "conspire", "prowl", "flashback", "suspend", "kicker", "buyback"] as const);
    if (o.manaSpent !== undefined) this.listOf(o.manaSpent, path, "manaSpent", ["W", "U", "B", "R", "G"] as const);
    if (o.copy !== undefined && o.copy !== true) this.fail(`${path}.copy`, `expected true or absent, got ${describe(o.copy)}`);
    if (o.removedIfLeavesPlay !== undefined && o.removedIfLeavesPlay !== true) this.fail(`${path}.removedIfLeavesPlay`, `expected true or absent, got ${describe(o.removedIfLeavesPlay)}`);
    // 504: only a spell or a permanent is face down (runtime/morph.ts).
    if (o.faceDown !== undefined && (o.faceDown !== true || (o.zone !== "stack" && o.zone !== "play"))) this.fail(`${path}.faceDown`, `expected true (a face-down spell or permanent, 504) or absent, got ${describe(o.faceDown)} in ${describe(o.zone)}`);
    if (o.id !== objectIdAt(slot)) this.fail(`${path}.id`, `expected "${objectIdAt(slot)}" (an object's id names its slot in the table), got ${describe(o.id)}`);
    if (this.version >= 3 && o.slot !== slot) this.fail(`${path}.slot`, `expected ${slot} (its index in the table), got ${describe(o.slot)}`);
    const card = this.string(o.card, path, "card");
    if (o.token === null) {
      if (this.cards.get(card) === undefined) this.fail(`${path}.card`, `"${card}" is not in the registry of cards given to restore`);
    } else {
      this.token(o.token, `${path}.token`, card);
    }
    this.player(o.owner, path, "owner");
    this.player(o.controller, path, "controller");
    this.oneOf(o.zone, path, "zone", ZONES);
    this.bool(o.alive, path, "alive");
    this.bool(o.tapped, path, "tapped");
    this.counters(o.counters, path, "counters");
    this.int(o.damage, path, "damage");
    this.int(o.controlledSinceTurn, path, "controlledSinceTurn");
    this.int(o.loyaltyActivatedTurn, path, "loyaltyActivatedTurn", -1);
    this.int(o.skipUntaps, path, "skipUntaps");
    this.int(o.timestamp, path, "timestamp");
    if (o.linked !== null) this.objectIds(o.linked, path, "linked");
    if (o.last !== null) this.view(o.last, `${path}.last`);
    if (this.version >= 4 && o.attachedTo !== null) {
      // Only a permanent is attached, and only to a permanent (runtime/attachments.ts).
      this.objectId(o.attachedTo, path, "attachedTo");
      if (o.zone !== "play") this.fail(`${path}.attachedTo`, `only a permanent in play is attached to something; this object is in ${describe(o.zone)}`);
    }
    if (o.copyOf !== undefined) {
      const copy = this.record(o.copyOf, `${path}.copyOf`, ["card", "token"]);
      const copied = this.string(copy.card, `${path}.copyOf`, "card");
      if (copy.token === null) {
        // "": a copy of a face-down permanent (504.2: its copiable values are the face-down 2/2's, engine.ts FACE_DOWN_CARD)
        if (copied !== "" && this.cards.get(copied) === undefined) this.fail(`${path}.copyOf.card`, `"${copied}" is not in the registry of cards given to restore`);
      } else {
        this.token(copy.token, `${path}.copyOf.token`, copied);
      }
      if (o.zone !== "play") this.fail(`${path}.copyOf`, `only a permanent in play is a copy (it came into play as one); this object is in ${describe(o.zone)}`);
    }
    if (o.chosen !== undefined) {
      // "As ~ comes into play, choose a color", devour (families/replacement-as-enters).
      const chosen = this.record(o.chosen, `${path}.chosen`, [], ["color", "devoured", "creatureType", "name"]);
      if (chosen.color !== undefined) this.oneOf(chosen.color, `${path}.chosen`, "color", COLORS);
      if (chosen.devoured !== undefined) this.int(chosen.devoured, `${path}.chosen`, "devoured");
      if (chosen.creatureType !== undefined) this.string(chosen.creatureType, `${path}.chosen`, "creatureType");
      if (chosen.name !== undefined) this.string(chosen.name, `${path}.chosen`, "name");
    }
    if (o.resolved !== undefined) {
      const resolved = this.record(o.resolved, `${path}.resolved`, ["turn", "counts"]);
      this.int(resolved.turn, `${path}.resolved`, "turn");
      // by the ability's sentence key: counts of whole numbers, like counters
      this.counters(resolved.counts, `${path}.resolved`, "counts");
    }
    if (o.activated !== undefined) {
      const activated = this.record(o.activated, `${path}.activated`, ["turn", "counts"]);
      this.int(activated.turn, `${path}.activated`, "turn");
      this.array(activated.counts, `${path}.activated.counts`).forEach((count, index) => this.int(count, `${path}.activated.counts`, index));
    }
  }

  private token(raw: unknown, path: string, card: string): void {
    const t = this.record(raw, path, ["creator", "name", "colors", "types", "subtypes", "power", "toughness", "keywords"], ["sized"]);
    // An X/X token (TokenData.sized) carries the flag as `true`; every other token leaves it out.
    if (t.sized !== undefined && t.sized !== true) this.fail(`${path}.sized`, `expected true (an X/X token) or no field, got ${describe(t.sized)}`);
    const creator = this.string(t.creator, path, "creator");
    const name = this.string(t.name, path, "name");
    if (name !== card) this.fail(`${path}.name`, `a token's card is its name: expected ${JSON.stringify(card)}, got ${describe(name)}`);
    const definition = this.cards.get(creator);
    if (definition === undefined) this.fail(`${path}.creator`, `"${creator}" is not in the registry of cards given to restore`);
    // A token that's a copy of an object (families/tokens `createTokenCopies`, 418.5a) has the name of what it copied:
    // a card of the registry, or a token some card makes. It keeps that name in another zone, where it is a copy no
    // longer (the engine then makes its definition from the token's own data).
    if (!(definition.tokens ?? []).some((token) => token.name === name) && this.cards.get(name) === undefined && !this.someCardMakesToken(name)) {
      this.fail(`${path}.name`, `"${creator}" makes no token named "${name}", and no card of the registry is named so (as a token copying it would be)`);
    }
    this.listOf(t.colors, path, "colors", COLORS);
    this.listOf(t.types, path, "types", CARD_TYPES);
    this.strings(t.subtypes, path, "subtypes");
    this.intOrNull(t.power, path, "power");
    this.intOrNull(t.toughness, path, "toughness");
    this.listOf(t.keywords, path, "keywords", KEYWORDS);
  }

  /** Whether some card of the registry makes a token named `name` (asked only for a name its creator doesn't make). */
  private someCardMakesToken(name: string): boolean {
    return this.cards.all().some((card) => (card.tokens ?? []).some((token) => token.name === name));
  }

  private counters(raw: unknown, base: string, key: Key): void {
    if (!isPlainObject(raw)) this.fail(this.at(base, key), `expected an object of counter kinds and numbers, got ${describe(raw)}`);
    for (const kind in raw) {
      const count = raw[kind];
      if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0) this.int(count, this.at(base, key), kind);
    }
  }

  /** A last-known-information view (continuous.ts `view`). */
  private view(raw: unknown, path: string): void {
    const v = this.record(
      raw,
      path,
      ["id", "name", "owner", "controller", "zone", "token", "types", "supertypes", "subtypes", "colors", "power", "toughness", "loyalty", "keywords", "counters", "tapped", "damage", "manaValue"],
      ["allCreatureTypes", "noCreatureTypes", "lastCombat", "spellCopy"],
    );
    this.objectId(v.id, path, "id");
    this.string(v.name, path, "name");
    this.player(v.owner, path, "owner");
    this.player(v.controller, path, "controller");
    this.oneOf(v.zone, path, "zone", ZONES);
    this.bool(v.token, path, "token");
    this.listOf(v.types, path, "types", CARD_TYPES);
    this.listOf(v.supertypes, path, "supertypes", SUPERTYPES);
    this.strings(v.subtypes, path, "subtypes");
    this.listOf(v.colors, path, "colors", COLORS);
    this.intOrNull(v.power, path, "power");
    this.intOrNull(v.toughness, path, "toughness");
    this.intOrNull(v.loyalty, path, "loyalty");
    this.listOf(v.keywords, path, "keywords", KEYWORDS);
    this.counters(v.counters, path, "counters");
    this.bool(v.tapped, path, "tapped");
    this.int(v.damage, path, "damage");
    this.int(v.manaValue, path, "manaValue");
    if (v.allCreatureTypes !== undefined) this.bool(v.allCreatureTypes, path, "allCreatureTypes");
    if (v.noCreatureTypes !== undefined) this.bool(v.noCreatureTypes, path, "noCreatureTypes");
    if (v.spellCopy !== undefined && v.spellCopy !== true) this.fail(`${path}.spellCopy`, `expected true (a copy of a spell) or no field, got ${describe(v.spellCopy)}`);
    if (v.lastCombat !== undefined) this.oneOf(v.lastCombat, path, "lastCombat", ["attacking", "blocking"]);
  }

  /** A triggered ability's event binding and keyword (runtime/events.ts), when present. */
  private triggerExtras(t: Record<string, unknown>, path: string): void {
    if (t.keyword !== undefined) this.oneOf(t.keyword, path, "keyword", TRIGGERED_KEYWORDS);
    if (t.event === undefined) return;
    const at = `${path}.event`;
    const b = this.record(t.event, at, [], ["object", "lki", "player", "amount", "won"]);
    if (b.object !== undefined) this.objectId(b.object, at, "object");
    if (b.lki !== undefined) this.objectId(b.lki, at, "lki");
    if (b.player !== undefined) this.player(b.player, at, "player");
    if (b.amount !== undefined) this.int(b.amount, at, "amount");
    if (b.won !== undefined) this.bool(b.won, at, "won");
  }

  /** Which delayed triggered ability (runtime/delayed.ts): an index into the card's, or a keyword's. */
  private delayedRef(raw: unknown, at: string): void {
    const ref = this.record(raw, at, [], ["index", "keyword"]);
    if ((ref.index === undefined) === (ref.keyword === undefined)) this.fail(at, "expected either an index or a keyword");
    if (ref.index !== undefined) this.int(ref.index, at, "index");
    else this.oneOf(ref.keyword, at, "keyword", ["Unearth", "SuspendUpkeep", "SuspendPlay", "VanishingUpkeep", "VanishingSacrifice", "FadingUpkeep", "EchoUpkeep", "CumulativeUpkeep", "MadnessPlay", "Recover"] as const);
  }

  /** Chosen targets, group by group. */
  private chosenGroups(raw: unknown, path: string): void {
    this.array(raw, `${path}.targets`).forEach((group, index) => {
      this.array(group, `${path}.targets[${index}]`).forEach((target, n) => this.chosen(target, `${path}.targets[${index}]`, n));
    });
  }

  /** Where a granted ability's code is (granted-abilities.ts `GrantedAbilityRef`). */
  private grantedRef(raw: unknown, at: string): void {
    const ref = this.record(raw, at, ["card", "token", "ability", "grant"], ["trigger"]);
    this.string(ref.card, at, "card");
    if (ref.token !== null) this.token(ref.token, `${at}.token`, ref.card as string);
    // -1: granted by a resolved spell or ability, whose card lists it in `granted` (or `grantedTriggers`).
    this.int(ref.ability, at, "ability", -1);
    this.int(ref.grant, at, "grant");
    // A triggered ability granted in quotes: `grant` indexes the triggered abilities granted there.
    if (ref.trigger !== undefined && ref.trigger !== true) this.fail(`${at}.trigger`, `expected true, got ${describe(ref.trigger)}`);
  }

  private stackItem(raw: unknown, path: string): void {
    const item = this.record(raw, path, ["id", "kind", "source", "card", "ability", "controller", "x", "targets", "description", "damage"], ["event", "keyword", "delayed", "modes", "divided", "paid", "granted", "sacrificed", "manaSpent", "made"]);
    if (item.paid !== undefined) this.oneOf(item.paid, path, "paid", ["evoke", "conspire", "prowl", "flashback", "suspend", "kicker", "buyback"] as const);
    if (item.manaSpent !== undefined) {
      if (item.kind !== "spell") this.fail(`${path}.manaSpent`, `only a spell was played with mana: a ${describe(item.kind)} item has no manaSpent`);
      this.listOf(item.manaSpent, path, "manaSpent", ["W", "U", "B", "R", "G"] as const);
    }
    // An ability another permanent granted (runtime/granted-abilities.ts): where its code is.
    if (item.granted !== undefined) this.grantedRef(item.granted, `${path}.granted`);
    this.triggerExtras(item, path);
    if (item.delayed !== undefined) this.delayedRef(item.delayed, `${path}.delayed`);
    this.objectId(item.id, path, "id");
    const kind = this.oneOf(item.kind, path, "kind", STACK_KINDS);
    this.objectId(item.source, path, "source");
    if (kind === "spell" && item.source !== item.id) this.fail(`${path}.source`, `a spell is its own source: expected ${describe(item.id)}, got ${describe(item.source)}`);
    this.string(item.card, path, "card");
    this.int(item.ability, path, "ability", -1);
    this.player(item.controller, path, "controller");
    this.int(item.x, path, "x");
    this.array(item.targets, `${path}.targets`).forEach((group, index) => {
      this.array(group, `${path}.targets[${index}]`).forEach((target, n) => this.chosen(target, `${path}.targets[${index}]`, n));
    });
    this.string(item.description, path, "description");
    // A modal spell's chosen modes (runtime/modes.ts): mode indices.
    if (item.modes !== undefined) this.array(item.modes, `${path}.modes`).forEach((mode, index) => this.int(mode, `${path}.modes`, index));
    if (item.sacrificed !== undefined) this.objectIds(item.sacrificed, path, "sacrificed");
    if (item.made !== undefined) {
      if (item.delayed === undefined) this.fail(`${path}.made`, "only a delayed triggered ability carries the objects its creation made");
      this.objectIds(item.made, path, "made");
    }
    // 409.1d: the division chosen as the spell was played (runtime/division.ts).
    if (item.divided !== undefined) {
      this.array(item.divided, `${path}.divided`).forEach((share, index) => {
        const at = `${path}.divided[${index}]`;
        const d = this.record(share, at, ["group", "target", "amount"]);
        this.int(d.group, at, "group");
        this.chosen(d.target, at, "target");
        this.int(d.amount, at, "amount", 1);
      });
    }
    if (item.damage !== null) {
      this.array(item.damage, `${path}.damage`).forEach((assignment, index) => {
        const at = `${path}.damage[${index}]`;
        const a = this.record(assignment, at, ["source", "recipient", "amount"]);
        this.objectId(a.source, at, "source");
        this.chosen(a.recipient, at, "recipient");
        this.int(a.amount, at, "amount");
      });
    } else if (kind === "combatDamage") {
      this.fail(`${path}.damage`, "combat damage on the stack needs its damage assignments, got null");
    }
  }

  private effect(raw: unknown, path: string): void {
    const e = this.record(
      raw,
      path,
      ["timestamp", "duration", "source", "controller", "objects", "filter"],
      ["control", "addTypes", "setTypes", "addSubtypes", "setSubtypes", "allCreatureTypes", "loseCreatureTypes", "setCreatureTypes", "setColors", "addColors", "keywords", "removeKeywords", "setPower", "setToughness", "power", "toughness", "switchPowerToughness", "ability", "conditional", "restrictions", "grants", "granted", "uncounterable", "untilControlLost", "grantsTriggers"],
    );
    this.int(e.timestamp, path, "timestamp");
    this.oneOf(e.duration, path, "duration", DURATIONS);
    this.objectId(e.source, path, "source");
    this.player(e.controller, path, "controller");
    if (e.objects !== null) this.objectIds(e.objects, path, "objects");
    if (e.filter !== null) this.filter(e.filter, `${path}.filter`);
    if (e.control !== undefined) this.player(e.control, path, "control");
    if (e.addTypes !== undefined) this.listOf(e.addTypes, path, "addTypes", CARD_TYPES);
    if (e.setTypes !== undefined) this.listOf(e.setTypes, path, "setTypes", CARD_TYPES);
    if (e.addSubtypes !== undefined) this.strings(e.addSubtypes, path, "addSubtypes");
    if (e.setSubtypes !== undefined) this.strings(e.setSubtypes, path, "setSubtypes");
    if (e.setCreatureTypes !== undefined) this.strings(e.setCreatureTypes, path, "setCreatureTypes");
    if (e.allCreatureTypes !== undefined) this.bool(e.allCreatureTypes, path, "allCreatureTypes");
    if (e.loseCreatureTypes !== undefined) this.bool(e.loseCreatureTypes, path, "loseCreatureTypes");
    if (e.switchPowerToughness !== undefined) this.bool(e.switchPowerToughness, path, "switchPowerToughness");
    if (e.uncounterable !== undefined) this.bool(e.uncounterable, path, "uncounterable");
    if (e.setColors !== undefined) this.listOf(e.setColors, path, "setColors", COLORS);
    if (e.addColors !== undefined) this.listOf(e.addColors, path, "addColors", COLORS);
    if (e.keywords !== undefined) this.listOf(e.keywords, path, "keywords", KEYWORDS);
    if (e.removeKeywords !== undefined) this.listOf(e.removeKeywords, path, "removeKeywords", KEYWORDS);
    for (const field of ["setPower", "setToughness", "power", "toughness"]) {
      if (e[field] !== undefined) this.int(e[field], path, field, -MAX_INT);
    }
    if (e.ability !== undefined) {
      this.int(e.ability, path, "ability");
      if (e.duration !== "whileInPlay") this.fail(`${path}.ability`, "only a static ability's effect (duration whileInPlay) names its ability");
      if (e.objects !== null || e.filter !== null) this.fail(`${path}.ability`, "a static ability's effect works out its objects from the ability: objects and filter must be null");
    }
    if (e.conditional !== undefined) this.bool(e.conditional, path, "conditional");
    if (e.grants !== undefined) this.bool(e.grants, path, "grants");
    if (e.grantsTriggers !== undefined) this.bool(e.grantsTriggers, path, "grantsTriggers");
    // Abilities a resolved spell or ability granted (runtime/granted-abilities.ts): the granting card and indices.
    if (e.granted !== undefined) {
      const at = `${path}.granted`;
      const g = this.record(e.granted, at, ["card", "token", "abilities"], ["triggers"]);
      this.string(g.card, at, "card");
      if (g.token !== null) this.token(g.token, `${at}.token`, g.card as string);
      this.array(g.abilities, `${at}.abilities`).forEach((index, n) => this.int(index, `${at}.abilities`, n));
      if (g.triggers !== undefined) this.array(g.triggers, `${at}.triggers`).forEach((index, n) => this.int(index, `${at}.triggers`, n));
    }
    if (e.restrictions !== undefined) {
      this.array(e.restrictions, `${path}.restrictions`).forEach((raw, index) => {
        const at = `${path}.restrictions[${index}]`;
        const r = this.record(raw, at, ["kind"], ["count", "blockers", "attackers", "unlessDefendingControls", "attacker"]);
        this.oneOf(r.kind, at, "kind", RESTRICTIONS);
        if (r.kind === "cantBlockObject" || r.kind === "blocksObject") this.objectId(r.attacker, at, "attacker");
        else if (r.attacker !== undefined) this.fail(`${at}.attacker`, `only "cantBlockObject" and "blocksObject" have an attacker`);
        if (r.kind === "minimumBlockers" || r.kind === "maximumBlockers") this.int(r.count, at, "count", 1);
        else if (r.count !== undefined) this.fail(`${at}.count`, `only "minimumBlockers" and "maximumBlockers" have a count`);
        // The descriptions of blockers or attackers (runtime/block-restrictions.ts): a list of filters each.
        const lists: Record<string, string> = { notBlockedBy: "blockers", blockedOnlyBy: "blockers", blocksOnly: "attackers", cantBlockThose: "attackers" };
        for (const field of ["blockers", "attackers"]) {
          if (lists[r.kind as string] === field) this.array(r[field], `${at}.${field}`).forEach((f, i) => this.filter(f, `${at}.${field}[${i}]`));
          else if (r[field] !== undefined) this.fail(`${at}.${field}`, `only ${Object.keys(lists).filter((k) => lists[k] === field).map((k) => `"${k}"`).join(", ")} have ${field}`);
        }
        if (r.unlessDefendingControls !== undefined) {
          if (r.kind !== "cantAttack") this.fail(`${at}.unlessDefendingControls`, `only "cantAttack" has unlessDefendingControls`);
          else this.filter(r.unlessDefendingControls, `${at}.unlessDefendingControls`);
        }
      });
    }
  }

  /** A prevention or regeneration shield (state.ts `Shield`). */
  private shield(raw: unknown, path: string): void {
    const kind = this.oneOf((raw as Record<string, unknown> | null)?.kind, path, "kind", ["regeneration", "noRegeneration", "prevention", "removeInstead"] as const);
    const common = ["kind", "id", "source", "controller"];
    const fields = kind === "regeneration" || kind === "removeInstead" ? [...common, "object"] : kind === "noRegeneration" ? [...common, "object", "resolution"] : [...common, "amount", "combatOnly", "to", "by"];
    const sh = this.record(raw, path, fields, kind === "prevention" ? ["both", "once", "byColors", "toFilter"] : []);
    this.int(sh.id, path, "id");
    this.objectId(sh.source, path, "source");
    this.player(sh.controller, path, "controller");
    if (kind !== "prevention") this.objectId(sh.object, path, "object");
    if (kind === "noRegeneration") this.bool(sh.resolution, path, "resolution");
    if (kind === "prevention") {
      if (sh.amount !== null) this.int(sh.amount, path, "amount", 1);
      this.bool(sh.combatOnly, path, "combatOnly");
      if (sh.to !== null) this.chosen(sh.to, path, "to");
      if (sh.by !== null) this.objectId(sh.by, path, "by");
      if (sh.both !== undefined) this.bool(sh.both, path, "both");
      if (sh.once !== undefined) this.bool(sh.once, path, "once");
      if (sh.byColors !== undefined) this.listOf(sh.byColors, path, "byColors", COLORS);
      if (sh.toFilter !== undefined) this.filter(sh.toFilter, `${path}.toFilter`);
    }
  }

  private filter(raw: unknown, path: string): void {
    const f = this.record(raw, path, [], [
      "types",
      "excludedTypes",
      "zone",
      "controller",
      "exclude",
      "manaValueAtMost",
      // the composed parts (runtime/filters.ts)
      "colors",
      "excludedColors",
      "colorCount",
      "subtypes",
      "excludedSubtypes",
      "supertypes",
      "excludedSupertypes",
      "tapped",
      "token",
      "combat",
      "withCounter",
      "keywords",
      "excludedKeywords",
      "requiredTypes",
      "compare",
      "controllerNot",
      "named",
      "xInManaCost",
      "singleTarget",
      "dealtDamageThisTurn",
    ]);
    if (f.types !== undefined) this.listOf(f.types, path, "types", CARD_TYPES);
    if (f.excludedTypes !== undefined) this.listOf(f.excludedTypes, path, "excludedTypes", CARD_TYPES);
    if (f.requiredTypes !== undefined) this.listOf(f.requiredTypes, path, "requiredTypes", CARD_TYPES);
    if (f.zone !== undefined) this.oneOf(f.zone, path, "zone", ZONES);
    if (Array.isArray(f.controller)) f.controller.forEach((player, index) => this.player(player, `${path}.controller`, index));
    else if (f.controller !== undefined) this.player(f.controller, path, "controller");
    if (f.exclude !== undefined) this.objectId(f.exclude, path, "exclude");
    if (f.manaValueAtMost !== undefined) this.int(f.manaValueAtMost, path, "manaValueAtMost", -MAX_INT);
    if (f.colors !== undefined) this.listOf(f.colors, path, "colors", COLORS);
    if (f.excludedColors !== undefined) this.listOf(f.excludedColors, path, "excludedColors", COLORS);
    if (f.colorCount !== undefined) this.oneOf(f.colorCount, path, "colorCount", COLOR_COUNTS);
    if (f.subtypes !== undefined) this.strings(f.subtypes, path, "subtypes");
    if (f.excludedSubtypes !== undefined) this.strings(f.excludedSubtypes, path, "excludedSubtypes");
    if (f.supertypes !== undefined) this.listOf(f.supertypes, path, "supertypes", SUPERTYPES);
    if (f.excludedSupertypes !== undefined) this.listOf(f.excludedSupertypes, path, "excludedSupertypes", SUPERTYPES);
    if (f.tapped !== undefined) this.bool(f.tapped, path, "tapped");
    if (f.token !== undefined) this.bool(f.token, path, "token");
    if (f.withCounter !== undefined) this.string(f.withCounter, path, "withCounter");
    if (f.named !== undefined) this.string(f.named, path, "named");
    if (f.combat !== undefined) this.oneOf(f.combat, path, "combat", ["attacking", "blocking", "attackingOrBlocking", "unblocked", "blocked"]);
    // A continuous effect's affected objects never name keywords (the compiler refuses it: 418.5), but a combat
    // restriction's descriptions do ("can't block creatures without flying": Gloomwidow), and they are filters too;
    // so do their power and toughness comparisons ("can't be blocked by creatures with power 2 or less").
    if (f.keywords !== undefined) this.listOf(f.keywords, path, "keywords", KEYWORDS);
    if (f.excludedKeywords !== undefined) this.listOf(f.excludedKeywords, path, "excludedKeywords", KEYWORDS);
    if (f.compare !== undefined) {
      const list = this.array(f.compare, `${path}.compare`);
      list.forEach((raw, index) => {
        const c = this.record(raw, `${path}.compare[${index}]`, ["stat"], ["atMost", "atLeast"]);
        this.oneOf(c.stat, `${path}.compare[${index}]`, "stat", ["power", "toughness", "manaValue"]);
        if (c.atMost !== undefined) this.int(c.atMost, `${path}.compare[${index}]`, "atMost", -MAX_INT);
        if (c.atLeast !== undefined) this.int(c.atLeast, `${path}.compare[${index}]`, "atLeast", -MAX_INT);
      });
    }
    if (f.controllerNot !== undefined) this.player(f.controllerNot, path, "controllerNot");
    if (f.xInManaCost !== undefined) this.bool(f.xInManaCost, path, "xInManaCost");
    if (f.singleTarget !== undefined) this.bool(f.singleTarget, path, "singleTarget");
    if (f.dealtDamageThisTurn !== undefined) this.bool(f.dealtDamageThisTurn, path, "dealtDamageThisTurn");
  }

  private combat(raw: unknown, path: string): void {
    const c = this.record(raw, path, ["attackingPlayer", "defendingPlayer", "attackers", "awaiting", "secondDamageStep"]);
    this.player(c.attackingPlayer, path, "attackingPlayer");
    this.player(c.defendingPlayer, path, "defendingPlayer");
    this.array(c.attackers, `${path}.attackers`).forEach((attacker, index) => {
      const at = `${path}.attackers[${index}]`;
      const a = this.record(attacker, at, ["attacker", "defender", "blocked", "blockers"]);
      this.objectId(a.attacker, at, "attacker");
      this.chosen(a.defender, at, "defender");
      this.bool(a.blocked, at, "blocked");
      this.objectIds(a.blockers, at, "blockers");
    });
    if (c.awaiting !== null) this.oneOf(c.awaiting, path, "awaiting", ["attackers", "blockers"] as const);
    if (c.secondDamageStep !== null) this.objectIds(c.secondDamageStep, path, "secondDamageStep");
  }

  private pending(raw: unknown, path: string): void {
    const p = this.record(raw, path, ["action", "answers", "decision"]);
    if (p.action !== null) {
      // The action is validated again, field by field, when it is re-run (game.ts actionError): its kind and
      // player are what decide who is asked.
      const action = this.record(p.action, `${path}.action`, ["kind", "player"], ["card", "object", "ability", "x", "targets", "attackers", "blocks", "modes", "faceDown", "permanent"]);
      this.oneOf(action.kind, `${path}.action`, "kind", ACTION_KINDS);
      this.player(action.player, `${path}.action`, "player");
      this.data(action, `${path}.action`);
    }
    this.array(p.answers, `${path}.answers`).forEach((answer, index) => this.strings(answer, `${path}.answers`, index));
    const d = this.record(p.decision, `${path}.decision`, ["player", "kind", "prompt", "options", "min", "max"]);
    const decision = `${path}.decision`;
    this.player(d.player, decision, "player");
    this.string(d.kind, decision, "kind");
    this.string(d.prompt, decision, "prompt");
    const options = this.array(d.options, `${path}.decision.options`);
    options.forEach((option, index) => this.string(option, `${decision}.options`, index));
    const min = this.int(d.min, decision, "min", 0, options.length);
    this.int(d.max, decision, "max", min, options.length);
  }

  private log(raw: unknown, path: string): void {
    const chunks = this.array(raw, path);
    chunks.forEach((chunk, index) => {
      const events = this.array(chunk, `${path}[${index}]`, LOG_CHUNK);
      // Full chunks are shared between copies and never appended to (state.ts appendLog): only the last may be short.
      if (index < chunks.length - 1 && events.length !== LOG_CHUNK) {
        this.fail(`${path}[${index}]`, `every chunk of the log but the last holds ${LOG_CHUNK} events, this one ${events.length}`);
      }
      for (let n = 0; n < events.length; n++) {
        const event = events[n];
        if (!isPlainObject(event) || typeof event.kind !== "string") this.fail(`${path}[${index}][${n}]`, `expected an event (an object with a kind), got ${describe(event)}`);
        if (!isData(event, 0)) this.data(event, `${path}[${index}][${n}]`); // finds and names the bad part
      }
    });
  }

  // ---------------------------------------------------------------------------------------------------------
  // Consistency

  /**
   * Every living object is in exactly the zone list its record names (its owner's library, hand, graveyard or
   * removed; `play`; a spell on the stack), and every entry of a zone list is such an object.
   */
  private zones(s: Record<string, unknown>, path: string, players: Record<string, unknown>[], objects: (Record<string, unknown> | null)[]): void {
    const seenAt: (string | undefined)[] = new Array(objects.length);
    const enter = (id: string, at: string, zone: Zone, owner: string | null) => {
      const slot = Number(id.slice(1));
      const o = objects[slot];
      if (o === null || o === undefined || o.alive !== true) this.fail(at, `${id} is not a living object (its record is ${o ? "of an object that left its zone" : "missing"})`);
      if (o.zone !== zone) this.fail(at, `${id} is listed in ${zone} but its record says it is in ${String(o.zone)}`);
      if (owner !== null && o.owner !== owner) this.fail(at, `${id} is in ${owner}'s ${zone} but is owned by ${String(o.owner)}`);
      const earlier = seenAt[slot];
      if (earlier !== undefined) this.fail(at, `${id} is also at ${earlier}: an object is in one zone, once`);
      seenAt[slot] = at;
    };
    players.forEach((p, index) => {
      for (const zone of PLAYER_ZONES) (p[zone] as string[]).forEach((id, n) => enter(id, `${path}.players[${index}].${zone}[${n}]`, zone, p.id as string));
    });
    (s.play as string[]).forEach((id, n) => enter(id, `${path}.play[${n}]`, "play", null));
    (s.stack as Record<string, unknown>[]).forEach((item, n) => {
      if (item.kind !== "spell") return;
      const o = objects[Number((item.id as string).slice(1))];
      // A spell that left the stack while on it (moved by an effect) is a dead record: its item is skipped on resolution.
      if (o !== null && o !== undefined && o.alive === true) enter(item.id as string, `${path}.stack[${n}].id`, "stack", null);
    });
    objects.forEach((o, slot) => {
      if (o !== null && o.alive === true && seenAt[slot] === undefined) {
        this.fail(`${path}.objects[${slot}]`, `${String(o.id)} is a living object in ${String(o.zone)} but no zone list holds it`);
      }
    });
  }

  /** New objects and effects take `nextTimestamp`: every timestamp given out so far is below it. */
  private timestamps(path: string, objects: (Record<string, unknown> | null)[], effects: Record<string, unknown>[], next: number): void {
    objects.forEach((o, slot) => {
      if (o !== null && (o.timestamp as number) >= next) this.fail(`${path}.objects[${slot}].timestamp`, `${String(o.timestamp)} is not below nextTimestamp ${next}`);
    });
    effects.forEach((effect, index) => {
      if ((effect.timestamp as number) >= next) this.fail(`${path}.effects[${index}].timestamp`, `${String(effect.timestamp)} is not below nextTimestamp ${next}`);
    });
  }
}
