/**
 * The effect-vocabulary scenarios (test/scenario/effects/*.scenario), one file per sentence family, played with
 * the real cards of test/scenario/effects/cards (copied from the corpus) compiled next to the bundled set, as
 * `cardscript test test/scenario/effects --cards test/scenario/effects/cards` does.
 */
import path from "node:path";
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("effects", "every effects scenario passes with its real cards compiled next to the bundled set", { compiled: "every card file" }, ({ reports }) => {
  expect(reports.map((report) => path.basename(report.file))).toContain("zone-moves.scenario");
  for (const report of reports) expect(report.scenarios.length, report.file).toBeGreaterThan(0);
});
