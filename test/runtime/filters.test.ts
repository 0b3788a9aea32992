/**
 * The one matcher of an object filter's composed parts (runtime/filters.ts), by rule: colour (203.2), subtypes
 * and supertypes (205.3, 205.4), power and toughness after the layers (208, 418.5), converted mana cost (202.3),
 * keyword abilities as the object has them now (502), tapped and untapped (217.2), attacking and blocking
 * creatures (506.3, 509.1), and who controls it. The same matcher serves object queries (`objectsMatching`),
 * target choices and their legality on resolution (409.1c, 413.2a), and filter-based continuous effects.
 */
import { describe, expect, it } from "vitest";
import { createRegistry, defineCard, type CardDefinition, type CardType, type Color, type Keyword, type ObjectFilter, type Supertype, type TargetSpec } from "../../runtime/definition.js";
import { objectsMatching } from "../../runtime/effects.js";
import { isLegalTarget, targetOptions } from "../../runtime/stack.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, engineFor, find, ok, stateOf, table, withEffects } from "./engine-helpers.js";
import type { Game, GameSnapshot } from "../../runtime/api.js";
import { restoreGame } from "../../runtime/game.js";

function permanent(
  name: string,
  o: { colors?: Color[]; types?: CardType[]; subtypes?: string[]; supertypes?: Supertype[]; power?: number; toughness?: number; keywords?: Keyword[]; generic?: number },
): CardDefinition {
  const types = o.types ?? ["Creature"];
  return defineCard({
    name,
    manaCost: { generic: o.generic ?? 2, W: 0, U: 0, B: (o.colors ?? []).includes("B") ? 1 : 0, R: 0, G: 0, x: 0 },
    colors: o.colors ?? [],
    supertypes: o.supertypes ?? [],
    types,
    subtypes: o.subtypes ?? [],
    power: types.includes("Creature") ? (o.power ?? 2) : undefined,
    toughness: types.includes("Creature") ? (o.toughness ?? 2) : undefined,
    keywords: o.keywords ?? [],
    abilities: [],
    text: [],
  });
}

const cards = createRegistry([
  ...referenceCards,
  permanent("Black Goblin", { colors: ["B"], subtypes: ["Goblin", "Warrior"], power: 1, toughness: 1 }),
  permanent("Green Elf", { colors: ["G"], subtypes: ["Elf"], power: 2, toughness: 3 }),
  permanent("White Bird", { colors: ["W"], subtypes: ["Bird"], power: 1, toughness: 4, keywords: ["Flying"] }),
  permanent("Iron Golem", { types: ["Artifact", "Creature"], subtypes: ["Golem"], power: 4, toughness: 4, generic: 5 }),
  permanent("Black Idol", { colors: ["B"], types: ["Artifact"], generic: 3 }),
  permanent("Legend of Night", { colors: ["B"], supertypes: ["Legendary"], subtypes: ["Zombie"], power: 5, toughness: 5 }),
  permanent("Black-Green Ooze", { colors: ["B", "G"], subtypes: ["Ooze"] }),
]);

function setup(p1: string[], p2: string[] = []): Game {
  return table({ play: p1 }, { play: p2 }, { cards });
}

/** The names of the permanents a filter matches now. */
function matching(game: Game, filter: ObjectFilter): string[] {
  const e = engineFor(stateOf(game), { cards });
  return objectsMatching(e, filter).map((id) => game.object(id)!.name).sort();
}

describe("203.2 colour: a filter's colours and their negations", () => {
  it('"black creature" is a creature with black among its colours; "nonblack" is one without', () => {
    const game = setup(["Black Goblin", "Green Elf", "Iron Golem", "Black Idol"]);
    expect(matching(game, { types: ["Creature"], colors: ["B"] })).toEqual(["Black Goblin"]);
    expect(matching(game, { types: ["Creature"], excludedColors: ["B"] })).toEqual(["Green Elf", "Iron Golem"]);
  });

  it('"nonartifact, nonblack creature" (Terror): a colourless artifact creature and a black creature are both left out', () => {
    const game = setup(["Black Goblin", "Green Elf", "Iron Golem"]);
    expect(matching(game, { types: ["Creature"], excludedTypes: ["Artifact"], excludedColors: ["B"] })).toEqual(["Green Elf"]);
  });

  it('"multicolored" is two or more colours, "monocolored" exactly one, "colorless" none (203.2)', () => {
    const game = setup(["Black Goblin", "Black-Green Ooze", "Iron Golem", "Forest"]);
    expect(matching(game, { colorCount: "multicolored" })).toEqual(["Black-Green Ooze"]);
    expect(matching(game, { types: ["Creature"], colorCount: "monocolored" })).toEqual(["Black Goblin"]);
    expect(matching(game, { types: ["Creature"], colorCount: "colorless" })).toEqual(["Iron Golem"]);
    expect(matching(game, { colorCount: "colorless" })).toEqual(["Forest", "Iron Golem"]);
    expect(matching(game, { colorCount: "multicolored", colors: ["G"] })).toEqual(["Black-Green Ooze"]);
  });

  it('"red or green" is any one of the colours', () => {
    const game = setup(["Black Goblin", "Green Elf", "White Bird"]);
    expect(matching(game, { colors: ["R", "G", "W"] })).toEqual(["Green Elf", "White Bird"]);
  });
});

describe("205.3, 205.4 subtypes and supertypes", () => {
  it('"Goblin creatures" and "non-Elf creature" read the subtypes (each word after the dash is one)', () => {
    const game = setup(["Black Goblin", "Green Elf", "Grizzly Bears"]);
    expect(matching(game, { types: ["Creature"], subtypes: ["Goblin"] })).toEqual(["Black Goblin"]);
    expect(matching(game, { subtypes: ["Warrior"] })).toEqual(["Black Goblin"]);
    expect(matching(game, { types: ["Creature"], excludedSubtypes: ["Elf"] })).toEqual(["Black Goblin", "Grizzly Bears"]);
  });

  it('"basic land" is a land with the basic supertype; "legendary" and "nonlegendary" likewise', () => {
    const game = setup(["Swamp", "Legend of Night", "Black Goblin"]);
    expect(matching(game, { types: ["Land"], supertypes: ["Basic"] })).toEqual(["Swamp"]);
    expect(matching(game, { types: ["Creature"], supertypes: ["Legendary"] })).toEqual(["Legend of Night"]);
    expect(matching(game, { types: ["Creature"], excludedSupertypes: ["Legendary"] })).toEqual(["Black Goblin"]);
  });
});

describe("208, 202.3 power, toughness and converted mana cost comparisons", () => {
  it('"with power 2 or less" and "with toughness 4 or greater" read the printed values when no effect applies', () => {
    const game = setup(["Black Goblin", "Green Elf", "White Bird", "Iron Golem", "Legend of Night"]);
    expect(matching(game, { types: ["Creature"], compare: [{ stat: "power", atMost: 2 }] })).toEqual(["Black Goblin", "Green Elf", "White Bird"]);
    expect(matching(game, { types: ["Creature"], compare: [{ stat: "toughness", atLeast: 4 }] })).toEqual(["Iron Golem", "Legend of Night", "White Bird"]);
  });

  it("418.5: the comparison reads power after continuous effects (layer 6c): a pumped creature no longer has power 2 or less", () => {
    const game = setup(["Black Goblin", "Green Elf"]);
    const goblin = find(game, "p1", "play", "Black Goblin");
    const pumped = withEffects(stateOf(game), { objects: [goblin], power: 3, toughness: 3 });
    const e = engineFor(pumped, { cards });
    expect(objectsMatching(e, { types: ["Creature"], compare: [{ stat: "power", atMost: 2 }] })).toEqual([find(game, "p1", "play", "Green Elf")]);
    expect(objectsMatching(e, { types: ["Creature"], compare: [{ stat: "power", atLeast: 4 }] })).toEqual([goblin]);
  });

  it("a noncreature has no power: \"with power 2 or less\" is false of an artifact", () => {
    const game = setup(["Black Idol", "Black Goblin"]);
    expect(matching(game, { compare: [{ stat: "power", atMost: 2 }] })).toEqual(["Black Goblin"]);
  });

  it('"with converted mana cost 3 or greater" reads the mana cost (202.3)', () => {
    const game = setup(["Black Goblin", "Iron Golem", "Black Idol"]);
    expect(matching(game, { compare: [{ stat: "manaValue", atLeast: 4 }] })).toEqual(["Black Idol", "Iron Golem"]);
  });
});

describe("502 keyword abilities as the object has them now", () => {
  it('"with flying" / "without flying"; a creature that gained flying (layer 5) has it', () => {
    const game = setup(["White Bird", "Green Elf"]);
    expect(matching(game, { types: ["Creature"], keywords: ["Flying"] })).toEqual(["White Bird"]);
    expect(matching(game, { types: ["Creature"], excludedKeywords: ["Flying"] })).toEqual(["Green Elf"]);
    const elf = find(game, "p1", "play", "Green Elf");
    const state = withEffects(stateOf(game), { objects: [elf], keywords: ["Flying"] });
    expect(objectsMatching(engineFor(state, { cards }), { types: ["Creature"], keywords: ["Flying"] })).toHaveLength(2);
  });
});

describe("217.2 tapped and untapped; 506.3, 509.1 attacking and blocking creatures", () => {
  it('"tapped" and "untapped" read the permanent\'s status', () => {
    const game = table({ play: [{ card: "Green Elf", tapped: true }, "Black Goblin"] }, {}, { cards });
    expect(matching(game, { types: ["Creature"], tapped: true })).toEqual(["Green Elf"]);
    expect(matching(game, { types: ["Creature"], tapped: false })).toEqual(["Black Goblin"]);
  });

  it('"attacking", "blocking" and "attacking or blocking" name the creatures in the combat in progress, and none outside combat', () => {
    const game = setup(["Green Elf", "Black Goblin"], ["White Bird", "Iron Golem"]);
    expect(matching(game, { combat: "attackingOrBlocking" })).toEqual([]);
    advance(game, atStep("declareAttackers"));
    const elf = find(game, "p1", "play", "Green Elf");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: elf, defender: "p2" }] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "pass", player: "p2" });
    const bird = find(game, "p2", "play", "White Bird");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: bird, attacker: elf }] });
    expect(matching(game, { combat: "attacking" })).toEqual(["Green Elf"]);
    expect(matching(game, { combat: "blocking" })).toEqual(["White Bird"]);
    expect(matching(game, { combat: "attackingOrBlocking" })).toEqual(["Green Elf", "White Bird"]);
  });
});

describe("controllers: \"you don't control\", \"an opponent controls\"", () => {
  it("controllerNot leaves out the player's permanents; a list of controllers is any of them", () => {
    const game = setup(["Green Elf"], ["Black Goblin", "White Bird"]);
    expect(matching(game, { types: ["Creature"], controllerNot: "p1" })).toEqual(["Black Goblin", "White Bird"]);
    expect(matching(game, { types: ["Creature"], controller: ["p2"] })).toEqual(["Black Goblin", "White Bird"]);
  });
});

describe("409.1c, 413.2a targets: the same matcher chooses and re-checks", () => {
  const terror: TargetSpec = { min: 1, max: 1, players: false, objects: { types: ["Creature"], excludedTypes: ["Artifact"], excludedColors: ["B"] } };

  it("a black creature and an artifact creature are not offered as targets of a nonartifact, nonblack creature spec", () => {
    const game = setup(["Black Goblin", "Iron Golem"], ["Green Elf"]);
    const e = engineFor(stateOf(game), { cards });
    const source = find(game, "p1", "play", "Black Goblin");
    expect(targetOptions(e, terror, source, "p1")).toEqual([find(game, "p2", "play", "Green Elf")]);
  });

  it("a target that became tapped is no longer a legal target of an untapped-creature spec (413.2a)", () => {
    const game = table({ play: ["Black Goblin"] }, { play: [{ card: "Green Elf", tapped: true }] }, { cards });
    const e = engineFor(stateOf(game), { cards });
    const elf = find(game, "p2", "play", "Green Elf");
    const source = find(game, "p1", "play", "Black Goblin");
    expect(isLegalTarget(e, { min: 1, max: 1, players: false, objects: { types: ["Creature"], tapped: false } }, elf, source, "p1")).toBe(false);
    expect(isLegalTarget(e, { min: 1, max: 1, players: false, objects: { types: ["Creature"], tapped: true } }, elf, source, "p1")).toBe(true);
  });

  it('"target opponent": only the controller\'s opponents are offered, and the controller is not a legal choice', () => {
    const game = setup(["Black Goblin"]);
    const e = engineFor(stateOf(game), { cards });
    const source = find(game, "p1", "play", "Black Goblin");
    const spec: TargetSpec = { min: 1, max: 1, players: true, opponents: true };
    expect(targetOptions(e, spec, source, "p1")).toEqual(["p2"]);
    expect(isLegalTarget(e, spec, "p1", source, "p1")).toBe(false);
  });
});

describe("418 a filter-based continuous effect applies by the composed parts too", () => {
  it("a grant to black creatures reaches the black creature only", () => {
    const game = setup(["Black Goblin", "Green Elf"]);
    const state = withEffects(stateOf(game), { filter: { types: ["Creature"], colors: ["B"] }, keywords: ["Flying"] });
    const e = engineFor(state, { cards });
    expect(objectsMatching(e, { keywords: ["Flying"] })).toEqual([find(game, "p1", "play", "Black Goblin")]);
  });
});

describe("a snapshot holding a filter-based effect with composed parts restores", () => {
  it("its filter's parts are validated and kept: the restored game matches by them", () => {
    const game = setup(["Black Goblin", "Green Elf"]);
    const snapshot = JSON.parse(JSON.stringify(game.snapshot())) as { state: Parameters<typeof withEffects>[0] };
    snapshot.state = withEffects(snapshot.state, { filter: { types: ["Creature"], colors: ["B"], tapped: false, compare: [{ stat: "manaValue", atLeast: 1 }] }, keywords: ["Flying"] });
    (snapshot.state as { nextTimestamp: number }).nextTimestamp += 1;
    const restored = restoreGame(snapshot as unknown as GameSnapshot, cards);
    expect(restored.object(find(restored, "p1", "play", "Black Goblin"))!.keywords).toContain("Flying");
    expect(restored.object(find(restored, "p1", "play", "Green Elf"))!.keywords).not.toContain("Flying");
  });
});
