/**
 * Damage multiplied as it is dealt (419): "If a source would deal damage to a creature or player, it deals double
 * that damage to that creature or player instead." (Furnace of Rath; Oracle: "a permanent or player"). A
 * replacement rule over damage events, run by the one replacement mechanism (runtime/replacement.ts).
 */
import type { SourceRange } from "../../grammar/ast.js";
import { alt, type ReplacementFamily } from "../../grammar/family.js";

/** What the doubled damage is dealt to: "a creature or player" (2007), "a permanent or player" (Oracle). */
export type DoubledRecipient = "creatureOrPlayer" | "permanentOrPlayer";

export interface DoubleDamage {
  kind: "DoubleDamage";
  recipient: DoubledRecipient;
  range: SourceRange;
}

const WORDS: Record<DoubledRecipient, string> = { creatureOrPlayer: "creature or player", permanentOrPlayer: "permanent or player" };

const family: ReplacementFamily<DoubleDamage> = {
  name: "replacement-damage",
  level: "replacement",
  grammar(kit) {
    const [If, A, Source, Would, Deals, Damage, To, Or, Player, It, Double, That, Instead, TypeWord, Permanent] = [
      "If",
      "A",
      "Source",
      "Would",
      "Deals",
      "Damage",
      "To",
      "Or",
      "Player",
      "It",
      "Double",
      "That",
      "Instead",
      "TypeWord",
      "Permanent",
    ].map((name) => kit.word(name));
    const { Comma } = kit.tokens;

    /** "creature or player" / "permanent or player" */
    const recipient = kit.rule("doubleDamage_recipient", (): DoubledRecipient & string => {
      const kind = kit.or(0, [
        alt(() => {
          const word = kit.consume(0, TypeWord);
          return kit.ACTION(() => {
            if (word.image.toLowerCase() !== "creature") {
              kit.problem("CS1035", "Doubled damage is watched on 'a creature or player' or 'a permanent or player': write one of them.", word.startOffset, word.startOffset + word.image.length);
            }
            return "creatureOrPlayer" as DoubledRecipient;
          });
        }),
        alt(() => {
          kit.consume(0, Permanent);
          return "permanentOrPlayer" as DoubledRecipient;
        }),
      ]);
      kit.consume(0, Or);
      kit.consume(0, Player);
      return kind;
    });

    /** "If a source would deal damage to a creature or player, it deals double that damage to that creature or player instead" */
    const doubleSentence = kit.rule("doubleDamageSentence", (start: number): DoubleDamage => {
      kit.consume(0, If);
      kit.consume(0, A);
      kit.consume(0, Source);
      kit.consume(0, Would);
      kit.consume(0, Deals);
      kit.consume(0, Damage);
      kit.consume(0, To);
      kit.consume(1, A);
      const first = kit.subrule(0, recipient);
      kit.consume(0, Comma);
      kit.consume(0, It);
      kit.consume(1, Deals);
      kit.consume(0, Double);
      kit.consume(0, That);
      kit.consume(1, Damage);
      kit.consume(1, To);
      const thatAt = kit.consume(1, That);
      const again = kit.subrule(1, recipient);
      kit.consume(0, Instead);
      return kit.ACTION(() => {
        if (again !== first) {
          kit.problem("CS1035", `The doubled damage is dealt to the same thing: write 'that ${WORDS[first]}'.`, thatAt.startOffset, kit.lastEnd());
        }
        return { kind: "DoubleDamage", recipient: first, range: kit.rangeFrom(start) } as DoubleDamage;
      });
    });
    return { sentences: [doubleSentence] };
  },
  print: {
    DoubleDamage: {
      print: (node) => `If a source would deal damage to a ${WORDS[node.recipient]}, it deals double that damage to that ${WORDS[node.recipient]} instead.`,
    },
  },
  check: { DoubleDamage: {} },
  sentences: [
    { kind: "replacement", template: "If a source would deal damage to a creature or player, it deals double that damage to that creature or player instead." },
    { kind: "replacement", template: "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead." },
  ],
};

export default family;
