/**
 * "Choose a creature type." as an instruction of a spell or ability (Morningtide's Coordinated Barrage, Distant
 * Melody, Luminescent Rain, Pack's Disdain, Roar of the Crowd): the controller names a creature type as the
 * instruction is followed (2007 rules 413.2c: the choice is made on resolution, not as the spell is played), and the
 * instructions after it read it as "of the chosen type" / "of that type" (an object filter's part, grammar/parser.ts
 * `objectNoun`; `ObjectFilter.chosenType`). The same words in the 2007 and current wordings.
 */
import type { SourceRange } from "../../grammar/ast.js";
import { fn, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface ChooseCreatureType {
  kind: "ChooseCreatureType";
  range: SourceRange;
}

const family: SyntaxFamily<ChooseCreatureType> = {
  name: "choose-type",
  grammar(kit) {
    const [A, TypeWord, Type] = ["A", "TypeWord", "Type"].map((name) => kit.word(name));
    // "Choose a creature type": the kernel's "Choose" verb, its object "a creature type"
    const aCreatureType = fn(() => kit.LA(1).tokenType === A && kit.LA(2).tokenType === TypeWord && kit.cardTypeOf(kit.LA(2).image) === "Creature" && kit.LA(3).tokenType === Type);
    const choose = kit.rule("chooseType_creatureType", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, A);
      const creature = kit.consume(0, TypeWord);
      const type = kit.consume(0, Type);
      kit.ACTION(() => {
        if (kit.cardTypeOf(creature.image) !== "Creature" || type.image.toLowerCase() !== "type") {
          kit.problem("CS1035", `Only one creature type is chosen: write 'Choose a creature type.'`, creature.startOffset, kit.lastEnd());
        }
        drafts.push({ kind: "ChooseCreatureType", range: kit.rangeFrom(start) } as ChooseCreatureType);
      });
    });
    return { imperatives: [{ verb: "Choose", rule: choose, gate: aCreatureType }] };
  },
  print: {
    ChooseCreatureType: { clause: () => "choose a creature type" },
  },
  check: {
    ChooseCreatureType: { verb: "Choosing a creature type", targetUses: () => undefined },
  },
  sentences: [{ kind: "spell or ability text", template: "Choose a creature type. Draw a card for each permanent you control of the chosen type." }],
};

export default family;
