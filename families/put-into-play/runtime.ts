/**
 * `ctx.putIntoPlay`: permanent cards from any zone but play and the stack enter play under `controller`, with
 * `counters` on them if given ("with a -1/-1 counter on it": persist, runtime/keyword-triggers.ts).
 */
import { ask, contains, definitionOf, enterPlay, obj, putIntoPlayAttacking, type EffectRun, type ObjectId, type PlayerId } from "../../runtime/family.js";

export default {
  /**
   * "put a creature card from your hand into play": the player chooses one of the cards of his or her hand that fit
   * (`ids`), which enters play under his or her control; with none, nothing happens. `attacking`: "… into play
   * tapped and attacking" (Preeminent Captain): it comes into play tapped, then attacks without being declared
   * (308.4 of 2007, runtime/combat.ts `putIntoPlayAttacking`: not outside combat, nor for a player not attacking).
   */
  putCardFromHand(this: EffectRun, p: PlayerId, ids: ObjectId[], attacking?: true): ObjectId[] {
    const fitting = ids.filter((id) => obj(this.e, id)?.zone === "hand" && obj(this.e, id)?.owner === p);
    if (fitting.length === 0) {
      this.noteMade?.([]);
      return [];
    }
    const [chosen] = ask(this.e, { player: p, kind: "putIntoPlay", prompt: "choose the card to put into play", options: fitting, min: 1, max: 1 }) as ObjectId[];
    const entered = enterPlay(this.e, chosen, p, attacking === true ? { byEffect: true, tapped: true } : { byEffect: true });
    if (entered !== null && attacking === true) putIntoPlayAttacking(this.e, entered);
    const made = entered === null ? [] : [entered];
    this.noteMade?.(made);
    return made;
  },

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
