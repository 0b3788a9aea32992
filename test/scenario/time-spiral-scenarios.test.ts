/**
 * The scenarios of the era's unbundled sets (flashback 502.23, flanking 502.3, shadow 502.17, suspend 502.62, prevention over a description 419.6a)
 * (test/scenario/time-spiral/time-spiral.scenario), proved through made-up cards (the era's real cards are measured unseen)
 * (test/scenario/time-spiral/cards), compiled next to the bundled set exactly as
 * `cardscript test test/scenario/time-spiral --cards test/scenario/time-spiral/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("time-spiral", "every flashback, flanking, shadow, suspend and described-prevention scenario passes with its cards compiled next to the bundled set", { scenarios: ["time-spiral.scenario"], compiled: "every card file", played: "every title" });
