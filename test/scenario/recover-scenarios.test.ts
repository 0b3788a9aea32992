/**
 * The scenarios of recover (Coldsnap; 2007 rules 502.55a: test/scenario/recover/*.scenario): a triggered ability of
 * the card in its owner's graveyard when a creature is put there from play, paid to return the card to its owner's
 * hand or else removing it from the game, through real Coldsnap cards copied into test/scenario/recover/cards.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("recover", "every recover scenario passes with its cards compiled next to the bundled set", { compiled: "every card file", played: "every title" });
