/**
 * 701.20 clash (with the Lorwyn release notes' sequence) and the turn's record (runtime/turn-record.ts), played
 * through cards compiled from their text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { restoreGame } from "../../runtime/game.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, stateOf, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  clash: `card "Test Clash"\n  cost {U}\n  type Sorcery\n  Clash with an opponent. If you win, that player loses 3 life.\n`,
  shepherd: `card "Test Shepherd"\n  cost {U}\n  type Sorcery\n  Return to your hand all cards in your graveyard put there from play this turn.\n`,
};

const folder = temporaryFolder("rules-701.20");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const castClash = (p1Library: string[], p2Library: string[], active = 0) => {
  const game = table({ hand: ["Test Clash"], play: ["Island"], library: p1Library }, { library: p2Library }, { cards, activePlayer: active });
  return game;
};

describe("701.20 clash", () => {
  it("701.20a/c: both reveal (the active player first); the active player decides top or bottom first; a higher converted mana cost wins; 'that player' is the opponent", () => {
    const game = castClash(["Hill Giant", "Island"], ["Forest", "Swamp"]);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Clash"), targets: [] });
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "clashCard", options: ["top", "bottom"] });
    answer(game, ["bottom"]);
    expect(game.pendingDecision()).toMatchObject({ player: "p2", kind: "clashCard" });
    answer(game, ["top"]);
    expect(game.player("p2").life).toBe(17);
    expect(game.log().filter((event) => event.kind === "reveal").map((event) => event.player)).toEqual(["p1", "p2"]);
    expect(names(game, "p1", "library")).toEqual(["Island", "Hill Giant"]);
    expect(names(game, "p2", "library")).toEqual(["Forest", "Swamp"]);
    expect(game.log().find((event) => event.kind === "clash")).toMatchObject({ player: "p1", opponent: "p2", won: true });
  });

  it("701.20c: equal converted mana costs are no win; nor is a lower one", () => {
    for (const [mine, theirs] of [["Grizzly Bears", "Grizzly Bears"], ["Forest", "Hill Giant"]]) {
      const game = castClash([mine], [theirs]);
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Clash"), targets: [] });
      passAll(game);
      answer(game, ["top"]);
      answer(game, ["top"]);
      expect(game.player("p2").life).toBe(20);
    }
  });

  it("701.20c: a player with an empty library reveals nothing; the other's card wins", () => {
    const game = castClash(["Forest"], []);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Clash"), targets: [] });
    passAll(game);
    answer(game, ["top"]);
    expect(game.player("p2").life).toBe(17);
  });
});

describe("the turn's record", () => {
  it("cards put into your graveyard from play this turn return; those from the stack or an earlier turn don't; a snapshot keeps the record", () => {
    const game = table({ hand: ["Test Shepherd", "Shock"], play: ["Island", "Mountain", "Grizzly Bears"], graveyard: ["Hill Giant"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(stateOf(game).turnRecord).toMatchObject({ turn: 3, toGraveyardFromPlay: [find(game, "p1", "graveyard", "Grizzly Bears")] });
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards);
    ok(restored, { kind: "cast", player: "p1", card: find(restored, "p1", "hand", "Test Shepherd"), targets: [] });
    passAll(restored);
    expect(names(restored, "p1", "hand")).toEqual(["Grizzly Bears"]);
    expect(names(restored, "p1", "graveyard").sort()).toEqual(["Hill Giant", "Shock", "Test Shepherd"]);
  });
});
