/**
 * The protection scenarios (test/scenario/protect/protect.scenario): protection lists (502.7), hexproof on play
 * and on resolution (413.2a), an Aura's trigger on its creature's damage with "that much", "As ~ comes into play,
 * choose a color", prevention from a source of the controller's choice (419.6a) and devour, proved through
 * compiled cards: real cards of the corpus and small test cards in test/scenario/protect/cards, compiled next to
 * the bundled set exactly as `cardscript test test/scenario/protect --cards test/scenario/protect/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("protect", "every protection, hexproof, chosen-source and devour scenario passes with its cards compiled next to the bundled set", { scenarios: ["protect.scenario"], played: "every title" });
