/**
 * The amount scenarios (test/scenario/amounts/amounts.scenario): amounts counted as effects happen ("for each Elf
 * you control", "for each +1/+1 counter on ~", "where X is that creature's power"), counters put and removed,
 * tokens, a life total doubled, proved through real cards of bench/corpus/ copied into
 * test/scenario/amounts/cards and compiled next to the bundled set, exactly as
 * `cardscript test test/scenario/amounts --cards test/scenario/amounts/cards` does.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./amounts/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-amount-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every amount scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the amount cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + 14);
  const file = path.join(folder, "amounts.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports[0].scenarios.length).toBe(12);
}, 240_000);
