/**
 * Shadowmoor's -1/-1 counter triggers, played through cards compiled from their text: "Whenever a -1/-1 counter is
 * placed on a creature" (410.1: once per counter placed, by any effect, the counters a permanent comes into play
 * with included), and the intervening "if it had a -1/-1 counter on it" (410.11: the creature as it last existed
 * in play, 413.2a).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  defenses: `card "Test Defenses"\n  cost {4}{G}\n  type Enchantment\n  Whenever a -1/-1 counter is placed on a creature, you gain 1 life.\n`,
  blowfly: `card "Test Blowfly"\n  cost {2}{B}\n  type Enchantment\n  Whenever a creature is put into a graveyard from play, if it had a -1/-1 counter on it, you gain 5 life.\n`,
  wither: `card "Test Wither"\n  cost {B}\n  type Sorcery\n  Put two -1/-1 counters on target creature.\n`,
  plus: `card "Test Growth"\n  cost {G}\n  type Sorcery\n  Put a +1/+1 counter on target creature.\n`,
};

const folder = temporaryFolder("rules-410-counter-triggers");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

/** Passes priority until the stack is empty, ordering simultaneous triggers as offered. */
function resolveAll(game: Game): void {
  for (let i = 0; i < 20; i++) {
    const decision = game.pendingDecision();
    if (decision !== null) answer(game, [decision.options[0] as string]);
    else if (game.stack().length > 0) ok(game, { kind: "pass", player: game.priorityPlayer()! });
    else return;
  }
}

describe("-1/-1 counter triggers", () => {
  it("410.1: 'Whenever a -1/-1 counter is placed on a creature' triggers once per counter; other counters don't trigger it", () => {
    const game = table({ hand: ["Test Wither", "Test Growth"], play: ["Swamp", "Forest", "Test Defenses", "Hill Giant"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Growth"), targets: [[find(game, "p1", "play", "Hill Giant")]] });
    resolveAll(game);
    expect(game.player("p1").life).toBe(20);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Wither"), targets: [[find(game, "p1", "play", "Hill Giant")]] });
    resolveAll(game);
    expect(game.player("p1").life).toBe(22);
  });

  it("410.11: 'if it had a -1/-1 counter on it' reads the creature as it last existed in play; one without doesn't trigger it", () => {
    const game = table({ hand: ["Test Wither", "Shock"], play: ["Swamp", "Mountain", "Test Blowfly", "Grizzly Bears", "Grizzly Bears"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    resolveAll(game);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Shock"]);
    expect(game.player("p1").life).toBe(20);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Wither"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    resolveAll(game);
    expect(names(game, "p1", "play")).not.toContain("Grizzly Bears");
    expect(game.player("p1").life).toBe(25);
  });
});
