/**
 * 419.6a prevention from a static ability ("Prevent all damage that would be dealt to ~.", "… to and dealt by
 * enchanted creature.", "Prevent all combat damage that would be dealt to attacking creatures you control.") and
 * 419 redirection to the enchanted creature ("All damage that would be dealt to you is dealt to enchanted creature
 * instead."): they parse as static and replacement abilities, print back in both wordings, and a static prevention
 * with a target is an error that says what to write.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

const permanent = (name: string, type: string, lines: string[]) => `card "${name}"\n  cost {2}{W}\n  type ${type}\n${lines.map((line) => `  ${line}\n`).join("")}`;

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" ? undefined : v)));
}

const CASES: [string, string, string[]][] = [
  ["Cho-Manno, Revolutionary", "Legendary Creature — Human Rebel\n  2/2", ["Prevent all damage that would be dealt to Cho-Manno, Revolutionary."]],
  ["Heart of Light", "Enchantment — Aura", ["Enchant creature", "Prevent all damage that would be dealt to and dealt by enchanted creature."]],
  ["Dolmen Gate", "Artifact", ["Prevent all combat damage that would be dealt to attacking creatures you control."]],
  ["Pariah", "Enchantment — Aura", ["Enchant creature", "All damage that would be dealt to you is dealt to enchanted creature instead."]],
];

describe("419.6a static prevention and 419 redirection to the enchanted creature", () => {
  it("each parses clean and prints back the same in both wordings; the print parses to the same tree", () => {
    for (const [name, type, lines] of CASES) {
      const text = permanent(name, type, lines);
      const { ast, diagnostics } = checked(text);
      expect(diagnostics, name).toEqual([]);
      for (const wording of ["2007", "current"] as const) {
        const printed = printCardFile(ast, { wording });
        for (const line of lines) expect(printed, `${name} ${wording}`).toContain(`  ${line}\n`);
        expect(withoutRanges(checked(printed).ast.cards)).toEqual(withoutRanges(ast.cards));
      }
    }
  });

  it("Cho-Manno's line is a static ability watching damage to the card itself; Heart of Light's to and by the enchanted creature", () => {
    const cho = checked(permanent(...CASES[0])).ast.cards[0].abilities[0] as unknown as { kind: string; effect: unknown };
    expect(cho.kind).toBe("Static");
    expect(withoutRanges(cho.effect)).toEqual({ kind: "PreventDamageStatic", combatOnly: false, dealt: "to", subject: { kind: "Objects", objects: { kind: "Ref", ref: { kind: "Self" } } } });
    const heart = checked(permanent(...CASES[1])).ast.cards[0].abilities[1] as unknown as { effect: unknown };
    expect(withoutRanges(heart.effect)).toMatchObject({ dealt: "toAndBy", subject: { objects: { ref: { kind: "Attached", by: "enchanted", noun: "Creature" } } } });
  });

  it("Pariah's redirection goes to the enchanted creature", () => {
    const pariah = checked(permanent(...CASES[3])).ast.cards[0].abilities[1] as unknown as { replacement: unknown };
    expect(withoutRanges(pariah.replacement)).toEqual({ kind: "RedirectDamage", from: [{ kind: "Player", player: { kind: "You" } }], to: { kind: "Attached", by: "enchanted", noun: "Creature" } });
  });

  it("'… to target creature this turn.' is still a spell's prevention (the prevent family), not a static ability", () => {
    const { ast, diagnostics } = checked(`card "Healing Salve"\n  cost {W}\n  type Instant\n  Prevent all damage that would be dealt to target creature this turn.\n`);
    expect(diagnostics).toEqual([]);
    expect((ast.cards[0].abilities[0] as { kind: string }).kind).toBe("Spell");
  });

  it("bad input: a static prevention with a target is an error at its words that says what to write", () => {
    const { diagnostics } = checked(permanent("Test Ward", "Enchantment", ["Prevent all damage that would be dealt to target creature."]));
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS1035", 4, 45]]);
    expect(diagnostics[0].message).toContain("write '~', 'enchanted creature' or a kind of permanent");
  });
});
