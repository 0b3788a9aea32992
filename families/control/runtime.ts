/**
 * `ctx.gainControl`: a control-changing continuous effect (layer 2); a permanent that changes control leaves combat.
 * Duration "whileInPlay" ("as long as Sower of Temptation remains in play"): the effect lasts while the ability's
 * source is in play (runtime/zones.ts ends it as the source leaves), and does nothing if it has already left.
 */
import { addEffect, controllerOf, endEffectsOnControlLoss, log, obj, permanentsIn, removeFromCombat, writable, type Duration, type EffectRun, type ObjectId, type PlayerId } from "../../runtime/family.js";

export default {
  gainControl(this: EffectRun, ids: ObjectId[], newController: PlayerId, duration: Duration): void {
    const e = this.e;
    if (duration === "whileInPlay") {
      const source = obj(e, this.self);
      if (source === undefined || !source.alive || source.zone !== "play") return;
    }
    const objects = permanentsIn(e, ids);
    if (objects.length === 0) return;
    for (const o of objects) {
      if (controllerOf(e, o) !== newController) {
        writable(e, o).controlledSinceTurn = e.s.turnNumber;
        endEffectsOnControlLoss(e, o.id); // "until you lose control of it" (suspend's haste)
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
