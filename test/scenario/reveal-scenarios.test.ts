/**
 * The reveal scenarios (test/scenario/reveal/reveal.scenario): hands revealed or looked at and a card chosen from
 * them (Distress, Thrull Surgeon, Ghastlord of Fugue), searches that reveal the card found (Wanderer's Twig, Civic
 * Wayfinder, Kithkin Harbinger) and "Target player shuffles his or her library" (Boggart Forager), proved through
 * the corpus's cards copied into test/scenario/reveal/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/reveal --cards test/scenario/reveal/cards` does.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./reveal/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-reveal-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every reveal scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the reveal cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  const file = path.join(folder, "reveal.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  const titles = readFileSync(file, "utf8").match(/^scenario /gm) ?? [];
  expect(reports[0].scenarios.length).toBe(titles.length);
  expect(titles.length).toBeGreaterThanOrEqual(14);
  expect(readdirSync(path.join(folder, "cards")).length).toBeGreaterThanOrEqual(9);
}, 240_000);
