/**
 * The current Oracle wording at parity with the 2007 printed one: sentences the Oracle text of the corpus cards
 * writes differently from their printing parse to the tree of the printed text (so they behave the same), and
 * the printer gives each wording back.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile } from "../../grammar/index.js";
import { expectRoundTrip, meaning } from "./round-trip.js";

function card(lines: string[], type = "Creature — Goblin\n  1/1"): string {
  return `card "Test Goblin"\n  cost {R}\n  type ${type}\n${lines.map((line) => `  ${line}\n`).join("")}`;
}

/** The abilities' tree without source positions and without the written-form flags. */
function abilitiesOf(text: string): string {
  const parsed = parseCardFile(text, "t.card");
  expect(parsed.diagnostics, text).toEqual([]);
  return meaning(parsed.ast.cards[0].abilities);
}

describe("406 (mana abilities): Oracle's {C} is 2007's generic mana an ability adds", () => {
  it("406.1: '{T}: Add {C}.' is '{T}: Add {1} to your mana pool.' (Mind Stone)", () => {
    expectRoundTrip(card(["{T}: Add {C}."], "Artifact"), { "2007": "{T}: Add {1} to your mana pool.", current: "{T}: Add {C}." });
    expect(abilitiesOf(card(["{T}: Add {C}."], "Artifact"))).toBe(abilitiesOf(card(["{T}: Add {1} to your mana pool."], "Artifact")));
  });

  it("406.1: '{C}{C}' is two colorless mana, and a choice may hold {C}", () => {
    expectRoundTrip(card(["{T}: Add {C}{C}."], "Artifact"), { "2007": "{T}: Add {2} to your mana pool.", current: "{T}: Add {C}{C}." });
    expect(abilitiesOf(card(["{T}: Add {C}{C}."], "Artifact"))).toBe(abilitiesOf(card(["{T}: Add {2} to your mana pool."], "Artifact")));
    expectRoundTrip(card(["{T}: Add {C} or {W}."], "Artifact"), { "2007": "{T}: Add {1} or {W} to your mana pool.", current: "{T}: Add {C} or {W}." });
  });

  it("202.1: {C} in a cost is not of this era: an error that says where {C} is known", () => {
    const parsed = parseCardFile(card(["{C}, {T}: Draw a card."], "Artifact"), "t.card");
    expect(parsed.diagnostics.map((d) => d.code)).toContain("CS1021");
    expect(parsed.diagnostics.find((d) => d.code === "CS1021")!.message).toMatch(/only in what an ability adds/);
  });
});

describe("413.2a: 'it' after a cost that sacrifices the card is that card (Oracle Mogg Fanatic)", () => {
  it("'Sacrifice ~: It deals 1 damage to any target.' means what 'Sacrifice ~: ~ deals 1 damage …' means", () => {
    expectRoundTrip(card(["Sacrifice Test Goblin: It deals 1 damage to any target."]), {
      "2007": "Sacrifice Test Goblin: It deals 1 damage to target creature or player.",
      current: "Sacrifice Test Goblin: It deals 1 damage to any target.",
    });
    const oracle = abilitiesOf(card(["Sacrifice Test Goblin: It deals 1 damage to any target."]));
    const printed = abilitiesOf(card(["Sacrifice Test Goblin: Test Goblin deals 1 damage to target creature or player."]));
    expect(oracle.replace(/,"pronoun":true/g, "")).toBe(printed);
  });

  it("without such a cost 'it' still names nothing (CS1034)", () => {
    const parsed = parseCardFile(card(["{T}: It deals 1 damage to any target."]), "t.card");
    expect(parsed.diagnostics.map((d) => d.code)).toContain("CS1034");
  });
});

describe("410.10 (leaves-play triggers): the current wording says 'dies' only of what is always a creature", () => {
  it("a noncreature card itself: 'is put into a graveyard from the battlefield' (Chromatic Star)", () => {
    expectRoundTrip(card(["When Test Goblin is put into a graveyard from play, draw a card."], "Artifact"), {
      "2007": "When Test Goblin is put into a graveyard from play, draw a card.",
      current: "When Test Goblin is put into a graveyard from the battlefield, draw a card.",
    });
  });

  it("a creature card itself and 'a creature' die", () => {
    expectRoundTrip(card(["When Test Goblin is put into a graveyard from play, draw a card."]), {
      "2007": "When Test Goblin is put into a graveyard from play, draw a card.",
      current: "When Test Goblin dies, draw a card.",
    });
    expectRoundTrip(card(["Whenever a creature you control is put into a graveyard from play, draw a card."]), {
      "2007": "Whenever a creature you control is put into a graveyard from play, draw a card.",
      current: "Whenever a creature you control dies, draw a card.",
    });
  });

  it("'a Goblin you control' may be a tribal noncreature: no 'dies' (Knucklebone Witch)", () => {
    expectRoundTrip(card(["Whenever a Goblin you control is put into a graveyard from the battlefield, draw a card."]), {
      "2007": "Whenever a Goblin you control is put into a graveyard from play, draw a card.",
      current: "Whenever a Goblin you control is put into a graveyard from the battlefield, draw a card.",
    });
  });
});

describe("701.16 (shuffle): the current Oracle's 'then shuffle'", () => {
  const sorcery = (line: string) => card([line], "Sorcery");
  it("'…, put that card into your hand, then shuffle.' is the 2007 search and shuffle (Diabolic Tutor)", () => {
    const oracle = "Search your library for a card, put that card into your hand, then shuffle.";
    const printed = "Search your library for a card and put that card into your hand. Then shuffle your library.";
    expectRoundTrip(sorcery(oracle), { "2007": printed, current: oracle });
    expect(abilitiesOf(sorcery(oracle))).toBe(abilitiesOf(sorcery(printed)));
  });

  it("'…, then shuffle and put that card on top.' (Liliana Vess)", () => {
    const oracle = "Search your library for a card, then shuffle and put that card on top.";
    const printed = "Search your library for a card, then shuffle your library and put that card on top of it.";
    expectRoundTrip(sorcery(oracle), { "2007": printed, current: oracle });
    expect(abilitiesOf(sorcery(oracle))).toBe(abilitiesOf(sorcery(printed)));
  });

  it("'You may shuffle.' keeps its words, and 'Shuffle your library.' its own (Ponder, Madblind Mountain)", () => {
    // "shuffle" alone is a written form (grammar/nodes.ts WRITTEN_FORM_FIELDS): the 2007 printing names the library.
    const bare = parseCardFile(sorcery("You may shuffle."), "t.card");
    expect(bare.diagnostics).toEqual([]);
    expect(printCardFile(bare.ast, { wording: "current" })).toContain("  You may shuffle.\n");
    const printed2007 = printCardFile(bare.ast, { wording: "2007" });
    expect(printed2007).toContain("  You may shuffle your library.\n");
    expect(abilitiesOf(printed2007)).toBe(abilitiesOf(sorcery("You may shuffle.")).replace(',"unnamedLibrary":true', ""));
    expectRoundTrip(sorcery("Shuffle your library."), { "2007": "Shuffle your library.", current: "Shuffle your library." });
  });
});
