/**
 * The one-shot effect scenarios (test/scenario/one-shot/one-shot.scenario): spells and abilities of the corpus that
 * name several targets which must differ (409.1c: "another target", "a third target"), moving counters, and the
 * other one-shot sentences, through compiled real cards in test/scenario/one-shot/cards, compiled next to the
 * bundled set exactly as `cardscript test test/scenario/one-shot --cards test/scenario/one-shot/cards` does.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./one-shot/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-one-shot-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every one-shot scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the one-shot cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  const file = path.join(folder, "one-shot.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm) ?? [];
  expect(reports[0].scenarios.length).toBe(titles.length);
}, 240_000);
