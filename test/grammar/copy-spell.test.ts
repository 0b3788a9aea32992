/**
 * 503.1 copies of spells in the language: "Copy target instant or sorcery spell. You may choose new targets for the
 * copy." is one effect (the second sentence merged into the copy), printed back in both wordings; the second
 * sentence without a copy before it is an error that says what to write.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

const TWINCAST = "Copy target instant or sorcery spell. You may choose new targets for the copy.";
const card = (line: string) => `card "Twincast"\n  cost {U}{U}\n  type Instant\n  ${line}\n`;

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" ? undefined : v)));
}

describe("503.1 copying a spell", () => {
  it("Twincast is one copy effect whose controller may choose new targets", () => {
    const { ast, diagnostics } = checked(card(TWINCAST));
    expect(diagnostics).toEqual([]);
    const ability = ast.cards[0].abilities[0];
    if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected spell text");
    expect(withoutRanges(ability.body.effects)).toEqual([{ kind: "CopySpell", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } }, newTargets: true }]);
    expect(ability.body.targets[0]).toMatchObject({ objects: { types: ["Instant", "Sorcery"], zone: "stack" } });
  });

  it("prints back the same in both wordings, and the print parses to the same tree", () => {
    for (const line of [TWINCAST, "Copy target instant or sorcery spell."]) {
      const { ast, diagnostics } = checked(card(line));
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) {
        const printed = printCardFile(ast, { wording });
        expect(printed).toContain(`  ${line}\n`);
        expect(withoutRanges(checked(printed).ast.cards)).toEqual(withoutRanges(ast.cards));
      }
    }
  });

  it("bad input: 'You may choose new targets for the copy.' with no copy before it is an error that says what to write", () => {
    const { diagnostics } = checked(card("Draw a card. You may choose new targets for the copy."));
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS1035", 4, 16]]);
    expect(diagnostics[0].message).toContain("write 'Copy target instant or sorcery spell. You may choose new targets for the copy.'");
  });
});
