/**
 * How a permanent comes into play (419.6b; current: "enters the battlefield"): "~ comes into play with N +1/+1
 * counters on it.", "~ comes into play tapped.", "~ comes into play tapped with two charge counters on it."
 */
import type { Amount, CounterKind, ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { alt, countedNoun, spellPlayedWords, type ReplacementFamily } from "../../grammar/family.js";

/** "<self> comes into play with N <kind> counters on it." */
export interface EntersWithCounters {
  kind: "EntersWithCounters";
  counter: CounterKind;
  amount: Amount;
  /**
   * "… unless you've played another red spell this turn." (Eventide's Hotheaded Giant; current: "cast"): the
   * counters are not added if its controller played such a spell this turn (families/conditional's check).
   */
  unless?: { another: boolean; spells: ObjectFilter };
  range: SourceRange;
}

/** "<self> comes into play tapped[ with N <kind> counters on it]." */
export interface EntersTapped {
  kind: "EntersTapped";
  /** The counters it also comes into play with, if any. */
  counters: { counter: CounterKind; amount: Amount } | null;
  range: SourceRange;
}

const family: ReplacementFamily<EntersWithCounters | EntersTapped> = {
  name: "replacement-enters",
  level: "replacement",
  grammar(kit) {
    const { phrases } = kit;
    const [With, Counter, On, It, Tapped, Unless] = ["With", "Counter", "On", "It", "Tapped", "Unless"].map((name) => kit.word(name));
    /** "with N +1/+1 counters on it" */
    const withCounters = kit.rule("entersWithCountersPhrase", (): { counter: CounterKind; amount: Amount } => {
      kit.consume(0, With);
      const amount = kit.subrule(0, phrases.amount);
      const counter = kit.subrule(0, phrases.counterKind);
      kit.consume(0, Counter);
      kit.consume(0, On);
      kit.consume(0, It);
      return { counter, amount };
    });
    /** "~ comes into play with N +1/+1 counters on it", "~ comes into play tapped [with …]" */
    const entersWithCounters = kit.rule("entersWithCounters", (start: number): EntersWithCounters | EntersTapped => {
      kit.subrule(0, phrases.selfReference);
      kit.subrule(0, phrases.entersPlay);
      return kit.or<EntersWithCounters | EntersTapped>(0, [
        alt((): EntersWithCounters | EntersTapped => {
          const { counter, amount } = kit.subrule(0, withCounters);
          // "… unless you've played another red spell this turn"
          const unless = kit.option(1, () => {
            kit.consume(1, Unless);
            return kit.subrule(2, phrases.spellPlayedThisTurn);
          });
          return kit.ACTION(() => ({ kind: "EntersWithCounters", counter, amount, ...(unless === undefined ? {} : { unless }), range: kit.rangeFrom(start) }) as EntersWithCounters);
        }),
        alt((): EntersWithCounters | EntersTapped => {
          kit.consume(0, Tapped);
          const counters = kit.option(0, () => kit.subrule(1, withCounters));
          return kit.ACTION(() => ({ kind: "EntersTapped", counters: counters ?? null, range: kit.rangeFrom(start) }) as EntersTapped);
        }),
      ]);
    });
    return { sentences: [entersWithCounters] };
  },
  print: {
    EntersWithCounters: {
      print: (replacement, writer) =>
        `${writer.cardName} ${writer.wording === "2007" ? "comes into play" : "enters the battlefield"} with ${countedNoun(replacement.amount, `${replacement.counter} counter`)} on it${replacement.unless === undefined ? "" : ` unless ${spellPlayedWords(replacement.unless, writer.wording)}`}.`,
    },
    EntersTapped: {
      print(replacement, writer) {
        const counters = replacement.counters === null ? "" : ` with ${countedNoun(replacement.counters.amount, `${replacement.counters.counter} counter`)} on it`;
        return `${writer.cardName} ${writer.wording === "2007" ? "comes into play" : "enters the battlefield"} tapped${counters}.`;
      },
    },
  },
  check: {
    EntersWithCounters: {
      xFromManaCost: (replacement) => (replacement.amount.kind === "X" ? "a permanent's 'comes into play with X counters' needs {X} in its mana cost" : undefined),
    },
    EntersTapped: {
      xFromManaCost: (replacement) =>
        replacement.counters?.amount.kind === "X" ? "a permanent's 'comes into play tapped with X counters' needs {X} in its mana cost" : undefined,
    },
  },
  sentences: [
    { kind: "replacement", template: "~ comes into play with N +1/+1 counters on it." },
    { kind: "replacement", template: "~ comes into play with N -1/-1 counters on it unless you've played another red spell this turn." },
    { kind: "replacement", template: "~ comes into play tapped." },
    { kind: "replacement", template: "~ comes into play tapped with N charge counters on it." },
  ],
};

export default family;
