/**
 * docs/scenarios.md teaches the scenario language by example: every example block in it must parse without a
 * diagnostic and pass, so the documentation cannot drift from the language.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runScenarioText } from "../../runner/index.js";
import { createGame } from "../../runtime/game.js";
import { referenceRegistry } from "../runtime/fixtures/reference-cards.js";

const DOC = readFileSync(new URL("../../docs/scenarios.md", import.meta.url), "utf8");
/** The fenced blocks of the document that hold scenarios. */
const examples = [...DOC.matchAll(/^```\n([\s\S]*?)^```$/gm)].map((match) => match[1]).filter((block) => /^\s*scenario "/m.test(block));

describe("docs/scenarios.md", () => {
  it("has examples", () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
  });

  for (const [index, example] of examples.entries()) {
    it(`example ${index + 1} (${/scenario "([^"]*)"/.exec(example)![1]}) parses cleanly and passes`, () => {
      const report = runScenarioText(example, `docs/scenarios.md#example-${index + 1}`, { cards: referenceRegistry, createGame: (setup) => createGame(setup) });
      expect(report.diagnostics).toEqual([]);
      expect(report.scenarios.length).toBeGreaterThan(0);
      for (const scenario of report.scenarios) expect(scenario.failure, scenario.title).toBeUndefined();
      for (const scenario of report.scenarios) expect(scenario.passed).toBe(true);
    });
  }
});
