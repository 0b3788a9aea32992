import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CardLineParser, cardLineParser } from "../../grammar/parser.js";
import { parseCardFile } from "../../grammar/parse.js";

// The parser analyses each decision (an OR, OPTION, MANY …) the first time it reaches it (grammar/chevrotain.ts,
// LazyLookaheadStrategy). A grammar change can make one decision's LL(k) analysis explode (one once took 145 s):
// with lazy analysis that would surface only when a user's card reaches it, so this test analyses them all, as
// the production parser is built (validations off), and bounds its CPU time generously (about 1.5 s today; CPU
// time, not wall time, so that a loaded machine does not fail it).
const BOUND_MS = 15_000;

describe("constructing the card parser", () => {
  it("analyses every decision of the grammar within a generous bound", () => {
    const started = process.cpuUsage();
    const parser = new CardLineParser();
    const analysed = parser.analyseAllDecisions();
    const used = process.cpuUsage(started);
    const elapsed = (used.user + used.system) / 1000;
    expect(analysed).toBeGreaterThan(100);
    expect(elapsed, `building the parser and analysing its ${analysed} decisions took ${elapsed.toFixed(0)} ms of CPU`).toBeLessThan(BOUND_MS);
    // Every decision is analysed once: none is left.
    expect(parser.analyseAllDecisions()).toBe(0);
  });

  it("analyses only the decisions the cards reach, and parses them as the fully analysed parser does", () => {
    // The parser parseCardFile uses (this file's own: vitest gives each test file fresh modules).
    const lazy = cardLineParser();
    const total = countPending(lazy);
    const folder = fileURLToPath(new URL("../../cards/", import.meta.url));
    const cards = readdirSync(folder).filter((name) => name.endsWith(".card")).sort().map((name) => readFileSync(path.join(folder, name), "utf8"));
    expect(cards.length).toBeGreaterThan(10);
    const parseAll = () => JSON.stringify(cards.map((text, index) => parseCardFile(text, `${index}.card`)));
    const lazily = parseAll();
    const reached = total - countPending(lazy);
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThan(total);
    expect(lazy.analyseAllDecisions()).toBe(total - reached);
    expect(parseAll()).toBe(lazily);
  });
});

function countPending(parser: CardLineParser): number {
  return (parser as unknown as { lookahead: { pending: Set<unknown> } }).lookahead.pending.size;
}
