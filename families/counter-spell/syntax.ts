/** "Counter target spell.", "Counter target creature spell.": a spell leaves the stack without resolving. */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { useObjects, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface CounterSpell {
  kind: "CounterSpell";
  objects: ObjectSet;
  range: SourceRange;
}

const family: SyntaxFamily<CounterSpell> = {
  name: "counter-spell",
  // "counter" is the kernel's word (counters on permanents, replacements), "spell" a kernel noun (object filters).
  grammar(kit) {
    const counter = kit.rule("counterSpell_counter", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, kit.phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: "CounterSpell", objects, range: kit.rangeFrom(start) } as CounterSpell));
    });
    return { imperatives: [{ verb: "Counter", rule: counter }] };
  },
  print: {
    CounterSpell: { clause: (effect, writer) => `counter ${writer.objects(effect.objects, "all")}` },
  },
  check: {
    CounterSpell: { verb: "Countering", targetUses: (effect, uses) => useObjects(uses, effect.objects, "stack") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Counter target spell." },
    { kind: "spell or ability text", template: "Counter target creature spell." },
  ],
};

export default family;
