/**
 * The cost scenarios (test/scenario/costs/costs.scenario): costs in words (409.1h: sacrifice, tap an untapped
 * creature, put or remove counters), {Q}, mana abilities with a choice of colour (406) and hybrid mana, proved
 * through real cards copied from the corpus into test/scenario/costs/cards, compiled next to the bundled set
 * exactly as `cardscript test test/scenario/costs --cards test/scenario/costs/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./costs/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-cost-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every cost scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the cost cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + readdirSync(path.join(folder, "cards")).length);
  const file = path.join(folder, "costs.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports[0].scenarios.length).toBe(16);
}, 240_000);
