/**
 * Damage sentences beyond "deals N damage to …": "deals damage equal to <amount> to …" (the 2007 order) and Oracle's
 * "deals damage to … equal to <amount>", "… and 3 damage to you" (more damage from the same source), and "you may
 * have ~ deal N damage to …". Each parses, prints back in both wordings, and the print parses to the same tree.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

const card = (line: string, name = "Ember Imp") => `card "${name}"\n  cost {1}{R}\n  type Sorcery\n  ${line}\n`;

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" ? undefined : v)));
}

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

function effectsOf(text: string): unknown {
  const { ast, diagnostics } = checked(text);
  expect(diagnostics).toEqual([]);
  const ability = ast.cards[0].abilities[0];
  if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected spell text");
  return withoutRanges(ability.body.effects);
}

const SPITTING_2007 = "Spitting Earth deals damage equal to the number of Mountains you control to target creature.";
const SPITTING_ORACLE = "Spitting Earth deals damage to target creature equal to the number of Mountains you control.";

describe("damage equal to an amount", () => {
  it("the 2007 order and Oracle's order make the same damage, counted as it is dealt", () => {
    const printed = effectsOf(card(SPITTING_2007, "Spitting Earth")) as { amount: unknown; equalTo: string; recipients: unknown }[];
    const oracle = effectsOf(card(SPITTING_ORACLE, "Spitting Earth")) as { amount: unknown; equalTo: string; recipients: unknown }[];
    expect(printed[0].amount).toEqual(oracle[0].amount);
    expect(printed[0]).toMatchObject({ kind: "DealDamage", equalTo: "before" });
    expect(oracle[0]).toMatchObject({ kind: "DealDamage", equalTo: "after" });
    expect(printed[0].recipients).toEqual(oracle[0].recipients);
    expect(JSON.stringify(printed[0].amount)).toContain('"CountOf"');
    expect(JSON.stringify(printed[0].amount)).toContain("Mountain");
  });

  it("prints the card's order back in both wordings", () => {
    for (const line of [SPITTING_2007, SPITTING_ORACLE]) {
      const { ast } = checked(card(line, "Spitting Earth"));
      expect(printCardFile(ast, { wording: "2007" })).toContain(`  ${line}\n`);
      const current = printCardFile(ast, { wording: "current" });
      expect(current).toContain(`  ${line}\n`);
      expect(withoutRanges((checked(current).ast.cards[0].abilities[0] as { body: { effects: { amount: unknown }[] } }).body.effects[0].amount)).toEqual(
        withoutRanges((ast.cards[0].abilities[0] as { body: { effects: { amount: unknown }[] } }).body.effects[0].amount),
      );
    }
  });

  it("'its power' after a source is the source's own power", () => {
    const { ast, diagnostics } = checked(card("{T}: Ember Imp deals damage equal to its power to target creature with flying.").replace("type Sorcery", "type Creature — Elf\n  2/2"));
    expect(diagnostics).toEqual([]);
    expect(JSON.stringify(ast.cards[0].abilities)).toContain('"amount":{"kind":"StatOf","stat":"power","object":{"kind":"Self"}}');
  });
});

describe("more damage from the same source, and 'have ~ deal'", () => {
  it("'… and 3 damage to you' is a second part of the same effect, printed back in both wordings", () => {
    const line2007 = "Ember Imp deals 2 damage to target creature or player and 3 damage to you.";
    const effects = effectsOf(card(line2007)) as { also?: unknown }[];
    expect(effects).toHaveLength(1);
    expect(effects[0].also).toEqual([{ amount: { kind: "Number", value: 2 + 1 }, recipients: [{ kind: "Player", player: { kind: "You" } }] }]);
    const { ast } = checked(card(line2007));
    expect(printCardFile(ast, { wording: "2007" })).toContain(`  ${line2007}\n`);
    expect(printCardFile(ast, { wording: "current" })).toContain("  Ember Imp deals 2 damage to any target and 3 damage to you.\n");
  });

  it("'and you gain 3 life' still starts the next clause", () => {
    const effects = effectsOf(card("Ember Imp deals 3 damage to target creature or player and you gain 3 life.")) as { kind: string }[];
    expect(effects.map((effect) => effect.kind)).toEqual(["DealDamage", "GainLife"]);
  });

  it("'you may have ~ deal 1 damage to target player' is the card's damage inside the may, printed back in both wordings", () => {
    const creature = (line: string) => `card "Ember Imp"\n  cost {1}{R}\n  type Creature — Imp\n  1/1\n  ${line}\n`;
    const trigger = "Whenever another creature is put into a graveyard from play, ";
    const line = `${trigger}you may have Ember Imp deal 1 damage to target player.`;
    const { ast, diagnostics } = checked(creature(line));
    expect(diagnostics).toEqual([]);
    const ability = (ast.cards[0].abilities[0] as unknown as { body: { effects: { kind: string; effects: unknown[] }[] } }).body;
    expect(ability.effects[0].kind).toBe("May");
    expect(withoutRanges(ability.effects[0].effects)).toEqual([
      { kind: "DealDamage", source: { kind: "Self" }, amount: { kind: "Number", value: 1 }, recipients: [{ kind: "Player", player: { kind: "TargetPlayer", target: 0 } }], had: true },
    ]);
    expect(printCardFile(ast, { wording: "2007" })).toContain(`  ${line}\n`);
    expect(printCardFile(ast, { wording: "current" })).toContain("  Whenever another creature dies, you may have Ember Imp deal 1 damage to target player or planeswalker.\n");
  });

  it("bad input: 'equal to' without a number to count is an error at its line that names the sentences known", () => {
    const { diagnostics } = checked(card("Ember Imp deals damage equal to to target creature."));
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["CS1030", 4]]);
    expect(diagnostics[0].message).toContain("deals damage equal to its power to target creature or player");
  });
});

describe("419 damage doubled as it is dealt (Furnace of Rath)", () => {
  const furnace = (line: string) => `card "Furnace of Rath"\n  cost {1}{R}{R}{R}\n  type Enchantment\n  ${line}\n`;
  const PRINTED = "If a source would deal damage to a creature or player, it deals double that damage to that creature or player instead.";
  const ORACLE = "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.";

  it("the 2007 and Oracle sentences are replacement effects that print back in both wordings", () => {
    for (const [line, recipient] of [
      [PRINTED, "creatureOrPlayer"],
      [ORACLE, "permanentOrPlayer"],
    ] as const) {
      const { ast, diagnostics } = checked(furnace(line));
      expect(diagnostics).toEqual([]);
      expect(withoutRanges((ast.cards[0].abilities[0] as unknown as { replacement: unknown }).replacement)).toEqual({ kind: "DoubleDamage", recipient });
      for (const wording of ["2007", "current"] as const) expect(printCardFile(ast, { wording })).toContain(`  ${line}\n`);
    }
  });

  it("bad input: the doubled damage dealt to something else is an error that says what to write", () => {
    const { diagnostics } = checked(furnace("If a source would deal damage to a creature or player, it deals double that damage to that permanent or player instead."));
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["CS1035", 4]]);
    expect(diagnostics[0].message).toContain("write 'that creature or player'");
  });
});
