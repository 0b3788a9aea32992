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

/** "Double target player's life total." (Beacon of Immortality): the player gains (or, below 0, loses) as much life as the total. */
export interface DoubleLife {
  kind: "DoubleLife";
  player: PlayerRef;
  range: SourceRange;
}

const family: SyntaxFamily<GainLife | LoseLife | DoubleLife> = {
  name: "life",
  words: { Loses: ["lose", "loses"] },
  grammar(kit) {
    const [Life, Equal, To, Its, Power, Toughness, Total] = ["Life", "Equal", "To", "Its", "Power", "Toughness", "Total"].map((name) => kit.word(name));
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
    // "Double target player's life total.", "Double your life total."
    const double = kit.rule("life_double", (_subject: Subject, drafts: Draft[], start: number) => {
      const player = kit.or(2, [
        alt(() => kit.subrule(0, kit.phrases.possessivePlayer)),
        alt(() => {
          // "target player's"
          const at = kit.LA(1).startOffset;
          const phrase = kit.subrule(0, kit.phrases.targetPhrase);
          kit.consume(0, kit.tokens.Possessive);
          return kit.ACTION((): PlayerRef => {
            if (!phrase.spec.players || phrase.spec.objects !== undefined) {
              kit.problem("CS1035", "Only a player has a life total: write 'target player's life total' (or 'your life total').", at, kit.lastEnd());
            }
            return { kind: "TargetPlayer", target: phrase.spec.index };
          });
        }),
      ]);
      kit.consume(2, Life);
      kit.consume(0, Total);
      kit.ACTION(() => drafts.push({ kind: "DoubleLife", player, range: kit.rangeFrom(start) } as DoubleLife));
    });
    return {
      predicates: [
        { verb: "Gains", rule: gain },
        { verb: "Loses", rule: lose },
      ],
      imperatives: [
        { verb: "Gains", rule: gain },
        { verb: "Double", rule: double },
      ],
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
    DoubleLife: { clause: (effect, writer) => `double ${writer.controlOwner(effect.player)} life total` },
  },
  check: {
    GainLife: { verb: "Gaining life", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
    LoseLife: { verb: "Losing life", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
    DoubleLife: { verb: "Doubling a life total", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
  },
  sentences: [
    { kind: "spell or ability text", template: "You gain N life." },
    { kind: "spell or ability text", template: "You lose N life." },
    { kind: "spell or ability text", template: "Target player gains N life." },
    { kind: "spell or ability text", template: "Target player loses N life." },
    { kind: "spell or ability text", template: "Double target player's life total." },
  ],
};

export default family;
