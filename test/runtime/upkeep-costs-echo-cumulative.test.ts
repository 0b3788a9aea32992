/**
 * Upkeep costs (runtime/upkeep-costs.ts). Echo: "At the beginning of your upkeep, if this came under your control
 * since the beginning of your last upkeep, sacrifice it unless you pay [cost]." (410.11: the intervening "if").
 * Cumulative upkeep: "At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it
 * unless you pay [cost] for each age counter on it." Made-up cards (the era's cards are measured unseen).
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, answer, find, names, ok, passAll, table } from "./engine-helpers.js";

const CARDS = {
  deadeye: `card "Test Deadeye"\n  cost {1}{R}\n  type Creature — Giant Warrior\n  3/3\n  Echo {1}{R}\n`,
  keeper: `card "Test Keeper"\n  cost {W}\n  type Creature — Giant\n  3/3\n  Cumulative upkeep {W} or {U}\n`,
  etchings: `card "Test Etchings"\n  cost {B}\n  type Enchantment\n  Cumulative upkeep {1}\n  At the beginning of your end step, draw a card for each age counter on Test Etchings.\n`,
};
const compiled = compiledWithReference("upkeep-costs", CARDS);

/** Passes (no attacks, no blocks) until the given turn's step, or a decision. */
const until = (game: Game, turn: number, step: string) => advance(game, (g) => g.turnNumber() === turn && g.step() === step, 600);
const mayPay = (game: Game) => expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "may" });

describe("echo and cumulative upkeep: the language", () => {
  it("check clean and print 'Echo {1}{R}' and 'Cumulative upkeep {1}' back in both wordings", () => {
    for (const text of Object.values(CARDS)) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "current" })).toBe(text);
    }
    const { files } = checkCardSources([{ file: "c.card", text: CARDS.deadeye }]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(CARDS.deadeye);
  });

  it("echo on an instant is an error at its line, with the fix (CS2095)", () => {
    const { diagnostics } = checkCardSources([{ file: "b.card", text: `card "Bad Echo"\n  cost {R}\n  type Instant\n  Draw a card.\n  Echo {R}\n` }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS2095", 5, 3]]);
    expect(diagnostics[0].message).toContain("remove the 'Echo' line");
  });
});

describe("echo: paid at the first upkeep after it came under your control", () => {
  it("410.11: the echo ability triggers at the controller's next upkeep only; paid, the permanent stays and it doesn't trigger again", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Test Deadeye"] }, {}, { cards: compiled.registry, turnNumber: 3 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Deadeye") });
    passAll(game);
    until(game, 5, "upkeep");
    passAll(game); // the echo ability resolves: the controller is asked
    mayPay(game);
    answer(game, ["yes"]);
    expect(names(game, "p1", "play")).toContain("Test Deadeye");
    until(game, 7, "main1"); // the next upkeep: no echo
    expect(names(game, "p1", "play")).toContain("Test Deadeye");
    expect(game.log().filter((event) => event.kind === "paidOptionalCost").length).toBe(1);
  });

  it("not paid, the permanent is sacrificed", () => {
    const game = table({ play: ["Mountain", "Mountain"], hand: ["Test Deadeye"] }, {}, { cards: compiled.registry, turnNumber: 3 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Deadeye") });
    passAll(game);
    until(game, 5, "upkeep");
    passAll(game);
    mayPay(game);
    answer(game, ["no"]);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Deadeye"]);
  });
});

describe("cumulative upkeep: an age counter, then the cost for each", () => {
  it("each upkeep adds an age counter and asks for the cost times the age counters; unpaid, it is sacrificed", () => {
    const game = table({ play: ["Swamp", "Swamp", "Swamp", "Swamp"], hand: ["Test Etchings"], library: Array(20).fill("Island") }, {}, { cards: compiled.registry, turnNumber: 3 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Etchings") });
    passAll(game);
    until(game, 5, "upkeep");
    passAll(game);
    mayPay(game);
    expect(game.pendingDecision()?.prompt).toContain("{1}");
    answer(game, ["yes"]);
    const etchings = find(game, "p1", "play", "Test Etchings");
    expect(game.object(etchings)?.counters.age).toBe(1);
    until(game, 7, "upkeep");
    passAll(game);
    mayPay(game);
    expect(game.pendingDecision()?.prompt).toContain("{2}");
    answer(game, ["no"]);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Etchings"]);
  });

  it("'Cumulative upkeep {W} or {U}': each age counter's mana is either colour (two Islands pay two counters)", () => {
    const { files, diagnostics } = checkCardSources([{ file: "k.card", text: CARDS.keeper }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast!, { wording })).toBe(CARDS.keeper);
    const game = table({ play: [{ card: "Test Keeper", counters: { age: 1 } }, "Island", "Island"] }, {}, { cards: compiled.registry, turnNumber: 3, step: "main1" });
    until(game, 5, "upkeep");
    passAll(game);
    mayPay(game);
    answer(game, ["yes"]);
    expect(names(game, "p1", "play")).toContain("Test Keeper");
    expect(game.object(find(game, "p1", "play", "Test Keeper"))?.counters.age).toBe(2);
    expect(game.zone("p1", "play").filter((id) => game.object(id)?.tapped === true).length).toBe(2);
  });

  it("'{W} or {U}' on an echo cost is an error at its line, with the fix (CS1035)", () => {
    const { diagnostics } = checkCardSources([{ file: "k.card", text: CARDS.keeper.replace("Cumulative upkeep", "Echo") }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["CS1035", 5]]);
    expect(diagnostics[0].message).toContain("'Cumulative upkeep {W} or {U}'");
  });

  it("a cost that can't be paid is not asked: the permanent is sacrificed", () => {
    const game = table({ play: [{ card: "Test Etchings", counters: { age: 3 } }, "Swamp"] }, {}, { cards: compiled.registry, turnNumber: 3, step: "main1" });
    until(game, 5, "draw");
    expect(names(game, "p1", "graveyard")).toEqual(["Test Etchings"]);
  });
});
