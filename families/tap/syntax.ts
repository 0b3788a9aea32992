/**
 * "Tap target creature.", "Untap two target lands.", "It doesn't untap during its controller's next untap step.",
 * "You may tap or untap target permanent." (Pestermite: the choice of tap or untap is made on resolution).
 */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, fn, useObjects, type Draft, type Subject } from "../../grammar/family.js";

export interface Untap {
  kind: "Untap";
  objects: ObjectSet;
  range: SourceRange;
}

export interface Tap {
  kind: "Tap";
  objects: ObjectSet;
  range: SourceRange;
}

/** "tap or untap target permanent": the ability's controller chooses, on resolution, which one for each object. */
export interface TapOrUntap {
  kind: "TapOrUntap";
  objects: ObjectSet;
  range: SourceRange;
}

/** "doesn't untap during its controller's next untap step" */
export interface SkipNextUntap {
  kind: "SkipNextUntap";
  objects: ObjectSet;
  range: SourceRange;
  /**
   * Written "during the player's next untap step" (Pollen Lullaby: "creatures that player controls don't untap
   * during the player's next untap step"): the player who controls them, so the same step as their controller's.
   */
  thePlayers?: true;
  /**
   * Written "during their next untap step" (Exhaustion: "Creatures and lands target opponent controls don't untap
   * during their next untap step."): each permanent's controller's next untap step, as "their controllers' next untap
   * steps" says it (printer only).
   */
  theirs?: true;
}

const family: SyntaxFamily<Untap | Tap | TapOrUntap | SkipNextUntap> = {
  name: "tap",
  words: { Untap: ["untap", "untaps"], Tap: ["tap", "taps"], Doesnt: ["doesn't", "doesn’t", "don't", "don’t"], During: ["during"], Next: ["next"], Controllers: ["controllers"] },
  grammar(kit) {
    const [Untap, During, Its, Controller, Next, Step, The, Player, Or, Their] = ["Untap", "During", "Its", "Controller", "Next", "Step", "The", "Player", "Or", "Their"].map((name) => kit.word(name));
    const Controllers = kit.word("Controllers");
    const onObjects = (name: string, kind: "Untap") =>
      kit.rule(name, (_subject: Subject, drafts: Draft[], start: number) => {
        const objects = kit.subrule(0, kit.phrases.objectSet);
        kit.ACTION(() => drafts.push({ kind, objects, range: kit.rangeFrom(start) } as Untap));
      });
    // "tap target creature", "tap or untap target permanent" (the verb "tap" is read by the kernel)
    const tap = kit.rule("tap_tap", (_subject: Subject, drafts: Draft[], start: number) => {
      const orUntap = kit.option(1, {
        GATE: fn(() => kit.LA(1).tokenType === Or && kit.LA(2).tokenType === Untap),
        DEF: fn(() => {
          kit.consume(1, Or);
          kit.consume(1, Untap);
          return true;
        }),
      });
      const objects = kit.subrule(1, kit.phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: orUntap === true ? "TapOrUntap" : "Tap", objects, range: kit.rangeFrom(start) } as Tap | TapOrUntap));
    });
    // "doesn't untap during its controller's next untap step"
    const doesntUntap = kit.rule("tap_doesntUntap", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, Untap);
      kit.consume(0, During);
      const written = kit.or(0, [
        {
          ALT: () => {
            kit.consume(0, Its);
            kit.consume(0, Controller);
            kit.consume(0, kit.tokens.Possessive);
            return "its" as const;
          },
        },
        {
          // "the player's": the player the subject's permanents are controlled by ("creatures that player controls")
          ALT: () => {
            kit.consume(0, The);
            kit.consume(0, Player);
            kit.consume(1, kit.tokens.Possessive);
            return "the player's" as const;
          },
        },
        {
          // "their controllers' next untap steps" / "their next untap step" (plural subjects)
          ALT: () => {
            kit.consume(0, Their);
            return kit.or(1, [
              {
                ALT: () => {
                  kit.consume(1, Controllers);
                  kit.consume(0, kit.tokens.Apostrophe);
                  return "their controllers'" as const;
                },
              },
              { ALT: () => "their" as const },
            ]);
          },
        },
      ]);
      const thePlayers = written === "the player's";
      kit.consume(0, Next);
      kit.consume(2, Untap);
      kit.consume(0, Step);
      kit.ACTION(() => {
        if (thePlayers && (subject.objects?.kind !== "Each" || subject.objects.filter.controller === undefined)) {
          kit.problem("CS1035", "'the player's next untap step' names the player who controls the permanents: write e.g. 'creatures that player controls don't untap during the player's next untap step', or 'its controller's next untap step'.", start, kit.lastEnd());
        }
        kit.objectEffect(drafts, subject, start, (objects, range) => ({ kind: "SkipNextUntap", objects, range, ...(thePlayers ? { thePlayers: true } : {}), ...(written === "their" ? { theirs: true } : {}) }) as SkipNextUntap);
      });
    });
    return {
      predicates: [{ verb: "Doesnt", rule: doesntUntap }],
      imperatives: [
        { verb: "Untap", rule: onObjects("tap_untap", "Untap") },
        { verb: "Tap", rule: tap },
      ],
    };
  },
  print: {
    Untap: { clause: (effect, writer) => `untap ${writer.objects(effect.objects, "all")}` },
    Tap: { clause: (effect, writer) => `tap ${writer.objects(effect.objects, "all")}` },
    TapOrUntap: { clause: (effect, writer) => `tap or untap ${writer.objects(effect.objects, "all")}` },
    SkipNextUntap: {
      clause(effect, writer) {
        const subject = writer.objectsAsSubject(effect.objects);
        if (effect.thePlayers) return `${subject.words} ${subject.plural ? "don't" : "doesn't"} untap during the player's next untap step`;
        if (effect.theirs && subject.plural) return `${subject.words} don't untap during their next untap step`;
        return subject.plural
          ? `${subject.words} don't untap during their controllers' next untap steps`
          : `${subject.words} doesn't untap during its controller's next untap step`;
      },
    },
  },
  check: {
    Untap: { verb: "Untapping", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
    Tap: { verb: "Tapping", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
    TapOrUntap: { verb: "Tapping or untapping", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
    SkipNextUntap: { verb: "'Doesn't untap'", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Untap target land." },
    { kind: "spell or ability text", template: "Untap two target lands." },
    { kind: "spell or ability text", template: "Untap up to two target artifacts." },
    { kind: "spell or ability text", template: "Tap target creature." },
    { kind: "spell or ability text", template: "You may tap or untap target permanent." },
    { kind: "spell or ability text", template: "Target permanent doesn't untap during its controller's next untap step." },
    { kind: "spell or ability text", template: "Creatures and lands target opponent controls don't untap during their next untap step." },
  ],
};

export default family;
