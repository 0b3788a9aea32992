/**
 * Scry (Fifth Dawn; Future Sight; 2007 rules 501.9a, a keyword action): "To 'scry N' means to look at the top N
 * cards of your library, put any number of them on the bottom of your library in any order, and put the rest on top
 * of your library in any order." (families/scry). Mystic Speculation, Cryptic Annelid (Future Sight) and Foresee
 * (Fifth Dawn) are real cards in their printed words.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";

const CARDS = {
  speculation: `card "Mystic Speculation"\n  cost {U}\n  type Sorcery\n  Buyback {2}\n  Scry 3.\n`,
  annelid: `card "Cryptic Annelid"\n  cost {3}{U}\n  type Creature — Worm Beast\n  1/4\n  When Cryptic Annelid comes into play, scry 1, then scry 2, then scry 3.\n`,
  foresee: `card "Foresee"\n  cost {3}{U}\n  type Sorcery\n  Scry 4, then draw two cards.\n`,
};
const compiled = compiledWithReference("scry", CARDS);

const LIBRARY = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Grizzly Bears"];
const library = (game: Game) => names(game, "p1", "library");
/** The card of that name among the options of the pending decision (the library's cards are distinct). */
const card = (game: Game, name: string) => game.pendingDecision()!.options.find((id) => game.object(id as string)?.name === name)!;
const speculate = (game: Game) => {
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Mystic Speculation") });
  passAll(game);
};

describe("501.9 scry: the language", () => {
  it("checks clean and prints back in both wordings ('comes into play' / 'enters the battlefield')", () => {
    for (const text of Object.values(CARDS)) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(text);
      expect(printCardFile(files[0].ast, { wording: "current" })).toBe(text.replace("comes into play", "enters the battlefield"));
    }
  });

  it("'Scry 0.' is an error at its number, with the fix", () => {
    const { diagnostics } = checkCardSources([{ file: "z.card", text: CARDS.speculation.replace("Scry 3.", "Scry 0.") }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["CS1035", 5]]);
    expect(diagnostics[0].message).toContain("'Scry 2.'");
  });
});

describe("501.9a scry: look at the top N, any number to the bottom in any order, the rest on top in any order", () => {
  it("501.9a: one card to the bottom, the other two back on top in the order chosen", () => {
    const game = table({ play: ["Island"], hand: ["Mystic Speculation"], library: LIBRARY }, {}, { cards: compiled.registry });
    speculate(game);
    const decision = game.pendingDecision()!;
    expect([decision.kind, decision.min, decision.max]).toEqual(["scryBottom", 0, 3]);
    expect(decision.options.map((id) => game.object(id as string)?.name)).toEqual(["Plains", "Island", "Swamp"]);
    answer(game, [card(game, "Island")]);
    expect(game.pendingDecision()!.kind).toBe("orderCards");
    answer(game, [card(game, "Swamp")]); // Swamp on top, then Plains
    expect(library(game)).toEqual(["Swamp", "Plains", "Mountain", "Forest", "Grizzly Bears", "Island"]);
  });

  it("501.9a: none to the bottom (an empty answer): the three back on top in the order chosen", () => {
    const game = table({ play: ["Island"], hand: ["Mystic Speculation"], library: LIBRARY }, {}, { cards: compiled.registry });
    speculate(game);
    answer(game, []);
    answer(game, [card(game, "Swamp")]);
    answer(game, [card(game, "Plains")]);
    expect(library(game)).toEqual(["Swamp", "Plains", "Island", "Mountain", "Forest", "Grizzly Bears"]);
  });

  it("501.9a: all to the bottom, in the order chosen (the first chosen highest)", () => {
    const game = table({ play: ["Island"], hand: ["Mystic Speculation"], library: LIBRARY }, {}, { cards: compiled.registry });
    speculate(game);
    answer(game, [card(game, "Plains"), card(game, "Island"), card(game, "Swamp")]);
    expect(game.pendingDecision()!.kind).toBe("orderBottom");
    answer(game, [card(game, "Island")]);
    answer(game, [card(game, "Swamp")]);
    expect(library(game)).toEqual(["Mountain", "Forest", "Grizzly Bears", "Island", "Swamp", "Plains"]);
  });

  it("501.9a: a library with fewer than N cards: the player scries what there is", () => {
    const game = table({ play: ["Island"], hand: ["Mystic Speculation"], library: ["Plains", "Island"] }, {}, { cards: compiled.registry });
    speculate(game);
    expect(game.pendingDecision()!.options.length).toBe(2);
    answer(game, [card(game, "Plains")]);
    expect(library(game)).toEqual(["Island", "Plains"]);
  });

  it("'Scry 4, then draw two cards.' (Foresee): the draws come after the scry", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island"], hand: ["Foresee"], library: LIBRARY }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Foresee") });
    passAll(game);
    answer(game, [card(game, "Plains"), card(game, "Island")]);
    answer(game, [card(game, "Plains")]);
    answer(game, [card(game, "Mountain")]); // Mountain, then Swamp on top
    expect(names(game, "p1", "hand").sort()).toEqual(["Mountain", "Swamp"]);
    expect(library(game)).toEqual(["Forest", "Grizzly Bears", "Plains", "Island"]);
  });
});
