/**
 * "Counter target spell.", "Counter target creature spell.": a spell leaves the stack without resolving;
 * "Counter target spell unless its controller pays {1}." (Spell Snip): its controller may pay to keep it.
 */
import type { IToken } from "chevrotain";
import type { ManaCost, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { printManaCost, useObjects, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface CounterSpell {
  kind: "CounterSpell";
  objects: ObjectSet;
  /** "unless its controller pays {1}": the spell's controller may pay this to keep the spell. */
  unlessPays?: ManaCost;
  range: SourceRange;
}

const family: SyntaxFamily<CounterSpell> = {
  name: "counter-spell",
  // "counter" is the kernel's word (counters on permanents, replacements), "spell" a kernel noun (object filters).
  words: { Unless: ["unless"], Pays: ["pays"] },
  grammar(kit) {
    const [Unless, Its, Controller, Pays] = ["Unless", "Its", "Controller", "Pays"].map((name) => kit.word(name));
    const counter = kit.rule("counterSpell_counter", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, kit.phrases.objectSet);
      const symbols: IToken[] = [];
      const unless = kit.option(0, () => {
        kit.consume(0, Unless);
        kit.consume(0, Its);
        kit.consume(0, Controller);
        kit.consume(0, Pays);
        kit.atLeastOne(0, () => symbols.push(kit.consume(0, kit.tokens.ManaSymbol)));
        return true;
      });
      kit.ACTION(() => {
        const effect: CounterSpell = { kind: "CounterSpell", objects, range: kit.rangeFrom(start) };
        if (unless) {
          const { cost, tap } = kit.manaCostOf(symbols, false);
          if (tap) kit.problem("CS1035", "A spell's controller pays mana to keep it, not {T}: write a mana cost such as {1}.", start, kit.lastEnd());
          effect.unlessPays = cost;
        }
        drafts.push(effect);
      });
    });
    return { imperatives: [{ verb: "Counter", rule: counter }] };
  },
  print: {
    CounterSpell: {
      clause: (effect, writer) =>
        `counter ${writer.objects(effect.objects, "all")}${effect.unlessPays ? ` unless its controller pays ${printManaCost(effect.unlessPays)}` : ""}`,
    },
  },
  check: {
    CounterSpell: { verb: "Countering", targetUses: (effect, uses) => useObjects(uses, effect.objects, "stack") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Counter target spell." },
    { kind: "spell or ability text", template: "Counter target creature spell." },
    { kind: "spell or ability text", template: "Counter target spell unless its controller pays {N}." },
  ],
};

export default family;
