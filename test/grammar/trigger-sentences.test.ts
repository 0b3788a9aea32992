/**
 * The trigger families' sentences (families/trigger-object, families/trigger-player): each parses to the trigger
 * it says, prints in the 2007 and the current wording exactly as printed cards and Oracle say it, and each printing
 * parses back to the same AST; the event's object and player are what the effects' "it", "that creature" and
 * "that player" refer to; a subject or event the engine cannot match is an error at its words.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile } from "../../grammar/index.js";
import { meaning, expectRoundTrip } from "./round-trip.js";

function card(line: string): string {
  return `card "Test Sentinel"\n  cost {3}\n  type Creature — Golem\n  2/2\n  ${line}\n`;
}

/** Parses the line, checks both printings (the ability's line) and that each parses back to the same AST. */
function roundTrip(line: string, printed2007: string, printedCurrent: string): unknown {
  const original = expectRoundTrip(card(line), { "2007": printed2007, current: printedCurrent });
  const ability = original.ast.cards[0].abilities[0];
  expect(ability.kind).toBe("Triggered");
  return ability;
}

describe("trigger-object: what an object does or undergoes", () => {
  it("'Whenever another creature comes into play' (Soul Warden) / 'enters the battlefield'", () => {
    const ability = roundTrip(
      "Whenever another creature comes into play, you gain 1 life.",
      "Whenever another creature comes into play, you gain 1 life.",
      "Whenever another creature enters the battlefield, you gain 1 life.",
    );
    expect(meaning(ability)).toContain(`"trigger":{"kind":"ObjectTrigger","subject":{"kind":"Objects","filter":{"types":["Creature"],"excludedTypes":[],"zone":"play","other":true}},"event":"entersPlay"}`);
    roundTrip(
      "Whenever another creature enters the battlefield, you gain 1 life.",
      "Whenever another creature comes into play, you gain 1 life.",
      "Whenever another creature enters the battlefield, you gain 1 life.",
    );
  });

  it("'… comes into play under your control' (Angelic Chorus) and 'a creature you control attacks alone, it …' (exalted written out)", () => {
    const chorus = roundTrip(
      "Whenever a creature comes into play under your control, you gain 1 life.",
      "Whenever a creature comes into play under your control, you gain 1 life.",
      "Whenever a creature enters the battlefield under your control, you gain 1 life.",
    );
    expect(meaning(chorus)).toContain(`"underYourControl":true`);
    const exalted = roundTrip(
      "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.",
      "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.",
      "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.",
    );
    expect(meaning(exalted)).toContain(`"alone":true`);
    expect(meaning(exalted)).toContain(`{"kind":"Ref","ref":{"kind":"Triggering","noun":"creature"}}`);
  });

  it("'When ~ is put into a graveyard from play' prints 'dies' in the current wording; '… from the battlefield' reads the same", () => {
    roundTrip("When Test Sentinel is put into a graveyard from play, draw a card.", "When Test Sentinel is put into a graveyard from play, draw a card.", "When Test Sentinel dies, draw a card.");
    const battlefield = parseCardFile(card("When Test Sentinel is put into a graveyard from the battlefield, draw a card."), "t.card");
    const dies = parseCardFile(card("When Test Sentinel dies, draw a card."), "t.card");
    expect(battlefield.diagnostics).toEqual([]);
    expect(meaning(battlefield.ast.cards[0].abilities)).toBe(meaning(dies.ast.cards[0].abilities));
  });

  it("attacks, blocks, becomes blocked: 'it' is the creature", () => {
    const attacks = roundTrip("Whenever Test Sentinel attacks, it gets +1/+1 until end of turn.", "Whenever Test Sentinel attacks, it gets +1/+1 until end of turn.", "Whenever Test Sentinel attacks, it gets +1/+1 until end of turn.");
    expect(meaning(attacks)).toContain(`"event":"attacks"`);
    roundTrip("Whenever Test Sentinel blocks, you gain 1 life.", "Whenever Test Sentinel blocks, you gain 1 life.", "Whenever Test Sentinel blocks, you gain 1 life.");
    roundTrip("Whenever Test Sentinel becomes blocked, it gets +2/+2 until end of turn.", "Whenever Test Sentinel becomes blocked, it gets +2/+2 until end of turn.", "Whenever Test Sentinel becomes blocked, it gets +2/+2 until end of turn.");
  });

  it("deals (combat) damage to an opponent / a player / a creature: 'that player' and 'that creature' are the one dealt damage", () => {
    const specter = roundTrip(
      "Whenever Test Sentinel deals damage to an opponent, that player discards a card.",
      "Whenever Test Sentinel deals damage to an opponent, that player discards a card.",
      "Whenever Test Sentinel deals damage to an opponent, that player discards a card.",
    );
    expect(meaning(specter)).toContain(`{"kind":"TriggeringPlayer"}`);
    const combat = roundTrip(
      "Whenever Test Sentinel deals combat damage to a player, draw a card.",
      "Whenever Test Sentinel deals combat damage to a player, draw a card.",
      "Whenever Test Sentinel deals combat damage to a player, draw a card.",
    );
    expect(meaning(combat)).toContain(`"combat":true,"to":"player"`);
    roundTrip(
      "Whenever Test Sentinel deals damage to a creature, destroy that creature.",
      "Whenever Test Sentinel deals damage to a creature, destroy that creature.",
      "Whenever Test Sentinel deals damage to a creature, destroy that creature.",
    );
  });

  it("a subject the engine cannot match, or damage 'to a land', is an error at its words", () => {
    const opponent = parseCardFile(card("Whenever a creature target player controls attacks, you gain 1 life."), "t.card");
    expect(opponent.diagnostics.map((d) => d.code)).toContain("CS1035");
    const land = parseCardFile(card("Whenever Test Sentinel deals damage to a land, you gain 1 life."), "t.card");
    expect(land.diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`)).toContain("CS1035 5:44");
    const noAntecedent = parseCardFile(card("Whenever Test Sentinel attacks, that player discards a card."), "t.card");
    expect(noAntecedent.diagnostics.map((d) => d.code)).toContain("CS1034");
  });
});

describe("trigger-player: what a player does", () => {
  it("'Whenever you gain life'", () => {
    const ability = roundTrip("Whenever you gain life, put a +1/+1 counter on Test Sentinel.", "Whenever you gain life, put a +1/+1 counter on Test Sentinel.", "Whenever you gain life, put a +1/+1 counter on Test Sentinel.");
    expect(meaning(ability)).toContain(`"trigger":{"kind":"PlayerTrigger","who":"you","event":"gainsLife"}`);
  });

  it("'Whenever a player plays a spell' prints 'casts' in the current wording; 'that player' is the one who played it", () => {
    roundTrip("Whenever a player plays a spell, you gain 1 life.", "Whenever a player plays a spell, you gain 1 life.", "Whenever a player casts a spell, you gain 1 life.");
    const opponent = roundTrip(
      "Whenever an opponent casts a creature spell, that player loses 1 life.",
      "Whenever an opponent plays a creature spell, that player loses 1 life.",
      "Whenever an opponent casts a creature spell, that player loses 1 life.",
    );
    expect(meaning(opponent)).toContain(`"who":"opponent","event":"playsSpell"`);
    roundTrip("Whenever you play a creature spell, draw a card.", "Whenever you play a creature spell, draw a card.", "Whenever you cast a creature spell, draw a card.");
  });

  it("a player plays spells, not permanents: 'plays a creature' is an error", () => {
    const result = parseCardFile(card("Whenever a player plays a creature, you gain 1 life."), "t.card");
    expect(result.diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});

describe("'discards a card at random' (Hypnotic Specter)", () => {
  it("parses, prints in both wordings and reads back; without 'at random' the player chooses", () => {
    const ability = roundTrip(
      "Whenever Test Sentinel deals damage to an opponent, that player discards a card at random.",
      "Whenever Test Sentinel deals damage to an opponent, that player discards a card at random.",
      "Whenever Test Sentinel deals damage to an opponent, that player discards a card at random.",
    );
    expect(meaning(ability)).toContain(`"kind":"Discard","player":{"kind":"TriggeringPlayer"},"amount":{"kind":"Number","value":1},"random":true`);
  });
});

describe("'you gain life equal to its toughness' (Angelic Chorus)", () => {
  it("'its' is the object the trigger names; both wordings print it back", () => {
    const ability = roundTrip(
      "Whenever a creature comes into play under your control, you gain life equal to its toughness.",
      "Whenever a creature comes into play under your control, you gain life equal to its toughness.",
      "Whenever a creature enters the battlefield under your control, you gain life equal to its toughness.",
    );
    expect(meaning(ability)).toContain(`"amount":{"kind":"StatOf","stat":"toughness","object":{"kind":"Triggering"}}`);
  });

  it("'its' with nothing named before is an error at the word", () => {
    const result = parseCardFile(`card "Test Spell"\n  cost {1}\n  type Instant\n  You gain life equal to its power.\n`, "t.card");
    expect(result.diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`)).toContain("CS1034 4:26");
  });
});
