/**
 * A build's cost grows with the set, not with its square (issue 20, item 4): 50,000 cards in one file used to
 * take minutes, because each ability line searched the rest of the file for the card's name. Checked by the ratio
 * of two sizes in one process (four times the cards must cost about four times as much, far from sixteen), not by
 * a wall time, which depends on the machine and its load. The figures themselves are bench/'s.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile } from "../../grammar/index.js";
import { syntheticCards } from "../../bench/synthetic-cards.js";

/** The fastest of `runs` parses of `text`, in ms (the fastest is the least disturbed by other work). */
function fastestParse(text: string, runs: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    parseCardFile(text, "set.card");
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe("one file of many cards", () => {
  it("parses in time linear in its cards (4× the cards: well under 8× the time)", () => {
    const small = `${syntheticCards(500).join("\n\n")}\n`;
    const large = `${syntheticCards(2000).join("\n\n")}\n`;
    fastestParse(small, 1); // warm-up: the parser's first runs are slower
    const ratio = fastestParse(large, 3) / fastestParse(small, 3);
    expect(ratio).toBeLessThan(8);
  });
});
