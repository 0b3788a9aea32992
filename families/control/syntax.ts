/**
 * "Gain control of target creature until end of turn.": a control-changing continuous effect. "… as long as
 * Sower of Temptation remains in play" (current: "for as long as … remains on the battlefield"): the effect lasts
 * while the ability's source is in play, and never starts if it has left by the time the ability resolves.
 */
import type { Duration, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { alt, type SyntaxFamily, durationSuffix, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** `whileSourceInPlay`: "as long as ~ remains in play" (the ability's source, the card itself). */
export type ControlDuration = Duration | "whileSourceInPlay";

export interface GainControl {
  kind: "GainControl";
  objects: ObjectSet;
  controller: PlayerRef;
  duration: ControlDuration;
  range: SourceRange;
}

const family: SyntaxFamily<GainControl> = {
  name: "control",
  words: { Remains: ["remains"] },
  grammar(kit) {
    const [Control, Of, As, Long, For, Remains, In, Play, On, The, Battlefield] = ["Control", "Of", "As", "Long", "For", "Remains", "In", "Play", "On", "The", "Battlefield"].map((name) => kit.word(name));
    /** "[for] as long as ~ remains in play" / "… remains on the battlefield" */
    const whileSourceInPlay = kit.rule("control_whileSourceInPlay", (): ControlDuration => {
      kit.option(1, () => kit.consume(0, For));
      kit.consume(0, As);
      kit.consume(0, Long);
      kit.consume(1, As);
      kit.consume(0, kit.tokens.SelfName);
      kit.consume(0, Remains);
      kit.or(1, [
        alt(() => {
          kit.consume(0, In);
          kit.consume(0, Play);
        }),
        alt(() => {
          kit.consume(0, On);
          kit.consume(0, The);
          kit.consume(0, Battlefield);
        }),
      ]);
      return "whileSourceInPlay";
    });
    const gainControl = kit.rule("control_gainControl", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, Control);
      kit.consume(0, Of);
      const objects = kit.subrule(0, kit.phrases.objectSet);
      const duration =
        kit.option(0, () => kit.or(0, [alt((): ControlDuration => kit.subrule(2, kit.phrases.duration)), alt(() => kit.subrule(3, whileSourceInPlay))])) ?? "permanent";
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
        writer.playerClause(
          effect.controller,
          true,
          (verb) =>
            `${verb("gain", "gains")} control of ${writer.objects(effect.objects, "all")}${
              effect.duration === "whileSourceInPlay"
                ? writer.wording === "2007"
                  ? ` as long as ${writer.cardName} remains in play`
                  : ` for as long as ${writer.cardName} remains on the battlefield`
                : durationSuffix(effect.duration)
            }`,
        ),
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
    { kind: "spell or ability text", template: "Gain control of target creature as long as ~ remains in play." },
  ],
};

export default family;
