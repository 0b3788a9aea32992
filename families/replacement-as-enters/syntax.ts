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
import { alt, type ReplacementFamily } from "../../grammar/family.js";
import type { IToken } from "chevrotain";

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

/**
 * "As ~ comes into play, name a card." (Pithing Needle, Runed Halo; current: "As ~ enters the battlefield, choose a
 * card name."), "… name a nonland card." (Meddling Mage; current: "… choose a nonland card name."): 201.3, the name kept
 * on the permanent for "with the chosen name" / "protection from the chosen name" (families/name-card).
 */
export interface AsEntersNameCard {
  kind: "AsEntersNameCard";
  nonland?: true;
  range: SourceRange;
}

/** "Devour N" */
export interface Devour {
  kind: "Devour";
  /** The +1/+1 counters per creature devoured. */
  per: number;
  range: SourceRange;
}

const family: ReplacementFamily<AsEntersChooseColor | AsEntersChooseCreatureType | AsEntersNameCard | Devour> = {
  name: "replacement-as-enters",
  level: "replacement",
  // "color" is the mana family's word (ColorNoun: "one mana of any color"); "chosen" is the kernel's (filters' "of the chosen type").
  grammar(kit) {
    const { phrases } = kit;
    const [As, Comma, Choose, A, Color, TypeWord, Type] = ["As", "Comma", "Choose", "A", "ColorNoun", "TypeWord", "Type"].map((name) => (name === "Comma" ? kit.tokens.Comma : kit.word(name)));
    const [NameWord, Card, NonType] = ["Name", "Card", "NonType"].map((name) => kit.word(name));
    /** "nonland" before "card" (the only description a named card has here), or nothing */
    const nonlandWord = (nonType: IToken | undefined): true | undefined => {
      if (nonType === undefined) return undefined;
      if (nonType.image.toLowerCase() !== "nonland") kit.problem("CS1035", `A card is named with no other description than 'nonland': write 'name a card' or 'name a nonland card', not '${nonType.image}'.`, nonType.startOffset, nonType.startOffset + nonType.image.length);
      return true;
    };
    /** "name a [nonland] card" (2007) */
    const nameACard = kit.rule("asEntersNameCard", (start: number): AsEntersNameCard => {
      kit.consume(1, NameWord);
      kit.consume(1, A);
      const nonType = kit.option(1, () => kit.consume(1, NonType));
      kit.consume(1, Card);
      return kit.ACTION((): AsEntersNameCard => {
        const nonland = nonlandWord(nonType);
        return { kind: "AsEntersNameCard", ...(nonland ? { nonland } : {}), range: kit.rangeFrom(start) };
      });
    });
    /** "choose a color" / "choose a creature type" / "choose a [nonland] card name" */
    const chooseOne = kit.rule("asEntersChooseOne", (start: number): AsEntersChooseColor | AsEntersChooseCreatureType | AsEntersNameCard => {
      kit.consume(0, Choose);
      kit.consume(0, A);
      return kit.or<AsEntersChooseColor | AsEntersChooseCreatureType | AsEntersNameCard>(0, [
        {
          // "choose a [nonland] card name" (current)
          GATE: () => kit.LA(1).tokenType === Card || kit.LA(1).tokenType === NonType,
          ALT: () => {
            const nonType = kit.option(2, () => kit.consume(2, NonType));
            kit.consume(2, Card);
            kit.consume(2, NameWord);
            return kit.ACTION((): AsEntersNameCard => {
              const nonland = nonlandWord(nonType);
              return { kind: "AsEntersNameCard", ...(nonland ? { nonland } : {}), range: kit.rangeFrom(start) };
            });
          },
        },
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
    /** "As ~ comes into play, choose a color" / "… choose a creature type" / "… name a card" */
    const chooseColor = kit.rule("asEntersChooseColor", (start: number): AsEntersChooseColor | AsEntersChooseCreatureType | AsEntersNameCard => {
      kit.consume(0, As);
      kit.subrule(0, phrases.selfReference);
      kit.subrule(0, phrases.entersPlay);
      kit.consume(0, Comma);
      return kit.or<AsEntersChooseColor | AsEntersChooseCreatureType | AsEntersNameCard>(3, [
        alt(() => kit.subrule(0, nameACard, { ARGS: [start] })),
        alt(() => kit.subrule(0, chooseOne, { ARGS: [start] })),
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
    AsEntersNameCard: {
      print: (node, writer) => {
        const what = node.nonland === true ? "nonland card" : "card";
        return writer.wording === "2007" ? `As ${writer.cardName} comes into play, name a ${what}.` : `As ${writer.cardName} enters the battlefield, choose a ${what} name.`;
      },
    },
    Devour: { print: (node) => `Devour ${node.per}` },
  },
  check: { AsEntersChooseColor: {}, AsEntersChooseCreatureType: {}, AsEntersNameCard: {}, Devour: {} },
  sentences: [
    { kind: "replacement", template: "As ~ comes into play, choose a color." },
    { kind: "replacement", template: "As ~ comes into play, choose a creature type." },
    { kind: "replacement", template: "As ~ comes into play, name a card." },
    { kind: "replacement", template: "As ~ comes into play, name a nonland card." },
  ],
};

export default family;
