/**
 * `ctx.putIntoPlay`: permanent cards from any zone but play and the stack enter play under `controller`, with
 * `counters` on them if given ("with a -1/-1 counter on it": persist, runtime/keyword-triggers.ts).
 */
import { contains, definitionOf, enterPlay, obj, type EffectRun, type ObjectId, type PlayerId } from "../../runtime/family.js";

export default {
  putIntoPlay(this: EffectRun, ids: ObjectId[], newController: PlayerId, counters?: Readonly<Record<string, number>>): ObjectId[] {
    const e = this.e;
    const out: ObjectId[] = [];
    for (const id of ids) {
      const o = obj(e, id);
      if (o === undefined || !o.alive || o.zone === "play" || o.zone === "stack") continue;
      const def = definitionOf(e, o);
      if (contains(def.types, "Instant") || contains(def.types, "Sorcery")) continue; // not a permanent card
      const entered = enterPlay(e, id, newController, counters === undefined ? { byEffect: true } : { byEffect: true, counters });
      if (entered !== null) out.push(entered);
    }
    return out;
  },
};
