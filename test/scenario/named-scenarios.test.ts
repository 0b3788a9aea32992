/**
 * The naming scenarios (test/scenario/named/named.scenario): 201.3 of 2007, a card named as a permanent comes into
 * play (Pithing Needle, Runed Halo, Meddling Mage) or as a spell resolves (Lammastide Weave), and what reads the
 * name: 409.1 (activated abilities can't be played), 502.7 (a player's protection), 409.1a (spells can't be played),
 * 413.2c (the named card milled). The corpus's cards are copied into test/scenario/named/cards and compiled next to
 * the bundled set exactly as `cardscript test test/scenario/named --cards test/scenario/named/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("named", "201.3: every naming scenario passes with its cards compiled next to the bundled set", { scenarios: ["named.scenario"], compiled: "every card file", played: "every title" });
