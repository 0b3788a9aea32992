/**
 * A static ability counting cards outside play: "Salvage Slasher gets +1/+0 for each artifact card in your
 * graveyard." (Conflux), "… for each card in your hand": counted again whenever the layers compute the
 * permanent's characteristics (418.5: the static ability's effect applies continuously), so a card put into the
 * graveyard or drawn changes the creature at once.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, ok, passAll, table } from "./engine-helpers.js";

const SLASHER = `card "Test Slasher"\n  cost {1}{B}\n  type Artifact Creature — Human Rogue\n  1/1\n  Test Slasher gets +1/+0 for each artifact card in your graveyard.\n`;
const HOARDER = `card "Test Hoarder"\n  cost {2}{U}\n  type Creature — Human Wizard\n  0/0\n  Test Hoarder gets +1/+1 for each card in your hand.\n`;
const TRINKET = `card "Test Trinket"\n  cost {1}\n  type Artifact\n`;
const SHATTER = `card "Test Shatter"\n  cost {1}{R}\n  type Instant\n  Destroy target artifact.\n`;

const compiled = compiledWithReference("static-count-cards", { slasher: SLASHER, hoarder: HOARDER, trinket: TRINKET, shatter: SHATTER });

describe("static counts of cards in a graveyard or a hand: the language", () => {
  it("checks clean and prints back the same words in both wordings", () => {
    for (const text of [SLASHER, HOARDER]) {
      const { files, diagnostics } = checkCardSources([{ file: "s.card", text }]);
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });

  it("CS1035: cards in a library are not counted; the error is at the counted noun and says what to write", () => {
    const text = `card "T"\n  cost {B}\n  type Creature — Zombie\n  1/1\n  T gets +1/+1 for each creature card in your library.\n`;
    const diagnostics = checkCardSources([{ file: "t.card", text }]).diagnostics;
    expect(diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`)).toEqual(["CS1035 5:25"]);
    expect(diagnostics[0].message).toContain("'for each artifact card in your graveyard'");
  });
});

describe("static counts of cards in a graveyard or a hand: the runtime", () => {
  it("418.5: +1/+0 per artifact card in its controller's graveyard (not the opponent's), recounted when another goes there", () => {
    const game = table(
      { hand: ["Test Shatter"], play: ["Test Slasher", "Test Trinket", "Mountain", "Mountain"], graveyard: ["Test Trinket", "Grizzly Bears"] },
      { graveyard: ["Test Trinket"] },
      { cards: compiled.registry },
    );
    const slasher = find(game, "p1", "play", "Test Slasher");
    expect([game.object(slasher)?.power, game.object(slasher)?.toughness]).toEqual([2, 1]);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Shatter"), targets: [[find(game, "p1", "play", "Test Trinket")]] });
    passAll(game);
    expect(game.object(slasher)?.power).toBe(3);
  });

  it("418.5: +1/+1 per card in its controller's hand: casting a card from the hand shrinks it at once", () => {
    const game = table({ hand: ["Test Shatter", "Island", "Island"], play: ["Test Hoarder", "Test Trinket", "Mountain", "Mountain"] }, {}, { cards: compiled.registry });
    const hoarder = find(game, "p1", "play", "Test Hoarder");
    expect(game.object(hoarder)?.power).toBe(3);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Shatter"), targets: [[find(game, "p1", "play", "Test Trinket")]] });
    expect([game.object(hoarder)?.power, game.object(hoarder)?.toughness]).toEqual([2, 2]);
  });
});
