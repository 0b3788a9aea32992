/**
 * The layer-system scenarios (test/scenario/layers2/layers2.scenario): lands that become creatures, "become X/X",
 * copies (Clone) and "artifact creatures" in the 2007 layers (418.5), proved through real cards whose printed text is copied into
 * test/scenario/layers2/cards, compiled next to the bundled set exactly as `cardscript test test/scenario/layers2
 * --cards test/scenario/layers2/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("layers2", "every layer-system scenario passes with its cards compiled next to the bundled set", { scenarios: ["layers2.scenario"], compiled: "every card file", played: "every title" });
