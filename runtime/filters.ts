/**
 * The one matcher of an object filter's composed parts (issue 15): colours, subtypes, supertypes, tapped or
 * untapped, attacking or blocking, keyword abilities, power/toughness/converted mana cost comparisons, and "you
 * don't control". Every query of objects (`objectsIn`, effects.ts), every target check (stack.ts, 409.1c and
 * 413.2a) and every filter-based continuous effect (continuous.ts) asks it, after the zone, type and controller
 * tests of `matchesFilter`.
 *
 * The characteristics read are the object's current ones (its view: after continuous effects, 418.5), as the
 * 2007 rules read a filter: 200-series characteristics — colour (203.2, from the mana cost or a colour-setting
 * effect), types, subtypes and supertypes (205), power and toughness (208, after the layers), converted mana cost
 * (202.3: X is 0 outside the stack) — and the object's status (tapped, 217.2) and combat role (attacking from
 * its declaration to the end of combat, 506.3; blocking likewise, 509.1).
 */
import type { CardType, Color, ObjectFilter, ObjectView, StatComparison, Supertype } from "./definition.js";
import { contains, definitionOf, obj, type Engine } from "./engine.js";

/** Whether colours of an object are as many as "colorless" (none), "monocolored" (one) or "multicolored" (two or more) say. */
export function colorCountIs(colors: readonly Color[], count: NonNullable<ObjectFilter["colorCount"]>): boolean {
  return count === "colorless" ? colors.length === 0 : count === "monocolored" ? colors.length === 1 : colors.length >= 2;
}

/** Whether the filter has any composed part (most have none: their queries skip this matcher entirely). */
export function hasComposedParts(f: ObjectFilter): boolean {
  return (
    f.colors !== undefined ||
    f.excludedColors !== undefined ||
    f.colorCount !== undefined ||
    f.subtypes !== undefined ||
    f.excludedSubtypes !== undefined ||
    f.supertypes !== undefined ||
    f.excludedSupertypes !== undefined ||
    f.tapped !== undefined ||
    f.token !== undefined ||
    f.combat !== undefined ||
    f.withCounter !== undefined ||
    f.keywords !== undefined ||
    f.excludedKeywords !== undefined ||
    f.requiredTypes !== undefined ||
    f.compare !== undefined ||
    f.controllerNot !== undefined ||
    f.named !== undefined ||
    f.xInManaCost !== undefined ||
    f.singleTarget !== undefined ||
    f.dealtDamageThisTurn !== undefined
  );
}

/** The composed parts a filter has, alone (to copy them onto a filter of another shape). */
export function composedPartsOf(f: ObjectFilter): ObjectFilter {
  const parts: ObjectFilter = {};
  if (f.colors !== undefined) parts.colors = f.colors;
  if (f.excludedColors !== undefined) parts.excludedColors = f.excludedColors;
  if (f.colorCount !== undefined) parts.colorCount = f.colorCount;
  if (f.subtypes !== undefined) parts.subtypes = f.subtypes;
  if (f.excludedSubtypes !== undefined) parts.excludedSubtypes = f.excludedSubtypes;
  if (f.supertypes !== undefined) parts.supertypes = f.supertypes;
  if (f.excludedSupertypes !== undefined) parts.excludedSupertypes = f.excludedSupertypes;
  if (f.tapped !== undefined) parts.tapped = f.tapped;
  if (f.token !== undefined) parts.token = f.token;
  if (f.combat !== undefined) parts.combat = f.combat;
  if (f.withCounter !== undefined) parts.withCounter = f.withCounter;
  if (f.keywords !== undefined) parts.keywords = f.keywords;
  if (f.excludedKeywords !== undefined) parts.excludedKeywords = f.excludedKeywords;
  if (f.requiredTypes !== undefined) parts.requiredTypes = f.requiredTypes;
  if (f.compare !== undefined) parts.compare = f.compare;
  if (f.controllerNot !== undefined) parts.controllerNot = f.controllerNot;
  if (f.named !== undefined) parts.named = f.named;
  if (f.xInManaCost !== undefined) parts.xInManaCost = f.xInManaCost;
  if (f.singleTarget !== undefined) parts.singleTarget = f.singleTarget;
  if (f.dealtDamageThisTurn !== undefined) parts.dealtDamageThisTurn = f.dealtDamageThisTurn;
  return parts;
}

/**
 * Whether an object (its view, or its card as printed) is every creature type: an effect gave it all of them, or
 * it has changeling (502 of 2007) and no later effect took its creature types away ("loses all creature types").
 */
export function isEveryCreatureType(v: { keywords: readonly string[]; allCreatureTypes?: boolean; noCreatureTypes?: boolean }): boolean {
  return v.allCreatureTypes === true || (v.noCreatureTypes !== true && contains(v.keywords, "Changeling"));
}

/** Whether the filter reads what the layers of continuous effects compute (keyword abilities: 5; power and toughness: 6). */
export function readsLayeredCharacteristics(f: ObjectFilter): boolean {
  return f.keywords !== undefined || f.excludedKeywords !== undefined || (f.compare !== undefined && f.compare.some((c) => c.stat !== "manaValue"));
}

/** The composed parts of `f` against the object as the rules see it now (`v`, its view; `zone`: where it is). */
export function matchesComposedParts(e: Engine, v: ObjectView, f: ObjectFilter, zone: string): boolean {
  // "artifact creature": every required card type (the noun's own is the type test of matchesFilter).
  if (f.requiredTypes !== undefined && !allOf(v.types, f.requiredTypes)) return false;
  if (f.colors !== undefined && !anyOf(v.colors, f.colors)) return false;
  if (f.excludedColors !== undefined && anyOf(v.colors, f.excludedColors)) return false;
  if (f.colorCount !== undefined && !colorCountIs(v.colors, f.colorCount)) return false;
  if (f.subtypes !== undefined && !anySubtype(v.subtypes, f.subtypes, isEveryCreatureType(v))) return false;
  if (f.excludedSubtypes !== undefined && anySubtype(v.subtypes, f.excludedSubtypes, isEveryCreatureType(v))) return false;
  if (f.supertypes !== undefined && !allOf(v.supertypes, f.supertypes)) return false;
  if (f.excludedSupertypes !== undefined && anyOf(v.supertypes, f.excludedSupertypes)) return false;
  if (f.keywords !== undefined && !allOf(v.keywords, f.keywords)) return false;
  if (f.excludedKeywords !== undefined && anyOf(v.keywords, f.excludedKeywords)) return false;
  if (f.compare !== undefined) for (let i = 0; i < f.compare.length; i++) if (!compares(v, f.compare[i])) return false;
  // Status and combat exist only for permanents (217.2, 506): a card in a graveyard is neither tapped nor untapped.
  if (f.tapped !== undefined && (zone !== "play" || v.tapped !== f.tapped)) return false;
  if (f.token !== undefined && v.token !== f.token) return false;
  if (f.combat !== undefined && (zone !== "play" || !(v.lastCombat !== undefined ? lastCombatIs(v.lastCombat, f.combat) : inCombatAs(e, v.id, f.combat)))) return false;
  if (f.withCounter !== undefined && (zone !== "play" || !hasCounter(v.counters, f.withCounter))) return false;
  if (f.controllerNot !== undefined && (zone === "play" ? v.controller : v.owner) === f.controllerNot) return false;
  // A name is never "": a face-down object has none (504.2), and "the chosen name" with nothing named is "".
  if (f.named !== undefined && (v.name !== f.named || f.named === "")) return false;
  if (f.xInManaCost !== undefined && xInCost(e, v.id) !== f.xInManaCost) return false;
  if (f.singleTarget !== undefined && hasSingleTarget(e, v.id) !== f.singleTarget) return false;
  if (f.dealtDamageThisTurn !== undefined && (zone !== "play" || wasDealtDamageThisTurn(e, v.id) !== f.dealtDamageThisTurn)) return false;
  return true;
}

/**
 * The parts that read neither keyword abilities nor power and toughness, for a filter-based continuous effect
 * while the layers are being applied (its object is only partly computed then): colours, subtypes and supertypes
 * (no effect of this engine changes them, so the printed ones are the current ones), status, combat, controller.
 */
export function matchesUnlayeredParts(
  e: Engine,
  v: { id: ObjectId; name: string; controller: PlayerId; owner: PlayerId; types: readonly CardType[]; colors: Color[]; subtypes: string[]; changeling: boolean; supertypes: Supertype[]; tapped: boolean; token: boolean; manaValue: number },
  f: ObjectFilter,
): boolean {
  // Card types are settled by layer 4, before any effect that reads a filter: the partial view has them.
  if (f.requiredTypes !== undefined && !allOf(v.types, f.requiredTypes)) return false;
  if (f.colors !== undefined && !anyOf(v.colors, f.colors)) return false;
  if (f.excludedColors !== undefined && anyOf(v.colors, f.excludedColors)) return false;
  if (f.colorCount !== undefined && !colorCountIs(v.colors, f.colorCount)) return false;
  if (f.subtypes !== undefined && !anySubtype(v.subtypes, f.subtypes, v.changeling)) return false;
  if (f.excludedSubtypes !== undefined && anySubtype(v.subtypes, f.excludedSubtypes, v.changeling)) return false;
  if (f.supertypes !== undefined && !allOf(v.supertypes, f.supertypes)) return false;
  if (f.excludedSupertypes !== undefined && anyOf(v.supertypes, f.excludedSupertypes)) return false;
  if (f.compare !== undefined) {
    for (const c of f.compare) if (c.stat === "manaValue" && !inRange(v.manaValue, c)) return false;
  }
  if (f.tapped !== undefined && v.tapped !== f.tapped) return false;
  if (f.token !== undefined && v.token !== f.token) return false;
  if (f.combat !== undefined && !inCombatAs(e, v.id, f.combat)) return false;
  if (f.withCounter !== undefined && !hasCounter(obj(e, v.id)?.counters ?? {}, f.withCounter)) return false;
  if (f.controllerNot !== undefined && v.controller === f.controllerNot) return false;
  // A name is never "": a face-down object has none (504.2), and "the chosen name" with nothing named is "".
  if (f.named !== undefined && (v.name !== f.named || f.named === "")) return false;
  if (f.xInManaCost !== undefined && xInCost(e, v.id) !== f.xInManaCost) return false;
  if (f.singleTarget !== undefined && hasSingleTarget(e, v.id) !== f.singleTarget) return false;
  if (f.dealtDamageThisTurn !== undefined && wasDealtDamageThisTurn(e, v.id) !== f.dealtDamageThisTurn) return false;
  return true;
}

/**
 * "a spell with a single target" (Shunt; 2007 415.7, today's 115.7): its stack item has exactly one target chosen,
 * all its target groups together. Not on the stack: no target at all.
 */
function hasSingleTarget(e: Engine, id: ObjectId): boolean {
  const item = e.s.stack.find((entry) => entry.id === id);
  if (item === undefined) return false;
  let count = 0;
  for (const group of item.targets) count += group.length;
  return count === 1;
}

/**
 * "that was dealt damage this turn": whether this turn's record (runtime/turn-record.ts, which keeps every permanent
 * dealt damage this turn by its id in play) names the permanent. Read here rather than through turn-record.ts,
 * which imports this module. A record of an earlier turn says nothing of this one.
 */
function wasDealtDamageThisTurn(e: Engine, id: ObjectId): boolean {
  const record = e.s.turnRecord;
  const pairs = record !== undefined && record.turn === e.s.turnNumber ? record.damagedPermanents : undefined;
  if (pairs === undefined) return false;
  for (let i = 0; i < pairs.length; i++) if (pairs[i][1] === id) return true;
  return false;
}

/** Whether the object's mana cost has {X} (its card's printed cost: no effect of the era changes mana costs). */
function xInCost(e: Engine, id: ObjectId): boolean {
  const o = obj(e, id);
  const cost = o === undefined ? null : definitionOf(e, o).manaCost;
  return cost !== null && cost.x > 0;
}

/** "with a counter on it": a counter of the kind ("": any kind) on the permanent (counters are no layer's: the record's). */
function hasCounter(counters: Readonly<Record<string, number>>, kind: string): boolean {
  if (kind !== "") return (counters[kind] ?? 0) > 0;
  for (const key in counters) if ((counters[key] ?? 0) > 0) return true;
  return false;
}

type ObjectId = ObjectView["id"];
type PlayerId = ObjectView["controller"];

function compares(v: ObjectView, c: StatComparison): boolean {
  if (c.stat === "manaValue") return inRange(v.manaValue, c);
  const value = c.stat === "power" ? v.power : v.toughness;
  // An object without power or toughness (a noncreature) has none to compare: "with power 2 or less" is false of it.
  return value !== null && inRange(value, c);
}

function inRange(value: number, c: StatComparison): boolean {
  return (c.atMost === undefined || value <= c.atMost) && (c.atLeast === undefined || value >= c.atLeast);
}

/** 506.3 (attacking creatures) and 509.1 (blocking creatures) of the combat in progress. */
function inCombatAs(e: Engine, id: ObjectId, role: "attacking" | "blocking" | "attackingOrBlocking" | "unblocked" | "blocked"): boolean {
  const combat = e.s.combat;
  if (combat === null) return false;
  if (role === "blocked") {
    // 509.1h of 2007: an attacking creature is blocked once a creature blocks it, and stays blocked for the combat.
    for (const a of combat.attackers) if (a.attacker === id) return a.blocked;
    return false;
  }
  if (role === "unblocked") {
    // 309 of 2007: an attacking creature is unblocked once blockers are declared (the declare blockers step) and none blocks it.
    if (!blockersDeclared(e)) return false;
    for (const a of combat.attackers) if (a.attacker === id) return !a.blocked;
    return false;
  }
  for (const a of combat.attackers) {
    if (role !== "blocking" && a.attacker === id) return true;
    if (role !== "attacking" && contains(a.blockers, id)) return true;
  }
  return false;
}

/** A permanent's role in combat as it left play (its last known information) against a filter's. */
// Only the role is remembered of a creature that left combat, not whether it was blocked: "blocked" / "unblocked"
// never match it.
function lastCombatIs(last: "attacking" | "blocking", role: "attacking" | "blocking" | "attackingOrBlocking" | "unblocked" | "blocked"): boolean {
  return role === "attackingOrBlocking" || role === last;
}

function blockersDeclared(e: Engine): boolean {
  const step = e.s.step;
  return step === "combatDamage" || step === "endOfCombat" || (step === "declareBlockers" && e.s.combat?.awaiting !== "blockers");
}

function anyOf<T>(has: readonly T[], wanted: readonly T[]): boolean {
  for (let i = 0; i < wanted.length; i++) if (contains(has, wanted[i])) return true;
  return false;
}

function allOf<T>(has: readonly T[], wanted: readonly T[]): boolean {
  for (let i = 0; i < wanted.length; i++) if (!contains(has, wanted[i])) return false;
  return true;
}

/** Subtypes compare without regard to case ("Goblin" on the type line, "goblin" nowhere else, but data is data). */
export function anySubtype(has: readonly string[], wanted: readonly string[], changeling: boolean): boolean {
  for (let i = 0; i < wanted.length; i++) {
    if (contains(has, wanted[i]) || (changeling && isCreatureSubtype(wanted[i]))) return true;
    const lower = wanted[i].toLowerCase();
    for (let j = 0; j < has.length; j++) if (has[j].toLowerCase() === lower) return true;
  }
  return false;
}

/**
 * The subtypes of the era that are not creature types (212.3d of 2007 lists the creature types; these are the land,
 * artifact, enchantment and planeswalker types the cards of the era use): a changeling is every creature type and
 * none of these.
 */
const NONCREATURE_SUBTYPES: ReadonlySet<string> = new Set([
  "Plains",
  "Island",
  "Swamp",
  "Mountain",
  "Forest",
  "Urza's",
  "Lair",
  "Locus",
  "Desert",
  "Mine",
  "Power-Plant",
  "Tower",
  "Equipment",
  "Fortification",
  "Aura",
  "Shrine",
  "Ajani",
  "Bolas",
  "Chandra",
  "Elspeth",
  "Garruk",
  "Jace",
  "Liliana",
  "Sarkhan",
  "Tezzeret",
]);

/** Whether a subtype is a creature type (what a changeling is, every one of them: 502 of 2007). */
export function isCreatureSubtype(subtype: string): boolean {
  return !NONCREATURE_SUBTYPES.has(subtype);
}
