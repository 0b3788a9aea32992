/**
 * The protection scenarios (test/scenario/protect/protect.scenario): protection lists (502.7), hexproof on play
 * and on resolution (413.2a), an Aura's trigger on its creature's damage with "that much", "As ~ comes into play,
 * choose a color", prevention from a source of the controller's choice (419.6a) and devour, proved through
 * compiled cards: real cards of the corpus and small test cards in test/scenario/protect/cards, compiled next to
 * the bundled set exactly as `cardscript test test/scenario/protect --cards test/scenario/protect/cards` does.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./protect/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-protect-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every protection, hexproof, chosen-source and devour scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the protect cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  const file = path.join(folder, "protect.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm) ?? [];
  expect(reports[0].scenarios.length).toBe(titles.length);
}, 240_000);
