/**
 * The filter scenarios (test/scenario/filters/filters.scenario): object filters composed from parts (tapped,
 * attacking or blocking, nonwhite, non-Elf, power 2 or less) and "target opponent", proved through real cards of
 * bench/corpus/ copied into test/scenario/filters/cards and compiled next to the bundled set, exactly as
 * `cardscript test test/scenario/filters --cards test/scenario/filters/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("filters", "every filter scenario passes with its cards compiled next to the bundled set", { scenarios: ["filters.scenario"], compiled: 12, played: 12 });
