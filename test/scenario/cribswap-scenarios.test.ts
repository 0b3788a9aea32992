/**
 * The Crib Swap and Order of Whiteclay scenarios (test/scenario/cribswap/cribswap.scenario): "Its controller puts a
 * … token into play" under the exiled creature's controller, the changeling token, and a creature card of mana value
 * 3 or less returned from your graveyard to play, proved through the corpus's cards copied into
 * test/scenario/cribswap/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/cribswap --cards test/scenario/cribswap/cards` does.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("cribswap", "every Crib Swap and Order of Whiteclay scenario passes with its cards compiled next to the bundled set", { scenarios: ["cribswap.scenario"], played: "every title" }, ({ folder, reports }) => {
  expect(reports[0].scenarios.length).toBeGreaterThanOrEqual(8);
  expect(readdirSync(path.join(folder, "cards")).length).toBeGreaterThanOrEqual(3);
});
