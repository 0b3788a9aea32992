/**
 * The trigger-it scenarios (test/scenario/trigger-it/trigger-it.scenario): in a triggered ability whose trigger
 * names the card itself ("When ~ comes into play", "When you cycle ~"), "it" in the effect is the card (410),
 * proved through real cards whose printed text is copied into test/scenario/trigger-it/cards, compiled next to the
 * bundled set exactly as `cardscript test test/scenario/trigger-it --cards test/scenario/trigger-it/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./trigger-it/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-trigger-it-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every trigger-it scenario passes with its cards compiled next to the bundled set", async () => {
  const cards = path.join(folder, "cards");
  const cardSet = await loadCardSet({ extra: [cards], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the trigger-it cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + readdirSync(cards).length);
  const file = path.join(folder, "trigger-it.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports[0].scenarios.length).toBe(readFileSync(file, "utf8").match(/^scenario /gm)!.length);
}, 240_000);
