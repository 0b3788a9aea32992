/**
 * The effect-vocabulary scenarios (test/scenario/effects/*.scenario), one file per sentence family, played with
 * the real cards of test/scenario/effects/cards (copied from the corpus) compiled next to the bundled set, as
 * `cardscript test test/scenario/effects --cards test/scenario/effects/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./effects/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-effects-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every effects scenario passes with its real cards compiled next to the bundled set", async () => {
  const cardFiles = readdirSync(path.join(folder, "cards")).filter((name) => name.endsWith(".card"));
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the effects cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + cardFiles.length);
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".scenario"))
    .sort()
    .map((name) => path.join(folder, name));
  expect(files.map((file) => path.basename(file))).toContain("zone-moves.scenario");
  const reports = await runScenarioFiles(files, { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  for (const report of reports) expect(report.scenarios.length, report.file).toBeGreaterThan(0);
}, 240_000);
