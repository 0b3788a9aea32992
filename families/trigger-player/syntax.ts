/**
 * Triggers on what a player does: "Whenever you gain life", "Whenever a player plays a spell" (current wording:
 * "casts"), "Whenever an opponent plays a creature spell". The player is what a later "that player" means, and
 * the spell what "it" / "that spell" means (bound by the event on the bus, runtime/events.ts).
 */
import type { ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { alt, filterPhrase, type TriggerFamily } from "../../grammar/family.js";

export interface PlayerTrigger {
  kind: "PlayerTrigger";
  who: "you" | "player" | "opponent";
  event: "gainsLife" | "playsSpell";
  /** The spell played ("a spell", "a creature spell"): a filter in zone `stack`. */
  spell?: ObjectFilter;
  range: SourceRange;
}

const family: TriggerFamily<PlayerTrigger> = {
  name: "trigger-player",
  level: "trigger",
  words: { Plays: ["plays"], Casts: ["cast", "casts"] },
  grammar(kit) {
    const { phrases } = kit;
    const [You, A, Player, Opponent, Gains, Life, Play, Plays, Casts] = ["You", "A", "Player", "Opponent", "Gains", "Life", "Play", "Plays", "Casts"].map((name) => kit.word(name));
    /** After "When"/"Whenever": "you gain life", "a player plays a spell", "an opponent casts a creature spell". */
    const playerTrigger = kit.rule("playerTrigger", (start: number): PlayerTrigger => {
      const who = kit.or(1, [
        alt(() => {
          kit.consume(0, You);
          return "you" as const;
        }),
        alt(() => {
          kit.consume(0, A);
          return kit.or(2, [
            alt(() => {
              kit.consume(0, Player);
              return "player" as const;
            }),
            alt(() => {
              kit.consume(0, Opponent);
              return "opponent" as const;
            }),
          ]);
        }),
      ]);
      return kit.or(3, [
        alt(() => {
          kit.consume(0, Gains);
          kit.consume(0, Life);
          return kit.ACTION(() => {
            kit.rememberPlayer({ kind: "TriggeringPlayer" });
            return { kind: "PlayerTrigger", who, event: "gainsLife", range: kit.rangeFrom(start) } as PlayerTrigger;
          });
        }),
        alt(() => {
          kit.or(4, [alt(() => kit.consume(0, Play)), alt(() => kit.consume(0, Plays)), alt(() => kit.consume(0, Casts))]);
          kit.consume(1, A);
          const spell = kit.subrule(0, phrases.objectNoun);
          return kit.ACTION(() => {
            if (spell.zone !== "stack") kit.problem("CS1035", "A player plays spells: write e.g. 'a spell', 'a creature spell'.", start, kit.lastEnd());
            else if (Object.keys(spell).some((part) => !["types", "excludedTypes", "zone", "colors"].includes(part))) {
              kit.problem("CS1035", "A trigger on a spell played describes it by card types and colours only: write e.g. 'a white spell', 'a creature spell'.", start, kit.lastEnd());
            }
            kit.rememberPlayer({ kind: "TriggeringPlayer" });
            kit.rememberObjects({ kind: "Ref", ref: { kind: "Triggering" } });
            return { kind: "PlayerTrigger", who, event: "playsSpell", spell, range: kit.rangeFrom(start) } as PlayerTrigger;
          });
        }),
      ]);
    });
    return { when: [playerTrigger] };
  },
  print: {
    PlayerTrigger: {
      print: (trigger, writer) => {
        const who = trigger.who === "you" ? "you" : trigger.who === "player" ? "a player" : "an opponent";
        if (trigger.event === "gainsLife") return `Whenever ${who} ${trigger.who === "you" ? "gain" : "gains"} life`;
        const verb = writer.wording === "2007" ? (trigger.who === "you" ? "play" : "plays") : trigger.who === "you" ? "cast" : "casts";
        return `Whenever ${who} ${verb} ${filterPhrase(trigger.spell!, "singular", "a")}`;
      },
    },
  },
  check: { PlayerTrigger: {} },
  sentences: [
    { kind: "triggered", template: "Whenever you gain life, put a +1/+1 counter on ~." },
    { kind: "triggered", template: "Whenever a player plays a spell, you gain N life." },
    { kind: "triggered", template: "Whenever an opponent casts a creature spell, that player loses N life." },
  ],
};

export default family;
