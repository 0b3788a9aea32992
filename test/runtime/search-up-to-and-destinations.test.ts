/**
 * Library searches (the search family): "for up to three Forest cards … put them into play tapped" (Seedguide Ash),
 * "put that card into your graveyard" (Corpse Connoisseur), "If you do, search your library for a card named ~ and
 * put that card into play. Then shuffle your library." (Llanowar Sentinel), "you may search … and put it into play
 * tapped. If you do, shuffle your library." (Farhaven Elf), "for up to two creature cards …, reveal them, and put
 * them into your hand" (Ranger of Eos). A search of a hidden zone (the library) for cards of a stated quality may
 * find fewer than asked, or none; the library is shuffled either way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

// The corpus cards' printed text (reminder text left off).
const SEEDGUIDE_ASH = `card "Seedguide Ash"\n  cost {4}{G}\n  type Creature — Treefolk Druid\n  4/4\n  When Seedguide Ash is put into a graveyard from play, you may search your library for up to three Forest cards and put them into play tapped. If you do, shuffle your library.\n`;
const FARHAVEN_ELF = `card "Farhaven Elf"\n  cost {2}{G}\n  type Creature — Elf Druid\n  1/1\n  When Farhaven Elf comes into play, you may search your library for a basic land card and put it into play tapped. If you do, shuffle your library.\n`;
const CORPSE_CONNOISSEUR = `card "Corpse Connoisseur"\n  cost {4}{B}\n  type Creature — Zombie Wizard\n  3/3\n  When Corpse Connoisseur comes into play, you may search your library for a creature card and put that card into your graveyard. If you do, shuffle your library.\n  Unearth {3}{B}\n`;
const LLANOWAR_SENTINEL = `card "Llanowar Sentinel"\n  cost {2}{G}\n  type Creature — Elf\n  1/3\n  When Llanowar Sentinel comes into play, you may pay {1}{G}. If you do, search your library for a card named Llanowar Sentinel and put that card into play. Then shuffle your library.\n`;
const RANGER_OF_EOS = `card "Ranger of Eos"\n  cost {3}{W}\n  type Creature — Human Soldier Ranger\n  3/2\n  When Ranger of Eos comes into play, you may search your library for up to two creature cards with converted mana cost 1 or less, reveal them, and put them into your hand. If you do, shuffle your library.\n`;
// The same sentences as sorceries, played without a trigger in between.
const FOREST_SEARCH = `card "Test Forest Search"\n  cost {G}\n  type Sorcery\n  You may search your library for up to three Forest cards and put them into play tapped. If you do, shuffle your library.\n`;
const ENTOMB = `card "Test Entomb"\n  cost {B}\n  type Sorcery\n  Search your library for a creature card and put that card into your graveyard. Then shuffle your library.\n`;
const SMALL_CREATURES = `card "Test Recruiter"\n  cost {W}\n  type Sorcery\n  Search your library for up to two creature cards with converted mana cost 1 or less, reveal them, and put them into your hand. Then shuffle your library.\n`;
const PRIMAL_COMMAND = `card "Primal Command"\n  cost {3}{G}{G}\n  type Sorcery\n  Choose two — Target player gains 7 life; or put target noncreature permanent on top of its owner's library; or target player shuffles his or her graveyard into his or her library; or search your library for a creature card, reveal it, put it into your hand, then shuffle your library.\n`;
const PRIMAL_COMMAND_ORACLE = `card "Primal Command"\n  cost {3}{G}{G}\n  type Sorcery\n  Choose two — • Target player gains 7 life. • Put target noncreature permanent on top of its owner's library. • Target player shuffles their graveyard into their library. • Search your library for a creature card, reveal it, put it into your hand, then shuffle.\n`;
const BESEECH_THE_QUEEN = `card "Beseech the Queen"\n  cost {2/B}{2/B}{2/B}\n  type Sorcery\n  Search your library for a card with converted mana cost less than or equal to the number of lands you control, reveal it, and put it into your hand. Then shuffle your library.\n`;
const SMALL_CREATURE = `card "Test Squire"\n  cost {W}\n  type Creature — Human\n  1/1\n`;

const folder = temporaryFolder("search-up-to");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { ash: SEEDGUIDE_ASH, elf: FARHAVEN_ELF, connoisseur: CORPSE_CONNOISSEUR, sentinel: LLANOWAR_SENTINEL, ranger: RANGER_OF_EOS, forests: FOREST_SEARCH, entomb: ENTOMB, recruiter: SMALL_CREATURES, squire: SMALL_CREATURE, command: PRIMAL_COMMAND, beseech: BESEECH_THE_QUEEN });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const cast = (game: Game, name: string) => ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", name), targets: [] });
const searchOptions = (game: Game): string[] => {
  const decision = game.pendingDecision();
  expect(decision?.kind).toBe("search");
  return (decision!.options as string[]).map((id) => game.object(id)?.name ?? id).sort();
};

describe("library searches: the language", () => {
  it.each([SEEDGUIDE_ASH, FARHAVEN_ELF, CORPSE_CONNOISSEUR, LLANOWAR_SENTINEL, RANGER_OF_EOS])("the card checks clean and prints back its own text in 2007, its Oracle text in the current wording (%#)", (text) => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
    expect(diagnostics).toEqual([]);
    const line = text.split("\n").find((l) => /search/.test(l))!.trim();
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(line);
    const current = printCardFile(files[0].ast, { wording: "current" });
    expect(checkCardSources([{ file: "c.card", text: current }]).diagnostics).toEqual([]);
  });

  it("the current wording of each search is the Oracle text", () => {
    const oracle = (text: string) => printCardFile(checkCardSources([{ file: "c.card", text }]).files[0].ast, { wording: "current" });
    expect(oracle(SEEDGUIDE_ASH)).toContain("When Seedguide Ash dies, you may search your library for up to three Forest cards, put them onto the battlefield tapped, then shuffle.");
    expect(oracle(FARHAVEN_ELF)).toContain("you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.");
    expect(oracle(CORPSE_CONNOISSEUR)).toContain("you may search your library for a creature card, put that card into your graveyard, then shuffle.");
    expect(oracle(LLANOWAR_SENTINEL)).toContain("If you do, search your library for a card named Llanowar Sentinel, put that card onto the battlefield, then shuffle.");
    expect(oracle(RANGER_OF_EOS)).toContain("you may search your library for up to two creature cards with mana value 1 or less, reveal them, put them into your hand, then shuffle.");
  });

  it("409.1b: a mode's clauses joined by bare commas ('…, reveal it, put it into your hand, then shuffle your library'): Primal Command in both wordings", () => {
    const printed = checkCardSources([{ file: "p.card", text: PRIMAL_COMMAND }]);
    const oracle = checkCardSources([{ file: "o.card", text: PRIMAL_COMMAND_ORACLE }]);
    expect(printed.diagnostics).toEqual([]);
    expect(oracle.diagnostics).toEqual([]);
    expect(printCardFile(printed.files[0].ast, { wording: "2007" })).toContain(PRIMAL_COMMAND.split("\n")[3].trim());
    expect(printCardFile(printed.files[0].ast, { wording: "current" })).toContain("• Search your library for a creature card, reveal it, put it into your hand, then shuffle.");
    expect(printCardFile(oracle.files[0].ast, { wording: "current" })).toContain("• Search your library for a creature card, reveal it, put it into your hand, then shuffle.");
    // the era's own words when the Oracle text is printed in the 2007 wording
    expect(printCardFile(oracle.files[0].ast, { wording: "2007" })).toContain("or search your library for a creature card, reveal it, and put it into your hand. Then shuffle your library.");
  });

  it("a filter's bound counted as the effect happens: 'with converted mana cost less than or equal to the number of lands you control' (current: 'mana value')", () => {
    const { files, diagnostics } = checkCardSources([{ file: "b.card", text: BESEECH_THE_QUEEN }]);
    expect(diagnostics).toEqual([]);
    expect(files[0].ast.cards[0].abilities[0]).toMatchObject({ kind: "Spell", body: { effects: [{ kind: "Search", filter: { manaValueAtMost: { kind: "CountOf", filter: { types: ["Land"] } } } }] } });
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(BESEECH_THE_QUEEN.split("\n")[3].trim());
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(
      "Search your library for a card with mana value less than or equal to the number of lands you control, reveal it, put it into your hand, then shuffle.",
    );
    // a number stays "N or less"
    const fixed = `card "T"\n  cost {2}\n  type Sorcery\n  Destroy target creature with converted mana cost less than or equal to the number of Swamps you control.\n`;
    const parsed = checkCardSources([{ file: "f.card", text: fixed }]);
    expect(parsed.diagnostics).toEqual([]);
    expect(printCardFile(parsed.files[0].ast, { wording: "2007" })).toContain("Destroy target creature with converted mana cost less than or equal to the number of Swamps you control.");
  });

  it("CS1034: the words for the cards found say as many cards as the search finds", () => {
    const errors = (line: string) =>
      checkCardSources([{ file: "e.card", text: `card "T"\n  cost {2}\n  type Sorcery\n  ${line}\n` }]).diagnostics.map((d) => `${d.code} ${d.message}`);
    expect(errors("Search your library for up to two Forest cards and put it into your hand. Then shuffle your library.")).toEqual([
      "CS1034 This search finds several cards: write 'them' ('reveal them', 'put them into your hand').",
    ]);
    expect(errors("Search your library for a Forest card and put them into your hand. Then shuffle your library.")).toEqual(["CS1034 This search finds one card: write 'it' or 'that card', not 'them'."]);
    expect(errors("Search your library for up to two cards, then shuffle your library and put that card on top of it.")[0]).toMatch(/^CS1036 Only one card found can be put on top of a library/);
    expect(errors("Search your library for up to X Forest cards and put them into your hand. Then shuffle your library.")[0]).toMatch(/^CS1035 A search for 'up to' some cards names how many, as a number/);
  });
});

describe("library searches: the runtime", () => {
  it("up to three Forest cards, put into play tapped: the player chooses up to three, and may find fewer", () => {
    const game = table({ hand: ["Test Forest Search"], play: ["Forest"], library: ["Forest", "Forest", "Forest", "Forest", "Island", "Serra Angel"] }, {}, { cards });
    cast(game, "Test Forest Search");
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ kind: "may" });
    answer(game, ["yes"]);
    expect(searchOptions(game)).toEqual(["Forest", "Forest", "Forest", "Forest"]);
    expect(game.pendingDecision()).toMatchObject({ min: 0, max: 3 });
    const forests = game.zone("p1", "library").filter((id) => game.object(id)?.name === "Forest");
    answer(game, forests.slice(0, 3));
    const inPlay = game.zone("p1", "play").filter((id) => game.object(id)?.name === "Forest");
    expect(inPlay).toHaveLength(4); // the Forest that paid for the spell, and the three found
    expect(inPlay.slice(1).every((id) => game.object(id)?.tapped)).toBe(true);
    expect(names(game, "p1", "library").sort()).toEqual(["Forest", "Island", "Serra Angel"]);
  });

  it("four cards chosen where the search finds up to three: the answer is refused", () => {
    const game = table({ hand: ["Test Forest Search"], play: ["Forest"], library: ["Forest", "Forest", "Forest", "Forest"] }, {}, { cards });
    cast(game, "Test Forest Search");
    passAll(game);
    answer(game, ["yes"]);
    expect(game.answer(game.zone("p1", "library").slice()).ok).toBe(false);
    answer(game, [game.zone("p1", "library")[0]]);
    expect(names(game, "p1", "library")).toEqual(["Forest", "Forest", "Forest"]);
  });

  it("a creature card put into the graveyard (Corpse Connoisseur's search): it leaves the library for its owner's graveyard", () => {
    const game = table({ hand: ["Test Entomb"], play: ["Swamp"], library: ["Serra Angel", "Island", "Swamp"] }, {}, { cards });
    cast(game, "Test Entomb");
    passAll(game);
    expect(searchOptions(game)).toEqual(["Serra Angel"]);
    answer(game, [find(game, "p1", "library", "Serra Angel")]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Serra Angel", "Test Entomb"]);
    expect(names(game, "p1", "library").sort()).toEqual(["Island", "Swamp"]);
  });

  it("up to two creature cards with converted mana cost 1 or less, revealed and put into the hand", () => {
    const game = table({ hand: ["Test Recruiter"], play: ["Plains"], library: ["Test Squire", "Test Squire", "Test Squire", "Serra Angel"] }, {}, { cards });
    cast(game, "Test Recruiter");
    passAll(game);
    expect(searchOptions(game)).toEqual(["Test Squire", "Test Squire", "Test Squire"]);
    const squires = game.zone("p1", "library").filter((id) => game.object(id)?.name === "Test Squire");
    answer(game, squires.slice(0, 2));
    expect(names(game, "p1", "hand")).toEqual(["Test Squire", "Test Squire"]);
    const reveal = game.log().find((entry) => entry.kind === "reveal") as { cards: string[] } | undefined;
    expect(reveal?.cards).toHaveLength(2);
  });

  it("409.1b: Primal Command's fourth mode is one search (revealed, into the hand, then the shuffle) beside the first mode", () => {
    const game = table({ hand: ["Primal Command"], play: ["Forest", "Forest", "Forest", "Forest", "Forest"], library: ["Serra Angel", "Island", "Island"], life: 10 }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Primal Command"), modes: [0, 3], targets: [["p1"], [], []] });
    passAll(game);
    expect(searchOptions(game)).toEqual(["Serra Angel"]);
    answer(game, [find(game, "p1", "library", "Serra Angel")]);
    expect(game.player("p1").life).toBe(17);
    expect(names(game, "p1", "hand")).toEqual(["Serra Angel"]);
    expect(game.log().some((entry) => entry.kind === "reveal")).toBe(true);
  });

  it("Beseech the Queen: the cards offered are those whose converted mana cost is at most the number of lands its controller controls as it resolves", () => {
    const game = table({ hand: ["Beseech the Queen"], play: ["Swamp", "Swamp", "Swamp"], library: ["Serra Angel", "Test Squire", "Island"] }, {}, { cards });
    cast(game, "Beseech the Queen");
    passAll(game);
    expect(searchOptions(game)).toEqual(["Island", "Test Squire"]); // Serra Angel costs 5, more than 3 lands
    answer(game, [find(game, "p1", "library", "Test Squire")]);
    expect(names(game, "p1", "hand")).toEqual(["Test Squire"]);
  });

  it("Llanowar Sentinel: the search held by 'If you do' happens only if the optional cost was paid, and finds a card of that name", () => {
    const game = table({ hand: ["Llanowar Sentinel"], play: ["Forest", "Forest", "Forest", "Forest", "Forest"], library: ["Llanowar Sentinel", "Forest"] }, {}, { cards });
    cast(game, "Llanowar Sentinel");
    passAll(game); // the creature spell resolves; its trigger goes on the stack
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ kind: "may" });
    answer(game, ["yes"]);
    expect(searchOptions(game)).toEqual(["Llanowar Sentinel"]);
    answer(game, [find(game, "p1", "library", "Llanowar Sentinel")]);
    expect(names(game, "p1", "play").filter((name) => name === "Llanowar Sentinel")).toHaveLength(2);

    const declined = table({ hand: ["Llanowar Sentinel"], play: ["Forest", "Forest", "Forest", "Forest", "Forest"], library: ["Llanowar Sentinel", "Forest"] }, {}, { cards });
    cast(declined, "Llanowar Sentinel");
    passAll(declined);
    passAll(declined);
    answer(declined, ["no"]);
    expect(declined.pendingDecision()).toBeNull();
    expect(names(declined, "p1", "library")).toContain("Llanowar Sentinel");
  });
});
