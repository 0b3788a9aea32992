/**
 * `ctx.modify` (a continuous effect on a locked-in set of objects), `ctx.grantContinuously` (on whatever matches
 * the filter at any time), `ctx.become` (type change and P/T setting): layers in runtime/continuous.ts (418).
 */
import { addEffect, permanentsIn, type CardType, type Duration, type EffectRun, type Keyword, type ObjectFilter, type ObjectId } from "../../runtime/family.js";

export default {
  /** Combat restrictions ("can't block this turn") on the objects as the effect happens (locked in). */
  restrict(this: EffectRun, ids: ObjectId[], restrictions: ("cantAttack" | "cantBlock")[], duration: Duration): void {
    const objects = permanentsIn(this.e, ids).map((o) => o.id);
    if (objects.length === 0) return;
    addEffect(this.e, { duration, source: this.self, controller: this.controller, objects, filter: null, restrictions: restrictions.map((kind) => ({ kind })) });
  },

  modify(this: EffectRun, ids: ObjectId[], change: { power?: number; toughness?: number; keywords?: Keyword[] }, duration: Duration): void {
    const objects = permanentsIn(this.e, ids).map((o) => o.id);
    if (objects.length === 0) return;
    addEffect(this.e, {
      duration,
      source: this.self,
      controller: this.controller,
      objects,
      filter: null,
      ...(change.power !== undefined ? { power: change.power } : {}),
      ...(change.toughness !== undefined ? { toughness: change.toughness } : {}),
      ...(change.keywords !== undefined && change.keywords.length > 0 ? { keywords: change.keywords.slice() } : {}),
    });
  },

  grantContinuously(this: EffectRun, filter: ObjectFilter, change: { keywords: Keyword[] }, duration: Duration): void {
    addEffect(this.e, {
      duration,
      source: this.self,
      controller: this.controller,
      objects: null,
      filter: { ...filter },
      keywords: change.keywords.slice(),
    });
  },

  become(this: EffectRun, ids: ObjectId[], change: { power: number; toughness: number; addTypes: CardType[] }, duration: Duration): void {
    const objects = permanentsIn(this.e, ids).map((o) => o.id);
    if (objects.length === 0) return;
    addEffect(this.e, {
      duration,
      source: this.self,
      controller: this.controller,
      objects,
      filter: null,
      addTypes: change.addTypes.slice(),
      setPower: change.power,
      setToughness: change.toughness,
    });
  },
};
