/**
 * 410.11 (2007) intervening "if" clauses, checked as the ability triggers and again as it resolves
 * (runtime/intervening-if.ts), through evoke's triggered ability (runtime/keyword-triggers.ts): played for its
 * evoke cost, the creature is sacrificed; played for its mana cost, the ability doesn't trigger at all; and if the
 * condition no longer holds on resolution, the ability does nothing.
 */
import { describe, expect, it } from "vitest";
import { createGame, restoreGame } from "../../runtime/game.js";
import { createRegistry, defineCard, type CardDefinition } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, setupOf } from "./engine-helpers.js";

const evoker: CardDefinition = defineCard({
  name: "Test Evoker",
  manaCost: { generic: 3, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 },
  colors: [],
  supertypes: [],
  types: ["Creature"],
  subtypes: [],
  power: 2,
  toughness: 2,
  keywords: ["Evoke"],
  evoke: { generic: 1, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 },
  abilities: [],
  text: ["Evoke {1}"],
});

const cards = createRegistry([...referenceCards, evoker]);

describe("410.11 intervening 'if': evoke", () => {
  it("played for its evoke cost: the trigger goes on the stack and sacrifices it", () => {
    const game = createGame(setupOf({ hand: ["Test Evoker"], play: ["Forest"] }, {}, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Evoker"), alternativeCost: "evoke" });
    passAll(game); // resolves: it comes into play, evoke triggers
    expect(game.stack()).toHaveLength(1);
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Evoker"]);
  });

  it("played for its mana cost: the condition is false as the event happens, so it doesn't trigger", () => {
    const game = createGame(setupOf({ hand: ["Test Evoker"], play: ["Forest", "Forest", "Forest"] }, {}, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Evoker") });
    passAll(game);
    expect(game.stack()).toHaveLength(0);
    expect(names(game, "p1", "play")).toContain("Test Evoker");
  });

  it("the condition no longer holding on resolution: removed from the stack, it does nothing", () => {
    const game = createGame(setupOf({ hand: ["Test Evoker"], play: ["Forest"] }, {}, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Evoker"), alternativeCost: "evoke" });
    passAll(game);
    expect(game.stack()).toHaveLength(1);
    // The same game with the permanent's record no longer saying its evoke cost was paid.
    const snapshot = JSON.parse(JSON.stringify(game.snapshot()));
    const permanent = find(game, "p1", "play", "Test Evoker");
    delete snapshot.state.objects[Number(permanent.slice(1))].paid;
    const changed = restoreGame(snapshot, cards);
    passAll(changed);
    expect(names(changed, "p1", "play")).toContain("Test Evoker");
    expect(changed.log().some((event) => event.kind === "triggerRemoved" && String(event.reason).startsWith("410.11"))).toBe(true);
  });

  it("an evoke cost is refused for a card that has none", () => {
    const game = createGame(setupOf({ hand: ["Grizzly Bears"], play: ["Forest", "Forest"] }, {}, { cards }));
    const result = game.submit({ kind: "cast", player: "p1", card: find(game, "p1", "hand", "Grizzly Bears"), alternativeCost: "evoke" });
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error).toContain("has no evoke cost");
  });
});
