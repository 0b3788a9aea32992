/**
 * bench/coverage-games.ts, the "(d) cast in a game" measure of the coverage benchmark: a card that plays is
 * reported as played, a card the engine chokes on is reported with its seed, and a card the prepared game can't
 * cast is reported as such — so the benchmark's figure can fall, not only rise. The prepared situations give a
 * card what the rules need for it to be cast, by legal play only: a spell to counter, an attacking creature, kin.
 */
import { describe, expect, it } from "vitest";
import { cardGameSetup, gamesUnavailable, playCard } from "../../bench/coverage-games.js";
import { createRegistry, defineCard, type CardDefinition } from "../../runtime/index.js";
import { referenceCards, referenceRegistry } from "../runtime/fixtures/reference-cards.js";

const shock = referenceRegistry.get("Shock")!;

/** Shock with a resolution that throws: what a broken compiled card or an engine bug looks like from outside. */
const brokenBolt: CardDefinition = defineCard({
  ...shock,
  name: "Broken Bolt",
  text: ["Broken Bolt deals 2 damage to target creature or player."],
  spell: { ...shock.spell!, resolve: () => { throw new Error("resolve exploded"); } },
});

/** A sorcery that needs a target artifact card in a graveyard: nothing in the prepared game is one. */
const graveRobber: CardDefinition = defineCard({
  ...shock,
  name: "Grave Robber",
  types: ["Sorcery"],
  text: ["Return target artifact card in a graveyard to play."],
  spell: { ...shock.spell!, targets: [{ min: 1, max: 1, players: false, objects: { types: ["Artifact"], zone: "graveyard" } }] },
});

/** "Counter target spell.": castable only while a spell is on the stack (Bob's, in his turn). */
const quash: CardDefinition = defineCard({
  ...shock,
  name: "Quash",
  types: ["Instant"],
  text: ["Counter target spell."],
  spell: { text: "Counter target spell.", targets: [{ min: 1, max: 1, players: false, objects: { zone: "stack" } }], resolve: (ctx) => ctx.counter(ctx.targets(0)) },
});

/** "… target attacking creature.": castable only in combat (Bob's attack). */
const ambushBolt: CardDefinition = defineCard({
  ...shock,
  name: "Ambush Bolt",
  text: ["Ambush Bolt deals 2 damage to target attacking creature."],
  spell: { ...shock.spell!, targets: [{ min: 1, max: 1, players: false, objects: { types: ["Creature"], combat: "attacking" } }] },
});

/** Five {W/U} hybrid symbols: the prepared game's lands pay each with one of its colours. */
const hybridBears: CardDefinition = defineCard({
  ...referenceRegistry.get("Grizzly Bears")!,
  name: "Hybrid Bears",
  colors: ["W", "U"],
  manaCost: { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0, hybrid: Array.from({ length: 5 }, () => ({ colors: ["W", "U"] as ("W" | "U")[] })) },
});

/** A Goblin, and a Goblin tribal sorcery that needs a Goblin card in a graveyard: its kin are in the prepared game. */
const testGoblin: CardDefinition = defineCard({ ...referenceRegistry.get("Grizzly Bears")!, name: "Test Goblin", subtypes: ["Goblin"] });
const goblinRite: CardDefinition = defineCard({
  ...shock,
  name: "Goblin Rite",
  types: ["Tribal", "Sorcery"],
  subtypes: ["Goblin"],
  text: ["Return target Goblin card from your graveyard to your hand."],
  spell: { ...shock.spell!, targets: [{ min: 1, max: 1, players: false, objects: { subtypes: ["Goblin"], zone: "graveyard" } }], resolve: () => {} },
});

describe("coverage games", () => {
  it("a card that plays is cast first and counted as played", () => {
    expect(playCard(referenceRegistry, "Shock", [1, 2])).toEqual({ kind: "played" });
    expect(playCard(referenceRegistry, "Grizzly Bears", [1])).toEqual({ kind: "played" });
    expect(playCard(referenceRegistry, "Forest", [1])).toEqual({ kind: "played" });
  });
  it("the prepared game pays the cost: the card is in hand and its lands are in play", () => {
    const setup = cardGameSetup(referenceRegistry, "Nicol Bolas, Planeswalker", 3);
    expect(setup.players[0].hand!.map((entry) => entry.card)).toContain("Nicol Bolas, Planeswalker");
    const lands = setup.players[0].play!.map((entry) => entry.card);
    expect(lands.filter((card) => card === "Swamp").length).toBeGreaterThanOrEqual(2);
    expect(lands).toContain("Island");
    expect(lands).toContain("Mountain");
  });
  it("an exception in the game is an engine error, with its seed", () => {
    const registry = createRegistry([...referenceCards, brokenBolt]);
    const outcome = playCard(registry, "Broken Bolt", [1, 2]);
    expect(outcome).toMatchObject({ kind: "engineError", seed: 1 });
    expect(outcome.kind === "engineError" && outcome.message).toContain("resolve exploded");
  });
  it("a card the prepared game gives no way to cast is not counted as played", () => {
    const registry = createRegistry([...referenceCards, graveRobber]);
    expect(playCard(registry, "Grave Robber", [1])).toMatchObject({ kind: "notCastable" });
  });
  it("a counterspell is cast in answer to the opponent's spell, a trick for an attacking creature in the opponent's attack", () => {
    const registry = createRegistry([...referenceCards, quash, ambushBolt]);
    expect(playCard(registry, "Quash", [1, 2])).toEqual({ kind: "played" });
    expect(playCard(registry, "Ambush Bolt", [1, 2])).toEqual({ kind: "played" });
  });
  it("hybrid symbols are paid by lands of their colours; a tribal spell finds its kin", () => {
    const registry = createRegistry([...referenceCards, hybridBears, testGoblin, goblinRite]);
    const lands = cardGameSetup(registry, "Hybrid Bears", 1).players[0].play!.map((entry) => entry.card);
    expect(lands.filter((card) => card === "Plains" || card === "Island").length).toBeGreaterThanOrEqual(5);
    expect(playCard(registry, "Hybrid Bears", [1])).toEqual({ kind: "played" });
    expect(playCard(registry, "Goblin Rite", [1])).toEqual({ kind: "played" });
  });
  it("without compiled basic lands no game is played, and the benchmark says why", () => {
    expect(gamesUnavailable(referenceRegistry)).toBeUndefined();
    expect(gamesUnavailable(createRegistry(referenceCards.filter((card) => card.name !== "Island")))).toMatch(/Island did not compile/);
  });
});
