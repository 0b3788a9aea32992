/**
 * The Oracle-parity scenarios (test/scenario/covE/*.scenario): "Add {C}", "Sacrifice ~: It deals …", "they lose 2
 * life", the flicker "Remove target creature from the game. Return that card to play … at end of turn." (217.1c),
 * Deus of Calamity's "destroy target land that player controls" (a trigger's player in a target's description),
 * Feral Hydra's "comes into play with X +1/+1 counters on it" (the X it was played with),
 * through cards of bench/corpus/ in either wording, copied into test/scenario/covE/cards and compiled next to the
 * bundled set, exactly as `cardscript test test/scenario/covE --cards test/scenario/covE/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./covE/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-covE-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every Oracle-parity scenario passes with its cards compiled next to the bundled set", async () => {
  const cardFiles = readdirSync(path.join(folder, "cards")).filter((name) => name.endsWith(".card"));
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + cardFiles.length);
  const files = readdirSync(folder).filter((name) => name.endsWith(".scenario")).map((name) => path.join(folder, name));
  const reports = await runScenarioFiles(files, { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports.reduce((sum, report) => sum + report.scenarios.length, 0)).toBeGreaterThanOrEqual(5);
}, 240_000);
