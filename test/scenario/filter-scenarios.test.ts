/**
 * The filter scenarios (test/scenario/filters/filters.scenario): object filters composed from parts (tapped,
 * attacking or blocking, nonwhite, non-Elf, power 2 or less) and "target opponent", proved through real cards of
 * bench/corpus/ copied into test/scenario/filters/cards and compiled next to the bundled set, exactly as
 * `cardscript test test/scenario/filters --cards test/scenario/filters/cards` does.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./filters/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-filter-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every filter scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the filter cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + 9);
  const file = path.join(folder, "filters.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports[0].scenarios.length).toBe(8);
}, 240_000);
