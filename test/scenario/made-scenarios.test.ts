/**
 * The made-objects scenarios (test/scenario/made/made.scenario): "it", "that creature", "those creatures" after a
 * sentence that put objects into play unnamed name those objects (Giantbaiting, Incandescent Soulstoke, Gilt-Leaf
 * Ambush, Deathrender), proved through real cards of bench/corpus/ copied into test/scenario/made/cards and
 * compiled next to the bundled set, as `cardscript test test/scenario/made --cards test/scenario/made/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("made", "every made-objects scenario passes with its cards compiled next to the bundled set", { scenarios: ["made.scenario"], compiled: 6, played: 4 });
