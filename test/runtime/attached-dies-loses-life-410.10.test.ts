/**
 * 410.10 (2007): a trigger on a permanent going to a graveyard from play looks back in time. Banewasp Affliction
 * (Shards of Alara): "When enchanted creature is put into a graveyard, that creature's controller loses life equal
 * to its toughness." (current: "When enchanted creature dies, …"): an Aura's creature is in play, so "is put into a
 * graveyard" alone is from play; "loses life equal to its toughness" is the toughness the creature last had in play
 * (the life family's "life equal to …" after "lose" as after "gain").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const TRIGGER_2007 = "When enchanted creature is put into a graveyard, that creature's controller loses life equal to its toughness.";
const TRIGGER_CURRENT = "When enchanted creature dies, that creature's controller loses life equal to its toughness.";
const BANEWASP = `card "Banewasp Affliction"\n  cost {1}{B}\n  type Enchantment — Aura\n  Enchant creature\n  ${TRIGGER_2007}\n`;
const LIFE_DRAIN = `card "Test Drain"\n  cost {B}\n  type Sorcery\n  Target player loses life equal to target creature's power.\n`;

const folder = temporaryFolder("attached-dies");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { banewasp: BANEWASP, drain: LIFE_DRAIN });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("410.10: 'When enchanted creature is put into a graveyard' — the language", () => {
  it("checks clean and prints back in both wordings (2007 without 'from play', as written; current 'dies')", () => {
    const { files, diagnostics } = checkCardSources([{ file: "b.card", text: BANEWASP }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${TRIGGER_2007}\n`);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${TRIGGER_CURRENT}\n`);
    const current = checkCardSources([{ file: "b.card", text: BANEWASP.replace(TRIGGER_2007, TRIGGER_CURRENT) }]);
    expect(current.diagnostics).toEqual([]);
    expect(printCardFile(current.files[0].ast, { wording: "current" })).toContain(`  ${TRIGGER_CURRENT}\n`);
  });

  it("'from play' is still asked of a permanent not known to be in play", () => {
    const text = `card "T"\n  cost {1}\n  type Enchantment\n  Whenever a creature is put into a graveyard, you gain 1 life.\n`;
    expect(checkCardSources([{ file: "t.card", text }]).diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});

describe("410.10: Banewasp Affliction's creature dies: its controller loses life equal to its toughness", () => {
  it("Hill Giant (3/3) enchanted, then dealt 3 damage: its controller loses 3 life", () => {
    const game = table({ hand: ["Banewasp Affliction", "Lightning Bolt"], play: ["Swamp", "Swamp", "Mountain"] }, { play: ["Hill Giant"] }, { cards });
    const giant = find(game, "p2", "play", "Hill Giant");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Banewasp Affliction"), targets: [[giant]] });
    passAll(game);
    expect(game.attachedTo(find(game, "p1", "play", "Banewasp Affliction"))).toBe(giant);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [[giant]] });
    passAll(game);
    while (game.stack().length > 0) passAll(game);
    expect(game.zone("p2", "graveyard").map((id) => game.object(id)!.name)).toContain("Hill Giant");
    expect(game.player("p2").life).toBe(17);
    expect(game.player("p1").life).toBe(20);
  });

  it("'Target player loses life equal to target creature's power.': the power as the spell resolves", () => {
    const game = table({ hand: ["Test Drain"], play: ["Swamp"] }, { play: ["Hill Giant"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Drain"), targets: [["p2"], [find(game, "p2", "play", "Hill Giant")]] });
    passAll(game);
    expect(game.player("p2").life).toBe(17);
  });
});
