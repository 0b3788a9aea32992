/**
 * The block-restriction scenarios (test/scenario/block-restrictions/block-restrictions.scenario): static combat
 * restrictions that describe blockers, attackers or the defending player's permanents (308.1, 309.1), proved
 * through real cards whose printed text is copied into test/scenario/block-restrictions/cards, compiled next to the
 * bundled set exactly as `cardscript test test/scenario/block-restrictions --cards
 * test/scenario/block-restrictions/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("block-restrictions", "every block-restriction scenario passes with its cards compiled next to the bundled set", { scenarios: ["block-restrictions.scenario"], compiled: "every card file", played: "every title" });
