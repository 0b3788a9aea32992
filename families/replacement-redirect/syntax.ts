/**
 * Palisade Giant: "All damage that would be dealt to you and other permanents you control is dealt to ~
 * instead.": damage redirected to the permanent with the ability (419); Pariah: "… is dealt to enchanted creature
 * instead.": to the permanent the Aura is attached to (none: nothing is redirected).
 */
import type { DamageRecipientPattern, ObjectRef, SourceRange } from "../../grammar/ast.js";
import { alt, attachedNoun, filterPhrase, fn, playerSubject, type ReplacementFamily, type AbilityWriter } from "../../grammar/family.js";

export interface RedirectDamage {
  kind: "RedirectDamage";
  /** Whose damage is redirected: players and/or permanents. */
  from: DamageRecipientPattern[];
  to: ObjectRef;
  range: SourceRange;
}

const family: ReplacementFamily<RedirectDamage> = {
  name: "replacement-redirect",
  level: "replacement",
  grammar(kit) {
    const { phrases } = kit;
    const [Enchanted, Equipped] = ["Enchanted", "Equipped"].map((name) => kit.word(name));
    const [All, Damage, That, Would, Be, Dealt, To, And, Is, Instead, You] = ["All", "Damage", "That", "Would", "Be", "Dealt", "To", "And", "Is", "Instead", "You"].map((name) =>
      kit.word(name),
    );

    const damagePattern = kit.rule("damagePattern", (): DamageRecipientPattern =>
      kit.or(0, [
        alt(() => {
          kit.consume(0, You);
          return { kind: "Player", player: { kind: "You" } } as DamageRecipientPattern;
        }),
        alt(() => {
          const filter = kit.subrule(0, phrases.objectNoun);
          return kit.ACTION(() => ({ kind: "Permanents", filter }) as DamageRecipientPattern);
        }),
      ]),
    );

    /** "All damage that would be dealt to you and other permanents you control is dealt to ~ instead" */
    const redirectDamage = kit.rule("redirectDamage", (start: number): RedirectDamage => {
      kit.consume(0, All);
      kit.consume(0, Damage);
      kit.consume(0, That);
      kit.consume(0, Would);
      kit.consume(0, Be);
      kit.consume(0, Dealt);
      kit.consume(0, To);
      const from: DamageRecipientPattern[] = [];
      kit.atLeastOneSep(0, { SEP: And, DEF: fn(() => from.push(kit.subrule(0, damagePattern))) });
      kit.consume(0, Is);
      kit.consume(2, Dealt);
      kit.consume(2, To);
      // "… is dealt to ~ instead" (Palisade Giant) or "… is dealt to enchanted creature instead" (Pariah).
      const to = kit.or(1, [
        {
          GATE: fn(() => kit.LA(1).tokenType === Enchanted || kit.LA(1).tokenType === Equipped),
          ALT: fn(() => {
            const objects = kit.subrule(0, phrases.objectSet);
            return kit.ACTION(() => (objects.kind === "Ref" ? objects.ref : ({ kind: "Self" } as ObjectRef)));
          }),
        },
        alt(() => {
          kit.subrule(0, phrases.selfReference);
          return { kind: "Self" } as ObjectRef;
        }),
      ]);
      kit.consume(0, Instead);
      return kit.ACTION(() => ({ kind: "RedirectDamage", from, to, range: kit.rangeFrom(start) }) as RedirectDamage);
    });
    return { sentences: [redirectDamage] };
  },
  print: {
    RedirectDamage: {
      print(replacement, writer) {
        const from = replacement.from.map((pattern) => (pattern.kind === "Player" ? playerSubject(pattern.player) : filterPhrase(pattern.filter, "plural", "bare"))).join(" and ");
        return `All damage that would be dealt to ${from} is dealt to ${objectRefName(replacement.to, writer)} instead.`;
      },
    },
  },
  check: { RedirectDamage: { refersToLinked: (replacement) => replacement.to.kind === "Linked" } },
  sentences: [
    { kind: "replacement", template: "All damage that would be dealt to you and other permanents you control is dealt to ~ instead." },
    { kind: "replacement", template: "All damage that would be dealt to you is dealt to enchanted creature instead." },
  ],
};

function objectRefName(ref: ObjectRef, writer: AbilityWriter): string {
  if (ref.kind === "Self") return writer.cardName;
  if (ref.kind === "Attached") return attachedNoun(ref);
  if (ref.kind === "Linked") return writer.wording === "2007" ? "the removed card" : "the exiled card";
  return "that permanent";
}

export default family;
