/**
 * `ctx.putCounters`: on each permanent still in play (each placement is a replaceable event, 419).
 * `ctx.removeCounters`: from each permanent still in play, as many of the kind as it has, up to the count (null: all).
 */
import { ask, obj, permanentsIn, putCounters, removeCounters, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  /**
   * "Move a counter / all counters from target creature onto another target creature": removed from the one
   * permanent and put on the other (each placement replaceable, 419). Both must still be in play (and legal, 413.2a):
   * with either gone, no counter moves. "a counter" of several kinds: its controller chooses which kind.
   */
  moveCounters(this: EffectRun, fromIds: ObjectId[], toIds: ObjectId[], counter: string | null, all: boolean): void {
    const from = permanentsIn(this.e, fromIds)[0];
    const to = permanentsIn(this.e, toIds)[0];
    if (from === undefined || to === undefined || from.id === to.id) return;
    const kinds = Object.keys(from.counters).filter((kind) => (from.counters[kind] ?? 0) > 0 && (counter === null || kind === counter));
    if (kinds.length === 0) return;
    if (all) {
      const moved = kinds.map((kind) => [kind, from.counters[kind] ?? 0] as const);
      for (const [kind, count] of moved) removeCounters(this.e, from, kind, count);
      for (const [kind, count] of moved) putCounters(this.e, to.id, kind, count, { entering: false, byEffect: true });
      return;
    }
    const [kind] = kinds.length === 1 ? kinds : (ask(this.e, { player: this.controller, kind: "counter", prompt: "choose the kind of counter to move", options: kinds, min: 1, max: 1 }) as string[]);
    removeCounters(this.e, from, kind, 1);
    putCounters(this.e, to.id, kind, 1, { entering: false, byEffect: true });
  },

  putCounters(this: EffectRun, ids: ObjectId[], counter: string, count: number): void {
    for (const o of permanentsIn(this.e, ids)) putCounters(this.e, o.id, counter, count, { entering: false, byEffect: true });
  },
  /**
   * `counter` null: "remove a counter from target permanent": one counter at a time, of a kind the permanent has,
   * chosen by the controller when it has several (each removal may leave it fewer kinds to choose from).
   */
  removeCounters(this: EffectRun, ids: ObjectId[], counter: string | null, count: number | null): void {
    for (const o of permanentsIn(this.e, ids)) {
      if (counter !== null) {
        removeCounters(this.e, o, counter, count === null ? (o.counters[counter] ?? 0) : count);
        continue;
      }
      // The record is copied on write: read it again after each removal.
      for (let removed = 0; count === null || removed < count; removed++) {
        const now = obj(this.e, o.id)!;
        const kinds = Object.keys(now.counters).filter((kind) => (now.counters[kind] ?? 0) > 0);
        if (kinds.length === 0) break;
        // "all counters": every kind, nothing to choose.
        if (count === null) {
          for (const kind of kinds) removeCounters(this.e, obj(this.e, o.id)!, kind, now.counters[kind] ?? 0);
          break;
        }
        const [kind] = kinds.length === 1 ? kinds : (ask(this.e, { player: this.controller, kind: "counter", prompt: "choose the kind of counter to remove", options: kinds, min: 1, max: 1 }) as string[]);
        removeCounters(this.e, now, kind, 1);
      }
    }
  },
};
