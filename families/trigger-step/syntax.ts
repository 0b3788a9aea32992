/**
 * "At the beginning of your upkeep", "At the beginning of each end step": a step of the turn begins. The 2007
 * "At end of turn" (Ball Lightning: "At end of turn, sacrifice Ball Lightning.") triggers at the beginning of
 * every end of turn step (2008 CR 513.1): the current wording is "At the beginning of the end step".
 */
import type { SourceRange } from "../../grammar/ast.js";
import { alt, type TriggerFamily } from "../../grammar/family.js";

/**
 * "At the beginning of your upkeep" / "At the beginning of each end step" / "At the beginning of each player's
 * draw step" / "At the beginning of each opponent's upkeep". Whose step: the ability's controller's ("your"), any
 * player's ("each"), or an opponent's ("opponent"); in a step written with a player ("each player's", "each
 * opponent's"), "that player" is the active player.
 */
export interface BeginningOfStep {
  kind: "BeginningOfStep";
  step: "upkeep" | "draw" | "end";
  whose: "your" | "each" | "opponent";
  /** Written "each player's upkeep" (the same steps as "each upkeep"; "that player" is the active player). */
  eachPlayers?: true;
  /** Written "At end of turn" (2007) / "At the beginning of the end step" (current): every end step, `whose` "each". */
  endOfTurn?: true;
  /** Written "At the end of each turn" (2007, Wound Reflection) / "At the beginning of each end step" (current). */
  endOfEachTurn?: true;
  range: SourceRange;
}

const family: TriggerFamily<BeginningOfStep> = {
  name: "trigger-step",
  level: "trigger",
  grammar(kit) {
    const [The, Beginning, Of, Your, Each, Upkeep, Draws, Step, End, Turn, Player, Opponent] = [
      "The",
      "Beginning",
      "Of",
      "Your",
      "Each",
      "Upkeep",
      "Draws",
      "Step",
      "End",
      "Turn",
      "Player",
      "Opponent",
    ].map((name) => kit.word(name));
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
          // "each player's" / "each opponent's": the step of the player "that player" then means
          const whoseStep = kit.option(1, () => {
            const who = kit.or(7, [
              alt(() => {
                kit.consume(0, Player);
                return "eachPlayers" as const;
              }),
              alt(() => {
                kit.consume(0, Opponent);
                return "opponent" as const;
              }),
            ]);
            kit.consume(0, kit.tokens.Possessive);
            return who;
          });
          return whoseStep ?? ("each" as const);
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
        if (whose === "eachPlayers" || whose === "opponent") {
          kit.rememberPlayer({ kind: "TriggeringPlayer" });
          const trigger: BeginningOfStep = { kind: "BeginningOfStep", step, whose: whose === "opponent" ? "opponent" : "each", range: kit.rangeFrom(start) };
          if (whose === "eachPlayers") trigger.eachPlayers = true;
          return trigger;
        }
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
    /**
     * After "At": "the end of your turn" (2007): the beginning of your end step (current wording); "the end of each
     * turn" (2007): the beginning of each end step.
     */
    const endOfYourTurn = kit.rule("endOfYourTurnTrigger", (start: number): BeginningOfStep => {
      kit.consume(4, The);
      kit.consume(2, End);
      kit.consume(2, Of);
      const each = kit.or(9, [alt(() => (kit.consume(1, Your), false)), alt(() => (kit.consume(9, Each), true))]);
      kit.consume(1, Turn);
      return kit.ACTION(() =>
        each
          ? ({ kind: "BeginningOfStep", step: "end", whose: "each", endOfEachTurn: true, range: kit.rangeFrom(start) } as BeginningOfStep)
          : ({ kind: "BeginningOfStep", step: "end", whose: "your", range: kit.rangeFrom(start) } as BeginningOfStep),
      );
    });
    return { at: [beginningOfStep, endOfTurn, endOfYourTurn] };
  },
  print: {
    BeginningOfStep: {
      print: (trigger, writer) => {
        // 2007 cards write the controller's end step "the end of your turn"
        if (trigger.step === "end" && trigger.whose === "your") return writer.wording === "2007" ? "At the end of your turn" : "At the beginning of your end step";
        if (trigger.endOfTurn) return writer.wording === "2007" ? "At end of turn" : "At the beginning of the end step";
        if (trigger.endOfEachTurn && writer.wording === "2007") return "At the end of each turn";
        const whose = trigger.whose === "opponent" ? "each opponent's" : trigger.eachPlayers ? "each player's" : trigger.whose;
        return `At the beginning of ${whose} ${trigger.step === "upkeep" ? "upkeep" : `${trigger.step} step`}`;
      },
    },
  },
  check: { BeginningOfStep: {} },
  sentences: [
    { kind: "triggered", template: "At the beginning of your upkeep, you gain N life." },
    { kind: "triggered", template: "At end of turn, sacrifice ~." },
    { kind: "triggered", template: "At the beginning of each player's draw step, that player draws a card." },
    { kind: "triggered", template: "At the beginning of each opponent's upkeep, that player loses N life." },
    { kind: "triggered", template: "At the end of your turn, you gain N life." },
    { kind: "triggered", template: "At the beginning of the end step, sacrifice ~." },
  ],
};

export default family;
