/**
 * Triggers on what an object does or undergoes: "Whenever another creature comes into play", "Whenever a
 * creature comes into play under your control", "When ~ is put into a graveyard from play" (current wording:
 * "dies"), "Whenever another creature leaves play" (current: "leaves the battlefield"), "Whenever ~ attacks", "Whenever a creature you control attacks alone", "Whenever ~ blocks",
 * "Whenever ~ becomes blocked", "Whenever a Rogue you control attacks and isn't blocked" (309: no creature blocks it), "Whenever ~ deals [combat] damage [to a player / an opponent / a creature]",
 * "Whenever ~ becomes tapped" / "becomes untapped", "Whenever a Merfolk you control becomes tapped", "When ~ is
 * turned face up" (morph, 502.26d: the special action turns it face up; runtime/morph.ts).
 *
 * The subject is the card itself or objects described by the kernel's object phrase ("another creature", "a
 * creature you control", "an artifact"); "When ~ comes into play" stays the zone-change family's. The event's
 * object is what a later "it" / "that creature" means, and the player dealt damage what "that player" means
 * (ObjectRef "Triggering", PlayerRef "TriggeringPlayer": bound by the event on the bus, runtime/events.ts).
 */
import type { CardType, ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { alt, article, filterNoun, filterPhrase, type GrammarKit, type TriggerFamily } from "../../grammar/family.js";

export type ObjectTriggerEvent =
  | "entersPlay"
  | "putIntoGraveyardFromPlay"
  | "putIntoGraveyardFromAnywhere"
  | "leavesPlay"
  | "attacks"
  | "blocks"
  | "becomesBlocked"
  | "attacksUnblocked"
  | "dealsDamage"
  | "isDealtDamage"
  | "becomesTapped"
  | "becomesUntapped"
  | "counterPlaced"
  | "becomesTarget"
  | "tappedForMana"
  | "turnedFaceUp";

export interface ObjectTrigger {
  kind: "ObjectTrigger";
  /** The card itself, or objects matching a filter ("another creature": `other`). */
  subject:
    | { kind: "Self" }
    | { kind: "Objects"; filter: ObjectFilter; orSelf?: true }
    | { kind: "Attached"; by: "enchanted" | "equipped"; noun: "Creature" | "Land" }
    /** "a source [an opponent controls / you control]" (Retaliator Griffin): any object dealing damage, a spell included */
    | { kind: "Source"; controller?: "you" | "opponent" };
  event: ObjectTriggerEvent;
  /** "comes into play under your control" */
  underYourControl?: boolean;
  /** "is put into your graveyard from play" (Kithkin Mourncaller): only a card the ability's controller owns */
  yourGraveyard?: true;
  /** "comes into play under an opponent's control" (Polluted Bonds): that opponent is "that player" */
  underOpponentsControl?: true;
  /** "deals 6 or more damage" (Deus of Calamity): only damage of at least this amount, dealt at once */
  atLeast?: number;
  /** "attacks you" (Raking Canopy): only an attack on the ability's controller */
  attacksYou?: true;
  /** "attacks alone" */
  alone?: boolean;
  /** "deals combat damage" */
  combat?: boolean;
  /** "blocks a creature": the creature blocked is the event's object ("that creature") */
  blocksACreature?: boolean;
  /** "deals damage to a player / to an opponent / to a creature / to you" */
  to?: "player" | "opponent" | "creature" | "you";
  /** "becomes blocked by a creature": the blocker is the event's object ("that creature"), once per blocker */
  blockedByACreature?: boolean;
  /**
   * "blocks a nonblack creature", "becomes blocked by a non-Wall creature", "blocks or becomes blocked by a nonblack
   * creature" (Deathgazer, Witherscale Wurm): what the other creature of the block must be (with `blocksACreature`
   * or `blockedByACreature`). Absent: any creature.
   */
  other?: ObjectFilter;
  /**
   * A second combat event joined by "or": "attacks or blocks", "blocks or becomes blocked". The ability
   * triggers on either (once per event: a creature that blocks and is blocked in one combat can't be both).
   */
  orEvent?: CombatEitherEvent;
  /**
   * The trigger word when the card says the other one: "When ~ attacks or blocks" (Fog Elemental), where the
   * printer's own choice is "Whenever" ("When" for the card's own going to a graveyard). No rules meaning.
   */
  word?: "When" | "Whenever";
  /** "a creature dealt damage by ~ this turn" (Sengir Vampire): only the permanents the card dealt damage to this turn */
  damagedBySelfThisTurn?: true;
  /**
   * "When enchanted creature is put into a graveyard" (Banewasp Affliction's 2007 text): "from play" left unwritten,
   * as of a permanent known to be in play (an Aura's or Equipment's creature). The same event; printer only.
   */
  fromPlayUnwritten?: true;
  /** "Whenever a -1/-1 counter is placed on a creature" (Flourishing Defenses): the kind of counter; once per counter */
  counter?: string;
  /** "becomes the target of a spell or ability" / "… of a spell" (`spellOnly`) / "… an opponent controls" (`byOpponent`) */
  spellOnly?: true;
  byOpponent?: true;
  range: SourceRange;
}

/** The combat events two of which "or" may join ("Whenever ~ attacks or blocks", "… blocks or becomes blocked"). */
export type CombatEitherEvent = "attacks" | "blocks" | "becomesBlocked";

/**
 * What the event's words said. `bareGraveyard`: "is put into a graveyard" without "from play", read only while
 * parsing: it means from play for a permanent known to be in play ("a creature dealt damage by ~ this turn", as
 * Sengir Vampire's 2007 text says it, "enchanted creature", as Banewasp Affliction's does; the printer writes it
 * back so), and is an error otherwise.
 */
type EventParts = Omit<ObjectTrigger, "kind" | "subject" | "range"> & { bareGraveyard?: true };

const family: TriggerFamily<ObjectTrigger> = {
  name: "trigger-object",
  level: "trigger",
  // "attack(s)", "block(s)", "blocked" and "combat" are the kernel's (static abilities say "can't attack", "can't be blocked"; prevention says "combat damage").
  words: {
    Alone: ["alone"],
    Anywhere: ["anywhere"],
    // "When ~ is turned face up" (morph, 502.26d)
    Turned: ["turned"],
    // "Whenever a Rogue you control attacks and isn't blocked" (Stinkdrinker Bandit)
    Isnt: ["isn't"],
  },
  grammar(kit) {
    const { phrases } = kit;
    const w = (name: string) => kit.word(name);
    const [A, Another, Is, Puts, Into, Graveyard, From, Play, The, Battlefield, Dies] = ["A", "Another", "Is", "Puts", "Into", "Graveyard", "From", "Play", "The", "Battlefield", "Dies"].map(w);
    const [Attacks, Alone, Blocks, Becomes, Blocked, Deals, Combat, Damage, To, Player, Opponent, TypeWord] = [
      "Attacks",
      "Alone",
      "Blocks",
      "Becomes",
      "Blocked",
      "Deals",
      "Combat",
      "Damage",
      "To",
      "Player",
      "Opponent",
      "TypeWord",
    ].map(w);
    const More = w("More");
    const Anywhere = w("Anywhere");
    const [Under, Your, Control, Enchanted, Equipped, Or, By, Dealt, You, Tapped, Untapped, This, Turn] = ["Under", "Your", "Control", "Enchanted", "Equipped", "Or", "By", "Dealt", "You", "Tapped", "Untapped", "This", "Turn"].map(w);

    /** "is put into a graveyard from play" / "… from the battlefield" / "dies" */
    const putIntoGraveyard = kit.rule("objectTrigger_graveyard", (): EventParts => {
      return kit.or(1, [
        alt(() => {
          kit.consume(0, Is);
          kit.consume(0, Puts);
          kit.consume(0, Into);
          // "into your graveyard" (Kithkin Mourncaller): its owner is the ability's controller (217.1d: a card goes to its owner's graveyard)
          const yours = kit.or(14, [alt(() => (kit.consume(0, A), false)), alt(() => (kit.consume(1, Your), true))]);
          kit.consume(0, Graveyard);
          const from = kit.option(13, () => {
            kit.consume(0, From);
            return kit.or(2, [
              alt(() => {
                kit.consume(0, Play);
                return "play" as const;
              }),
              alt(() => {
                kit.consume(0, The);
                kit.consume(0, Battlefield);
                return "play" as const;
              }),
              // "When ~ is put into a graveyard from anywhere" (Dread): from any zone, the stack and the library included
              alt(() => {
                kit.consume(0, Anywhere);
                return "anywhere" as const;
              }),
            ]);
          });
          return kit.ACTION(() => {
            if (from === "anywhere") return { event: "putIntoGraveyardFromAnywhere" } as EventParts;
            const parts: EventParts = from === undefined ? { event: "putIntoGraveyardFromPlay", bareGraveyard: true } : { event: "putIntoGraveyardFromPlay" };
            if (yours) parts.yourGraveyard = true;
            return parts;
          });
        }),
        alt(() => {
          kit.consume(0, Dies);
          return { event: "putIntoGraveyardFromPlay" } as EventParts;
        }),
      ]);
    });

    /** "is tapped for mana" (Overgrowth): a mana ability with {T} in its cost is played (406) */
    const tappedForMana = kit.rule("objectTrigger_tappedForMana", (): EventParts => {
      kit.consume(3, Is);
      kit.consume(1, Tapped);
      kit.consume(0, kit.word("For"));
      kit.consume(0, kit.word("Mana"));
      return { event: "tappedForMana" } as EventParts;
    });

    /** "attacks [alone]", "blocks", "becomes blocked", "deals [combat] damage [to a player / an opponent / a creature]" */
    const combatSingle = kit.rule("objectTrigger_combat", (): EventParts => {
      return kit.or(3, [
        alt(() => {
          kit.consume(0, Attacks);
          const alone = kit.option(0, () => kit.consume(0, Alone)) !== undefined;
          // "attacks you" (Raking Canopy)
          const you = kit.option(14, () => kit.consume(1, You)) !== undefined;
          // "attacks and isn't blocked" (Stinkdrinker Bandit): as blockers are declared (309), no creature blocks it
          const unblocked = kit.option(18, () => {
            kit.consume(0, kit.word("And"));
            kit.consume(0, kit.word("Isnt"));
            kit.consume(1, Blocked);
            return true as const;
          });
          return kit.ACTION(() => {
            if (unblocked === true) {
              if (alone || you) kit.problem("CS1035", "'attacks and isn't blocked' is written without 'alone' or 'you': e.g. 'Whenever a Rogue you control attacks and isn't blocked'.", kit.lastEnd(), kit.lastEnd());
              return { event: "attacksUnblocked" } as EventParts;
            }
            const parts: EventParts = { event: "attacks" };
            if (alone) parts.alone = true;
            if (you) parts.attacksYou = true;
            return parts;
          });
        }),
        alt(() => {
          kit.consume(0, Blocks);
          // "blocks a creature" (Loyal Sentry): the attacker it blocks is "that creature"; "a nonblack creature"
          const blocked = kit.option(4, () => {
            kit.consume(3, A);
            const start = kit.LA(1).startOffset;
            return { start, filter: kit.subrule(12, phrases.objectNoun) };
          });
          return kit.ACTION(() => {
            if (blocked === undefined) return { event: "blocks" } as EventParts;
            return { event: "blocks", blocksACreature: true, ...otherCreature("blocks", blocked.filter, blocked.start) } as EventParts;
          });
        }),
        alt(() => {
          // "becomes tapped" / "becomes untapped" (Veteran of the Depths, Hollowsage): a change of status, by any rule or effect
          kit.consume(2, Becomes);
          return kit.or(11, [
            alt(() => {
              kit.consume(0, Tapped);
              return { event: "becomesTapped" } as EventParts;
            }),
            alt(() => {
              kit.consume(0, Untapped);
              return { event: "becomesUntapped" } as EventParts;
            }),
            // "becomes the target of a spell or ability [an opponent controls]" (Ashenmoor Liege): as it is targeted (its
            // controller is "that player")
            alt(() => {
              kit.consume(0, The);
              kit.consume(0, kit.word("Target"));
              kit.consume(0, kit.word("Of"));
              kit.consume(7, A);
              kit.consume(0, kit.word("Spell"));
              const orAbility = kit.option(16, () => {
                kit.consume(3, Or);
                kit.consume(0, kit.word("Ability"));
                return true as const;
              });
              const byOpponent = kit.option(17, () => {
                kit.consume(8, A);
                kit.consume(2, Opponent);
                kit.consume(1, Control);
                return true as const;
              });
              return kit.ACTION(() => {
                const parts: EventParts = { event: "becomesTarget" };
                if (orAbility === undefined) parts.spellOnly = true;
                if (byOpponent === true) parts.byOpponent = true;
                return parts;
              });
            }),
          ]);
        }),
        alt(() => {
          kit.consume(0, Becomes);
          kit.consume(0, Blocked);
          // "becomes blocked by a creature" (Sylvan Basilisk): the blocker is "that creature"; "by a non-Wall creature"
          const by = kit.option(5, () => {
            kit.consume(0, By);
            kit.consume(4, A);
            const start = kit.LA(1).startOffset;
            return { start, filter: kit.subrule(13, phrases.objectNoun) };
          });
          return kit.ACTION(() => {
            if (by === undefined) return { event: "becomesBlocked" } as EventParts;
            return { event: "becomesBlocked", blockedByACreature: true, ...otherCreature("becomes blocked by", by.filter, by.start) } as EventParts;
          });
        }),
        alt(() => {
          // "is dealt damage" (Deep-Slumber Titan): the object dealt damage is "it", the damage "that much"
          kit.consume(1, Is);
          kit.consume(0, Dealt);
          kit.consume(1, Damage);
          return { event: "isDealtDamage" } as EventParts;
        }),
        alt(() => {
          // "is turned face up" (Skirk Marauder, morph's 502.26d): the face-down permanent turned face up is "it"
          kit.consume(4, Is);
          kit.consume(0, kit.word("Turned"));
          kit.consume(0, kit.word("Face"));
          kit.consume(0, kit.word("Up"));
          return { event: "turnedFaceUp" } as EventParts;
        }),
        alt(() => {
          kit.consume(0, Deals);
          const combat = kit.option(1, () => kit.consume(0, Combat)) !== undefined;
          // "deals 6 or more damage" (Deus of Calamity)
          const atLeast = kit.option(15, () => {
            const number = kit.consume(0, kit.tokens.NumberLit);
            kit.consume(2, Or);
            kit.consume(0, More);
            return number;
          });
          kit.consume(0, Damage);
          const to = kit.option(2, () => {
            kit.consume(0, To);
            return kit.or(10, [
              alt(() => {
                kit.consume(0, You);
                return "you" as const;
              }),
              alt(() => {
                kit.consume(1, A);
                return kit.or(4, [
                  alt(() => {
                    kit.consume(0, Player);
                    return "player" as const;
                  }),
                  alt(() => {
                    kit.consume(0, Opponent);
                    return "opponent" as const;
                  }),
                  alt(() => {
                    const type = kit.consume(0, TypeWord);
                    return kit.ACTION(() => {
                      if (kit.cardTypeOf(type.image) !== "Creature") {
                        kit.problem("CS1035", `A trigger on damage names "a player", "an opponent", "a creature" or "you", not "a ${type.image}".`, type.startOffset, type.endOffset! + 1);
                      }
                      return "creature" as const;
                    });
                  }),
                ]);
              }),
            ]);
          });
          return kit.ACTION(() => {
            const parts: EventParts = { event: "dealsDamage" };
            if (combat) parts.combat = true;
            if (atLeast !== undefined) parts.atLeast = kit.numberValue(atLeast);
            if (to !== undefined) parts.to = to;
            return parts;
          });
        }),
      ]);
    });

    /**
     * The other creature of a block, as the card describes it: a creature in play, with any of the filter's
     * parts ("nonblack", "non-Wall", "with flying"); only "creature" itself is left unsaid in the data.
     */
    const otherCreature = (words: string, filter: ObjectFilter, start: number): { other?: ObjectFilter } => {
      if (filter.types.length !== 1 || filter.types[0] !== "Creature" || filter.zone !== "play" || filter.controller !== undefined || filter.other === true) {
        kit.problem("CS1035", `A creature ${words} "a creature" (or "a nonblack creature", "a non-Wall creature"), not "a ${filterNoun(filter, "singular")}".`, start, kit.lastEnd());
        return {};
      }
      const { types: _types, excludedTypes, zone: _zone, ...parts } = filter;
      return excludedTypes.length === 0 && Object.keys(parts).length === 0 ? {} : { other: filter };
    };

    /**
     * A combat event, or two joined by "or" ("attacks or blocks", "blocks or becomes blocked"): the second is
     * `orEvent`. Only attacks, blocks and becomes blocked (without "a creature") are joined.
     */
    const combatEvent = kit.rule("objectTrigger_combatEither", (): EventParts => {
      const start = kit.lastEnd();
      const first = kit.subrule(9, combatSingle);
      const second = kit.option(7, () => {
        kit.consume(0, Or);
        return kit.subrule(10, combatSingle);
      });
      return kit.ACTION(() => {
        if (second === undefined) return first;
        // "blocks or becomes blocked by a nonblack creature" (Deathgazer): the other creature of either block is
        // "that creature", described once at the end
        if (first.event === "blocks" && first.blocksACreature !== true && second.event === "becomesBlocked" && second.blockedByACreature === true) {
          return { ...first, orEvent: "becomesBlocked", blockedByACreature: true, ...(second.other === undefined ? {} : { other: second.other }) } as EventParts;
        }
        if (!joinable(first) || !joinable(second) || first.event === second.event) {
          kit.problem(
            "CS1035",
            first.event !== second.event && [first, second].every((parts) => parts.event === "attacks" || parts.event === "blocks" || parts.event === "becomesBlocked") && [first, second].some((parts) => parts.alone === true || parts.blocksACreature === true || parts.blockedByACreature === true)
              ? 'Two trigger events are joined by "or" only as "attacks", "blocks" and "becomes blocked" alone, without "a creature" or "by a creature" after them: write each event as its own triggered ability ("Whenever ~ blocks a creature, …" and "Whenever ~ becomes blocked by a creature, …"), or implement it in a ```ts code block.'
              : 'Two trigger events are joined by "or" only among "attacks", "blocks" and "becomes blocked": write e.g. "Whenever ~ attacks or blocks" or "Whenever ~ blocks or becomes blocked".',
            start,
            kit.lastEnd(),
          );
          return first;
        }
        return { ...first, orEvent: second.event as CombatEitherEvent };
      });
    });

    /** After "When"/"Whenever": the card itself, then what it does ("comes into play" is the zone-change family's). */
    const selfTrigger = kit.rule("objectTrigger_self", (start: number): ObjectTrigger => {
      const word = kit.LA(0).image; // "When" or "Whenever", just read by the kernel's trigger rule
      kit.subrule(0, phrases.selfReference);
      const parts = kit.or(5, [alt(() => kit.subrule(1, putIntoGraveyard)), alt(() => kit.subrule(2, combatEvent))]);
      return kit.ACTION(() => {
        const { bareGraveyard, ...event } = parts;
        const trigger: ObjectTrigger = { kind: "ObjectTrigger", subject: { kind: "Self" }, ...event, range: kit.rangeFrom(start) };
        if ((word === "When" || word === "Whenever") && word !== defaultWord(trigger)) trigger.word = word;
        if (bareGraveyard === true) {
          kit.problem("CS1035", "Write where the card goes to the graveyard from: 'is put into a graveyard from play' (current wording: 'dies').", start, kit.lastEnd());
        }
        return finish(kit, trigger);
      });
    });

    /** After "When"/"Whenever": "a creature", "another creature", "a creature you control", then what it does. */
    const objectsTrigger = kit.rule("objectTrigger_objects", (start: number): ObjectTrigger => {
      // "~ or another Kithkin" (River Kelpie's "~ or another permanent"): the card itself, or another object that fits.
      let orSelf = false;
      const another = kit.or(6, [
        alt(() => (kit.consume(2, A), false)),
        alt(() => (kit.consume(0, Another), true)),
        alt(() => {
          kit.subrule(10, phrases.selfReference);
          kit.consume(3, Or);
          kit.consume(1, Another);
          orSelf = true;
          return true;
        }),
      ]);
      const filter = kit.subrule(3, phrases.objectNoun);
      // "a creature dealt damage by ~ this turn" (Sengir Vampire)
      const damagedBySelf = kit.option(12, () => {
        kit.consume(1, Dealt);
        kit.consume(2, Damage);
        kit.consume(1, By);
        kit.subrule(9, phrases.selfReference);
        kit.consume(0, This);
        kit.consume(0, Turn);
        return true as const;
      });
      const parts = kit.or(7, [
        alt(() => {
          kit.subrule(4, phrases.entersPlay);
          const under = kit.option(3, () => {
            kit.consume(0, Under);
            const whose = kit.subrule(7, phrases.yourOrAnOpponents);
            kit.consume(0, Control);
            return whose;
          });
          return kit.ACTION(() => (under === "your" ? { event: "entersPlay", underYourControl: true } : under === "opponent" ? { event: "entersPlay", underOpponentsControl: true } : { event: "entersPlay" }) as EventParts);
        }),
        alt(() => kit.subrule(5, putIntoGraveyard)),
        // "Whenever another creature leaves play" (Extractor Demon; current: "leaves the battlefield"): to any zone,
        // the object as it last existed in play (410.10c); the card itself's "When ~ leaves play" is the zone-change family's
        alt(() => {
          kit.consume(0, kit.word("Leaves"));
          kit.or(15, [
            alt(() => kit.consume(1, Play)),
            alt(() => {
              kit.consume(1, The);
              kit.consume(1, Battlefield);
            }),
          ]);
          return { event: "leavesPlay" } as EventParts;
        }),
        alt(() => kit.subrule(6, combatEvent)),
      ]);
      return kit.ACTION(() => {
        const subject: { kind: "Objects"; filter: ObjectFilter; orSelf?: true } = { kind: "Objects" as const, filter: another ? { ...filter, other: true } : filter };
        if (orSelf) subject.orSelf = true;
        if (filter.zone !== "play") kit.problem("CS1035", "A trigger's subject is a permanent: write e.g. 'a creature', 'another creature', 'a creature you control'.", start, kit.lastEnd());
        else if (filter.compare?.some((comparison) => comparison.amount.kind !== "Number")) {
          kit.problem("CS1035", "A trigger's subject compares power, toughness or converted mana cost with a number only: write e.g. 'a creature with power 2 or less'.", start, kit.lastEnd());
        } else if (filter.controller !== undefined && filter.controller.kind !== "You" && filter.controller.kind !== "EachOpponent") {
          kit.problem("CS1035", "A trigger's subject is restricted to permanents \"you control\" or \"an opponent controls\": write e.g. 'a creature you control', 'a creature an opponent controls'.", start, kit.lastEnd());
        }
        const { bareGraveyard, ...event } = parts;
        const trigger: ObjectTrigger = { kind: "ObjectTrigger", subject, ...event, range: kit.rangeFrom(start) };
        if (damagedBySelf !== undefined) trigger.damagedBySelfThisTurn = true;
        // Without "from play", "is put into a graveyard" is from play only for a permanent known to be in play.
        if (trigger.event === "putIntoGraveyardFromAnywhere") {
          kit.problem("CS1035", "Only the card itself is put into a graveyard 'from anywhere': write e.g. 'When ~ is put into a graveyard from anywhere'.", start, kit.lastEnd());
        }
        // "a creature … with a -1/-1 counter on it is put into a graveyard" (a status only a permanent has): the
        // subject is in play, so "is put into a graveyard" alone is from play, as for an Aura's creature.
        const inPlayOnly = filter.withCounter !== undefined || filter.tapped !== undefined || filter.combat !== undefined;
        if (bareGraveyard === true && inPlayOnly && !trigger.damagedBySelfThisTurn) trigger.fromPlayUnwritten = true;
        else if (bareGraveyard === true && !trigger.damagedBySelfThisTurn) {
          kit.problem("CS1035", "Write where the permanent goes to the graveyard from: 'is put into a graveyard from play' (current wording: 'dies').", start, kit.lastEnd());
        }
        return finish(kit, trigger);
      });
    });
    /** After "When"/"Whenever": "enchanted creature", "equipped creature" (an Aura's or Equipment's host), then what it does. */
    const attachedTrigger = kit.rule("objectTrigger_attached", (start: number): ObjectTrigger => {
      const word = kit.LA(0).image; // "When" or "Whenever", just read by the kernel's trigger rule
      const by = kit.or(8, [alt(() => (kit.consume(0, Enchanted), "enchanted" as const)), alt(() => (kit.consume(0, Equipped), "equipped" as const))]);
      const type = kit.consume(1, TypeWord);
      const parts = kit.or(9, [alt(() => kit.subrule(7, putIntoGraveyard)), alt(() => kit.subrule(8, combatEvent)), alt(() => kit.subrule(13, tappedForMana))]);
      return kit.ACTION(() => {
        // "Whenever enchanted land is tapped for mana" (Overgrowth): an Aura on a land
        if (parts.event === "tappedForMana") {
          if (kit.cardTypeOf(type.image) !== "Land") kit.problem("CS1035", `A trigger on tapping for mana names "${by} land", not "${by} ${type.image}".`, type.startOffset, type.endOffset! + 1);
          return finish(kit, { kind: "ObjectTrigger", subject: { kind: "Attached", by, noun: "Land" }, event: "tappedForMana", range: kit.rangeFrom(start) });
        }
        if (kit.cardTypeOf(type.image) !== "Creature") {
          kit.problem("CS1035", `An Aura's or Equipment's trigger names "${by} creature", not "${by} ${type.image}".`, type.startOffset, type.endOffset! + 1);
        }
        const { bareGraveyard, ...event } = parts;
        if (event.event === "putIntoGraveyardFromAnywhere") {
          kit.problem("CS1035", "Write where the permanent goes to the graveyard from: 'is put into a graveyard from play' (current wording: 'dies').", start, kit.lastEnd());
        }
        // An Aura's or Equipment's creature is in play: "is put into a graveyard" alone is from play.
        const trigger: ObjectTrigger = { kind: "ObjectTrigger", subject: { kind: "Attached", by, noun: "Creature" }, ...event, range: kit.rangeFrom(start) };
        if (bareGraveyard === true) trigger.fromPlayUnwritten = true;
        // "When enchanted creature is put into a graveyard" (Banewasp Affliction): the card's word kept
        if ((word === "When" || word === "Whenever") && word !== defaultWord(trigger)) trigger.word = word;
        return finish(kit, trigger);
      });
    });
    /**
     * After "When"/"Whenever": "a source [an opponent controls / you control] deals [combat] damage [to you / …]"
     * (Retaliator Griffin): any object dealing damage (a spell, a permanent, a card's ability's source), by its
     * controller as the damage is dealt; only the damage event has a source.
     */
    const sourceTrigger = kit.rule("objectTrigger_source", (start: number): ObjectTrigger => {
      kit.consume(9, A);
      kit.consume(0, kit.word("Source"));
      const controller = kit.option(19, () =>
        kit.or(16, [
          alt(() => {
            kit.consume(10, A);
            kit.consume(3, Opponent);
            kit.consume(2, Control);
            return "opponent" as const;
          }),
          alt(() => {
            kit.consume(3, You);
            kit.consume(3, Control);
            return "you" as const;
          }),
        ]),
      );
      const parts = kit.subrule(14, combatEvent);
      return kit.ACTION(() => {
        const subject: ObjectTrigger["subject"] = controller === undefined ? { kind: "Source" } : { kind: "Source", controller };
        const { bareGraveyard: _bare, ...event } = parts;
        if (event.event !== "dealsDamage" || event.orEvent !== undefined) kit.problem("CS1035", "A source only deals damage in a trigger: write e.g. 'Whenever a source an opponent controls deals damage to you'.", start, kit.lastEnd());
        return finish(kit, { kind: "ObjectTrigger", subject, ...event, range: kit.rangeFrom(start) });
      });
    });
    /**
     * After "When"/"Whenever": "a -1/-1 counter is placed on a creature" (current: "is put on"), "… on ~": once per
     * counter placed, by any rule or effect; the permanent is "it" / "that creature".
     */
    const counterTrigger = kit.rule("objectTrigger_counter", (start: number): ObjectTrigger => {
      kit.consume(4, A);
      const counter = kit.subrule(11, phrases.counterKind);
      kit.consume(0, kit.word("Counter"));
      kit.consume(2, Is);
      kit.or(13, [alt(() => kit.consume(0, kit.word("Placed"))), alt(() => kit.consume(1, Puts))]);
      kit.consume(0, kit.word("On"));
      const subject = kit.or(14, [
        alt(() => {
          kit.subrule(10, phrases.selfReference);
          return { kind: "Self" } as ObjectTrigger["subject"];
        }),
        alt(() => {
          kit.consume(6, A);
          const filter = kit.subrule(12, phrases.objectNoun);
          return { kind: "Objects", filter } as ObjectTrigger["subject"];
        }),
      ]);
      return kit.ACTION(() => {
        if (subject.kind === "Objects" && subject.filter.zone !== "play") kit.problem("CS1035", "Counters are placed on permanents: write e.g. 'a -1/-1 counter is placed on a creature'.", start, kit.lastEnd());
        return finish(kit, { kind: "ObjectTrigger", subject, event: "counterPlaced", counter, range: kit.rangeFrom(start) });
      });
    });
    return { when: [selfTrigger, objectsTrigger, attachedTrigger, counterTrigger, sourceTrigger] };
  },
  print: {
    ObjectTrigger: {
      print: (trigger, writer) => {
        const now = writer.wording !== "2007";
        const subject =
          trigger.subject.kind === "Self"
            ? writer.cardName
            : trigger.subject.kind === "Attached"
              ? `${trigger.subject.by} ${trigger.subject.noun === "Land" ? "land" : "creature"}`
              : trigger.subject.kind === "Source"
                ? `a source${trigger.subject.controller === "opponent" ? " an opponent controls" : trigger.subject.controller === "you" ? " you control" : ""}`
                : trigger.subject.orSelf === true
                ? `${writer.cardName} or ${filterPhrase(trigger.subject.filter, "singular", "a")}`
                : filterPhrase(trigger.subject.filter, "singular", "a");
        const damaged = trigger.damagedBySelfThisTurn ? ` dealt damage by ${writer.cardName} this turn` : "";
        const word = trigger.word ?? defaultWord(trigger);
        if (trigger.event === "counterPlaced") return `${word} a ${trigger.counter} counter is ${now ? "put" : "placed"} on ${subject}`;
        return `${word} ${subject}${damaged} ${eventWords(trigger, now, alwaysCreature(trigger, writer.cardTypes))}`;
      },
    },
  },
  // 410.10c: the card's own "is put into a graveyard from play" (or "this or another …") looks back in time.
  check: { ObjectTrigger: { looksBackInTime: (node) => node.event === "putIntoGraveyardFromPlay" && (node.subject.kind === "Self" || (node.subject.kind === "Objects" && node.subject.orSelf === true)) } },
  sentences: [
    { kind: "triggered", template: "Whenever another creature comes into play, you gain N life." },
    { kind: "triggered", template: "Whenever another creature enters the battlefield, you gain N life." },
    { kind: "triggered", template: "Whenever a creature comes into play under your control, you gain N life." },
    { kind: "triggered", template: "When ~ is put into a graveyard from play, draw a card." },
    { kind: "triggered", template: "When ~ dies, draw a card." },
    { kind: "triggered", template: "Whenever another nontoken Elf is put into your graveyard from play, you may draw a card." },
    { kind: "triggered", template: "Whenever another creature leaves play, you may draw a card." },
    { kind: "triggered", template: "Whenever another creature leaves the battlefield, you may draw a card." },
    { kind: "triggered", template: "Whenever ~ attacks, it gets +N/+N until end of turn." },
    { kind: "triggered", template: "Whenever a creature you control attacks alone, it gets +N/+N until end of turn." },
    { kind: "triggered", template: "Whenever ~ blocks, you gain N life." },
    { kind: "triggered", template: "Whenever ~ blocks a creature, destroy that creature." },
    { kind: "triggered", template: "Whenever ~ becomes blocked, it gets +N/+N until end of turn." },
    { kind: "triggered", template: "Whenever a Rogue you control attacks and isn't blocked, it gets +N/+N until end of turn." },
    { kind: "triggered", template: "Whenever ~ blocks or becomes blocked, it gets -N/-N until end of turn." },
    { kind: "triggered", template: "Whenever ~ attacks or blocks, put a -1/-1 counter on it." },
    { kind: "triggered", template: "Whenever ~ becomes blocked by a creature, destroy that creature." },
    { kind: "triggered", template: "Whenever ~ is dealt damage, untap it." },
    { kind: "triggered", template: "Whenever ~ becomes tapped, you may draw a card." },
    { kind: "triggered", template: "When ~ is put into a graveyard from anywhere, shuffle it into its owner's library." },
    { kind: "triggered", template: "Whenever ~ deals N or more damage to an opponent, destroy target land that player controls." },
    { kind: "triggered", template: "Whenever a creature with flying attacks you, ~ deals N damage to it." },
    { kind: "triggered", template: "Whenever a land comes into play under an opponent's control, that player loses N life." },
    { kind: "triggered", template: "Whenever a creature dealt damage by ~ this turn is put into a graveyard, put a +1/+1 counter on ~." },
    { kind: "triggered", template: "Whenever ~ becomes untapped, you may have target player discard a card." },
    { kind: "triggered", template: "Whenever a -1/-1 counter is placed on a creature, you may draw a card." },
    { kind: "triggered", template: "Whenever enchanted land is tapped for mana, its controller adds {G}{G} to his or her mana pool." },
    { kind: "triggered", template: "Whenever ~ becomes the target of a spell or ability an opponent controls, that player loses N life." },
    { kind: "triggered", template: "When ~ becomes the target of a spell or ability, sacrifice it." },
    { kind: "triggered", template: "Whenever a -1/-1 counter is put on a creature, you may draw a card." },
    { kind: "triggered", template: "Whenever a Merfolk you control becomes tapped, you may gain N life." },
    { kind: "triggered", template: "Whenever a creature deals damage to you, destroy it." },
    { kind: "triggered", template: "Whenever a source an opponent controls deals damage to you, you may put that many +1/+1 counters on ~." },
    { kind: "triggered", template: "Whenever ~ deals damage to an opponent, that player discards a card." },
    { kind: "triggered", template: "Whenever ~ deals combat damage to a player, draw a card." },
    { kind: "triggered", template: "Whenever ~ deals damage to a creature, destroy that creature." },
    { kind: "triggered", template: "Whenever enchanted creature deals damage, you gain that much life." },
    { kind: "triggered", template: "Whenever equipped creature deals combat damage to a player, draw a card." },
    { kind: "triggered", template: "When ~ is turned face up, it deals N damage to target creature or player." },
  ],
};

/** The trigger word the printer uses unless the card said the other one: "When" for the card's own death. */
function defaultWord(trigger: ObjectTrigger): "When" | "Whenever" {
  return trigger.subject.kind === "Self" && (trigger.event === "putIntoGraveyardFromPlay" || trigger.event === "putIntoGraveyardFromAnywhere" || trigger.event === "turnedFaceUp") ? "When" : "Whenever";
}

/** Whether a combat event may be joined with another by "or": attacks, blocks, becomes blocked, with no detail. */
function joinable(parts: EventParts): boolean {
  return (parts.event === "attacks" || parts.event === "blocks" || parts.event === "becomesBlocked") && parts.alone !== true && parts.blocksACreature !== true && parts.blockedByACreature !== true;
}

/** Records what the event names for the ability's anaphora, and gives back the node. */
function finish(kit: GrammarKit, trigger: ObjectTrigger): ObjectTrigger {
  // "that much": the damage dealt (the event's amount, runtime: triggeringAmount).
  if (trigger.event === "dealsDamage" || trigger.event === "isDealtDamage") kit.rememberAmount();
  if (trigger.event === "dealsDamage" && (trigger.to === "player" || trigger.to === "opponent")) kit.rememberPlayer({ kind: "TriggeringPlayer" });
  else kit.rememberObjects({ kind: "Ref", ref: { kind: "Triggering" } });
  // "… becomes the target of a spell or ability an opponent controls, that player loses 4 life": the spell's controller
  if (trigger.event === "becomesTarget") kit.rememberPlayer({ kind: "TriggeringPlayer" });
  // "Whenever a land comes into play under an opponent's control, that player loses 2 life": the land's controller
  if (trigger.underOpponentsControl === true) kit.rememberPlayer({ kind: "TriggeringPlayer" });
  return trigger;
}

/**
 * Whether the trigger's object is a creature whatever happens: the current wording says "dies" only of a
 * creature ("When Chromatic Star is put into a graveyard from the battlefield", "Whenever a Goblin you control is
 * put into a graveyard from the battlefield": a Goblin may be a tribal card that is no creature).
 */
function alwaysCreature(trigger: ObjectTrigger, cardTypes: readonly CardType[] | undefined): boolean {
  switch (trigger.subject.kind) {
    case "Self":
      return cardTypes === undefined || cardTypes.includes("Creature");
    case "Attached":
      return trigger.subject.noun === "Creature";
    case "Source":
      return false;
    case "Objects":
      return trigger.subject.filter.types.length > 0 && trigger.subject.filter.types.every((type) => type === "Creature");
  }
}

/** "a creature", "a nonblack creature", "a non-Wall creature": the other creature of a block. */
function otherWords(trigger: ObjectTrigger): string {
  const noun = trigger.other === undefined ? "creature" : filterNoun(trigger.other, "singular");
  return `${article(noun)} ${noun}`;
}

function eventWords(trigger: ObjectTrigger, now: boolean, creature = true): string {
  const first = oneEventWords(trigger, now, creature);
  return trigger.orEvent === undefined ? first : `${first} or ${oneEventWords({ ...trigger, event: trigger.orEvent, orEvent: undefined }, now, creature)}`;
}

function oneEventWords(trigger: ObjectTrigger, now: boolean, creature: boolean): string {
  switch (trigger.event) {
    case "entersPlay":
      return `${now ? "enters the battlefield" : "comes into play"}${trigger.underYourControl ? " under your control" : trigger.underOpponentsControl ? " under an opponent's control" : ""}`;
    case "putIntoGraveyardFromPlay":
      // "into your graveyard": the same words in the current wording ("dies" says nothing of whose graveyard)
      if (trigger.yourGraveyard) return `is put into your graveyard from ${now ? "the battlefield" : "play"}`;
      // Sengir Vampire's 2007 text: "a creature dealt damage by ~ this turn is put into a graveyard" (no "from play")
      return now ? (creature ? "dies" : "is put into a graveyard from the battlefield") : trigger.damagedBySelfThisTurn || trigger.fromPlayUnwritten ? "is put into a graveyard" : "is put into a graveyard from play";
    case "putIntoGraveyardFromAnywhere":
      return "is put into a graveyard from anywhere"; // the same words in both wordings
    case "leavesPlay":
      return now ? "leaves the battlefield" : "leaves play";
    case "attacks":
      return `${trigger.alone ? "attacks alone" : "attacks"}${trigger.attacksYou ? " you" : ""}`;
    case "blocks":
      return trigger.blocksACreature ? `blocks ${otherWords(trigger)}` : "blocks";
    case "attacksUnblocked":
      return "attacks and isn't blocked"; // the same words in both wordings
    case "becomesBlocked":
      return trigger.blockedByACreature ? `becomes blocked by ${otherWords(trigger)}` : "becomes blocked";
    case "isDealtDamage":
      return "is dealt damage";
    case "becomesTapped":
      return "becomes tapped";
    case "becomesUntapped":
      return "becomes untapped";
    case "counterPlaced":
      return ""; // the counter is the sentence's subject: the printer above writes the whole trigger
    case "tappedForMana":
      return "is tapped for mana";
    case "turnedFaceUp":
      return "is turned face up"; // the same words in both wordings
    case "becomesTarget":
      return `becomes the target of a spell${trigger.spellOnly ? "" : " or ability"}${trigger.byOpponent ? " an opponent controls" : ""}`;
    case "dealsDamage": {
      const to = trigger.to === undefined ? "" : trigger.to === "opponent" ? " to an opponent" : trigger.to === "you" ? " to you" : ` to a ${trigger.to}`;
      return `deals ${trigger.combat ? "combat " : ""}${trigger.atLeast !== undefined ? `${trigger.atLeast} or more ` : ""}damage${to}`;
    }
  }
}

export default family;
