/**
 * Typecycling (502.18, a variant of cycling): "Swampcycling {2}" means "{2}, Discard this card: Search your library
 * for a Swamp card, reveal it, and put it into your hand. Then shuffle your library."; "Basic landcycling {1}{R}"
 * searches for a basic land card. Real cards compiled from their text: Fiery Fall (Conflux) and Igneous Pouncer
 * (Alara Reborn, whose printed line "Swampcycling {2}, mountaincycling {2}" is two abilities on one line),
 * and a test card with "When you cycle ~" (typecycling is cycling: the same event).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Action, Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

// Card text copied from the printed cards (reminder text left off, as the card files write keywords).
const FIERY_FALL = `card "Fiery Fall"\n  cost {5}{R}\n  type Instant\n  Fiery Fall deals 5 damage to target creature.\n  Basic landcycling {1}{R}\n`;
const IGNEOUS_POUNCER = `card "Igneous Pouncer"\n  cost {4}{B}{R}\n  type Creature — Elemental\n  5/1\n  Haste\n  Swampcycling {2}, mountaincycling {2}\n`;
const LAND_CYCLER = `card "Test Land Cycler"\n  cost {3}{G}\n  type Creature — Beast\n  3/3\n  Landcycling {1}\n  When you cycle Test Land Cycler, you gain 2 life.\n`;
// A nonbasic land with the Swamp subtype: swampcycling and landcycling find it, basic landcycling doesn't.
const SWAMP_DUAL = `card "Test Bog Dual"\n  type Land — Swamp Mountain\n`;

const folder = temporaryFolder("typecycling");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { fall: FIERY_FALL, pouncer: IGNEOUS_POUNCER, cycler: LAND_CYCLER, dual: SWAMP_DUAL });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const cycle = (game: Game, name: string, ability: number): Action => ({ kind: "activate", player: "p1", object: find(game, "p1", "hand", name), ability });
const searchOptions = (game: Game): string[] => {
  const decision = game.pendingDecision();
  expect(decision?.kind).toBe("search");
  return (decision!.options as string[]).map((id) => game.object(id)?.name ?? id).sort();
};

describe("502.18 typecycling: the language", () => {
  it.each([FIERY_FALL, IGNEOUS_POUNCER, LAND_CYCLER])("a card's typecycling checks clean and prints back the same in both wordings (%#)", (text) => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) {
      const printed = printCardFile(files[0].ast, { wording });
      for (const line of text.split("\n").filter((line) => /cycling/.test(line))) expect(printed).toContain(line);
      expect(checkCardSources([{ file: "c.card", text: printed }]).diagnostics).toEqual([]);
    }
  });

  it("the keyword is the cycling ability whose effect is the written-out search", () => {
    const written = `card "T"\n  cost {2}\n  type Artifact\n  {2}, Discard this card: Search your library for a Swamp card and put it into your hand. Then shuffle your library.\n`;
    const keyword = checkCardSources([{ file: "k.card", text: IGNEOUS_POUNCER }]).files[0].ast.cards[0].abilities[1];
    const spelled = checkCardSources([{ file: "w.card", text: written }]).files[0].ast.cards[0].abilities[0];
    expect(keyword).toMatchObject({ kind: "Activated", cycling: true, typecycling: "Swamp" });
    const strip = (value: unknown) => JSON.stringify(value, (key, v) => (key === "range" ? undefined : v));
    expect(keyword.kind === "Activated" && spelled.kind === "Activated" && strip(keyword.body)).toBe(strip((spelled as { body: unknown }).body));
  });

  it("two typecycling keywords on one line are two abilities, printed back on one line", () => {
    const card = checkCardSources([{ file: "k.card", text: IGNEOUS_POUNCER }]).files[0].ast.cards[0];
    expect(card.abilities.slice(1)).toMatchObject([
      { kind: "Activated", typecycling: "Swamp", range: { start: { line: 6, column: 3 } } },
      { kind: "Activated", typecycling: "Mountain", sameLine: true, range: { start: { line: 6, column: 21 } } },
    ]);
    const split = `card "T"\n  cost {2}\n  type Artifact\n  Swampcycling {2}\n  Mountaincycling {2}\n`;
    const separate = checkCardSources([{ file: "s.card", text: split }]).files[0];
    expect(separate.ast.cards[0].abilities.map((ability) => ability.kind === "Activated" && ability.sameLine === true)).toEqual([false, false]);
    expect(printCardFile(separate.ast, { wording: "2007" })).toBe(split);
  });

  it("CS1035: a typecycling keyword without its cost, with a supertype other than Basic", () => {
    const errors = (line: string) =>
      checkCardSources([{ file: "e.card", text: `card "T"\n  cost {2}\n  type Artifact\n  ${line}\n` }]).diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column} ${d.message}`);
    expect(errors("Swampcycling")).toEqual(["CS1035 4:3 Swampcycling needs its cost in mana symbols: write e.g. 'Swampcycling {2}'."]);
    expect(errors("Basic swampcycling {2}")[0]).toMatch(/^CS1035 4:3 Only landcycling takes a supertype, and only 'Basic': write e\.g\. 'Basic landcycling \{1\}'/);
    expect(errors("Legendary landcycling {2}")[0]).toMatch(/^CS1035 4:3 Only landcycling takes a supertype/);
    expect(errors("Swampcycling {2}, mountaincycling")).toEqual(["CS1035 4:21 Mountaincycling needs its cost in mana symbols: write e.g. 'Mountaincycling {2}'."]);
  });
});

describe("502.18 typecycling: the runtime", () => {
  it("basic landcycling: played from the hand, the card discarded as its cost; the search offers basic lands only and puts the card into the hand", () => {
    const game = table({ hand: ["Fiery Fall"], play: ["Mountain", "Forest"], library: ["Island", "Test Bog Dual", "Swamp", "Serra Angel"] }, {}, { cards });
    ok(game, cycle(game, "Fiery Fall", 0));
    expect(names(game, "p1", "graveyard")).toEqual(["Fiery Fall"]);
    expect(game.stack()).toHaveLength(1);
    passAll(game);
    expect(searchOptions(game)).toEqual(["Island", "Swamp"]);
    answer(game, [find(game, "p1", "library", "Swamp")]);
    expect(names(game, "p1", "hand")).toEqual(["Swamp"]);
    expect(names(game, "p1", "library").sort()).toEqual(["Island", "Serra Angel", "Test Bog Dual"]);
  });

  it("swampcycling and mountaincycling are two abilities: each finds its own land type, basic or not", () => {
    const game = table({ hand: ["Igneous Pouncer"], play: ["Swamp", "Swamp"], library: ["Island", "Test Bog Dual", "Swamp", "Mountain"] }, {}, { cards });
    ok(game, cycle(game, "Igneous Pouncer", 0));
    passAll(game);
    expect(searchOptions(game)).toEqual(["Swamp", "Test Bog Dual"]);
    answer(game, [find(game, "p1", "library", "Test Bog Dual")]);
    expect(names(game, "p1", "hand")).toEqual(["Test Bog Dual"]);
    const other = table({ hand: ["Igneous Pouncer"], play: ["Swamp", "Swamp"], library: ["Island", "Test Bog Dual", "Swamp", "Mountain"] }, {}, { cards });
    ok(other, cycle(other, "Igneous Pouncer", 1));
    passAll(other);
    expect(searchOptions(other)).toEqual(["Mountain", "Test Bog Dual"]);
  });

  it("the search may find nothing: the library is still shuffled and the card stays discarded", () => {
    const game = table({ hand: ["Fiery Fall"], play: ["Mountain", "Forest"], library: ["Serra Angel", "Test Bog Dual"] }, {}, { cards });
    ok(game, cycle(game, "Fiery Fall", 0));
    passAll(game);
    expect(game.pendingDecision()).toBeNull(); // nothing to choose among
    expect(game.stack()).toHaveLength(0);
    expect(names(game, "p1", "hand")).toEqual([]);
    expect(names(game, "p1", "library").sort()).toEqual(["Serra Angel", "Test Bog Dual"]);
    expect(names(game, "p1", "graveyard")).toEqual(["Fiery Fall"]);
  });

  it("its mana is paid in full, and it is played only from the hand", () => {
    const poor = table({ hand: ["Fiery Fall"], play: ["Forest"] }, {}, { cards });
    refused(poor, cycle(poor, "Fiery Fall", 0), "409.1h");
    const inPlay = table({ play: ["Igneous Pouncer", "Swamp", "Swamp"] }, {}, { cards });
    refused(inPlay, { kind: "activate", player: "p1", object: find(inPlay, "p1", "play", "Igneous Pouncer"), ability: 0 }, "hand");
  });

  it("landcycling is cycling: 'When you cycle ~' triggers, and any land card can be found", () => {
    const game = table({ hand: ["Test Land Cycler"], play: ["Forest"], library: ["Serra Angel", "Test Bog Dual", "Island"] }, {}, { cards });
    ok(game, cycle(game, "Test Land Cycler", 0));
    passAll(game); // the trigger resolves first (it is on top of the ability)
    passAll(game);
    expect(searchOptions(game)).toEqual(["Island", "Test Bog Dual"]);
    answer(game, [find(game, "p1", "library", "Island")]);
    expect(game.player("p1").life).toBe(22);
    expect(names(game, "p1", "hand")).toEqual(["Island"]);
  });
});
