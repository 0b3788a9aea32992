/**
 * The event bus of triggered abilities (2007 rules 410.1: "A triggered ability … triggers whenever the game event
 * … it describes happens"). The rules modules publish what happens (zones.ts: zone changes; combat.ts: attacks,
 * blocks, becomes blocked; effects.ts: damage dealt; stack.ts: a spell played; turn.ts: a step begins; tapping.ts:
 * a permanent tapped or untapped, a permanent sacrificed; the families' primitives: life gained, cards drawn and discarded), and `publish` matches every triggered ability
 * that could see the event against it, in this one place:
 *
 * - the trigger data of a compiled ability (`TriggerEvent`) is matched by its family's matcher
 *   (families/runtime.ts `TRIGGER_MATCHERS`: each trigger family says what its events mean);
 * - a trigger condition written in code (`gameEvent`) is asked about zone changes in and out of play;
 * - the keyword abilities that are triggered abilities under the 2007 rules (exalted, persist, lifelink,
 *   deathtouch: runtime/keyword-triggers.ts) are matched the same way, for an object that has the keyword now
 *   (printed or granted by an effect), among those that can: the damage source, the permanent leaving play, and
 *   for an attack every permanent.
 *
 * A match becomes a pending trigger (410: it waits until a player would receive priority, after state-based
 * effects, then goes on the stack in APNAP order: stack.ts `putTriggersOnStack`) carrying what the event bound:
 * the object, player and amount "it", "that player" and "that much" refer to (`TriggerBinding`).
 *
 * Who can see an event: the permanents in play with a triggered ability on events (the play index's
 * `triggeringOnEvents`) or with a triggered keyword, plus, for an object leaving play, that object as it last
 * existed (410.10c: "leaves play" abilities look back in time; its record is dead and `view` reads its last
 * known information). An object coming into play sees its own coming (410.10a): it is in play when the event is
 * published. Of those, an event is offered only to the permanents whose triggered abilities can trigger on its
 * kind: each trigger family declares the kinds of event each of its trigger kinds can trigger on
 * (families/runtime.ts `TRIGGER_EVENT_KINDS`), worked out once per definition as bits
 * (`DefinitionFacts.triggerEvents`, `triggerEventsMask`), a trigger that watches only zone changes to or from
 * play declaring just those ("playZoneChange"); most events (cards drawn, moved between hidden zones, spells
 * played and resolved, steps beginning) then visit no permanent at all. test/runtime/engine-events-fast-paths.test.ts checks the
 * declarations against the matchers, and whole games against offering every event to every permanent.
 */
import type { Step } from "./api.js";
import type { CardDefinition, Chosen, Keyword, ObjectId, PlayerId, TriggerEvent, TriggeredAbilityDefinition, TriggeringEvent, Zone } from "./definition.js";
import { controllerOf, hasKeywordNow, keywordInstances, view } from "./continuous.js";
import { addPendingTrigger, definitionEntry, definitionEntryOf, playIndex, registryGraveyardTriggerEvents, seenDefinitions, type Engine } from "./engine.js";
import { effectContext, staticContext } from "./effect-context.js";
import { objectIndex, type ObjectState, type PendingTrigger, type TriggerBinding } from "./state.js";
import { TRIGGER_EVENT_KINDS, TRIGGER_MATCHERS } from "../families/runtime.js";
import { KEYWORD_TRIGGERS } from "./keyword-triggers.js";
import { interveningIfHolds } from "./intervening-if.js";
import { recordTurnEvent } from "./turn-record.js";
import { recoverTriggers, registryRecovers } from "./recover.js";
import { grantedTriggerHolders, grantedTriggers, triggersOfEffect, type GrantedAbilityRef } from "./granted-abilities.js";
import { triggerGrantingEffects } from "./continuous.js";

export type { TriggerBinding } from "./state.js";

/** Everything the rules tell the bus. Object ids are the ids the objects had when the event happened. */
export type RulesEvent =
  /**
   * An object moved from one zone to another (217.1c: it became a new object, `newObject`); `from` null: a
   * token created (it comes from outside the game). `controller`: who controlled it as it left play, or who
   * controls it as it came into play; otherwise its owner.
   */
  | { kind: "zoneChange"; object: ObjectId; newObject: ObjectId; from: Zone | null; to: Zone; controller: PlayerId }
  /** A creature is declared as an attacker (308); `alone`: it is the only one declared (exalted). */
  | { kind: "attacks"; attacker: ObjectId; defender: Chosen; alone: boolean }
  /**
   * A creature is declared as a blocker of `attacker` (309); `again`: a later attacker of one creature blocking
   * several (309.2a: "can block an additional creature"), which "blocks" only once.
   */
  | { kind: "blocks"; blocker: ObjectId; attacker: ObjectId; again?: true }
  /** An attacking creature becomes blocked (309: once per attacker, however many block it). */
  | { kind: "becomesBlocked"; attacker: ObjectId }
  /**
   * An attacking creature no creature was declared to block, as blockers are declared (309: "attacks and isn't
   * blocked"; combat.ts publishes it only when some definition seen can trigger on it).
   */
  | { kind: "notBlocked"; attacker: ObjectId }
  /** Damage was dealt (after replacement and prevention): `amount` actually dealt. */
  | { kind: "damage"; source: ObjectId; recipient: Chosen; recipientIsPlayer: boolean; amount: number; combat: boolean }
  /** A player played a spell: it is on the stack. */
  | { kind: "spellPlayed"; player: PlayerId; spell: ObjectId }
  | { kind: "lifeGained"; player: PlayerId; amount: number }
  | { kind: "draw"; player: PlayerId; card: ObjectId }
  | { kind: "discard"; player: PlayerId; card: ObjectId }
  /** A step or phase begins (after its turn-based actions): `active` is whose turn it is. */
  | { kind: "stepBegins"; step: Step; active: PlayerId }
  /** A player cycled a card (502.18: played its cycling ability): `card` as it was in hand, `newObject` the card discarded. */
  | { kind: "cycled"; player: PlayerId; card: ObjectId; newObject: ObjectId }
  /** A permanent in play became tapped (`tapped` true) or untapped (runtime/tapping.ts: only a change is one). */
  | { kind: "tapChange"; object: ObjectId; tapped: boolean }
  /**
   * A player clashed (701.20a), published once the clash is over for each clashing player (runtime/clash.ts, only
   * when some definition seen can trigger on it): `won` by 701.20c.
   */
  | { kind: "clash"; player: PlayerId; won: boolean }
  /**
   * One counter of kind `counter` was placed on a permanent (zones.ts `putCounters`: one event per counter, only
   * when some definition seen can trigger on it).
   */
  | { kind: "counterPlaced"; object: ObjectId; counter: string }
  /**
   * A permanent became the target of a spell (`spell`) or ability controlled by `controller`, as it was put on the
   * stack (stack.ts: once per permanent targeted, only when some definition seen can trigger on it).
   */
  | { kind: "becomesTarget"; object: ObjectId; controller: PlayerId; spell: boolean }
  /**
   * `player` played a mana ability of `object` with {T} in its cost: "tapped for mana" (mana.ts, after the mana is
   * added; only when some definition seen can trigger on it).
   */
  | { kind: "tappedForMana"; object: ObjectId; player: PlayerId }
  /** A face-down permanent was turned face up (morph's special action, 502.26d: runtime/morph.ts). */
  | { kind: "turnedFaceUp"; object: ObjectId; player: PlayerId }
  /**
   * `player` sacrificed a permanent (2007 glossary, "Sacrifice": its controller moved it from play to its owner's
   * graveyard, for a cost, an effect or a rule): published after its zone change (zones.ts \`sacrifice\`, only when
   * some definition seen can trigger on it); `object` its id in play, `newObject` what it became.
   */
  | { kind: "sacrificed"; player: PlayerId; object: ObjectId; newObject: ObjectId };

/** A permanent (or a permanent that just left play) looking at an event for its triggered abilities. */
export interface Watcher {
  readonly e: Engine;
  /** Its id (for an object that left play, the id it had in play). */
  readonly id: ObjectId;
  /** Its controller now, or as it last was in play. */
  readonly controller: PlayerId;
}

/**
 * A trigger family's matcher: whether its trigger data, on a permanent `watcher`, triggers on `event`, and what
 * the event binds for the ability's effects (null: it doesn't trigger).
 */
export type TriggerMatcher<T extends TriggerEvent = TriggerEvent> = (trigger: T, event: RulesEvent, watcher: Watcher) => TriggerBinding | null;

/**
 * What a trigger kind can declare it triggers on: a kind of bus event, or "playZoneChange", the zone changes to or
 * from play only (a trigger kind that declares it is not offered the zone changes elsewhere: a card drawn, a
 * spell played, a spell resolving, a card milled, most zone changes of a game).
 */
export type TriggerEventKind = RulesEvent["kind"] | "playZoneChange";

/**
 * The kinds of bus event each trigger kind of a family can trigger on (its matcher returns null for any other):
 * the bus offers a permanent only the events its triggered abilities can trigger on. A kind left out is offered
 * every event.
 */
export type TriggerEventKinds<T extends { kind: string }> = { readonly [K in T["kind"]]?: readonly TriggerEventKind[] };

/** Offers the event to every triggered ability that can see it (see the module header). */
export function publish(e: Engine, event: RulesEvent): void {
  // The event's kind is read once here: events of every kind come through, and each read of a field of `event`
  // at a place that meets them all is a generic (megamorphic) lookup. A zone change, the commonest, goes its own
  // way, where its fields are read from one shape (every zone change is made in zones.ts, with one shape).
  const kind = event.kind;
  if (kind === "zoneChange") {
    publishZoneChange(e, event as ZoneChangeEvent);
    return;
  }
  // Only the permanents with a triggered ability that can trigger on this kind of event look at it
  // (`DefinitionFacts.triggerEvents`); their controllers are worked out only for those.
  const bit = eventBit(kind);
  if ((bit & TURN_RECORD_EVENTS) !== 0) recordTurnEvent(e, event); // what "this turn" asks about later (runtime/turn-record.ts)
  if (kind === "cycled") {
    // "When you cycle ~": the cycled card's own abilities, where cycling put it (a graveyard, usually).
    const cycled = e.s.objects[slotOf(event.newObject)];
    if (cycled !== null && cycled !== undefined && cycled.alive) offer(e, cycled, event.player, event);
  }
  // Any kind of event but a zone change is offered to the permanents only when some definition seen can trigger
  // on it: in most games none can trigger on most kinds (a draw, a step beginning, damage), and the permanents
  // are not walked.
  const seen = seenDefinitions(e);
  if ((seen.triggerEvents & bit) !== 0) offerToPermanents(e, event, bit);
  if ((grantedTriggerEvents(e) & bit) !== 0) offerGrantedTriggers(e, event, bit);
  if ((registryGraveyardTriggerEvents(e) & bit) !== 0) offerToGraveyards(e, event, bit);
  // The triggered keywords may be granted by effects, so they are looked for on the objects that can have one
  // that triggers: a damage source (lifelink, deathtouch), and for an attack every permanent (exalted: "a
  // creature you control").
  const watching = keywordsWatching(bit);
  if (watching === 0) return;
  // Whether an object whose definition has been looked up, as every permanent's and spell's has (`SeenDefinitions`),
  // can have one of those keywords now, printed or granted: in most games none can, and no object is asked. An
  // object that left play may still have one in its last known information (granted by an effect that has ended
  // since), so that one is always asked.
  const anyNow = (watching & (seen.keywordTriggers | grantedKeywordTriggers(e))) !== 0;
  if (kind === "damage") {
    const source = e.s.objects[slotOf(event.source)];
    if (source !== null && source !== undefined && (anyNow || (!source.alive && source.last !== null))) offerKeywords(e, source, null, event, bit);
  } else if (kind === "spellPlayed") {
    // The spell itself, for its own keyword's "when you play this spell" (conspire).
    const spell = anyNow ? e.s.objects[slotOf(event.spell)] : undefined;
    if (spell !== null && spell !== undefined && spell.alive) offerKeywords(e, spell, event.player, event, bit);
  } else {
    // Every permanent (exalted): only when some permanent could have a triggered keyword watching this kind of
    // event, printed (`SeenDefinitions`: every permanent's definition has been looked up) or granted by an
    // effect; in most games none can, and the permanents are not walked.
    if (!anyNow) return;
    const all = playIndex(e).slots;
    for (let i = 0; i < all.length; i++) {
      const o = e.s.objects[all[i]]!;
      if (o.alive) offerKeywords(e, o, undefined, event, bit);
    }
  }
}

/**
 * Whether an event of kind `kind` (any but a zone change, which `publish` always looks at) would come to anything
 * on the bus: the turn's record keeps events of its kind, some definition seen has a triggered ability that can
 * trigger on it, or a triggered keyword watches its kind. When not, `publish` does nothing with it, and its
 * publisher need not build it (a card drawn, a step beginning: in most games nothing can trigger on them).
 */
export function heard(e: Engine, kind: Exclude<RulesEvent["kind"], "zoneChange">): boolean {
  const bit = eventBit(kind);
  return (
    (bit & TURN_RECORD_EVENTS) !== 0 ||
    keywordsWatching(bit) !== 0 ||
    (seenDefinitions(e).triggerEvents & bit) !== 0 ||
    (registryGraveyardTriggerEvents(e) & bit) !== 0 ||
    (grantedTriggerEvents(e) & bit) !== 0
  );
}

type ZoneChangeEvent = Extract<RulesEvent, { kind: "zoneChange" }>;

/** `publish` of a zone change (see there). */
function publishZoneChange(e: Engine, event: ZoneChangeEvent): void {
  const from = event.from;
  const to = event.to;
  // The bits a permanent's triggers are offered this event under (`eventBits`).
  const bit = from === "play" || to === "play" ? ZONE_CHANGE_WITH_PLAY : EVENT_BITS.zoneChange;
  // What "this turn" asks about later (runtime/turn-record.ts): of zone changes, the cards put into a graveyard
  // from play.
  if (from === "play" && to === "graveyard") {
    recordTurnEvent(e, event);
    if (registryRecovers(e)) recoverTriggers(e, event); // 502.55a: recover, in the graveyard it was put into
  }
  let left: ObjectState | null | undefined;
  if (from === "play") {
    // 410.10c: the permanent that left looks back in time: its own abilities see its leaving.
    left = e.s.objects[slotOf(event.object)];
    if (left !== null && left !== undefined && (definitionEntry(e, left).facts.triggerEvents & bit) !== 0) offer(e, left, event.controller, event);
  } else if (to === "graveyard" && from !== null) {
    // "When ~ is put into a graveyard from anywhere" (Dread): the card put there from a hand, a library or the stack
    // sees its own coming, with its own abilities (their matchers ask for the card itself).
    const card = e.s.objects[slotOf(event.newObject)];
    if (card !== null && card !== undefined && card.alive && (definitionEntry(e, card).facts.triggerEvents & bit) !== 0) offer(e, card, event.controller, event);
  }
  // A zone change to or from play asks `triggeringSlots`: for a permanent that came into play, it looks up its
  // definition, which is how `SeenDefinitions` comes to include every permanent's (engine.ts), and each change to
  // the play list is brought along from the list before it. So the bits seen are read after it: a permanent with
  // a triggered ability has its definition's bits among them. A zone change elsewhere leaves the play list as it
  // was, and walks it only when some definition seen can trigger on a zone change.
  const seen = seenDefinitions(e);
  const slots = from === "play" || to === "play" || (seen.triggerEvents & bit) !== 0 ? triggeringSlots(e) : NO_SLOTS;
  if ((seen.triggerEvents & bit) !== 0) {
    for (let i = 0; i < slots.length; i++) {
      const o = e.s.objects[slots[i]]!;
      if (o.alive && (definitionEntry(e, o).facts.triggerEvents & bit) !== 0) offer(e, o, controllerOf(e, o), event);
    }
  }
  // Triggered abilities granted in quotes, on the permanents in play that have them (not the one leaving: its
  // last known information keeps no granted ability, 410.10c; the checker refuses such a trigger, CS2163).
  if ((grantedTriggerEvents(e) & bit) !== 0) offerGrantedTriggers(e, event, bit);
  // The triggered keywords that watch zone changes (persist, evoke): the permanent leaving play, for its last
  // known information may hold one (granted by an effect that has ended since), and a permanent coming into play
  // when one of those keywords can be had now (printed on a definition seen, or granted by an effect).
  const kindBit = EVENT_BITS.zoneChange;
  const watching = keywordsWatching(kindBit);
  if (watching === 0) return;
  if (left !== null && left !== undefined) offerKeywords(e, left, event.controller, event, kindBit);
  if (to === "play" && (watching & (seen.keywordTriggers | grantedKeywordTriggers(e))) !== 0) {
    const entering = e.s.objects[slotOf(event.newObject)];
    if (entering !== null && entering !== undefined && entering.alive) offerKeywords(e, entering, event.controller, event, kindBit);
  }
}

/**
 * The kinds of event (bits, as `DefinitionFacts.triggerEvents`) the triggered abilities granted in quotes by the
 * continuous effects now can trigger on (runtime/granted-abilities.ts), worked out once per effects list (replaced
 * on change, never changed in place: its identity is the key). 0 in nearly every game: no event looks further.
 */
export function grantedTriggerEvents(e: Engine): number {
  const effects = e.s.effects;
  const known = e.cache.triggerGrants;
  if (known !== undefined && known.effects === effects) return known.bits;
  let bits = 0;
  const grants = triggerGrantingEffects(effects);
  for (let i = 0; i < grants.length; i++) for (const ability of triggersOfEffect(e, grants[i])) bits |= triggerKindsMask(ability.trigger);
  e.cache.triggerGrants = { effects, bits };
  return bits;
}

/**
 * Offers the event to the triggered abilities granted in quotes (418.5a), on the permanents the granting effects
 * name (`grantedTriggerHolders`: the enchanted creature, a locked-in token; every permanent in play only while some
 * grant names its objects by a filter), each as the object's own ability would be offered (`offer`).
 */
function offerGrantedTriggers(e: Engine, event: RulesEvent, bit: number): void {
  const holders = grantedTriggerHolders(e) ?? e.s.play;
  for (let i = 0; i < holders.length; i++) {
    const o = e.s.objects[slotOf(holders[i])];
    if (o === null || o === undefined || !o.alive || o.zone !== "play") continue;
    const granted = grantedTriggers(e, o);
    if (granted.length === 0) continue;
    const controller = controllerOf(e, o);
    const watcher: Watcher = { e, id: o.id, controller };
    for (let k = 0; k < granted.length; k++) {
      const { ref, ability } = granted[k];
      if (ability.zone === "graveyard" || (triggerKindsMask(ability.trigger) & bit) === 0) continue;
      const binding = match(e, ability, event, watcher, o);
      if (binding === null) continue;
      if (ability.interveningIf !== undefined && !interveningIfHolds(e, ability.interveningIf, o.id, binding.player, binding.lki ?? binding.object)) continue; // 410.11
      if (ability.manaAbility === true) ability.resolve(effectContext(e, { self: o.id, controller, x: 0, targets: [], event: binding, codeOwner: ref }));
      else addPendingTrigger(e, grantedBoundTrigger(o, controller, ref, binding));
    }
  }
}

/** The pending trigger of a granted triggered ability (`boundTrigger`'s shapes, with `granted`; `ability` -1). */
function grantedBoundTrigger(o: ObjectState, controller: PlayerId, granted: GrantedAbilityRef, binding: TriggerBinding): PendingTrigger {
  const bound = binding.object !== undefined || binding.player !== undefined || binding.amount !== undefined || binding.won !== undefined;
  return bound ? { source: o.id, card: o.card, ability: -1, controller, event: binding, granted } : { source: o.id, card: o.card, ability: -1, controller, granted };
}

/** Offers the event to every permanent with a triggered ability that can trigger on its kind (`bit`). */
function offerToPermanents(e: Engine, event: RulesEvent, bit: number): void {
  const slots = triggeringSlots(e);
  for (let i = 0; i < slots.length; i++) {
    const o = e.s.objects[slots[i]]!;
    if (o.alive && (definitionEntry(e, o).facts.triggerEvents & bit) !== 0) offer(e, o, controllerOf(e, o), event);
  }
}

/**
 * The table slots of the permanents with a triggered ability, in play order: the play index's list when the index
 * is of the current play list, else found by walking the play list. A zone change to or from play is published
 * right after the play list changed, before anything asked for its index: working the index out there (as a
 * derivation from the last one, per change) would make the next reader's derivation start from an index that
 * has not worked out its mana producers (engine.ts `PlayIndex.derivedFrom`), so those would be found afresh.
 */
export function triggeringSlots(e: Engine): readonly number[] {
  const index = e.cache.playIndex;
  const play = e.s.play;
  if (index !== null && index.play === play) return index.triggeringOnEvents;
  // The list found for the last play list asked about here (`EngineCache.triggering`), or brought along from it
  // or from the play index when the play list is theirs with one permanent added or taken out, as it is after
  // each zone change: walking every permanent's definition per zone change was a share of every game.
  const known = e.cache.triggering;
  if (known != null && known.play === play) return known.slots;
  const slots =
    (known != null ? derivedTriggering(e, known.play, known.slots, play) : null) ??
    (index !== null ? derivedTriggering(e, index.play, index.triggeringOnEvents, play) : null) ??
    walkedTriggering(e, play);
  e.cache.triggering = { play, slots };
  return slots;
}

/** The permanents of `play` with a triggered ability, found by walking it. */
export function walkedTriggering(e: Engine, play: readonly ObjectId[]): readonly number[] {
  let out: number[] | null = null;
  for (let i = 0; i < play.length; i++) {
    const entry = definitionEntryOf(e, play[i]);
    if (entry.facts.triggersOnEvents) (out ??= []).push(objectIndex(play[i]));
  }
  return out ?? NO_SLOTS;
}

/**
 * The triggering slots of `play` from those of the list `before` (`slots`), when `play` is `before` with one
 * permanent appended or one taken out, the same ids otherwise in the same order (as engine.ts `derivedIndex`
 * asks); null for any other change.
 */
function derivedTriggering(e: Engine, before: readonly ObjectId[], slots: readonly number[], play: readonly ObjectId[]): readonly number[] | null {
  if (play.length === before.length + 1) {
    for (let i = 0; i < before.length; i++) if (play[i] !== before[i]) return null;
    const added = play[before.length];
    return definitionEntryOf(e, added).facts.triggersOnEvents ? [...slots, objectIndex(added)] : slots;
  }
  if (play.length === before.length - 1) {
    let at = 0;
    while (at < play.length && play[at] === before[at]) at++;
    for (let i = at; i < play.length; i++) if (play[i] !== before[i + 1]) return null;
    const removed = objectIndex(before[at]);
    const k = slots.indexOf(removed);
    if (k < 0) return slots;
    return slots.length === 1 ? NO_SLOTS : [...slots.slice(0, k), ...slots.slice(k + 1)];
  }
  return null;
}

const NO_SLOTS: readonly number[] = [];

/**
 * One bit per kind of bus event. Typed over `RulesEvent["kind"]`: a new kind of event without its bit fails `tsc`.
 */
const EVENT_BITS: { readonly [K in RulesEvent["kind"]]: number } = {
  zoneChange: 1 << 0,
  attacks: 1 << 1,
  blocks: 1 << 2,
  becomesBlocked: 1 << 3,
  damage: 1 << 4,
  spellPlayed: 1 << 5,
  lifeGained: 1 << 6,
  draw: 1 << 7,
  discard: 1 << 8,
  stepBegins: 1 << 9,
  cycled: 1 << 10,
  tapChange: 1 << 11,
  clash: 1 << 12,
  counterPlaced: 1 << 13,
  becomesTarget: 1 << 14,
  tappedForMana: 1 << 15,
  turnedFaceUp: 1 << 16,
  sacrificed: 1 << 17,
  notBlocked: 1 << 18,
};

/** `EVENT_BITS[kind]` as a switch: a property read with a key that varies is a slow lookup on every event. */
function eventBit(kind: RulesEvent["kind"]): number {
  switch (kind) {
    case "zoneChange":
      return EVENT_BITS.zoneChange;
    case "attacks":
      return EVENT_BITS.attacks;
    case "blocks":
      return EVENT_BITS.blocks;
    case "becomesBlocked":
      return EVENT_BITS.becomesBlocked;
    case "damage":
      return EVENT_BITS.damage;
    case "spellPlayed":
      return EVENT_BITS.spellPlayed;
    case "lifeGained":
      return EVENT_BITS.lifeGained;
    case "draw":
      return EVENT_BITS.draw;
    case "discard":
      return EVENT_BITS.discard;
    case "stepBegins":
      return EVENT_BITS.stepBegins;
    case "cycled":
      return EVENT_BITS.cycled;
    case "tapChange":
      return EVENT_BITS.tapChange;
    case "clash":
      return EVENT_BITS.clash;
    case "counterPlaced":
      return EVENT_BITS.counterPlaced;
    case "becomesTarget":
      return EVENT_BITS.becomesTarget;
    case "tappedForMana":
      return EVENT_BITS.tappedForMana;
    case "turnedFaceUp":
      return EVENT_BITS.turnedFaceUp;
    case "sacrificed":
      return EVENT_BITS.sacrificed;
    case "notBlocked":
      return EVENT_BITS.notBlocked;
  }
}

/** The bit of "playZoneChange" (`TriggerEventKind`): beside the bits of the kinds of bus event. */
const PLAY_ZONE_CHANGE = 1 << 19;

/** The bits of a zone change to or from play: offered to the triggers of either declaration. */
const ZONE_CHANGE_WITH_PLAY = EVENT_BITS.zoneChange | PLAY_ZONE_CHANGE;

/**
 * The bits under which an event is offered to the permanents (`DefinitionFacts.triggerEvents`): its kind's, and
 * for a zone change to or from play also "playZoneChange"'s.
 */
export function eventBits(event: RulesEvent): number {
  if (event.kind === "zoneChange") return event.from === "play" || event.to === "play" ? ZONE_CHANGE_WITH_PLAY : EVENT_BITS.zoneChange;
  return eventBit(event.kind);
}

/** The kinds of event the turn's record keeps anything of (runtime/turn-record.ts `recordTurnEvent`). */
const TURN_RECORD_EVENTS = EVENT_BITS.zoneChange | EVENT_BITS.attacks | EVENT_BITS.damage | EVENT_BITS.spellPlayed;

/** Every kind of event: what a trigger whose kinds of event are not declared is offered. */
const EVERY_EVENT = -1;

/** The bits of some kinds of event (`EVENT_BITS`, and "playZoneChange"'s: `TriggerEventKind`). */
export function eventKindsMask(kinds: readonly TriggerEventKind[]): number {
  let mask = 0;
  for (const kind of kinds) mask |= kind === "playZoneChange" ? PLAY_ZONE_CHANGE : (EVENT_BITS[kind] ?? EVERY_EVENT);
  return mask;
}

/**
 * The kinds of event a trigger can trigger on, as bits: those its family declares for its kind
 * (families/runtime.ts `TRIGGER_EVENT_KINDS`); a condition written in code is asked about zone changes to or from
 * play only (`triggeringEvent`); a kind its family does not declare is offered every event.
 */
export function triggerKindsMask(trigger: TriggerEvent): number {
  if (trigger.kind === "gameEvent") return PLAY_ZONE_CHANGE;
  const kinds = TRIGGER_EVENT_KINDS[trigger.kind as keyof typeof TRIGGER_EVENT_KINDS];
  return kinds === undefined ? EVERY_EVENT : eventKindsMask(kinds);
}

/** The kinds of event a definition's triggered abilities can trigger on, as bits (`DefinitionFacts.triggerEvents`). */
export function triggerEventsMask(def: CardDefinition): number {
  let mask = 0;
  for (const ability of def.abilities) if (ability.kind === "triggered" && ability.zone !== "graveyard") mask |= triggerKindsMask(ability.trigger);
  return mask;
}

/**
 * The kinds of event the triggered abilities a definition grants in quotes can trigger on, as bits: its static
 * abilities' (`StaticEffectDefinition.triggers`) and its resolving effects' (`CardDefinition.grantedTriggers`).
 */
export function grantedTriggerEventsMask(def: CardDefinition): number {
  let mask = 0;
  for (const ability of def.grantedTriggers ?? []) mask |= triggerKindsMask(ability.trigger);
  for (const ability of def.abilities) if (ability.kind === "static") for (const granted of ability.effect?.triggers ?? []) mask |= triggerKindsMask(granted.trigger);
  return mask;
}

/** The kinds of event a definition's triggered abilities that function in its owner's graveyard can trigger on, as bits. */
export function graveyardTriggerEventsMask(def: CardDefinition): number {
  let mask = 0;
  for (const ability of def.abilities) if (ability.kind === "triggered" && ability.zone === "graveyard") mask |= triggerKindsMask(ability.trigger);
  return mask;
}

/**
 * Offers the event to the triggered abilities that function in a graveyard ("At the beginning of your upkeep, you may
 * return Squee, Goblin Nabob from your graveyard to your hand."): the cards of every graveyard, in turn order, whose
 * definition has one for this kind of event; the card's owner controls the ability (a card outside play).
 */
function offerToGraveyards(e: Engine, event: RulesEvent, bit: number): void {
  for (const p of e.s.players) {
    const graveyard = p.graveyard;
    for (let i = 0; i < graveyard.length; i++) {
      const o = e.s.objects[slotOf(graveyard[i])];
      if (o === null || o === undefined || !o.alive) continue;
      if ((graveyardTriggerEventsMask(definitionEntry(e, o).def) & bit) !== 0) offer(e, o, o.owner, event, "graveyard");
    }
  }
}

/**
 * The triggered keywords among `keywords`, as bits by their index in `KEYWORD_TRIGGERS` (`DefinitionFacts.keywordTriggers`
 * for printed keywords).
 */
export function keywordTriggersMask(keywords: readonly Keyword[]): number {
  let mask = 0;
  for (let i = 0; i < keywords.length; i++) {
    for (let k = 0; k < KEYWORD_TRIGGERS.length; k++) if (KEYWORD_TRIGGERS[k].keyword === keywords[i]) mask |= 1 << k;
  }
  return mask;
}

/**
 * The triggered keywords any continuous effect of the game grants now, as bits (`keywordTriggersMask`), worked out
 * once per effects list (replaced on change, never changed in place: its identity is the key).
 */
export function grantedKeywordTriggers(e: Engine): number {
  const effects = e.s.effects;
  const known = e.cache.keywordGrants;
  if (known !== undefined && known.effects === effects) return known.bits;
  let bits = 0;
  for (let i = 0; i < effects.length; i++) {
    const granted = effects[i].keywords;
    if (granted !== undefined) bits |= keywordTriggersMask(granted);
  }
  e.cache.keywordGrants = { effects, bits };
  return bits;
}

/**
 * The triggered keywords (bits, as `keywordTriggersMask`) that watch the events of bit `eventBit`; worked out on
 * first use, as a list by the bit's position (a Map lookup here was a share of every damage and zone change).
 */
function keywordsWatching(eventBit: number): number {
  let table = keywordsByEvent;
  if (table === null) {
    const byPosition: number[] = [];
    for (let i = 0; i < 32; i++) byPosition.push(0);
    for (let k = 0; k < KEYWORD_TRIGGERS.length; k++) {
      for (const kind of KEYWORD_TRIGGERS[k].events) byPosition[31 - Math.clz32(EVENT_BITS[kind])] |= 1 << k;
    }
    table = keywordsByEvent = byPosition;
  }
  return table[31 - Math.clz32(eventBit)];
}

let keywordsByEvent: number[] | null = null;

function slotOf(id: ObjectId): number {
  return objectIndex(id);
}

function offer(e: Engine, o: ObjectState, controller: PlayerId, event: RulesEvent, zone: "play" | "graveyard" = "play"): void {
  const abilities = definitionEntry(e, o).def.abilities;
  const watcher: Watcher = { e, id: o.id, controller };
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index];
    if (ability.kind !== "triggered") continue;
    // An ability that functions in the graveyard is offered events only there; the others never there.
    if ((ability.zone === "graveyard") !== (zone === "graveyard")) continue;
    const binding = match(e, ability, event, watcher, o);
    if (binding !== null && ability.interveningIf !== undefined && !interveningIfHolds(e, ability.interveningIf, o.id, binding.player, binding.lki ?? binding.object)) continue; // 410.11
    if (binding === null) continue;
    // A triggered mana ability (406 of 2007: triggered by a mana ability, no target, adds mana) resolves at once.
    if (ability.manaAbility === true) ability.resolve(effectContext(e, { self: o.id, controller, x: 0, targets: [], event: binding }));
    else addPendingTrigger(e, boundTrigger(o, index, controller, undefined, binding));
  }
}

/**
 * Offers the event to the triggered keywords the object has now. `controller`: its controller as the event
 * saw it; undefined: its controller now (`controllerOf`); null: as its view says (a damage source, which may
 * be a spell). Worked out only once the object has such a keyword: most have none.
 */
function offerKeywords(e: Engine, o: ObjectState, controller: PlayerId | null | undefined, event: RulesEvent, bit: number): void {
  // The triggered keywords of this kind of event (`bit`) that the object could have now (`hasKeywordNow` finds a
  // keyword only among its printed ones, those of its last known information, and those some effect grants):
  // nearly always none, and then no keyword is asked about one by one.
  let candidates = keywordsWatching(bit);
  let could = definitionEntry(e, o).facts.keywordTriggers | grantedKeywordTriggers(e);
  if (!o.alive && o.last !== null) could |= keywordTriggersMask(o.last.keywords);
  candidates &= could;
  if (candidates === 0) return;
  let watcher: Watcher | null = null;
  for (let index = 0; index < KEYWORD_TRIGGERS.length; index++) {
    if ((candidates & (1 << index)) === 0) continue;
    const keyword = KEYWORD_TRIGGERS[index];
    if (!hasKeywordNow(e, o, keyword.keyword)) continue;
    watcher ??= { e, id: o.id, controller: controller ?? (controller === null ? view(e, o).controller : controllerOf(e, o)) };
    const matcher = TRIGGER_MATCHERS[keyword.ability.trigger.kind as keyof typeof TRIGGER_MATCHERS] as TriggerMatcher | undefined;
    const binding = matcher?.(keyword.ability.trigger, event, watcher) ?? null;
    if (binding !== null && keyword.ability.interveningIf !== undefined && !interveningIfHolds(e, keyword.ability.interveningIf, o.id)) continue; // 410.11
    if (binding !== null) {
      // 502.68b: each instance of poisonous triggers separately (two Virulent Slivers: two abilities on each Sliver).
      const instances = keyword.eachInstance === true ? keywordInstances(e, o, keyword.keyword) : 1;
      for (let i = 0; i < instances; i++) addPendingTrigger(e, boundTrigger(o, -1, watcher.controller, keyword.keyword, binding));
    }
  }
}

/**
 * The pending trigger of ability `ability` of `o` (-1 and `keyword`: a triggered keyword), with what the event bound
 * when it bound anything. Literals of every field present, in the order `{ ...trigger, event }` gave (no spread
 * then a field: DEVELOPERS.md), so pending triggers keep the shapes (and snapshots the fields) they had.
 */
function boundTrigger(o: ObjectState, ability: number, controller: PlayerId, keyword: Keyword | undefined, binding: TriggerBinding): PendingTrigger {
  const bound = binding.object !== undefined || binding.player !== undefined || binding.amount !== undefined || binding.won !== undefined;
  if (keyword === undefined) {
    return bound ? { source: o.id, card: o.card, ability, controller, event: binding } : { source: o.id, card: o.card, ability, controller };
  }
  return bound ? { source: o.id, card: o.card, ability, controller, keyword, event: binding } : { source: o.id, card: o.card, ability, controller, keyword };
}

function match(e: Engine, ability: TriggeredAbilityDefinition, event: RulesEvent, watcher: Watcher, o: ObjectState): TriggerBinding | null {
  const trigger = ability.trigger;
  if (trigger.kind === "gameEvent") {
    const asked = triggeringEvent(event);
    return asked !== null && trigger.triggersOn(asked, staticContext(e, o.id, watcher.controller)) ? {} : null;
  }
  const matcher = TRIGGER_MATCHERS[trigger.kind as keyof typeof TRIGGER_MATCHERS] as TriggerMatcher | undefined;
  return matcher === undefined ? null : matcher(trigger, event, watcher);
}

/** What a trigger condition written in code is asked about (definition.ts `TriggeringEvent`). */
function triggeringEvent(event: RulesEvent): TriggeringEvent | null {
  if (event.kind !== "zoneChange") return null;
  if (event.to === "play") return { kind: "entersPlay", object: event.newObject, controller: event.controller };
  if (event.from === "play") return { kind: "leavesPlay", object: event.object, controller: event.controller };
  return null;
}

/** The keyword triggered abilities by keyword (stack.ts resolves them; labels name them). */
export function keywordTrigger(keyword: Keyword): TriggeredAbilityDefinition | undefined {
  return KEYWORD_TRIGGERS.find((k) => k.keyword === keyword)?.ability;
}
