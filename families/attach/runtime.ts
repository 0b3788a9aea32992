/**
 * `ctx.attachSelf`: the ability's source becomes attached to the first of the objects, if it is still in play and
 * could be attached to it (runtime/attachments.ts `attach`: an Aura's enchant keyword, protection); else nothing.
 */
import { attach, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  attachSelf(this: EffectRun, ids: ObjectId[]): void {
    if (ids.length > 0) attach(this.e, this.self, ids[0]);
  },
};
