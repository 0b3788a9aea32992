/**
 * Amounts as parts (issue 19): "for each …" on tokens and counters, "for each <kind> counter on <object>",
 * "…, where X is <amount>" (counts, a creature's power, a life total), "Remove a -1/-1 counter from …" and "Double
 * target player's life total.": each parses to its node, prints back as written in both wordings (2007 "put … into
 * play" / current "create …"), and each misuse is an error that says what to write.
 */
import { describe, expect, it } from "vitest";
import { WRITTEN_FORM_FIELDS } from "../../grammar/nodes.js";
import { checkCardSources, parseCardFile, printCardFile } from "../../grammar/index.js";

function card(line: string, type = "Sorcery", extra = ""): string {
  return `card "Test Card"\n  cost {2}\n  type ${type}\n${extra}  ${line}\n`;
}

function effects(text: string): unknown[] {
  const result = checkCardSources([{ file: "t.card", text }]);
  expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  const ability = parseCardFile(text, "t.card").ast.cards[0].abilities.at(-1) as { body: { effects: unknown[] } };
  return JSON.parse(JSON.stringify(ability.body.effects, (key, value: unknown) => (key === "range" ? undefined : value)));
}

function printed(text: string, wording: "2007" | "current"): string {
  return printCardFile(parseCardFile(text, "t.card").ast, { wording }).trim().split("\n").at(-1)!.trim();
}

function problems(text: string): string[] {
  return checkCardSources([{ file: "t.card", text }]).diagnostics.map((d) => `${d.code} ${d.message}`);
}

describe("'for each …' on tokens and counters", () => {
  it("Elvish Promenade: a token for each Elf you control, 'put … into play' (2007) and 'create' (current)", () => {
    const text = card("Put a 1/1 green Elf Warrior creature token into play for each Elf you control.");
    expect(effects(text)).toMatchObject([{ kind: "CreateTokens", amount: { kind: "CountOf", per: 1, filter: { subtypes: ["Elf"], controller: { kind: "You" } } } }]);
    expect(printed(text, "2007")).toBe("Put a 1/1 green Elf Warrior creature token into play for each Elf you control.");
    expect(printed(text, "current")).toBe("Create a 1/1 green Elf Warrior creature token for each Elf you control.");
  });

  it("Immaculate Magistrate: a +1/+1 counter for each Elf you control", () => {
    const text = card("{T}: Put a +1/+1 counter on target creature for each Elf you control.", "Creature — Elf Shaman", "  2/2\n");
    expect(effects(text)).toMatchObject([{ kind: "PutCounters", counter: "+1/+1", amount: { kind: "CountOf", per: 1 } }]);
    expect(printed(text, "2007")).toBe("{T}: Put a +1/+1 counter on target creature for each Elf you control.");
  });

  it("Mycoloth, Grief Tyrant: 'for each +1/+1 counter on ~' counts the counters of that kind on the object", () => {
    const text = card("At the beginning of your upkeep, put a 1/1 green Saproling creature token into play for each +1/+1 counter on Test Card.", "Creature — Fungus", "  4/4\n");
    expect(effects(text)).toMatchObject([{ kind: "CreateTokens", amount: { kind: "CountersOn", counter: "+1/+1", object: { kind: "Self" }, per: 1 } }]);
    expect(printed(text, "current")).toBe("At the beginning of your upkeep, create a 1/1 green Saproling creature token for each +1/+1 counter on Test Card.");
  });

  it("a sentence without a number can't count 'for each …' (destroy), and says which sentences can", () => {
    expect(problems(card("Destroy target creature for each Elf you control."))).toEqual([
      expect.stringContaining("'for each …' counts the number of a sentence that gains or loses life, deals damage, draws or discards cards, or puts tokens or counters"),
    ]);
  });
});

describe("'…, where X is <amount>'", () => {
  it("Harpoon Sniper: X damage, where X is the number of Merfolk you control (no {X} in the cost needed)", () => {
    const text = card("{W}, {T}: Test Card deals X damage to target attacking or blocking creature, where X is the number of Merfolk you control.", "Creature — Merfolk Archer", "  2/2\n");
    expect(effects(text)).toMatchObject([{ kind: "DealDamage", amount: { kind: "WhereX", value: { kind: "CountOf", filter: { subtypes: ["Merfolk"] } } } }]);
    expect(printed(text, "2007")).toBe("{W}, {T}: Test Card deals X damage to target attacking or blocking creature, where X is the number of Merfolk you control.");
  });

  it("Soul's Might: X counters, where X is that creature's power (the target's)", () => {
    const text = card("Put X +1/+1 counters on target creature, where X is that creature's power.");
    expect(effects(text)).toMatchObject([{ kind: "PutCounters", amount: { kind: "WhereX", value: { kind: "StatOf", stat: "power", object: { kind: "Target", target: 0 } } } }]);
    expect(printed(text, "current")).toBe("Put X +1/+1 counters on target creature, where X is that creature's power.");
  });

  it("Kresh the Bloodbraided: 'that creature's power' in a trigger is the triggering creature's, printed with its noun", () => {
    const text = card(
      "Whenever another creature is put into a graveyard from play, you may put X +1/+1 counters on Test Card, where X is that creature's power.",
      "Creature — Human Warrior",
      "  3/3\n",
    );
    expect(printed(text, "2007")).toBe("Whenever another creature is put into a graveyard from play, you may put X +1/+1 counters on Test Card, where X is that creature's power.");
    expect(printed(text, "current")).toBe("Whenever another creature dies, you may put X +1/+1 counters on Test Card, where X is that creature's power.");
  });

  it("a sentence without X is told 'where X is' defines nothing", () => {
    expect(problems(card("Draw a card, where X is the number of Elves you control."))).toEqual([expect.stringContaining("'where X is …' defines X, but this sentence has no X")]);
  });

  it("X in a target's limit (Spellstutter Sprite) is an error that says so, not a target the engine can't check", () => {
    const text = card("Counter target spell with converted mana cost X or less, where X is the number of Faeries you control.", "Instant");
    expect(problems(text)).toEqual([expect.stringContaining("X in a target's description")]);
  });
});

describe("'equal to …': an amount named by what it counts", () => {
  it("Spitting Earth: 'deals damage equal to the number of Mountains you control to …' (2007), '… to target creature equal to …' (current)", () => {
    const printedText = card("Test Card deals damage equal to the number of Mountains you control to target creature.");
    const oracleText = card("Test Card deals damage to target creature equal to the number of Mountains you control.");
    // The same effect; where "equal to …" stands is the card's own words (a written-form field), kept in either wording.
    const meaning = (text: string) => JSON.parse(JSON.stringify(effects(text), (key, value) => (WRITTEN_FORM_FIELDS.has(key) ? undefined : value)));
    expect(meaning(printedText)).toEqual(meaning(oracleText));
    expect(effects(printedText)).toMatchObject([{ kind: "DealDamage", amount: { kind: "CountOf", filter: { subtypes: ["Mountain"] } } }]);
    expect(printed(printedText, "2007")).toBe("Test Card deals damage equal to the number of Mountains you control to target creature.");
    expect(printed(oracleText, "current")).toBe("Test Card deals damage to target creature equal to the number of Mountains you control.");
    expect(printed(printedText, "current")).toBe("Test Card deals damage equal to the number of Mountains you control to target creature.");
  });

  it("Jagged-Scar Archers: 'deals damage equal to its power to target creature with flying'", () => {
    const text = card("{T}: Test Card deals damage equal to its power to target creature with flying.", "Creature — Elf Archer", "  1/1\n");
    expect(effects(text)).toMatchObject([{ kind: "DealDamage", amount: { kind: "StatOf", stat: "power", object: { kind: "Self" } } }]);
    expect(printed(text, "2007")).toBe("{T}: Test Card deals damage equal to its power to target creature with flying.");
  });
});

describe("removing counters; a life total doubled", () => {
  it("Chainbreaker, Heartmender: 'Remove a -1/-1 counter from …' (one target, each creature you control), and 'all'", () => {
    expect(effects(card("Remove a -1/-1 counter from target creature."))).toMatchObject([{ kind: "RemoveCounters", counter: "-1/-1", amount: { kind: "Number", value: 1 } }]);
    const each = card("Remove a -1/-1 counter from each creature you control.");
    expect(printed(each, "current")).toBe("Remove a -1/-1 counter from each creature you control.");
    const all = card("Remove all +1/+1 counters from target creature.");
    expect(effects(all)).toMatchObject([{ kind: "RemoveCounters", counter: "+1/+1", amount: null }]);
    expect(printed(all, "2007")).toBe("Remove all +1/+1 counters from target creature.");
  });

  it("'Remove target creature from the game.' is still the exile sentence", () => {
    expect(effects(card("Remove target creature from the game."))).toMatchObject([{ kind: "Exile" }]);
  });

  it("Beacon of Immortality: 'Double target player's life total.'; a creature has no life total", () => {
    const text = card("Double target player's life total.", "Instant");
    expect(effects(text)).toMatchObject([{ kind: "DoubleLife", player: { kind: "TargetPlayer", target: 0 } }]);
    expect(printed(text, "current")).toBe("Double target player's life total.");
    expect(problems(card("Double target creature's life total.", "Instant"))).toEqual([expect.stringContaining("Only a player has a life total")]);
  });
});
