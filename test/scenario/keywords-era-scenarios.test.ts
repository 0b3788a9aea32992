/**
 * The era's evasion and protection keywords (reach, wither, flash, the four landwalks besides mountainwalk,
 * hexproof's 2007 sentence) by `expect … has` and by what each does (test/scenario/keywords-era/keywords-era.scenario),
 * through real cards (test/scenario/keywords-era/cards, their printed text copied in), compiled next to the bundled set
 * exactly as `cardscript test test/scenario/keywords-era --cards test/scenario/keywords-era/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./keywords-era/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-keywords-era-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every evasion and protection keyword scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + readdirSync(path.join(folder, "cards")).length);
  const file = path.join(folder, "keywords-era.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm)!.length;
  expect(reports[0].scenarios.length).toBe(titles);
}, 240_000);
