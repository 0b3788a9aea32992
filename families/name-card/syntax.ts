/**
 * Naming a card (201.3 of 2007: the player names a card; current wording: "choose a card name"), as an instruction of
 * a spell or ability: "Name a card, then target player puts the top card of his or her library into his or her
 * graveyard." (Lammastide Weave; current: "Choose a card name, then …"). The name is chosen as the instruction is
 * followed (413.2c), kept per resolution, and read by the instructions after it: a filter's "with the chosen name"
 * (`ObjectFilter.chosenName`) and "the named card". A permanent's "As ~ comes into play, name a card." is the
 * replacement-as-enters family's; its choice, kept on the permanent, is read the same way.
 */
import type { SourceRange } from "../../grammar/ast.js";
import { fn, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

/** "Name a card." (2007) / "Choose a card name." (current). `nonland`: "Name a nonland card." */
export interface NameCard {
  kind: "NameCard";
  nonland?: true;
  range: SourceRange;
}

const family: SyntaxFamily<NameCard> = {
  name: "name-card",
  grammar(kit) {
    const [A, Card, Name, NonType] = ["A", "Card", "Name", "NonType"].map((name) => kit.word(name));
    /** "a card" / "a nonland card" after "Name" */
    const aCardFollows = fn(() => kit.LA(1).tokenType === A && (kit.LA(2).tokenType === Card || (kit.LA(2).tokenType === NonType && kit.LA(3).tokenType === Card)));
    /** "a card name" / "a nonland card name" after "Choose" */
    const aCardNameFollows = fn(() => kit.LA(1).tokenType === A && ((kit.LA(2).tokenType === Card && kit.LA(3).tokenType === Name) || (kit.LA(2).tokenType === NonType && kit.LA(3).tokenType === Card && kit.LA(4).tokenType === Name)));
    const nonlandWord = (nonType: { image: string; startOffset: number } | undefined): true | undefined => {
      if (nonType === undefined) return undefined;
      if (nonType.image.toLowerCase() !== "nonland") kit.problem("CS1035", `A card is named with no other description than 'nonland': write 'a card' or 'a nonland card', not '${nonType.image}'.`, nonType.startOffset, nonType.startOffset + nonType.image.length);
      return true;
    };
    const nameACard = kit.rule("nameCard_name", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, A);
      const nonType = kit.option(0, () => kit.consume(0, NonType));
      const card = kit.consume(0, Card);
      kit.ACTION(() => {
        if (card.image.toLowerCase() !== "card") kit.problem("CS1035", "One card is named: write 'Name a card.'.", card.startOffset, card.startOffset + card.image.length);
        const nonland = nonlandWord(nonType);
        drafts.push({ kind: "NameCard", ...(nonland ? { nonland } : {}), range: kit.rangeFrom(start) } as NameCard);
      });
    });
    const chooseACardName = kit.rule("nameCard_chooseName", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(1, A);
      const nonType = kit.option(1, () => kit.consume(1, NonType));
      kit.consume(1, Card);
      const name = kit.consume(1, Name);
      kit.ACTION(() => {
        if (name.image.toLowerCase() !== "name") kit.problem("CS1035", "One name is chosen: write 'Choose a card name.'.", name.startOffset, name.startOffset + name.image.length);
        const nonland = nonlandWord(nonType);
        drafts.push({ kind: "NameCard", ...(nonland ? { nonland } : {}), range: kit.rangeFrom(start) } as NameCard);
      });
    });
    return {
      imperatives: [
        { verb: "Name", rule: nameACard, gate: aCardFollows },
        { verb: "Choose", rule: chooseACardName, gate: aCardNameFollows },
      ],
    };
  },
  print: {
    NameCard: {
      clause: (node, writer) => {
        const what = node.nonland === true ? "nonland card" : "card";
        return writer.wording === "2007" ? `name a ${what}` : `choose a ${what} name`;
      },
    },
  },
  check: {
    NameCard: { verb: "Naming a card", targetUses: () => undefined },
  },
  sentences: [
    { kind: "spell or ability text", template: "Name a card, then target player puts the top card of his or her library into his or her graveyard." },
    { kind: "spell or ability text", template: "Choose a card name, then target player mills a card." },
  ],
};

export default family;
