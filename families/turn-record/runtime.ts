/**
 * `ctx.returnToHandPutThereThisTurn(ids)`: of the cards given, those put into a graveyard from play this turn and
 * still there (runtime/turn-record.ts) go to their owners' hands (217.1).
 */
import { moveObject, putIntoGraveyardFromPlayThisTurn, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  returnToHandPutThereThisTurn(this: EffectRun, ids: ObjectId[]): ObjectId[] {
    const thisTurn = new Set(putIntoGraveyardFromPlayThisTurn(this.e));
    const moved: ObjectId[] = [];
    for (const id of ids) if (thisTurn.has(id)) moved.push(moveObject(this.e, id, "hand"));
    return moved;
  },
};
