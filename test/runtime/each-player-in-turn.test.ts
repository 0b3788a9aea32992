/**
 * "he or she" (current: "they") in a clause whose subject is "each player" or "each opponent": each of those
 * players in turn, the one the clause is happening to. Stronghold Discipline (Tenth Edition): "Each player loses 1
 * life for each creature he or she controls." The count is made for each player as the spell resolves (413.2c: its
 * instructions followed in order).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const STRONGHOLD_DISCIPLINE = `card "Stronghold Discipline"\n  cost {2}{B}{B}\n  type Sorcery\n  Each player loses 1 life for each creature he or she controls.\n`;
const SWAMP_TAX = `card "Test Swamp Tax"\n  cost {B}\n  type Sorcery\n  Each opponent discards a card for each Swamp he or she controls.\n`;
const HUNTED_WUMPUS = `card "Hunted Wumpus"\n  cost {3}{G}\n  type Creature — Beast\n  6/6\n  When Hunted Wumpus comes into play, each other player may put a creature card from his or her hand into play.\n`;
const BEAR = `card "Test Bear"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n`;

const folder = temporaryFolder("each-in-turn");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { discipline: STRONGHOLD_DISCIPLINE, tax: SWAMP_TAX, bear: BEAR, wumpus: HUNTED_WUMPUS });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const cast = (game: Game, name: string) => ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", name), targets: [] });

describe("'he or she' for each player in turn: the language", () => {
  it("413.2c: Stronghold Discipline checks clean and prints back in both wordings ('they control' in the current one)", () => {
    const { files, diagnostics } = checkCardSources([{ file: "s.card", text: STRONGHOLD_DISCIPLINE }]);
    expect(diagnostics).toEqual([]);
    expect(files[0].ast.cards[0].abilities[0]).toMatchObject({ body: { effects: [{ kind: "LoseLife", player: { kind: "EachPlayer" }, amount: { kind: "CountOf", filter: { controller: { kind: "EachInTurn" } } } }] } });
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain("Each player loses 1 life for each creature he or she controls.");
    const current = printCardFile(files[0].ast, { wording: "current" });
    expect(current).toContain("Each player loses 1 life for each creature they control.");
    const oracle = checkCardSources([{ file: "o.card", text: current }]);
    expect(oracle.diagnostics).toEqual([]);
    expect(printCardFile(oracle.files[0].ast, { wording: "2007" })).toContain("Each player loses 1 life for each creature he or she controls.");
  });

  it("Hunted Wumpus: what 'each other player may' holds is done by that player ('from his or her hand'; current: 'their hand')", () => {
    const { files, diagnostics } = checkCardSources([{ file: "w.card", text: HUNTED_WUMPUS }]);
    expect(diagnostics).toEqual([]);
    expect(files[0].ast.cards[0].abilities[0]).toMatchObject({ body: { effects: [{ kind: "May", player: { kind: "EachOpponent", other: true }, effects: [{ player: { kind: "EachInTurn" } }] }] } });
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain("When Hunted Wumpus comes into play, each other player may put a creature card from his or her hand into play.");
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain("When Hunted Wumpus enters the battlefield, each other player may put a creature card from their hand onto the battlefield.");
  });

  it("CS1034: a pronoun after the clause about each player is still reported (the loop is the clause's)", () => {
    const text = `card "T"\n  cost {2}\n  type Sorcery\n  Each player draws a card. You gain 1 life for each creature he or she controls.\n`;
    const codes = checkCardSources([{ file: "t.card", text }]).diagnostics.map((d) => `${d.code} ${d.message}`);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^CS1034 This refers to a player, but the player named before is 'each player'/);
  });
});

describe("'he or she' for each player in turn: the runtime", () => {
  it("413.2c: each player loses life counted over the creatures he or she controls", () => {
    const game = table({ hand: ["Stronghold Discipline"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Test Bear", "Test Bear"], life: 20 }, { play: ["Test Bear", "Test Bear", "Test Bear"], life: 20 }, { cards });
    cast(game, "Stronghold Discipline");
    passAll(game);
    expect(game.player("p1").life).toBe(18);
    expect(game.player("p2").life).toBe(17);
  });

  it("Hunted Wumpus: the other player decides, and puts a creature card from his or her own hand into play under his or her control", () => {
    const game = table({ hand: ["Hunted Wumpus", "Test Bear"], play: ["Forest", "Forest", "Forest", "Forest"] }, { hand: ["Test Bear", "Forest"] }, { cards });
    cast(game, "Hunted Wumpus");
    passAll(game); // the creature resolves, its trigger goes on the stack
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ player: "p2", kind: "may" });
    answer(game, ["yes"]);
    const decision = game.pendingDecision();
    if (decision !== null) {
      expect(decision.player).toBe("p2");
      expect((decision.options as string[]).map((id) => game.object(id)?.name)).toEqual(["Test Bear"]);
      answer(game, [find(game, "p2", "hand", "Test Bear")]);
    }
    expect(names(game, "p2", "play")).toEqual(["Test Bear"]);
    expect(names(game, "p1", "hand")).toEqual(["Test Bear"]); // the controller's own hand is not searched
  });

  it("413.2c: each opponent discards a card for each Swamp he or she controls (the controller's Swamps don't count)", () => {
    const game = table({ hand: ["Test Swamp Tax"], play: ["Swamp", "Swamp", "Swamp"] }, { hand: ["Forest", "Island", "Plains", "Mountain"], play: ["Swamp", "Swamp"] }, { cards });
    cast(game, "Test Swamp Tax");
    passAll(game);
    // the opponent chooses the two cards discarded
    if (game.pendingDecision() !== null) answer(game, game.pendingDecision()!.options.slice(0, 2) as string[]);
    expect(names(game, "p2", "hand")).toHaveLength(2);
    expect(names(game, "p2", "graveyard")).toHaveLength(2);
  });
});
