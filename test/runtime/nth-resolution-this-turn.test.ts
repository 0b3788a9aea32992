/**
 * 413.2c (2007): a resolving ability follows its instructions in order; Lorwyn's Elementals ask "If this is the third
 * time this ability has resolved this turn, …" (Inner-Flame Igniter, Soulbright Flamekin). The resolution under way
 * is counted on the ability's source (`ObjectState.resolved`, families/conditional `resolvedThisTurn`), per turn and
 * per object: only the third resolution of the turn does the rest, not the second nor the fourth, and a new turn
 * counts afresh.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const IGNITER_LINE =
  "{2}{R}: Creatures you control get +1/+0 until end of turn. If this is the third time this ability has resolved this turn, creatures you control gain first strike until end of turn.";
const IGNITER = `card "Test Igniter"\n  cost {2}{R}\n  type Creature — Elemental Warrior\n  2/2\n  ${IGNITER_LINE}\n`;
const FLAMEKIN_2007 = "{2}: Target creature gains trample until end of turn. If this is the third time this ability has resolved this turn, you may add {R}{R}{R}{R}{R}{R}{R}{R} to your mana pool.";
const FLAMEKIN_CURRENT = "{2}: Target creature gains trample until end of turn. If this is the third time this ability has resolved this turn, you may add {R}{R}{R}{R}{R}{R}{R}{R}.";
const FLAMEKIN = `card "Test Flamekin"\n  cost {3}{R}\n  type Creature — Elemental Shaman\n  2/1\n  ${FLAMEKIN_2007}\n`;

const folder = temporaryFolder("nth-resolution");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { igniter: IGNITER, flamekin: FLAMEKIN });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("413.2c: 'If this is the third time this ability has resolved this turn': the language", () => {
  it("parses and prints back in both wordings", () => {
    for (const [line, wording] of [[FLAMEKIN_2007, "2007"], [FLAMEKIN_CURRENT, "current"]] as const) {
      const { files, diagnostics } = checkCardSources([{ file: "f.card", text: FLAMEKIN.replace(FLAMEKIN_2007, line) }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording })).toContain(`  ${line}\n`);
    }
  });

  it("the objects named again in full ('creatures you control', not 'those creatures') print back so in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "i.card", text: IGNITER }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain(`  ${IGNITER_LINE}\n`);
    const those = IGNITER.replace("turn, creatures you control gain", "turn, those creatures gain");
    const written = checkCardSources([{ file: "i.card", text: those }]);
    expect(written.diagnostics).toEqual([]);
    expect(printCardFile(written.files[0].ast, { wording: "2007" })).toContain("turn, those creatures gain first strike");
  });

  it("CS1035: the resolutions counted are of one ability ('this ability', not 'this abilities')", () => {
    const text = FLAMEKIN.replace("this ability has resolved", "this abilities has resolved");
    expect(checkCardSources([{ file: "f.card", text }]).diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});

describe("413.2c: the third resolution of the ability this turn", () => {
  const igniterGame = (): Game => table({ play: ["Test Igniter", ...Array<string>(12).fill("Mountain")] }, {}, { cards });
  const activateAndResolve = (game: Game, object: string, targets?: string[][]) => {
    ok(game, { kind: "activate", player: "p1", object, ability: 0, ...(targets ? { targets } : {}) });
    passAll(game);
  };

  it("the first two resolutions give +1/+0 only; the third gives first strike as well; the fourth doesn't count as the third", () => {
    const game = igniterGame();
    const igniter = find(game, "p1", "play", "Test Igniter");
    activateAndResolve(game, igniter);
    activateAndResolve(game, igniter);
    expect(game.object(igniter)?.power).toBe(4);
    expect(game.object(igniter)?.keywords).not.toContain("First strike");
    activateAndResolve(game, igniter);
    expect(game.object(igniter)?.power).toBe(5);
    expect(game.object(igniter)?.keywords).toContain("First strike");
    activateAndResolve(game, igniter);
    expect(game.object(igniter)?.power).toBe(6);
    expect(game.log().filter((event) => event.kind === "resolve")).toHaveLength(4);
  });

  it("a new turn counts afresh: two resolutions last turn and one now are not three", () => {
    const game = igniterGame();
    const igniter = find(game, "p1", "play", "Test Igniter");
    activateAndResolve(game, igniter);
    activateAndResolve(game, igniter);
    advance(game, atStep("main1", game.turnNumber() + 2)); // Alice's next turn
    expect(game.object(igniter)?.power).toBe(2);
    activateAndResolve(game, igniter);
    expect(game.object(igniter)?.power).toBe(3);
    expect(game.object(igniter)?.keywords).not.toContain("First strike");
  });

  it("Soulbright Flamekin's third resolution may add eight red mana; the snapshot keeps the count", () => {
    const game = table({ play: ["Test Flamekin", ...Array<string>(6).fill("Mountain")] }, {}, { cards });
    const flamekin = find(game, "p1", "play", "Test Flamekin");
    activateAndResolve(game, flamekin, [[flamekin]]);
    activateAndResolve(game, flamekin, [[flamekin]]);
    const restored = table({}, {}, { cards });
    restored.restore(JSON.parse(JSON.stringify(game.snapshot())));
    activateAndResolve(restored, flamekin, [[flamekin]]);
    answer(restored, ["yes"]);
    expect(restored.player("p1").manaPool.R).toBe(8);
  });
});
