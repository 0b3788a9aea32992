/**
 * The granted mana ability scenarios (test/scenario/granted-mana/granted-mana.scenario): 418.5a (2007), mana
 * abilities granted in quotes by static abilities (Gemhide Sliver, Basal Sliver, Joiner Adept) played as the
 * permanent's own, without the stack (406), proved through the real cards copied from the corpus into
 * test/scenario/granted-mana/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/granted-mana --cards test/scenario/granted-mana/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("granted-mana", "418.5a: every granted mana ability scenario passes with its cards compiled next to the bundled set", { scenarios: ["granted-mana.scenario"], compiled: "every card file", played: 3 });
