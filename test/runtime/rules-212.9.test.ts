/**
 * 212.9a–g (2007 Comprehensive Rules, as updated for Lorwyn): planeswalkers, through the public game API with
 * the reference cards. Each sub-rule has a case where the rule allows and one where it forbids.
 */
import { describe, expect, it } from "vitest";
import { advance, answer, atStep, find, logKinds, loyalty, many, names, ok, passAll, refused, table, walker } from "./engine-helpers.js";

describe("212.9a: a planeswalker is played from hand at sorcery timing, using the stack", () => {
  it("212.9a: the active player plays Jace Beleren in a main phase with an empty stack; it goes on the stack", () => {
    const game = table({ hand: ["Jace Beleren"], play: many("Island", 3) });
    const jace = find(game, "p1", "hand", "Jace Beleren");
    ok(game, { kind: "cast", player: "p1", card: jace });
    expect(game.stack().map((s) => s.description)).toEqual(["Jace Beleren"]);
    expect(game.zone("p1", "play").every((id) => game.object(id)!.tapped)).toBe(true);
  });

  it("212.9a: not outside a main phase, not with a non-empty stack, not on the opponent's turn", () => {
    const combat = table({ hand: ["Jace Beleren"], play: many("Island", 3) }, {}, { step: "beginningOfCombat" });
    refused(combat, { kind: "cast", player: "p1", card: find(combat, "p1", "hand", "Jace Beleren") }, "212.9a");

    const stacked = table({ hand: ["Jace Beleren", "Shock"], play: [...many("Island", 3), "Mountain"] });
    ok(stacked, { kind: "cast", player: "p1", card: find(stacked, "p1", "hand", "Shock"), targets: [["p2"]] });
    refused(stacked, { kind: "cast", player: "p1", card: find(stacked, "p1", "hand", "Jace Beleren") }, "212.9a");

    const theirs = table({}, { hand: ["Jace Beleren"], play: many("Island", 3) });
    ok(theirs, { kind: "pass", player: "p1" });
    refused(theirs, { kind: "cast", player: "p2", card: find(theirs, "p2", "hand", "Jace Beleren") }, "212.9a");
  });
});

describe("212.9b: a resolving planeswalker spell is put into play under its controller's control", () => {
  it("212.9b: Jace Beleren resolves into p1's play", () => {
    const game = table({ hand: ["Jace Beleren"], play: many("Island", 3) });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Jace Beleren") });
    expect(names(game, "p1", "play")).not.toContain("Jace Beleren");
    passAll(game);
    expect(game.stack()).toEqual([]);
    expect(names(game, "p1", "play")).toContain("Jace Beleren");
    expect(game.object(find(game, "p1", "play", "Jace Beleren"))!.controller).toBe("p1");
  });
});

describe("212.9c: the planeswalker uniqueness rule (state-based, across all controllers)", () => {
  it("212.9c: Ajani Goldmane and Ajani Vengeant share a type: both go to their owners' graveyards, whoever controls them", () => {
    const game = table({ hand: ["Ajani Vengeant"], play: ["Mountain", "Plains", "Plains", "Plains"] }, { play: [walker("Ajani Goldmane", 4)] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Ajani Vengeant") });
    passAll(game);
    expect(names(game, "p1", "play")).not.toContain("Ajani Vengeant");
    expect(names(game, "p2", "play")).not.toContain("Ajani Goldmane");
    expect(names(game, "p1", "graveyard")).toContain("Ajani Vengeant");
    expect(names(game, "p2", "graveyard")).toContain("Ajani Goldmane");
    expect(logKinds(game, "stateBased").map((e) => e.rule)).toEqual(["212.9c: planeswalker uniqueness", "212.9c: planeswalker uniqueness"]);
  });

  it("212.9c: planeswalkers of different types coexist", () => {
    const game = table({ hand: ["Jace Beleren"], play: many("Island", 3) }, { play: [walker("Ajani Goldmane", 4)] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Jace Beleren") });
    passAll(game);
    expect(names(game, "p1", "play")).toContain("Jace Beleren");
    expect(names(game, "p2", "play")).toContain("Ajani Goldmane");
  });
});

describe("212.9d: loyalty", () => {
  it("212.9d: a planeswalker comes into play with loyalty counters equal to its printed loyalty (a replacement effect)", () => {
    const game = table({ hand: ["Chandra Nalaar"], play: [...many("Mountain", 5)] });
    const inHand = find(game, "p1", "hand", "Chandra Nalaar");
    expect(loyalty(game, inHand)).toBe(6); // out of play: the printed number
    ok(game, { kind: "cast", player: "p1", card: inHand });
    passAll(game);
    const chandra = find(game, "p1", "play", "Chandra Nalaar");
    expect(game.object(chandra)!.counters).toEqual({ loyalty: 6 });
    expect(logKinds(game, "replacement").map((e) => e.effect)).toEqual(["loyalty"]);
  });

  it("212.9d: damage dealt to a planeswalker removes that many loyalty counters; at 0 it goes to the graveyard", () => {
    const game = table({ hand: ["Lightning Bolt", "Shock"], play: ["Mountain", "Mountain"] }, { play: [walker("Jace Beleren", 5)] });
    const jace = find(game, "p2", "play", "Jace Beleren");
    // Bolt p2; redirect to Jace (212.9g).
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    expect(game.pendingDecision()?.kind).toBe("redirect");
    answer(game, [jace]);
    expect(loyalty(game, jace)).toBe(2);
    expect(game.player("p2").life).toBe(20);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    passAll(game);
    answer(game, [jace]);
    expect(game.object(jace)).toBeUndefined();
    expect(names(game, "p2", "graveyard")).toEqual(["Jace Beleren"]);
    expect(logKinds(game, "stateBased").map((e) => e.rule)).toEqual(["212.9d: loyalty 0"]);
  });

  it("212.9d: a planeswalker with loyalty left stays in play", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain"] }, { play: [walker("Liliana Vess", 5)] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    passAll(game);
    const liliana = find(game, "p2", "play", "Liliana Vess");
    answer(game, [liliana]);
    expect(loyalty(game, liliana)).toBe(3);
  });
});

describe("212.9e: planeswalkers can be attacked", () => {
  it("212.9e: a creature attacks the defending player's planeswalker; its combat damage removes loyalty counters", () => {
    const game = table({ play: ["Hill Giant"] }, { play: [walker("Garruk Wildspeaker", 4)] });
    const garruk = find(game, "p2", "play", "Garruk Wildspeaker");
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Hill Giant"), defender: garruk }] });
    advance(game, (g) => g.stack().length > 0);
    expect(game.stack()[0].description).toBe("combat damage");
    passAll(game);
    expect(loyalty(game, garruk)).toBe(1);
    expect(game.player("p2").life).toBe(20);
  });

  it("212.9e: a player can't attack their own planeswalker", () => {
    const game = table({ play: ["Hill Giant", walker("Garruk Wildspeaker", 4)] });
    advance(game, atStep("declareAttackers"));
    refused(
      game,
      { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Hill Giant"), defender: find(game, "p1", "play", "Garruk Wildspeaker") }] },
      "212.9e",
    );
  });
});

describe("212.9f: loyalty abilities", () => {
  it("212.9f: the cost is put on/removed as a cost; only once per turn per planeswalker", () => {
    const game = table({ play: [walker("Jace Beleren", 3)] });
    const jace = find(game, "p1", "play", "Jace Beleren");
    ok(game, { kind: "activate", player: "p1", object: jace, ability: 0 });
    expect(loyalty(game, jace)).toBe(5); // paid on activation, before resolution
    passAll(game);
    expect(game.zone("p1", "hand")).toHaveLength(1);
    expect(game.zone("p2", "hand")).toHaveLength(1);
    refused(game, { kind: "activate", player: "p1", object: jace, ability: 1, targets: [["p1"]] }, "212.9f: a loyalty ability of Jace Beleren was already activated this turn");
  });

  it("212.9f: a negative cost can't be paid without enough loyalty counters; −X is limited by loyalty", () => {
    const game = table({ play: [walker("Jace Beleren", 3), walker("Chandra Nalaar", 2)] }, { play: ["Grizzly Bears"] });
    refused(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Jace Beleren"), ability: 2, targets: [["p2"]] }, "212.9f");
    const chandra = find(game, "p1", "play", "Chandra Nalaar");
    const bears = find(game, "p2", "play", "Grizzly Bears");
    refused(game, { kind: "activate", player: "p1", object: chandra, ability: 1, x: 3, targets: [[bears]] }, "212.9f");
    ok(game, { kind: "activate", player: "p1", object: chandra, ability: 1, x: 2, targets: [[bears]] });
    expect(loyalty(game, chandra)).toBe(null); // 0 loyalty: gone as a state-based effect before priority
    expect(names(game, "p1", "graveyard")).toContain("Chandra Nalaar");
    passAll(game);
    expect(names(game, "p2", "graveyard")).toContain("Grizzly Bears"); // the ability resolves without its source (413.2a)
  });

  it("212.9f: only in its controller's main phase with an empty stack", () => {
    const game = table({ play: [walker("Jace Beleren", 3)] }, {}, { step: "upkeep" });
    refused(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Jace Beleren"), ability: 0 }, "212.9f");
    const theirs = table({}, { play: [walker("Jace Beleren", 3)] });
    ok(theirs, { kind: "pass", player: "p1" });
    refused(theirs, { kind: "activate", player: "p2", object: find(theirs, "p2", "play", "Jace Beleren"), ability: 0 }, "212.9f");
  });

  it("212.9f: a planeswalker that left play and returned is a new object and may activate again that turn", () => {
    const game = table({
      play: [walker("Jace Beleren", 3), walker("Nicol Bolas, Planeswalker", 5), ...many("Plains", 3)],
      hand: ["Oblivion Ring"],
      library: many("Island", 10),
    });
    const jace = find(game, "p1", "play", "Jace Beleren");
    ok(game, { kind: "activate", player: "p1", object: jace, ability: 0 });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Oblivion Ring") });
    passAll(game); // Oblivion Ring resolves; its trigger's target is chosen as it goes on the stack
    const decision = game.pendingDecision()!;
    expect(decision.kind).toBe("targets");
    expect(decision.options).toContain(jace);
    answer(game, [jace]);
    passAll(game);
    expect(names(game, "p1", "removed")).toEqual(["Jace Beleren"]);
    const ring = find(game, "p1", "play", "Oblivion Ring");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Nicol Bolas, Planeswalker"), ability: 0, targets: [[ring]] });
    passAll(game); // the ring is destroyed; its leaves-play trigger returns Jace
    passAll(game);
    const returned = find(game, "p1", "play", "Jace Beleren");
    expect(returned).not.toBe(jace);
    expect(loyalty(game, returned)).toBe(3);
    ok(game, { kind: "activate", player: "p1", object: returned, ability: 1, targets: [["p2"]] });
    expect(loyalty(game, returned)).toBe(2);
  });
});
