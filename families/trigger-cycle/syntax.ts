/**
 * "When you cycle ~, …" (Onslaught block's cycling triggers, Shards of Alara's Resounding cycle): the ability of
 * the card being cycled (502.18: playing its cycling ability), which triggers from the graveyard cycling put it
 * in, before the cycling ability's draw resolves.
 *
 * "When you cycle ~ or it's put into a graveyard from play, …" (Alara Reborn's Sojourners; current "… or it
 * dies"): one trigger event of two joined by "or" (410.1: the ability triggers whenever either event happens, once
 * for each: a card is cycled from a hand, never from play, so the two never happen at once). "it" is the card, in
 * the graveyard either way.
 */
import type { SelfRef, SourceRange } from "../../grammar/ast.js";
import { alt, type TriggerFamily } from "../../grammar/family.js";

/** "When you cycle <self>[ or it's put into a graveyard from play]" */
export interface CyclesSelf {
  kind: "CyclesSelf";
  object: SelfRef;
  /** "… or it's put into a graveyard from play" (current: "… or it dies"): the card's own going from play to a graveyard as well. */
  orPutIntoGraveyardFromPlay?: true;
  range: SourceRange;
}

const family: TriggerFamily<CyclesSelf> = {
  name: "trigger-cycle",
  level: "trigger",
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [You, Cycle, Or, It, Puts, Into, A, Graveyard, From, Play, The, Battlefield, Dies] = ["You", "Cycle", "Or", "It", "Puts", "Into", "A", "Graveyard", "From", "Play", "The", "Battlefield", "Dies"].map((name) => kit.word(name));
    /** "or it's put into a graveyard from play" / "… from the battlefield" / "or it dies" */
    const orDies = kit.rule("cycleTrigger_orDies", (): true => {
      kit.consume(0, Or);
      kit.consume(0, It);
      kit.or(0, [
        alt(() => {
          kit.consume(0, tokens.Possessive);
          kit.consume(0, Puts);
          kit.consume(0, Into);
          kit.consume(0, A);
          kit.consume(0, Graveyard);
          kit.consume(0, From);
          kit.or(1, [
            alt(() => kit.consume(0, Play)),
            alt(() => {
              kit.consume(0, The);
              kit.consume(0, Battlefield);
            }),
          ]);
        }),
        alt(() => kit.consume(0, Dies)),
      ]);
      return true;
    });
    /** After "When": "you cycle ~[ or it's put into a graveyard from play]". */
    const cycles = kit.rule("cycleTrigger", (start: number): CyclesSelf => {
      kit.consume(0, You);
      kit.consume(0, Cycle);
      kit.subrule(0, phrases.selfReference);
      const orDying = kit.option(0, () => kit.subrule(0, orDies));
      // "When you cycle ~, it deals 6 damage …": "it" is the cycled card itself (ctx.self, in the graveyard).
      kit.ACTION(() => kit.rememberObjects({ kind: "Ref", ref: { kind: "Self", pronoun: true } }));
      return kit.ACTION(() => {
        const trigger: CyclesSelf = { kind: "CyclesSelf", object: { kind: "Self" }, range: kit.rangeFrom(start) };
        if (orDying === true) trigger.orPutIntoGraveyardFromPlay = true;
        return trigger;
      });
    });
    return { when: [cycles] };
  },
  print: {
    CyclesSelf: {
      print: (trigger, writer) => {
        if (trigger.orPutIntoGraveyardFromPlay !== true) return `When you cycle ${writer.cardName}`;
        // The current wording says "dies" only of a creature.
        const creature = writer.cardTypes === undefined || writer.cardTypes.includes("Creature");
        const dies = writer.wording === "2007" ? "it's put into a graveyard from play" : creature ? "it dies" : "it's put into a graveyard from the battlefield";
        return `When you cycle ${writer.cardName} or ${dies}`;
      },
    },
  },
  check: {
    CyclesSelf: {
      check(trigger, card, report) {
        if (trigger.orPutIntoGraveyardFromPlay === true && !card.types.some((type) => type !== "Instant" && type !== "Sorcery")) {
          report(
            "CS2037",
            trigger.range,
            `"${card.name}" is ${card.types.includes("Instant") ? "an instant" : "a sorcery"}: it is never in play, so it is never put into a graveyard from play. Leave out "or it's put into a graveyard from play", or make the card a permanent.`,
          );
        }
      },
    },
  },
  sentences: [
    { kind: "triggered", template: "When you cycle ~, return two target permanents to their owners' hands." },
    { kind: "triggered", template: "When you cycle ~ or it's put into a graveyard from play, you may put a +1/+1 counter on target creature." },
    { kind: "triggered", template: "When you cycle ~ or it dies, you may put a +1/+1 counter on target creature." },
  ],
};

export default family;
