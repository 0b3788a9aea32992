/**
 * Auras and Equipment (runtime/attachments.ts), by the 2007 rules: the enchant keyword as an Aura spell's target
 * (409.1c, 413.2a on resolution), an Aura put into play without being cast, Equip at sorcery speed, 420.5d for
 * Auras attached illegally or to nothing and 420.5 for Equipment, protection from a colour, control changes, and
 * the attachment surviving a snapshot. The cards are written as the compiler writes them (test/families and the
 * scenarios compile the real ones from their text).
 */
import { describe, expect, it } from "vitest";
import { createRegistry, defineCard, type CardDefinition, type ManaCost, type TargetSpec } from "../../runtime/definition.js";
import { restoreGame } from "../../runtime/game.js";
import type { GameSnapshot } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, logKinds, names, ok, passAll, refused, stateOf, table, walker, withEffects } from "./engine-helpers.js";

const mana = (cost: Partial<ManaCost>): ManaCost => ({ generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0, ...cost });
const enchant = (objects: TargetSpec["objects"]): TargetSpec => ({ min: 1, max: 1, players: false, objects });

function aura(name: string, cost: Partial<ManaCost>, colors: CardDefinition["colors"], objects: TargetSpec["objects"], line: string): CardDefinition {
  return defineCard({ name, manaCost: mana(cost), colors, supertypes: [], types: ["Enchantment"], subtypes: ["Aura"], keywords: [], abilities: [], enchant: enchant(objects), text: [line] });
}

const testAura = aura("Test Aura", { W: 1 }, ["W"], { types: ["Creature"] }, "Enchant creature");
const landAura = aura("Test Land Aura", { G: 1 }, ["G"], { types: ["Land"] }, "Enchant land");
const ownCreatureAura = aura("Test Loyal Aura", { W: 1 }, ["W"], { types: ["Creature"], controller: "you" }, "Enchant creature you control");

const testSword = defineCard({
  name: "Test Sword",
  manaCost: mana({ generic: 1 }),
  colors: [],
  supertypes: [],
  types: ["Artifact"],
  subtypes: ["Equipment"],
  keywords: [],
  abilities: [
    {
      kind: "activated",
      text: "Equip {1}",
      cost: { mana: mana({ generic: 1 }) },
      sorcerySpeed: true,
      targets: [{ min: 1, max: 1, players: false, objects: { types: ["Creature"], controller: "you" } }],
      resolve: (ctx) => ctx.attach(ctx.self, ctx.target(0)),
    },
  ],
  text: ["Equip {1}"],
});

const whiteWard = defineCard({
  name: "Test Knight",
  manaCost: mana({ W: 2 }),
  colors: ["W"],
  supertypes: [],
  types: ["Creature"],
  subtypes: ["Knight"],
  power: 2,
  toughness: 2,
  keywords: ["Protection from white"],
  abilities: [],
  text: ["Protection from white"],
});

/** "Put all Aura cards in your graveyard into play." (a sorcery: an Aura put into play without being cast) */
const testReturn = defineCard({
  name: "Test Return",
  manaCost: mana({ W: 1 }),
  colors: ["W"],
  supertypes: [],
  types: ["Sorcery"],
  subtypes: [],
  keywords: [],
  abilities: [],
  spell: {
    text: "Put all enchantment cards in your graveyard into play.",
    targets: [],
    resolve: (ctx) => {
      ctx.putIntoPlay(ctx.objects({ types: ["Enchantment"], zone: "graveyard", controller: ctx.controller }), ctx.controller);
    },
  },
  text: ["Put all enchantment cards in your graveyard into play."],
});

const shrouded = defineCard({ ...whiteWard, name: "Test Shrouded", colors: ["G"], keywords: ["Shroud"], text: ["Shroud"] });

const whiteSword = defineCard({ ...testSword, name: "Test White Sword", manaCost: mana({ W: 1 }), colors: ["W"] });

function instant(name: string, cost: Partial<ManaCost>, text: string, objects: TargetSpec["objects"], resolve: NonNullable<CardDefinition["spell"]>["resolve"]): CardDefinition {
  return defineCard({
    name,
    manaCost: mana(cost),
    colors: [],
    supertypes: [],
    types: ["Instant"],
    subtypes: [],
    keywords: [],
    abilities: [],
    spell: { text, targets: [{ min: 1, max: 1, players: false, objects }], resolve },
    text: [text],
  });
}

const ward = instant("Test Ward", { G: 1 }, "Target creature gains protection from white until end of turn.", { types: ["Creature"] }, (ctx) =>
  ctx.modify(ctx.targets(0), { keywords: ["Protection from white"] }, "untilEndOfTurn"),
);
const animate = instant("Test Animate", { U: 1 }, "Target artifact becomes a 0/1 artifact creature until end of turn.", { types: ["Artifact"] }, (ctx) =>
  ctx.become(ctx.targets(0), { power: 0, toughness: 1, addTypes: ["Creature"] }, "untilEndOfTurn"),
);

/** "Equipped creature gets +0/+2." with Equip {1}: a static ability of what it is attached to (layer 6d). */
const testShield = defineCard({
  ...testSword,
  name: "Test Shield",
  abilities: [
    { kind: "static", text: "Equipped creature gets +0/+2.", effect: { affected: { kind: "Ref", ref: { kind: "Attached" } }, power: 0, toughness: 2 } },
    testSword.abilities[0],
  ],
  text: ["Equipped creature gets +0/+2.", "Equip {1}"],
});

const cards = createRegistry([...referenceCards, testAura, landAura, ownCreatureAura, testSword, whiteWard, testReturn, shrouded, whiteSword, ward, animate, testShield]);

describe("Enchant: Aura spells target what they will enchant", () => {
  it("Enchant creature: the Aura spell targets a creature and resolves into play attached to it", () => {
    const game = table({ hand: ["Test Aura"], play: ["Plains"] }, { play: ["Grizzly Bears"] }, { cards });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Aura"), targets: [[bears]] });
    passAll(game);
    const auraId = find(game, "p1", "play", "Test Aura");
    expect(game.attachedTo(auraId)).toBe(bears);
    expect(game.attachments(bears)).toEqual([auraId]);
    expect(logKinds(game, "attach")).toEqual([expect.objectContaining({ object: auraId, to: bears })]);
  });

  it("409.1c: an Aura spell needs a legal target: a land is not a creature; no target at all is refused", () => {
    const game = table({ hand: ["Test Aura"], play: ["Plains"] }, { play: ["Grizzly Bears"] }, { cards });
    const card = find(game, "p1", "hand", "Test Aura");
    refused(game, { kind: "cast", player: "p1", card, targets: [[find(game, "p1", "play", "Plains")]] }, "409.1c");
    refused(game, { kind: "cast", player: "p1", card }, "409.1c");
    // The listing offers it once per creature it could enchant.
    const casts = game.legalActions().filter((a) => a.kind === "cast");
    expect(casts).toEqual([{ kind: "cast", player: "p1", card, targets: [[find(game, "p2", "play", "Grizzly Bears")]] }]);
  });

  it("Enchant land: an Aura may target only a land", () => {
    const game = table({ hand: ["Test Land Aura"], play: ["Forest"] }, { play: ["Grizzly Bears", "Mountain"] }, { cards });
    const card = find(game, "p1", "hand", "Test Land Aura");
    refused(game, { kind: "cast", player: "p1", card, targets: [[find(game, "p2", "play", "Grizzly Bears")]] }, "409.1c");
    ok(game, { kind: "cast", player: "p1", card, targets: [[find(game, "p2", "play", "Mountain")]] });
    passAll(game);
    expect(game.attachedTo(find(game, "p1", "play", "Test Land Aura"))).toBe(find(game, "p2", "play", "Mountain"));
  });

  it("413.2a: an Aura spell whose target left play is countered on resolution and goes to the graveyard", () => {
    const game = table({ hand: ["Test Aura", "Shock"], play: ["Plains", "Mountain"] }, { play: ["Grizzly Bears"] }, { cards });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Aura"), targets: [[bears]] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[bears]] });
    passAll(game); // Shock resolves: the Bears die
    passAll(game); // the Aura: its only target is gone
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Shock", "Test Aura"]);
    expect(logKinds(game, "countered")).toEqual([expect.objectContaining({ reason: "413.2a: all its targets are illegal" })]);
  });

  it("protection from white: a white Aura can't target (so can't enchant) the creature", () => {
    const game = table({ hand: ["Test Aura"], play: ["Plains", "Test Knight"] }, {}, { cards });
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Aura"), targets: [[find(game, "p1", "play", "Test Knight")]] }, "409.1c");
  });
});

describe("420.5d: Auras attached illegally or to nothing", () => {
  it("420.5d: when the enchanted creature leaves play, the Aura is put into its owner's graveyard", () => {
    const game = table({ hand: ["Test Aura", "Shock"], play: ["Plains", "Mountain"] }, { play: ["Grizzly Bears"] }, { cards });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Aura"), targets: [[bears]] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[bears]] });
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Shock", "Test Aura"]);
    expect(logKinds(game, "stateBased")).toEqual([expect.objectContaining({ rule: "420.5d: Aura attached to nothing" })]);
  });

  it("420.5d: an Aura in play attached to nothing (as a setup may put it) goes to the graveyard at once", () => {
    const game = table({ play: ["Test Aura", "Grizzly Bears"] }, {}, { cards });
    expect(names(game, "p1", "play")).toEqual(["Grizzly Bears"]);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Aura"]);
  });

  it("420.5d: an Aura attached to a creature that gains protection from its colour goes to the graveyard", () => {
    const game = table({ hand: ["Test Aura"], play: ["Plains"] }, { hand: ["Test Ward"], play: ["Grizzly Bears", "Forest"] }, { cards });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Aura"), targets: [[bears]] });
    passAll(game);
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Ward"), targets: [[bears]] });
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Aura"]);
    expect(logKinds(game, "stateBased").at(-1)).toMatchObject({ rule: "420.5d: Aura attached illegally" });
  });

  it("420.5d: 'Enchant creature you control': when its controller loses control of the creature, the Aura goes", () => {
    const game = table({ hand: ["Test Loyal Aura"], play: ["Plains", "Grizzly Bears"] }, { play: [walker("Sarkhan Vol", 4)] }, { cards });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Loyal Aura"), targets: [[bears]] });
    passAll(game);
    expect(game.attachedTo(find(game, "p1", "play", "Test Loyal Aura"))).toBe(bears);
    // Bob takes the Bears on his turn (Sarkhan Vol's −2).
    const bobs = restoreGame({ __snapshot: true, version: 4, state: { ...stateOf(game), active: 1, priority: 1 } } as unknown as GameSnapshot, cards);
    ok(bobs, { kind: "activate", player: "p2", object: find(bobs, "p2", "play", "Sarkhan Vol"), ability: 1, targets: [[bears]] });
    passAll(bobs);
    expect(names(bobs, "p2", "play")).toContain("Grizzly Bears");
    expect(names(bobs, "p1", "graveyard")).toEqual(["Test Loyal Aura"]);
  });

  it("'Enchant creature': an Aura stays on a creature whose controller changes", () => {
    const game = table({ hand: ["Test Aura"], play: ["Plains", "Grizzly Bears"] }, { play: [walker("Sarkhan Vol", 4)] }, { cards });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Aura"), targets: [[bears]] });
    passAll(game);
    const bobs = restoreGame({ __snapshot: true, version: 4, state: { ...stateOf(game), active: 1, priority: 1 } } as unknown as GameSnapshot, cards);
    ok(bobs, { kind: "activate", player: "p2", object: find(bobs, "p2", "play", "Sarkhan Vol"), ability: 1, targets: [[bears]] });
    passAll(bobs);
    expect(bobs.attachedTo(find(bobs, "p1", "play", "Test Aura"))).toBe(bears);
  });
});

describe("Auras put into play without being cast", () => {
  it("an Aura put into play by an effect is attached to what its controller chooses (not targeted: shroud doesn't stop it)", () => {
    const game = table({ hand: ["Test Return"], graveyard: ["Test Aura"], play: ["Plains", "Grizzly Bears"] }, { play: ["Test Shrouded"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Return") });
    passAll(game);
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p1", kind: "attach" });
    const shrouded = find(game, "p2", "play", "Test Shrouded");
    expect(decision.options).toEqual([find(game, "p1", "play", "Grizzly Bears"), shrouded]);
    answer(game, [shrouded]);
    expect(game.attachedTo(find(game, "p1", "play", "Test Aura"))).toBe(shrouded);
  });

  it("an Aura put into play with nothing it could enchant stays where it is", () => {
    const game = table({ hand: ["Test Return"], graveyard: ["Test Aura"], play: ["Plains"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Return") });
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Test Aura", "Test Return"]);
    expect(logKinds(game, "auraStays")).toHaveLength(1);
  });
});

describe("Equip: sorcery-speed attaching, and 420.5 for Equipment", () => {
  function equipped() {
    const game = table({ play: ["Test Sword", "Grizzly Bears", "Plains", "Plains", "Plains"] }, { hand: ["Shock"], play: ["Mountain"] }, { cards });
    const sword = find(game, "p1", "play", "Test Sword");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: sword, ability: 0, targets: [[bears]] });
    passAll(game);
    return { game, sword, bears };
  }

  it("Equip: attaches the Equipment to target creature its controller controls", () => {
    const { game, sword, bears } = equipped();
    expect(game.attachedTo(sword)).toBe(bears);
    expect(game.attachments(bears)).toEqual([sword]);
  });

  it("Equip only as a sorcery: not with a spell on the stack, not in another player's turn", () => {
    const game = table({ hand: ["Shock"], play: ["Test Sword", "Grizzly Bears", "Plains", "Mountain"] }, {}, { cards });
    const sword = find(game, "p1", "play", "Test Sword");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    refused(game, { kind: "activate", player: "p1", object: sword, ability: 0, targets: [[bears]] }, "only as a sorcery");
    expect(game.legalActions().some((a) => a.kind === "activate" && a.object === sword)).toBe(false);
    const theirs = table({ play: ["Test Sword", "Grizzly Bears", "Plains"] }, {}, { cards, activePlayer: 1 });
    ok(theirs, { kind: "pass", player: "p2" });
    refused(theirs, { kind: "activate", player: "p1", object: find(theirs, "p1", "play", "Test Sword"), ability: 0, targets: [[find(theirs, "p1", "play", "Grizzly Bears")]] }, "only as a sorcery");
  });

  it("Equip targets a creature you control: an opponent's creature is refused", () => {
    const game = table({ play: ["Test Sword", "Plains"] }, { play: ["Grizzly Bears"] }, { cards });
    refused(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Test Sword"), ability: 0, targets: [[find(game, "p2", "play", "Grizzly Bears")]] }, "409.1c");
  });

  it("Equip again moves the Equipment to the new creature", () => {
    const game = table({ play: ["Test Sword", "Grizzly Bears", "Test Knight", "Plains", "Plains"] }, {}, { cards });
    const sword = find(game, "p1", "play", "Test Sword");
    ok(game, { kind: "activate", player: "p1", object: sword, ability: 0, targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    ok(game, { kind: "activate", player: "p1", object: sword, ability: 0, targets: [[find(game, "p1", "play", "Test Knight")]] });
    passAll(game);
    expect(game.attachedTo(sword)).toBe(find(game, "p1", "play", "Test Knight"));
    expect(game.attachments(find(game, "p1", "play", "Grizzly Bears"))).toEqual([]);
  });

  it("420.5: when the equipped creature leaves play, the Equipment becomes unattached and stays in play", () => {
    const { game, sword, bears } = equipped();
    const bob = restoreGame({ __snapshot: true, version: 4, state: { ...stateOf(game), priority: 1 } } as unknown as GameSnapshot, cards);
    ok(bob, { kind: "cast", player: "p2", card: find(bob, "p2", "hand", "Shock"), targets: [[bears]] });
    passAll(bob);
    expect(names(bob, "p1", "play")).toContain("Test Sword");
    expect(bob.attachedTo(sword)).toBeNull();
    expect(logKinds(bob, "unattach")).toEqual([expect.objectContaining({ object: sword, rule: "420.5: Equipment attached illegally becomes unattached" })]);
  });

  it("420.5: an Equipment on a creature that gains protection from its colour becomes unattached (a colourless one stays)", () => {
    const game = table({ hand: ["Test Ward"], play: ["Test Sword", "Test White Sword", "Grizzly Bears", "Plains", "Plains", "Plains", "Forest"] }, {}, { cards });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const sword = find(game, "p1", "play", "Test Sword");
    const white = find(game, "p1", "play", "Test White Sword");
    ok(game, { kind: "activate", player: "p1", object: sword, ability: 0, targets: [[bears]] });
    passAll(game);
    ok(game, { kind: "activate", player: "p1", object: white, ability: 0, targets: [[bears]] });
    passAll(game);
    expect(game.attachments(bears)).toEqual([sword, white]);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Ward"), targets: [[bears]] });
    passAll(game);
    expect(game.attachments(bears)).toEqual([sword]);
    expect(game.attachedTo(white)).toBeNull();
    expect(names(game, "p1", "play")).toContain("Test White Sword");
  });

  it("420.5: an Equipment that becomes a creature can't equip: it becomes unattached and stays in play", () => {
    const game = table({ hand: ["Test Animate"], play: ["Test Sword", "Grizzly Bears", "Plains", "Island"] }, {}, { cards });
    const sword = find(game, "p1", "play", "Test Sword");
    ok(game, { kind: "activate", player: "p1", object: sword, ability: 0, targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Animate"), targets: [[sword]] });
    passAll(game);
    expect(game.attachedTo(sword)).toBeNull();
    expect(names(game, "p1", "play")).toEqual(expect.arrayContaining(["Test Sword", "Grizzly Bears"]));
  });

  it("gaining control of an equipped creature doesn't move or unattach the Equipment", () => {
    const game = table({ play: ["Test Sword", "Grizzly Bears", "Plains"] }, { play: [walker("Sarkhan Vol", 4)] }, { cards });
    const sword = find(game, "p1", "play", "Test Sword");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: sword, ability: 0, targets: [[bears]] });
    passAll(game);
    const bobs = restoreGame({ __snapshot: true, version: 4, state: { ...stateOf(game), active: 1, priority: 1 } } as unknown as GameSnapshot, cards);
    ok(bobs, { kind: "activate", player: "p2", object: find(bobs, "p2", "play", "Sarkhan Vol"), ability: 1, targets: [[bears]] });
    passAll(bobs);
    expect(bobs.zone("p2", "play")).toContain(bears);
    expect(bobs.attachedTo(sword)).toBe(bears);
  });

  it("gaining control of an Equipment doesn't move it", () => {
    const game = table({ hand: ["Test Ward"], play: ["Test Sword", "Grizzly Bears", "Plains", "Forest"] }, {}, { cards });
    const sword = find(game, "p1", "play", "Test Sword");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: sword, ability: 0, targets: [[bears]] });
    passAll(game);
    const s = withEffects(stateOf(game), { objects: [sword], control: "p2" });
    s.nextTimestamp += 1;
    const stolen = restoreGame({ __snapshot: true, version: 4, state: s } as unknown as GameSnapshot, cards);
    // A spell resolves (state-based effects are checked after it): the Sword stays on the Bears.
    ok(stolen, { kind: "cast", player: "p1", card: find(stolen, "p1", "hand", "Test Ward"), targets: [[bears]] });
    passAll(stolen);
    expect(stolen.zone("p2", "play")).toContain(sword);
    expect(stolen.attachedTo(sword)).toBe(bears);
  });
});

describe("static abilities of what an Equipment is attached to (418.5: applied at each moment)", () => {
  it("'Equipped creature gets +0/+2' follows the Equipment; a damaged creature it leaves dies (420.5)", () => {
    const game = table({ hand: ["Shock"], play: ["Test Shield", "Grizzly Bears", "Hill Giant", "Plains", "Plains", "Mountain"] }, {}, { cards });
    const shield = find(game, "p1", "play", "Test Shield");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const giant = find(game, "p1", "play", "Hill Giant");
    ok(game, { kind: "activate", player: "p1", object: shield, ability: 1, targets: [[bears]] });
    passAll(game);
    expect(game.object(bears)).toMatchObject({ power: 2, toughness: 4 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[bears]] });
    passAll(game);
    expect(game.object(bears)).toMatchObject({ toughness: 4, damage: 2 });
    // Moving the Shield changes no record of the Bears and no continuous effect: the Bears die all the same.
    ok(game, { kind: "activate", player: "p1", object: shield, ability: 1, targets: [[giant]] });
    passAll(game);
    expect(game.object(giant)).toMatchObject({ power: 3, toughness: 5 });
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Shock"]);
  });
});

describe("snapshots", () => {
  it("an attachment survives a snapshot through JSON; a snapshot attaching a card not in play is refused", () => {
    const game = table({ play: ["Test Sword", "Grizzly Bears", "Plains"] }, {}, { cards });
    const sword = find(game, "p1", "play", "Test Sword");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: sword, ability: 0, targets: [[bears]] });
    passAll(game);
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())) as GameSnapshot, cards);
    expect(restored.attachedTo(sword)).toBe(bears);
    const s = stateOf(game);
    const library = s.players[0].library[0];
    const slot = Number(library.slice(1));
    (s.objects[slot] as { attachedTo: string | null }).attachedTo = bears;
    expect(() => restoreGame({ __snapshot: true, version: 4, state: s } as unknown as GameSnapshot, cards)).toThrow(/attachedTo: only a permanent in play is attached/);
  });

  it("a version-3 snapshot (no attachedTo) restores with nothing attached", () => {
    const game = table({ play: ["Grizzly Bears"] }, {}, { cards });
    const s = stateOf(game);
    for (const o of s.objects) if (o !== null) delete (o as { attachedTo?: unknown }).attachedTo;
    const restored = restoreGame({ __snapshot: true, version: 3, state: s } as unknown as GameSnapshot, cards);
    expect(restored.attachedTo(find(restored, "p1", "play", "Grizzly Bears"))).toBeNull();
  });
});
