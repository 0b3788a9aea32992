/**
 * The conditional and counting static abilities (test/scenario/static-conditions/static-conditions.scenario): "as long
 * as" conditions asked at each moment and "for each" counts recounted at each view (418.5 of 2007), proved through
 * real cards whose printed text is copied into test/scenario/static-conditions/cards, compiled next to the bundled set
 * exactly as `cardscript test test/scenario/static-conditions --cards test/scenario/static-conditions/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./static-conditions/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-static-conditions-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every static-conditions scenario passes with its cards compiled next to the bundled set", async () => {
  const cards = path.join(folder, "cards");
  const cardSet = await loadCardSet({ extra: [cards], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the static-conditions cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + readdirSync(cards).length);
  const file = path.join(folder, "static-conditions.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports[0].scenarios.length).toBe(readFileSync(file, "utf8").match(/^scenario /gm)!.length);
}, 240_000);
