/**
 * Stale work is cancelled: an analysis stops at its next slice once a newer edit has arrived, the work it did is
 * kept for the next one (its parsed blocks stay cached), and the answer always belongs to the latest text.
 * The server runs in-process here, with a stand-in connection, so that the order of events is exact.
 */
import { describe, expect, it } from "vitest";
import type { Connection } from "vscode-languageserver/node.js";
import { CardscriptServer } from "../../lsp/server.js";
import { createGrammarCore } from "../../lsp/grammar-core.js";

function standInConnection(published: { uri: string; version?: number; count: number }[]): Connection {
  return {
    console: { log() {} },
    sendDiagnostics: async (params: { uri: string; version?: number; diagnostics: unknown[] }) => {
      published.push({ uri: params.uri, version: params.version, count: params.diagnostics.length });
    },
    client: { register: async () => ({}) },
  } as unknown as Connection;
}

const bears = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `card "${prefix} ${index.toString(26).replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)])}"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n`).join("\n");

describe("cancelling stale work", () => {
  it("abandons the analysis of text that a newer edit replaced, keeping what it parsed", async () => {
    const published: { uri: string; version?: number; count: number }[] = [];
    const server = new CardscriptServer(standInConnection(published), createGrammarCore());
    const uri = "file:///workspace/big.card";
    server.didOpen(uri, "cardscript", 1, bears(1500, "Bear"));
    const entry = server.index.get(uri)!;
    // Start the analysis of version 1 (it runs until its first slice ends), then edit before it can go on.
    const first = server.cardAnalysis(entry);
    const parsedBeforeEdit = entry.cache.parsedCount;
    expect(parsedBeforeEdit).toBeGreaterThan(0);
    expect(parsedBeforeEdit).toBeLessThan(1500);
    // Rename the last card (a block the first analysis had not reached).
    const lastHeader = 1499 * 5;
    server.didChange(uri, 2, [{ range: { start: { line: lastHeader, character: 6 }, end: { line: lastHeader, character: 10 } }, text: "Wolf" }]);
    expect(await first).toBeUndefined();

    const second = await server.cardAnalysis(entry);
    expect(second?.version).toBe(entry.stamp);
    const cards = second!.blocks.flatMap((block) => block.parsed.ast.cards);
    expect(cards).toHaveLength(1500);
    expect(cards[1499].name.startsWith("Wolf ")).toBe(true);
    // Every block was parsed exactly once: what the abandoned analysis parsed was kept, not done again.
    expect(entry.cache.parsedCount).toBe(1500);
  }, 60_000);

  it("checks once for a burst of edits that arrive together, and publishes that last version only", async () => {
    const published: { uri: string; version?: number; count: number }[] = [];
    const server = new CardscriptServer(standInConnection(published), createGrammarCore());
    const uri = "file:///workspace/small.card";
    server.didOpen(uri, "cardscript", 1, bears(3, "Bear"));
    for (let version = 2; version <= 6; version++) {
      server.didChange(uri, version, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: "" }]);
    }
    server.didChange(uri, 7, [{ range: { start: { line: 1, character: 7 }, end: { line: 1, character: 8 } }, text: "Q" }]);
    // Wait for the first publish (however slow the machine), then look at everything published so far.
    while (!published.some((entry) => entry.uri === uri)) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.cardAnalysis(server.index.get(uri)!);
    const forUri = published.filter((entry) => entry.uri === uri);
    expect(forUri.map((entry) => entry.version)).toEqual([7]);
    expect(forUri[0].count).toBeGreaterThan(0);
  });
});
