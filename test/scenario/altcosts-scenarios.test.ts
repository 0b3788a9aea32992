/**
 * The scenarios of how and when cards are played (test/scenario/altcosts/*.scenario): delayed triggered abilities
 * (410), evoke, unearth, conspire and "When you cycle ~", proved through real cards copied from the corpus (and
 * test cards, marked as such) into test/scenario/altcosts/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/altcosts --cards test/scenario/altcosts/cards` does.
 */
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("altcosts", "every scenario of how and when cards are played passes with its cards compiled next to the bundled set", {}, ({ reports }) => {
  expect(reports.reduce((n, report) => n + report.scenarios.length, 0)).toBeGreaterThanOrEqual(3);
});
