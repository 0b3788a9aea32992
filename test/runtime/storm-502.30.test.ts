/**
 * Storm (Time Spiral; 2007 rules 502.30): "When you play this spell, put a copy of it onto the stack for each other
 * spell that was played before it this turn. If the spell has any targets, you may choose new targets for any number
 * of the copies." A keyword trigger of the spell itself (runtime/keyword-triggers.ts); the spells counted are every
 * player's this turn, from the turn's log (runtime/turn-record.ts); the copies (runtime/copies.ts) are not played.
 * Test Grapeshot is made up for the test (the era's storm cards are measured unseen).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, logKinds, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const TEST_GRAPESHOT = `card "Test Grapeshot"\n  cost {R}\n  type Sorcery\n  Test Grapeshot deals 1 damage to target creature or player.\n  Storm\n`;

const folder = temporaryFolder("storm");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { grapeshot: TEST_GRAPESHOT });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const life = (game: Game, p: string) => game.players().find((player) => player.id === p)!.life;

/** Resolves the stack, answering each copy's "new targets" question with `target`. */
function resolveAll(game: Game, target: string): void {
  for (let i = 0; i < 20 && (game.stack().length > 0 || game.pendingDecision() !== null); i++) {
    const decision = game.pendingDecision();
    if (decision !== null) answer(game, decision.kind === "targets" ? [target] : [decision.options[0]]);
    else passAll(game);
  }
}

describe("502.30 storm: the language", () => {
  it("checks clean and prints 'Storm' back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: TEST_GRAPESHOT }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(TEST_GRAPESHOT);
    expect(printCardFile(files[0].ast, { wording: "current" })).toBe(TEST_GRAPESHOT.replace("target creature or player", "any target"));
  });
});

describe("502.30 storm: a copy for each other spell played before it this turn", () => {
  it("502.30a: the first spell of the turn makes no copy", () => {
    const game = table({ play: ["Mountain"], hand: ["Test Grapeshot"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Grapeshot"), targets: [["p2"]] });
    resolveAll(game, "p2");
    expect(life(game, "p2")).toBe(19);
    expect(logKinds(game, "copy")).toEqual([]);
  });

  it("502.30a: after two spells (one the opponent's), two copies, each with its target chosen anew", () => {
    const game = table({ play: ["Mountain", "Mountain"], hand: ["Shock", "Test Grapeshot"] }, { play: ["Mountain"], hand: ["Lightning Bolt"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Lightning Bolt"), targets: [["p1"]] });
    passAll(game);
    passAll(game);
    expect([life(game, "p1"), life(game, "p2")]).toEqual([17, 18]);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Grapeshot"), targets: [["p2"]] });
    resolveAll(game, "p2");
    // the original and its two copies: 3 damage to Bob
    expect(logKinds(game, "copy").length).toBe(2);
    expect(life(game, "p2")).toBe(15);
  });

  it("502.30a: the copies are not played: a later storm spell counts only the spells played", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain"], hand: ["Shock", "Test Grapeshot", "Test Grapeshot"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Grapeshot"), targets: [["p2"]] });
    resolveAll(game, "p2"); // 1 + 1 copy
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Grapeshot"), targets: [["p2"]] });
    resolveAll(game, "p2"); // 1 + 2 copies (Shock and the first Grapeshot; not its copy)
    expect(life(game, "p2")).toBe(20 - 2 - 2 - 3);
  });
});
