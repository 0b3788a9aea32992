/**
 * The modal spells' scenarios (test/scenario/modal/*.scenario): the Alara Charms and Cryptic Command, copied from
 * the corpus into test/scenario/modal/cards, compiled next to the bundled set, as
 * `cardscript test test/scenario/modal --cards test/scenario/modal/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./modal/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-modal-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("409.1b: every modal scenario passes with the Charms and Cryptic Command compiled next to the bundled set", async () => {
  const cardFiles = readdirSync(path.join(folder, "cards")).filter((name) => name.endsWith(".card"));
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the modal cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + cardFiles.length);
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".scenario"))
    .sort()
    .map((name) => path.join(folder, name));
  expect(files.map((file) => path.basename(file))).toContain("charms.scenario");
  const reports = await runScenarioFiles(files, { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const scenarios = reports.flatMap((report) => report.scenarios.map((scenario) => scenario.title));
  for (const charm of ["Esper Charm", "Naya Charm", "Jund Charm", "Bant Charm", "Grixis Charm", "Cryptic Command"]) {
    expect(scenarios.some((name) => name.startsWith(charm)), charm).toBe(true);
  }
}, 240_000);
