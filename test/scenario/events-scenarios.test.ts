/**
 * The trigger-event scenarios (test/scenario/events/events.scenario): trigger events built on the event bus
 * (runtime/events.ts) — a permanent sacrificed (2007 glossary, "Sacrifice") by an effect, a cost or each player —
 * through compiled corpus cards and hand-written test cards in test/scenario/events/cards, compiled next to the
 * bundled set exactly as `cardscript test test/scenario/events --cards test/scenario/events/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("events", "every trigger-event scenario passes with its cards compiled next to the bundled set", { played: "every title", compiled: "every card file" });
