/**
 * The copy-of-a-spell scenarios (test/scenario/copy-spell/copy-spell.scenario): 503.1 copies made by Twincast, with
 * new targets chosen or kept, through the compiled real card in test/scenario/copy-spell/cards, compiled next to
 * the bundled set exactly as `cardscript test test/scenario/copy-spell --cards test/scenario/copy-spell/cards` does.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./copy-spell/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-copy-spell-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every copy-of-a-spell scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the copy-spell cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  const file = path.join(folder, "copy-spell.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm) ?? [];
  expect(reports[0].scenarios.length).toBe(titles.length);
}, 240_000);
