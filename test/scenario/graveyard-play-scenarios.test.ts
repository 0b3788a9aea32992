/**
 * The graveyard-play scenarios (test/scenario/graveyard-play/graveyard-play.scenario): "target instant or sorcery
 * card in an opponent's graveyard", played from there without paying its mana cost (Memory Plunder), proved
 * through the corpus card copied into test/scenario/graveyard-play/cards and compiled next to the bundled set, as
 * `cardscript test test/scenario/graveyard-play --cards test/scenario/graveyard-play/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("graveyard-play", "every graveyard-play scenario passes with its cards compiled next to the bundled set", { scenarios: ["graveyard-play.scenario"], compiled: 1, played: 2 });
