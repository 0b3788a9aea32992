/**
 * An effect under a condition checked as it happens (2007 413.2c: the instructions are followed in order, each
 * as the spell or ability resolves): "If you control a Giant, draw a card." (Lorwyn's tribal spells: Giant's
 * Ire, Peppersmoke, Rootgrapple, Surge of Thoughtweft), "If you control another Elf, …". Unlike an intervening
 * "if" (410.11), nothing is checked when the ability triggers: the condition is read once, where it is written.
 */
import type { Effect, ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { alt, filterPhrase, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

/** What the condition asks: "you control a Giant" / "you control another white creature". */
export interface YouControlCheck {
  kind: "YouControl";
  filter: ObjectFilter;
}

export type EffectCondition = YouControlCheck;

/** "If <condition>, <clause>": the clause happens only if the condition holds as the effect is reached. */
export interface IfCondition {
  kind: "IfCondition";
  condition: EffectCondition;
  effects: Effect[];
  range: SourceRange;
}

function conditionWords(condition: EffectCondition): string {
  switch (condition.kind) {
    case "YouControl":
      return `you control ${filterPhrase(condition.filter, "singular", "a")}`;
  }
}

const family: SyntaxFamily<IfCondition> = {
  name: "conditional",
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [You, Control, A, Another] = ["You", "Control", "A", "Another"].map((name) => kit.word(name));

    const ifCondition = kit.rule("conditional_if", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, You);
      kit.consume(0, Control);
      const another = kit.or(0, [alt(() => kit.consume(0, A) && false), alt(() => kit.consume(0, Another) && true)]);
      const filter = kit.subrule(0, phrases.objectNoun);
      kit.consume(0, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(0, phrases.clause, { ARGS: [inner] });
      kit.ACTION(() => {
        const condition: YouControlCheck = { kind: "YouControl", filter: another ? { ...filter, other: true } : filter };
        drafts.push({ kind: "IfCondition", condition, effects: inner as Effect[], range: kit.rangeFrom(start) } as IfCondition);
      });
    });

    const is = (i: number, word: string) => kit.LA(i).tokenType === kit.word(word);
    return { imperatives: [{ verb: "If", rule: ifCondition, gate: () => is(1, "You") && is(2, "Control") }] };
  },
  print: {
    IfCondition: {
      clause: (effect, writer) => `if ${conditionWords(effect.condition)}, ${effect.effects.map((inner) => writer.clauseOf(inner)).join(" and ")}`,
    },
  },
  check: {
    IfCondition: { verb: "Doing something under a condition", targetUses: () => undefined, nested: (effect) => effect.effects },
  },
  sentences: [
    { kind: "spell or ability text", template: "If you control a Giant, draw a card." },
    { kind: "spell or ability text", template: "If you control another Elf, you gain N life." },
  ],
};

export default family;
