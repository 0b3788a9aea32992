/**
 * Scry (Fifth Dawn; Future Sight; 2007 rules 501.9a, a keyword action): "Scry 2." — "To 'scry N' means to look at the
 * top N cards of your library, put any number of them on the bottom of your library in any order, and put the rest
 * on top of your library in any order." The same words in the printed 2007 wording and the current one (the
 * reminder text in parentheses, which `cardscript import` drops, is not part of the sentence). Only "you" scry in
 * the era's cards ("Scry 3." on a spell, "When ~ comes into play, scry 2." on a permanent).
 */
import type { PlayerRef, SourceRange } from "../../grammar/ast.js";
import { usePlayer, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface Scry {
  kind: "Scry";
  /** Who scries (the controller: the imperative's "you"). */
  player: PlayerRef;
  /** N: the cards looked at. */
  count: number;
  range: SourceRange;
}

const family: SyntaxFamily<Scry> = {
  name: "scry",
  words: { Scry: ["scry", "scries"] },
  grammar(kit) {
    // "scry 2"
    const scry = kit.rule("scry_scry", (subject: Subject, drafts: Draft[], start: number) => {
      const n = kit.consume(0, kit.tokens.NumberLit);
      kit.ACTION(() => {
        const count = kit.numberValue(n);
        if (count < 1) kit.problem("CS1035", "Scry looks at one card or more: write e.g. 'Scry 2.'", n.startOffset, kit.lastEnd());
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "Scry", player, count, range }) as Scry);
      });
    });
    return { imperatives: [{ verb: "Scry", rule: scry }] };
  },
  print: {
    Scry: { clause: (effect, writer) => writer.playerClause(effect.player, true, (verb) => `${verb("scry", "scries")} ${effect.count}`) },
  },
  check: {
    Scry: { verb: "Scrying", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
  },
  sentences: [
    { kind: "spell or ability text", template: "Scry 2." },
    { kind: "spell or ability text", template: "Draw a card. Scry 1." },
  ],
};

export default family;
