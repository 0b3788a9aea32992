/**
 * importer/convert.ts: one MTGJSON card → one .card text, rule by rule, on the hand-written set files of
 * test/importer/fixtures (rules.json: one card per rule; hostile.json: what a card file cannot hold).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCardFile } from "../../grammar/index.js";
import { convertCard, readSetFile, type Conversion, type ImportWording, type MtgjsonCard, type MtgjsonSet } from "../../importer/index.js";

function fixture(name: string): MtgjsonSet {
  const path = new URL(`./fixtures/${name}`, import.meta.url);
  const set = readSetFile(JSON.parse(readFileSync(path, "utf8")), `fixtures/${name}`);
  if ("error" in set) throw new Error(set.error);
  return set;
}

const rules = fixture("rules.json");
const hostile = fixture("hostile.json");

function cardOf(set: MtgjsonSet, name: string): MtgjsonCard {
  const card = set.cards.find((entry) => entry.name === name);
  if (!card) throw new Error(`no fixture card "${name}"`);
  return card;
}

function converted(set: MtgjsonSet, name: string, wording: ImportWording): Extract<Conversion, { ok: true }> {
  const result = convertCard(cardOf(set, name), wording);
  if (!result.ok) throw new Error(`"${name}" was refused: ${result.reason}`);
  return result;
}

function refusal(set: MtgjsonSet, name: string, wording: ImportWording = "printed"): string {
  const result = convertCard(cardOf(set, name), wording);
  if (result.ok) throw new Error(`"${name}" was converted:\n${result.text}`);
  return result.reason;
}

describe("the card file", () => {
  it("is the canonical layout: header, cost, type (with —), loyalty, P/T, abilities", () => {
    expect(converted(rules, "Ajani Goldmane", "printed").text).toBe(
      [
        'card "Ajani Goldmane"',
        "  cost {2}{W}{W}",
        "  type Planeswalker — Ajani",
        "  loyalty 4",
        "  +1: You gain 2 life.",
        "  −1: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.",
        "  0: You gain 1 life.",
        "",
      ].join("\n"),
    );
    expect(converted(rules, "Grizzly Bears", "printed").text).toBe('card "Grizzly Bears"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n');
  });
  it("reads the printed fields by default and the Oracle fields with oracle wording", () => {
    expect(converted(rules, "Shock", "printed").abilityLines).toEqual(["Shock deals 2 damage to target creature or player."]);
    expect(converted(rules, "Shock", "oracle").abilityLines).toEqual(["Shock deals 2 damage to any target."]);
    expect(converted(rules, "Ajani Goldmane", "oracle").text).toContain("  type Legendary Planeswalker — Ajani\n");
  });
  it("parses back to the card it was written from", () => {
    for (const card of rules.cards.filter((entry) => entry.layout === "normal")) {
      for (const wording of ["printed", "oracle"] as const) {
        const result = convertCard(card, wording);
        if (!result.ok) throw new Error(result.reason);
        const { ast } = parseCardFile(result.text, "x.card");
        expect(ast.cards.map((entry) => entry.name)).toEqual([card.name]);
      }
    }
  });
});

describe("reminder text", () => {
  it("is dropped from a line that says something else", () => {
    expect(converted(rules, "Reminder Bird", "printed").abilityLines).toEqual(["Flying"]);
    expect(converted(rules, "Reminder Bird", "oracle").abilityLines).toEqual(["Flying"]);
  });
  it("is kept when it is the whole line (a basic land's mana ability)", () => {
    expect(converted(rules, "Forest", "oracle").abilityLines).toEqual(["({T}: Add {G}.)"]);
  });
  it("is dropped when it is the whole line but no ability (Spectral Procession's hybrid reminder)", () => {
    const card: MtgjsonCard = {
      name: "Spectral Procession",
      type: "Sorcery",
      originalType: "Sorcery",
      text: "Create three 1/1 white Spirit creature tokens with flying.",
      originalText: "({2\nW} can be paid with any two mana or with {W}. This card's converted mana cost is 6.)\nPut three 1/1 white Spirit creature tokens with flying into play.",
    };
    const result = convertCard(card, "printed");
    expect(result.ok && result.abilityLines).toEqual(["Put three 1/1 white Spirit creature tokens with flying into play."]);
  });
  it("is what a printed basic land's lone mana letter stands for", () => {
    expect(converted(rules, "Forest", "printed").abilityLines).toEqual(["({T}: Add {G} to your mana pool.)"]);
  });
});

describe("loyalty costs", () => {
  it("printed notation: +1: stays, -1: gets the canonical minus", () => {
    expect(converted(rules, "Ajani Goldmane", "printed").abilityLines.map((line) => line.slice(0, 4))).toEqual(["+1: ", "−1: ", "0: Y"]);
  });
  it("Oracle notation: [+1]: [−1]: [0]: lose their brackets", () => {
    expect(converted(rules, "Ajani Goldmane", "oracle").abilityLines.map((line) => line.slice(0, 4))).toEqual(["+1: ", "−1: ", "0: Y"]);
  });
  it("[−X]: and [-2]: with an ASCII minus", () => {
    const card: MtgjsonCard = { name: "X Walker", type: "Planeswalker — Jace", text: "[−X]: Draw X cards.\n[-2]: Draw a card." };
    const result = convertCard(card, "oracle");
    expect(result.ok && result.abilityLines).toEqual(["−X: Draw X cards.", "−2: Draw a card."]);
  });
});

describe("the dashes MTGJSON's printed text drops", () => {
  it('"Choose one" gets its dash back', () => {
    expect(converted(rules, "Esper Charm", "printed").abilityLines).toEqual(["Choose one — Destroy target enchantment; or draw two cards; or target player discards two cards."]);
  });
  it("so does an ability word", () => {
    expect(converted(rules, "Nimble Ape", "printed").abilityLines).toEqual(["Threshold — Nimble Ape gets +2/+2 as long as seven or more cards are in your graveyard."]);
  });
  it("a sentence that merely starts with Choose is left alone", () => {
    for (const text of ["Choose a color.", "Choose three target nonenchantment permanents. Destroy one of them at random."]) {
      const result = convertCard({ name: "Chooser", type: "Sorcery", originalType: "Sorcery", originalText: text, text }, "printed");
      expect(result.ok && result.abilityLines).toEqual([text]);
    }
  });
  it("Oracle's modes (one line each) become the one ability they are", () => {
    expect(converted(rules, "Esper Charm", "oracle").abilityLines).toEqual(["Choose one — • Destroy target enchantment. • Draw two cards. • Target player discards two cards."]);
  });
});

describe("MTGJSON's own ways of writing printed text", () => {
  it("hybrid symbols {RW} and {2\\nW} are written as the cost field writes them; a line ending in a dash continues", () => {
    expect(converted(rules, "Hybrid Sigil", "printed").abilityLines).toEqual(["{R/W}: Untap Hybrid Sigil.", "Equip—Pay {2/W}."]);
    expect(converted(rules, "Hybrid Sigil", "oracle").abilityLines).toEqual(["{R/W}: Untap Hybrid Sigil.", "Equip—Pay {2/W}."]);
  });
});

describe("cards that are not imported say why", () => {
  it("a layout other than normal", () => {
    expect(refusal(rules, "Fire // Ice")).toMatch(/layout is 'split'.*only layout 'normal'/);
  });
  it("a card without the fields of the wording asked for", () => {
    expect(refusal(hostile, "Oracle Only")).toMatch(/no printed type line \('originalType'\); import it with --wording oracle/);
    expect(convertCard(cardOf(hostile, "Oracle Only"), "oracle").ok).toBe(true);
  });
});

describe("hostile names and text", () => {
  it("quotes and backslashes in a name go through the card language's escaping and read back exactly", () => {
    const result = converted(hostile, 'Evil "Quote" \\ Card', "printed");
    expect(result.text.split("\n")[0]).toBe('card "Evil \\"Quote\\" \\\\ Card"');
    const { ast } = parseCardFile(result.text, "evil.card");
    expect(ast.cards.map((card) => card.name)).toEqual(['Evil "Quote" \\ Card']);
  });
  it("a line break in a name is refused", () => {
    expect(refusal(hostile, "Line\nBreak")).toMatch(/line break or a control character/);
  });
  it("# in the text (it would start a comment) is refused", () => {
    expect(refusal(hostile, "Hash Tag")).toMatch(/'#', which starts a comment/);
  });
  it("a text line starting with the word card (it would start another card) is refused", () => {
    expect(refusal(hostile, "Second Header")).toMatch(/starts with the word 'card'/);
  });
  it("a text line starting with a code fence is refused", () => {
    expect(refusal(hostile, "Fenced")).toMatch(/opens a code block/);
  });
});

describe("dash restoration stays where it belongs", () => {
  it("a line starting with the card's own name is not taken for an ability word", () => {
    const card: MtgjsonCard = { name: "Kinship Raider", type: "Creature — Elf", originalType: "Creature - Elf", originalText: "Kinship Raider gets +1/+1.", text: "Kinship Raider gets +1/+1." };
    const result = convertCard(card, "printed");
    expect(result.ok && result.abilityLines).toEqual(["Kinship Raider gets +1/+1."]);
  });
});

describe("names with a ligature", () => {
  it("the printed text's 'Æthersnipe' is the name field's 'Aethersnipe'", () => {
    const card: MtgjsonCard = {
      name: "Aethersnipe",
      type: "Creature — Elemental",
      originalType: "Creature — Elemental",
      originalText: "When Æthersnipe comes into play, return target nonland permanent to its owner's hand.",
      text: "When Aethersnipe enters the battlefield, return target nonland permanent to its owner's hand.",
    };
    const result = convertCard(card, "printed");
    expect(result.ok && result.abilityLines).toEqual(["When Aethersnipe comes into play, return target nonland permanent to its owner's hand."]);
  });
});
