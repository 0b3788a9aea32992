/**
 * Planeswalkers: 2007 rules 212.9a–g.
 *
 * 212.9a sorcery-timing play: stack.ts (`castTimingError`). 212.9b resolving puts it into play: stack.ts.
 * 212.9c uniqueness rule across all controllers: sba.ts. 212.9d loyalty: the built-in "comes into play with
 * loyalty counters" replacement effect below; damage removes loyalty counters (effects.ts `dealDamageEvent`);
 * loyalty 0 → graveyard (sba.ts). 212.9e attacking planeswalkers: combat.ts. 212.9f loyalty abilities: the
 * timing and cost rules below (`loyaltyActivationError`, `payLoyaltyCost`). 212.9g noncombat damage
 * redirection: the built-in redirection effect below.
 *
 * The two built-in effects are `ReplacementAbilityDefinition`s, exactly the shape of a card's replacement
 * ability, and go through the one mechanism of replacement.ts.
 */
import type {
  ActivatedAbilityDefinition,
  ObjectId,
  PlayerId,
  ReplacementAbilityDefinition,
} from "./definition.js";
import { activePlayerId, contains, definitionEntry, definitionOf, isPlayerId, obj, writable, type Engine } from "./engine.js";
import { controllerOf } from "./continuous.js";
import type { RuleReplacement } from "./replacement.js";
import { putCounters, removeCounters } from "./zones.js";
import type { ObjectState } from "./state.js";

/** 212.9d: "This permanent comes into play with a number of loyalty counters on it equal to its printed loyalty." */
const entersWithLoyalty: ReplacementAbilityDefinition<"entersPlay"> = {
  kind: "replacement",
  text: "This permanent comes into play with a number of loyalty counters on it equal to its printed loyalty number.",
  event: "entersPlay",
  effectsOnly: false,
  applies: (event, ctx) => event.object === ctx.self,
  apply: (event, ctx) => {
    const printed = ctx.object(ctx.self)?.loyalty ?? 0;
    // A literal of the event's fields, not `{ ...event, counters }` (see compiler/codegen.ts `eventWith`).
    const counters = { ...event.counters, loyalty: (event.counters["loyalty"] ?? 0) + printed };
    return { kind: event.kind, object: event.object, controller: event.controller, counters, tapped: event.tapped, byEffect: event.byEffect, x: event.x, copyOf: event.copyOf, chosen: event.chosen };
  },
};

/**
 * 212.9g: "If noncombat damage would be dealt to a player by a source controlled by an opponent, that opponent
 * may have that source deal that damage to a planeswalker the first player controls instead." A redirection
 * effect (419.6c); the opponent chooses whether (and to which planeswalker) as it is applied.
 */
const planeswalkerRedirection: ReplacementAbilityDefinition<"damage"> = {
  kind: "replacement",
  text: "212.9g: the source's controller may have this noncombat damage dealt to a planeswalker the damaged player controls instead.",
  event: "damage",
  effectsOnly: false,
  applies: (event, ctx) => {
    if (event.combat || event.amount <= 0 || !ctx.isPlayer(event.recipient)) return false;
    if (event.recipient === ctx.controller) return false;
    if (!contains(ctx.opponents(ctx.controller), event.recipient)) return false;
    return ctx.objects({ types: ["Planeswalker"], controller: event.recipient }).length > 0;
  },
  apply: (event, ctx) => {
    const planeswalkers = ctx.objects({ types: ["Planeswalker"], controller: event.recipient });
    const [choice] = ctx.choose({
      player: ctx.controller,
      kind: "redirect",
      prompt: `212.9g: have ${ctx.object(event.source)?.name ?? event.source} deal its ${event.amount} damage to a planeswalker ${event.recipient} controls instead?`,
      options: [...planeswalkers, "no"],
      min: 1,
      max: 1,
    });
    if (choice === "no" || choice === undefined) return event;
    return { kind: event.kind, source: event.source, recipient: choice, amount: event.amount, combat: event.combat, byEffect: event.byEffect };
  },
};

/**
 * The holders: who has each effect for an event, and null when the effect can't apply to it. They test what
 * `applies` would reject at once before replacement.ts builds a context for `applies`: 212.9d only for a
 * planeswalker card coming into play (its printed types: `DefinitionFacts.planeswalker`), 212.9g only for
 * noncombat damage greater than 0 dealt by an object to a player. `applies` still says everything.
 */
export const ruleReplacements: RuleReplacement[] = [
  {
    name: "loyalty",
    rule: "212.9d",
    ability: entersWithLoyalty as ReplacementAbilityDefinition,
    holder: (e, event) => {
      if (event.kind !== "entersPlay") return null;
      const o = obj(e, event.object);
      return o !== undefined && definitionEntry(e, o).facts.planeswalker ? event.object : null;
    },
  },
  {
    name: "redirection",
    rule: "212.9g",
    ability: planeswalkerRedirection as ReplacementAbilityDefinition,
    holder: (e, event) => {
      if (event.kind !== "damage" || event.combat || event.amount <= 0) return null;
      return isPlayerId(e, event.recipient) && !isPlayerId(e, event.source) ? event.source : null;
    },
  },
];

/** 212.9f: an error message if this loyalty ability can't be played now, else null. */
export function loyaltyActivationError(
  e: Engine,
  o: ObjectState,
  ability: ActivatedAbilityDefinition,
  playerId: PlayerId,
  x: number,
): string | null {
  const name = definitionOf(e, o).name; // a view's name is always its definition's: no view needed
  const s = e.s;
  if (activePlayerId(e) !== playerId || (s.step !== "main1" && s.step !== "main2")) {
    return `212.9f: a loyalty ability of ${name} can be played only during a main phase of its controller's turn`;
  }
  if (s.stack.length > 0) return `212.9f: a loyalty ability of ${name} can be played only when the stack is empty`;
  if (o.loyaltyActivatedTurn === s.turnNumber) {
    return `212.9f: a loyalty ability of ${name} was already activated this turn`;
  }
  const cost = ability.cost.loyalty!;
  if (!loyaltyCostPayable(o, cost, x)) {
    const have = o.counters["loyalty"] ?? 0;
    return `212.9f: ${name} has ${have} loyalty counter(s); the cost ${cost === "-X" ? `−X (X=${x})` : `−${-cost}`} can't be paid`;
  }
  return null;
}

/**
 * 212.9f: whether the permanent has the loyalty counters a loyalty cost removes (a cost that adds counters can
 * always be paid). The test of `loyaltyActivationError` without its message, for a caller that needs only the
 * verdict.
 */
export function loyaltyCostPayable(o: ObjectState, cost: number | "-X", x: number): boolean {
  const need = cost === "-X" ? x : cost < 0 ? -cost : 0;
  return need <= (o.counters["loyalty"] ?? 0);
}

/** 212.9f: pays a loyalty cost. Counters put on as a cost are not placed by an effect (byEffect: false). */
export function payLoyaltyCost(e: Engine, o: ObjectState, cost: number | "-X", x: number): void {
  writable(e, o).loyaltyActivatedTurn = e.s.turnNumber;
  if (cost === "-X") removeCounters(e, o, "loyalty", x);
  else if (cost < 0) removeCounters(e, o, "loyalty", -cost);
  else if (cost > 0) putCounters(e, o.id, "loyalty", cost, { entering: false, byEffect: false, controller: controllerOf(e, o) });
}
