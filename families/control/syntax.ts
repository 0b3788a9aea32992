/** "Gain control of target creature until end of turn.": a control-changing continuous effect. */
import type { Duration, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, durationSuffix, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

export interface GainControl {
  kind: "GainControl";
  objects: ObjectSet;
  controller: PlayerRef;
  duration: Duration;
  range: SourceRange;
}

const family: SyntaxFamily<GainControl> = {
  name: "control",
  grammar(kit) {
    const [Control, Of] = ["Control", "Of"].map((name) => kit.word(name));
    const gainControl = kit.rule("control_gainControl", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, Control);
      kit.consume(0, Of);
      const objects = kit.subrule(0, kit.phrases.objectSet);
      const duration = kit.option(0, () => kit.subrule(2, kit.phrases.duration)) ?? "permanent";
      kit.ACTION(() =>
        kit.playerEffect(drafts, subject, start, (controller, range) => ({ kind: "GainControl", objects, controller, duration, range }) as GainControl),
      );
    });
    return { predicates: [{ verb: "Gains", rule: gainControl }], imperatives: [{ verb: "Gains", rule: gainControl }] };
  },
  print: {
    // "Gain control of target creature", "Target opponent gains control of it" (Sleeper Agent): the controller is the subject.
    GainControl: {
      clause: (effect, writer) =>
        writer.playerClause(effect.controller, true, (verb) => `${verb("gain", "gains")} control of ${writer.objects(effect.objects, "all")}${durationSuffix(effect.duration)}`),
    },
  },
  check: {
    GainControl: {
      verb: "Gaining control",
      targetUses(effect, uses) {
        useObjects(uses, effect.objects, "play");
        usePlayer(uses, effect.controller);
      },
    },
  },
  sentences: [
    { kind: "spell or ability text", template: "Gain control of target creature." },
    {
      kind: "spell or ability text",
      template: "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
    },
  ],
};

export default family;
