/**
 * Prowl (Morningtide, under the rules of 2008): "You may play this for its prowl cost if you dealt combat damage to
 * a player this turn with a [creature type of this card]." An alternative cost (409.1b: announced as the spell is
 * played, instead of its mana cost), whose condition is read from the turn's record (runtime/turn-record.ts: the
 * creature types of each creature that dealt combat damage to a player this turn). Prickly Boggart compiled from
 * its printed text; Grizzly Bears (a Bear) is the creature that shares no type with it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Action, Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const PRICKLY_BOGGART = `card "Prickly Boggart"\n  cost {1}{B}\n  type Creature — Goblin Rogue\n  1/1\n  Fear\n  Prowl {B}\n`;
// A changeling has every creature type (Lorwyn): its combat damage enables any prowl.
const CHANGELING = `card "Test Changeling"\n  cost {1}\n  type Creature — Shapeshifter\n  1/1\n  Changeling\n`;

const folder = temporaryFolder("prowl");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { boggart: PRICKLY_BOGGART, changeling: CHANGELING });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

/** Attacks with `attacker` unblocked and goes to the second main phase (its combat damage dealt to p2). */
function attackThenMain2(game: Game, attacker: string): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", attacker), defender: "p2" }] });
  advance(game, atStep("main2"));
}
const prowl = (game: Game): Action => ({ kind: "cast", player: "p1", card: find(game, "p1", "hand", "Prickly Boggart"), alternativeCost: "prowl" });

describe("prowl: the language", () => {
  it("Prickly Boggart checks clean and prints back 'Prowl {B}' in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: PRICKLY_BOGGART }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain("\n  Prowl {B}\n");
  });
});

describe("prowl: an alternative cost with a condition from the turn's record (409.1b)", () => {
  it("after a Rogue (or Goblin) dealt combat damage to a player this turn, the card is played for its prowl cost", () => {
    const game = table({ play: ["Prickly Boggart", "Swamp"], hand: ["Prickly Boggart"] }, {}, { cards, turnNumber: 3 });
    attackThenMain2(game, "Prickly Boggart");
    expect(game.player("p2").life).toBe(19);
    ok(game, prowl(game)); // {B}: one Swamp, where its mana cost {1}{B} would need two lands
    passAll(game);
    expect(names(game, "p1", "play").filter((name) => name === "Prickly Boggart")).toHaveLength(2);
  });

  it("without such combat damage it can't be played for its prowl cost: none dealt, or dealt by a creature sharing no creature type", () => {
    const none = table({ play: ["Swamp"], hand: ["Prickly Boggart"] }, {}, { cards });
    refused(none, prowl(none), "prowl");
    const bears = table({ play: ["Grizzly Bears", "Swamp"], hand: ["Prickly Boggart"] }, {}, { cards });
    attackThenMain2(bears, "Grizzly Bears");
    expect(bears.player("p2").life).toBe(18);
    refused(bears, prowl(bears), "prowl");
  });

  it("a changeling's combat damage counts: it is every creature type", () => {
    const game = table({ play: ["Test Changeling", "Swamp"], hand: ["Prickly Boggart"] }, {}, { cards });
    attackThenMain2(game, "Test Changeling");
    ok(game, prowl(game));
  });

  it("the record is the turn's: the next turn, it no longer counts", () => {
    const game = table({ play: ["Prickly Boggart", "Swamp"], hand: ["Prickly Boggart"] }, {}, { cards });
    attackThenMain2(game, "Prickly Boggart");
    advance(game, (g) => g.turnNumber() === 5 && g.step() === "main1", 400);
    refused(game, prowl(game), "prowl");
  });

  it("the turn's record keeps combat damage to players only when some card of the registry has prowl (nothing else reads it); the games are the same", () => {
    const recorded = (game: Game) => (game.snapshot() as unknown as { state: { turnRecord?: { combatDamageToPlayer?: unknown } } }).state.turnRecord?.combatDamageToPlayer;
    const withProwl = table({ play: ["Grizzly Bears"] }, {}, { cards });
    const without = table({ play: ["Grizzly Bears"] }); // the reference cards: none has prowl
    attackThenMain2(withProwl, "Grizzly Bears");
    attackThenMain2(without, "Grizzly Bears");
    expect(recorded(withProwl)).toEqual({ p1: [{ subtypes: ["Bear"] }] });
    expect(recorded(without)).toBeUndefined();
    expect(without.log()).toEqual(withProwl.log());
  });

  it("a card without prowl can't be played for a prowl cost", () => {
    const game = table({ play: ["Swamp", "Forest"], hand: ["Grizzly Bears"] }, {}, { cards });
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Grizzly Bears"), alternativeCost: "prowl" }, "no prowl cost");
  });
});
