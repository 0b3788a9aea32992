/**
 * Characteristics and continuous effects (2007 rules 418: continuous effects; 418.5 interaction: layers).
 *
 * `computeView` is the engine's one way to compute an object's characteristics. They start from its definition (a
 * card's printed values, a token's defining data); then effects apply layer by layer (418.5a of 2007), and inside
 * each layer in timestamp order (418.5b; `GameState.effects` is kept in timestamp order; a static ability's effect
 * has its permanent's timestamp):
 *   layer 1 copy effects ("Clone comes into play as a copy of that creature"): an object that came into play as a
 *     copy has the copiable values of what it copies (418.5a of 2007: the printed values, or a token's defining
 *     data, of the original, or of what the original itself copies; not counters, not other effects). They are
 *     its definition: `enterAsCopy` records what it copies on the record (`ObjectState.copyOf`) and the
 *     definition lookup (engine.ts) reads it, so its name, types, P/T, keywords and every ability (activated,
 *     triggered, static, replacement) are the copied ones wherever the rules modules look, and the layers below
 *     start from them;
 *   layer 3 text-changing effects: no card of the language makes one yet;
 *   layer 2 control-changing effects (gainControl);
 *   layer 4 type-changing effects (become: added types; static abilities' added types);
 *   layer 5 all other effects: colour, abilities added (keywords granted by spells, abilities and statics);
 *   layer 6 power/toughness, in the 2007 sublayers (418.5c):
 *     6a characteristic-defining abilities (static `powerToughness`: "equal to your life total"),
 *     6b every effect from a resolved spell or ability that sets ("becomes 5/5") or modifies ("+3/+3") P/T,
 *        set and modify together in timestamp order (so a later "becomes 5/5" overrides an earlier "+3/+3"),
 *     6c counters (+1/+1 and -1/-1),
 *     6d static abilities that modify P/T ("Creatures you control get +1/+1": an anthem adds on top of a
 *        "becomes 5/5" whatever their order),
 *     6e effects that switch P/T ("Switch ~'s power and toughness until end of turn").
 * A filter-based effect (`grantContinuously`) and a static ability check what they affect against the object as
 * it is after the layers before their own. Continuous effects apply to permanents in play only.
 *
 * Effects from resolved spells and abilities lock in the objects they affect as they happen (418.2); a static
 * ability's effect (`ContinuousEffect.ability`) affects whatever its ability names at each moment
 * (`staticAffects`), while its condition holds, and ends when its permanent leaves play (zones.ts).
 *
 * Durations: "untilEndOfTurn" ends in the cleanup step (314.2 of 2007); "restOfGame" and "permanent" never end
 * (an effect on locked-in objects simply stops mattering once they leave play: they are new objects then);
 * "whileInPlay" is a static ability's: it ends when its permanent leaves play.
 */
import type {
  CardType,
  Color,
  CombatRestriction,
  CounterKind,
  Keyword,
  ObjectFilter,
  ObjectId,
  ObjectView,
  PlayerId,
  StaticAbilityDefinition,
  StaticContext,
  StaticEffectDefinition,
  Supertype,
} from "./definition.js";
import { contains, definitionEntry, definitionOf, FACE_DOWN_CARD, forgetDefinitionEntry, obj, playIndex, sameItems, seenDefinitions, unmarkFresh, writable, type Engine } from "./engine.js";
import { staticContext } from "./effects.js";
import { gameReads } from "./effect-context.js";
import { anySubtype, hasComposedParts, isCreatureSubtype, isEveryCreatureType, matchesComposedParts, matchesUnlayeredParts } from "./filters.js";
import type { CombatState, ContinuousEffect, GameState, ObjectState, TokenData } from "./state.js";

/** An object as the layers before an effect's own have made it: what filters read. */
type PartialView = {
  id: ObjectId;
  controller: PlayerId;
  owner: PlayerId;
  types: CardType[];
  manaValue: number;
  // Set only once a type- or colour-changing effect has changed them (else the definition's are read).
  subtypes?: string[];
  allCreatureTypes?: boolean;
  noCreatureTypes?: boolean;
  colors?: Color[];
};

function affects(e: Engine, effect: ContinuousEffect, o: ObjectState, partial: PartialView): boolean {
  if (effect.ability !== undefined) return staticAffects(e, effect, o, partial);
  if (effect.objects !== null) return contains(effect.objects, o.id);
  return effect.filter !== null && matchesFilterWhileLayering(e, effect.filter, o, partial);
}

/** A filter read while the layers are applied: the layered parts from the partial view, the others by parts. */
function matchesFilterWhileLayering(e: Engine, filter: ObjectFilter, o: ObjectState, partial: PartialView): boolean {
  if (!matchesFilter(partial, filter, "play")) return false;
  if (!hasComposedParts(filter)) return true;
  // "Attacking creatures get …" reads the combat, a spell's "single target" the stack: more than the object's own
  // record (`viewReadsMore`: such a view is not carried across versions).
  if (filter.combat !== undefined || filter.singleTarget !== undefined || filter.dealtDamageThisTurn !== undefined) viewReadsMore = true;
  return affectsByParts(e, filter, o, partial);
}

/**
 * A filter-based effect's composed parts (runtime/filters.ts) while the layers are applied: those the layers do
 * not compute (colours, subtypes, supertypes, status, combat). The compiler refuses a filter-based continuous
 * effect whose filter reads keyword abilities or power and toughness (418.5: those are what the layers compute).
 */
function affectsByParts(
  e: Engine,
  filter: ObjectFilter,
  o: ObjectState,
  partial: { controller: PlayerId; types: CardType[]; manaValue?: number; subtypes?: string[]; allCreatureTypes?: boolean; noCreatureTypes?: boolean; colors?: Color[] },
): boolean {
  const def = definitionOf(e, o);
  return matchesUnlayeredParts(
    e,
    {
      id: o.id,
      name: def.name,
      controller: partial.controller,
      owner: o.owner,
      types: partial.types,
      colors: partial.colors ?? def.colors,
      subtypes: partial.subtypes ?? def.subtypes,
      changeling: partial.allCreatureTypes === true || (partial.noCreatureTypes !== true && contains(def.keywords, "Changeling")),
      supertypes: def.supertypes as Supertype[],
      tapped: o.tapped,
      token: o.token !== null,
      manaValue: partial.manaValue ?? 0,
    },
    filter,
  );
}

/**
 * The player a control-changing effect gives control to: a static ability's ("You control enchanted creature.")
 * gives it to its permanent's controller now (the Aura may change hands); a resolved one's is fixed.
 */
function controlNow(e: Engine, effect: ContinuousEffect): PlayerId {
  if (effect.ability === undefined) return effect.control!;
  viewReadsMore = true; // the Aura's controller now, through its own view
  const source = obj(e, effect.source);
  return source === undefined ? effect.control! : controllerOf(e, source);
}

/** Whether an effect is a static ability's (sublayer 6d for its P/T change, 418.5c of 2007). */
function fromStaticAbility(effect: ContinuousEffect): boolean {
  return effect.duration === "whileInPlay";
}

/**
 * The static ability behind a static ability's effect, with its permanent, while that permanent is in play; null
 * once it is not (the effect then applies to nothing).
 */
function staticAbilityOf(e: Engine, effect: ContinuousEffect): { source: ObjectState; definition: StaticEffectDefinition } | null {
  const source = obj(e, effect.source);
  if (source === undefined || !source.alive || source.zone !== "play") return null;
  const ability = definitionOf(e, source).abilities[effect.ability!];
  if (ability === undefined || ability.kind !== "static" || ability.effect === undefined) return null;
  return { source, definition: ability.effect };
}

/**
 * Conditions being evaluated now. A condition reads other objects' views ("as long as you control a Giant"), whose
 * layers may ask the same condition again: while it is being asked, its effect does not apply (the evaluation
 * cannot depend on itself), and views computed meanwhile are not memoised.
 */
const conditionsInProgress = new Set<ContinuousEffect>();

/**
 * The views computed while conditions are being evaluated, for as long as the outermost one is: keyed by the
 * conditions in progress (which change what applies) and the object. Nothing changes the game while a condition is
 * asked, so a view asked twice under the same conditions is the same; without this, each condition's views ask
 * every other condition again, and a few conditional Auras in play cost seconds per view (the number of orders in
 * which the conditions can be nested).
 */
let nestedViews: Map<string, ObjectView> | null = null;
/**
 * The conditions in progress as a key of `nestedViews` and of `StaticValues.byContext`: their numbers in ascending
 * order, whatever the order they were entered in. What a view or a condition comes to depends only on which
 * effects are in progress (each of those applies to nothing meanwhile), not on how they were nested: keyed by the
 * order, n conditional abilities in play had up to n! contexts, each asking every condition again (Watchwing
 * Scarecrows in play: seconds per action, then out of memory).
 */
let progressKey = "";
/** The numbers of the conditions in progress, ascending (`progressKey` is them joined). */
const progressNumbers: number[] = [];
const effectNumbers = new WeakMap<ContinuousEffect, number>();
let nextEffectNumber = 0;

/** Runs `evaluate` with the condition or count of `effect` in progress (see `conditionsInProgress`). */
function whileEvaluating<T>(effect: ContinuousEffect, evaluate: () => T): T {
  const outer = progressKey;
  let number = effectNumbers.get(effect);
  if (number === undefined) effectNumbers.set(effect, (number = nextEffectNumber++));
  if (conditionsInProgress.size === 0) nestedViews = new Map();
  conditionsInProgress.add(effect);
  let at = 0;
  while (at < progressNumbers.length && progressNumbers[at] < number) at++;
  progressNumbers.splice(at, 0, number);
  progressKey = `,${progressNumbers.join(",")}`;
  try {
    return evaluate();
  } finally {
    conditionsInProgress.delete(effect);
    progressNumbers.splice(progressNumbers.indexOf(number), 1);
    progressKey = outer;
    if (conditionsInProgress.size === 0) nestedViews = null;
  }
}

/** The objects whose characteristic-defining abilities (6a) are being evaluated now (see computeView). */
const definingInProgress = new Set<ObjectId>();
/** The objects of `definingInProgress`, in the order they were entered, as part of a key of `StaticValues.byContext`. */
let definingKey = "";

/**
 * What static abilities' conditions ("as long as you control another white creature") and counts ("for each
 * Plains you control") came to in one version of the state. A condition or count reads the game through its
 * `StaticContext` only (views of objects, life totals, library sizes, the combat's defending player and roles),
 * and nothing changes the game while the layers are applied, so in one version of the state it comes to the same
 * each time it is asked: without this, every view of every object asked every condition again, and each
 * condition's own views asked every other one (seconds per state-based check with a few conditional Auras).
 *
 * The version: the engine's one invalidation point, the record stamp (engine.ts `EngineCache.recordStamp`: every
 * change to a record or the object table, every state put in place), plus what the queries read that is not kept
 * in records: the state itself, its lists of effects and permanents (replaced on change), each player's life,
 * loss and zone lists (replaced on change), and the combat (changed in place: its attackers and blockers are
 * counted). What conditions and characteristic-defining abilities are in progress changes what applies (an
 * evaluation cannot depend on itself), so values are kept apart by those (`byContext`). test/runtime/
 * static-values-memo.test.ts compares it with evaluating every time.
 */
export interface StaticValues {
  stamp: number;
  state: GameState;
  effects: readonly ContinuousEffect[];
  play: readonly ObjectId[];
  /** Each player's life, then whether they lost (1/0), by player index. */
  players: number[];
  /** Each player's library, hand, graveyard and removed lists (replaced on change), by player index. */
  zones: (readonly ObjectId[])[];
  combat: CombatState | null;
  /** The combat's attackers list, its length and how many blockers they have in all. */
  attackers: readonly unknown[] | null;
  combatCount: number;
  /**
   * What was worked out with no condition nor characteristic-defining ability in progress (most views: a field,
   * not the map below, which is asked for every view). Null: nothing yet.
   */
  outermost: DefiningValues | null;
  /**
   * By the conditions and characteristic-defining abilities in progress (`progressKey`, `definingKey`), when some
   * are: what was worked out meanwhile. What is in progress changes what applies, and nothing else does. Null: none yet.
   */
  byContext: Map<string, DefiningValues> | null;
}

/**
 * The values of one version of the state, for one set of conditions and characteristic-defining abilities in
 * progress. Each table is made when first needed (null until then): a version with an Avatar in play and no
 * conditional effect needs only `powerToughness`, and a version lasts a few checks.
 */
interface DefiningValues {
  /** Each effect's value (1/0 for a condition, the count for a count) and the controller it was asked for. */
  effects: Map<ContinuousEffect, { controller: PlayerId; value: number }> | null;
  /** Each object's characteristic-defining power and toughness (6a), for the controller it was asked for. */
  powerToughness: Map<ObjectId, { controller: PlayerId; power: number | null; toughness: number | null }> | null;
  /** Views by record (`view`). */
  views: Map<ObjectState, ObjectView> | null;
  /** Static abilities' effects resolved (`resolvedStatic`; null: the permanent is not in play). */
  statics: Map<ContinuousEffect, ResolvedStatic | null> | null;
  /** Controllers worked out through a view (`controllerOf`, with a control static ability in play), by record. */
  controllers: Map<ObjectState, PlayerId> | null;
}

/** Whether the memo of `StaticValues` is used (off only in the test comparing it with evaluating every time). */
let staticValuesMemo = true;

/** Turns the memo of conditions and counts off or on (the test comparing the two; nothing else). */
export function useStaticValuesMemo(on: boolean): void {
  staticValuesMemo = on;
}

function combatCount(combat: CombatState | null): number {
  if (combat === null) return -1;
  let n = combat.attackers.length;
  for (let i = 0; i < combat.attackers.length; i++) n += combat.attackers[i].blockers.length * 1024;
  return n;
}

/**
 * The values of the current version of the state for the conditions and characteristic-defining abilities in
 * progress (fresh tables when the version changed; see `StaticValues`), or null with the memo turned off.
 */
function staticValuesNow(e: Engine): DefiningValues | null {
  const memo = stateVersion(e);
  if (memo === null) return null;
  if (progressKey === "" && definingKey === "") return (memo.outermost ??= { effects: null, powerToughness: null, views: null, statics: null, controllers: null });
  // Views inside a condition ask again and again for the same context: the last one found is kept.
  if (memo === lastContext.memo && progressKey === lastContext.progress && definingKey === lastContext.defining) return lastContext.values!;
  const key = `${progressKey}|${definingKey}`;
  const byContext = (memo.byContext ??= new Map());
  let values = byContext.get(key);
  if (values === undefined) byContext.set(key, (values = { effects: null, powerToughness: null, views: null, statics: null, controllers: null }));
  lastContext.memo = memo;
  lastContext.progress = progressKey;
  lastContext.defining = definingKey;
  lastContext.values = values;
  return values;
}

/** The context `staticValuesNow` last looked up in `StaticValues.byContext`, and what it found there. */
const lastContext: { memo: StaticValues | null; progress: string; defining: string; values: DefiningValues | null } = { memo: null, progress: "", defining: "", values: null };

/**
 * The current version of the state in the sense of `StaticValues`: the same object for as long as the version
 * holds (a new one, with no values yet, once it changed), or null with the memo turned off. Within one version,
 * conditions, counts, characteristic-defining abilities and views come to what they came to before, so what is worked out from them alone does too (sba.ts compares it to skip a check).
 */
export function stateVersion(e: Engine): StaticValues | null {
  if (!staticValuesMemo) return null;
  const memo = e.cache.staticValues;
  if (memo !== null && sameVersion(e, memo)) return memo;
  const s = e.s;
  const players: number[] = [];
  const zones: (readonly ObjectId[])[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i];
    players.push(p.life, p.lost ? 1 : 0);
    zones.push(p.library, p.hand, p.graveyard, p.removed);
  }
  return (e.cache.staticValues = {
    stamp: e.cache.recordStamp,
    state: s,
    effects: s.effects,
    play: s.play,
    players,
    zones,
    combat: s.combat,
    attackers: s.combat === null ? null : s.combat.attackers,
    combatCount: combatCount(s.combat),
    outermost: null,
    byContext: null,
  });
}

function sameVersion(e: Engine, memo: StaticValues): boolean {
  const s = e.s;
  if (memo.stamp !== e.cache.recordStamp || memo.state !== s || memo.effects !== s.effects || memo.play !== s.play || memo.combat !== s.combat) return false;
  if (s.combat !== null && (memo.attackers !== s.combat.attackers || memo.combatCount !== combatCount(s.combat))) return false;
  const players = s.players;
  if (memo.zones.length !== 4 * players.length) return false;
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (memo.players[2 * i] !== p.life || memo.players[2 * i + 1] !== (p.lost ? 1 : 0)) return false;
    const z = 4 * i;
    if (memo.zones[z] !== p.library || memo.zones[z + 1] !== p.hand || memo.zones[z + 2] !== p.graveyard || memo.zones[z + 3] !== p.removed) return false;
  }
  return true;
}

/** A static ability's condition or count in its context now: from this version's memo, else evaluated (and kept). */
function staticValue(e: Engine, effect: ContinuousEffect, controller: PlayerId, evaluate: () => number): number {
  const values = staticValuesNow(e);
  if (values !== null) {
    const known = values.effects?.get(effect);
    if (known !== undefined && known.controller === controller) return known.value;
  }
  const value = whileEvaluating(effect, evaluate);
  if (values !== null) (values.effects ??= new Map()).set(effect, { controller, value });
  return value;
}

/**
 * Whether a static ability's effect applies to the object now: the object is among those its ability names
 * (`resolvedIncludes`, over its `StaticObjectSet` resolved once per version: `resolvedStatic`) and its condition,
 * if any, holds. "You" is its permanent's controller now.
 */
function staticAffects(e: Engine, effect: ContinuousEffect, o: ObjectState, partial: PartialView): boolean {
  let resolved: ResolvedStatic | null;
  if (effect.source === o.id) {
    // The permanent's own ability on itself: "you" is the controller the layers before have given it.
    const found = staticAbilityOf(e, effect);
    resolved = found === null ? null : resolveStatic(found.definition, staticContext(e, found.source.id, partial.controller));
  } else resolved = resolvedStatic(e, effect);
  if (resolved === null) return false;
  if (resolved.readsGame) viewReadsMore = true;
  if (!resolvedIncludes(resolved, partial, o, e)) return false;
  const condition = resolved.definition.condition;
  if (condition === undefined) return true;
  viewReadsMore = true; // what the condition comes to, and whether it is in progress
  if (conditionsInProgress.has(effect)) return false;
  const ctx = resolved.ctx;
  return staticValue(e, effect, ctx.controller, () => (condition(ctx) ? 1 : 0)) === 1;
}

/**
 * A static ability's effect as it stands in one version of the state, for every object a view asks about: its
 * definition, its context ("you": its permanent's controller now) and what its ability names, worked out once
 * (the filters a card's code makes from the context, the object an Aura is attached to). Without it each view of
 * each object made the context and the filters again, for every static ability in play.
 */
interface ResolvedStatic {
  definition: StaticEffectDefinition;
  ctx: StaticContext;
  /** "Each"/"AnyOf": the filters named (an object matching one is affected); null for a reference. */
  filters: ObjectFilter[] | null;
  /** A reference ("~", "enchanted creature"): the one object named (undefined: none). */
  object: ObjectId | undefined;
  /**
   * Whether working out the filters or the object read the game beyond the permanent's own record (through its
   * context: `gameReads`): then the views it applies to are not carried across versions (`CarriedViews`).
   */
  readsGame: boolean;
}

function resolveStatic(definition: StaticEffectDefinition, ctx: StaticContext): ResolvedStatic {
  const set = definition.affected;
  const reads = gameReads.count;
  switch (set.kind) {
    case "Ref": {
      const object = set.ref.kind === "Self" ? ctx.self : ctx.attachedTo(ctx.self);
      return { definition, ctx, filters: null, object, readsGame: gameReads.count !== reads };
    }
    case "Each": {
      const filters = [set.filter(ctx)];
      return { definition, ctx, filters, object: undefined, readsGame: gameReads.count !== reads };
    }
    case "AnyOf": {
      const filters: ObjectFilter[] = [];
      for (let i = 0; i < set.filters.length; i++) filters.push(set.filters[i](ctx));
      return { definition, ctx, filters, object: undefined, readsGame: gameReads.count !== reads };
    }
  }
}

/**
 * A static ability's effect (not on its own permanent) resolved for this version of the state and the conditions in
 * progress (`StaticValues`): kept there, except while a controller is being worked out through its view
 * (`controllersInProgress`: what the control statics come to then is not what they come to otherwise). Null: its
 * permanent is not in play (the effect applies to nothing).
 */
function resolvedStatic(e: Engine, effect: ContinuousEffect): ResolvedStatic | null {
  const values = controllersInProgress.size === 0 ? staticValuesNow(e) : null;
  if (values !== null) {
    const known = values.statics?.get(effect);
    if (known !== undefined) return known;
  }
  const found = staticAbilityOf(e, effect);
  const resolved = found === null ? null : resolveStatic(found.definition, staticContext(e, found.source.id, controllerOf(e, found.source)));
  if (values !== null) (values.statics ??= new Map()).set(effect, resolved);
  return resolved;
}

/** Whether the object (as the layers before the effect's own have made it) is among those the ability names. */
function resolvedIncludes(resolved: ResolvedStatic, partial: PartialView, o: ObjectState, e: Engine): boolean {
  const filters = resolved.filters;
  if (filters === null) return partial.id === resolved.object;
  for (let i = 0; i < filters.length; i++) if (matchesFilterWhileLayering(e, filters[i], o, partial)) return true;
  return false;
}

/**
 * "gets +1/+1 for each Forest you control": how many times a static ability's power/toughness change applies now
 * (1 without a count), counted again at each view. Counted abilities are marked conditional, so an effect that is
 * not pays one field test. While the count is being made, the effect applies 0 times to the views it reads (a
 * count cannot depend on itself: Relentless Rats counting each other) and those views are not memoised.
 */
function staticTimes(e: Engine, effect: ContinuousEffect): number {
  if (effect.conditional !== true) return 1;
  const found = staticAbilityOf(e, effect);
  const count = found === null ? undefined : found.definition.count;
  if (count === undefined) return 1;
  viewReadsMore = true; // what the count comes to, and whether it is in progress
  if (conditionsInProgress.has(effect)) return 0;
  const controller = controllerOf(e, found!.source);
  return staticValue(e, effect, controller, () => Math.max(0, count(staticContext(e, found!.source.id, controller))));
}

/**
 * The continuous effects of a permanent's static abilities written as sentences (definition.ts
 * `StaticEffectDefinition`), as it comes into play: one per ability, with the permanent's timestamp (418.5b of
 * 2007), "whileInPlay" (zones.ts ends them when it leaves), the ability's layer fields copied (the layers' quick
 * checks read them) and what it affects left to the ability (`staticAffects`).
 */
export function staticAbilityEffects(e: Engine, permanent: ObjectState): ContinuousEffect[] {
  const abilities = definitionOf(e, permanent).abilities;
  const out: ContinuousEffect[] = [];
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index];
    if (ability.kind !== "static" || ability.effect === undefined) continue;
    const d = ability.effect;
    const effect: ContinuousEffect = {
      timestamp: permanent.timestamp,
      duration: "whileInPlay",
      source: permanent.id,
      controller: permanent.controller,
      objects: null,
      filter: null,
      ability: index,
    };
    // What it affects depends on the rest of the game too: a condition, what its permanent is attached to now, or
    // the combat ("Blocking creatures get -0/-2.": a creature blocks without its record changing) (the caches keyed
    // by records and effects must look again: `effectsDependOnRecordsAlone`).
    if (d.condition !== undefined || d.count !== undefined || (d.affected.kind === "Ref" && d.affected.ref.kind === "Attached") || namesCombatRoles(e, d, permanent)) effect.conditional = true;
    if (d.addTypes !== undefined && d.addTypes.length > 0) effect.addTypes = d.addTypes.slice();
    if (d.allCreatureTypes === true) effect.allCreatureTypes = true;
    // Layer 2: its controller now (the layers ask the permanent's controller at each moment: `controlNow`).
    if (d.control === true) effect.control = permanent.controller;
    if (d.keywords !== undefined && d.keywords.length > 0) effect.keywords = d.keywords.slice();
    // "has protection from the chosen color": the colour chosen as it came into play, fixed from then on (none chosen,
    // as for a copy put into play without the choice: no protection).
    const chosenColor = d.protectionFromChosenColor === true ? permanent.chosen?.color : undefined;
    if (chosenColor !== undefined) effect.keywords = [...(effect.keywords ?? []), protectionFrom(chosenColor)];
    if (d.setPower !== undefined && d.setToughness !== undefined) {
      effect.setPower = d.setPower;
      effect.setToughness = d.setToughness;
    }
    if (d.power !== undefined || d.toughness !== undefined) {
      effect.power = d.power ?? 0;
      effect.toughness = d.toughness ?? 0;
    }
    if (d.restrictions !== undefined && d.restrictions.length > 0) effect.restrictions = d.restrictions.map((r) => ({ ...r }));
    if (d.abilities !== undefined && d.abilities.length > 0) effect.grants = true;
    if (d.triggers !== undefined && d.triggers.length > 0) effect.grantsTriggers = true;
    out.push(effect);
  }
  return out;
}

/** Whether a static ability names objects by their role in combat ("attacking creatures", "blocking creatures"). */
function namesCombatRoles(e: Engine, d: StaticEffectDefinition, permanent: ObjectState): boolean {
  const set = d.affected;
  if (set.kind === "Ref") return false;
  // The filters are the card's code of the context; their parts (not their values) are the same in any context.
  const ctx = staticContext(e, permanent.id, permanent.controller);
  if (set.kind === "Each") return set.filter(ctx).combat !== undefined;
  for (let i = 0; i < set.filters.length; i++) if (set.filters[i](ctx).combat !== undefined) return true;
  return false;
}

/**
 * Whether what the effects do to each permanent is a function of that permanent's record, its definition and the
 * effects alone, which the caches keyed by the list of effects and the records assume (sba.ts, mana.ts). An "as
 * long as" condition reads the rest of the game, so with one the caches must look again.
 */
export function effectsDependOnRecordsAlone(effects: readonly ContinuousEffect[]): boolean {
  for (let i = 0; i < effects.length; i++) if (effects[i].conditional === true) return false;
  return true;
}

/**
 * When what the effects do to each permanent is a function of the records alone once the records of a few other
 * permanents are counted in: the effects that are not `effectsDependOnRecordsAlone`'s are all static abilities
 * that apply to what their permanent is attached to, with no condition or count ("Enchanted creature gets +2/+2
 * and has flying.", "Equipped creature gets +1/+1."). Which creature that is, is the Aura's or Equipment's record
 * (`attachedTo`), and what it gets is printed. Returns those permanents' records (their sources), in the list's
 * order; null when some effect reads more of the game (an "as long as" condition, a count). sba.ts compares them
 * with the affected permanents' own.
 */
export function attachmentSources(e: Engine, effects: readonly ContinuousEffect[]): ObjectState[] | null {
  let sources: ObjectState[] | null = null;
  for (let i = 0; i < effects.length; i++) {
    const effect = effects[i];
    if (effect.conditional !== true) continue;
    if (effect.ability === undefined) return null;
    const source = obj(e, effect.source);
    if (source === undefined) return null;
    const ability = definitionOf(e, source).abilities[effect.ability];
    if (ability === undefined || ability.kind !== "static" || ability.effect === undefined) return null;
    const d = ability.effect;
    if (d.condition !== undefined || d.count !== undefined || d.affected.kind !== "Ref" || d.affected.ref.kind !== "Attached") return null;
    (sources ??= []).push(source);
  }
  return sources ?? [];
}

/** Whether a (partially computed) object view matches a filter, given the zone the object is in. */
export function matchesFilter(
  v: { id?: ObjectId; controller: PlayerId; owner?: PlayerId; types: CardType[]; manaValue?: number },
  filter: ObjectFilter,
  zone: string,
): boolean {
  if (!matchesCharacteristics(v, filter, zone)) return false;
  if (filter.controller !== undefined) {
    const who = zone === "play" ? v.controller : (v.owner ?? v.controller);
    if (Array.isArray(filter.controller) ? !contains(filter.controller, who) : filter.controller !== who) return false;
  }
  if (filter.exclude !== undefined && v.id === filter.exclude) return false;
  return true;
}

/**
 * The parts of `matchesFilter` that read only the object: zone, types, excluded types and mana value (not the
 * filter's controller nor its excluded object). Target legality checks those two its own way.
 */
export function matchesCharacteristics(v: { types: readonly CardType[]; manaValue?: number }, filter: ObjectFilter, zone: string): boolean {
  if ((filter.zone ?? "play") !== zone) return false;
  const types = filter.types;
  if (types !== undefined && types.length > 0) {
    let any = false;
    for (let i = 0; i < types.length && !any; i++) any = contains(v.types, types[i]);
    if (!any) return false;
  }
  const excluded = filter.excludedTypes;
  if (excluded !== undefined) for (let i = 0; i < excluded.length; i++) if (contains(v.types, excluded[i])) return false;
  if (filter.manaValueAtMost !== undefined && (v.manaValue ?? 0) > filter.manaValueAtMost) return false;
  return true;
}

/**
 * Layer 1 (418.5a of 2007): the permanent coming into play becomes a copy of `original` ("As Clone comes into
 * play, you may choose a creature in play. If you do, Clone comes into play as a copy of that creature."). The
 * copiable values are the original's printed values (its card, or a token's defining data), or, when the
 * original is itself a copy, what it copies (copy effects are copiable); never its counters or other effects.
 * An original that is no longer in play is not copied. Called by zones.ts `enterPlay` on the new record before
 * anything reads its characteristics.
 */
export function enterAsCopy(e: Engine, permanent: ObjectState, original: ObjectId): void {
  const o = obj(e, original);
  if (o === undefined || !o.alive || o.zone !== "play") return;
  permanent.copyOf = copiableValues(o);
  forgetDefinitionEntry(e, permanent.slot);
}

/**
 * Layer 1 (418.5a of 2007) for a token "that's a copy of" an object (Spawnwrithe): the token, just created and not
 * yet in play, takes the original's copiable values (what it copies, when it is a copy itself), by last known
 * information when the original has left play (its record keeps its card). Called before the token enters play.
 */
export function createAsCopy(e: Engine, token: ObjectState, original: ObjectId): void {
  const o = obj(e, original);
  if (o === undefined) return;
  const copy = writable(e, token);
  copy.copyOf = copiableValues(o);
  forgetDefinitionEntry(e, copy.slot);
}

/**
 * What a copy of the object copies (418.5a, 503 of 2007): the card or token it copies itself, else its own; for a
 * face-down permanent, the face-down 2/2's values (504.2: they are its copiable values; engine.ts FACE_DOWN_CARD),
 * so the copy is a nameless colourless 2/2 creature with no abilities, face up, that can't be turned face up.
 */
function copiableValues(o: ObjectState): { card: string; token: TokenData | null } {
  if (o.faceDown === true) return { card: FACE_DOWN_CARD, token: null };
  return o.copyOf ?? { card: o.card, token: o.token };
}

/** The object as the rules see it now. For an object that left its zone: its last known information. */
export function view(e: Engine, o: ObjectState): ObjectView {
  if (!o.alive && o.last !== null) return o.last;
  // With no continuous effect in the game and no characteristic-defining ability on the object, its view is its
  // record and definition put together, with nothing that asks for other views: making it again costs less than
  // finding and keeping it (most views of a game without anthems, Auras or pump spells in play).
  if (e.s.effects.length === 0 && definitionEntry(e, o).facts.powerToughnessAbilities.length === 0) return computeView(e, o);
  const memo = e.viewMemo;
  if (controllersInProgress.size > 0) return computeView(e, o); // see controllerOf: not kept
  // A permanent's view that read only its record, the effects and their permanents' records holds across versions
  // while those are the same (`CarriedViews`), whatever conditions are in progress.
  const carried = staticValuesMemo && o.zone === "play" ? carriedNow(e) : null;
  if (carried !== null && carried.records[o.slot] === o) {
    const v = carried.views[o.slot]!;
    if (verifyingCarriedViews) verifyCarried(e, o, v);
    return v;
  }
  if (memo != null && conditionsInProgress.size === 0 && definingInProgress.size === 0) {
    // A pass that only reads the state (listing legal actions, the forced-pass check) keeps its views in a map of
    // its own (most passes need none: nothing is made for them); a view it lacks is the version's (below), so the
    // passes and actions of one version share what they worked out.
    let v = memo.get(o);
    if (v === undefined) memo.set(o, (v = staticValuesMemo ? versionView(e, o, carried) : computeView(e, o)));
    return v;
  }
  // Views are kept for the version of the state (`StaticValues`), like the values: in one version a view comes to
  // what it came to. With a conditional or counting static ability in play, a view costs its conditions and
  // counts, whose own views cost theirs; without, the same record is still viewed several times in one version
  // (a resolution's queries and its damage, combat damage assigned then dealt, the state-based check's
  // characteristic-defining abilities): about one view in nine of a game of the reference cards.
  if (staticValuesMemo) return versionView(e, o, carried);
  if (nestedViews !== null && definingInProgress.size === 0) {
    const key = `${progressKey}|${o.id}`;
    let v = nestedViews.get(key);
    if (v === undefined) nestedViews.set(key, (v = computeView(e, o)));
    return v;
  }
  return computeView(e, o);
}

/**
 * The view of the record kept for this version of the state (`StaticValues`), computed when first asked; carried
 * to the next versions too (`carried`, when given) if it read no more than `CarriedViews` follows.
 */
function versionView(e: Engine, o: ObjectState, carried: CarriedViews | null): ObjectView {
  const values = staticValuesNow(e)!;
  const views = (values.views ??= new Map());
  let v = views.get(o);
  if (v === undefined) {
    views.set(o, (v = computeView(e, o)));
    if (carried !== null && !lastViewReadsMore) {
      carried.records[o.slot] = o;
      carried.views[o.slot] = v;
      // Kept by the record's identity: a later change in this run must copy the record, not change it in place.
      unmarkFresh(e, o.slot);
    }
  }
  return v;
}

/**
 * Views of permanents carried from one version of the state to the next (`StaticValues` is one version: any record
 * changed, any life total, zone list or combat). Most views read only their own record, the effects list and, for
 * a static ability's effect, its permanent's record (its controller, what it is attached to): such a view holds for
 * as long as those are the same, whatever else changed (a land tapped, a card drawn, life lost), and whatever
 * conditions are being evaluated (only conditions and counts read those: `viewReadsMore`). Without this, each
 * version computed again the views of every permanent a state-based check, a condition's scan or a listing read:
 * about 4,500 views a game with decks from the whole set, in ~280 versions.
 *
 * Kept while the effects list (its effects, in order) is the same and the permanents whose static abilities are in
 * it are the same in what those abilities' effects read of them (`sameForItsEffects`: in play, controller, what it
 * is attached to, its card; not whether it is tapped, its damage or counters, which only conditions and counts
 * read), checked once per version (`carriedNow`); each view, while its record is the same object (records are copied
 * on write: a kept record is made not to be changed in place, `unmarkFresh`). An effect of a resolved spell or
 * ability that names its objects (a locked-in set: "Target creature gets +3/+3 until end of turn.") begun or ended
 * changes those objects' views only: theirs are dropped and the others kept (`carriedPastLockedChanges`). Not with a
 * control-changing static ability in the list ("You control enchanted creature.": controllers then come through
 * views); a locked-in control change is an effect like the others, its objects' controllers worked out from the
 * list (`controllerOf`) and their records, with no view. A view that read the combat (an
 * effect on attacking creatures) is not kept. test/runtime/carried-views.test.ts compares
 * every view served from here with one computed anew.
 */
export interface CarriedViews {
  effects: readonly ContinuousEffect[];
  /** By index in `effects`: a static ability's permanent's record when the views were begun (null: not one). */
  sources: (ObjectState | null)[];
  /** By table slot: the record a view was kept for, and the view. */
  records: (ObjectState | undefined)[];
  views: (ObjectView | undefined)[];
  /** The version the views were last found to hold in (`StaticValues`). */
  heldIn: StaticValues | null;
}

/** The carried views that hold now (begun anew when they no longer do), or null with a control-changing static ability. */
function carriedNow(e: Engine): CarriedViews | null {
  const version = stateVersion(e);
  if (version === null) return null;
  let carried = e.cache.carriedViews;
  if (carried !== null && carried.heldIn === version) return carried;
  if (carried === null || !carriedHolds(e, carried)) carried = e.cache.carriedViews = begunCarried(e);
  if (carried !== null) carried.heldIn = version;
  return carried;
}

function carriedHolds(e: Engine, carried: CarriedViews): boolean {
  const s = e.s;
  if (carried.effects !== s.effects) {
    // A list made anew with the same effects (the cleanup step's, when no effect ended) is the same list.
    if (!sameItems(carried.effects, s.effects) && !carriedPastLockedChanges(e, carried, s.effects)) return false;
    carried.effects = s.effects;
  }
  const sources = carried.sources;
  for (let i = 0; i < sources.length; i++) {
    const source = sources[i];
    if (source === null) continue;
    const now = obj(e, s.effects[i].source);
    if (now === source) continue;
    if (now === undefined || !sameForItsEffects(source, now)) return false;
    // Compared by identity from now on: a later change in this run must copy the record.
    sources[i] = now;
    unmarkFresh(e, now.slot);
  }
  return true;
}

/** Whether a control-changing static ability is among the effects (controllers then come through views). */
function controlStaticIn(effects: readonly ContinuousEffect[]): boolean {
  const control = layerSteps(effects).control;
  for (let i = 0; i < control.length; i++) if (control[i].ability !== undefined) return true;
  return false;
}

/** Whether one of the objects is the permanent of a static ability's effect in one of the lists. */
function namesASource(objects: readonly ObjectId[], before: readonly ContinuousEffect[], after: readonly ContinuousEffect[]): boolean {
  for (const list of [before, after]) {
    for (let i = 0; i < list.length; i++) if (list[i].ability !== undefined && contains(objects, list[i].source)) return true;
  }
  return false;
}

/**
 * Whether two records of a static ability's permanent are the same in all that views worked out with its
 * abilities' effects can have read of it without reading more (`viewReadsMore`): whether it is in play, its
 * controller (its record's: a locked-in control change comes and goes with the effects list, and views are not
 * carried with a control-changing static ability in it), what it is attached to ("enchanted creature"), its card or
 * copiable values (which abilities it has) and its choices as it came into play ("the chosen color"). Its tapped
 * status, damage and counters are read only by conditions and counts.
 */
function sameForItsEffects(a: ObjectState, b: ObjectState): boolean {
  return (
    a.id === b.id &&
    a.alive === b.alive &&
    a.zone === b.zone &&
    a.controller === b.controller &&
    a.owner === b.owner &&
    a.attachedTo === b.attachedTo &&
    a.card === b.card &&
    a.token === b.token &&
    a.copyOf === b.copyOf &&
    a.chosen === b.chosen
  );
}

/**
 * The effects list changed from `carried.effects` to `effects` only by effects of resolved spells and abilities
 * that name their objects (a locked-in set) begun or ended, the others in the same order: such an effect changes the
 * views of its objects only (another object's view reads an effect's objects through conditions and counts alone,
 * and those views are not carried), unless it changes the control of a permanent whose static abilities apply.
 * Drops those objects' views, makes the sources index of the new list and returns true; false (nothing changed) for
 * any other change.
 */
function carriedPastLockedChanges(e: Engine, carried: CarriedViews, effects: readonly ContinuousEffect[]): boolean {
  const before = carried.effects;
  const kept = new Set(effects);
  const dropped: ContinuousEffect[] = [];
  for (let i = 0; i < before.length; i++) if (!kept.has(before[i])) dropped.push(before[i]);
  const previous = new Set(before);
  const begun: ContinuousEffect[] = [];
  for (let i = 0; i < effects.length; i++) if (!previous.has(effects[i])) begun.push(effects[i]);
  for (const changed of [dropped, begun]) {
    for (let i = 0; i < changed.length; i++) {
      const effect = changed[i];
      if (effect.ability !== undefined || effect.objects === null) return false;
      // A control change ("Gain control of target creature until end of turn.") changes whom its objects' own static
      // abilities mean by "you": the views they apply to change too.
      if (effect.control !== undefined && namesASource(effect.objects, before, effects)) return false;
    }
  }
  // The effects in both lists, in the same order in each (timestamp order, whatever was added or taken out).
  let at = 0;
  for (let i = 0; i < effects.length; i++) {
    if (!previous.has(effects[i])) continue;
    while (at < before.length && before[at] !== effects[i]) at++;
    if (at === before.length) return false;
    at++;
  }
  for (const changed of [dropped, begun]) {
    for (let i = 0; i < changed.length; i++) {
      const objects = changed[i].objects!;
      for (let j = 0; j < objects.length; j++) {
        const o = obj(e, objects[j]);
        if (o !== undefined) {
          carried.records[o.slot] = undefined;
          carried.views[o.slot] = undefined;
        }
      }
    }
  }
  const sourceOf = new Map<ContinuousEffect, ObjectState | null>();
  for (let i = 0; i < before.length; i++) sourceOf.set(before[i], carried.sources[i]);
  const sources: (ObjectState | null)[] = [];
  for (let i = 0; i < effects.length; i++) sources.push(sourceOf.get(effects[i]) ?? null);
  carried.sources = sources;
  return true;
}

function begunCarried(e: Engine): CarriedViews | null {
  const s = e.s;
  const effects = s.effects;
  if (effects.length > 0 && controlStaticIn(effects)) return null;
  const sources: (ObjectState | null)[] = [];
  for (let i = 0; i < effects.length; i++) {
    const source = effects[i].ability === undefined ? undefined : obj(e, effects[i].source);
    sources.push(source ?? null);
    // Compared by identity (`carriedHolds`): a later change in this run must copy the record.
    if (source !== undefined) unmarkFresh(e, source.slot);
  }
  // As long as the table (slots are indices): an array filled up front keeps fast elements, where one written at
  // scattered high indices first would be a dictionary.
  const slots = s.objects.length;
  return { effects, sources, records: new Array<ObjectState | undefined>(slots).fill(undefined), views: new Array<ObjectView | undefined>(slots).fill(undefined), heldIn: null };
}

/** Whether every view served from `CarriedViews` is compared with one computed anew (the test of it; nothing else). */
let verifyingCarriedViews = false;

/** How many views served from `CarriedViews` were compared since the comparison was turned on. */
let carriedViewsVerified = 0;

/**
 * Turns that comparison on (a view that differs throws an internal error) or off (test/runtime/carried-views.test.ts);
 * returns how many views were compared since it was last turned on.
 */
export function verifyCarriedViews(on: boolean): number {
  const verified = carriedViewsVerified;
  verifyingCarriedViews = on;
  carriedViewsVerified = 0;
  return verified;
}

function verifyCarried(e: Engine, o: ObjectState, carried: ObjectView): void {
  carriedViewsVerified++;
  // What the view being computed (if any) read is its own: computing this one is not part of it.
  const reads = viewReadsMore;
  const lastReads = lastViewReadsMore;
  const fresh = computeView(e, o);
  viewReadsMore = reads;
  lastViewReadsMore = lastReads;
  const a = JSON.stringify(plainView(carried, carried.counters));
  const b = JSON.stringify(plainView(fresh, fresh.counters));
  if (a !== b) throw new Error(`internal: the carried view of ${o.id} is ${a}, computed anew ${b}`);
}

/**
 * The effects of one list that take part in each step of the layers (418.5), in the list's order (timestamp
 * order). Lists are replaced on change, never changed in place (state.ts), so an index made for a list holds for
 * as long as that list is the state's. Without it every view walked the whole list once per step and read each
 * step's optional fields of every effect, of several shapes.
 */
interface LayerSteps {
  effects: readonly ContinuousEffect[];
  /** Layer 2. */
  control: ContinuousEffect[];
  /** Layer 4. */
  types: ContinuousEffect[];
  /** Layer 5: colours set, keywords added or removed. */
  colorsAndKeywords: ContinuousEffect[];
  /** Layer 5: the effects among those that set colours. */
  colors: ContinuousEffect[];
  /** The kinds of combat restriction some effect imposes ("can't block", "activated abilities can't be played"). */
  restrictionKinds: Set<CombatRestriction["kind"]>;
  /** Whether some effect removes keywords (`hasKeywordNow` and `protectionsNow` then ask the view). */
  removesKeywords: boolean;
  /** 6b: effects that set P/T, and resolved spells' and abilities' modifications. */
  setOrModify: ContinuousEffect[];
  /** 6d: static abilities' modifications. */
  staticModify: ContinuousEffect[];
  /** 6e: switches. */
  switches: ContinuousEffect[];
  /** Layer 5: effects that grant activated abilities (runtime/granted-abilities.ts; no view reads them). */
  grants: ContinuousEffect[];
  /** Layer 5: effects that grant triggered abilities (runtime/granted-abilities.ts; no view reads them). */
  triggerGrants: ContinuousEffect[];
  /**
   * The effects of the list that could leave an object's toughness below what its card and counters give it: one
   * that sets P/T, switches it, or lowers toughness (a count multiplies a lowering by a number of at least 0).
   */
  lowering: ContinuousEffect[];
}

/** The last list `layerSteps` indexed, and its index (views of one list come in runs: one entry is enough). */
let lastLayerSteps: LayerSteps | null = null;

function layerSteps(effects: readonly ContinuousEffect[]): LayerSteps {
  if (lastLayerSteps !== null && lastLayerSteps.effects === effects) return lastLayerSteps;
  const steps: LayerSteps = { effects, control: [], types: [], colorsAndKeywords: [], colors: [], restrictionKinds: new Set(), removesKeywords: false, setOrModify: [], staticModify: [], switches: [], grants: [], triggerGrants: [], lowering: [] };
  for (const effect of effects) {
    if (effect.control !== undefined) steps.control.push(effect);
    if (effect.addTypes !== undefined || effect.setTypes !== undefined || effect.addSubtypes !== undefined || effect.allCreatureTypes !== undefined || effect.loseCreatureTypes !== undefined || effect.setCreatureTypes !== undefined) steps.types.push(effect);
    const colorChange = effect.setColors !== undefined || effect.addColors !== undefined;
    if (colorChange || effect.keywords !== undefined || effect.removeKeywords !== undefined) steps.colorsAndKeywords.push(effect);
    if (colorChange) steps.colors.push(effect);
    if (effect.restrictions !== undefined) for (const r of effect.restrictions) steps.restrictionKinds.add(r.kind);
    if (effect.removeKeywords !== undefined) steps.removesKeywords = true;
    const fromStatic = fromStaticAbility(effect);
    const sets = effect.setPower !== undefined || effect.setToughness !== undefined;
    const modifies = effect.power !== undefined || effect.toughness !== undefined;
    if (sets || (!fromStatic && modifies)) steps.setOrModify.push(effect);
    if (fromStatic && modifies) steps.staticModify.push(effect);
    if (effect.switchPowerToughness === true) steps.switches.push(effect);
    if (effect.grants === true || (effect.granted !== undefined && effect.granted.abilities.length > 0)) steps.grants.push(effect);
    if (effect.grantsTriggers === true || effect.granted?.triggers !== undefined) steps.triggerGrants.push(effect);
    if (sets || effect.switchPowerToughness === true || (effect.toughness !== undefined && effect.toughness < 0)) steps.lowering.push(effect);
  }
  return (lastLayerSteps = steps);
}

/** Whether some effect grants activated abilities now (runtime/granted-abilities.ts). */
export function effectsGrantAbilities(effects: readonly ContinuousEffect[]): boolean {
  return effects.length > 0 && layerSteps(effects).grants.length > 0;
}

/**
 * The effects granting activated abilities that apply to a permanent now (layer 5, 418.5a of 2007), in timestamp
 * order: a static ability's (with its permanent) as it names objects at this moment, read against the object as
 * all layers make it (a grant changes no characteristic a filter reads); a resolved one's, on its locked-in objects.
 */
export function grantingEffectsOn(e: Engine, o: ObjectState): { effect: ContinuousEffect; source: ObjectState | null }[] {
  const effects = e.s.effects;
  if (o.zone !== "play" || !effectsGrantAbilities(effects)) return [];
  return grantingOn(e, o, layerSteps(effects).grants);
}

/** The effects granting triggered abilities (effects that grant them, `triggerGrantingEffects`) that apply to a permanent now, as `grantingEffectsOn`. */
export function triggerGrantingEffectsOn(e: Engine, o: ObjectState): { effect: ContinuousEffect; source: ObjectState | null }[] {
  const effects = e.s.effects;
  if (o.zone !== "play" || effects.length === 0) return [];
  const grants = layerSteps(effects).triggerGrants;
  return grants.length === 0 ? [] : grantingOn(e, o, grants);
}

/** The effects of the list that grant triggered abilities (layer 5), in timestamp order; worked out once per list. */
export function triggerGrantingEffects(effects: readonly ContinuousEffect[]): readonly ContinuousEffect[] {
  return effects.length === 0 ? effects : layerSteps(effects).triggerGrants;
}

/**
 * The objects a granting effect may apply to now: a resolved effect's locked-in objects, or the one object a static
 * ability names without a filter ("Enchanted creature has …"; none: empty); undefined when it names objects by a
 * filter ("All Slivers have …": any permanent may have the ability). Whether it applies (a condition, "As long as
 * enchanted creature is blue") is `triggerGrantingEffectsOn`'s to say.
 */
export function grantCandidates(e: Engine, effect: ContinuousEffect): readonly ObjectId[] | undefined {
  if (effect.ability === undefined) return effect.objects ?? undefined;
  const resolved = resolvedStatic(e, effect);
  if (resolved === null) return NO_IDS;
  if (resolved.filters !== null) return undefined;
  return resolved.object === undefined ? NO_IDS : [resolved.object];
}

const NO_IDS: readonly ObjectId[] = [];

function grantingOn(e: Engine, o: ObjectState, grants: readonly ContinuousEffect[]): { effect: ContinuousEffect; source: ObjectState | null }[] {
  let partial: PartialView | null = null;
  const out: { effect: ContinuousEffect; source: ObjectState | null }[] = [];
  for (const effect of grants) {
    if (effect.ability === undefined) {
      if (effect.objects !== null && contains(effect.objects, o.id)) out.push({ effect, source: null });
      continue;
    }
    if (effect.source !== o.id) {
      // Another permanent's ability naming one object ("Enchanted creature has …"), without a condition: that
      // object has it, and no view of this one is needed (every permanent is asked while a grant is in play).
      const resolved = resolvedStatic(e, effect);
      if (resolved === null) continue;
      if (resolved.filters === null && resolved.definition.condition === undefined) {
        if (resolved.object === o.id) out.push({ effect, source: obj(e, effect.source)! });
        continue;
      }
    }
    if (partial === null) {
      const v = view(e, o);
      partial = { id: o.id, controller: v.controller, owner: o.owner, types: v.types, manaValue: v.manaValue, subtypes: v.subtypes, allCreatureTypes: v.allCreatureTypes, noCreatureTypes: v.noCreatureTypes, colors: v.colors };
    }
    if (staticAffects(e, effect, o, partial)) out.push({ effect, source: obj(e, effect.source)! });
  }
  return out;
}

/**
 * Whether some effect of the list could make the object's toughness lower than its card's plus its counters
 * (state-based effects skip the view of a creature healthy by those alone when none can: sba.ts): an effect that
 * names its objects (locked in) applies to those only; any other (a static ability, a filter) may apply to any.
 */
export function toughnessLoweringMayApply(effects: readonly ContinuousEffect[], id: ObjectId): boolean {
  return effects.length > 0 && mayApplyTo(layerSteps(effects).lowering, id);
}

/**
 * Whether some type-changing effect of the list (layer 4) may apply to the object: only such an effect can make a
 * permanent a creature or a planeswalker that is not one as printed (state-based effects, sba.ts).
 */
export function typeChangeMayApply(effects: readonly ContinuousEffect[], id: ObjectId): boolean {
  return effects.length > 0 && mayApplyTo(layerSteps(effects).types, id);
}

/** Whether one of the effects may apply to the object: it names the object, or it names none (see above). */
function mayApplyTo(effects: readonly ContinuousEffect[], id: ObjectId): boolean {
  for (let i = 0; i < effects.length; i++) {
    const objects = effects[i].objects;
    if (objects === null || contains(objects, id)) return true;
  }
  return false;
}

/**
 * Whether the view being computed read more than its own record, the effects list and its effects' permanents'
 * records (and combat): a condition, a count, a characteristic-defining ability, a control-changing static
 * ability, or card code that read the game (`ResolvedStatic.readsGame`). Set by those reads; `computeView` keeps
 * it per view and passes it on to the view that asked (a view read while computing another is part of it).
 */
let viewReadsMore = false;
/** What the last `computeView` left in `viewReadsMore` for its own view (`view` reads it to carry the view). */
let lastViewReadsMore = false;

function computeView(e: Engine, o: ObjectState): ObjectView {
  const outer = viewReadsMore;
  viewReadsMore = false;
  const v = layeredView(e, o);
  lastViewReadsMore = viewReadsMore;
  viewReadsMore = outer || lastViewReadsMore;
  return v;
}

/** The layers applied to the object (`computeView`). */
function layeredView(e: Engine, o: ObjectState): ObjectView {
  const entry = definitionEntry(e, o);
  const def = entry.def;
  const facts = entry.facts;
  const manaValue = facts.manaValue;
  let controller = o.zone === "play" ? o.controller : o.owner;
  let types: CardType[] = def.types;
  let subtypes: string[] = def.subtypes;
  let colors: Color[] = def.colors;
  let allCreatureTypes = false;
  let noCreatureTypes = false;
  let keywords: Keyword[] = def.keywords;
  let power: number | null = def.power ?? null;
  let toughness: number | null = def.toughness ?? null;
  const inPlay = o.zone === "play";
  const effects = e.s.effects;
  // The object as layers so far have made it, for the filters of later layers (null: no effect can apply).
  // Every field in the literal (the optional ones undefined): one shape for every partial view.
  const partial: PartialView | null = inPlay && effects.length > 0 ? { id: o.id, controller, owner: o.owner, types, manaValue, subtypes: undefined, allCreatureTypes: undefined, noCreatureTypes: undefined, colors: undefined } : null;
  const steps = partial !== null ? layerSteps(effects) : null;
  if (partial !== null && steps !== null) {
    // Layers 1 (copy) and 3 (text): no effect of either kind exists yet.
    // Layer 2: control.
    for (const effect of steps.control) {
      if (affects(e, effect, o, partial)) controller = partial.controller = controlNow(e, effect);
    }
    // Layer 4: types. Types added keep the object's own (212.1c of 2007, "It's still a land."); types set replace
    // them, and the subtypes of a set the new types no longer have, or of the set the effect names, go (212.1b).
    for (const effect of steps.types) {
      if (!affects(e, effect, o, partial)) continue;
      if (effect.setTypes !== undefined) {
        subtypes = partial.subtypes = subtypesAfterTypesSet(types, subtypes, effect.setTypes, effect.setSubtypes ?? []);
        types = partial.types = effect.setTypes;
        if (!contains(types, "Creature") && !contains(types, "Tribal")) allCreatureTypes = partial.allCreatureTypes = false;
      }
      if (effect.addTypes !== undefined) types = partial.types = withAdded(types, effect.addTypes);
      if (effect.addSubtypes !== undefined) subtypes = partial.subtypes = withAdded(subtypes, effect.addSubtypes);
      if (effect.allCreatureTypes === true) {
        allCreatureTypes = partial.allCreatureTypes = true;
        noCreatureTypes = partial.noCreatureTypes = false;
      }
      // "loses all creature types": its own, those effects gave it, and its changeling's (a characteristic-defining
      // ability, applied before other effects of its layer).
      if (effect.loseCreatureTypes === true) {
        subtypes = partial.subtypes = subtypes.filter((subtype) => !isCreatureSubtype(subtype));
        allCreatureTypes = partial.allCreatureTypes = false;
        noCreatureTypes = partial.noCreatureTypes = true;
      }
      // "becomes a Coward": the creature types it had (changeling's too) replaced by those named.
      if (effect.setCreatureTypes !== undefined) {
        subtypes = partial.subtypes = withAdded(
          subtypes.filter((subtype) => !isCreatureSubtype(subtype)),
          effect.setCreatureTypes,
        );
        allCreatureTypes = partial.allCreatureTypes = false;
        noCreatureTypes = partial.noCreatureTypes = true;
      }
    }
    // Layer 5: colour set, abilities added and removed (keywords), in timestamp order.
    for (const effect of steps.colorsAndKeywords) {
      if (effect.setColors !== undefined && affects(e, effect, o, partial)) colors = partial.colors = effect.setColors;
      if (effect.addColors !== undefined && affects(e, effect, o, partial)) colors = partial.colors = withAdded(colors, effect.addColors);
      if (effect.keywords !== undefined && affects(e, effect, o, partial)) {
        keywords = withAdded(keywords, effect.keywords);
      }
      if (effect.removeKeywords !== undefined && affects(e, effect, o, partial)) keywords = withRemoved(keywords, effect.removeKeywords);
    }
  }
  // 6a: characteristic-defining abilities (their indices are worked out once per definition). One that counts
  // objects ("the number of artifacts you control") may ask for this object's own view: that view is computed
  // without its 6a (the count reads types and controllers, which earlier layers settle).
  // Like conditions and counts, they come to the same in one version of the state (`StaticValues`).
  if (facts.powerToughnessAbilities.length > 0) viewReadsMore = true; // card code that may read anything
  if (facts.powerToughnessAbilities.length > 0 && !definingInProgress.has(o.id)) {
    const values = staticValuesNow(e);
    const known = values === null ? undefined : values.powerToughness?.get(o.id);
    if (known !== undefined && known.controller === controller) {
      power = known.power;
      toughness = known.toughness;
    } else {
      definingInProgress.add(o.id);
      const outerDefining = definingKey;
      definingKey = `${outerDefining},${o.id}`;
      try {
        for (const index of facts.powerToughnessAbilities) {
          const ability = def.abilities[index] as StaticAbilityDefinition;
          const pt = ability.powerToughness!(staticContext(e, o.id, controller));
          if (pt.power !== undefined) power = pt.power;
          if (pt.toughness !== undefined) toughness = pt.toughness; // "~'s power is equal to …": the toughness printed
        }
      } finally {
        definingInProgress.delete(o.id);
        definingKey = outerDefining;
      }
      if (values !== null) (values.powerToughness ??= new Map()).set(o.id, { controller, power, toughness });
    }
  }
  if (partial !== null && steps !== null) {
    // 6b: effects that set P/T (a static ability's too: "Other creatures are 1/1.") and effects from resolved spells
    // and abilities that modify it, together, in timestamp order (a static ability's modification is 6d's).
    for (const effect of steps.setOrModify) {
      const sets = effect.setPower !== undefined || effect.setToughness !== undefined;
      const modifies = !fromStaticAbility(effect) && (effect.power !== undefined || effect.toughness !== undefined);
      if (!affects(e, effect, o, partial)) continue;
      if (sets) {
        power = effect.setPower ?? power;
        toughness = effect.setToughness ?? toughness;
      }
      if (modifies) {
        if (power !== null) power += effect.power ?? 0;
        if (toughness !== null) toughness += effect.toughness ?? 0;
      }
    }
  }
  // 6c: counters.
  const plus = o.counters["+1/+1"] ?? 0;
  const minus = o.counters["-1/-1"] ?? 0;
  if (plus !== 0 || minus !== 0) {
    if (power !== null) power += plus - minus;
    if (toughness !== null) toughness += plus - minus;
  }
  if (partial !== null && steps !== null) {
    // 6d: static abilities that modify P/T.
    for (const effect of steps.staticModify) {
      if (!affects(e, effect, o, partial)) continue;
      const times = staticTimes(e, effect);
      if (power !== null) power += (effect.power ?? 0) * times;
      if (toughness !== null) toughness += (effect.toughness ?? 0) * times;
    }
    // 6e: effects that switch P/T, in timestamp order (two switches give the values back).
    for (const effect of steps.switches) {
      if (!affects(e, effect, o, partial)) continue;
      const switched = power;
      power = toughness;
      toughness = switched;
    }
  }
  // The printed types unless a type-changing effect added some.
  const isCreature = types === def.types ? facts.creature : contains(types, "Creature");
  const isPlaneswalker = types === def.types ? facts.planeswalker : contains(types, "Planeswalker");
  const out: ObjectView = {
    id: o.id,
    name: def.name,
    owner: o.owner,
    controller,
    zone: o.zone,
    token: o.token !== null,
    // Arrays are shared with the definition or effect (views are read-only; game.object() copies them).
    types,
    supertypes: def.supertypes as Supertype[],
    subtypes,
    colors,
    power: isCreature ? (power ?? 0) : power,
    toughness: isCreature ? (toughness ?? 0) : toughness,
    loyalty: isPlaneswalker ? (inPlay ? (o.counters["loyalty"] ?? 0) : (def.loyalty ?? 0)) : null,
    keywords,
    counters: o.counters, // shared: views are read-only and short-lived (LKI and game.object() copy it)
    tapped: o.tapped,
    damage: o.damage,
    manaValue,
    // Every field in the literal, the optional ones undefined when absent: every view the layers make has one
    // object shape, and the reads of views all over the engine stay monomorphic (a changeling's view, with
    // `allCreatureTypes` added after the literal, was another shape; whole-set games met four). A view kept as last
    // known information, which snapshots hold, is a plain copy without them (`lastKnown`).
    allCreatureTypes: allCreatureTypes ? true : undefined,
    noCreatureTypes: noCreatureTypes ? true : undefined,
    spellCopy: o.copy === true ? true : undefined,
    lastCombat: undefined,
  };
  return out;
}

/**
 * 212.1b of 2007: the subtypes an object keeps when an effect sets its card types: those the effect names, and
 * of its own those whose set goes with a card type it still has (creature types with creature or tribal; land,
 * artifact, enchantment and planeswalker types with their type) and that the effect does not replace (an effect
 * naming a creature type replaces the creature types).
 */
function subtypesAfterTypesSet(oldTypes: readonly CardType[], oldSubtypes: readonly string[], newTypes: readonly CardType[], named: readonly string[]): string[] {
  const namesCreatureTypes = named.some(isCreatureSubtype);
  const keepsCreatureTypes = !namesCreatureTypes && (contains(newTypes, "Creature") || contains(newTypes, "Tribal"));
  const keepsOtherTypes = (["Land", "Artifact", "Enchantment", "Planeswalker"] as const).some((t) => contains(oldTypes, t) && contains(newTypes, t));
  const out = named.slice();
  for (const subtype of oldSubtypes) {
    if (contains(out, subtype)) continue;
    if (isCreatureSubtype(subtype) ? keepsCreatureTypes : keepsOtherTypes) out.push(subtype);
  }
  return out;
}

/**
 * The list followed by the items of `added` it lacks, in order (a new list); the same list when it lacks none
 * (views share their definition's lists).
 */
function withRemoved<T>(list: T[], removed: readonly T[]): T[] {
  for (const item of removed) if (contains(list, item)) return list.filter((kept) => !contains(removed, kept));
  return list;
}

function withAdded<T>(list: T[], added: readonly T[]): T[] {
  let out: T[] | null = null;
  for (const item of added) if (!contains(list, item)) (out ??= list.slice()).push(item);
  return out ?? list;
}

/**
 * A copy of a view with its own lists and counters (`counters` replaces them when given), for a caller outside the
 * engine (game.object()): `plainView` with the lists copied.
 */
export function copyView(v: ObjectView, counters: Record<CounterKind, number> = { ...v.counters }): ObjectView {
  const copy = plainView(v, counters);
  copy.types = v.types.slice();
  copy.supertypes = v.supertypes.slice();
  copy.subtypes = v.subtypes.slice();
  copy.colors = v.colors.slice();
  copy.keywords = v.keywords.slice();
  return copy;
}

/** A view frozen as last known information (413.2a): nothing in it changes afterwards. */
export function lastKnown(e: Engine, o: ObjectState): ObjectView {
  // Last known information is taken just before the record changes (zones.ts `leaveZone`, after `writable` bumped
  // the record stamp): what was worked out for this version must not outlive the change.
  const v = plainView(e.viewMemo == null && (o.alive || o.last === null) ? computeView(e, o) : view(e, o), { ...o.counters });
  e.cache.staticValues = null;
  const carried = e.cache.carriedViews;
  if (carried !== null) carried.records[o.slot] = undefined; // this record is about to change in place
  return v;
}

/**
 * A view without the fields that are undefined, as a snapshot holds it (the record's `last`: plain JSON data),
 * sharing its lists with `v` (views are read-only; `copyView` copies them for a caller outside the engine). A
 * literal of every field, not `{ ...v, counters }` (DEVELOPERS.md: no spread-then-field copies on hot paths).
 */
function plainView(v: ObjectView, counters: Record<CounterKind, number>): ObjectView {
  const out: ObjectView = {
    id: v.id,
    name: v.name,
    owner: v.owner,
    controller: v.controller,
    zone: v.zone,
    token: v.token,
    types: v.types,
    supertypes: v.supertypes,
    subtypes: v.subtypes,
    colors: v.colors,
    power: v.power,
    toughness: v.toughness,
    loyalty: v.loyalty,
    keywords: v.keywords,
    counters,
    tapped: v.tapped,
    damage: v.damage,
    manaValue: v.manaValue,
  };
  if (v.allCreatureTypes === true) out.allCreatureTypes = true;
  if (v.noCreatureTypes === true) out.noCreatureTypes = true;
  if (v.spellCopy === true) out.spellCopy = true;
  return out;
}

/**
 * Whether a type-changing continuous effect (layer 4) exists. Without one, a permanent's types are its
 * definition's (only permanents are affected; supertypes never change), which the shortcuts below read.
 */
export function typeChangingEffectExists(e: Engine): boolean {
  // Index loops, not for…of, in these helpers: they run at nearly every check, over lists of several shapes
  // (an empty list is another kind of array than a filled one), where the iterator is not always optimised away.
  const effects = e.s.effects;
  for (let i = 0; i < effects.length; i++) if (effects[i].addTypes !== undefined || effects[i].setTypes !== undefined) return true;
  return false;
}

/**
 * The table slots of the permanents that can be creatures or planeswalkers now, in play order: with no
 * type-changing effect, those printed so (the play index's list of creatures, planeswalkers and legends as
 * printed: a superset), else every permanent. Target options and combat look only among these for creatures
 * and planeswalkers (most permanents are lands); each is still asked whether it has the type now.
 */
export function mayBeCreaturesOrPlaneswalkers(e: Engine): readonly number[] {
  const index = playIndex(e);
  return typeChangingEffectExists(e) ? index.slots : index.stateBasedRelevant;
}

/**
 * Whether the object has a keyword now, as its view would say, without building the view: while no effect removes
 * keywords ("loses flying": then the view answers), layer 5 only adds them, so it has one when its definition has
 * it or a continuous effect that applies to it (in play) grants it. Only an effect with a filter that grants this keyword needs the view (the filter reads the object's
 * controller and types after layers 2 and 4). Last known information answers for an object that left play.
 */
export function hasKeywordNow(e: Engine, o: ObjectState, keyword: Keyword): boolean {
  if (!o.alive && o.last !== null) return contains(o.last.keywords, keyword);
  // An effect that removes keywords ("loses flying") can undo the definition's and the other effects': the view says.
  if (o.zone === "play" && keywordsMayBeRemoved(e)) return contains(view(e, o).keywords, keyword);
  if (contains(definitionOf(e, o).keywords, keyword)) return true;
  if (o.zone !== "play") return false;
  const effects = e.s.effects;
  for (let i = 0; i < effects.length; i++) {
    const effect = effects[i];
    if (effect.keywords === undefined || !contains(effect.keywords, keyword)) continue;
    if (effect.objects === null) return contains(view(e, o).keywords, keyword);
    if (contains(effect.objects, o.id)) return true;
  }
  return false;
}

/**
 * How many instances of a keyword the object has now, for a triggered keyword whose instances each trigger
 * (poisonous, 502.68b of 2007): its definition's, and one for each continuous effect that grants it and applies to it
 * ("All Slivers have poisonous 1." from two Virulent Slivers: two). Asked only once `hasKeywordNow` said it has one,
 * as such an ability triggers (runtime/events.ts), never per step. Last known information, and an object some effect
 * may have removed keywords from, count one (the view keeps a keyword once).
 */
export function keywordInstances(e: Engine, o: ObjectState, keyword: Keyword): number {
  if (!o.alive || o.zone !== "play" || keywordsMayBeRemoved(e)) return 1;
  let n = 0;
  const printed = definitionOf(e, o).keywords;
  for (let i = 0; i < printed.length; i++) if (printed[i] === keyword) n++;
  const effects = e.s.effects;
  let partial: PartialView | null = null;
  const readsMore = viewReadsMore; // `affects` may set it: this is no view's computation
  for (let i = 0; i < effects.length; i++) {
    const effect = effects[i];
    if (effect.keywords === undefined || !contains(effect.keywords, keyword)) continue;
    if (effect.objects !== null && effect.ability === undefined) {
      if (contains(effect.objects, o.id)) n++;
      continue;
    }
    // Layer 5 reads the object as layers 1–4 left it: its view's control, types, subtypes and colours.
    if (partial === null) {
      const v = view(e, o);
      partial = { id: o.id, controller: v.controller, owner: v.owner, types: v.types, manaValue: v.manaValue, subtypes: v.subtypes, colors: v.colors };
      if (v.allCreatureTypes === true) partial.allCreatureTypes = true;
    }
    if (affects(e, effect, o, partial)) n++;
  }
  viewReadsMore = readsMore;
  return Math.max(n, 1);
}

/**
 * Whether the object certainly has none of the subtypes, known without its view (object scans ask it before
 * computing one: "the number of Forests you control" looks at every permanent its player controls). No
 * type-changing effect (layer 4) may apply to it, so its subtypes are its definition's (copiable values included,
 * engine.ts `definitionOf`); and it is no changeling, printed or granted (a changeling is every creature type).
 * Outside play no effect applies. False when it may have one: the view then answers.
 */
export function certainlyLacksSubtypes(e: Engine, o: ObjectState, wanted: readonly string[]): boolean {
  if (o.zone === "play" && typeChangeMayApply(e.s.effects, o.id)) return false;
  if (anySubtype(definitionOf(e, o).subtypes, wanted, false)) return false;
  for (let i = 0; i < wanted.length; i++) if (isCreatureSubtype(wanted[i])) return !hasKeywordNow(e, o, "Changeling");
  return true;
}

/**
 * Whether the object certainly has none of the colours, known without its view ("as long as you control a white
 * creature"): no colour-setting effect (layer 5) may apply to it, so its colours are its definition's.
 */
export function certainlyLacksColors(e: Engine, o: ObjectState, wanted: readonly Color[]): boolean {
  const effects = e.s.effects;
  if (o.zone === "play" && effects.length > 0 && mayApplyTo(layerSteps(effects).colors, o.id)) return false;
  const own = definitionOf(e, o).colors;
  for (let i = 0; i < wanted.length; i++) if (contains(own, wanted[i])) return false;
  return true;
}

/** Whether some continuous effect removes keywords now (an index of the effects' list, worked out once per list). */
function keywordsMayBeRemoved(e: Engine): boolean {
  const effects = e.s.effects;
  return effects.length !== 0 && layerSteps(effects).removesKeywords;
}

/**
 * Whether an object (its view, or its card as printed) has a subtype: its own subtypes, and for a changeling (502
 * of 2007, "is every creature type": a characteristic-defining ability, so in every zone) every creature type.
 * The one place subtype filters ask ("Other Goblin creatures", "a Giant").
 */
export function hasSubtype(v: { subtypes: readonly string[]; keywords: readonly Keyword[]; allCreatureTypes?: boolean; noCreatureTypes?: boolean }, subtype: string): boolean {
  return contains(v.subtypes, subtype) || (isEveryCreatureType(v) && isCreatureSubtype(subtype));
}

/** Whether some continuous effect imposes combat restrictions (combat.ts skips its checks without one). */
export function restrictionsExist(e: Engine): boolean {
  const effects = e.s.effects;
  for (let i = 0; i < effects.length; i++) if (effects[i].restrictions !== undefined) return true;
  return false;
}

/**
 * The combat restrictions on a permanent now ("can't block", "is unblockable", …): those of every continuous
 * effect that applies to it, checked against it as it is (its controller and types after every layer).
 */
export function restrictionsOn(e: Engine, o: ObjectState): readonly CombatRestriction[] {
  if (o.zone !== "play" || !o.alive || !restrictionsExist(e)) return NO_RESTRICTIONS;
  const v = view(e, o);
  // Its subtypes and colours after every layer too: "Cowards can't block Warriors." reads a creature made a Coward.
  const partial: PartialView = {
    id: o.id,
    controller: v.controller,
    owner: v.owner,
    types: v.types,
    manaValue: v.manaValue,
    subtypes: v.subtypes,
    allCreatureTypes: v.allCreatureTypes,
    noCreatureTypes: v.noCreatureTypes,
    colors: v.colors,
  };
  let out: CombatRestriction[] | null = null;
  for (const effect of e.s.effects) {
    if (effect.restrictions !== undefined && affects(e, effect, o, partial)) (out ??= []).push(...effect.restrictions);
  }
  return out ?? NO_RESTRICTIONS;
}

const NO_RESTRICTIONS: readonly CombatRestriction[] = [];

/** Whether a permanent has a combat restriction of this kind now. */
export function hasRestriction(e: Engine, o: ObjectState, kind: CombatRestriction["kind"]): boolean {
  // Asked of every ability the forced-pass walk meets ("… its activated abilities can't be played"): with no
  // effect imposing this kind, no view and no walk over the effects.
  const effects = e.s.effects;
  if (effects.length === 0 || !layerSteps(effects).restrictionKinds.has(kind)) return false;
  for (const r of restrictionsOn(e, o)) if (r.kind === kind) return true;
  return false;
}

/**
 * "can't be blocked except by N or more creatures": the largest such N on the attacker now (1: no such rule).
 * Menace, the current keyword for "can't be blocked except by two or more creatures", is 2.
 */
export function minimumBlockers(e: Engine, o: ObjectState): number {
  let n = hasKeywordNow(e, o, "Menace") ? 2 : 1;
  for (const r of restrictionsOn(e, o)) if (r.kind === "minimumBlockers" && r.count > n) n = r.count;
  return n;
}

/** The protection keywords and the colour each is from (502.7). */
const PROTECTIONS: readonly (readonly [Keyword, Color])[] = [
  ["Protection from white", "W"],
  ["Protection from blue", "U"],
  ["Protection from black", "B"],
  ["Protection from red", "R"],
  ["Protection from green", "G"],
];

/** The protection keyword from a colour ("the chosen color" of Voice of All). */
function protectionFrom(color: Color): Keyword {
  for (const [keyword, of] of PROTECTIONS) if (of === color) return keyword;
  throw new Error(`no protection keyword from the colour ${color}`);
}

/**
 * Protection (502.7): whether the object has protection from a colour the source has. The source is seen as it
 * is now, or as it last existed if it left its zone (a spell that resolved, a creature that died). Combat
 * (can't be blocked by), targeting (can't be targeted by) and damage (prevented) ask this.
 */
export function protectedFrom(e: Engine, o: ObjectState, source: ObjectId): boolean {
  // Which protections it has, in one pass over its keywords and the effects (what `hasKeywordNow` asks of each
  // protection keyword in turn): damage, targeting and blocking ask this of nearly every creature they meet, and
  // nearly none has protection.
  const protections = protectionsNow(e, o);
  if (protections !== 0) {
    const colors = colorsOf(e, source);
    for (let i = 0; i < PROTECTIONS.length; i++) if ((protections & (1 << i)) !== 0 && contains(colors, PROTECTIONS[i][1])) return true;
  }
  // Protection from other qualities ("from Elves", "from converted mana cost 3 or greater"): only while some
  // definition seen has one.
  return seenDefinitions(e).protectsFromQualities && protectedFromQuality(e, o, source);
}

/** 502.7: whether the object's printed protections from qualities other than a colour cover the source. */
function protectedFromQuality(e: Engine, o: ObjectState, source: ObjectId): boolean {
  const protections = definitionOf(e, o).protections;
  if (protections === undefined) return false;
  const s = obj(e, source);
  if (s === undefined) return false;
  // The source as it is now, or as it last existed if it left its zone (a resolved spell, a creature that died).
  const v = !s.alive && s.last !== null ? s.last : view(e, s);
  for (let i = 0; i < protections.length; i++) {
    const quality = protections[i];
    if (matchesCharacteristics(v, quality, quality.zone ?? "play") && matchesComposedParts(e, v, quality, s.zone)) return true;
  }
  return false;
}

/**
 * The protection keywords the object has now, as bits by their index in `PROTECTIONS`: as `hasKeywordNow` says of
 * each (its definition's keywords and those effects that apply to it grant; the view's, as soon as an effect
 * with a filter grants one; last known information for an object that left play).
 */
export function protectionsNow(e: Engine, o: ObjectState): number {
  if (!o.alive && o.last !== null) return protectionBits(o.last.keywords);
  let bits = protectionBits(definitionOf(e, o).keywords);
  if (o.zone !== "play") return bits;
  if (keywordsMayBeRemoved(e)) return protectionBits(view(e, o).keywords);
  const effects = e.s.effects;
  for (let i = 0; i < effects.length; i++) {
    const effect = effects[i];
    if (effect.keywords === undefined) continue;
    const granted = protectionBits(effect.keywords);
    if (granted === 0) continue;
    if (effect.objects === null) return protectionBits(view(e, o).keywords);
    if (contains(effect.objects, o.id)) bits |= granted;
  }
  return bits;
}

function protectionBits(keywords: readonly Keyword[]): number {
  let bits = 0;
  for (let i = 0; i < keywords.length; i++) {
    for (let j = 0; j < PROTECTIONS.length; j++) if (keywords[i] === PROTECTIONS[j][0]) bits |= 1 << j;
  }
  return bits;
}

function colorsOf(e: Engine, id: ObjectId): readonly Color[] {
  const source = obj(e, id);
  if (source === undefined) return [];
  if (!source.alive && source.last !== null) return source.last.colors;
  return view(e, source).colors;
}

/** Whether the object is a creature now (fast when no type-changing effect exists). */
export function isCreature(e: Engine, o: ObjectState): boolean {
  if (o.zone === "play" && typeChangeMayApply(e.s.effects, o.id)) return contains(view(e, o).types, "Creature");
  return definitionEntry(e, o).facts.creature;
}

/**
 * Whether the object has a card type now; reads the definition when no type-changing effect (layer 4) may apply to
 * it (an effect that names its objects applies to those alone).
 */
export function hasTypeNow(e: Engine, o: ObjectState, type: CardType): boolean {
  if (o.zone === "play" && typeChangeMayApply(e.s.effects, o.id)) return contains(view(e, o).types, type);
  return contains(definitionOf(e, o).types, type);
}

/** The object's card types now, as `hasTypeNow` knows them: its definition's when no type-changing effect may apply. */
export function typesNow(e: Engine, o: ObjectState): readonly CardType[] {
  if (o.zone === "play" && typeChangeMayApply(e.s.effects, o.id)) return view(e, o).types;
  return definitionOf(e, o).types;
}

/** Whether a type filter could match the object; false only when it certainly can't (a cheap pre-check). */
export function mayHaveTypes(e: Engine, o: ObjectState, types: readonly CardType[] | undefined): boolean {
  if (types === undefined || types.length === 0) return true;
  if (o.zone === "play" && typeChangeMayApply(e.s.effects, o.id)) return true;
  const own = definitionOf(e, o).types;
  for (const t of types) if (contains(own, t)) return true;
  return false;
}

export function viewOf(e: Engine, id: ObjectId): ObjectView | undefined {
  const o = obj(e, id);
  return o === undefined ? undefined : view(e, o);
}

/**
 * The current controller of a permanent (layer 2 applied), or owner outside play. Locked-in control effects are
 * applied here in timestamp order, as layer 2 of computeView does; a control effect with a filter (which reads
 * the object as it is) needs the view.
 */
export function controllerOf(e: Engine, o: ObjectState): PlayerId {
  if (o.zone !== "play") return o.owner;
  if (!o.alive) return o.last?.controller ?? o.controller;
  let controller = o.controller;
  const effects = e.s.effects;
  if (effects.length === 0) return controller;
  // Only layer 2's effects, in timestamp order (`layerSteps`): controllers are asked for all the time, and the
  // effects of a long game are many (pump spells until end of turn, static abilities), few of them control effects.
  const control = layerSteps(effects).control;
  for (let i = 0; i < control.length; i++) {
    const effect = control[i];
    if (effect.objects === null) {
      // Most control statics name one object ("You control enchanted creature."): for any other, the view (below)
      // would come to the controller the locked-in effects give.
      if (!controlStaticMayApply(e, effect, o)) continue;
      // A control static ("You control enchanted creature") applies for its source's controller, which layer 2 of
      // the source's own view works out, asking the other control statics for theirs: two such Auras would ask
      // each other forever. While an object's controller is being worked out, asking it again gets the
      // controller without the control statics (what the loop can't depend on; views meanwhile aren't kept).
      if (controllersInProgress.has(o.id)) continue;
      // Worked out once per version of the state (`StaticValues`) when no other controller is being worked out:
      // the views made meanwhile are not kept, and with such an Aura in play every controller is asked this way.
      const values = controllersInProgress.size === 0 ? staticValuesNow(e) : null;
      const known = values?.controllers?.get(o);
      if (known !== undefined) return known;
      controllersInProgress.add(o.id);
      let found: PlayerId;
      try {
        found = view(e, o).controller;
      } finally {
        controllersInProgress.delete(o.id);
      }
      if (values != null) (values.controllers ??= new Map()).set(o, found);
      return found;
    }
    if (contains(effect.objects, o.id)) controller = effect.control!; // every effect of layer 2 has one
  }
  return controller;
}

/**
 * Whether a control effect that is not locked in may apply to the permanent: a static ability naming its own
 * permanent or what that permanent is attached to names only that one; one with a filter may apply to anything.
 */
function controlStaticMayApply(e: Engine, effect: ContinuousEffect, o: ObjectState): boolean {
  if (effect.ability === undefined) return true;
  const source = obj(e, effect.source);
  if (source === undefined || !source.alive || source.zone !== "play") return false;
  const ability = definitionOf(e, source).abilities[effect.ability];
  if (ability === undefined || ability.kind !== "static" || ability.effect === undefined) return false;
  const set = ability.effect.affected;
  if (set.kind !== "Ref") return true;
  return set.ref.kind === "Self" ? source.id === o.id : source.attachedTo === o.id;
}

/** The objects whose controller `controllerOf` is working out through their view now. */
const controllersInProgress = new Set<ObjectId>();

export function hasKeyword(e: Engine, o: ObjectState, keyword: Keyword): boolean {
  return contains(view(e, o).keywords, keyword);
}

/**
 * The permanent `id` changed controller: the effects that last "until you lose control of it" (`untilControlLost`:
 * suspend's haste, 502.62a) end. The list is replaced only when one ends.
 */
export function endEffectsOnControlLoss(e: Engine, id: ObjectId): void {
  const effects = e.s.effects;
  let ends = false;
  for (let i = 0; i < effects.length; i++) if (effects[i].untilControlLost === true && effects[i].objects?.includes(id) === true) ends = true;
  if (ends) e.s.effects = effects.filter((effect) => !(effect.untilControlLost === true && effect.objects?.includes(id) === true));
}

/** Ends effects whose duration is over (cleanup: "until end of turn") and effects that affect nothing any more. */
export function endEffects(e: Engine, untilEndOfTurn: boolean): void {
  const kept: ContinuousEffect[] = [];
  for (const effect of e.s.effects) {
    if (untilEndOfTurn && effect.duration === "untilEndOfTurn") {
      if (effect.control !== undefined && effect.objects !== null) {
        // Control reverts: the previous controller regains it now (continuous control restarts).
        for (const id of effect.objects) {
          const o = obj(e, id);
          if (o !== undefined && o.alive) writable(e, o).controlledSinceTurn = e.s.turnNumber;
          endEffectsOnControlLoss(e, id);
        }
      }
      continue;
    }
    if (effect.objects !== null && !anyAlive(e, effect.objects)) continue;
    kept.push(effect);
  }
  e.s.effects = kept;
}

/** Whether one of the objects is still alive (a loop: a callback capturing `e` would allocate on every call). */
function anyAlive(e: Engine, ids: readonly ObjectId[]): boolean {
  for (let i = 0; i < ids.length; i++) if (obj(e, ids[i])?.alive === true) return true;
  return false;
}
