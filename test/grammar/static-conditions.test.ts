/**
 * Conditional and counting static abilities (static-modify's `StaticModify` / `StaticRestriction` with a
 * `StaticCondition` and a `StaticCount`): "~ gets +1/+1 as long as you control another white creature.", "~ has
 * flying as long as an artifact card is in your graveyard.", "~ gets +4/+8 as long as a library has twenty or fewer
 * cards in it.", "As long as enchanted creature is white, it gets +1/+1 and has lifelink.", "Enchanted creature gets
 * +1/+1 for each Forest you control.", "~ gets +1/+1 for each enchantment in play.": parsed in both wordings,
 * printed back as written (and in the other wording as that wording says it), compiled to a condition asked at each
 * moment and a count made at each view, and refused with what to write where the parts do not go together.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";

function creature(line: string, name = "Test Cohort"): string {
  return `card "${name}"\n  cost {2}{W}\n  type Creature — Kithkin Soldier\n  2/2\n  ${line}\n`;
}
function aura(line: string): string {
  return `card "Test Aura"\n  cost {2}{W/U}\n  type Enchantment — Aura\n  Enchant creature\n  ${line}\n`;
}
function equipment(line: string): string {
  return `card "Test Sigil"\n  cost {3}\n  type Artifact — Equipment\n  ${line}\n  Equip {2}\n`;
}

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

/** [card text maker, the 2007 line, the current line] */
const cases: [(line: string) => string, string, string][] = [
  [creature, "Test Cohort gets +1/+1 as long as you control another white creature.", "Test Cohort gets +1/+1 as long as you control another white creature."],
  [creature, "Test Cohort gets +1/+1 as long as you control a Mountain.", "Test Cohort gets +1/+1 as long as you control a Mountain."],
  [creature, "Test Cohort has haste as long as you control a red creature.", "Test Cohort has haste as long as you control a red creature."],
  [creature, "Test Cohort has trample as long as you control another Treefolk.", "Test Cohort has trample as long as you control another Treefolk."],
  [creature, "Test Cohort has flying as long as an artifact card is in your graveyard.", "Test Cohort has flying as long as an artifact card is in your graveyard."],
  [creature, "Test Cohort gets +4/+8 as long as a library has twenty or fewer cards in it.", "Test Cohort gets +4/+8 as long as a library has twenty or fewer cards in it."],
  [creature, "Test Cohort is unblockable as long as you control an Island.", "Test Cohort can't be blocked as long as you control an Island."],
  [creature, "As long as you control another white creature, Test Cohort gets +1/+1.", "As long as you control another white creature, Test Cohort gets +1/+1."],
  [aura, "As long as enchanted creature is white, it gets +1/+1 and has lifelink.", "As long as enchanted creature is white, it gets +1/+1 and has lifelink."],
  [aura, "As long as enchanted creature is blue, it gets +1/+1 and is unblockable.", "As long as enchanted creature is blue, it gets +1/+1 and can't be blocked."],
  [aura, "As long as enchanted creature is green, it gets +1/+1 and is indestructible.", "As long as enchanted creature is green, it gets +1/+1 and has indestructible."],
  [aura, "As long as enchanted creature is red or green, it gets +2/+0.", "As long as enchanted creature is red or green, it gets +2/+0."],
  [aura, "Enchanted creature gets +1/+1 for each Forest you control.", "Enchanted creature gets +1/+1 for each Forest you control."],
  [aura, "Enchanted creature gets +1/+1 for each Plains you control and has flying.", "Enchanted creature gets +1/+1 for each Plains you control and has flying."],
  [creature, "Test Cohort gets +1/+1 for each enchantment in play.", "Test Cohort gets +1/+1 for each enchantment on the battlefield."],
  [creature, "Creatures you control get +1/+0 for each Mountain you control.", "Creatures you control get +1/+0 for each Mountain you control."],
  [equipment, "Equipped creature gets +1/+1 for each charge counter on Test Sigil.", "Equipped creature gets +1/+1 for each charge counter on Test Sigil."],
];

describe("conditional and counting static abilities: parsed, printed back in both wordings, parsed again the same", () => {
  for (const [make, printed2007, current] of cases) {
    for (const [written, wording] of [
      [printed2007, "2007"],
      [current, "current"],
    ] as const) {
      it(`'${written}' (${wording}) checks clean and prints '${printed2007}' in 2007, '${current}' in current English`, () => {
        const { ast, diagnostics } = checked(make(written));
        expect(diagnostics).toEqual([]);
        for (const [w, line] of [
          ["2007", printed2007],
          ["current", current],
        ] as const) {
          const printed = printCardFile(ast!, { wording: w });
          expect(printed).toContain(`  ${line}\n`);
          const again = checked(printed);
          expect(again.diagnostics).toEqual([]);
          expect(printCardFile(again.ast!, { wording: w })).toBe(printed);
        }
      });
    }
  }
});

describe("418.5c 6a: a characteristic-defining ability that adds two counts (Dauntless Dourbark)", () => {
  const line = "Test Dourbark's power and toughness are each equal to the number of Forests you control plus the number of Treefolk you control.";
  const text = `card "Test Dourbark"\n  cost {3}{G}\n  type Creature — Treefolk Warrior\n  */*\n  ${line}\n`;
  it("checks clean and prints back in both wordings", () => {
    const { ast, diagnostics } = checked(text);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(ast!, { wording })).toContain(`  ${line}\n`);
  });
  it("compiles to the two counts added, made each time the layers ask", async () => {
    const result = await compileCardSource(text, "cards/test.card");
    expect(result.diagnostics).toEqual([]);
    // "each equal to" one amount: counted once, for both
    expect(result.code).toMatch(/const each =\s+ctx\.count\(\{ controller: ctx\.controller, subtypes: \["Forest"\] \}\) \+\s+ctx\.count\(\{ controller: ctx\.controller, subtypes: \["Treefolk"\] \}\);\s+return \{ power: each, toughness: each \};/);
  });
});

describe("what the compiler makes of them", () => {
  it("'as long as' compiles to a condition function asked by the layers, never a value computed once", async () => {
    const result = await compileCardSource(creature("Test Cohort gets +4/+8 as long as a library has twenty or fewer cards in it."), "cards/test.card");
    expect(result.diagnostics).toEqual([]);
    expect(result.code).toMatch(/function condition_\w+\(ctx: StaticContext\): boolean \{\s+return ctx\.players\(\)\.some\(\(player\) => ctx\.librarySize\(player\) <= 20\);/);
    expect(result.code).toMatch(/power: 4,\s+toughness: 8/);
  });

  it("'As long as enchanted creature is white' asks the colours of what the Aura is attached to now", async () => {
    const result = await compileCardSource(aura("As long as enchanted creature is white, it gets +1/+1 and has lifelink."), "cards/test.card");
    expect(result.diagnostics).toEqual([]);
    expect(result.code).toContain("ctx.attachedTo(ctx.self)");
    expect(result.code).toContain('host.colors.includes("W")');
    expect(result.code).toContain('kind: "Attached"');
  });

  it("'for each' compiles to a count function beside the change it multiplies", async () => {
    const result = await compileCardSource(aura("Enchanted creature gets +1/+1 for each Forest you control."), "cards/test.card");
    expect(result.diagnostics).toEqual([]);
    expect(result.code).toMatch(/function count_\w+\(ctx: StaticContext\): number/);
    expect(result.code).toContain('"Forest"');
    expect(result.code).toMatch(/count: count_\w+/);
  });
});

describe("refused with what to write", () => {
  const refused: [string, string, RegExp][] = [
    ["two conditions", creature("As long as you control a Mountain, Test Cohort gets +1/+1 as long as you control a Plains."), /one condition/],
    ["'enchanted creature is …' of the card itself", creature("As long as enchanted creature is white, Test Cohort gets +1/+1."), /it gets \+1\/\+1/],
    ["a library size that is not a number", creature("Test Cohort gets +1/+1 as long as a library has X or fewer cards in it."), /twenty or fewer/],
    ["'in play' and a controller at once", creature("Test Cohort gets +1/+1 for each Forest you control in play."), /not both/],
    ["a count with a combat restriction", creature("Test Cohort gets +1/+1 for each Forest you control and can't block."), /keywords only/],
  ];
  for (const [what, text, message] of refused) {
    it(`${what}: one CS1035 saying what to write`, () => {
      const { diagnostics } = checked(text);
      expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
      expect(diagnostics.map((d) => d.message).join("\n")).toMatch(message);
    });
  }
});
