/**
 * The scenarios of snow (Coldsnap; 2007 rules 104.3h, 205.4: test/scenario/snow/*.scenario): the snow symbol {S}
 * paid only with mana from snow permanents, the pool's snow mana emptied with it, snow-covered basic lands and
 * "snow permanents you control", through real Coldsnap cards copied into test/scenario/snow/cards.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("snow", "every snow scenario passes with its cards compiled next to the bundled set", { compiled: "every card file", played: "every title" });
