/**
 * `ctx.regenerate`: a regeneration shield on each permanent (419.6b, runtime/shields.ts); `ctx.forbidRegeneration`:
 * "can't be regenerated", for the rest of the resolution or this turn; `ctx.forbidRegenerationOfDamaged`: the
 * same for each creature the resolving spell or ability has dealt damage to ("a creature dealt damage this way").
 */
import { addRegenerationShield, damageDealtThisResolution, forbidRegeneration, obj, permanentsIn, view, contains, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  regenerate(this: EffectRun, ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) addRegenerationShield(this.e, this.self, this.controller, o.id);
  },
  forbidRegeneration(this: EffectRun, ids: ObjectId[], thisTurn: boolean): void {
    for (const o of permanentsIn(this.e, ids)) forbidRegeneration(this.e, this.self, this.controller, o.id, !thisTurn);
  },
  forbidRegenerationOfDamaged(this: EffectRun, thisTurn: boolean): void {
    for (const id of damageDealtThisResolution(this.e, this.self)) {
      const o = obj(this.e, id);
      if (o === undefined || !o.alive || o.zone !== "play" || !contains(view(this.e, o).types, "Creature")) continue;
      forbidRegeneration(this.e, this.self, this.controller, id, !thisTurn);
    }
  },
};
