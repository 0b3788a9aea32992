/**
 * Prevention and regeneration shields (2007 rules 419.6a, 419.6b): replacement effects that resolved spells and
 * abilities create ("Prevent the next 3 damage that would be dealt to target creature or player this turn",
 * "Regenerate target creature"). They watch `damage` and `destroy` events through the one mechanism of
 * replacement.ts, ordered with every other replacement effect by 419.9 (the affected player, or the controller of
 * the affected object, chooses which applies first; a shield is offered under its source's name).
 *
 * - 419.6a prevention: a shield with an amount is used up as it prevents ("the next N damage"); one without
 *   prevents all the damage it watches ("all combat damage", "all damage that would be dealt to and dealt by …").
 * - 419.6b regeneration: "The next time this creature would be destroyed this turn, instead tap it, remove all
 *   damage from it, and remove it from combat." Destruction by an effect and by lethal damage (420.5) both come
 *   here; sacrifice and toughness 0 are not destruction. A shield is used up when it regenerates.
 * - "It can't be regenerated": a regeneration shield does not apply to that destruction (scoped to the resolving
 *   spell or ability: Terror, Wrath of God), or to any destruction of it this turn (Incinerate).
 *
 * Every shield lasts until the cleanup step of the turn it was made in (314.2: "this turn" effects end with the
 * damage wearing off). A shield watches the object it was made for: an object that changes zones is a new object.
 */
import type { Chosen, Color, ObjectFilter, ObjectId, PlayerId, ReplaceableEvent } from "./definition.js";
import { isPlayerId, log, nextTimestamp, obj, type Engine } from "./engine.js";
import { matchesFilter, view } from "./continuous.js";
import { matchesComposedParts } from "./filters.js";
import { eventsThisResolution } from "./this-way.js";
import type { Shield } from "./state.js";

const NONE: readonly Shield[] = [];

/** The shields in the state (none in a state restored from an older snapshot). */
export function shieldsOf(e: Engine): readonly Shield[] {
  return e.s.shields ?? NONE;
}

type NewShield = Shield extends infer S ? (S extends Shield ? Omit<S, "id"> : never) : never;

/** Adds a shield (its id is a fresh timestamp: shields made later have larger ids). */
export function addShield(e: Engine, shield: NewShield): void {
  // The list is replaced, never changed in place: copies of the state share it.
  e.s.shields = [...shieldsOf(e), { ...shield, id: nextTimestamp(e) } as Shield];
}

/** A regeneration shield for `object` (419.6b), made by `source`'s spell or ability. */
export function addRegenerationShield(e: Engine, source: ObjectId, controller: PlayerId, object: ObjectId): void {
  addShield(e, { kind: "regeneration", source, controller, object });
}

/** "If that creature would be put into a graveyard this turn, remove it from the game instead." (419, this turn) */
export function addRemoveInsteadShield(e: Engine, source: ObjectId, controller: PlayerId, object: ObjectId): void {
  addShield(e, { kind: "removeInstead", source, controller, object });
}

/**
 * Whether the object, put into a graveyard from play now, is removed from the game instead (a "removeInstead"
 * shield watches it). Applied where the object moves (zones.ts), as unearth's replacement is: no other effect of
 * the era replaces a permanent's going to a graveyard, so there is no order among such effects to choose (419.9).
 */
export function removedInsteadOfGraveyard(e: Engine, object: ObjectId): boolean {
  for (const shield of shieldsOf(e)) if (shield.kind === "removeInstead" && shield.object === object) return true;
  return false;
}

/** "It can't be regenerated": for the rest of the resolving spell or ability (`resolution`), or this turn. */
export function forbidRegeneration(e: Engine, source: ObjectId, controller: PlayerId, object: ObjectId, resolution: boolean): void {
  addShield(e, { kind: "noRegeneration", source, controller, object, resolution });
}

/** A prevention shield (419.6a). */
export function addPreventionShield(
  e: Engine,
  source: ObjectId,
  controller: PlayerId,
  watch: { amount: number | null; combatOnly: boolean; to: Chosen | null; by: ObjectId | null; both?: boolean; once?: boolean; byColors?: Color[]; toFilter?: ObjectFilter },
): void {
  const shield: NewShield = { kind: "prevention", source, controller, amount: watch.amount, combatOnly: watch.combatOnly, to: watch.to, by: watch.by };
  if (watch.both === true) shield.both = true;
  if (watch.once === true) shield.once = true;
  if (watch.byColors !== undefined) shield.byColors = watch.byColors;
  if (watch.toFilter !== undefined) shield.toFilter = watch.toFilter;
  addShield(e, shield);
}

/** Whether a shield is a replacement effect that applies to this event now (noRegeneration shields never are). */
export function shieldApplies(e: Engine, shield: Shield, event: ReplaceableEvent): boolean {
  switch (shield.kind) {
    case "prevention":
      if (event.kind !== "damage" || event.amount <= 0) return false;
      if (shield.combatOnly && !event.combat) return false;
      if (shield.byColors !== undefined) return sourceHasColor(e, event.source, shield.byColors);
      if (shield.toFilter !== undefined) return recipientFits(e, event.recipient, shield.toFilter);
      if (shield.to === null && shield.by === null) return true;
      if (shield.both === true) return event.recipient === shield.to && event.source === shield.by;
      return event.recipient === shield.to || event.source === shield.by;
    case "regeneration":
      return event.kind === "destroy" && event.object === shield.object && event.canRegenerate && !event.regenerate && !regenerationForbidden(e, shield.object);
    case "noRegeneration":
    case "removeInstead":
      return false;
  }
}

/** Whether the damage's recipient is a permanent that fits the description now (a player never does). */
function recipientFits(e: Engine, recipient: Chosen, filter: ObjectFilter): boolean {
  if (isPlayerId(e, recipient)) return false;
  const o = obj(e, recipient as ObjectId);
  if (o === undefined || !o.alive || o.zone !== "play") return false;
  const v = view(e, o);
  return matchesFilter(v, filter, "play") && matchesComposedParts(e, v, filter, "play");
}

/** Whether the damage's source has one of the colours now, or had as it last existed (a spell that has resolved). */
function sourceHasColor(e: Engine, source: ObjectId, colors: readonly Color[]): boolean {
  const o = obj(e, source);
  if (o === undefined) return false;
  const own = view(e, o).colors;
  for (let i = 0; i < colors.length; i++) if (own.includes(colors[i])) return true;
  return false;
}

function regenerationForbidden(e: Engine, object: ObjectId): boolean {
  for (const shield of shieldsOf(e)) if (shield.kind === "noRegeneration" && shield.object === object) return true;
  return false;
}

/** The event once the shield has applied to it; uses the shield up as far as it says. */
export function applyShield<E extends ReplaceableEvent>(e: Engine, shield: Shield, event: E): E {
  if (shield.kind === "prevention" && event.kind === "damage") {
    const prevented = shield.amount === null ? event.amount : Math.min(shield.amount, event.amount);
    if (shield.once === true) replaceShield(e, shield, null); // "the next time …": used up by this event
    else if (shield.amount !== null) {
      const left = shield.amount - prevented;
      replaceShield(e, shield, left > 0 ? { ...shield, amount: left } : null);
    }
    log(e, { kind: "damagePrevented", source: event.source, recipient: event.recipient, amount: prevented, combat: event.combat, rule: "419.6a" });
    return { kind: "damage", source: event.source, recipient: event.recipient, amount: event.amount - prevented, combat: event.combat, byEffect: event.byEffect } as E;
  }
  if (shield.kind === "regeneration" && event.kind === "destroy") {
    replaceShield(e, shield, null); // used up
    return { kind: "destroy", object: event.object, byEffect: event.byEffect, canRegenerate: event.canRegenerate, regenerate: true } as E;
  }
  return event;
}

function replaceShield(e: Engine, shield: Shield, by: Shield | null): void {
  const next: Shield[] = [];
  for (const other of shieldsOf(e)) {
    if (other.id !== shield.id) next.push(other);
    else if (by !== null) next.push(by);
  }
  e.s.shields = next;
}

/** Cleanup (314.2): every shield ends with the turn. */
export function endShields(e: Engine): void {
  if (shieldsOf(e).length > 0) e.s.shields = NONE;
}

/** The end of a spell's or ability's resolution: its "It can't be regenerated" ends with it. */
export function endResolutionShields(e: Engine): void {
  const shields = shieldsOf(e);
  if (shields.length === 0) return;
  if (!shields.some((shield) => shield.kind === "noRegeneration" && shield.resolution)) return;
  e.s.shields = shields.filter((shield) => !(shield.kind === "noRegeneration" && shield.resolution));
}

/**
 * The objects `source` has dealt damage to since the spell or ability now resolving began (the log back to its
 * "resolve" event): "a creature dealt damage this way". Damage that was prevented was not dealt.
 */
export function damageDealtThisResolution(e: Engine, source: ObjectId): ObjectId[] {
  const out: ObjectId[] = [];
  eventsThisResolution(e, (event) => {
    if (event.kind === "damage" && event.source === source && typeof event.recipient === "string" && !isPlayerId(e, event.recipient)) {
      if (!out.includes(event.recipient)) out.push(event.recipient);
    }
  });
  return out;
}
