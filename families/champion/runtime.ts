/**
 * `ctx.sacrificeUnlessRemove(ids, filter)` (champion's first ability): the ability's controller chooses one
 * permanent the filter describes to remove from the game ("champion" decision; choosing nothing is allowed), or,
 * choosing none or having none, sacrifices the objects given that are still in play under his or her control.
 * The removed card is remembered for the source's linked ability (`ctx.linked()`, "the removed card"), which
 * reads it even after the source has left play (its record keeps the list).
 */
import { ask, definitionOf, log, moveObject, obj, objectsIn, writable, type EffectRun, type ObjectFilter, type ObjectId } from "../../runtime/family.js";

export default {
  sacrificeUnlessRemove(this: EffectRun, ids: ObjectId[], filter: ObjectFilter): void {
    const e = this.e;
    const options = objectsIn(e, filter, "play", this.controller);
    const source = obj(e, this.self);
    const name = source === undefined ? "champion" : definitionOf(e, source).name;
    const [chosen] = ask(e, {
      player: this.controller,
      kind: "champion",
      prompt: `${name}: remove a permanent from the game (choose nothing to sacrifice ${name} instead)`,
      options,
      min: 0,
      max: 1,
    }) as ObjectId[];
    if (chosen !== undefined) {
      const removed = moveObject(e, chosen, "removed");
      if (source !== undefined) writable(e, source).linked = [...(source.linked ?? []), removed];
      return;
    }
    for (const id of ids) {
      const o = obj(e, id);
      if (o === undefined || !o.alive || o.zone !== "play") continue;
      log(e, { kind: "sacrifice", player: this.controller, object: id });
      moveObject(e, id, "graveyard");
    }
  },
};
