/**
 * 410 (2007): delayed triggered abilities (runtime/delayed.ts). A resolving spell creates one; it waits in the
 * state as plain data (through a snapshot), triggers once at its moment ("at end of turn": the next end of turn
 * step; "at the beginning of the next turn's upkeep": a later turn's upkeep, never this turn's), is controlled by
 * the creating spell's controller, and refers to what the spell referred to.
 */
import { describe, expect, it } from "vitest";
import { createGame, restoreGame } from "../../runtime/game.js";
import { createRegistry, defineCard, type CardDefinition } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, names, ok, passAll, setupOf, stateOf } from "./engine-helpers.js";

const noCost = { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 };

function instant(name: string, more: Partial<CardDefinition>): CardDefinition {
  return defineCard({ name, manaCost: noCost, colors: [], supertypes: [], types: ["Instant"], subtypes: [], keywords: [], abilities: [], text: [], ...more });
}

/** "Draw a card at the beginning of the next turn's upkeep." as the codegen writes it. */
const later = instant("Test Later", {
  spell: { text: "Draw a card at the beginning of the next turn's upkeep.", targets: [], resolve: (ctx) => ctx.delay("nextUpkeep", 0) },
  delayed: [{ text: "Draw a card at the beginning of the next turn's upkeep.", resolve: (ctx) => ctx.draw(ctx.controller, 1) }],
});

/** "Destroy target creature at end of turn." */
const doom = instant("Test Doom", {
  spell: {
    text: "Destroy target creature at end of turn.",
    targets: [{ min: 1, max: 1, players: false, objects: { types: ["Creature"] } }],
    resolve: (ctx) => ctx.delay("endOfTurn", 0),
  },
  delayed: [{ text: "Destroy target creature at end of turn.", resolve: (ctx) => ctx.destroy(ctx.targets(0) as string[]) }],
});

const cards = createRegistry([...referenceCards, later, doom]);

describe("410 delayed triggered abilities", () => {
  it("'at the beginning of the next turn's upkeep' waits for the next turn, triggers once, for the spell's controller", () => {
    const game = createGame(setupOf({ hand: ["Test Later"], library: ["Island", "Island", "Island"] }, { library: ["Forest", "Forest", "Forest"] }, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Later") });
    passAll(game);
    expect(stateOf(game).delayedTriggers).toHaveLength(1);
    // Through a snapshot: the delayed trigger is plain data.
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards);
    const turn = game.turnNumber();
    for (const g of [game, restored]) {
      advance(g, atStep("upkeep", turn + 1));
      expect(g.stack().map((item) => [item.controller, item.description])).toEqual([["p1", "Test Later: Draw a card at the beginning of the next turn's upkeep."]]);
      passAll(g);
      expect(names(g, "p1", "hand")).toEqual(["Island"]);
      expect(stateOf(g).delayedTriggers ?? []).toHaveLength(0);
      advance(g, atStep("upkeep", turn + 2));
      expect(g.stack()).toHaveLength(0); // once only
    }
  });

  it("'at end of turn' triggers at this turn's end of turn step and refers to the spell's target", () => {
    const game = createGame(setupOf({ hand: ["Test Doom"], play: ["Grizzly Bears"] }, {}, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Doom"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(names(game, "p1", "play")).toEqual(["Grizzly Bears"]);
    advance(game, atStep("endOfTurn"));
    expect(game.stack()).toHaveLength(1);
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Doom", "Grizzly Bears"]);
  });

  it("a delayed trigger never counts as targeting: its creation's target gone, it still resolves and does nothing to it", () => {
    const game = createGame(setupOf({ hand: ["Test Doom", "Lightning Bolt"], play: ["Grizzly Bears", "Mountain"] }, {}, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Doom"), targets: [[bears]] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [[bears]] });
    passAll(game);
    advance(game, atStep("endOfTurn"));
    passAll(game);
    expect(game.log().some((event) => event.kind === "resolve" && String(event.description).startsWith("Test Doom: Destroy"))).toBe(true);
    expect(game.log().filter((event) => event.kind === "countered")).toHaveLength(0);
  });
});
