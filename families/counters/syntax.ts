/** "Put a +1/+1 counter on each creature you control.": counters placed on permanents. */
import type { Amount, CounterKind, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, countedNoun, useObjects, type Draft, type Subject } from "../../grammar/family.js";

export interface PutCounters {
  kind: "PutCounters";
  objects: ObjectSet;
  counter: CounterKind;
  amount: Amount;
  range: SourceRange;
}

const family: SyntaxFamily<PutCounters> = {
  name: "counters",
  grammar(kit) {
    const { phrases } = kit;
    const [Counter, On] = ["Counter", "On"].map((name) => kit.word(name));
    const put = kit.rule("counters_put", (_subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, phrases.amount);
      const counter = kit.subrule(0, phrases.counterKind);
      kit.consume(0, Counter);
      kit.consume(0, On);
      const objects = kit.subrule(0, phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: "PutCounters", objects, counter, amount, range: kit.rangeFrom(start) } as PutCounters));
    });
    return { imperatives: [{ verb: "Puts", rule: put }] };
  },
  print: {
    PutCounters: { clause: (effect, writer) => `put ${countedNoun(effect.amount, `${effect.counter} counter`)} on ${writer.objects(effect.objects, "each")}` },
  },
  check: {
    PutCounters: { verb: "Putting counters", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Put a +1/+1 counter on each creature you control." },
    { kind: "spell or ability text", template: "Put N +1/+1 counters on target creature." },
  ],
};

export default family;
