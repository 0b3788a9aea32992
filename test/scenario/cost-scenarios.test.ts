/**
 * The cost scenarios (test/scenario/costs/costs.scenario): costs in words (409.1h: sacrifice, tap an untapped
 * creature, put or remove counters), {Q}, mana abilities with a choice of colour (406) and hybrid mana, proved
 * through real cards copied from the corpus into test/scenario/costs/cards, compiled next to the bundled set
 * exactly as `cardscript test test/scenario/costs --cards test/scenario/costs/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("costs", "every cost scenario passes with its cards compiled next to the bundled set", { scenarios: ["costs.scenario"], compiled: "every card file", played: 19 });
