/**
 * "Counter target spell.", "Counter target creature spell.": a spell leaves the stack without resolving;
 * "Counter target spell unless its controller pays {1}." (Spell Snip): its controller may pay to keep it.
 * "Target spell can't be countered by spells or abilities." (Vexing Shusher; current: "Target spell can't be
 * countered."): an effect that counters the spell leaves it on the stack from then on, while it is that spell.
 */
import type { IToken } from "chevrotain";
import type { Amount, ManaCost, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { printManaCost, useObjects, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

/**
 * "<spells> can't be countered by spells or abilities" (2007) / "… can't be countered." (current): the same effect,
 * printed in each wording's words (nothing else counters a spell).
 */
export interface MakeUncounterable {
  kind: "MakeUncounterable";
  objects: ObjectSet;
  range: SourceRange;
}

export interface CounterSpell {
  kind: "CounterSpell";
  objects: ObjectSet;
  /** "unless its controller pays {1}": the spell's controller may pay this to keep the spell. */
  unlessPays?: ManaCost;
  /**
   * "… pays {1} for each blue permanent you control" (Spell Syphon): the generic mana of `unlessPays` is per object
   * counted (`CountOf` with `per` 1, the kernel's "for each" phrase), counted as the spell resolves.
   */
  amount?: Amount;
  range: SourceRange;
}

const family: SyntaxFamily<CounterSpell | MakeUncounterable> = {
  name: "counter-spell",
  // "counter" is the kernel's word (counters on permanents, replacements), "spell" a kernel noun (object filters).
  words: { Unless: ["unless"], Pays: ["pays"], Countered: ["countered"] },
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
    const [Be, Countered, By, Spell, Or, Ability] = ["Be", "Countered", "By", "Spell", "Or", "Ability"].map((name) => kit.word(name));
    /** "Target spell can't be countered [by spells or abilities]" ("can't" is the verb the kernel read) */
    const cantBeCountered = kit.rule("counterSpell_cantBeCountered", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, Be);
      kit.consume(0, Countered);
      kit.option(1, () => {
        kit.consume(0, By);
        kit.consume(0, Spell);
        kit.consume(0, Or);
        kit.consume(0, Ability);
      });
      kit.ACTION(() => kit.objectEffect(drafts, subject, start, (objects, range) => ({ kind: "MakeUncounterable", objects, range }) as MakeUncounterable));
    });
    return { imperatives: [{ verb: "Counter", rule: counter }], predicates: [{ verb: "Cant", rule: cantBeCountered }] };
  },
  print: {
    MakeUncounterable: {
      clause: (effect, writer) => `${writer.objectsAsSubject(effect.objects).words} can't be countered${writer.wording === "2007" ? " by spells or abilities" : ""}`,
    },
    CounterSpell: {
      clause: (effect, writer) =>
        `counter ${writer.objects(effect.objects, "all")}${effect.unlessPays ? ` unless its controller pays ${printManaCost(effect.unlessPays)}` : ""}`,
    },
  },
  check: {
    CounterSpell: { verb: "Countering", targetUses: (effect, uses) => useObjects(uses, effect.objects, "stack") },
    MakeUncounterable: { verb: "'Can't be countered'", targetUses: (effect, uses) => useObjects(uses, effect.objects, "stack") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Counter target spell." },
    { kind: "spell or ability text", template: "Counter target creature spell." },
    { kind: "spell or ability text", template: "Counter target spell unless its controller pays {N}." },
    { kind: "spell or ability text", template: "Target spell can't be countered by spells or abilities." },
  ],
};

export default family;
