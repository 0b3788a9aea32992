/**
 * Turn structure, priority, the stack and continuous effects (2007 rules 300–314, 409–413, 418): the first
 * player's skipped draw, mana burn, cleanup (damage wears off, "until end of turn" ends, discard to seven),
 * sorcery timing, countering on resolution, triggered abilities and linked abilities (Oblivion Ring), control
 * change, type change, P/T from a characteristic, "doesn't untap during its controller's next untap step".
 */
import { describe, expect, it } from "vitest";
import { createRegistry, defineCard } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, logKinds, many, names, ok, passAll, refused, table, walker } from "./engine-helpers.js";

describe("turn structure", () => {
  it("the player who goes first skips the draw of turn 1; later draws happen", () => {
    const game = table({}, {}, { step: "untap", turnNumber: 1 });
    expect(game.step()).toBe("upkeep");
    advance(game, atStep("main1", 1));
    expect(game.zone("p1", "hand")).toHaveLength(0);
    advance(game, atStep("main1", 2));
    expect(game.zone("p2", "hand")).toHaveLength(1);
  });

  it("300.3: mana left in a pool when a phase ends is lost, with mana burn", () => {
    const game = table({ play: ["Mountain", "Mountain"] });
    const mountain = find(game, "p1", "play", "Mountain");
    ok(game, { kind: "activate", player: "p1", object: mountain, ability: 0 });
    expect(game.player("p1").manaPool.R).toBe(1);
    advance(game, atStep("beginningOfCombat"));
    expect(game.player("p1").manaPool.R).toBe(0);
    expect(game.player("p1").life).toBe(19);
    expect(logKinds(game, "manaBurn")).toHaveLength(1);
  });

  it("cleanup: damage wears off and until-end-of-turn effects end; the active player discards down to seven", () => {
    const game = table(
      { hand: ["Shock", ...many("Island", 8)], play: ["Mountain", walker("Elspeth, Knight-Errant", 4)] },
      { play: ["Hill Giant"] },
    );
    const giant = find(game, "p2", "play", "Hill Giant");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Elspeth, Knight-Errant"), ability: 1, targets: [[giant]] });
    passAll(game);
    expect(game.object(giant)).toMatchObject({ power: 6, toughness: 6 });
    expect(game.object(giant)!.keywords).toContain("Flying");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[giant]] });
    passAll(game);
    expect(game.object(giant)!.damage).toBe(2);
    advance(game, atStep("cleanup"));
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p1", kind: "discard", min: 1, max: 1 });
    answer(game, [decision.options[0]]);
    advance(game, atStep("upkeep", 4));
    expect(game.zone("p1", "hand")).toHaveLength(7);
    expect(game.object(giant)).toMatchObject({ power: 3, toughness: 3, damage: 0 });
    expect(game.object(giant)!.keywords).not.toContain("Flying");
  });

  it("sorcery timing: a sorcery can't be played with a non-empty stack; an instant can", () => {
    const game = table({ hand: ["Lava Axe", "Shock", "Lightning Bolt"], play: many("Mountain", 6) });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lava Axe"), targets: [["p2"]] }, "sorcery timing");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    expect(game.stack().map((s) => s.description)).toEqual(["Lightning Bolt", "Shock"]);
  });

  it("409.1h: a cost that can't be paid is refused with the reason, and nothing changes", () => {
    const game = table({ hand: ["Serra Angel"], play: ["Plains", "Plains", "Island", "Island"] });
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Serra Angel") }, "409.1h");
    const colour = table({ hand: ["Serra Angel"], play: ["Plains", ...many("Island", 4)] });
    const error = refused(colour, { kind: "cast", player: "p1", card: find(colour, "p1", "hand", "Serra Angel") }, "409.1h");
    expect(error).toContain("{W}");
  });
});

describe("the stack", () => {
  it("413.2a: a spell whose only target became illegal is countered on resolution", () => {
    const game = table({ hand: ["Shock", "Lightning Bolt"], play: ["Mountain", "Mountain"] }, { play: ["Grizzly Bears"] });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[bears]] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [[bears]] });
    passAll(game); // Bolt kills the Bears
    passAll(game); // Shock: countered
    expect(logKinds(game, "countered")).toHaveLength(1);
    expect(logKinds(game, "countered")[0].description).toBe("Shock");
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Lightning Bolt", "Shock"]);
  });

  it("410: Oblivion Ring's trigger targets on going on the stack; its leaves-play trigger returns the card as a new object", () => {
    const game = table({ hand: ["Oblivion Ring"], play: [...many("Plains", 3), walker("Nicol Bolas, Planeswalker", 5)] }, { play: ["Serra Angel"] });
    const angel = find(game, "p2", "play", "Serra Angel");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Oblivion Ring") });
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ kind: "targets", player: "p1" });
    answer(game, [angel]);
    passAll(game);
    expect(names(game, "p2", "removed")).toEqual(["Serra Angel"]);
    const ring = find(game, "p1", "play", "Oblivion Ring");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Nicol Bolas, Planeswalker"), ability: 0, targets: [[ring]] });
    passAll(game);
    passAll(game);
    const back = find(game, "p2", "play", "Serra Angel");
    expect(back).not.toBe(angel);
    expect(game.object(back)!.controller).toBe("p2");
  });
});

describe("continuous effects (418)", () => {
  it("control change until end of turn (Sarkhan Vol −2): untapped, hasty, attacks, and returns at cleanup", () => {
    const game = table({ play: [walker("Sarkhan Vol", 4)] }, { play: [{ card: "Hill Giant", tapped: true }] });
    const giant = find(game, "p2", "play", "Hill Giant");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Sarkhan Vol"), ability: 1, targets: [[giant]] });
    passAll(game);
    expect(game.object(giant)).toMatchObject({ controller: "p1", tapped: false });
    expect(game.zone("p1", "play")).toContain(giant);
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: giant, defender: "p2" }] });
    advance(game, (g) => g.stack().length > 0);
    passAll(game);
    expect(game.player("p2").life).toBe(17);
    advance(game, atStep("upkeep", 4));
    expect(game.object(giant)!.controller).toBe("p2");
  });

  it("control change with no duration (Nicol Bolas −2) lasts", () => {
    const game = table({ play: [walker("Nicol Bolas, Planeswalker", 5)] }, { play: ["Serra Angel"] });
    const angel = find(game, "p2", "play", "Serra Angel");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Nicol Bolas, Planeswalker"), ability: 1, targets: [[angel]] });
    passAll(game);
    advance(game, atStep("upkeep", 5));
    expect(game.object(angel)!.controller).toBe("p1");
  });

  it("P/T from a characteristic: Ajani Goldmane's Avatar is always as big as its controller's life", () => {
    const game = table({ hand: ["Lightning Bolt"], play: [walker("Ajani Goldmane", 6)], life: 12 }, { hand: [], play: ["Mountain"] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Ajani Goldmane"), ability: 2 });
    passAll(game);
    const avatar = find(game, "p1", "play", "Avatar");
    expect(game.object(avatar)).toMatchObject({ power: 12, toughness: 12, token: true });
    expect(game.object(avatar)!.colors).toEqual(["W"]);
  });

  it("\"doesn't untap during its controller's next untap step\" (Ajani Vengeant +1): skips one untap only", () => {
    const game = table({ play: [walker("Ajani Vengeant", 3)] }, { play: [{ card: "Mountain", tapped: true }] });
    const mountain = find(game, "p2", "play", "Mountain");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Ajani Vengeant"), ability: 0, targets: [[mountain]] });
    passAll(game);
    advance(game, atStep("upkeep", 4));
    expect(game.object(mountain)!.tapped).toBe(true);
    advance(game, atStep("upkeep", 6));
    expect(game.object(mountain)!.tapped).toBe(false);
  });

  it("type change until end of turn (Tezzeret −5): artifacts become 5/5 artifact creatures, then revert", () => {
    const game = table({ play: [walker("Tezzeret the Seeker", 5), "Millstone"] });
    const millstone = find(game, "p1", "play", "Millstone");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Tezzeret the Seeker"), ability: 2 });
    passAll(game);
    expect(game.object(millstone)).toMatchObject({ power: 5, toughness: 5 });
    advance(game, atStep("upkeep", 4));
    expect(game.object(millstone)!.types).toEqual(["Artifact"]);
    expect(game.object(millstone)!.power).toBeNull();
  });
});

describe("410: simultaneous triggered abilities", () => {
  it("410: a player with two triggered abilities at once chooses their order; one alone needs no choice", () => {
    const game = table({ play: [walker("Nicol Bolas, Planeswalker", 9)] }, { play: ["Oblivion Ring", "Oblivion Ring"] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Nicol Bolas, Planeswalker"), ability: 2, targets: [["p2"]] });
    passAll(game); // 7 damage, discard (nothing), sacrifice both rings: both leaves-play abilities trigger
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p2", kind: "triggerOrder", min: 1, max: 1 });
    expect(decision.options).toHaveLength(2);
    answer(game, [decision.options[1]]);
    expect(game.stack().map((s) => s.controller)).toEqual(["p2", "p2"]);
    expect(game.player("p2").life).toBe(13);
  });
});

describe("409.1b: X costs", () => {
  const blazeText = "Blaze deals X damage to target creature or player.";
  const blaze = defineCard({
    name: "Blaze",
    manaCost: { generic: 0, W: 0, U: 0, B: 0, R: 1, G: 0, x: 1 },
    colors: ["R"],
    supertypes: [],
    types: ["Sorcery"],
    subtypes: [],
    keywords: [],
    abilities: [],
    spell: { text: blazeText, targets: [{ min: 1, max: 1, players: true, objects: { types: ["Creature"] } }], resolve: (ctx) => ctx.dealDamage(ctx.self, ctx.x, ctx.targets(0)) },
    text: [blazeText],
  });
  const cards = createRegistry([...referenceCards, blaze]);

  it("409.1b: X is chosen on the action and paid as generic mana; legal actions list each payable X", () => {
    const game = table({ hand: ["Blaze"], play: many("Mountain", 4) }, {}, { cards });
    const card = find(game, "p1", "hand", "Blaze");
    const xs = game.legalActions().filter((a) => a.kind === "cast" && a.card === card && a.targets?.[0][0] === "p2").map((a) => (a.kind === "cast" ? a.x : -1));
    expect(xs).toEqual([0, 1, 2, 3]);
    refused(game, { kind: "cast", player: "p1", card, x: 4, targets: [["p2"]] }, "409.1h");
    refused(game, { kind: "cast", player: "p1", card, x: -1, targets: [["p2"]] }, "409.1b");
    ok(game, { kind: "cast", player: "p1", card, x: 3, targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(17);
    expect(game.zone("p1", "play").every((id) => game.object(id)!.tapped)).toBe(true);
  });
});

describe("indestructible (2007 glossary)", () => {
  it("an indestructible permanent can't be destroyed, but can be sacrificed", () => {
    const game = table({ play: [walker("Elspeth, Knight-Errant", 8), "Millstone", "Island"] }, { play: [walker("Nicol Bolas, Planeswalker", 12)] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Elspeth, Knight-Errant"), ability: 2 });
    passAll(game);
    advance(game, atStep("main1", 4));
    const millstone = find(game, "p1", "play", "Millstone");
    const bolas = find(game, "p2", "play", "Nicol Bolas, Planeswalker");
    ok(game, { kind: "activate", player: "p2", object: bolas, ability: 0, targets: [[millstone]] });
    passAll(game);
    expect(names(game, "p1", "play")).toContain("Millstone"); // "destroy" does nothing to it
    advance(game, atStep("main1", 6));
    ok(game, { kind: "activate", player: "p2", object: bolas, ability: 2, targets: [["p1"]] });
    passAll(game); // 7 damage, discard seven, sacrifice seven: sacrificing ignores indestructible
    expect(names(game, "p1", "play")).toEqual([]);
    expect(names(game, "p1", "graveyard")).toContain("Millstone");
    expect(game.player("p1").life).toBe(13);
  });
});

describe("104.4b: a loop of mandatory actions", () => {
  it("104.4b: three Oblivion Rings removing and returning each other with forced targets end the game in a draw", () => {
    const game = table({ hand: ["Oblivion Ring", "Oblivion Ring", "Oblivion Ring"], play: many("Plains", 9) });
    const cast = () => ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Oblivion Ring") });
    const resolveAll = () => {
      while (game.stack().length > 0 && !game.isOver()) passAll(game);
    };
    cast();
    resolveAll(); // ring 1: its trigger has no legal target (410.4) and is removed
    expect(logKinds(game, "triggerRemoved")).toHaveLength(1);
    cast();
    resolveAll(); // ring 2 removes ring 1 (the only target); ring 1's leaves-play ability returns nothing
    expect(names(game, "p1", "removed")).toEqual(["Oblivion Ring"]);
    cast(); // ring 3 removes ring 2, which returns ring 1, which removes ring 3, which returns ring 2 …
    for (let i = 0; i < 5000 && !game.isOver(); i++) ok(game, { kind: "pass", player: game.priorityPlayer()! });
    expect(game.isOver()).toBe(true);
    expect(game.winner()).toBeNull();
    expect(logKinds(game, "gameOver")[0]).toMatchObject({ rule: "104.4b" });
  });

  it("104.4b: a long game with choices is not a loop", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain"] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    expect(game.isOver()).toBe(false);
  });
});
