/**
 * The restriction scenarios (test/scenario/restrict/restrict.scenario): "Target creature can't block this turn."
 * (Stun, copied from the corpus into test/scenario/restrict/cards), compiled next to the bundled set exactly as
 * `cardscript test test/scenario/restrict --cards test/scenario/restrict/cards` does.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("restrict", "every restriction scenario passes with its cards compiled next to the bundled set", { scenarios: ["restrict.scenario"], played: "every title" }, ({ folder, reports }) => {
  expect(reports[0].scenarios.length).toBeGreaterThanOrEqual(3);
  expect(readdirSync(path.join(folder, "cards")).length).toBeGreaterThanOrEqual(1);
});
