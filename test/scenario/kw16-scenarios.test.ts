/**
 * The scenarios of issue 16's Morningtide/Eventide keywords (chroma, prowl's intervening if), the keywords of `expect … has`, and the era's most written trigger sentences
 * (test/scenario/kw16/kw16.scenario), proved through real cards of the sets measured unseen
 * (test/scenario/kw16/cards, their printed text copied in), compiled next to the bundled set exactly as
 * `cardscript test test/scenario/kw16 --cards test/scenario/kw16/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("kw16", "every chroma, prowl, keyword and trigger-sentence scenario of issue 16 passes with its cards compiled next to the bundled set", { scenarios: ["kw16.scenario"], compiled: "every card file", played: "every title" });
