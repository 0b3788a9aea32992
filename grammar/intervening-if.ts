/**
 * 410.11 intervening "if" clauses printed back: "if its prowl cost was paid", "if ~ is untapped", "if you have no
 * cards in hand", "if that player has two or fewer cards in hand", "if you control a creature with power 5 or
 * greater", "if you control two or more Mountains", "if twenty or more creature cards are in your graveyard", "if an opponent lost 3 or more life this turn", "if an
 * opponent controls more lands than you". The same words in the 2007 and current wordings.
 */
import type { InterveningIfClause } from "./ast.js";
import { filterNoun, filterPhrase, numberWord } from "./words.js";

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** The clause after the trigger, its comma first (", if …"). */
export function printInterveningIf(condition: InterveningIfClause, cardName: string): string {
  switch (condition.kind) {
    case "CostPaid":
      return condition.cost === "kicker" ? ", if it was kicked" : `, if its ${condition.cost} cost was paid`;
    case "SelfTapped":
      return `, if ${cardName} is ${condition.tapped ? "tapped" : "untapped"}`;
    case "YouControl":
      return condition.atLeast === 1
        ? `, if you control ${filterPhrase(condition.filter, "singular", "a")}`
        : `, if you control ${numberWord(condition.atLeast)} or more ${filterPhrase(condition.filter, "plural", "bare")}`;
    case "HadCounter":
      return condition.none === true ? `, if it had no ${condition.counter} counters on it` : `, if it had a ${condition.counter} counter on it`;
    case "CardsInGraveyard":
      if (condition.youHave === true) return `, if you have ${numberWord(condition.atLeast)} or more ${filterNoun(condition.filter, "plural")} in your graveyard`;
      return `, if ${numberWord(condition.atLeast)} or more ${filterNoun(condition.filter, "plural")} are in your graveyard`;
    case "CardsInHand": {
      const you = condition.player.kind === "You";
      const count = condition.atMost === 0 ? "no" : `${NUMBER_WORDS[condition.atMost] ?? String(condition.atMost)} or fewer`;
      return `, if ${you ? "you have" : "that player has"} ${count} cards in hand`;
    }
    case "OpponentLostLife":
      return `, if an opponent lost ${condition.atLeast} or more life this turn`;
    case "OpponentControlsMore":
      return `, if an opponent controls more ${filterPhrase(condition.filter, "plural", "bare")} than you`;
  }
}
