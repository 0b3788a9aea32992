/**
 * The amount scenarios (test/scenario/amounts/amounts.scenario): amounts counted as effects happen ("for each Elf
 * you control", "for each +1/+1 counter on ~", "where X is that creature's power"), counters put and removed,
 * tokens, a life total doubled, proved through real cards of bench/corpus/ copied into
 * test/scenario/amounts/cards and compiled next to the bundled set, exactly as
 * `cardscript test test/scenario/amounts --cards test/scenario/amounts/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("amounts", "every amount scenario passes with its cards compiled next to the bundled set", { scenarios: ["amounts.scenario"], compiled: 14, played: 12 });
