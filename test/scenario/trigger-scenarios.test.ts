/**
 * The trigger scenarios (test/scenario/triggers/triggers.scenario): triggered abilities on game events through the
 * event bus (runtime/events.ts, 2007 rule 410), the trigger families' sentences and the triggered keywords of
 * their time (exalted, persist, 2007 lifelink and deathtouch), played with real cards copied from bench/corpus and
 * small cards written for them (test/scenario/triggers/cards), compiled next to the bundled set exactly as
 * `cardscript test test/scenario/triggers --cards test/scenario/triggers/cards` does.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./triggers/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-trigger-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every trigger scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the trigger cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + 20);
  const file = path.join(folder, "triggers.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports[0].scenarios.length).toBe(26);
}, 240_000);
