/** "At the beginning of your upkeep", "At the beginning of each end step": a step of the turn begins. */
import type { SourceRange } from "../../grammar/ast.js";
import { alt, type TriggerFamily } from "../../grammar/family.js";

/** "At the beginning of your upkeep" / "At the beginning of each end step" */
export interface BeginningOfStep {
  kind: "BeginningOfStep";
  step: "upkeep" | "draw" | "end";
  whose: "your" | "each";
  range: SourceRange;
}

const family: TriggerFamily<BeginningOfStep> = {
  name: "trigger-step",
  level: "trigger",
  grammar(kit) {
    const [The, Beginning, Of, Your, Each, Upkeep, Draws, Step, End] = ["The", "Beginning", "Of", "Your", "Each", "Upkeep", "Draws", "Step", "End"].map((name) =>
      kit.word(name),
    );
    /** After "At": "the beginning of your upkeep", "the beginning of each draw step". */
    const beginningOfStep = kit.rule("beginningOfStepTrigger", (start: number): BeginningOfStep => {
      kit.consume(2, The);
      kit.consume(0, Beginning);
      kit.consume(0, Of);
      const whose = kit.or(5, [
        alt(() => {
          kit.consume(0, Your);
          return "your" as const;
        }),
        alt(() => {
          kit.consume(0, Each);
          return "each" as const;
        }),
      ]);
      const step = kit.or(6, [
        alt(() => {
          kit.consume(0, Upkeep);
          return "upkeep" as const;
        }),
        alt(() => {
          kit.consume(0, Draws);
          kit.consume(0, Step);
          return "draw" as const;
        }),
        alt(() => {
          kit.consume(0, End);
          kit.consume(2, Step);
          return "end" as const;
        }),
      ]);
      return kit.ACTION(() => ({ kind: "BeginningOfStep", step, whose, range: kit.rangeFrom(start) }) as BeginningOfStep);
    });
    return { at: [beginningOfStep] };
  },
  print: {
    BeginningOfStep: { print: (trigger) => `At the beginning of ${trigger.whose} ${trigger.step === "upkeep" ? "upkeep" : `${trigger.step} step`}` },
  },
  check: { BeginningOfStep: {} },
  sentences: [{ kind: "triggered", template: "At the beginning of your upkeep, you gain N life." }],
};

export default family;
