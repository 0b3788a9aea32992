/**
 * The scenarios of how and when cards are played (test/scenario/altcosts/*.scenario): delayed triggered abilities
 * (410), evoke, unearth, conspire and "When you cycle ~", proved through real cards copied from the corpus (and
 * test cards, marked as such) into test/scenario/altcosts/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/altcosts --cards test/scenario/altcosts/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./altcosts/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-altcost-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every scenario of how and when cards are played passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".scenario"))
    .sort()
    .map((name) => path.join(folder, name));
  const reports = await runScenarioFiles(files, { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports.reduce((n, report) => n + report.scenarios.length, 0)).toBeGreaterThanOrEqual(3);
}, 240_000);
