/**
 * "Clash with an opponent. If you win, draw two cards. Otherwise, draw a card." and "Whenever you clash, … If you won,
 * draw a card. Otherwise, you lose 1 life.": the clash family's `otherwise`, moved in by the conditional family's
 * `finish` ("Otherwise" after a condition that takes it: grammar/family.ts `takesOtherwise`). 701.20c: you win only
 * with a higher converted mana cost; a lower or equal one, or no card revealed, is "otherwise". Grammar round trip in
 * both wordings, the validation errors, the compiled else branch, then behaviour through compiled cards.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { checkCardSources } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const CARDS: Record<string, string> = {
  gamble: `card "Test Gamble"\n  cost {U}\n  type Sorcery\n  Clash with an opponent. If you win, draw two cards. Otherwise, draw a card.\n`,
  duelist: `card "Test Duelist"\n  cost {1}{R}\n  type Creature — Goblin Warrior\n  2/2\n  Whenever you clash, you gain 1 life. If you won, draw a card. Otherwise, you lose 2 life.\n`,
};

const compiled = compiledWithReference("clash-otherwise-701.20", CARDS);

/** Alice casts Test Gamble with these libraries (top first); both keep the revealed card on top. */
function gamble(mine: string[], theirs: string[], play: string[] = []): Game {
  const game = table({ hand: ["Test Gamble"], play: ["Island", ...play], library: mine }, { library: theirs }, { cards: compiled.registry });
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Gamble"), targets: [] });
  passAll(game);
  for (let i = 0; i < 2 && game.pendingDecision()?.kind === "clashCard"; i++) answer(game, ["top"]);
  return game;
}

describe("701.20c: 'If you win, … Otherwise, …'", () => {
  it("parses and prints back in both wordings", () => {
    expectRoundTrip(CARDS.gamble, {
      "2007": "Clash with an opponent. If you win, draw two cards. Otherwise, draw a card.",
      current: "Clash with an opponent. If you win, draw two cards. Otherwise, draw a card.",
    });
    expectRoundTrip(CARDS.duelist, {
      "2007": "Whenever you clash, you gain 1 life. If you won, draw a card. Otherwise, you lose 2 life.",
      current: "Whenever you clash, you gain 1 life. If you won, draw a card. Otherwise, you lose 2 life.",
    });
    expectRoundTrip(`card "Test Strike"\n  cost {1}{R}\n  type Instant\n  Clash with an opponent. If you win, Test Strike deals 4 damage to target creature. Otherwise, Test Strike deals 2 damage to that creature.\n`, {
      "2007": "Clash with an opponent. If you win, Test Strike deals 4 damage to target creature. Otherwise, Test Strike deals 2 damage to that creature.",
      current: "Clash with an opponent. If you win, Test Strike deals 4 damage to target creature. Otherwise, Test Strike deals 2 damage to that creature.",
    });
  });

  it("'Otherwise' after '… instead', or after no condition, is reported where it is written, with what to write", () => {
    const instead = `card "T"\n  cost {U}\n  type Instant\n  Clash with an opponent, then draw a card. If you win, draw two cards instead. Otherwise, you gain 1 life.\n`;
    const [first] = checkCardSources([{ file: "t.card", text: instead }]).diagnostics;
    expect([first.code, first.range.start.line, first.range.start.column]).toEqual(["CS1034", 4, 81]);
    expect(first.message).toContain("instead");
    const alone = `card "T"\n  cost {U}\n  type Instant\n  Clash with an opponent. Otherwise, draw a card.\n`;
    expect(checkCardSources([{ file: "t.card", text: alone }]).diagnostics.map((d) => d.code)).toEqual(["CS1034"]);
  });

  it("compiles to one check with an else branch", async () => {
    const { code, diagnostics } = await compileCardSource(CARDS.gamble, "gamble.card");
    expect(diagnostics).toEqual([]);
    expect(code).toMatch(/if \(clash\w*\) \{\s*ctx\.draw\(ctx\.controller, 2\);\s*\} else \{\s*ctx\.draw\(ctx\.controller, 1\);\s*\}/);
  });

  it("701.20c: won (higher converted mana cost): two cards", () => {
    const game = gamble(["Hill Giant", "Island", "Island"], ["Forest"]);
    expect(names(game, "p1", "hand")).toHaveLength(2);
  });

  it("701.20c: not won, with a lower or an equal converted mana cost: one card, the otherwise branch", () => {
    for (const [mine, theirs] of [["Forest", "Hill Giant"], ["Grizzly Bears", "Grizzly Bears"]]) {
      const game = gamble([mine, "Island", "Island"], [theirs]);
      expect(names(game, "p1", "hand")).toEqual([mine]);
    }
  });

  it("'Whenever you clash … If you won, … Otherwise, …': the clash that triggered it decides", () => {
    const won = gamble(["Hill Giant", "Island", "Island", "Island"], ["Forest"], ["Test Duelist"]);
    passAll(won); // the Duelist's trigger
    expect(won.player("p1").life).toBe(21);
    expect(names(won, "p1", "hand")).toHaveLength(3);
    const lost = gamble(["Forest", "Island", "Island"], ["Hill Giant"], ["Test Duelist"]);
    passAll(lost);
    expect(lost.player("p1").life).toBe(19);
    expect(names(lost, "p1", "hand")).toHaveLength(1);
  });
});
