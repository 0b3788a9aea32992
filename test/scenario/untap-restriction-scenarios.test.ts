/**
 * The untap-restriction scenarios (test/scenario/untap-restriction/untap-restriction.scenario): static abilities
 * that keep a permanent from untapping during its controller's untap step (502.2), proved through real cards whose printed text is copied into test/scenario/untap-restriction/cards, compiled next to the
 * bundled set exactly as `cardscript test test/scenario/untap-restriction --cards
 * test/scenario/untap-restriction/cards` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = fileURLToPath(new URL("./untap-restriction/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-untap-restriction-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("every untap-restriction scenario passes with its cards compiled next to the bundled set", async () => {
  const cards = path.join(folder, "cards");
  const cardSet = await loadCardSet({ extra: [cards], cacheRoot: path.join(scratch, "cache") });
  if (!cardSet.ok) throw new Error(`the untap-restriction cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
  expect(cardSet.count).toBe(26 + readdirSync(cards).length);
  const file = path.join(folder, "untap-restriction.scenario");
  const reports = await runScenarioFiles([file], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  expect(hasFailures(reports), formatReport(reports, (name) => readFileSync(name, "utf8"), 0, { color: false })).toBe(false);
  expect(reports[0].scenarios.length).toBe(readFileSync(file, "utf8").match(/^scenario /gm)!.length);
}, 240_000);
