/**
 * Suspend (Time Spiral; 2007 rules 502.62). "Suspend N—[cost]" is three abilities:
 * - a static ability that works while the card is in its owner's hand: "If you could play this card from your hand,
 *   you may pay [cost] and remove it from the game with N time counters on it. This is a special action that doesn't
 *   use the stack." — the `suspend` action (its timing is the card's own: an instant or a card with flash any time
 *   the player has priority, anything else in their main phase with an empty stack; the cost is paid in full);
 * - "At the beginning of your upkeep, if this card is suspended, remove a time counter from it." — a triggered
 *   ability of the card in the removed-from-the-game zone (`suspendUpkeepTriggers`, asked by turn.ts as its owner's
 *   upkeep begins; 410.11: the "if" is checked again as it resolves);
 * - "When the last time counter is removed from this card, if it's removed from the game, play it without paying its
 *   mana cost if able. If you don't, it remains removed from the game. If you play it this way and it's a creature, it
 *   gains haste until you lose control of it." — triggered as the upkeep ability removes the last counter. Playing it
 *   follows play-free.ts (the Time Spiral release notes: the timing of its type is ignored; it must be played if able).
 *   The spell and the permanent it becomes remember it was played so (`paid: "suspend"`); zones.ts gives such a
 *   creature haste with an effect that ends as its controller loses control of it (continuous.ts).
 * 502.62b: a card is "suspended" while it is removed from the game, has suspend, and has a time counter on it.
 *
 * The two triggered abilities are triggered abilities of a card out of play, which no permanent's trigger matching
 * sees: they are pending triggered abilities named by a reference (`{ keyword: "SuspendUpkeep" }`,
 * `{ keyword: "SuspendPlay" }`, delayed.ts `KEYWORD_DELAYED`) like Unearth's, so that the state holds no function.
 */
import type { ObjectId, PlayerId } from "./definition.js";
import type { Action } from "./api.js";
import { addPendingTrigger, contains, definitionOf, log, obj, writable, type Engine } from "./engine.js";
import { planPayment, payPlan, type PaymentPlan } from "./mana.js";
import { moveObject } from "./zones.js";
import { sorceryTimingOk } from "./stack.js";
import { playWithoutPayingManaCost } from "./play-free.js";

type SuspendAction = Extract<Action, { kind: "suspend" }>;

/** Why the player can't suspend the card now, or the payment plan of its suspend cost. */
export function suspendError(e: Engine, action: SuspendAction): string | { plan: PaymentPlan } {
  const o = obj(e, action.card);
  if (o === undefined || !o.alive || o.zone !== "hand" || o.owner !== action.player) return `502.62a: ${String(action.card)} is not a card in ${action.player}'s hand`;
  const def = definitionOf(e, o);
  if (def.suspend === undefined) return `502.62a: ${def.name} has no suspend`;
  // "If you could play this card from your hand": the timing of its type (flash: an instant's).
  if (!contains(def.types, "Instant") && !contains(def.keywords, "Flash") && !sorceryTimingOk(e, action.player)) {
    return `502.62a: ${def.name} could be played only during a main phase of your turn when the stack is empty, so it can be suspended only then`;
  }
  const plan = planPayment(e, action.player, def.suspend.cost, 0, null);
  if (typeof plan === "string") return plan;
  return { plan };
}

/** The special action: the suspend cost paid, the card removed from the game with its time counters. */
export function suspend(e: Engine, action: SuspendAction, prepared: { plan: PaymentPlan }): void {
  const o = obj(e, action.card)!;
  const def = definitionOf(e, o);
  payPlan(e, action.player, prepared.plan);
  const removed = moveObject(e, o.id, "removed");
  const card = writable(e, obj(e, removed)!);
  card.counters = { ...card.counters, time: def.suspend!.counters };
  log(e, { kind: "suspended", player: action.player, object: removed, card: def.name, counters: def.suspend!.counters });
}

/** 502.62b: the card is removed from the game, has suspend, and has a time counter on it. */
export function isSuspended(e: Engine, id: ObjectId): boolean {
  const o = obj(e, id);
  return o !== undefined && o.alive && o.zone === "removed" && definitionOf(e, o).suspend !== undefined && (o.counters.time ?? 0) > 0;
}

/** As `player`'s upkeep begins: the upkeep ability of each of their suspended cards triggers (410.11: if suspended). */
export function suspendUpkeepTriggers(e: Engine, player: PlayerId, removed: readonly ObjectId[]): void {
  for (const id of removed) {
    const o = obj(e, id);
    if (o === undefined || o.owner !== player || !isSuspended(e, id)) continue;
    addPendingTrigger(e, { source: id, card: o.card, ability: -1, controller: player, event: { object: id }, delayed: { ref: { keyword: "SuspendUpkeep" }, targets: [], x: 0 } });
  }
}

/** "At the beginning of your upkeep, if this card is suspended, remove a time counter from it." */
export function resolveSuspendUpkeep(e: Engine, id: ObjectId, player: PlayerId): void {
  if (!isSuspended(e, id)) return; // 410.11: checked again as it resolves
  const o = writable(e, obj(e, id)!);
  const left = (o.counters.time ?? 0) - 1;
  const counters = { ...o.counters };
  if (left > 0) counters.time = left;
  else delete counters.time;
  o.counters = counters;
  log(e, { kind: "countersRemoved", object: id, counter: "time", amount: 1 });
  // "When the last time counter is removed from this card, …"
  if (left === 0) addPendingTrigger(e, { source: id, card: o.card, ability: -1, controller: player, event: { object: id }, delayed: { ref: { keyword: "SuspendPlay" }, targets: [], x: 0 } });
}

/** "… if it's removed from the game, play it without paying its mana cost if able. If you don't, it remains removed from the game." */
export function resolveSuspendPlay(e: Engine, id: ObjectId, player: PlayerId): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive || o.zone !== "removed") return; // 410.11
  playWithoutPayingManaCost(e, player, id, "suspend"); // if it can't be played, it stays removed from the game
}
