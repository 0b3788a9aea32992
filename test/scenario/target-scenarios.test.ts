/**
 * The target scenarios (test/scenario/targets/targets.scenario): the Oracle wordings of 2007 targets ("any target",
 * "target player or planeswalker") played by the 2007 rules, and the target-family cards of issue 15, proved
 * through the corpus's cards copied into test/scenario/targets/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/targets --cards test/scenario/targets/cards` does.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("targets", "every target scenario passes with its cards compiled next to the bundled set", { scenarios: ["targets.scenario"], played: "every title" }, ({ folder, reports }) => {
  expect(reports[0].scenarios.length).toBeGreaterThanOrEqual(11);
  expect(readdirSync(path.join(folder, "cards")).length).toBeGreaterThanOrEqual(5);
});
