/**
 * 409.1c: "another target …" / "a second target …" / "a third target …" after an earlier target of the ability is a
 * target that must differ from the earlier ones (`TargetSpec.distinct`, the written word kept); before any target,
 * "another target" is other than ~ as before. The clauses that name them: damage in parts ("1 damage to …, 2 damage
 * to another …, and 3 damage to a third …", Cone of Flame, Oracle's bare "another target"), counters in parts
 * (Incremental Growth) and moving counters (Fate Transfer, Leech Bonder). Each parses, prints back in both
 * wordings, and the print parses to the same tree.
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

function body(text: string): { effects: unknown[]; targets: { distinct?: string; objects?: { other?: boolean } }[] } {
  const { ast, diagnostics } = checked(text);
  expect(diagnostics).toEqual([]);
  const ability = ast.cards[0].abilities[0];
  if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected spell text");
  return withoutRanges(ability.body) as never;
}

/** Prints in a wording, checks the line, and checks that the print parses to the same tree. */
function printsBack(text: string, wording: "2007" | "current", line: string): void {
  const { ast } = checked(text);
  const printed = printCardFile(ast, { wording });
  expect(printed).toContain(`  ${line}\n`);
  expect(body(printed)).toEqual(body(text));
}

const CONE_2007 = "Ember Imp deals 1 damage to target creature or player, 2 damage to another target creature or player, and 3 damage to a third target creature or player.";
const CONE_ORACLE = "Ember Imp deals 1 damage to any target, 2 damage to another target, and 3 damage to a third target.";

describe("409.1c targets that differ from the earlier ones", () => {
  it("409.1c: Cone of Flame is one damage effect in three parts, its later targets distinct, in both wordings", () => {
    const printed = body(card(CONE_2007));
    expect(printed.targets.map((target) => target.distinct)).toEqual([undefined, "another", "a third"]);
    expect(printed.targets.every((target) => target.objects?.other === undefined)).toBe(true);
    expect(printed.effects).toHaveLength(1);
    expect((printed.effects[0] as { also: unknown[] }).also).toHaveLength(2);
    expect(body(card(CONE_ORACLE))).toEqual(printed);
    printsBack(card(CONE_2007), "2007", CONE_2007);
    printsBack(card(CONE_2007), "current", CONE_ORACLE);
    printsBack(card(CONE_ORACLE), "2007", CONE_2007);
  });

  it("409.1c: 'another target' with no target before it is still 'other than ~' (Oblivion Ring), not distinct", () => {
    const ring = body(card("Remove another target nonland permanent from the game."));
    expect(ring.targets[0].distinct).toBeUndefined();
    expect(ring.targets[0].objects?.other).toBe(true);
  });

  it("409.1c: 'a third target' with no target before it is reported", () => {
    const { diagnostics } = checked(card("Destroy a third target creature."));
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  it("409.1c: Incremental Growth puts counters in three parts on three distinct targets, printed back in both wordings", () => {
    const line = "Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three +1/+1 counters on a third target creature.";
    const parsed = body(card(line, "Incremental Growth").replace("Ember Imp", "Incremental Growth"));
    expect(parsed.effects).toHaveLength(1);
    expect(parsed.effects[0]).toMatchObject({
      kind: "PutCounters",
      amount: { kind: "Number", value: 1 },
      also: [
        { amount: { kind: "Number", value: 2 }, counter: "+1/+1", objects: { kind: "Ref", ref: { kind: "Target", target: 1 } } },
        { amount: { kind: "Number", value: 3 }, counter: "+1/+1", objects: { kind: "Ref", ref: { kind: "Target", target: 2 } } },
      ],
    });
    printsBack(card(line), "2007", line);
    printsBack(card(line), "current", line);
  });

  it("Fate Transfer and Leech Bonder move counters between two distinct targets (Oracle: 'a second target')", () => {
    const all = "Move all counters from target creature onto another target creature.";
    expect(body(card(all)).effects[0]).toMatchObject({ kind: "MoveCounters", all: true });
    printsBack(card(all), "2007", all);
    printsBack(card(all), "current", all);
    const one2007 = "Move a counter from target creature onto another target creature.";
    const oneOracle = "Move a counter from target creature onto a second target creature.";
    expect(body(card(one2007)).effects[0]).toMatchObject({ kind: "MoveCounters", all: false });
    expect(body(card(oneOracle)).targets[1].distinct).toBe("a second");
    printsBack(card(one2007), "current", one2007);
    printsBack(card(oneOracle), "current", oneOracle);
    const kind = "Move a +1/+1 counter from target creature onto another target creature.";
    expect(body(card(kind)).effects[0]).toMatchObject({ kind: "MoveCounters", counter: "+1/+1", all: false });
    printsBack(card(kind), "2007", kind);
  });
});
