/**
 * 409.1h (2007): a cost in words is paid in full — "Sacrifice a green creature, a white creature, and a blue
 * creature" (Alara's Heralds, compiled from the corpus text): each description is paid by a different permanent
 * (a green-white creature pays for green or for white, never both), the source itself may be one of them; and
 * 201.2: "Search your library for a card named Empyrial Archangel" finds only a card with that name.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const HERALD_2007 =
  'card "Angel\'s Herald"\n  cost {W}\n  type Creature — Human Cleric\n  1/1\n  {2}{W}, {T}, Sacrifice a green creature, a white creature, and a blue creature: Search your library for a card named Empyrial Archangel and put it into play. Then shuffle your library.\n';
const HERALD_ORACLE =
  'card "Angel\'s Herald"\n  cost {W}\n  type Creature — Human Cleric\n  1/1\n  {2}{W}, {T}, Sacrifice a green creature, a white creature, and a blue creature: Search your library for a card named Empyrial Archangel, put it onto the battlefield, then shuffle.\n';
const ARCHANGEL = 'card "Empyrial Archangel"\n  cost {4}{G}{W}{W}{U}\n  type Creature — Angel\n  5/8\n  Flying\n';
const PAIR = 'card "Test Green-White Pair"\n  cost {G}{W}\n  type Creature — Human\n  2/2\n';
const WISP = 'card "Test Blue Wisp"\n  cost {U}\n  type Creature — Spirit\n  1/1\n';
const STOUTARM_2007 =
  'card "Test Stoutarm"\n  cost {2}{R}{W}\n  type Creature — Giant Warrior\n  4/4\n  {R}, {T}, Sacrifice a creature other than Test Stoutarm: Draw a card.\n';

describe("409.1h: a sacrifice cost listing several descriptions, and 'a card named …'", () => {
  it("parses clean and prints back as written in both wordings", () => {
    for (const [text, wording] of [
      [HERALD_2007, "2007"],
      [HERALD_ORACLE, "current"],
    ] as const) {
      const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });

  it("'a creature other than ~' (2007) prints back as written; today's words are 'another creature'", () => {
    const { files, diagnostics } = checkCardSources([{ file: "t.card", text: STOUTARM_2007 }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(STOUTARM_2007);
    const oracle = STOUTARM_2007.replace("a creature other than Test Stoutarm", "another creature");
    const current = checkCardSources([{ file: "t.card", text: oracle }]);
    expect(current.diagnostics).toEqual([]);
    expect(printCardFile(current.files[0].ast, { wording: "current" })).toBe(oracle);
  });

  it("a cost can only sacrifice permanents: a listed card in a graveyard is CS2034", () => {
    const text = HERALD_2007.replace("and a blue creature", "and a blue creature card in your graveyard");
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS2034");
  });
});

const folder = temporaryFolder("costs-sacrifice-list");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { "angels-herald": HERALD_2007, "empyrial-archangel": ARCHANGEL, "test-pair": PAIR, "test-wisp": WISP, "test-stoutarm": STOUTARM_2007 });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const LANDS = ["Plains", "Plains", "Plains"];
const LIBRARY = ["Island", "Empyrial Archangel", "Island", "Serra Angel"];

describe("409.1h: Angel's Herald's cost, and 201.2: the card named", () => {
  it("a green, a white and a blue creature are sacrificed, and the card named Empyrial Archangel comes into play", () => {
    const game = table({ play: ["Angel's Herald", "Grizzly Bears", "Serra Angel", "Test Blue Wisp", ...LANDS], library: LIBRARY }, {}, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Angel's Herald"), ability: 0 });
    // white: Serra Angel or the Herald itself (it is white): the player chooses
    expect(game.pendingDecision()?.kind).toBe("sacrifice");
    answer(game, [find(game, "p1", "play", "Serra Angel")]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Serra Angel", "Test Blue Wisp"]);
    passAll(game);
    // the search offers only the card with that name
    const search = game.pendingDecision();
    expect(search?.kind).toBe("search");
    expect(search?.options).toEqual([find(game, "p1", "library", "Empyrial Archangel")]);
    answer(game, [find(game, "p1", "library", "Empyrial Archangel")]);
    expect(names(game, "p1", "play")).toContain("Empyrial Archangel");
    // the other Angel of the library is not named Empyrial Archangel: it stays there
    expect(names(game, "p1", "library").sort()).toEqual(["Island", "Island", "Serra Angel"]);
  });

  it("one green-white creature can't pay for both green and white: the ability can't be played", () => {
    const game = table({ play: ["Test Blue Wisp", "Test Green-White Pair", ...LANDS], hand: [] }, {}, { cards });
    const herald = table({ play: ["Angel's Herald", "Test Blue Wisp", "Test Green-White Pair", ...LANDS] }, {}, { cards });
    // Angel's Herald is white itself: it may pay for white, so add no other white creature to the first table
    expect(game.legalActions().some((a) => a.kind === "activate")).toBe(false);
    ok(herald, { kind: "activate", player: "p1", object: find(herald, "p1", "play", "Angel's Herald"), ability: 0 });
    // the pair paid for green, the Herald itself for white (the only way the three could be paid)
    expect(names(herald, "p1", "graveyard").sort()).toEqual(["Angel's Herald", "Test Blue Wisp", "Test Green-White Pair"]);
  });

  it("without a blue creature the cost can't be paid", () => {
    const game = table({ play: ["Angel's Herald", "Grizzly Bears", "Serra Angel", ...LANDS] }, {}, { cards });
    refused(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Angel's Herald"), ability: 0 }, "409.1h");
  });

  it("the green slot leaves the green-white creature to the white slot when only it can pay for white", () => {
    const game = table({ play: ["Angel's Herald", "Grizzly Bears", "Test Green-White Pair", "Test Blue Wisp", ...LANDS] }, {}, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Angel's Herald"), ability: 0 });
    // green: Grizzly Bears or the pair; white: the pair or the Herald; blue: the Wisp — a decision per slot
    const decision = game.pendingDecision();
    expect(decision?.kind).toBe("sacrifice");
    expect([...(decision?.options ?? [])].sort()).toEqual([find(game, "p1", "play", "Grizzly Bears"), find(game, "p1", "play", "Test Green-White Pair")].sort());
    // the pair for green: then only the Herald can pay for white, and the Wisp for blue (no more decisions)
    answer(game, [find(game, "p1", "play", "Test Green-White Pair")]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Angel's Herald", "Test Blue Wisp", "Test Green-White Pair"]);
  });
});

describe("409.1h: 'Sacrifice a creature other than ~' leaves the source out", () => {
  it("with no other creature the ability can't be played", () => {
    const game = table({ play: ["Test Stoutarm", "Mountain"] }, {}, { cards });
    refused(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Test Stoutarm"), ability: 0 }, "409.1h");
  });

  it("another creature is sacrificed and the source stays", () => {
    const game = table({ play: ["Test Stoutarm", "Grizzly Bears", "Mountain"] }, {}, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Test Stoutarm"), ability: 0 });
    expect(names(game, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(names(game, "p1", "play")).toContain("Test Stoutarm");
  });
});
