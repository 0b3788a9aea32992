/**
 * The scenarios of Time Spiral block's keywords (split second 502.58, buyback 502.16, fading 502.21, scry 501.9, delve 502.64, convoke 502.46) (test/scenario/time-spiral-keywords/
 * time-spiral-keywords.scenario), played with real cards in their printed words (test/scenario/time-spiral-keywords/cards),
 * compiled next to the bundled set exactly as `cardscript test test/scenario/time-spiral-keywords --cards
 * test/scenario/time-spiral-keywords/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("time-spiral-keywords", "every split second, buyback, fading, scry, delve and convoke scenario passes with its real cards compiled next to the bundled set", { scenarios: ["time-spiral-keywords.scenario"], compiled: "every card file", played: "every title" });
