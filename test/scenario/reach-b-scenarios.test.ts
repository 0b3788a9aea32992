/**
 * The reach-b scenarios (test/scenario/reach-b/reach-b.scenario): sentences of Conflux, Alara Reborn and Ninth Edition
 * (test cards written as those sets print them, in test/scenario/reach-b/cards), compiled next to the bundled set
 * exactly as `cardscript test test/scenario/reach-b --cards test/scenario/reach-b/cards` does.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./reach-b/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-reach-b-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every reach-b scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the reach-b cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  const file = path.join(folder, "reach-b.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm) ?? [];
  expect(reports[0].scenarios.length).toBe(titles.length);
  expect(titles.length).toBeGreaterThanOrEqual(2);
  expect(readdirSync(path.join(folder, "cards")).length).toBeGreaterThanOrEqual(1);
}, 240_000);
