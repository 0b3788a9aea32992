/**
 * "When you cycle ~ or it's put into a graveyard from play, …" (Alara Reborn's Sojourners; current "… or it dies"):
 * the trigger-cycle family's `orPutIntoGraveyardFromPlay`. 410.1: one triggered ability whose trigger event is either
 * of two; it triggers once for each event that happens (cycling, from a hand; the permanent going from play to a
 * graveyard, seen as it last existed in play, 410.10c), and not on other zone changes. Grammar round trip in both
 * wordings, the validation error (CS2037), the compiled trigger data, then behaviour through compiled cards.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { checkCardSources } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, logKinds, names, ok, passAll, table } from "./engine-helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const CARDS: Record<string, string> = {
  sojourner: `card "Test Sojourner"\n  cost {3}{W}\n  type Creature — Human Soldier\n  2/2\n  When you cycle Test Sojourner or it's put into a graveyard from play, you gain 2 life.\n  Cycling {1}{W}\n`,
  recall: `card "Test Recall"\n  cost {U}\n  type Instant\n  Return target creature to its owner's hand.\n`,
  offering: `card "Test Offering"\n  cost {B}\n  type Instant\n  Target player sacrifices a creature.\n`,
};

const compiled = compiledWithReference("trigger-cycle-or-dies-410.1", CARDS);

const triggers = (game: Game) => logKinds(game, "trigger").length;

describe("410.1: 'When you cycle ~ or it's put into a graveyard from play'", () => {
  it("parses and prints back in both wordings: 'or it dies' for a creature, '… from the battlefield' otherwise", () => {
    expectRoundTrip(CARDS.sojourner, {
      "2007": "When you cycle Test Sojourner or it's put into a graveyard from play, you gain 2 life.",
      current: "When you cycle Test Sojourner or it dies, you gain 2 life.",
    });
    const relic = `card "Test Relic"\n  cost {3}\n  type Artifact\n  {T}: Add {1} to your mana pool.\n  When you cycle Test Relic or it's put into a graveyard from play, draw a card.\n  Cycling {2}\n`;
    expectRoundTrip(relic, {
      "2007": "When you cycle Test Relic or it's put into a graveyard from play, draw a card.",
      current: "When you cycle Test Relic or it's put into a graveyard from the battlefield, draw a card.",
    });
  });

  it("CS2037: on an instant, the second event could never happen: reported at the trigger, with what to do", () => {
    const text = `card "T"\n  cost {W}\n  type Instant\n  Draw a card.\n  Cycling {2}\n  When you cycle T or it's put into a graveyard from play, you gain 2 life.\n`;
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS2037", 6, 3]]);
    expect(diagnostics[0].message).toContain("never in play");
  });

  it("compiles to one trigger whose data names both events", async () => {
    const { code, diagnostics } = await compileCardSource(CARDS.sojourner, "sojourner.card");
    expect(diagnostics).toEqual([]);
    expect(code).toContain('trigger: { kind: "cyclesSelfOrPutIntoGraveyardFromPlay" }');
  });

  it("410.1: cycling it triggers the ability once; it resolves before the cycling draw", () => {
    const game = table({ play: ["Plains", "Plains"], hand: ["Test Sojourner"], library: ["Forest"] }, {}, { cards: compiled.registry });
    const card = find(game, "p1", "hand", "Test Sojourner");
    ok(game, { kind: "activate", player: "p1", object: card, ability: 1 });
    expect(triggers(game)).toBe(1);
    passAll(game);
    expect(game.player("p1").life).toBe(22);
    expect(names(game, "p1", "hand")).toEqual([]);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Forest"]);
    expect(triggers(game)).toBe(1);
  });

  it("410.1, 410.10c: put into a graveyard from play (destroyed by lethal damage, or sacrificed), it triggers once", () => {
    const game = table({ play: ["Test Sojourner"] }, { play: ["Mountain", "Swamp"], hand: ["Shock", "Test Offering"] }, { cards: compiled.registry, activePlayer: 1 });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[find(game, "p1", "play", "Test Sojourner")]] });
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Sojourner"]);
    expect(triggers(game)).toBe(1);
    passAll(game);
    expect(game.player("p1").life).toBe(22);
    expect(game.stack()).toEqual([]);
  });

  it("a sacrifice is a going to the graveyard from play too", () => {
    const game = table({ play: ["Test Sojourner"] }, { play: ["Swamp"], hand: ["Test Offering"] }, { cards: compiled.registry, activePlayer: 1 });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Offering"), targets: [["p1"]] });
    passAll(game);
    expect(triggers(game)).toBe(1);
    passAll(game);
    expect(game.player("p1").life).toBe(22);
  });

  it("another zone change (returned to its owner's hand) is neither event: nothing triggers", () => {
    const game = table({ play: ["Test Sojourner"] }, { play: ["Island"], hand: ["Test Recall"] }, { cards: compiled.registry, activePlayer: 1 });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Recall"), targets: [[find(game, "p1", "play", "Test Sojourner")]] });
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Test Sojourner"]);
    expect(triggers(game)).toBe(0);
    expect(game.player("p1").life).toBe(20);
  });
});
