/**
 * The Aura and Equipment scenarios (test/scenario/attachments/attachments.scenario): real cards of the corpus
 * (test/scenario/attachments/cards, printed wording) compiled next to the bundled set exactly as `cardscript test
 * test/scenario/attachments --cards test/scenario/attachments/cards` does: Enchant as targeting, the enchanted and
 * equipped creature's bonuses and restrictions, Equip at sorcery speed, 420.5d and 420.5.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./attachments/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-attachment-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every Aura and Equipment scenario passes with its cards compiled next to the bundled set", async () => {
  const cardSet = await loadCardSet({ extra: [path.join(folder, "cards")], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the attachment cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + readdirSync(path.join(folder, "cards")).length);
  const file = path.join(folder, "attachments.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports[0].scenarios.length).toBe(11);
}, 240_000);
