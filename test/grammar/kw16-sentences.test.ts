/**
 * Issue 16's sentences of Morningtide and Eventide and the era's frequent triggers: each parses to what it says,
 * prints in the 2007 and the current wording, and each printing parses back to the same AST; a sentence that can't
 * mean anything on its card is an error at its words.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, parseCardFile } from "../../grammar/index.js";
import { meaning, expectRoundTrip } from "./round-trip.js";

/** Parses the card, checks both printings of `line` and that each parses back to the same AST. */
function roundTrip(text: string, printed2007: string, printedCurrent: string): void {
  expectRoundTrip(text, { "2007": printed2007, current: printedCurrent });
}

const LATCHKEY_FAERIE = `card "Latchkey Faerie"\n  cost {3}{U}\n  type Creature — Faerie Rogue\n  2/1\n  Flying\n  Prowl {2}{U}\n  When Latchkey Faerie comes into play, if its prowl cost was paid, draw a card.\n`;

describe("410.11 prowl's intervening if: 'if its prowl cost was paid'", () => {
  it("Latchkey Faerie: the condition is the triggered ability's, printed between the trigger and the effect in both wordings", () => {
    roundTrip(
      LATCHKEY_FAERIE,
      "When Latchkey Faerie comes into play, if its prowl cost was paid, draw a card.",
      "When Latchkey Faerie enters the battlefield, if its prowl cost was paid, draw a card.",
    );
    const ability = parseCardFile(LATCHKEY_FAERIE, "t.card").ast.cards[0].abilities.find((a) => a.kind === "Triggered");
    expect(ability?.kind === "Triggered" && ability.interveningIf?.kind === "CostPaid" && ability.interveningIf.cost).toBe("prowl");
  });

  it("CS2090: a card without a prowl cost can't ask whether its prowl cost was paid (error at the condition)", () => {
    const text = LATCHKEY_FAERIE.replace("  Prowl {2}{U}\n", "");
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS2090"]);
    expect(diagnostics[0].message).toContain("no prowl cost");
    const line = text.split("\n").findIndex((l) => l.includes("if its prowl")) + 1;
    expect(diagnostics[0].range.start.line).toBe(line);
    expect(text.split("\n")[line - 1].slice(diagnostics[0].range.start.column - 1)).toMatch(/^if its prowl cost was paid/);
  });
});

const PRIMALCRUX = `card "Primalcrux"\n  cost {G}{G}{G}{G}{G}{G}\n  type Creature — Elemental\n  */*\n  Trample\n  Chroma — Primalcrux's power and toughness are each equal to the number of green mana symbols in the mana costs of permanents you control.\n`;

describe("chroma: 'the number of <colour> mana symbols in the mana costs of …', an amount", () => {
  it("Primalcrux: a characteristic-defining power and toughness, printed back with its ability word in both wordings", () => {
    const line = "Chroma — Primalcrux's power and toughness are each equal to the number of green mana symbols in the mana costs of permanents you control.";
    roundTrip(PRIMALCRUX, line, line);
    const ability = parseCardFile(PRIMALCRUX, "t.card").ast.cards[0].abilities.find((a) => a.kind === "Static");
    const amount = ability?.kind === "Static" && ability.effect.kind === "CharacteristicPowerToughness" ? ability.effect.power : undefined;
    expect(amount).toMatchObject({ kind: "ManaSymbols", color: "G", among: { controller: { kind: "You" } } });
  });

  it("Umbra Stalker: the objects counted are any object phrase, e.g. cards in your graveyard", () => {
    const text = PRIMALCRUX.replace(/Primalcrux/g, "Umbra Stalker").replace("green mana symbols in the mana costs of permanents you control", "black mana symbols in the mana costs of cards in your graveyard");
    const ability = parseCardFile(text, "t.card").ast.cards[0].abilities.find((a) => a.kind === "Static");
    const amount = ability?.kind === "Static" && ability.effect.kind === "CharacteristicPowerToughness" ? ability.effect.power : undefined;
    expect(amount).toMatchObject({ kind: "ManaSymbols", color: "B", among: { zone: "graveyard" } });
  });

  it("'for each white mana symbol in the mana costs of …' counts a sentence's number per symbol, printed back after the clause", () => {
    const line = "At the beginning of your upkeep, you gain 2 life for each white mana symbol in the mana costs of permanents you control.";
    roundTrip(`card "Test Chroma"\n  cost {1}{W}\n  type Creature — Kithkin\n  1/1\n  ${line}\n`, line, line);
    const ability = parseCardFile(`card "Test Chroma"\n  cost {1}{W}\n  type Creature — Kithkin\n  1/1\n  ${line}\n`, "t.card").ast.cards[0].abilities[0];
    expect(ability.kind === "Triggered" && ability.body.effects[0]).toMatchObject({ kind: "GainLife", amount: { kind: "ManaSymbols", color: "W", per: 2 } });
  });
});

describe("'At end of turn' (2007) / 'At the beginning of the end step' (current) and 'sacrifice ~'", () => {
  const spark = (line: string) => `card "Spark Elemental"\n  cost {R}\n  type Creature — Elemental\n  3/1\n  Trample, haste\n  ${line}\n`;

  it("Spark Elemental: each wording parses to one trigger (every end step) and prints as its own wording says", () => {
    const printed = "At end of turn, sacrifice Spark Elemental.";
    const oracle = "At the beginning of the end step, sacrifice Spark Elemental.";
    roundTrip(spark(printed), printed, oracle);
    roundTrip(spark(oracle), printed, oracle);
    expect(meaning(parseCardFile(spark(printed), "t.card").ast.cards)).toBe(meaning(parseCardFile(spark(oracle), "t.card").ast.cards));
    const ability = parseCardFile(spark(printed), "t.card").ast.cards[0].abilities.find((a) => a.kind === "Triggered");
    expect(ability?.kind === "Triggered" && ability.trigger).toMatchObject({ kind: "BeginningOfStep", step: "end", whose: "each", endOfTurn: true });
    expect(ability?.kind === "Triggered" && ability.body.effects[0]).toMatchObject({ kind: "SacrificeNamed", objects: { kind: "Ref", ref: { kind: "Self" } } });
  });

  it("'At the beginning of each end step' stays its own wording; 'the upkeep' says nobody's upkeep and is an error at the trigger", () => {
    roundTrip(spark("At the beginning of each end step, sacrifice Spark Elemental."), "At the beginning of each end step, sacrifice Spark Elemental.", "At the beginning of each end step, sacrifice Spark Elemental.");
    const { diagnostics } = parseCardFile(spark("At the beginning of the upkeep, sacrifice Spark Elemental."), "t.card");
    expect(diagnostics.map((d) => d.message).join("\n")).toContain('"your upkeep" or "each upkeep"');
  });

  it("'sacrifice it' names the trigger's object; 'sacrifice a creature' is still the player's choice", () => {
    const attacks = parseCardFile(spark("Whenever Spark Elemental attacks, sacrifice it."), "t.card").ast.cards[0].abilities.find((a) => a.kind === "Triggered");
    expect(attacks?.kind === "Triggered" && attacks.body.effects[0].kind).toBe("SacrificeNamed");
    const upkeep = parseCardFile(spark("At the beginning of your upkeep, sacrifice a creature."), "t.card").ast.cards[0].abilities.find((a) => a.kind === "Triggered");
    expect(upkeep?.kind === "Triggered" && upkeep.body.effects[0].kind).toBe("Sacrifice");
  });
});

describe("'Whenever ~ blocks a creature' (Loyal Sentry)", () => {
  const sentry = (line: string) => `card "Test Sentry"\n  cost {W}\n  type Creature — Human Soldier\n  0/1\n  Defender\n  ${line}\n`;
  it("prints back in both wordings; 'that creature' is the trigger's object (the attacker blocked)", () => {
    const line = "When Test Sentry blocks a creature, destroy that creature.";
    roundTrip(sentry(line), line, line); // the card's own "When" is kept (ObjectTrigger.word)
    const ability = parseCardFile(sentry(line), "t.card").ast.cards[0].abilities.find((a) => a.kind === "Triggered");
    expect(ability?.kind === "Triggered" && ability.trigger).toMatchObject({ kind: "ObjectTrigger", event: "blocks", blocksACreature: true });
    expect(ability?.kind === "Triggered" && ability.body.effects[0]).toMatchObject({ kind: "Destroy", objects: { kind: "Ref", ref: { kind: "Triggering" } } });
  });
  it("a creature blocks a creature, not a land: an error at the word", () => {
    const { diagnostics } = parseCardFile(sentry("Whenever Test Sentry blocks a land, destroy that land."), "t.card");
    expect(diagnostics.map((d) => d.message).join("\n")).toContain('not "a land"');
  });
});
