/** "~ deals 3 damage to target creature or player.": one source deals damage to one or more recipients. */
import type { Amount, ObjectRef, ObjectSet, PlayerRef, SourceRange, TargetSpec } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, amountEqualTo, digits, fn, useObject, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** Who receives damage. */
export type DamageRecipient =
  | { kind: "Player"; player: PlayerRef }
  | { kind: "Objects"; objects: ObjectSet }
  /** "target creature or player": a target that may be either. */
  | { kind: "Target"; target: number };

export interface DealDamage {
  kind: "DealDamage";
  source: ObjectRef;
  amount: Amount;
  recipients: DamageRecipient[];
  /**
   * "divided as you choose among any number of target attacking creatures" (Hail of Arrows): the one recipient
   * is that target, and its spec's `divided` holds the amount, split as the spell is played (409.1d).
   */
  divided?: true;
  range: SourceRange;
}

const family: SyntaxFamily<DealDamage> = {
  name: "damage",
  words: { Deals: ["deal", "deals"], Divided: ["divided"], Among: ["among"] },
  grammar(kit) {
    const { phrases } = kit;
    const [Each, Player, You, And, Damage, To, Or, TypeWord] = ["Each", "Player", "You", "And", "Damage", "To", "Or", "TypeWord"].map((name) => kit.word(name));

    const recipient = kit.rule("damage_recipient", () =>
      kit.or<DamageRecipient>(0, [
        alt(() => {
          // Oracle's "any target" (2018) declares the 2007 "target creature or player".
          const phrase = kit.subrule(0, phrases.anyTarget);
          return kit.ACTION(() => ({ kind: "Target", target: phrase.spec.index }) as DamageRecipient);
        }),
        alt(() => {
          const phrase = kit.subrule(0, phrases.targetPhrase);
          // Oracle's "target player or planeswalker" (2018) is the 2007 "target player": damage to that player may
          // be redirected to a planeswalker he or she controls (212.9g), which is what the Oracle words say.
          const orPlaneswalker = kit.option(0, {
            GATE: fn(() => kit.LA(1).tokenType === Or && kit.LA(2).tokenType === TypeWord && kit.LA(2).image.toLowerCase() === "planeswalker"),
            DEF: fn(() => {
              kit.consume(0, Or);
              kit.consume(0, TypeWord);
              return true;
            }),
          });
          return kit.ACTION(() => {
            const spec = phrase.spec;
            if (orPlaneswalker && !(spec.players && !spec.objects && !spec.opponent && spec.min === 1 && spec.max === 1))
              kit.problem(
                "CS1030",
                "'or planeswalker' follows only 'target player' here (Oracle's 'target player or planeswalker', the 2007 'target player'). Write 'target player or planeswalker' or the 2007 'target player'.",
                spec.range.start.offset,
                kit.lastEnd(),
              );
            if (spec.players && spec.objects) return { kind: "Target", target: spec.index } as DamageRecipient;
            if (spec.players) return { kind: "Player", player: { kind: "TargetPlayer", target: spec.index } } as DamageRecipient;
            return { kind: "Objects", objects: kit.targetObjects(spec) } as DamageRecipient;
          });
        }),
        alt(() => {
          kit.consume(0, Each);
          return kit.or<DamageRecipient>(2, [
            alt(() => {
              kit.consume(0, Player);
              return { kind: "Player", player: { kind: "EachPlayer" } } as DamageRecipient;
            }),
            alt(() => {
              const filter = kit.subrule(0, phrases.objectNoun);
              return kit.ACTION(() => ({ kind: "Objects", objects: kit.rememberObjects({ kind: "Each", filter }) }) as DamageRecipient);
            }),
          ]);
        }),
        alt(() => {
          const player = kit.subrule(0, phrases.playerAnaphor);
          return kit.ACTION(() => ({ kind: "Player", player }) as DamageRecipient);
        }),
        alt(() => {
          const objects = kit.subrule(0, phrases.objectAnaphor);
          return kit.ACTION(() => ({ kind: "Objects", objects }) as DamageRecipient);
        }),
        alt(() => {
          kit.subrule(0, phrases.selfReference);
          return { kind: "Objects", objects: { kind: "Ref", ref: { kind: "Self" } } } as DamageRecipient;
        }),
        alt(() => {
          kit.consume(0, You);
          return { kind: "Player", player: { kind: "You" } } as DamageRecipient;
        }),
      ]),
    );

    /** "to target player and each creature he or she controls" */
    const recipients = kit.rule("damage_recipients", (): DamageRecipient[] => {
      const list: DamageRecipient[] = [];
      list.push(kit.subrule(0, recipient));
      // "… to target creature or player and you gain 3 life": "and you" starts the next clause.
      kit.many(0, {
        GATE: fn(() => kit.LA(2).tokenType !== You),
        DEF: fn(() => {
          kit.consume(0, And);
          list.push(kit.subrule(2, recipient));
        }),
      });
      return list;
    });

    // "choose" is a word of other families too (modal spells, "as ~ comes into play, choose …"): read as the
    // vocabulary's word when one defines it, else as a plain word.
    const Choose = (() => {
      try {
        return kit.word("Choose");
      } catch {
        return kit.tokens.Word;
      }
    })();
    const [Divided, As, Among] = ["Divided", "As", "Among"].map((name) => kit.word(name));

    /** "divided as you choose among any number of target attacking creatures" (409.1d: split as it is played). */
    const divided = kit.rule("damage_divided", (): TargetSpec => {
      kit.consume(0, Divided);
      kit.consume(0, As);
      kit.consume(0, You);
      kit.option(0, {
        GATE: fn(() => kit.LA(1).tokenType === Choose && kit.LA(1).image.toLowerCase() === "choose"),
        DEF: fn(() => kit.consume(0, Choose)),
      });
      kit.consume(0, Among);
      const phrase = kit.subrule(0, phrases.targetPhrase);
      return kit.ACTION(() => phrase.spec);
    });

    const deals = kit.rule("damage_deals", (subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, phrases.amount);
      kit.consume(0, Damage);
      kit.or(1, [
        alt(() => {
          kit.consume(0, To);
          const list = kit.subrule(0, recipients);
          kit.ACTION(() => {
            const source = kit.singleSource(subject);
            if (source) drafts.push({ kind: "DealDamage", source, amount, recipients: list, range: kit.rangeFrom(kit.effectStart(drafts, subject, start)) } as DealDamage);
          });
        }),
        alt(() => {
          const spec = kit.subrule(0, divided);
          kit.ACTION(() => {
            const source = kit.singleSource(subject);
            const at = spec.range.start.offset;
            if (amount.kind !== "Number" && amount.kind !== "X") {
              kit.problem("CS1030", "Divided damage is split as the spell is played (409.1d), so its amount must be a number or X: write 'deals 4 damage divided as you choose among …' or 'deals X damage divided …'.", at, kit.lastEnd());
              return;
            }
            if (spec.max < 2 || spec.players || spec.objects === undefined) {
              kit.problem(
                "CS1030",
                "Damage is divided among several target creatures: write 'divided as you choose among any number of target creatures' (or 'up to two target creatures'), or drop 'divided as you choose' for one target.",
                at,
                kit.lastEnd(),
              );
              return;
            }
            spec.divided = amount;
            const objects = kit.targetObjects(spec);
            if (source) drafts.push({ kind: "DealDamage", source, amount, recipients: [{ kind: "Objects", objects }], divided: true, range: kit.rangeFrom(kit.effectStart(drafts, subject, start)) } as DealDamage);
          });
        }),
      ]);
    });

    // "~ deals damage equal to the number of Mountains you control to target creature." (2007) / "~ deals damage to
    // target creature equal to the number of Mountains you control." (current): an amount named by what it counts.
    const [Equal] = ["Equal"].map((name) => kit.word(name));
    const dealsEqualTo = kit.rule("damage_dealsEqualTo", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(1, Damage);
      const { amount, list } = kit.or(2, [
        alt(() => {
          kit.consume(0, Equal);
          kit.consume(2, To);
          const counted = kit.subrule(0, phrases.amountNoun);
          kit.consume(3, To);
          return { amount: counted, list: kit.subrule(3, recipients) };
        }),
        alt(() => {
          kit.consume(4, To);
          const to = kit.subrule(4, recipients);
          kit.consume(1, Equal);
          kit.consume(5, To);
          return { amount: kit.subrule(1, phrases.amountNoun), list: to };
        }),
      ]);
      kit.ACTION(() => {
        const source = kit.singleSource(subject);
        if (source) drafts.push({ kind: "DealDamage", source, amount, recipients: list, range: kit.rangeFrom(kit.effectStart(drafts, subject, start)) } as DealDamage);
      });
    });

    return {
      predicates: [
        { verb: "Deals", rule: deals },
        { verb: "Deals", rule: dealsEqualTo, gate: () => kit.LA(1).tokenType === Damage },
      ],
    };
  },
  print: {
    DealDamage: {
      clause(effect, writer) {
        const source = effect.source.kind === "Self" ? writer.cardName : writer.objectRef(effect.source);
        const amount = digits(effect.amount);
        const recipients = effect.recipients.map((recipient) => {
          switch (recipient.kind) {
            case "Target":
              return writer.eitherTarget(recipient.target);
            case "Player":
              return writer.damagedPlayer(recipient.player);
            case "Objects":
              return writer.objects(recipient.objects, "each");
          }
        });
        if (effect.divided) return `${source} deals ${amount} damage divided as you choose among ${recipients.join(" and ")}`;
        // An amount named by what it counts: "deals damage equal to …" (its place differs between the wordings).
        if (namedAmount(effect.amount)) {
          const equalTo = `equal to ${amountEqualTo(effect.amount, writer.cardName)}`;
          return writer.wording === "2007" ? `${source} deals damage ${equalTo} to ${recipients.join(" and ")}` : `${source} deals damage to ${recipients.join(" and ")} ${equalTo}`;
        }
        return `${source} deals ${amount} damage to ${recipients.join(" and ")}`;
      },
      // "~ deals 3 damage to target creature or player and you gain 3 life."
      join: (_effect, next) => (next.kind === "GainLife" && next.player.kind === "You" ? "and" : undefined),
    },
  },
  check: {
    DealDamage: {
      verb: "Dealing damage",
      targetUses(effect, uses) {
        useObject(uses, effect.source, "any");
        for (const recipient of effect.recipients) {
          if (recipient.kind === "Player") usePlayer(uses, recipient.player);
          else if (recipient.kind === "Objects") useObjects(uses, recipient.objects, "damageable");
          else uses.push({ kind: "damage", target: recipient.target });
        }
      },
    },
  },
  sentences: [
    { kind: "spell or ability text", template: "~ deals N damage to target creature or player." },
    { kind: "spell or ability text", template: "~ deals damage equal to the number of Mountains you control to target creature." },
    { kind: "spell or ability text", template: "~ deals N damage to any target." },
    { kind: "spell or ability text", template: "~ deals N damage to target player or planeswalker." },
    { kind: "spell or ability text", template: "~ deals N damage to target player." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature." },
    { kind: "spell or ability text", template: "~ deals N damage to each creature." },
    { kind: "spell or ability text", template: "~ deals N damage to target player and each creature he or she controls." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature or player and you gain N life." },
    { kind: "spell or ability text", template: "~ deals N damage divided as you choose among any number of target attacking creatures." },
  ],
};

export default family;

/** An amount written "equal to …" (a count or a measure not multiplied per object), not a number or X. */
function namedAmount(amount: Amount): boolean {
  if (amount.kind === "CountOf" || amount.kind === "BasicLandTypes" || amount.kind === "CountersOn") return amount.per === undefined;
  return amount.kind === "StatOf" || amount.kind === "LifeTotal";
}
