/**
 * The prevention-with-a-follow-up scenarios (test/scenario/prevention-follow-up/prevention-follow-up.scenario):
 * 419 prevention from a static ability whose second sentence reads "the damage prevented this way" (Purity),
 * through compiled real cards of the corpus in test/scenario/prevention-follow-up/cards, compiled next to the
 * bundled set exactly as `cardscript test test/scenario/prevention-follow-up --cards …` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("prevention-follow-up", "every prevention-with-a-follow-up scenario passes with its cards compiled next to the bundled set", { scenarios: ["prevention-follow-up.scenario"], played: "every title" });
