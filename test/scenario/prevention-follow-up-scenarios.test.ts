/**
 * The prevention-with-a-follow-up scenarios (test/scenario/prevention-follow-up/prevention-follow-up.scenario):
 * 419 prevention from a static ability whose second sentence reads "the damage prevented this way" (Purity),
 * through compiled real cards of the corpus in test/scenario/prevention-follow-up/cards, compiled next to the
 * bundled set exactly as `cardscript test test/scenario/prevention-follow-up --cards …` does.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./prevention-follow-up/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-prevention-follow-up-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every prevention-with-a-follow-up scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the prevention-with-a-follow-up cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  const file = path.join(folder, "prevention-follow-up.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm) ?? [];
  expect(reports[0].scenarios.length).toBe(titles.length);
}, 240_000);
