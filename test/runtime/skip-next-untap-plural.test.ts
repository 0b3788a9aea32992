/**
 * "Creatures and lands target opponent controls don't untap during their next untap step." (Exhaustion, Ninth
 * Edition; "their controllers' next untap steps" as the printer writes a plural subject): each described permanent
 * skips its controller's next untap step once (turn.ts `skipUntaps`), whether it was tapped then or not. Made-up card.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, atStep, find, ok, passAll, table } from "./engine-helpers.js";

const CARDS = {
  weariness: `card "Test Weariness"\n  cost {2}{U}\n  type Sorcery\n  Creatures and lands target opponent controls don't untap during their next untap step.\n`,
};
const compiled = compiledWithReference("skip-next-untap-plural", CARDS);

describe("'don't untap during their next untap step': a plural subject", () => {
  it("checks clean and prints back in both wordings; 'their controllers' next untap steps' reads too", () => {
    const { files, diagnostics } = checkCardSources([{ file: "w.card", text: CARDS.weariness }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(CARDS.weariness);
    const controllers = CARDS.weariness.replace("their next untap step", "their controllers' next untap steps");
    const other = checkCardSources([{ file: "w.card", text: controllers }]);
    expect(other.diagnostics).toEqual([]);
    expect(printCardFile(other.files[0].ast, { wording: "2007" })).toBe(controllers);
  });

  it("the opponent's tapped creatures and lands stay tapped through one untap step, then untap", () => {
    const game = table(
      { play: ["Island", "Island", "Island"], hand: ["Test Weariness"] },
      { play: [{ card: "Grizzly Bears", tapped: true }, { card: "Forest", tapped: true }, { card: "Millstone", tapped: true }] },
      { cards: compiled.registry },
    );
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Weariness"), targets: [["p2"]] });
    passAll(game);
    const [bears, forest, mine] = [find(game, "p2", "play", "Grizzly Bears"), find(game, "p2", "play", "Forest"), find(game, "p2", "play", "Millstone")];
    advance(game, atStep("upkeep", 4));
    expect(game.object(bears)!.tapped).toBe(true);
    expect(game.object(forest)!.tapped).toBe(true);
    expect(game.object(mine)!.tapped).toBe(false); // an artifact: not described
    advance(game, atStep("upkeep", 6));
    expect(game.object(bears)!.tapped).toBe(false);
    expect(game.object(forest)!.tapped).toBe(false);
  });
});
