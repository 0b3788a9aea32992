/**
 * The attacking scenarios (test/scenario/attacking/attacking.scenario): "… into play tapped and attacking" (Militia's Pride, 308.4)
 * and the requirements "~ blocks each turn if able." / "Target creature blocks this turn if able." / Hunt Down (500.3), and
 * "can block an additional creature" (High Ground, 309.2a)
 * (copied from the corpus into test/scenario/attacking/cards), compiled next to the bundled set exactly as
 * `cardscript test test/scenario/attacking --cards test/scenario/attacking/cards` does.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./attacking/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-attacking-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every attacking scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the attacking cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  const file = path.join(folder, "attacking.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm) ?? [];
  expect(reports[0].scenarios.length).toBe(titles.length);
  expect(titles.length).toBeGreaterThanOrEqual(3);
  expect(readdirSync(path.join(folder, "cards")).length).toBeGreaterThanOrEqual(1);
}, 240_000);
