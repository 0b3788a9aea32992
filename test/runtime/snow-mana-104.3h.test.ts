/**
 * Snow mana (Coldsnap; 2007 rules 104.3h: "{S}" represents a cost paid with one mana produced by a snow permanent;
 * a generic cost, paid with mana of any colour or colourless; 205.4: the supertype snow): the pool keeps which of
 * its mana came from snow permanents as plain data (`PlayerState.snowPool`), emptied with the pool; automatic
 * payment spends it or taps untapped snow permanents for {S}; a snapshot keeps it and is refused when it says more
 * than the pool holds; "Cumulative upkeep {S}" asks for {S} for each age counter.
 */
import { describe, expect, it } from "vitest";
import { restoreGame } from "../../runtime/game.js";
import { SnapshotError } from "../../runtime/snapshot.js";
import type { Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, answer, find, names, ok, passAll, refused, stateOf, table } from "./engine-helpers.js";

const CARDS = {
  swamp: `card "Snow-Covered Swamp"\n  type Basic Snow Land — Swamp\n  ({T}: Add {B} to your mana pool.)\n`,
  dead: `card "Rimebound Dead"\n  cost {B}\n  type Snow Creature — Skeleton\n  1/1\n  {S}: Regenerate Rimebound Dead.\n`,
  shade: `card "Chilling Shade"\n  cost {2}{B}\n  type Snow Creature — Shade\n  1/1\n  Flying\n  {S}: Chilling Shade gets +1/+1 until end of turn.\n`,
  windform: `card "Adarkar Windform"\n  cost {4}{U}\n  type Snow Creature — Illusion\n  3/3\n  Flying\n  {1}{S}: Target creature loses flying until end of turn.\n`,
  plating: `card "Test Snow Plating"\n  cost {W}\n  type Snow Enchantment\n  Cumulative upkeep {S}\n`,
};
const compiled = compiledWithReference("snow-mana", CARDS);
const tapFor = (game: Game, name: string) => ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", name), ability: 0 });

describe("104.3h the pool's mana from snow permanents", () => {
  it("104.3h a snow land's mana is kept apart in the pool as plain data; a Swamp's is not", () => {
    const game = table({ play: ["Snow-Covered Swamp", "Swamp"] }, {}, { cards: compiled.registry });
    tapFor(game, "Swamp");
    expect(stateOf(game).players[0].snowPool).toBeUndefined();
    tapFor(game, "Snow-Covered Swamp");
    const p1 = stateOf(game).players[0];
    expect(p1.pool).toEqual([0, 0, 2, 0, 0, 0]);
    expect(p1.snowPool).toEqual([0, 0, 1, 0, 0, 0]);
  });

  it("300.3/104.3h the snow part empties with the pool at the end of the phase", () => {
    const game = table({ play: ["Snow-Covered Swamp"] }, {}, { cards: compiled.registry });
    tapFor(game, "Snow-Covered Swamp");
    advance(game, (g) => g.step() === "beginningOfCombat", 50);
    const p1 = stateOf(game).players[0];
    expect(p1.pool).toEqual([0, 0, 0, 0, 0, 0]);
    expect(p1.snowPool).toBeUndefined();
  });

  it("104.3h {S} spends the pool's snow mana, not the Swamp's of the same colour; then nothing pays it", () => {
    const game = table({ play: ["Chilling Shade", "Snow-Covered Swamp", "Swamp"] }, {}, { cards: compiled.registry });
    tapFor(game, "Swamp");
    tapFor(game, "Snow-Covered Swamp");
    const shade = find(game, "p1", "play", "Chilling Shade");
    ok(game, { kind: "activate", player: "p1", object: shade, ability: 0 });
    const p1 = stateOf(game).players[0];
    expect(p1.pool).toEqual([0, 0, 1, 0, 0, 0]);
    expect(p1.snowPool).toBeUndefined();
    refused(game, { kind: "activate", player: "p1", object: shade, ability: 0 }, "104.3h");
    expect(game.legalActions().some((a) => a.kind === "activate" && a.object === shade)).toBe(false);
  });

  it("104.3h a cost without {S} spends the pool's other mana first, keeping the snow mana", () => {
    const game = table({ play: ["Snow-Covered Swamp", "Swamp"], hand: ["Rimebound Dead"] }, {}, { cards: compiled.registry });
    tapFor(game, "Snow-Covered Swamp");
    tapFor(game, "Swamp");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Rimebound Dead") });
    const p1 = stateOf(game).players[0];
    expect(p1.pool).toEqual([0, 0, 1, 0, 0, 0]);
    expect(p1.snowPool).toEqual([0, 0, 1, 0, 0, 0]);
  });

  it("104.3h {1}{S} (Adarkar Windform): the Island pays {1}, the snow land {S}, whatever the order of the lands", () => {
    const game = table({ play: ["Adarkar Windform", "Snow-Covered Swamp", "Island"] }, { play: ["Chilling Shade"] }, { cards: compiled.registry });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Adarkar Windform"), ability: 0, targets: [[find(game, "p2", "play", "Chilling Shade")]] });
    expect(game.object(find(game, "p1", "play", "Snow-Covered Swamp"))?.tapped).toBe(true);
    expect(game.object(find(game, "p1", "play", "Island"))?.tapped).toBe(true);
    const two = table({ play: ["Adarkar Windform", "Island", "Island"] }, { play: ["Chilling Shade"] }, { cards: compiled.registry });
    refused(two, { kind: "activate", player: "p1", object: find(two, "p1", "play", "Adarkar Windform"), ability: 0, targets: [[find(two, "p2", "play", "Chilling Shade")]] }, "{S}");
  });

  it("104.3h the snow part survives a snapshot, and one claiming more snow mana than the pool holds is refused", () => {
    const game = table({ play: ["Snow-Covered Swamp"] }, {}, { cards: compiled.registry });
    tapFor(game, "Snow-Covered Swamp");
    const snapshot = JSON.parse(JSON.stringify(game.snapshot()));
    const restored = restoreGame(snapshot, compiled.registry);
    expect(stateOf(restored).players[0].snowPool).toEqual([0, 0, 1, 0, 0, 0]);
    snapshot.state.players[0].snowPool = [0, 0, 2, 0, 0, 0];
    expect(() => restoreGame(snapshot, compiled.registry)).toThrow(SnapshotError);
    expect(() => restoreGame(snapshot, compiled.registry)).toThrow(/snowPool/);
  });
});

describe("104.3h cumulative upkeep {S}", () => {
  it("104.3h 'Cumulative upkeep {S}': two age counters ask {S}{S}; two snow lands pay, a Swamp can't help", () => {
    const game = table({ play: [{ card: "Test Snow Plating", counters: { age: 1 } }, "Snow-Covered Swamp", "Snow-Covered Swamp", "Swamp"] }, {}, { cards: compiled.registry, turnNumber: 3, step: "main1" });
    advance(game, (g) => g.turnNumber() === 5 && g.step() === "upkeep", 600);
    passAll(game);
    expect(game.pendingDecision()?.prompt).toContain("{S}{S}");
    answer(game, ["yes"]);
    expect(names(game, "p1", "play")).toContain("Test Snow Plating");
    const tapped = game.zone("p1", "play").filter((id) => game.object(id)?.tapped === true).map((id) => game.object(id)?.name);
    expect(tapped).toEqual(["Snow-Covered Swamp", "Snow-Covered Swamp"]);
  });

  it("104.3h 'Cumulative upkeep {S}' that no snow mana can pay is not asked: the permanent is sacrificed", () => {
    const game = table({ play: [{ card: "Test Snow Plating", counters: { age: 1 } }, "Swamp", "Swamp", "Swamp"] }, {}, { cards: compiled.registry, turnNumber: 3, step: "main1" });
    advance(game, (g) => g.turnNumber() === 5 && g.step() === "draw", 600);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Snow Plating"]);
  });
});
