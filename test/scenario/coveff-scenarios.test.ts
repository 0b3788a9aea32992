/**
 * The effect-verb and object-filter scenarios (test/scenario/coveff/*.scenario): filters whose noun is a list of
 * subtypes, "that land's controller", tap-or-untap and the other verbs they add, proved through real cards of
 * bench/corpus/ copied into test/scenario/coveff/cards and compiled next to the bundled set, exactly as
 * `cardscript test test/scenario/coveff --cards test/scenario/coveff/cards` does.
 */
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("coveff", "every effect and filter scenario passes with its cards compiled next to the bundled set", { compiled: "every card file" }, ({ reports }) => {
  expect(reports.reduce((sum, report) => sum + report.scenarios.length, 0)).toBeGreaterThanOrEqual(5);
});
