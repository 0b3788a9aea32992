/**
 * "Spend only black mana on X." (Consume Spirit): a static ability of the spell that restricts how its {X} is paid
 * (it functions on the stack as the spell is played, 409.1h). The restriction is the mana cost's: the engine reads
 * it when it plans a payment (runtime/mana.ts, `xColor`), so auto-payment and the listing of castable spells both
 * respect it.
 */
import type { Color, SourceRange } from "../../grammar/ast.js";
import type { StaticFamily } from "../../grammar/family.js";

export interface SpendOnlyOnX {
  kind: "SpendOnlyOnX";
  /** The one colour of mana that may pay for X. */
  color: Color;
  range: SourceRange;
}

const COLOR_WORDS: Record<Color, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

const family: StaticFamily<SpendOnlyOnX> = {
  name: "static-spend",
  level: "static",
  words: { Spend: ["spend"] },
  grammar(kit) {
    const [Spend, Only, ColorWord, Mana, On, X] = ["Spend", "Only", "ColorWord", "Mana", "On", "X"].map((name) => kit.word(name));
    /** "Spend only black mana on X" */
    const spendSentence = kit.rule("spendOnlySentence", (start: number): SpendOnlyOnX => {
      kit.consume(0, Spend);
      kit.consume(0, Only);
      const color = kit.consume(0, ColorWord);
      kit.consume(0, Mana);
      kit.consume(0, On);
      kit.consume(0, X);
      return kit.ACTION(() => ({ kind: "SpendOnlyOnX", color: kit.colorOf(color.image)!, range: kit.rangeFrom(start) }) as SpendOnlyOnX);
    });
    return { sentences: [spendSentence] };
  },
  print: {
    SpendOnlyOnX: {
      print: (effect) => `Spend only ${COLOR_WORDS[effect.color]} mana on X.`,
    },
  },
  check: {
    SpendOnlyOnX: {
      // The X it restricts is the {X} of the card's mana cost: a card without one is told so (validate.ts).
      xFromManaCost: () => "'Spend only … mana on X' restricts the {X} of the card's mana cost, and this cost has none",
    },
  },
  sentences: [{ kind: "static", template: "Spend only black mana on X." }],
};

export default family;
