/**
 * The sentences of prevention (419.6a), regeneration (419.6b) and "comes into play tapped": what each parses to,
 * that each prints back in both wordings (2007 "comes into play", current "enters the battlefield"), and the
 * errors for what they can't say.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, parseCardFile, printCardFile } from "../../grammar/index.js";

function card(type: string, ...lines: string[]): string {
  const pt = type.startsWith("Creature") ? "\n  2/2" : "";
  return `card "Test Card"\n  cost {2}\n  type ${type}${pt}\n${lines.map((line) => `  ${line}\n`).join("")}`;
}

function effectsOf(text: string): unknown[] {
  const parsed = parseCardFile(text, "t.card");
  expect(parsed.diagnostics).toEqual([]);
  return parsed.ast.cards[0].abilities.flatMap((ability): unknown[] => {
    const body = ability.kind === "Spell" || ability.kind === "Activated" ? ability.body : undefined;
    if (body !== undefined && body.kind === "Effects") return body.effects.map((effect) => ({ ...effect, range: undefined }));
    if (ability.kind === "Replacement") return [{ ...ability.replacement, range: undefined }];
    return [];
  });
}

function printed(text: string, wording: "2007" | "current"): string {
  return printCardFile(parseCardFile(text, "t.card").ast, { wording });
}

describe("419.6b regeneration sentences", () => {
  it("'Regenerate ~.' and 'Regenerate target creature.' are Regenerate of the card or of a target", () => {
    expect(effectsOf(card("Creature — Skeleton", "{B}: Regenerate Test Card."))).toEqual([{ kind: "Regenerate", objects: { kind: "Ref", ref: { kind: "Self" } }, range: undefined }]);
    expect(effectsOf(card("Instant", "Regenerate target creature."))).toEqual([{ kind: "Regenerate", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } }, range: undefined }]);
  });

  it("'It can't be regenerated.' and 'They can't be regenerated.' refer to the objects just destroyed, for that resolution", () => {
    expect(effectsOf(card("Instant", "Destroy target creature. It can't be regenerated."))[1]).toEqual({
      kind: "CantBeRegenerated",
      objects: { kind: "Ref", ref: { kind: "Target", target: 0 } },
      thisTurn: false,
      range: undefined,
    });
    expect(effectsOf(card("Sorcery", "Destroy all creatures. They can't be regenerated."))[1]).toMatchObject({
      kind: "CantBeRegenerated",
      objects: { kind: "Each", filter: { types: ["Creature"] } },
      thisTurn: false,
    });
  });

  it("'A creature dealt damage this way can't be regenerated this turn.' names no objects: those the damage was dealt to", () => {
    const text = card("Instant", "Test Card deals 3 damage to target creature or player. A creature dealt damage this way can't be regenerated this turn.");
    expect(effectsOf(text)[1]).toEqual({ kind: "CantBeRegenerated", objects: null, thisTurn: true, range: undefined });
  });

  it("'they' after a player is still that player: 'Target player discards a card. They …' is not an object", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Sorcery", "Target player discards a card. They can't be regenerated.") }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  it("'A land dealt damage this way …' is an error: only creatures are regenerated", () => {
    const { diagnostics } = checkCardSources([
      { file: "t.card", text: card("Instant", "Test Card deals 3 damage to target creature. A land dealt damage this way can't be regenerated this turn.") },
    ]);
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([["CS1030", "Only creatures can be regenerated: write 'A creature dealt damage this way can't be regenerated this turn.'"]]);
  });

  it("prints back in both wordings", () => {
    for (const line of [
      "Destroy all creatures. They can't be regenerated.",
      "Destroy target creature. It can't be regenerated.",
      "Test Card deals 3 damage to target creature or player. A creature dealt damage this way can't be regenerated this turn.",
      "Regenerate target creature.",
    ]) {
      // Oracle says "any target" for the 2007 "target creature or player" (docs/wording.md).
      const current = line.replace("target creature or player", "any target");
      expect(printed(card("Instant", line), "2007")).toContain(`  ${line}\n`);
      expect(printed(card("Instant", line), "current")).toContain(`  ${current}\n`);
      expect(printed(card("Instant", current), "2007")).toContain(`  ${line}\n`);
    }
  });
});

describe("419.6a prevention sentences", () => {
  it("'Prevent the next N damage that would be dealt to target creature or player this turn.'", () => {
    expect(effectsOf(card("Instant", "Prevent the next 3 damage that would be dealt to target creature or player this turn."))).toEqual([
      { kind: "PreventDamage", amount: { kind: "Number", value: 3 }, combatOnly: false, dealt: "to", subject: { kind: "Target", target: 0 }, range: undefined },
    ]);
  });

  it("'Prevent all combat damage that would be dealt this turn.' watches all combat damage", () => {
    expect(effectsOf(card("Instant", "Prevent all combat damage that would be dealt this turn."))).toEqual([
      { kind: "PreventDamage", amount: null, combatOnly: true, dealt: "any", subject: null, range: undefined },
    ]);
  });

  it("'… dealt to and dealt by target creature …' watches damage both ways", () => {
    expect(effectsOf(card("Instant", "Prevent all damage that would be dealt to and dealt by target creature this turn."))[0]).toMatchObject({ dealt: "toAndBy", amount: null });
  });

  it("damage dealt by a player is an error: only objects deal damage", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Instant", "Prevent all damage that would be dealt by you this turn.") }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
  });

  it("prints back in both wordings", () => {
    for (const line of [
      "Prevent the next 1 damage that would be dealt to target creature or player this turn.",
      "Prevent all combat damage that would be dealt this turn.",
      "Prevent all damage that would be dealt to and dealt by target creature this turn.",
      "Prevent all damage that would be dealt to you this turn.",
    ]) {
      // Oracle says "any target" for the 2007 "target creature or player" (docs/wording.md).
      const current = line.replace("target creature or player", "any target");
      expect(printed(card("Instant", line), "2007")).toContain(`  ${line}\n`);
      expect(printed(card("Instant", line), "current")).toContain(`  ${current}\n`);
      expect(printed(card("Instant", current), "2007")).toContain(`  ${line}\n`);
    }
  });
});

describe("419.6b comes into play tapped", () => {
  it("'~ comes into play tapped.' and '… tapped with two charge counters on it.', in both wordings", () => {
    expect(effectsOf(card("Land", "Test Card comes into play tapped."))).toEqual([{ kind: "EntersTapped", counters: null, range: undefined }]);
    expect(effectsOf(card("Land", "Test Card enters the battlefield tapped with two charge counters on it."))).toEqual([
      { kind: "EntersTapped", counters: { counter: "charge", amount: { kind: "Number", value: 2 } }, range: undefined },
    ]);
    const text = card("Land", "Test Card comes into play tapped with two charge counters on it.");
    expect(printed(text, "2007")).toContain("  Test Card comes into play tapped with two charge counters on it.\n");
    expect(printed(text, "current")).toContain("  Test Card enters the battlefield tapped with two charge counters on it.\n");
  });
});
