/**
 * Static abilities that change what spells cost (2007 rules 409.1f: the total cost is the mana cost, or an
 * alternative cost, plus all cost increases, minus all cost reductions; a reduction lowers only the generic part,
 * never below zero): "Noncreature spells cost {1} more to play." (Thorn of Amethyst), "Artifact spells you play
 * cost {1} less to play." (Etherium Sculptor), "Artifact and enchantment spells your opponents play cost {2} more
 * to play." (Aura of Silence). The permanents in play with such an ability (definition.ts `SpellCostChange`) are
 * asked as a spell is played and as the legal actions are listed.
 * Pay-for-use: whether any card of the registry has such an ability is worked out once per registry (engine.ts
 * `RegistryFacts`); a game whose cards have none never looks at a permanent here.
 */
import type { ManaCost, ObjectFilter, ObjectView, PlayerId, SpellCostChange } from "./definition.js";
import { controllerOf, matchesFilter, view } from "./continuous.js";
import { definitionOf, playIndex, registryChangesSpellCosts, type Engine } from "./engine.js";
import { staticContext } from "./effect-context.js";
import { hasComposedParts, matchesComposedParts } from "./filters.js";
import type { ObjectState } from "./state.js";

/**
 * 409.1f: the cost of playing `card` (a card about to be played as a spell by `player`) from `cost` (its mana
 * cost or the alternative cost chosen), with the increases and reductions of the permanents in play now.
 */
export function spellCostWithChanges(e: Engine, card: ObjectState, player: PlayerId, cost: ManaCost): ManaCost {
  if (!registryChangesSpellCosts(e)) return cost;
  let more = 0;
  let less = 0;
  // The permanents with such an ability, in play order (the play index's list: most permanents have none).
  const slots = playIndex(e).makingRules;
  for (let k = 0; k < slots.length; k++) {
    const permanent = e.s.objects[slots[k]]!;
    if (!permanent.alive || permanent.zone !== "play") continue;
    const abilities = definitionOf(e, permanent).abilities;
    for (let i = 0; i < abilities.length; i++) {
      const ability = abilities[i];
      if (ability.kind !== "static" || ability.costChange === undefined) continue;
      if (!applies(e, ability.costChange, permanent, card, player)) continue;
      if (ability.costChange.generic > 0) more += ability.costChange.generic;
      else less -= ability.costChange.generic;
    }
  }
  if (more === 0 && less === 0) return cost;
  // Increases first, then reductions of the generic part only (409.1f).
  const generic = Math.max(0, cost.generic + more - less);
  return generic === cost.generic ? cost : { ...cost, generic };
}

/** Whether the change applies to this card played by this player, in its permanent's context now. */
function applies(e: Engine, change: SpellCostChange, permanent: ObjectState, card: ObjectState, player: PlayerId): boolean {
  const controller = controllerOf(e, permanent);
  if (change.caster === "you" && player !== controller) return false;
  if (change.caster === "opponents" && player === controller) return false;
  const ctx = staticContext(e, permanent.id, controller);
  if (change.condition !== undefined && !change.condition(ctx)) return false;
  // The card is matched as the spell it becomes: by its characteristics, in the zone the filter names (the stack).
  const v = view(e, card);
  return isSpellOf(e, v, change.spells(ctx)) || (change.andSpells !== undefined && isSpellOf(e, v, change.andSpells(ctx)));
}

function isSpellOf(e: Engine, v: ObjectView, filter: ObjectFilter): boolean {
  const zone = filter.zone ?? "stack";
  return matchesFilter(v, filter, zone) && (!hasComposedParts(filter) || matchesComposedParts(e, v, filter, zone));
}
