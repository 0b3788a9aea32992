/**
 * 410.1 "Whenever … attacks and isn't blocked" (309, the declare blockers step: an attacking creature no creature was
 * declared to block): parses to its own event, prints the same words in the 2007 and the current wording, parses
 * back to the same AST; with "alone" or "you" it is an error, and "or" joins it with no other event.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { expectRoundTrip } from "./round-trip.js";

function card(line: string): string {
  return `card "Test Card"\n  cost {3}{B}\n  type Creature — Goblin Rogue\n  2/1\n  ${line}\n`;
}

describe("309, 410.1: 'attacks and isn't blocked'", () => {
  it("'Whenever a Rogue you control attacks and isn't blocked, it gets +2/+1 until end of turn.' (Stinkdrinker Bandit)", () => {
    const line = "Whenever a Rogue you control attacks and isn't blocked, it gets +2/+1 until end of turn.";
    const parsed = expectRoundTrip(card(line), { "2007": line, current: line });
    const ability = parsed.ast.cards[0].abilities.find((a) => a.kind === "Triggered");
    expect(ability?.kind === "Triggered" ? ability.trigger : undefined).toMatchObject({
      kind: "ObjectTrigger",
      subject: { kind: "Objects", filter: { subtypes: ["Rogue"], controller: { kind: "You" } } },
      event: "attacksUnblocked",
    });
  });

  it("'Whenever ~ attacks and isn't blocked' of the card itself", () => {
    const line = "Whenever Test Card attacks and isn't blocked, you gain 1 life.";
    expectRoundTrip(card(line), { "2007": line, current: line });
  });

  it("CS1035: 'attacks alone and isn't blocked' is reported with the wording to use", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Whenever a creature you control attacks alone and isn't blocked, you gain 1 life.") }]);
    expect(diagnostics.find((d) => d.code === "CS1035")?.message).toMatch(/without 'alone' or 'you'/);
  });
});
