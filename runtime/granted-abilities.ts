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
 */
import type { ActivatedAbilityDefinition, CardDefinition } from "./definition.js";
import { definitionOfCard, type Engine } from "./engine.js";
import { grantingEffectsOn } from "./continuous.js";
import type { ObjectState, TokenData } from "./state.js";

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
