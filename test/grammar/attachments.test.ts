/**
 * The grammar of Auras and Equipment: "Enchant <object>" and "Equip {N}" lines, and "enchanted/equipped <noun>"
 * as the object an ability acts on; each parses to its node, prints back the same in both wordings, and a wrong
 * use is an error at its position.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Ability } from "../../grammar/ast.js";

function card(type: string, ...lines: string[]): string {
  return `card "Test"\n  cost {1}{W}\n  type ${type}\n${lines.map((line) => `  ${line}\n`).join("")}`;
}

function parsed(text: string): { abilities: Ability[]; codes: string[]; printed: Record<"2007" | "current", string> } {
  const { files, diagnostics } = checkCardSources([{ file: "test.card", text }]);
  const ast = files[0].ast;
  return {
    abilities: ast.cards[0]?.abilities ?? [],
    codes: diagnostics.map((diagnostic) => diagnostic.code),
    printed: { "2007": printCardFile(ast, { wording: "2007" }), current: printCardFile(ast, { wording: "current" }) },
  };
}

describe("Enchant lines", () => {
  it.each([
    ["Enchant creature", { types: ["Creature"], excludedTypes: [], zone: "play" }],
    ["Enchant land", { types: ["Land"], excludedTypes: [], zone: "play" }],
    ["Enchant permanent", { types: [], excludedTypes: [], zone: "play" }],
    ["Enchant artifact or enchantment", { types: ["Artifact", "Enchantment"], excludedTypes: [], zone: "play" }],
    ["Enchant creature you control", { types: ["Creature"], excludedTypes: [], zone: "play", controller: { kind: "You" } }],
  ])("'%s' is an Enchant ability with its filter, printed back in both wordings", (line, filter) => {
    const { abilities, codes, printed } = parsed(card("Enchantment — Aura", line));
    expect(codes).toEqual([]);
    expect(abilities[0]).toMatchObject({ kind: "Enchant", filter });
    for (const wording of ["2007", "current"] as const) expect(printed[wording]).toContain(`  ${line}\n`);
  });

  it("an Aura enchants a permanent: 'Enchant creature card in a graveyard' is an error", () => {
    expect(parsed(card("Enchantment — Aura", "Enchant creature card in a graveyard")).codes).toContain("CS1035");
  });
});

describe("Equip lines", () => {
  it("'Equip {2}' is an Equip ability with its mana cost, printed back in both wordings", () => {
    const { abilities, codes, printed } = parsed(card("Artifact — Equipment", "Equip {2}"));
    expect(codes).toEqual([]);
    expect(abilities[0]).toMatchObject({ kind: "Equip", cost: { symbols: [{ kind: "Generic", amount: 2 }] } });
    for (const wording of ["2007", "current"] as const) expect(printed[wording]).toContain("  Equip {2}\n");
  });

  it("an equip cost is mana only: '{T}' in it is an error at the symbol", () => {
    expect(parsed(card("Artifact — Equipment", "Equip {1}{T}")).codes).toEqual(["CS1021"]);
  });
});

describe("enchanted and equipped objects", () => {
  it("'enchanted creature' is the Attached ref, as subject and as object; it prints back in both wordings", () => {
    const text = card("Enchantment — Aura", "Enchant creature", "{W}: Enchanted creature gets +1/+1 until end of turn.", "{1}: Tap enchanted creature.");
    const { abilities, codes, printed } = parsed(text);
    expect(codes).toEqual([]);
    const refs = abilities.slice(1).map((ability) => (ability.kind === "Activated" && ability.body.kind === "Effects" ? ability.body.effects[0] : undefined));
    expect(JSON.stringify(refs)).toContain('"ref":{"kind":"Attached","by":"enchanted","noun":"Creature"}');
    expect(refs.map((effect) => effect?.kind)).toEqual([expect.any(String), "Tap"]);
    for (const wording of ["2007", "current"] as const) {
      expect(printed[wording]).toContain("  {W}: Enchanted creature gets +1/+1 until end of turn.\n");
      expect(printed[wording]).toContain("  {1}: Tap enchanted creature.\n");
    }
  });

  it("'equipped creature' and 'enchanted land' keep their words", () => {
    const equipment = parsed(card("Artifact — Equipment", "{1}: Equipped creature gains flying until end of turn.", "Equip {1}"));
    expect(equipment.codes).toEqual([]);
    expect(equipment.printed.current).toContain("  {1}: Equipped creature gains flying until end of turn.\n");
    const land = parsed(card("Enchantment — Aura", "Enchant land", "{1}: Untap enchanted land."));
    expect(land.codes).toEqual([]);
    expect(land.printed["2007"]).toContain("  {1}: Untap enchanted land.\n");
  });
});

describe("static abilities of Auras and Equipment (the static family with the Attached ref)", () => {
  it.each([
    ["Enchantment — Aura", "Enchanted creature gets +1/+2.", "Enchanted creature gets +1/+2."],
    ["Enchantment — Aura", "Enchanted creature has flying.", "Enchanted creature has flying."],
    ["Enchantment — Aura", "Enchanted creature can't attack or block.", "Enchanted creature can't attack or block."],
    ["Enchantment — Aura", "Enchanted creature gets +2/+2 and has flying and vigilance.", "Enchanted creature gets +2/+2 and has flying and vigilance."],
    ["Artifact — Equipment", "Equipped creature gets +3/+0 and has trample.", "Equipped creature gets +3/+0 and has trample."],
    ["Artifact — Equipment", "Equipped creature is unblockable and has shroud.", "Equipped creature can't be blocked and has shroud."],
  ])("%s: '%s' parses to a static ability of what the card is attached to; current wording: '%s'", (type, line, current) => {
    const enchant = type.includes("Aura") ? ["Enchant creature"] : ["Equip {1}"];
    const { abilities, codes, printed } = parsed(card(type, ...enchant, line));
    expect(codes).toEqual([]);
    expect(abilities[1]).toMatchObject({ kind: "Static", effect: { objects: { kind: "Ref", ref: { kind: "Attached" } } } });
    expect(printed["2007"]).toContain(`  ${line}\n`);
    expect(printed.current).toContain(`  ${current}\n`);
    // The current wording reads back to the same ability.
    const again = parsed(card(type, ...enchant, current));
    expect(again.codes).toEqual([]);
    expect(JSON.stringify(again.abilities[1], (key, value) => (key === "range" ? undefined : value))).toBe(JSON.stringify(abilities[1], (key, value) => (key === "range" ? undefined : value)));
  });
});
