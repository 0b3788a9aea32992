/**
 * The era's evasion and protection keywords (reach, wither, flash, the four landwalks besides mountainwalk,
 * hexproof's 2007 sentence) by `expect … has` and by what each does (test/scenario/keywords-era/keywords-era.scenario),
 * through real cards (test/scenario/keywords-era/cards, their printed text copied in), compiled next to the bundled set
 * exactly as `cardscript test test/scenario/keywords-era --cards test/scenario/keywords-era/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("keywords-era", "every evasion and protection keyword scenario passes with its cards compiled next to the bundled set", { scenarios: ["keywords-era.scenario"], compiled: "every card file", played: "every title" });
