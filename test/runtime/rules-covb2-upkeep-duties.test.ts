/**
 * Issue 19 (covB2): triggered abilities whose effect is a duty of the controller or another player, played
 * through cards compiled from their text: "each other player sacrifices a creature" (Grave Pact), "destroy that
 * creature and ~" (Loyal Sentry: one destruction of both), "sacrifice ~ unless you discard a card" (Razormane
 * Masticore, Hidden Horror), "return a green creature you control to its owner's hand" (Stampeding Wildebeests)
 * and "that player returns a creature he or she controls to its owner's hand" (Sunken Hope): chosen as the ability
 * resolves, no target.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  pact: `card "Test Pact"\n  cost {1}{B}{B}{B}\n  type Enchantment\n  Whenever a creature you control is put into a graveyard from play, each other player sacrifices a creature.\n`,
  sentry: `card "Test Sentry"\n  cost {W}\n  type Creature — Human Soldier\n  1/1\n  When Test Sentry blocks a creature, destroy that creature and Test Sentry.\n`,
  masticore: `card "Test Masticore"\n  cost {5}\n  type Artifact Creature — Masticore\n  5/5\n  At the beginning of your upkeep, sacrifice Test Masticore unless you discard a card.\n`,
  horror: `card "Test Horror"\n  cost {1}{B}{B}\n  type Creature — Horror\n  4/4\n  When Test Horror comes into play, sacrifice it unless you discard a creature card.\n`,
  wildebeests: `card "Test Wildebeests"\n  cost {2}{G}{G}\n  type Creature — Beast\n  5/4\n  At the beginning of your upkeep, return a green creature you control to its owner's hand.\n`,
  hope: `card "Test Hope"\n  cost {3}{U}{U}\n  type Enchantment\n  At the beginning of each player's upkeep, that player returns a creature he or she controls to its owner's hand.\n`,
};

const folder = temporaryFolder("rules-covb2-upkeep-duties");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("410 triggered duties (issue 19, covB2)", () => {
  it("410.1: Grave Pact: a creature of yours put into a graveyard from play makes each other player sacrifice a creature (not you)", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain", "Test Pact", "Grizzly Bears", "Hill Giant"] }, { play: ["Grizzly Bears", "Serra Angel"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game); // Shock resolves, the Bears die: the trigger goes on the stack
    passAll(game); // it resolves: Bob chooses
    expect(game.pendingDecision()).toMatchObject({ player: "p2", kind: "sacrifice" });
    answer(game, [find(game, "p2", "play", "Serra Angel")]);
    expect(names(game, "p2", "graveyard")).toEqual(["Serra Angel"]);
    expect(names(game, "p1", "play")).toContain("Hill Giant");
    // Bob's creature dying is not a creature Alice controls: nothing more.
    expect(game.stack()).toEqual([]);
  });

  it("410.1 + 420.6b (2007 destroy): Loyal Sentry's block trigger destroys the attacker and Loyal Sentry at once", () => {
    const game = table({ play: ["Hill Giant"] }, { play: ["Test Sentry"] }, { cards });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Hill Giant"), defender: "p2" }] });
    advance(game, atStep("declareBlockers"));
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Test Sentry"), attacker: find(game, "p1", "play", "Hill Giant") }] });
    advance(game, (g) => g.stack().length > 0);
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Hill Giant"]);
    expect(names(game, "p2", "graveyard")).toEqual(["Test Sentry"]);
  });

  it("410.1: 'sacrifice ~ unless you discard a card' at upkeep: discarding keeps it; choosing nothing sacrifices it", () => {
    const game = table({ hand: ["Island"], play: ["Test Masticore"] }, {}, { cards, step: "cleanup", activePlayer: 1, turnNumber: 2 });
    advance(game, (g) => g.pendingDecision() !== null || g.step() === "draw");
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "discard", min: 0, max: 1 });
    answer(game, [find(game, "p1", "hand", "Island")]);
    expect(names(game, "p1", "graveyard")).toEqual(["Island"]);
    expect(names(game, "p1", "play")).toEqual(["Test Masticore"]);
    advance(game, (g) => g.pendingDecision() !== null || (g.step() === "draw" && g.turnNumber() === 5), 400);
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "discard" });
    answer(game, []);
    expect(names(game, "p1", "graveyard")).toEqual(["Island", "Test Masticore"]);
  });

  it("410.1: 'sacrifice it unless you discard a creature card': with no creature card in hand, it is sacrificed without a question", () => {
    const game = table({ hand: ["Swamp", "Swamp", "Swamp", "Test Horror", "Island"], play: ["Swamp", "Swamp", "Swamp"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Horror"), targets: [] });
    passAll(game); // Test Horror resolves; its trigger
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(names(game, "p1", "graveyard")).toEqual(["Test Horror"]);
    expect(names(game, "p1", "hand")).toHaveLength(4);
  });

  it("410.1: 'return a green creature you control to its owner's hand': the controller chooses among green creatures only (no target)", () => {
    const game = table({ play: ["Test Wildebeests", "Grizzly Bears", "Hill Giant"] }, {}, { cards, step: "cleanup", activePlayer: 1, turnNumber: 2 });
    advance(game, (g) => g.pendingDecision() !== null || g.step() === "draw");
    const decision = game.pendingDecision();
    expect(decision).toMatchObject({ player: "p1", kind: "returnToHand" });
    expect([...decision!.options].sort()).toEqual([find(game, "p1", "play", "Grizzly Bears"), find(game, "p1", "play", "Test Wildebeests")].sort());
    answer(game, [find(game, "p1", "play", "Grizzly Bears")]);
    expect(names(game, "p1", "hand")).toContain("Grizzly Bears");
    expect(names(game, "p1", "play").sort()).toEqual(["Hill Giant", "Test Wildebeests"]);
  });

  it("410.1: Sunken Hope: at each player's upkeep that player returns one of his or her own creatures", () => {
    const game = table({ play: ["Test Hope", "Grizzly Bears"] }, { play: ["Hill Giant"] }, { cards, step: "cleanup", activePlayer: 0, turnNumber: 3 });
    advance(game, (g) => g.step() === "draw" && g.turnNumber() === 4);
    // Bob's upkeep: his only creature, nothing to choose.
    expect(names(game, "p2", "hand")).toContain("Hill Giant");
    expect(names(game, "p1", "play")).toContain("Grizzly Bears");
  });
});
