/**
 * One-shot changes of colour, creature types and base power and toughness, compiled from real cards of
 * bench/corpus/ (test/runtime/fixtures/covc-cards) and played: "becomes blue / all colors / the color or colors of
 * your choice" (layer 5), "gains / loses all creature types" (layer 4, changeling included: 502 of 2007),
 * "becomes 3/3" (6b) and "each unblocked creature" (the declare blockers step, 309 of 2007).
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileExtraCards } from "./extra-cards.js";
import { createGame } from "../../runtime/game.js";
import type { Game } from "../../runtime/api.js";
import type { CardRegistry, ObjectId } from "../../runtime/definition.js";
import { hasSubtype } from "../../runtime/continuous.js";
import { advance, answer, atStep, find, ok, passAll, setupOf } from "./engine-helpers.js";

const folder = fileURLToPath(new URL("./fixtures/covc-cards/", import.meta.url));
let cards: CardRegistry;
compileExtraCards(folder, (compiled) => (cards = compiled));

/** Activates `object`'s `nth` activated ability (in text order) with the targets given, and lets it resolve. */
function activate(game: Game, object: ObjectId, nth: number, targets: string[] = []): void {
  const abilities = [...new Set(game.legalActions().flatMap((a) => (a.kind === "activate" && a.object === object ? [a.ability] : [])))].sort((a, b) => a - b);
  ok(game, { kind: "activate", player: "p1", object, ability: abilities[nth], targets: targets.length === 0 ? [] : [targets] });
  passAll(game);
}

function cast(game: Game, name: string, targets: string[][]): void {
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", name), targets });
  passAll(game);
}

describe("418.5 layer 5: colours set by a resolving spell or ability", () => {
  it("Cerulean Wisps: the target becomes blue (its other colours go) until end of turn, and is untapped", () => {
    const game = createGame(setupOf({ play: ["Island"], hand: ["Cerulean Wisps"] }, { play: [{ card: "Grizzly Bears", tapped: true }] }, { cards }));
    const bears = find(game, "p2", "play", "Grizzly Bears");
    cast(game, "Cerulean Wisps", [[bears]]);
    expect(game.object(bears)!.colors).toEqual(["U"]);
    expect(game.object(bears)!.tapped).toBe(false);
  });

  it("Crimson Wisps: 'becomes red and gains haste' is one effect: colour and keyword", () => {
    const game = createGame(setupOf({ play: ["Mountain", "Grizzly Bears"], hand: ["Crimson Wisps"] }, {}, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    cast(game, "Crimson Wisps", [[bears]]);
    expect(game.object(bears)!.colors).toEqual(["R"]);
    expect(game.object(bears)!.keywords).toContain("Haste");
  });

  it("Scrapbasket: 'becomes all colors' gives the colourless artifact all five", () => {
    const game = createGame(setupOf({ play: ["Island", "Scrapbasket"] }, {}, { cards }));
    const basket = find(game, "p1", "play", "Scrapbasket");
    expect(game.object(basket)!.colors).toEqual([]);
    activate(game, basket, 0);
    expect(game.object(basket)!.colors).toEqual(["W", "U", "B", "R", "G"]);
  });

  it("Scuttlemutt: 'the color or colors of your choice' asks its controller for one or more colours as it resolves", () => {
    const game = createGame(setupOf({ play: ["Scuttlemutt", "Grizzly Bears"] }, {}, { cards }));
    const mutt = find(game, "p1", "play", "Scuttlemutt");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    // Its first ability is a mana ability (not offered among the legal actions): the second is index 1.
    ok(game, { kind: "activate", player: "p1", object: mutt, ability: 1, targets: [[bears]] });
    passAll(game);
    const decision = game.pendingDecision()!;
    expect(decision.kind).toBe("color");
    expect([decision.min, decision.max]).toEqual([1, 5]);
    answer(game, ["white", "black"]);
    expect(game.object(bears)!.colors).toEqual(["W", "B"]);
  });
});

describe("418.5 layer 4: creature types gained and lost", () => {
  it("Nameless Inversion: +3/-3, and the Angel is no creature type any more; the changeling beside it keeps every type", () => {
    const game = createGame(setupOf({ play: ["Swamp", "Swamp"], hand: ["Nameless Inversion"] }, { play: ["Amoeboid Changeling", "Serra Angel"] }, { cards }));
    const changeling = find(game, "p2", "play", "Amoeboid Changeling");
    const angel = find(game, "p2", "play", "Serra Angel");
    cast(game, "Nameless Inversion", [[angel]]);
    const v = game.object(angel)!;
    expect(hasSubtype(game.object(changeling)!, "Goblin")).toBe(true);
    expect([v.power, v.toughness]).toEqual([7, 1]);
    expect(v.subtypes).toEqual([]);
    expect(hasSubtype(v, "Angel")).toBe(false);
  });

  it("Amoeboid Changeling: 'loses all creature types' then 'gains all creature types': the later timestamp wins", () => {
    const game = createGame(setupOf({ play: ["Amoeboid Changeling", "Amoeboid Changeling", "Grizzly Bears"] }, {}, { cards }));
    const [first, second] = [find(game, "p1", "play", "Amoeboid Changeling"), find(game, "p1", "play", "Amoeboid Changeling", 1)];
    activate(game, first, 1, [first]);
    expect(hasSubtype(game.object(first)!, "Shapeshifter")).toBe(false);
    expect(hasSubtype(game.object(first)!, "Goblin")).toBe(false);
    activate(game, second, 0, [first]);
    expect(hasSubtype(game.object(first)!, "Goblin")).toBe(true);
    const bears = find(game, "p1", "play", "Grizzly Bears");
    expect(hasSubtype(game.object(bears)!, "Goblin")).toBe(false);
  });

  it("the effects end at cleanup: the changeling is every creature type again", () => {
    const game = createGame(setupOf({ play: ["Amoeboid Changeling"] }, {}, { cards }));
    const changeling = find(game, "p1", "play", "Amoeboid Changeling");
    activate(game, changeling, 1, [changeling]);
    expect(hasSubtype(game.object(changeling)!, "Elf")).toBe(false);
    for (let i = 0; i < 40 && game.turnNumber() === 3; i++) ok(game, { kind: "pass", player: game.priorityPlayer()! });
    expect(hasSubtype(game.object(changeling)!, "Elf")).toBe(true);
  });
});

describe("418.5 6b: base power and toughness set", () => {
  it("Marsh Flitter: 'becomes 3/3 until end of turn' after sacrificing a Goblin", () => {
    const game = createGame(setupOf({ play: ["Marsh Flitter", "Raging Goblin"] }, {}, { cards }));
    const flitter = find(game, "p1", "play", "Marsh Flitter");
    activate(game, flitter, 0);
    if (game.pendingDecision() !== null) answer(game, [find(game, "p1", "play", "Raging Goblin")]);
    passAll(game);
    const v = game.object(flitter)!;
    expect([v.power, v.toughness]).toEqual([3, 3]);
  });

  it("Wings of Velis Vel: 4/4, every creature type and flying, one effect", () => {
    const game = createGame(setupOf({ play: ["Island", "Island", "Grizzly Bears"], hand: ["Wings of Velis Vel"] }, {}, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    cast(game, "Wings of Velis Vel", [[bears]]);
    const v = game.object(bears)!;
    expect([v.power, v.toughness, v.keywords.includes("Flying"), hasSubtype(v, "Merfolk")]).toEqual([4, 4, true, true]);
  });
});

describe("combat roles and restrictions from a resolving ability", () => {
  it("Crafty Pathmage: 'target creature with power 2 or less is unblockable this turn': no block of it is legal", () => {
    const game = createGame(setupOf({ play: ["Crafty Pathmage", "Grizzly Bears", "Hill Giant"] }, { play: ["Serra Angel"] }, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const giant = find(game, "p1", "play", "Hill Giant");
    const pathmage = find(game, "p1", "play", "Crafty Pathmage");
    expect(game.submit({ kind: "activate", player: "p1", object: pathmage, ability: 0, targets: [[giant]] }).ok).toBe(false); // power 3
    activate(game, pathmage, 0, [bears]);
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: bears, defender: "p2" }] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "pass", player: "p2" });
    const angel = find(game, "p2", "play", "Serra Angel");
    expect(game.submit({ kind: "declareBlockers", player: "p2", blocks: [{ blocker: angel, attacker: bears }] }).ok).toBe(false);
  });

  it("Inkfathom Witch: 'each unblocked creature becomes 4/1': the unblocked attacker only, once blockers are declared", () => {
    const game = createGame(setupOf({ play: ["Island", "Island", "Swamp", "Swamp", "Inkfathom Witch", "Grizzly Bears", "Hill Giant"] }, { play: ["Serra Angel"] }, { cards }));
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const giant = find(game, "p1", "play", "Hill Giant");
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: bears, defender: "p2" }, { attacker: giant, defender: "p2" }] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "pass", player: "p2" });
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Serra Angel"), attacker: giant }] });
    activate(game, find(game, "p1", "play", "Inkfathom Witch"), 0);
    expect([game.object(bears)!.power, game.object(bears)!.toughness]).toEqual([4, 1]);
    expect([game.object(giant)!.power, game.object(giant)!.toughness]).toEqual([3, 3]);
  });
});

describe("418.5c 6e: power and toughness switched", () => {
  it("Turtleshell Changeling (1/4): switched after its counters (6c): with a +1/+1 counter, 2/5 becomes 5/2; twice gives them back", () => {
    const game = createGame(setupOf({ play: ["Island", "Island", "Island", "Island", { card: "Turtleshell Changeling", counters: { "+1/+1": 1 } }] }, {}, { cards }));
    const turtle = find(game, "p1", "play", "Turtleshell Changeling");
    expect([game.object(turtle)!.power, game.object(turtle)!.toughness]).toEqual([2, 5]);
    activate(game, turtle, 0);
    expect([game.object(turtle)!.power, game.object(turtle)!.toughness]).toEqual([5, 2]);
    activate(game, turtle, 0);
    expect([game.object(turtle)!.power, game.object(turtle)!.toughness]).toEqual([2, 5]);
  });
});

describe("309.1: 'Target creature can't block ~ this turn.' (a restriction naming the ability's source)", () => {
  it("Duct Crawler: the target can't block Duct Crawler, but may still block another attacker", () => {
    const game = createGame(setupOf({ play: ["Mountain", "Mountain", "Duct Crawler", "Grizzly Bears"] }, { play: ["Hill Giant"] }, { cards }));
    const crawler = find(game, "p1", "play", "Duct Crawler");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const giant = find(game, "p2", "play", "Hill Giant");
    activate(game, crawler, 0, [giant]);
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: crawler, defender: "p2" }, { attacker: bears, defender: "p2" }] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "pass", player: "p2" });
    expect(game.submit({ kind: "declareBlockers", player: "p2", blocks: [{ blocker: giant, attacker: crawler }] }).ok).toBe(false);
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: giant, attacker: bears }] });
  });
});
