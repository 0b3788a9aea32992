/**
 * The fuzzer's own parts, without the engine: seeded decks, and the invariant checker catching each kind of
 * violation on a hand-built fake game (a checker that never fires would make a clean fuzz run meaningless).
 */
import { describe, expect, it } from "vitest";
import type { Game, PlayerView } from "../../runtime/api.js";
import type { ObjectView, PlayerId, Zone } from "../../runtime/definition.js";
import { buildDeck, checkInvariants, distribution, randomSetup, Rng, setupCardCounts } from "./fuzz-harness.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";

describe("seeded decks", () => {
  it("a deck has 40 cards, 17 basic lands, at most 4 of each nonland card, and lands of every colour it needs", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const deck = buildDeck(referenceRegistry, new Rng(seed));
      expect(deck).toHaveLength(40);
      const lands = deck.filter((name) => referenceRegistry.get(name)?.types.includes("Land"));
      expect(lands).toHaveLength(17);
      const counts = new Map<string, number>();
      for (const name of deck) counts.set(name, (counts.get(name) ?? 0) + 1);
      for (const [name, count] of counts) if (!lands.includes(name)) expect(count, name).toBeLessThanOrEqual(4);
      const landColors = new Set(lands.map((name) => referenceRegistry.get(name)?.subtypes[0]));
      const needed = new Map([["W", "Plains"], ["U", "Island"], ["B", "Swamp"], ["R", "Mountain"], ["G", "Forest"]]);
      for (const name of deck) {
        const cost = referenceRegistry.get(name)?.manaCost;
        if (!cost) continue;
        for (const [color, land] of needed) if (cost[color as "W"] > 0) expect(landColors.has(land), `${name} needs ${land}`).toBe(true);
      }
    }
  });

  it("a pool limits the nonland cards; an unknown name in it is a clear error", () => {
    const deck = buildDeck(referenceRegistry, new Rng(5), { pool: ["Jace Beleren", "Shock", "Hill Giant", "Ornithopter", "Millstone", "Lava Axe"] });
    const nonlands = deck.filter((name) => !referenceRegistry.get(name)?.types.includes("Land"));
    expect(new Set(nonlands)).toEqual(new Set(["Jace Beleren", "Shock", "Hill Giant", "Ornithopter", "Millstone", "Lava Axe"]));
    expect(() => buildDeck(referenceRegistry, new Rng(5), { pool: ["Black Lotus"] })).toThrow(/"Black Lotus", which is not in the card registry/);
  });

  it("the same seed gives the same setup, another seed another", () => {
    expect(JSON.stringify(randomSetup(referenceRegistry, 7).players)).toBe(JSON.stringify(randomSetup(referenceRegistry, 7).players));
    expect(JSON.stringify(randomSetup(referenceRegistry, 7).players)).not.toBe(JSON.stringify(randomSetup(referenceRegistry, 8).players));
  });

  it("a setup deals 7 cards to hand and 33 to the library", () => {
    const setup = randomSetup(referenceRegistry, 3);
    for (const player of setup.players) {
      expect(player.hand).toHaveLength(7);
      expect(player.library).toHaveLength(33);
    }
    expect([...setupCardCounts(setup)[0].values()].reduce((a, b) => a + b, 0)).toBe(40);
  });

  it("distribution gives min, median, p90 and max", () => {
    expect(distribution([5, 1, 3, 2, 4, 6, 7, 8, 9, 10])).toEqual({ min: 1, median: 6, p90: 10, max: 10 });
    expect(distribution([])).toEqual({ min: 0, median: 0, p90: 0, max: 0 });
  });
});

// A fake game over a table of objects: just enough of the Game API for the checker.
function view(id: string, name: string, owner: PlayerId, zone: Zone, extra: Partial<ObjectView> = {}): ObjectView {
  return {
    id, name, owner, controller: owner, zone, token: false, types: [], supertypes: [], subtypes: [], colors: [],
    power: null, toughness: null, loyalty: null, keywords: [], counters: {}, tapped: false, damage: 0, manaValue: 0,
    ...extra,
  };
}

function fakeGame(objects: ObjectView[], zones: Map<string, string[]>, life = 20, actor: PlayerId = "p1"): Game {
  const players: PlayerView[] = ["p1", "p2"].map((id, index) => ({ id, name: `P${index}`, life, poison: 0, lost: false, manaPool: {} }));
  const byId = new Map(objects.map((object) => [object.id, object]));
  const game: Partial<Game> = {
    players: () => players,
    zone: (player, zone) => zones.get(`${player}:${zone}`) ?? [],
    object: (id) => byId.get(id),
    stack: () => [],
    isOver: () => false,
    pendingDecision: () => null,
    legalActions: () => [{ kind: "pass", player: "p1" }],
    priorityPlayer: () => actor,
  };
  return game as Game;
}

describe("the invariant checker finds each kind of violation", () => {
  const cards = [new Map([["Grizzly Bears", 1], ["Jace Beleren", 1]]), new Map<string, number>()];
  const bears = view("o1", "Grizzly Bears", "p1", "play", { types: ["Creature"], power: 2, toughness: 2 });
  const jace = view("o2", "Jace Beleren", "p1", "play", {
    types: ["Planeswalker"], subtypes: ["Jace"], loyalty: 3, counters: { loyalty: 3 },
  });

  it("a sound state has no violations", () => {
    const game = fakeGame([bears, jace], new Map([["p1:play", ["o1", "o2"]]]));
    expect(checkInvariants(game, { cards })).toEqual([]);
  });

  it("an object in two zones, and a missing card", () => {
    const game = fakeGame([bears, jace], new Map([["p1:play", ["o1"]], ["p1:graveyard", ["o1"]]]));
    expect(checkInvariants(game, { cards }).join("\n")).toContain("o1 is in two zones");
    const missing = fakeGame([bears, jace], new Map([["p1:play", ["o1"]]]));
    expect(checkInvariants(missing, { cards }).join("\n")).toContain("owns 1 cards in play and on the stack, but 2 of the cards they started with are not elsewhere");
  });

  it("706: a permanent copying another card bears its name in play; outside play every card has its own", () => {
    const clone = [new Map([["Clone", 1]]), new Map<string, number>()];
    const copying = view("o1", "Grizzly Bears", "p1", "play", { types: ["Creature"], power: 2, toughness: 2 });
    expect(checkInvariants(fakeGame([copying], new Map([["p1:play", ["o1"]]])), { cards: clone })).toEqual([]);
    const renamed = view("o1", "Grizzly Bears", "p1", "graveyard", { types: ["Creature"], power: 2, toughness: 2 });
    expect(checkInvariants(fakeGame([renamed], new Map([["p1:graveyard", ["o1"]]])), { cards: clone }).join("\n")).toContain('owns 1 "Grizzly Bears" outside play, started with 0');
  });

  it("negative counters and a planeswalker with 0 loyalty while a player has priority", () => {
    const hurt = { ...bears, counters: { "+1/+1": -1 } };
    const empty = { ...jace, loyalty: 0, counters: { loyalty: 0 } };
    const game = fakeGame([hurt, empty], new Map([["p1:play", ["o1", "o2"]]]));
    const found = checkInvariants(game, { cards }).join("\n");
    expect(found).toContain("has -1 +1/+1 counters");
    expect(found).toContain("Jace Beleren) is in play with loyalty 0");
  });

  it("lethal damage, shared planeswalker types, and 0 life", () => {
    const dead = { ...bears, damage: 2 };
    const otherJace = { ...jace, id: "o3" };
    const twice = [new Map([["Grizzly Bears", 1], ["Jace Beleren", 2]]), new Map<string, number>()];
    const game = fakeGame([dead, jace, otherJace], new Map([["p1:play", ["o1", "o2", "o3"]]]), 0);
    const found = checkInvariants(game, { cards: twice }).join("\n");
    expect(found).toContain("lethal damage 2");
    expect(found).toContain("212.9c: o2 and o3 share the planeswalker type Jace");
    expect(found).toContain("has 0 life and has not lost");
  });

  it("an action listed for a player who is not the one to act", () => {
    const game = fakeGame([bears, jace], new Map([["p1:play", ["o1", "o2"]]]), 20, "p2");
    expect(checkInvariants(game, { cards }).join("\n")).toContain("legalActions() lists an action of p1 while p2 must act");
  });

  it("indestructible creatures may keep lethal damage", () => {
    const sturdy = { ...bears, damage: 5, keywords: ["Indestructible" as const] };
    const game = fakeGame([sturdy, jace], new Map([["p1:play", ["o1", "o2"]]]));
    expect(checkInvariants(game, { cards })).toEqual([]);
  });
});
