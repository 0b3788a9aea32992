/**
 * The layers of 418.5 (2007) that lands becoming creatures, Mirror Entity and Clone exercise, as
 * runtime/continuous.ts applies them: layer 1 copy effects (418.5a: the copiable values are the printed values,
 * or what the original itself copies; never counters or other effects), layer 4 type-changing effects (212.1b:
 * new card types replace the old; 212.1c: "still a land" and "becomes an artifact creature" keep them), layer 5
 * colour, and 205.2 filters that require two card types ("artifact creatures") read after layer 4.
 */
import { describe, expect, it } from "vitest";
import { createGame, restoreGame } from "../../runtime/game.js";
import type { Game } from "../../runtime/api.js";
import { createRegistry, defineCard, type CardDefinition, type ManaCost, type TargetSpec } from "../../runtime/definition.js";
import { hasSubtype } from "../../runtime/continuous.js";
import { objectsMatching } from "../../runtime/effects.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, engineFor, find, ok, passAll, setupOf, stateOf } from "./engine-helpers.js";

const mana = (m: Partial<ManaCost>): ManaCost => ({ generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0, ...m });
const targetPermanent: TargetSpec = { min: 1, max: 1, players: false, objects: {} };

function instant(name: string, text: string, resolve: NonNullable<CardDefinition["spell"]>["resolve"]): CardDefinition {
  return defineCard({
    name,
    manaCost: mana({ U: 1 }),
    colors: ["U"],
    supertypes: [],
    types: ["Instant"],
    subtypes: [],
    keywords: [],
    abilities: [],
    spell: { text, targets: [targetPermanent], resolve },
    text: [text],
  });
}

/** Faerie Conclave's effect on a target: "becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land." */
const conclave = instant("Test Conclave", "Target land becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land.", (ctx) =>
  ctx.becomeCreature(ctx.targets(0), { power: 2, toughness: 1, types: ["Creature"], subtypes: ["Faerie"], colors: ["U"], keywords: ["Flying"], stillTypes: ["Land"] }, "untilEndOfTurn"),
);
/** Without "It's still a …": the new card types replace the old (212.1b). */
const frog = instant("Test Frog", "Target permanent becomes a 1/1 green Frog creature until end of turn.", (ctx) =>
  ctx.becomeCreature(ctx.targets(0), { power: 1, toughness: 1, types: ["Creature"], subtypes: ["Frog"], colors: ["G"] }, "untilEndOfTurn"),
);
/** Chimeric Staff's shape: "becomes an X/X Construct artifact creature" keeps the prior types (212.1c). */
const construct = instant("Test Construct", "Target permanent becomes a 3/3 Construct artifact creature until end of turn.", (ctx) =>
  ctx.becomeCreature(ctx.targets(0), { power: 3, toughness: 3, types: ["Artifact", "Creature"], subtypes: ["Construct"] }, "untilEndOfTurn"),
);
/** Mirror Entity's effect on one target: "becomes 4/4 and gains all creature types". */
const mirror = instant("Test Mirror", "Target permanent becomes 4/4 and gains all creature types until end of turn.", (ctx) =>
  ctx.becomeCreature(ctx.targets(0), { power: 4, toughness: 4, allCreatureTypes: true }, "untilEndOfTurn"),
);
/** Clone: "As Test Clone comes into play, you may choose a creature in play. If you do, it comes into play as a copy of that creature." */
const clone = defineCard({
  name: "Test Clone",
  manaCost: mana({ generic: 3, U: 1 }),
  colors: ["U"],
  supertypes: [],
  types: ["Creature"],
  subtypes: ["Shapeshifter"],
  power: 0,
  toughness: 0,
  keywords: [],
  abilities: [
    {
      kind: "replacement",
      text: "As Test Clone comes into play, you may choose a creature in play. If you do, Test Clone comes into play as a copy of that creature.",
      event: "entersPlay",
      effectsOnly: false,
      applies: (event, ctx) => event.object === ctx.self,
      apply: (event, ctx) => ({
        kind: event.kind,
        object: event.object,
        controller: event.controller,
        counters: event.counters,
        tapped: event.tapped,
        byEffect: event.byEffect,
        x: event.x,
        copyOf: ctx.chooseToCopy(event.controller, { types: ["Creature"] }, event.object) ?? event.copyOf,
      }),
    },
  ],
  text: ["As Test Clone comes into play, you may choose a creature in play. If you do, Test Clone comes into play as a copy of that creature."],
});
const cards = createRegistry([...referenceCards, conclave, frog, construct, mirror, clone]);

function cast(game: Game, name: string, target?: string): void {
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", name), targets: target === undefined ? [] : [[target]] });
  passAll(game);
}

const islands = (n: number) => Array.from({ length: n }, () => "Island");

describe("212.1c, 418.5 layers 4, 5 and 6b: one effect, one timestamp, all its layers", () => {
  it("\"It's still a land.\": a land becomes a 2/1 blue Faerie land creature with flying, and a land again at cleanup", () => {
    const game = createGame(setupOf({ play: ["Island", "Forest"], hand: ["Test Conclave"] }, {}, { cards }));
    const forest = find(game, "p1", "play", "Forest");
    cast(game, "Test Conclave", forest);
    const v = game.object(forest)!;
    expect(v.types).toEqual(["Land", "Creature"]);
    expect(v.subtypes).toEqual(["Forest", "Faerie"]);
    expect(v.colors).toEqual(["U"]);
    expect(v.keywords).toContain("Flying");
    expect([v.power, v.toughness]).toEqual([2, 1]);
    advance(game, (g) => g.turnNumber() === 4);
    const after = game.object(forest)!;
    expect(after.types).toEqual(["Land"]);
    expect(after.subtypes).toEqual(["Forest"]);
    expect(after.colors).toEqual([]);
    expect(after.power).toBeNull();
  });

  it("212.1b: without 'still a …' the new card type replaces the old, and subtypes of types it lost go", () => {
    const game = createGame(setupOf({ play: ["Island", "Island", "Forest", "Ornithopter"], hand: ["Test Frog", "Test Frog"] }, {}, { cards }));
    const forest = find(game, "p1", "play", "Forest");
    const ornithopter = find(game, "p1", "play", "Ornithopter");
    cast(game, "Test Frog", forest);
    expect(game.object(forest)!.types).toEqual(["Creature"]);
    expect(game.object(forest)!.subtypes).toEqual(["Frog"]);
    expect(game.object(forest)!.colors).toEqual(["G"]);
    cast(game, "Test Frog", ornithopter);
    const v = game.object(ornithopter)!;
    expect(v.types).toEqual(["Creature"]); // no longer an artifact
    expect(v.subtypes).toEqual(["Frog"]); // a creature type named replaces the creature types (Thopter)
    expect(v.keywords).toContain("Flying"); // abilities are not types: it keeps them
  });

  it("212.1c: 'becomes an … artifact creature' keeps the prior card types and subtypes", () => {
    const game = createGame(setupOf({ play: ["Island", "Forest"], hand: ["Test Construct"] }, {}, { cards }));
    const forest = find(game, "p1", "play", "Forest");
    cast(game, "Test Construct", forest);
    const v = game.object(forest)!;
    expect(v.types).toEqual(["Land", "Artifact", "Creature"]);
    expect(v.subtypes).toEqual(["Forest", "Construct"]);
    expect([v.power, v.toughness]).toEqual([3, 3]);
  });

  it("layer 4: 'gains all creature types' (Mirror Entity) gives every creature type and no land type", () => {
    const game = createGame(setupOf({ play: ["Island", "Grizzly Bears"], hand: ["Test Mirror"] }, {}, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    cast(game, "Test Mirror", bears);
    const v = game.object(bears)!;
    expect([v.power, v.toughness]).toEqual([4, 4]);
    expect(hasSubtype(v, "Goblin")).toBe(true);
    expect(hasSubtype(v, "Faerie")).toBe(true);
    expect(hasSubtype(v, "Forest")).toBe(false);
    const e = engineFor(stateOf(game), { cards });
    expect(objectsMatching(e, { types: ["Creature"], subtypes: ["Goblin"] })).toEqual([bears]);
  });

  it("a type-changing effect survives a snapshot (its fields are validated)", () => {
    const game = createGame(setupOf({ play: ["Island", "Forest"], hand: ["Test Conclave"] }, {}, { cards }));
    const forest = find(game, "p1", "play", "Forest");
    cast(game, "Test Conclave", forest);
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards);
    expect(restored.object(forest)).toEqual(game.object(forest));
    const bad = JSON.parse(JSON.stringify(game.snapshot()));
    bad.state.effects[bad.state.effects.length - 1].setColors = ["purple"];
    expect(() => restoreGame(bad, cards)).toThrow(/setColors/);
  });
});

describe("205.2: a filter requiring two card types reads the types after layer 4", () => {
  it("'artifact creatures' matches an artifact creature, and a land only while it is an artifact creature too", () => {
    const game = createGame(setupOf({ play: ["Island", "Forest", "Ornithopter", "Grizzly Bears", "Millstone"], hand: ["Test Construct"] }, {}, { cards }));
    const forest = find(game, "p1", "play", "Forest");
    const ornithopter = find(game, "p1", "play", "Ornithopter");
    const artifactCreatures = () => objectsMatching(engineFor(stateOf(game), { cards }), { types: ["Creature"], requiredTypes: ["Artifact"] }).sort();
    expect(artifactCreatures()).toEqual([ornithopter]);
    cast(game, "Test Construct", forest);
    expect(artifactCreatures()).toEqual([forest, ornithopter].sort());
  });
});

describe("418.5a layer 1: copy effects", () => {
  it("a Clone copies the printed values of what it copies, not its counters nor the effects on it", () => {
    const game = createGame(setupOf({ play: [...islands(5), { card: "Serra Angel", counters: { "+1/+1": 2 } }], hand: ["Test Clone", "Test Mirror"] }, {}, { cards }));
    const angel = find(game, "p1", "play", "Serra Angel");
    cast(game, "Test Mirror", angel);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Clone"), targets: [] });
    passAll(game);
    expect(game.pendingDecision()?.kind).toBe("copy");
    answer(game, [angel]);
    const copy = find(game, "p1", "play", "Serra Angel", 1);
    const v = game.object(copy)!;
    expect(v.name).toBe("Serra Angel");
    expect([v.power, v.toughness]).toEqual([4, 4]);
    expect(v.keywords).toEqual(expect.arrayContaining(["Flying", "Vigilance"]));
    expect(v.counters).toEqual({});
    expect(hasSubtype(v, "Goblin")).toBe(false); // the original's 'all creature types' is an effect, not copied
  });

  it("copy effects are copiable: a Clone of a Clone of Grizzly Bears is Grizzly Bears, and a snapshot keeps what it copies", () => {
    const game = createGame(setupOf({ play: [...islands(8), "Grizzly Bears"], hand: ["Test Clone", "Test Clone"] }, {}, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Clone"), targets: [] });
    passAll(game);
    answer(game, [bears]);
    const first = find(game, "p1", "play", "Grizzly Bears", 1);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Clone"), targets: [] });
    passAll(game);
    answer(game, [first]);
    const second = find(game, "p1", "play", "Grizzly Bears", 2);
    expect([game.object(second)!.power, game.object(second)!.toughness]).toEqual([2, 2]);
    // A snapshot keeps what a copy copies.
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards);
    expect(restored.object(second)!.name).toBe("Grizzly Bears");
  });

  it("choosing nothing, the Clone comes into play as itself, a 0/0 that the state-based actions put into the graveyard", () => {
    const game = createGame(setupOf({ play: [...islands(4), "Grizzly Bears"], hand: ["Test Clone"] }, {}, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Clone"), targets: [] });
    passAll(game);
    answer(game, []);
    expect(find(game, "p1", "graveyard", "Test Clone")).toBeDefined();
  });

  it("a snapshot whose copy names a card not in the registry is refused", () => {
    const game = createGame(setupOf({ play: [...islands(4), "Grizzly Bears"], hand: ["Test Clone"] }, {}, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Clone"), targets: [] });
    passAll(game);
    answer(game, [find(game, "p1", "play", "Grizzly Bears")]);
    const bad = JSON.parse(JSON.stringify(game.snapshot()));
    const record = bad.state.objects.find((o: { copyOf?: unknown } | null) => o !== null && o.copyOf !== undefined);
    record.copyOf.card = "No Such Card";
    expect(() => restoreGame(bad, cards)).toThrow(/No Such Card/);
  });
});
