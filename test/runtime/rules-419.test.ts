/**
 * 419 (2007): replacement effects as one mechanism — each applies at most once to an event; when several apply,
 * the affected player (or controller of the affected object) chooses the order and the rest are re-checked
 * (419.9); "if an effect would …" doesn't apply to costs. Also 212.9g, the planeswalker redirection effect,
 * which goes through the same mechanism.
 */
import { describe, expect, it } from "vitest";
import { advance, answer, atStep, find, logKinds, loyalty, many, names, ok, passAll, table, walker } from "./engine-helpers.js";

describe("212.9g: noncombat damage redirection to a planeswalker", () => {
  it("212.9g: the source's controller is offered the damaged player's planeswalkers or no; choosing one redirects", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain"] }, { play: [walker("Jace Beleren", 5), walker("Garruk Wildspeaker", 4)] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    const decision = game.pendingDecision()!;
    const jace = find(game, "p2", "play", "Jace Beleren");
    const garruk = find(game, "p2", "play", "Garruk Wildspeaker");
    expect(decision).toMatchObject({ player: "p1", kind: "redirect", min: 1, max: 1 });
    expect(decision.options).toEqual([jace, garruk, "no"]);
    answer(game, [garruk]);
    expect(loyalty(game, garruk)).toBe(1);
    expect(game.player("p2").life).toBe(20);
  });

  it("212.9g: answering no deals the damage to the player", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain"] }, { play: [walker("Jace Beleren", 5)] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    answer(game, ["no"]);
    expect(game.player("p2").life).toBe(17);
    expect(loyalty(game, find(game, "p2", "play", "Jace Beleren"))).toBe(5);
  });

  it("212.9g: no redirection offered when the damaged player controls no planeswalker, or for damage to oneself", () => {
    const game = table({ hand: ["Lightning Bolt", "Shock"], play: ["Mountain", "Mountain", walker("Jace Beleren", 3)] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(game.player("p2").life).toBe(17);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p1"]] });
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(game.player("p1").life).toBe(18);
  });

  it("212.9g: combat damage is never redirected", () => {
    const game = table({ play: ["Hill Giant"] }, { play: [walker("Jace Beleren", 3)] });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Hill Giant"), defender: "p2" }] });
    advance(game, (g) => g.stack().length > 0);
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(game.player("p2").life).toBe(17);
    expect(loyalty(game, find(game, "p2", "play", "Jace Beleren"))).toBe(3);
  });
});

describe("419.9: the affected player orders replacement effects; the rest are re-checked", () => {
  it("419.9: Palisade Giant and 212.9g both apply to damage to p2: p2 chooses; Giant first → redirection no longer applies", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain"] }, { play: ["Palisade Giant", walker("Jace Beleren", 3)] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p2", kind: "replacementOrder" });
    expect([...decision.options].sort()).toEqual(["Palisade Giant", "redirection"]);
    answer(game, ["Palisade Giant"]);
    expect(game.pendingDecision()).toBeNull(); // recipient is now a creature: 212.9g no longer applies
    const giant = find(game, "p2", "play", "Palisade Giant");
    expect(game.object(giant)!.damage).toBe(3);
    expect(game.player("p2").life).toBe(20);
    expect(loyalty(game, find(game, "p2", "play", "Jace Beleren"))).toBe(3);
  });

  it("419.9: redirection first → p1 redirects to Jace → Palisade Giant (other permanent you control) is re-checked and applies", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain"] }, { play: ["Palisade Giant", walker("Jace Beleren", 3)] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    answer(game, ["redirection"]);
    const jace = find(game, "p2", "play", "Jace Beleren");
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "redirect" });
    answer(game, [jace]);
    expect(game.pendingDecision()).toBeNull();
    expect(game.object(find(game, "p2", "play", "Palisade Giant"))!.damage).toBe(3);
    expect(loyalty(game, jace)).toBe(3);
    expect(logKinds(game, "replacement").map((e) => e.effect)).toEqual(["redirection", "Palisade Giant"]);
  });

  it("419.9: a single applicable effect is applied without asking", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain"] }, { play: ["Palisade Giant"] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(game.object(find(game, "p2", "play", "Palisade Giant"))!.damage).toBe(3);
  });

  it("419.9: Palisade Giant applies to combat damage too (only 212.9g is limited to noncombat damage)", () => {
    const game = table({ play: ["Hill Giant"] }, { play: ["Palisade Giant"] }, {});
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Hill Giant"), defender: "p2" }] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "pass", player: "p2" });
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [] });
    advance(game, (g) => g.stack().length > 0);
    passAll(game);
    expect(game.player("p2").life).toBe(20);
    expect(game.object(find(game, "p2", "play", "Palisade Giant"))!.damage).toBe(3);
  });
});

describe("Doubling Season: 'if an effect would …' (effectsOnly) — effects, not costs", () => {
  it("seed ruling: a planeswalker comes into play with twice its loyalty under Doubling Season", () => {
    const game = table({ hand: ["Jace Beleren"], play: ["Doubling Season", ...many("Island", 3)] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Jace Beleren") });
    passAll(game);
    expect(loyalty(game, find(game, "p1", "play", "Jace Beleren"))).toBe(6);
  });

  it("seed ruling: loyalty put on as a cost is not doubled (212.9f: a cost, not an effect)", () => {
    const game = table({ play: ["Doubling Season", walker("Jace Beleren", 3)] });
    const jace = find(game, "p1", "play", "Jace Beleren");
    ok(game, { kind: "activate", player: "p1", object: jace, ability: 0 });
    expect(loyalty(game, jace)).toBe(5);
  });

  it("Doubling Season doubles tokens put into play by an effect under your control", () => {
    const game = table({ play: ["Doubling Season", walker("Garruk Wildspeaker", 3)] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Garruk Wildspeaker"), ability: 1 });
    passAll(game);
    expect(names(game, "p1", "play").filter((n) => n === "Beast")).toHaveLength(2);
  });

  it("Doubling Season doubles +1/+1 counters an effect places on your permanents, not on the opponent's", () => {
    const game = table({ play: ["Doubling Season", walker("Ajani Goldmane", 4), "Grizzly Bears"] }, { play: ["Grizzly Bears"] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Ajani Goldmane"), ability: 1 });
    passAll(game);
    const mine = game.object(find(game, "p1", "play", "Grizzly Bears"))!;
    expect(mine.counters["+1/+1"]).toBe(2);
    expect(mine.power).toBe(4);
    expect(mine.keywords).toContain("Vigilance");
  });

  it("without Doubling Season: one Beast, printed loyalty", () => {
    const game = table({ play: [walker("Garruk Wildspeaker", 3)], hand: ["Jace Beleren"] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Garruk Wildspeaker"), ability: 1 });
    passAll(game);
    expect(names(game, "p1", "play").filter((n) => n === "Beast")).toHaveLength(1);
  });

  it("419.9: two Doubling Seasons each apply once: a planeswalker enters with four times its loyalty", () => {
    const game = table({ hand: ["Jace Beleren"], play: ["Doubling Season", "Doubling Season", ...many("Island", 3)] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Jace Beleren") });
    passAll(game);
    const decision = game.pendingDecision();
    expect(decision?.kind).toBe("replacementOrder");
    answer(game, [decision!.options[0]]);
    expect(loyalty(game, find(game, "p1", "play", "Jace Beleren"))).toBe(12);
  });
});
