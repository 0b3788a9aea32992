/**
 * "Whenever ~ becomes the target of a spell or ability an opponent controls" (Ashenmoor Liege), played through cards
 * compiled from their text: it triggers as the spell or ability is put on the stack with its targets (409.1c),
 * once per spell or ability, and "that player" is its controller.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  liege: `card "Test Liege"\n  cost {1}{B}{R}\n  type Creature — Elemental Knight\n  4/4\n  Whenever Test Liege becomes the target of a spell or ability an opponent controls, that player loses 4 life.\n`,
  ward: `card "Test Ward"\n  cost {1}{B}\n  type Creature — Illusion\n  2/2\n  When Test Ward becomes the target of a spell, sacrifice it.\n`,
  pinger: `card "Test Pinger"\n  cost {R}\n  type Creature — Goblin\n  1/1\n  {T}: Test Pinger deals 1 damage to target creature or player.\n`,
};

const folder = temporaryFolder("rules-410-becomes-target");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("becomes the target of a spell or ability", () => {
  it("410.1: an opponent's spell targeting it triggers it ('that player': the spell's controller), and the trigger resolves before the spell", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain"] }, { play: ["Test Liege"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p2", "play", "Test Liege")]] });
    passAll(game); // p2's trigger is on top of Shock
    expect(game.player("p1").life).toBe(16);
    expect(game.stack().map((item) => item.description)).toEqual(["Shock"]);
  });

  it("410.1: an opponent's activated ability triggers it too; its controller's own spell doesn't ('an opponent controls')", () => {
    const game = table({ play: ["Test Pinger"] }, { hand: ["Shock"], play: ["Mountain", "Test Liege"] }, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Test Pinger"), ability: 0, targets: [[find(game, "p2", "play", "Test Liege")]] });
    passAll(game);
    expect(game.player("p1").life).toBe(16);
    const own = table({}, { hand: ["Shock"], play: ["Mountain", "Test Liege"] }, { cards, activePlayer: 1 });
    ok(own, { kind: "cast", player: "p2", card: find(own, "p2", "hand", "Shock"), targets: [[find(own, "p2", "play", "Test Liege")]] });
    passAll(own);
    expect([own.player("p1").life, own.player("p2").life]).toEqual([20, 20]);
  });

  it("410.1: 'of a spell' is spells only: an ability targeting it doesn't trigger it", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain", "Test Pinger"] }, { play: ["Test Ward", "Test Ward"] }, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Test Pinger"), ability: 0, targets: [[find(game, "p2", "play", "Test Ward")]] });
    expect(game.stack().length).toBe(1);
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p2", "play", "Test Ward", 1)]] });
    expect(game.stack().length).toBe(2);
  });
});
