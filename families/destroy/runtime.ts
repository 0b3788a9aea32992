/** `ctx.destroy`: each permanent to its owner's graveyard unless indestructible (runtime/effects.ts destroy). */
import { contains, destroy, destroyedThisWay, obj, permanentsIn, view, type CardType, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  /**
   * "for each permanent destroyed this way": the permanents this resolution destroyed (413.2c), of one of `types`
   * as they last were in play (none named: any).
   */
  destroyedThisWay(this: EffectRun, types: CardType[]): number {
    const destroyed = destroyedThisWay(this.e);
    if (types.length === 0) return destroyed.length;
    return destroyed.filter((id) => {
      const o = obj(this.e, id);
      return o !== undefined && view(this.e, o).types.some((type) => types.includes(type));
    }).length;
  },
  destroy(this: EffectRun, ids: ObjectId[]): void {
    const permanents = permanentsIn(this.e, ids);
    if (permanents.length === 1) {
      destroy(this.e, permanents[0], "effect");
      return;
    }
    // "Destroy all creatures" destroys them all at once: which are indestructible is seen before any leaves play
    // (Timber Protector's other Treefolk stay indestructible though it is destroyed by the same effect).
    const destructible = permanents.filter((o) => !contains(view(this.e, o).keywords, "Indestructible"));
    for (const o of destructible) destroy(this.e, o, "effect");
  },
};
