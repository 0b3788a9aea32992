/**
 * Prevention (2007 rule 419.6a): "Prevent the next N damage that would be dealt to target creature or player this
 * turn." (Bandage, Samite Healer), "Prevent all combat damage that would be dealt this turn." (Holy Day),
 * "Prevent all damage that would be dealt to and dealt by target creature this turn.": each makes a prevention
 * shield (runtime/shields.ts) that watches damage events until the turn ends.
 */
import type { Amount, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, digits, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** What the shield watches damage to or by. */
export type PreventionSubject =
  /** "target creature or player": a target that may be either. */
  | { kind: "Target"; target: number }
  | { kind: "Player"; player: PlayerRef }
  | { kind: "Objects"; objects: ObjectSet };

export interface PreventDamage {
  kind: "PreventDamage";
  /** "the next N damage"; null: "all damage". */
  amount: Amount | null;
  /** "all combat damage": only combat damage. */
  combatOnly: boolean;
  /** Damage dealt to `subject`, dealt by it, or both; "any" (no subject): all damage. */
  dealt: "to" | "by" | "toAndBy" | "any";
  subject: PreventionSubject | null;
  range: SourceRange;
}

const family: SyntaxFamily<PreventDamage> = {
  name: "prevent",
  words: { Prevent: ["prevent", "prevents"] },
  grammar(kit) {
    const { phrases } = kit;
    const [The, Next, All, Combat, Damage, That, Would, Be, Dealt, To, And, By, This, Turn, You] = [
      "The",
      "Next",
      "All",
      "Combat",
      "Damage",
      "That",
      "Would",
      "Be",
      "Dealt",
      "To",
      "And",
      "By",
      "This",
      "Turn",
      "You",
    ].map((name) => kit.word(name));

    const subject = kit.rule("prevent_subject", () =>
      kit.or<PreventionSubject>(0, [
        alt(() => {
          // Oracle's "any target" (2018) declares the 2007 "target creature or player".
          const phrase = kit.subrule(0, phrases.anyTarget);
          return kit.ACTION(() => ({ kind: "Target", target: phrase.spec.index }) as PreventionSubject);
        }),
        alt(() => {
          const phrase = kit.subrule(0, phrases.targetPhrase);
          return kit.ACTION(() => {
            const spec = phrase.spec;
            if (spec.players && spec.objects) return { kind: "Target", target: spec.index } as PreventionSubject;
            if (spec.players) return { kind: "Player", player: { kind: "TargetPlayer", target: spec.index } } as PreventionSubject;
            return { kind: "Objects", objects: kit.targetObjects(spec) } as PreventionSubject;
          });
        }),
        alt(() => {
          kit.subrule(0, phrases.selfReference);
          return { kind: "Objects", objects: { kind: "Ref", ref: { kind: "Self" } } } as PreventionSubject;
        }),
        alt(() => {
          kit.consume(0, You);
          return { kind: "Player", player: { kind: "You" } } as PreventionSubject;
        }),
      ]),
    );

    /** "[the next N | all [combat]] damage that would be dealt [to X | to and dealt by X | by X] this turn" */
    const prevent = kit.rule("prevent_prevent", (_subject: Subject, drafts: Draft[], start: number) => {
      const how = kit.or<{ amount: Amount | null; combatOnly: boolean }>(0, [
        alt(() => {
          kit.consume(0, The);
          kit.consume(0, Next);
          const amount = kit.subrule(0, phrases.amount);
          return { amount, combatOnly: false };
        }),
        alt(() => {
          kit.consume(0, All);
          const combat = kit.option(0, () => kit.consume(0, Combat));
          return { amount: null, combatOnly: combat !== undefined };
        }),
      ]);
      kit.consume(0, Damage);
      kit.consume(0, That);
      kit.consume(0, Would);
      kit.consume(0, Be);
      kit.consume(0, Dealt);
      const watched = kit.option(1, () =>
        kit.or<{ dealt: "to" | "by" | "toAndBy"; who: PreventionSubject }>(1, [
          alt(() => {
            kit.consume(1, To);
            const both = kit.option(2, () => {
              kit.consume(0, And);
              kit.consume(2, Dealt);
              kit.consume(0, By);
              return true;
            });
            const who = kit.subrule(0, subject);
            return { dealt: both === undefined ? ("to" as const) : ("toAndBy" as const), who };
          }),
          alt(() => {
            kit.consume(1, By);
            const who = kit.subrule(1, subject);
            return { dealt: "by" as const, who };
          }),
        ]),
      );
      kit.consume(0, This);
      kit.consume(0, Turn);
      kit.ACTION(() => {
        if (watched !== undefined && watched.dealt !== "to" && watched.who.kind !== "Objects") {
          kit.problem("CS1035", "Only a creature or other object deals damage: write 'dealt by target creature'.", start, kit.lastEnd());
        }
        drafts.push({
          kind: "PreventDamage",
          amount: how.amount,
          combatOnly: how.combatOnly,
          dealt: watched?.dealt ?? "any",
          subject: watched?.who ?? null,
          range: kit.rangeFrom(start),
        } as PreventDamage);
      });
    });

    return { imperatives: [{ verb: "Prevent", rule: prevent }] };
  },
  print: {
    PreventDamage: {
      clause(effect, writer) {
        const how = effect.amount === null ? (effect.combatOnly ? "all combat" : "all") : `the next ${digits(effect.amount)}`;
        let who = "";
        if (effect.subject !== null) {
          const subject = effect.subject;
          const name =
            subject.kind === "Target" ? writer.eitherTarget(subject.target) : subject.kind === "Player" ? writer.playerAsSubject(subject.player) : writer.objects(subject.objects, "each");
          who = effect.dealt === "to" ? ` to ${name}` : effect.dealt === "by" ? ` by ${name}` : ` to and dealt by ${name}`;
        }
        return `prevent ${how} damage that would be dealt${who} this turn`;
      },
    },
  },
  check: {
    PreventDamage: {
      verb: "Preventing damage",
      targetUses(effect, uses) {
        const subject = effect.subject;
        if (subject === null) return;
        if (subject.kind === "Player") usePlayer(uses, subject.player);
        else if (subject.kind === "Objects") useObjects(uses, subject.objects, "damageable");
        else uses.push({ kind: "damage", target: subject.target });
      },
    },
  },
  sentences: [
    { kind: "spell or ability text", template: "Prevent the next N damage that would be dealt to target creature or player this turn." },
    { kind: "spell or ability text", template: "Prevent all combat damage that would be dealt this turn." },
    { kind: "spell or ability text", template: "Prevent all damage that would be dealt to and dealt by target creature this turn." },
    { kind: "spell or ability text", template: "Prevent all damage that would be dealt to you this turn." },
  ],
};

export default family;
