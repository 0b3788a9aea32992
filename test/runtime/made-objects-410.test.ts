/**
 * "it", "that creature", "those creatures", "them" after a sentence that put objects into play without naming them
 * (grammar: `MadeRef`; runtime: `EffectContext.made`): the objects that sentence made as the spell or ability
 * resolved, and, in a delayed triggered ability it creates (410 of 2007: "Remove it from the game at end of turn."),
 * those same objects when it resolves, through a snapshot, while each is still the same object in play (217.1c: a
 * permanent that left play and came back is a new object the delayed ability doesn't find).
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import type { PlayerId } from "../../runtime/definition.js";
import { restoreGame } from "../../runtime/game.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, answer, atStep, find, names, ok, passAll, stateOf, table } from "./engine-helpers.js";

// The corpus's printed texts (Giantbaiting without conspire, so that no decision of its own is asked).
const CARDS: Record<string, string> = {
  giantbaiting: `card "Giantbaiting"\n  cost {2}{R/G}\n  type Sorcery\n  Put a 4/4 red and green Giant Warrior creature token with haste into play. Remove it from the game at end of turn.\n`,
  soulstoke:
    `card "Incandescent Soulstoke"\n  cost {2}{R}\n  type Creature — Elemental Shaman\n  2/2\n  Other Elemental creatures you control get +1/+1.\n` +
    `  {1}{R}, {T}: You may put an Elemental creature card from your hand into play. That creature gains haste until end of turn. Sacrifice it at end of turn.\n`,
  mastery:
    `card "Elemental Mastery"\n  cost {3}{R}\n  type Enchantment — Aura\n  Enchant creature\n` +
    `  Enchanted creature has "{T}: Put X 1/1 red Elemental creature tokens with haste into play, where X is this creature's power. Remove them from the game at end of turn."\n`,
  flamekin: `card "Test Flamekin"\n  cost {3}{R}\n  type Creature — Elemental Warrior\n  3/3\n`,
};

const compiled = compiledWithReference("made-objects-410", CARDS);
const cards = () => compiled.registry;

function resolveStack(game: Game): void {
  for (let i = 0; i < 10 && game.stack().length > 0 && game.pendingDecision() === null; i++) passAll(game);
}

const tokensOf = (game: Game, player: PlayerId) => stateOf(game).objects.filter((o) => o !== null && o.alive && o.zone === "play" && o.token !== null && o.controller === player);

describe("410: a delayed triggered ability acts on the objects its creating resolution put into play unnamed", () => {
  it("Giantbaiting: the token it made comes into play with haste, and is removed from the game at end of turn (through a snapshot)", () => {
    const game = table({ hand: ["Giantbaiting"], play: ["Mountain", "Mountain", "Forest"] }, {}, { cards: cards() });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Giantbaiting"), targets: [] });
    resolveStack(game);
    expect(names(game, "p1", "play")).toContain("Giant Warrior");
    expect(stateOf(game).delayedTriggers?.[0]?.made).toHaveLength(1);
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards());
    for (const g of [game, restored]) {
      advance(g, atStep("endOfTurn"));
      expect(g.stack()).toHaveLength(1);
      resolveStack(g);
      expect(names(g, "p1", "play")).not.toContain("Giant Warrior");
      expect(tokensOf(g, "p1")).toHaveLength(0);
    }
  });

  it("Incandescent Soulstoke: 'That creature gains haste … Sacrifice it at end of turn.' names the card put into play, not the Soulstoke", () => {
    const game = table({ hand: ["Test Flamekin"], play: ["Incandescent Soulstoke", "Mountain", "Mountain"] }, {}, { cards: cards() });
    const soulstoke = find(game, "p1", "play", "Incandescent Soulstoke");
    ok(game, { kind: "activate", player: "p1", object: soulstoke, ability: 1 });
    passAll(game);
    if (game.pendingDecision()?.kind === "may") answer(game, ["yes"]);
    if (game.pendingDecision() !== null) answer(game, [find(game, "p1", "hand", "Test Flamekin")]);
    resolveStack(game);
    const flamekin = find(game, "p1", "play", "Test Flamekin");
    expect(game.object(flamekin)?.keywords).toContain("Haste");
    expect(game.object(flamekin)?.power).toBe(4); // the Soulstoke's +1/+1 for other Elementals
    advance(game, atStep("endOfTurn"));
    resolveStack(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Flamekin"]);
    expect(names(game, "p1", "play")).toContain("Incandescent Soulstoke");
  });

  it("Incandescent Soulstoke declined: nothing was put into play, so 'that creature' and 'it' name nothing and nothing is sacrificed", () => {
    const game = table({ hand: ["Test Flamekin"], play: ["Incandescent Soulstoke", "Mountain", "Mountain"] }, {}, { cards: cards() });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Incandescent Soulstoke"), ability: 1 });
    passAll(game);
    expect(game.pendingDecision()?.kind).toBe("may");
    answer(game, ["no"]);
    resolveStack(game);
    expect(names(game, "p1", "hand")).toEqual(["Test Flamekin"]);
    advance(game, atStep("endOfTurn"));
    resolveStack(game);
    expect(names(game, "p1", "play")).toContain("Incandescent Soulstoke");
    expect(names(game, "p1", "graveyard")).toEqual([]);
  });

  it("Elemental Mastery: the granted ability's X tokens are removed from the game at end of turn (the delayed ability's code is the granting card's, 418.5a)", () => {
    const game = table({ hand: ["Elemental Mastery"], play: ["Hill Giant", "Mountain", "Mountain", "Mountain", "Mountain"] }, {}, { cards: cards() });
    const giant = find(game, "p1", "play", "Hill Giant");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Elemental Mastery"), targets: [[giant]] });
    resolveStack(game);
    expect(game.attachedTo(find(game, "p1", "play", "Elemental Mastery"))).toBe(giant);
    // The ability the Aura grants: numbered after the creature's own (Hill Giant has none).
    ok(game, { kind: "activate", player: "p1", object: giant, ability: 0 });
    resolveStack(game);
    expect(tokensOf(game, "p1")).toHaveLength(3); // X = Hill Giant's power
    advance(game, atStep("endOfTurn"));
    expect(game.stack()).toHaveLength(1);
    resolveStack(game);
    expect(tokensOf(game, "p1")).toHaveLength(0);
    expect(names(game, "p1", "play")).toContain("Hill Giant");
  });
});
