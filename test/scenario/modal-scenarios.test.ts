/**
 * The modal spells' scenarios (test/scenario/modal/*.scenario): the Alara Charms and Cryptic Command, copied from
 * the corpus into test/scenario/modal/cards, compiled next to the bundled set, as
 * `cardscript test test/scenario/modal --cards test/scenario/modal/cards` does.
 */
import path from "node:path";
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("modal", "409.1b: every modal scenario passes with the Charms and Cryptic Command compiled next to the bundled set", { compiled: "every card file" }, ({ reports }) => {
  expect(reports.map((report) => path.basename(report.file))).toContain("charms.scenario");
  const scenarios = reports.flatMap((report) => report.scenarios.map((scenario) => scenario.title));
  for (const charm of ["Esper Charm", "Naya Charm", "Jund Charm", "Bant Charm", "Grixis Charm", "Cryptic Command"]) {
    expect(scenarios.some((name) => name.startsWith(charm)), charm).toBe(true);
  }
});
