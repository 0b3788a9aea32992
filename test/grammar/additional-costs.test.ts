/**
 * Additional costs to play a spell (families/cost-additional, 409.1b/409.1h of 2007): "As an additional cost to
 * play ~, …" (current: "… to cast this spell, …") with a sacrifice, a return to hand, a -1/-1 counter, or a reveal
 * paid in mana instead. Each parses to what it says, prints in both wordings and parses back to the same AST; a
 * cost that can't be paid as written is an error at its words.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, parseCardFile } from "../../grammar/index.js";
import { meaning, expectRoundTrip } from "./round-trip.js";

const spell = (line: string) => `card "Bone Splinters"\n  cost {B}\n  type Sorcery\n  ${line}\n  Destroy target creature.\n`;

/** The additional cost's node, after checking both wordings print as given and parse back to the same AST. */
function roundTrip(printed2007: string): unknown {
  const current = printed2007.replace("to play Bone Splinters", "to cast this spell");
  const parsed = expectRoundTrip(spell(printed2007), { "2007": printed2007, current });
  // The current wording parses to the same meaning too.
  expect(meaning(parseCardFile(spell(current), "t.card").ast.cards)).toBe(meaning(parsed.ast.cards));
  const ability = parsed.ast.cards[0].abilities.find((a) => a.kind === "Static");
  return ability?.kind === "Static" ? ability.effect : undefined;
}

describe("409.1b: 'As an additional cost to play ~, …'", () => {
  it("sacrifice a creature (Bone Splinters), sacrifice two Goblins", () => {
    expect(roundTrip("As an additional cost to play Bone Splinters, sacrifice a creature.")).toMatchObject({ kind: "AdditionalCost", cost: { kind: "Sacrifice", count: 1, filter: { types: ["Creature"] } } });
    expect(roundTrip("As an additional cost to play Bone Splinters, sacrifice two Goblins.")).toMatchObject({ cost: { kind: "Sacrifice", count: 2, filter: { subtypes: ["Goblin"] } } });
  });

  it("return a creature you control to its owner's hand (Familiar's Ruse)", () => {
    expect(roundTrip("As an additional cost to play Bone Splinters, return a creature you control to its owner's hand.")).toMatchObject({ cost: { kind: "ReturnToHand", count: 1 } });
  });

  it("put a -1/-1 counter on a creature you control (Scarscale Ritual)", () => {
    expect(roundTrip("As an additional cost to play Bone Splinters, put a -1/-1 counter on a creature you control.")).toMatchObject({ cost: { kind: "PutCounter", counter: "-1/-1" } });
  });

  it("reveal an Elf card from your hand or pay {3} (Wren's Run Vanquisher)", () => {
    expect(roundTrip("As an additional cost to play Bone Splinters, reveal an Elf card from your hand or pay {3}.")).toMatchObject({ cost: { kind: "RevealOrPay", filter: { zone: "hand", subtypes: ["Elf"] } } });
  });

  it("CS1035: an additional cost acts on the player's own permanents and reveals a card of their hand (errors at the words)", () => {
    for (const [line, word] of [
      ["As an additional cost to play Bone Splinters, sacrifice a creature an opponent controls.", "a creature an opponent controls"],
      ["As an additional cost to play Bone Splinters, reveal a Goblin card from your graveyard or pay {3}.", "a Goblin card from your graveyard"],
    ] as const) {
      const text = spell(line);
      const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
      expect(diagnostics.map((d) => d.code), line).toEqual(["CS1035"]);
      expect(text.split("\n")[3].slice(diagnostics[0].range.start.column - 1), line).toMatch(new RegExp(`^${word}`));
    }
  });
});
