/**
 * Prevention with a follow-up (419: a prevention effect of a static ability is a replacement effect, applied as the
 * damage would be dealt): "If noncombat damage would be dealt to you, prevent that damage. You gain life equal to
 * the damage prevented this way." (Purity; printed: "If a spell or ability would deal damage to you, …"), "If a
 * spell you control would deal damage to an opponent, …" (Hostility), "If damage would be dealt to another creature
 * you control, prevent that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way."
 * (Vigor: "that creature" is the damage's recipient, bound as the apply's event object). The
 * second sentence is part of the same replacement: it happens as the damage is prevented, with "the damage
 * prevented this way" the amount that one event would have dealt.
 *
 * Parsed as one replacement line of two sentences (the kernel consumes the last period); compiled to a rule over
 * damage events (codegen.ts), run by the one replacement mechanism (runtime/replacement.ts).
 */
import type { Effect, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { alt, filterNoun, filterPhrase, type AbilityWriter, type Draft, type ReplacementFamily } from "../../grammar/family.js";

/** Whom the prevented damage would have been dealt to: you, or permanents ("~", "another creature you control"). */
export type PreventedRecipient = { kind: "You" } | { kind: "Opponent" } | { kind: "Objects"; objects: ObjectSet };

export interface PreventDamageThen {
  kind: "PreventDamageThen";
  /** Only noncombat damage ("noncombat damage"; printed: "a spell or ability would deal damage"). */
  noncombat: boolean;
  /** How the card names any source: "damage would be dealt to …" or "a source would deal damage to …" ("damage" when noncombat). */
  anySourceWords: "damage" | "aSource";
  /** Only damage a spell you control deals ("a spell you control would deal damage", Hostility). */
  spellYouControl?: true;
  recipient: PreventedRecipient;
  /** What happens as the damage is prevented (the second sentence). */
  effects: Effect[];
  range: SourceRange;
}

const family: ReplacementFamily<PreventDamageThen> = {
  name: "replacement-prevent",
  level: "replacement",
  words: { Noncombat: ["noncombat"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [If, Noncombat, Damage, Would, Be, Dealt, To, A, Source, Deals, Spell, Or, Ability, Prevent, That, You, Control, Opponent, Another] = [
      "If",
      "Noncombat",
      "Damage",
      "Would",
      "Be",
      "Dealt",
      "To",
      "A",
      "Source",
      "Deals",
      "Spell",
      "Or",
      "Ability",
      "Prevent",
      "That",
      "You",
      "Control",
      "Opponent",
      "Another",
    ].map((name) => kit.word(name));

    /** "[noncombat] damage would be dealt to" / "a source would deal damage to" / "a spell or ability would deal damage to" */
    type Watched = { noncombat: boolean; anySourceWords: "damage" | "aSource"; spellYouControl?: true };
    const watched = kit.rule("preventThen_watched", (): Watched =>
      kit.or<Watched>(0, [
        alt(() => {
          const noncombat = kit.option(0, () => kit.consume(0, Noncombat));
          kit.consume(0, Damage);
          kit.consume(0, Would);
          kit.consume(0, Be);
          kit.consume(0, Dealt);
          return { noncombat: noncombat !== undefined, anySourceWords: "damage" as const };
        }),
        alt(() => {
          kit.consume(0, A);
          const source = kit.or(1, [
            alt(() => {
              kit.consume(0, Source);
              return "any" as const;
            }),
            alt(() => {
              kit.consume(0, Spell);
              return kit.or(3, [
                alt(() => {
                  kit.consume(0, Or);
                  kit.consume(0, Ability);
                  return "noncombat" as const;
                }),
                alt(() => {
                  kit.consume(1, You);
                  kit.consume(0, Control);
                  return "spellYouControl" as const;
                }),
              ]);
            }),
          ]);
          kit.consume(1, Would);
          kit.consume(0, Deals);
          kit.consume(1, Damage);
          const how: Watched = { noncombat: source === "noncombat", anySourceWords: "aSource" };
          if (source === "spellYouControl") how.spellYouControl = true;
          return how;
        }),
      ]),
    );

    const recipient = kit.rule("preventThen_recipient", (): PreventedRecipient & { at: number } => {
      const at = kit.LA(1).startOffset;
      return kit.or(2, [
        alt(() => {
          kit.consume(0, You);
          return { kind: "You", at } as PreventedRecipient & { at: number };
        }),
        alt(() => {
          kit.consume(1, A);
          kit.consume(0, Opponent);
          return { kind: "Opponent", at } as PreventedRecipient & { at: number };
        }),
        // "a creature you control other than ~" (2007) / "another creature you control" (Oracle): any one of them.
        alt(() => {
          const another = kit.or(4, [alt(() => kit.consume(2, A) && false), alt(() => kit.consume(0, Another) && true)]);
          const filter = kit.subrule(0, phrases.objectNoun);
          return kit.ACTION(() => {
            const objects: ObjectSet = { kind: "Each", filter: another ? { ...filter, other: true } : filter };
            // "that creature" in the follow-up: the permanent the damage would have been dealt to.
            kit.rememberObjects({ kind: "Ref", ref: { kind: "Triggering", noun: filterNoun(filter, "singular").split(" ").pop() } });
            return { kind: "Objects", objects, at } as PreventedRecipient & { at: number };
          });
        }),
        alt(() => ({ kind: "Objects", objects: kit.subrule(0, phrases.objectSet), at }) as PreventedRecipient & { at: number }),
      ]);
    });

    /** "If <watched> to <recipient>, prevent that damage. <clause>" */
    const sentence = kit.rule("preventDamageThen", (start: number): PreventDamageThen => {
      kit.consume(0, If);
      const how = kit.subrule(0, watched);
      kit.consume(0, To);
      const whom = kit.subrule(0, recipient);
      kit.consume(0, tokens.Comma);
      kit.consume(0, Prevent);
      kit.consume(0, That);
      kit.consume(2, Damage);
      kit.consume(0, tokens.Period);
      let targetsBefore = 0;
      kit.ACTION(() => {
        targetsBefore = kit.targetCount();
      });
      const drafts: Draft[] = [];
      kit.subrule(0, phrases.clause, { ARGS: [drafts] });
      return kit.ACTION(() => {
        if (whom.kind === "Objects") {
          const objects = whom.objects;
          const ref = objects.kind === "Ref" ? objects.ref.kind : undefined;
          if (!(objects.kind === "Each" || ref === "Self")) {
            kit.problem("CS1035", "This prevention watches permanents while its card is in play, so it has no target: write '~' or a kind of permanent ('another creature you control').", whom.at, kit.lastEnd());
          }
        }
        if (kit.targetCount() > targetsBefore) {
          kit.problem("CS1035", "What happens as the damage is prevented has no target (nothing is chosen when a replacement applies): name players or objects without 'target'.", start, kit.lastEnd());
        }
        const recipientNode: PreventedRecipient = whom.kind === "Objects" ? { kind: "Objects", objects: whom.objects } : { kind: whom.kind };
        const node = { kind: "PreventDamageThen", noncombat: how.noncombat, anySourceWords: how.noncombat ? "damage" : how.anySourceWords, recipient: recipientNode, effects: drafts as Effect[], range: kit.rangeFrom(start) } as PreventDamageThen;
        if (how.spellYouControl) node.spellYouControl = true;
        return node;
      });
    });
    return { sentences: [sentence] };
  },
  print: {
    PreventDamageThen: {
      print(node, writer) {
        const whom = recipientWords(node.recipient, writer);
        const watched = node.noncombat
          ? writer.wording === "2007"
            ? `a spell or ability would deal damage to ${whom}`
            : `noncombat damage would be dealt to ${whom}`
          : node.spellYouControl
            ? `a spell you control would deal damage to ${whom}`
            : node.anySourceWords === "aSource"
            ? `a source would deal damage to ${whom}`
            : `damage would be dealt to ${whom}`;
        return `If ${watched}, prevent that damage. ${writer.sentences(node.effects)}`;
      },
    },
  },
  check: { PreventDamageThen: {} },
  sentences: [
    { kind: "replacement", template: "If noncombat damage would be dealt to you, prevent that damage. You gain life equal to the damage prevented this way." },
    { kind: "replacement", template: "If a spell or ability would deal damage to you, prevent that damage. You gain life equal to the damage prevented this way." },
    {
      kind: "replacement",
      template: "If a spell you control would deal damage to an opponent, prevent that damage. Put a 3/1 red Elemental Shaman creature token with haste into play for each 1 damage prevented this way.",
    },
    {
      kind: "replacement",
      template: "If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way.",
    },
  ],
};

function recipientWords(recipient: PreventedRecipient, writer: AbilityWriter): string {
  if (recipient.kind === "You") return "you";
  if (recipient.kind === "Opponent") return "an opponent";
  const objects = recipient.objects;
  if (objects.kind === "Each") return filterPhrase(objects.filter, "singular", "a", { cardName: writer.cardName, wording: writer.wording });
  return writer.cardName;
}

export default family;
