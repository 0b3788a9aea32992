/**
 * 409.1h and 413.2a (2007): "the sacrificed creature's power" is the power of the creature the ability's cost (or
 * the spell's additional cost) sacrificed, as it last existed in play — Brion Stoutarm, compiled from its corpus
 * text in both wordings; a spell with "As an additional cost to play ~, sacrifice a creature." likewise.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const BRION_2007 =
  'card "Brion Stoutarm"\n  cost {2}{R}{W}\n  type Legendary Creature — Giant Warrior\n  4/4\n  Lifelink\n  {R}, {T}, Sacrifice a creature other than Brion Stoutarm: Brion Stoutarm deals damage equal to the sacrificed creature\'s power to target player.\n';
const BRION_ORACLE =
  'card "Brion Stoutarm"\n  cost {2}{R}{W}\n  type Legendary Creature — Giant Warrior\n  4/4\n  Lifelink\n  {R}, {T}, Sacrifice another creature: Brion Stoutarm deals damage equal to the sacrificed creature\'s power to target player or planeswalker.\n';
const SOULBLAST_2007 =
  'card "Soulblast"\n  cost {3}{R}{R}{R}\n  type Instant\n  As an additional cost to play Soulblast, sacrifice all creatures you control.\n  Soulblast deals damage to target creature or player equal to the total power of the sacrificed creatures.\n';
const SOULBLAST_ORACLE =
  'card "Soulblast"\n  cost {3}{R}{R}{R}\n  type Instant\n  As an additional cost to cast this spell, sacrifice all creatures you control.\n  Soulblast deals damage to any target equal to the total power of the sacrificed creatures.\n';
const RITE =
  'card "Test Rite"\n  cost {1}{B}\n  type Sorcery\n  As an additional cost to play Test Rite, sacrifice a creature.\n  Test Rite deals damage to target player equal to the total power of the sacrificed creatures.\n';

describe("409.1h: 'the sacrificed creature's power' in the language", () => {
  it("parses clean and prints back as written in both wordings", () => {
    for (const [text, wording] of [
      [BRION_2007, "2007"],
      [BRION_ORACLE, "current"],
      [RITE, "2007"],
      [SOULBLAST_2007, "2007"],
      [SOULBLAST_ORACLE, "current"],
    ] as const) {
      const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });

  it("CS2036: an ability whose cost sacrifices nothing has no sacrificed creature", () => {
    const text = BRION_2007.replace(", Sacrifice a creature other than Brion Stoutarm", "");
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS2036"]);
    expect(diagnostics[0].message).toContain("add e.g. 'Sacrifice a creature' to its cost");
    const spell = checkCardSources([{ file: "t.card", text: RITE.replace("  As an additional cost to play Test Rite, sacrifice a creature.\n", "") }]);
    expect(spell.diagnostics.map((d) => d.code)).toEqual(["CS2036"]);
  });
});

const folder = temporaryFolder("costs-sacrificed-stat");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { "brion-stoutarm": BRION_2007, "test-rite": RITE, "soulblast": SOULBLAST_2007 });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("413.2a: the sacrificed creature's power, as it last existed", () => {
  it("Brion Stoutarm sacrifices Serra Angel (power 4): 4 damage to the target player, and Brion's lifelink gains that much", () => {
    const game = table({ play: ["Brion Stoutarm", "Serra Angel", "Grizzly Bears", "Mountain"] }, {}, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Brion Stoutarm"), ability: 0, targets: [["p2"]] });
    expect(game.pendingDecision()?.kind).toBe("sacrifice");
    // Brion himself is not among the choices ("other than Brion Stoutarm")
    expect(game.pendingDecision()?.options).not.toContain(find(game, "p1", "play", "Brion Stoutarm"));
    answer(game, [find(game, "p1", "play", "Serra Angel")]);
    passAll(game);
    expect(game.player("p2").life).toBe(16);
    // 2007 lifelink is a triggered ability ("you gain that much life"): it resolves next
    passAll(game);
    expect(game.player("p1").life).toBe(24);
  });

  it("a 2/2 sacrificed: 2 damage (the amount is the sacrificed creature's, not a fixed number)", () => {
    const game = table({ play: ["Brion Stoutarm", "Serra Angel", "Grizzly Bears", "Mountain"] }, {}, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Brion Stoutarm"), ability: 0, targets: [["p2"]] });
    answer(game, [find(game, "p1", "play", "Grizzly Bears")]);
    passAll(game);
    expect(game.player("p2").life).toBe(18);
  });

  it("Soulblast: 'sacrifice all creatures you control' takes every one, no choice; the damage is their total power", () => {
    const game = table({ hand: ["Soulblast"], play: ["Serra Angel", "Grizzly Bears", ...Array(6).fill("Mountain")] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Soulblast"), targets: [["p2"]] });
    expect(game.pendingDecision()).toBeNull();
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Serra Angel"]);
    passAll(game);
    expect(game.player("p2").life).toBe(14);
  });

  it("Soulblast with no creature: the cost is paid by sacrificing none, and it deals no damage", () => {
    const game = table({ hand: ["Soulblast"], play: Array(6).fill("Mountain") }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Soulblast"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(20);
  });

  it("a spell's additional cost: the sacrificed creature's power is the spell's damage", () => {
    const game = table({ hand: ["Test Rite"], play: ["Serra Angel", "Swamp", "Swamp"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Rite"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(16);
  });
});
