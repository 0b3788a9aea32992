/**
 * The keyword scenarios (test/scenario/keywords/keywords.scenario): each keyword ability of the 2007 rules and
 * Shadowmoor (fear, landwalk, double strike, shroud, wither, flash, protection from a colour) proved through
 * compiled cards: the small cards of test/scenario/keywords/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/keywords --cards test/scenario/keywords/cards` does. They live here rather than
 * in scenarios/ because the bundled suite (`npm start`, `cardscript main`) plays with the bundled set only.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./keywords/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-keyword-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every keyword scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the keyword cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + 11);
  const file = path.join(folder, "keywords.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports[0].scenarios.length).toBe(13);
}, 240_000);
