/**
 * "Whenever Deathgazer blocks or becomes blocked by a nonblack creature, destroy that creature at end of combat."
 * (Ninth Edition; the Basilisks' "non-Wall creature"; Witherscale Wurm's "a creature"): each block the creature is in
 * (309: as the blocker, or as the attacker blocked) triggers once (410), when the other creature of the block fits
 * the description; "that creature" is that other creature.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import type { Game } from "../../runtime/api.js";
import { advance, atStep, find, names, ok, passAll, table } from "./engine-helpers.js";

const GAZER = `card "Test Gazer"\n  cost {3}{B}\n  type Creature — Lizard\n  2/2\n  Whenever Test Gazer blocks or becomes blocked by a nonblack creature, destroy that creature at end of combat.\n`;
const SHADE = `card "Test Shade"\n  cost {B}\n  type Creature — Shade\n  1/4\n`;
const WALL = `card "Test Wall"\n  cost {G}\n  type Creature — Wall\n  0/3\n  Defender\n`;
const BASILISK = `card "Test Basilisk"\n  cost {3}{G}\n  type Creature — Basilisk\n  2/4\n  Whenever Test Basilisk becomes blocked by a non-Wall creature, destroy that creature at end of combat.\n`;

const compiled = compiledWithReference("blocks-or-blocked-by", { gazer: GAZER, shade: SHADE, basilisk: BASILISK, wall: WALL });

/** Alice attacks with `attacker`; Bob blocks it with `blocker`; the game goes on to the end of combat. */
function block(game: Game, attacker: string, blocker: string): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", attacker), defender: "p2" }] });
  passAll(game);
  ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", blocker), attacker: find(game, "p1", "play", attacker) }] });
  advance(game, atStep("main2"));
}

describe("'blocks or becomes blocked by a nonblack creature': the language", () => {
  it("checks clean and prints back in both wordings", () => {
    for (const text of [GAZER, BASILISK]) {
      const { files, diagnostics } = checkCardSources([{ file: "g.card", text }]);
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
    const trigger = (checkCardSources([{ file: "g.card", text: GAZER }]).files[0].ast.cards[0].abilities[0] as { trigger: unknown }).trigger;
    expect(trigger).toMatchObject({ event: "blocks", orEvent: "becomesBlocked", blockedByACreature: true, other: { types: ["Creature"], excludedColors: ["B"] } });
  });

  it("CS1035: the other creature of a block is a creature: 'by a land' is reported at the noun, with what to write", () => {
    const text = `card "T"\n  cost {G}\n  type Creature — Bear\n  2/2\n  Whenever T becomes blocked by a land, destroy that creature at end of combat.\n`;
    const diagnostics = checkCardSources([{ file: "t.card", text }]).diagnostics;
    expect(diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`)).toEqual(["CS1035 5:35"]);
    expect(diagnostics[0].message).toContain('"a nonblack creature"');
  });
});

describe("'blocks or becomes blocked by a nonblack creature': the runtime", () => {
  it("309/410: blocked by a nonblack creature, the blocker is destroyed at end of combat", () => {
    const game = table({ play: ["Test Gazer"] }, { play: ["Hill Giant"] }, { cards: compiled.registry });
    block(game, "Test Gazer", "Hill Giant");
    expect(names(game, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("309/410: blocking a nonblack attacker, the attacker is destroyed at end of combat", () => {
    const game = table({ play: ["Hill Giant"] }, { play: ["Test Gazer"] }, { cards: compiled.registry });
    block(game, "Hill Giant", "Test Gazer");
    expect(names(game, "p1", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("309/410: a black creature in the block does not trigger it", () => {
    const game = table({ play: ["Test Gazer"] }, { play: ["Test Shade"] }, { cards: compiled.registry });
    block(game, "Test Gazer", "Test Shade");
    expect(names(game, "p2", "play")).toEqual(["Test Shade"]);
  });

  it("309/410: 'becomes blocked by a non-Wall creature' alone: a Wall blocking it survives, a Bear does not", () => {
    const walled = table({ play: ["Test Basilisk"] }, { play: ["Test Wall"] }, { cards: compiled.registry });
    block(walled, "Test Basilisk", "Test Wall");
    expect(names(walled, "p2", "play")).toEqual(["Test Wall"]);
    const bear = table({ play: ["Test Basilisk"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    block(bear, "Test Basilisk", "Grizzly Bears");
    expect(names(bear, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });
});
