/**
 * The static restriction "doesn't untap during its controller's untap step" / "… during your untap step"
 * (static-modify's `StaticRestriction`, restriction kind "doesntUntap"): parsed, printed back as written in both
 * wordings (and parsed again), compiled to the runtime's restriction data, and refused with what to write where the
 * subject and the step do not go together. The one-shot "… next untap step" stays the tap family's effect.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";

function aura(line: string, enchant = "creature"): string {
  return `card "Dehydration"\n  cost {3}{U}\n  type Enchantment — Aura\n  Enchant ${enchant}\n  ${line}\n`;
}
function creature(line: string): string {
  return `card "Colossus of Sardia"\n  cost {9}\n  type Artifact Creature — Golem\n  9/9\n  ${line}\n`;
}
function enchantment(line: string): string {
  return `card "Frozen Field"\n  cost {2}{U}\n  type Enchantment\n  ${line}\n`;
}

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

describe("'doesn't untap during its controller's untap step' (a static restriction)", () => {
  const cases = [
    aura("Enchanted creature doesn't untap during its controller's untap step."),
    aura("Enchanted permanent doesn't untap during its controller's untap step.", "artifact or creature"),
    creature("Colossus of Sardia doesn't untap during your untap step."),
    enchantment("Artifacts you control don't untap during your untap step."),
  ];
  for (const text of cases) {
    const line = text.trim().split("\n").at(-1)!.trim();
    it(`'${line}' checks clean, prints back as written in both wordings, and parses again the same`, () => {
      const { ast, diagnostics } = checked(text);
      expect(diagnostics).toEqual([]);
      expect(JSON.stringify(ast)).toContain('"kind":"doesntUntap"');
      for (const wording of ["2007", "current"] as const) {
        const printed = printCardFile(ast!, { wording });
        expect(printed).toContain(`  ${line}\n`);
        const again = checked(printed);
        expect(again.diagnostics).toEqual([]);
        expect(printCardFile(again.ast!, { wording })).toBe(printed);
      }
    });
  }

  it("compiles to the runtime's 'doesntUntap' restriction on what the ability names", async () => {
    const result = await compileCardSource(aura("Enchanted creature doesn't untap during its controller's untap step."), "cards/dehydration.card");
    expect(result.diagnostics).toEqual([]);
    expect(result.code).toMatch(/restrictions: \[\{ kind: "doesntUntap" \}\]/);
    expect(result.code).toContain('kind: "Attached"');
  });

  it("'its controller's untap step' of many permanents is refused, saying to write 'you control … your untap step'", () => {
    const { diagnostics } = checked(enchantment("Creatures you control don't untap during its controller's untap step."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toMatch(/you control don't untap during your untap step/);
  });

  it("'your untap step' of what an Aura enchants is refused, saying to write 'its controller's untap step'", () => {
    const { diagnostics } = checked(aura("Enchanted creature doesn't untap during your untap step."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toMatch(/doesn't untap during its controller's untap step/);
  });

  it("'your untap step' of permanents anyone controls is refused (their untap steps are not all yours)", () => {
    const { diagnostics } = checked(enchantment("Creatures don't untap during your untap step."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
  });

  it("a target that 'doesn't untap during its controller's untap step' is refused once, saying to write 'next untap step'", () => {
    const text = `card "Frost Test"\n  cost {2}{U}\n  type Instant\n  Target creature doesn't untap during its controller's untap step.\n`;
    const { diagnostics } = checked(text);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toMatch(/doesn't untap during its controller's next untap step/);
  });

  it("the one-shot 'next untap step' of a target is still the tap family's effect, not a static restriction", () => {
    const text = `card "Frost Breath"\n  cost {2}{U}\n  type Instant\n  Tap target creature. It doesn't untap during its controller's next untap step.\n`;
    const { ast, diagnostics } = checked(text);
    expect(diagnostics).toEqual([]);
    expect(JSON.stringify(ast)).toContain('"kind":"SkipNextUntap"');
  });
});
