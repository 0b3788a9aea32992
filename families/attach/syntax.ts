/**
 * "Attach ~ to that creature." (Prison Term: "Whenever a creature comes into play under an opponent's control, you
 * may attach Prison Term to that creature."): the card, an Aura or Equipment in play, becomes attached to one
 * permanent if it could be (212.4/420.5: an Aura only to what its enchant keyword allows, and not to a permanent
 * with protection from it); otherwise nothing happens and it stays where it is.
 */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, useObjects, type Draft, type Subject } from "../../grammar/family.js";

export interface AttachSelf {
  kind: "AttachSelf";
  /** What the card becomes attached to: one permanent ("that creature", "target creature"). */
  objects: ObjectSet;
  range: SourceRange;
}

const family: SyntaxFamily<AttachSelf> = {
  name: "attach",
  words: { Attach: ["attach", "attaches"] },
  grammar(kit) {
    const To = kit.word("To");
    // "attach ~ to that creature" (the verb "attach" is read by the kernel)
    const attach = kit.rule("attach_self", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.subrule(0, kit.phrases.selfReference);
      kit.consume(0, To);
      const at = kit.LA(1).startOffset;
      const objects = kit.subrule(0, kit.phrases.objectSet);
      kit.ACTION(() => {
        // One permanent other than the card: "that creature", "target creature", not every creature ("all creatures").
        const one = objects.kind === "Ref" && objects.ref.kind !== "Self";
        if (!one) kit.problem("CS1035", "A card is attached to one permanent: write e.g. 'attach ~ to that creature' or 'attach ~ to target creature'.", at, kit.lastEnd());
        drafts.push({ kind: "AttachSelf", objects, range: kit.rangeFrom(start) } as AttachSelf);
      });
    });
    return { imperatives: [{ verb: "Attach", rule: attach }] };
  },
  print: {
    AttachSelf: { clause: (effect, writer) => `attach ${writer.cardName} to ${writer.objects(effect.objects, "all")}` },
  },
  check: {
    AttachSelf: { verb: "Attaching", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
  },
  sentences: [{ kind: "spell or ability text", template: "Whenever a creature comes into play under an opponent's control, you may attach ~ to that creature." }],
};

export default family;
