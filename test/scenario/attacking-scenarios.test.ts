/**
 * The attacking scenarios (test/scenario/attacking/attacking.scenario): "… into play tapped and attacking" (Militia's Pride, 308.4)
 * and the requirements "~ blocks each turn if able." / "Target creature blocks this turn if able." / Hunt Down (500.3), and
 * "can block an additional creature" (High Ground, 309.2a)
 * (copied from the corpus into test/scenario/attacking/cards), compiled next to the bundled set exactly as
 * `cardscript test test/scenario/attacking --cards test/scenario/attacking/cards` does.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("attacking", "every attacking scenario passes with its cards compiled next to the bundled set", { scenarios: ["attacking.scenario"], played: "every title" }, ({ folder, reports }) => {
  expect(reports[0].scenarios.length).toBeGreaterThanOrEqual(3);
  expect(readdirSync(path.join(folder, "cards")).length).toBeGreaterThanOrEqual(1);
});
