/**
 * Delayed triggered abilities written as a sentence's ending (2007 rules 410): "Draw a card at the beginning of
 * the next turn's upkeep." (Stun), "Sacrifice it at end of turn.", "… at the beginning of the next end step.".
 * The kernel's sentence rule reads the ending ("at …" before the period, `delayedTiming` in grammar/parser.ts)
 * and wraps the sentence's effects in a `Delayed` node: as the spell or ability resolves, it creates a delayed
 * triggered ability that does them then (runtime/delayed.ts).
 */
import type { DelayedTiming, Effect, SourceRange } from "../../grammar/ast.js";
import type { SyntaxFamily } from "../../grammar/family.js";

export interface Delayed {
  kind: "Delayed";
  when: DelayedTiming;
  effects: Effect[];
  range: SourceRange;
}

/** The ending in each wording: the current wording's "at the beginning of the next end step" is the 2007 wording's "at end of turn". */
function ending(when: DelayedTiming, wording: "2007" | "current"): string {
  if (when === "nextUpkeep") return "at the beginning of the next turn's upkeep";
  if (when === "endOfCombat") return "at end of combat";
  return wording === "2007" ? "at end of turn" : "at the beginning of the next end step";
}

const family: SyntaxFamily<Delayed> = {
  name: "delayed",
  // The ending follows any sentence: the kernel's sentence rule reads it (no leading word of its own).
  grammar: () => ({}),
  print: {
    Delayed: {
      clause: (effect, writer) => `${effect.effects.map((inner) => writer.clauseOf(inner)).join(" and ")} ${ending(effect.when, writer.wording)}`,
    },
  },
  check: {
    Delayed: { verb: "Doing something later", targetUses: () => undefined, nested: (effect) => effect.effects },
  },
  sentences: [
    { kind: "spell or ability text", template: "Draw a card at the beginning of the next turn's upkeep." },
    { kind: "spell or ability text", template: "Target player gains 3 life at end of turn." },
  ],
};

export default family;
