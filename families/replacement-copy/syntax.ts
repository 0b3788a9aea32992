/**
 * Coming into play as a copy (418.5a of 2007, layer 1; an "as … comes into play" replacement with a choice):
 * "As Clone comes into play, you may choose a creature in play. If you do, Clone comes into play as a copy of
 * that creature." (Oracle: "You may have Clone enter the battlefield as a copy of any creature on the
 * battlefield."; Sculpting Steel: "… any artifact …").
 */
import type { ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { alt, article, filterNoun, type ReplacementFamily } from "../../grammar/family.js";

export interface EntersAsCopy {
  kind: "EntersAsCopy";
  /** What may be copied: "a creature in play" (a permanent). */
  filter: ObjectFilter;
  range: SourceRange;
}

const family: ReplacementFamily<EntersAsCopy> = {
  name: "replacement-copy",
  level: "replacement",
  words: { Copy: ["copy"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [As, You, May, Choose, A, In, Play, If, Do, Copy, Of, That, TypeWord, Have, Any, On, The, Battlefield] = [
      "As",
      "You",
      "May",
      "Choose",
      "A",
      "In",
      "Play",
      "If",
      "Do",
      "Copy",
      "Of",
      "That",
      "TypeWord",
      "Have",
      "Any",
      "On",
      "The",
      "Battlefield",
    ].map((name) => kit.word(name));

    /** "in play" / "on the battlefield" after the noun. */
    const inPlay = kit.rule("entersAsCopy_inPlay", () => {
      kit.or(0, [
        alt(() => {
          kit.consume(0, In);
          kit.consume(0, Play);
        }),
        alt(() => {
          kit.consume(0, On);
          kit.consume(0, The);
          kit.consume(0, Battlefield);
        }),
      ]);
    });

    const checkPermanents = (filter: ObjectFilter, start: number) => {
      if (filter.zone !== "play") kit.problem("CS1035", "A permanent comes into play as a copy of a permanent: write e.g. 'a creature in play'.", start, kit.lastEnd());
    };

    const entersAsCopy = kit.rule("entersAsCopy", (start: number): EntersAsCopy =>
      kit.or(0, [
        // "As ~ comes into play, you may choose a creature in play. If you do, ~ comes into play as a copy of that creature"
        alt((): EntersAsCopy => {
          kit.consume(0, As);
          kit.subrule(0, phrases.selfReference);
          kit.subrule(0, phrases.entersPlay);
          kit.consume(0, tokens.Comma);
          kit.consume(0, You);
          kit.consume(0, May);
          kit.consume(0, Choose);
          kit.consume(0, A);
          const nounStart = kit.LA(1).startOffset;
          const filter = kit.subrule(0, phrases.objectNoun);
          // The object noun takes a following "in play" itself (`ObjectFilter.inPlayWords`); the words are required here.
          const written = kit.option(0, () => (kit.subrule(0, inPlay), true));
          kit.ACTION(() => {
            if (written !== true && filter.inPlayWords !== true) kit.problem("CS1035", "Write what may be copied as 'a creature in play'.", nounStart, kit.lastEnd());
            // The words are this sentence's (its printer writes "in play" / "on the battlefield"), not the filter's:
            // the tree means the same in both wordings.
            delete filter.inPlayWords;
            checkPermanents(filter, nounStart);
          });
          kit.consume(0, tokens.Period);
          kit.consume(0, If);
          kit.consume(2, You);
          kit.consume(0, Do);
          kit.consume(2, tokens.Comma);
          kit.subrule(2, phrases.selfReference);
          kit.subrule(2, phrases.entersPlay);
          kit.consume(2, As);
          kit.consume(2, A);
          kit.consume(0, Copy);
          kit.consume(0, Of);
          kit.consume(0, That);
          const noun = kit.consume(0, TypeWord);
          return kit.ACTION(() => {
            if (filter.types.length !== 1 || kit.cardTypeOf(noun.image) !== filter.types[0]) {
              kit.problem("CS1035", `'that ${noun.image}' must name what was chosen ('${filter.types.map((t) => t.toLowerCase()).join(" or ") || "permanent"}').`, noun.startOffset, kit.lastEnd());
            }
            return { kind: "EntersAsCopy", filter, range: kit.rangeFrom(start) } as EntersAsCopy;
          });
        }),
        // "You may have ~ enter the battlefield as a copy of any creature on the battlefield"
        alt((): EntersAsCopy => {
          kit.consume(4, You);
          kit.consume(4, May);
          kit.consume(0, Have);
          kit.subrule(4, phrases.selfReference);
          kit.subrule(4, phrases.entersPlay);
          kit.consume(4, As);
          kit.consume(4, A);
          kit.consume(4, Copy);
          kit.consume(4, Of);
          kit.consume(0, Any);
          const nounStart = kit.LA(1).startOffset;
          const filter = kit.subrule(4, phrases.objectNoun);
          kit.subrule(4, inPlay);
          return kit.ACTION(() => {
            checkPermanents(filter, nounStart);
            return { kind: "EntersAsCopy", filter, range: kit.rangeFrom(start) } as EntersAsCopy;
          });
        }),
      ]),
    );
    return { sentences: [entersAsCopy] };
  },
  print: {
    EntersAsCopy: {
      print(replacement, writer) {
        const noun = filterNoun(replacement.filter, "singular");
        if (writer.wording === "2007") {
          const that = replacement.filter.types.length === 1 ? noun.split(" ").pop()! : "permanent";
          return `As ${writer.cardName} comes into play, you may choose ${article(noun)} ${noun} in play. If you do, ${writer.cardName} comes into play as a copy of that ${that}.`;
        }
        return `You may have ${writer.cardName} enter the battlefield as a copy of any ${noun} on the battlefield.`;
      },
    },
  },
  check: {
    EntersAsCopy: {},
  },
  sentences: [
    { kind: "replacement", template: "As ~ comes into play, you may choose a creature in play. If you do, ~ comes into play as a copy of that creature." },
    { kind: "replacement", template: "You may have ~ enter the battlefield as a copy of any creature on the battlefield." },
  ],
};

export default family;
