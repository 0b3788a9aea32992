/**
 * The player-trigger scenarios (test/scenario/player-triggers/player-triggers.scenario): triggers on players'
 * draws, discards and spells, on each player's steps, their intervening "if" (410.11), optional costs paid on
 * resolution and the causative "you may have …", through compiled real cards of the corpus in
 * test/scenario/player-triggers/cards, compiled next to the bundled set exactly as
 * `cardscript test test/scenario/player-triggers --cards test/scenario/player-triggers/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("player-triggers", "every player-trigger scenario passes with its cards compiled next to the bundled set", { scenarios: ["player-triggers.scenario"], played: "every title" });
