/**
 * Combat (2007 rules 306–311, 212.9e): attacking players and planeswalkers, blocking restrictions, combat damage
 * on the stack, trample (excess to the attacked player or planeswalker, never past a planeswalker), vigilance,
 * haste and summoning sickness, 310.2b and 310.4.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { createRegistry, defineCard } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, loyalty, names, ok, passAll, refused, table, walker } from "./engine-helpers.js";

function toBlockers(game: Game): void {
  ok(game, { kind: "pass", player: "p1" });
  ok(game, { kind: "pass", player: "p2" });
}

describe("combat", () => {
  it("trample: excess damage goes to the attacked planeswalker, not past it to its controller", () => {
    const game = table({ play: ["Hill Giant", walker("Garruk Wildspeaker", 4)] }, { play: ["Grizzly Bears", walker("Jace Beleren", 5)] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Garruk Wildspeaker"), ability: 2 });
    passAll(game); // Hill Giant 6/6 trample
    advance(game, atStep("declareAttackers"));
    const giant = find(game, "p1", "play", "Hill Giant");
    const jace = find(game, "p2", "play", "Jace Beleren");
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: giant, defender: jace }] });
    toBlockers(game);
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: bears, attacker: giant }] });
    advance(game, (g) => g.stack().length > 0);
    expect(game.pendingDecision()).toBeNull(); // the engine's assignment: lethal to the blockers, the rest past them
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Grizzly Bears"]); // 2 (lethal) to the Bears
    expect(loyalty(game, jace)).toBe(1); // the other 4 to Jace
    expect(game.player("p2").life).toBe(20);
  });

  it("trample: with loyalty to spare, the planeswalker keeps the rest; a non-trampler blocked deals nothing past the blocker", () => {
    const game = table({ play: ["Hill Giant", "Serra Angel", walker("Garruk Wildspeaker", 4)] }, { play: ["Grizzly Bears", "Ornithopter", walker("Liliana Vess", 8)] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Garruk Wildspeaker"), ability: 2 });
    passAll(game); // Hill Giant 6/6 trample, Serra Angel 7/7 flying vigilance trample
    advance(game, atStep("declareAttackers"));
    const giant = find(game, "p1", "play", "Hill Giant");
    const liliana = find(game, "p2", "play", "Liliana Vess");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: giant, defender: liliana }] });
    toBlockers(game);
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Grizzly Bears"), attacker: giant }] });
    advance(game, (g) => g.stack().length > 0);
    passAll(game);
    expect(loyalty(game, liliana)).toBe(4); // 6 power: 2 lethal to the Bears, 4 to Liliana
    expect(game.player("p2").life).toBe(20);
  });

  it("several blockers: lethal damage to each in declaration order, the rest to the last; none past them without trample", () => {
    const game = table({ play: ["Serra Angel"] }, { play: ["Ornithopter", "Ornithopter"] });
    advance(game, atStep("declareAttackers"));
    const angel = find(game, "p1", "play", "Serra Angel");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: angel, defender: "p2" }] });
    toBlockers(game);
    const [first, second] = game.zone("p2", "play");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: first, attacker: angel }, { blocker: second, attacker: angel }] });
    advance(game, (g) => g.stack().length > 0);
    passAll(game);
    expect(game.zone("p2", "play")).toEqual([]);
    expect(game.player("p2").life).toBe(20);
    expect(game.object(angel)!.damage).toBe(0);
  });

  it("flying: a creature with flying can be blocked only by flying or reach", () => {
    const game = table({ play: ["Serra Angel"] }, { play: ["Grizzly Bears", "Ornithopter"] });
    advance(game, atStep("declareAttackers"));
    const angel = find(game, "p1", "play", "Serra Angel");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: angel, defender: "p2" }] });
    expect(game.object(angel)!.tapped).toBe(false); // vigilance
    toBlockers(game);
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Grizzly Bears"), attacker: angel }] }, "309.1");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Ornithopter"), attacker: angel }] });
    advance(game, (g) => g.stack().length > 0);
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Ornithopter"]);
    expect(game.player("p2").life).toBe(20);
  });

  it("summoning sickness: a creature that came under your control this turn can't attack; haste lets it", () => {
    const game = table({ play: [{ card: "Hill Giant", sinceStartOfTurn: false }, walker("Sarkhan Vol", 4)] });
    advance(game, atStep("declareAttackers"));
    expect(game.legalActions()).toEqual([{ kind: "pass", player: "p1" }]); // nothing can attack: no declaration awaited
    const haste = table({ play: [{ card: "Hill Giant", sinceStartOfTurn: false }, walker("Sarkhan Vol", 4)] });
    ok(haste, { kind: "activate", player: "p1", object: find(haste, "p1", "play", "Sarkhan Vol"), ability: 0 });
    passAll(haste);
    advance(haste, atStep("declareAttackers"));
    const giant = find(haste, "p1", "play", "Hill Giant");
    ok(haste, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: giant, defender: "p2" }] });
    expect(haste.object(giant)!.tapped).toBe(true); // no vigilance: attacking taps it
    advance(haste, (g) => g.stack().length > 0);
    passAll(haste);
    expect(haste.player("p2").life).toBe(16);
  });

  it("summoning sickness applies to {T} abilities of creatures too (Tezzeret's −5 makes Millstone a creature)", () => {
    const game = table({ play: [{ card: "Millstone", sinceStartOfTurn: false }, walker("Tezzeret the Seeker", 5), "Island", "Island"] });
    const millstone = find(game, "p1", "play", "Millstone");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Tezzeret the Seeker"), ability: 2 });
    passAll(game);
    expect(game.object(millstone)).toMatchObject({ power: 5, toughness: 5 });
    expect(game.object(millstone)!.types).toEqual(["Artifact", "Creature"]);
    refused(game, { kind: "activate", player: "p1", object: millstone, ability: 0, targets: [["p2"]] }, "summoning sickness");
  });

  it("2007 combat damage uses the stack; 310.4: damage assigned to a creature that left play is not dealt", () => {
    const game = table({ play: ["Hill Giant"] }, { play: ["Grizzly Bears", "Mountain"], hand: ["Shock"] });
    advance(game, atStep("declareAttackers"));
    const giant = find(game, "p1", "play", "Hill Giant");
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: giant, defender: "p2" }] });
    toBlockers(game);
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: bears, attacker: giant }] });
    advance(game, (g) => g.stack().length > 0);
    expect(game.stack()[0].description).toBe("combat damage");
    // With combat damage on the stack, p2 Shocks their own Bears (the Bears' damage was already assigned).
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[bears]] });
    passAll(game); // Shock resolves: Bears die
    passAll(game); // combat damage resolves: the Bears' 2 damage is still dealt (LKI); the Giant's 3 to the Bears is not
    expect(game.object(giant)!.damage).toBe(2);
    expect(names(game, "p2", "graveyard").sort()).toEqual(["Grizzly Bears", "Shock"]);
  });

  it("310.2b: an unblocked creature attacking a planeswalker that has left play assigns no combat damage", () => {
    const withMountain = table({ play: ["Hill Giant", "Mountain"], hand: ["Lightning Bolt"] }, { play: [walker("Jace Beleren", 3)] });
    advance(withMountain, atStep("declareAttackers"));
    const jace = find(withMountain, "p2", "play", "Jace Beleren");
    ok(withMountain, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(withMountain, "p1", "play", "Hill Giant"), defender: jace }] });
    // Lightning Bolt can't target a planeswalker (2007): it targets p2 and is redirected to Jace (212.9g).
    ok(withMountain, { kind: "cast", player: "p1", card: find(withMountain, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(withMountain);
    answer(withMountain, [jace]);
    expect(names(withMountain, "p2", "graveyard")).toEqual(["Jace Beleren"]);
    advance(withMountain, atStep("main2"));
    expect(withMountain.player("p2").life).toBe(20);
  });

  it("no attackers: declare blockers and combat damage steps are skipped", () => {
    const game = table({ play: ["Hill Giant"] });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "pass", player: "p2" });
    expect(game.step()).toBe("endOfCombat");
  });

  it("first strike: two combat damage steps; a first striker kills its blocker before the blocker deals damage", () => {
    const knight = defineCard({
      name: "White Knight",
      manaCost: { generic: 0, W: 2, U: 0, B: 0, R: 0, G: 0, x: 0 },
      colors: ["W"],
      supertypes: [],
      types: ["Creature"],
      subtypes: ["Human", "Knight"],
      power: 2,
      toughness: 2,
      keywords: ["First strike"],
      abilities: [],
      text: ["First strike"],
    });
    const cards = createRegistry([...referenceCards, knight]);
    const game = table({ play: ["White Knight"] }, { play: ["Grizzly Bears", "Ornithopter"] }, { cards });
    advance(game, atStep("declareAttackers"));
    const attacker = find(game, "p1", "play", "White Knight");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker, defender: "p2" }] });
    toBlockers(game);
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Grizzly Bears"), attacker }] });
    advance(game, (g) => g.stack().length > 0);
    passAll(game); // first-strike damage: the Bears die
    expect(names(game, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(game.step()).toBe("combatDamage");
    advance(game, atStep("endOfCombat"));
    expect(game.object(attacker)!.damage).toBe(0);
    expect(game.log().filter((e) => e.kind === "step" && e.step === "combatDamage")).toHaveLength(2);
  });
});
