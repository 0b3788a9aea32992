/**
 * Two combat keywords with a number, under the 2007 rules (runtime/keyword-triggers.ts, runtime/combat-keywords.ts):
 * - Bushido (Champions of Kamigawa; 502.38a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until
 *   end of turn." Devoted Retainer and Inner-Chamber Guard are real Champions of Kamigawa cards.
 * - Rampage (Legends; Time Spiral's timeshifted Craw Giant; 502.12a): "Whenever this creature becomes blocked, it gets
 *   +N/+N until end of turn for each creature blocking it beyond the first." 502.12b: the bonus is calculated once,
 *   as the triggered ability resolves.
 */
import { describe, expect, it } from "vitest";
import type { Action, Game } from "../../runtime/api.js";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, atStep, find, names, ok, passAll, table } from "./engine-helpers.js";

const RETAINER_2007 = "When this blocks or becomes blocked, it gets +1/+1 until end of turn.";
const RETAINER_ORACLE = "Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.";
const CARDS = {
  retainer: `card "Devoted Retainer"\n  cost {W}\n  type Creature — Human Samurai\n  1/1\n  Bushido 1 (${RETAINER_2007})\n`,
  guard: `card "Inner-Chamber Guard"\n  cost {1}{W}\n  type Creature — Human Samurai\n  0/2\n  Bushido 2\n`,
  craw: `card "Craw Giant"\n  cost {3}{G}{G}{G}{G}\n  type Creature — Giant\n  6/4\n  Trample\n  Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)\n`,
};
const compiled = compiledWithReference("bushido-rampage", CARDS);

/** Alice attacks Bob with `attacker`; both pass to the declare blockers step. */
function toBlockers(game: Game, attacker: string): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", attacker), defender: "p2" }] });
  passAll(game);
  expect(game.step()).toBe("declareBlockers");
}
const blocks = (game: Game, attacker: string, ...blockers: string[]): Action => ({
  kind: "declareBlockers",
  player: "p2",
  blocks: blockers.map((blocker, i) => ({ blocker: find(game, "p2", "play", blocker, blockers.slice(0, i).filter((b) => b === blocker).length), attacker: find(game, "p1", "play", attacker) })),
});
const pt = (game: Game, player: "p1" | "p2", name: string) => {
  const o = game.object(find(game, player, "play", name))!;
  return [o.power, o.toughness];
};

describe("502.38 bushido and 502.12 rampage: the language", () => {
  it("the keyword lines check clean; bushido's reminder prints in each wording's words, rampage's the same in both", () => {
    for (const text of Object.values(CARDS)) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(text);
    }
    const retainer = checkCardSources([{ file: "r.card", text: CARDS.retainer }]).files[0].ast;
    expect(printCardFile(retainer, { wording: "current" })).toContain(`Bushido 1 (${RETAINER_ORACLE})`);
    const oracle = checkCardSources([{ file: "o.card", text: CARDS.retainer.replace(RETAINER_2007, RETAINER_ORACLE) }]);
    expect(oracle.diagnostics).toEqual([]);
    expect(printCardFile(oracle.files[0].ast, { wording: "2007" })).toBe(CARDS.retainer);
    const craw = checkCardSources([{ file: "c.card", text: CARDS.craw }]).files[0].ast;
    expect(printCardFile(craw, { wording: "current" })).toBe(CARDS.craw);
  });

  it("CS1089: 'Bushido 0' and a reminder with another number are errors at their place, with the fix", () => {
    const zero = checkCardSources([{ file: "z.card", text: CARDS.guard.replace("Bushido 2", "Bushido 0") }]).diagnostics;
    expect(zero.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS1089", 5, 11]]);
    expect(zero[0].message).toContain("write e.g. 'Bushido 2'");
    const wrong = checkCardSources([{ file: "w.card", text: CARDS.craw.replace("Rampage 2", "Rampage 3") }]).diagnostics;
    expect(wrong.map((d) => [d.code, d.range.start.line])).toEqual([["CS1089", 6]]);
    expect(wrong[0].message).toContain("+3/+3");
  });
});

describe("502.38a bushido", () => {
  it("502.38a: it becomes blocked: +1/+1 until end of turn (Devoted Retainer, 2/2, trades with the blocking Grizzly Bears)", () => {
    const game = table({ play: ["Devoted Retainer"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    toBlockers(game, "Devoted Retainer");
    ok(game, blocks(game, "Devoted Retainer", "Grizzly Bears"));
    passAll(game); // the bushido trigger resolves
    expect(pt(game, "p1", "Devoted Retainer")).toEqual([2, 2]);
    advance(game, atStep("main2"));
    expect(names(game, "p2", "graveyard")).toContain("Grizzly Bears");
    expect(names(game, "p1", "graveyard")).toContain("Devoted Retainer");
  });

  it("502.38a: it blocks: Inner-Chamber Guard, 0/2, blocks Grizzly Bears as a 2/4 and kills them; the bonus ends with the turn", () => {
    const game = table({ play: ["Grizzly Bears"] }, { play: ["Inner-Chamber Guard"] }, { cards: compiled.registry });
    toBlockers(game, "Grizzly Bears");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Inner-Chamber Guard"), attacker: find(game, "p1", "play", "Grizzly Bears") }] });
    passAll(game);
    expect(pt(game, "p2", "Inner-Chamber Guard")).toEqual([2, 4]);
    advance(game, atStep("main2"));
    expect(names(game, "p1", "graveyard")).toContain("Grizzly Bears");
    advance(game, (g) => g.turnNumber() === 4 && g.step() === "upkeep", 400);
    expect(pt(game, "p2", "Inner-Chamber Guard")).toEqual([0, 2]);
  });

  it("502.38a: unblocked, it doesn't trigger", () => {
    const game = table({ play: ["Devoted Retainer"] }, {}, { cards: compiled.registry });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Devoted Retainer"), defender: "p2" }] });
    advance(game, atStep("combatDamage"));
    expect(pt(game, "p1", "Devoted Retainer")).toEqual([1, 1]);
    advance(game, atStep("main2"));
    expect(game.player("p2").life).toBe(19);
  });
});

describe("502.12 rampage", () => {
  it("502.12a: blocked by one creature, it triggers and gives nothing", () => {
    const game = table({ play: ["Craw Giant"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    toBlockers(game, "Craw Giant");
    ok(game, blocks(game, "Craw Giant", "Grizzly Bears"));
    passAll(game);
    expect(pt(game, "p1", "Craw Giant")).toEqual([6, 4]);
  });

  it("502.12a: blocked by three creatures, +2/+2 for each beyond the first: 10/8", () => {
    const game = table({ play: ["Craw Giant"] }, { play: ["Grizzly Bears", "Grizzly Bears", "Hill Giant"] }, { cards: compiled.registry });
    toBlockers(game, "Craw Giant");
    ok(game, blocks(game, "Craw Giant", "Grizzly Bears", "Grizzly Bears", "Hill Giant"));
    passAll(game);
    expect(pt(game, "p1", "Craw Giant")).toEqual([10, 8]);
    advance(game, atStep("main2"));
    expect(names(game, "p1", "play")).toContain("Craw Giant"); // 7 damage to a 10/8
    expect(names(game, "p2", "graveyard").sort()).toEqual(["Grizzly Bears", "Grizzly Bears", "Hill Giant"]);
  });

  it("502.12b: the blockers are counted as the ability resolves: one blocker removed before, one fewer counted", () => {
    const game = table({ play: ["Craw Giant"] }, { play: ["Grizzly Bears", "Hill Giant", "Mountain"], hand: ["Shock"] }, { cards: compiled.registry });
    toBlockers(game, "Craw Giant");
    ok(game, blocks(game, "Craw Giant", "Grizzly Bears", "Hill Giant"));
    // The rampage trigger is on the stack; Bob shocks his own Grizzly Bears in response.
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[find(game, "p2", "play", "Grizzly Bears")]] });
    passAll(game); // Shock resolves: the Bears die
    passAll(game); // the rampage trigger resolves, one creature blocking
    expect(pt(game, "p1", "Craw Giant")).toEqual([6, 4]);
  });
});
