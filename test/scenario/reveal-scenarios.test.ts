/**
 * The reveal scenarios (test/scenario/reveal/reveal.scenario): hands revealed or looked at and a card chosen from
 * them (Distress, Thrull Surgeon, Ghastlord of Fugue), searches that reveal the card found (Wanderer's Twig, Civic
 * Wayfinder, Kithkin Harbinger) and "Target player shuffles his or her library" (Boggart Forager), proved through
 * the corpus's cards copied into test/scenario/reveal/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/reveal --cards test/scenario/reveal/cards` does.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("reveal", "every reveal scenario passes with its cards compiled next to the bundled set", { scenarios: ["reveal.scenario"], played: "every title" }, ({ folder, reports }) => {
  expect(reports[0].scenarios.length).toBeGreaterThanOrEqual(14);
  expect(readdirSync(path.join(folder, "cards")).length).toBeGreaterThanOrEqual(9);
});
