/**
 * Trigger events and trigger filters of issue 19 (covB): "at end of combat" delayed endings, the trigger word a
 * card chose ("When ~ attacks or blocks"), and the other events below. Each parses to what it says, prints in the
 * 2007 and the current wording, and parses back to the same AST.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { expectRoundTrip } from "./round-trip.js";

function card(line: string, type = "Creature — Elemental\n  4/4"): string {
  return `card "Test Card"\n  cost {2}{U}\n  type ${type}\n  ${line}\n`;
}

/** The card's only triggered ability, after checking both printings give `line` (or `current`) back. */
function roundTrip(line: string, current = line, type?: string): { trigger: unknown; effects: unknown } | undefined {
  const original = expectRoundTrip(card(line, type), { "2007": line, current });
  const ability = original.ast.cards[0].abilities.find((a) => a.kind === "Triggered");
  return ability?.kind === "Triggered" ? { trigger: ability.trigger, effects: ability.body.effects } : undefined;
}

describe("410 (2007) delayed triggered abilities 'at end of combat' (311: the end of combat step)", () => {
  it("'When ~ attacks or blocks, sacrifice it at end of combat.' (Fog Elemental): keeps 'When', delays to endOfCombat", () => {
    const parsed = roundTrip("When Test Card attacks or blocks, sacrifice it at end of combat.");
    expect(parsed?.trigger).toMatchObject({ kind: "ObjectTrigger", event: "attacks", orEvent: "blocks", word: "When" });
    expect(parsed?.effects).toMatchObject([{ kind: "Delayed", when: "endOfCombat" }]);
  });

  it("'Whenever ~ attacks or blocks, put a -1/-1 counter on it at end of combat.' (Wicker Warcrawler): 'Whenever' is the default", () => {
    const parsed = roundTrip("Whenever Test Card attacks or blocks, put a -1/-1 counter on it at end of combat.");
    expect(parsed?.trigger).not.toHaveProperty("word");
    expect(parsed?.effects).toMatchObject([{ kind: "Delayed", when: "endOfCombat" }]);
  });
});

describe("410.1: 'becomes tapped' / 'becomes untapped' (a change of status, by any rule or effect)", () => {
  it("'Whenever ~ becomes tapped, you may draw a card.' (Fallowsage) and 'Whenever ~ becomes untapped' (Hollowsage)", () => {
    expect(roundTrip("Whenever Test Card becomes tapped, you may draw a card.")?.trigger).toMatchObject({ kind: "ObjectTrigger", subject: { kind: "Self" }, event: "becomesTapped" });
    expect(roundTrip("Whenever Test Card becomes untapped, you may have target player discard a card.")?.trigger).toMatchObject({ event: "becomesUntapped" });
  });

  it("'Whenever a Merfolk you control becomes tapped, you may gain 1 life.' (Judge of Currents): a filtered subject", () => {
    expect(roundTrip("Whenever a Merfolk you control becomes tapped, you may gain 1 life.")?.trigger).toMatchObject({
      subject: { kind: "Objects", filter: { subtypes: ["Merfolk"], controller: { kind: "You" } } },
      event: "becomesTapped",
    });
  });
});

describe("410: 'a creature dealt damage by ~ this turn' (the turn's record of damage, runtime/turn-record.ts)", () => {
  it("'Whenever a creature dealt damage by ~ this turn is put into a graveyard' (Sengir Vampire): current wording 'dies'", () => {
    const line = "Whenever a creature dealt damage by Test Card this turn is put into a graveyard, put a +1/+1 counter on Test Card.";
    const current = "Whenever a creature dealt damage by Test Card this turn dies, put a +1/+1 counter on Test Card.";
    expect(roundTrip(line, current)?.trigger).toMatchObject({ event: "putIntoGraveyardFromPlay", damagedBySelfThisTurn: true });
    // The current wording parses to the same trigger and prints back in both wordings.
    expectRoundTrip(card(current), { "2007": line, current });
  });

  it("'a creature an opponent controls with a -1/-1 counter on it is put into a graveyard': a permanent's status puts it in play", () => {
    const line = "Whenever a creature an opponent controls with a -1/-1 counter on it is put into a graveyard, you may return that card to play under your control.";
    const current = "Whenever a creature an opponent controls with a -1/-1 counter on it dies, you may return that card to the battlefield under your control.";
    const { files, diagnostics } = checkCardSources([{ file: "t.card", text: card(line) }]);
    expect(diagnostics).toEqual([]);
    const trigger = { event: "putIntoGraveyardFromPlay", subject: { filter: { controller: { kind: "EachOpponent" }, withCounter: { kind: "-1/-1" } } } };
    expect(files[0].ast.cards[0].abilities[0]).toMatchObject({ trigger: { ...trigger, fromPlayUnwritten: true } });
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(line);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(current);
    // The current wording's "dies" is the same event ("from play" unwritten is the 2007 printer's word only).
    const today = checkCardSources([{ file: "t.card", text: card(current) }]);
    expect(today.diagnostics).toEqual([]);
    expect(today.files[0].ast.cards[0].abilities[0]).toMatchObject({ trigger });
  });

  it("CS1035: a trigger's subject controlled by another player than 'you' or 'an opponent' is an error that says what to write", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Whenever a creature target player controls attacks, you gain 1 life.") }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  it("CS1035: 'is put into a graveyard' without 'from play' only for a permanent known to be in play (error at the trigger)", () => {
    for (const line of ["Whenever a creature is put into a graveyard, you gain 1 life.", "When Test Card is put into a graveyard, you gain 1 life."]) {
      const { diagnostics } = checkCardSources([{ file: "t.card", text: card(line) }]);
      expect(diagnostics.map((d) => d.code), line).toEqual(["CS1035"]);
      expect(diagnostics[0].message).toContain("from play");
    }
  });
});

describe("410: 'attacks you' and 'comes into play under an opponent's control'", () => {
  it("'Whenever a creature with flying attacks you, ~ deals 4 damage to it.' (Raking Canopy)", () => {
    const parsed = roundTrip("Whenever a creature with flying attacks you, Test Card deals 4 damage to it.", undefined, "Enchantment");
    expect(parsed?.trigger).toMatchObject({ event: "attacks", attacksYou: true, subject: { kind: "Objects", filter: { keywords: ["Flying"] } } });
  });

  it("'Whenever a land comes into play under an opponent's control, that player loses 2 life …' (Polluted Bonds): that player is the land's controller", () => {
    const line = "Whenever a land comes into play under an opponent's control, that player loses 2 life and you gain 2 life.";
    const current = "Whenever a land enters the battlefield under an opponent's control, that player loses 2 life and you gain 2 life.";
    const parsed = roundTrip(line, current, "Enchantment");
    expect(parsed?.trigger).toMatchObject({ event: "entersPlay", underOpponentsControl: true });
    expect(parsed?.effects).toMatchObject([{ player: { kind: "TriggeringPlayer" } }, {}]);
  });
});

describe("410: 'deals N or more damage' (one damage event of at least N)", () => {
  it("'Whenever ~ deals 6 or more damage to an opponent, …' (Deus of Calamity)", () => {
    expect(roundTrip("Whenever Test Card deals 6 or more damage to an opponent, that player loses 3 life.")?.trigger).toMatchObject({ event: "dealsDamage", atLeast: 6, to: "opponent" });
  });
});

describe("410: 'When ~ is put into a graveyard from anywhere' (from any zone: the card sees its own coming)", () => {
  it("'When ~ is put into a graveyard from anywhere, shuffle it into its owner's library.' (Dread): the same words in both wordings", () => {
    expect(roundTrip("When Test Card is put into a graveyard from anywhere, shuffle it into its owner's library.")?.trigger).toMatchObject({ subject: { kind: "Self" }, event: "putIntoGraveyardFromAnywhere" });
  });

  it("CS1035: only the card itself is put into a graveyard 'from anywhere'", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Whenever a creature is put into a graveyard from anywhere, you gain 1 life.") }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
  });
});

describe("410.10c: 'is put into your graveyard from play' (217.1d: its owner's graveyard) and 'nontoken' (216.2)", () => {
  it("'Whenever an attacking Kithkin or Elf is put into your graveyard from play' (Kithkin Mourncaller): current 'from the battlefield', not 'dies'", () => {
    const parsed = roundTrip(
      "Whenever an attacking Kithkin or Elf is put into your graveyard from play, you may draw a card.",
      "Whenever an attacking Kithkin or Elf is put into your graveyard from the battlefield, you may draw a card.",
    );
    expect(parsed?.trigger).toMatchObject({ subject: { kind: "Objects", filter: { combat: "attacking", subtypes: ["Kithkin", "Elf"] } }, event: "putIntoGraveyardFromPlay", yourGraveyard: true });
  });

  it("'Whenever another nontoken Elf is put into your graveyard from play' (Prowess of the Fair): a filter's 'nontoken'", () => {
    const parsed = roundTrip(
      "Whenever another nontoken Elf is put into your graveyard from play, you may gain 1 life.",
      "Whenever another nontoken Elf is put into your graveyard from the battlefield, you may gain 1 life.",
    );
    expect(parsed?.trigger).toMatchObject({ subject: { kind: "Objects", filter: { other: true, token: false, subtypes: ["Elf"] } }, yourGraveyard: true });
  });

  it("'nontoken' is a filter's part anywhere a filter is: 'Destroy target nontoken creature.'", () => {
    expectRoundTrip(card("Destroy target nontoken creature.", "Sorcery"), { "2007": "Destroy target nontoken creature.", current: "Destroy target nontoken creature." });
  });
});

describe("410.1: 'Whenever a -1/-1 counter is placed on a creature' (Flourishing Defenses; current: 'is put on')", () => {
  it("parses to a counter trigger on a filtered subject and prints 'placed' / 'put' by wording", () => {
    const parsed = roundTrip(
      "Whenever a -1/-1 counter is placed on a creature, you may draw a card.",
      "Whenever a -1/-1 counter is put on a creature, you may draw a card.",
      "Enchantment",
    );
    expect(parsed?.trigger).toMatchObject({ kind: "ObjectTrigger", event: "counterPlaced", counter: "-1/-1", subject: { kind: "Objects", filter: { types: ["Creature"] } } });
  });

  it("'… is placed on ~' is the card itself", () => {
    expect(roundTrip("Whenever a +1/+1 counter is placed on Test Card, you gain 1 life.", "Whenever a +1/+1 counter is put on Test Card, you gain 1 life.")?.trigger).toMatchObject({ subject: { kind: "Self" }, counter: "+1/+1" });
  });
});

describe("410.11: the intervening 'if it had a -1/-1 counter on it' (Blowfly Infestation)", () => {
  it("parses after a trigger that names an object, and prints back in both wordings", () => {
    const line = "Whenever a creature is put into a graveyard from play, if it had a -1/-1 counter on it, put a -1/-1 counter on target creature.";
    const original = expectRoundTrip(card(line, "Enchantment"), { "2007": line, current: "Whenever a creature dies, if it had a -1/-1 counter on it, put a -1/-1 counter on target creature." });
    expect(original.ast.cards[0].abilities[0]).toMatchObject({ interveningIf: { kind: "HadCounter", counter: "-1/-1" } });
  });

  it("after a trigger that names no object it is CS1034, saying which trigger to write", () => {
    const { diagnostics } = checkCardSources([{ file: "c.card", text: card("At the beginning of your upkeep, if it had a -1/-1 counter on it, draw a card.", "Enchantment") }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1034"]);
    expect(diagnostics[0].message).toContain("Whenever a creature is put into a graveyard from play");
  });
});

describe("410.1: 'becomes the target of a spell or ability [an opponent controls]' (Ashenmoor Liege)", () => {
  it("parses with 'that player' the spell's or ability's controller, and prints back in both wordings", () => {
    const parsed = roundTrip("Whenever Test Card becomes the target of a spell or ability an opponent controls, that player loses 4 life.");
    expect(parsed?.trigger).toMatchObject({ kind: "ObjectTrigger", subject: { kind: "Self" }, event: "becomesTarget", byOpponent: true });
    expect(parsed?.trigger).not.toHaveProperty("spellOnly");
    expect(parsed?.effects).toMatchObject([{ player: { kind: "TriggeringPlayer" } }]);
  });

  it("'When ~ becomes the target of a spell, sacrifice it.': spells only, and the card's 'When' kept", () => {
    expect(roundTrip("When Test Card becomes the target of a spell, sacrifice it.")?.trigger).toMatchObject({ event: "becomesTarget", spellOnly: true, word: "When" });
  });
});

describe("406: triggers on tapping for mana, and 'its controller adds … to his or her mana pool'", () => {
  const aura = "Enchantment — Aura";
  it("'Whenever enchanted land is tapped for mana, its controller adds {G}{G} to his or her mana pool.' (Overgrowth; Oracle: 'adds an additional {G}{G}')", () => {
    const printed = "Whenever enchanted land is tapped for mana, its controller adds {G}{G} to his or her mana pool.";
    const parsed = roundTrip(printed, "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.", aura);
    expect(parsed?.trigger).toMatchObject({ kind: "ObjectTrigger", subject: { kind: "Attached", by: "enchanted", noun: "Land" }, event: "tappedForMana" });
    expect(parsed?.effects).toMatchObject([{ kind: "AddMana", player: { kind: "ControllerOf", object: { kind: "Triggering" } } }]);
    const oracle = "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.";
    const parsedOracle = expectRoundTrip(card(oracle, aura), { "2007": "Whenever enchanted land is tapped for mana, its controller adds one mana of any color to his or her mana pool.", current: oracle });
    expect(parsedOracle.ast.cards[0].abilities.find((a) => a.kind === "Triggered")).toMatchObject({ body: { effects: [{ kind: "AddManaOfColors", amount: 1 }] } });
  });

  it("'Whenever a player taps a land for mana, ~ deals 1 damage to that player.' (Manabarbs): the player who tapped it", () => {
    const parsed = roundTrip("Whenever a player taps a land for mana, Test Card deals 1 damage to that player.", undefined, "Enchantment");
    expect(parsed?.trigger).toMatchObject({ kind: "PlayerTrigger", who: "player", event: "tapsForMana", tapped: { types: ["Land"] } });
  });

  it("'enchanted creature is tapped for mana' names a land (CS1035)", () => {
    const { diagnostics } = checkCardSources([{ file: "c.card", text: card("Whenever enchanted creature is tapped for mana, you gain 1 life.", aura) }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});

describe("a list of three colours or more before the noun: 'a white, blue, black, or red spell' (Quirion Dryad)", () => {
  it("parses to any of the colours and prints back the list", () => {
    const parsed = roundTrip(
      "Whenever you play a white, blue, black, or red spell, put a +1/+1 counter on Test Card.",
      "Whenever you cast a white, blue, black, or red spell, put a +1/+1 counter on Test Card.",
    );
    expect(parsed?.trigger).toMatchObject({ kind: "PlayerTrigger", event: "playsSpell", spell: { colors: ["W", "U", "B", "R"] } });
  });

  it("in any description: 'Destroy target white, blue, or black creature.'", () => {
    const line = "Destroy target white, blue, or black creature.";
    expectRoundTrip(card(line, "Sorcery"), { "2007": line, current: line });
  });
});
