/**
 * The granted triggered ability scenarios (test/scenario/granted-triggers/granted-triggers.scenario): 418.5a (2007),
 * triggered abilities granted in quotes, by a static ability (Helm of the Ghastlord: 'As long as enchanted creature
 * is blue, it gets +1/+1 and has "Whenever this creature deals damage to an opponent, draw a card."') and by a
 * resolved spell or ability to the token it made (Heat Shimmer, Minion Reflector: 'It has haste and "At end of
 * turn, remove this permanent from the game."'), triggering on the object that has them (410.1), proved through the
 * real cards copied from the corpus into test/scenario/granted-triggers/cards, compiled next to the bundled set
 * exactly as `cardscript test test/scenario/granted-triggers --cards test/scenario/granted-triggers/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("granted-triggers", "418.5a: every granted triggered ability scenario passes with its cards compiled next to the bundled set", { scenarios: ["granted-triggers.scenario"], compiled: "every card file", played: 8 });
