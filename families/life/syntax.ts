/** "You gain 3 life.", "Target player loses 2 life.": a player's life total goes up or down. */
import type { Amount, Color, ObjectRef, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SentenceWriter, type SyntaxFamily, alt, amountEqualTo, digits, useObject, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** "that creature's toughness", "target creature's power": the stat's owner as the card wrote it (`statOwner`). */
function statWords(effect: GainLife | LoseLife, writer: SentenceWriter): string | undefined {
  if (effect.amount.kind !== "StatOf") return undefined;
  const stat = statName(effect.amount.stat, writer);
  if (effect.statOwner === undefined) return effect.amount.stat === "manaValue" ? `its ${stat}` : undefined;
  if (effect.statOwner.kind === "that") return `that ${effect.statOwner.noun}'s ${stat}`;
  return `${writer.objectRef(effect.amount.object)}'s ${stat}`;
}

/** "power", "toughness", "converted mana cost" (2007) / "mana value" (current). */
function statName(stat: "power" | "toughness" | "manaValue", writer: SentenceWriter): string {
  return stat !== "manaValue" ? stat : writer.wording === "2007" ? "converted mana cost" : "mana value";
}

/** What "life equal to" names, in the writer's wording: "the life he or she lost this turn" (current: "they"), or the kernel's words. */
function equalWords(effect: GainLife | LoseLife, writer: SentenceWriter): string {
  const amount = effect.amount;
  if (amount.kind === "LifeLostThisTurn") {
    const who = amount.player.kind === "EachInTurn" ? (writer.wording === "2007" ? "he or she" : "they") : writer.playerAsSubject(amount.player);
    return `the life ${who} lost this turn`;
  }
  return statWords(effect, writer) ?? amountEqualTo(amount);
}

/** "gain life equal to …": an amount named by what it measures, not a number (nor "that much", X, "N for each"). */
function lifeEqualTo(amount: Amount): boolean {
  if (amount.kind === "Number" || amount.kind === "X" || amount.kind === "ThatMuch" || amount.kind === "WhereX") return false;
  return !("per" in amount && amount.per !== undefined);
}

export interface GainLife {
  kind: "GainLife";
  player: PlayerRef;
  amount: Amount;
  /**
   * How "life equal to <whose> power" names the object when not "its": "that creature" (Heal the Scars: the object
   * named before) or "target" (Soul's Grace: "target creature's power", the target declared there). Printer only.
   */
  statOwner?: { kind: "that"; noun: string } | { kind: "target" };
  /**
   * "You gain X life if {G} was spent to play ~ and X life if {W} was spent to play it." (Dawnglow Infusion): the
   * life is gained for each part whose colour of mana was spent to play the spell, all of it at once. `spent` is
   * the first part's condition, `also` the parts after "and".
   */
  spent?: LifeSpent;
  also?: { amount: Amount; spent: LifeSpent }[];
  range: SourceRange;
}

/** The colour of mana spent to play the spell that a part asks for; `it`: written "to play it" (2007). */
export interface LifeSpent {
  color: Color;
  itWords?: true;
}

/** "loses 2 life", "loses life equal to its toughness" (Banewasp Affliction): `statOwner` as GainLife's. */
export interface LoseLife {
  kind: "LoseLife";
  player: PlayerRef;
  amount: Amount;
  statOwner?: GainLife["statOwner"];
  range: SourceRange;
}

/**
 * "that player loses half his or her life, rounded up" (Quietus Spike; current: "half their life"): half the life
 * total as the effect happens, rounded as written (nothing when the total is 0 or less).
 */
export interface LoseHalfLife {
  kind: "LoseHalfLife";
  player: PlayerRef;
  rounding: "up" | "down";
  range: SourceRange;
}

/** "Double target player's life total." (Beacon of Immortality): the player gains (or, below 0, loses) as much life as the total. */
export interface DoubleLife {
  kind: "DoubleLife";
  player: PlayerRef;
  range: SourceRange;
}

const family: SyntaxFamily<GainLife | LoseLife | LoseHalfLife | DoubleLife> = {
  name: "life",
  words: { Loses: ["lose", "loses"] },
  grammar(kit) {
    const [Life, Equal, To, Its, Power, Toughness, Total, That, TypeWord, The] = ["Life", "Equal", "To", "Its", "Power", "Toughness", "Total", "That", "TypeWord", "The"].map((name) => kit.word(name));
    const [Converted, Mana, Cost, Value] = ["Converted", "Mana", "Cost", "Value"].map((name) => kit.word(name));
    let statOwner: GainLife["statOwner"];
    let spentParts: { spent: LifeSpent; also: { amount: Amount; spent: LifeSpent }[] } | undefined;
    const [If, It, And] = ["If", "It", "And"].map((name) => kit.word(name));
    // "if {G} was spent to play ~" / "… to play it"
    const lifeSpent = kit.rule("life_spent", (): LifeSpent => {
      kit.consume(7, If);
      const color = kit.subrule(7, kit.phrases.manaSpent);
      return kit.ACTION(() => (kit.LA(0).tokenType === It ? { color, itWords: true } : { color }) as LifeSpent);
    });
    /** "if {G} was spent to play ~ and X life if …": a part's condition, another part after it (else the sentence's condition). */
    const spentPartsFollow = (): boolean => {
      if (kit.LA(1).tokenType !== If || kit.LA(2).tokenType !== kit.tokens.ManaSymbol) return false;
      for (let k = 3; k < 12; k++) {
        const type = kit.LA(k).tokenType;
        if (type === kit.tokens.Period || type === kit.tokens.EOF) return false;
        if (type === And) return kit.LA(k + 2).tokenType === Life;
      }
      return false;
    };
    // "life equal to its toughness", "… that creature's toughness", "… target creature's power", "… the number of …"
    // (after "gain" or "lose"): an amount named by what it measures; the stat's owner as written (`statOwner`)
    const lifeEqualToRule = kit.rule("life_equalTo", (): Amount => {
      kit.consume(1, Life);
      kit.consume(0, Equal);
      kit.consume(0, To);
      const at = kit.LA(1).startOffset;
      return kit.or(5, [
        // "the damage dealt this way" (Corrupt), "the number of …": the kernel's amounts named by what they measure.
        { GATE: () => kit.LA(1).tokenType === The, ALT: () => kit.subrule(4, kit.phrases.amountNoun) },
        alt(() => {
          const object = kit.or(3, [
            alt(() => {
              kit.consume(0, Its);
              return kit.ACTION(() => kit.antecedentObject(at) ?? ({ kind: "Self" } as const));
            }),
            alt(() => {
              // "that creature's toughness" (Heal the Scars): the one object named before
              kit.consume(0, That);
              const noun = kit.consume(0, TypeWord);
              kit.consume(0, kit.tokens.Possessive);
              return kit.ACTION(() => {
                statOwner = { kind: "that", noun: noun.image.toLowerCase() };
                return kit.antecedentObject(at) ?? ({ kind: "Self" } as const);
              });
            }),
            alt(() => {
              // "target creature's power" (Soul's Grace): the target is declared here
              const phrase = kit.subrule(0, kit.phrases.targetPhrase);
              kit.consume(1, kit.tokens.Possessive);
              return kit.ACTION((): ObjectRef => {
                statOwner = { kind: "target" };
                if (phrase.spec.players || phrase.spec.objects === undefined || phrase.spec.max !== 1) {
                  kit.problem("CS1035", "Only one object has a power or toughness here: write e.g. 'target creature's power'.", at, kit.lastEnd());
                }
                return { kind: "Target", target: phrase.spec.index };
              });
            }),
          ]);
          const stat = kit.or(1, [
            alt(() => (kit.consume(0, Power), "power" as const)),
            alt(() => (kit.consume(0, Toughness), "toughness" as const)),
            // "its converted mana cost" (Lammastide Weave; current "its mana value", 202.3 of 2007)
            alt(() => {
              kit.consume(0, Converted);
              kit.consume(2, Mana);
              kit.consume(0, Cost);
              return "manaValue" as const;
            }),
            alt(() => {
              kit.consume(3, Mana);
              kit.consume(0, Value);
              return "manaValue" as const;
            }),
          ]);
          return kit.ACTION(() => ({ kind: "StatOf", stat, object }) as Amount);
        }),
      ]);
    });
    // "gain 3 life", "gain life equal to its toughness" (Angelic Chorus: "its" is the object named before)
    const gain = kit.rule("life_gain", (subject: Subject, drafts: Draft[], start: number) => {
      kit.ACTION(() => (spentParts = undefined));
      const amount = kit.or(0, [
        alt(() => {
          const counted = kit.subrule(0, kit.phrases.amount);
          kit.consume(0, Life);
          kit.option(7, {
            GATE: spentPartsFollow,
            DEF: () => {
              const spent = kit.subrule(7, lifeSpent);
              const also: { amount: Amount; spent: LifeSpent }[] = [];
              kit.atLeastOne(7, () => {
                kit.consume(7, And);
                const more = kit.subrule(8, kit.phrases.amount);
                kit.consume(7, Life);
                const moreSpent = kit.subrule(8, lifeSpent);
                kit.ACTION(() => also.push({ amount: more, spent: moreSpent }));
              });
              kit.ACTION(() => (spentParts = { spent, also }));
            },
          });
          return counted;
        }),
        alt(() => kit.subrule(0, lifeEqualToRule)),
      ]);
      kit.ACTION(() => {
        const owner = statOwner;
        statOwner = undefined;
        const parts = spentParts;
        spentParts = undefined;
        kit.playerEffect(drafts, subject, start, (player, range) => {
          const node = { kind: "GainLife", player, amount, ...(owner !== undefined ? { statOwner: owner } : {}), range } as GainLife;
          if (parts !== undefined) {
            node.spent = parts.spent;
            node.also = parts.also;
          }
          return node;
        });
      });
    });
    const [Half, Rounded, Up, Down] = ["Half", "Rounded", "Up", "Down"].map((name) => kit.word(name));
    const loseHalf = kit.rule("life_loseHalf", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, Half);
      kit.subrule(1, kit.phrases.possessivePlayer);
      kit.consume(3, Life);
      kit.consume(0, kit.tokens.Comma);
      kit.consume(0, Rounded);
      const rounding = kit.or(4, [alt(() => (kit.consume(0, Up), "up" as const)), alt(() => (kit.consume(0, Down), "down" as const))]);
      kit.ACTION(() => kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "LoseHalfLife", player, rounding, range }) as LoseHalfLife));
    });
    const lose = kit.rule("life_lose", (subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.or(6, [
        alt(() => {
          const counted = kit.subrule(1, kit.phrases.amount);
          kit.consume(2, Life);
          return counted;
        }),
        alt(() => kit.subrule(1, lifeEqualToRule)),
      ]);
      kit.ACTION(() => {
        const owner = statOwner;
        statOwner = undefined;
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "LoseLife", player, amount, ...(owner !== undefined ? { statOwner: owner } : {}), range }) as LoseLife);
      });
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
        { verb: "Loses", rule: loseHalf, gate: () => kit.LA(1).tokenType === Half },
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
      clause: (effect, writer) => {
        // "if {G} was spent to play Dawnglow Infusion" / "… to play it" (2007), "… to cast this spell" (current)
        const spentWords = (spent: LifeSpent | undefined): string =>
          spent === undefined ? "" : ` if {${spent.color}} was spent to ${writer.wording === "2007" ? `play ${spent.itWords ? "it" : writer.cardName}` : "cast this spell"}`;
        const also = (effect.also ?? []).map((part) => ` and ${digits(part.amount)} life${spentWords(part.spent)}`).join("");
        return writer.playerClause(effect.player, false, (verb) =>
          lifeEqualTo(effect.amount)
            ? `${verb("gain", "gains")} life equal to ${equalWords(effect, writer)}`
            : `${verb("gain", "gains")} ${digits(effect.amount)} life${spentWords(effect.spent)}${also}`,
        );
      },
    },
    LoseLife: {
      clause: (effect, writer) =>
        writer.playerClause(effect.player, false, (verb) =>
          lifeEqualTo(effect.amount) ? `${verb("lose", "loses")} life equal to ${equalWords(effect, writer)}` : `${verb("lose", "loses")} ${digits(effect.amount)} life`,
        ),
    },
    LoseHalfLife: {
      clause: (effect, writer) => writer.playerClause(effect.player, false, (verb) => `${verb("lose", "loses")} half ${writer.his(effect.player)} life, rounded ${effect.rounding}`),
    },
    DoubleLife: { clause: (effect, writer) => `double ${writer.controlOwner(effect.player)} life total` },
  },
  check: {
    GainLife: {
      verb: "Gaining life",
      targetUses(effect, uses) {
        usePlayer(uses, effect.player);
        // "life equal to target creature's power": the target is used for its power (in play or as it last was).
        if (effect.amount.kind === "StatOf") useObject(uses, effect.amount.object, "any");
      },
    },
    LoseLife: {
      verb: "Losing life",
      targetUses(effect, uses) {
        usePlayer(uses, effect.player);
        if (effect.amount.kind === "StatOf") useObject(uses, effect.amount.object, "any");
      },
    },
    LoseHalfLife: { verb: "Losing life", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
    DoubleLife: { verb: "Doubling a life total", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
  },
  sentences: [
    { kind: "spell or ability text", template: "You gain N life." },
    { kind: "spell or ability text", template: "You gain X life if {G} was spent to play ~ and X life if {W} was spent to play ~." },
    { kind: "spell or ability text", template: "You lose N life." },
    { kind: "spell or ability text", template: "Target player gains N life." },
    { kind: "spell or ability text", template: "You gain life equal to target creature's power." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature or player. You gain life equal to the damage dealt this way." },
    { kind: "spell or ability text", template: "Target player loses N life." },
    { kind: "spell or ability text", template: "Target player loses life equal to target creature's power." },
    { kind: "spell or ability text", template: "Each opponent loses life equal to the life he or she lost this turn." },
    { kind: "spell or ability text", template: "Double target player's life total." },
    { kind: "triggered", template: "Whenever equipped creature deals combat damage to a player, that player loses half his or her life, rounded up." },
  ],
};

export default family;
