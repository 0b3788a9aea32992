/**
 * The prevention and regeneration scenarios (test/scenario/prevention/prevention.scenario): prevention shields
 * (419.6a), regeneration shields and "can't be regenerated" (419.6b), their 419.9 ordering with a redirection, and
 * "comes into play tapped", proved through compiled cards: real cards of the corpus and small test cards in
 * test/scenario/prevention/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/prevention --cards test/scenario/prevention/cards` does.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("prevention", "every prevention and regeneration scenario passes with its cards compiled next to the bundled set", { scenarios: ["prevention.scenario"], played: "every title" }, ({ folder, reports }) => {
  expect(reports[0].scenarios.length).toBeGreaterThanOrEqual(15);
  expect(readdirSync(path.join(folder, "cards")).length).toBe(12);
});
