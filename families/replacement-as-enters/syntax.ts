/**
 * What a permanent does as it comes into play (2007 rules 419.6b; current: "enters the battlefield"), besides
 * counters and tapping (replacement-enters): "As ~ comes into play, choose a color." (Story Circle, Voice of All),
 * the value kept on the permanent for "the chosen color"; and devour (502.82 of the Shards rules: "Devour N": "As
 * this comes into play, you may sacrifice any number of creatures. This creature comes into play with N times
 * that many +1/+1 counters on it."), whose count is "the number of creatures it devoured".
 *
 * "Devour N" is a keyword line (grammar/parser.ts `devourLine`, like Cycling) that gives this family's node.
 */
import type { SourceRange } from "../../grammar/ast.js";
import { type ReplacementFamily } from "../../grammar/family.js";

/** "As ~ comes into play, choose a color." */
export interface AsEntersChooseColor {
  kind: "AsEntersChooseColor";
  range: SourceRange;
}

/** "As ~ comes into play, choose a creature type." (Door of Destinies): "of the chosen type" (families/choose-type) */
export interface AsEntersChooseCreatureType {
  kind: "AsEntersChooseCreatureType";
  range: SourceRange;
}

/** "Devour N" */
export interface Devour {
  kind: "Devour";
  /** The +1/+1 counters per creature devoured. */
  per: number;
  range: SourceRange;
}

const family: ReplacementFamily<AsEntersChooseColor | AsEntersChooseCreatureType | Devour> = {
  name: "replacement-as-enters",
  level: "replacement",
  // "color" is the mana family's word (ColorNoun: "one mana of any color"); "chosen" is the kernel's (filters' "of the chosen type").
  grammar(kit) {
    const { phrases } = kit;
    const [As, Comma, Choose, A, Color, TypeWord, Type] = ["As", "Comma", "Choose", "A", "ColorNoun", "TypeWord", "Type"].map((name) => (name === "Comma" ? kit.tokens.Comma : kit.word(name)));
    /** "As ~ comes into play, choose a color" / "… choose a creature type" */
    const chooseColor = kit.rule("asEntersChooseColor", (start: number): AsEntersChooseColor | AsEntersChooseCreatureType => {
      kit.consume(0, As);
      kit.subrule(0, phrases.selfReference);
      kit.subrule(0, phrases.entersPlay);
      kit.consume(0, Comma);
      kit.consume(0, Choose);
      kit.consume(0, A);
      return kit.or<AsEntersChooseColor | AsEntersChooseCreatureType>(0, [
        {
          ALT: () => {
            kit.consume(0, Color);
            return kit.ACTION(() => ({ kind: "AsEntersChooseColor", range: kit.rangeFrom(start) }) as AsEntersChooseColor);
          },
        },
        {
          ALT: () => {
            const creature = kit.consume(0, TypeWord);
            kit.consume(0, Type);
            return kit.ACTION(() => {
              if (kit.cardTypeOf(creature.image) !== "Creature") kit.problem("CS1035", "A creature type is chosen: write 'choose a creature type'.", creature.startOffset, kit.lastEnd());
              return { kind: "AsEntersChooseCreatureType", range: kit.rangeFrom(start) } as AsEntersChooseCreatureType;
            });
          },
        },
      ]);
    });
    return { sentences: [chooseColor] };
  },
  print: {
    AsEntersChooseColor: {
      print: (_node, writer) => `As ${writer.cardName} ${writer.wording === "2007" ? "comes into play" : "enters the battlefield"}, choose a color.`,
    },
    AsEntersChooseCreatureType: {
      print: (_node, writer) => `As ${writer.cardName} ${writer.wording === "2007" ? "comes into play" : "enters the battlefield"}, choose a creature type.`,
    },
    Devour: { print: (node) => `Devour ${node.per}` },
  },
  check: { AsEntersChooseColor: {}, AsEntersChooseCreatureType: {}, Devour: {} },
  sentences: [
    { kind: "replacement", template: "As ~ comes into play, choose a color." },
    { kind: "replacement", template: "As ~ comes into play, choose a creature type." },
  ],
};

export default family;
