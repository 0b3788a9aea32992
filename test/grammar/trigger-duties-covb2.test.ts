/**
 * Issue 19 (covB2): sentences of triggered duties. Each parses to what it says, prints in the 2007 and the current
 * wording, and parses back to the same AST; and the forms the grammar refuses say why.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { expectRoundTrip } from "./round-trip.js";

function card(line: string, type = "Creature — Elemental\n  4/4"): string {
  return `card "Test Card"\n  cost {2}{U}\n  type ${type}\n  ${line}\n`;
}

function effectsOf(line: string, current = line, type?: string): unknown {
  const original = expectRoundTrip(card(line, type), { "2007": line, current });
  const ability = original.ast.cards[0].abilities.find((a) => a.kind === "Triggered");
  return ability?.kind === "Triggered" ? ability.body.effects : undefined;
}

describe("410 triggered duties: players and objects named by the effect", () => {
  it("'each other player sacrifices a creature' (Grave Pact): the controller's opponents, printed as written", () => {
    const effects = effectsOf(
      "Whenever a creature you control is put into a graveyard from play, each other player sacrifices a creature.",
      "Whenever a creature you control dies, each other player sacrifices a creature.",
      "Enchantment",
    );
    expect(effects).toMatchObject([{ kind: "Sacrifice", player: { kind: "EachOpponent", other: true } }]);
  });

  it("'destroy that creature and ~' (Loyal Sentry): one Destroy of both objects", () => {
    const effects = effectsOf("When Test Card blocks a creature, destroy that creature and Test Card.");
    expect(effects).toMatchObject([{ kind: "Destroy", objects: { kind: "Ref", ref: { kind: "Triggering" } }, and: { kind: "Ref", ref: { kind: "Self" } } }]);
    // Any other word after "and" starts a clause of its own.
    expect(effectsOf("When Test Card blocks a creature, destroy that creature and you gain 3 life.")).toMatchObject([{ kind: "Destroy" }, { kind: "GainLife" }]);
  });

  it("'sacrifice ~ unless you discard a card' (Razormane Masticore) and 'sacrifice it unless you discard a creature card' (Hidden Horror)", () => {
    expect(effectsOf("At the beginning of your upkeep, sacrifice Test Card unless you discard a card.")).toMatchObject([
      { kind: "SacrificeUnlessDiscard", objects: { kind: "Ref", ref: { kind: "Self" } }, filter: { zone: "hand", types: [] } },
    ]);
    const line = "When Test Card comes into play, sacrifice it unless you discard a creature card.";
    expect(effectsOf(line, "When Test Card enters the battlefield, sacrifice it unless you discard a creature card.")).toMatchObject([
      { kind: "SacrificeUnlessDiscard", it: true, filter: { zone: "hand", types: ["Creature"] } },
    ]);
  });

  it("'return a green creature you control to its owner's hand' and 'that player returns a creature he or she controls …' (no target)", () => {
    expect(effectsOf("At the beginning of your upkeep, return a green creature you control to its owner's hand.")).toMatchObject([
      { kind: "ReturnChosen", player: { kind: "You" }, filter: { types: ["Creature"], colors: ["G"], controller: { kind: "You" } } },
    ]);
    expect(
      effectsOf(
        "At the beginning of each player's upkeep, that player returns a creature he or she controls to its owner's hand.",
        "At the beginning of each player's upkeep, that player returns a creature they control to its owner's hand.",
        "Enchantment",
      ),
    ).toMatchObject([{ kind: "ReturnChosen", player: { kind: "TriggeringPlayer" } }]);
  });

  it("CS1035: a chosen return names a permanent its player controls", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("At the beginning of your upkeep, return a creature to its owner's hand.") }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toContain("you control");
  });
});

describe("104.2b / 104.3e: 'you win the game', 'that player loses the game'; 410.11 'if N or more … cards are in your graveyard'", () => {
  it("Mortal Combat's line: an intervening 'if' counting the graveyard, then 'you win the game'", () => {
    const line = "At the beginning of your upkeep, if twenty or more creature cards are in your graveyard, you win the game.";
    const original = expectRoundTrip(card(line, "Enchantment"), { "2007": line, current: line });
    const ability = original.ast.cards[0].abilities[0];
    expect(ability).toMatchObject({ kind: "Triggered", interveningIf: { kind: "CardsInGraveyard", atLeast: 20, filter: { types: ["Creature"], zone: "graveyard" } } });
    expect(ability.kind === "Triggered" ? ability.body.effects : undefined).toMatchObject([{ kind: "GameResult", result: "win", player: { kind: "You" } }]);
  });

  it("'that player loses the game' (Phage the Untouchable) and 'you lose the game'", () => {
    expect(effectsOf("Whenever Test Card deals combat damage to a player, that player loses the game.")).toMatchObject([{ kind: "GameResult", result: "lose", player: { kind: "TriggeringPlayer" } }]);
    expect(effectsOf("When Test Card comes into play, you lose the game.", "When Test Card enters the battlefield, you lose the game.")).toMatchObject([{ kind: "GameResult", result: "lose", player: { kind: "You" } }]);
    // "loses N life" is still the life family's.
    expect(effectsOf("Whenever Test Card deals combat damage to a player, that player loses 2 life.")).toMatchObject([{ kind: "LoseLife" }]);
  });
});

describe("'loses half his or her life, rounded up' (Quietus Spike): 2007 'his or her', current 'their'", () => {
  it("parses to LoseHalfLife and prints in both wordings", () => {
    const effects = effectsOf(
      "Whenever equipped creature deals combat damage to a player, that player loses half his or her life, rounded up.",
      "Whenever equipped creature deals combat damage to a player, that player loses half their life, rounded up.",
      "Artifact — Equipment\n  Equip {3}",
    );
    expect(effects).toMatchObject([{ kind: "LoseHalfLife", player: { kind: "TriggeringPlayer" }, rounding: "up" }]);
  });
});
