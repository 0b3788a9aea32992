/**
 * A permanent that comes into play tapped unless its controller reveals a card from their hand as it does (419.6b;
 * Lorwyn's tribal lands): "As ~ comes into play, you may reveal an Elf card from your hand. If you don't, ~ comes
 * into play tapped." (current: "enters the battlefield").
 */
import type { ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { type ReplacementFamily, article, filterNoun } from "../../grammar/family.js";

export interface AsEntersRevealOrTapped {
  kind: "AsEntersRevealOrTapped";
  /** What may be revealed: a card in the hand of the player it comes into play under. */
  filter: ObjectFilter;
  range: SourceRange;
}

const family: ReplacementFamily<AsEntersRevealOrTapped> = {
  name: "replacement-reveal",
  level: "replacement",
  grammar(kit) {
    const { phrases, tokens } = kit;
    const W = Object.fromEntries(["As", "You", "May", "Reveal", "From", "Your", "Hand", "If", "Doesnt", "Tapped"].map((name) => [name, kit.word(name)]));
    const revealOrTapped = kit.rule("asEntersRevealOrTapped", (start: number): AsEntersRevealOrTapped => {
      kit.consume(0, W.As);
      kit.subrule(0, phrases.selfReference);
      kit.subrule(0, phrases.entersPlay);
      kit.consume(0, tokens.Comma);
      kit.consume(0, W.You);
      kit.consume(0, W.May);
      kit.consume(0, W.Reveal);
      kit.subrule(0, phrases.amount);
      // The object noun reads "from your hand" itself ("an Elf card from your hand": a card in that zone).
      const filter = kit.subrule(0, phrases.objectNoun);
      kit.consume(1, tokens.Period);
      kit.consume(0, W.If);
      kit.consume(1, W.You);
      kit.consume(0, W.Doesnt);
      kit.consume(1, tokens.Comma);
      kit.subrule(1, phrases.selfReference);
      kit.subrule(1, phrases.entersPlay);
      kit.consume(0, W.Tapped);
      return kit.ACTION(() => {
        if (filter.zone !== "hand") kit.problem("CS1035", "What is revealed as a permanent comes into play is a card in your hand: write 'reveal a … card from your hand'.", start, kit.lastEnd());
        return { kind: "AsEntersRevealOrTapped", filter, range: kit.rangeFrom(start) } as AsEntersRevealOrTapped;
      });
    });
    return { sentences: [revealOrTapped] };
  },
  print: {
    AsEntersRevealOrTapped: {
      print(node, writer) {
        const enters = writer.wording === "2007" ? "comes into play" : "enters the battlefield";
        const noun = filterNoun(node.filter, "singular");
        return `As ${writer.cardName} ${enters}, you may reveal ${article(noun)} ${noun} from your hand. If you don't, ${writer.cardName} ${enters} tapped.`;
      },
    },
  },
  check: { AsEntersRevealOrTapped: {} },
  sentences: [{ kind: "replacement", template: "As ~ comes into play, you may reveal an Elf card from your hand. If you don't, ~ comes into play tapped." }],
};

export default family;
