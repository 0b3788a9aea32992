/**
 * 410.11 (2007) intervening "if" clauses: "When/Whenever/At [trigger event], if [condition], [effect]." The
 * ability triggers only if the condition holds as the event happens (events.ts asks `interveningIfHolds` as it
 * matches), and as it resolves the condition is checked again: if it no longer holds, the ability is removed from
 * the stack and does nothing (stack.ts). One function for every condition, so every triggered ability with one —
 * a card's written-out ability or a keyword's (evoke, conspire) — gets both checks.
 */
import type { InterveningIf, ObjectId, PlayerId } from "./definition.js";
import { obj, opponentsOf, player, type Engine } from "./engine.js";
import { lifeLostThisTurn, previousTurnOf } from "./turn-record.js";
import { controllerOf, view } from "./continuous.js";
import { objectsIn } from "./effects.js";

/**
 * Whether the condition holds now for the ability of `source` (its record as it last was if it left its zone);
 * `triggering`: the player the event bound ("that player"), for conditions about that player; `object`: the object
 * the event bound, as the event saw it (a permanent put into a graveyard: the permanent it was, 413.2a).
 */
export function interveningIfHolds(e: Engine, condition: InterveningIf, source: ObjectId, triggering?: PlayerId, object?: ObjectId): boolean {
  switch (condition.kind) {
    case "costPaid":
      return obj(e, source)?.paid === condition.cost;
    case "selfTapped": {
      const self = obj(e, source);
      return self !== undefined && self.alive && self.zone === "play" && self.tapped === condition.tapped;
    }
    case "cardsInHand": {
      const self = obj(e, source);
      const who = condition.player === "triggering" ? triggering : self === undefined ? undefined : controllerOf(e, self);
      return who !== undefined && player(e, who).hand.length <= condition.atMost;
    }
    case "triggeringHadCounter": {
      const o = object === undefined ? undefined : obj(e, object);
      return o !== undefined && (view(e, o).counters[condition.counter] ?? 0) > 0;
    }
    case "cardsInGraveyard": {
      const self = obj(e, source);
      // A graveyard holds its owner's cards (217.1): the controller's graveyard is the one of the cards he or she owns.
      return self !== undefined && objectsIn(e, condition.filter, "graveyard", controllerOf(e, self)).length >= condition.atLeast;
    }
    case "youControl": {
      const self = obj(e, source);
      return self !== undefined && objectsIn(e, condition.filter, "play", controllerOf(e, self)).length >= (condition.atLeast ?? 1);
    }
    case "opponentLostLife": {
      const self = obj(e, source);
      return self !== undefined && opponentsOf(e, controllerOf(e, self)).some((p) => lifeLostThisTurn(e, p) >= condition.atLeast);
    }
    case "cameUnderControlSinceLastUpkeep": {
      // Echo (502.19): its controller's last upkeep began in his or her turn before this one; a permanent that has
      // been under that player's control since an earlier turn did not come under it since. A player with no turn
      // before this one had no upkeep before: everything he or she controls came under his or her control since.
      const self = obj(e, source);
      if (self === undefined || !self.alive || self.zone !== "play") return false;
      const before = previousTurnOf(e, controllerOf(e, self));
      return before === undefined || self.controlledSinceTurn >= before;
    }
    case "opponentControlsMore": {
      const self = obj(e, source);
      if (self === undefined) return false;
      const you = controllerOf(e, self);
      const yours = objectsIn(e, condition.filter, "play", you).length;
      return opponentsOf(e, you).some((p) => objectsIn(e, condition.filter, "play", p).length > yours);
    }
  }
}
