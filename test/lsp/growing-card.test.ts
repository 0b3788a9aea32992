/**
 * A card that grows by many unknown lines, one edit at a time (issue 20, item 7): past the diagnostic cap the
 * parser counts problems without wording them, and the server parses such a card once per edit (the count of
 * problems not shown names no line). The published diagnostics stay exactly those of `cardscript check`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { TestClient, uriOf } from "./client.js";

let client: TestClient;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "cardscript-lsp-grow-"));
  client = TestClient.start();
  await client.initialize(folder);
}, 30_000);

afterAll(async () => {
  if (client) expect(await client.stop(), client.stderr).toBe(0);
  rmSync(folder, { recursive: true, force: true });
}, 30_000);

it("publishes the diagnostics of cardscript check, problems past the cap counted, while a card grows by 180 unknown lines", async () => {
  const file = path.join(folder, "grow.card");
  const uri = uriOf(file);
  let text = `card "Serra Angel"\n  cost {3}{W}{W}\n  type Creature — Angel\n  4/4\n  Flying, vigilance\n`;
  await client.open(uri, text, 1);
  let version = 1;
  for (let line = 5; line < 5 + 180; line++) {
    // Mistakes of every kind the cap has to count: unknown sentences, later sentences, keyword typos.
    const added = line % 3 === 0 ? `  frobnicate widget ${line}. Draw a card. Gain 3 lif.\n` : line % 3 === 1 ? "  Flyng, vigilanse\n" : `  {T}: Add {G}. Frob ${line}.\n`;
    text += added;
    await client.change(uri, ++version, [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: added }]);
  }
  const published = await client.diagnostics(uri, (p) => p.version === version);
  const expected = checkCardSources([{ file, text }]).diagnostics;
  expect(published.diagnostics.map((d) => [d.code, d.message, d.range.start.line + 1, d.range.start.character + 1])).toEqual(
    expected.map((d) => [d.code, d.message, d.range.start.line, d.range.start.column]),
  );
  expect(published.diagnostics.at(-1)?.message).toMatch(/^\d+ more problem\(s\) in this file are not shown/);
}, 60_000);
