/**
 * Static prevention (2007 rule 419.6a: a prevention effect from a static ability is a replacement effect that
 * applies while its permanent is in play): "Prevent all damage that would be dealt to ~." (Cho-Manno,
 * Revolutionary), "Prevent all damage that would be dealt to and dealt by enchanted creature." (Heart of Light),
 * "Prevent all combat damage that would be dealt to attacking creatures you control." (Dolmen Gate).
 *
 * The line is a static ability's (no duration, no target): the kernel probes a static line to its end before
 * spell text, so "Prevent all damage that would be dealt to target creature this turn." stays the prevent family's
 * spell text. It compiles to a replacement rule over damage events (codegen.ts), run by the one replacement
 * mechanism (runtime/replacement.ts).
 */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { alt, attachedNoun, filterPhrase, type AbilityWriter, type StaticFamily } from "../../grammar/family.js";

/** What the prevention watches: the permanent itself, the one it is attached to, permanents of a kind, or you. */
export type StaticPreventionSubject = { kind: "You" } | { kind: "Objects"; objects: ObjectSet };

export interface PreventDamageStatic {
  kind: "PreventDamageStatic";
  /** "all combat damage": only combat damage. */
  combatOnly: boolean;
  /** Damage dealt to the subject, by it, or both. */
  dealt: "to" | "by" | "toAndBy";
  subject: StaticPreventionSubject;
  range: SourceRange;
}

const family: StaticFamily<PreventDamageStatic> = {
  name: "static-prevent",
  level: "static",
  grammar(kit) {
    const { phrases } = kit;
    const [Prevent, All, Combat, Damage, That, Would, Be, Dealt, To, And, By, You] = ["Prevent", "All", "Combat", "Damage", "That", "Would", "Be", "Dealt", "To", "And", "By", "You"].map(
      (name) => kit.word(name),
    );

    const subject = kit.rule("staticPrevent_subject", (): StaticPreventionSubject & { at: number } => {
      const at = kit.LA(1).startOffset;
      return kit.or(0, [
        alt(() => {
          kit.consume(0, You);
          return { kind: "You", at } as StaticPreventionSubject & { at: number };
        }),
        alt(() => {
          const objects = kit.subrule(0, phrases.objectSet);
          return { kind: "Objects", objects, at } as StaticPreventionSubject & { at: number };
        }),
      ]);
    });

    /** "Prevent all [combat] damage that would be dealt to [and dealt by] <subject>" / "… dealt by <subject>" */
    const preventSentence = kit.rule("staticPreventSentence", (start: number): PreventDamageStatic => {
      kit.consume(0, Prevent);
      kit.consume(0, All);
      const combat = kit.option(0, () => kit.consume(0, Combat));
      kit.consume(0, Damage);
      kit.consume(0, That);
      kit.consume(0, Would);
      kit.consume(0, Be);
      kit.consume(0, Dealt);
      const dealt = kit.or(1, [
        alt(() => {
          kit.consume(0, To);
          const alsoBy = kit.option(1, () => {
            kit.consume(0, And);
            kit.consume(1, Dealt);
            kit.consume(0, By);
            return true;
          });
          return alsoBy ? ("toAndBy" as const) : ("to" as const);
        }),
        alt(() => {
          kit.consume(1, By);
          return "by" as const;
        }),
      ]);
      const watched = kit.subrule(0, subject);
      return kit.ACTION(() => {
        const node: PreventDamageStatic = { kind: "PreventDamageStatic", combatOnly: combat !== undefined, dealt, subject: { kind: "You" }, range: kit.rangeFrom(start) };
        if (watched.kind === "Objects") {
          const objects = watched.objects;
          const ref = objects.kind === "Ref" ? objects.ref.kind : undefined;
          if (objects.kind === "Targets" || ref === "Target" || ref === "Triggering" || ref === "Linked") {
            kit.problem(
              "CS1035",
              "A static prevention watches a permanent while its card is in play, so it has no target: write '~', 'enchanted creature' or a kind of permanent ('attacking creatures you control'), or add 'this turn' to make it a spell's or ability's prevention.",
              watched.at,
              kit.lastEnd(),
            );
          }
          node.subject = { kind: "Objects", objects };
        } else if (dealt !== "to") {
          kit.problem("CS1035", "A player deals no damage: write 'Prevent all damage that would be dealt to you'.", watched.at, kit.lastEnd());
        }
        return node;
      });
    });
    return { sentences: [preventSentence] };
  },
  print: {
    PreventDamageStatic: {
      print(node, writer) {
        const dealt = node.dealt === "to" ? "to" : node.dealt === "by" ? "by" : "to and dealt by";
        return `Prevent all ${node.combatOnly ? "combat " : ""}damage that would be dealt ${dealt} ${subjectWords(node.subject, writer)}.`;
      },
    },
  },
  check: { PreventDamageStatic: {} },
  sentences: [
    { kind: "static", template: "Prevent all damage that would be dealt to ~." },
    { kind: "static", template: "Prevent all damage that would be dealt to and dealt by enchanted creature." },
    { kind: "static", template: "Prevent all combat damage that would be dealt to attacking creatures you control." },
  ],
};

function subjectWords(subject: StaticPreventionSubject, writer: AbilityWriter): string {
  if (subject.kind === "You") return "you";
  const objects = subject.objects;
  if (objects.kind === "Each") return filterPhrase(objects.filter, "plural", "bare");
  if (objects.kind === "Ref" && objects.ref.kind === "Attached") return attachedNoun(objects.ref);
  return writer.cardName;
}

export default family;
