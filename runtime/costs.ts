/**
 * Activated abilities' costs other than mana and loyalty, and activation restrictions (2007 rules 409.1h: the
 * total cost is paid in full, never in part, before the ability is played; 419: "if an effect would …"
 * replacements do not apply to costs, so everything here acts with `byEffect: false`).
 *
 * - {Q}, the untap symbol (Shadowmoor): the permanent must be tapped, and a creature's {Q} ability obeys
 *   summoning sickness as a {T} ability does (302.6).
 * - Sacrifice ~ / N permanents matching a filter (the player's own, 409.1h), discard N cards or the hand, pay N
 *   life (possible only with that much life: a player with 2 life can't pay 3), remove N counters from ~, put N
 *   counters on ~, tap N untapped permanents of theirs (a creature among them needs no freedom from summoning
 *   sickness unless it is the source itself with {T}).
 * - What to sacrifice, discard or tap is the player's choice: a decision (decisions.ts `ask`), made while
 *   paying, so a scenario or a player answers it like any other.
 * - Restrictions: sorcery timing, at most N times each turn (the count kept on the permanent's record,
 *   `ObjectState.activated`, for the turn it names), only during its controller's turn or upkeep.
 *
 * `costError` is asked before any payment (listing and activation alike): if it finds nothing, `payCosts`
 * can pay every part. Parts are paid in printed order after the mana and {T}.
 */
import { setTapped } from "./tapping.js";
import type { ActivatedAbilityDefinition, CardDefinition, CostPartDefinition, ManaCost, ObjectFilter, ObjectId, PlayerId, TargetSpec } from "./definition.js";
import type { Action } from "./api.js";
import { log, obj, player, writable, type Engine } from "./engine.js";
import { controllerOf, hasKeywordNow, hasTypeNow, view } from "./continuous.js";
import { ask } from "./decisions.js";
import { objectsIn } from "./effects.js";
import { moveObject, sacrifice, putCounters, removeCounters } from "./zones.js";
import type { ObjectState, PaidCost } from "./state.js";
import { dealtCombatDamageWithType } from "./turn-record.js";
import { additionalCostError, payAdditionalCost } from "./additional-costs.js";
import { lifeAfterLoss } from "./life.js";
import { discardedCardGoes } from "./madness.js";

/** Whether the ability has a cost or restriction this module handles. */
export function hasOtherCosts(ability: ActivatedAbilityDefinition): boolean {
  return ability.cost.untap === true || ability.cost.parts !== undefined || ability.cost.restriction !== undefined;
}

/** Why the ability can't be played now because of its {Q}, its costs in words or its restriction; or null. */
export function costError(e: Engine, o: ObjectState, ability: ActivatedAbilityDefinition, index: number, playerId: PlayerId, name: string): string | null {
  const cost = ability.cost;
  const restriction = cost.restriction;
  if (restriction !== undefined) {
    const s = e.s;
    const active = s.players[s.active].id === playerId;
    if (restriction.sorcery === true && !(active && s.stack.length === 0 && (s.step === "main1" || s.step === "main2"))) {
      return `${name}'s ability can be played only any time its controller could play a sorcery (own main phase, empty stack)`;
    }
    if (restriction.during === "yourTurn" && !active) return `${name}'s ability can be played only during its controller's turn`;
    if (restriction.during === "yourUpkeep" && !(active && s.step === "upkeep")) return `${name}'s ability can be played only during its controller's upkeep`;
    if (restriction.ifYouControl !== undefined) {
      // Counted up to what the restriction asks for (the message says how many when fewer).
      const have = choices(e, o, restriction.ifYouControl.filter, playerId, false, restriction.ifYouControl.atLeast).length;
      if (have < restriction.ifYouControl.atLeast) return `${name}'s ability can be played only if its controller controls ${restriction.ifYouControl.atLeast} or more permanents that fit (${playerId} controls ${have})`;
    }
    if (restriction.perTurn !== undefined && activationsThisTurn(e, o, index) >= restriction.perTurn) {
      return `${name}'s ability can be played no more than ${restriction.perTurn === 1 ? "once" : `${restriction.perTurn} times`} each turn, and it was`;
    }
  }
  if (cost.untap === true) {
    if (!o.tapped) return `409.1h: ${name} is untapped, so its {Q} ability can't be played`;
    if (hasTypeNow(e, o, "Creature") && o.controlledSinceTurn >= e.s.turnNumber && !hasKeywordNow(e, o, "Haste")) {
      return `summoning sickness: ${name} hasn't been under ${playerId}'s control since the start of the turn, so its {Q} ability can't be played`;
    }
  }
  for (const part of cost.parts ?? []) {
    const error = partError(e, o, ability, part, playerId, name);
    if (error !== null) return `409.1h: can't pay "${ability.text.split(":")[0]}": ${error}`;
  }
  return null;
}

function partError(e: Engine, o: ObjectState, ability: ActivatedAbilityDefinition, part: CostPartDefinition, playerId: PlayerId, name: string): string | null {
  switch (part.kind) {
    case "sacrifice":
      if (part.self === true) return null; // the permanent is in play: it can always be sacrificed
      if (part.more !== undefined) {
        const slots = sacrificeSlots(e, o, part, playerId);
        return distinctRepresentatives(slots, 0, new Set()) ? null : `${playerId} controls no different permanents to sacrifice for each of the cost's descriptions`;
      }
      if (choices(e, o, part.filter, playerId, false, part.count).length < part.count) return `${playerId} controls fewer than ${part.count} permanent(s) to sacrifice that fit`;
      return null;
    case "discard":
      if (part.self === true) return o.zone === "hand" && o.owner === playerId ? null : `${name} is not in ${playerId}'s hand`;
      if (part.hand === true) return null; // "Discard your hand" can be paid with an empty hand
      if (part.filter !== undefined) {
        const fit = discardChoices(e, part.filter, playerId).length;
        return fit >= part.count ? null : `${playerId} has fewer than ${part.count} card(s) in hand that fit (${fit})`;
      }
      if (player(e, playerId).hand.length < part.count) return `${playerId} has fewer than ${part.count} card(s) in hand`;
      return null;
    case "exileFromGraveyard": {
      const fit = graveyardChoices(e, part.filter, playerId).length;
      return fit >= part.count ? null : `${playerId} has fewer than ${part.count} card(s) in graveyard that fit (${fit})`;
    }
    case "payLife": {
      const life = player(e, playerId).life;
      return life >= part.amount ? null : `${playerId} has ${life} life, less than the ${part.amount} to pay`;
    }
    case "revealSharingColor":
      return colorsShared(e, playerId, part.count).length > 0 ? null : `${playerId} has no ${part.count} cards in hand that share a color`;
    case "removeCounters": {
      const have = o.counters[part.counter] ?? 0;
      return have >= part.count ? null : `${name} has ${have} ${part.counter} counter(s), fewer than ${part.count}`;
    }
    case "putCounters":
      // On the source: it is in play. On "a creature you control": one must be there to take them.
      if (part.on === undefined) return null;
      return choices(e, o, part.on, playerId, false, 1).length > 0 ? null : `${playerId} controls no permanent that fits to put the counter(s) on`;
    case "tapUntapped": {
      const untapped = choices(e, o, part.filter, playerId, true).filter((id) => !(ability.cost.tap === true && id === o.id));
      return untapped.length >= part.count ? null : `${playerId} controls fewer than ${part.count} untapped permanent(s) that fit`;
    }
    case "returnToHand":
      return choices(e, o, part.filter, playerId, false, part.count).length >= part.count ? null : `${playerId} controls fewer than ${part.count} permanent(s) that fit to return to their owner's hand`;
  }
}

const COLOR_NAMES = { W: "white", U: "blue", B: "black", R: "red", G: "green" } as const;
type ColorLetter = keyof typeof COLOR_NAMES;

/** The cards of the player's hand of each colour (a card of two colours counts for both). */
function handByColor(e: Engine, playerId: PlayerId): Map<ColorLetter, ObjectId[]> {
  const byColor = new Map<ColorLetter, ObjectId[]>();
  for (const id of player(e, playerId).hand) {
    for (const color of view(e, obj(e, id)!).colors) {
      const list = byColor.get(color) ?? [];
      list.push(id);
      byColor.set(color, list);
    }
  }
  return byColor;
}

/** The colours `count` cards of the player's hand have in common ("Reveal two cards … that share a color"). */
function colorsShared(e: Engine, playerId: PlayerId, count: number): ColorLetter[] {
  const out: ColorLetter[] = [];
  for (const [color, cards] of handByColor(e, playerId)) if (cards.length >= count) out.push(color);
  return out;
}

/** The cards of the player's graveyard a cost may remove from the game ("Remove an Elf card in your graveyard …"). */
function graveyardChoices(e: Engine, filter: TargetSpec["objects"], playerId: PlayerId): ObjectId[] {
  return objectsIn(e, { ...(filter ?? {}), zone: "graveyard" } as ObjectFilter, "graveyard", playerId);
}

/** The cards of the player's hand a discard cost may take ("Discard a land card"). */
function discardChoices(e: Engine, filter: NonNullable<TargetSpec["objects"]>, playerId: PlayerId): ObjectId[] {
  return objectsIn(e, { ...filter, zone: "hand" } as ObjectFilter, "hand", playerId);
}

/** The player's permanents a cost may take: matching the filter, and untapped if `untapped`. */
function choices(e: Engine, o: ObjectState, filter: TargetSpec["objects"], playerId: PlayerId, untapped: boolean, enough = Infinity): ObjectId[] {
  // Only the player's own permanents (the controller given to objectsIn); "another" leaves out the source. The
  // filter is given as it is (objectsIn reads it into a filter of its own, in play, with the object left out): a
  // copy of it per call was most of this function's cost, which the listing pays for every such cost it checks.
  const f = (filter ?? NO_FILTER) as ObjectFilter;
  const exclude = filter?.other === true ? o.id : undefined;
  if (untapped) return objectsIn(e, f, "play", playerId, Infinity, exclude).filter((id) => !obj(e, id)!.tapped);
  return objectsIn(e, f, "play", playerId, enough, exclude);
}

const NO_FILTER: ObjectFilter = {};

type SacrificePart = Extract<CostPartDefinition, { kind: "sacrifice" }>;

/** A listed sacrifice cost as slots: one per permanent to sacrifice, each with the permanents that fit its group. */
function sacrificeSlots(e: Engine, o: ObjectState, part: SacrificePart, playerId: PlayerId): ObjectId[][] {
  const slots: ObjectId[][] = [];
  for (const group of [{ count: part.count, filter: part.filter }, ...(part.more ?? [])]) {
    const fit = choices(e, o, group.filter, playerId, false);
    for (let i = 0; i < group.count; i++) slots.push(fit);
  }
  return slots;
}

/** Whether the slots from `index` on can each get a different permanent, none of `used` (a matching, by search: the lists are short). */
function distinctRepresentatives(slots: readonly ObjectId[][], index: number, used: Set<ObjectId>): boolean {
  if (index === slots.length) return true;
  for (const id of slots[index]) {
    if (used.has(id)) continue;
    used.add(id);
    const found = distinctRepresentatives(slots, index + 1, used);
    used.delete(id);
    if (found) return true;
  }
  return false;
}

/**
 * "Sacrifice a green creature, a white creature, and a blue creature": the player chooses a permanent for each
 * slot in printed order, among those that leave the later slots payable by different permanents (a green-white
 * creature pays for green or white, never both); then all are sacrificed together.
 */
function payListedSacrifice(e: Engine, o: ObjectState, part: SacrificePart, playerId: PlayerId): ObjectId[] {
  const slots = sacrificeSlots(e, o, part, playerId);
  const used = new Set<ObjectId>();
  const chosen: ObjectId[] = [];
  for (let index = 0; index < slots.length; index++) {
    const options = slots[index].filter((id) => {
      if (used.has(id)) return false;
      used.add(id);
      const payable = distinctRepresentatives(slots, index + 1, used);
      used.delete(id);
      return payable;
    });
    const id = (options.length === 1 ? options : ask(e, { player: playerId, kind: "sacrifice", prompt: `sacrifice a permanent for part ${index + 1} of ${slots.length} of the cost`, options, min: 1, max: 1 }))[0] as ObjectId;
    used.add(id);
    chosen.push(id);
  }
  for (const id of chosen) {
    sacrifice(e, id, playerId);
  }
  return chosen;
}

/**
 * Pays the {Q} and the costs in words (after the mana and {T}, which stack.ts pays), in printed order, and
 * counts the activation for a per-turn restriction. `costError` found them payable in this state.
 */
export function payCosts(e: Engine, o: ObjectState, ability: ActivatedAbilityDefinition, index: number, playerId: PlayerId): ObjectId[] | undefined {
  const cost = ability.cost;
  if (cost.restriction?.perTurn !== undefined) countActivation(e, o, index);
  if (cost.untap === true) setTapped(e, o, false);
  let sacrificed: ObjectId[] | undefined;
  for (const part of cost.parts ?? []) {
    const gone = payPart(e, o, ability, part, playerId);
    if (gone !== undefined) (sacrificed ??= []).push(...gone);
  }
  return sacrificed;
}

/** Pays one part; a sacrifice returns what it sacrificed (their records: "the sacrificed creature's power"). */
function payPart(e: Engine, o: ObjectState, ability: ActivatedAbilityDefinition, part: CostPartDefinition, playerId: PlayerId): ObjectId[] | undefined {
  switch (part.kind) {
    case "revealSharingColor": {
      // The colour first (of those enough cards share), then that many cards of it: they share it by construction.
      const colors = colorsShared(e, playerId, part.count);
      const named =
        colors.length === 1
          ? COLOR_NAMES[colors[0]]
          : (ask(e, { player: playerId, kind: "color", prompt: `choose the color the ${part.count} revealed cards share`, options: colors.map((c) => COLOR_NAMES[c]), min: 1, max: 1 })[0] as string);
      const color = colors.find((c) => COLOR_NAMES[c] === named)!;
      const cards = handByColor(e, playerId).get(color)!;
      const chosen = cards.length === part.count ? cards : ask(e, { player: playerId, kind: "reveal", prompt: `reveal ${part.count} ${named} cards from your hand`, options: cards, min: part.count, max: part.count });
      log(e, { kind: "reveal", player: playerId, from: "hand", cards: chosen as ObjectId[] });
      return;
    }
    case "sacrifice": {
      if (part.more !== undefined) return payListedSacrifice(e, o, part, playerId);
      const chosen =
        part.self === true
          ? [o.id]
          : ask(e, { player: playerId, kind: "sacrifice", prompt: `sacrifice ${part.count} permanent(s) to pay the cost`, options: choices(e, o, part.filter, playerId, false), min: part.count, max: part.count });
      for (const id of chosen) {
        sacrifice(e, id as ObjectId, playerId);
      }
      return chosen as ObjectId[];
    }
    case "discard": {
      if (part.self === true) {
        const moved = discardedCardGoes(e, o.id);
        log(e, { kind: "discard", player: playerId, object: o.id, newObject: moved });
        return;
      }
      const hand = player(e, playerId).hand;
      const options = part.filter !== undefined ? discardChoices(e, part.filter, playerId) : hand.slice();
      const chosen = part.hand === true ? hand.slice() : ask(e, { player: playerId, kind: "discard", prompt: `discard ${part.count} card(s) to pay the cost`, options, min: part.count, max: part.count });
      for (const id of chosen) {
        const moved = discardedCardGoes(e, id as ObjectId);
        log(e, { kind: "discard", player: playerId, object: id as ObjectId, newObject: moved });
      }
      return;
    }
    case "exileFromGraveyard": {
      const chosen = ask(e, { player: playerId, kind: "removeFromGraveyard", prompt: `remove ${part.count} card(s) in your graveyard from the game to pay the cost`, options: graveyardChoices(e, part.filter, playerId), min: part.count, max: part.count });
      for (const id of chosen) {
        const moved = moveObject(e, id as ObjectId, "removed");
        log(e, { kind: "removedFromGame", player: playerId, object: id as ObjectId, newObject: moved });
      }
      return;
    }
    case "payLife": {
      const payer = player(e, playerId);
      payer.life = lifeAfterLoss(payer.life, part.amount);
      log(e, { kind: "lifePaid", player: playerId, amount: part.amount });
      return;
    }
    case "removeCounters":
      removeCounters(e, o, part.counter, part.count);
      return;
    case "putCounters": {
      const on =
        part.on === undefined
          ? o
          : obj(e, ask(e, { player: playerId, kind: "putCounter", prompt: `choose a permanent to put ${part.count} ${part.counter} counter(s) on to pay the cost`, options: choices(e, o, part.on, playerId, false), min: 1, max: 1 })[0] as ObjectId)!;
      putCounters(e, on.id, part.counter, part.count, { entering: false, byEffect: false, controller: controllerOf(e, on) });
      return;
    }
    case "returnToHand": {
      const options = choices(e, o, part.filter, playerId, false);
      const chosen = options.length === part.count ? options : ask(e, { player: playerId, kind: "returnToHand", prompt: `return ${part.count} permanent(s) to their owner's hand to pay the cost`, options, min: part.count, max: part.count });
      for (const id of chosen) {
        const moved = moveObject(e, id as ObjectId, "hand");
        log(e, { kind: "returnedForCost", player: playerId, object: id as ObjectId, newObject: moved });
      }
      return;
    }
    case "tapUntapped": {
      const options = choices(e, o, part.filter, playerId, true).filter((id) => !(ability.cost.tap === true && id === o.id));
      const chosen = ask(e, { player: playerId, kind: "tap", prompt: `tap ${part.count} untapped permanent(s) to pay the cost`, options, min: part.count, max: part.count });
      for (const id of chosen) setTapped(e, obj(e, id as ObjectId)!, true);
      log(e, { kind: "tappedForCost", player: playerId, objects: chosen.slice() as ObjectId[] });
      return;
    }
  }
}

/** How many times the ability of this permanent was played this turn. */
export function activationsThisTurn(e: Engine, o: ObjectState, index: number): number {
  const record = o.activated;
  return record !== undefined && record.turn === e.s.turnNumber ? (record.counts[index] ?? 0) : 0;
}

function countActivation(e: Engine, o: ObjectState, index: number): void {
  const record = o.activated;
  const counts = record !== undefined && record.turn === e.s.turnNumber ? record.counts.slice() : [];
  while (counts.length <= index) counts.push(0);
  counts[index]++;
  writable(e, o).activated = { turn: e.s.turnNumber, counts }; // replaced, never changed in place
}

// ---------------------------------------------------------------------------------------------------------
// Optional costs of playing a spell (409.1b of 2007: alternative and additional costs are announced as the spell
// is played, and paid with its total cost)

/**
 * Why the `cast` action's optional costs can't be paid (or don't exist for this card); null if they can:
 * - `alternativeCost: "evoke"` (Lorwyn): "You may play this spell for its evoke cost" instead of its mana cost;
 * - `conspire` (Eventide): "As you play this spell, you may tap two untapped creatures you control that share a
 *   color with it." (summoning sickness doesn't matter: no {T} symbol).
 */
export function castCostError(e: Engine, def: CardDefinition, action: CastAction): string | null {
  if (action.alternativeCost !== undefined && action.alternativeCost !== "evoke" && action.alternativeCost !== "prowl" && action.alternativeCost !== "flashback") {
    return `409.1b: unknown alternative cost ${JSON.stringify(action.alternativeCost)}: the alternative costs are "evoke", "prowl" and "flashback"`;
  }
  // Flashback (502.23): the card is played from its owner's graveyard (stack.ts castError checks the zone).
  if (action.alternativeCost === "flashback" && def.flashback === undefined) return `409.1b: ${def.name} has no flashback cost, so it can't be played for one`;
  if (action.alternativeCost === "prowl") {
    if (def.prowl === undefined) return `409.1b: ${def.name} has no prowl cost, so it can't be played for one`;
    // Prowl (Morningtide): "if you dealt combat damage to a player this turn with a [creature type of this card]".
    if (!dealtCombatDamageWithType(e, action.player, def.subtypes, def.keywords.includes("Changeling"))) {
      return `prowl: ${action.player} dealt no combat damage to a player this turn with a creature sharing a creature type with ${def.name}, so it can't be played for its prowl cost`;
    }
  }
  if (action.alternativeCost === "evoke" && def.evoke === undefined) return `409.1b: ${def.name} has no evoke cost, so it can't be played for one`;
  if (action.kicker === true) {
    // Kicker: "You may pay an additional [cost] as you play this spell." (409.1b: announced as it is played)
    if (def.kicker === undefined) return `409.1b: ${def.name} has no kicker cost, so it can't be kicked`;
    if (action.alternativeCost !== undefined || action.conspire === true) {
      return `409.1b: ${def.name} is played either kicked or for its ${action.alternativeCost ?? "conspire"} cost here: the engine records one optional cost per spell (no card of the era has kicker and another optional cost); leave out "kicker" or "${action.alternativeCost ?? "conspire"}"`;
    }
  }
  if (action.buyback === true) {
    // Buyback (502.16a): "You may pay an additional [cost] as you play this spell." (409.1b: announced as it is played)
    if (def.buyback === undefined) return `409.1b: ${def.name} has no buyback cost, so it can't be played with buyback`;
    const other = action.kicker === true ? "kicker" : action.conspire === true ? "conspire" : action.alternativeCost;
    if (other !== undefined) {
      return `409.1b: ${def.name} is played either with buyback or ${other === "kicker" ? "kicked" : `for its ${other} cost`} here: the engine records one optional cost per spell (no card of the era has buyback and another optional cost); leave out "buyback" or "${other}"`;
    }
  }
  if (action.conspire === true) {
    if (!def.keywords.includes("Conspire")) return `409.1b: ${def.name} doesn't have conspire`;
    const options = conspireChoices(e, def, action.player);
    if (options.length < 2) return `409.1h: can't pay ${def.name}'s conspire cost: ${action.player} controls ${options.length === 0 ? "no" : "only one"} untapped creature sharing a colour with it (two are tapped)`;
  }
  // "As an additional cost to play ~, …" (runtime/additional-costs.ts)
  return additionalCostError(e, def, action.card, action.player, castManaCost(def, action), action.x ?? 0);
}

/**
 * The mana cost the spell is played for: its evoke cost when played for it, else its mana cost; kicked, its kicker
 * cost added (409.1b: the total cost, the mana cost and the additional cost announced).
 */
export function castManaCost(def: CardDefinition, action: CastAction): ManaCost | null {
  if (action.kicker === true && def.kicker !== undefined && def.manaCost !== null) return addManaCosts(def.manaCost, def.kicker);
  // Buyback (502.16a): its buyback cost added to the mana cost (the total cost, 409.1b).
  if (action.buyback === true && def.buyback !== undefined && def.manaCost !== null) return addManaCosts(def.manaCost, def.buyback);
  return baseCastManaCost(def, action);
}

/** One mana cost plus another (a kicked spell's total cost); the first's X and its colour restriction kept. */
function addManaCosts(a: ManaCost, b: ManaCost): ManaCost {
  const sum: ManaCost = { generic: a.generic + b.generic, W: a.W + b.W, U: a.U + b.U, B: a.B + b.B, R: a.R + b.R, G: a.G + b.G, x: a.x + b.x };
  if (a.xColor !== undefined) sum.xColor = a.xColor;
  const snow = (a.snow ?? 0) + (b.snow ?? 0); // 104.3h
  if (snow > 0) sum.snow = snow;
  const hybrid = [...(a.hybrid ?? []), ...(b.hybrid ?? [])];
  if (hybrid.length > 0) sum.hybrid = hybrid;
  return sum;
}

function baseCastManaCost(def: CardDefinition, action: CastAction): ManaCost | null {
  if (action.alternativeCost === "prowl" && def.prowl !== undefined) return def.prowl;
  if (action.alternativeCost === "flashback" && def.flashback !== undefined) return def.flashback;
  return action.alternativeCost === "evoke" && def.evoke !== undefined ? def.evoke : def.manaCost;
}

/** Which optional cost the spell was played for, as its object remembers it (state.ts `ObjectState.paid`). */
export function paidCost(action: CastAction): PaidCost | undefined {
  if (action.alternativeCost === "prowl") return "prowl";
  if (action.alternativeCost === "flashback") return "flashback";
  if (action.kicker === true) return "kicker";
  if (action.buyback === true) return "buyback";
  return action.alternativeCost === "evoke" ? "evoke" : action.conspire === true ? "conspire" : undefined;
}

// Delve (Future Sight; 2007 rules 502.64)

/**
 * 502.64a: "As an additional cost to play this spell, you may remove any number of cards in your graveyard from the
 * game. Each card removed this way reduces the cost to play this spell by {1}." The `cast` action's `delve` is how
 * many: at most the cards in the player's graveyard (the spell's own card left out, if it is played from there); more
 * than the generic part of the cost may be removed (the Future Sight release notes), which reduces it to 0 (502.64b):
 * a reduction never pays for coloured mana. Why the number can't be used, or null.
 */
export function delveError(e: Engine, def: CardDefinition, action: CastAction, card: ObjectState): string | null {
  const n = action.delve;
  if (n === undefined || n === 0) return null;
  if (!Number.isInteger(n) || n < 0) return `502.64a: delve removes a whole number of cards ≥ 0 (got ${String(n)})`;
  if (!def.keywords.includes("Delve")) return `502.64a: ${def.name} doesn't have delve, so no card can be removed from the graveyard to play it`;
  const available = delveCards(e, action.player, card).length;
  if (n > available) return `502.64a: ${action.player} has ${available} card${available === 1 ? "" : "s"} in his or her graveyard to remove for delve, not ${n}`;
  return null;
}

/** The cards delve may remove: the player's graveyard, but the spell's own card. */
function delveCards(e: Engine, p: PlayerId, card: ObjectState): ObjectId[] {
  return player(e, p).graveyard.filter((id) => id !== card.id);
}

/**
 * 502.64a/b: the cost to pay after delve removed `n` cards: each reduces its generic part, X's mana included (X is
 * generic mana of the total cost), by {1}, never below 0; coloured mana stays.
 */
export function costAfterDelve(cost: ManaCost, x: number, n: number | undefined): ManaCost {
  if (n === undefined || n <= 0) return cost;
  const xGeneric = cost.xColor === undefined ? cost.x * x : 0; // "Spend only black mana on X": X's mana is not generic
  const generic = Math.max(0, cost.generic + xGeneric - n);
  if (xGeneric === 0) return { ...cost, generic };
  const { x: _x, ...rest } = cost;
  return { ...rest, generic, x: 0 };
}

/** The most cards delve usefully removes for this cost and X: its generic part (the listing offers that many at most). */
export function delveUseful(cost: ManaCost, x: number): number {
  return cost.generic + (cost.xColor === undefined ? cost.x * x : 0);
}

/** 502.64a: removes the cards delve pays with, chosen by the player when the graveyard holds more (decision "delve"). */
function payDelve(e: Engine, def: CardDefinition, action: CastAction): void {
  const n = action.delve ?? 0;
  if (n <= 0) return;
  const spell = e.s.stack[e.s.stack.length - 1].id; // the spell was just put on the stack (stack.ts `cast`)
  const cards = player(e, action.player).graveyard.filter((id) => id !== spell);
  const chosen = cards.length === n ? cards : (ask(e, { player: action.player, kind: "delve", prompt: `delve: choose ${n} card${n === 1 ? "" : "s"} in your graveyard to remove from the game for ${def.name}`, options: cards, min: n, max: n }) as ObjectId[]);
  for (const id of chosen) moveObject(e, id, "removed");
  log(e, { kind: "delve", player: action.player, card: def.name, removed: chosen.slice() });
}

// Convoke (Ravnica; Future Sight; 2007 rules 502.46)

/**
 * 502.46a: "As an additional cost to play this spell, you may tap any number of untapped creatures you control. Each
 * creature tapped this way reduces the cost to play this spell by {1} or by one mana of any of that creature's
 * colors." The `cast` action's `convoke` names them: distinct untapped creatures the player controls (summoning
 * sickness doesn't matter: no {T} symbol). Why they can't be tapped, or null.
 */
export function convokeError(e: Engine, def: CardDefinition, action: CastAction): string | null {
  const ids = action.convoke;
  if (ids === undefined || ids.length === 0) return null;
  if (!def.keywords.includes("Convoke")) return `502.46a: ${def.name} doesn't have convoke, so no creature can be tapped to play it`;
  for (let i = 0; i < ids.length; i++) {
    const o = obj(e, ids[i]);
    if (ids.indexOf(ids[i]) !== i) return `502.46a: ${ids[i]} is named twice for convoke: each creature is tapped once`;
    if (o === undefined || !o.alive || o.zone !== "play" || !hasTypeNow(e, o, "Creature") || controllerOf(e, o) !== action.player) {
      return `502.46a: ${ids[i]} is not a creature ${action.player} controls, so it can't be tapped for convoke`;
    }
    if (o.tapped) return `502.46a: ${view(e, o).name} is tapped, so it can't be tapped for convoke`;
  }
  return null;
}

const COLOR_KEYS = ["W", "U", "B", "R", "G"] as const;

/**
 * 502.46a: the cost to pay after the convoking creatures are tapped. Each reduces one mana of its colours if the cost
 * still has some, else {1} of its generic part (X's mana included); never below 0. Coloured mana first is never
 * worse (a creature that reduces a coloured mana leaves generic mana, which any mana pays), and the creatures with
 * the fewest colours choose first, each the colour the cost needs most of.
 */
export function costAfterConvoke(e: Engine, cost: ManaCost, x: number, ids: readonly ObjectId[] | undefined): ManaCost {
  if (ids === undefined || ids.length === 0) return cost;
  const need = { W: cost.W, U: cost.U, B: cost.B, R: cost.R, G: cost.G };
  const xGeneric = cost.xColor === undefined ? cost.x * x : 0;
  let generic = cost.generic + xGeneric;
  const colors = ids.map((id) => view(e, obj(e, id)!).colors).sort((a, b) => a.length - b.length);
  for (const own of colors) {
    let best: (typeof COLOR_KEYS)[number] | undefined;
    for (const c of COLOR_KEYS) if (own.includes(c) && need[c] > 0 && (best === undefined || need[c] > need[best])) best = c;
    if (best !== undefined) need[best]--;
    else if (generic > 0) generic--;
  }
  const reduced: ManaCost = { ...cost, ...need, generic };
  if (xGeneric > 0) reduced.x = 0;
  return reduced;
}

/** The untapped creatures `p` controls that convoke could tap (the listing's choice: as many as the cost has mana). */
export function convokeCandidates(e: Engine, p: PlayerId): ObjectId[] {
  return objectsIn(e, { types: ["Creature"], zone: "play" } as ObjectFilter, "play", p).filter((id) => !obj(e, id)!.tapped);
}

/** 502.46a: taps the convoking creatures (convokeError found them untapped, castError the cost payable without them). */
function payConvoke(e: Engine, action: CastAction): void {
  const ids = action.convoke;
  if (ids === undefined || ids.length === 0) return;
  for (const id of ids) setTapped(e, obj(e, id)!, true);
  log(e, { kind: "tappedForCost", player: action.player, objects: ids.slice() });
}

/** Pays the additional cost, then the conspire cost (castCostError found them payable): the player chooses what to sacrifice, reveal or tap. */
export function payCastCosts(e: Engine, def: CardDefinition, action: CastAction): void {
  // "As an additional cost to play ~, …": the spell was just put on the stack (stack.ts `cast`), so it is the top object.
  payAdditionalCost(e, def, e.s.stack[e.s.stack.length - 1].id, action.player);
  payConvoke(e, action); // 502.46a
  payDelve(e, def, action); // 502.64a (its cards chosen after the mana is paid: the cost was reduced by their number)
  if (action.conspire !== true) return;
  const options = conspireChoices(e, def, action.player);
  const chosen = ask(e, { player: action.player, kind: "tap", prompt: `tap two untapped creatures that share a color with ${def.name} (conspire)`, options, min: 2, max: 2 });
  for (const id of chosen) setTapped(e, obj(e, id as ObjectId)!, true);
  log(e, { kind: "tappedForCost", player: action.player, objects: chosen.slice() as ObjectId[] });
}

/** The untapped creatures the player controls that share a colour with the spell (its printed colours). */
function conspireChoices(e: Engine, def: CardDefinition, playerId: PlayerId): ObjectId[] {
  if (def.colors.length === 0) return [];
  return objectsIn(e, { types: ["Creature"], zone: "play" } as ObjectFilter, "play", playerId).filter((id) => {
    const o = obj(e, id)!;
    return !o.tapped && view(e, o).colors.some((color) => def.colors.includes(color));
  });
}

type CastAction = Extract<Action, { kind: "cast" }>;
