/**
 * The scenarios of the era's ability words (test/scenario/keywords-abil/keywords-abil.scenario), proved through
 * real cards (test/scenario/keywords-abil/cards, their Conflux texts copied in), compiled next to the bundled set
 * exactly as `cardscript test test/scenario/keywords-abil --cards test/scenario/keywords-abil/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("keywords-abil", "every ability-word scenario (domain) passes with its cards compiled next to the bundled set", { scenarios: ["keywords-abil.scenario"], compiled: "every card file", played: "every title" });
