/**
 * 419 prevention with a follow-up (families/replacement-prevent): "If noncombat damage would be dealt to you,
 * prevent that damage. You gain life equal to the damage prevented this way." (Purity; printed "If a spell or
 * ability would deal damage to you, …"): parses as one replacement, prints back in both wordings, and a target in
 * the follow-up or the watched permanents is an error that says what to write.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

const PRINTED = "If a spell or ability would deal damage to you, prevent that damage. You gain life equal to the damage prevented this way.";
const ORACLE = "If noncombat damage would be dealt to you, prevent that damage. You gain life equal to the damage prevented this way.";

const purity = (line: string) => `card "Purity"\n  cost {3}{W}{W}{W}\n  type Creature — Elemental Incarnation\n  6/6\n  ${line}\n`;

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" ? undefined : v)));
}

describe("419 prevention with a follow-up: the damage prevented this way", () => {
  it("419: Purity's printed and Oracle lines are the same replacement: noncombat damage to you, then a life gain of the damage prevented", () => {
    const printed = checked(purity(PRINTED));
    const oracle = checked(purity(ORACLE));
    expect(printed.diagnostics).toEqual([]);
    expect(oracle.diagnostics).toEqual([]);
    const ability = printed.ast.cards[0].abilities[0] as unknown as { kind: string; replacement: unknown };
    expect(ability.kind).toBe("Replacement");
    expect(withoutRanges(ability.replacement)).toMatchObject({
      kind: "PreventDamageThen",
      noncombat: true,
      recipient: { kind: "You" },
      effects: [{ kind: "GainLife", player: { kind: "You" }, amount: { kind: "ThisWay", what: "damagePrevented" } }],
    });
    expect(withoutRanges(oracle.ast.cards)).toEqual(withoutRanges(printed.ast.cards));
  });

  it("419: it prints in each wording's words, and the print parses to the same tree", () => {
    const { ast } = checked(purity(ORACLE));
    for (const [wording, line] of [["2007", PRINTED], ["current", ORACLE]] as const) {
      const text = printCardFile(ast, { wording });
      expect(text, wording).toContain(`  ${line}\n`);
      expect(withoutRanges(checked(text).ast.cards)).toEqual(withoutRanges(ast.cards));
    }
  });

  it("419: 'damage would be dealt to ~' and 'a source would deal damage to ~' watch any damage, and print as written", () => {
    for (const line of ["If damage would be dealt to you, prevent that damage. You gain life equal to the damage prevented this way.", "If a source would deal damage to Purity, prevent that damage. You gain life equal to the damage prevented this way."]) {
      const { ast, diagnostics } = checked(purity(line));
      expect(diagnostics, line).toEqual([]);
      expect((ast.cards[0].abilities[0] as unknown as { replacement: { noncombat: boolean } }).replacement.noncombat).toBe(false);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(ast, { wording })).toContain(`  ${line}\n`);
    }
  });

  it("419: Hostility's 'for each 1 damage prevented this way' counts tokens per damage prevented, in both wordings", () => {
    const hostility = (line: string) => `card "Hostility"\n  cost {3}{R}{R}{R}\n  type Creature — Elemental Incarnation\n  6/6\n  ${line}\n`;
    const printedLine = "If a spell you control would deal damage to an opponent, prevent that damage. Put a 3/1 red Elemental Shaman creature token with haste into play for each 1 damage prevented this way.";
    const oracleLine = "If a spell you control would deal damage to an opponent, prevent that damage. Create a 3/1 red Elemental Shaman creature token with haste for each 1 damage prevented this way.";
    const { ast, diagnostics } = checked(hostility(printedLine));
    expect(diagnostics).toEqual([]);
    expect(withoutRanges((ast.cards[0].abilities[0] as unknown as { replacement: unknown }).replacement)).toMatchObject({
      spellYouControl: true,
      recipient: { kind: "Opponent" },
      effects: [{ kind: "CreateTokens", amount: { kind: "ThisWay", what: "damagePrevented", per: 1 } }],
    });
    expect(withoutRanges(checked(hostility(oracleLine)).ast.cards)).toEqual(withoutRanges(ast.cards));
    for (const [wording, line] of [["2007", printedLine], ["current", oracleLine]] as const) expect(printCardFile(ast, { wording })).toContain(`  ${line}\n`);
  });

  it("419: Vigor's 'that creature' is the creature the damage would have been dealt to; each wording prints back as written", () => {
    const vigor = (line: string) => `card "Vigor"\n  cost {3}{G}{G}{G}\n  type Creature — Elemental Incarnation\n  6/6\n  ${line}\n`;
    for (const line of [
      "If damage would be dealt to a creature you control other than Vigor, prevent that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way.",
      "If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way.",
    ]) {
      const { ast, diagnostics } = checked(vigor(line));
      expect(diagnostics, line).toEqual([]);
      expect(withoutRanges((ast.cards[0].abilities[0] as unknown as { replacement: unknown }).replacement)).toMatchObject({
        recipient: { kind: "Objects", objects: { kind: "Each", filter: { types: ["Creature"], controller: { kind: "You" }, other: true } } },
        effects: [{ kind: "PutCounters", objects: { kind: "Ref", ref: { kind: "Triggering", noun: "creature" } }, amount: { kind: "ThisWay", what: "damagePrevented", per: 1 } }],
      });
      for (const wording of ["2007", "current"] as const) {
        const printed = printCardFile(ast, { wording });
        expect(printed, `${line} ${wording}`).toContain(`  ${line}\n`);
        expect(withoutRanges(checked(printed).ast.cards)).toEqual(withoutRanges(ast.cards));
      }
    }
  });

  it("bad input: a target in the follow-up is an error that says to name it without 'target'", () => {
    const { diagnostics } = checked(purity("If noncombat damage would be dealt to you, prevent that damage. Target player gains life equal to the damage prevented this way."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toContain("without 'target'");
  });

  it("bad input: a watched target creature is an error that says what to write", () => {
    const { diagnostics } = checked(purity("If damage would be dealt to target creature, prevent that damage. You gain life equal to the damage prevented this way."));
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS1035", 5, 31]]);
    expect(diagnostics[0].message).toContain("write '~' or a kind of permanent");
  });
});
