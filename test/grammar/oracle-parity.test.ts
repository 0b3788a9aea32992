/**
 * The current Oracle wording at parity with the 2007 printed one: sentences the Oracle text of the corpus cards
 * writes differently from their printing parse to the tree of the printed text (so they behave the same), and
 * the printer gives each wording back.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile } from "../../grammar/index.js";
import { validateCardFile } from "../../grammar/validate.js";
import { expectRoundTrip, meaning } from "./round-trip.js";

function card(lines: string[], type = "Creature — Goblin\n  1/1"): string {
  return `card "Test Goblin"\n  cost {R}\n  type ${type}\n${lines.map((line) => `  ${line}\n`).join("")}`;
}

/** The abilities' tree without source positions and without the written-form flags. */
function abilitiesOf(text: string): string {
  const parsed = parseCardFile(text, "t.card");
  expect(parsed.diagnostics, text).toEqual([]);
  return meaning(parsed.ast.cards[0].abilities);
}

describe("406 (mana abilities): Oracle's {C} is 2007's generic mana an ability adds", () => {
  it("406.1: '{T}: Add {C}.' is '{T}: Add {1} to your mana pool.' (Mind Stone)", () => {
    expectRoundTrip(card(["{T}: Add {C}."], "Artifact"), { "2007": "{T}: Add {1} to your mana pool.", current: "{T}: Add {C}." });
    expect(abilitiesOf(card(["{T}: Add {C}."], "Artifact"))).toBe(abilitiesOf(card(["{T}: Add {1} to your mana pool."], "Artifact")));
  });

  it("406.1: '{C}{C}' is two colorless mana, and a choice may hold {C}", () => {
    expectRoundTrip(card(["{T}: Add {C}{C}."], "Artifact"), { "2007": "{T}: Add {2} to your mana pool.", current: "{T}: Add {C}{C}." });
    expect(abilitiesOf(card(["{T}: Add {C}{C}."], "Artifact"))).toBe(abilitiesOf(card(["{T}: Add {2} to your mana pool."], "Artifact")));
    expectRoundTrip(card(["{T}: Add {C} or {W}."], "Artifact"), { "2007": "{T}: Add {1} or {W} to your mana pool.", current: "{T}: Add {C} or {W}." });
  });

  it("202.1: {C} in a cost is not of this era: an error that says where {C} is known", () => {
    const parsed = parseCardFile(card(["{C}, {T}: Draw a card."], "Artifact"), "t.card");
    expect(parsed.diagnostics.map((d) => d.code)).toContain("CS1021");
    expect(parsed.diagnostics.find((d) => d.code === "CS1021")!.message).toMatch(/only in what an ability adds/);
  });
});

describe("413.2a: 'it' after a cost that sacrifices the card is that card (Oracle Mogg Fanatic)", () => {
  it("'Sacrifice ~: It deals 1 damage to any target.' means what 'Sacrifice ~: ~ deals 1 damage …' means", () => {
    expectRoundTrip(card(["Sacrifice Test Goblin: It deals 1 damage to any target."]), {
      "2007": "Sacrifice Test Goblin: It deals 1 damage to target creature or player.",
      current: "Sacrifice Test Goblin: It deals 1 damage to any target.",
    });
    const oracle = abilitiesOf(card(["Sacrifice Test Goblin: It deals 1 damage to any target."]));
    const printed = abilitiesOf(card(["Sacrifice Test Goblin: Test Goblin deals 1 damage to target creature or player."]));
    expect(oracle.replace(/,"pronoun":true/g, "")).toBe(printed);
  });

  it("without such a cost 'it' still names nothing (CS1034)", () => {
    const parsed = parseCardFile(card(["{T}: It deals 1 damage to any target."]), "t.card");
    expect(parsed.diagnostics.map((d) => d.code)).toContain("CS1034");
  });
});

describe("410.10 (leaves-play triggers): the current wording says 'dies' only of what is always a creature", () => {
  it("a noncreature card itself: 'is put into a graveyard from the battlefield' (Chromatic Star)", () => {
    expectRoundTrip(card(["When Test Goblin is put into a graveyard from play, draw a card."], "Artifact"), {
      "2007": "When Test Goblin is put into a graveyard from play, draw a card.",
      current: "When Test Goblin is put into a graveyard from the battlefield, draw a card.",
    });
  });

  it("a creature card itself and 'a creature' die", () => {
    expectRoundTrip(card(["When Test Goblin is put into a graveyard from play, draw a card."]), {
      "2007": "When Test Goblin is put into a graveyard from play, draw a card.",
      current: "When Test Goblin dies, draw a card.",
    });
    expectRoundTrip(card(["Whenever a creature you control is put into a graveyard from play, draw a card."]), {
      "2007": "Whenever a creature you control is put into a graveyard from play, draw a card.",
      current: "Whenever a creature you control dies, draw a card.",
    });
  });

  it("'a Goblin you control' may be a tribal noncreature: no 'dies' (Knucklebone Witch)", () => {
    expectRoundTrip(card(["Whenever a Goblin you control is put into a graveyard from the battlefield, draw a card."]), {
      "2007": "Whenever a Goblin you control is put into a graveyard from play, draw a card.",
      current: "Whenever a Goblin you control is put into a graveyard from the battlefield, draw a card.",
    });
  });
});

describe("701.16 (shuffle): the current Oracle's 'then shuffle'", () => {
  const sorcery = (line: string) => card([line], "Sorcery");
  it("'…, put that card into your hand, then shuffle.' is the 2007 search and shuffle (Diabolic Tutor)", () => {
    const oracle = "Search your library for a card, put that card into your hand, then shuffle.";
    const printed = "Search your library for a card and put that card into your hand. Then shuffle your library.";
    expectRoundTrip(sorcery(oracle), { "2007": printed, current: oracle });
    expect(abilitiesOf(sorcery(oracle))).toBe(abilitiesOf(sorcery(printed)));
  });

  it("'…, then shuffle and put that card on top.' (Liliana Vess)", () => {
    const oracle = "Search your library for a card, then shuffle and put that card on top.";
    const printed = "Search your library for a card, then shuffle your library and put that card on top of it.";
    expectRoundTrip(sorcery(oracle), { "2007": printed, current: oracle });
    expect(abilitiesOf(sorcery(oracle))).toBe(abilitiesOf(sorcery(printed)));
  });

  it("'You may shuffle.' keeps its words, and 'Shuffle your library.' its own (Ponder, Madblind Mountain)", () => {
    // "shuffle" alone is a written form (grammar/nodes.ts WRITTEN_FORM_FIELDS): the 2007 printing names the library.
    const bare = parseCardFile(sorcery("You may shuffle."), "t.card");
    expect(bare.diagnostics).toEqual([]);
    expect(printCardFile(bare.ast, { wording: "current" })).toContain("  You may shuffle.\n");
    const printed2007 = printCardFile(bare.ast, { wording: "2007" });
    expect(printed2007).toContain("  You may shuffle your library.\n");
    expect(abilitiesOf(printed2007)).toBe(abilitiesOf(sorcery("You may shuffle.")).replace(',"unnamedLibrary":true', ""));
    expectRoundTrip(sorcery("Shuffle your library."), { "2007": "Shuffle your library.", current: "Shuffle your library." });
  });
});

describe("anaphora as the card wrote them", () => {
  it("a target again in its own sentence is 'it' (Threaten, Goatnapper: 'untap target creature and gain control of it')", () => {
    expectRoundTrip(card(["When Test Goblin comes into play, untap target Goat and gain control of it until end of turn. It gains haste until end of turn."]), {
      "2007": "When Test Goblin comes into play, untap target Goat and gain control of it until end of turn. It gains haste until end of turn.",
      current: "When Test Goblin enters the battlefield, untap target Goat and gain control of it until end of turn. It gains haste until end of turn.",
    });
  });

  it("'It' after the card named itself, with no other object named, is the card (Benthicore: 'Untap ~. It gains shroud …')", () => {
    const line = "Tap two untapped Merfolk you control: Untap Test Goblin. It gains shroud until end of turn.";
    expectRoundTrip(card([line]), { "2007": line, current: line });
    const named = abilitiesOf(card(["Tap two untapped Merfolk you control: Untap Test Goblin. Test Goblin gains shroud until end of turn."]));
    expect(abilitiesOf(card([line])).replace(/,"pronoun":true/g, "")).toBe(named);
    // Nothing named before: still CS1034.
    expect(parseCardFile(card(["{1}: It gains shroud until end of turn."]), "t.card").diagnostics.map((d) => d.code)).toContain("CS1034");
    // Another object named after the card is what "it" names (the most recent one).
    const target = parseCardFile(card(["{1}: Untap Test Goblin. Target creature gets +1/+1 until end of turn. It gains shroud until end of turn."]), "t.card");
    expect(target.diagnostics).toEqual([]);
    const effects = (target.ast.cards[0].abilities[0] as unknown as { body: { effects: { objects: unknown }[] } }).body.effects;
    expect(meaning(effects[2].objects)).toBe(meaning(effects[1].objects));
  });

  it("'That creature …' as a later sentence's subject stays so (Nekrataal), 'It …' stays 'It' (Terror)", () => {
    const nekrataal = "Destroy target nonartifact, nonblack creature. That creature can't be regenerated.";
    const terror = "Destroy target nonartifact, nonblack creature. It can't be regenerated.";
    expectRoundTrip(card([nekrataal], "Sorcery"), { "2007": nekrataal, current: nekrataal });
    expectRoundTrip(card([terror], "Sorcery"), { "2007": terror, current: terror });
    // The words are only words: the same destruction and the same regeneration rule.
    const words = (text: string) => text.replace(/,"phrasing":\{[^}]*\}\}/g, "");
    expect(words(abilitiesOf(card([nekrataal], "Sorcery")))).toBe(abilitiesOf(card([terror], "Sorcery")));
  });
});

describe("504.1 (draw step): 'draws an additional card' is the printed 'draws a card' (Howling Mine)", () => {
  it("both wordings, one draw", () => {
    const oracle = "At the beginning of each player's draw step, if Test Goblin is untapped, that player draws an additional card.";
    const printed = "At the beginning of each player's draw step, if Test Goblin is untapped, that player draws a card.";
    const parsed = parseCardFile(card([oracle], "Artifact"), "t.card");
    expect(parsed.diagnostics).toEqual([]);
    expect(printCardFile(parsed.ast, { wording: "current" })).toContain(`  ${oracle}\n`);
    expect(printCardFile(parsed.ast, { wording: "2007" })).toContain(`  ${printed}\n`);
    expect(abilitiesOf(card([oracle], "Artifact")).replace(',"additionalWords":true', "")).toBe(abilitiesOf(card([printed], "Artifact")));
  });
});

describe("217.1c: 'that card' after 'Remove target creature from the game' is the removed card (Turn to Mist)", () => {
  it("returning it to play is no target already in play (no CS2009), in both wordings", () => {
    const printed = "Remove target creature from the game. Return that card to play under its owner's control at end of turn.";
    const oracle = "Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step.";
    expectRoundTrip(card([printed], "Instant"), { "2007": printed, current: oracle });
    expect(abilitiesOf(card([oracle], "Instant"))).toBe(abilitiesOf(card([printed], "Instant")));
    for (const text of [printed, oracle]) expect(validateCardFile(parseCardFile(card([text], "Instant"), "t.card").ast)).toEqual([]);
  });

  it("a creature still in play can't be returned to play: CS2009 says to target a card in another zone", () => {
    const parsed = parseCardFile(card(["Return target creature to play under its owner's control at end of turn."], "Instant"), "t.card");
    expect(parsed.diagnostics).toEqual([]);
    expect(validateCardFile(parsed.ast).map((d) => d.code)).toContain("CS2009");
  });
});

describe("212.9g, 502 damage 'equal to' the number of cards in the damaged target player's hand (Sudden Impact)", () => {
  it("names the target once, then 'that player', in each wording's order; both wordings mean the same", () => {
    const printed = "Test Goblin deals damage equal to the number of cards in target player's hand to that player.";
    const oracle = "Test Goblin deals damage to target player equal to the number of cards in that player's hand.";
    for (const text of [printed, oracle]) {
      const parsed = parseCardFile(card([text], "Instant"), "t.card");
      expect(parsed.diagnostics).toEqual([]);
      expect(printCardFile(parsed.ast, { wording: "2007" })).toContain(`  ${text}\n`);
    }
    const withoutOrder = (text: string) => abilitiesOf(card([text], "Instant")).replace(/,"equalTo":"(before|after)"/, "");
    expect(withoutOrder(oracle)).toBe(withoutOrder(printed));
    expect(printCardFile(parseCardFile(card([oracle], "Instant"), "t.card").ast, { wording: "current" })).toContain(`  ${oracle}\n`);
  });
});

describe("damage 'equal to' the number of permanents the damaged target player controls (Anathemancer)", () => {
  it("the amount names the player 'that player' after the target, in both wordings, and means the target player", () => {
    const oracle = "When Test Goblin comes into play, it deals damage to target player equal to the number of nonbasic lands that player controls.";
    const parsed = parseCardFile(card([oracle]), "t.card");
    expect(parsed.diagnostics).toEqual([]);
    expect(printCardFile(parsed.ast, { wording: "2007" })).toContain(`  ${oracle}\n`);
    expect(printCardFile(parsed.ast, { wording: "current" })).toContain(
      "  When Test Goblin enters the battlefield, it deals damage to target player equal to the number of nonbasic lands that player controls.\n",
    );
    expect(abilitiesOf(card([oracle]))).toContain('"controller":{"kind":"TargetPlayer","target":0}');
  });
});

describe("216 tokens: 2007's 'put … into play under your control' is 'create …' (Verdant Force)", () => {
  it("prints as written in 2007 and as 'create' in the current wording; the same tokens", () => {
    const printed = "At the beginning of each upkeep, put a 1/1 green Saproling creature token into play under your control.";
    const parsed = parseCardFile(card([printed]), "t.card");
    expect(parsed.diagnostics).toEqual([]);
    expect(printCardFile(parsed.ast, { wording: "2007" })).toContain(`  ${printed}\n`);
    expect(printCardFile(parsed.ast, { wording: "current" })).toContain("  At the beginning of each upkeep, create a 1/1 green Saproling creature token.\n");
    expect(abilitiesOf(card([printed])).replace(',"underYourControlWords":true', "")).toBe(abilitiesOf(card(["At the beginning of each upkeep, create a 1/1 green Saproling creature token."])));
  });

  it("another player's tokens under your control is no 2007 sentence: CS1035", () => {
    const parsed = parseCardFile(card(["Target player puts a 1/1 green Saproling creature token into play under your control."], "Sorcery"), "t.card");
    expect(parsed.diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});

describe("a revealed hand keeps its clause's joining words (Thoughtcutter Agent)", () => {
  it("'Target player loses 1 life and reveals his or her hand.' prints back as one sentence in both wordings", () => {
    expectRoundTrip(card(["{U}{B}, {T}: Target player loses 1 life and reveals his or her hand."]), {
      "2007": "{U}{B}, {T}: Target player loses 1 life and reveals his or her hand.",
      current: "{U}{B}, {T}: Target player loses 1 life and reveals their hand.",
    });
  });
});

describe("a description prints back in the card's own words", () => {
  const withoutWrittenForms = (text: string) => abilitiesOf(text).replace(/,"(zoneWords|typeListWords)":(\{[^}]*\}|"[^"]*")/g, "");

  it("'in his or her hand' of the trigger's player stays a pronoun: 'their hand' currently (Dreamborn Muse)", () => {
    const printed = "At the beginning of each player's upkeep, that player puts the top X cards of his or her library into his or her graveyard, where X is the number of cards in his or her hand.";
    expectRoundTrip(card([printed]), {
      "2007": printed,
      current: "At the beginning of each player's upkeep, that player mills X cards, where X is the number of cards in their hand.",
    });
    // "that player's hand" is the same player's hand: the same count.
    expect(withoutWrittenForms(card([printed]))).toBe(withoutWrittenForms(card([printed.replace("in his or her hand", "in that player's hand")])));
  });

  it("2007's 'he or she controls' names a target player of the same sentence; a later sentence says 'that player controls' (Ember Gale, Chandra Nalaar)", () => {
    const text = "Creatures target player controls can't block this turn. Test Goblin deals 1 damage to each white and/or blue creature that player controls.";
    expectRoundTrip(card([text], "Sorcery"), { "2007": text, current: text });
    expectRoundTrip(card(["Test Goblin deals 2 damage to target player and each creature he or she controls."], "Sorcery"), {
      "2007": "Test Goblin deals 2 damage to target player and each creature he or she controls.",
      current: "Test Goblin deals 2 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
    });
  });

  it("'each tapped artifact, creature, and land you control' keeps 'and': the same union of types as 'or' (Toil to Renown)", () => {
    const text = "You gain 1 life for each tapped artifact, creature, and land you control.";
    expectRoundTrip(card([text], "Sorcery"), { "2007": text, current: text });
    const or = "You gain 1 life for each tapped artifact, creature, or land you control.";
    expectRoundTrip(card([or], "Sorcery"), { "2007": or, current: or });
    expect(withoutWrittenForms(card([text], "Sorcery"))).toBe(withoutWrittenForms(card([or], "Sorcery")));
    // The printer's own word needs no record: "Artifacts, creatures, and lands you control" is its plural list.
    expect(abilitiesOf(card(["Artifacts, creatures, and lands you control are indestructible."], "Enchantment"))).not.toContain("typeListWords");
  });
});
