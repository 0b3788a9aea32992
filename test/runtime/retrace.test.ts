/**
 * Retrace (Eventide, under the rules of 2008): "You may play this card from your graveyard by discarding a land
 * card in addition to paying its other costs." The discard is an additional cost (409.1b: announced with the
 * spell; 409.1h: paid in full or not at all); the spell's timing and other costs are unchanged; an instant or
 * sorcery goes back to the graveyard as it resolves (and may be played again). Flame Jab compiled from its text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Action, Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

// Flame Jab (Eventide), its printed text (the keyword's reminder text left off, as card files write keywords).
const FLAME_JAB = `card "Flame Jab"\n  cost {R}\n  type Sorcery\n  Flame Jab deals 1 damage to target creature or player.\n  Retrace\n`;
const SHOCKER = `card "Test Jab"\n  cost {R}\n  type Sorcery\n  Test Jab deals 1 damage to target creature or player.\n`;

const folder = temporaryFolder("retrace");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { jab: FLAME_JAB, plain: SHOCKER });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const jabFromGraveyard = (game: Game, name = "Flame Jab"): Action => ({ kind: "cast", player: "p1", card: find(game, "p1", "graveyard", name), targets: [["p2"]] });

describe("retrace: the language", () => {
  it("Flame Jab checks clean, with retrace among its keywords, and prints back 'Retrace' in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: FLAME_JAB }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain("\n  Retrace\n");
  });
});

describe("retrace: playing the card from the graveyard (409.1b additional cost)", () => {
  it("is listed and played from the graveyard; the land card discarded is the player's choice; it returns to the graveyard as it resolves", () => {
    const game = table({ graveyard: ["Flame Jab"], play: ["Mountain"], hand: ["Forest", "Plains", "Serra Angel"] }, {}, { cards });
    const listed = game.legalActions().filter((action) => action.kind === "cast");
    expect(listed).toContainEqual(jabFromGraveyard(game));
    ok(game, jabFromGraveyard(game));
    const decision = game.pendingDecision();
    expect(decision?.kind).toBe("discard");
    expect((decision!.options as string[]).map((id) => game.object(id)?.name).sort()).toEqual(["Forest", "Plains"]);
    answer(game, [find(game, "p1", "hand", "Plains")]);
    expect(names(game, "p1", "graveyard")).toEqual(["Plains"]);
    expect(game.stack()).toHaveLength(1);
    passAll(game);
    expect(game.player("p2").life).toBe(19);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Flame Jab", "Plains"]);
    expect(names(game, "p1", "hand").sort()).toEqual(["Forest", "Serra Angel"]);
  });

  it("409.1h: without a land card in hand the cost can't be paid, and it isn't listed", () => {
    const game = table({ graveyard: ["Flame Jab"], play: ["Mountain"], hand: ["Serra Angel"] }, {}, { cards });
    refused(game, jabFromGraveyard(game), "no land card in hand");
    expect(game.legalActions().some((action) => action.kind === "cast")).toBe(false);
  });

  it("its other costs and its timing are unchanged: mana, and a sorcery only at sorcery timing", () => {
    const poor = table({ graveyard: ["Flame Jab"], hand: ["Forest"] }, {}, { cards });
    expect(poor.submit(jabFromGraveyard(poor)).ok).toBe(false);
    const upkeep = table({ graveyard: ["Flame Jab"], play: ["Mountain"], hand: ["Forest"] }, {}, { cards, step: "upkeep" });
    refused(upkeep, jabFromGraveyard(upkeep), "sorcery timing");
  });

  it("only a card with retrace, and only from its owner's own graveyard", () => {
    const plain = table({ graveyard: ["Test Jab"], play: ["Mountain"], hand: ["Forest"] }, {}, { cards });
    refused(plain, jabFromGraveyard(plain, "Test Jab"), "409.1a");
    const theirs = table({ play: ["Mountain"], hand: ["Forest"] }, { graveyard: ["Flame Jab"] }, { cards });
    refused(theirs, { kind: "cast", player: "p1", card: find(theirs, "p2", "graveyard", "Flame Jab"), targets: [["p2"]] }, "409.1a");
  });
});
