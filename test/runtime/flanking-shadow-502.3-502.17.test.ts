/**
 * Two combat keywords of Time Spiral, under the 2007 rules:
 * - Flanking (502.3): a triggered ability, "Whenever this creature becomes blocked by a creature without flanking,
 *   the blocking creature gets -1/-1 until end of turn." (runtime/keyword-triggers.ts; one trigger per blocker
 *   without flanking, and per instance, 502.3b).
 * - Shadow (502.17): an evasion ability, "can block or be blocked by only creatures with shadow" (runtime/combat.ts).
 * The cards are made up for the test (the era's cards with these keywords are measured unseen).
 */
import { describe, expect, it } from "vitest";
import type { Action, Game } from "../../runtime/api.js";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, atStep, find, names, ok, passAll, refused, table } from "./engine-helpers.js";

const CARDS = {
  lancer: `card "Test Lancer"\n  cost {1}{W}\n  type Creature — Human Knight\n  2/2\n  Flanking\n`,
  squire: `card "Test Squire"\n  cost {1}{W}\n  type Creature — Human Knight\n  2/2\n  Flanking\n`,
  stalker: `card "Test Stalker"\n  cost {1}{B}\n  type Creature — Kor Rogue\n  1/1\n  Shadow\n`,
};
const compiled = compiledWithReference("flanking-shadow", CARDS);

/** Alice attacks Bob with `attacker`; both pass to the declare blockers step. */
function toBlockers(game: Game, attacker: string): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", attacker), defender: "p2" }] });
  passAll(game);
  expect(game.step()).toBe("declareBlockers");
}
const block = (game: Game, blocker: string, attacker: string): Action => ({
  kind: "declareBlockers",
  player: "p2",
  blocks: [{ blocker: find(game, "p2", "play", blocker), attacker: find(game, "p1", "play", attacker) }],
});

describe("502.3 flanking and 502.17 shadow: the language", () => {
  it("the keyword lines check clean and print back in both wordings", () => {
    for (const text of Object.values(CARDS)) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });
});

describe("502.3 flanking", () => {
  it("502.3a: a blocker without flanking gets -1/-1 until end of turn (a 2/2 blocker dies to the 2/2 flanker's damage and deals it only 1)", () => {
    const game = table({ play: ["Test Lancer"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    toBlockers(game, "Test Lancer");
    ok(game, block(game, "Grizzly Bears", "Test Lancer"));
    passAll(game); // the flanking trigger resolves
    const bears = game.object(find(game, "p2", "play", "Grizzly Bears"))!;
    expect([bears.power, bears.toughness]).toEqual([1, 1]);
    advance(game, atStep("main2"));
    expect(names(game, "p2", "graveyard")).toContain("Grizzly Bears");
    expect(names(game, "p1", "play")).toContain("Test Lancer");
  });

  it("502.3a: a blocker with flanking does not trigger it", () => {
    const game = table({ play: ["Test Lancer"] }, { play: ["Test Squire"] }, { cards: compiled.registry });
    toBlockers(game, "Test Lancer");
    ok(game, block(game, "Test Squire", "Test Lancer"));
    passAll(game);
    const squire = game.object(find(game, "p2", "play", "Test Squire"));
    expect([squire?.power, squire?.toughness]).toEqual([2, 2]);
  });

  it("502.3a: the -1/-1 lasts until end of turn only", () => {
    const game = table({ play: ["Test Lancer"] }, { play: ["Serra Angel"] }, { cards: compiled.registry });
    toBlockers(game, "Test Lancer");
    ok(game, block(game, "Serra Angel", "Test Lancer"));
    passAll(game);
    expect(game.object(find(game, "p2", "play", "Serra Angel"))?.power).toBe(3);
    advance(game, (g) => g.turnNumber() === 4 && g.step() === "upkeep", 400);
    expect(game.object(find(game, "p2", "play", "Serra Angel"))?.power).toBe(4);
  });
});

describe("502.17 shadow", () => {
  it("502.17b: a creature with shadow can't be blocked by a creature without shadow", () => {
    const game = table({ play: ["Test Stalker"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    toBlockers(game, "Test Stalker");
    refused(game, block(game, "Grizzly Bears", "Test Stalker"), "");
    expect(game.legalActions().some((a) => a.kind === "declareBlockers" && a.blocks.length > 0)).toBe(false);
  });

  it("502.17b: a creature with shadow can block only creatures with shadow, and be blocked by them", () => {
    const game = table({ play: ["Grizzly Bears"] }, { play: ["Test Stalker"] }, { cards: compiled.registry });
    toBlockers(game, "Grizzly Bears");
    refused(game, block(game, "Test Stalker", "Grizzly Bears"), "");
    const shadows = table({ play: ["Test Stalker"] }, { play: ["Test Stalker"] }, { cards: compiled.registry });
    toBlockers(shadows, "Test Stalker");
    ok(shadows, block(shadows, "Test Stalker", "Test Stalker"));
  });
});
