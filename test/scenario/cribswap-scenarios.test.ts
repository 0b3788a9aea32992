/**
 * The Crib Swap and Order of Whiteclay scenarios (test/scenario/cribswap/cribswap.scenario): "Its controller puts a
 * … token into play" under the exiled creature's controller, the changeling token, and a creature card of mana value
 * 3 or less returned from your graveyard to play, proved through the corpus's cards copied into
 * test/scenario/cribswap/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/cribswap --cards test/scenario/cribswap/cards` does.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./cribswap/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-cribswap-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every Crib Swap and Order of Whiteclay scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the cribswap cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  const file = path.join(folder, "cribswap.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm) ?? [];
  expect(reports[0].scenarios.length).toBe(titles.length);
  expect(titles.length).toBeGreaterThanOrEqual(8);
  expect(readdirSync(path.join(folder, "cards")).length).toBeGreaterThanOrEqual(3);
}, 240_000);
