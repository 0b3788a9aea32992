/**
 * Listing the legal actions of the priority holder, cheaply: pass; play a land (one per turn, own main
 * phase, empty stack); cast each card whose timing allows it and whose cost can be paid now (212.9a and
 * sorcery timing; 409.1h payment); activate each non-mana activated ability that can be played now (212.9f
 * for loyalty abilities). Target choices are enumerated per target spec (every combination of min..max
 * legal targets, capped per ability), X values from 0 to the most that can be paid.
 * Mana abilities are not listed (playing one on its own only empties into mana burn); `submit` accepts them.
 * Combat declarations are listed by combat.ts (a representative set: all subsets would be exponential).
 * `hasActionBesidesPass` (the forced-pass check of `GameSetup.autoPass`) is the same walk stopped at the first
 * action; where the listing enumerates target choices, it counts each spec's legal targets up to its minimum
 * (`targetsAvailable`: the listing has a choice exactly then). Outside sorcery timing the walk looks only at the hand's instants and at the permanents with a
 * non-loyalty activated ability (engine.ts `handFacts`, `playIndex`); nothing else can be listed then.
 */
import { spellCostWithChanges } from "./cost-changes.js";
import { playerHasRule, spellForbiddenBy } from "./player-rules.js";
import { spellTargetSpecs } from "./attachments.js";
import type { Action } from "./api.js";
import type { CardDefinition, Chosen, ObjectId, PlayerId, TargetSpec } from "./definition.js";
import { contains, definitionEntry, definitionOf, graveyardFacts, handFacts, playerIndex, playIndex, registryMorphs, registryPlaysFromGraveyard, registrySuspends, type DefinitionEntry, type Engine } from "./engine.js";
import { objectIndex, type ObjectState } from "./state.js";
import { controllerOf, effectsGrantAbilities } from "./continuous.js";
import { availableMana, canPay, canPayNow, countManaSources } from "./mana.js";
import { loyaltyCostPayable } from "./planeswalkers.js";
import { divisionError, dividesAny } from "./division.js";
import { additionalCostError } from "./additional-costs.js";
import { abilityManaPayable, abilityPlayError, castError, hasTargetOptions, sorceryTimingOk, targetOptions } from "./stack.js";
import { suspendError } from "./suspend.js";
import { turnFaceUpError } from "./morph.js";
import { convokeCandidates, delveUseful } from "./costs.js";
import { splitSecondSpellOnStack } from "./split-second.js";
import { playedByRetrace } from "./retrace.js";
import { grantedAbilities, type GrantedAbility } from "./granted-abilities.js";
import { availableModes, modeChoices, specsForModes } from "./modes.js";

const MAX_TARGET_CHOICES = 32;

function combinations(options: Chosen[], min: number, max: number, cap: number): Chosen[][] {
  const out: Chosen[][] = [];
  if (min === 1 && max === 1) {
    // "target …": each option alone, in order (what combine makes, without its recursion and copies).
    for (let i = 0; i < options.length && i < cap; i++) out.push([options[i]]);
    return out;
  }
  combine(options, min, max, cap, 0, [], out);
  return out;
}

/**
 * The combinations that extend `current` with options from `start` on, in the listing's order (shorter first
 * at each point, then by option order). A function of its own rather than a closure: this runs for every spell
 * and ability listed, and a closure is a new function object (with its name set, under tsx) per call.
 */
function combine(options: Chosen[], min: number, max: number, cap: number, start: number, current: Chosen[], out: Chosen[][]): void {
  if (out.length >= cap) return;
  if (current.length >= min) out.push(current.slice());
  if (current.length === max) return;
  for (let i = start; i < options.length && out.length < cap; i++) {
    current.push(options[i]);
    combine(options, min, max, cap, i + 1, current, out);
    current.pop();
  }
}

/** Every target choice (one list per spec), or null if some spec can't be satisfied. */
function targetChoices(e: Engine, specs: TargetSpec[], source: ObjectId, controller: PlayerId): Chosen[][][] | null {
  let product: Chosen[][][] = [[]];
  for (const spec of specs) {
    const options = targetOptions(e, spec, source, controller);
    if (options.length < spec.min) return null;
    const choices = combinations(options, spec.min, spec.max, MAX_TARGET_CHOICES);
    const next: Chosen[][][] = [];
    for (const prefix of product) {
      for (const choice of choices) {
        if (next.length >= MAX_TARGET_CHOICES) break;
        // 409.1c: "another target …" differs from the earlier groups' targets.
        if (spec.distinct === true && sharesTarget(prefix, choice)) continue;
        // A literal for the first spec (most have one): pushing onto a copy of the empty prefix would grow it
        // and change its kind of elements, for every target choice listed.
        next.push(prefix.length === 0 ? [choice] : [...prefix, choice]);
      }
    }
    product = next;
  }
  return product.length > 0 ? product : null;
}

/** Whether any of `choice` was chosen in one of the groups before it. */
function sharesTarget(groups: readonly Chosen[][], choice: readonly Chosen[]): boolean {
  for (const group of groups) for (const t of choice) if (group.includes(t)) return true;
  return false;
}

/** Whether some spec must differ from earlier ones ("another target", 409.1c): the quick checks below don't see it. */
function hasDistinctSpec(specs: readonly TargetSpec[]): boolean {
  for (let i = 0; i < specs.length; i++) if (specs[i].distinct === true) return true;
  return false;
}

export function listPriorityActions(e: Engine, p: PlayerId): Action[] {
  const out: Action[] = [{ kind: "pass", player: p }];
  walkPriorityActions(e, p, out);
  return out;
}

/**
 * Whether the priority holder has a listed action besides passing (what `autoPass: "whenNoOtherAction"`
 * asks before every pass it makes for a player). The same walk as the listing, stopped at the first action
 * found, so the two can never disagree; it builds no target combinations and no action objects.
 */
export function hasActionBesidesPass(e: Engine, p: PlayerId): boolean {
  return walkPriorityActions(e, p, null);
}

/**
 * The listing's one walk over hand and permanents. With `out`, appends every action and returns whether
 * there was any; with `out` null, returns true at the first legal action.
 */
function walkPriorityActions(e: Engine, p: PlayerId, out: Action[] | null): boolean {
  const s = e.s;
  let found = false;
  const pi = s.players[0].id === p ? 0 : playerIndex(e, p);
  const ps = s.players[pi];
  const sorceryTime = sorceryTimingOk(e, p);
  // 502.58a: while a spell with split second is on the stack, no spell and no ability other than a mana ability (none
  // is listed here) can be played; special actions (suspend) still can (runtime/split-second.ts).
  const splitSecond = !sorceryTime && splitSecondSpellOnStack(e) !== null;
  let sources: number[] | null = null; // the player's untapped mana sources, counted by colour
  let mana = -1;
  // Outside sorcery timing, only instants can be cast (and no land played): the hand's instants, in hand order.
  const hand = handFacts(e, ps.hand, pi);
  const cards = sorceryTime ? ps.hand : hand.instants;
  const entries = sorceryTime ? hand.entries : hand.instantEntries;
  for (let i = 0; i < cards.length; i++) {
    const id = cards[i];
    const entry = entries[i];
    const facts = entry.facts;
    if (facts.land) {
      if (sorceryTime && ps.landsPlayedThisTurn === 0) {
        if (out === null) return true;
        out.push({ kind: "playLand", player: p, card: id });
        found = true;
      }
      continue;
    }
    if (!facts.castable || splitSecond) continue;
    if (!sorceryTime && !facts.instant) continue;
    const def = entry.def;
    if (sources === null) {
      sources = [0, 0, 0, 0, 0, 0];
      const pool = ps.pool;
      mana = countManaSources(e, p, sources) + pool[0] + pool[1] + pool[2] + pool[3] + pool[4] + pool[5];
    }
    if (spellForbiddenBy(e, p, e.s.objects[objectIndex(id)]!) !== undefined) continue; // "You can't play creature spells." (player-rules.ts)
    // Delve (502.64a) and convoke (502.46a): the graveyard or creatures pay for mana, so the mana checks below don't
    // hold; their casts are listed by castError's own checks (such cards are rare: the walk costs nothing elsewhere).
    if (def.spell?.modes === undefined && (contains(def.keywords, "Delve") || contains(def.keywords, "Convoke"))) {
      if (listDelveCasts(e, p, id, def, mana, out)) {
        if (out === null) return true;
        found = true;
      }
      continue;
    }
    const cost = spellCostWithChanges(e, e.s.objects[objectIndex(id)]!, p, def.manaCost!); // 409.1f (runtime/cost-changes.ts)
    const fixed = cost.generic + cost.W + cost.U + cost.B + cost.R + cost.G + (cost.hybrid?.length ?? 0) + (cost.snow ?? 0);
    if (fixed > mana) continue;
    // Timing was checked above; targets come from the legal options; only payment is left to check
    // (first for X = 0, before enumerating targets).
    if (!canPay(ps.pool, sources, cost, 0)) continue;
    if (cost.snow !== undefined && !canPayNow(e, p, cost, 0, null)) continue; // {S}: only mana from snow permanents (104.3h)
    // "As an additional cost to play ~, …" (runtime/additional-costs.ts): only for the cards that have one.
    if (entry.facts.additionalCost && additionalCostError(e, def, id, p, cost, 0) !== null) continue;
    const specs = spellTargetSpecs(def); // an Aura spell's target included (runtime/attachments.ts)
    const modes = def.spell?.modes;
    if (modes !== undefined) {
      // A modal spell (runtime/modes.ts): each choice of modes whose targets can be chosen, with those targets.
      const choices = modeChoices(modes, availableModes(e, specs, modes, id, p));
      if (choices.length === 0) continue;
      if (out === null) return true;
      const xs = cost.x > 0 ? range(0, Math.floor((mana - fixed) / cost.x)) : [0];
      for (const x of xs) {
        if (x > 0 && !(canPay(ps.pool, sources, cost, x) && (cost.snow === undefined || canPayNow(e, p, cost, x, null)))) continue;
        for (const chosen of choices) {
          for (const targets of targetChoices(e, specsForModes(specs, modes, chosen), id, p) ?? []) {
            out.push(cost.x > 0 ? { kind: "cast", player: p, card: id, x, targets, modes: chosen } : { kind: "cast", player: p, card: id, targets, modes: chosen });
          }
        }
        found = true;
      }
      continue;
    }
    if (out === null) {
      // X = 0 can be paid (just checked), so the spell is castable once every target spec can be met.
      if (targetsAvailable(e, specs, id, p)) return true;
      continue;
    }
    const choices = targetChoices(e, specs, id, p);
    if (choices === null) continue;
    const xs = cost.x > 0 ? range(0, Math.floor((mana - fixed) / cost.x)) : [0];
    const divides = dividesAny(specs);
    for (const x of xs) {
      if (x > 0 && !(canPay(ps.pool, sources, cost, x) && (cost.snow === undefined || canPayNow(e, p, cost, x, null)))) continue;
      const withX = cost.x > 0 ? x : null;
      for (const targets of choices) {
        if (divides && divisionError(specs, targets, x, def.name) !== null) continue; // 409.1d: 1 to X targets for X divided
        const cast = castAction(p, id, withX, specsEmpty(targets) ? null : targets);
        out.push(cast);
        // Kicker (409.1b): the same cast with its kicker cost paid as well, when that total can be paid.
        if (def.kicker !== undefined) {
          const kicked = { ...(cast as Extract<Action, { kind: "cast" }>), kicker: true };
          if (typeof castError(e, kicked) !== "string") out.push(kicked);
        }
        // Buyback (502.16a): the same cast with its buyback cost paid as well, when that total can be paid.
        if (def.buyback !== undefined) {
          const bought = { ...(cast as Extract<Action, { kind: "cast" }>), buyback: true };
          if (typeof castError(e, bought) !== "string") out.push(bought);
        }
      }
      found = true;
    }
  }
  // Suspend (runtime/suspend.ts, 502.62a): the hand's cards with suspend, by suspendError's own checks; looked for
  // only when some card of the registry has suspend.
  if (ps.hand.length > 0 && registrySuspends(e)) {
    for (let i = 0; i < ps.hand.length; i++) {
      const id = ps.hand[i];
      const o = e.s.objects[objectIndex(id)];
      if (o === null || o === undefined || definitionOf(e, o).suspend === undefined) continue;
      const action: Extract<Action, { kind: "suspend" }> = { kind: "suspend", player: p, card: id };
      if (typeof suspendError(e, action) === "string") continue;
      if (out === null) return true;
      out.push(action);
      found = true;
    }
  }
  // Morph (runtime/morph.ts, 502.26): the hand's cards with morph, played face down for {3} (a creature spell: sorcery
  // timing); the player's face-down permanents, turned face up for their morph costs (a special action, any time
  // they have priority). Looked for only when some card of the registry has morph.
  if (registryMorphs(e)) {
    for (let i = 0; sorceryTime && i < ps.hand.length; i++) {
      const id = ps.hand[i];
      const o = e.s.objects[objectIndex(id)];
      if (o === null || o === undefined || definitionOf(e, o).morph === undefined) continue;
      const action: Extract<Action, { kind: "cast" }> = { kind: "cast", player: p, card: id, faceDown: true };
      if (typeof castError(e, action) === "string") continue;
      if (out === null) return true;
      out.push(action);
      found = true;
    }
    const play = s.play;
    for (let i = 0; i < play.length; i++) {
      const o = e.s.objects[objectIndex(play[i])];
      if (o === null || o === undefined || o.faceDown !== true) continue;
      const action: Extract<Action, { kind: "turnFaceUp" }> = { kind: "turnFaceUp", player: p, permanent: o.id };
      if (typeof turnFaceUpError(e, action) === "string") continue;
      if (out === null) return true;
      out.push(action);
      found = true;
    }
  }
  // The graveyard's cards that can be played from there (engine.ts `graveyardFacts`: looked up once per
  // graveyard list, not on every pass; most graveyards hold none, and most card sets have no such card at all).
  const yard = ps.graveyard.length > 0 && registryPlaysFromGraveyard(e) ? graveyardFacts(e, ps.graveyard, pi) : null;
  // Retrace (runtime/retrace.ts) and flashback (502.23): cards the player may play from their graveyard, by castError's own checks.
  if (yard !== null && !splitSecond && yard.casting.length > 0 && listRetraceCasts(e, p, yard.casting, yard.castingEntries, out)) {
    if (out === null) return true;
    found = true;
  }
  // "You may play land cards from your graveyard." (Crucible of Worlds, player-rules.ts): asked only when a land may be
  // played now, and of the registry's player rules only when some card makes one.
  if (sorceryTime && ps.landsPlayedThisTurn === 0 && ps.graveyard.length > 0 && playerHasRule(e, p, "playLandsFromGraveyard")) {
    for (const id of ps.graveyard) {
      if (!contains(definitionOf(e, e.s.objects[objectIndex(id)]!).types, "Land")) continue;
      if (out === null) return true;
      out.push({ kind: "playLand", player: p, card: id });
      found = true;
    }
  }
  // Only loyalty abilities wait for sorcery timing (212.9f); permanents with nothing listable are skipped.
  const index = playIndex(e);
  // Abilities other permanents grant (runtime/granted-abilities.ts) may be on any permanent: then every one is
  // looked at, its own abilities first, those granted numbered after them.
  const grants = effectsGrantAbilities(e.s.effects);
  const activating = splitSecond ? NO_SLOTS : grants ? index.slots : sorceryTime ? index.activating : index.activatingAnyTime;
  for (let k = 0; k < activating.length; k++) {
    const o = e.s.objects[activating[k]]!;
    const id = o.id;
    const def = definitionEntry(e, o).def;
    let controller: PlayerId | null = null;
    const granted = grants ? grantedAbilities(e, o) : NO_GRANTED;
    const own = def.abilities.length;
    for (let index = 0; index < own + granted.length; index++) {
      const ability = index < own ? def.abilities[index] : granted[index - own].ability;
      if (ability.kind !== "activated" || ability.mana === true) continue;
      controller ??= controllerOf(e, o);
      // Another player's permanent: only its abilities any player may play ("Any player may play this ability.").
      if (controller !== p && ability.cost.restriction?.anyPlayer !== true) continue;
      if (ability.cost.loyalty !== undefined && (!sorceryTime || o.loyaltyActivatedTurn === s.turnNumber)) continue;
      // 212.9f: a loyalty cost the counters can't pay (activateError would say so, after building its message;
      // a −X cost is payable with X = 0, so −X abilities are still listed over their range of X).
      if (ability.cost.loyalty !== undefined && !loyaltyCostPayable(o, ability.cost.loyalty, 0)) continue;
      if (ability.cost.tap === true && o.tapped) continue;
      const manaX = (ability.cost.mana?.x ?? 0) > 0;
      const hasX = ability.cost.loyalty === "-X" || manaX;
      // activateError's checks, each made once (they read the state only, so their order changes no verdict; the
      // cheapest and most often failing first): the mana cost with the least X (0): if it can't be paid, no X can
      // (with whole-set decks it fails for two thirds of the abilities looked at, and saves the checks of
      // `abilityPlayError`, restrictions and costs in words with their scans, for those); then those before the
      // targets (the same verdict for every X listed: X only changes a −X loyalty cost, and xs below stops at the
      // loyalty counters); then the targets (the choices come from the legal options); then the mana cost for each
      // X if it has X.
      if (!abilityManaPayable(e, o, ability, p, 0)) continue;
      if (abilityPlayError(e, o, p, index, hasX ? 0 : undefined) !== null) continue;
      // The check needs only to know that every target spec can be met (counted up to its minimum): the listing
      // then has at least one target choice.
      let choices: Chosen[][][] | null = null;
      if (out === null) {
        if (!targetsAvailable(e, ability.targets, id, p)) continue;
      } else {
        choices = targetChoices(e, ability.targets, id, p);
        if (choices === null || choices.length === 0) continue;
      }
      let xs = [0];
      if (ability.cost.loyalty === "-X") xs = range(0, o.counters["loyalty"] ?? 0);
      else if (manaX) {
        if (mana < 0) mana = availableMana(e, p);
        xs = range(0, mana);
      }
      let payable: boolean | null = null; // without X in the mana cost, the same for every X
      const divides = dividesAny(ability.targets);
      for (const x of xs) {
        if (payable === null || manaX) payable = x === 0 || abilityManaPayable(e, o, ability, p, x); // X = 0: checked above
        if (!payable) continue;
        const withX = hasX ? x : null;
        if (out === null) return true;
        for (const targets of choices!) {
          if (divides && divisionError(ability.targets, targets, x, def.name) !== null) continue; // 409.1d
          out.push(activateAction(p, id, index, withX, specsEmpty(targets) ? null : targets));
        }
        found = true;
      }
    }
  }
  // Abilities played from the hand (cycling, reinforce) or the graveyard (unearth), any time the player has
  // priority: the same checks, in order. (Most hands and graveyards have none: nothing is made for them.)
  const fromGraveyard = yard?.activating ?? NONE;
  if (splitSecond || (!hand.activatesFromHand && fromGraveyard.length === 0)) return found;
  const available = { mana };
  const handEntries = hand.entries;
  for (let i = 0; hand.activatesFromHand && i < ps.hand.length; i++) {
    if (!handEntries[i].facts.activatesFromHand) continue;
    const o = e.s.objects[objectIndex(ps.hand[i])]!;
    if (listAbilitiesOutsidePlay(e, p, o, handEntries[i].def, "hand", out, available)) {
      if (out === null) return true;
      found = true;
    }
  }
  for (let i = 0; i < fromGraveyard.length; i++) {
    const o = e.s.objects[objectIndex(fromGraveyard[i])]!;
    if (listAbilitiesOutsidePlay(e, p, o, yard!.activatingEntries[i].def, "graveyard", out, available)) {
      if (out === null) return true;
      found = true;
    }
  }
  return found;
}


/**
 * The activated abilities of one card that are played from its zone outside play (`cost.zone`: the hand for
 * cycling and reinforce, the graveyard for unearth), by activateError's checks in its order; with `out` null,
 * whether there is one. `available.mana` is the player's available mana, worked out on first need (-1 until then)
 * and shared with the caller's other listings.
 */
function listAbilitiesOutsidePlay(
  e: Engine,
  p: PlayerId,
  o: ObjectState,
  def: CardDefinition,
  zone: "hand" | "graveyard",
  out: Action[] | null,
  available: { mana: number },
): boolean {
  let found = false;
  for (let index = 0; index < def.abilities.length; index++) {
    const ability = def.abilities[index];
    if (ability.kind !== "activated" || ability.cost.zone !== zone) continue;
    const manaX = (ability.cost.mana?.x ?? 0) > 0;
    if (abilityPlayError(e, o, p, index, manaX ? 0 : undefined) !== null) continue;
    let choices: Chosen[][][] | null = null;
    if (out === null) {
      if (!targetsAvailable(e, ability.targets, o.id, p)) continue;
    } else {
      choices = targetChoices(e, ability.targets, o.id, p);
      if (choices === null || choices.length === 0) continue;
    }
    if (available.mana < 0) available.mana = availableMana(e, p);
    for (const x of manaX ? range(0, available.mana) : [0]) {
      if (!abilityManaPayable(e, o, ability, p, x)) continue;
      if (out === null) return true;
      for (const targets of choices!) out.push(activateAction(p, o.id, index, manaX ? x : null, specsEmpty(targets) ? null : targets));
      found = true;
    }
  }
  return found;
}

/**
 * Whether `targetChoices` would make a target choice (not null): every target spec has at least its minimum of legal
 * targets, counted up to it, without listing them. A spec that must differ from earlier ones ("another target",
 * 409.1c) or allows fewer than its minimum (no combination) is left to `targetChoices` itself.
 */
function targetsAvailable(e: Engine, specs: TargetSpec[], source: ObjectId, controller: PlayerId): boolean {
  if (hasDistinctSpec(specs)) return targetChoices(e, specs, source, controller) !== null;
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i];
    if (spec.max < spec.min) return targetChoices(e, specs, source, controller) !== null;
    if (!hasTargetOptions(e, spec, source, controller, spec.min)) return false;
  }
  return true;
}

// Actions are built as literals of one shape per variant (the listing builds many; spreading a base object
// into each is several times slower). Absent x / targets are left out, as a caller would write them.
function castAction(p: PlayerId, card: ObjectId, x: number | null, targets: Chosen[][] | null): Action {
  if (x === null) return targets === null ? { kind: "cast", player: p, card } : { kind: "cast", player: p, card, targets };
  return targets === null ? { kind: "cast", player: p, card, x } : { kind: "cast", player: p, card, x, targets };
}

function activateAction(
  p: PlayerId,
  object: ObjectId,
  ability: number,
  x: number | null,
  targets: Chosen[][] | null,
): Extract<Action, { kind: "activate" }> {
  if (x === null) {
    return targets === null ? { kind: "activate", player: p, object, ability } : { kind: "activate", player: p, object, ability, targets };
  }
  return targets === null ? { kind: "activate", player: p, object, ability, x } : { kind: "activate", player: p, object, ability, x, targets };
}

function specsEmpty(targets: Chosen[][]): boolean {
  return targets.length === 0;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/**
 * The casts of a card with delve (502.64a) or convoke (502.46a), each target choice and X (up to the mana and what
 * else pays together): without either, and with as many cards removed or creatures tapped as usefully pay (delve: its
 * generic mana, X's included, at most the graveyard; convoke: the untapped creatures, those sharing a colour with the
 * spell first, at most as many as the cost has mana): those castError allows. With `out` null, whether there is one.
 */
function listDelveCasts(e: Engine, p: PlayerId, id: ObjectId, def: CardDefinition, mana: number, out: Action[] | null): boolean {
  const cost = def.manaCost!;
  const delves = contains(def.keywords, "Delve");
  const graveyard = delves ? e.s.players[playerIndex(e, p)].graveyard.length : 0;
  const creatures: ObjectId[] = contains(def.keywords, "Convoke") ? convokeCandidates(e, p) : [];
  if (creatures.length > 1) {
    const shares = (c: ObjectId) => (definitionOf(e, e.s.objects[objectIndex(c)]!).colors.some((color) => contains(def.colors, color)) ? 0 : 1);
    creatures.sort((a, b) => shares(a) - shares(b));
  }
  const choices = targetChoices(e, spellTargetSpecs(def), id, p);
  if (choices === null) return false;
  const xs = cost.x > 0 ? range(0, Math.floor((mana + graveyard + creatures.length) / cost.x)) : [0];
  let found = false;
  for (const x of xs) {
    const most = Math.min(graveyard, delveUseful(cost, x));
    const total = delveUseful(cost, x) + cost.W + cost.U + cost.B + cost.R + cost.G + (cost.hybrid?.length ?? 0);
    const tapped = creatures.slice(0, total);
    const bought = def.buyback === undefined ? null : delveUseful(def.buyback, 0) + def.buyback.W + def.buyback.U + def.buyback.B + def.buyback.R + def.buyback.G;
    for (const targets of choices) {
      const base = castAction(p, id, cost.x > 0 ? x : null, specsEmpty(targets) ? null : targets) as Extract<Action, { kind: "cast" }>;
      const variants: Extract<Action, { kind: "cast" }>[] = [base];
      if (most > 0) variants.push({ ...base, delve: most });
      if (tapped.length > 0) variants.push({ ...base, convoke: tapped.slice() });
      // Buyback (502.16a, Sprout Swarm): each of those with its buyback cost paid as well (convoke tapping for it too).
      if (bought !== null) {
        variants.push({ ...base, buyback: true });
        if (most > 0) variants.push({ ...base, buyback: true, delve: Math.min(graveyard, most + bought) });
        if (creatures.length > 0) variants.push({ ...base, buyback: true, convoke: creatures.slice(0, total + bought) });
      }
      for (const action of variants) {
        if (typeof castError(e, action) === "string") continue;
        if (out === null) return true;
        out.push(action);
        found = true;
      }
    }
  }
  return found;
}

const NONE: readonly ObjectId[] = [];
const NO_SLOTS: readonly number[] = [];
const NO_GRANTED: readonly GrantedAbility[] = [];

/**
 * Appends the casts of the graveyard's retrace and flashback cards (`cards`, in graveyard order, with their
 * definition entries) that castError accepts (each target choice; no X: no card with retrace has one, and a
 * flashback cost with X is played by an action naming it), or with `out` null stops at the first; returns whether
 * there was any. A card with flashback is offered for its flashback cost (502.23: `alternativeCost: "flashback"`).
 */
function listRetraceCasts(e: Engine, p: PlayerId, cards: readonly ObjectId[], entries: readonly DefinitionEntry[], out: Action[] | null): boolean {
  let found = false;
  for (let i = 0; i < cards.length; i++) {
    const id = cards[i];
    const o = e.s.objects[objectIndex(id)];
    if (o === null || o === undefined) continue;
    const def = entries[i].def;
    const flashback = def.flashback !== undefined && o.zone === "graveyard" && o.owner === p && def.flashback.x === 0;
    if ((!flashback && !playedByRetrace(o, def, p)) || def.manaCost === null || def.spell?.modes !== undefined) continue;
    for (const targets of targetChoices(e, spellTargetSpecs(def), id, p) ?? []) {
      const cast = castAction(p, id, null, specsEmpty(targets) ? null : targets);
      const action: Action = flashback ? { ...(cast as Extract<Action, { kind: "cast" }>), alternativeCost: "flashback" } : cast;
      if (typeof castError(e, action as Extract<Action, { kind: "cast" }>) === "string") continue;
      if (out === null) return true;
      out.push(action);
      found = true;
    }
  }
  return found;
}
