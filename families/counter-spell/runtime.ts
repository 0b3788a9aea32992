/**
 * `ctx.counter` (glossary, "Counter": to cancel a spell so that it doesn't resolve and none of its effects occur;
 * a countered spell is put into its owner's graveyard). Each object that is still a spell on the stack leaves
 * it; anything else (an ability, a spell that already resolved) is left alone.
 */
import { log, moveObject, obj, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  counter(this: EffectRun, ids: ObjectId[]): void {
    const e = this.e;
    for (const id of ids) {
      const index = e.s.stack.findIndex((item) => item.kind === "spell" && item.id === id);
      if (index < 0) continue;
      const [item] = e.s.stack.splice(index, 1);
      log(e, { kind: "countered", id: item.id, description: item.description, reason: "countered by an effect" });
      if (obj(e, id)?.alive === true) moveObject(e, id, "graveyard");
    }
  },
};
