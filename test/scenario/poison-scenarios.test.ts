/**
 * The scenarios of poison counters (104.3d, 420.5 of 2007) and poisonous (Future Sight; 502.68)
 * (test/scenario/poison/*.scenario), through real cards copied into test/scenario/poison/cards (Pit Scorpion, Marsh
 * Viper, Swamp Mosquito, Virulent Sliver, Snake Cult Initiation).
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("poison", "every poison scenario passes with its cards compiled next to the bundled set", { compiled: "every card file", played: "every title" });
