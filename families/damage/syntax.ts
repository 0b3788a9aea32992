/** "~ deals 3 damage to target creature or player.": one source deals damage to one or more recipients. */
import type { Amount, ObjectRef, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, digits, fn, useObject, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

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
  range: SourceRange;
}

const family: SyntaxFamily<DealDamage> = {
  name: "damage",
  words: { Deals: ["deal", "deals"] },
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

    const deals = kit.rule("damage_deals", (subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, phrases.amount);
      kit.consume(0, Damage);
      kit.consume(0, To);
      const list = kit.subrule(0, recipients);
      kit.ACTION(() => {
        const source = kit.singleSource(subject);
        if (source) drafts.push({ kind: "DealDamage", source, amount, recipients: list, range: kit.rangeFrom(kit.effectStart(drafts, subject, start)) } as DealDamage);
      });
    });

    return { predicates: [{ verb: "Deals", rule: deals }] };
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
    { kind: "spell or ability text", template: "~ deals N damage to any target." },
    { kind: "spell or ability text", template: "~ deals N damage to target player or planeswalker." },
    { kind: "spell or ability text", template: "~ deals N damage to target player." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature." },
    { kind: "spell or ability text", template: "~ deals N damage to each creature." },
    { kind: "spell or ability text", template: "~ deals N damage to target player and each creature he or she controls." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature or player and you gain N life." },
  ],
};

export default family;
