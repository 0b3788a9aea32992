/**
 * The prevention and regeneration scenarios (test/scenario/prevention/prevention.scenario): prevention shields
 * (419.6a), regeneration shields and "can't be regenerated" (419.6b), their 419.9 ordering with a redirection, and
 * "comes into play tapped", proved through compiled cards: real cards of the corpus and small test cards in
 * test/scenario/prevention/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/prevention --cards test/scenario/prevention/cards` does.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./prevention/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-prevention-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every prevention and regeneration scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the prevention cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  const file = path.join(folder, "prevention.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm) ?? [];
  expect(reports[0].scenarios.length).toBe(titles.length);
  expect(titles.length).toBeGreaterThanOrEqual(15);
  expect(readdirSync(path.join(folder, "cards")).length).toBe(12);
}, 240_000);
