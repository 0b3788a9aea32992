/**
 * The trigger scenarios (test/scenario/triggers/triggers.scenario): triggered abilities on game events through the
 * event bus (runtime/events.ts, 2007 rule 410), the trigger families' sentences and the triggered keywords of
 * their time (exalted, persist, 2007 lifelink and deathtouch), played with real cards copied from bench/corpus and
 * small cards written for them (test/scenario/triggers/cards), compiled next to the bundled set exactly as
 * `cardscript test test/scenario/triggers --cards test/scenario/triggers/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("triggers", "every trigger scenario passes with its cards compiled next to the bundled set", { scenarios: ["triggers.scenario"], compiled: 20, played: 26 });
