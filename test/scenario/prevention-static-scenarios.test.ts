/**
 * The static prevention and redirection scenarios (test/scenario/prevention-static/prevention-static.scenario):
 * 419.6a prevention from static abilities (Cho-Manno, Heart of Light, Dolmen Gate) and 419 redirection to the
 * enchanted creature (Pariah), through compiled real cards of the corpus in test/scenario/prevention-static/cards,
 * compiled next to the bundled set exactly as `cardscript test test/scenario/prevention-static --cards …` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("prevention-static", "every static prevention and redirection scenario passes with its cards compiled next to the bundled set", { scenarios: ["prevention-static.scenario"], played: "every title" });
