/**
 * What happened this turn, for the text that asks about it afterwards: "all cards in your graveyard put there from
 * play this turn" (Twilight Shepherd), "if you attacked with three or more creatures this turn" (Windbrisk
 * Heights), "a creature dealt damage by ~ this turn" (Sengir Vampire). The record is kept from the event bus (runtime/events.ts `publish` hands it every event), for the
 * turn whose number it carries: the first event of a new turn starts a new record, so nothing has to clear it.
 * Like the zone lists, it is replaced on change, never changed in place (state copies share it).
 */
import type { ObjectId, PlayerId } from "./definition.js";
import type { Engine } from "./engine.js";
import type { RulesEvent } from "./events.js";
import { controllerOf, view } from "./continuous.js";
import { isCreatureSubtype, isEveryCreatureType } from "./filters.js";
import { obj, registryMakesPlayerRules, registryProwls } from "./engine.js";
import type { TurnRecord } from "./state.js";
import type { GameEvent } from "./api.js";
import { walkLogBack } from "./this-way.js";

/** Notes an event the record keeps (a card put into a graveyard from play; a creature declared as an attacker). */
export function recordTurnEvent(e: Engine, event: RulesEvent): void {
  if (event.kind === "zoneChange" && event.from === "play" && event.to === "graveyard") {
    const record = current(e);
    e.s.turnRecord = withDamage({ turn: record.turn, toGraveyardFromPlay: [...record.toGraveyardFromPlay, event.newObject], attackers: record.attackers }, record);
  } else if (event.kind === "spellPlayed") {
    // "Each player can't play more than one spell each turn." (Rule of Law): kept only when a card of the registry
    // makes player rules (runtime/player-rules.ts reads it).
    if (!registryMakesPlayerRules(e)) return;
    const record = current(e);
    const next = withDamage({ turn: record.turn, toGraveyardFromPlay: record.toGraveyardFromPlay, attackers: record.attackers }, record);
    next.spellsPlayed = withEntry(record.spellsPlayed ?? {}, event.player, (record.spellsPlayed?.[event.player] ?? 0) + 1);
    e.s.turnRecord = next;
  } else if (event.kind === "attacks") {
    const attacker = obj(e, event.attacker);
    if (attacker === undefined) return;
    const record = current(e);
    const who = controllerOf(e, attacker);
    e.s.turnRecord = withDamage({ turn: record.turn, toGraveyardFromPlay: record.toGraveyardFromPlay, attackers: withEntry(record.attackers, who, (record.attackers[who] ?? 0) + 1) }, record);
  } else if (event.kind === "damage" && !event.recipientIsPlayer && event.amount > 0) {
    // "a creature dealt damage by ~ this turn": the source and the permanent, by their ids in play
    const record = current(e);
    const next = withDamage({ turn: record.turn, toGraveyardFromPlay: record.toGraveyardFromPlay, attackers: record.attackers }, record);
    next.damagedPermanents = [...(record.damagedPermanents ?? EMPTY_PAIRS), [event.source, event.recipient as ObjectId] as const];
    e.s.turnRecord = next;
  } else if (event.kind === "damage" && event.combat && event.recipientIsPlayer && event.amount > 0 && registryProwls(e)) {
    // Prowl: the creature types of the creature that dealt combat damage to a player, as it was then (kept only
    // when some card of the registry has a prowl cost: nothing else reads it, and it costs a view per hit).
    const source = obj(e, event.source);
    if (source === undefined) return;
    const v = view(e, source);
    if (!v.types.includes("Creature")) return;
    const record = current(e);
    const who = controllerOf(e, source);
    const damagers = record.combatDamageToPlayer ?? {};
    const entry = isEveryCreatureType(v) ? { subtypes: v.subtypes.slice(), all: true as const } : { subtypes: v.subtypes.slice() };
    const next: TurnRecord = { turn: record.turn, toGraveyardFromPlay: record.toGraveyardFromPlay, attackers: record.attackers, combatDamageToPlayer: withEntry(damagers, who, [...(damagers[who] ?? []), entry]) };
    if (record.damagedPermanents !== undefined) next.damagedPermanents = record.damagedPermanents;
    e.s.turnRecord = next;
  }
}

/**
 * A copy of a record by player with `who`'s entry set: the same keys, in the same order, as `{ ...byPlayer, [who]:
 * value }`, built by assignment (a spread with a computed key is built through the runtime's generic copy).
 */
function withEntry<T>(byPlayer: Readonly<Record<PlayerId, T>>, who: PlayerId, value: T): Record<PlayerId, T> {
  const out: Record<PlayerId, T> = {};
  for (const p in byPlayer) out[p] = byPlayer[p];
  out[who] = value;
  return out;
}

/** A new record keeping the previous record's damage (combat damage to players, permanents dealt damage), if it has any. */
function withDamage(next: TurnRecord, previous: TurnRecord): TurnRecord {
  if (previous.combatDamageToPlayer !== undefined) next.combatDamageToPlayer = previous.combatDamageToPlayer;
  if (previous.damagedPermanents !== undefined) next.damagedPermanents = previous.damagedPermanents;
  if (previous.spellsPlayed !== undefined) next.spellsPlayed = previous.spellsPlayed;
  return next;
}

const EMPTY_PAIRS: readonly (readonly [ObjectId, ObjectId])[] = [];

/** How many spells the player has played this turn (counted only when the registry makes player rules). */
export function spellsPlayedThisTurn(e: Engine, player: PlayerId): number {
  return current(e).spellsPlayed?.[player] ?? 0;
}

/** Whether `source` dealt damage to the permanent `permanent` this turn (both by their ids in play). */
export function dealtDamageThisTurn(e: Engine, source: ObjectId, permanent: ObjectId): boolean {
  const pairs = current(e).damagedPermanents;
  if (pairs === undefined) return false;
  for (let i = 0; i < pairs.length; i++) if (pairs[i][0] === source && pairs[i][1] === permanent) return true;
  return false;
}

/**
 * Whether `p` dealt combat damage to a player this turn with a creature that shares a creature type with
 * `subtypes` (`all`: the card is a changeling, every creature type) — prowl's condition.
 */
export function dealtCombatDamageWithType(e: Engine, p: PlayerId, subtypes: readonly string[], all: boolean): boolean {
  const damagers = current(e).combatDamageToPlayer?.[p] ?? [];
  const creatureTypes = subtypes.filter(isCreatureSubtype);
  return damagers.some((damager) => {
    if (damager.all === true) return all || creatureTypes.length > 0;
    const theirs = damager.subtypes.filter(isCreatureSubtype);
    return (all && theirs.length > 0) || theirs.some((subtype) => creatureTypes.includes(subtype));
  });
}

/** The cards put into a graveyard from play this turn that are still there (the objects they became there). */
export function putIntoGraveyardFromPlayThisTurn(e: Engine): ObjectId[] {
  const out: ObjectId[] = [];
  for (const id of current(e).toGraveyardFromPlay) {
    const o = obj(e, id);
    if (o !== undefined && o.alive && o.zone === "graveyard") out.push(id);
  }
  return out;
}

/** How many creatures `p` attacked with this turn (declared as attackers: 308 of 2007). */
export function creaturesAttackedWithThisTurn(e: Engine, p: PlayerId): number {
  return current(e).attackers[p] ?? 0;
}

const EMPTY: readonly ObjectId[] = [];

function current(e: Engine): TurnRecord {
  const record = e.s.turnRecord;
  return record !== undefined && record.turn === e.s.turnNumber ? record : { turn: e.s.turnNumber, toGraveyardFromPlay: EMPTY, attackers: {} };
}

/**
 * Visits this turn's log events, newest first (back to the turn's first step; the game's start in its first turn).
 * Read from the log as the text asks, so the record keeps nothing and no event pays for it: "an opponent was dealt
 * 7 or more damage this turn" (Spinerock Knoll), "if an opponent lost 3 or more life this turn" (Sygg, River
 * Cutthroat).
 */
function eventsThisTurn(e: Engine, visit: (event: GameEvent) => void): void {
  const turn = e.s.turnNumber;
  walkLogBack(e, (event) => {
    if (event.kind === "gameStart" || (event.kind === "step" && event.turn !== turn)) return true;
    visit(event);
  });
}

/**
 * The spells player `p` (absent: any player) played this turn (their objects on the stack, oldest first): the turn's
 * "cast" log entries (runtime/stack.ts, and a spell played without paying its mana cost, play-free.ts; a copy of a
 * spell is not played).
 */
export function spellsPlayedBy(e: Engine, p?: PlayerId): ObjectId[] {
  const out: ObjectId[] = [];
  eventsThisTurn(e, (event) => {
    if (event.kind === "cast" && (p === undefined || event.player === p) && typeof event.object === "string") out.push(event.object as ObjectId);
  });
  return out.reverse();
}

/** The spell `permanent` resolved from, if it came into play from the stack this turn (the log's zone change). */
export function spellThatBecame(e: Engine, permanent: ObjectId): ObjectId | undefined {
  let spell: ObjectId | undefined;
  eventsThisTurn(e, (event) => {
    if (spell === undefined && event.kind === "zoneChange" && event.newObject === permanent && event.from === "stack") spell = event.object as ObjectId;
  });
  return spell;
}

/** The damage dealt to player `p` this turn (prevented damage was not dealt: the log holds what was). */
export function damageDealtToPlayerThisTurn(e: Engine, p: PlayerId): number {
  let total = 0;
  eventsThisTurn(e, (event) => {
    if (event.kind === "damage" && event.recipient === p && typeof event.amount === "number") total += event.amount;
  });
  return total;
}

/**
 * The life player `p` lost this turn: damage dealt to the player (which makes the player lose that much life), life
 * lost by effects, life paid as a cost and mana burn (300.3). Life gained does not offset it.
 */
export function lifeLostThisTurn(e: Engine, p: PlayerId): number {
  let total = 0;
  eventsThisTurn(e, (event) => {
    if (event.player !== p && event.recipient !== p) return;
    if (event.kind === "damage" && event.recipient === p && typeof event.amount === "number") total += event.amount;
    else if (event.kind === "life" && typeof event.change === "number" && event.change < 0) total -= event.change;
    else if ((event.kind === "lifePaid" || event.kind === "manaBurn") && typeof event.amount === "number") total += event.amount;
  });
  return total;
}
