/**
 * `ctx.putCounters`: on each permanent still in play (each placement is a replaceable event, 419).
 * `ctx.removeCounters`: from each permanent still in play, as many of the kind as it has, up to the count (null: all).
 */
import { permanentsIn, putCounters, removeCounters, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  putCounters(this: EffectRun, ids: ObjectId[], counter: string, count: number): void {
    for (const o of permanentsIn(this.e, ids)) putCounters(this.e, o.id, counter, count, { entering: false, byEffect: true });
  },
  removeCounters(this: EffectRun, ids: ObjectId[], counter: string, count: number | null): void {
    for (const o of permanentsIn(this.e, ids)) removeCounters(this.e, o, counter, count === null ? (o.counters[counter] ?? 0) : count);
  },
};
