/**
 * The Oracle-parity scenarios (test/scenario/covE/*.scenario): "Add {C}", "Sacrifice ~: It deals …", "they lose 2
 * life", the flicker "Remove target creature from the game. Return that card to play … at end of turn." (217.1c),
 * Deus of Calamity's "destroy target land that player controls" (a trigger's player in a target's description),
 * Feral Hydra's "comes into play with X +1/+1 counters on it" (the X it was played with),
 * through cards of bench/corpus/ in either wording, copied into test/scenario/covE/cards and compiled next to the
 * bundled set, exactly as `cardscript test test/scenario/covE --cards test/scenario/covE/cards` does.
 */
import { expect } from "vitest";
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("covE", "every Oracle-parity scenario passes with its cards compiled next to the bundled set", { compiled: "every card file" }, ({ reports }) => {
  expect(reports.reduce((sum, report) => sum + report.scenarios.length, 0)).toBeGreaterThanOrEqual(5);
});
