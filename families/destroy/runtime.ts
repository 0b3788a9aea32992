/** `ctx.destroy`: each permanent to its owner's graveyard unless indestructible (runtime/effects.ts destroy). */
import { destroy, permanentsIn, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  destroy(this: EffectRun, ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) destroy(this.e, o, "effect");
  },
};
