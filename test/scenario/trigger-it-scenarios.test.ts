/**
 * The trigger-it scenarios (test/scenario/trigger-it/trigger-it.scenario): in a triggered ability whose trigger
 * names the card itself ("When ~ comes into play", "When you cycle ~"), "it" in the effect is the card (410),
 * proved through real cards whose printed text is copied into test/scenario/trigger-it/cards, compiled next to the
 * bundled set exactly as `cardscript test test/scenario/trigger-it --cards test/scenario/trigger-it/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("trigger-it", "every trigger-it scenario passes with its cards compiled next to the bundled set", { scenarios: ["trigger-it.scenario"], compiled: "every card file", played: "every title" });
