/**
 * 409.1 (2007): a player plays an activated ability only if an effect doesn't forbid it. "Enchanted creature can't
 * attack or block and its activated abilities can't be played." (Prison Term, Shadowmoor; current wording "…, and its
 * activated abilities can't be activated.") forbids every activated ability of the enchanted permanent, its mana
 * abilities included (runtime/definition.ts `CombatRestriction` kind "abilitiesCantBePlayed", asked by stack.ts
 * `abilityPlayError` and by mana.ts as it counts the sources a player can tap for mana).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const LINE_2007 = "Enchanted creature can't attack or block and its activated abilities can't be played.";
const LINE_CURRENT = "Enchanted creature can't attack or block, and its activated abilities can't be activated.";
const PRISON = `card "Test Prison"\n  cost {1}{W}{W}\n  type Enchantment — Aura\n  Enchant creature\n  ${LINE_2007}\n`;
const ELF = `card "Test Elf"\n  cost {G}\n  type Creature — Elf Druid\n  1/1\n  {T}: Add {G} to your mana pool.\n  {G}: Test Elf gets +1/+1 until end of turn.\n`;
const GROWTH = `card "Test Growth"\n  cost {1}{G}\n  type Instant\n  Target creature gets +3/+3 until end of turn.\n`;

const folder = temporaryFolder("abilities-cant-be-played");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { prison: PRISON, elf: ELF, growth: GROWTH });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("409.1: 'its activated abilities can't be played': the language", () => {
  it("checks clean and prints back in both wordings (2007 'played', current ', and … activated')", () => {
    for (const line of [LINE_2007, LINE_CURRENT]) {
      const { files, diagnostics } = checkCardSources([{ file: "p.card", text: PRISON.replace(LINE_2007, line) }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(LINE_2007);
      expect(printCardFile(files[0].ast, { wording: "current" })).toContain(LINE_CURRENT);
    }
  });

  it("CS1035: it is said of one permanent, after another restriction", () => {
    const errors = (line: string) => checkCardSources([{ file: "p.card", text: PRISON.replace(LINE_2007, line) }]).diagnostics.map((d) => d.code);
    expect(errors("Creatures can't attack and its activated abilities can't be played.")).toContain("CS1035");
    expect(errors("Enchanted creature its activated abilities can't be played.")).toContain("CS1035");
  });
});

describe("409.1: a permanent whose activated abilities can't be played", () => {
  // p1 enchants p2's Test Elf (or not), then passes: p2 has priority in p1's main phase with Forest, Test Elf and an instant.
  const bobHasPriority = (imprison: boolean): Game => {
    const game = table({ hand: ["Test Prison"], play: ["Plains", "Plains", "Plains"] }, { hand: ["Test Growth"], play: ["Forest", "Test Elf"] }, { cards });
    if (imprison) {
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Prison"), targets: [[find(game, "p2", "play", "Test Elf")]] });
      passAll(game);
      expect(game.attachedTo(find(game, "p1", "play", "Test Prison"))).toBe(find(game, "p2", "play", "Test Elf"));
    }
    ok(game, { kind: "pass", player: "p1" });
    expect(game.priorityPlayer()).toBe("p2");
    return game;
  };

  it("without the Aura, its controller may play its ability and tap it for mana (Forest + Elf pay {1}{G})", () => {
    const game = bobHasPriority(false);
    const kinds = game.legalActions().map((a) => a.kind);
    expect(kinds).toContain("activate");
    expect(kinds).toContain("cast");
    ok(game, { kind: "activate", player: "p2", object: find(game, "p2", "play", "Test Elf"), ability: 1 });
  });

  it("enchanted, its ability is refused and not listed, and its mana ability can't pay for a spell", () => {
    const game = bobHasPriority(true);
    const elf = find(game, "p2", "play", "Test Elf");
    refused(game, { kind: "activate", player: "p2", object: elf, ability: 1 }, "409.1: an effect says Test Elf's activated abilities can't be played");
    refused(game, { kind: "activate", player: "p2", object: elf, ability: 0 }, "409.1");
    expect(game.legalActions().filter((a) => a.kind === "activate" || a.kind === "cast")).toEqual([]);
    refused(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Growth"), targets: [[elf]] }, "409.1h");
  });
});
