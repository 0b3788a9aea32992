/**
 * Playing spells and abilities, and the stack (2007 rules 409 playing spells and activated abilities, 410
 * triggered abilities, 413 resolving; 212.9a/b for planeswalker spells, 212.9f for loyalty abilities).
 *
 * 409.1: announce (the card moves to the stack), choose X and targets, determine and pay the total cost.
 * Here every part is validated first, against the unchanged state, so an illegal action changes nothing.
 * 413.2a: on resolution, a spell or ability whose targets have all become illegal is countered; with some
 * illegal, `ctx.targets` leaves those out; an ability whose source left play uses its last known information.
 * 410: triggered abilities wait in `pendingTriggers` and are put on the stack the next time a player would
 * receive priority, the active player's first (APNAP); a player with several chooses their order (decision
 * "triggerOrder"); each gets its targets chosen by its controller as it goes on the stack.
 */
import { setTapped } from "./tapping.js";
import { spellCostWithChanges } from "./cost-changes.js";
import { abilityForbiddenBy, playerHasRule, playerProtectedFrom, spellForbiddenBy } from "./player-rules.js";
import type { Action } from "./api.js";
import type {
  ActivatedAbilityDefinition,
  CardDefinition,
  Color,
  CardType,
  Chosen,
  Keyword,
  ModesDefinition,
  ObjectId,
  PlayerId,
  SpellDefinition,
  TargetSpec,
  TriggeredAbilityDefinition,
} from "./definition.js";
import { ask } from "./decisions.js";
import { activePlayerId, contains, definitionEntry, definitionOf, isPlayerId, liveObj, log, obj, player, playIndex, ownObjects, registryStopsAbilities, seenDefinitions, writable, type Engine } from "./engine.js";
import { controllerOf, hasKeywordNow, hasRestriction, hasTypeNow, matchesCharacteristics, mayBeCreaturesOrPlaneswalkers, mayHaveTypes, protectedFrom, typeChangingEffectExists, view } from "./continuous.js";
import { effectContext } from "./effect-context.js";
import { hasComposedParts, matchesComposedParts } from "./filters.js";
import { activateManaAbility, canPayNow, manaSources, planPayment, planWith, payPlan, type PaymentPlan } from "./mana.js";
import { castCostError, castManaCost, convokeError, costAfterConvoke, costAfterDelve, costError, delveError, hasOtherCosts, paidCost, payCastCosts, payCosts } from "./costs.js";
import { loyaltyActivationError, payLoyaltyCost } from "./planeswalkers.js";
import { resolveCombatDamage } from "./combat.js";
import { MANA_COLORS, objectIdAt, type ObjectState, type PendingTrigger, type StackItem } from "./state.js";
import { enterPlay, moveObject } from "./zones.js";
import { endResolutionShields } from "./shields.js";
import { payRetraceCost, playedByRetrace, retraceCostError } from "./retrace.js";
import { castFaceDown, faceDownCastError } from "./morph.js";
import { spellTargetSpecs } from "./attachments.js";
import { eventKindsMask, keywordTrigger, publish } from "./events.js";
import { delayedAbility } from "./delayed.js";
import { interveningIfHolds } from "./intervening-if.js";
import { chooseModesAndTargets, modalCastError } from "./modes.js";
import { splitSecondError } from "./split-second.js";
import { chooseDivision, divisionError, dividesAny } from "./division.js";
import { activatedAbilityAt, grantedAbilityCode, grantedTriggerCode, type GrantedAbilityRef } from "./granted-abilities.js";

// ---------------------------------------------------------------------------------------------------------
// Targets (409.1c)


/**
 * A stack item while it is made: its optional fields (modes, division, a trigger's event and keyword) are assigned
 * after the literal of the fields every item has, when present, rather than spread into it (a literal with spreads
 * is built through the runtime's generic copy); once pushed it is a `StackItem`, never changed again.
 */
type StackItemBeingMade = { -readonly [K in keyof StackItem]: StackItem[K] };

/**
 * `triggeringPlayer`: the player a triggered ability's event names ("destroy target land that player controls":
 * a target filter's controller `triggeringPlayer`); absent for spells and activated abilities, whose targets
 * never name one.
 */
export function isLegalTarget(e: Engine, spec: TargetSpec, chosen: Chosen, source: ObjectId, controller: PlayerId, triggeringPlayer?: PlayerId): boolean {
  // A player with shroud ("You have shroud.", runtime/player-rules.ts) can't be the target of spells or abilities,
  // nor a player with protection from the source (502.7: "You have protection from the chosen name.").
  if (isPlayerId(e, chosen)) return spec.players && !player(e, chosen).lost && (spec.opponents !== true || chosen !== controller) && !playerHasRule(e, chosen, "shroud") && playerProtectedFrom(e, chosen, source) === undefined;
  return isLegalObjectTarget(e, spec, chosen, source, controller, triggeringPlayer);
}

/** `isLegalTarget` for an id known not to be a player's (a zone's list holds only object ids). */
function isLegalObjectTarget(e: Engine, spec: TargetSpec, chosen: Chosen, source: ObjectId, controller: PlayerId, triggeringPlayer: PlayerId | undefined): boolean {
  if (spec.objects === undefined) return false;
  const o = liveObj(e, chosen);
  return o !== undefined && isLegalTargetObject(e, spec.objects, o, source, controller, triggeringPlayer);
}

type TargetFilter = NonNullable<TargetSpec["objects"]>;

// What target legality reads of the filter and of the continuous effects, the same for every candidate of one walk
// over the options (`walkFacts`, as bits): worked out once per walk instead of once per candidate.
const TYPE_CHANGING = 1;
const KEYWORD_GRANTING = 2;
const COMPOSED = 4;

function walkFacts(e: Engine, filter: TargetFilter): number {
  return (typeChangingEffectExists(e) ? TYPE_CHANGING : 0) | (keywordGrantingEffectExists(e) ? KEYWORD_GRANTING : 0) | (hasComposedParts(filter) ? COMPOSED : 0);
}

/**
 * Whether a live object fits a target filter (409.1c). `known`: the filter's and the effects' facts (`walkFacts`)
 * when a walk over many candidates worked them out; -1 (one check): each is looked up when it is needed.
 */
function isLegalTargetObject(e: Engine, filter: TargetFilter, o: ObjectState, source: ObjectId, controller: PlayerId, triggeringPlayer: PlayerId | undefined, known = -1): boolean {
  if (filter.other === true && o.id === source) return false;
  // The characteristics a filter reads are the definition's (its types; the mana value of its cost) unless a
  // type-changing effect applies (only in play): then the view's. No view is built for most candidates, nor
  // for one whose printed types can't match (`mayHaveTypes`; with the definition, matching checks them anyway).
  if (filter.manaValueAtMost !== undefined || (o.zone === "play" && (known < 0 ? typeChangingEffectExists(e) : (known & TYPE_CHANGING) !== 0))) {
    if (!mayHaveTypes(e, o, filter.types) || !matchesCharacteristics(view(e, o), filter, o.zone)) return false;
  } else if (!matchesCharacteristics(definitionOf(e, o), filter, o.zone)) return false;
  // Colours, subtypes, status, combat, power … (runtime/filters.ts): the view's, i.e. the current ones.
  if ((known < 0 ? hasComposedParts(filter) : (known & COMPOSED) !== 0) && !matchesComposedParts(e, view(e, o), filter, o.zone)) return false;
  if (filter.controller !== undefined) {
    const who = controllerOf(e, o); // the view's controller in play (layer 2), its owner elsewhere
    if (filter.controller === "you" ? who !== controller : filter.controller === "opponent" ? who === controller : who !== triggeringPlayer) return false;
  }
  // The keywords below come from the definition or an effect granting keywords: most permanents, with neither,
  // skip their checks (each would look for its keyword in both).
  if (o.zone !== "play" || (o.alive && !definitionEntry(e, o).facts.limitsTargeting && !(known < 0 ? keywordGrantingEffectExists(e) : (known & KEYWORD_GRANTING) !== 0))) return true;
  // Shroud (502): "This permanent can't be the target of spells or abilities", its controller's included. Checked
  // here, so it holds when targets are chosen (409.1c) and again on resolution (413.2a).
  if (o.zone === "play" && hasKeywordNow(e, o, "Shroud")) return false;
  // Hexproof (2007: "can't be the target of spells or abilities your opponents control"): the spell's or
  // ability's controller is an opponent of the permanent's controller. The same check on play and resolution.
  if (o.zone === "play" && controllerOf(e, o) !== controller && hasKeywordNow(e, o, "Hexproof")) return false;
  // Protection from a colour (502.7): not the target of spells of that colour or abilities from sources of it.
  if (o.zone === "play" && protectedFrom(e, o, source)) return false;
  // "~ can't be the target of blue or black spells." (a static ability of the permanent's definition)
  if (o.zone === "play" && untargetableBySpell(e, o, source)) return false;
  return true;
}

/** Whether the source is a spell one of the permanent's "can't be the target of … spells" abilities describes. */
function untargetableBySpell(e: Engine, o: ObjectState, source: ObjectId): boolean {
  const s = obj(e, source);
  // A spell's targets are chosen as it is played (the card still in its hand) and checked again on the stack; an
  // ability's source is a permanent, or a card in a graveyard (a hand's abilities with targets, such as reinforce,
  // are read as spells here: none of the era's untargetable cards meets one).
  if (s === undefined || (s.zone !== "stack" && s.zone !== "hand")) return false;
  const abilities = definitionOf(e, o).abilities;
  for (let i = 0; i < abilities.length; i++) {
    const ability = abilities[i];
    if (ability.kind !== "static" || ability.untargetableBy === undefined) continue;
    const v = view(e, s);
    if (matchesCharacteristics(v, ability.untargetableBy, ability.untargetableBy.zone ?? "play") && matchesComposedParts(e, v, ability.untargetableBy, "stack")) return true;
  }
  return false;
}

/** Whether some continuous effect grants keywords (layer 5 of `view`; `hasKeywordNow` looks at these). */
function keywordGrantingEffectExists(e: Engine): boolean {
  const effects = e.s.effects;
  for (let i = 0; i < effects.length; i++) if (effects[i].keywords !== undefined) return true;
  return false;
}

/** Every legal choice for one target spec, players first, then objects in zone order (`triggeringPlayer`: see `isLegalTarget`). */
export function targetOptions(e: Engine, spec: TargetSpec, source: ObjectId, controller: PlayerId, triggeringPlayer?: PlayerId): Chosen[] {
  const out: Chosen[] = [];
  walkTargetOptions(e, spec, source, controller, out, Infinity, triggeringPlayer);
  return out;
}

/** Whether `targetOptions` would offer at least `atLeast` choices (it stops counting there). */
export function hasTargetOptions(e: Engine, spec: TargetSpec, source: ObjectId, controller: PlayerId, atLeast: number): boolean {
  return atLeast <= 0 || walkTargetOptions(e, spec, source, controller, null, atLeast, undefined) >= atLeast;
}

/**
 * The one walk over a spec's legal choices, in `targetOptions`' order: each is appended to `out` (if given);
 * returns how many were found, stopping at `enough`.
 */
function walkTargetOptions(e: Engine, spec: TargetSpec, source: ObjectId, controller: PlayerId, out: Chosen[] | null, enough: number, triggeringPlayer: PlayerId | undefined): number {
  let found = 0;
  if (spec.players) {
    const players = e.s.players;
    for (let i = 0; i < players.length; i++) {
      if (players[i].lost || (spec.opponents === true && players[i].id === controller) || playerHasRule(e, players[i].id, "shroud") || playerProtectedFrom(e, players[i].id, source) !== undefined) continue;
      if (out !== null) out.push(players[i].id);
      if (++found >= enough) return found;
    }
  }
  const filter = spec.objects;
  if (filter === undefined) return found;
  const permanents = permanentCandidates(e, filter);
  if (permanents !== null) {
    const known = permanents.length > 0 ? walkFacts(e, filter) : 0;
    for (let i = 0; i < permanents.length; i++) {
      const o = e.s.objects[permanents[i]]!;
      if (!isLegalTargetObject(e, filter, o, source, controller, triggeringPlayer, known)) continue;
      if (out !== null) out.push(o.id);
      if (++found >= enough) return found;
    }
    return found;
  }
  const candidates = otherCandidates(e, filter);
  for (let i = 0; i < candidates.length; i++) {
    if (!isLegalObjectTarget(e, spec, candidates[i], source, controller, triggeringPlayer)) continue;
    if (out !== null) out.push(candidates[i]);
    if (++found >= enough) return found;
  }
  return found;
}

/**
 * For a filter of permanents, the table slots of those it can match, in play order; null for another zone (see
 * `otherCandidates`). Each is still asked whether it fits. A filter for creatures or planeswalkers (the usual
 * one) can match only permanents that may be one now (`mayBeCreaturesOrPlaneswalkers`), not the lands that make
 * up most of play.
 */
function permanentCandidates(e: Engine, filter: TargetFilter): readonly number[] | null {
  if ((filter.zone ?? "play") !== "play") return null;
  return onlyCreaturesOrPlaneswalkers(filter.types) ? mayBeCreaturesOrPlaneswalkers(e) : playIndex(e).slots;
}

/** The objects a filter of another zone than play can match, in zone order (spells only, on the stack). */
function otherCandidates(e: Engine, filter: TargetFilter): readonly ObjectId[] {
  const zone = filter.zone ?? "play";
  if (zone === "stack") return e.s.stack.filter((i) => i.kind === "spell").map((i) => i.id);
  return e.s.players.flatMap((p) => p[zone as "library" | "hand" | "graveyard" | "removed"]);
}

/** Whether a filter's types (at least one of them) are all creature or planeswalker. */
function onlyCreaturesOrPlaneswalkers(types: readonly CardType[] | undefined): boolean {
  if (types === undefined || types.length === 0) return false;
  for (const t of types) if (t !== "Creature" && t !== "Planeswalker") return false;
  return true;
}

/**
 * 409.1c: the chosen targets fit the specs. `name` is the spell's name, or for an ability (`ofAbility`) its
 * source's; the message's wording is built only for an error (this runs for every action listed or submitted).
 */
function targetsError(
  e: Engine,
  specs: TargetSpec[],
  targets: Chosen[][] | undefined,
  source: ObjectId,
  controller: PlayerId,
  name: string,
  ofAbility: boolean,
): string | null {
  const given = targets ?? [];
  if (!Array.isArray(given) || given.length > specs.length) {
    return `409.1c: ${label(name, ofAbility)} has ${specs.length} target group(s); ${Array.isArray(given) ? given.length : "no list"} given`;
  }
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i];
    const chosen = given[i] ?? [];
    if (!Array.isArray(chosen) || chosen.length < spec.min || chosen.length > spec.max) {
      const range = spec.min === spec.max ? `${spec.min}` : `${spec.min} to ${spec.max}`;
      return `409.1c: ${label(name, ofAbility)} needs ${range} target(s) in group ${i + 1}; ${Array.isArray(chosen) ? chosen.length : 0} given`;
    }
    if (hasRepeat(chosen)) return `409.1c: ${label(name, ofAbility)}: the same target was chosen twice in group ${i + 1}`;
    if (spec.distinct === true && sharesEarlierTarget(given, i)) return `409.1c: ${label(name, ofAbility)}: group ${i + 1} ("another target") must differ from the earlier targets`;
    for (const t of chosen) {
      if (!isLegalTarget(e, spec, t, source, controller)) return `409.1c: ${String(t)} is not a legal target for ${label(name, ofAbility)}`;
    }
  }
  return null;
}

/** Whether a target chosen for group `index` was chosen for an earlier group too (409.1c, "another target"). */
function sharesEarlierTarget(groups: readonly (readonly Chosen[])[], index: number): boolean {
  const chosen = groups[index] ?? [];
  for (let j = 0; j < index; j++) for (const t of chosen) if ((groups[j] ?? []).includes(t)) return true;
  return false;
}

/**
 * A spec's options less the targets chosen for earlier groups when it is a distinct one ("another target", 409.1c);
 * the options themselves otherwise (no copy: most specs are not distinct).
 */
export function distinctOptions(spec: TargetSpec, options: Chosen[], earlier: readonly (readonly Chosen[] | undefined)[]): Chosen[] {
  if (spec.distinct !== true) return options;
  return options.filter((t) => !earlier.some((group) => group !== undefined && group.includes(t)));
}

function label(name: string, ofAbility: boolean): string {
  return ofAbility ? `${name}'s ability` : name;
}

/** Whether a value occurs twice (SameValueZero, as a Set compares; groups hold a target or two, so no Set). */
function hasRepeat(values: readonly unknown[]): boolean {
  for (let i = 1; i < values.length; i++) {
    const v = values[i];
    for (let j = 0; j < i; j++) if (values[j] === v || (v !== v && values[j] !== values[j])) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Casting spells

function isMainPhase(step: string): boolean {
  return step === "main1" || step === "main2";
}

/**
 * `modalCastError` with this cast's targets checked for the modes chosen. A function of its own: its callback
 * captures the arguments, which `castError` (asked for every spell listed) would otherwise allocate on every call.
 */
function modalSpellCastError(e: Engine, def: CardDefinition, specs: readonly TargetSpec[], modes: ModesDefinition, action: Extract<Action, { kind: "cast" }>, card: ObjectId): string | null {
  return modalCastError(e, def, specs, modes, action, card, (modeSpecs) => targetsError(e, modeSpecs, action.targets, card, action.player, def.name, false));
}

/** Sorcery timing: the player's own main phase, with an empty stack (spells other than instants, 212.9a, 212.9f). */
export function sorceryTimingOk(e: Engine, playerId: PlayerId): boolean {
  return activePlayerId(e) === playerId && isMainPhase(e.s.step) && e.s.stack.length === 0;
}

interface Prepared {
  plan: PaymentPlan;
  x: number;
}

export function castError(e: Engine, action: Extract<Action, { kind: "cast" }>): string | Prepared {
  if (action.faceDown === true) return faceDownCastError(e, action); // morph (502.26a, runtime/morph.ts)
  const o = liveObj(e, action.card);
  // Flashback (502.23): a card with flashback may be played from its owner's graveyard for its flashback cost, and
  // only from there (the alternative cost is the graveyard's). Retrace (runtime/retrace.ts): a card with retrace may
  // be played from its owner's graveyard.
  const flashback = action.alternativeCost === "flashback";
  if (flashback && o !== undefined && o.zone !== "graveyard") return `502.23: ${definitionOf(e, o).name} is played for its flashback cost only from its owner's graveyard`;
  const retrace = o !== undefined && o.zone === "graveyard" && !flashback && playedByRetrace(o, definitionOf(e, o), action.player);
  if (o === undefined || (o.zone !== "hand" && !retrace && !flashback) || o.owner !== action.player) {
    return `409.1a: ${action.card} is not a card in ${action.player}'s hand${o !== undefined && o.zone === "graveyard" ? " (a card is played from a graveyard only by retrace or for its flashback cost)" : ""}`;
  }
  const def = definitionOf(e, o);
  if (retrace) {
    const retraceError = retraceCostError(e, def, action.player);
    if (retraceError !== null) return retraceError;
  }
  if (contains(def.types, "Land")) return `a land is not played as a spell: use the playLand action for ${def.name}`;
  if (def.manaCost === null) return `${def.name} has no mana cost and can't be played as a spell`;
  const forbiddenBy = spellForbiddenBy(e, action.player, o); // "You can't play creature spells." (runtime/player-rules.ts)
  if (forbiddenBy !== undefined) return `409.1a: ${action.player} can't play ${def.name}: ${forbiddenBy} forbids it`;
  const splitSecond = splitSecondError(e, "spells"); // 502.58a (runtime/split-second.ts)
  if (splitSecond !== null) return splitSecond;
  const optionalCostError = castCostError(e, def, action);
  if (optionalCostError !== null) return optionalCostError;
  // Flash (502): "You may play this spell any time you could play an instant." Only the card's own flash counts:
  // it is in a hand, where no continuous effect of this rule set grants abilities.
  if (!contains(def.types, "Instant") && !contains(def.keywords, "Flash") && !sorceryTimingOk(e, action.player)) {
    return contains(def.types, "Planeswalker")
      ? `212.9a: ${def.name} can be played only during a main phase of your turn when the stack is empty`
      : `sorcery timing: ${def.name} can be played only during a main phase of your turn when the stack is empty`;
  }
  const x = action.x ?? 0;
  if (!Number.isInteger(x) || x < 0) return `409.1b: X must be a whole number ≥ 0 (got ${String(action.x)})`;
  if (def.manaCost.x === 0 && x !== 0) return `409.1b: ${def.name} has no X in its cost`;
  // An Aura spell targets what it will enchant (runtime/attachments.ts).
  const specs = spellTargetSpecs(def);
  // A modal spell: its modes, then only their targets (runtime/modes.ts).
  const modes = def.spell?.modes;
  const error =
    modes === undefined
      ? action.modes !== undefined
        ? `409.1b: ${def.name} is not modal: it has no modes to choose (leave out the action's modes)`
        : targetsError(e, specs, action.targets, o.id, action.player, def.name, false)
      : modalSpellCastError(e, def, specs, modes, action, o.id);
  if (error !== null) return error;
  const divideError = divisionError(specs, action.targets, x, def.name);
  if (divideError !== null) return divideError;
  // 502.64a: delve removes cards from the graveyard, each reducing the cost by {1} (runtime/costs.ts).
  const delve = delveError(e, def, action, o);
  if (delve !== null) return delve;
  // 502.46a: convoke taps creatures, each reducing the cost by one mana of its colours or {1} (runtime/costs.ts).
  const convoke = convokeError(e, def, action);
  if (convoke !== null) return convoke;
  const total = costAfterConvoke(e, costAfterDelve(spellCostWithChanges(e, o, action.player, castManaCost(def, action)!), x, action.delve), x, action.convoke); // 409.1f
  // A creature tapped for convoke can't also be tapped for mana: the plan is made without it as a source.
  const tapping = action.convoke;
  const plan =
    tapping === undefined || tapping.length === 0
      ? planPayment(e, action.player, total, x, null)
      : planWith(player(e, action.player).pool, manaSources(e, action.player, null).filter((source) => !tapping.includes(source.object)), total, x, action.player);
  if (typeof plan === "string") return plan;
  return { plan, x };
}

/** The colours of mana a payment plan spends from the pool (colourless is no colour). */
function spentColors(plan: PaymentPlan): Color[] {
  const colors: Color[] = [];
  for (let c = 0; c < 5; c++) if (plan.spend[c] > 0) colors.push(MANA_COLORS[c] as Color);
  return colors;
}

export function cast(e: Engine, action: Extract<Action, { kind: "cast" }>, prepared: Prepared): void {
  if (action.faceDown === true) return castFaceDown(e, action, prepared); // morph (502.26a, runtime/morph.ts)
  const o = obj(e, action.card)!;
  const def = definitionOf(e, o);
  // 409.1b: a modal spell's modes, chosen before its targets; asked when the action does not name them.
  const modes = def.spell?.modes;
  const asked = modes !== undefined && action.modes === undefined ? chooseModesAndTargets(e, def, spellTargetSpecs(def), modes, o.id, action.player) : undefined;
  const byRetrace = o.zone === "graveyard" && action.alternativeCost !== "flashback"; // castError allowed a graveyard only by retrace or flashback
  const onStack = moveObject(e, o.id, "stack");
  const item: StackItemBeingMade = {
    id: onStack,
    kind: "spell",
    source: onStack,
    card: o.card,
    ability: -1,
    controller: action.player,
    x: prepared.x,
    targets: asked !== undefined ? asked.targets : (action.targets ?? []).map((t) => t.slice()),
    description: def.name,
    damage: null,
  };
  if (modes !== undefined) item.modes = asked !== undefined ? asked.modes : action.modes!.slice().sort((a, b) => a - b);
  const paidFor = paidCost(action); // an alternative or additional cost paid (evoke, conspire)
  if (paidFor !== undefined) item.paid = paidFor;
  // 409.1d: the division of divided damage is announced after the targets, before the cost is paid.
  const divided = chooseDivision(e, spellTargetSpecs(def), item.targets, prepared.x, action.player, def.name);
  if (divided !== undefined) item.divided = divided;
  // What "if {U} was spent to play ~" asks as it resolves (families/conditional): the colours its payment spends.
  const spent = spentColors(prepared.plan);
  if (spent.length > 0) item.manaSpent = spent;
  e.s.stack.push(item);
  payPlan(e, action.player, prepared.plan);
  payCastCosts(e, def, action);
  if (byRetrace) payRetraceCost(e, def, action.player);
  const spell = writable(e, obj(e, onStack)!);
  spell.controller = action.player;
  const paid = paidCost(action);
  if (paid !== undefined) spell.paid = paid;
  if (modes !== undefined && item.modes !== undefined) {
    log(e, { kind: "cast", player: action.player, card: def.name, object: onStack, x: prepared.x, targets: item.targets, modes: item.modes.map((index) => modes.modes[index].text) });
  } else {
    log(e, { kind: "cast", player: action.player, card: def.name, object: onStack, x: prepared.x, targets: item.targets });
  }
  publish(e, { kind: "spellPlayed", player: action.player, spell: onStack });
  publishTargeted(e, item, true);
}

/** The bus bit of `becomesTarget` (events.ts), worked out on first use. */
let becomesTargetBit = 0;

/**
 * "Whenever ~ becomes the target of a spell or ability": each permanent a spell or ability just put on the stack
 * targets, once however many of its targets name it; only when some definition seen can trigger on it.
 */
export function publishTargeted(e: Engine, item: StackItem, spell: boolean): void {
  if (becomesTargetBit === 0) becomesTargetBit = eventKindsMask(["becomesTarget"]);
  if ((seenDefinitions(e).triggerEvents & becomesTargetBit) === 0) return;
  const seen: ObjectId[] = [];
  for (const group of item.targets) {
    for (const chosen of group) {
      if (isPlayerId(e, chosen) || seen.includes(chosen as ObjectId)) continue;
      const o = obj(e, chosen as ObjectId);
      if (o === undefined || !o.alive || o.zone !== "play") continue;
      seen.push(o.id);
      publish(e, { kind: "becomesTarget", object: o.id, controller: item.controller, spell });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Activating abilities

/**
 * What `activateError` prepares: X and the permanent. Its mana payment is only checked (the listing asks this of
 * every ability it lists, and builds no plan); `activate`, performed next from the same state, plans it.
 */
interface PreparedActivation {
  x: number;
  o: ObjectState;
}

export function activateError(e: Engine, action: Extract<Action, { kind: "activate" }>): string | PreparedActivation {
  const o = liveObj(e, action.object);
  if (o === undefined || (o.zone !== "play" && o.zone !== "hand" && o.zone !== "graveyard")) return `409.1a: ${action.object} is not a permanent in play`;
  const error = abilityPlayError(e, o, action.player, action.ability, action.x);
  if (error !== null) return error;
  const def = definitionOf(e, o);
  const ability = activatedAbilityAt(e, o, def, action.ability)!.ability;
  const x = action.x ?? 0;
  const targetError = targetsError(e, ability.targets, action.targets, o.id, action.player, def.name, true);
  if (targetError !== null) return targetError;
  const divideError = dividesAny(ability.targets) ? divisionError(ability.targets, action.targets, x, `${def.name}'s ability`) : null;
  if (divideError !== null) return divideError;
  // The plan's message says what is missing: made only when the cost can't be paid.
  if (!abilityManaPayable(e, o, ability, action.player, x)) return planPayment(e, action.player, ability.cost.mana!, x, manaExclude(o, ability)) as string;
  return { x, o };
}

/**
 * The checks of `activateError` before the targets (409.1a the controller and the ability, 409.1b X, 212.9f
 * loyalty abilities, 409.1h {T}), for a permanent in play: an error message, or null. The listing asks this
 * before it enumerates an ability's targets (its choices are legal by construction), then the mana cost
 * (`abilityManaPayable`), so it makes the same checks in the same order as a submitted activation meets them.
 */
export function abilityPlayError(e: Engine, o: ObjectState, playerId: PlayerId, index: number, givenX: number | undefined): string | null {
  // What the checks read of the permanent as it is now, without building its view (the listing asks this of
  // every ability it lists): the controller (layer 2), types and keywords; a view's name is its definition's.
  const def = definitionOf(e, o);
  const name = def.name;
  // Its own abilities, then those other permanents' static abilities grant it (runtime/granted-abilities.ts).
  const ability = index < def.abilities.length ? def.abilities[index] : activatedAbilityAt(e, o, def, index)?.ability;
  // "Any player may play this ability." (Feral Hydra): the player who plays it controls it (stack.ts `activate`).
  const anyPlayer = ability !== undefined && ability.kind === "activated" && ability.cost.restriction?.anyPlayer === true;
  if (!anyPlayer && controllerOf(e, o) !== playerId) return `409.1a: ${playerId} doesn't control ${name}`;
  if (ability === undefined || ability.kind !== "activated") {
    return `409.1a: ${name} has no activated ability number ${index}`;
  }
  // "Enchanted creature … and its activated abilities can't be played." (Prison Term): asked only in games of a
  // registry with such a card.
  if (registryStopsAbilities(e) && hasRestriction(e, o, "abilitiesCantBePlayed")) return `409.1: an effect says ${name}'s activated abilities can't be played`;
  // "Activated abilities of sources with the chosen name can't be played unless they're mana abilities." (Pithing
  // Needle: runtime/player-rules.ts, asked only in games of a registry whose cards make player rules).
  const forbiddenBy = abilityForbiddenBy(e, playerId, o, ability.mana === true);
  if (forbiddenBy !== undefined) return `409.1: ${forbiddenBy} says activated abilities of ${name} can't be played unless they're mana abilities`;
  // 502.58a: while a spell with split second is on the stack, only mana abilities (runtime/split-second.ts).
  if (ability.mana !== true) {
    const splitSecond = splitSecondError(e, "activated abilities that aren't mana abilities");
    if (splitSecond !== null) return splitSecond;
  }
  // Most abilities are played in play; one whose cost discards its own card (cycling) from its owner's hand; unearth
  // from its owner's graveyard.
  if ((ability.cost.zone ?? "play") !== o.zone) {
    return ability.cost.zone !== undefined ? `409.1a: this ability of ${name} is played from its owner's ${ability.cost.zone}` : `409.1a: ${o.id} is not a permanent in play`;
  }
  const x = givenX ?? 0;
  if (!Number.isInteger(x) || x < 0) return `409.1b: X must be a whole number ≥ 0 (got ${String(givenX)})`;
  const hasX = ability.cost.loyalty === "-X" || (ability.cost.mana?.x ?? 0) > 0;
  if (!hasX && x !== 0) return `409.1b: this ability of ${name} has no X in its cost`;
  if (ability.cost.loyalty !== undefined) {
    const error = loyaltyActivationError(e, o, ability, playerId, x);
    if (error !== null) return error;
  }
  // Equip: "Equip only as a sorcery" (its controller's main phase, with an empty stack).
  if (ability.sorcerySpeed === true && !sorceryTimingOk(e, playerId)) {
    return `sorcery timing: this ability of ${name} can be played only as a sorcery (during a main phase of your turn when the stack is empty)`;
  }
  if (ability.cost.tap === true) {
    if (o.tapped) return `409.1h: ${name} is tapped, so its {T} ability can't be played`;
    if (hasTypeNow(e, o, "Creature") && o.controlledSinceTurn >= e.s.turnNumber && !hasKeywordNow(e, o, "Haste")) {
      return `summoning sickness: ${name} hasn't been under ${playerId}'s control since the start of the turn, so its {T} ability can't be played`;
    }
  }
  if (hasOtherCosts(ability)) return costError(e, o, ability, index, playerId, name);
  return null;
}

/** 409.1h: whether the ability's mana cost (if any) can be paid now with X = x (the permanent's own {T} aside). */
export function abilityManaPayable(e: Engine, o: ObjectState, ability: ActivatedAbilityDefinition, playerId: PlayerId, x: number): boolean {
  return ability.cost.mana === undefined || canPayNow(e, playerId, ability.cost.mana, x, manaExclude(o, ability));
}

/** A permanent whose ability costs {T} can't also be tapped for mana to pay for it. */
function manaExclude(o: ObjectState, ability: ActivatedAbilityDefinition): ObjectId | null {
  return ability.cost.tap === true ? o.id : null;
}

export function activate(e: Engine, action: Extract<Action, { kind: "activate" }>, prepared: PreparedActivation): void {
  const o = prepared.o;
  const def = definitionOf(e, o);
  const found = activatedAbilityAt(e, o, def, action.ability)!;
  const ability = found.ability;
  if (ability.mana === true) {
    activateManaAbility(e, o, action.ability, action.player, prepared.x, found.granted !== undefined ? found : undefined);
    log(e, { kind: "manaAbility", player: action.player, object: o.id, pool: player(e, action.player).pool.slice() });
    return;
  }
  // 409.1h: pay the total cost (activateError found the mana payable in this state).
  if (ability.cost.mana !== undefined) payPlan(e, action.player, planPayment(e, action.player, ability.cost.mana, prepared.x, manaExclude(o, ability)) as PaymentPlan);
  if (ability.cost.tap === true) setTapped(e, o, true);
  if (ability.cost.loyalty !== undefined) payLoyaltyCost(e, o, ability.cost.loyalty, prepared.x);
  const sacrificed = hasOtherCosts(ability) ? payCosts(e, o, ability, action.ability, action.player) : undefined;
  const id = newStackId(e);
  const item: StackItem = {
    id,
    kind: "activated",
    source: o.id,
    card: o.card,
    ability: action.ability,
    controller: action.player,
    x: prepared.x,
    targets: (action.targets ?? []).map((t) => t.slice()),
    description: `${def.name}: ${ability.text}`,
    damage: null,
  };
  if (found.granted !== undefined) (item as { granted?: GrantedAbilityRef }).granted = found.granted;
  const divided = chooseDivision(e, ability.targets, item.targets, prepared.x, action.player, `${def.name}'s ability`);
  if (divided !== undefined) (item as { divided?: typeof divided }).divided = divided;
  if (sacrificed !== undefined) (item as { sacrificed?: readonly ObjectId[] }).sacrificed = sacrificed;
  e.s.stack.push(item);
  log(e, { kind: "activate", player: action.player, object: o.id, ability: action.ability, x: prepared.x, targets: item.targets });
  publishTargeted(e, item, false);
  // 502.18: playing a cycling ability is cycling the card ("When you cycle ~"): the card, now in the graveyard.
  if (ability.cycling === true) publish(e, { kind: "cycled", player: action.player, card: o.id, newObject: player(e, action.player).graveyard.at(-1) ?? o.id });
}

/** Abilities on the stack are objects too: they get ids from the same sequence (no state record needed). */
export function newStackId(e: Engine): ObjectId {
  const objects = ownObjects(e);
  e.cache.recordStamp++;
  const id = objectIdAt(objects.length);
  objects.push(null);
  return id;
}

// ---------------------------------------------------------------------------------------------------------
// Triggered abilities (410)

/** Puts pending triggered abilities on the stack, active player's first. Returns whether any was put. */
export function putTriggersOnStack(e: Engine): boolean {
  // Asked before every priority, and most often there is nothing to put: the work (with its closures, whose
  // captured context a function allocates on every call, before its first line) is in a function of its own.
  return e.s.pendingTriggers.length === 0 ? false : putPendingTriggersOnStack(e);
}

/** `putTriggersOnStack` with some trigger pending. */
function putPendingTriggersOnStack(e: Engine): boolean {
  const s = e.s;
  const pending = s.pendingTriggers;
  s.pendingTriggers = [];
  const order: PlayerId[] = [];
  for (let i = 0; i < s.players.length; i++) order.push(s.players[(s.active + i) % s.players.length].id);
  let any = false;
  for (const p of order) {
    let mine = pending.filter((trigger) => trigger.controller === p);
    // 410 (2007): a player with several triggered abilities to put on the stack at once chooses their order.
    const ordered: PendingTrigger[] = [];
    while (mine.length > 1) {
      const labels = mine.map((trigger, i) => `${i + 1}: ${triggerLabel(e, trigger)}`);
      const [first] = ask(e, {
        player: p,
        kind: "triggerOrder",
        prompt: "choose which triggered ability goes on the stack next (the last one put on the stack resolves first)",
        options: labels,
        min: 1,
        max: 1,
      });
      const index = labels.indexOf(first as string);
      ordered.push(mine[index]);
      mine = mine.filter((_, i) => i !== index);
    }
    ordered.push(...mine);
    for (const trigger of ordered) {
      if (trigger.delayed !== undefined) {
        if (putDelayedOnStack(e, trigger, p)) any = true;
        continue;
      }
      const source = obj(e, trigger.source);
      if (source === undefined) continue;
      const def = definitionOf(e, source);
      const ability = triggeredAbility(e, def, trigger);
      if (ability === undefined) continue;
      const targets: Chosen[][] = [];
      let possible = true;
      for (const spec of ability.targets) {
        const options = distinctOptions(spec, targetOptions(e, spec, source.id, p, trigger.event?.player), targets);
        if (options.length < spec.min) {
          possible = false;
          break;
        }
        targets.push(
          ask(e, {
            player: p,
            kind: "targets",
            prompt: `choose target(s) for ${def.name}: ${ability.text}`,
            options,
            min: spec.min,
            max: spec.max,
          }) as Chosen[],
        );
      }
      if (!possible) {
        log(e, { kind: "triggerRemoved", source: source.id, reason: "410.4: no legal targets", text: ability.text });
        continue;
      }
      const id = newStackId(e);
      const item: StackItemBeingMade = {
        id,
        kind: "triggered",
        source: source.id,
        card: source.card,
        ability: trigger.ability,
        controller: p,
        x: 0,
        targets,
        description: `${def.name}: ${ability.text}`,
        damage: null,
      };
      if (trigger.event !== undefined) item.event = trigger.event;
      if (trigger.keyword !== undefined) item.keyword = trigger.keyword;
      if (trigger.granted !== undefined) (item as { granted?: GrantedAbilityRef }).granted = trigger.granted;
      s.stack.push(item);
      log(e, { kind: "trigger", id, source: source.id, controller: p, text: ability.text, targets });
      if (targets.length > 0) publishTargeted(e, item as StackItem, false);
      any = true;
    }
  }
  return any;
}

/**
 * A delayed triggered ability that triggered (runtime/delayed.ts) goes on the stack with the creation's targets
 * and X: it chooses none of its own (its source, the creating spell or ability, may be long gone).
 */
function putDelayedOnStack(e: Engine, trigger: PendingTrigger, p: PlayerId): boolean {
  const delayed = trigger.delayed!;
  const ability = delayedAbility(e, trigger.card, delayed.ref);
  if (ability === undefined) return false;
  const id = newStackId(e);
  const item: StackItem = {
    id,
    kind: "triggered",
    source: trigger.source,
    card: trigger.card,
    ability: -1,
    controller: p,
    x: delayed.x,
    targets: delayed.targets,
    description: `${trigger.card}: ${ability.text}`,
    damage: null,
    ...(trigger.event !== undefined ? { event: trigger.event } : {}),
    delayed: delayed.ref,
    ...(delayed.made !== undefined ? { made: delayed.made } : {}),
  };
  e.s.stack.push(item);
  log(e, { kind: "trigger", id, source: trigger.source, controller: p, text: ability.text, targets: item.targets, delayed: true });
  return true;
}

function triggerLabel(e: Engine, trigger: PendingTrigger): string {
  if (trigger.delayed !== undefined) return `${trigger.card}: ${delayedAbility(e, trigger.card, trigger.delayed.ref)?.text ?? "delayed triggered ability"}`;
  const source = obj(e, trigger.source);
  if (source === undefined) return trigger.card;
  const def = definitionOf(e, source);
  return `${def.name}: ${triggeredAbility(e, def, trigger)?.text ?? "triggered ability"}`;
}

/**
 * The triggered ability a pending trigger or stack item is: one of the definition's, a triggered keyword's, or one
 * granted in quotes (runtime/granted-abilities.ts: found from the granting card, even if the grant has ended).
 */
function triggeredAbility(e: Engine, def: CardDefinition, trigger: { ability: number; keyword?: Keyword; granted?: GrantedAbilityRef }): TriggeredAbilityDefinition | undefined {
  if (trigger.granted !== undefined) return trigger.granted.trigger === true ? grantedTriggerCode(e, trigger.granted) : undefined;
  if (trigger.keyword !== undefined) return keywordTrigger(trigger.keyword);
  const ability = def.abilities[trigger.ability];
  return ability?.kind === "triggered" ? ability : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Resolution (413)

function codeOf(def: CardDefinition, item: StackItem): { specs: TargetSpec[]; resolve: SpellDefinition["resolve"] } | null {
  if (item.keyword !== undefined) {
    const ability = keywordTrigger(item.keyword);
    return ability === undefined ? null : { specs: ability.targets, resolve: ability.resolve };
  }
  if (item.ability < 0) return def.spell === undefined ? null : { specs: def.spell.targets, resolve: def.spell.resolve };
  const ability = def.abilities[item.ability];
  if (ability === undefined || (ability.kind !== "activated" && ability.kind !== "triggered")) return null;
  return { specs: ability.targets, resolve: ability.resolve };
}

/** A granted ability's code (runtime/granted-abilities.ts), found from the granting card even if the grant ended. */
function grantedCode(e: Engine, ref: GrantedAbilityRef): { specs: TargetSpec[]; resolve: SpellDefinition["resolve"] } | null {
  const ability = ref.trigger === true ? grantedTriggerCode(e, ref) : grantedAbilityCode(e, ref);
  return ability === undefined ? null : { specs: ability.targets, resolve: ability.resolve };
}

/**
 * 104.4b (2007): a game caught in a loop of mandatory actions is a draw. The engine's test for "mandatory": this
 * many resolutions in a row with no player taking an action other than passing priority (see
 * GameState.resolutionsWithoutChoice).
 */
const MANDATORY_LOOP_LIMIT = 1000;

export function resolveTop(e: Engine): void {
  const item = e.s.stack.pop();
  if (item === undefined) return;
  if (++e.s.resolutionsWithoutChoice > MANDATORY_LOOP_LIMIT) {
    e.s.over = true;
    e.s.winner = null;
    e.s.stack.push(item); // it doesn't resolve: the game ends with it on the stack
    e.s.pendingTriggers = [];
    log(e, { kind: "gameOver", winner: null, rule: "104.4b", reason: `a loop of mandatory actions (${MANDATORY_LOOP_LIMIT} resolutions in a row with no player acting)` });
    return;
  }
  if (item.kind === "combatDamage") {
    log(e, { kind: "resolve", id: item.id, description: item.description });
    resolveCombatDamage(e, item);
    return;
  }
  if (item.delayed !== undefined) {
    resolveDelayed(e, item);
    return;
  }
  const source = obj(e, item.source);
  if (source === undefined) return;
  const def = definitionOf(e, source);
  const code = item.granted !== undefined ? grantedCode(e, item.granted) : codeOf(def, item);
  // 410.11: an intervening "if" is checked again on resolution; if it no longer holds, the ability does nothing.
  const condition = item.kind === "triggered" ? triggeredAbility(e, def, item)?.interveningIf : undefined;
  if (condition !== undefined && !interveningIfHolds(e, condition, item.source, item.event?.player, item.event?.lki ?? item.event?.object)) {
    log(e, { kind: "triggerRemoved", source: item.source, reason: "410.11: its intervening 'if' no longer holds", text: item.description });
    return;
  }
  const specs = item.kind === "spell" ? spellTargetSpecs(def) : (code?.specs ?? []);
  // 413.2a: countered on resolution if it has targets and all of them are now illegal.
  let chosenCount = 0;
  for (let i = 0; i < item.targets.length; i++) chosenCount += item.targets[i].length;
  if (chosenCount > 0) {
    let legal = 0;
    // Loops, not callbacks: a callback here would capture `e`, `item` and `specs`, and allocate their context on
    // every resolution.
    for (let i = 0; i < item.targets.length; i++) {
      for (const t of item.targets[i]) if (specs[i] !== undefined && isLegalTarget(e, specs[i], t, item.source, item.controller, item.event?.player)) legal++;
    }
    if (legal === 0) {
      log(e, { kind: "countered", id: item.id, description: item.description, reason: "413.2a: all its targets are illegal" });
      if (item.kind === "spell" && source.alive) moveObject(e, source.id, "graveyard");
      return;
    }
  }
  log(e, { kind: "resolve", id: item.id, description: item.description });
  if (item.kind === "spell") {
    const isPermanent = !contains(def.types, "Instant") && !contains(def.types, "Sorcery");
    if (isPermanent) {
      // 212.9b: a permanent spell resolving is put into play under its controller's control; an Aura spell,
      // attached to its target (legal: 413.2a countered it otherwise).
      if (def.enchant !== undefined) {
        const host = item.targets[0]?.[0];
        enterPlay(e, source.id, item.controller, host === undefined ? { byEffect: true } : { byEffect: true, attachTo: host });
        return;
      }
      enterPlay(e, source.id, item.controller, item.paid !== undefined ? { byEffect: true, paid: item.paid, x: item.x } : { byEffect: true, x: item.x });
      return;
    }
    code?.resolve(effectContext(e, { self: source.id, controller: item.controller, x: item.x, targets: item.targets, specs, modes: item.modes, divided: item.divided, sacrificed: item.sacrificed, spentMana: item.manaSpent }));
    endResolutionShields(e); // "It can't be regenerated" lasts as long as the resolution (shields.ts)
    const after = obj(e, source.id); // re-read: the resolution may have changed the record
    if (after !== undefined && after.alive && after.zone === "stack") {
      // Buyback (502.16a): "If you do, put this spell into your hand instead of into your graveyard as it resolves."
      // (a replacement of where it goes; its owner's hand: moveObject moves a card to its owner's zones)
      if (after.paid === "buyback") {
        log(e, { kind: "replaced", object: source.id, rule: "502.16a", reason: "buyback: put into its owner's hand instead of into the graveyard as it resolves" });
        moveObject(e, source.id, "hand");
      } else moveObject(e, source.id, "graveyard");
    }
    return;
  }
  code?.resolve(effectContext(e, { self: source.id, controller: item.controller, x: item.x, targets: item.targets, specs, event: item.event, divided: item.divided, sacrificed: item.sacrificed, codeOwner: item.granted }));
  endResolutionShields(e);
}

/**
 * A delayed triggered ability resolves (410.x): it targets nothing itself, so it is never countered for illegal
 * targets; what its creation chose that is still the same object (alive, 217.1c) or a player is what it refers to.
 */
function resolveDelayed(e: Engine, item: StackItem): void {
  const ability = delayedAbility(e, item.card, item.delayed!);
  log(e, { kind: "resolve", id: item.id, description: item.description });
  if (ability === undefined) return;
  const targets = item.targets.map((group) => group.filter((t) => isPlayerId(e, t) || liveObj(e, t) !== undefined));
  ability.resolve(effectContext(e, { self: item.source, controller: item.controller, x: item.x, targets, event: item.event, ...(item.made !== undefined ? { made: item.made } : {}) }));
  endResolutionShields(e);
}
