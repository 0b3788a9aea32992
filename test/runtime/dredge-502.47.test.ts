/**
 * Dredge (Ravnica, Future Sight; 2007 rules 502.47, runtime/dredge.ts). 502.47a: "Dredge N" functions only while the
 * card is in its owner's graveyard: "As long as you have at least N cards in your library, if you would draw a card,
 * you may instead put N cards from the top of your library into your graveyard and return this card from your
 * graveyard to your hand." 502.47b: not with fewer than N cards in the library. Darkblast and Greater Mossdog
 * (Ravnica) and Dakmor Salvage (Future Sight) are real cards; Test Divination is made up.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, answer, find, names, ok, passAll, table } from "./engine-helpers.js";

const PRINTED = "If you would draw a card, instead you may put exactly three cards from the top of your library into your graveyard. If you do, return this card from your graveyard to your hand. Otherwise, draw a card.";
const ORACLE = "If you would draw a card, you may mill three cards instead. If you do, return this card from your graveyard to your hand.";
const CARDS = {
  darkblast: `card "Darkblast"\n  cost {B}\n  type Instant\n  Target creature gets -1/-1 until end of turn.\n  Dredge 3 (${PRINTED})\n`,
  mossdog: `card "Greater Mossdog"\n  cost {3}{G}\n  type Creature — Plant Hound\n  3/3\n  Dredge 3\n`,
  salvage: `card "Dakmor Salvage"\n  type Land\n  Dakmor Salvage comes into play tapped.\n  {T}: Add {B} to your mana pool.\n  Dredge 2\n`,
  divination: `card "Test Divination"\n  cost {U}\n  type Sorcery\n  Draw two cards.\n`,
};
const compiled = compiledWithReference("dredge", CARDS);
const LIBRARY = ["Forest", "Plains", "Mountain", "Swamp", "Island", "Forest"];

/** Alice's turn 3 from its upkeep: the next step is her draw step. */
const atUpkeep = (alice: { graveyard?: string[]; library?: string[]; hand?: string[]; play?: string[] }, bob: { graveyard?: string[] } = {}): Game =>
  table({ library: LIBRARY, ...alice }, bob, { cards: compiled.registry, step: "upkeep", turnNumber: 3 });
const toDraw = (game: Game) => advance(game, (g) => g.pendingDecision() !== null || g.step() === "main1");

describe("502.47 dredge: the language", () => {
  it("502.47a 'Dredge 3' with its reminder text checks clean; each wording prints its own reminder", () => {
    const { files, diagnostics } = checkCardSources([{ file: "d.card", text: CARDS.darkblast }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast!, { wording: "2007" })).toBe(CARDS.darkblast);
    expect(printCardFile(files[0].ast!, { wording: "current" })).toContain(`\n  Dredge 3 (${ORACLE})\n`);
    const oracle = checkCardSources([{ file: "o.card", text: CARDS.darkblast.replace(PRINTED, ORACLE) }]);
    expect(oracle.diagnostics).toEqual([]);
    expect(printCardFile(oracle.files[0].ast!, { wording: "2007" })).toBe(CARDS.darkblast);
  });

  it("502.47a 'Dredge 2' without reminder text (Dakmor Salvage) prints back as written in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "s.card", text: CARDS.salvage }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast!, { wording: "2007" })).toBe(CARDS.salvage);
    expect(printCardFile(files[0].ast!, { wording: "current" })).toContain("\n  Dredge 2\n");
  });

  it("CS1088: 'Dredge 0' and a reminder text with another number are errors at their place, with the fix", () => {
    const zero = checkCardSources([{ file: "z.card", text: CARDS.mossdog.replace("Dredge 3", "Dredge 0") }]).diagnostics;
    expect(zero.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS1088", 5, 10]]);
    expect(zero[0].message).toContain("write e.g. 'Dredge 3'");
    const wrong = checkCardSources([{ file: "w.card", text: CARDS.darkblast.replace("Dredge 3", "Dredge 2") }]).diagnostics;
    expect(wrong.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS1088", 5, 12]]);
    expect(wrong[0].message).toContain("exactly two cards");
  });
});

describe("502.47a dredge: a draw replaced by a card in its owner's graveyard", () => {
  it("502.47a the draw step's draw dredged: the top three cards to the graveyard, Darkblast to the hand, no card drawn", () => {
    const game = atUpkeep({ graveyard: ["Darkblast"] });
    toDraw(game);
    expect(game.pendingDecision()).toMatchObject({ kind: "dredge", player: "p1", options: [find(game, "p1", "graveyard", "Darkblast"), "no"] });
    answer(game, [find(game, "p1", "graveyard", "Darkblast")]);
    expect(names(game, "p1", "hand")).toEqual(["Darkblast"]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Forest", "Mountain", "Plains"]);
    expect(names(game, "p1", "library")).toEqual(["Swamp", "Island", "Forest"]);
    expect(game.log().filter((event) => event.kind === "draw")).toEqual([]);
    expect(game.log().find((event) => event.kind === "dredge")).toMatchObject({ player: "p1", count: 3, rule: "502.47a" });
  });

  it("502.47a 'you may': answered no, the card is drawn and Darkblast stays in the graveyard", () => {
    const game = atUpkeep({ graveyard: ["Darkblast"] });
    toDraw(game);
    answer(game, ["no"]);
    expect(names(game, "p1", "hand")).toEqual(["Forest"]);
    expect(names(game, "p1", "graveyard")).toEqual(["Darkblast"]);
  });

  it("502.47b with fewer cards in the library than N, dredge is not offered: the card is drawn", () => {
    const game = atUpkeep({ graveyard: ["Darkblast"], library: ["Forest", "Plains"] });
    toDraw(game);
    expect(game.pendingDecision()).toBeNull();
    expect(names(game, "p1", "hand")).toEqual(["Forest"]);
    expect(names(game, "p1", "graveyard")).toEqual(["Darkblast"]);
  });

  it("502.47a only the drawing player's own graveyard: Bob's Darkblast does not replace Alice's draw", () => {
    const game = atUpkeep({}, { graveyard: ["Darkblast"] });
    toDraw(game);
    expect(game.pendingDecision()).toBeNull();
    expect(names(game, "p1", "hand")).toEqual(["Forest"]);
  });

  it("502.47a each draw of 'Draw two cards.' is replaced on its own: the second by Greater Mossdog the first put into the graveyard", () => {
    const game = table({ play: ["Island"], hand: ["Test Divination"], graveyard: ["Darkblast"], library: ["Forest", "Plains", "Greater Mossdog", "Swamp", "Island", "Mountain"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Divination") });
    passAll(game);
    answer(game, [find(game, "p1", "graveyard", "Darkblast")]);
    // Greater Mossdog is in the graveyard now, and the library holds three cards: the second draw may be dredged
    // (the decision is asked while the spell resolves: its option is the Mossdog the first dredge put there).
    const second = game.pendingDecision()!;
    expect(second).toMatchObject({ kind: "dredge", options: [expect.any(String), "no"] });
    expect(second.prompt).toContain("dredge Greater Mossdog");
    answer(game, [second.options[0]]);
    expect(names(game, "p1", "hand").sort()).toEqual(["Darkblast", "Greater Mossdog"]);
    expect(names(game, "p1", "library")).toEqual([]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Forest", "Island", "Mountain", "Plains", "Swamp", "Test Divination"]);
  });

  it("502.47a two cards with dredge: the player chooses which one replaces the draw (Dakmor Salvage, two cards)", () => {
    const game = atUpkeep({ graveyard: ["Darkblast", "Dakmor Salvage"] });
    toDraw(game);
    const salvage = find(game, "p1", "graveyard", "Dakmor Salvage");
    expect(game.pendingDecision()?.options).toHaveLength(3);
    answer(game, [salvage]);
    expect(names(game, "p1", "hand")).toEqual(["Dakmor Salvage"]);
    expect(names(game, "p1", "library")).toEqual(["Mountain", "Swamp", "Island", "Forest"]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Darkblast", "Forest", "Plains"]);
  });
});
