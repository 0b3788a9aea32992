/**
 * The escape-hatch examples (examples/escape-hatch/, docs/language.md "Escape hatch"): the cards compile next to
 * the bundled set and every scenario of the example passes: a replacement effect in code ordered with Doubling
 * Season by 419.9 (both orders, different results), a trigger condition in code, an anthem in code in the layers.
 * The same scenarios fail when the blocks are taken out, so they show the blocks at work.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";
import { createRegistry } from "../../runtime/definition.js";

const example = fileURLToPath(new URL("../../examples/escape-hatch/", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-escape-hatch-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the escape-hatch example", () => {
  it("plays each example card as its text says, and fails without the blocks", async () => {
    const cardSet = await loadCardSet({ extra: [path.join(example, "cards")], cacheRoot: path.join(scratch, "cache") });
    if (!cardSet.ok) throw new Error(`did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
    expect(cardSet.count).toBe(30);
    const scenarioFile = path.join(example, "escape-hatch.scenario");
    const reports = await runScenarioFiles([scenarioFile], { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
    expect(hasFailures(reports), formatReport(reports, (file) => readFileSync(file, "utf8"), 0, { color: false })).toBe(false);
    expect(reports[0].scenarios.length).toBe(9);

    // Without the blocks' abilities (the engine's lookup would use them), the scenarios about them fail.
    const blockless = createRegistry(
      cardSet.cards.all().map((card) => (["Swarming Season", "Soul Warden", "Glorious Anthem"].includes(card.name) ? { ...card, abilities: [] } : card)),
    );
    const without = await runScenarioFiles([scenarioFile], { cards: blockless, createGame: (setup) => createGame(setup) });
    const failed = without[0].scenarios.filter((scenario) => !scenario.passed).map((scenario) => scenario.title);
    expect(failed).toEqual([
      "419.9 with a block: Alice applies Doubling Season first: one Beast becomes two, then three",
      "419.9 with a block: Alice applies Swarming Season first: one Beast becomes two, then four",
      "A trigger in code: Soul Warden triggers on another creature coming into play, not on a land",
      "A trigger in code: Soul Warden does not see itself, and sees the opponent's creatures too",
      "An anthem in code: Alice's creatures get +1/+1, Bob's do not, a creature coming later does too",
      "An anthem in code ends when the Anthem leaves play: a damaged 3/3 Bears becomes a 2/2 and dies (420.5c)",
    ]);
  }, 120_000);
});
