/** "When ~ comes into play" / "enters the battlefield", "When ~ leaves play" / "leaves the battlefield". */
import type { SelfRef, SourceRange } from "../../grammar/ast.js";
import { alt, type TriggerFamily } from "../../grammar/family.js";

/** "When <self> comes into play" / "enters the battlefield" */
export interface EntersPlay {
  kind: "EntersPlay";
  object: SelfRef;
  range: SourceRange;
}

/** "When <self> leaves play" / "leaves the battlefield" */
export interface LeavesPlay {
  kind: "LeavesPlay";
  object: SelfRef;
  range: SourceRange;
}

/**
 * "When <self> comes into play or leaves play" / "enters the battlefield or leaves the battlefield" (Planar Chaos's
 * Aven Riftwatcher, Keldon Marauders): one ability that triggers on either event (410.1).
 */
export interface EntersOrLeavesPlay {
  kind: "EntersOrLeavesPlay";
  object: SelfRef;
  range: SourceRange;
}

export type ZoneChangeTrigger = EntersPlay | LeavesPlay | EntersOrLeavesPlay;

const family: TriggerFamily<ZoneChangeTrigger> = {
  name: "trigger-zone-change",
  level: "trigger",
  grammar(kit) {
    const { phrases } = kit;
    const [Leaves, Play, The, Battlefield, Or] = ["Leaves", "Play", "The", "Battlefield", "Or"].map((name) => kit.word(name));
    /** After "When"/"Whenever": "~ comes into play", "~ leaves play" (and the current wording). */
    const zoneChange = kit.rule("zoneChangeTrigger", (start: number): ZoneChangeTrigger => {
      kit.subrule(0, phrases.selfReference);
      // "When ~ comes into play, it deals 3 damage …": "it" in the effects is the card itself (ctx.self: the
      // permanent that came into play; for "leaves play", the object as it last existed in play, 413.2a).
      kit.ACTION(() => kit.rememberObjects({ kind: "Ref", ref: { kind: "Self", pronoun: true } }));
      return kit.or(3, [
        alt(() => {
          kit.subrule(0, phrases.entersPlay);
          // "… or leaves play" / "… or leaves the battlefield": either event
          const orLeaves = kit.option(5, () => {
            kit.consume(5, Or);
            kit.consume(5, Leaves);
            kit.or(5, [
              alt(() => kit.consume(5, Play)),
              alt(() => {
                kit.consume(5, The);
                kit.consume(5, Battlefield);
              }),
            ]);
            return true;
          });
          return kit.ACTION(() => ({ kind: orLeaves === true ? "EntersOrLeavesPlay" : "EntersPlay", object: { kind: "Self" }, range: kit.rangeFrom(start) }) as ZoneChangeTrigger);
        }),
        alt(() => {
          kit.consume(0, Leaves);
          kit.or(4, [
            alt(() => kit.consume(0, Play)),
            alt(() => {
              kit.consume(0, The);
              kit.consume(0, Battlefield);
            }),
          ]);
          return kit.ACTION(() => ({ kind: "LeavesPlay", object: { kind: "Self" }, range: kit.rangeFrom(start) }) as ZoneChangeTrigger);
        }),
      ]);
    });
    return { when: [zoneChange] };
  },
  print: {
    EntersPlay: { print: (_trigger, writer) => `When ${writer.cardName} ${writer.wording === "2007" ? "comes into play" : "enters the battlefield"}` },
    LeavesPlay: { print: (_trigger, writer) => `When ${writer.cardName} ${writer.wording === "2007" ? "leaves play" : "leaves the battlefield"}` },
    EntersOrLeavesPlay: {
      print: (_trigger, writer) => `When ${writer.cardName} ${writer.wording === "2007" ? "comes into play or leaves play" : "enters the battlefield or leaves the battlefield"}`,
    },
  },
  check: { EntersPlay: {}, LeavesPlay: {}, EntersOrLeavesPlay: {} },
  sentences: [
    { kind: "triggered", template: "When ~ comes into play, draw a card." },
    { kind: "triggered", template: "When ~ enters the battlefield, draw a card." },
    { kind: "triggered", template: "When ~ comes into play, it deals N damage to each creature." },
    { kind: "triggered", template: "When ~ comes into play, remove another target nonland permanent from the game." },
    { kind: "triggered", template: "When ~ leaves play, return the removed card to play under its owner's control." },
    { kind: "triggered", template: "When ~ comes into play or leaves play, you gain N life." },
  ],
};

export default family;
