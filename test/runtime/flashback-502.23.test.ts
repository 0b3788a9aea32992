/**
 * Flashback (Time Spiral; 2007 rules 502.23): "Flashback [cost]" means "You may play this card from your graveyard
 * by paying [cost] rather than paying its mana cost" and "If the flashback cost was paid, remove this card from the
 * game instead of putting it anywhere else any time it would leave the stack." The first is an alternative cost
 * (409.1b: the `cast` action's `alternativeCost: "flashback"`, from the graveyard only, with the card's own timing);
 * the second a replacement of the spell's zone change (runtime/zones.ts), whether it resolves or is countered.
 * The cards are made up for the test (the era's flashback cards are measured unseen).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Action, Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const SECOND_GLANCE = `card "Second Glance"\n  cost {1}{U}\n  type Instant\n  Draw a card.\n  Flashback {2}{U}\n`;
const GRAVE_EMBER = `card "Grave Ember"\n  cost {R}\n  type Sorcery\n  Grave Ember deals 2 damage to target creature or player.\n  Flashback {3}{R}\n`;
const TEST_NEGATION = `card "Test Negation"\n  cost {U}\n  type Instant\n  Counter target spell.\n`;

const folder = temporaryFolder("flashback");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { glance: SECOND_GLANCE, ember: GRAVE_EMBER, negation: TEST_NEGATION });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const flashback = (game: Game, name: string, extra: Partial<Extract<Action, { kind: "cast" }>> = {}): Action => ({
  kind: "cast",
  player: "p1",
  card: find(game, "p1", "graveyard", name),
  alternativeCost: "flashback",
  ...extra,
});

describe("502.23 flashback: the language", () => {
  it("checks clean and prints 'Flashback {2}{U}' back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: SECOND_GLANCE }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(SECOND_GLANCE);
  });

  it("502.23: flashback on a permanent card is an error at the line, with the fix (CS2094)", () => {
    const text = `card "Bad Bear"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n  Flashback {2}{G}\n`;
    const { diagnostics } = checkCardSources([{ file: "bad.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS2094", 5, 3]]);
    expect(diagnostics[0].message).toContain("remove the 'Flashback' line");
  });
});

describe("502.23 flashback: played from the graveyard for its flashback cost", () => {
  it("502.23: an instant in its owner's graveyard is played for its flashback cost, resolves, and is removed from the game", () => {
    const game = table({ play: ["Island", "Island", "Island"], graveyard: ["Second Glance"], library: ["Plains", "Forest"] }, {}, { cards });
    expect(game.legalActions().some((a) => a.kind === "cast" && a.alternativeCost === "flashback")).toBe(true);
    ok(game, flashback(game, "Second Glance"));
    expect(names(game, "p1", "play").every((name) => name === "Island")).toBe(true);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Plains"]);
    expect(names(game, "p1", "graveyard")).toEqual([]);
    expect(names(game, "p1", "removed")).toEqual(["Second Glance"]);
  });

  it("502.23: played from the hand for its mana cost, it goes to the graveyard as usual, and can then be flashed back", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island", "Island"], hand: ["Second Glance"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Second Glance") });
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Second Glance"]);
    ok(game, flashback(game, "Second Glance"));
    passAll(game);
    expect(names(game, "p1", "removed")).toEqual(["Second Glance"]);
  });

  it("502.23: a flashback spell that is countered is removed from the game, not put into the graveyard", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain"], graveyard: ["Grave Ember"] }, { play: ["Island"], hand: ["Test Negation"] }, { cards });
    ok(game, flashback(game, "Grave Ember", { targets: [["p2"]] }));
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Negation"), targets: [[find(game, "p1", "stack", "Grave Ember")]] });
    passAll(game); // Test Negation resolves
    expect(game.player("p2").life).toBe(20);
    expect(names(game, "p1", "graveyard")).toEqual([]);
    expect(names(game, "p1", "removed")).toEqual(["Grave Ember"]);
  });

  it("502.23: the flashback cost is paid in full, and the card's own timing holds (a sorcery in the main phase with an empty stack)", () => {
    const poor = table({ play: ["Mountain", "Mountain"], graveyard: ["Grave Ember"] }, {}, { cards });
    refused(poor, flashback(poor, "Grave Ember", { targets: [["p2"]] }), "409");
    const upkeep = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain"], graveyard: ["Grave Ember"] }, {}, { cards, step: "upkeep" });
    refused(upkeep, flashback(upkeep, "Grave Ember", { targets: [["p2"]] }), "sorcery timing");
  });

  it("502.23: flashback plays the card from the graveyard only; without the alternative cost a graveyard card is not played", () => {
    const game = table({ play: ["Island", "Island", "Island"], hand: ["Second Glance"], graveyard: ["Second Glance"] }, {}, { cards });
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Second Glance"), alternativeCost: "flashback" }, "502.23");
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "graveyard", "Second Glance") }, "409.1a");
    const noFlashback = table({ play: ["Mountain"], graveyard: ["Lightning Bolt"] }, {}, { cards });
    refused(noFlashback, flashback(noFlashback, "Lightning Bolt", { targets: [["p2"]] }), "no flashback cost");
  });
});
