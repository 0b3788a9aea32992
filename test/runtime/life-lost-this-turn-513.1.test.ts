/**
 * 513.1 (2007): "at end of turn" abilities trigger as the end of turn step begins; "At the end of each turn" is
 * every turn's (current: "At the beginning of each end step"). Wound Reflection (Shadowmoor): "At the end of each
 * turn, each opponent loses life equal to the life he or she lost this turn." — the life each opponent lost this
 * turn (damage, life lost, life paid; gains do not offset it), read back from the turn's log
 * (runtime/turn-record.ts), for each opponent in turn.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const LINE_2007 = "At the end of each turn, each opponent loses life equal to the life he or she lost this turn.";
const LINE_CURRENT = "At the beginning of each end step, each opponent loses life equal to the life they lost this turn.";
const WOUND = `card "Wound Reflection"\n  cost {5}{B}\n  type Enchantment\n  ${LINE_2007}\n`;
const SELF_AWARE = `card "Test Mirror"\n  cost {2}\n  type Artifact\n  {T}: You gain life equal to the life you lost this turn.\n`;

const folder = temporaryFolder("life-lost");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { wound: WOUND, mirror: SELF_AWARE });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("'the life he or she lost this turn', 'At the end of each turn': the language", () => {
  it("Wound Reflection checks clean and prints back in both wordings; the current wording reads back", () => {
    const { files, diagnostics } = checkCardSources([{ file: "w.card", text: WOUND }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${LINE_2007}\n`);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${LINE_CURRENT}\n`);
    const current = checkCardSources([{ file: "w.card", text: WOUND.replace(LINE_2007, LINE_CURRENT) }]);
    expect(current.diagnostics).toEqual([]);
    expect(printCardFile(current.files[0].ast, { wording: "current" })).toContain(`  ${LINE_CURRENT}\n`);
  });
});

describe("513.1: Wound Reflection", () => {
  it("an opponent dealt 3 damage this turn loses 3 more life at the end of the turn", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Wound Reflection", "Mountain"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(17);
    advance(game, atStep("endOfTurn"));
    passAll(game);
    expect(game.player("p2").life).toBe(14);
    expect(game.player("p1").life).toBe(20);
  });

  it("an opponent who lost no life this turn loses none; its controller's own loss does not count", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Wound Reflection", "Mountain"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p1"]] });
    passAll(game);
    advance(game, atStep("endOfTurn"));
    passAll(game);
    expect(game.player("p2").life).toBe(20);
    expect(game.player("p1").life).toBe(17);
  });

  it("'You gain life equal to the life you lost this turn.': the 3 a Lightning Bolt took", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Test Mirror", "Mountain"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p1"]] });
    passAll(game);
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Test Mirror"), ability: 0 });
    passAll(game);
    expect(game.player("p1").life).toBe(20);
  });
});
