/** `ctx.destroy`: each permanent to its owner's graveyard unless indestructible (runtime/effects.ts destroy). */
import { contains, destroy, permanentsIn, view, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
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
