/**
 * Targets of a spell chosen again (2007 rule 415.7; today's 115.7): "Change the target of target spell with a single
 * target." (Shunt, Swerve: each target only to another legal target, else unchanged) and "You may choose new
 * targets for target instant or sorcery spell." (Wild Ricochet: any legal targets, the current ones included). The
 * spell's own targeting rules judge the new choices; the effect's controller chooses (runtime/copies.ts).
 */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { fn, useObjects, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface ChangeTargets {
  kind: "ChangeTargets";
  objects: ObjectSet;
  /** "change the target of": to another legal target; "choose new targets for": any legal ones, the same included. */
  how: "change" | "chooseNew";
  range: SourceRange;
}

const family: SyntaxFamily<ChangeTargets> = {
  name: "change-targets",
  words: { Change: ["change"] },
  grammar(kit) {
    const [The, Target, Of, For, Copy] = ["The", "Target", "Of", "For", "Copy"].map((name) => kit.word(name));
    const { Word } = kit.tokens;
    const wordIs = (i: number, image: string): boolean => kit.LA(i).tokenType === Word && kit.LA(i).image.toLowerCase() === image;

    // "change the target of target spell with a single target"
    const change = kit.rule("changeTargets_change", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, The);
      kit.consume(0, Target);
      kit.consume(0, Of);
      const objects = kit.subrule(0, kit.phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: "ChangeTargets", objects, how: "change", range: kit.rangeFrom(start) } as ChangeTargets));
    });

    // "choose new targets for target instant or sorcery spell" ("… for the copy" is the copy-spell family's)
    const chooseNew = kit.rule("changeTargets_chooseNew", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, Word); // "new" (the gate saw it)
      kit.consume(1, Word); // "targets"
      kit.consume(0, For);
      const objects = kit.subrule(1, kit.phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: "ChangeTargets", objects, how: "chooseNew", range: kit.rangeFrom(start) } as ChangeTargets));
    });

    return {
      imperatives: [
        { verb: "Change", rule: change },
        { verb: "Choose", rule: chooseNew, gate: fn(() => wordIs(1, "new") && wordIs(2, "targets") && kit.LA(3).tokenType === For && !(kit.LA(4).tokenType === The && kit.LA(5).tokenType === Copy)) },
      ],
    };
  },
  print: {
    ChangeTargets: {
      clause: (effect, writer) => (effect.how === "change" ? `change the target of ${writer.objects(effect.objects, "all")}` : `choose new targets for ${writer.objects(effect.objects, "all")}`),
    },
  },
  check: {
    ChangeTargets: { verb: "Changing a spell's targets", targetUses: (effect, uses) => useObjects(uses, effect.objects, "stack") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Change the target of target spell with a single target." },
    { kind: "spell or ability text", template: "You may choose new targets for target instant or sorcery spell." },
  ],
};

export default family;
