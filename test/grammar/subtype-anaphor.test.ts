/**
 * "that Sliver", "that Goblin": a triggered ability's object named again by the subtype its trigger named
 * ("Whenever a Sliver becomes blocked, that Sliver gets …"), kept as written (capital and all) for printing in
 * both wordings; a word that is no subtype is not taken for one.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, renderCard } from "../../grammar/index.js";

function check(line: string) {
  const text = `card "Test Sliver"\n  cost {1}{R}\n  type Creature — Sliver\n  1/1\n  ${line}\n`;
  return checkCardSources([{ file: "t.card", text }]);
}

describe("a subtype as the noun of 'that …'", () => {
  it("'that Sliver' names the trigger's object and prints as written in both wordings", () => {
    const line = "Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn.";
    const { files, diagnostics } = check(line);
    expect(diagnostics).toEqual([]);
    const card = files[0].ast.cards[0];
    expect(JSON.stringify(card.abilities)).toContain('"kind":"Triggering","noun":"Sliver"');
    for (const wording of ["2007", "current"] as const) expect(renderCard(card, { wording })).toContain(line);
  });

  it("a word that is no subtype after 'that' is still not understood", () => {
    const { diagnostics } = check("Whenever a Sliver becomes blocked, that Blorp gets +1/+1 until end of turn.");
    expect(diagnostics.map((d) => d.code)).toContain("CS1030");
  });
});
