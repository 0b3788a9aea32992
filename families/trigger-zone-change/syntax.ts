/** "When ~ comes into play" / "enters the battlefield", "When ~ leaves play" / "leaves the battlefield". */
import type { SelfRef, SourceRange } from "../../grammar/ast.js";
import { alt, type TriggerFamily } from "../../grammar/family.js";

/** "When <self> comes into play" / "enters the battlefield" */
export interface EntersPlay {
  kind: "EntersPlay";
  object: SelfRef;
  /**
   * "When ~ comes into play or is put into a graveyard from play" (Time Spiral's Mogg War Marshal; current: "enters
   * the battlefield or dies"): one ability that triggers on either event (410.1), once for each.
   */
  orPutIntoGraveyardFromPlay?: true;
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
    const [Leaves, Play, The, Battlefield, Or, Is, Put, Into, A, Graveyard, From, Dies] = ["Leaves", "Play", "The", "Battlefield", "Or", "Is", "Puts", "Into", "A", "Graveyard", "From", "Dies"].map((name) => kit.word(name));
    /** "or is put into a graveyard from play" (current: "or dies") */
    const orDies = kit.rule("zoneChangeTrigger_orDies", (): true => {
      kit.consume(1, Or);
      kit.or(5, [
        alt(() => {
          kit.consume(1, Is);
          const put = kit.consume(1, Put);
          kit.consume(1, Into);
          kit.consume(1, A);
          kit.consume(1, Graveyard);
          kit.consume(1, From);
          kit.consume(1, Play);
          kit.ACTION(() => {
            if (put.image.toLowerCase() !== "put") kit.problem("CS1035", "Write 'or is put into a graveyard from play'.", put.startOffset, kit.lastEnd());
          });
        }),
        alt(() => kit.consume(1, Dies)),
      ]);
      return true;
    });
    /** After "When"/"Whenever": "~ comes into play", "~ leaves play" (and the current wording). */
    const zoneChange = kit.rule("zoneChangeTrigger", (start: number): ZoneChangeTrigger => {
      kit.subrule(0, phrases.selfReference);
      // "When ~ comes into play, it deals 3 damage …": "it" in the effects is the card itself (ctx.self: the
      // permanent that came into play; for "leaves play", the object as it last existed in play, 413.2a).
      kit.ACTION(() => kit.rememberObjects({ kind: "Ref", ref: { kind: "Self", pronoun: true } }));
      return kit.or(3, [
        alt(() => {
          kit.subrule(0, phrases.entersPlay);
          // "… or leaves play" / "… or leaves the battlefield": either event; "… or is put into a graveyard from play"
          // (current: "or dies"): either event, once for each
          const either = kit.option(5, () =>
            kit.or(6, [
              alt(() => {
                kit.consume(5, Or);
                kit.consume(5, Leaves);
                kit.or(5, [
                  alt(() => kit.consume(5, Play)),
                  alt(() => {
                    kit.consume(5, The);
                    kit.consume(5, Battlefield);
                  }),
                ]);
                return "leaves" as const;
              }),
              alt(() => {
                kit.subrule(1, orDies);
                return "dies" as const;
              }),
            ]),
          );
          return kit.ACTION(
            () =>
              ({
                kind: either === "leaves" ? "EntersOrLeavesPlay" : "EntersPlay",
                object: { kind: "Self" },
                ...(either === "dies" ? { orPutIntoGraveyardFromPlay: true } : {}),
                range: kit.rangeFrom(start),
              }) as ZoneChangeTrigger,
          );
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
    EntersPlay: {
      print: (trigger, writer) => {
        const orDies = trigger.orPutIntoGraveyardFromPlay !== true ? "" : writer.wording === "2007" ? " or is put into a graveyard from play" : " or dies";
        return `When ${writer.cardName} ${writer.wording === "2007" ? "comes into play" : "enters the battlefield"}${orDies}`;
      },
    },
    LeavesPlay: { print: (_trigger, writer) => `When ${writer.cardName} ${writer.wording === "2007" ? "leaves play" : "leaves the battlefield"}` },
    EntersOrLeavesPlay: {
      print: (_trigger, writer) => `When ${writer.cardName} ${writer.wording === "2007" ? "comes into play or leaves play" : "enters the battlefield or leaves the battlefield"}`,
    },
  },
  // 410.10c: "leaves play" abilities look back in time.
  check: { EntersPlay: {}, LeavesPlay: { looksBackInTime: () => true }, EntersOrLeavesPlay: { looksBackInTime: () => true } },
  sentences: [
    { kind: "triggered", template: "When ~ comes into play, draw a card." },
    { kind: "triggered", template: "When ~ comes into play or is put into a graveyard from play, draw a card." },
    { kind: "triggered", template: "When ~ enters the battlefield, draw a card." },
    { kind: "triggered", template: "When ~ comes into play, it deals N damage to each creature." },
    { kind: "triggered", template: "When ~ comes into play, remove another target nonland permanent from the game." },
    { kind: "triggered", template: "When ~ leaves play, return the removed card to play under its owner's control." },
    { kind: "triggered", template: "When ~ comes into play or leaves play, you gain N life." },
  ],
};

export default family;
