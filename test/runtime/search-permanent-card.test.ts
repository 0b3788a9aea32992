/**
 * "a Rebel permanent card" (Time Spiral's Amrou Scout): a card of a permanent type (artifact, creature, enchantment,
 * land, planeswalker; 2007 rules 214.1: those are the types a permanent can have) with the other parts of the
 * description, in a library search (families/search). Amrou Scout is Time Spiral's text; the Rebels are made up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const AMROU_SCOUT = `card "Amrou Scout"\n  cost {1}{W}\n  type Creature — Kor Rebel Scout\n  2/1\n  {4}, {T}: Search your library for a Rebel permanent card with converted mana cost 3 or less and put it into play. Then shuffle your library.\n`;
const TEST_REBEL = `card "Test Rebel"\n  cost {1}{W}\n  type Creature — Human Rebel\n  2/2\n`;
const TEST_BIG_REBEL = `card "Test Big Rebel"\n  cost {3}{W}\n  type Creature — Human Rebel\n  3/3\n`;
const TEST_REBEL_CALL = `card "Test Rebel Call"\n  cost {W}\n  type Tribal Instant — Rebel\n  You gain 1 life.\n`;

const folder = temporaryFolder("permanent-card");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { scout: AMROU_SCOUT, rebel: TEST_REBEL, big: TEST_BIG_REBEL, call: TEST_REBEL_CALL });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("'permanent card' in a description", () => {
  it("checks clean and prints 'Rebel permanent card' back", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: AMROU_SCOUT }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(AMROU_SCOUT);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain("Search your library for a Rebel permanent card with mana value 3 or less");
  });

  it("214.1: the search finds Rebel cards of a permanent type only (not a tribal instant), within the mana value", () => {
    const game = table({ play: ["Plains", "Plains", "Plains", "Plains", "Amrou Scout"], library: ["Test Rebel Call", "Test Big Rebel", "Test Rebel", "Island"] }, {}, { cards, turnNumber: 3 });
    const activate = game.legalActions().find((a) => a.kind === "activate" && a.object === find(game, "p1", "play", "Amrou Scout"));
    ok(game, activate!);
    passAll(game);
    // A search may find nothing (the decision has "none" allowed): the options are the one card that fits.
    expect(game.pendingDecision()?.kind).toBe("search");
    expect(game.pendingDecision()!.options.map((id) => game.object(id as string)?.name)).toEqual(["Test Rebel"]);
    answer(game, [find(game, "p1", "library", "Test Rebel")]);
    expect(names(game, "p1", "play")).toContain("Test Rebel");
    expect(names(game, "p1", "library").sort()).toEqual(["Island", "Test Big Rebel", "Test Rebel Call"]);
  });
});
