/**
 * The event bus of triggered abilities (2007 rules 410.1: "A triggered ability … triggers whenever the game event
 * … it describes happens"). The rules modules publish what happens (zones.ts: zone changes; combat.ts: attacks,
 * blocks, becomes blocked; effects.ts: damage dealt; stack.ts: a spell played; turn.ts: a step begins; the
 * families' primitives: life gained, cards drawn and discarded), and `publish` matches every triggered ability
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
 * published.
 */
import type { Step } from "./api.js";
import type { Chosen, Keyword, ObjectId, PlayerId, TriggerEvent, TriggeredAbilityDefinition, TriggeringEvent, Zone } from "./definition.js";
import { controllerOf, hasKeywordNow, view } from "./continuous.js";
import { addPendingTrigger, definitionEntry, playIndex, type Engine } from "./engine.js";
import { staticContext } from "./effect-context.js";
import type { ObjectState, TriggerBinding } from "./state.js";
import { TRIGGER_MATCHERS } from "../families/runtime.js";
import { KEYWORD_TRIGGERS } from "./keyword-triggers.js";
import { interveningIfHolds } from "./intervening-if.js";
import { recordTurnEvent } from "./turn-record.js";

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
  /** A creature is declared as a blocker of `attacker` (309). */
  | { kind: "blocks"; blocker: ObjectId; attacker: ObjectId }
  /** An attacking creature becomes blocked (309: once per attacker, however many block it). */
  | { kind: "becomesBlocked"; attacker: ObjectId }
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
  | { kind: "cycled"; player: PlayerId; card: ObjectId; newObject: ObjectId };

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

/** Offers the event to every triggered ability that can see it (see the module header). */
export function publish(e: Engine, event: RulesEvent): void {
  recordTurnEvent(e, event); // what "this turn" asks about later (runtime/turn-record.ts)
  if (event.kind === "cycled") {
    // "When you cycle ~": the cycled card's own abilities, where cycling put it (a graveyard, usually).
    const cycled = e.s.objects[slotOf(event.newObject)];
    if (cycled !== null && cycled !== undefined && cycled.alive) offer(e, cycled, event.player, event);
  }
  if (event.kind === "zoneChange" && event.from === "play") {
    // 410.10c: the permanent that left looks back in time: its own abilities see its leaving.
    const left = e.s.objects[slotOf(event.object)];
    if (left !== null && left !== undefined) offer(e, left, event.controller, event);
  }
  const index = playIndex(e);
  const slots = index.triggeringOnEvents;
  for (let i = 0; i < slots.length; i++) {
    const o = e.s.objects[slots[i]]!;
    if (o.alive) offer(e, o, controllerOf(e, o), event);
  }
  // The triggered keywords may be granted by effects, so they are looked for on the objects that can have one
  // that triggers: a damage source (lifelink, deathtouch), a permanent leaving play (persist), and for an attack
  // every permanent (exalted: "a creature you control").
  if (!keywordEvents().has(event.kind)) return;
  if (event.kind === "damage") {
    const source = e.s.objects[slotOf(event.source)];
    if (source !== null && source !== undefined) offerKeywords(e, source, view(e, source).controller, event);
  } else if (event.kind === "zoneChange") {
    const left = event.from === "play" ? e.s.objects[slotOf(event.object)] : undefined;
    if (left !== null && left !== undefined) offerKeywords(e, left, event.controller, event);
    // A permanent coming into play, for its own keyword's "when this comes into play" (evoke).
    const entering = event.to === "play" ? e.s.objects[slotOf(event.newObject)] : undefined;
    if (entering !== null && entering !== undefined && entering.alive) offerKeywords(e, entering, event.controller, event);
  } else if (event.kind === "spellPlayed") {
    // The spell itself, for its own keyword's "when you play this spell" (conspire).
    const spell = e.s.objects[slotOf(event.spell)];
    if (spell !== null && spell !== undefined && spell.alive) offerKeywords(e, spell, event.player, event);
  } else {
    const all = index.slots;
    for (let i = 0; i < all.length; i++) {
      const o = e.s.objects[all[i]]!;
      if (o.alive) offerKeywords(e, o, controllerOf(e, o), event);
    }
  }
}

/**
 * The event kinds some triggered keyword watches (the others skip the walk over every permanent). Worked out on
 * first use: this module and keyword-triggers.ts load in one import cycle with the rules modules.
 */
let keywordEventKinds: ReadonlySet<RulesEvent["kind"]> | null = null;
function keywordEvents(): ReadonlySet<RulesEvent["kind"]> {
  return (keywordEventKinds ??= new Set(KEYWORD_TRIGGERS.flatMap((k) => k.events)));
}

function slotOf(id: ObjectId): number {
  return Number(id.slice(1));
}

function offer(e: Engine, o: ObjectState, controller: PlayerId, event: RulesEvent): void {
  const abilities = definitionEntry(e, o).def.abilities;
  const watcher: Watcher = { e, id: o.id, controller };
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index];
    if (ability.kind !== "triggered") continue;
    const binding = match(e, ability, event, watcher, o);
    if (binding !== null && ability.interveningIf !== undefined && !interveningIfHolds(e, ability.interveningIf, o.id)) continue; // 410.11
    if (binding !== null) addPendingTrigger(e, withBinding({ source: o.id, card: o.card, ability: index, controller }, binding));
  }
}

function offerKeywords(e: Engine, o: ObjectState, controller: PlayerId, event: RulesEvent): void {
  const watcher: Watcher = { e, id: o.id, controller };
  for (const keyword of KEYWORD_TRIGGERS) {
    if (!keyword.events.includes(event.kind)) continue;
    if (!hasKeywordNow(e, o, keyword.keyword)) continue;
    const matcher = TRIGGER_MATCHERS[keyword.ability.trigger.kind as keyof typeof TRIGGER_MATCHERS] as TriggerMatcher | undefined;
    const binding = matcher?.(keyword.ability.trigger, event, watcher) ?? null;
    if (binding !== null && keyword.ability.interveningIf !== undefined && !interveningIfHolds(e, keyword.ability.interveningIf, o.id)) continue; // 410.11
    if (binding !== null) {
      addPendingTrigger(e, withBinding({ source: o.id, card: o.card, ability: -1, controller, keyword: keyword.keyword }, binding));
    }
  }
}

function withBinding<T extends object>(trigger: T, binding: TriggerBinding): T & { event?: TriggerBinding } {
  return binding.object === undefined && binding.player === undefined && binding.amount === undefined ? trigger : { ...trigger, event: binding };
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
