/**
 * Static keyword abilities of the 2007 rules (502): fear and landwalk (502.6) as evasion abilities (501), double
 * strike (502.28, with first strike's two damage steps, 502.2b), shroud (targeting, 409.1c, and again on
 * resolution, 413.2a); Shadowmoor's wither (damage to creatures as -1/-1 counters) and flash (instant timing);
 * protection from a colour (502.7: damage prevented, not blocked by, not targeted by; this engine has no Auras
 * or Equipment, so "can't be enchanted or equipped" has nothing to apply to).
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../runtime/api.js";
import { createRegistry, defineCard, type CardDefinition, type Color, type Keyword } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import type { Game } from "../../runtime/api.js";

function creature(name: string, colors: Color[], power: number, toughness: number, keywords: Keyword[], types: ("Artifact" | "Creature")[] = ["Creature"]): CardDefinition {
  return defineCard({
    name,
    manaCost: { generic: 2, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 },
    colors,
    supertypes: [],
    types,
    subtypes: ["Test"],
    power,
    toughness,
    keywords,
    abilities: [],
    text: keywords.length > 0 ? [keywords.join(", ")] : [],
  });
}

/** "Creatures you control gain shroud until end of turn." (no target: it can't be stopped by shroud itself) */
const veil = defineCard({
  name: "Veil",
  manaCost: { generic: 0, W: 0, U: 1, B: 0, R: 0, G: 0, x: 0 },
  colors: ["U"],
  supertypes: [],
  types: ["Instant"],
  subtypes: [],
  keywords: [],
  abilities: [],
  spell: {
    text: "Creatures you control gain shroud until end of turn.",
    targets: [],
    resolve: (ctx) => ctx.modify(ctx.objects({ types: ["Creature"], controller: ctx.controller }), { keywords: ["Shroud"] }, "untilEndOfTurn"),
  },
  text: ["Creatures you control gain shroud until end of turn."],
});

/** "Target creature gains double strike until end of turn." */
const twinGift = defineCard({
  name: "Twin Gift",
  manaCost: { generic: 0, W: 0, U: 0, B: 0, R: 1, G: 0, x: 0 },
  colors: ["R"],
  supertypes: [],
  types: ["Instant"],
  subtypes: [],
  keywords: [],
  abilities: [],
  spell: {
    text: "Target creature gains double strike until end of turn.",
    targets: [{ min: 1, max: 1, players: false, objects: { types: ["Creature"], zone: "play" } }],
    resolve: (ctx) => ctx.modify(ctx.targets(0) as string[], { keywords: ["Double strike"] }, "untilEndOfTurn"),
  },
  text: ["Target creature gains double strike until end of turn."],
});

const cards = createRegistry([
  ...referenceCards,
  veil,
  twinGift,
  creature("Dread Shade", ["B"], 2, 2, ["Fear"]),
  creature("Black Bear", ["B"], 2, 2, []),
  creature("Bog Wraith", ["B"], 3, 3, ["Swampwalk"]),
  creature("Lowland Walker", ["G"], 2, 2, ["Forestwalk", "Islandwalk"]),
  creature("Twin Blade", ["R"], 2, 2, ["Double strike"]),
  creature("Twin Trampler", ["R"], 3, 3, ["Double strike", "Trample"]),
  creature("Quick Guard", ["W"], 2, 3, ["First strike"]),
  creature("Mist Cat", ["G"], 3, 2, ["Shroud"]),
  creature("Iron Wall", [], 0, 4, [], ["Artifact", "Creature"]),
  creature("Squire", ["W"], 1, 1, []),
  creature("Wither Imp", ["B"], 2, 2, ["Wither"]),
  creature("Flash Lynx", ["W"], 2, 1, ["Flash"]),
  creature("Red Ward Knight", ["W"], 2, 2, ["Protection from red"]),
]);

function toBlockers(game: Game): void {
  ok(game, { kind: "pass", player: "p1" });
  ok(game, { kind: "pass", player: "p2" });
}

function attackWith(game: Game, name: string): string {
  advance(game, atStep("declareAttackers"));
  const attacker = find(game, "p1", "play", name);
  ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker, defender: "p2" }] });
  toBlockers(game);
  return attacker;
}

function blockListed(game: Game, blocker: string, attacker: string): boolean {
  return game.legalActions().some((a: Action) => a.kind === "declareBlockers" && a.blocks.length === 1 && a.blocks[0].blocker === blocker && a.blocks[0].attacker === attacker);
}

describe("502 fear: can't be blocked except by artifact creatures and/or black creatures", () => {
  it("a green creature can't block it; an artifact creature and a black creature can (and are listed)", () => {
    const game = table({ play: ["Dread Shade"] }, { play: ["Grizzly Bears", "Iron Wall", "Black Bear"] }, { cards });
    const shade = attackWith(game, "Dread Shade");
    const bears = find(game, "p2", "play", "Grizzly Bears");
    const wall = find(game, "p2", "play", "Iron Wall");
    const black = find(game, "p2", "play", "Black Bear");
    expect(blockListed(game, bears, shade)).toBe(false);
    expect(blockListed(game, wall, shade)).toBe(true);
    expect(blockListed(game, black, shade)).toBe(true);
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: bears, attacker: shade }] }, "309.1");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: wall, attacker: shade }] });
  });

  it("with only nonblack, nonartifact creatures to block, no blockers are declared (the step asks nobody)", () => {
    const game = table({ play: ["Dread Shade"] }, { play: ["Grizzly Bears"] }, { cards });
    attackWith(game, "Dread Shade");
    expect(game.legalActions().some((a) => a.kind === "declareBlockers")).toBe(false);
    advance(game, atStep("endOfCombat"));
    expect(game.player("p2").life).toBe(18);
  });
});

describe("502.6 landwalk: unblockable as long as the defending player controls a land of that type", () => {
  it("502.6b swampwalk: the defender controls a Swamp, so nothing can block", () => {
    const game = table({ play: ["Bog Wraith"] }, { play: ["Swamp", "Black Bear"] }, { cards });
    attackWith(game, "Bog Wraith");
    // No creature can block it, so blockers are not asked for (the declaration would be refused: not awaited).
    expect(game.legalActions().some((a) => a.kind === "declareBlockers")).toBe(false);
    advance(game, atStep("endOfCombat"));
    expect(game.player("p2").life).toBe(17);
  });

  it("502.6b swampwalk: a blocker for another attacker can still be declared; the swampwalker stays unblockable", () => {
    const game = table({ play: ["Bog Wraith", "Twin Blade"] }, { play: ["Swamp", "Black Bear"] }, { cards });
    advance(game, atStep("declareAttackers"));
    const wraith = find(game, "p1", "play", "Bog Wraith");
    const blade = find(game, "p1", "play", "Twin Blade");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: wraith, defender: "p2" }, { attacker: blade, defender: "p2" }] });
    toBlockers(game);
    const bear = find(game, "p2", "play", "Black Bear");
    expect(blockListed(game, bear, wraith)).toBe(false);
    expect(blockListed(game, bear, blade)).toBe(true);
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: bear, attacker: wraith }] }, "309.1");
  });

  it("502.6b swampwalk: without a Swamp (the attacker's own Swamps don't count), it can be blocked", () => {
    const game = table({ play: ["Bog Wraith", "Swamp"] }, { play: ["Forest", "Black Bear"] }, { cards });
    const wraith = attackWith(game, "Bog Wraith");
    const bear = find(game, "p2", "play", "Black Bear");
    expect(blockListed(game, bear, wraith)).toBe(true);
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: bear, attacker: wraith }] });
  });

  it("502.6b: each landwalk of a creature counts (forestwalk and islandwalk: an Island is enough)", () => {
    const game = table({ play: ["Lowland Walker"] }, { play: ["Island", "Grizzly Bears"] }, { cards });
    attackWith(game, "Lowland Walker");
    expect(game.legalActions().some((a) => a.kind === "declareBlockers")).toBe(false);
    advance(game, atStep("endOfCombat"));
    expect(game.player("p2").life).toBe(18);
  });
});

describe("502.28 double strike: combat damage in both combat damage steps (502.2b)", () => {
  it("unblocked, it deals its damage twice", () => {
    const game = table({ play: ["Twin Blade"] }, {}, { cards });
    attackWith(game, "Twin Blade");
    advance(game, atStep("endOfCombat"));
    expect(game.player("p2").life).toBe(16);
    expect(game.log().filter((e) => e.kind === "step" && e.step === "combatDamage")).toHaveLength(2);
  });

  it("it kills its blocker in the first step, before the blocker deals damage; blocked, it deals nothing more without trample", () => {
    const game = table({ play: ["Twin Blade"] }, { play: ["Grizzly Bears"] }, { cards });
    const blade = attackWith(game, "Twin Blade");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Grizzly Bears"), attacker: blade }] });
    advance(game, atStep("endOfCombat"));
    expect(names(game, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(game.object(blade)!.damage).toBe(0);
    expect(game.player("p2").life).toBe(20);
  });

  it("with trample: lethal to the blocker in the first step, then all of its damage to the player in the second", () => {
    const game = table({ play: ["Twin Trampler"] }, { play: ["Squire"] }, { cards });
    const trampler = attackWith(game, "Twin Trampler");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Squire"), attacker: trampler }] });
    advance(game, atStep("endOfCombat"));
    expect(names(game, "p2", "graveyard")).toEqual(["Squire"]);
    expect(game.player("p2").life).toBe(20 - 2 - 3); // 1 lethal to the Squire and 2 past it, then 3 past the gone blocker
  });

  it("a first striker that gains double strike after the first combat damage step deals damage again in the second", () => {
    const game = table({ play: ["Quick Guard", "Mountain"], hand: ["Twin Gift"] }, {}, { cards });
    const guard = attackWith(game, "Quick Guard");
    advance(game, (g) => g.stack().length > 0);
    passAll(game); // first step: 2 damage
    expect(game.player("p2").life).toBe(18);
    expect(game.step()).toBe("combatDamage");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Mountain"), ability: 0 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Twin Gift"), targets: [[guard]] });
    passAll(game);
    advance(game, atStep("endOfCombat"));
    expect(game.player("p2").life).toBe(16);
  });

  it("against a first striker: both deal damage in the first step, and only the double striker again in the second", () => {
    const game = table({ play: ["Twin Blade"] }, { play: ["Quick Guard"] }, { cards });
    const blade = attackWith(game, "Twin Blade");
    const guard = find(game, "p2", "play", "Quick Guard");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: guard, attacker: blade }] });
    advance(game, (g) => g.stack().length > 0);
    passAll(game); // first step: 2 to the Guard (2/3 survives), 2 to the Blade (2/2 dies)
    expect(names(game, "p1", "graveyard")).toEqual(["Twin Blade"]);
    expect(game.object(guard)!.damage).toBe(2);
    advance(game, atStep("endOfCombat"));
    expect(game.object(guard)!.damage).toBe(2); // the Blade died: no second-step damage
  });
});

describe("502 shroud: can't be the target of spells or abilities", () => {
  it("409.1c: a targeted spell can't choose it (not listed; refused), even by its controller", () => {
    const game = table({ play: ["Mist Cat", "Mountain"], hand: ["Shock"] }, { play: ["Grizzly Bears"] }, { cards });
    const cat = find(game, "p1", "play", "Mist Cat");
    const shock = find(game, "p1", "hand", "Shock");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Mountain"), ability: 0 });
    const casts = game.legalActions().filter((a) => a.kind === "cast");
    expect(casts.length).toBeGreaterThan(0);
    expect(casts.some((a) => a.kind === "cast" && a.targets?.[0]?.[0] === cat)).toBe(false);
    expect(casts.some((a) => a.kind === "cast" && a.targets?.[0]?.[0] === find(game, "p2", "play", "Grizzly Bears"))).toBe(true);
    refused(game, { kind: "cast", player: "p1", card: shock, targets: [[cat]] }, "409.1c");
  });

  it("413.2a: a creature that gains shroud in response makes the spell's only target illegal: it is countered", () => {
    const game = table({ play: ["Mountain"], hand: ["Shock"] }, { play: ["Grizzly Bears", "Island"], hand: ["Veil"] }, { cards });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Mountain"), ability: 0 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[bears]] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "activate", player: "p2", object: find(game, "p2", "play", "Island"), ability: 0 });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Veil") });
    passAll(game); // Veil resolves: the Bears have shroud
    expect(game.object(bears)!.keywords).toContain("Shroud");
    passAll(game); // Shock: its only target is illegal now
    expect(game.object(bears)!.damage).toBe(0);
    expect(names(game, "p1", "graveyard")).toEqual(["Shock"]);
    expect(game.log().some((e) => e.kind === "countered")).toBe(true);
  });
});

describe("wither (Shadowmoor): damage dealt to a creature by a source with wither is dealt as -1/-1 counters", () => {
  it("combat damage from a wither creature becomes -1/-1 counters that stay after the turn; the player still loses life", () => {
    const game = table({ play: ["Wither Imp"] }, { play: ["Hill Giant"] }, { cards });
    const imp = attackWith(game, "Wither Imp");
    const giant = find(game, "p2", "play", "Hill Giant");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: giant, attacker: imp }] });
    advance(game, atStep("endOfCombat"));
    const view = game.object(giant)!;
    expect(view.damage).toBe(0);
    expect(view.counters["-1/-1"]).toBe(2);
    expect([view.power, view.toughness]).toEqual([1, 1]);
    expect(names(game, "p1", "graveyard")).toEqual(["Wither Imp"]); // the Giant's damage is ordinary damage
    advance(game, atStep("upkeep", 4));
    expect(game.object(giant)!.toughness).toBe(1); // counters are not removed at cleanup, unlike damage
  });

  it("damage from a source without wither is marked as usual", () => {
    const game = table({ play: ["Grizzly Bears"] }, { play: ["Hill Giant"] }, { cards });
    const bears = attackWith(game, "Grizzly Bears");
    const giant = find(game, "p2", "play", "Hill Giant");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: giant, attacker: bears }] });
    advance(game, atStep("endOfCombat"));
    expect(game.object(giant)!.damage).toBe(2);
    expect(game.object(giant)!.counters["-1/-1"] ?? 0).toBe(0);
  });
});

describe("flash: the card may be played any time its owner could play an instant", () => {
  it("cast on the opponent's turn with a spell on the stack; a creature without flash can't be", () => {
    const game = table({ play: ["Mountain"], hand: ["Shock"] }, { play: ["Plains", "Plains", "Forest", "Forest"], hand: ["Flash Lynx", "Grizzly Bears"] }, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Mountain"), ability: 0 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    ok(game, { kind: "pass", player: "p1" });
    const lynx = find(game, "p2", "hand", "Flash Lynx");
    const bears = find(game, "p2", "hand", "Grizzly Bears");
    const listed = game.legalActions().filter((a) => a.kind === "cast").map((a) => (a.kind === "cast" ? a.card : null));
    expect(listed).toContain(lynx);
    expect(listed).not.toContain(bears);
    refused(game, { kind: "cast", player: "p2", card: bears }, "sorcery timing");
    ok(game, { kind: "cast", player: "p2", card: lynx });
    passAll(game); // the Lynx resolves first
    expect(names(game, "p2", "play")).toContain("Flash Lynx");
  });
});

describe("502.7 protection from a colour", () => {
  it("can't be blocked by creatures of that colour; creatures of other colours can block it", () => {
    const game = table({ play: ["Red Ward Knight"] }, { play: ["Hill Giant", "Grizzly Bears"] }, { cards });
    const knight = attackWith(game, "Red Ward Knight");
    const giant = find(game, "p2", "play", "Hill Giant");
    expect(blockListed(game, giant, knight)).toBe(false);
    expect(blockListed(game, find(game, "p2", "play", "Grizzly Bears"), knight)).toBe(true);
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: giant, attacker: knight }] }, "309.1");
  });

  it("damage from a source of that colour is prevented (here: the red creature it blocks); the rest is dealt", () => {
    const game = table({ play: ["Hill Giant"] }, { play: ["Red Ward Knight"] }, { cards });
    const giant = attackWith(game, "Hill Giant");
    const knight = find(game, "p2", "play", "Red Ward Knight");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: knight, attacker: giant }] });
    advance(game, atStep("endOfCombat"));
    expect(game.object(knight)!.damage).toBe(0);
    expect(game.object(giant)!.damage).toBe(2);
    expect(game.log().some((e) => e.kind === "damagePrevented" && e.recipient === knight && e.amount === 3)).toBe(true);
  });

  it("409.1c: a spell of that colour can't target it; a spell of another colour can", () => {
    const game = table({ play: ["Mountain"], hand: ["Shock"] }, { play: ["Red Ward Knight", "Island"], hand: ["Veil"] }, { cards });
    const knight = find(game, "p2", "play", "Red Ward Knight");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Mountain"), ability: 0 });
    expect(game.legalActions().some((a) => a.kind === "cast" && a.targets?.[0]?.[0] === knight)).toBe(false);
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[knight]] }, "409.1c");
  });

  it("damage from a source of another colour is dealt as usual", () => {
    const game = table({ play: ["Grizzly Bears"] }, { play: ["Red Ward Knight"] }, { cards });
    const bears = attackWith(game, "Grizzly Bears");
    const knight = find(game, "p2", "play", "Red Ward Knight");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: knight, attacker: bears }] });
    advance(game, atStep("endOfCombat"));
    expect(names(game, "p2", "graveyard")).toEqual(["Red Ward Knight"]);
  });
});
