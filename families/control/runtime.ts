/** `ctx.gainControl`: a control-changing continuous effect (layer 2); a permanent that changes control leaves combat. */
import { addEffect, controllerOf, log, permanentsIn, removeFromCombat, writable, type Duration, type EffectRun, type ObjectId, type PlayerId } from "../../runtime/family.js";

export default {
  gainControl(this: EffectRun, ids: ObjectId[], newController: PlayerId, duration: Duration): void {
    const e = this.e;
    const objects = permanentsIn(e, ids);
    if (objects.length === 0) return;
    for (const o of objects) {
      if (controllerOf(e, o) !== newController) {
        writable(e, o).controlledSinceTurn = e.s.turnNumber;
        removeFromCombat(e, o.id);
      }
    }
    addEffect(e, {
      duration,
      source: this.self,
      controller: this.controller,
      objects: objects.map((o) => o.id),
      filter: null,
      control: newController,
    });
    log(e, { kind: "control", objects: objects.map((o) => o.id), controller: newController, duration });
  },
};
