/**
 * A build's cost grows with the set, not with its square (issue 20, item 4): 50,000 cards in one file used to
 * take minutes, because each ability line searched the rest of the file for the card's name. Checked without a
 * wall-time limit, which would depend on the machine and its load: the same cards parsed as one file and as files
 * of 100 cards must cost about the same (the quadratic search made the one file three times as slow at this size,
 * and ever slower beyond). The figures themselves are bench/'s.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile } from "../../grammar/index.js";
import { syntheticCards } from "../../bench/synthetic-cards.js";
import type { GenerateJob } from "../../compiler/generate.js";
import { decodeJobs, encodeJobs } from "../../compiler/workers.js";

const CARDS = 3200;
const PER_FILE = 100;

describe("one file of many cards", () => {
  it(`parses in time linear in its cards: ${CARDS} cards in one file cost about what they cost in files of ${PER_FILE}`, () => {
    const cards = syntheticCards(CARDS);
    const whole = `${cards.join("\n\n")}\n`;
    const chunks: string[] = [];
    for (let start = 0; start < cards.length; start += PER_FILE) chunks.push(`${cards.slice(start, start + PER_FILE).join("\n\n")}\n`);
    const time = (parse: () => void) => {
      const started = performance.now();
      parse();
      return performance.now() - started;
    };
    parseCardFile(chunks[0], "warm-up.card"); // the parser's first runs are slower
    // Interleaved, and the fastest of each kept: other work on the machine slows single runs, not the fastest.
    let asOneFile = Number.POSITIVE_INFINITY;
    let asChunks = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 2; run++) {
      asChunks = Math.min(asChunks, time(() => chunks.forEach((chunk, index) => parseCardFile(chunk, `part-${index}.card`))));
      asOneFile = Math.min(asOneFile, time(() => parseCardFile(whole, "set.card")));
    }
    expect(asOneFile / asChunks).toBeLessThan(2);
  });
});

describe("jobs sent to the worker threads", () => {
  it("carry each card file's text once per chunk, not once per card (a file of 50,000 cards was sent 50,000 times)", () => {
    const text = `${syntheticCards(200).join("\n\n")}\n`;
    const { ast } = parseCardFile(text, "set.card");
    const jobs: GenerateJob[] = ast.cards.map((card, index) => ({ id: `cards/${index}.ts`, sourcePath: "set.card", source: text, cards: [card], runtimeImport: "../runtime.js" }));
    const encoded = encodeJobs(jobs);
    const cardsOnly = JSON.stringify(jobs.map(({ source: _source, ...job }) => job));
    expect(encoded.length).toBeLessThan(cardsOnly.length + text.length * 1.1 + 1000);
    expect(decodeJobs(encoded)).toEqual(jobs);
  });
});
