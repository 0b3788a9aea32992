/**
 * Triggers on players' actions and on each player's steps, built from parts (event, who acts, the spell's filter,
 * whose turn, intervening "if", "that player"), and the effects they lead to ("you may pay {1}. If you do, …",
 * "you may have target player …"): each parses to what it says, prints in the 2007 and the current wording, and
 * each printing parses back to the same AST; what can't mean anything is an error at its words.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile } from "../../grammar/index.js";
import { expectRoundTrip } from "./round-trip.js";

function card(line: string, name = "Test Relic"): string {
  return `card "${name}"\n  cost {2}\n  type Artifact\n  ${line}\n`;
}

/** Parses `line` (2007 wording), checks both printings, and that each parses back to the same AST. */
function roundTrip(line: string, printedCurrent: string, name = "Test Relic"): void {
  expectRoundTrip(card(line, name), { "2007": line, current: printedCurrent });
}

function triggered(line: string, name = "Test Relic") {
  const parsed = parseCardFile(card(line, name), "t.card");
  expect(parsed.diagnostics).toEqual([]);
  const ability = parsed.ast.cards[0].abilities.find((a) => a.kind === "Triggered");
  if (ability?.kind !== "Triggered") throw new Error("no triggered ability");
  return ability;
}

function errors(line: string, name = "Test Relic") {
  return parseCardFile(card(line, name), "t.card").diagnostics.filter((d) => d.severity === "error");
}

describe("triggers on what players do", () => {
  it("'Whenever a player draws a card' / 'an opponent discards a card' / 'you draw a card': the event and who acts", () => {
    roundTrip("Whenever a player draws a card, Test Relic deals 1 damage to that player.", "Whenever a player draws a card, Test Relic deals 1 damage to that player.");
    roundTrip("Whenever an opponent discards a card, Test Relic deals 2 damage to that player.", "Whenever an opponent discards a card, Test Relic deals 2 damage to that player.");
    roundTrip("Whenever you draw a card, you gain 1 life.", "Whenever you draw a card, you gain 1 life.");
    expect(triggered("Whenever an opponent discards a card, you gain 1 life.").trigger).toMatchObject({ kind: "PlayerTrigger", who: "opponent", event: "discardsCard" });
  });

  it("a spell played, by subtype and whose turn: 'plays a Goblin spell', '… during an opponent's turn' (current: 'casts')", () => {
    roundTrip("Whenever a player plays a Goblin spell, you gain 1 life.", "Whenever a player casts a Goblin spell, you gain 1 life.");
    roundTrip("Whenever you play a spell during an opponent's turn, each opponent loses 1 life.", "Whenever you cast a spell during an opponent's turn, each opponent loses 1 life.");
    roundTrip("Whenever an opponent plays a blue spell during your turn, you gain 1 life.", "Whenever an opponent casts a blue spell during your turn, you gain 1 life.");
    expect(triggered("Whenever a player plays a Giant spell, you gain 1 life.").trigger).toMatchObject({ spell: { subtypes: ["Giant"] } });
  });

  it("a spell played described by negated colours, supertypes and negated subtypes: 'a nonblack spell', 'a legendary spell'", () => {
    roundTrip("Whenever a player plays a nonblack spell, that player loses 1 life.", "Whenever a player casts a nonblack spell, that player loses 1 life.");
    roundTrip("Whenever an opponent plays a legendary spell, you gain 1 life.", "Whenever an opponent casts a legendary spell, you gain 1 life.");
    expect(triggered("Whenever a player plays a nonblack spell, that player loses 1 life.").trigger).toMatchObject({ spell: { excludedColors: ["B"] } });
  });

  it("2007's 'him or her' for the trigger's player prints as the card wrote it, and as 'that player' in the current wording", () => {
    const parsed = parseCardFile(card("Whenever an opponent draws a card, Test Relic deals 1 damage to him or her."), "t.card");
    expect(parsed.diagnostics).toEqual([]);
    expect(printCardFile(parsed.ast, { wording: "2007" })).toContain("deals 1 damage to him or her.");
    expect(printCardFile(parsed.ast, { wording: "current" })).toContain("deals 1 damage to that player.");
  });

  it("a spell described by more than types, subtypes and colours is an error at the trigger", () => {
    const [error] = errors("Whenever a player plays a tapped spell, you gain 1 life.");
    expect(error?.code).toMatch(/CS10/);
  });
});

describe("each player's steps", () => {
  it("'each player's draw step' / 'each opponent's upkeep' / 'each upkeep', 'that player' the active player", () => {
    roundTrip("At the beginning of each player's draw step, that player draws a card.", "At the beginning of each player's draw step, that player draws a card.");
    roundTrip("At the beginning of each opponent's upkeep, that player loses 1 life.", "At the beginning of each opponent's upkeep, that player loses 1 life.");
    roundTrip("At the beginning of each upkeep, you gain 1 life.", "At the beginning of each upkeep, you gain 1 life.");
    expect(triggered("At the beginning of each opponent's upkeep, that player loses 1 life.").trigger).toMatchObject({ whose: "opponent", step: "upkeep" });
  });

  it("2007's 'At the end of your turn' is the current 'At the beginning of your end step'", () => {
    roundTrip("At the end of your turn, you gain 2 life.", "At the beginning of your end step, you gain 2 life.");
    expect(triggered("At the end of your turn, you gain 2 life.").trigger).toMatchObject({ step: "end", whose: "your" });
  });

  it("'that player' after a step of your own names no player: an error at the words", () => {
    expect(errors("At the beginning of your upkeep, that player loses 1 life.").map((d) => d.code)).toContain("CS1034");
  });
});

describe("410.11 intervening 'if' conditions on the game", () => {
  it("'if ~ is untapped', 'if that player has two or fewer cards in hand', 'if you have no cards in hand', 'if you control a creature with power 5 or greater'", () => {
    roundTrip(
      "At the beginning of each player's draw step, if Howling Mine is untapped, that player draws a card.",
      "At the beginning of each player's draw step, if Howling Mine is untapped, that player draws a card.",
      "Howling Mine",
    );
    roundTrip(
      "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, Test Relic deals 3 damage to that player.",
      "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, Test Relic deals 3 damage to that player.",
    );
    roundTrip("At the beginning of your upkeep, if you have no cards in hand, each opponent loses 2 life.", "At the beginning of your upkeep, if you have no cards in hand, each opponent loses 2 life.");
    roundTrip(
      "At the end of your turn, if you control a creature with power 5 or greater, you may draw a card.",
      "At the beginning of your end step, if you control a creature with power 5 or greater, you may draw a card.",
    );
    expect(triggered("At the beginning of your upkeep, if you have no cards in hand, you gain 1 life.").interveningIf).toMatchObject({ kind: "CardsInHand", player: { kind: "You" }, atMost: 0 });
  });

  it("'if you control two or more Mountains' (Eventide's hedge-mages): a count of permanents, printed back in both wordings", () => {
    roundTrip(
      "When Test Mage comes into play, if you control two or more Mountains, you may destroy target artifact.",
      "When Test Mage enters the battlefield, if you control two or more Mountains, you may destroy target artifact.",
      "Test Mage",
    );
    roundTrip(
      "At the beginning of your upkeep, if you control three or more artifacts, you gain 1 life.",
      "At the beginning of your upkeep, if you control three or more artifacts, you gain 1 life.",
    );
    expect(triggered("At the beginning of your upkeep, if you control two or more Plains, you gain 1 life.").interveningIf).toMatchObject({ kind: "YouControl", atLeast: 2, filter: { subtypes: ["Plains"] } });
    expect(triggered("At the beginning of your upkeep, if you control a Plains, you gain 1 life.").interveningIf).toMatchObject({ kind: "YouControl", atLeast: 1 });
  });

  it("'if you control one or more …' is an error that says what to write", () => {
    const found = errors("At the beginning of your upkeep, if you control one or more Plains, you gain 1 life.");
    expect(found.map((d) => d.code)).toContain("CS1035");
    expect(found[0]?.message).toContain("if you control a Mountain");
  });

  it("'if that player …' with no player in the trigger is an error at the words", () => {
    expect(errors("At the beginning of your upkeep, if that player has no cards in hand, you gain 1 life.").map((d) => d.code)).toContain("CS1034");
  });
});

describe("optional costs and the causative 'have'", () => {
  it("'you may pay {1}. If you do, …' on a spell played", () => {
    roundTrip("Whenever a player plays a white spell, you may pay {1}. If you do, you gain 1 life.", "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.");
    const ability = triggered("Whenever a player plays a white spell, you may pay {1}. If you do, you gain 1 life.");
    expect(ability.body.effects.map((effect) => effect.kind)).toEqual(["May", "IfYouDo"]);
  });

  it("'Pay {1}.' alone, an {X} optional cost, and another player paying are errors that say what to write", () => {
    expect(errors("Whenever a player plays a white spell, pay {1}.")[0]?.message).toContain("You may pay {1}. If you do");
    expect(errors("Whenever a player plays a white spell, you may pay {X}. If you do, you gain 1 life.")[0]?.message).toContain("{X}");
  });

  it("'you may have target player discard a card', '… target creature get +3/-3 until end of turn', '… each opponent lose 1 life'", () => {
    roundTrip("Whenever you play a spell, you may have target player discard a card.", "Whenever you cast a spell, you may have target player discard a card.");
    roundTrip("Whenever you play a Treefolk spell, you may have target creature get +3/-3 until end of turn.", "Whenever you cast a Treefolk spell, you may have target creature get +3/-3 until end of turn.");
    roundTrip(
      "Whenever you play a spell during an opponent's turn, you may have each opponent lose 1 life.",
      "Whenever you cast a spell during an opponent's turn, you may have each opponent lose 1 life.",
    );
    const ability = triggered("Whenever you play a spell, you may have target player draw a card.");
    expect(ability.body.effects[0]).toMatchObject({ kind: "May", effects: [{ kind: "Have", effects: [{ kind: "Draw" }] }] });
  });

  it("'Have target player draw a card.' without 'you may' is an error that says what to write", () => {
    expect(errors("Whenever you play a spell, have target player draw a card.")[0]?.message).toContain("you may have");
  });
});
