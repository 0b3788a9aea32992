/**
 * The damage scenarios (test/scenario/damage/damage.scenario): "deals damage equal to …" counted as it is dealt,
 * "… and 3 damage to you" as separate damage events, "you may have ~ deal …", through compiled real cards of the
 * corpus in test/scenario/damage/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/damage --cards test/scenario/damage/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("damage", "every damage scenario passes with its cards compiled next to the bundled set", { scenarios: ["damage.scenario"], played: "every title" });
