/**
 * 104.2b / 104.3e (2007): an effect may state that a player wins or loses the game; and 410.11's intervening "if"
 * about a graveyard's count ("if twenty or more creature cards are in your graveyard", Mortal Combat), played
 * through cards compiled from their text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, many, ok, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  combat: `card "Test Combat"\n  cost {2}{B}{B}\n  type Enchantment\n  At the beginning of your upkeep, if twenty or more creature cards are in your graveyard, you win the game.\n`,
  spike: `card "Test Spiker"\n  cost {1}{B}\n  type Creature — Zombie\n  2/2\n  Whenever Test Spiker deals combat damage to a player, that player loses half his or her life, rounded up.\n`,
  phage: `card "Test Phage"\n  cost {3}{B}{B}{B}{B}\n  type Creature — Minion\n  4/4\n  Whenever Test Phage deals combat damage to a player, that player loses the game.\n`,
};

const folder = temporaryFolder("rules-covb2-game-result");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("104.2b / 104.3e: effects that win or lose the game", () => {
  it("410.11 + 104.2b: with twenty creature cards in your graveyard the upkeep trigger wins the game (lands don't count)", () => {
    const game = table({ play: ["Test Combat"], graveyard: many("Grizzly Bears", 20) }, {}, { cards, step: "cleanup", activePlayer: 1, turnNumber: 2 });
    advance(game, (g) => g.isOver() || g.step() === "draw");
    expect(game.isOver()).toBe(true);
    expect(game.winner()).toBe("p1");
  });

  it("410.11: nineteen creature cards and a land: the ability doesn't trigger", () => {
    const game = table({ play: ["Test Combat"], graveyard: [...many("Grizzly Bears", 19), "Swamp"] }, {}, { cards, step: "cleanup", activePlayer: 1, turnNumber: 2 });
    advance(game, (g) => g.isOver() || g.step() === "draw");
    expect(game.isOver()).toBe(false);
    expect(game.log().some((entry) => entry.kind === "lose")).toBe(false);
  });

  it("104.3e: 'that player loses the game' after combat damage: the player dealt damage loses, the game ends", () => {
    const game = table({ play: ["Test Phage"] }, {}, { cards });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Test Phage"), defender: "p2" }] });
    advance(game, (g) => g.isOver() || g.step() === "endOfCombat");
    expect(game.player("p2").life).toBe(16);
    expect(game.isOver()).toBe(true);
    expect(game.winner()).toBe("p1");
  });
});

describe("'loses half his or her life, rounded up' (Quietus Spike)", () => {
  it("410.1: after 2 combat damage from 15 life, the player loses half of 13 rounded up (7): 6 life", () => {
    const game = table({ play: ["Test Spiker"] }, { life: 15 }, { cards });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Test Spiker"), defender: "p2" }] });
    advance(game, (g) => g.isOver() || g.step() === "endOfCombat");
    expect(game.player("p2").life).toBe(6);
  });
});
