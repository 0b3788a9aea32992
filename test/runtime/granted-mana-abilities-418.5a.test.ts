/**
 * 418.5a (2007), layer 5 "abilities added": MANA abilities granted in quotes by static abilities (families/
 * static-modify, runtime/granted-abilities.ts, runtime/mana.ts `activateManaAbility`), compiled from the corpus
 * texts in both wordings: Gemhide Sliver ('All Slivers have "{T}: Add one mana of any color to your mana pool."'),
 * Basal Sliver ('All Slivers have "Sacrifice this permanent: Add {B}{B} to your mana pool."'), Joiner Adept ('Lands
 * you control have "{T}: Add one mana of any color to your mana pool."'). The permanent plays the ability as its
 * own (409.1: its controller, summoning sickness for {T}), and it resolves at once, without the stack (406.1).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBothWordings } from "../grammar/round-trip.js";
import { checkCardSources } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import type { Game } from "../../runtime/api.js";
import { playRandomGame } from "./fuzz-harness.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const creature = (name: string, cost: string, type: string, pt: string, line: string) => `card "${name}"\n  cost ${cost}\n  type Creature — ${type}\n  ${pt}\n  ${line}\n`;
const TEXTS = {
  "2007": {
    gemhide: creature("Gemhide Sliver", "{1}{G}", "Sliver", "1/1", 'All Slivers have "{T}: Add one mana of any color to your mana pool."'),
    basal: creature("Basal Sliver", "{2}{B}", "Sliver", "2/2", 'All Slivers have "Sacrifice this permanent: Add {B}{B} to your mana pool."'),
    joiner: creature("Joiner Adept", "{1}{G}", "Elf Druid", "2/1", 'Lands you control have "{T}: Add one mana of any color to your mana pool."'),
  },
  current: {
    gemhide: creature("Gemhide Sliver", "{1}{G}", "Sliver", "1/1", 'All Slivers have "{T}: Add one mana of any color."'),
    basal: creature("Basal Sliver", "{2}{B}", "Sliver", "2/2", 'All Slivers have "Sacrifice this permanent: Add {B}{B}."'),
    joiner: creature("Joiner Adept", "{1}{G}", "Elf Druid", "2/1", 'Lands you control have "{T}: Add one mana of any color."'),
  },
};
const KEYS = ["gemhide", "basal", "joiner"] as const;

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

describe("418.5a: granted mana abilities in the language", () => {
  for (const key of KEYS) {
    it(`${key}: both wordings parse clean to the same tree, and each prints back its own text and the other's`, () => {
      expectBothWordings({ "2007": TEXTS["2007"][key], current: TEXTS.current[key] });
    });
  }

  it("a granted {T} ability for one mana of one color (which automatic payment would count) is refused with what to do", () => {
    const { diagnostics } = checked(creature("Test Adept", "{1}{G}", "Elf Druid", "2/1", 'Lands you control have "{T}: Add {G} to your mana pool."'));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toContain("one mana of one color");
    expect(diagnostics[0].message).toContain("escape-hatch");
    expect(diagnostics[0].range.start.line).toBe(5);
  });
});

const folder = temporaryFolder("granted-mana-abilities");
afterAll(() => folder.cleanup());
let cards: Record<"2007" | "current", CardRegistry>;

beforeAll(async () => {
  const compile = async (slug: string, text: string) => (await compileTestCards(folder.dir, { [slug]: text }))[0];
  const registry = async (wording: "2007" | "current") =>
    createRegistry([...referenceCards, ...(await Promise.all(KEYS.map((key) => compile(`${key}-${wording}`, TEXTS[wording][key]))))]);
  cards = { "2007": await registry("2007"), current: await registry("current") };
}, 120_000);

describe.each(["2007", "current"] as const)("418.5a: granted mana abilities compiled from the %s wording", (wording) => {
  const stackSize = (game: Game) => game.stack().length;
  /** The first player's mana pool, its colors with mana only. */
  const pool = (game: Game) => Object.fromEntries(Object.entries(game.player("p1").manaPool).filter(([, n]) => n > 0));

  it("Gemhide Sliver: each Sliver (itself too) taps for one mana of any color, without the stack; other creatures don't", () => {
    const game = table({ play: ["Gemhide Sliver", "Basal Sliver", "Grizzly Bears"], hand: ["Shock"] }, { life: 20 }, { cards: cards[wording] });
    const gemhide = find(game, "p1", "play", "Gemhide Sliver");
    const basal = find(game, "p1", "play", "Basal Sliver");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    // Gemhide Sliver's own ability is its static one (0): the granted ones come after it, in timestamp order.
    expect(game.grantedAbilities(gemhide).map((g) => g.index)).toEqual([1, 2]);
    expect(game.grantedAbilities(basal).map((g) => g.index)).toEqual([1, 2]);
    expect(game.grantedAbilities(bears)).toEqual([]);
    refused(game, { kind: "activate", player: "p1", object: bears, ability: 0 }, "409.1a");
    ok(game, { kind: "activate", player: "p1", object: basal, ability: 1 });
    answer(game, ["{R}"]);
    expect(stackSize(game)).toBe(0);
    expect(game.object(basal)!.tapped).toBe(true);
    expect(pool(game)).toEqual({ R: 1 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(18);
    // Tapped: its granted {T} ability can't be played again.
    refused(game, { kind: "activate", player: "p1", object: basal, ability: 1 }, "409.1h");
  });

  it("Basal Sliver: a Sliver sacrifices itself for {B}{B}; once the granting Sliver is gone, the others no longer have it", () => {
    const game = table({ play: ["Gemhide Sliver", "Basal Sliver"] }, {}, { cards: cards[wording] });
    const gemhide = find(game, "p1", "play", "Gemhide Sliver");
    const basal = find(game, "p1", "play", "Basal Sliver");
    // Gemhide's abilities: its own static (0), Gemhide's grant (1), Basal's grant (2).
    ok(game, { kind: "activate", player: "p1", object: basal, ability: 2 });
    expect(stackSize(game)).toBe(0);
    expect(names(game, "p1", "graveyard")).toEqual(["Basal Sliver"]);
    expect(pool(game)).toEqual({ B: 2 });
    // Basal Sliver gone: Gemhide Sliver has its own grant only.
    expect(game.grantedAbilities(gemhide).map((g) => g.index)).toEqual([1]);
    refused(game, { kind: "activate", player: "p1", object: gemhide, ability: 2 }, "409.1a");
  });

  it("409.1h: a Sliver that came under its controller's control this turn can't play the granted {T} mana ability", () => {
    const game = table({ play: ["Gemhide Sliver", "Forest", "Forest", "Swamp"], hand: ["Basal Sliver"] }, {}, { cards: cards[wording] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Basal Sliver") });
    passAll(game);
    const basal = find(game, "p1", "play", "Basal Sliver");
    refused(game, { kind: "activate", player: "p1", object: basal, ability: 1 }, "summoning sickness");
    // No {T} in its cost: the sacrifice ability is played all the same.
    ok(game, { kind: "activate", player: "p1", object: basal, ability: 2 });
    expect(pool(game)).toEqual({ B: 2 });
  });

  it("Joiner Adept: lands its controller controls tap for any color (after their own abilities); the opponent's don't", () => {
    const game = table({ play: ["Joiner Adept", "Forest"], hand: ["Shock"] }, { play: ["Mountain"], life: 20 }, { cards: cards[wording] });
    const forest = find(game, "p1", "play", "Forest");
    const mountain = find(game, "p2", "play", "Mountain");
    const own = game.grantedAbilities(forest);
    expect(own.length).toBe(1);
    expect(game.grantedAbilities(mountain)).toEqual([]);
    ok(game, { kind: "activate", player: "p1", object: forest, ability: own[0].index });
    answer(game, ["{R}"]);
    expect(stackSize(game)).toBe(0);
    expect(pool(game)).toEqual({ R: 1 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(18);
  });

  it("a snapshot taken with a granted mana ability in play restores to the same abilities", () => {
    const game = table({ play: ["Gemhide Sliver", "Basal Sliver"] }, {}, { cards: cards[wording] });
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards[wording]);
    const basal = find(restored, "p1", "play", "Basal Sliver");
    ok(restored, { kind: "activate", player: "p1", object: basal, ability: 1 });
    answer(restored, ["{G}"]);
    expect(pool(restored)).toEqual({ G: 1 });
  });
});

describe("418.5a: random games with granted mana abilities keep the game's invariants", () => {
  it("decks of Gemhide Sliver, Basal Sliver, Joiner Adept, Grizzly Bears and Shock: no invariant violated", { timeout: 120_000 }, () => {
    const pool = ["Gemhide Sliver", "Basal Sliver", "Joiner Adept", "Grizzly Bears", "Shock", "Hill Giant"];
    const violations: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const result = playRandomGame({ createGame, restoreGame }, cards["2007"], { seed, maxSteps: 4_000, randomActionEvery: 29, autoPass: "engine", setup: { pool } });
      violations.push(...result.violations);
    }
    expect(violations).toEqual([]);
  });
});
