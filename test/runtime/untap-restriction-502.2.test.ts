/**
 * 502.2 (2007): in the untap step the active player untaps all their permanents — except those a static ability
 * says "doesn't untap during its controller's untap step" (runtime/definition.ts `CombatRestriction` kind
 * "doesntUntap", asked through continuous.ts `restrictionsOn` by runtime/turn.ts). Hand-written static abilities as
 * compiled cards give them: the card itself ("~ doesn't untap during your untap step.") and every creature
 * ("Creatures don't untap …", so the restriction is asked of each player's permanents in that player's step).
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { createRegistry, defineCard, type CardDefinition, type StaticObjectSet } from "../../runtime/definition.js";
import { restoreGame } from "../../runtime/game.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, table } from "./engine-helpers.js";

function withDoesntUntap(name: string, types: CardDefinition["types"], affected: StaticObjectSet): CardDefinition {
  return defineCard({
    name,
    manaCost: { generic: 2, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 },
    colors: [],
    supertypes: [],
    types,
    subtypes: [],
    ...(types.includes("Creature") ? { power: 2, toughness: 2 } : {}),
    keywords: [],
    abilities: [{ kind: "static", text: name, effect: { affected, restrictions: [{ kind: "doesntUntap" }] } }],
    text: [name],
  });
}

const cards = createRegistry([
  ...referenceCards,
  withDoesntUntap("Sleepy Golem", ["Creature"], { kind: "Ref", ref: { kind: "Self" } }),
  withDoesntUntap("Frozen Field", ["Enchantment"], { kind: "Each", filter: () => ({ types: ["Creature"] }) }),
]);

const tapped = (game: Game, player: "p1" | "p2", name: string): boolean => game.object(find(game, player, "play", name))!.tapped;

describe("502.2: a permanent that doesn't untap during its controller's untap step", () => {
  it("stays tapped through its controller's untap step while the other tapped permanents untap", () => {
    const game = table({ play: [{ card: "Sleepy Golem", tapped: true }, { card: "Grizzly Bears", tapped: true }, { card: "Mountain", tapped: true }] }, {}, { cards, step: "endOfTurn", activePlayer: 1 });
    advance(game, atStep("upkeep", 4));
    expect(game.activePlayer()).toBe("p1");
    expect(tapped(game, "p1", "Sleepy Golem")).toBe(true);
    expect(tapped(game, "p1", "Grizzly Bears")).toBe(false);
    expect(tapped(game, "p1", "Mountain")).toBe(false);
  });

  it("holds each player's affected permanents in that player's own untap step, and nothing it does not name", () => {
    const game = table(
      { play: ["Frozen Field", { card: "Grizzly Bears", tapped: true }, { card: "Mountain", tapped: true }] },
      { play: [{ card: "Hill Giant", tapped: true }, { card: "Forest", tapped: true }] },
      { cards, step: "endOfTurn", activePlayer: 0 },
    );
    advance(game, atStep("upkeep", 4));
    expect(game.activePlayer()).toBe("p2");
    expect(tapped(game, "p2", "Hill Giant")).toBe(true);
    expect(tapped(game, "p2", "Forest")).toBe(false);
    advance(game, atStep("upkeep", 5));
    expect(tapped(game, "p1", "Grizzly Bears")).toBe(true);
    expect(tapped(game, "p1", "Mountain")).toBe(false);
  });

  it("an untapped permanent with the restriction stays untapped, and a snapshot keeps the restriction", () => {
    const game = table({ play: ["Sleepy Golem", { card: "Sleepy Golem", tapped: true }] }, {}, { cards, step: "endOfTurn", activePlayer: 1 });
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards);
    advance(restored, atStep("upkeep", 4));
    expect(restored.object(find(restored, "p1", "play", "Sleepy Golem", 0))!.tapped).toBe(false);
    expect(restored.object(find(restored, "p1", "play", "Sleepy Golem", 1))!.tapped).toBe(true);
  });
});
