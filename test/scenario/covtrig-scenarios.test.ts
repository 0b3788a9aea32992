/**
 * The scenarios of trigger events and trigger filters (test/scenario/covtrig/covtrig.scenario): delayed "at end
 * of combat" triggers, "becomes tapped / untapped", and the other triggers of issue 19, proved through real cards
 * of the corpus (test/scenario/covtrig/cards, their printed text copied in), compiled next to the bundled set
 * exactly as `cardscript test test/scenario/covtrig --cards test/scenario/covtrig/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./covtrig/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-covtrig-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every scenario of the trigger events and filters (covB) passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + readdirSync(path.join(folder, "cards")).length);
  const file = path.join(folder, "covtrig.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm)!.length;
  expect(reports[0].scenarios.length).toBe(titles);
}, 240_000);
