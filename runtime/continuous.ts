/**
 * Characteristics and continuous effects (2007 rules 418: continuous effects; 418.5 interaction: layers).
 *
 * Application order (documented, deterministic): an object's characteristics start from its definition (a
 * card's printed values, a token's defining data), then effects apply layer by layer, and inside each layer in
 * timestamp order (418.5a/418.5b of 2007; `GameState.effects` is kept in timestamp order):
 *   layer 2 control-changing (gainControl)          layer 4 type-changing (become: added types)
 *   layer 5 all other effects (granted keywords)    layer 6 power/toughness:
 *     6a characteristic-defining abilities (static `powerToughness`, e.g. the Avatar token),
 *     6b setting (become 5/5), 6c modifying (+3/+3), 6d counters (+1/+1 and -1/-1).
 * (Layers 1 copy and 3 text-changing have no effects in this card set.) A filter-based effect
 * (`grantContinuously`) checks its filter against the object as it is after the layers before its own.
 * Continuous effects apply to permanents in play only.
 *
 * Durations: "untilEndOfTurn" ends in the cleanup step (314.2 of 2007); "restOfGame" and "permanent" never end
 * (an effect on locked-in objects simply stops mattering once they leave play: they are new objects then).
 */
import type { CardType, Color, CounterKind, Keyword, ObjectFilter, ObjectId, ObjectView, PlayerId, StaticAbilityDefinition, Supertype } from "./definition.js";
import { contains, definitionEntry, definitionOf, obj, playIndex, writable, type Engine } from "./engine.js";
import { staticContext } from "./effects.js";
import { hasComposedParts, matchesUnlayeredParts } from "./filters.js";
import type { ContinuousEffect, ObjectState } from "./state.js";

function affects(e: Engine, effect: ContinuousEffect, o: ObjectState, partial: Partial<ObjectView> & { controller: PlayerId; types: CardType[] }): boolean {
  if (effect.objects !== null) return contains(effect.objects, o.id);
  return effect.filter !== null && matchesFilter(partial, effect.filter, "play") && (!hasComposedParts(effect.filter) || affectsByParts(e, effect.filter, o, partial));
}

/**
 * A filter-based effect's composed parts (runtime/filters.ts) while the layers are applied: those the layers do
 * not compute (colours, subtypes, supertypes, status, combat). The compiler refuses a filter-based continuous
 * effect whose filter reads keyword abilities or power and toughness (418.5: those are what the layers compute).
 */
function affectsByParts(e: Engine, filter: ObjectFilter, o: ObjectState, partial: { controller: PlayerId; manaValue?: number }): boolean {
  const def = definitionOf(e, o);
  return matchesUnlayeredParts(
    e,
    { id: o.id, controller: partial.controller, owner: o.owner, colors: def.colors, subtypes: def.subtypes, supertypes: def.supertypes as Supertype[], tapped: o.tapped, manaValue: partial.manaValue ?? 0 },
    filter,
  );
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
export function matchesCharacteristics(v: { types: CardType[]; manaValue?: number }, filter: ObjectFilter, zone: string): boolean {
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

/** The object as the rules see it now. For an object that left its zone: its last known information. */
export function view(e: Engine, o: ObjectState): ObjectView {
  if (!o.alive && o.last !== null) return o.last;
  const memo = e.viewMemo;
  if (memo != null) {
    let v = memo.get(o);
    if (v === undefined) memo.set(o, (v = computeView(e, o)));
    return v;
  }
  return computeView(e, o);
}

function computeView(e: Engine, o: ObjectState): ObjectView {
  const entry = definitionEntry(e, o);
  const def = entry.def;
  const facts = entry.facts;
  const manaValue = facts.manaValue;
  let controller = o.zone === "play" ? o.controller : o.owner;
  let types: CardType[] = def.types;
  let keywords: Keyword[] = def.keywords;
  let power: number | null = def.power ?? null;
  let toughness: number | null = def.toughness ?? null;
  const inPlay = o.zone === "play";
  const effects = e.s.effects;
  // The object as layers so far have made it, for the filters of later layers (null: no effect can apply).
  const partial = inPlay && effects.length > 0 ? { id: o.id, controller, owner: o.owner, types, manaValue } : null;
  if (partial !== null) {
    // Layer 2: control.
    for (const effect of effects) {
      if (effect.control !== undefined && affects(e, effect, o, partial)) controller = partial.controller = effect.control;
    }
    // Layer 4: types.
    for (const effect of effects) {
      if (effect.addTypes !== undefined && affects(e, effect, o, partial)) {
        types = partial.types = withAdded(types, effect.addTypes);
      }
    }
    // Layer 5: keywords.
    for (const effect of effects) {
      if (effect.keywords !== undefined && affects(e, effect, o, partial)) {
        keywords = withAdded(keywords, effect.keywords);
      }
    }
  }
  // Layer 6a: characteristic-defining abilities (their indices are worked out once per definition).
  for (const index of facts.powerToughnessAbilities) {
    const ability = def.abilities[index] as StaticAbilityDefinition;
    const pt = ability.powerToughness!(staticContext(e, o.id, controller));
    power = pt.power;
    toughness = pt.toughness;
  }
  if (partial !== null) {
    // 6b: setting.
    for (const effect of effects) {
      if (effect.setPower !== undefined && affects(e, effect, o, partial)) {
        power = effect.setPower;
        toughness = effect.setToughness ?? toughness;
      }
    }
    // 6c: modifying.
    for (const effect of effects) {
      if ((effect.power !== undefined || effect.toughness !== undefined) && affects(e, effect, o, partial)) {
        if (power !== null) power += effect.power ?? 0;
        if (toughness !== null) toughness += effect.toughness ?? 0;
      }
    }
  }
  // 6d: counters.
  const plus = o.counters["+1/+1"] ?? 0;
  const minus = o.counters["-1/-1"] ?? 0;
  if (plus !== 0 || minus !== 0) {
    if (power !== null) power += plus - minus;
    if (toughness !== null) toughness += plus - minus;
  }
  // The printed types unless a type-changing effect added some.
  const isCreature = types === def.types ? facts.creature : contains(types, "Creature");
  const isPlaneswalker = types === def.types ? facts.planeswalker : contains(types, "Planeswalker");
  return {
    id: o.id,
    name: def.name,
    owner: o.owner,
    controller,
    zone: o.zone,
    token: o.token !== null,
    // Arrays are shared with the definition or effect (views are read-only; game.object() copies them).
    types,
    supertypes: def.supertypes as Supertype[],
    subtypes: def.subtypes,
    colors: def.colors,
    power: isCreature ? (power ?? 0) : power,
    toughness: isCreature ? (toughness ?? 0) : toughness,
    loyalty: isPlaneswalker ? (inPlay ? (o.counters["loyalty"] ?? 0) : (def.loyalty ?? 0)) : null,
    keywords,
    counters: o.counters, // shared: views are read-only and short-lived (LKI and game.object() copy it)
    tapped: o.tapped,
    damage: o.damage,
    manaValue,
  };
}

/**
 * The list followed by the items of `added` it lacks, in order (a new list); the same list when it lacks none
 * (views share their definition's lists).
 */
function withAdded<T>(list: T[], added: readonly T[]): T[] {
  let out: T[] | null = null;
  for (const item of added) if (!contains(list, item)) (out ??= list.slice()).push(item);
  return out ?? list;
}

/**
 * A copy of a view with its own lists and counters (`counters` replaces them when given): a literal of every
 * field, not `{ ...v, counters }` (DEVELOPERS.md: no spread-then-field copies on hot paths).
 */
export function copyView(v: ObjectView, counters: Record<CounterKind, number> = { ...v.counters }): ObjectView {
  return {
    id: v.id,
    name: v.name,
    owner: v.owner,
    controller: v.controller,
    zone: v.zone,
    token: v.token,
    types: v.types.slice(),
    supertypes: v.supertypes.slice(),
    subtypes: v.subtypes.slice(),
    colors: v.colors.slice(),
    power: v.power,
    toughness: v.toughness,
    loyalty: v.loyalty,
    keywords: v.keywords.slice(),
    counters,
    tapped: v.tapped,
    damage: v.damage,
    manaValue: v.manaValue,
  };
}

/** A view frozen as last known information (413.2a): nothing in it changes afterwards. */
export function lastKnown(e: Engine, o: ObjectState): ObjectView {
  if (e.viewMemo == null && (o.alive || o.last === null)) {
    // Outside a memoised pass, view() computes a new view that nobody else holds: freeze that one.
    const v = computeView(e, o);
    v.counters = { ...o.counters };
    return v;
  }
  return copyView(view(e, o), { ...o.counters });
}

/**
 * Whether a type-changing continuous effect (layer 4) exists. Without one, a permanent's types are its
 * definition's (only permanents are affected; supertypes never change), which the shortcuts below read.
 */
export function typeChangingEffectExists(e: Engine): boolean {
  // Index loops, not for…of, in these helpers: they run at nearly every check, over lists of several shapes
  // (an empty list is another kind of array than a filled one), where the iterator is not always optimised away.
  const effects = e.s.effects;
  for (let i = 0; i < effects.length; i++) if (effects[i].addTypes !== undefined) return true;
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
 * Whether the object has a keyword now, as its view would say, without building the view: layer 5 only adds
 * keywords, so it has one when its definition has it or a continuous effect that applies to it (in play) grants
 * it. Only an effect with a filter that grants this keyword needs the view (the filter reads the object's
 * controller and types after layers 2 and 4). Last known information answers for an object that left play.
 */
export function hasKeywordNow(e: Engine, o: ObjectState, keyword: Keyword): boolean {
  if (!o.alive && o.last !== null) return contains(o.last.keywords, keyword);
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

/** The protection keywords and the colour each is from (502.7). */
const PROTECTIONS: readonly (readonly [Keyword, Color])[] = [
  ["Protection from white", "W"],
  ["Protection from blue", "U"],
  ["Protection from black", "B"],
  ["Protection from red", "R"],
  ["Protection from green", "G"],
];

/**
 * Protection (502.7): whether the object has protection from a colour the source has. The source is seen as it
 * is now, or as it last existed if it left its zone (a spell that resolved, a creature that died). Combat
 * (can't be blocked by), targeting (can't be targeted by) and damage (prevented) ask this.
 */
export function protectedFrom(e: Engine, o: ObjectState, source: ObjectId): boolean {
  let colors: readonly Color[] | null = null;
  for (const [keyword, color] of PROTECTIONS) {
    if (!hasKeywordNow(e, o, keyword)) continue;
    colors ??= colorsOf(e, source);
    if (contains(colors, color)) return true;
  }
  return false;
}

function colorsOf(e: Engine, id: ObjectId): readonly Color[] {
  const source = obj(e, id);
  if (source === undefined) return [];
  if (!source.alive && source.last !== null) return source.last.colors;
  return view(e, source).colors;
}

/** Whether the object is a creature now (fast when no type-changing effect exists). */
export function isCreature(e: Engine, o: ObjectState): boolean {
  if (o.zone === "play" && typeChangingEffectExists(e)) return contains(view(e, o).types, "Creature");
  return definitionEntry(e, o).facts.creature;
}

/** Whether the object has a card type now; reads the definition when no type-changing effect exists. */
export function hasTypeNow(e: Engine, o: ObjectState, type: CardType): boolean {
  if (o.zone === "play" && typeChangingEffectExists(e)) return contains(view(e, o).types, type);
  return contains(definitionOf(e, o).types, type);
}

/** Whether a type filter could match the object; false only when it certainly can't (a cheap pre-check). */
export function mayHaveTypes(e: Engine, o: ObjectState, types: readonly CardType[] | undefined): boolean {
  if (types === undefined || types.length === 0) return true;
  if (o.zone === "play" && typeChangingEffectExists(e)) return true;
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
  for (let i = 0; i < effects.length; i++) {
    const effect = effects[i];
    if (effect.control === undefined) continue;
    if (effect.objects === null) return view(e, o).controller;
    if (contains(effect.objects, o.id)) controller = effect.control;
  }
  return controller;
}

export function hasKeyword(e: Engine, o: ObjectState, keyword: Keyword): boolean {
  return contains(view(e, o).keywords, keyword);
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
        }
      }
      continue;
    }
    if (effect.objects !== null && !effect.objects.some((id) => obj(e, id)?.alive === true)) continue;
    kept.push(effect);
  }
  e.s.effects = kept;
}
