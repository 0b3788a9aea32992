/**
 * Triggers on what a player does: "Whenever you gain life", "Whenever a player plays a spell" (current wording:
 * "casts"), "Whenever an opponent plays a creature spell", "Whenever you play a Goblin spell during an opponent's
 * turn", "Whenever a player draws a card", "Whenever an opponent discards a card", "Whenever a player sacrifices a creature" (2007 glossary, "Sacrifice"), "Whenever you clash [and win]"
 * (701.20: after the clash ends; "If you won, …" after it reads the clash that triggered it). Built from parts: who acts
 * (you, a player, an opponent), the event, the spell's filter, and whose turn it must be. The player is what a
 * later "that player" means, and the spell what "it" / "that spell" means (bound by the event on the bus,
 * runtime/events.ts).
 */
import type { ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { alt, filterPhrase, type TriggerFamily } from "../../grammar/family.js";

/**
 * The parts of an object filter a spell played is described by ("a nonblack spell", "a legendary spell", "a
 * white or blue spell", "a non-Goblin creature spell"): what the spell is, never who controls it or a permanent's
 * status. The check allows these; the code generator passes them on as any description's characteristics
 * (compiler `characteristicData`), and the runtime matches them as any filter (matchesFilter, matchesComposedParts).
 */
const SPELL_PARTS = ["types", "excludedTypes", "requiredTypes", "colors", "excludedColors", "colorCount", "subtypes", "excludedSubtypes", "supertypes", "excludedSupertypes"] as const;

export interface PlayerTrigger {
  kind: "PlayerTrigger";
  who: "you" | "player" | "opponent";
  event: "gainsLife" | "playsSpell" | "drawsCard" | "discardsCard" | "clashes" | "tapsForMana" | "sacrifices";
  /**
   * "Whenever a player sacrifices a creature" (Thraximundar): the permanent sacrificed (2007 glossary, "Sacrifice":
   * its controller moves it from play to its owner's graveyard), by its characteristics, a filter in zone `play`.
   */
  sacrificed?: ObjectFilter;
  /** "Whenever a player taps a land for mana" (Manabarbs): the permanent tapped, a filter in zone `play`. */
  tapped?: ObjectFilter;
  /** "Whenever you clash and win" (Sylvan Echoes): only a clash that player won (701.20c). */
  won?: true;
  /** The spell played ("a spell", "a creature spell", "a Goblin spell"): a filter in zone `stack`. */
  spell?: ObjectFilter;
  /** "… during your turn" / "… during an opponent's turn": whose turn it must be as the player acts. */
  during?: "your" | "opponent";
  range: SourceRange;
}

const family: TriggerFamily<PlayerTrigger> = {
  name: "trigger-player",
  level: "trigger",
  words: { Plays: ["plays"], Casts: ["cast", "casts"] },
  grammar(kit) {
    const { phrases } = kit;
    const [Clash, And, Win] = ["Clash", "And", "Win"].map((name) => kit.word(name));
    const [You, A, Player, Opponent, Gains, Life, Play, Plays, Casts, Draws, Discards, Card, During, Turn] = [
      "You",
      "A",
      "Player",
      "Opponent",
      "Gains",
      "Life",
      "Play",
      "Plays",
      "Casts",
      "Draws",
      "Discards",
      "Card",
      "During",
      "Turn",
    ].map((name) => kit.word(name));
    /** "during your turn" / "during an opponent's turn" */
    const duringTurn = kit.rule("playerTrigger_during", (): "your" | "opponent" => {
      kit.consume(0, During);
      const whose = kit.subrule(0, phrases.yourOrAnOpponents);
      kit.consume(0, Turn);
      return whose;
    });
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
          const during = kit.option(0, () => kit.subrule(0, duringTurn));
          return kit.ACTION(() => {
            if (spell.zone !== "stack") kit.problem("CS1035", "A player plays spells: write e.g. 'a spell', 'a creature spell'.", start, kit.lastEnd());
            else if (Object.keys(spell).some((part) => part !== "zone" && !(SPELL_PARTS as readonly string[]).includes(part))) {
              kit.problem("CS1035", "A trigger on a spell played describes it by card types, supertypes, subtypes and colours (and their negations) only: write e.g. 'a white spell', 'a nonblack spell', 'a multicolored spell', 'a legendary spell', 'a Goblin spell'.", start, kit.lastEnd());
            }
            kit.rememberPlayer({ kind: "TriggeringPlayer" });
            kit.rememberObjects({ kind: "Ref", ref: { kind: "Triggering" } });
            const trigger: PlayerTrigger = { kind: "PlayerTrigger", who, event: "playsSpell", spell, range: kit.rangeFrom(start) };
            if (during !== undefined) trigger.during = during;
            return trigger;
          });
        }),
        // "you clash [and win]" (Sylvan Echoes, Entangling Trap): each clash of that player, once it is over
        alt(() => {
          const clash = kit.consume(0, Clash);
          const won = kit.option(1, () => {
            kit.consume(0, And);
            kit.consume(0, Win);
            return true as const;
          });
          return kit.ACTION(() => {
            // Only "you" clash in the era's texts: a third person would be "clashes", which the language doesn't know.
            if (who !== "you") kit.problem("CS1035", "A clash trigger is written 'Whenever you clash' or 'Whenever you clash and win'.", start, clash.endOffset! + 1);
            const trigger: PlayerTrigger = { kind: "PlayerTrigger", who, event: "clashes", range: kit.rangeFrom(start) };
            if (won === true) trigger.won = true;
            return trigger;
          });
        }),
        // "taps a land for mana" (Manabarbs): a mana ability with {T} in its cost played (406); "that player" taps it
        alt(() => {
          kit.consume(0, kit.word("Tap"));
          kit.consume(3, A);
          const tapped = kit.subrule(1, phrases.objectNoun);
          kit.consume(0, kit.word("For"));
          kit.consume(0, kit.word("Mana"));
          return kit.ACTION(() => {
            if (tapped.zone !== "play") kit.problem("CS1035", "A player taps a permanent for mana: write e.g. 'a player taps a land for mana'.", start, kit.lastEnd());
            kit.rememberPlayer({ kind: "TriggeringPlayer" });
            kit.rememberObjects({ kind: "Ref", ref: { kind: "Triggering" } });
            return { kind: "PlayerTrigger", who, event: "tapsForMana", tapped, range: kit.rangeFrom(start) } as PlayerTrigger;
          });
        }),
        // "sacrifices a creature" (Thraximundar): each permanent sacrificed, for any reason (a cost, an effect, a rule
        // such as echo or evoke) is one event; the player is "that player", the card put into the graveyard "it"
        alt(() => {
          kit.consume(0, kit.word("Sacrifices"));
          kit.consume(4, A);
          const sacrificed = kit.subrule(2, phrases.objectNoun);
          return kit.ACTION(() => {
            if (sacrificed.zone !== "play") kit.problem("CS1035", "A player sacrifices a permanent: write e.g. 'Whenever a player sacrifices a creature'.", start, kit.lastEnd());
            else if (sacrificed.controller !== undefined || sacrificed.controllerNot !== undefined || sacrificed.other === true || sacrificed.chosenType !== undefined || sacrificed.compare?.some((c) => c.amount.kind !== "Number")) {
              kit.problem(
                "CS1035",
                "A trigger on a sacrifice describes the permanent by what it is only (types, subtypes, colours: e.g. 'a creature', 'an artifact', 'a Goblin'); the player who sacrifices it is said before the verb ('you', 'a player', 'an opponent').",
                start,
                kit.lastEnd(),
              );
            }
            kit.rememberPlayer({ kind: "TriggeringPlayer" });
            kit.rememberObjects({ kind: "Ref", ref: { kind: "Triggering" } });
            return { kind: "PlayerTrigger", who, event: "sacrifices", sacrificed, range: kit.rangeFrom(start) } as PlayerTrigger;
          });
        }),
        // "draws a card" / "discards a card": each card drawn or discarded is one event (the player is "that player")
        alt(() => {
          const event = kit.or(5, [
            alt(() => {
              kit.consume(0, Draws);
              return "drawsCard" as const;
            }),
            alt(() => {
              kit.consume(0, Discards);
              return "discardsCard" as const;
            }),
          ]);
          kit.consume(2, A);
          kit.consume(0, Card);
          return kit.ACTION(() => {
            kit.rememberPlayer({ kind: "TriggeringPlayer" });
            return { kind: "PlayerTrigger", who, event, range: kit.rangeFrom(start) } as PlayerTrigger;
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
        const third = trigger.who !== "you";
        if (trigger.event === "gainsLife") return `Whenever ${who} ${third ? "gains" : "gain"} life`;
        if (trigger.event === "drawsCard") return `Whenever ${who} ${third ? "draws" : "draw"} a card`;
        if (trigger.event === "discardsCard") return `Whenever ${who} ${third ? "discards" : "discard"} a card`;
        if (trigger.event === "clashes") return `Whenever ${who} clash${trigger.won === true ? " and win" : ""}`;
        if (trigger.event === "sacrifices") return `Whenever ${who} ${third ? "sacrifices" : "sacrifice"} ${filterPhrase(trigger.sacrificed!, "singular", "a")}`; // the same words in both wordings
        if (trigger.event === "tapsForMana") return `Whenever ${who} ${third ? "taps" : "tap"} ${filterPhrase(trigger.tapped!, "singular", "a")} for mana`;
        const verb = writer.wording === "2007" ? (third ? "plays" : "play") : third ? "casts" : "cast";
        const during = trigger.during === undefined ? "" : trigger.during === "your" ? " during your turn" : " during an opponent's turn";
        return `Whenever ${who} ${verb} ${filterPhrase(trigger.spell!, "singular", "a")}${during}`;
      },
    },
  },
  check: { PlayerTrigger: {} },
  sentences: [
    { kind: "triggered", template: "Whenever you gain life, put a +1/+1 counter on ~." },
    { kind: "triggered", template: "Whenever a player plays a spell, you gain N life." },
    { kind: "triggered", template: "Whenever an opponent casts a creature spell, that player loses N life." },
    { kind: "triggered", template: "Whenever you play a spell during an opponent's turn, each opponent loses N life." },
    { kind: "triggered", template: "Whenever a player draws a card, ~ deals N damage to that player." },
    { kind: "triggered", template: "Whenever an opponent discards a card, ~ deals N damage to that player." },
    { kind: "triggered", template: "Whenever you clash, tap target creature an opponent controls." },
    { kind: "triggered", template: "Whenever you clash and win, you may draw a card." },
    { kind: "triggered", template: "Whenever a player taps a land for mana, ~ deals N damage to that player." },
    { kind: "triggered", template: "Whenever a player sacrifices a creature, you may put a +1/+1 counter on ~." },
    { kind: "triggered", template: "Whenever an opponent sacrifices a permanent, you gain N life." },
  ],
};

export default family;
