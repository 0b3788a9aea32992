/**
 * The morph scenarios (502.26, 504: played face down, turned face up, "When ~ is turned face up", revealed as it
 * leaves play, a morph cost in words) (test/scenario/morph/morph.scenario), played with real cards of the era
 * (Whipcorder, Exalted Angel, Skirk Marauder, Zombie Cutthroat: test/scenario/morph/cards), compiled next to the
 * bundled set exactly as `cardscript test test/scenario/morph --cards test/scenario/morph/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("morph", "every morph scenario passes with its real cards compiled next to the bundled set", { scenarios: ["morph.scenario"], compiled: "every card file", played: "every title" });
