/**
 * "Reinforce X—{X}{W}{W}" (Morningtide's Swell of Courage): the ability "{X}{W}{W}, Discard this card: Put X +1/+1
 * counters on target creature.", played from the hand; X is announced as it is played (409.1b) and paid in its
 * cost. Made-up card.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";

const SWELL = `card "Test Swell"\n  cost {3}{W}{W}\n  type Instant\n  Creatures you control get +2/+2 until end of turn.\n  Reinforce X—{X}{W}{W}\n`;
const compiled = compiledWithReference("reinforce-x", { swell: SWELL });

describe("reinforce X", () => {
  it("checks clean and prints back in both wordings; 'Reinforce X' without {X} in its cost is an error with the fix", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: SWELL }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(SWELL);
    const bad = checkCardSources([{ file: "b.card", text: SWELL.replace("{X}{W}{W}\n", "{W}{W}\n") }]).diagnostics;
    expect(bad.map((d) => [d.code, d.range.start.line])).toEqual([["CS1035", 5]]);
    expect(bad[0].message).toContain("Reinforce X—{X}{W}{W}");
  });

  it("X announced as it is played: {2}{W}{W} and the card discarded put two +1/+1 counters on the target", () => {
    const game = table({ hand: ["Test Swell"], play: ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"] }, {}, { cards: compiled.registry });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "hand", "Test Swell"), ability: 0, x: 2, targets: [[bears]] });
    expect(names(game, "p1", "graveyard")).toEqual(["Test Swell"]);
    passAll(game);
    expect(game.object(bears)!.counters["+1/+1"]).toBe(2);
  });
});
