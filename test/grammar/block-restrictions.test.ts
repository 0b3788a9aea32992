/**
 * Static combat restrictions that describe creatures or the defending player's permanents (static-modify's
 * `StaticRestriction`): "~ can't be blocked by Walls.", "… except by Walls and/or creatures with flying.",
 * "… by more than one creature.", "~ can block only creatures with flying.", "~ can't block creatures without
 * flying.", "~ can't attack unless defending player controls an Island.", "… unless you control another Giant.",
 * "Enchanted creature gets +2/+2 and attacks each turn if able.": parsed, printed back in both wordings, compiled
 * to the runtime's restriction data, and refused with what to write where a description or condition means nothing.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";

function card(line: string, typeLine = "Creature — Juggernaut", extra = "  5/3\n"): string {
  return `card "Juggernaut"\n  cost {4}\n  type ${typeLine}\n${extra}  ${line}\n`;
}

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

describe("static restrictions that describe creatures", () => {
  const lines = [
    "Juggernaut can't be blocked by Walls.",
    "Juggernaut can't be blocked by red creatures.",
    "Juggernaut can't be blocked by creatures with power 4 or greater.",
    "Juggernaut can't be blocked except by Walls and/or creatures with flying.",
    "Juggernaut can't be blocked except by three or more creatures.",
    "Juggernaut can't be blocked by more than one creature.",
    "Juggernaut can block only creatures with flying.",
    "Juggernaut can't block creatures without flying.",
    "Juggernaut can't attack unless defending player controls an Island.",
    "Juggernaut can't attack unless defending player controls a blue permanent.",
    "Juggernaut can't attack or block unless you control another Giant.",
    "Juggernaut can't block and can't be blocked by Walls.",
  ];
  for (const line of lines) {
    it(`'${line}' checks clean and prints back as written in both wordings`, () => {
      const { ast, diagnostics } = checked(card(line));
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(ast!, { wording })).toContain(`  ${line}\n`);
    });
  }

  it("an Aura's 'gets +N/+N and <restriction>' is one ability: the change and the restriction", () => {
    const text = card("Enchanted creature gets +2/+2 and attacks each turn if able.", "Enchantment — Aura", "  Enchant creature\n");
    const { ast, diagnostics } = checked(text);
    expect(diagnostics).toEqual([]);
    const tree = JSON.stringify(ast);
    expect(tree).toContain('"kind":"StaticRestriction"');
    expect(tree).toContain('"change":{"power":2,"toughness":2}');
    for (const wording of ["2007", "current"] as const) {
      expect(printCardFile(ast!, { wording })).toContain(wording === "2007" ? "gets +2/+2 and attacks each turn if able." : "gets +2/+2 and attacks each combat if able.");
    }
  });

  it("compiles the descriptions to filter data and 'unless defending player controls' onto 'can't attack'", async () => {
    const walls = await compileCardSource(card("Juggernaut can't be blocked except by Walls and/or creatures with flying."), "cards/juggernaut.card");
    expect(walls.diagnostics).toEqual([]);
    expect(walls.code).toMatch(/kind: "blockedOnlyBy",\s*blockers: \[\{ subtypes: \["Wall"\] \}, \{ types: \["Creature"\], keywords: \["Flying"\] \}\]/);
    const island = await compileCardSource(card("Juggernaut can't attack unless defending player controls an Island."), "cards/juggernaut.card");
    expect(island.diagnostics).toEqual([]);
    expect(island.code).toMatch(/kind: "cantAttack", unlessDefendingControls: \{ subtypes: \["Island"\] \}/);
    const giant = await compileCardSource(card("Juggernaut can't attack or block unless you control another Giant."), "cards/juggernaut.card");
    expect(giant.diagnostics).toEqual([]);
    expect(giant.code).toMatch(/return !ctx\.any\(\{[^}]*exclude: ctx\.self[^}]*subtypes: \["Giant"\][^}]*\}\)/);
  });

  it("'unless defending player controls' lifts only 'can't attack': refused for blocking, with what to write", () => {
    const { diagnostics } = checked(card("Juggernaut can't block unless defending player controls an Island."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toMatch(/unless you control/);
  });

  it("a description naming who controls the creatures is refused (blocks are judged by what the creatures are)", () => {
    const { diagnostics } = checked(card("Juggernaut can't be blocked by creatures you control."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toMatch(/by what they are/);
  });

  it("'As long as …' and '… unless …' in one sentence are refused: one condition", () => {
    const { diagnostics } = checked(card("As long as you control a Giant, Juggernaut can't attack unless you control another Giant."));
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});
