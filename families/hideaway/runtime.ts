/**
 * `ctx.hideawayLook(count)`: the controller looks at the top `count` cards of his or her library, removes one of
 * them from the game face down (remembered for the source's linked ability: `ctx.linked()`), then puts the rest
 * on the bottom in the order he or she chooses (a "hideaway" decision, then "orderCards" decisions: the first
 * chosen goes to the bottom first, so it ends up above the others).
 * `ctx.playWithoutPaying(ids, condition)`: if the condition holds as the ability resolves, the controller plays each
 * card given without paying its mana cost (runtime/play-free.ts); the damage dealt this turn is read back from the
 * turn's log (runtime/turn-record.ts), so no event pays for it.
 */
import {
  ask,
  creaturesAttackedWithThisTurn,
  damageDealtToPlayerThisTurn,
  log,
  moveObject,
  obj,
  opponentsOf,
  player,
  playWithoutPayingManaCost,
  view,
  writable,
  type EffectRun,
  type Engine,
  type ObjectId,
  type PlayerId,
} from "../../runtime/family.js";

export type PlayConditionData =
  | { kind: "attackedWithThisTurn"; atLeast: number }
  | { kind: "eachPlayerNoCardsInHand" }
  | { kind: "totalPower"; atLeast: number; objects: ObjectId[] }
  | { kind: "libraryAtMost"; atMost: number }
  | { kind: "opponentDealtDamageThisTurn"; atLeast: number };

/** Whether the condition holds now, as the ability resolves, and its words for the log when it does not. */
function conditionHolds(e: Engine, controller: PlayerId, condition: PlayConditionData): { holds: boolean; text: string } {
  switch (condition.kind) {
    case "attackedWithThisTurn":
      return { holds: creaturesAttackedWithThisTurn(e, controller) >= condition.atLeast, text: `attacked with ${condition.atLeast} or more creatures this turn` };
    case "eachPlayerNoCardsInHand":
      // players who lost have left the game (a multiplayer game goes on without them)
      return { holds: e.s.players.every((p) => p.lost || p.hand.length === 0), text: "each player has no cards in hand" };
    case "totalPower": {
      let total = 0;
      for (const id of condition.objects) {
        const o = obj(e, id);
        if (o !== undefined) total += view(e, o).power ?? 0;
      }
      return { holds: total >= condition.atLeast, text: `total power ${condition.atLeast} or greater` };
    }
    case "libraryAtMost":
      return { holds: e.s.players.some((p) => !p.lost && p.library.length <= condition.atMost), text: `a library has ${condition.atMost} or fewer cards` };
    case "opponentDealtDamageThisTurn":
      return {
        holds: opponentsOf(e, controller).some((p) => damageDealtToPlayerThisTurn(e, p) >= condition.atLeast),
        text: `an opponent was dealt ${condition.atLeast} or more damage this turn`,
      };
  }
}

export default {
  hideawayLook(this: EffectRun, count: number): void {
    const e = this.e;
    const p = this.controller;
    const cards = player(e, p).library.slice(0, Math.max(0, count));
    log(e, { kind: "look", player: p, library: p, cards: cards.slice() });
    const [hidden] = ask(e, { player: p, kind: "hideaway", prompt: "hideaway: choose the card to remove from the game face down", options: cards.slice(), min: 1, max: 1 }) as ObjectId[];
    if (hidden === undefined) return;
    const removed = moveObject(e, hidden, "removed");
    log(e, { kind: "faceDown", player: p, object: removed });
    const source = obj(e, this.self);
    if (source !== undefined) writable(e, source).linked = [...(source.linked ?? []), removed];
    // The rest go to the bottom one by one, in the order the player chooses (the first chosen goes first, so it
    // ends up above the others).
    const left = cards.filter((id) => id !== hidden);
    while (left.length > 0) {
      const [next] = ask(e, { player: p, kind: "orderCards", prompt: "put on the bottom of the library: choose the card to go next (the first chosen ends up highest)", options: left.slice(), min: 1, max: 1 }) as ObjectId[];
      left.splice(left.indexOf(next), 1);
      moveObject(e, next, "libraryBottom");
    }
  },

  playWithoutPaying(this: EffectRun, ids: ObjectId[], condition?: PlayConditionData): void {
    if (condition !== undefined) {
      const { holds, text } = conditionHolds(this.e, this.controller, condition);
      if (!holds) {
        log(this.e, { kind: "conditionFalse", text });
        return;
      }
    }
    for (const id of ids) playWithoutPayingManaCost(this.e, this.controller, id);
  },
};
