/**
 * 418.5 of 2007: the layer system as runtime/continuous.ts applies it. Power/toughness sublayers: 6a
 * characteristic-defining abilities, 6b effects from spells and abilities that set *and* modify P/T together in
 * timestamp order (a later "becomes 5/5" overrides an earlier "+3/+3"; an earlier one does not), 6c counters, 6d
 * static abilities that modify P/T (an anthem adds on top of everything, whatever its timestamp). Static abilities
 * (definition.ts `StaticEffectDefinition`) apply to what matches at each moment, follow their permanent's
 * controller, stop when it leaves play, and hold only while their "as long as" condition does; their effects
 * survive a snapshot.
 */
import { describe, expect, it } from "vitest";
import { createGame, restoreGame } from "../../runtime/game.js";
import type { Game } from "../../runtime/api.js";
import { createRegistry, defineCard, type CardDefinition, type ManaCost, type StaticEffectDefinition, type TargetSpec } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, find, ok, passAll, setupOf } from "./engine-helpers.js";

const mana = (m: Partial<ManaCost>): ManaCost => ({ generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0, ...m });
const targetCreature: TargetSpec = { min: 1, max: 1, players: false, objects: { types: ["Creature"] } };
const targetPermanent: TargetSpec = { min: 1, max: 1, players: false, objects: {} };

function instant(name: string, cost: Partial<ManaCost>, text: string, targets: TargetSpec[], resolve: NonNullable<CardDefinition["spell"]>["resolve"]): CardDefinition {
  return defineCard({
    name,
    manaCost: mana(cost),
    colors: [],
    supertypes: [],
    types: ["Instant"],
    subtypes: [],
    keywords: [],
    abilities: [],
    spell: { text, targets, resolve },
    text: [text],
  });
}

function staticPermanent(name: string, types: CardDefinition["types"], text: string, effect: StaticEffectDefinition, pt?: [number, number]): CardDefinition {
  return defineCard({
    name,
    manaCost: mana({ generic: 2 }),
    colors: [],
    supertypes: [],
    types,
    subtypes: [],
    ...(pt !== undefined ? { power: pt[0], toughness: pt[1] } : {}),
    keywords: [],
    abilities: [{ kind: "static", text, effect }],
    text: [text],
  });
}

const growth = instant("Test Growth", { G: 1 }, "Target creature gets +3/+3 until end of turn.", [targetCreature], (ctx) =>
  ctx.modify(ctx.targets(0), { power: 3, toughness: 3 }, "untilEndOfTurn"),
);
const transform = instant("Test Transform", { U: 1 }, "Target creature becomes 5/5 until end of turn.", [targetCreature], (ctx) =>
  ctx.become(ctx.targets(0), { power: 5, toughness: 5, addTypes: [] }, "untilEndOfTurn"),
);
const steal = instant("Test Steal", { U: 1 }, "Gain control of target permanent.", [targetPermanent], (ctx) => ctx.gainControl(ctx.targets(0), ctx.controller, "permanent"));
const anthem = staticPermanent("Test Anthem", ["Enchantment"], "Creatures you control get +1/+1.", {
  affected: { kind: "Each", filter: (ctx) => ({ types: ["Creature"], controller: ctx.controller }) },
  power: 1,
  toughness: 1,
});
const lord = staticPermanent(
  "Test Lord",
  ["Creature"],
  "Other creatures you control get +1/+1 and have flying.",
  { affected: { kind: "Each", filter: (ctx) => ({ types: ["Creature"], controller: ctx.controller, exclude: ctx.self }) }, power: 1, toughness: 1, keywords: ["Flying"] },
  [2, 2],
);
/** "As long as you control an artifact, ~ gets +1/+1 and has first strike." (Kithkin Greatheart's shape) */
const squire = staticPermanent(
  "Test Squire",
  ["Creature"],
  "As long as you control an artifact, Test Squire gets +1/+1 and has first strike.",
  {
    affected: { kind: "Ref", ref: { kind: "Self" } },
    condition: (ctx) => ctx.objects({ types: ["Artifact"], controller: ctx.controller }).length > 0,
    power: 1,
    toughness: 1,
    keywords: ["First strike"],
  },
  [2, 1],
);
const cards = createRegistry([...referenceCards, growth, transform, steal, anthem, lord, squire]);

function pt(game: Game, id: string): [number | null, number | null] {
  const v = game.object(id)!;
  return [v.power, v.toughness];
}

function cast(game: Game, player: "p1" | "p2", name: string, target?: string): void {
  ok(game, { kind: "cast", player, card: find(game, player, "hand", name), targets: target === undefined ? [] : [[target]] });
  passAll(game);
}

describe("418.5c sublayer 6b: setting and modifying effects from spells apply together, in timestamp order", () => {
  it('a later "becomes 5/5" overrides an earlier "+3/+3"', () => {
    const game = createGame(setupOf({ play: ["Forest", "Island", "Grizzly Bears"], hand: ["Test Growth", "Test Transform"] }, {}, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    cast(game, "p1", "Test Growth", bears);
    expect(pt(game, bears)).toEqual([5, 5]);
    cast(game, "p1", "Test Transform", bears);
    expect(pt(game, bears)).toEqual([5, 5]);
  });

  it('an earlier "becomes 5/5" is modified by a later "+3/+3"', () => {
    const game = createGame(setupOf({ play: ["Forest", "Island", "Grizzly Bears"], hand: ["Test Growth", "Test Transform"] }, {}, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    cast(game, "p1", "Test Transform", bears);
    cast(game, "p1", "Test Growth", bears);
    expect(pt(game, bears)).toEqual([8, 8]);
  });
});

describe("418.5c sublayers 6c and 6d: counters, then static abilities that modify P/T", () => {
  it('an anthem still adds on top of a later "becomes 5/5", and counters apply before it', () => {
    const game = createGame(
      setupOf({ play: ["Test Anthem", "Forest", "Island", { card: "Grizzly Bears", counters: { "+1/+1": 1 } }], hand: ["Test Growth", "Test Transform"] }, {}, { cards }),
    );
    const bears = find(game, "p1", "play", "Grizzly Bears");
    expect(pt(game, bears)).toEqual([4, 4]); // 2/2, +1/+1 counter (6c), anthem (6d)
    cast(game, "p1", "Test Growth", bears);
    expect(pt(game, bears)).toEqual([7, 7]);
    cast(game, "p1", "Test Transform", bears); // 6b: 5/5 overrides the +3/+3; 6c +1; 6d +1
    expect(pt(game, bears)).toEqual([7, 7]);
  });

  it("effects end at cleanup; the anthem's does not", () => {
    const game = createGame(setupOf({ play: ["Test Anthem", "Island", "Grizzly Bears"], hand: ["Test Transform"] }, {}, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    cast(game, "p1", "Test Transform", bears);
    expect(pt(game, bears)).toEqual([6, 6]);
    advance(game, (g) => g.turnNumber() === 4);
    expect(pt(game, bears)).toEqual([3, 3]);
  });
});

describe("418.5 static abilities apply to what matches at each moment", () => {
  it("a lord affects the other creatures of its controller, not itself nor the opponent's", () => {
    const game = createGame(setupOf({ play: ["Test Lord", "Grizzly Bears"] }, { play: ["Hill Giant"] }, { cards }));
    const lordId = find(game, "p1", "play", "Test Lord");
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))).toMatchObject({ power: 3, toughness: 3, keywords: ["Flying"] });
    expect(game.object(lordId)).toMatchObject({ power: 2, toughness: 2, keywords: [] });
    expect(game.object(find(game, "p2", "play", "Hill Giant"))).toMatchObject({ power: 3, toughness: 3, keywords: [] });
  });

  it('"you" is the controller of the ability\'s permanent now: a stolen anthem pumps its new controller\'s creatures', () => {
    const game = createGame(setupOf({ play: ["Island"], hand: ["Test Steal"] }, { play: ["Test Anthem", "Grizzly Bears"] }, { cards }));
    const bears = find(game, "p2", "play", "Grizzly Bears");
    expect(pt(game, bears)).toEqual([3, 3]);
    cast(game, "p1", "Test Steal", find(game, "p2", "play", "Test Anthem"));
    expect(pt(game, bears)).toEqual([2, 2]);
    const stolenBears = createGame(setupOf({ play: ["Island", "Grizzly Bears"], hand: ["Test Steal"] }, { play: ["Test Anthem"] }, { cards }));
    const mine = find(stolenBears, "p1", "play", "Grizzly Bears");
    expect(pt(stolenBears, mine)).toEqual([2, 2]);
    cast(stolenBears, "p1", "Test Steal", find(stolenBears, "p2", "play", "Test Anthem"));
    expect(pt(stolenBears, mine)).toEqual([3, 3]);
  });

  it("an 'as long as' condition is asked at each moment, and state-based actions see the change (420.5)", () => {
    const game = createGame(setupOf({ play: ["Test Squire", "Ornithopter"] }, { play: ["Mountain", "Mountain"], hand: ["Shock", "Shock"] }, { cards, activePlayer: 1 }));
    const squireId = find(game, "p1", "play", "Test Squire");
    expect(game.object(squireId)).toMatchObject({ power: 3, toughness: 2, keywords: ["First strike"] });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[squireId]] });
    passAll(game); // 2 damage on a 3/2: it dies
    expect(game.object(squireId)?.zone).not.toBe("play");
    const second = createGame(setupOf({ play: [{ card: "Test Squire" }, "Ornithopter"] }, { play: ["Mountain", "Mountain"], hand: ["Shock", "Shock"] }, { cards, activePlayer: 1 }));
    const squire2 = find(second, "p1", "play", "Test Squire");
    const thopter = find(second, "p1", "play", "Ornithopter");
    ok(second, { kind: "cast", player: "p2", card: find(second, "p2", "hand", "Shock"), targets: [[thopter]] });
    passAll(second); // the artifact dies: the condition no longer holds
    expect(second.object(squire2)).toMatchObject({ power: 2, toughness: 1, keywords: [] });
  });

  it("a static ability's effect survives a snapshot, and a snapshot naming an ability on a spell's effect is refused", () => {
    const game = createGame(setupOf({ play: ["Test Lord", "Grizzly Bears"] }, {}, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const snapshot = JSON.parse(JSON.stringify(game.snapshot()));
    expect(restoreGame(snapshot, cards).object(bears)).toMatchObject({ power: 3, toughness: 3, keywords: ["Flying"] });
    const effect = snapshot.state.effects.find((e: { ability?: number }) => e.ability !== undefined);
    expect(effect).toMatchObject({ duration: "whileInPlay", ability: 0, objects: null, filter: null, power: 1, toughness: 1 });
    effect.duration = "untilEndOfTurn";
    expect(() => restoreGame(snapshot, cards)).toThrow(/only a static ability's effect/);
  });
});
