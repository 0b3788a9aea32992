/**
 * 701.20 clash triggers: "Whenever you clash" (each clashing player clashes, 701.20b; the ability triggers after the
 * clash ends, as the Lorwyn cards' reminder text says), "Whenever you clash and win" (701.20c), and "If you won, …"
 * in such an ability (the clash that triggered it), played through cards compiled from their text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { restoreGame } from "../../runtime/game.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  clash: `card "Test Clash"\n  cost {U}\n  type Sorcery\n  Clash with an opponent.\n`,
  echoes: `card "Test Echoes"\n  cost {G}\n  type Enchantment\n  Whenever you clash and win, draw a card.\n`,
  trap: `card "Test Trap"\n  cost {1}{W}\n  type Enchantment\n  Whenever you clash, you gain 1 life. If you won, you gain 2 life.\n`,
};

const folder = temporaryFolder("rules-701.20-triggers");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

/** p1 plays Test Clash with `permanents` in play on both sides, the libraries' top cards deciding the clash. */
function clash(p1Library: string[], p2Library: string[], permanents: string[]) {
  const game = table({ hand: ["Test Clash"], play: ["Island", ...permanents], library: [...p1Library, "Island", "Island"] }, { play: permanents, library: [...p2Library, "Island", "Island"] }, { cards });
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Clash"), targets: [] });
  passAll(game);
  answer(game, ["top"]);
  answer(game, ["top"]);
  passAll(game); // the clash triggers resolve, one by one (an empty stack: the game moves on to combat)
  passAll(game);
  return game;
}

describe("701.20 clash triggers", () => {
  it("701.20c: 'Whenever you clash and win' triggers for the winner only, after the clash ends", () => {
    const won = clash(["Hill Giant"], ["Forest"], ["Test Echoes"]);
    expect(names(won, "p1", "hand")).toEqual(["Hill Giant"]); // the revealed card stayed on top, then was drawn
    expect(names(won, "p2", "hand")).toEqual([]);
    const lost = clash(["Forest"], ["Hill Giant"], ["Test Echoes"]);
    // The opponent clashed too (701.20b) and won: his or her Test Echoes triggers, p1's does not.
    expect(names(lost, "p1", "hand")).toEqual([]);
    expect(names(lost, "p2", "hand")).toEqual(["Hill Giant"]);
  });

  it("701.20b: 'Whenever you clash' triggers for both clashing players; 'If you won' reads the clash that triggered it", () => {
    const game = clash(["Hill Giant"], ["Forest"], ["Test Trap"]);
    expect(game.player("p1").life).toBe(23); // clashed (1) and won (2)
    expect(game.player("p2").life).toBe(21); // clashed, lost
    const tie = clash(["Grizzly Bears"], ["Grizzly Bears"], ["Test Trap"]);
    expect([tie.player("p1").life, tie.player("p2").life]).toEqual([21, 21]); // nobody wins a tie
  });

  it("701.20: the binding's 'won' survives a snapshot of the pending trigger", () => {
    const game = table({ hand: ["Test Clash"], play: ["Island", "Test Trap"], library: ["Hill Giant", "Island"] }, { library: ["Forest", "Island"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Clash"), targets: [] });
    passAll(game);
    answer(game, ["top"]);
    answer(game, ["top"]);
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards);
    passAll(restored);
    expect(restored.player("p1").life).toBe(23);
  });
});
