/**
 * The one-shot effect scenarios (test/scenario/one-shot/one-shot.scenario): spells and abilities of the corpus that
 * name several targets which must differ (409.1c: "another target", "a third target"), moving counters, and the
 * other one-shot sentences, through compiled real cards in test/scenario/one-shot/cards, compiled next to the
 * bundled set exactly as `cardscript test test/scenario/one-shot --cards test/scenario/one-shot/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("one-shot", "every one-shot scenario passes with its cards compiled next to the bundled set", { scenarios: ["one-shot.scenario"], played: "every title" });
