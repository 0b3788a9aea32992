/**
 * An effect under a condition checked as it happens (2007 413.2c: the instructions are followed in order, each
 * as the spell or ability resolves): "If you control a Giant, draw a card." (Lorwyn's tribal spells: Giant's
 * Ire, Peppersmoke, Rootgrapple, Surge of Thoughtweft), "If you control another Elf, …"; Eventide's mana spent to
 * play the spell: "If {U} was spent to play ~, return …" (River's Grasp), and written after the sentence, "Put two
 * … tokens into play if {W} was spent to play ~." (Repel Intruders, Torrent of Souls; the kernel's sentence rule
 * reads that ending, grammar/parser.ts). Unlike an intervening "if" (410.11), nothing is checked when an ability
 * triggers: the condition is read once, where it is written.
 */
import type { Color, Effect, ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { alt, filterPhrase, type Draft, type SentenceWriter, type Subject, type SyntaxFamily } from "../../grammar/family.js";

/** What the condition asks: "you control a Giant" / "you control another white creature". */
export interface YouControlCheck {
  kind: "YouControl";
  filter: ObjectFilter;
}

/** "{U} was spent to play ~" (current: "… to cast this spell"): mana of that colour paid the spell's costs. */
export interface ManaSpentCheck {
  kind: "ManaSpent";
  color: Color;
}

export type EffectCondition = YouControlCheck | ManaSpentCheck;

/** "If <condition>, <clause>": the clause happens only if the condition holds as the effect is reached. */
export interface IfCondition {
  kind: "IfCondition";
  condition: EffectCondition;
  effects: Effect[];
  /** The condition was written after the clause ("… into play if {W} was spent to play ~."). */
  after?: true;
  range: SourceRange;
}

function conditionWords(condition: EffectCondition, writer: SentenceWriter): string {
  switch (condition.kind) {
    case "YouControl":
      return `you control ${filterPhrase(condition.filter, "singular", "a")}`;
    case "ManaSpent":
      return writer.wording === "2007" ? `{${condition.color}} was spent to play ${writer.cardName}` : `{${condition.color}} was spent to cast this spell`;
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

    // "If {U} was spent to play ~, <clause>"
    const ifManaSpent = kit.rule("conditional_ifManaSpent", (_subject: Subject, drafts: Draft[], start: number) => {
      const color = kit.subrule(0, phrases.manaSpent);
      kit.consume(1, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(1, phrases.clause, { ARGS: [inner] });
      kit.ACTION(() => {
        const condition: ManaSpentCheck = { kind: "ManaSpent", color };
        drafts.push({ kind: "IfCondition", condition, effects: inner as Effect[], range: kit.rangeFrom(start) } as IfCondition);
      });
    });

    const is = (i: number, word: string) => kit.LA(i).tokenType === kit.word(word);
    return {
      imperatives: [
        { verb: "If", rule: ifCondition, gate: () => is(1, "You") && is(2, "Control") },
        { verb: "If", rule: ifManaSpent, gate: () => kit.LA(1).tokenType === tokens.ManaSymbol },
      ],
    };
  },
  print: {
    IfCondition: {
      clause(effect, writer) {
        const clauses = effect.effects.map((inner) => writer.clauseOf(inner)).join(" and ");
        return effect.after ? `${clauses} if ${conditionWords(effect.condition, writer)}` : `if ${conditionWords(effect.condition, writer)}, ${clauses}`;
      },
    },
  },
  check: {
    IfCondition: { verb: "Doing something under a condition", targetUses: () => undefined, nested: (effect) => effect.effects },
  },
  sentences: [
    { kind: "spell or ability text", template: "If you control a Giant, draw a card." },
    { kind: "spell or ability text", template: "If you control another Elf, you gain N life." },
    { kind: "spell or ability text", template: "If {U} was spent to play ~, return up to one target creature to its owner's hand." },
    { kind: "spell or ability text", template: "Draw a card if {G} was spent to play ~." },
  ],
};

export default family;
