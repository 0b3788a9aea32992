/**
 * Echo (Time Spiral; 2007 rules 502.19): "Echo [cost]" means "At the beginning of your upkeep, if this permanent came
 * under your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]." The keyword's
 * upkeep ability (runtime/upkeep-costs.ts) with its intervening "if" (410.11: its controller's previous upkeep, from
 * the log), then "sacrifice it unless you pay". The cards are made up for the test (the era's echo cards are
 * measured unseen).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const TEST_ECHOER = `card "Test Echoer"\n  cost {1}{R}\n  type Creature — Goblin\n  3/3\n  Echo {1}{R}\n`;
const TEST_STEADY = `card "Test Steady"\n  cost {1}{R}\n  type Creature — Goblin\n  2/2\n`;
const MOGG_WAR_MARSHAL = `card "Mogg War Marshal"\n  cost {1}{R}\n  type Creature — Goblin Warrior\n  1/1\n  Echo {1}{R}\n  When Mogg War Marshal comes into play or is put into a graveyard from play, put a 1/1 red Goblin creature token into play.\n`;

const folder = temporaryFolder("echo");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { echoer: TEST_ECHOER, steady: TEST_STEADY, marshal: MOGG_WAR_MARSHAL });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

/** Alice casts Test Echoer in her main phase of turn 3, then the game goes on to her upkeep of turn 5 (the echo trigger on the stack). */
function echoerCastThenNextUpkeep(mountains: number): Game {
  const game = table({ play: Array.from({ length: mountains }, () => "Mountain"), hand: ["Test Echoer"] }, {}, { cards });
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Echoer") });
  passAll(game);
  expect(names(game, "p1", "play")).toContain("Test Echoer");
  advance(game, (g) => g.turnNumber() === 5 && g.step() === "upkeep" && g.stack().length > 0);
  return game;
}

describe("502.19 echo: the language", () => {
  it("checks clean and prints 'Echo {1}{R}' back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: TEST_ECHOER }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(TEST_ECHOER);
  });

  it("502.19: echo on an instant or sorcery is an error at the line, with the fix (CS2095, as vanishing and cumulative upkeep)", () => {
    const text = `card "Bad Echo"\n  cost {R}\n  type Instant\n  Bad Echo deals 1 damage to target player.\n  Echo {R}\n`;
    const { diagnostics } = checkCardSources([{ file: "bad.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS2095", 5, 3]]);
    expect(diagnostics[0].message).toContain("remove the 'Echo' line");
  });
});

describe("502.19 echo: the upkeep after it came under its controller's control", () => {
  it("502.19: paid, the permanent stays; at the upkeep after that it does not trigger again", () => {
    const game = echoerCastThenNextUpkeep(4);
    passAll(game);
    expect(game.pendingDecision()?.kind).toBe("may");
    answer(game, ["yes"]);
    expect(names(game, "p1", "play")).toContain("Test Echoer");
    expect(game.zone("p1", "play").filter((id) => game.object(id)?.name === "Mountain" && game.object(id)?.tapped).length).toBe(2);
    advance(game, (g) => g.turnNumber() === 7 && g.step() === "upkeep");
    expect(game.stack()).toEqual([]);
    advance(game, atStep("draw", 7));
    expect(names(game, "p1", "play")).toContain("Test Echoer");
  });

  it("502.19: not paid, it is sacrificed", () => {
    const game = echoerCastThenNextUpkeep(4);
    passAll(game);
    answer(game, ["no"]);
    expect(names(game, "p1", "play")).not.toContain("Test Echoer");
    expect(names(game, "p1", "graveyard")).toContain("Test Echoer");
  });

  it("502.19: unable to pay, it is sacrificed without a question", () => {
    const game = table({ play: ["Mountain", "Mountain"], hand: ["Test Echoer", "Shock"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Echoer") });
    passAll(game);
    advance(game, (g) => g.turnNumber() === 5 && g.step() === "upkeep" && g.stack().length > 0);
    // With the echo trigger on the stack, Alice spends one of her two Mountains on Shock: {1}{R} can't be paid then.
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    passAll(game);
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(names(game, "p1", "graveyard")).toContain("Test Echoer");
  });

  it("502.19: a permanent under its controller's control since before his or her last upkeep has no echo trigger", () => {
    const game = table({ play: ["Mountain", "Mountain", "Test Echoer"] }, {}, { cards, turnNumber: 3 });
    advance(game, (g) => g.turnNumber() === 5 && g.step() === "upkeep");
    expect(game.stack()).toEqual([]);
    advance(game, atStep("draw", 5));
    expect(names(game, "p1", "play")).toContain("Test Echoer");
  });

  it("502.19: only its controller's upkeep: the opponent's upkeep does not trigger it", () => {
    const game = table({ play: ["Mountain", "Mountain"], hand: ["Test Echoer"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Echoer") });
    passAll(game);
    advance(game, (g) => g.turnNumber() === 4 && g.step() === "upkeep");
    expect(game.stack()).toEqual([]);
  });
});

describe("Mogg War Marshal (Time Spiral): echo and 'When ~ comes into play or is put into a graveyard from play' (410.1: either event)", () => {
  it("prints back in both wordings ('enters the battlefield or dies')", () => {
    const { files, diagnostics } = checkCardSources([{ file: "m.card", text: MOGG_WAR_MARSHAL }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(MOGG_WAR_MARSHAL);
    const current = printCardFile(files[0].ast, { wording: "current" });
    expect(current).toContain("When Mogg War Marshal enters the battlefield or dies, create a 1/1 red Goblin creature token.");
    const again = checkCardSources([{ file: "m.card", text: current }]);
    expect(again.diagnostics).toEqual([]);
    expect(printCardFile(again.files[0].ast, { wording: "2007" })).toBe(MOGG_WAR_MARSHAL);
  });

  it("410.1: a token as it comes into play; echo not paid, it is sacrificed and a second token comes", () => {
    const game = table({ play: ["Mountain", "Mountain"], hand: ["Mogg War Marshal"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Mogg War Marshal") });
    passAll(game); // the Marshal resolves; its ability triggers
    passAll(game); // the token
    expect(names(game, "p1", "play").filter((name) => name === "Goblin").length).toBe(1);
    advance(game, (g) => g.turnNumber() === 5 && g.step() === "upkeep" && g.stack().length > 0);
    passAll(game);
    answer(game, ["no"]);
    expect(names(game, "p1", "graveyard")).toContain("Mogg War Marshal");
    passAll(game); // the put-into-a-graveyard trigger
    expect(names(game, "p1", "play").filter((name) => name === "Goblin").length).toBe(2);
  });
});
