/** "~ comes into play with N +1/+1 counters on it." (current: "enters the battlefield with …"): how it enters (419). */
import type { Amount, CounterKind, SourceRange } from "../../grammar/ast.js";
import { countedNoun, type ReplacementFamily } from "../../grammar/family.js";

/** "<self> comes into play with N <kind> counters on it." */
export interface EntersWithCounters {
  kind: "EntersWithCounters";
  counter: CounterKind;
  amount: Amount;
  range: SourceRange;
}

const family: ReplacementFamily<EntersWithCounters> = {
  name: "replacement-enters",
  level: "replacement",
  grammar(kit) {
    const { phrases } = kit;
    const [With, Counter, On, It] = ["With", "Counter", "On", "It"].map((name) => kit.word(name));
    /** "~ comes into play with N +1/+1 counters on it" */
    const entersWithCounters = kit.rule("entersWithCounters", (start: number): EntersWithCounters => {
      kit.subrule(0, phrases.selfReference);
      kit.subrule(0, phrases.entersPlay);
      kit.consume(0, With);
      const amount = kit.subrule(0, phrases.amount);
      const counter = kit.subrule(0, phrases.counterKind);
      kit.consume(0, Counter);
      kit.consume(0, On);
      kit.consume(0, It);
      return kit.ACTION(() => ({ kind: "EntersWithCounters", counter, amount, range: kit.rangeFrom(start) }) as EntersWithCounters);
    });
    return { sentences: [entersWithCounters] };
  },
  print: {
    EntersWithCounters: {
      print: (replacement, writer) =>
        `${writer.cardName} ${writer.wording === "2007" ? "comes into play" : "enters the battlefield"} with ${countedNoun(replacement.amount, `${replacement.counter} counter`)} on it.`,
    },
  },
  check: {
    EntersWithCounters: {
      xFromManaCost: (replacement) => (replacement.amount.kind === "X" ? "a permanent's 'comes into play with X counters' needs {X} in its mana cost" : undefined),
    },
  },
  sentences: [{ kind: "replacement", template: "~ comes into play with N +1/+1 counters on it." }],
};

export default family;
