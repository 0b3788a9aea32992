/** `ctx.sacrifice`: the player chooses that many of their permanents matching the filter. */
import { ask, sacrifice, objectsIn, type EffectRun, type ObjectFilter, type PlayerId } from "../../runtime/family.js";

export default {
  sacrifice(this: EffectRun, p: PlayerId, count: number, filter: ObjectFilter): void {
    const e = this.e;
    const options = objectsIn(e, filter, "play", p);
    const n = Math.min(count, options.length);
    if (n <= 0) return;
    const chosen = ask(e, { player: p, kind: "sacrifice", prompt: `sacrifice ${n} permanent(s)`, options, min: n, max: n });
    for (const id of chosen) {
      sacrifice(e, id, p);
    }
  },
};
