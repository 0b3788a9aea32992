/**
 * Coin flips (families/coin-flip): "Flip a coin. If you lose the flip, return ~ to its owner's hand." (Scoria Wurm).
 * The ability's controller wins or loses at even odds drawn from the game's seeded randomness: the same seed flips
 * the same, and over many seeds both outcomes happen, each followed by what its condition says (and only that).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, names, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const LINE = "At the beginning of your upkeep, flip a coin. If you lose the flip, return Test Wurm to its owner's hand.";
const WURM = `card "Test Wurm"\n  cost {4}{R}\n  type Creature — Wurm\n  7/7\n  ${LINE}\n`;
const WINNER = `card "Test Gambler"\n  cost {1}{R}\n  type Sorcery\n  Flip a coin. If you win the flip, draw two cards. If you lose the flip, you lose 2 life.\n`;

const folder = temporaryFolder("coin-flip");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { wurm: WURM, gambler: WINNER });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("coin flips: the language", () => {
  it("'Flip a coin. If you lose the flip, …' parses and prints back the same in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "w.card", text: WURM }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain(`  ${LINE}\n`);
  });

  it("CS1034: 'If you win the flip' without a flip before it in the ability, saying to write the flip first", () => {
    const text = WINNER.replace("Flip a coin. ", "");
    const problem = checkCardSources([{ file: "g.card", text }]).diagnostics.find((d) => d.code === "CS1034");
    expect(problem?.message).toContain("write 'Flip a coin.' before it");
  });
});

describe("coin flips: the game", () => {
  const flips = (game: Game) => game.log().filter((event) => event.kind === "coinFlip");

  it("Scoria Wurm returns to its owner's hand exactly when its controller loses the flip; both happen over seeds", () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const game = table({ play: ["Test Wurm"] }, {}, { cards, seed });
      advance(game, atStep("upkeep", 5));
      passAll(game);
      const [flip] = flips(game);
      expect(flip?.player).toBe("p1");
      outcomes.add(flip.won as boolean);
      expect(names(game, "p1", flip.won ? "play" : "hand")).toContain("Test Wurm");
      expect(names(game, "p1", flip.won ? "hand" : "play")).not.toContain("Test Wurm");
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it("the same seed flips the same: 'If you win' and 'If you lose' follow the one flip", () => {
    const play = (seed: number) => {
      const game = table({ hand: ["Test Gambler"], play: ["Mountain", "Mountain"] }, {}, { cards, seed });
      game.submit({ kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Gambler") });
      passAll(game);
      return { won: flips(game)[0].won, hand: names(game, "p1", "hand").length, life: game.player("p1").life };
    };
    for (let seed = 1; seed <= 6; seed++) {
      const first = play(seed);
      expect(play(seed)).toEqual(first);
      expect(first).toEqual(first.won ? { won: true, hand: 2, life: 20 } : { won: false, hand: 0, life: 18 });
    }
  });
});
