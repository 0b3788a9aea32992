/**
 * The static-ability scenarios (test/scenario/statics/statics.scenario): anthems, lords, "as long as" conditions,
 * combat restrictions and the 2007 layers (418.5), proved through real cards whose printed text is copied into
 * test/scenario/statics/cards, compiled next to the bundled set exactly as `cardscript test test/scenario/statics
 * --cards test/scenario/statics/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("statics", "every static-ability scenario passes with its cards compiled next to the bundled set", { scenarios: ["statics.scenario"], compiled: "every card file", played: "every title" });
