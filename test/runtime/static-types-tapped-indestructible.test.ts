/**
 * Static abilities of static-modify compiled from their text: "Artifacts and lands come into play tapped." (Root
 * Maze: 419.6b, a replacement effect over every permanent of that kind coming into play, whoever's), "All
 * permanents are enchantments in addition to their other types." (Enchanted Evening: 418.5a layer 4), and "~ is
 * indestructible." (Spearbreaker Behemoth, 2007's wording of the keyword: 420.5c lethal damage and "destroy"
 * don't put it into a graveyard).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const SOURCES: Record<string, string> = {
  "root-maze": `card "Root Maze"\n  cost {G}\n  type Enchantment\n  Artifacts and lands come into play tapped.\n`,
  "enchanted-evening": `card "Enchanted Evening"\n  cost {3}{W/U}{W/U}\n  type Enchantment\n  All permanents are enchantments in addition to their other types.\n`,
  "stone-brute": `card "Stone Brute"\n  cost {2}\n  type Creature — Beast\n  2/2\n  Stone Brute is indestructible.\n`,
  "final-wrath": `card "Final Wrath"\n  cost {2}\n  type Sorcery\n  Destroy all creatures.\n`,
  "godhead-of-awe": `card "Godhead of Awe"\n  cost {4}\n  type Creature — Spirit Avatar\n  4/4\n  Flying\n  Other creatures are 1/1.\n`,
  tatterkite: `card "Tatterkite"\n  cost {3}\n  type Artifact Creature — Scarecrow\n  2/1\n  Flying\n  Tatterkite can't have counters placed on it.\n`,
  "growth-charm": `card "Growth Charm"\n  cost {G}\n  type Instant\n  Put two +1/+1 counters on target creature.\n`,
  sparks: `card "Sparks"\n  cost {R}\n  type Instant\n  Sparks deals 3 damage to target creature or player.\n`,
};

const folder = temporaryFolder("static-types-tapped-indestructible");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, SOURCES);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("static-modify: the sentences print back in both wordings", () => {
  const cases: [string, string, string][] = [
    ["Artifacts and lands come into play tapped.", "Artifacts and lands come into play tapped.", "Artifacts and lands enter the battlefield tapped."],
    ["Creatures your opponents control enter the battlefield tapped.", "Creatures your opponents control come into play tapped.", "Creatures your opponents control enter the battlefield tapped."],
    ["All permanents are enchantments in addition to their other types.", "All permanents are enchantments in addition to their other types.", "All permanents are enchantments in addition to their other types."],
    ["T is indestructible.", "T is indestructible.", "T has indestructible."],
    ["Other Treefolk creatures you control have indestructible.", "Other Treefolk creatures you control are indestructible.", "Other Treefolk creatures you control have indestructible."],
    ["Other creatures have base power and toughness 1/1.", "Other creatures are 1/1.", "Other creatures have base power and toughness 1/1."],
    ["T can't have counters put on it.", "T can't have counters placed on it.", "T can't have counters put on it."],
  ];
  for (const [line, printed, oracle] of cases) {
    it(`419.6b/418.5a: '${line}'`, () => {
      const text = `card "T"\n  cost {2}\n  type Creature — Treefolk\n  2/2\n  ${line}\n`;
      const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${printed}\n`);
      expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${oracle}\n`);
    });
  }

  it("2007's 'is indestructible this turn' is the current 'gains indestructible until end of turn'", () => {
    const line = "{1}: Target creature with power 5 or greater is indestructible this turn.";
    const text = `card "T"\n  cost {2}\n  type Artifact\n  ${line}\n`;
    const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${line}\n`);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain("  {1}: Target creature with power 5 or greater gains indestructible until end of turn.\n");
    const ability = files[0].ast.cards[0].abilities[0];
    expect(ability.kind === "Activated" ? ability.body.kind === "Effects" && ability.body.effects.map((e) => e.kind) : ability.kind).toEqual(["Modify"]);
  });

  it("'come into play tapped' names a kind of permanent: enchanted creature is refused with a helpful error", () => {
    const text = `card "T"\n  cost {2}\n  type Enchantment — Aura\n  Enchant creature\n  Enchanted creature comes into play tapped.\n`;
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => d.message).join("\n")).toMatch(/by what they are/);
  });
});

describe("419.6b: Root Maze — artifacts and lands come into play tapped", () => {
  it("a land and an artifact come into play tapped; a creature does not", () => {
    const game = table(
      { play: ["Root Maze", "Forest", "Forest", "Forest"], hand: ["Ornithopter", "Grizzly Bears", "Mountain"] },
      {},
      { cards, step: "main1" },
    );
    ok(game, { kind: "playLand", player: "p1", card: find(game, "p1", "hand", "Mountain") });
    expect(game.object(find(game, "p1", "play", "Mountain"))!.tapped).toBe(true);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Ornithopter"), targets: [] });
    passAll(game);
    expect(game.object(find(game, "p1", "play", "Ornithopter"))!.tapped).toBe(true);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Grizzly Bears"), targets: [] });
    passAll(game);
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))!.tapped).toBe(false);
  });
});

describe("418.5a: Enchanted Evening — every permanent is an enchantment as well", () => {
  it("a creature and a land have their own types and Enchantment while it is in play", () => {
    const game = table({ play: ["Enchanted Evening", "Grizzly Bears", "Mountain"] }, {}, { cards, step: "main1" });
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))!.types).toEqual(expect.arrayContaining(["Creature", "Enchantment"]));
    expect(game.object(find(game, "p1", "play", "Mountain"))!.types).toEqual(expect.arrayContaining(["Land", "Enchantment"]));
    const without = table({ play: ["Grizzly Bears"] }, {}, { cards, step: "main1" });
    expect(without.object(find(without, "p1", "play", "Grizzly Bears"))!.types).toEqual(["Creature"]);
  });
});

describe("420.5c: '~ is indestructible.' — destroy and lethal damage don't put it into a graveyard", () => {
  it("survives 'Destroy all creatures.' and lethal damage; a creature without it doesn't", () => {
    const game = table(
      { play: ["Stone Brute", "Grizzly Bears", "Mountain", "Mountain", "Mountain"], hand: ["Final Wrath", "Sparks"] },
      {},
      { cards, step: "main1" },
    );
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sparks"), targets: [[find(game, "p1", "play", "Stone Brute")]] });
    passAll(game);
    expect(names(game, "p1", "play")).toContain("Stone Brute");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Final Wrath"), targets: [] });
    passAll(game);
    expect(names(game, "p1", "play")).toContain("Stone Brute");
    expect(names(game, "p1", "play")).not.toContain("Grizzly Bears");
    expect(names(game, "p1", "graveyard")).toContain("Grizzly Bears");
  });
});

describe("418.5a layer 6b: Godhead of Awe — other creatures are 1/1", () => {
  it("sets the others' base power and toughness; changes and counters apply after it; Godhead keeps its own", () => {
    const game = table({ play: ["Godhead of Awe", "Hill Giant", "Forest"], hand: ["Growth Charm"] }, { play: ["Grizzly Bears"] }, { cards, step: "main1" });
    const giant = find(game, "p1", "play", "Hill Giant");
    expect([game.object(giant)!.power, game.object(giant)!.toughness]).toEqual([1, 1]);
    expect(game.object(find(game, "p2", "play", "Grizzly Bears"))!.power).toBe(1);
    expect(game.object(find(game, "p1", "play", "Godhead of Awe"))!.power).toBe(4);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Growth Charm"), targets: [[giant]] });
    passAll(game);
    expect([game.object(giant)!.power, game.object(giant)!.toughness]).toEqual([3, 3]);
  });
});

describe("Tatterkite: '~ can't have counters placed on it.'", () => {
  it("a spell's +1/+1 counters are not placed on it, and are on another creature", () => {
    const game = table({ play: ["Tatterkite", "Grizzly Bears", "Forest", "Forest"], hand: ["Growth Charm", "Growth Charm"] }, {}, { cards, step: "main1" });
    const kite = find(game, "p1", "play", "Tatterkite");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Growth Charm"), targets: [[kite]] });
    passAll(game);
    expect(game.object(kite)!.counters).toEqual({});
    expect(game.object(kite)!.power).toBe(2);
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Growth Charm"), targets: [[bears]] });
    passAll(game);
    expect(game.object(bears)!.power).toBe(4);
  });
});
