/**
 * Protection lists (502.7: one protection keyword per quality, "Protection from blue, from black, and from red"),
 * hexproof in both wordings (2007 had no word for it: "~ can't be the target of spells or abilities your
 * opponents control."; one keyword, one tree), the triggers of an Aura's or Equipment's creature ("Whenever
 * enchanted creature deals damage") and "that much", the amount its event binds; menace, the current keyword for
 * "can't be blocked except by two or more creatures" (309.1; the engine's side: test/runtime/menace-309.1.test.ts).
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile } from "../../grammar/index.js";
import { meaning } from "./round-trip.js";

function parsed(text: string) {
  const result = parseCardFile(text, "t.card");
  expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return result.ast;
}

const creature = (line: string, name = "Test Creature") => `card "${name}"\n  cost {3}\n  type Creature — Golem\n  2/2\n  ${line}\n`;

describe("502.7 protection lists", () => {
  it("'Protection from blue, from black, and from red' is three protection keywords, printed back as written in both wordings", () => {
    const ast = parsed(creature("Protection from blue, from black, and from red"));
    const line = ast.cards[0].abilities[0];
    expect(line.kind).toBe("Keywords");
    expect(line.kind === "Keywords" && line.keywords.map((k) => k.keyword)).toEqual(["Protection from blue", "Protection from black", "Protection from red"]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(ast, { wording })).toContain("  Protection from blue, from black, and from red\n");
  });

  it("two qualities: 'protection from black and from red' (current) is the tree of 'protection from black, protection from red' (2007)", () => {
    const joined = parsed(creature("First strike, protection from black and from red"));
    const separate = parsed(creature("First strike, protection from black, protection from red"));
    expect(meaning(joined.cards)).toBe(meaning(separate.cards));
    expect(printCardFile(joined, { wording: "2007" })).toContain("  First strike, protection from black, protection from red\n");
    expect(printCardFile(separate, { wording: "current" })).toContain("  First strike, protection from black and from red\n");
  });

  it("'from <colour>' continues only a protection: 'Flying, from red' is an error on its line", () => {
    const result = parseCardFile(creature("Flying, from red"), "t.card");
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(result.diagnostics[0].range.start.line).toBe(5);
  });
});

describe("hexproof: one keyword in both wordings", () => {
  const sentence = "Test Creature can't be the target of spells or abilities your opponents control.";

  it("the 2007 sentence and the current 'Hexproof' line give the same tree", () => {
    expect(meaning(parsed(creature(sentence)).cards)).toBe(meaning(parsed(creature("Hexproof")).cards));
  });

  it("prints as the 2007 sentence (with the card's name) and as 'Hexproof' in the current wording", () => {
    const ast = parsed(creature("Hexproof"));
    expect(printCardFile(ast, { wording: "2007" })).toContain(`  ${sentence}\n`);
    expect(printCardFile(ast, { wording: "current" })).toContain("  Hexproof\n");
  });

  it("the sentence names the card itself: another name is not this ability", () => {
    const result = parseCardFile(creature("Other Creature can't be the target of spells or abilities your opponents control."), "t.card");
    expect(result.diagnostics.length).toBeGreaterThan(0);
  });
});

describe("410 triggers of the enchanted or equipped creature, and 'that much'", () => {
  const aura = (line: string) => `card "Test Link"\n  cost {W}\n  type Enchantment — Aura\n  Enchant creature\n  ${line}\n`;

  it("'Whenever enchanted creature deals damage, you gain that much life.': the Aura's host is the subject, the damage the amount", () => {
    const ast = parsed(aura("Whenever enchanted creature deals damage, you gain that much life."));
    const ability = ast.cards[0].abilities[1];
    expect(ability.kind).toBe("Triggered");
    expect(meaning(ability)).toContain(`"subject":{"kind":"Attached","by":"enchanted","noun":"Creature"}`);
    expect(meaning(ability)).toContain(`"amount":{"kind":"ThatMuch"}`);
    for (const wording of ["2007", "current"] as const) {
      expect(printCardFile(ast, { wording })).toContain("  Whenever enchanted creature deals damage, you gain that much life.\n");
    }
  });

  it("'that many' before a counted noun: 'draw that many cards' prints back in both wordings", () => {
    const ast = parsed(`card "Test Blade"\n  cost {2}\n  type Artifact — Equipment\n  Whenever equipped creature deals combat damage to a player, draw that many cards.\n  Equip {2}\n`);
    expect(meaning(ast.cards[0].abilities[0])).toContain(`"amount":{"kind":"ThatMuch"}`);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(ast, { wording })).toContain("draw that many cards.");
  });

  it("'equipped creature deals combat damage to a player' parses, with 'that player'", () => {
    parsed(`card "Test Blade"\n  cost {2}\n  type Artifact — Equipment\n  Whenever equipped creature deals combat damage to a player, that player discards a card.\n  Equip {2}\n`);
  });

  it("'enchanted land deals damage' is an error that says to name a creature", () => {
    const result = parseCardFile(aura("Whenever enchanted land deals damage, you gain that much life."), "t.card");
    expect(result.diagnostics.map((d) => d.code)).toContain("CS1035");
    expect(result.diagnostics.map((d) => d.message).join("\n")).toContain("enchanted creature");
  });

  it("'that much' where no trigger bound an amount is CS1034, at the words, saying what to write", () => {
    const result = parseCardFile(aura("Whenever enchanted creature attacks, you gain that much life."), "t.card");
    const error = result.diagnostics.find((d) => d.code === "CS1034");
    expect(error?.message).toContain("'that much'");
    expect(error?.range.start.line).toBe(5);
    const spell = parseCardFile(`card "Test Spell"\n  cost {W}\n  type Instant\n  You gain that much life.\n`, "t.card");
    expect(spell.diagnostics.map((d) => d.code)).toContain("CS1034");
  });
});

describe("menace: the current keyword for 'can't be blocked except by two or more creatures'", () => {
  it("the 'Menace' line is the keyword, printed as 'Menace' in the current wording and as the 2007 sentence", () => {
    const ast = parsed(creature("Menace"));
    const line = ast.cards[0].abilities[0];
    expect(line.kind === "Keywords" && line.keywords.map((k) => k.keyword)).toEqual(["Menace"]);
    expect(printCardFile(ast, { wording: "current" })).toContain("  Menace\n");
    expect(printCardFile(ast, { wording: "2007" })).toContain("  Test Creature can't be blocked except by two or more creatures.\n");
  });

  it("the 2007 sentence of the card itself and the current 'Menace' line give the same tree", () => {
    const sentence = "Test Creature can't be blocked except by two or more creatures.";
    const ast = parsed(creature(sentence));
    expect(meaning(ast.cards)).toBe(meaning(parsed(creature("Menace")).cards));
    expect(printCardFile(ast, { wording: "2007" })).toContain(`  ${sentence}\n`);
    expect(printCardFile(ast, { wording: "current" })).toContain("  Menace\n");
  });

  it("said of other objects or with another number, the sentence is the static restriction it reads as", () => {
    for (const line of ["Each Goblin you control can't be blocked except by two or more creatures.", "Test Creature can't be blocked except by three or more creatures."]) {
      const ast = parsed(creature(line));
      expect(ast.cards[0].abilities[0].kind).not.toBe("Keywords");
      for (const wording of ["2007", "current"] as const) expect(printCardFile(ast, { wording })).toContain(`  ${line}\n`);
    }
  });

  it("'Goblins you control and Elementals you control have menace.' checks clean and prints back as written", () => {
    const line = "Goblins you control and Elementals you control have menace.";
    const ast = parsed(creature(line));
    expect(printCardFile(ast, { wording: "current" })).toContain(`  ${line}\n`);
  });
});
