/**
 * The triggers on what an object does or undergoes, as compiled definitions carry them (runtime/definition.ts
 * `TriggerEvent`), and what each means on the event bus (runtime/events.ts): the matchers below say whether an
 * event triggers one on a permanent (the watcher) and what it binds for the ability's "it", "that creature",
 * "that player" and "that much".
 *
 * The subject is the ability's own permanent (`"self"`) or a description of objects relative to the watcher
 * (`TriggerObjectFilter`: "another creature", "a creature you control"), matched against the object as the
 * event saw it: in play for one coming into play, as it last existed in play for one leaving (410.10c).
 */
import {
  contains,
  dealtDamageThisTurn,
  isPlayerId,
  matchesComposedParts,
  matchesFilter,
  obj,
  opponentsOf,
  view,
  type CardType,
  type ObjectFilter,
  type ObjectId,
  type RulesEvent,
  type TriggerBinding,
  type TriggerEventKinds,
  type TriggerMatcher,
  type Watcher,
} from "../../runtime/family.js";

/**
 * Objects described relative to the permanent that has the ability: card types (any of), excluded types,
 * controller ("you": the ability's controller; "opponent": an opponent of that player), `other` ("another":
 * not the permanent itself), and the object filters' composed parts (colours, subtypes, supertypes, status,
 * combat, keywords, comparisons: runtime/filters.ts), all as plain data.
 */
export type TriggerObjectFilter = {
  types?: CardType[];
  excludedTypes?: CardType[];
  controller?: "you" | "opponent";
  other?: boolean;
  manaValueAtMost?: number;
  colors?: NonNullable<ObjectFilter["colors"]>;
  excludedColors?: NonNullable<ObjectFilter["colors"]>;
  colorCount?: ObjectFilter["colorCount"];
  subtypes?: string[];
  excludedSubtypes?: string[];
  supertypes?: NonNullable<ObjectFilter["supertypes"]>;
  excludedSupertypes?: NonNullable<ObjectFilter["supertypes"]>;
  tapped?: boolean;
  token?: boolean;
  combat?: ObjectFilter["combat"];
  keywords?: NonNullable<ObjectFilter["keywords"]>;
  excludedKeywords?: NonNullable<ObjectFilter["keywords"]>;
  requiredTypes?: CardType[];
  compare?: { stat: "power" | "toughness" | "manaValue"; atMost?: number; atLeast?: number }[];
  /** "with {X} in their mana costs" */
  xInManaCost?: boolean;
  /** "a creature that was dealt damage this turn": by any source (runtime/filters.ts) */
  dealtDamageThisTurn?: boolean;
  /** "with a counter on it" ("": any kind) */
  withCounter?: string;
  /** "a creature named Grizzly Bears" */
  named?: string;
  /** "a creature you don't control": not controlled by the watcher's controller */
  controllerNot?: "you";
  /** "a creature of the chosen type": the creature type the watching permanent chose as it came into play */
  chosenType?: true;
  /** "a creature dealt damage by ~ this turn": the watcher dealt it damage this turn (runtime/turn-record.ts) */
  damagedByWatcherThisTurn?: boolean;
  /** "~ or another Kithkin": the watcher itself as well, whatever it is */
  orSelf?: true;
};

/** Whose object: the ability's own permanent, or objects matching a filter. */
export type TriggerSubject =
  | "self"
  | TriggerObjectFilter
  /** "enchanted creature", "equipped creature": the permanent the watcher is attached to */
  | "attached"
  /**
   * "a source [an opponent controls / you control]" (Retaliator Griffin): any object, in any zone (a spell dealing
   * damage is on the stack), by its controller as the event happens (a spell's, an ability's source's last known one)
   */
  | TriggerSource;

export type TriggerSource = { source: true; controller?: "you" | "opponent" };

/** An intervening "if" clause (410.11 of 2007): checked as the ability triggers and as it resolves. */
export type TriggerCondition = { kind: "hadNoCounters"; counter: string };

export type TriggerEvents =
  /** "Whenever another creature comes into play", "… comes into play under your control" */
  | { kind: "objectEntersPlay"; subject: TriggerSubject; /** "that player" is its controller ("under an opponent's control") */ bindController?: boolean }
  /** "When ~ is put into a graveyard from play" (binds the card in the graveyard; LKI for the condition) */
  | {
      kind: "putIntoGraveyardFromPlay";
      subject: TriggerSubject;
      condition?: TriggerCondition;
      /** "is put into your graveyard": only a card the ability's controller owns (it goes to its owner's graveyard, 217.1d) */
      yourGraveyard?: boolean;
    }
  /**
   * "When ~ is put into a graveyard from anywhere" (Dread): the card itself, from play (looking back) or from any
   * other zone (events.ts offers a card put into a graveyard from elsewhere its own abilities); binds the card there
   */
  | { kind: "putIntoGraveyardFromAnywhere"; subject: "self" }
  /**
   * "Whenever another creature leaves play" (to any zone): the subject matched as it last existed in play (410.10c);
   * binds what it became ("it") with the permanent's last known information (\`lki\`)
   */
  | { kind: "objectLeavesPlay"; subject: TriggerSubject }
  /** "Whenever ~ attacks", "Whenever a creature you control attacks alone" */
  | { kind: "attacks"; subject: TriggerSubject; alone?: boolean; /** "attacks you": only an attack on the ability's controller */ defender?: "you" }
  /** "Whenever ~ blocks" (its object: the blocker), "Whenever ~ blocks a creature" (`blocked`: its object is the attacker blocked) */
  | { kind: "blocks"; subject: TriggerSubject; blocked?: boolean; /** "blocks a nonblack creature": what the attacker blocked must be */ other?: TriggerObjectFilter }
  /** "Whenever ~ becomes blocked" */
  | { kind: "becomesBlocked"; subject: TriggerSubject }
  /**
   * "Whenever a Rogue you control attacks and isn't blocked" (Stinkdrinker Bandit): as blockers are declared (309),
   * once per attacking creature no creature blocks (runtime/combat.ts publishes \`notBlocked\`; its object: the attacker)
   */
  | { kind: "attacksUnblocked"; subject: TriggerSubject }
  /** "Whenever ~ deals [combat] damage [to a player / an opponent / a creature]" */
  | { kind: "dealsDamage"; subject: TriggerSubject; combat?: boolean; to?: "player" | "opponent" | "creature" | "you"; /** "deals 6 or more damage" */ atLeast?: number }
  /** "Whenever ~ becomes tapped" / "… becomes untapped" (its object: the permanent; runtime/tapping.ts publishes only a change) */
  | { kind: "becomesTapped"; subject: TriggerSubject }
  | { kind: "becomesUntapped"; subject: TriggerSubject }
  /** "Whenever ~ is dealt damage" (its object: the permanent dealt damage; its amount: the damage dealt) */
  | { kind: "isDealtDamage"; subject: TriggerSubject }
  /** "Whenever ~ attacks or blocks", "… blocks or becomes blocked": either event of `on` (its object: the subject) */
  | { kind: "combatEither"; subject: TriggerSubject; on: readonly ("attacks" | "blocks" | "becomesBlocked")[] }
  /** "Whenever ~ becomes blocked by a creature": once per creature blocking it (its object: that blocker) */
  | { kind: "blockedByCreature"; subject: TriggerSubject; /** "by a non-Wall creature", flanking's "by a creature without flanking" (502.3a): what the blocker must be, as it blocks */ other?: TriggerObjectFilter }
  /**
   * "Whenever ~ blocks or becomes blocked by a [nonblack] creature" (Deathgazer): once per block it is in, as the
   * blocker or as the attacker blocked, when the other creature fits `other` (its object: that other creature)
   */
  | { kind: "blocksOrBlockedBy"; subject: TriggerSubject; other?: TriggerObjectFilter }
  /** "Whenever a -1/-1 counter is placed on a creature": once per counter of that kind (its object: the permanent) */
  | { kind: "counterPlaced"; subject: TriggerSubject; counter: string }
  /**
   * "Whenever ~ becomes the target of a spell or ability [an opponent controls]" (`spellOnly`: "of a spell"): its
   * object is the permanent, "that player" the spell's or ability's controller
   */
  | { kind: "becomesTarget"; subject: TriggerSubject; spellOnly?: boolean; byOpponent?: boolean }
  /**
   * "Whenever enchanted land is tapped for mana" (406: a mana ability with {T} in its cost played; its object: the
   * permanent, "that player": who played it). With no target and mana added, the ability is a mana ability
   * itself and resolves at once (the compiled ability's `manaAbility`, events.ts).
   */
  | { kind: "tappedForMana"; subject: TriggerSubject }
  /** "When ~ is turned face up" (morph, 502.26d: runtime/morph.ts publishes it; its object: the permanent) */
  | { kind: "turnedFaceUp"; subject: TriggerSubject };

/** Whether the object the event is about is the trigger's subject, seen from the watcher. */
export function subjectMatches(subject: TriggerSubject, id: ObjectId, watcher: Watcher): boolean {
  if (subject === "self") return id === watcher.id;
  if (subject === "attached") {
    const self = obj(watcher.e, watcher.id);
    return self !== undefined && self.attachedTo === id;
  }
  const o = obj(watcher.e, id);
  if (o === undefined) return false;
  if ("source" in subject) {
    if (subject.controller === undefined) return true;
    const controller = view(watcher.e, o).controller;
    return subject.controller === "you" ? controller === watcher.controller : contains(opponentsOf(watcher.e, watcher.controller), controller);
  }
  const { controller, controllerNot, chosenType, other, damagedByWatcherThisTurn, orSelf, ...rest } = subject;
  if (orSelf === true && id === watcher.id) return true;
  if (damagedByWatcherThisTurn === true && !dealtDamageThisTurn(watcher.e, watcher.id, id)) return false;
  const filter: ObjectFilter = { ...rest };
  if (controller === "you") filter.controller = watcher.controller;
  else if (controller === "opponent") filter.controller = opponentsOf(watcher.e, watcher.controller);
  if (controllerNot === "you") filter.controllerNot = watcher.controller;
  if (chosenType === true) {
    // No type chosen (it came into play some other way): nothing is of the chosen type.
    const chosen = obj(watcher.e, watcher.id)?.chosen?.creatureType;
    if (chosen === undefined) return false;
    filter.subtypes = [chosen];
  }
  if (other === true) filter.exclude = watcher.id;
  const seen = view(watcher.e, o); // as it is, or as it last existed in play (a dead record's last known information)
  return matchesFilter(seen, filter, "play") && matchesComposedParts(watcher.e, seen, filter, "play");
}

/** Whether an intervening "if" clause holds for the event's object (its last known information when it left). */
export function conditionHolds(watcher: Watcher, condition: TriggerCondition | undefined, binding: TriggerBinding): boolean {
  if (condition === undefined) return true;
  const id = binding.lki ?? binding.object;
  const o = id === undefined ? undefined : obj(watcher.e, id);
  if (o === undefined) return false;
  switch (condition.kind) {
    case "hadNoCounters":
      return (view(watcher.e, o).counters[condition.counter] ?? 0) === 0;
  }
}

type Matchers = { [K in TriggerEvents["kind"]]: TriggerMatcher<Extract<TriggerEvents, { kind: K }>> };

export const matchers: Matchers = {
  objectEntersPlay: (trigger, event: RulesEvent, watcher) => {
    if (event.kind !== "zoneChange" || event.to !== "play" || !subjectMatches(trigger.subject, event.newObject, watcher)) return null;
    return trigger.bindController === true ? { object: event.newObject, player: event.controller } : { object: event.newObject };
  },
  putIntoGraveyardFromPlay: (trigger, event, watcher) => {
    if (event.kind !== "zoneChange" || event.from !== "play" || event.to !== "graveyard") return null;
    if (trigger.yourGraveyard === true && obj(watcher.e, event.newObject)?.owner !== watcher.controller) return null;
    if (!subjectMatches(trigger.subject, event.object, watcher)) return null;
    const binding: TriggerBinding = { object: event.newObject, lki: event.object };
    return conditionHolds(watcher, trigger.condition, binding) ? binding : null;
  },
  objectLeavesPlay: (trigger, event, watcher) =>
    event.kind === "zoneChange" && event.from === "play" && subjectMatches(trigger.subject, event.object, watcher) ? { object: event.newObject, lki: event.object } : null,
  putIntoGraveyardFromAnywhere: (_trigger, event, watcher) =>
    event.kind === "zoneChange" && event.to === "graveyard" && (event.object === watcher.id || event.newObject === watcher.id) ? { object: event.newObject } : null,
  attacks: (trigger, event, watcher) => {
    if (event.kind !== "attacks" || (trigger.alone === true && !event.alone)) return null;
    if (trigger.defender === "you" && event.defender !== watcher.controller) return null;
    if (!subjectMatches(trigger.subject, event.attacker, watcher)) return null;
    // "that player" after an attack is the player attacked (none when a planeswalker is).
    return isPlayerId(watcher.e, event.defender) ? { object: event.attacker, player: event.defender } : { object: event.attacker };
  },
  // "Whenever ~ blocks" once, however many attackers it blocks (309.2a); "… blocks a creature" for each of them.
  blocks: (trigger, event, watcher) =>
    event.kind === "blocks" &&
    (trigger.blocked === true || event.again !== true) &&
    subjectMatches(trigger.subject, event.blocker, watcher) &&
    (trigger.other === undefined || subjectMatches(trigger.other, event.attacker, watcher))
      ? { object: trigger.blocked === true ? event.attacker : event.blocker }
      : null,
  becomesBlocked: (trigger, event, watcher) =>
    event.kind === "becomesBlocked" && subjectMatches(trigger.subject, event.attacker, watcher) ? { object: event.attacker } : null,
  attacksUnblocked: (trigger, event, watcher) =>
    event.kind === "notBlocked" && subjectMatches(trigger.subject, event.attacker, watcher) ? { object: event.attacker } : null,
  dealsDamage: (trigger, event, watcher) => {
    if (event.kind !== "damage" || (trigger.combat === true && !event.combat)) return null;
    if (trigger.atLeast !== undefined && event.amount < trigger.atLeast) return null;
    if (!subjectMatches(trigger.subject, event.source, watcher)) return null;
    const e = watcher.e;
    if (trigger.to === "you") {
      // "Whenever a creature deals damage to you, destroy it": "it" is the source
      return event.recipientIsPlayer && event.recipient === watcher.controller ? { object: event.source, player: event.recipient, amount: event.amount } : null;
    }
    if (event.recipientIsPlayer) {
      if (trigger.to === "creature") return null;
      if (trigger.to === "opponent") {
        const source = obj(e, event.source);
        const controller = source === undefined ? watcher.controller : view(e, source).controller;
        if (!contains(opponentsOf(e, controller), event.recipient)) return null;
      }
      return { player: event.recipient, amount: event.amount };
    }
    if (trigger.to === "player" || trigger.to === "opponent") return null;
    if (trigger.to === "creature") {
      const recipient = obj(e, event.recipient);
      if (recipient === undefined || !contains(view(e, recipient).types, "Creature")) return null;
    }
    return { object: event.recipient, amount: event.amount };
  },
  isDealtDamage: (trigger, event, watcher) =>
    event.kind === "damage" && !event.recipientIsPlayer && event.amount > 0 && subjectMatches(trigger.subject, event.recipient, watcher) ? { object: event.recipient, amount: event.amount } : null,
  combatEither: (trigger, event, watcher) => {
    if (event.kind !== "attacks" && event.kind !== "blocks" && event.kind !== "becomesBlocked") return null;
    if (!contains(trigger.on, event.kind) || (event.kind === "blocks" && event.again === true)) return null;
    const subject = event.kind === "blocks" ? event.blocker : event.attacker;
    return subjectMatches(trigger.subject, subject, watcher) ? { object: subject } : null;
  },
  becomesTapped: (trigger, event, watcher) => (event.kind === "tapChange" && event.tapped && subjectMatches(trigger.subject, event.object, watcher) ? { object: event.object } : null),
  becomesUntapped: (trigger, event, watcher) => (event.kind === "tapChange" && !event.tapped && subjectMatches(trigger.subject, event.object, watcher) ? { object: event.object } : null),
  blockedByCreature: (trigger, event, watcher) =>
    event.kind === "blocks" && subjectMatches(trigger.subject, event.attacker, watcher) && (trigger.other === undefined || subjectMatches(trigger.other, event.blocker, watcher)) ? { object: event.blocker } : null,
  blocksOrBlockedBy: (trigger, event, watcher) => {
    if (event.kind !== "blocks") return null;
    // 309.2a: a creature blocking two attackers is in two blocks; each is an event ("again": the second and later)
    if (subjectMatches(trigger.subject, event.blocker, watcher)) return trigger.other === undefined || subjectMatches(trigger.other, event.attacker, watcher) ? { object: event.attacker } : null;
    if (subjectMatches(trigger.subject, event.attacker, watcher)) return trigger.other === undefined || subjectMatches(trigger.other, event.blocker, watcher) ? { object: event.blocker } : null;
    return null;
  },
  becomesTarget: (trigger, event, watcher) => {
    if (event.kind !== "becomesTarget" || (trigger.spellOnly === true && !event.spell)) return null;
    if (trigger.byOpponent === true && !contains(opponentsOf(watcher.e, watcher.controller), event.controller)) return null;
    return subjectMatches(trigger.subject, event.object, watcher) ? { object: event.object, player: event.controller } : null;
  },
  tappedForMana: (trigger, event, watcher) =>
    event.kind === "tappedForMana" && subjectMatches(trigger.subject, event.object, watcher) ? { object: event.object, player: event.player } : null,
  turnedFaceUp: (trigger, event, watcher) => (event.kind === "turnedFaceUp" && subjectMatches(trigger.subject, event.object, watcher) ? { object: event.object } : null),
  counterPlaced: (trigger, event, watcher) =>
    event.kind === "counterPlaced" && event.counter === trigger.counter && subjectMatches(trigger.subject, event.object, watcher) ? { object: event.object } : null,
};

export default {};

/** The bus events each trigger kind can trigger on (runtime/events.ts offers a permanent only those). */
export const events: TriggerEventKinds<TriggerEvents> = {
  objectEntersPlay: ["playZoneChange"],
  putIntoGraveyardFromPlay: ["playZoneChange"],
  putIntoGraveyardFromAnywhere: ["zoneChange"],
  objectLeavesPlay: ["playZoneChange"],
  attacks: ["attacks"],
  blocks: ["blocks"],
  becomesBlocked: ["becomesBlocked"],
  attacksUnblocked: ["notBlocked"],
  dealsDamage: ["damage"],
  isDealtDamage: ["damage"],
  combatEither: ["attacks", "blocks", "becomesBlocked"],
  blockedByCreature: ["blocks"],
  blocksOrBlockedBy: ["blocks"],
  becomesTapped: ["tapChange"],
  becomesUntapped: ["tapChange"],
  counterPlaced: ["counterPlaced"],
  becomesTarget: ["becomesTarget"],
  tappedForMana: ["tappedForMana"],
  turnedFaceUp: ["turnedFaceUp"],
};
