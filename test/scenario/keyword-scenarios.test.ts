/**
 * The keyword scenarios (test/scenario/keywords/keywords.scenario): each keyword ability of the 2007 rules and
 * Shadowmoor (fear, landwalk, double strike, shroud, wither, flash, protection from a colour) proved through
 * compiled cards: the small cards of test/scenario/keywords/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/keywords --cards test/scenario/keywords/cards` does. They live here rather than
 * in scenarios/ because the bundled suite (`npm start`, `cardscript main`) plays with the bundled set only.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("keywords", "every keyword scenario passes with its cards compiled next to the bundled set", { scenarios: ["keywords.scenario"], compiled: 11, played: 13 });
