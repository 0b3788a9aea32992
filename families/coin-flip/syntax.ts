/**
 * Coin flips: "Flip a coin." and what depends on it, "If you win the flip, …" / "If you lose the flip, …" (Scoria
 * Wurm, and the era's other coin cards). The ability's controller flips; winning or losing the flip is even odds,
 * drawn from the game's seeded randomness (runtime/rng.ts), so a replay or a restored snapshot flips the same.
 * The conditions read the last flip of the ability before them.
 */
import type { Effect, SourceRange } from "../../grammar/ast.js";
import { alt, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface FlipCoin {
  kind: "FlipCoin";
  range: SourceRange;
}

/** "If you win the flip, <clause>" (`won`: true) / "If you lose the flip, <clause>" (`won`: false). */
export interface IfFlip {
  kind: "IfFlip";
  won: boolean;
  effects: Effect[];
  range: SourceRange;
}

const family: SyntaxFamily<FlipCoin | IfFlip> = {
  name: "coin-flip",
  words: { Flip: ["flip", "flips"], Coin: ["coin"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [A, Coin, You, Win, Loses, The, Flip] = ["A", "Coin", "You", "Win", "Loses", "The", "Flip"].map((name) => kit.word(name));

    // "Flip a coin."
    const flip = kit.rule("coinFlip_flip", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, A);
      kit.consume(0, Coin);
      kit.ACTION(() => drafts.push({ kind: "FlipCoin", range: kit.rangeFrom(start) } as FlipCoin));
    });

    // "If you win the flip, <clause>" / "If you lose the flip, <clause>"
    const ifFlip = kit.rule("coinFlip_if", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, You);
      const won = kit.or(0, [alt(() => (kit.consume(0, Win), true)), alt(() => (kit.consume(0, Loses), false))]);
      kit.consume(0, The);
      kit.consume(0, Flip);
      kit.consume(0, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(0, phrases.clause, { ARGS: [inner] });
      kit.ACTION(() => drafts.push({ kind: "IfFlip", won, effects: inner as Effect[], range: kit.rangeFrom(start) } as IfFlip));
    });

    const is = (i: number, word: typeof A) => kit.LA(i).tokenType === word;
    return {
      imperatives: [
        { verb: "Flip", rule: flip },
        { verb: "If", rule: ifFlip, gate: () => is(1, You) && (is(2, Win) || is(2, Loses)) && is(3, The) && is(4, Flip) },
      ],
    };
  },
  finish(drafts, kit) {
    let flipBefore = false;
    for (const draft of drafts) {
      if (draft.kind === "FlipCoin") flipBefore = true;
      if (draft.kind === "IfFlip" && !flipBefore) {
        kit.problem("CS1034", "'If you win the flip' / 'If you lose the flip' refers to a coin flip: write 'Flip a coin.' before it in the same ability.", draft.range.start.offset, draft.range.end.offset);
      }
    }
    return drafts;
  },
  print: {
    FlipCoin: { clause: () => "flip a coin" },
    IfFlip: {
      clause: (effect, writer) => `if you ${effect.won ? "win" : "lose"} the flip, ${effect.effects.map((inner) => writer.clauseOf(inner)).join(" and ")}`,
    },
  },
  check: {
    FlipCoin: { verb: "Flipping a coin", targetUses: () => undefined },
    IfFlip: { verb: "Doing something if you won or lost a coin flip", targetUses: () => undefined, nested: (effect) => effect.effects },
  },
  sentences: [
    { kind: "spell or ability text", template: "Flip a coin. If you win the flip, draw a card." },
    { kind: "triggered", template: "At the beginning of your upkeep, flip a coin. If you lose the flip, return ~ to its owner's hand." },
  ],
};

export default family;
