/** "You gain 3 life.", "Target player loses 2 life.": a player's life total goes up or down. */
import type { Amount, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, amountEqualTo, digits, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

export interface GainLife {
  kind: "GainLife";
  player: PlayerRef;
  amount: Amount;
  range: SourceRange;
}

export interface LoseLife {
  kind: "LoseLife";
  player: PlayerRef;
  amount: Amount;
  range: SourceRange;
}

const family: SyntaxFamily<GainLife | LoseLife> = {
  name: "life",
  words: { Loses: ["lose", "loses"] },
  grammar(kit) {
    const [Life, Equal, To, Its, Power, Toughness] = ["Life", "Equal", "To", "Its", "Power", "Toughness"].map((name) => kit.word(name));
    // "gain 3 life", "gain life equal to its toughness" (Angelic Chorus: "its" is the object named before)
    const gain = kit.rule("life_gain", (subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.or(0, [
        alt(() => {
          const counted = kit.subrule(0, kit.phrases.amount);
          kit.consume(0, Life);
          return counted;
        }),
        alt(() => {
          kit.consume(1, Life);
          kit.consume(0, Equal);
          kit.consume(0, To);
          const its = kit.consume(0, Its);
          const stat = kit.or(1, [alt(() => (kit.consume(0, Power), "power" as const)), alt(() => (kit.consume(0, Toughness), "toughness" as const))]);
          return kit.ACTION(() => {
            const object = kit.antecedentObject(its.startOffset) ?? ({ kind: "Self" } as const);
            return { kind: "StatOf", stat, object } as Amount;
          });
        }),
      ]);
      kit.ACTION(() => kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "GainLife", player, amount, range }) as GainLife));
    });
    const lose = kit.rule("life_lose", (subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, kit.phrases.amount);
      kit.consume(0, Life);
      kit.ACTION(() => kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "LoseLife", player, amount, range }) as LoseLife));
    });
    return {
      predicates: [
        { verb: "Gains", rule: gain },
        { verb: "Loses", rule: lose },
      ],
      imperatives: [{ verb: "Gains", rule: gain }],
    };
  },
  print: {
    GainLife: {
      clause: (effect, writer) =>
        writer.playerClause(effect.player, false, (verb) =>
          effect.amount.kind === "StatOf" ? `${verb("gain", "gains")} life equal to ${amountEqualTo(effect.amount)}` : `${verb("gain", "gains")} ${digits(effect.amount)} life`,
        ),
    },
    LoseLife: { clause: (effect, writer) => writer.playerClause(effect.player, false, (verb) => `${verb("lose", "loses")} ${digits(effect.amount)} life`) },
  },
  check: {
    GainLife: { verb: "Gaining life", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
    LoseLife: { verb: "Losing life", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
  },
  sentences: [
    { kind: "spell or ability text", template: "You gain N life." },
    { kind: "spell or ability text", template: "You lose N life." },
    { kind: "spell or ability text", template: "Target player gains N life." },
    { kind: "spell or ability text", template: "Target player loses N life." },
  ],
};

export default family;
