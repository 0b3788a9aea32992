/**
 * Zones and zone changes (2007 rules 217: library, hand, in play, graveyard, stack, removed from the game).
 *
 * 217.1c (2007): an object that moves from one zone to another becomes a new object with no memory of its
 * previous existence — here, a new id. The old record keeps its last known information (413.2a) for abilities
 * that need it (leaves-play triggers, combat damage already on the stack, linked abilities).
 * Coming into play (212.9b, 212.9d) is a replaceable event (`entersPlay`), and the counters an object comes
 * into play with are then placed by a `putCounters` event with `entering: true, byEffect: true`.
 */
import type { CounterKind, ObjectFilter, ObjectId, PlayerId, ReplaceableEvent, Zone } from "./definition.js";
import { contains, definitionEntry, definitionOf, inheritDefinitionEntry, log, markFresh, nextTimestamp, obj, opponentsOf, player, playIndex, RuleError, ownObjects, seenDefinitions, without, writable, type Engine } from "./engine.js";
import { controllerOf, endEffectsOnControlLoss, enterAsCopy, lastKnown, staticAbilityEffects } from "./continuous.js";
import { addEffect, removeFromCombat, staticContext } from "./effects.js";
import { chooseAuraHost } from "./attachments.js";
import { replaceEvent } from "./replacement.js";
import { removedInsteadOfGraveyard } from "./shields.js";
import { eventKindsMask, publish } from "./events.js";
import { lastTimeCounterRemoved } from "./vanishing.js";
import { objectIdAt, type CombatState, type ContinuousEffect, type ObjectState, type PaidCost, type TokenData } from "./state.js";

/** The counters of an object that has none: one object for all (counters are never changed in place). */
const NO_COUNTERS: Readonly<Record<string, number>> = {};

export function createObject(
  e: Engine,
  card: string,
  token: TokenData | null,
  owner: PlayerId,
  controller: PlayerId,
  zone: Zone,
): ObjectState {
  const objects = ownObjects(e);
  e.cache.recordStamp++;
  const slot = objects.length;
  const o: ObjectState = {
    id: objectIdAt(slot),
    slot,
    card,
    token,
    owner,
    controller,
    zone,
    alive: true,
    tapped: false,
    counters: NO_COUNTERS,
    damage: 0,
    controlledSinceTurn: e.s.turnNumber,
    loyaltyActivatedTurn: -1,
    skipUntaps: 0,
    timestamp: nextTimestamp(e),
    linked: null,
    last: null,
    attachedTo: null,
  };
  objects.push(o);
  markFresh(e, objects.length - 1);
  // A token outside play ceases to exist at the next state-based check (420.5): where the prune must look.
  if (token !== null && zone !== "play") e.cache.departures.slots.push(slot);
  return o;
}


/**
 * The new object an object becomes in another zone (217.1c): the same card and token data, with the definition
 * entry of the old one (no registry lookup for it).
 */
function newObjectFrom(e: Engine, o: ObjectState, controller: PlayerId, zone: Zone): ObjectState {
  const moved = createObject(e, o.card, o.token, o.owner, controller, zone);
  if (o.faceDown === true) {
    // 504 (2007): a face-down spell resolves into a face-down permanent (its entry, the face-down 2/2's, is
    // inherited); a face-down permanent that leaves play (504.4) or a face-down spell that leaves the stack for any
    // other zone (504.5) is revealed, and is its card again there.
    if (zone === "play" && o.zone === "stack") {
      moved.faceDown = true;
      inheritDefinitionEntry(e, moved.slot, definitionEntry(e, o));
    } else {
      log(e, { kind: "reveal", player: o.owner, from: o.zone, cards: [o.id], card: o.card, rule: o.zone === "play" ? "504.4" : "504.5" });
    }
    return moved;
  }
  // A copy that moves is its own card again (the new object is not a copy): it does not inherit the copy's entry.
  if (o.copyOf === undefined) inheritDefinitionEntry(e, moved.slot, definitionEntry(e, o));
  return moved;
}

/**
 * The object leaves its zone: LKI recorded where it is needed, removed from its zone list, leaves-play
 * triggers noted.
 *
 * Last known information (413.2a) is frozen into `last` for a permanent (continuous effects, which apply in
 * play only, may end or change afterwards) and for an object with a characteristic-defining ability (it reads
 * the game, which goes on). Any other object's view outside play is worked out from its record and definition
 * alone (continuous.ts: no effect applies outside play), and a record that left its zone never changes a
 * characteristic again (nothing changes a dead record but its `linked` list), so `view` computing it from the
 * record later (`last` null) gives what a frozen copy would: most zone changes (draws, casts, resolved spells)
 * need no copy.
 */
export function leaveZone(e: Engine, record: ObjectState): void {
  const o = writable(e, record);
  if (!o.alive) throw new RuleError(`internal: ${o.id} already left its zone`);
  const entry = definitionEntry(e, o);
  if (o.zone === "play" || entry.facts.powerToughnessAbilities.length > 0) o.last = lastKnown(e, o);
  o.alive = false;
  e.cache.departures.slots.push(o.slot); // where turn.ts `pruneObjects` looks
  switch (o.zone) {
    case "play": {
      e.s.play = without(e.s.play, o.id); // replaced, never changed in place (state.ts GameState.play)
      const combat = e.s.combat;
      if (combat !== null && inCombat(combat, o.id)) leaveCombat(combat, o);
      // "Gain control of target creature as long as ~ remains in play": a resolved ability's effect for as long as
      // its source is in play (a short look: only when effects exist).
      if (e.s.effects.length !== 0) endEffectsWhileSourceInPlay(e, o.id);
      const abilities = entry.def.abilities;
      for (let index = 0; entry.facts.staticEffects && index < abilities.length; index++) {
        const ability = abilities[index];
        if (ability.kind === "static" && (ability.continuous !== undefined || ability.effect !== undefined)) {
          e.s.effects = withoutEffectsWhileInPlay(e.s.effects, o.id);
          // "You control enchanted creature.": the creature goes back to the player who controls it without the Aura.
          const host = o.attachedTo !== null && abilities.some((a) => a.kind === "static" && a.effect?.control === true) ? obj(e, o.attachedTo) : undefined;
          if (host !== undefined && host.alive && host.zone === "play" && controllerOf(e, host) !== (o.last?.controller ?? o.controller)) controlChanged(e, host);
          break; // all of them at once
        }
      }
      // Its leaving is published by the caller once the new object exists (moveObject: "leaves play" and "is
      // put into a graveyard from play" abilities look back at the last known information, events.ts).
      break;
    }
    case "stack":
      break;
    default: {
      // Zone lists are replaced, never changed in place (state.ts PlayerState), each by name: `owner[o.zone]`,
      // a property read by a key that varies, is a slow, generic lookup.
      const owner = player(e, o.owner);
      if (o.zone === "library") owner.library = without(owner.library, o.id);
      else if (o.zone === "hand") owner.hand = without(owner.hand, o.id);
      else if (o.zone === "graveyard") owner.graveyard = without(owner.graveyard, o.id);
      else owner.removed = without(owner.removed, o.id);
    }
  }
}

/**
 * A permanent leaving play is removed from combat; its last known information remembers its role (a leaves-play
 * trigger's "attacking creature", 410.10c). A function of its own: its closures capture the permanent, and
 * `leaveZone`, which runs for every zone change, would otherwise allocate their context on every call.
 */
function leaveCombat(combat: CombatState, o: ObjectState): void {
  const id = o.id;
  if (o.last !== null) o.last.lastCombat = combat.attackers.some((a) => a.attacker === id) ? "attacking" : "blocking";
  combat.attackers = combat.attackers.filter((a) => a.attacker !== id);
  for (const a of combat.attackers) {
    const before = a.blockers.length;
    a.blockers = a.blockers.filter((b) => b !== id);
    if (a.blockers.length !== before) a.blocked = true; // an attacker stays blocked once blocked
  }
}

/**
 * The effects without those of `source`'s static abilities (duration "whileInPlay"); the same list when it has
 * none (its identity is what the caches keyed by the effects list compare: keep it when nothing changes).
 */
function withoutEffectsWhileInPlay(effects: readonly ContinuousEffect[], source: ObjectId): readonly ContinuousEffect[] {
  let i = 0;
  while (i < effects.length && !(effects[i].duration === "whileInPlay" && effects[i].source === source)) i++;
  if (i === effects.length) return effects;
  return effects.filter((effect) => !(effect.duration === "whileInPlay" && effect.source === source));
}

/**
 * Ends the effects of resolved abilities that last "as long as ~ remains in play" (duration "whileInPlay" without a
 * static ability behind them) as their source leaves play; a permanent whose control they gave goes back.
 */
function endEffectsWhileSourceInPlay(e: Engine, source: ObjectId): void {
  const effects = e.s.effects;
  let i = 0;
  while (i < effects.length && !(effects[i].duration === "whileInPlay" && effects[i].source === source && effects[i].ability === undefined)) i++;
  if (i === effects.length) return;
  const ended = effects.filter((effect) => effect.duration === "whileInPlay" && effect.source === source && effect.ability === undefined);
  const before = new Map<ObjectId, PlayerId>();
  for (const effect of ended) {
    if (effect.control === undefined || effect.objects === null) continue;
    for (const id of effect.objects) {
      const o = obj(e, id);
      if (o !== undefined && o.alive && o.zone === "play") before.set(id, controllerOf(e, o));
    }
  }
  e.s.effects = effects.filter((effect) => !ended.includes(effect));
  for (const [id, controller] of before) {
    const o = obj(e, id)!;
    if (controllerOf(e, o) !== controller) controlChanged(e, o);
  }
}

/** Whether the permanent is an attacker or a blocker (combat lists are changed only when it is). */
export function inCombat(combat: CombatState, id: ObjectId): boolean {
  for (const a of combat.attackers) if (a.attacker === id || contains(a.blockers, id)) return true;
  return false;
}

export type Destination = "hand" | "graveyard" | "removed" | "libraryTop" | "libraryBottom" | "stack";

/**
 * The top `count` cards of a player's library moved to `to` one at a time, as many as the library holds ("puts the
 * top two cards of his or her library into his or her graveyard", "removes the top card … from the game").
 */
export function moveTopOfLibrary(e: Engine, p: PlayerId, count: number, to: Destination): void {
  const ps = player(e, p);
  for (let i = 0; i < count && ps.library.length > 0; i++) moveObject(e, ps.library[0], to);
}

/** Moves an object to a zone other than play; returns the new object's id. */
export function moveObject(e: Engine, id: ObjectId, to: Destination): ObjectId {
  const o = obj(e, id);
  if (o === undefined || !o.alive) throw new RuleError(`internal: ${id} is not in any zone`);
  const from = o.zone;
  // Unearth's replacement effect: "If it would leave play, remove it from the game instead of putting it anywhere
  // else" (419: it replaces the event, whatever moves it).
  if (from === "play" && o.removedIfLeavesPlay === true && to !== "removed") {
    log(e, { kind: "replaced", object: id, rule: "419", reason: "unearth: removed from the game instead of leaving play for another zone" });
    to = "removed";
  }
  // Flashback's second static ability (502.23): "If the flashback cost was paid, remove this card from the game
  // instead of putting it anywhere else any time it would leave the stack." (resolving, countered, returned to a hand)
  if (from === "stack" && o.paid === "flashback" && to !== "removed") {
    log(e, { kind: "replaced", object: id, rule: "502.23", reason: "flashback: removed from the game instead of leaving the stack for another zone" });
    to = "removed";
  }
  // "If that creature would be put into a graveyard this turn, remove it from the game instead." (Magma Spray, 419):
  // asked only while some shield is in the state.
  if (from === "play" && to === "graveyard" && e.s.shields !== undefined && e.s.shields.length > 0 && removedInsteadOfGraveyard(e, id)) {
    log(e, { kind: "replaced", object: id, rule: "419", reason: "removed from the game instead of being put into a graveyard" });
    to = "removed";
  }
  // A copy of a spell is not a card: leaving the stack, it ceases to exist (runtime/copies.ts).
  if (from === "stack" && o.copy === true) {
    leaveZone(e, o);
    log(e, { kind: "copyCeases", object: id });
    return id;
  }
  leaveZone(e, o);
  const zone: Zone = to === "libraryTop" || to === "libraryBottom" ? "library" : to;
  const moved = newObjectFrom(e, o, o.owner, zone);
  if (o.token !== null) e.s.tokensOutsidePlay++;
  const owner = player(e, o.owner);
  // Zone lists are replaced, never changed in place (state.ts PlayerState).
  if (to === "libraryTop") owner.library = [moved.id, ...owner.library];
  else if (to === "libraryBottom") owner.library = [...owner.library, moved.id];
  else if (to === "hand") owner.hand = [...owner.hand, moved.id];
  else if (to === "graveyard") owner.graveyard = [...owner.graveyard, moved.id];
  else if (to === "removed") owner.removed = [...owner.removed, moved.id];
  log(e, { kind: "zoneChange", object: id, newObject: moved.id, card: o.card, from, to: zone });
  // 410: the zone change is offered to triggered abilities; who controlled it as it left play, else its owner.
  const controller = from === "play" ? obj(e, id)!.last!.controller : o.owner;
  publish(e, { kind: "zoneChange", object: id, newObject: moved.id, from, to: zone, controller });
  return moved.id;
}

/** Places counters through the replacement mechanism (419); returns how many were placed. */
export function putCounters(
  e: Engine,
  id: ObjectId,
  counter: CounterKind,
  count: number,
  how: { entering: boolean; byEffect: boolean; controller?: PlayerId },
): number {
  if (count <= 0) return 0;
  const placing: Extract<ReplaceableEvent, { kind: "putCounters" }> = {
    kind: "putCounters",
    object: id,
    counter,
    count,
    entering: how.entering,
    byEffect: how.byEffect,
  };
  if (how.controller !== undefined) placing.controller = how.controller; // absent, not undefined, otherwise
  const event = replaceEvent(e, placing);
  if (event === null || event.count <= 0) return 0;
  const current = obj(e, event.object);
  if (current === undefined || !current.alive) return 0;
  const target = writable(e, current);
  target.counters = withCount(target.counters, event.counter, (target.counters[event.counter] ?? 0) + event.count);
  log(e, { kind: "counters", object: target.id, counter: event.counter, added: event.count });
  // "Whenever a -1/-1 counter is placed on a creature" (Flourishing Defenses): once per counter, only when some
  // definition seen can trigger on it (counters are placed often: +1/+1, loyalty).
  if (counterPlacedBit === 0) counterPlacedBit = eventKindsMask(["counterPlaced"]);
  if ((seenDefinitions(e).triggerEvents & counterPlacedBit) !== 0 && target.zone === "play") {
    for (let i = 0; i < event.count; i++) publish(e, { kind: "counterPlaced", object: target.id, counter: event.counter });
  }
  return event.count;
}

/**
 * The counters a permanent comes into play with: those the way it comes into play gives (persist), and vanishing's
 * "This permanent comes into play with N time counters on it." (runtime/vanishing.ts), a replacement of its own.
 */
function enteringCounters(e: Engine, o: ObjectState, given: Readonly<Record<CounterKind, number>> | undefined): Record<CounterKind, number> {
  const counters: Record<CounterKind, number> = given !== undefined ? { ...given } : {};
  const def = definitionOf(e, o);
  const vanishing = def.vanishing;
  if (vanishing !== undefined) counters.time = (counters.time ?? 0) + vanishing;
  // Fading (502.21a): "This permanent comes into play with N fade counters on it." (runtime/fading.ts)
  if (def.fading !== undefined) counters.fade = (counters.fade ?? 0) + def.fading;
  return counters;
}

/** The bus bit of `counterPlaced` (events.ts), worked out on first use (events.ts loads after this module). */
let counterPlacedBit = 0;

/** Removes counters (not a replaceable event in this rule set); never below zero. */
export function removeCounters(e: Engine, record: ObjectState, counter: CounterKind, count: number): number {
  const o = writable(e, record);
  const have = o.counters[counter] ?? 0;
  const removed = Math.min(have, Math.max(0, count));
  if (removed === 0) return 0;
  o.counters = withCount(o.counters, counter, have - removed);
  log(e, { kind: "counters", object: o.id, counter, removed });
  // Vanishing: "When the last [time counter] is removed, sacrifice it." (runtime/vanishing.ts)
  if (counter === "time" && have === removed && o.zone === "play") lastTimeCounterRemoved(e, o);
  return removed;
}

/**
 * A new counters object: `counters` with `n` of `counter` (none: the kind left out). Counters are replaced on
 * change, never changed in place (state.ts ObjectState.counters): copies of a record share them.
 */
function withCount(counters: Readonly<Record<string, number>>, counter: string, n: number): Record<string, number> {
  const out: Record<string, number> = {};
  let placed = false; // in the order the kinds were first placed, as a change in place would keep it
  for (const k of Object.keys(counters)) {
    if (k !== counter) out[k] = counters[k];
    else {
      placed = true;
      if (n > 0) out[k] = n;
    }
  }
  if (!placed && n > 0) out[counter] = n;
  return out;
}

/**
 * An object comes into play under `controller` (212.9b; 2007 217.1c: as a new object). The `entersPlay` event
 * is offered to replacement effects first (212.9d loyalty, "comes into play with"), then its counters are
 * placed (each a `putCounters` event, `entering: true`). Returns the new permanent's id.
 */
export function enterPlay(
  e: Engine,
  id: ObjectId,
  controller: PlayerId,
  how: { byEffect: boolean; tapped?: boolean; attachTo?: ObjectId; counters?: Readonly<Record<CounterKind, number>>; paid?: PaidCost; x?: number },
): ObjectId | null {
  const o = obj(e, id);
  if (o === undefined || !o.alive) return null;
  // An Aura comes into play attached: to its target (a resolving Aura spell gives it), or, put into play
  // otherwise, to what its controller chooses; with nothing it could enchant, it stays where it is
  // (runtime/attachments.ts).
  let attachTo = how.attachTo;
  if (attachTo === undefined && o.zone !== "play" && definitionOf(e, o).enchant !== undefined) {
    const chosen = chooseAuraHost(e, o, controller);
    if (chosen === null) {
      log(e, { kind: "auraStays", object: id, reason: "an Aura put into play needs something it can enchant" });
      return null;
    }
    attachTo = chosen;
  }
  const event = replaceEvent(e, {
    kind: "entersPlay",
    object: id,
    controller,
    counters: enteringCounters(e, o, how.counters), // "with a -1/-1 counter on it" (persist); vanishing's time counters
    tapped: how.tapped ?? false,
    byEffect: how.byEffect,
    x: how.x ?? 0, // the resolving spell's X (stack.ts); 0 put into play otherwise
    copyOf: undefined as ObjectId | undefined, // "as a copy of that creature" (Clone): a replacement sets it
  });
  if (event === null) return null;
  let permanent: ObjectState;
  const from = o.zone;
  if (o.zone === "play") {
    // A token being created: it is already this object, not yet among the permanents.
    permanent = writable(e, o);
    permanent.controller = event.controller;
  } else {
    leaveZone(e, o);
    permanent = newObjectFrom(e, o, event.controller, "play");
    log(e, { kind: "zoneChange", object: id, newObject: permanent.id, card: o.card, from, to: "play" });
  }
  permanent = writable(e, permanent);
  // "Clone comes into play as a copy of that creature" (layer 1): before anything reads what it is.
  if (event.copyOf !== undefined) enterAsCopy(e, permanent, event.copyOf);
  permanent.tapped = event.tapped;
  permanent.controlledSinceTurn = e.s.turnNumber;
  // "As ~ comes into play, choose …", devour (families/replacement-as-enters): what was chosen stays with it.
  const chosen = (event as Extract<ReplaceableEvent, { kind: "entersPlay" }>).chosen;
  if (chosen !== undefined) permanent.chosen = chosen;
  if (how.paid !== undefined) permanent.paid = how.paid; // "if its evoke cost was paid" (keyword-triggers.ts)
  // Suspend (502.62a): "If you play it this way and it's a creature, it gains haste until you lose control of it."
  if (how.paid === "suspend" && contains(definitionOf(e, permanent).types, "Creature")) {
    addEffect(e, { duration: "permanent", source: permanent.id, controller, objects: [permanent.id], filter: null, keywords: ["Haste"], untilControlLost: true });
  }
  if (attachTo !== undefined) {
    permanent.attachedTo = attachTo;
    log(e, { kind: "attach", object: permanent.id, to: attachTo });
  }
  e.s.play = [...e.s.play, permanent.id]; // replaced, never changed in place (state.ts GameState.play)
  const counters: Record<string, number> = event.counters;
  for (const counter in counters) {
    putCounters(e, permanent.id, counter, counters[counter], {
      entering: true,
      byEffect: true,
      controller: event.controller,
    });
  }
  startStaticEffects(e, permanent);
  // 410.10a: offered to triggered abilities once the permanent is in play (it sees its own coming). A token
  // being created comes from outside the game (`from` null).
  publish(e, { kind: "zoneChange", object: id, newObject: permanent.id, from: from === "play" ? null : from, to: "play", controller: event.controller });
  return permanent.id;
}

/**
 * The continuous effects of a permanent's static abilities written as blocks (definition.ts `StaticBlock`), from
 * the moment it is in play (418.5b of 2007: their timestamp is the permanent's) until it leaves (`leaveZone`
 * ends them). Kept in `GameState.effects` as "whileInPlay" effects, so the layers, the caches that watch that
 * list and snapshots see them as any other effect. "you"/"opponent" are worked out for the controller it comes
 * into play under.
 */
export function startStaticEffects(e: Engine, permanent: ObjectState): void {
  const entry = definitionEntry(e, permanent);
  if (!entry.facts.staticEffects) return;
  const abilities = entry.def.abilities;
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index];
    if (ability.kind !== "static" || ability.continuous === undefined) continue;
    const c = ability.continuous;
    const you = permanent.controller;
    const filter: ObjectFilter = { types: c.affected.types, excludedTypes: c.affected.excludedTypes };
    if (c.affected.controller === "you") filter.controller = you;
    else if (c.affected.controller === "opponent") filter.controller = opponentsOf(e, you);
    if (c.affected.other === true) filter.exclude = permanent.id;
    const effect: Omit<ContinuousEffect, "timestamp"> = { duration: "whileInPlay", source: permanent.id, controller: you, objects: null, filter };
    if (c.addTypes !== undefined) effect.addTypes = c.addTypes;
    if (c.keywords !== undefined) effect.keywords = c.keywords;
    if (c.power !== undefined || c.toughness !== undefined) {
      effect.power = c.power ?? 0;
      effect.toughness = c.toughness ?? 0;
    }
    // The list is replaced, never changed in place (effects.ts addEffect).
    e.s.effects = [...e.s.effects, { timestamp: permanent.timestamp, ...effect }];
  }
  // The static abilities written as sentences (continuous.ts works out what they affect at each moment).
  const written = staticAbilityEffects(e, permanent);
  if (written.length > 0) {
    // "You control enchanted creature.": the creature it comes into play attached to changes control now.
    const host = permanent.attachedTo !== null && written.some((effect) => effect.control !== undefined) ? obj(e, permanent.attachedTo) : undefined;
    const before = host !== undefined ? controllerOf(e, host) : undefined;
    e.s.effects = [...e.s.effects, ...written];
    if (host !== undefined && controllerOf(e, host) !== before) controlChanged(e, host);
  }
}

/**
 * A permanent a static ability's control effect took or gave back: its new controller has not controlled it
 * continuously since the turn began (summoning sickness, 212.3e/502.5 of 2007), and it leaves combat (a permanent
 * that changes control is removed from combat).
 */
function controlChanged(e: Engine, o: ObjectState): void {
  writable(e, o).controlledSinceTurn = e.s.turnNumber;
  endEffectsOnControlLoss(e, o.id);
  removeFromCombat(e, o.id);
}
