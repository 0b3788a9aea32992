/**
 * The activation restriction "… only if you control two or more <kind of> permanents." (Shadowmoor's filter lands):
 * it parses to the count and the filter, prints in the 2007 ("Play this ability only if …") and the current
 * ("Activate only if …") wording, and parses back to the same AST; a count of permanents someone else controls
 * is an error at its words.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, parseCardFile, printCardFile } from "../../grammar/index.js";
import { meaning } from "./round-trip.js";

const land = (restriction: string) =>
  `card "Leechridden Swamp"\n  type Land — Swamp\n  Leechridden Swamp comes into play tapped.\n  {B}, {T}: Each opponent loses 1 life. ${restriction}\n`;

describe("409.1: 'Play this ability only if you control two or more black permanents.'", () => {
  it("Leechridden Swamp: the count and the filter, printed back in both wordings", () => {
    const text = land("Play this ability only if you control two or more black permanents.");
    const parsed = parseCardFile(text, "t.card");
    expect(parsed.diagnostics).toEqual([]);
    const ability = parsed.ast.cards[0].abilities.find((a) => a.kind === "Activated");
    expect(ability?.kind === "Activated" && ability.restriction?.ifYouControl).toMatchObject({ atLeast: 2, filter: { colors: ["B"] } });
    for (const [wording, line] of [
      ["2007", "{B}, {T}: Each opponent loses 1 life. Play this ability only if you control two or more black permanents."],
      ["current", "{B}, {T}: Each opponent loses 1 life. Activate only if you control two or more black permanents."],
    ] as const) {
      const printed = printCardFile(parsed.ast, { wording });
      expect(printed).toContain(`  ${line}\n`);
      const reparsed = parseCardFile(printed, "t.card");
      expect(reparsed.diagnostics).toEqual([]);
      expect(meaning(reparsed.ast.cards)).toBe(meaning(parsed.ast.cards));
    }
  });

  it("joins another restriction with 'and' ('… only during your turn and only if you control three or more Goblins')", () => {
    const text = land("Activate only during your turn and only if you control three or more Goblins.");
    const parsed = parseCardFile(text, "t.card");
    expect(parsed.diagnostics).toEqual([]);
    const ability = parsed.ast.cards[0].abilities.find((a) => a.kind === "Activated");
    expect(ability?.kind === "Activated" && ability.restriction).toMatchObject({ during: "yourTurn", ifYouControl: { atLeast: 3, filter: { subtypes: ["Goblin"] } } });
  });

  it("CS1021: the permanents counted are the ability's controller's (error at the count)", () => {
    const text = land("Activate only if you control two or more creatures an opponent controls.");
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1021"]);
    expect(diagnostics[0].message).toContain("permanents you control");
    expect(text.split("\n")[3].slice(diagnostics[0].range.start.column - 1)).toMatch(/^two or more creatures/);
  });
});
