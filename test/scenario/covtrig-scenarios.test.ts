/**
 * The scenarios of trigger events and trigger filters (test/scenario/covtrig/covtrig.scenario): delayed "at end
 * of combat" triggers, "becomes tapped / untapped", and the other triggers of issue 19, proved through real cards
 * of the corpus (test/scenario/covtrig/cards, their printed text copied in), compiled next to the bundled set
 * exactly as `cardscript test test/scenario/covtrig --cards test/scenario/covtrig/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("covtrig", "every scenario of the trigger events and filters (covB) passes with its cards compiled next to the bundled set", { scenarios: ["covtrig.scenario"], compiled: "every card file", played: "every title" });
