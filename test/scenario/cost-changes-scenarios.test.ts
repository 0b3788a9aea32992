/**
 * The cost-change scenarios (test/scenario/cost-changes/cost-changes.scenario): static abilities that change what
 * spells cost (409.1f), proved through real cards whose printed text is copied into test/scenario/cost-changes/cards,
 * compiled next to the bundled set exactly as `cardscript test test/scenario/cost-changes --cards
 * test/scenario/cost-changes/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("cost-changes", "every cost-change scenario passes with its cards compiled next to the bundled set", { scenarios: ["cost-changes.scenario"], compiled: "every card file", played: "every title" });
