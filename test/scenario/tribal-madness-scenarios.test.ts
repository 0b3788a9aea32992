/**
 * The scenarios of choosing a creature type (413.2c), madness (502.24) and "if you've played another blue spell this
 * turn" (test/scenario/tribal-madness/tribal-madness.scenario), proved through made-up cards (the era's real cards
 * are measured unseen) (test/scenario/tribal-madness/cards), compiled next to the bundled set exactly as
 * `cardscript test test/scenario/tribal-madness --cards test/scenario/tribal-madness/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./tribal-madness/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-tribal-madness-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every creature-type, madness and spells-this-turn scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + readdirSync(path.join(folder, "cards")).length);
  const file = path.join(folder, "tribal-madness.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm)!.length;
  expect(reports[0].scenarios.length).toBe(titles);
}, 240_000);
