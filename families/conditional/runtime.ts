/**
 * `ctx.manaSpent(color)`: "if {U} was spent to play ~" (Eventide): whether the payment of the resolving spell
 * spent mana of that colour (its object's `manaSpent`, recorded as it was played: runtime/stack.ts `cast`). A copy
 * of a spell, or an ability, was not played with mana: nothing was spent. "If you control a Giant, …" needs no
 * primitive of its own: the condition reads `ctx.objects` (the kernel's).
 */
import { obj, type Color, type EffectRun } from "../../runtime/family.js";

export default {
  manaSpent(this: EffectRun, color: Color): boolean {
    return obj(this.e, this.self)?.manaSpent?.includes(color) ?? false;
  },
};
