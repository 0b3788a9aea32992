/**
 * 309.1 (2007): "Dream Prowler can't be blocked as long as it's attacking alone." (Ninth Edition): a static ability
 * whose condition is asked each time the layers apply it: while the creature is the only attacking creature, no
 * block of it is legal (or listed); attacking beside another, it can be blocked. Made-up card.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, atStep, find, ok, refused, table } from "./engine-helpers.js";

const CARDS = {
  prowler: `card "Test Prowler"\n  cost {2}{U}{U}\n  type Creature — Illusion\n  1/5\n  Test Prowler can't be blocked as long as it's attacking alone.\n`,
};
const compiled = compiledWithReference("attacking-alone", CARDS);

function toBlockers(game: Game, attackers: string[]): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: attackers.map((name) => ({ attacker: find(game, "p1", "play", name), defender: "p2" })) });
  ok(game, { kind: "pass", player: "p1" });
  ok(game, { kind: "pass", player: "p2" });
}

const blocksOf = (game: Game, attacker: string) =>
  game.legalActions().filter((a) => a.kind === "declareBlockers" && a.blocks.some((b) => game.object(b.attacker)?.name === attacker)).length;

describe("309.1 'can't be blocked as long as it's attacking alone'", () => {
  it("checks clean and prints back in both wordings (2007: 'is unblockable')", () => {
    const { files, diagnostics } = checkCardSources([{ file: "p.card", text: CARDS.prowler }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast!, { wording: "current" })).toBe(CARDS.prowler);
    // 2007's "unblockable" (Ninth Edition printed "Dream Prowler is unblockable as long as it's attacking alone.")
    expect(printCardFile(files[0].ast!, { wording: "2007" })).toBe(CARDS.prowler.replace("can't be blocked", "is unblockable"));
  });

  it("309.1: attacking alone, it can't be blocked (refused with the rule, not listed)", () => {
    const game = table({ play: ["Test Prowler"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    toBlockers(game, ["Test Prowler"]);
    expect(blocksOf(game, "Test Prowler")).toBe(0);
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Grizzly Bears"), attacker: find(game, "p1", "play", "Test Prowler") }] }, "");
  });

  it("309.1: attacking beside another creature, it can be blocked", () => {
    const game = table({ play: ["Test Prowler", "Hill Giant"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    toBlockers(game, ["Test Prowler", "Hill Giant"]);
    expect(blocksOf(game, "Test Prowler")).toBeGreaterThan(0);
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Grizzly Bears"), attacker: find(game, "p1", "play", "Test Prowler") }] });
  });
});
