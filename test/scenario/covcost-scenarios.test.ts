/**
 * The scenarios of the additional costs to play a spell, activation restrictions and permissions, and triggers on
 * one object's zone changes and combat states (test/scenario/covcost/covcost.scenario), proved through real cards
 * of the corpus (test/scenario/covcost/cards, their printed text copied in), compiled next to the bundled set
 * exactly as `cardscript test test/scenario/covcost --cards test/scenario/covcost/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("covcost", "every scenario of the additional costs, activation restrictions and one-object triggers passes with its cards compiled next to the bundled set", { scenarios: ["covcost.scenario"], compiled: "every card file", played: "every title" });
