/**
 * Copies of spells (2007 rule 503.1): "Copy target instant or sorcery spell. You may choose new targets for the
 * copy." (Twincast). The copy is put on the stack under the controller's control with the original's choices;
 * "You may choose new targets for the copy" (the next sentence, merged into the copy in `finish`) lets the
 * controller choose each target again (runtime/copies.ts).
 */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { fn, useObjects, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface CopySpell {
  kind: "CopySpell";
  objects: ObjectSet;
  /** "You may choose new targets for the copy." */
  newTargets: boolean;
  range: SourceRange;
}

/** "choose new targets for the copy" before it is merged into the copy it follows (never left in an ability). */
interface NewTargetsForCopy {
  kind: "NewTargetsForCopy";
  range: SourceRange;
}

const family: SyntaxFamily<CopySpell> = {
  name: "copy-spell",
  grammar(kit) {
    const [For, The, Copy] = ["For", "The", "Copy"].map((name) => kit.word(name));
    const { Word } = kit.tokens;
    const wordIs = (i: number, image: string): boolean => kit.LA(i).tokenType === Word && kit.LA(i).image.toLowerCase() === image;

    const copy = kit.rule("copySpell_copy", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, kit.phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: "CopySpell", objects, newTargets: false, range: kit.rangeFrom(start) } as CopySpell));
    });

    // "[You may] choose new targets for the copy": the controller of the copy may change its targets.
    const newTargets = kit.rule("copySpell_newTargets", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, Word); // "new" (the gate saw it)
      kit.consume(1, Word); // "targets"
      kit.consume(0, For);
      kit.consume(0, The);
      kit.consume(0, Copy);
      kit.ACTION(() => drafts.push({ kind: "NewTargetsForCopy", range: kit.rangeFrom(start) } as NewTargetsForCopy));
    });

    return {
      imperatives: [
        { verb: "Copy", rule: copy },
        { verb: "Choose", rule: newTargets, gate: fn(() => wordIs(1, "new") && wordIs(2, "targets") && kit.LA(4).tokenType === The && kit.LA(5).tokenType === Copy) },
      ],
    };
  },
  finish(drafts, kit) {
    // "Copy target … spell. You may choose new targets for the copy.": the "may" sentence is the copy's.
    const out: Draft[] = [];
    for (const draft of drafts) {
      const inner = (draft as Draft & { effects?: Draft[] }).effects;
      const choosesNew = draft.kind === "May" && inner?.length === 1 && inner[0].kind === "NewTargetsForCopy";
      const last = out[out.length - 1] as (Draft & Partial<CopySpell>) | undefined;
      if (choosesNew && last?.kind === "CopySpell" && last.newTargets === false && (draft as Draft & { player?: { kind: string } }).player?.kind === "You") {
        last.newTargets = true;
        last.range = kit.range(last.range.start.offset, draft.range.end.offset);
        continue;
      }
      if (draft.kind === "NewTargetsForCopy" || choosesNew) {
        kit.problem("CS1035", "'You may choose new targets for the copy' follows the sentence that copies a spell: write 'Copy target instant or sorcery spell. You may choose new targets for the copy.'", draft.range.start.offset, draft.range.end.offset);
        continue;
      }
      out.push(draft);
    }
    return out;
  },
  print: {
    CopySpell: {
      clause: (effect, writer) => `copy ${writer.objects(effect.objects, "all")}${effect.newTargets ? ". You may choose new targets for the copy" : ""}`,
    },
  },
  check: {
    CopySpell: { verb: "Copying a spell", targetUses: (effect, uses) => useObjects(uses, effect.objects, "stack") },
  },
  sentences: [{ kind: "spell or ability text", template: "Copy target instant or sorcery spell. You may choose new targets for the copy." }],
};

export default family;
