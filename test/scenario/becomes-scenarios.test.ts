/**
 * The "becomes" scenarios (test/scenario/becomes/becomes.scenario): type, subtype, colour and P/T changes composed
 * from parts in the 2007 layers (212.1c "in addition to its other types", 418.5 layers 4, 5 and 6b), played through
 * Elvish Branchbender (its printed text) and cards written in the shapes of cards of the era, in
 * test/scenario/becomes/cards, compiled next to the bundled set exactly as `cardscript test test/scenario/becomes
 * --cards test/scenario/becomes/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("becomes", "every 'becomes' scenario passes with its cards compiled next to the bundled set", { scenarios: ["becomes.scenario"], compiled: "every card file", played: "every title" });
