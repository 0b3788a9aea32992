/**
 * The scenarios of dredge (Ravnica, Future Sight; 2007 rules 502.47: test/scenario/dredge/*.scenario): a draw replaced
 * by putting N cards from the top of the library into the graveyard and returning the card with dredge to its owner's
 * hand, through real cards copied into test/scenario/dredge/cards (Darkblast, Dakmor Salvage).
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("dredge", "every dredge scenario passes with its cards compiled next to the bundled set", { compiled: "every card file", played: "every title" });
