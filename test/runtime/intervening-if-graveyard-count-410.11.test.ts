/**
 * 410.11 (2007): an intervening "if" clause counting cards in the controller's graveyard, in Time Spiral's words:
 * "When Pit Keeper comes into play, if you have four or more creature cards in your graveyard, you may return target
 * creature card from your graveyard to your hand." (the same condition as Mortal Combat's "if twenty or more creature
 * cards are in your graveyard": runtime/intervening-if.ts `cardsInGraveyard`). Pit Keeper is Time Spiral's text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const PIT_KEEPER = `card "Pit Keeper"\n  cost {1}{B}\n  type Creature — Human Wizard\n  2/1\n  When Pit Keeper comes into play, if you have four or more creature cards in your graveyard, you may return target creature card from your graveyard to your hand.\n`;

const folder = temporaryFolder("pit-keeper");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { keeper: PIT_KEEPER });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("410.11: 'if you have four or more creature cards in your graveyard'", () => {
  it("checks clean and prints back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: PIT_KEEPER }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(PIT_KEEPER);
    expect(printCardFile(files[0].ast, { wording: "current" })).toBe(PIT_KEEPER.replace("comes into play", "enters the battlefield"));
  });

  it("a player's own graveyard only: 'if that player has four or more …' is an error with the fix", () => {
    const text = PIT_KEEPER.replace("if you have four or more creature cards in your graveyard", "if you have four or more creature cards in all graveyards");
    const { diagnostics } = checkCardSources([{ file: "bad.card", text }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  it("410.11: with four creature cards in its controller's graveyard, the ability triggers and returns one", () => {
    const game = table({ play: ["Swamp", "Swamp"], hand: ["Pit Keeper"], graveyard: ["Grizzly Bears", "Hill Giant", "Serra Angel", "Grizzly Bears"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Pit Keeper") });
    passAll(game); // Pit Keeper resolves; its ability triggers
    const triggered = game.pendingDecision();
    if (triggered?.kind === "targets") answer(game, [find(game, "p1", "graveyard", "Serra Angel")]);
    expect(game.stack().length).toBe(1);
    passAll(game);
    if (game.pendingDecision()?.kind === "may") answer(game, ["yes"]);
    expect(names(game, "p1", "hand")).toEqual(["Serra Angel"]);
  });

  it("410.11: with three, it does not trigger", () => {
    const game = table({ play: ["Swamp", "Swamp"], hand: ["Pit Keeper"], graveyard: ["Grizzly Bears", "Hill Giant", "Serra Angel", "Lightning Bolt"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Pit Keeper") });
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(game.stack()).toEqual([]);
    expect(names(game, "p1", "hand")).toEqual([]);
  });
});
