/**
 * Every keyword ability of grammar/vocabulary.ts, in each place the language takes one: a keyword line (any case,
 * in a list), a granting effect ("gains <keyword> until end of turn") and a token's "with <keyword>"; each parses
 * to that keyword and prints back (both wordings) to text that parses to the same AST.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile } from "../../grammar/index.js";
import { meaning } from "./round-trip.js";
import { KEYWORD_ABILITIES } from "../../grammar/vocabulary.js";

function roundTrips(text: string): unknown {
  const original = parseCardFile(text, "t.card");
  expect(original.diagnostics).toEqual([]);
  for (const wording of ["2007", "current"] as const) {
    const printed = printCardFile(original.ast, { wording });
    const reparsed = parseCardFile(printed, "t.card");
    expect(reparsed.diagnostics, `${wording}:\n${printed}`).toEqual([]);
    expect(meaning(reparsed.ast.cards), `${wording}:\n${printed}`).toBe(meaning(original.ast.cards));
  }
  return original.ast.cards[0];
}

describe("keyword abilities: one definition each, usable wherever the language takes a keyword", () => {
  for (const keyword of KEYWORD_ABILITIES) {
    const word = keyword.toLowerCase();
    it(`${keyword}: a keyword line (also after another keyword), a grant, a token's "with"`, () => {
      const line = roundTrips(`card "Test Creature"\n  cost {3}\n  type Creature — Golem\n  2/2\n  ${keyword.toUpperCase()}\n  Haste, ${word}\n`);
      expect(meaning(line)).toContain(`"keyword":"${keyword}"`);
      const grant = roundTrips(`card "Test Spell"\n  cost {3}\n  type Instant\n  Target creature gains ${word} until end of turn.\n`);
      expect(meaning(grant)).toContain(`"${keyword}"`);
      const token = roundTrips(`card "Test Spell"\n  cost {3}\n  type Sorcery\n  Put a 1/1 black Rat creature token with ${word} into play.\n`);
      expect(meaning(token)).toContain(`"${keyword}"`);
    });
  }

  it("a misspelt keyword gets a did-you-mean; 'protection from' takes a colour, a card type, a subtype or a converted mana cost", () => {
    const typo = parseCardFile(`card "Test Creature"\n  cost {3}\n  type Creature — Golem\n  2/2\n  Swampwlk\n`, "t.card");
    expect(typo.diagnostics.map((d) => d.message).join("\n").toLowerCase()).toContain("did you mean 'swampwalk'");
    const noColour = parseCardFile(`card "Test Creature"\n  cost {3}\n  type Creature — Golem\n  2/2\n  Protection from bananas\n`, "t.card");
    expect(noColour.diagnostics.length).toBeGreaterThan(0);
    expect(noColour.diagnostics[0].range.start.line).toBe(5);
    expect(parseCardFile(`card "Test Creature"\n  cost {3}\n  type Creature — Golem\n  2/2\n  Protection from artifacts\n`, "t.card").diagnostics).toEqual([]);
  });
});
