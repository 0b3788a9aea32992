/**
 * Triggers on tapping for mana, played through cards compiled from their text: "Whenever enchanted land is tapped
 * for mana, its controller adds {G}{G} to his or her mana pool." (406 of 2007: triggered by a mana ability, with no
 * target, adding mana: a mana ability itself, resolved at once without the stack) and "Whenever a player taps a land
 * for mana, ~ deals 1 damage to that player." (no mana: an ordinary triggered ability, on the stack). A land tapped by
 * its mana ability and a land tapped to pay a cost automatically are both tapped for mana.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { MANA_COLORS } from "../../runtime/state.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, passAll, stateOf, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";
import type { Game } from "../../runtime/api.js";

const CARDS: Record<string, string> = {
  overgrowth: `card "Test Overgrowth"\n  cost {U}\n  type Enchantment — Aura\n  Enchant land\n  Whenever enchanted land is tapped for mana, its controller adds {G}{G} to his or her mana pool.\n`,
  barbs: `card "Test Barbs"\n  cost {3}{R}\n  type Enchantment\n  Whenever a player taps a land for mana, Test Barbs deals 1 damage to that player.\n`,
};

const folder = temporaryFolder("rules-406-triggered-mana");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const green = (game: Game, p: "p1" | "p2") => stateOf(game).players.find((x) => x.id === p)!.pool[MANA_COLORS.indexOf("G")];

describe("406: triggered mana abilities", () => {
  it("406: tapping the enchanted land for mana adds {G}{G} more at once, without the stack", () => {
    const game = table({ hand: ["Test Overgrowth"], play: ["Island", "Forest"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Overgrowth"), targets: [[find(game, "p1", "play", "Forest")]] });
    passAll(game);
    expect(game.object(find(game, "p1", "play", "Test Overgrowth"))).toBeDefined();
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Forest"), ability: 0 });
    expect(game.stack()).toEqual([]);
    expect(green(game, "p1")).toBe(3);
  });

  it("406: paying a cost with the enchanted land taps it for mana too: the extra mana stays in the pool", () => {
    const game = table({ hand: ["Test Overgrowth", "Grizzly Bears"], play: ["Island", "Forest", "Forest"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Overgrowth"), targets: [[find(game, "p1", "play", "Forest", 1)]] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Grizzly Bears"), targets: [] });
    // {1}{G}: both Forests tapped, the enchanted one among them.
    expect(green(game, "p1")).toBe(2);
  });

  it("410.1: a trigger on tapping for mana that adds no mana goes on the stack ('that player': who tapped the land)", () => {
    const game = table({ play: ["Mountain"] }, { play: ["Test Barbs"] }, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Mountain"), ability: 0 });
    expect(game.stack().length).toBe(1);
    passAll(game);
    expect(game.player("p1").life).toBe(19);
    expect(game.player("p2").life).toBe(20);
  });
});
