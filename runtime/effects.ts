/**
 * The engine's shared effect operations (damage events, drawing, destroying, continuous effects, object
 * queries) that the rules modules and the sentence families' runtime primitives (families/<name>/runtime.ts) use,
 * and the queries static abilities and replacement effects use (`StaticContext`). Rules referenced: 212.9d (damage to a planeswalker
 * removes loyalty counters), 419 (every damage, token and counter event goes through replacement.ts),
 * 420.5 (drawing from an empty library is remembered for the state-based check), 413.2a (an ability whose
 * source left play uses the source's last known information: `self` stays its old id).
 */
import { setTapped } from "./tapping.js";
import type { Chosen, ObjectFilter, ObjectId, PlayerId, Zone } from "./definition.js";
import { contains, definitionEntry, isPlayerId, log, nextTimestamp, obj, player, writable, type Engine } from "./engine.js";
import { certainlyLacksColors, certainlyLacksSubtypes, controllerOf, hasKeywordNow, matchesCharacteristics, matchesFilter, mayHaveTypes, typeChangeMayApply, view } from "./continuous.js";
import { hasComposedParts, matchesComposedParts } from "./filters.js";
import { mayBeReplaced, replaceEvent } from "./replacement.js";
import { registryDredges } from "./dredge.js";
import { heard, publish } from "./events.js";
import { damageDealtAsWither } from "./player-rules.js";
import type { ContinuousEffect, ObjectState, PlayerState } from "./state.js";
import { inCombat, moveObject, putCounters, removeCounters } from "./zones.js";
import { lifeAfterLoss } from "./life.js";

// ---------------------------------------------------------------------------------------------------------
// Queries

export function objectsMatching(e: Engine, filter: ObjectFilter): ObjectId[] {
  return objectsIn(e, filter, filter.zone ?? "play", filter.controller);
}

/**
 * `objectsMatching(e, { ...filter, zone, controller })` without the spread: what searches and sacrifices ask.
 * The objects are tested against a copy of the filter in one shape (every field present, in one order, zone
 * and controller as given): filters come from card code in many shapes, and `addIfMatching` and
 * `matchesFilter` read their fields for every object, which would otherwise be megamorphic loads. A field
 * absent from `filter` is `undefined` in the copy, which every test reads the same as absent. In play, the walk
 * stops once `enough` objects are found (a cost asks whether there are at least so many). `exclude`, when given
 * (undefined: none), is the object left out instead of the filter's own (a cost's "another …": costs.ts `choices`
 * passes its filter as it is, with no copy made to set it).
 */
export function objectsIn(
  e: Engine,
  filter: ObjectFilter,
  zone: Zone,
  controller: PlayerId | PlayerId[] | undefined,
  enough = Infinity,
  exclude: ObjectId | undefined | null = null,
): ObjectId[] {
  const uniform: ObjectFilter = {
    types: filter.types,
    excludedTypes: filter.excludedTypes,
    zone,
    controller,
    exclude: exclude === null ? filter.exclude : exclude,
    manaValueAtMost: filter.manaValueAtMost,
  };
  const out: ObjectId[] = [];
  // The composed parts (colours, subtypes, status, …: runtime/filters.ts) read from the filter as given, and only
  // when it has some.
  const composed = hasComposedParts(filter) ? filter : undefined;
  if (zone === "play") {
    const play = e.s.play;
    for (let i = 0; i < play.length && out.length < enough; i++) addIfMatching(e, play[i], uniform, zone, out, composed);
  }
  else if (zone === "stack") {
    for (const item of e.s.stack) if (item.kind === "spell") addIfMatching(e, item.id, uniform, zone, out, composed);
  } else for (const p of e.s.players) for (const id of p[zone]) addIfMatching(e, id, uniform, zone, out, composed);
  return out;
}

/**
 * `objectsMatching`'s test of one object (a function, not a closure: card code asks for object sets often).
 * A view costs the layers of continuous.ts, so objects that certainly fail are skipped before one is computed:
 * those whose types can't match (`mayHaveTypes` says no only when the view's types can't have them) and those
 * whose controller (in play: `controllerOf`, which layer 2 of the view agrees with; outside play, the owner,
 * which is what a view there has) is not the filter's player: "you control" scans skip the opponents' permanents;
 * and those that lack every subtype or colour the filter asks for as printed, with nothing to change that
 * (`certainlyLacksSubtypes`, `certainlyLacksColors`). A filter of types alone needs no view at all while no
 * type-changing effect may apply to the object. test/runtime/engine-continuous-shortcuts.test.ts compares the
 * scans with and without these shortcuts.
 */
function addIfMatching(e: Engine, id: ObjectId, filter: ObjectFilter, zone: Zone, out: ObjectId[], composed: ObjectFilter | undefined): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive) return;
  if (!mayHaveTypes(e, o, filter.types)) return;
  const controller = filter.controller;
  if (controller !== undefined) {
    const who = zone === "play" ? controllerOf(e, o) : o.owner;
    if (Array.isArray(controller) ? !contains(controller, who) : controller !== who) return;
  }
  if (composed === undefined && (zone !== "play" || !typeChangeMayApply(e.s.effects, o.id))) {
    // "creatures you control", "artifacts": without composed parts the filter reads types, mana value, controller
    // (asked above) and the object it leaves out; with no type-changing effect that may apply, the types are the
    // definition's, and none of them needs the view.
    const entry = definitionEntry(e, o);
    if (filter.exclude !== id && matchesCharacteristics({ types: entry.def.types, manaValue: entry.facts.manaValue }, filter, zone)) out.push(id);
    return;
  }
  // "Forests you control", "other Goblins", "a white creature": most permanents lack the subtype or colour as
  // printed, and nothing changes that.
  if (composed !== undefined) {
    if (composed.subtypes !== undefined && certainlyLacksSubtypes(e, o, composed.subtypes)) return;
    if (composed.colors !== undefined && certainlyLacksColors(e, o, composed.colors)) return;
  }
  const v = view(e, o);
  if (matchesFilter(v, filter, zone) && (composed === undefined || matchesComposedParts(e, v, composed, zone))) out.push(id);
}

// The contexts compiled code runs in live in effect-context.ts; `staticContext` is re-exported for the rules
// modules that import it from here.
export { staticContext } from "./effect-context.js";

// ---------------------------------------------------------------------------------------------------------
// Primitives shared with the rules modules

/** One damage event (419 replacement, then dealt). 212.9d: damage to a planeswalker removes loyalty counters. */
export function dealDamage(e: Engine, source: ObjectId, recipient: Chosen, amount: number, combat: boolean): void {
  if (amount <= 0) return;
  const event = replaceEvent(e, { kind: "damage", source, recipient, amount, combat, byEffect: true });
  if (event === null || event.amount <= 0) return;
  if (isPlayerId(e, event.recipient)) {
    const p = player(e, event.recipient);
    p.life = lifeAfterLoss(p.life, event.amount); // the damage dealt is the event's; the total stops at its bound
    log(e, { kind: "damage", source: event.source, recipient: p.id, amount: event.amount, combat, life: p.life });
    publish(e, { kind: "damage", source: event.source, recipient: p.id, recipientIsPlayer: true, amount: event.amount, combat });
    return;
  }
  const o = obj(e, event.recipient);
  if (o === undefined || !o.alive || o.zone !== "play") return;
  const v = view(e, o);
  log(e, { kind: "damage", source: event.source, recipient: o.id, amount: event.amount, combat });
  // 410: "deals damage" / "is dealt damage" abilities (lifelink, deathtouch) see the damage as dealt.
  publish(e, { kind: "damage", source: event.source, recipient: o.id, recipientIsPlayer: false, amount: event.amount, combat });
  if (contains(v.types, "Planeswalker")) removeCounters(e, o, "loyalty", event.amount);
  if (!contains(v.types, "Creature")) return;
  // Wither (Shadowmoor, 2008 rules, 502): damage a source with wither deals to a creature is dealt as that many
  // -1/-1 counters instead of being marked; the source is seen as it is now, or as it last existed (413.2a LKI).
  const dealer = obj(e, event.source);
  // "All damage is dealt as though its source had wither." (runtime/player-rules.ts: asked only when the registry makes such rules)
  if (dealer !== undefined && (hasKeywordNow(e, dealer, "Wither") || damageDealtAsWither(e))) putCounters(e, o.id, "-1/-1", event.amount, { entering: false, byEffect: true });
  else writable(e, o).damage += event.amount;
}

/**
 * Draws `count` cards, one draw at a time (each a replaceable event, 419.6: "If you would draw a card, draw two
 * cards instead." replaces one draw by two; the replacing draws are not offered to it again, 419.9). `byEffect`
 * false: the draw step's draw (a turn-based action).
 */
export function drawCards(e: Engine, playerId: PlayerId, count: number, byEffect = true): void {
  const p = player(e, playerId);
  // Dredge (502.47a, runtime/dredge.ts) replaces draws from a graveyard, where no permanent's replacement looks.
  const replaced = count > 0 && (mayBeReplaced(e, "drawCard") || registryDredges(e));
  for (let i = 0; i < count; i++) {
    if (!replaced) {
      drawOne(e, p, playerId);
      continue;
    }
    const event = replaceEvent(e, { kind: "drawCard", player: playerId, count: 1, byEffect });
    const draws = event === null ? 0 : event.count;
    for (let j = 0; j < draws; j++) drawOne(e, player(e, playerId), playerId);
  }
}

function drawOne(e: Engine, p: PlayerState, playerId: PlayerId): void {
  if (p.library.length === 0) {
    p.drewFromEmptyLibrary = true; // 420.5: loses at the next state-based check
    log(e, { kind: "drawFromEmptyLibrary", player: playerId });
    return;
  }
  const id = p.library[0];
  const moved = moveObject(e, id, "hand");
  log(e, { kind: "draw", player: playerId, object: moved });
  if (heard(e, "draw")) publish(e, { kind: "draw", player: playerId, card: moved });
}

/**
 * Destroy (2007 glossary): to the owner's graveyard, unless indestructible. The destruction is a replaceable
 * event (419): a regeneration shield (419.6b, shields.ts) replaces it unless it "can't be regenerated"
 * (`canRegenerate` false). `byEffect` false: lethal damage, a state-based effect (420.5). Returns whether it
 * was destroyed.
 */
export function destroy(e: Engine, o: ObjectState, reason: string, how: { byEffect: boolean; canRegenerate: boolean } = BY_EFFECT): boolean {
  if (!o.alive || o.zone !== "play") return false;
  if (contains(view(e, o).keywords, "Indestructible")) return false;
  const event = replaceEvent(e, { kind: "destroy", object: o.id, byEffect: how.byEffect, canRegenerate: how.canRegenerate, regenerate: false });
  if (event === null) return false;
  if (event.regenerate) {
    regenerate(e, o.id);
    return false;
  }
  log(e, { kind: "destroy", object: o.id, reason });
  moveObject(e, o.id, "graveyard");
  return true;
}

const BY_EFFECT = { byEffect: true, canRegenerate: true };

/** 419.6b: regeneration replaces the destruction: the permanent is tapped, its damage removed, and it leaves combat. */
function regenerate(e: Engine, id: ObjectId): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive || o.zone !== "play") return;
  setTapped(e, o, true);
  writable(e, o).damage = 0;
  removeFromCombat(e, id);
  log(e, { kind: "regenerate", object: id, rule: "419.6b" });
}

export function addEffect(e: Engine, effect: Omit<ContinuousEffect, "timestamp">): void {
  // The list is replaced, never changed in place: copies of the state share it (state.ts `cloneState`).
  e.s.effects = [...e.s.effects, { timestamp: nextTimestamp(e), ...effect }];
}

export function permanentsIn(e: Engine, ids: readonly ObjectId[]): ObjectState[] {
  const out: ObjectState[] = [];
  for (const id of ids) {
    const o = obj(e, id);
    if (o !== undefined && o.alive && o.zone === "play") out.push(o);
  }
  return out;
}

export function removeFromCombat(e: Engine, id: ObjectId): void {
  const combat = e.s.combat;
  if (combat === null || !inCombat(combat, id)) return;
  combat.attackers = combat.attackers.filter((a) => a.attacker !== id);
  for (const a of combat.attackers) a.blockers = a.blockers.filter((b) => b !== id);
}

