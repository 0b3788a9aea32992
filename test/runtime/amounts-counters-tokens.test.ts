/**
 * Amounts worked out as the effect happens (608.2h of today's rules, 2007's 413.2: a spell's or ability's numbers
 * are determined as it resolves), counters removed, and a life total doubled. Played through cards compiled from
 * their text (real cards' sentences on test cards whose costs any land pays).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  // Harpoon Sniper's "where X is", as a sorcery: X counted as it resolves, not as it is cast.
  sniper: `card "Test Sniper Shot"\n  cost {1}\n  type Instant\n  Test Sniper Shot deals X damage to target creature, where X is the number of creatures you control.\n`,
  // Beacon of Immortality's first sentence.
  beacon: `card "Test Beacon"\n  cost {1}\n  type Instant\n  Double target player's life total.\n`,
  // Witherscale Wurm's "remove all -1/-1 counters from it", on a target.
  cleanse: `card "Test Cleanse"\n  cost {1}\n  type Instant\n  Remove all -1/-1 counters from target creature.\n`,
  // Dusk Urchins' "draw a card for each -1/-1 counter on it" after it died.
  urchins: `card "Test Urchins"\n  cost {1}\n  type Creature — Ouphe\n  4/4\n  When Test Urchins is put into a graveyard from play, draw a card for each -1/-1 counter on it.\n`,
};

const folder = temporaryFolder("amounts");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

/** Passes until the stack is empty (triggered abilities included). */
function resolveAll(game: ReturnType<typeof table>): void {
  for (let i = 0; i < 10 && game.stack().length > 0; i++) passAll(game);
  expect(game.stack()).toEqual([]);
}

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("amounts counted as the effect happens", () => {
  it("413.2: 'where X is the number of creatures you control' is counted on resolution (a creature lost in between counts no more)", () => {
    const game = table({ hand: ["Test Sniper Shot", "Shock"], play: ["Mountain", "Mountain", "Grizzly Bears", "Ornithopter", "Hill Giant"] }, { play: ["Serra Angel"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Sniper Shot"), targets: [[find(game, "p2", "play", "Serra Angel")]] });
    // In response, Alice's own Shock kills her Ornithopter: three creatures when cast, two as it resolves.
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p1", "play", "Ornithopter")]] });
    resolveAll(game);
    expect(game.object(find(game, "p2", "play", "Serra Angel"))!.damage).toBe(2);
  });

  it("413.2a: 'for each -1/-1 counter on it' after it died reads its last known counters", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain", { card: "Test Urchins", counters: { "-1/-1": 2 } }] }, {}, { cards });
    const hand = game.zone("p1", "hand").length;
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p1", "play", "Test Urchins")]] });
    resolveAll(game);
    // Shock left the hand; two cards drawn for the two counters.
    expect(game.zone("p1", "hand").length).toBe(hand - 1 + 2);
  });
});

describe("counters removed", () => {
  it("'Remove all -1/-1 counters from target creature.': every counter of that kind, the others stay", () => {
    const game = table({ hand: ["Test Cleanse"], play: ["Plains", { card: "Serra Angel", counters: { "-1/-1": 3, "+1/+1": 1 } }] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Cleanse"), targets: [[find(game, "p1", "play", "Serra Angel")]] });
    resolveAll(game);
    const angel = game.object(find(game, "p1", "play", "Serra Angel"))!;
    expect(angel.counters).toEqual({ "+1/+1": 1 });
    expect([angel.power, angel.toughness]).toEqual([5, 5]);
  });
});

describe("a life total doubled", () => {
  it("Beacon of Immortality: 7 becomes 14 (a gain of 7)", () => {
    const game = table({ hand: ["Test Beacon"], play: ["Plains"] }, { life: 7 }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Beacon"), targets: [["p2"]] });
    resolveAll(game);
    expect(game.player("p2").life).toBe(14);
  });

  it("a life total stops at 2^53 − 1 (runtime/life.ts LIFE_BOUND): doubled past it, it stays an exact integer, never Infinity", () => {
    const game = table({ hand: ["Test Beacon"], play: ["Plains"] }, { life: 2 ** 52 + 3 }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Beacon"), targets: [["p2"]] });
    resolveAll(game);
    expect(game.player("p2").life).toBe(Number.MAX_SAFE_INTEGER);
    expect(game.log().filter((event) => event.kind === "life").at(-1)).toMatchObject({ change: Number.MAX_SAFE_INTEGER - (2 ** 52 + 3) });
  });
});
