/**
 * The to-hand-or-library family (families/to-hand-or-library/), real cards compiled from their text:
 * 217.1 — a card put into a hand or a library goes to its owner's, whoever controlled it ("Return target
 * permanent to its owner's hand.", "Put target creature on top of its owner's library."); "Shuffle ~ into its
 * owner's library." shuffles with the
 * game's seeded generator, so the same seed gives the same library.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { WRITTEN_FORM_FIELDS } from "../../grammar/nodes.js";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  boomerang: `card "Boomerang"\n  cost {U}{U}\n  type Instant\n  Return target permanent to its owner's hand.\n`,
  excommunicate: `card "Excommunicate"\n  cost {2}{W}\n  type Sorcery\n  Put target creature on top of its owner's library.\n`,
  recover: `card "Recover"\n  cost {2}{B}\n  type Sorcery\n  Return target creature card from your graveyard to your hand.\n  Draw a card.\n`,
  recollect: `card "Recollect"\n  cost {2}{G}\n  type Sorcery\n  Return target card from your graveyard to your hand.\n`,
  beacon: `card "Beacon of Destruction"\n  cost {3}{R}{R}\n  type Instant\n  Beacon of Destruction deals 5 damage to target creature or player. Shuffle Beacon of Destruction into its owner's library.\n`,
  evacuation: `card "Test Evacuation"\n  cost {3}{U}{U}\n  type Instant\n  Return all creatures to their owners' hands.\n`,
  sink: `card "Test Sink"\n  cost {W}\n  type Instant\n  Put up to two target creatures on the bottom of their owners' libraries.\n`,
};

const folder = temporaryFolder("effects-zone-moves");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

function check(line: string) {
  return checkCardSources([{ file: "t.card", text: `card "T"\n  cost {U}\n  type Instant\n  ${line}\n` }]);
}

describe("to-hand-or-library: the language", () => {
  const sentences = [
    "Return target creature to its owner's hand.",
    "Return all creatures to their owners' hands.",
    "Return up to two target creatures to their owners' hands.",
    "Put target creature on the bottom of its owner's library.",
    "Put target creature on top of its owner's library.",
    "Shuffle T into its owner's library.",
  ];
  it.each(sentences)("'%s' parses and prints back the same in both wordings", (sentence) => {
    const { files, diagnostics } = check(sentence);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain(`  ${sentence}\n`);
  });

  it("'from your graveyard' means what 'in your graveyard' means, and prints back as the card wrote it", () => {
    const from = check("Return target creature card from your graveyard to your hand.");
    expect(from.diagnostics).toEqual([]);
    const printed = printCardFile(from.files[0].ast, { wording: "2007" });
    expect(printed).toContain("Return target creature card from your graveyard to your hand.");
    const inYour = check("Return target creature card in your graveyard to your hand.");
    const meaning = (file: typeof from) => JSON.parse(JSON.stringify(effects(file), (key, value) => (WRITTEN_FORM_FIELDS.has(key) ? undefined : value)));
    const again = checkCardSources([{ file: "t.card", text: printed }]);
    expect(again.diagnostics).toEqual([]);
    const effects = (file: typeof from) => {
      const ability = file.files[0].ast.cards[0].abilities[0];
      return ability.kind === "Spell" && ability.body.kind === "Effects" ? ability.body.targets.map((t) => t.objects) : [];
    };
    expect(effects(again)).toEqual(effects(from));
    expect(meaning(inYour)).toEqual(meaning(from));
  });

  it("the shared verbs keep their other meanings: 'Return the removed card to play', a search's 'put that card on top of it', 'Shuffle your library', counters", () => {
    const kinds = (text: string) => {
      const { files } = checkCardSources([{ file: "t.card", text }]);
      return files[0].ast.cards[0].abilities.flatMap((a) => (a.kind === "Spell" && a.body.kind === "Effects" ? a.body.effects.map((e) => e.kind) : []));
    };
    expect(kinds(`card "T"\n  cost {U}\n  type Sorcery\n  Search your library for a card, then shuffle your library and put that card on top of it.\n`)).toEqual(["Search"]);
    expect(kinds(`card "T"\n  cost {U}\n  type Sorcery\n  Shuffle your library.\n`)).toEqual(["Shuffle"]);
    expect(kinds(`card "T"\n  cost {U}\n  type Sorcery\n  Put a +1/+1 counter on target creature.\n`)).toEqual(["PutCounters"]);
    expect(kinds(`card "T"\n  cost {U}\n  type Sorcery\n  Return target creature card in a graveyard to play under your control.\n`)).toEqual(["ReturnToPlay"]);
    expect(kinds(`card "T"\n  cost {U}\n  type Sorcery\n  Return target creature to its owner's hand.\n`)).toEqual(["ReturnToHand"]);
  });

  it("a player is not an object to return: CS1035 says to name a permanent", () => {
    const { diagnostics } = check("Return target player to its owner's hand.");
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([["CS1035", "This effect acts on objects, not players: name a permanent, e.g. 'target creature'."]]);
  });

  it("compiles to the family's primitives", async () => {
    const compiled = await compileCardSource(CARDS.sink, "cards/sink.card", { runtimeImport: "../runtime.js" });
    expect(compiled.code).toContain('ctx.putInLibrary(ctx.targets(0), "bottom");');
    const beacon = await compileCardSource(CARDS.beacon, "cards/beacon.card", { runtimeImport: "../runtime.js" });
    expect(beacon.code).toContain("ctx.shuffleIntoLibrary([ctx.self]);");
  });
});

describe("to-hand-or-library: the game", () => {
  it("217.1: Boomerang returns Bob's Hill Giant to Bob's hand, though Alice cast it", () => {
    const game = table({ hand: ["Boomerang"], play: ["Island", "Island"] }, { play: ["Hill Giant"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Boomerang"), targets: [[find(game, "p2", "play", "Hill Giant")]] });
    passAll(game);
    expect(names(game, "p2", "hand")).toEqual(["Hill Giant"]);
    expect(names(game, "p2", "play")).toEqual([]);
    expect(names(game, "p1", "graveyard")).toEqual(["Boomerang"]);
  });

  it("217.1: 'Return all creatures to their owners' hands.' sends each to its owner", () => {
    const game = table({ hand: ["Test Evacuation"], play: [...Array(5).fill("Island"), "Grizzly Bears"] }, { play: ["Hill Giant", "Serra Angel"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Evacuation"), targets: [] });
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Grizzly Bears"]);
    expect(names(game, "p2", "hand").sort()).toEqual(["Hill Giant", "Serra Angel"]);
  });

  it("Excommunicate puts the creature on top of its owner's library: the next card that player draws", () => {
    const game = table({ hand: ["Excommunicate"], play: ["Plains", "Plains", "Plains"] }, { play: ["Hill Giant"], library: ["Island", "Island"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Excommunicate"), targets: [[find(game, "p2", "play", "Hill Giant")]] });
    passAll(game);
    expect(names(game, "p2", "library")).toEqual(["Hill Giant", "Island", "Island"]);
  });

  it("'on the bottom of their owners' libraries', up to two targets: under the rest, in the order chosen", () => {
    const game = table({ hand: ["Test Sink"], play: ["Plains", "Grizzly Bears"], library: ["Island"] }, { play: ["Hill Giant"], library: ["Swamp"] }, { cards });
    const targets = [find(game, "p2", "play", "Hill Giant"), find(game, "p1", "play", "Grizzly Bears")];
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Sink"), targets: [targets] });
    passAll(game);
    expect(names(game, "p1", "library")).toEqual(["Island", "Grizzly Bears"]);
    expect(names(game, "p2", "library")).toEqual(["Swamp", "Hill Giant"]);
  });

  it("Recover: two lines of spell text are one spell, resolved in order (the card back, then a draw)", () => {
    expect(cards.get("Recover")?.spell?.text).toBe("Return target creature card from your graveyard to your hand.\nDraw a card.");
    const game = table({ hand: ["Recover"], play: ["Swamp", "Swamp", "Swamp"], graveyard: ["Serra Angel"], library: ["Island"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Recover"), targets: [[find(game, "p1", "graveyard", "Serra Angel")]] });
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Serra Angel", "Island"]);
  });

  it("Recollect returns a card from your graveyard to your hand", () => {
    const game = table({ hand: ["Recollect"], play: ["Forest", "Forest", "Forest"], graveyard: ["Serra Angel", "Shock"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Recollect"), targets: [[find(game, "p1", "graveyard", "Shock")]] });
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Shock"]);
    expect(names(game, "p1", "graveyard")).toEqual(["Serra Angel", "Recollect"]);
  });

  it("Beacon of Destruction deals its damage, then shuffles itself into its owner's library, not the graveyard; the same seed, the same order", () => {
    const play = () => {
      const game = table({ hand: ["Beacon of Destruction"], play: Array(5).fill("Mountain"), library: ["Island", "Plains", "Swamp", "Forest"] }, {}, { cards, seed: 7 });
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Beacon of Destruction"), targets: [["p2"]] });
      passAll(game);
      return game;
    };
    const game = play();
    expect(game.player("p2").life).toBe(15);
    expect(names(game, "p1", "graveyard")).toEqual([]);
    expect(names(game, "p1", "library").sort()).toEqual(["Beacon of Destruction", "Forest", "Island", "Plains", "Swamp"]);
    expect(names(play(), "p1", "library")).toEqual(names(game, "p1", "library"));
  });
});
