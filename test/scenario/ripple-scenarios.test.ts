/**
 * The scenarios of ripple (Coldsnap; 2007 rules 502.56a: test/scenario/ripple/*.scenario): the spell's triggered
 * ability reveals the top N cards of its controller's library, those with its name are played without paying their
 * mana costs, the rest go to the bottom, through Surging Flame, a real Coldsnap card copied into
 * test/scenario/ripple/cards.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("ripple", "every ripple scenario passes with its cards compiled next to the bundled set", { compiled: "every card file", played: "every title" });
