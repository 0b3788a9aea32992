/** `ctx.putCounters`: on each permanent still in play (each placement is a replaceable event, 419). */
import { permanentsIn, putCounters, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  putCounters(this: EffectRun, ids: ObjectId[], counter: string, count: number): void {
    for (const o of permanentsIn(this.e, ids)) putCounters(this.e, o.id, counter, count, { entering: false, byEffect: true });
  },
};
