/**
 * Kinship (Morningtide): "you may look at the top card of your library. If it shares a creature type with ~, you
 * may reveal it. If you do, …" (test/scenario/kinship/kinship.scenario), proved through real cards of a set measured
 * unseen (test/scenario/kinship/cards, their printed text copied in), compiled next to the bundled set exactly as
 * `cardscript test test/scenario/kinship --cards test/scenario/kinship/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("kinship", "every kinship scenario passes with its cards compiled next to the bundled set", { scenarios: ["kinship.scenario"], compiled: "every card file", played: "every title" });
