/**
 * Doubling Season: "If an effect would put one or more tokens into play under your control, it puts twice that
 * many of those tokens into play instead." / "If an effect would place one or more counters on a permanent you
 * control, it places twice that many of those counters on that permanent instead." (and the current wording:
 * create, put); Thought Reflection: "If you would draw a card, draw two cards instead."; Boon Reflection: "If you
 * would gain life, you gain twice that much life instead.": an event's count multiplied (419).
 */
import type { ObjectFilter, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { alt, filterPhrase, numberWord, possessive, type ReplacementFamily } from "../../grammar/family.js";

/** Doubling Season (1): tokens put into play under `controller`'s control, `factor` times as many. */
export interface MultiplyTokens {
  kind: "MultiplyTokens";
  factor: number;
  controller: PlayerRef;
  range: SourceRange;
}

/** Doubling Season (2): counters placed on a permanent `on` matches, `factor` times as many. */
export interface MultiplyCounters {
  kind: "MultiplyCounters";
  factor: number;
  /** Which permanents: e.g. { types: [], controller: You }. */
  on: ObjectFilter;
  range: SourceRange;
}

/** Thought Reflection: each card `player` would draw is `count` cards drawn instead. */
export interface MultiplyDraws {
  kind: "MultiplyDraws";
  player: PlayerRef;
  count: number;
  range: SourceRange;
}

/** Boon Reflection: life `player` would gain is gained `factor` times over instead. */
export interface MultiplyLifeGain {
  kind: "MultiplyLifeGain";
  player: PlayerRef;
  factor: number;
  range: SourceRange;
}

export type Multiply = MultiplyTokens | MultiplyCounters | MultiplyDraws | MultiplyLifeGain;

const family: ReplacementFamily<Multiply> = {
  name: "replacement-multiply",
  level: "replacement",
  grammar(kit) {
    const { phrases, tokens } = kit;
    const V = Object.fromEntries(
      ["If", "A", "Effect", "Would", "Puts", "Creates", "Places", "NumberWord", "Or", "More", "Token", "Under", "Control", "It", "Of", "Those", "Instead", "Counter", "On", "That", "Permanent", "TypeWord", "Twice", "Times", "Many", "Much", "You", "Draws", "Card", "Gains", "Life"].map(
        (name) => [name, kit.word(name)],
      ),
    );

    /** "twice", "three times", "4 times" (before "that many" / "that much"): any factor of two or more. */
    const multiplier = kit.rule("multiplier", (): number => {
      const factor = kit.or(6, [
        alt(() => {
          kit.consume(0, V.Twice);
          return 2;
        }),
        alt(() => {
          const n = kit.or(7, [alt(() => kit.consume(3, V.NumberWord)), alt(() => kit.consume(0, tokens.NumberLit))]);
          const times = kit.consume(0, V.Times);
          return kit.ACTION(() => {
            const value = n.tokenType === tokens.NumberLit ? kit.numberValue(n) : kit.numberWordValue(n);
            if (!(value >= 2)) {
              kit.problem("CS1046", `"${n.image} times that many" does not multiply: write a factor of two or more ("twice", "three times").`, n.startOffset, times.startOffset + times.image.length);
            }
            return value;
          });
        }),
      ]);
      return factor;
    });

    /** "twice that many", "three times that many" */
    const manyTimes = kit.rule("multiplierThatMany", (): number => {
      const factor = kit.subrule(0, multiplier);
      kit.consume(0, V.That);
      kit.consume(0, V.Many);
      return factor;
    });

    /**
     * "If you would draw a card, draw two cards instead." / "If you would gain life, you gain twice that much life
     * instead.": what happens to a player, multiplied.
     */
    const ifYouWouldReplacement = kit.rule("ifYouWouldReplacement", (start: number): Multiply => {
      kit.consume(0, V.If);
      kit.consume(0, V.You);
      kit.consume(0, V.Would);
      const player: PlayerRef = { kind: "You" };
      return kit.or(0, [
        alt(() => {
          kit.consume(0, V.Draws);
          kit.consume(0, V.A);
          kit.consume(0, V.Card);
          kit.consume(0, tokens.Comma);
          kit.option(0, () => kit.consume(1, V.You));
          kit.consume(1, V.Draws);
          const n = kit.or(1, [alt(() => kit.consume(0, V.NumberWord)), alt(() => kit.consume(0, tokens.NumberLit))]);
          const cards = kit.consume(1, V.Card);
          kit.consume(0, V.Instead);
          return kit.ACTION(() => {
            const count = n.tokenType === tokens.NumberLit ? kit.numberValue(n) : kit.numberWordValue(n);
            if (!(count >= 2)) {
              kit.problem("CS1046", `"draw ${n.image} ${cards.image} instead" of one card does not multiply: write two or more cards.`, n.startOffset, cards.startOffset + cards.image.length);
            }
            return { kind: "MultiplyDraws", player, count, range: kit.rangeFrom(start) } as Multiply;
          });
        }),
        alt(() => {
          kit.consume(0, V.Gains);
          kit.consume(0, V.Life);
          kit.consume(1, tokens.Comma);
          kit.option(1, () => kit.consume(2, V.You));
          kit.consume(1, V.Gains);
          const factor = kit.subrule(0, multiplier);
          kit.consume(0, V.That);
          kit.consume(0, V.Much);
          kit.consume(1, V.Life);
          kit.consume(1, V.Instead);
          return kit.ACTION(() => ({ kind: "MultiplyLifeGain", player, factor, range: kit.rangeFrom(start) }) as Multiply);
        }),
      ]);
    });

    const ifWouldReplacement = kit.rule("ifWouldReplacement", (start: number): Multiply => {
      kit.consume(0, V.If);
      kit.consume(0, V.A);
      kit.consume(0, V.Effect);
      kit.consume(0, V.Would);
      kit.or(0, [alt(() => kit.consume(0, V.Puts)), alt(() => kit.consume(0, V.Creates)), alt(() => kit.consume(0, V.Places))]);
      kit.consume(0, V.NumberWord);
      kit.consume(0, V.Or);
      kit.consume(0, V.More);
      return kit.or(2, [
        alt(() => {
          kit.consume(0, V.Token);
          kit.option(0, () => kit.subrule(0, phrases.intoPlay));
          kit.consume(0, V.Under);
          const controller = kit.subrule(0, phrases.possessivePlayer);
          kit.consume(0, V.Control);
          kit.consume(0, tokens.Comma);
          kit.consume(0, V.It);
          kit.or(3, [alt(() => kit.consume(2, V.Puts)), alt(() => kit.consume(2, V.Creates))]);
          const factor = kit.subrule(0, manyTimes);
          kit.consume(0, V.Of);
          kit.consume(0, V.Those);
          kit.consume(2, V.Token);
          kit.option(2, () => kit.subrule(2, phrases.intoPlay));
          kit.consume(0, V.Instead);
          return kit.ACTION(() => ({ kind: "MultiplyTokens", factor, controller, range: kit.rangeFrom(start) }) as Multiply);
        }),
        alt(() => {
          kit.consume(0, V.Counter);
          kit.consume(0, V.On);
          kit.option(3, () => kit.consume(2, V.A));
          const on = kit.subrule(0, phrases.objectNoun);
          kit.consume(2, tokens.Comma);
          kit.consume(2, V.It);
          kit.or(4, [alt(() => kit.consume(3, V.Puts)), alt(() => kit.consume(2, V.Places))]);
          const factor = kit.subrule(2, manyTimes);
          kit.consume(2, V.Of);
          kit.consume(2, V.Those);
          kit.consume(2, V.Counter);
          kit.consume(2, V.On);
          kit.consume(0, V.That);
          kit.or(5, [alt(() => kit.consume(0, V.Permanent)), alt(() => kit.consume(0, V.TypeWord))]);
          kit.consume(2, V.Instead);
          return kit.ACTION(() => ({ kind: "MultiplyCounters", factor, on, range: kit.rangeFrom(start) }) as Multiply);
        }),
      ]);
    });
    return { sentences: [ifWouldReplacement, ifYouWouldReplacement] };
  },
  print: {
    MultiplyTokens: {
      print(replacement, writer) {
        const times = multiplier(replacement.factor);
        const under = replacement.controller.kind === "You" ? "your" : possessive(replacement.controller);
        return writer.wording === "2007"
          ? `If an effect would put one or more tokens into play under ${under} control, it puts ${times} that many of those tokens into play instead.`
          : `If an effect would create one or more tokens under ${under} control, it creates ${times} that many of those tokens instead.`;
      },
    },
    MultiplyCounters: {
      print(replacement, writer) {
        const times = multiplier(replacement.factor);
        const on = filterPhrase(replacement.on, "singular", "a");
        return writer.wording === "2007"
          ? `If an effect would place one or more counters on ${on}, it places ${times} that many of those counters on that permanent instead.`
          : `If an effect would put one or more counters on ${on}, it puts ${times} that many of those counters on that permanent instead.`;
      },
    },
    MultiplyDraws: {
      print(replacement) {
        return `If you would draw a card, draw ${numberWord(replacement.count)} cards instead.`;
      },
    },
    MultiplyLifeGain: {
      print(replacement) {
        return `If you would gain life, you gain ${multiplier(replacement.factor)} that much life instead.`;
      },
    },
  },
  check: { MultiplyTokens: {}, MultiplyCounters: {}, MultiplyDraws: {}, MultiplyLifeGain: {} },
  sentences: [
    {
      kind: "replacement",
      template:
        "If an effect would put one or more tokens into play under your control, it puts twice that many of those tokens into play instead.",
    },
    {
      kind: "replacement",
      template:
        "If an effect would place one or more counters on a permanent you control, it places twice that many of those counters on that permanent instead.",
    },
    { kind: "replacement", template: "If you would draw a card, draw two cards instead." },
    { kind: "replacement", template: "If you would gain life, you gain twice that much life instead." },
  ],
};

function multiplier(factor: number): string {
  if (factor === 2) return "twice";
  if (factor === 3) return "three times";
  return `${numberWord(factor)} times`;
}

export default family;
