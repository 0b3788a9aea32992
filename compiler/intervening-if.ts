/**
 * 410.11: an intervening "if" clause (grammar/ast.ts `InterveningIfClause`) as the runtime's data
 * (runtime/definition.ts `InterveningIf`), which runtime/intervening-if.ts checks as the ability triggers and
 * again as it resolves.
 */
import type { InterveningIfClause } from "../grammar/ast.js";
import type { InterveningIf } from "../runtime/definition.js";
import type { DataObject } from "./data-printer.js";
import { characteristicData } from "./filter-data.js";

export function interveningIfData(condition: InterveningIfClause): InterveningIf & DataObject {
  switch (condition.kind) {
    case "CostPaid":
      return { kind: "costPaid", cost: condition.cost };
    case "SelfTapped":
      return { kind: "selfTapped", tapped: condition.tapped };
    case "CardsInHand":
      return { kind: "cardsInHand", player: condition.player.kind === "You" ? "you" : "triggering", atMost: condition.atMost };
    case "YouControl":
      // `atLeast` only when more than one: the modules of "if you control a …" stay as they were.
      return condition.atLeast === 1
        ? { kind: "youControl", filter: characteristicData(condition.filter) as DataObject }
        : { kind: "youControl", filter: characteristicData(condition.filter) as DataObject, atLeast: condition.atLeast };
    case "HadCounter":
      // `self` and `none` only where written: the modules of "if it had a -1/-1 counter on it" stay as they were.
      return { kind: "triggeringHadCounter", counter: condition.counter, ...(condition.none === true ? { none: true } : {}), ...(condition.self === true ? { self: true } : {}) };
    case "CardsInGraveyard":
      return { kind: "cardsInGraveyard", atLeast: condition.atLeast, filter: characteristicData(condition.filter) as DataObject };
    case "OpponentLostLife":
      return { kind: "opponentLostLife", atLeast: condition.atLeast };
    case "OpponentControlsMore":
      return { kind: "opponentControlsMore", filter: characteristicData(condition.filter) as DataObject };
  }
}
