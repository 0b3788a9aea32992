/**
 * 420.5 (2007): state-based effects, checked as a fixed point before a player receives priority. One case where
 * each applies and one where it doesn't.
 */
import { describe, expect, it } from "vitest";
import { createRegistry, defineCard } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, logKinds, many, names, ok, passAll, table, walker } from "./engine-helpers.js";

describe("420.5: state-based effects", () => {
  it("420.5: a player with 0 or less life loses (and the game ends)", () => {
    const game = table({ hand: ["Lava Axe"], play: many("Mountain", 5) }, { life: 5 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lava Axe"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").lost).toBe(true);
    expect(game.isOver()).toBe(true);
    expect(game.winner()).toBe("p1");
    expect(game.legalActions()).toEqual([]);
  });

  it("420.5: a player at 1 life doesn't lose", () => {
    const game = table({ hand: ["Lava Axe"], play: many("Mountain", 5) }, { life: 6 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lava Axe"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(1);
    expect(game.isOver()).toBe(false);
  });

  it("420.5: a player who attempted to draw from an empty library loses; drawing the last card is fine", () => {
    const empty = table({}, { library: [] });
    advance(empty, (g) => g.isOver(), 100);
    expect(empty.winner()).toBe("p1");
    expect(logKinds(empty, "lose")[0]).toMatchObject({ player: "p2", reason: "attempted to draw from an empty library" });

    const last = table({}, { library: ["Island"] });
    advance(last, atStep("main1", 4));
    expect(last.isOver()).toBe(false);
    expect(last.zone("p2", "hand")).toHaveLength(1);
  });

  it("420.5: a creature with toughness 0 or less goes to the graveyard (not destroyed: indestructible doesn't help)", () => {
    const game = table({ play: [{ card: "Ornithopter", counters: { "-1/-1": 2 } }, { card: "Grizzly Bears", counters: { "-1/-1": 1 } }] });
    expect(names(game, "p1", "graveyard")).toEqual(["Ornithopter"]);
    expect(names(game, "p1", "play")).toEqual(["Grizzly Bears"]);
    expect(logKinds(game, "stateBased")[0].rule).toBe("420.5: toughness 0 or less");
  });

  it("420.5: a creature with lethal damage is destroyed; less than lethal stays", () => {
    const game = table({ hand: ["Shock", "Shock"], play: ["Mountain", "Mountain"] }, { play: ["Grizzly Bears", "Hill Giant"] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p2", "play", "Grizzly Bears")]] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p2", "play", "Hill Giant")]] });
    passAll(game);
    expect(names(game, "p2", "play")).toEqual(["Hill Giant"]);
    expect(game.object(find(game, "p2", "play", "Hill Giant"))!.damage).toBe(2);
  });

  it("420.5: indestructible: lethal damage doesn't destroy it (Elspeth's −8)", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain", walker("Elspeth, Knight-Errant", 8), "Grizzly Bears"] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Elspeth, Knight-Errant"), ability: 2 });
    passAll(game);
    const bears = find(game, "p1", "play", "Grizzly Bears");
    expect(game.object(bears)!.keywords).toContain("Indestructible");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [[bears]] });
    passAll(game);
    expect(game.object(bears)!.damage).toBe(3);
    expect(names(game, "p1", "play")).toContain("Grizzly Bears");
  });

  it("420.5: the 2007 legend rule puts all legendary permanents with the same name into graveyards; different names stay", () => {
    const legend = (name: string) =>
      defineCard({ name, manaCost: null, colors: [], supertypes: ["Legendary"], types: ["Artifact"], subtypes: [], keywords: [], abilities: [], text: [] });
    const cards = createRegistry([...referenceCards, legend("Crown of Ages"), legend("Sword of Kaldra")]);
    const game = table({ play: ["Crown of Ages", "Sword of Kaldra"] }, { play: ["Crown of Ages"] }, { cards });
    expect(names(game, "p1", "graveyard")).toEqual(["Crown of Ages"]);
    expect(names(game, "p2", "graveyard")).toEqual(["Crown of Ages"]);
    expect(names(game, "p1", "play")).toEqual(["Sword of Kaldra"]);
  });

  it("420.5: a token not in play ceases to exist; a card in the graveyard stays", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain", walker("Garruk Wildspeaker", 3), "Grizzly Bears"] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Garruk Wildspeaker"), ability: 1 });
    passAll(game);
    const beast = find(game, "p1", "play", "Beast");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [[beast]] });
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Lightning Bolt"]);
    expect(logKinds(game, "ceaseToExist")).toHaveLength(1);
  });

  it("212.9d via 420.5: a planeswalker with 0 loyalty goes to its owner's graveyard; with 1 it stays", () => {
    const game = table({ play: [walker("Jace Beleren", 0), walker("Garruk Wildspeaker", 1)] });
    expect(names(game, "p1", "graveyard")).toEqual(["Jace Beleren"]);
    expect(names(game, "p1", "play")).toEqual(["Garruk Wildspeaker"]);
  });

  it("212.9c via 420.5: the uniqueness rule applies across controllers, even to planeswalkers set up in play", () => {
    const game = table({ play: [walker("Ajani Goldmane", 4)] }, { play: [walker("Ajani Vengeant", 3), walker("Jace Beleren", 3)] });
    expect(names(game, "p1", "graveyard")).toEqual(["Ajani Goldmane"]);
    expect(names(game, "p2", "graveyard")).toEqual(["Ajani Vengeant"]);
    expect(names(game, "p2", "play")).toEqual(["Jace Beleren"]);
  });

  it("420.5 after simultaneous damage: Palisade Giant soaks Chandra's −8 for p2 and the Bears, and only it dies", () => {
    // Chandra −8: 10 damage to p2 and each creature they control; Palisade Giant takes all of it instead.
    const game = table({ play: [walker("Chandra Nalaar", 8)] }, { play: ["Palisade Giant", "Grizzly Bears"] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Chandra Nalaar"), ability: 2, targets: [["p2"]] });
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Palisade Giant"]);
    expect(names(game, "p2", "play")).toEqual(["Grizzly Bears"]);
    expect(game.player("p2").life).toBe(20);
    expect(names(game, "p1", "graveyard")).toEqual(["Chandra Nalaar"]);
  });
});
