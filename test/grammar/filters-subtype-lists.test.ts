/**
 * A filter whose noun is a list of subtypes is a union (205.3a: the object has at least one of them): "target
 * Treefolk or Forest", "target tapped Merfolk or Kithkin creature", "a basic Forest, Plains, or Island card"; and
 * "that land's controller", the controller of the object named before. Each parses to its fields, prints back in
 * both wordings, and a reference with nothing before it is reported with its fix.
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

function clean(line: string): CardFile {
  const { ast, diagnostics } = parse(line);
  expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return ast;
}

function body(ast: CardFile) {
  const ability = ast.cards[0].abilities[0];
  if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected spell text");
  return ability.body;
}

function printed(ast: CardFile, wording: "2007" | "current"): string {
  return printCardFile(ast, { wording }).split("\n")[3].trim();
}

describe("a list of subtypes is one filter's union of subtypes", () => {
  const cases: [line: string, parts: Partial<ObjectFilter>][] = [
    ["Destroy target Treefolk or Forest.", { types: [], subtypes: ["Treefolk", "Forest"] }],
    ["Destroy target Plains or Island.", { types: [], subtypes: ["Plains", "Island"] }],
    ["Target Faerie or Elf gains lifelink until end of turn.", { types: [], subtypes: ["Faerie", "Elf"] }],
    ["Destroy target tapped Merfolk or Kithkin creature.", { types: ["Creature"], subtypes: ["Merfolk", "Kithkin"], tapped: true }],
  ];
  for (const [line, parts] of cases) {
    it(`'${line}' parses to ${JSON.stringify(parts)} and prints back in both wordings`, () => {
      const ast = clean(line);
      expect(body(ast).targets[0].objects).toMatchObject(parts);
      expect(printed(ast, "2007")).toBe(line);
      expect(printed(ast, "current")).toBe(line);
    });
  }

  it("'a basic Forest, Plains, or Island card' (the Panoramas): three subtypes, the basic supertype, in the library", () => {
    const line = "Search your library for a basic Forest, Plains, or Island card and put it into play tapped. Then shuffle your library.";
    const ast = clean(line);
    const json = JSON.stringify(body(ast).effects);
    expect(json).toContain('"subtypes":["Forest","Plains","Island"]');
    expect(json).toContain('"supertypes":["Basic"]');
    expect(printed(ast, "2007")).toBe(line);
    expect(printed(ast, "current")).toContain("a basic Forest, Plains, or Island card");
  });

  it("a comma list of subtypes needs its closing 'or': 'target Forest, Island' is not a union", () => {
    const { diagnostics } = parse("Destroy target Forest, Island.");
    expect(diagnostics.length).toBeGreaterThan(0);
  });

  it("a subtype named and negated in the same list is reported with its removal as the fix", () => {
    const { diagnostics } = parse("Destroy target non-Elf Goblin or Elf creature.");
    expect(diagnostics.map((d) => d.code)).toContain("CS1070");
  });
});

describe("'that land's controller': the controller of the one object named before", () => {
  it("Cryoclasm: the controller of the target, written with its noun, prints back in both wordings", () => {
    const line = "Destroy target Plains or Island. Probe Spell deals 3 damage to that land's controller.";
    const ast = clean(line);
    const damage = body(ast).effects[1] as unknown as { recipients: { kind: string; player?: unknown }[] };
    expect(damage.recipients[0]).toEqual({ kind: "Player", player: { kind: "ControllerOf", object: { kind: "Target", target: 0 }, noun: "land" } });
    expect(printed(ast, "2007")).toBe(line);
    expect(printed(ast, "current")).toBe(line);
  });

  it("'that creature's controller' as a subject", () => {
    const line = "Destroy target creature. That creature's controller loses 2 life.";
    const ast = clean(line);
    expect(printed(ast, "2007")).toBe(line);
  });

  it("with no object named before it, the reference is reported at its words with what to name first", () => {
    const { diagnostics } = parse("Probe Spell deals 3 damage to that land's controller.");
    const problem = diagnostics.find((d) => d.code === "CS1034");
    expect(problem?.message).toMatch(/name one first/);
    expect(problem?.range.start.line).toBe(4);
  });
});
