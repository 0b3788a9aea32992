/**
 * Spells that can't be countered (a static ability's rule, definition.ts `StaticAbilityDefinition.uncounterable`):
 * "~ can't be countered." (Vexing Shusher: its own ability, functioning while it is a spell on the stack) and
 * "Creature spells can't be countered." (Gaea's Herald: a permanent's, while it is in play). Asked only when an
 * effect would counter a spell (families/counter-spell), so it keeps no registry fact: a game pays nothing for it
 * until a counterspell resolves. Being countered on resolution for lack of legal targets (413.2a) is the game's
 * rule, not an effect's, and still happens. "Target spell can't be countered." (a resolved ability's, Vexing
 * Shusher's): an effect naming the spell (families/counter-spell `makeUncounterable`).
 */
import type { ObjectState } from "./state.js";
import { controllerOf, matchesFilter, view } from "./continuous.js";
import { definitionOf, liveObj, type Engine } from "./engine.js";
import { staticContext } from "./effect-context.js";
import { hasComposedParts, matchesComposedParts } from "./filters.js";

/** Whether an effect can counter this spell now. */
export function cantBeCountered(e: Engine, spell: ObjectState): boolean {
  // Its own "~ can't be countered."
  for (const ability of definitionOf(e, spell).abilities) {
    if (ability.kind === "static" && ability.uncounterable !== undefined && ability.uncounterable.spells === undefined) return true;
  }
  // "Target spell can't be countered.": an effect of a resolved ability names it.
  const effects = e.s.effects;
  for (let i = 0; i < effects.length; i++) {
    const effect = effects[i];
    if (effect.uncounterable === true && effect.objects !== null && effect.objects.includes(spell.id)) return true;
  }
  // A permanent's "Creature spells can't be countered.", matched against the spell's characteristics now.
  for (const id of e.s.play) {
    const permanent = liveObj(e, id);
    if (permanent === undefined) continue;
    for (const ability of definitionOf(e, permanent).abilities) {
      if (ability.kind !== "static" || ability.uncounterable?.spells === undefined) continue;
      const filter = ability.uncounterable.spells(staticContext(e, permanent.id, controllerOf(e, permanent)));
      const v = view(e, spell);
      if (matchesFilter(v, filter, "stack") && (!hasComposedParts(filter) || matchesComposedParts(e, v, filter, "stack"))) return true;
    }
  }
  return false;
}
