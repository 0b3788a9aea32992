/**
 * Madness (Time Spiral; 2007 rules 502.24): "If a player would discard this card, that player discards it, but may
 * remove it from the game instead of putting it into his or her graveyard" and "When this card is removed from the
 * game this way, its owner may play it by paying [cost] rather than paying its mana cost. If that player doesn't, he
 * or she puts this card into his or her graveyard." (runtime/madness.ts; 502.24b: an alternative cost). Dark
 * Withering is Time Spiral's text; Test Mind Rot is made up for the test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, find, logKinds, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const DARK_WITHERING = `card "Dark Withering"\n  cost {4}{B}{B}\n  type Instant\n  Destroy target nonblack creature.\n  Madness {B}\n`;
const TEST_MIND_ROT = `card "Test Mind Rot"\n  cost {B}\n  type Sorcery\n  Target player discards a card.\n`;

const folder = temporaryFolder("madness");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { withering: DARK_WITHERING, rot: TEST_MIND_ROT });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

/** Alice makes herself discard Dark Withering (Test Mind Rot on herself); returns at the madness question. */
function discardWithering(swamps: number): Game {
  const game = table({ play: Array.from({ length: swamps }, () => "Swamp"), hand: ["Test Mind Rot", "Dark Withering"] }, { play: ["Grizzly Bears"] }, { cards });
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Mind Rot"), targets: [["p1"]] });
  passAll(game);
  // The one card in her hand is discarded (a decision of one possible answer is not asked): then the madness question.
  expect(game.pendingDecision()?.kind).toBe("may");
  expect(game.pendingDecision()?.prompt).toContain("madness");
  return game;
}

describe("502.24 madness: the language", () => {
  it("checks clean and prints 'Madness {B}' back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: DARK_WITHERING }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(DARK_WITHERING);
  });
});

describe("502.24a: discarded, removed from the game instead, then played for its madness cost", () => {
  it("502.24a: removed from the game; its trigger resolves; played for {B} with a target chosen; it resolves", () => {
    const game = discardWithering(2);
    answer(game, ["yes"]);
    expect(names(game, "p1", "removed")).toEqual(["Dark Withering"]);
    expect(logKinds(game, "discard").length).toBe(1); // still discarded
    passAll(game); // the madness trigger resolves
    expect(game.pendingDecision()?.prompt).toContain("madness cost {B}");
    answer(game, ["yes"]);
    // Its one legal target, Bob's Grizzly Bears, is chosen (a decision of one possible answer is not asked).
    expect(names(game, "p1", "stack")).toEqual(["Dark Withering"]);
    expect(game.stack()[0]?.description).toContain("Dark Withering");
    // {B} paid: of Alice's two Swamps, one was tapped for Test Mind Rot and the other for the madness cost
    expect(game.zone("p1", "play").filter((id) => game.object(id)?.tapped).length).toBe(2);
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Mind Rot", "Dark Withering"]);
  });

  it("502.24a: the owner declines to play it: it is put into the graveyard", () => {
    const game = discardWithering(2);
    answer(game, ["yes"]);
    passAll(game);
    answer(game, ["no"]);
    expect(names(game, "p1", "removed")).toEqual([]);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Mind Rot", "Dark Withering"]);
    expect(names(game, "p2", "play")).toEqual(["Grizzly Bears"]);
  });

  it("502.24a: unable to pay the madness cost, it is put into the graveyard without a question", () => {
    const game = discardWithering(1);
    answer(game, ["yes"]);
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(names(game, "p1", "graveyard")).toEqual(["Test Mind Rot", "Dark Withering"]);
  });

  it("502.24a: the player may put it into the graveyard as usual: no trigger", () => {
    const game = discardWithering(2);
    answer(game, ["no"]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Dark Withering", "Test Mind Rot"]);
    expect(game.stack()).toEqual([]);
  });

  it("502.24a: the cleanup step's discard down to seven is a discard too", () => {
    const hand = ["Dark Withering", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
    const game = table({ play: ["Swamp"], hand }, { play: ["Grizzly Bears"] }, { cards, step: "endOfTurn" });
    advance(game, () => game.pendingDecision() !== null);
    expect(game.pendingDecision()?.kind).toBe("discard");
    answer(game, [find(game, "p1", "hand", "Dark Withering")]);
    expect(game.pendingDecision()?.prompt).toContain("madness");
    answer(game, ["yes"]);
    expect(names(game, "p1", "removed")).toEqual(["Dark Withering"]);
  });
});
