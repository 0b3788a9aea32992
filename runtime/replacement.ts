/**
 * Replacement effects (2007 rule 419) — one general mechanism for every replacement effect in the game:
 * the card abilities of permanents in play (and, for an object coming into play, its own "comes into play
 * with" abilities, 419.6b), and the rules' own effects registered by the rules modules in exactly the same
 * shape (`ReplacementAbilityDefinition`): 212.9d's loyalty counters and 212.9g's redirection (planeswalkers.ts).
 *
 * 419.9 (2007): a replacement effect applies at most once to a given event. When two or more apply, the
 * affected player — or the controller of the affected object — chooses one to apply (decision
 * "replacementOrder", options: the effects' source names, "redirection" for 212.9g, the source object's id
 * for effects whose source names are shared); the rest are then checked
 * again against the modified event, and so on until none applies.
 * "If an effect would …" (`effectsOnly`) does not apply to events that are part of paying a cost (212.9f).
 * A card never gets a special case here: every effect goes through `applies` and `apply`. The prevention and
 * regeneration shields of resolved spells and abilities (419.6a/b, shields.ts) are the third kind of candidate,
 * offered under their sources' names like the others.
 */
import type {
  CardDefinition,
  Chosen,
  ObjectId,
  PlayerId,
  ReplaceableEvent,
  ReplaceableEventKind,
  ReplacementAbilityDefinition,
} from "./definition.js";
import { ask } from "./decisions.js";
import { contains, definitionEntry, definitionOf, isPlayerId, log, obj, playIndex, seenDefinitions, type Engine } from "./engine.js";
import { controllerOf, protectedFrom, view } from "./continuous.js";
import { effectContext } from "./effect-context.js";
import { staticContext } from "./effects.js";
import { ruleReplacements } from "./planeswalkers.js";
import { applyShield, shieldApplies, shieldsOf } from "./shields.js";
import { damageCantBePrevented, playerProtectedFrom } from "./player-rules.js";
import { applyDredge, DREDGE, dredgeableCards, registryDredges } from "./dredge.js";
import type { ObjectState, Shield } from "./state.js";

/** A replacement effect the rules themselves create, in the same shape as a card's. */
export interface RuleReplacement {
  /** The name offered in a "replacementOrder" decision. */
  name: string;
  /** The rule that creates it, e.g. "212.9g". */
  rule: string;
  ability: ReplacementAbilityDefinition;
  /**
   * The object in whose context the effect applies to this event (its "self"), or null if none. Asked for every
   * event of the ability's kind before anything else, so it also says null when the event is certainly not one
   * the effect applies to (a cheap test: no context is built for those).
   */
  holder(e: Engine, event: ReplaceableEvent): ObjectId | null;
}

interface Candidate {
  key: string;
  name: string;
  /** A card's or the rules' effect; null for a shield or protection. */
  ability: ReplacementAbilityDefinition | null;
  /** What a shield (shields.ts) or protection's prevention (502.7) does to the event; null for an ability. */
  run: ((e: Engine, event: ReplaceableEvent) => ReplaceableEvent) | null;
  self: ObjectId;
  controller: PlayerId;
}

function candidates(e: Engine, event: ReplaceableEvent, applied: readonly string[]): Candidate[] {
  // The event's kind read once: events of every kind come here, and each read of a field of `event` at a place
  // that meets them all is a generic (megamorphic) lookup.
  const kind = event.kind;
  const out: Candidate[] = [];
  for (let r = 0; r < ruleReplacements.length; r++) {
    const rule = ruleReplacements[r];
    if (rule.ability.event !== kind) continue;
    if (applied.length > 0 && contains(applied, rule.rule)) continue;
    if (rule.ability.effectsOnly && !event.byEffect) continue;
    const self = rule.holder(e, event);
    if (self === null) continue;
    const holder = obj(e, self);
    if (holder === undefined) continue;
    // An object that left its zone: its last known controller (controllerOf reads it, or the owner outside play).
    const controller = controllerOf(e, holder);
    if (!(rule.ability.applies as (ev: ReplaceableEvent, c: unknown) => boolean)(event, staticContext(e, self, controller))) continue;
    out.push({ key: rule.rule, name: rule.name, ability: rule.ability, run: null, self, controller });
  }
  // 502.7: protection prevents the damage of sources of its quality, a prevention effect like the shields below.
  if (kind === "damage" && event.amount > 0 && (applied.length === 0 || !contains(applied, PROTECTION))) {
    const recipient = isPlayerId(e, event.recipient) ? undefined : obj(e, event.recipient);
    if (recipient !== undefined && recipient.alive && recipient.zone === "play" && protectedFrom(e, recipient, event.source) && !damageCantBePrevented(e)) {
      out.push({ key: PROTECTION, name: "protection", ability: null, run: preventByProtection, self: recipient.id, controller: controllerOf(e, recipient) });
    } else if (recipient === undefined && isPlayerId(e, event.recipient)) {
      // A player's protection ("You have protection from the chosen name.": runtime/player-rules.ts)
      const giver = playerProtectedFrom(e, event.recipient, event.source);
      if (giver !== undefined && !damageCantBePrevented(e)) out.push({ key: PROTECTION, name: "protection", ability: null, run: preventByProtection, self: giver.id, controller: event.recipient });
    }
  }
  // 502.47a: dredge, of the drawing player's cards with dredge in their graveyard (runtime/dredge.ts); one
  // candidate, the card chosen (or none) as it applies.
  if (kind === "drawCard" && event.count > 0 && registryDredges(e) && (applied.length === 0 || !contains(applied, DREDGE))) {
    const cards = dredgeableCards(e, event.player);
    if (cards.length > 0) out.push({ key: DREDGE, name: "dredge", ability: null, run: applyDredge, self: cards[0], controller: event.player });
  }
  // 419.6a/b: the shields of resolved spells and abilities watch damage and destruction only.
  if (kind === "damage" || kind === "destroy") {
    const shields = shieldsOf(e);
    for (let i = 0; i < shields.length; i++) addShieldCandidate(e, event, applied, shields[i], out);
  }
  // Only permanents with a replacement ability of this kind of event can hold one (playIndex: in play order). No
  // definition the registry's games have looked up replaces this kind (engine.ts `SeenDefinitions`: a permanent's
  // definition is looked up by the time it is in play): no permanent does, and the play index is not asked for.
  const bit = replacedEventBit(kind);
  if ((seenDefinitions(e).replacesEvents & bit) !== 0) {
    const replacing = playIndex(e).replacing;
    for (let i = 0; i < replacing.length; i++) addCardCandidates(e, event, kind, applied, e.s.objects[replacing[i]]!, out, bit);
  }
  // 419.6b: an object's own "comes into play with" effects apply as it comes into play. (Only an object with a
  // replacement ability can have one: asked before the walk of the permanents for whether it is one.)
  if (kind === "entersPlay") {
    const o = obj(e, event.object);
    if (o !== undefined && o.alive && (definitionEntry(e, o).facts.replacesEvents & bit) !== 0 && !contains(e.s.play, event.object)) {
      addCardCandidates(e, event, kind, applied, o, out, bit);
    }
  }
  return out;
}

/** `candidates`' look at one object's replacement abilities (a function, not a closure: every event comes here). */
function addCardCandidates(e: Engine, event: ReplaceableEvent, kind: ReplaceableEventKind, applied: readonly string[], o: ObjectState, out: Candidate[], bit: number): void {
  if (!o.alive) return;
  const id = o.id;
  const entry = definitionEntry(e, o);
  if ((entry.facts.replacesEvents & bit) === 0) return; // none of its replacement abilities watches this kind
  const def = entry.def;
  for (let index = 0; index < def.abilities.length; index++) {
    const ability = def.abilities[index];
    if (ability.kind !== "replacement" || ability.event !== kind) continue;
    if (ability.effectsOnly && !event.byEffect) continue;
    if (applied.length > 0 && contains(applied, keyOf(id, index))) continue;
    if (ability.prevents === true && damageCantBePrevented(e)) continue; // "Damage can't be prevented."
    const controller = event.kind === "entersPlay" && id === event.object ? event.controller : controllerOf(e, o);
    const applies = ability.applies as (ev: ReplaceableEvent, c: unknown) => boolean;
    if (!applies(event, staticContext(e, id, controller))) continue;
    out.push({ key: keyOf(id, index), name: def.name, ability: ability as ReplacementAbilityDefinition, run: null, self: id, controller });
  }
}

function addShieldCandidate(e: Engine, event: ReplaceableEvent, applied: readonly string[], shield: Shield, out: Candidate[]): void {
  if (!shieldApplies(e, shield, event)) return;
  if (shield.kind === "prevention" && damageCantBePrevented(e)) return; // "Damage can't be prevented."
  const key = `shield#${shield.id}`;
  if (applied.length > 0 && contains(applied, key)) return;
  const source = obj(e, shield.source);
  const name = source === undefined ? shield.source : definitionOf(e, source).name;
  out.push({ key, name, ability: null, run: (engine, ev) => applyShield(engine, shield, ev), self: shield.source, controller: shield.controller });
}

/**
 * One bit per kind of replaceable event. Typed over `ReplaceableEventKind`: a new kind without its bit fails `tsc`.
 */
const REPLACED_EVENT_BITS: { readonly [K in ReplaceableEventKind]: number } = {
  damage: 1 << 0,
  createTokens: 1 << 1,
  putCounters: 1 << 2,
  entersPlay: 1 << 3,
  destroy: 1 << 4,
  drawCard: 1 << 5,
  gainLife: 1 << 6,
};

/** `REPLACED_EVENT_BITS[kind]` as a switch (a property read with a key that varies is a slow lookup, on every event). */
function replacedEventBit(kind: ReplaceableEventKind): number {
  switch (kind) {
    case "damage":
      return REPLACED_EVENT_BITS.damage;
    case "createTokens":
      return REPLACED_EVENT_BITS.createTokens;
    case "putCounters":
      return REPLACED_EVENT_BITS.putCounters;
    case "entersPlay":
      return REPLACED_EVENT_BITS.entersPlay;
    case "destroy":
      return REPLACED_EVENT_BITS.destroy;
    case "drawCard":
      return REPLACED_EVENT_BITS.drawCard;
    case "gainLife":
      return REPLACED_EVENT_BITS.gainLife;
  }
}

/**
 * Whether an event of this kind may meet a card's replacement effect: some definition the games have looked up
 * replaces it. For the kinds no rule and no shield replaces (draws, life gained), false is exact: their primitives
 * ask this before building an event, so that they cost nothing in games without such a card.
 */
export function mayBeReplaced(e: Engine, kind: "drawCard" | "gainLife"): boolean {
  return (seenDefinitions(e).replacesEvents & replacedEventBit(kind)) !== 0;
}

/**
 * The kinds of event a definition's replacement abilities replace, as bits (`DefinitionFacts.replacesEvents`); a
 * kind without a bit (none today: `tsc` checks the table) counts as every kind.
 */
export function replacedEventsMask(def: CardDefinition): number {
  let mask = 0;
  for (const ability of def.abilities) if (ability.kind === "replacement") mask |= REPLACED_EVENT_BITS[ability.event] ?? -1;
  return mask;
}

const PROTECTION = "502.7";

/** 502.7: damage from a source of the quality the permanent has protection from is prevented (all of it). */
function preventByProtection(e: Engine, event: ReplaceableEvent): ReplaceableEvent {
  if (event.kind !== "damage") return event;
  log(e, { kind: "damagePrevented", source: event.source, recipient: event.recipient, amount: event.amount, combat: event.combat, rule: "502.7" });
  return { kind: "damage", source: event.source, recipient: event.recipient, amount: 0, combat: event.combat, byEffect: event.byEffect };
}

/** The key of a card's replacement ability in `applied` (made only when needed: most events find none). */
function keyOf(id: ObjectId, index: number): string {
  return `${id}#${index}`;
}

/** The player who chooses the order (419.9): the affected player, or the controller of the affected object. */
function affectedPlayer(e: Engine, event: ReplaceableEvent): PlayerId {
  let subject: Chosen;
  switch (event.kind) {
    case "damage":
      subject = event.recipient;
      break;
    case "createTokens":
      return event.controller;
    case "entersPlay":
      return event.controller;
    case "putCounters":
      if (event.entering && event.controller !== undefined) return event.controller;
      subject = event.object;
      break;
    case "destroy":
      subject = event.object;
      break;
    case "drawCard":
    case "gainLife":
      return event.player;
  }
  if (isPlayerId(e, subject)) return subject;
  const o = obj(e, subject);
  return o === undefined ? e.s.players[e.s.active].id : o.alive ? controllerOf(e, o) : view(e, o).controller;
}

/** Offers an event to every applicable replacement effect (419.9) and returns the event to perform. */
export function replaceEvent<E extends ReplaceableEvent>(e: Engine, event: E): E | null {
  let current: ReplaceableEvent = event;
  // The keys of the effects applied so far (419.9: each applies at most once). A list, not a set: it holds one
  // or two keys, and most events apply none (they share the empty list).
  let applied: string[] | null = null;
  for (;;) {
    const found = candidates(e, current, applied ?? EMPTY);
    if (found.length === 0) break;
    const chosen = found.length > 1 ? chooseFirst(e, found, current) : found[0];
    (applied ??= []).push(chosen.key);
    let next: ReplaceableEvent;
    if (chosen.run !== null) next = chosen.run(e, current);
    else {
      const ability = chosen.ability!;
      const apply = ability.apply as (ev: ReplaceableEvent, c: unknown) => ReplaceableEvent;
      // "that creature" in what the replacement does (Vigor): the permanent the damage would have been dealt to.
      const event = ability.bindsRecipient === true && current.kind === "damage" && !isPlayerId(e, current.recipient) ? { object: current.recipient } : undefined;
      next = apply(current, effectContext(e, { self: chosen.self, controller: chosen.controller, x: 0, targets: [], event }));
    }
    if (next.kind !== current.kind) throw new Error(`replacement effect of ${chosen.name} changed the event's kind`);
    log(e, { kind: "replacement", effect: chosen.name, event: current.kind });
    current = next;
  }
  return current as E;
}

const EMPTY: readonly string[] = [];

function describe(event: ReplaceableEvent): string {
  switch (event.kind) {
    case "damage":
      return `${event.amount} damage to ${event.recipient}`;
    case "createTokens":
      return `${event.count} ${event.token.name} token(s)`;
    case "putCounters":
      return `${event.count} ${event.counter} counter(s) on ${event.object}`;
    case "entersPlay":
      return `${event.object} coming into play`;
    case "destroy":
      return `${event.object} being destroyed`;
    case "drawCard":
      return `${event.player} drawing a card`;
    case "gainLife":
      return `${event.player} gaining ${event.amount} life`;
  }
}

/**
 * 419.9: which of several replacement effects applies first, asked of the affected player. A function of its own:
 * its closures capture `found`, and a block with captured variables allocates their context each time it is entered.
 */
function chooseFirst(e: Engine, found: readonly Candidate[], current: ReplaceableEvent): Candidate {
  let chosen = found[0];
  // Options are the sources' names; when several effects share a name (two Palisade Giants), each of
  // those is offered as its source object's id instead, so that every option identifies one effect.
  const labels = found.map((c) => (found.filter((d) => d.name === c.name).length > 1 ? c.self : c.name));
  // Shields that one object's ability made twice (Drudge Skeletons regenerated twice) are the same effect
  // twice: one option, and nothing to ask when it is the only one.
  const options = labels.filter((label, index) => labels.indexOf(label) === index);
  if (options.length > 1) {
    const answer = ask(e, {
      player: affectedPlayer(e, current),
      kind: "replacementOrder",
      prompt: `419.9: choose which replacement effect applies first to ${describe(current)}`,
      options,
      min: 1,
      max: 1,
    });
    chosen = found[Math.max(0, labels.indexOf(answer[0] as string))];
  }
  return chosen;
}
