/** "Destroy target creature.", "Destroy all lands target player controls." */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, useObjects, type Draft, type Subject } from "../../grammar/family.js";

export interface Destroy {
  kind: "Destroy";
  objects: ObjectSet;
  range: SourceRange;
}

const family: SyntaxFamily<Destroy> = {
  name: "destroy",
  words: { Destroy: ["destroy", "destroys"] },
  grammar(kit) {
    const destroy = kit.rule("destroy_destroy", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, kit.phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: "Destroy", objects, range: kit.rangeFrom(start) } as Destroy));
    });
    return { imperatives: [{ verb: "Destroy", rule: destroy }] };
  },
  print: {
    Destroy: { clause: (effect, writer) => `destroy ${writer.objects(effect.objects, "all")}` },
  },
  check: {
    Destroy: { verb: "Destroying", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Destroy target creature." },
    { kind: "spell or ability text", template: "Destroy target noncreature permanent." },
    { kind: "spell or ability text", template: "Destroy all lands target player controls." },
    { kind: "spell or ability text", template: "Destroy target artifact or enchantment." },
  ],
};

export default family;
