/**
 * The scenarios of the era's keywords that change how or from where a card is played (typecycling, retrace, cascade, prowl)
 * (test/scenario/keywords-cast/keywords-cast.scenario), proved through real cards of the sets measured unseen
 * (test/scenario/keywords-cast/cards, their printed text copied in), compiled next to the bundled set exactly as
 * `cardscript test test/scenario/keywords-cast --cards test/scenario/keywords-cast/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("keywords-cast", "every typecycling, retrace, cascade and prowl scenario passes with its cards compiled next to the bundled set", { scenarios: ["keywords-cast.scenario"], compiled: "every card file", played: "every title" });
