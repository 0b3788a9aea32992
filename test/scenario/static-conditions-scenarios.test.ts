/**
 * The conditional and counting static abilities (test/scenario/static-conditions/static-conditions.scenario): "as long
 * as" conditions asked at each moment and "for each" counts recounted at each view (418.5 of 2007), proved through
 * real cards whose printed text is copied into test/scenario/static-conditions/cards, compiled next to the bundled set
 * exactly as `cardscript test test/scenario/static-conditions --cards test/scenario/static-conditions/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("static-conditions", "every static-conditions scenario passes with its cards compiled next to the bundled set", { scenarios: ["static-conditions.scenario"], compiled: "every card file", played: "every title" });
