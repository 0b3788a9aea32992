/**
 * Activated abilities granted by static abilities (abilities added in layer 5, 418.5a of 2007): 'Enchanted
 * creature has "{T}: This creature deals 1 damage to target creature or player."' (Power of Fire), 'White creatures
 * you control have "{T}: You gain 1 life."' (Resplendent Mentor), 'Equipped creature has "{3}, {Q}: …"'; and by
 * resolved spells and abilities, on the objects they locked in: 'other creatures you control gain "{T}: …" until
 * end of turn' (Furystoke Giant).
 *
 * The object that has a granted ability plays it as its own (409.1: its controller, its costs, "this creature" is
 * `ctx.self`, summoning sickness for {T}). An object's activated abilities are numbered as the `activate` action
 * names them: its definition's first (`CardDefinition.abilities`), then those granted to it now, in the order of
 * the effects that grant them (timestamp order). Once played, the ability on the stack keeps where its code is
 * (`GrantedAbilityRef`, plain data): it resolves even if the grant has ended meanwhile, as any ability on the stack
 * exists apart from its source. A granted mana ability ('All Slivers have "{T}: Add one mana of any color to your mana
 * pool."', Gemhide Sliver) is played the same way and resolves at once, without the stack (406; mana.ts
 * `activateManaAbility`); one that taps for one mana of one colour, which automatic payment would count as a
 * source, is refused by the checker (families/static-modify `checkGranted`).
 *
 * Nothing here runs unless a static ability that grants abilities is in play (`effectsGrantAbilities`, worked out
 * once per list of continuous effects).
 *
 * Triggered abilities granted in quotes ('As long as enchanted creature is blue, it … has "Whenever this creature
 * deals damage to an opponent, draw a card."', Helm of the Ghastlord; 'That token has haste and "At end of turn,
 * sacrifice this permanent."', Minion Reflector) trigger as the object's own would (410.1): the event bus
 * (runtime/events.ts) offers an event to the granted triggered abilities only when one in play can trigger on its
 * kind (`grantedTriggerEvents`, worked out once per list of continuous effects), and then only to the objects the
 * granting effects name (`grantCandidates`: the enchanted creature, the locked-in token; every permanent only for a
 * grant by a filter, "All Slivers have …"). A pending trigger and the stack item keep where its code is
 * (`GrantedAbilityRef` with `trigger`), so it resolves even if the grant has ended meanwhile. Not kept: a granted
 * ability in an object's last known information, so none triggers on its own object leaving play (410.10c; the
 * checker refuses such a one, CS2163).
 */
import type { ActivatedAbilityDefinition, CardDefinition, ObjectId, TriggeredAbilityDefinition } from "./definition.js";
import { definitionOfCard, obj, type Engine } from "./engine.js";
import { grantCandidates, grantingEffectsOn, triggerGrantingEffects, triggerGrantingEffectsOn } from "./continuous.js";
import type { ContinuousEffect, ObjectState, TokenData } from "./state.js";

/**
 * Where a granted ability's code is: the granting card's (or token's) static ability and its place there, or
 * (`ability` -1) the card's list of abilities its resolving effects grant (`CardDefinition.granted`).
 */
export interface GrantedAbilityRef {
  /** The granting object's copiable values (its card name, its token data), which find its definition. */
  readonly card: string;
  readonly token: TokenData | null;
  /** Index of the static ability in that definition's abilities (-1: none), and of the granted ability in its list. */
  readonly ability: number;
  readonly grant: number;
  /**
   * A triggered ability: `grant` indexes the triggered abilities granted there (`StaticEffectDefinition.triggers`,
   * or with `ability` -1 `CardDefinition.grantedTriggers`).
   */
  readonly trigger?: true;
}

export interface GrantedAbility {
  ref: GrantedAbilityRef;
  ability: ActivatedAbilityDefinition;
}

const NONE: readonly GrantedAbility[] = [];

/** The activated abilities granted to a permanent now, in the order their effects apply. */
export function grantedAbilities(e: Engine, o: ObjectState): readonly GrantedAbility[] {
  const effects = grantingEffectsOn(e, o);
  if (effects.length === 0) return NONE;
  const out: GrantedAbility[] = [];
  for (const { effect, source } of effects) {
    if (source === null) {
      // A resolved spell's or ability's grant: the indices of the granting card's `granted`.
      const from = effect.granted!;
      const list = definitionOfCard(e, from).granted ?? [];
      for (const grant of from.abilities) if (list[grant] !== undefined) out.push({ ref: { card: from.card, token: from.token, ability: -1, grant }, ability: list[grant] });
      continue;
    }
    const from = source.copyOf ?? source;
    const ability = effect.ability!;
    const granted = grantedList(definitionOfCard(e, from), ability);
    for (let grant = 0; grant < granted.length; grant++) out.push({ ref: { card: from.card, token: from.token, ability, grant }, ability: granted[grant] });
  }
  return out;
}

/**
 * The activated ability numbered `index` of a permanent (see the module's comment): one of its definition's, or
 * one granted to it now; undefined if it has no such ability (or the definition's ability there is not activated).
 */
export function activatedAbilityAt(e: Engine, o: ObjectState, def: CardDefinition, index: number): { ability: ActivatedAbilityDefinition; granted?: GrantedAbilityRef } | undefined {
  if (index < def.abilities.length) {
    const own = def.abilities[index];
    return own !== undefined && own.kind === "activated" ? { ability: own } : undefined;
  }
  const granted = grantedAbilities(e, o)[index - def.abilities.length];
  return granted === undefined ? undefined : { ability: granted.ability, granted: granted.ref };
}

/** The code of a granted ability on the stack (its ref names it; the grant may have ended since). */
export function grantedAbilityCode(e: Engine, ref: GrantedAbilityRef): ActivatedAbilityDefinition | undefined {
  return grantedList(definitionOfCard(e, ref), ref.ability)[ref.grant];
}

function grantedList(def: CardDefinition, index: number): readonly ActivatedAbilityDefinition[] {
  if (index < 0) return def.granted ?? [];
  const ability = def.abilities[index];
  return ability !== undefined && ability.kind === "static" ? (ability.effect?.abilities ?? []) : [];
}

// ---------------------------------------------------------------------------------------------------------
// Granted triggered abilities

export interface GrantedTrigger {
  ref: GrantedAbilityRef;
  ability: TriggeredAbilityDefinition;
}

const NO_TRIGGERS: readonly GrantedTrigger[] = [];

/** The triggered abilities granted to a permanent now, in the order their effects apply (timestamp order). */
export function grantedTriggers(e: Engine, o: ObjectState): readonly GrantedTrigger[] {
  const effects = triggerGrantingEffectsOn(e, o);
  if (effects.length === 0) return NO_TRIGGERS;
  const out: GrantedTrigger[] = [];
  for (const { effect, source } of effects) {
    if (source === null) {
      const from = effect.granted!;
      const list = definitionOfCard(e, from).grantedTriggers ?? [];
      for (const grant of from.triggers ?? []) if (list[grant] !== undefined) out.push({ ref: { card: from.card, token: from.token, ability: -1, grant, trigger: true }, ability: list[grant] });
      continue;
    }
    const from = source.copyOf ?? source;
    const ability = effect.ability!;
    const granted = grantedTriggerList(definitionOfCard(e, from), ability);
    for (let grant = 0; grant < granted.length; grant++) out.push({ ref: { card: from.card, token: from.token, ability, grant, trigger: true }, ability: granted[grant] });
  }
  return out;
}

/** The code of a granted triggered ability, pending or on the stack (its ref names it; the grant may have ended since). */
export function grantedTriggerCode(e: Engine, ref: GrantedAbilityRef): TriggeredAbilityDefinition | undefined {
  return grantedTriggerList(definitionOfCard(e, ref), ref.ability)[ref.grant];
}

function grantedTriggerList(def: CardDefinition, index: number): readonly TriggeredAbilityDefinition[] {
  if (index < 0) return def.grantedTriggers ?? [];
  const ability = def.abilities[index];
  return ability !== undefined && ability.kind === "static" ? (ability.effect?.triggers ?? []) : [];
}

/** The triggered abilities an effect grants (its definitions' code), whatever it applies to now. */
export function triggersOfEffect(e: Engine, effect: ContinuousEffect): readonly TriggeredAbilityDefinition[] {
  if (effect.ability === undefined) {
    const from = effect.granted;
    if (from?.triggers === undefined) return [];
    const list = definitionOfCard(e, from).grantedTriggers ?? [];
    return from.triggers.map((grant) => list[grant]).filter((ability) => ability !== undefined);
  }
  const source = obj(e, effect.source);
  if (source === undefined) return [];
  return grantedTriggerList(definitionOfCard(e, source.copyOf ?? source), effect.ability);
}

/**
 * The permanents that may have a granted triggered ability now, in play order, or null when some grant names its
 * objects by a filter (every permanent may have one: "All Slivers have …"). Each is asked `grantedTriggers`.
 */
export function grantedTriggerHolders(e: Engine): readonly ObjectId[] | null {
  const grants = triggerGrantingEffects(e.s.effects);
  let out: ObjectId[] | null = null;
  for (let i = 0; i < grants.length; i++) {
    const ids = grantCandidates(e, grants[i]);
    if (ids === undefined) return null;
    for (const id of ids) if (!(out ??= []).includes(id)) out.push(id);
  }
  return out ?? [];
}
