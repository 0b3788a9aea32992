/**
 * The Aura and Equipment scenarios (test/scenario/attachments/attachments.scenario): real cards of the corpus
 * (test/scenario/attachments/cards, printed wording) compiled next to the bundled set exactly as `cardscript test
 * test/scenario/attachments --cards test/scenario/attachments/cards` does: Enchant as targeting, the enchanted and
 * equipped creature's bonuses and restrictions, Equip at sorcery speed, 420.5d and 420.5.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("attachments", "every Aura and Equipment scenario passes with its cards compiled next to the bundled set", { scenarios: ["attachments.scenario"], compiled: "every card file", played: 11 });
