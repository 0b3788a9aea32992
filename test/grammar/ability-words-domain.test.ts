/**
 * Ability words ("Domain — …") and the domain amount, and the keyword reinforce: each sentence parses and prints
 * back in both wordings (with its ability word, with its em dash), and misuses are reported with what to write
 * instead.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

const card = (lines: string[], type = "Sorcery", extra = "") => `card "T"\n  cost {1}{W}\n  type ${type}\n${extra}${lines.map((line) => `  ${line}\n`).join("")}`;
const check = (text: string) => checkCardSources([{ file: "c.card", text }]);

describe("Domain", () => {
  it.each([
    ["Domain — Target player discards a card for each basic land type among lands you control.", "Sorcery", ""],
    ["Domain — You gain 2 life for each basic land type among lands you control.", "Sorcery", ""],
    ["Domain — T's power and toughness are each equal to the number of basic land types among lands you control.", "Creature — Human Warrior", "  */*\n"],
  ])("'%s' parses and prints back the same in both wordings", (line, type, extra) => {
    const { files, diagnostics } = check(card([line], type, extra));
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain(`  ${line}\n`);
  });

  it("Invasion's written-out domain, without the ability word, prints its count after the clause in both wordings", () => {
    const { files, diagnostics } = check(card(["T deals 1 damage to target player for each basic land type among lands you control."], "Instant"));
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain("  T deals 1 damage to target player for each basic land type among lands you control.\n");
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain("  T deals 1 damage to target player or planeswalker for each basic land type among lands you control.\n");
  });

  it("the ability word is kept on the ability and has no rules meaning: the ability is the one without it", () => {
    const withWord = check(card(["Domain — Target player discards a card for each basic land type among lands you control."])).files[0].ast.cards[0].abilities[0];
    const without = check(card(["Target player discards a card for each basic land type among lands you control."])).files[0].ast.cards[0].abilities[0];
    expect(withWord.abilityWord).toBe("Domain");
    expect(without.abilityWord).toBeUndefined();
    expect(JSON.stringify(withWord)).toContain('"kind":"BasicLandTypes"');
    expect(JSON.stringify(withWord)).toContain('"per":1');
  });

  it("an ability word with nothing after its dash is CS1087, saying to write the ability after it", () => {
    const { diagnostics } = check(card(["Domain —"]));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1087"]);
    expect(diagnostics[0].message).toContain("write the ability after the dash");
  });

  it("basic land types counted among something other than lands in play is CS1035, saying what to write", () => {
    const { diagnostics } = check(card(["Target player discards a card for each basic land type among creatures you control."]));
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
    expect(diagnostics.find((d) => d.code === "CS1035")!.message).toContain("among lands you control");
  });

  it("'for each basic land type' on a sentence without a number to count is CS1035", () => {
    const { diagnostics } = check(card(["Destroy target creature for each basic land type among lands you control."]));
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  it("an unknown word before a dash is not an ability word: the line is reported as unknown", () => {
    const { diagnostics } = check(card(["Wizardry — Target player discards a card."]));
    expect(diagnostics.length).toBeGreaterThan(0);
  });
});

describe("Reinforce", () => {
  const creature = (line: string) => card([line], "Creature — Kithkin Soldier", "  2/2\n");

  it("'Reinforce 2—{2}{W}' prints back with its em dash in both wordings", () => {
    const { files, diagnostics } = check(creature("Reinforce 2—{2}{W}"));
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain("  Reinforce 2—{2}{W}\n");
  });

  it("expands into the ability its reminder text writes out: the same cost and effect as '{2}{W}, Discard this card: Put two +1/+1 counters on target creature.'", () => {
    const keyword = check(creature("Reinforce 2—{2}{W}")).files[0].ast.cards[0].abilities[0];
    const written = check(creature("{2}{W}, Discard this card: Put two +1/+1 counters on target creature.")).files[0].ast.cards[0].abilities[0];
    if (keyword.kind !== "Activated" || written.kind !== "Activated") throw new Error("both are activated abilities");
    expect(keyword.reinforce).toBe(2);
    const shape = (ability: typeof keyword) => JSON.stringify({ cost: ability.cost, body: ability.body }, (key, value) => (key === "range" ? undefined : value));
    expect(shape(keyword)).toBe(shape(written));
  });

  it("'Reinforce 0' is CS1035, saying to put at least one counter", () => {
    const { diagnostics } = check(creature("Reinforce 0—{W}"));
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
    expect(diagnostics.find((d) => d.code === "CS1035")!.message).toContain("Reinforce 1");
  });
});
