/**
 * The untap-restriction scenarios (test/scenario/untap-restriction/untap-restriction.scenario): static abilities
 * that keep a permanent from untapping during its controller's untap step (502.2), proved through real cards whose printed text is copied into test/scenario/untap-restriction/cards, compiled next to the
 * bundled set exactly as `cardscript test test/scenario/untap-restriction --cards
 * test/scenario/untap-restriction/cards` does.
 */
import { itPassesEveryScenario } from "./scenario-folder.js";

itPassesEveryScenario("untap-restriction", "every untap-restriction scenario passes with its cards compiled next to the bundled set", { scenarios: ["untap-restriction.scenario"], compiled: "every card file", played: "every title" });
