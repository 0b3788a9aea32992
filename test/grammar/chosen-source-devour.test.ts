/**
 * "As ~ comes into play, choose a color." (419.6b: a replacement with a choice, kept for "the chosen color"),
 * prevention from "a source of your choice" (Story Circle, Burrenton Forge-Tender), and devour ("Devour 2",
 * "for each creature it devoured"): each parses to its node, prints back as written in both wordings, and each
 * misuse is an error at its words that says what to write.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile } from "../../grammar/index.js";
import { meaning } from "./round-trip.js";
import { checkCardSources } from "../../grammar/index.js";

function clean(text: string) {
  const result = checkCardSources([{ file: "t.card", text }]);
  expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return parseCardFile(text, "t.card").ast;
}

function codes(text: string): string[] {
  return checkCardSources([{ file: "t.card", text }]).diagnostics.map((d) => d.code);
}

const storyCircle = `card "Story Circle"
  cost {1}{W}{W}
  type Enchantment
  As Story Circle comes into play, choose a color.
  {W}: The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.
`;
const forgeTender = `card "Burrenton Forge-Tender"
  cost {W}
  type Creature — Kithkin Wizard
  1/1
  Protection from red
  Sacrifice Burrenton Forge-Tender: Prevent all damage a red source of your choice would deal this turn.
`;
const tarFiend = `card "Tar Fiend"
  cost {5}{B}
  type Creature — Elemental
  4/4
  Devour 2
  When Tar Fiend comes into play, target player discards a card for each creature it devoured.
`;

describe("419.6b 'As ~ comes into play, choose a color' and a source of your choice", () => {
  it("Story Circle: the choice as it comes into play, and 'the next time a source of your choice of the chosen color …'", () => {
    const ast = clean(storyCircle);
    expect(meaning(ast.cards[0].abilities[0])).toContain(`"kind":"AsEntersChooseColor"`);
    expect(meaning(ast.cards[0].abilities[1])).toContain(`"kind":"PreventFromChosenSource","next":true,"color":{"kind":"ChosenColor"},"to":{"kind":"You"}`);
    expect(printCardFile(ast, { wording: "2007" })).toBe(storyCircle);
    const current = printCardFile(ast, { wording: "current" });
    expect(current).toContain("  As Story Circle enters the battlefield, choose a color.\n");
    expect(meaning(parseCardFile(current, "t.card").ast.cards)).toBe(meaning(ast.cards));
  });

  it("Burrenton Forge-Tender: 'Prevent all damage a red source of your choice would deal this turn.'", () => {
    const ast = clean(forgeTender);
    expect(meaning(ast.cards[0].abilities[1])).toContain(`"kind":"PreventFromChosenSource","next":false,"color":{"kind":"Color","color":"R"},"to":null`);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(ast, { wording })).toBe(forgeTender);
  });

  it("CS2035: 'the chosen color' on a card that chooses none", () => {
    const text = storyCircle.replace("  As Story Circle comes into play, choose a color.\n", "");
    expect(codes(text)).toEqual(["CS2035"]);
    const message = checkCardSources([{ file: "t.card", text }]).diagnostics[0].message;
    expect(message).toContain("As Story Circle comes into play, choose a color.");
  });

  it("a source has one color; the next N damage of a chosen source is not a form the language takes", () => {
    expect(codes(forgeTender.replace("a red source of your choice", "a red source of your choice of the chosen color"))).toContain("CS1035");
    expect(codes(forgeTender.replace("Prevent all damage", "Prevent the next 3 damage"))).toContain("CS1035");
  });
});

describe("devour", () => {
  it("Tar Fiend: 'Devour 2' and 'a card for each creature it devoured' print back in both wordings", () => {
    const ast = clean(tarFiend);
    expect(meaning(ast.cards[0].abilities[0])).toContain(`"replacement":{"kind":"Devour","per":2}`);
    expect(meaning(ast.cards[0].abilities[1])).toContain(`"devouredBy":{"kind":"Self"}`);
    for (const wording of ["2007", "current"] as const) {
      const printed = printCardFile(ast, { wording });
      expect(printed).toContain("  Devour 2\n");
      expect(printed).toContain("target player discards a card for each creature it devoured.");
    }
  });

  it("'Devour 0' and 'for each land it devoured' are errors that say what to write", () => {
    expect(codes(tarFiend.replace("Devour 2", "Devour 0"))).toContain("CS1035");
    const lands = checkCardSources([{ file: "t.card", text: tarFiend.replace("each creature it devoured", "each land it devoured") }]).diagnostics;
    expect(lands.map((d) => d.code)).toContain("CS1035");
    expect(lands.map((d) => d.message).join("\n")).toContain("for each creature it devoured");
  });
});
