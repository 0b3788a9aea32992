/**
 * The copy-of-a-spell scenarios (test/scenario/copy-spell/copy-spell.scenario): 503.1 copies made by Twincast, with
 * new targets chosen or kept, through the compiled real card in test/scenario/copy-spell/cards, compiled next to
 * the bundled set exactly as `cardscript test test/scenario/copy-spell --cards test/scenario/copy-spell/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("copy-spell", "every copy-of-a-spell scenario passes with its cards compiled next to the bundled set", { scenarios: ["copy-spell.scenario"], played: "every title" });
