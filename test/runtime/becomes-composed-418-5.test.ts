/**
 * "Becomes" effects composed from parts, played on the cards of test/scenario/becomes/cards: 212.1c of 2007 ("in
 * addition to its other types": card types and subtypes added, the land's kept), 418.5a layer 5 (a colour added to
 * the object's own, in timestamp order with a colour set), 6b (P/T set, X locked in as the ability resolves), and
 * the end of each in the cleanup step.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileExtraCards } from "./extra-cards.js";
import { createGame } from "../../runtime/game.js";
import type { Game } from "../../runtime/api.js";
import type { CardRegistry, ObjectId } from "../../runtime/definition.js";
import { hasSubtype } from "../../runtime/continuous.js";
import { advance, find, ok, passAll, setupOf } from "./engine-helpers.js";

const folder = fileURLToPath(new URL("../scenario/becomes/cards/", import.meta.url));
let cards: CardRegistry;
compileExtraCards(folder, (compiled) => (cards = compiled));

function activate(game: Game, object: ObjectId, targets: ObjectId[]): void {
  const ability = game.legalActions().find((a) => a.kind === "activate" && a.object === object)!;
  expect(ability).toBeDefined();
  ok(game, { kind: "activate", player: "p1", object, ability: (ability as { ability: number }).ability, targets: targets.length === 0 ? [] : [targets] });
  passAll(game);
}

function cast(game: Game, name: string, targets: ObjectId[]): void {
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", name), targets: [targets] });
  passAll(game);
}

describe("212.1c of 2007: 'in addition to their other types'", () => {
  it("Bogwood Caller: each Swamp becomes a 3/5 Treefolk Warrior creature and stays a Swamp land; the effect ends in cleanup", () => {
    const game = createGame(setupOf({ play: ["Bogwood Caller", "Swamp", "Swamp", "Swamp"] }, {}, { cards }));
    const caller = find(game, "p1", "play", "Bogwood Caller");
    const [a, b, c] = [0, 1, 2].map((n) => find(game, "p1", "play", "Swamp", n));
    activate(game, caller, [a, b]);
    for (const id of [a, b]) {
      const v = game.object(id)!;
      expect([...v.types].sort()).toEqual(["Creature", "Land"]);
      expect([...v.subtypes].sort()).toEqual(["Swamp", "Treefolk", "Warrior"]);
      expect([v.power, v.toughness]).toEqual([3, 5]);
      expect(v.supertypes).toContain("Basic");
    }
    expect(game.object(c)!.types).toEqual(["Land"]);
    advance(game, (g) => g.activePlayer() === "p2");
    expect(game.object(a)!.types).toEqual(["Land"]);
    expect(game.object(a)!.subtypes).toEqual(["Swamp"]);
  });

  it("Shifting Hollow: 'with all creature types' gives every creature type, and it is still a land", () => {
    const game = createGame(setupOf({ play: ["Shifting Hollow", "Mountain"] }, {}, { cards }));
    const hollow = find(game, "p1", "play", "Shifting Hollow");
    const mountain = find(game, "p1", "play", "Mountain");
    ok(game, { kind: "activate", player: "p1", object: mountain, ability: 0, targets: [] });
    const ability = game.legalActions().find((a) => a.kind === "activate" && a.object === hollow)!;
    ok(game, { kind: "activate", player: "p1", object: hollow, ability: (ability as { ability: number }).ability, targets: [] });
    passAll(game);
    const v = game.object(hollow)!;
    expect([...v.types].sort()).toEqual(["Creature", "Land"]);
    expect(hasSubtype(v, "Goblin") && hasSubtype(v, "Treefolk")).toBe(true);
    expect([v.power, v.toughness]).toEqual([2, 2]);
  });
});

describe("418.5a layer 5: a colour added, in timestamp order with a colour set", () => {
  it("Tinted Sprite: green Grizzly Bears becomes green and blue", () => {
    const game = createGame(setupOf({ play: ["Tinted Sprite", "Island"] }, { play: ["Grizzly Bears"] }, { cards }));
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Island"), ability: 0, targets: [] });
    activate(game, find(game, "p1", "play", "Tinted Sprite"), [bears]);
    expect([...game.object(bears)!.colors].sort()).toEqual(["G", "U"]);
    advance(game, (g) => g.activePlayer() === "p2");
    expect(game.object(bears)!.colors).toEqual(["G"]);
  });

  it("blue added after red set: red and blue; red set after blue added: only red (the later timestamp applies last)", () => {
    for (const order of [["Crimson Dye", "Tinted Sprite"], ["Tinted Sprite", "Crimson Dye"]] as const) {
      const game = createGame(setupOf({ play: ["Tinted Sprite", "Island", "Mountain"], hand: ["Crimson Dye"] }, { play: ["Grizzly Bears"] }, { cards }));
      const bears = find(game, "p2", "play", "Grizzly Bears");
      for (const land of ["Island", "Mountain"]) ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", land), ability: 0, targets: [] });
      for (const step of order) {
        if (step === "Crimson Dye") cast(game, "Crimson Dye", [bears]);
        else activate(game, find(game, "p1", "play", "Tinted Sprite"), [bears]);
      }
      expect([...game.object(bears)!.colors].sort()).toEqual(order[0] === "Crimson Dye" ? ["R", "U"] : ["R"]);
    }
  });
});

describe("418.5 6b: 'an X/X … where X is the number of Elves you control', X locked in as it resolves", () => {
  it("Elvish Branchbender: two Elves make the Forest a 2/2 Treefolk creature that is still a Forest; the Forest keeps its land type", () => {
    const game = createGame(setupOf({ play: ["Elvish Branchbender", "Elvish Branchbender", "Forest"] }, {}, { cards }));
    const forest = find(game, "p1", "play", "Forest");
    activate(game, find(game, "p1", "play", "Elvish Branchbender"), [forest]);
    const v = game.object(forest)!;
    expect([v.power, v.toughness]).toEqual([2, 2]);
    expect([...v.subtypes].sort()).toEqual(["Forest", "Treefolk"]);
    expect([...v.types].sort()).toEqual(["Creature", "Land"]);
  });
});

describe("418.5 layer 4: creature types set ('becomes a Coward')", () => {
  it("Taunting Giant: Grizzly Bears becomes a Coward, no longer a Bear, still a green creature", () => {
    const game = createGame(setupOf({ play: ["Taunting Giant", "Mountain"] }, { play: ["Grizzly Bears"] }, { cards }));
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Mountain"), ability: 0, targets: [] });
    activate(game, find(game, "p1", "play", "Taunting Giant"), [bears]);
    const v = game.object(bears)!;
    expect(v.subtypes).toEqual(["Coward"]);
    expect(v.types).toEqual(["Creature"]);
    expect(v.colors).toEqual(["G"]);
  });
});
