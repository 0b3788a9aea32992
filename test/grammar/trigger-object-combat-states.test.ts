/**
 * Triggers on one object's combat and damage states (families/trigger-object): "attacks or blocks", "blocks or
 * becomes blocked", "becomes blocked by a creature", "is dealt damage", "deals damage to you". Each parses to
 * what it says, prints in the 2007 and the current wording, and parses back to the same AST; a trigger that
 * can't mean anything is an error at its words.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { expectRoundTrip } from "./round-trip.js";

function card(line: string, type = "Creature — Goblin Warrior\n  2/2"): string {
  return `card "Test Card"\n  cost {1}{R}\n  type ${type}\n  ${line}\n`;
}

/** The trigger of the card's only triggered ability, after checking both printings give `line` back. */
function roundTrip(line: string, type?: string): unknown {
  const original = expectRoundTrip(card(line, type), { "2007": line, current: line });
  const ability = original.ast.cards[0].abilities.find((a) => a.kind === "Triggered");
  return ability?.kind === "Triggered" ? ability.trigger : undefined;
}

describe("410: two combat events joined by 'or' are one trigger on either", () => {
  it("'Whenever ~ blocks or becomes blocked' (Goblin Elite Infantry): event blocks, orEvent becomesBlocked", () => {
    expect(roundTrip("Whenever Test Card blocks or becomes blocked, it gets -1/-1 until end of turn.")).toMatchObject({ kind: "ObjectTrigger", event: "blocks", orEvent: "becomesBlocked" });
  });

  it("'Whenever ~ attacks or blocks' (Dusk Urchins) and an Aura's 'enchanted creature attacks or blocks' (Contaminated Bond)", () => {
    expect(roundTrip("Whenever Test Card attacks or blocks, put a -1/-1 counter on it.")).toMatchObject({ event: "attacks", orEvent: "blocks" });
    const aura = roundTrip("Whenever enchanted creature attacks or blocks, its controller loses 3 life.", "Enchantment — Aura\n  Enchant creature");
    expect(aura).toMatchObject({ subject: { kind: "Attached", by: "enchanted" }, event: "attacks", orEvent: "blocks" });
  });

  it("CS1035: 'or' joins only attacks, blocks and becomes blocked, two different ones (error at the events)", () => {
    for (const line of ["Whenever Test Card attacks or deals damage, you gain 1 life.", "Whenever Test Card blocks or blocks, you gain 1 life.", "Whenever Test Card attacks alone or blocks, you gain 1 life."]) {
      const { diagnostics } = checkCardSources([{ file: "t.card", text: card(line) }]);
      expect(diagnostics.map((d) => d.code), line).toEqual(["CS1035"]);
      expect(diagnostics[0].message).toContain('joined by "or"');
      expect(diagnostics[0].range.start.line).toBe(5);
    }
  });
});

describe("410: 'becomes blocked by a creature', 'is dealt damage', 'deals damage to you'", () => {
  it("'Whenever ~ becomes blocked by a creature, destroy that creature.' (Sylvan Basilisk): that creature is the blocker", () => {
    expect(roundTrip("Whenever Test Card becomes blocked by a creature, destroy that creature.")).toMatchObject({ event: "becomesBlocked", blockedByACreature: true });
  });

  it("CS1035: a creature is blocked by a creature, not by a land (error at the word)", () => {
    const text = card("Whenever Test Card becomes blocked by a land, destroy that creature.");
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
    const d = diagnostics.find((x) => x.code === "CS1035")!;
    expect(text.split("\n")[4].slice(d.range.start.column - 1)).toMatch(/^land/);
  });

  it("'Whenever ~ is dealt damage, untap it.' (Deep-Slumber Titan)", () => {
    expect(roundTrip("Whenever Test Card is dealt damage, untap it.")).toMatchObject({ event: "isDealtDamage" });
  });

  it("'Whenever a creature deals damage to you, destroy it.' (Dread): 'it' is the creature that dealt the damage", () => {
    expect(roundTrip("Whenever a creature deals damage to you, destroy it.", "Creature — Elemental Incarnation\n  6/6")).toMatchObject({ event: "dealsDamage", to: "you" });
  });
});
