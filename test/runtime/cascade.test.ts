/**
 * Cascade (Alara Reborn, under its rules of 2009): "When you play this spell, remove cards from the top of your
 * library from the game until you remove a nonland card that costs less. You may play it without paying its mana
 * cost. Put the removed cards on the bottom in a random order." A triggered ability (410: it goes on the stack
 * above the spell and resolves first); the card is played during the resolution without paying its mana cost;
 * the order at the bottom comes from the game's seeded generator. Bloodbraid Elf and Flame Jab compiled from text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, many, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

// Printed texts (keywords' reminder text left off, as card files write keywords).
const BLOODBRAID_ELF = `card "Bloodbraid Elf"\n  cost {2}{R}{G}\n  type Creature — Elf Berserker\n  3/2\n  Haste\n  Cascade\n`;
const FLAME_JAB = `card "Flame Jab"\n  cost {R}\n  type Sorcery\n  Flame Jab deals 1 damage to target creature or player.\n  Retrace\n`;

const folder = temporaryFolder("cascade");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { elf: BLOODBRAID_ELF, jab: FLAME_JAB });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const castElf = (game: Game) => ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Bloodbraid Elf") });
const lands = ["Mountain", "Mountain", "Forest", "Forest"];

describe("cascade: the language", () => {
  it("Bloodbraid Elf checks clean and prints back 'Cascade' in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: BLOODBRAID_ELF }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain("\n  Cascade\n");
  });
});

describe("cascade: a triggered ability on playing the spell (410)", () => {
  it("removes cards until a nonland card that costs less, plays it free, and puts the rest on the bottom", () => {
    const game = table({ hand: ["Bloodbraid Elf"], play: lands, library: ["Forest", "Serra Angel", "Flame Jab", "Island"] }, {}, { cards });
    castElf(game);
    expect(game.stack()).toHaveLength(2); // the trigger above the spell
    passAll(game);
    // the decision comes while the cards are removed: Forest and Serra Angel (5) passed over, Flame Jab (1) found
    expect(game.pendingDecision()).toMatchObject({ kind: "may", prompt: "cascade: play Flame Jab without paying its mana cost?" });
    answer(game, ["yes"]);
    answer(game, ["p2"]); // Flame Jab's target, chosen as it is played
    expect(names(game, "p1", "library")[0]).toBe("Island");
    expect(names(game, "p1", "library").slice(1).sort()).toEqual(["Forest", "Serra Angel"]);
    expect(names(game, "p1", "removed")).toEqual([]);
    passAll(game); // Flame Jab
    expect(game.player("p2").life).toBe(19);
    passAll(game); // Bloodbraid Elf
    expect(names(game, "p1", "play")).toContain("Bloodbraid Elf");
    // its mana cost was not paid: the four lands paid for the Elf only
  });

  it("'costs less' is strict: a card of the same converted mana cost is removed and passed over", () => {
    const game = table({ hand: ["Bloodbraid Elf"], play: lands, library: ["Bloodbraid Elf", "Flame Jab"] }, {}, { cards });
    castElf(game);
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ kind: "may", prompt: "cascade: play Flame Jab without paying its mana cost?" });
    answer(game, ["no"]);
    // declined: the card found goes to the bottom with the others
    expect(names(game, "p1", "library").sort()).toEqual(["Bloodbraid Elf", "Flame Jab"]);
    expect(names(game, "p1", "removed")).toEqual([]);
  });

  it("finding nothing, every card removed goes back, in a random order from the game's seed (the same seed, the same order)", () => {
    const library = ["Forest", "Serra Angel", "Island", "Plains", "Swamp", "Mountain"];
    const orders = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
      const game = table({ hand: ["Bloodbraid Elf"], play: lands, library }, {}, { cards, seed });
      castElf(game);
      passAll(game);
      expect(game.pendingDecision()).toBeNull();
      expect(names(game, "p1", "library").slice().sort()).toEqual(library.slice().sort());
      return names(game, "p1", "library").join(",");
    });
    expect(new Set(orders).size).toBeGreaterThan(1);
    const again = table({ hand: ["Bloodbraid Elf"], play: lands, library }, {}, { cards, seed: 1 });
    castElf(again);
    passAll(again);
    expect(names(again, "p1", "library").join(",")).toBe(orders[0]);
  });

  it("the lands removed on the way are passed over, and the log names every card removed and the one found", () => {
    const game = table({ hand: ["Bloodbraid Elf"], play: lands, library: many("Island", 3).concat(["Flame Jab", "Serra Angel"]) }, {}, { cards });
    castElf(game);
    passAll(game);
    answer(game, ["no"]);
    const entry = game.log().find((event) => event.kind === "cascade") as { removed: string[]; found: string } | undefined;
    expect(entry?.removed).toHaveLength(4);
    expect(entry?.found).toEqual(expect.any(String)); // Flame Jab, found (and declined)
    expect(names(game, "p1", "library")[0]).toBe("Serra Angel");
    expect(names(game, "p1", "library").slice(1).sort()).toEqual(["Flame Jab", "Island", "Island", "Island"]);
  });
});
