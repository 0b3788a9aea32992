/** `ctx.untap`, `ctx.tap`, `ctx.skipNextUntap` (the permanent skips its controller's next untap step). */
import { permanentsIn, writable, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  untap(this: EffectRun, ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) writable(this.e, o).tapped = false;
  },

  tap(this: EffectRun, ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) writable(this.e, o).tapped = true;
  },

  skipNextUntap(this: EffectRun, ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) writable(this.e, o).skipUntaps = 1;
  },
};
