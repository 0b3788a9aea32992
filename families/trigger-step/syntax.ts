/**
 * "At the beginning of your upkeep", "At the beginning of each end step": a step of the turn begins. The 2007
 * "At end of turn" (Ball Lightning: "At end of turn, sacrifice Ball Lightning.") triggers at the beginning of
 * every end of turn step (2008 CR 513.1): the current wording is "At the beginning of the end step".
 */
import type { SourceRange } from "../../grammar/ast.js";
import { alt, type TriggerFamily } from "../../grammar/family.js";

/** "At the beginning of your upkeep" / "At the beginning of each end step" */
export interface BeginningOfStep {
  kind: "BeginningOfStep";
  step: "upkeep" | "draw" | "end";
  whose: "your" | "each";
  /** Written "At end of turn" (2007) / "At the beginning of the end step" (current): every end step, `whose` "each". */
  endOfTurn?: true;
  range: SourceRange;
}

const family: TriggerFamily<BeginningOfStep> = {
  name: "trigger-step",
  level: "trigger",
  grammar(kit) {
    const [The, Beginning, Of, Your, Each, Upkeep, Draws, Step, End, Turn] = ["The", "Beginning", "Of", "Your", "Each", "Upkeep", "Draws", "Step", "End", "Turn"].map((name) =>
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
        alt(() => {
          kit.consume(3, The);
          return "the" as const;
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
      return kit.ACTION(() => {
        if (whose !== "the") return { kind: "BeginningOfStep", step, whose, range: kit.rangeFrom(start) } as BeginningOfStep;
        if (step !== "end") kit.problem("CS1035", `Say whose ${step === "upkeep" ? "upkeep" : "draw step"} it is: "your ${step === "upkeep" ? "upkeep" : "draw step"}" or "each ${step === "upkeep" ? "upkeep" : "draw step"}".`, start, kit.lastEnd());
        return { kind: "BeginningOfStep", step, whose: "each", endOfTurn: true, range: kit.rangeFrom(start) } as BeginningOfStep;
      });
    });
    /** After "At": "end of turn" (2007): the beginning of every end step. */
    const endOfTurn = kit.rule("endOfTurnTrigger", (start: number): BeginningOfStep => {
      kit.consume(1, End);
      kit.consume(1, Of);
      kit.consume(0, Turn);
      return kit.ACTION(() => ({ kind: "BeginningOfStep", step: "end", whose: "each", endOfTurn: true, range: kit.rangeFrom(start) }) as BeginningOfStep);
    });
    return { at: [beginningOfStep, endOfTurn] };
  },
  print: {
    BeginningOfStep: {
      print: (trigger, writer) => {
        if (trigger.endOfTurn) return writer.wording === "2007" ? "At end of turn" : "At the beginning of the end step";
        return `At the beginning of ${trigger.whose} ${trigger.step === "upkeep" ? "upkeep" : `${trigger.step} step`}`;
      },
    },
  },
  check: { BeginningOfStep: {} },
  sentences: [
    { kind: "triggered", template: "At the beginning of your upkeep, you gain N life." },
    { kind: "triggered", template: "At end of turn, sacrifice ~." },
    { kind: "triggered", template: "At the beginning of the end step, sacrifice ~." },
  ],
};

export default family;
