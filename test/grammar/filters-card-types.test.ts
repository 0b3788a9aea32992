/**
 * 205.2: "artifact creature" is an object with both card types. A type word right before another (no comma, no
 * "and"/"or") is read as a required type of the noun (`requiredTypes`); a list ("artifacts and creatures",
 * "artifact or creature") stays a disjunction. Both print back in both wordings; a required type inside a list is
 * refused (CS1071) with what to write instead.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile, validateCardFile, type CardFile, type Diagnostic, type ObjectFilter } from "../../grammar/index.js";

function card(line: string): string {
  return `card "Probe Spell"\n  cost {2}{B}\n  type Instant\n  ${line}\n`;
}

function parse(line: string): { ast: CardFile; diagnostics: Diagnostic[] } {
  const text = card(line);
  const parsed = parseCardFile(text, "probe.card");
  return { ast: parsed.ast, diagnostics: [...parsed.diagnostics, ...validateCardFile(parsed.ast, { text, syntaxDiagnostics: parsed.diagnostics })] };
}

function filterOf(ast: CardFile): ObjectFilter {
  const ability = ast.cards[0].abilities[0];
  if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected spell text");
  if (ability.body.targets[0]?.objects) return ability.body.targets[0].objects;
  const effect = ability.body.effects[0] as unknown as { objects?: { filter?: ObjectFilter } };
  if (effect.objects?.filter) return effect.objects.filter;
  throw new Error("no filter");
}

describe("205.2: a description of objects requiring two card types", () => {
  const cases: [line: string, types: string[], requiredTypes: string[] | undefined][] = [
    ["Destroy target artifact creature.", ["Creature"], ["Artifact"]],
    ["Destroy all artifact creatures.", ["Creature"], ["Artifact"]],
    ["Destroy target enchantment creature.", ["Creature"], ["Enchantment"]],
    ["Destroy target artifact land.", ["Land"], ["Artifact"]],
    ["Destroy target nonblack artifact creature.", ["Creature"], ["Artifact"]],
    ["Counter target artifact creature spell.", ["Creature"], ["Artifact"]],
    ["Destroy target artifact or creature.", ["Artifact", "Creature"], undefined],
    ["Destroy all artifacts and creatures.", ["Artifact", "Creature"], undefined],
  ];
  for (const [line, types, requiredTypes] of cases) {
    it(`"${line}" is clean, reads types ${types.join("|")}${requiredTypes ? ` with ${requiredTypes.join(", ")} required` : ""}, and prints back in both wordings`, () => {
      const { ast, diagnostics } = parse(line);
      expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
      const filter = filterOf(ast);
      expect(filter.types).toEqual(types);
      expect(filter.requiredTypes).toEqual(requiredTypes);
      expect(printCardFile(ast, { wording: "2007" }).split("\n")[3].trim()).toBe(line);
      const current = printCardFile(ast, { wording: "current" });
      const reparsed = parseCardFile(current, "probe.card");
      expect(reparsed.diagnostics).toEqual([]);
      expect(filterOf(reparsed.ast).requiredTypes).toEqual(requiredTypes);
    });
  }

  it('"Other artifact creatures you control get +1/+1." (Master of Etherium) is a static ability over artifact creatures', () => {
    const text = `card "Probe Lord"\n  cost {2}{U}\n  type Artifact Creature — Wizard\n  1/1\n  Other artifact creatures you control get +1/+1.\n`;
    const parsed = parseCardFile(text, "probe.card");
    expect([...parsed.diagnostics, ...validateCardFile(parsed.ast, { text, syntaxDiagnostics: parsed.diagnostics })]).toEqual([]);
    expect(printCardFile(parsed.ast, { wording: "2007" })).toBe(text);
  });

  it("a required type inside a list ('artifacts and enchantment creatures') is refused at the words (CS1071), saying what to write", () => {
    for (const [line, words] of [
      ["Destroy all artifacts and enchantment creatures.", "enchantment creatures"],
      ["Destroy all artifact creatures and lands.", "artifact creatures and lands"],
    ] as const) {
      const { diagnostics } = parse(line);
      const problem = diagnostics.find((d) => d.code === "CS1071");
      expect(problem, JSON.stringify(diagnostics.map((d) => d.message))).toBeDefined();
      expect(card(line).slice(problem!.range.start.offset, problem!.range.end.offset)).toBe(words);
      expect(problem!.message).toMatch(/inside a list of types/);
      expect(problem!.message).toMatch(/Write the requirement without the list/);
    }
  });

  it("'nonartifact artifact creature' contradicts itself (CS1070), with the removal as the fix", () => {
    const { diagnostics } = parse("Destroy target nonartifact artifact creature.");
    const problem = diagnostics.find((d) => d.code === "CS1070");
    expect(problem?.suggestions?.[0]?.replacement).toBe("");
  });
});
