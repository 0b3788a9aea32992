/**
 * `ctx.lookedAtSharesCreatureType(other)`, `ctx.revealLookedAt()`: the card looked at in this resolution
 * (runtime/looked-at.ts, recorded by each look). "Shares a creature type" (2007 rule 212.2f): some
 * creature type both have; a changeling (502.66) has every creature type, in every zone.
 */
import { isCreatureSubtype, isEveryCreatureType, log, lookedAtCard, obj, view, type EffectRun, type ObjectId, type ObjectState } from "../../runtime/family.js";

/** The creature types of an object as it is now, or `"all"` for a changeling. */
function creatureTypes(run: EffectRun, o: ObjectState): readonly string[] | "all" {
  const v = view(run.e, o);
  if (isEveryCreatureType(v)) return "all";
  return v.subtypes.filter(isCreatureSubtype);
}

export default {
  lookedAtSharesCreatureType(this: EffectRun, other: ObjectId): boolean {
    const card = lookedAtCard(this);
    const looked = card === undefined ? undefined : obj(this.e, card);
    const self = obj(this.e, other);
    if (looked === undefined || self === undefined) return false;
    const a = creatureTypes(this, looked);
    const b = creatureTypes(this, self);
    if (a === "all") return b === "all" || b.length > 0;
    if (b === "all") return a.length > 0;
    return a.some((type) => b.includes(type));
  },

  revealLookedAt(this: EffectRun): void {
    const card = lookedAtCard(this);
    const looked = card === undefined ? undefined : obj(this.e, card);
    if (looked === undefined || looked.zone !== "library") return;
    log(this.e, { kind: "reveal", player: looked.owner, from: "library", cards: [looked.id] });
  },
};
