/**
 * The scenarios of bushido (2007 rules 502.38) and rampage (502.12) (test/scenario/bushido-rampage/*.scenario):
 * triggered abilities as a creature blocks or becomes blocked, through real cards copied into
 * test/scenario/bushido-rampage/cards (Devoted Retainer, Inner-Chamber Guard, Craw Giant).
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("bushido-rampage", "every bushido and rampage scenario passes with its cards compiled next to the bundled set", { compiled: "every card file", played: "every title" });
