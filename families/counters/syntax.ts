/**
 * Counters placed on and removed from permanents: "Put a +1/+1 counter on each creature you control.", "Put a
 * -1/-1 counter on target creature for each -1/-1 counter on ~.", "Remove a -1/-1 counter from target creature.",
 * "Remove all -1/-1 counters from it."
 */
import type { Amount, CounterKind, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, countedNoun, useObjects, type Draft, type Subject } from "../../grammar/family.js";

export interface PutCounters {
  kind: "PutCounters";
  objects: ObjectSet;
  counter: CounterKind;
  amount: Amount;
  range: SourceRange;
}

/** "Remove a -1/-1 counter from target creature." (`amount` null: "Remove all -1/-1 counters from it."). */
export interface RemoveCounters {
  kind: "RemoveCounters";
  objects: ObjectSet;
  counter: CounterKind;
  amount: Amount | null;
  range: SourceRange;
}

const family: SyntaxFamily<PutCounters | RemoveCounters> = {
  name: "counters",
  grammar(kit) {
    const { phrases } = kit;
    const [Counter, On, From, All, A, NumberWord, X] = ["Counter", "On", "From", "All", "A", "NumberWord", "X"].map((name) => kit.word(name));
    const put = kit.rule("counters_put", (_subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, phrases.amount);
      const counter = kit.subrule(0, phrases.counterKind);
      kit.consume(0, Counter);
      kit.consume(0, On);
      const objects = kit.subrule(0, phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: "PutCounters", objects, counter, amount, range: kit.rangeFrom(start) } as PutCounters));
    });
    const remove = kit.rule("counters_remove", (_subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.or(0, [
        alt(() => {
          kit.consume(0, All);
          return null;
        }),
        alt(() => kit.subrule(0, phrases.amount)),
      ]);
      const counter = kit.subrule(0, phrases.counterKind);
      kit.consume(0, Counter);
      kit.consume(0, From);
      const objects = kit.subrule(0, phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: "RemoveCounters", objects, counter, amount, range: kit.rangeFrom(start) } as RemoveCounters));
    });
    // "Remove" is also "Remove target creature from the game." (families/exile): this phrase is the one whose
    // count and counter kind come first ("a -1/-1 counter", "all +1/+1 counters", "two charge counters").
    const counts = new Set([All, A, NumberWord, X, kit.tokens.NumberLit]);
    const removesCounters = () => {
      if (!counts.has(kit.LA(1).tokenType)) return false;
      for (let i = 2; i <= 7; i++) {
        const type = kit.LA(i).tokenType;
        if (type === Counter) return kit.LA(i + 1).tokenType === From;
        if (type === kit.tokens.EOF || type === kit.tokens.Period) return false;
      }
      return false;
    };
    return {
      imperatives: [
        { verb: "Puts", rule: put },
        { verb: "Remove", rule: remove, gate: removesCounters },
      ],
    };
  },
  print: {
    PutCounters: { clause: (effect, writer) => `put ${countedNoun(effect.amount, `${effect.counter} counter`)} on ${writer.objects(effect.objects, "each")}` },
    RemoveCounters: {
      clause: (effect, writer) =>
        `remove ${effect.amount === null ? `all ${effect.counter} counters` : countedNoun(effect.amount, `${effect.counter} counter`)} from ${writer.objects(effect.objects, "each")}`,
    },
  },
  check: {
    PutCounters: { verb: "Putting counters", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
    RemoveCounters: { verb: "Removing counters", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Put a +1/+1 counter on each creature you control." },
    { kind: "spell or ability text", template: "Put N +1/+1 counters on target creature." },
    { kind: "spell or ability text", template: "Put a +1/+1 counter on target creature for each Elf you control." },
    { kind: "spell or ability text", template: "Remove a -1/-1 counter from target creature." },
    { kind: "spell or ability text", template: "Remove all -1/-1 counters from each creature you control." },
  ],
};

export default family;
