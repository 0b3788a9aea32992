/**
 * "it" after a trigger that names the card itself ("When ~ comes into play", "When ~ leaves play", "When you cycle
 * ~") is the card (ObjectRef Self, written "it"): as subject, object and possessive, printed back as "it" in the
 * 2007 and the current wording, and each printing parses back to the same AST. After a trigger on other objects
 * "it" keeps meaning the event's object, and after a target the target.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile } from "../../grammar/index.js";
import { meaning, expectRoundTrip } from "./round-trip.js";

function card(line: string): string {
  return `card "Test Hellion"\n  cost {3}\n  type Creature — Hellion\n  3/3\n  ${line}\n`;
}

/** Parses the line, checks both printings (the ability's line) and that each parses back to the same AST. */
function roundTrip(line: string, printed2007: string, printedCurrent: string): string {
  const original = expectRoundTrip(card(line), { "2007": printed2007, current: printedCurrent });
  return meaning(original.ast.cards[0].abilities[0]);
}

const SELF_IT = `{"kind":"Self","pronoun":true}`;

describe("'it' after a self trigger is the card itself", () => {
  it("as the damage's source: 'When ~ comes into play, it deals 3 damage to each creature.' (Caldera Hellion)", () => {
    const ability = roundTrip(
      "When Test Hellion comes into play, it deals 3 damage to each creature.",
      "When Test Hellion comes into play, it deals 3 damage to each creature.",
      "When Test Hellion enters the battlefield, it deals 3 damage to each creature.",
    );
    expect(ability).toContain(`"source":${SELF_IT}`);
  });

  it("with 'its power' and a target (Murderous Redcap)", () => {
    const ability = roundTrip(
      "When Test Hellion comes into play, it deals damage equal to its power to target creature or player.",
      "When Test Hellion comes into play, it deals damage equal to its power to target creature or player.",
      "When Test Hellion enters the battlefield, it deals damage equal to its power to any target.",
    );
    expect(ability).toContain(`"source":${SELF_IT}`);
    expect(ability).toContain(`"object":${SELF_IT}`);
  });

  it("as an object: 'target opponent gains control of it' (Sleeper Agent)", () => {
    const ability = roundTrip(
      "When Test Hellion comes into play, target opponent gains control of it.",
      "When Test Hellion comes into play, target opponent gains control of it.",
      "When Test Hellion enters the battlefield, target opponent gains control of it.",
    );
    expect(ability).toContain(`"objects":{"kind":"Ref","ref":${SELF_IT}}`);
  });

  it("after 'When you cycle ~' (Resounding Thunder) and 'When ~ leaves play'", () => {
    expect(
      roundTrip(
        "When you cycle Test Hellion, it deals 6 damage to target creature or player.",
        "When you cycle Test Hellion, it deals 6 damage to target creature or player.",
        "When you cycle Test Hellion, it deals 6 damage to any target.",
      ),
    ).toContain(`"source":${SELF_IT}`);
    expect(
      roundTrip(
        "When Test Hellion leaves play, it deals 2 damage to each creature.",
        "When Test Hellion leaves play, it deals 2 damage to each creature.",
        "When Test Hellion leaves the battlefield, it deals 2 damage to each creature.",
      ),
    ).toContain(`"source":${SELF_IT}`);
  });

  it("the card's name keeps printing as the name", () => {
    const ability = roundTrip(
      "When Test Hellion comes into play, Test Hellion deals 3 damage to each creature.",
      "When Test Hellion comes into play, Test Hellion deals 3 damage to each creature.",
      "When Test Hellion enters the battlefield, Test Hellion deals 3 damage to each creature.",
    );
    expect(ability).toContain(`"source":{"kind":"Self"}`);
  });
});

describe("'it' after other triggers and after a target is unchanged", () => {
  it("after a trigger on another object, 'it' is the event's object", () => {
    const ability = roundTrip(
      "Whenever a creature you control attacks alone, it gets +1/+1 until end of turn.",
      "Whenever a creature you control attacks alone, it gets +1/+1 until end of turn.",
      "Whenever a creature you control attacks alone, it gets +1/+1 until end of turn.",
    );
    expect(ability).toContain(`{"kind":"Triggering"}`);
    expect(ability).not.toContain(`"pronoun"`);
  });

  it("after a target in the effect, 'it' is the target", () => {
    const ability = roundTrip(
      "When Test Hellion comes into play, tap target creature. It doesn't untap during its controller's next untap step.",
      "When Test Hellion comes into play, tap target creature. It doesn't untap during its controller's next untap step.",
      "When Test Hellion enters the battlefield, tap target creature. It doesn't untap during its controller's next untap step.",
    );
    expect(ability).not.toContain(`"pronoun"`);
  });

  it("with no self trigger, 'it' still names nothing (CS1034)", () => {
    const result = parseCardFile(card("At the beginning of your upkeep, it deals 1 damage to you."), "t.card");
    expect(result.diagnostics.map((d) => d.code)).toContain("CS1034");
  });
});
