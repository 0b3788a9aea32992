/**
 * Kinship (Morningtide) through the looked-at-card family: "it" after "look at the top card of your library" is
 * the card looked at; "If it shares a creature type with ~, you may reveal it. If you do, …" parses, prints back
 * in both wordings, and misuses are reported with what to write instead.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

const creature = (lines: string[]) => `card "T"\n  cost {1}{G}\n  type Creature — Elf Warrior\n  2/2\n${lines.map((line) => `  ${line}\n`).join("")}`;
const check = (text: string) => checkCardSources([{ file: "c.card", text }]);
const kinship = (effect: string) =>
  `Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with T, you may reveal it. If you do, ${effect}`;

describe("kinship: the card looked at", () => {
  it.each(["put a +1/+1 counter on T.", "each opponent loses 2 life.", "T gets +1/+1 until end of turn.", "put a 2/2 green Wolf creature token into play."])(
    "'… If you do, %s' parses and prints back the same in both wordings",
    (effect) => {
      const line = kinship(effect);
      const { files, diagnostics } = check(creature([line]));
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) {
        const printed = printCardFile(files[0].ast, { wording });
        // Oracle creates tokens (the printed "put … into play" is the same action).
        const expected = wording === "2007" ? line : line.replace(/put (a .* token) into play/, "create $1");
        expect(printed).toContain(`  ${expected}\n`);
      }
    },
  );

  it("the 'If you do' answers the 'may reveal' inside the condition: it is nested in the condition's effects", () => {
    const { files, diagnostics } = check(creature([kinship("draw a card.")]));
    expect(diagnostics).toEqual([]);
    const effects = JSON.parse(JSON.stringify(files[0].ast.cards[0].abilities[0])).body.effects as { kind: string; effects?: { kind: string }[] }[];
    expect(effects.map((effect) => effect.kind)).toEqual(["May", "IfLookedAtCard"]);
    expect(effects[1].effects!.map((effect) => effect.kind)).toEqual(["May", "IfYouDo"]);
  });

  it("'If it shares a creature type' without a look before it is CS1034, saying to write the look first", () => {
    const { diagnostics } = check(creature(["At the beginning of your upkeep, if it shares a creature type with T, draw a card."]));
    expect(diagnostics.map((d) => d.code)).toContain("CS1034");
    const { diagnostics: afterTarget } = check(creature(["Tap target creature. If it shares a creature type with T, draw a card."]));
    expect(afterTarget.find((d) => d.code === "CS1034")?.message).toContain("Look at the top card of your library.");
  });

  it("'shares a land type' is CS1035: cards share a creature type", () => {
    const { diagnostics } = check(creature(["Look at the top card of your library. If it shares a land type with T, draw a card."]));
    expect(diagnostics.find((d) => d.code === "CS1035")?.message).toContain("shares a creature type with");
  });

  it("another effect on the card looked at is CS1034 (only revealing and comparing reach it)", () => {
    const { diagnostics } = check(creature(["Look at the top card of your library. Destroy it."]));
    expect(diagnostics.map((d) => d.code)).toContain("CS1034");
  });

  it("'reveal it' after a library search is still the search's", () => {
    const line = "Search your library for a basic land card, reveal it, and put it into your hand. Then shuffle your library.";
    const { diagnostics } = check(`card "S"\n  cost {G}\n  type Sorcery\n  ${line}\n`);
    expect(diagnostics).toEqual([]);
  });
});
