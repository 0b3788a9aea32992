/**
 * Printing an activated ability's costs written in words and its activation restriction, in both wordings
 * (2007: "Play this ability only any time you could play a sorcery."; current: "Activate only as a sorcery.").
 * The self-reference is the card's name, as both wordings print it.
 */
import type { ActivationRestriction, CostPart, ObjectFilter, TypecyclingType } from "./ast.js";
import { article, filterNoun, filterPhrase, numberWord, type Wording } from "./words.js";

function counted(amount: number, filter: ObjectFilter, cardName: string): string {
  return amount === 1 ? filterPhrase(filter, "singular", "a", { cardName }) : `${numberWord(amount)} ${filterPhrase(filter, "plural", "bare", { cardName })}`;
}

function counters(amount: number, counter: string): string {
  return `${amount === 1 ? "a" : numberWord(amount)} ${counter} ${amount === 1 ? "counter" : "counters"}`;
}

export function printCostPart(part: CostPart, cardName: string, wording: Wording): string {
  switch (part.kind) {
    case "SacrificeCost":
      if (part.self || part.filter === undefined) return `Sacrifice ${cardName}`;
      if (part.more !== undefined) {
        const items = [counted(part.amount, part.filter, cardName), ...part.more.map((item) => counted(item.amount, item.filter, cardName))];
        return `Sacrifice ${items.length === 2 ? items.join(" and ") : `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`}`;
      }
      return `Sacrifice ${counted(part.amount, part.filter, cardName)}`;
    case "DiscardCost":
      if (part.self) return part.thisCard ? "Discard this card" : `Discard ${cardName}`;
      if (part.filter !== undefined) {
        // "a land card", "two Elf cards": the cards are in the player's hand, which the cost does not say
        const card = { ...part.filter, zone: "hand" as const };
        const noun = filterNoun(card, part.amount === 1 ? "singular" : "plural");
        return `Discard ${part.amount === 1 ? `${article(noun)} ${noun}` : `${numberWord(part.amount)} ${noun}`}`;
      }
      return part.hand ? "Discard your hand" : `Discard ${part.amount === 1 ? "a card" : `${numberWord(part.amount)} cards`}`;
    case "ExileFromGraveyardCost": {
      // the graveyard as the cost writes it in each wording, after the card's noun
      const card = { ...part.filter, zone: "graveyard" as const };
      const noun = filterNoun(card, part.amount === 1 ? "singular" : "plural");
      const counted = part.amount === 1 ? `${article(noun)} ${noun}` : `${numberWord(part.amount)} ${noun}`;
      return wording === "2007" ? `Remove ${counted} in your graveyard from the game` : `Exile ${counted} from your graveyard`;
    }
    case "PayLifeCost":
      return `Pay ${part.amount} life`;
    case "RevealSharingColorCost":
      return `Reveal ${numberWord(part.amount)} cards from your hand that share a color`;
    case "RemoveCountersCost":
      return `Remove ${counters(part.amount, part.counter)} from ${cardName}`;
    case "PutCountersCost":
      return `Put ${counters(part.amount, part.counter)} on ${part.on !== undefined ? filterPhrase(part.on, "singular", "a", { cardName }) : cardName}`;
    case "ReturnToHandCost":
      // Fathom Seer: "Return two Islands you control to their owner's hand." (both wordings)
      return part.amount === 1
        ? `Return ${filterPhrase(part.filter, "singular", "a", { cardName })} to its owner's hand`
        : `Return ${numberWord(part.amount)} ${filterPhrase(part.filter, "plural", "bare", { cardName })} to their owner's hand`;
    case "TapUntappedCost":
      return part.amount === 1
        ? `Tap an untapped ${filterPhrase(part.filter, "singular", "bare", { cardName })}`
        : `Tap ${numberWord(part.amount)} untapped ${filterPhrase(part.filter, "plural", "bare", { cardName })}`;
  }
}

/** The restriction's sentence, with its period. */
export function printRestriction(restriction: ActivationRestriction, wording: Wording): string {
  if (restriction.anyPlayer) return `Any player may ${wording === "2007" ? "play" : "activate"} this ability.`;
  const clauses: string[] = [];
  if (restriction.sorcery) clauses.push(wording === "2007" ? "only any time you could play a sorcery" : "only as a sorcery");
  if (restriction.during) clauses.push(restriction.during === "yourTurn" ? "only during your turn" : "only during your upkeep");
  if (restriction.ifYouControl) clauses.push(`only if you control ${numberWord(restriction.ifYouControl.atLeast)} or more ${filterPhrase(restriction.ifYouControl.filter, "plural", "bare")}`);
  if (restriction.perTurn === 1) clauses.push("only once each turn");
  else if (restriction.perTurn !== undefined) {
    clauses.push(`no more than ${restriction.perTurn === 2 ? "twice" : `${numberWord(restriction.perTurn)} times`} each turn`);
  }
  return `${wording === "2007" ? "Play this ability" : "Activate"} ${clauses.join(" and ")}.`;
}

/** The typecycling keyword (502.18) naming `type`, as both wordings print it: "Swampcycling", "Basic landcycling". */
export function printTypecyclingKeyword(type: TypecyclingType): string {
  return type === "basic land" ? "Basic landcycling" : `${type}cycling`.replace(/^l/, "L");
}

/** The typecycling keyword's word (lower case, as the lexer spells it) → what it searches for. */
export const TYPECYCLING_WORDS: ReadonlyMap<string, TypecyclingType> = new Map([
  ["plainscycling", "Plains"],
  ["islandcycling", "Island"],
  ["swampcycling", "Swamp"],
  ["mountaincycling", "Mountain"],
  ["forestcycling", "Forest"],
  ["landcycling", "land"],
]);

/**
 * Dredge's reminder text (Ravnica, Future Sight; 2007 rules 502.47a) for "Dredge N" in each wording: printed (2007,
 * "put exactly N cards from the top of your library into your graveyard") and Oracle ("mill N cards"). The parser
 * accepts either after a dredge line; the printer writes the wording's own.
 */
export function dredgeReminder(count: number, wording: Wording): string {
  const cards = `${numberWord(count)} card${count === 1 ? "" : "s"}`;
  return wording === "2007"
    ? `If you would draw a card, instead you may put exactly ${cards} from the top of your library into your graveyard. If you do, return this card from your graveyard to your hand. Otherwise, draw a card.`
    : `If you would draw a card, you may mill ${cards} instead. If you do, return this card from your graveyard to your hand.`;
}

/**
 * The reminder texts of the combat keywords with a number, "Bushido 2" (Champions of Kamigawa; 2007 rules 502.38a) and
 * "Rampage 2" (Legends; 2007 rules 502.12a), in each wording: printed (the era's) and Oracle. The parser accepts
 * either after the keyword line; the printer writes the wording's own.
 */
export function combatKeywordReminder(keyword: "Bushido" | "Rampage", count: number, wording: Wording): string {
  if (keyword === "Bushido") {
    return wording === "2007"
      ? `When this blocks or becomes blocked, it gets +${count}/+${count} until end of turn.`
      : `Whenever this creature blocks or becomes blocked, it gets +${count}/+${count} until end of turn.`;
  }
  return `Whenever this creature becomes blocked, it gets +${count}/+${count} until end of turn for each creature blocking it beyond the first.`;
}

/**
 * Morph's reminder text (502.26a) in each wording: printed (2007, "play") and Oracle ("cast this card"). The parser
 * accepts either after a morph line; the printer writes the wording's own.
 */
export const MORPH_REMINDER = {
  "2007": "You may play this face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.",
  current: "You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.",
} as const;
