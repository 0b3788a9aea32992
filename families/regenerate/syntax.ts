/**
 * Regeneration (2007 rule 419.6b): "Regenerate ~.", "Regenerate target creature." make a regeneration shield;
 * "It can't be regenerated." / "They can't be regenerated." after a destruction (Terror, Wrath of God), and
 * "A creature dealt damage this way can't be regenerated this turn." after damage (Incinerate).
 */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, useObjects, type Draft, type Subject } from "../../grammar/family.js";

export interface Regenerate {
  kind: "Regenerate";
  objects: ObjectSet;
  range: SourceRange;
}

/**
 * "<objects> can't be regenerated [this turn]". `objects` null: "a creature dealt damage this way" (the
 * creatures the ability's damage was dealt to as it resolved). Without "this turn" it holds while the spell or
 * ability resolves: it says how the ability's destruction of them applies.
 */
export interface CantBeRegenerated {
  kind: "CantBeRegenerated";
  objects: ObjectSet | null;
  thisTurn: boolean;
  range: SourceRange;
}

const family: SyntaxFamily<Regenerate | CantBeRegenerated> = {
  name: "regenerate",
  words: { Regenerate: ["regenerate", "regenerates"], Regenerated: ["regenerated"], Way: ["way"] },
  grammar(kit) {
    const { phrases } = kit;
    const [Cant, Be, Regenerated, This, Turn, TypeWord, Dealt, Damage, Way] = ["Cant", "Be", "Regenerated", "This", "Turn", "TypeWord", "Dealt", "Damage", "Way"].map((name) =>
      kit.word(name),
    );

    const regenerate = kit.rule("regenerate_regenerate", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: "Regenerate", objects, range: kit.rangeFrom(start) } as Regenerate));
    });

    /** "be regenerated [this turn]" (after "can't") */
    const beRegenerated = kit.rule("regenerate_beRegenerated", (): boolean => {
      kit.consume(0, Be);
      kit.consume(0, Regenerated);
      const thisTurn = kit.option(0, () => {
        kit.consume(0, This);
        kit.consume(0, Turn);
        return true;
      });
      return thisTurn === true;
    });

    /** "It can't be regenerated", "Those creatures can't be regenerated this turn" ("can't" is the verb the kernel read) */
    const cantBeRegenerated = kit.rule("regenerate_cant", (subject: Subject, drafts: Draft[], start: number) => {
      const thisTurn = kit.subrule(0, beRegenerated);
      kit.ACTION(() =>
        kit.objectEffect(drafts, subject, start, (objects, range) => ({ kind: "CantBeRegenerated", objects, thisTurn, range }) as CantBeRegenerated),
      );
    });

    /** "A creature dealt damage this way can't be regenerated this turn" ("A" is the word the kernel read) */
    const dealtDamageThisWay = kit.rule("regenerate_dealtThisWay", (_subject: Subject, drafts: Draft[], start: number) => {
      const type = kit.consume(0, TypeWord);
      kit.consume(0, Dealt);
      kit.consume(0, Damage);
      kit.consume(0, This);
      kit.consume(0, Way);
      kit.consume(0, Cant);
      const thisTurn = kit.subrule(0, beRegenerated);
      kit.ACTION(() => {
        if (kit.cardTypeOf(type.image) !== "Creature") {
          kit.problem("CS1030", "Only creatures can be regenerated: write 'A creature dealt damage this way can't be regenerated this turn.'", type.startOffset, type.endOffset! + 1);
        }
        drafts.push({ kind: "CantBeRegenerated", objects: null, thisTurn, range: kit.rangeFrom(start) } as CantBeRegenerated);
      });
    });

    return {
      predicates: [{ verb: "Cant", rule: cantBeRegenerated }],
      imperatives: [
        { verb: "Regenerate", rule: regenerate },
        { verb: "A", rule: dealtDamageThisWay },
      ],
    };
  },
  finish(drafts, kit) {
    for (const draft of drafts) {
      if (draft.kind !== "CantBeRegenerated") continue;
      const effect = draft as CantBeRegenerated;
      if (effect.objects === null && !effect.thisTurn) {
        kit.problem("CS1030", "'dealt damage this way' needs 'this turn': write '… can't be regenerated this turn.'", effect.range.start.offset, effect.range.end.offset);
      }
    }
    return drafts;
  },
  print: {
    Regenerate: { clause: (effect, writer) => `regenerate ${writer.objects(effect.objects, "all")}` },
    CantBeRegenerated: {
      clause(effect, writer) {
        const time = effect.thisTurn ? " this turn" : "";
        if (effect.objects === null) return `a creature dealt damage this way can't be regenerated${time}`;
        const subject = writer.objectsAsSubject(effect.objects);
        // The objects of a destruction just named are "they" (Wrath of God), as "it" is one of them.
        const words = subject.plural && /^those /i.test(subject.words) ? "They" : subject.words;
        return `${words} can't be regenerated${time}`;
      },
    },
  },
  check: {
    Regenerate: { verb: "Regenerating", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
    CantBeRegenerated: {
      verb: "'Can't be regenerated'",
      targetUses: (effect, uses) => {
        if (effect.objects !== null) useObjects(uses, effect.objects, "play");
      },
    },
  },
  sentences: [
    { kind: "spell or ability text", template: "Regenerate ~." },
    { kind: "spell or ability text", template: "Regenerate target creature." },
    { kind: "spell or ability text", template: "Destroy target creature. It can't be regenerated." },
    { kind: "spell or ability text", template: "Destroy all creatures. They can't be regenerated." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature or player. A creature dealt damage this way can't be regenerated this turn." },
  ],
};

export default family;
