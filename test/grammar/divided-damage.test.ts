/**
 * Damage divided as you choose (409.1d): "Hail of Arrows deals X damage divided as you choose among any number of
 * target attacking creatures." The target is "any number of" (0 to no bound; 409.1d bounds it by the amount when
 * the spell is played) and carries the amount it divides.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { ANY_NUMBER_OF_TARGETS } from "../../grammar/ast.js";
import { compileCardSource } from "../../compiler/index.js";

const HAIL = "Hail of Arrows deals X damage divided as you choose among any number of target attacking creatures.";
const card = (line: string, cost = "{X}{W}") => `card "Hail of Arrows"\n  cost ${cost}\n  type Instant\n  ${line}\n`;

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" ? undefined : v)));
}

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

describe("409.1d divided damage: the language", () => {
  it("Hail of Arrows parses: one 'any number of' target carrying the divided amount, and the damage marked divided", () => {
    const { ast, diagnostics } = checked(card(HAIL));
    expect(diagnostics).toEqual([]);
    const ability = ast.cards[0].abilities[0];
    if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected spell text");
    expect(withoutRanges(ability.body.targets)).toEqual([
      { kind: "Target", index: 0, min: 0, max: ANY_NUMBER_OF_TARGETS, players: false, objects: { types: ["Creature"], excludedTypes: [], zone: "play", combat: "attacking" }, divided: { kind: "X" } },
    ]);
    expect(withoutRanges(ability.body.effects)).toEqual([
      { kind: "DealDamage", source: { kind: "Self" }, amount: { kind: "X" }, recipients: [{ kind: "Objects", objects: { kind: "Targets", target: 0 } }], divided: true },
    ]);
  });

  it("prints back the same in both wordings (the Oracle text reads as printed), and the print parses to the same tree", () => {
    for (const line of [HAIL, "Hail of Arrows deals 4 damage divided as you choose among up to two target creatures."]) {
      const { ast } = checked(card(line));
      for (const wording of ["2007", "current"] as const) {
        const printed = printCardFile(ast, { wording });
        expect(printed).toContain(`  ${line}\n`);
        expect(withoutRanges(checked(printed).ast.cards)).toEqual(withoutRanges(ast.cards));
      }
    }
  });

  it("'any number of target creatures' outside division parses and prints back too", () => {
    const line = "Tap any number of target creatures.";
    const { ast, diagnostics } = checked(card(line, "{1}{W}"));
    expect(diagnostics).toEqual([]);
    expect(printCardFile(ast, { wording: "2007" })).toContain(`  ${line}\n`);
  });

  it("dividing among one target is an error that says what to write", () => {
    const { diagnostics } = checked(card("Hail of Arrows deals 4 damage divided as you choose among target creature."));
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.message])).toEqual([
      [
        "CS1030",
        4,
        "Damage is divided among several target creatures: write 'divided as you choose among any number of target creatures' (or 'up to two target creatures'), or drop 'divided as you choose' for one target.",
      ],
    ]);
  });

  it("an amount not known as the spell is played is an error that says what to write", () => {
    const { diagnostics } = checked(card("Hail of Arrows deals damage equal to your life total divided as you choose among any number of target creatures."));
    expect(diagnostics.map((d) => d.code)).toContain("CS1030");
  });

  it("compiles: the target's data carries the divided amount and the effect deals each target its share", async () => {
    const result = await compileCardSource(card(HAIL), "cards/hail-of-arrows.card");
    expect(result.diagnostics).toEqual([]);
    expect(result.code).toContain('divide: "X"');
    expect(result.code).toContain("ctx.dealDividedDamage(ctx.self, 0)");
  }, 60_000);
});
