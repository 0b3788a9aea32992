/**
 * "Karplusan Strider can't be the target of blue or black spells.": the card can't be the target of the spells a
 * description fits (a static ability of the permanent; 409.1c, checked as targets are chosen and again on
 * resolution, 413.2a). Abilities are not spells: their targets are unaffected. (2007's "~ can't be the target of
 * spells or abilities your opponents control." is hexproof, a keyword line: grammar/parser.ts.)
 */
import type { ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { filterPhrase, type StaticFamily } from "../../grammar/family.js";

export interface UntargetableBySpells {
  kind: "UntargetableBySpells";
  /** The spells (zone "stack"): "blue or black spells". */
  spells: ObjectFilter;
  range: SourceRange;
}

const family: StaticFamily<UntargetableBySpells> = {
  name: "static-untargetable",
  level: "static",
  grammar(kit) {
    const { phrases } = kit;
    const [Cant, Be, The, Target, Of] = ["Cant", "Be", "The", "Target", "Of"].map((name) => kit.word(name));
    /** "~ can't be the target of blue or black spells" */
    const untargetable = kit.rule("untargetableBySpells", (start: number): UntargetableBySpells => {
      // The card's name only: "This creature can't be …" shares five words with static-modify's sentences.
      kit.consume(0, kit.tokens.SelfName);
      kit.consume(0, Cant);
      kit.consume(0, Be);
      kit.consume(0, The);
      kit.consume(0, Target);
      kit.consume(0, Of);
      const spellsStart = kit.LA(1).startOffset;
      const spells = kit.subrule(0, phrases.objectNoun);
      return kit.ACTION(() => {
        if (spells.zone !== "stack" || spells.controller !== undefined || spells.other === true) {
          kit.problem("CS1035", "Name the spells by what they are: '~ can't be the target of blue or black spells.' (for spells and abilities your opponents control, that is hexproof).", spellsStart, kit.lastEnd());
        }
        return { kind: "UntargetableBySpells", spells, range: kit.rangeFrom(start) };
      });
    });
    return { sentences: [untargetable] };
  },
  print: {
    UntargetableBySpells: {
      print: (effect, writer) => `${writer.cardName} can't be the target of ${filterPhrase(effect.spells, "plural", "bare")}.`,
    },
  },
  check: { UntargetableBySpells: {} },
  sentences: [{ kind: "static", template: "~ can't be the target of blue or black spells." }],
};

export default family;
