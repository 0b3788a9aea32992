/**
 * The reach-b scenarios (test/scenario/reach-b/reach-b.scenario): sentences of Conflux, Alara Reborn and Ninth Edition
 * (test cards written as those sets print them, in test/scenario/reach-b/cards), compiled next to the bundled set
 * exactly as `cardscript test test/scenario/reach-b --cards test/scenario/reach-b/cards` does.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("reach-b", "every reach-b scenario passes with its cards compiled next to the bundled set", { scenarios: ["reach-b.scenario"], played: "every title" }, ({ folder, reports }) => {
  expect(reports[0].scenarios.length).toBeGreaterThanOrEqual(2);
  expect(readdirSync(path.join(folder, "cards")).length).toBeGreaterThanOrEqual(1);
});
