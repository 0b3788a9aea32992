/**
 * The scenarios of the era's keyword mechanics clash, champion and hideaway, and of the per-turn records
 * (test/scenario/keywords-b/keywords-b.scenario), proved through real cards (test/scenario/keywords-b/cards, copied
 * from the corpus), compiled next to the bundled set exactly as `cardscript test test/scenario/keywords-b --cards
 * test/scenario/keywords-b/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("keywords-b", "every clash, champion, hideaway and per-turn-record scenario passes with its cards compiled next to the bundled set", { scenarios: ["keywords-b.scenario"], compiled: "every card file", played: "every title" });
