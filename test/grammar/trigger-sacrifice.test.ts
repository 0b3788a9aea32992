/**
 * 410.1 triggers on a sacrifice (2007 glossary, "Sacrifice": a player moves a permanent he or she controls from play
 * to its owner's graveyard): "Whenever a player sacrifices a creature" (Thraximundar), "Whenever an opponent
 * sacrifices an artifact". Each parses to what it says, prints the same words in the 2007 and the current wording,
 * and parses back to the same AST; a description with a player in it, or of a card not in play, is an error.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { expectRoundTrip } from "./round-trip.js";

function card(line: string): string {
  return `card "Test Card"\n  cost {2}{B}\n  type Creature — Zombie\n  2/2\n  ${line}\n`;
}

function trigger(line: string): unknown {
  const original = expectRoundTrip(card(line), { "2007": line, current: line });
  const ability = original.ast.cards[0].abilities.find((a) => a.kind === "Triggered");
  return ability?.kind === "Triggered" ? ability.trigger : undefined;
}

describe("410.1 / 2007 glossary 'Sacrifice': 'Whenever a player sacrifices a creature'", () => {
  it("'Whenever a player sacrifices a creature, you may put a +1/+1 counter on ~.' (Thraximundar): the same words in both wordings", () => {
    expect(trigger("Whenever a player sacrifices a creature, you may put a +1/+1 counter on Test Card.")).toMatchObject({
      kind: "PlayerTrigger",
      who: "player",
      event: "sacrifices",
      sacrificed: { types: ["Creature"], zone: "play" },
    });
  });

  it("'you sacrifice' / 'an opponent sacrifices' with a subtype or a type: the verb agrees with its player", () => {
    expect(trigger("Whenever you sacrifice a Goblin, you gain 1 life.")).toMatchObject({ who: "you", event: "sacrifices", sacrificed: { subtypes: ["Goblin"] } });
    expect(trigger("Whenever an opponent sacrifices an artifact, that player loses 1 life.")).toMatchObject({ who: "opponent", sacrificed: { types: ["Artifact"] } });
  });

  it("CS1035: the permanent sacrificed is described by what it is, not by a player; and it is a permanent (errors with a fix, at the trigger)", () => {
    const cases: [string, RegExp][] = [
      ["Whenever a player sacrifices a creature you control, you gain 1 life.", /what it is only.*said before the verb/],
      ["Whenever a player sacrifices a creature card, you gain 1 life.", /sacrifices a permanent: write e\.g\./],
    ];
    for (const [line, message] of cases) {
      const { diagnostics } = checkCardSources([{ file: "t.card", text: card(line) }]);
      const problem = diagnostics.find((d) => d.code === "CS1035");
      expect(problem?.message).toMatch(message);
      expect(problem?.range.start).toMatchObject({ line: 5, column: 3 }); // the trigger's first word
    }
  });
});
