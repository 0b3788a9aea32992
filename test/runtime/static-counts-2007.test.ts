/**
 * 418.5 of 2007, conditional and counting static abilities (definition.ts `StaticEffectDefinition.condition` and
 * `.count`, continuous.ts `staticAffects` and `staticTimes`): a count ("gets +1/+1 for each Forest you control") is
 * made again whenever a view is computed and applies in sublayer 6d, after 6b's "becomes" and 6c's counters; counts
 * that read each other (Relentless Rats) end, each seeing the others without itself; a condition on a library's
 * size is asked at each moment; both survive a snapshot; and a game whose static abilities have neither keeps the
 * caches that depend on records alone (pay-for-use).
 */
import { describe, expect, it } from "vitest";
import { createGame, restoreGame } from "../../runtime/game.js";
import type { Game } from "../../runtime/api.js";
import { createRegistry, defineCard, type CardDefinition, type ManaCost, type StaticEffectDefinition, type TargetSpec } from "../../runtime/definition.js";
import { effectsDependOnRecordsAlone } from "../../runtime/continuous.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, passAll, setupOf } from "./engine-helpers.js";

const mana = (m: Partial<ManaCost>): ManaCost => ({ generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0, ...m });
const targetCreature: TargetSpec = { min: 1, max: 1, players: false, objects: { types: ["Creature"] } };

function staticCreature(name: string, subtypes: string[], text: string, effect: StaticEffectDefinition, pt: [number, number]): CardDefinition {
  return defineCard({
    name,
    manaCost: mana({ generic: 2 }),
    colors: [],
    supertypes: [],
    types: ["Creature"],
    subtypes,
    power: pt[0],
    toughness: pt[1],
    keywords: [],
    abilities: [{ kind: "static", text, effect }],
    text: [text],
  });
}

/** "~ gets +1/+1 for each Forest you control." */
const grower = staticCreature(
  "Test Grower",
  ["Elf"],
  "Test Grower gets +1/+1 for each Forest you control.",
  {
    affected: { kind: "Ref", ref: { kind: "Self" } },
    power: 1,
    toughness: 1,
    count: (ctx) => ctx.objects({ types: ["Land"], subtypes: ["Forest"], controller: ctx.controller }).length,
  },
  [1, 1],
);
/** "~ gets +1/+1 for each other creature in play named ~." (Relentless Rats' shape: counts that read each other) */
const rat = staticCreature(
  "Test Rat",
  ["Rat"],
  "Test Rat gets +1/+1 for each other Rat creature in play.",
  {
    affected: { kind: "Ref", ref: { kind: "Self" } },
    power: 1,
    toughness: 1,
    count: (ctx) => ctx.objects({ types: ["Creature"], subtypes: ["Rat"], exclude: ctx.self }).length,
  },
  [2, 2],
);
/** "~ gets +4/+8 as long as a library has twenty or fewer cards in it." */
const spawn = staticCreature(
  "Test Spawn",
  ["Kraken"],
  "Test Spawn gets +4/+8 as long as a library has twenty or fewer cards in it.",
  {
    affected: { kind: "Ref", ref: { kind: "Self" } },
    condition: (ctx) => ctx.players().some((player) => ctx.librarySize(player) <= 20),
    power: 4,
    toughness: 8,
  },
  [4, 8],
);
/** "Creatures you control get +1/+1." (no condition, no count) */
const anthem = defineCard({
  name: "Test Anthem",
  manaCost: mana({ generic: 2 }),
  colors: [],
  supertypes: [],
  types: ["Enchantment"],
  subtypes: [],
  keywords: [],
  abilities: [{ kind: "static", text: "Creatures you control get +1/+1.", effect: { affected: { kind: "Each", filter: (ctx) => ({ types: ["Creature"], controller: ctx.controller }) }, power: 1, toughness: 1 } }],
  text: ["Creatures you control get +1/+1."],
});
const transform = defineCard({
  name: "Test Transform",
  manaCost: mana({ U: 1 }),
  colors: [],
  supertypes: [],
  types: ["Instant"],
  subtypes: [],
  keywords: [],
  abilities: [],
  spell: { text: "Target creature becomes 5/5 until end of turn.", targets: [targetCreature], resolve: (ctx) => ctx.become(ctx.targets(0), { power: 5, toughness: 5, addTypes: [] }, "untilEndOfTurn") },
  text: ["Target creature becomes 5/5 until end of turn."],
});
const cards = createRegistry([...referenceCards, grower, rat, spawn, anthem, transform]);

function pt(game: Game, id: string): [number | null, number | null] {
  const v = game.object(id)!;
  return [v.power, v.toughness];
}

describe("418.5c sublayer 6d: a counted static ability is recounted at each view, after 6b and 6c", () => {
  it("'for each Forest you control' counts its controller's Forests now, and again when one comes", () => {
    const game = createGame(setupOf({ play: ["Test Grower", "Forest", "Forest"], hand: ["Forest"] }, { play: ["Forest"] }, { cards }));
    const id = find(game, "p1", "play", "Test Grower");
    expect(pt(game, id)).toEqual([3, 3]);
    ok(game, { kind: "playLand", player: "p1", card: find(game, "p1", "hand", "Forest") });
    expect(pt(game, id)).toEqual([4, 4]);
  });

  it("a later 'becomes 5/5' (6b) and a -1/-1 counter (6c) come first; the count still adds on top", () => {
    const game = createGame(setupOf({ play: [{ card: "Test Grower", counters: { "-1/-1": 1 } }, "Forest", "Forest", "Island"], hand: ["Test Transform"] }, {}, { cards }));
    const id = find(game, "p1", "play", "Test Grower");
    expect(pt(game, id)).toEqual([2, 2]);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Transform"), targets: [[id]] });
    passAll(game);
    expect(pt(game, id)).toEqual([6, 6]);
  });

  it("counts that read each other end: three Rats each count the two others, not themselves", () => {
    const game = createGame(setupOf({ play: ["Test Rat", "Test Rat"] }, { play: ["Test Rat", "Grizzly Bears"] }, { cards }));
    for (const id of [find(game, "p1", "play", "Test Rat", 0), find(game, "p1", "play", "Test Rat", 1), find(game, "p2", "play", "Test Rat")]) expect(pt(game, id)).toEqual([4, 4]);
    expect(pt(game, find(game, "p2", "play", "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("a counted effect survives a snapshot and is counted again after it", () => {
    const game = createGame(setupOf({ play: ["Test Grower", "Forest"] }, {}, { cards }));
    const id = find(game, "p1", "play", "Test Grower");
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards);
    expect(pt(restored, id)).toEqual([2, 2]);
  });
});

describe("418.5 an 'as long as' condition is asked at each moment", () => {
  it("'a library has twenty or fewer cards in it': 4/8 while every library holds more, 8/16 once one holds twenty", () => {
    const many = (n: number) => Array.from({ length: n }, () => "Island");
    const game = createGame(setupOf({ play: ["Test Spawn"], library: many(21) }, { library: many(25) }, { cards }));
    const id = find(game, "p1", "play", "Test Spawn");
    expect(pt(game, id)).toEqual([4, 8]);
    const twenty = createGame(setupOf({ play: ["Test Spawn"], library: many(25) }, { library: many(20) }, { cards }));
    expect(pt(twenty, find(twenty, "p1", "play", "Test Spawn"))).toEqual([8, 16]);
  });
});

describe("pay-for-use: static abilities without a condition or a count leave the record-keyed caches valid", () => {
  it("an anthem's effect is not conditional; a counted or conditional ability's is", () => {
    const plain = createGame(setupOf({ play: ["Test Anthem", "Grizzly Bears"] }, {}, { cards }));
    const plainEffects = JSON.parse(JSON.stringify(plain.snapshot())).state.effects;
    expect(effectsDependOnRecordsAlone(plainEffects)).toBe(true);
    const counted = createGame(setupOf({ play: ["Test Grower", "Forest"] }, {}, { cards }));
    const countedEffects = JSON.parse(JSON.stringify(counted.snapshot())).state.effects;
    expect(countedEffects).toEqual([expect.objectContaining({ ability: 0, conditional: true, power: 1, toughness: 1 })]);
    expect(effectsDependOnRecordsAlone(countedEffects)).toBe(false);
  });
});
