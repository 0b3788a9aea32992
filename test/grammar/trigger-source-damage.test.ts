/**
 * 410.1 "Whenever a source [an opponent controls / you control] deals damage to you" (Retaliator Griffin): any object
 * dealing damage (a spell, a permanent), by its controller. Parses, prints the same words in the 2007 and the
 * current wording, parses back to the same AST; a source with any other event is an error.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { expectRoundTrip } from "./round-trip.js";

function card(line: string): string {
  return `card "Test Card"\n  cost {1}{R}{G}{W}\n  type Creature — Griffin\n  2/2\n  ${line}\n`;
}

function trigger(line: string): unknown {
  const parsed = expectRoundTrip(card(line), { "2007": line, current: line });
  const ability = parsed.ast.cards[0].abilities.find((a) => a.kind === "Triggered");
  return ability?.kind === "Triggered" ? ability.trigger : undefined;
}

describe("410.1: 'Whenever a source … deals damage'", () => {
  it("'Whenever a source an opponent controls deals damage to you, you may put that many +1/+1 counters on ~.' (Retaliator Griffin)", () => {
    expect(trigger("Whenever a source an opponent controls deals damage to you, you may put that many +1/+1 counters on Test Card.")).toMatchObject({
      kind: "ObjectTrigger",
      subject: { kind: "Source", controller: "opponent" },
      event: "dealsDamage",
      to: "you",
    });
  });

  it("'a source you control deals combat damage to a player' and a bare 'a source deals damage to you'", () => {
    expect(trigger("Whenever a source you control deals combat damage to a player, you gain 1 life.")).toMatchObject({ subject: { kind: "Source", controller: "you" }, combat: true, to: "player" });
    expect(trigger("Whenever a source deals damage to you, you gain 1 life.")).toMatchObject({ subject: { kind: "Source" } });
  });

  it("CS1035: a source only deals damage in a trigger (error with the wording to use)", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Whenever a source an opponent controls becomes tapped, you gain 1 life.") }]);
    expect(diagnostics.find((d) => d.code === "CS1035")?.message).toMatch(/A source only deals damage/);
  });
});
