/**
 * Static abilities that change what spells cost (static-modify's `StaticCostChange`, 409.1f): "Noncreature spells
 * cost {1} more to play.", "Artifact spells you play cost {1} less to play.", "Artifact and enchantment spells your
 * opponents play cost {2} more to play." (current wording: "… you cast cost {1} less to cast."): parsed from either
 * wording, printed in each, compiled to the static ability's `costChange`, refused with what to write otherwise.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";

function card(line: string): string {
  return `card "Thorn"\n  cost {2}\n  type Artifact\n  ${line}\n`;
}

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

describe("spell cost changes", () => {
  const pairs: [string, string][] = [
    ["Noncreature spells cost {1} more to play.", "Noncreature spells cost {1} more to cast."],
    ["Artifact spells you play cost {1} less to play.", "Artifact spells you cast cost {1} less to cast."],
    ["Giant spells you play cost {2} less to play.", "Giant spells you cast cost {2} less to cast."],
    ["Artifact and enchantment spells your opponents play cost {2} more to play.", "Artifact and enchantment spells your opponents cast cost {2} more to cast."],
    ["Goblin spells and Rogue spells you play cost {1} less to play.", "Goblin spells and Rogue spells you cast cost {1} less to cast."],
  ];
  for (const [printed, oracle] of pairs) {
    it(`'${printed}' and '${oracle}' give one tree, printed in each wording`, () => {
      const a = checked(card(printed));
      const b = checked(card(oracle));
      expect(a.diagnostics).toEqual([]);
      expect(b.diagnostics).toEqual([]);
      expect(printCardFile(a.ast!, { wording: "2007" })).toContain(`  ${printed}\n`);
      expect(printCardFile(a.ast!, { wording: "current" })).toContain(`  ${oracle}\n`);
      expect(printCardFile(b.ast!, { wording: "2007" })).toContain(`  ${printed}\n`);
    });
  }

  it("compiles to costChange: the spells as a filter of the stack, whose spells, and the signed change", async () => {
    const { code, diagnostics } = await compileCardSource(card("Artifact and enchantment spells your opponents play cost {2} more to play."), "cards/thorn.card");
    expect(diagnostics).toEqual([]);
    expect(code).toMatch(/return \{ types: \["Artifact", "Enchantment"\], zone: "stack" \};/);
    expect(code).toMatch(/costChange: \{ spells: spells_[0-9a-f]+, caster: "opponents", generic: 2 \}/);
    const less = await compileCardSource(card("Artifact spells you play cost {1} less to play."), "cards/thorn.card");
    expect(less.code).toMatch(/caster: "you", generic: -1 \}/);
  });

  it("'Goblin spells and Rogue spells' (Morningtide's bannerets) compiles to two kinds, either of which is changed", async () => {
    const { code, diagnostics } = await compileCardSource(card("Goblin spells and Rogue spells you play cost {1} less to play."), "cards/thorn.card");
    expect(diagnostics).toEqual([]);
    expect(code).toMatch(/costChange: \{\s*spells: spells_[0-9a-f]+,\s*caster: "you",\s*generic: -1,\s*andSpells: andSpells_[0-9a-f]+,?\s*\}/);
    expect(code).toMatch(/return \{ zone: "stack", subtypes: \["Goblin"\] \};/);
    expect(code).toMatch(/return \{ zone: "stack", subtypes: \["Rogue"\] \};/);
    const { diagnostics: refused } = checked(card("Goblin spells and Rogue creatures you control cost {1} less to play."));
    expect(refused.map((d) => d.code)).toContain("CS1035");
  });

  it("a change that is not generic mana is refused with what to write", () => {
    const { diagnostics } = checked(card("Noncreature spells cost {R} more to play."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toMatch(/'\{1\} more'/);
  });

  it("permanents instead of spells are refused: a cost change names spells", () => {
    const { diagnostics } = checked(card("Creatures you control cost {1} less to play."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toMatch(/names the spells it changes/);
  });
});
