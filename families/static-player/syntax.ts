/**
 * Static abilities that make rules about players while their permanent is in play: "You have shroud." (True
 * Believer), "You have no maximum hand size." (Spellbook), "Players can't search libraries." (Mindlock Orb), "You
 * can't play creature spells." (Steel Golem; current: "You can't cast creature spells."), "Each player can't play more
 * than one spell each turn." (Rule of Law), "Players can't gain life." (Everlasting Torment). Rules of the game
 * that hold for every player alike: "Damage can't be prevented." (prevention effects and protection's prevention
 * don't apply, runtime/replacement.ts) and "All damage is dealt as though its source had wither." (runtime/effects.ts). The runtime asks them where the rule matters (runtime/player-rules.ts):
 * target legality, the cleanup step's discard, a search, playing a spell.
 */
import type { ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { alt, capitalise, filterPhrase, numberWord, type StaticFamily } from "../../grammar/family.js";

/** Whom the rule is about: the ability's controller, every player ("players" or "each player"), or the controller's opponents. */
export type RulePlayers = "You" | "Players" | "EachPlayer" | "Opponents";

export interface PlayerRule {
  kind: "PlayerRule";
  players: RulePlayers;
  /** "CantLoseGame" / "CantWinGame": "You can't lose the game", "your opponents can't win the game" (104.3, 104.2). */
  rule: "Shroud" | "NoMaximumHandSize" | "CantSearchLibraries" | "CantGainLife" | "CantLoseGame" | "CantWinGame" | "PlayLandsFromGraveyard";
  /**
   * "You can't lose the game and your opponents can't win the game." (Platinum Angel): a second rule about players
   * joined to this one by "and" in the same sentence; both hold while the permanent is in play. Optional, additive.
   */
  and?: PlayerRule;
  range: SourceRange;
}

/** "You can't play creature spells.": the spells the players can't play, by their characteristics. */
export interface CantPlaySpells {
  kind: "CantPlaySpells";
  players: RulePlayers;
  spells: ObjectFilter;
  range: SourceRange;
}

/** "Each player can't play more than one spell each turn.": a player who has played `most` spells this turn can't play another. */
export interface SpellsEachTurn {
  kind: "SpellsEachTurn";
  players: RulePlayers;
  most: number;
  range: SourceRange;
}

/**
 * "Untap all permanents you control during each other player's untap step." (Seedborn Muse): 502.2's untapping of
 * the active player's permanents happens to these permanents of the ability's controller too, in every other
 * player's untap step. `permanents`: the kind of permanent, controlled by the ability's controller.
 */
export interface UntapDuringOthers {
  kind: "UntapDuringOthers";
  permanents: ObjectFilter;
  range: SourceRange;
}

/**
 * "Players can't untap more than one creature during their untap steps." (Stoic Angel): in each such player's
 * untap step (502.2), at most `most` of the permanents `permanents` describes untap, the player choosing which.
 */
export interface UntapAtMost {
  kind: "UntapAtMost";
  players: RulePlayers;
  most: number;
  permanents: ObjectFilter;
  range: SourceRange;
}

/** "Damage can't be prevented.", "All damage is dealt as though its source had wither.": rules of the game, for every player. */
export interface GameRule {
  kind: "GameRule";
  /**
   * "ManaPoolsDontEmpty": "Mana pools don't empty at the end of phases or turns." (Upwelling; current: "Players don't
   * lose unspent mana as steps and phases end."): 300.3's emptying of mana pools, and so mana burn, doesn't happen.
   */
  rule: "DamageCantBePrevented" | "DamageAsWither" | "ManaPoolsDontEmpty";
  range: SourceRange;
}

/**
 * "You have protection from the chosen name." (Runed Halo; current: "… from the chosen card name."): 502.7 of a player,
 * from the sources with the name its permanent named as it came into play (201.3, families/name-card): spells and
 * abilities of such sources can't target the player, and their damage to the player is prevented.
 */
export interface PlayerProtection {
  kind: "PlayerProtection";
  players: RulePlayers;
  /** The sources the player has protection from, in any zone. */
  from: ObjectFilter;
  range: SourceRange;
}

/**
 * "Activated abilities of sources with the chosen name can't be played unless they're mana abilities." (Pithing
 * Needle; current: "… can't be activated …"): 409.1, no player can play an activated ability of an object `sources`
 * describes (in any zone: a card's cycling in a hand too, `anyZone`), mana abilities excepted. "Activated abilities
 * of artifacts can't be played unless they're mana abilities." (a permanent's description): of permanents only.
 * Without "unless they're mana abilities" the sentence is reported (CS1035): the engine's rule excepts them.
 */
export interface AbilitiesCantBePlayed {
  kind: "AbilitiesCantBePlayed";
  sources: ObjectFilter;
  /** "sources …": objects in any zone (else the description's permanents). */
  anyZone: boolean;
  range: SourceRange;
}

const family: StaticFamily<PlayerRule | CantPlaySpells | SpellsEachTurn | GameRule | UntapDuringOthers | UntapAtMost | PlayerProtection | AbilitiesCantBePlayed> = {
  name: "static-player",
  level: "static",
  words: { Maximum: ["maximum"], Size: ["size"], Though: ["though"], Prevented: ["prevented"], Pools: ["pools"], Empty: ["empty"], Phases: ["phases"], Unspent: ["unspent"] },
  grammar(kit) {
    const { phrases } = kit;
    const [You, Your, Opponent, Player, Have, No, Maximum, Hand, Size, Cant, Search, Libraries, Play, Casts, KeywordWord] = [
      "You", "Your", "Opponent", "Player", "Have", "No", "Maximum", "Hand", "Size", "Cant", "Search", "Libraries", "Play", "Casts", "KeywordWord",
    ].map((name) => kit.word(name));

    const [Each, More, Than, NumberWord, Spell, Turn, Gains, Life] = ["Each", "More", "Than", "NumberWord", "Spell", "Turn", "Gains", "Life"].map((name) => kit.word(name));
    const [Loses, Win, The, Game, And] = ["Loses", "Win", "The", "Game", "And"].map((name) => kit.word(name));
    /** "lose the game" / "win the game" after "can't" (104.3, 104.2 of 2007) */
    const gameOutcome = kit.rule("staticPlayer_gameOutcome", (): "CantLoseGame" | "CantWinGame" => {
      const verb = kit.or(7, [alt(() => kit.consume(0, Loses)), alt(() => kit.consume(0, Win))]);
      kit.consume(0, The);
      kit.consume(0, Game);
      return kit.ACTION(() => {
        if (verb.tokenType === Loses && verb.image.toLowerCase() !== "lose") kit.problem("CS1035", "Write 'can't lose the game'.", verb.startOffset, verb.startOffset + verb.image.length);
        return verb.tokenType === Loses ? "CantLoseGame" : "CantWinGame";
      });
    });
    /** "and your opponents can't win the game": a second rule about the game's outcome in the same sentence */
    const andOutcome = kit.rule("staticPlayer_andOutcome", (start: number): PlayerRule => {
      kit.consume(1, And);
      const at = kit.LA(1).startOffset;
      const who = kit.subrule(1, players);
      kit.consume(2, Cant);
      const rule = kit.subrule(1, gameOutcome);
      return kit.ACTION((): PlayerRule => ({ kind: "PlayerRule", players: who, rule, range: kit.rangeFrom(at) }));
    });
    const players = kit.rule("staticPlayer_players", (): RulePlayers =>
      kit.or(0, [
        alt((): RulePlayers => {
          kit.consume(0, Each);
          kit.consume(1, Player);
          return "EachPlayer";
        }),
        alt((): RulePlayers => {
          kit.consume(0, You);
          return "You";
        }),
        alt((): RulePlayers => {
          kit.consume(0, Player);
          return "Players";
        }),
        alt((): RulePlayers => {
          kit.consume(0, Your);
          kit.consume(0, Opponent);
          return "Opponents";
        }),
      ]),
    );

    /** "<players> have shroud" / "… have no maximum hand size" / "… can't search libraries" / "… can't play <spells>" */
    /** "more than one spell each turn" (after "can't play") */
    const moreThan = kit.rule("staticPlayer_moreThan", (): number => {
      kit.consume(0, More);
      kit.consume(0, Than);
      const count = kit.consume(0, NumberWord);
      const spell = kit.consume(0, Spell);
      kit.consume(1, Each);
      kit.consume(0, Turn);
      return kit.ACTION(() => {
        const most = kit.numberWordValue(count);
        if (/s$/i.test(spell.image) !== most > 1) kit.problem("CS1035", `Write 'more than ${count.image} ${most > 1 ? "spells" : "spell"} each turn'.`, spell.startOffset, spell.startOffset + spell.image.length);
        return most;
      });
    });

    const [UntapWord, DuringWord, Their, StepWord] = ["Untap", "During", "Their", "Step"].map((name) => kit.word(name));
    /** "untap more than one creature during their untap steps" (after "can't") */
    const untapAtMost = kit.rule("staticPlayer_untapAtMost", (who: RulePlayers, start: number): UntapAtMost => {
      kit.consume(2, UntapWord);
      kit.consume(2, More);
      kit.consume(2, Than);
      const count = kit.consume(2, NumberWord);
      const filterStart = kit.LA(1).startOffset;
      const permanents = kit.subrule(2, phrases.objectNoun);
      const filterEnd = kit.lastEnd();
      kit.consume(2, DuringWord);
      const whose = kit.or(9, [alt(() => kit.consume(3, Their)), alt(() => kit.consume(3, Your))]);
      kit.consume(3, UntapWord);
      const step = kit.consume(3, StepWord);
      return kit.ACTION((): UntapAtMost => {
        const most = kit.numberWordValue(count);
        if (permanents.zone !== "play" || permanents.controller !== undefined) kit.problem("CS1035", "Name the kind of permanent by what it is: 'Players can't untap more than one creature during their untap steps.'.", filterStart, filterEnd);
        const plural = who !== "You";
        if ((whose.tokenType === Their) !== plural || /s$/i.test(step.image) !== plural) {
          kit.problem("CS1035", plural ? "Write 'during their untap steps'." : "Write 'during your untap step'.", whose.startOffset, step.startOffset + step.image.length);
        }
        return { kind: "UntapAtMost", players: who, most, permanents, range: kit.rangeFrom(start) };
      });
    });

    const [May, TypeWord, Card, From, Graveyard] = ["May", "TypeWord", "Card", "From", "Graveyard"].map((name) => kit.word(name));
    /**
     * "may play land cards from your graveyard" (Crucible of Worlds; current: "… play lands from your graveyard"):
     * 212.6's one land each turn may come from the player's graveyard as well as from the hand.
     */
    const playLandsFromGraveyard = kit.rule("staticPlayer_playLandsFromGraveyard", (who: RulePlayers, start: number): PlayerRule => {
      kit.consume(3, May);
      kit.consume(3, Play);
      const land = kit.consume(3, TypeWord);
      const card = kit.option(10, () => kit.consume(3, Card));
      kit.consume(3, From);
      kit.consume(4, Your);
      kit.consume(3, Graveyard);
      return kit.ACTION((): PlayerRule => {
        const plural = card === undefined ? /s$/i.test(land.image) : /s$/i.test(card.image);
        if (kit.cardTypeOf(land.image) !== "Land" || !plural || (card !== undefined && /s$/i.test(land.image))) {
          kit.problem("CS1035", "Write 'You may play land cards from your graveyard.' (current: 'You may play lands from your graveyard.').", land.startOffset, kit.lastEnd());
        }
        if (who !== "You") kit.problem("CS1035", "Write 'You may play land cards from your graveyard.': the rule is about the ability's controller.", start, land.startOffset);
        return { kind: "PlayerRule", players: who, rule: "PlayLandsFromGraveyard", range: kit.rangeFrom(start) };
      });
    });

    const [Protection, Chosen, NameWord] = ["Protection", "Chosen", "Name"].map((name) => kit.word(name));
    /** "protection from the chosen name" (2007) / "… the chosen card name" (current), after "have" */
    const protectionFromChosenName = kit.rule("staticPlayer_protectionFromChosenName", (who: RulePlayers, start: number): PlayerProtection => {
      kit.consume(0, Protection);
      kit.consume(5, From);
      kit.consume(5, The);
      kit.consume(0, Chosen);
      kit.option(11, () => kit.consume(0, Card));
      kit.consume(0, NameWord);
      return kit.ACTION((): PlayerProtection => ({ kind: "PlayerProtection", players: who, from: { types: [], excludedTypes: [], zone: "play", chosenName: { kind: "ChosenName" } }, range: kit.rangeFrom(start) }));
    });

    const sentence = kit.rule("staticPlayerSentence", (start: number): PlayerRule | CantPlaySpells | SpellsEachTurn | UntapAtMost | PlayerProtection => {
      const subjectStart = kit.LA(1).startOffset;
      const who = kit.subrule(0, players);
      const subjectEnd = kit.lastEnd();
      return kit.or<PlayerRule | CantPlaySpells | SpellsEachTurn | UntapAtMost | PlayerProtection>(1, [
        alt((): PlayerRule => kit.subrule(0, playLandsFromGraveyard, { ARGS: [who, start] })),
        alt((): PlayerRule | CantPlaySpells | PlayerProtection => {
          kit.consume(0, Have);
          return kit.or<PlayerRule | PlayerProtection>(2, [
            // "You have protection from the chosen name." (Runed Halo)
            alt((): PlayerProtection => kit.subrule(0, protectionFromChosenName, { ARGS: [who, start] })),
            alt((): PlayerRule => {
              const keyword = kit.consume(0, KeywordWord);
              return kit.ACTION((): PlayerRule => {
                if (keyword.image.toLowerCase() !== "shroud") {
                  kit.problem("CS1035", `A player can have shroud, not '${keyword.image}': write 'You have shroud.'.`, keyword.startOffset, kit.lastEnd());
                }
                return { kind: "PlayerRule", players: who, rule: "Shroud", range: kit.rangeFrom(start) };
              });
            }),
            alt((): PlayerRule => {
              kit.consume(0, No);
              kit.consume(0, Maximum);
              kit.consume(0, Hand);
              kit.consume(0, Size);
              return kit.ACTION((): PlayerRule => ({ kind: "PlayerRule", players: who, rule: "NoMaximumHandSize", range: kit.rangeFrom(start) }));
            }),
          ]);
        }),
        alt((): PlayerRule | CantPlaySpells | SpellsEachTurn | UntapAtMost => {
          kit.consume(0, Cant);
          return kit.or<PlayerRule | CantPlaySpells | SpellsEachTurn | UntapAtMost>(3, [
            // "Players can't untap more than one creature during their untap steps." (Stoic Angel)
            alt((): UntapAtMost => kit.subrule(0, untapAtMost, { ARGS: [who, start] })),
            alt((): PlayerRule => {
              // "You can't lose the game and your opponents can't win the game." (Platinum Angel)
              const rule = kit.subrule(0, gameOutcome);
              const and = kit.option(8, () => kit.subrule(0, andOutcome, { ARGS: [start] }));
              return kit.ACTION((): PlayerRule => {
                const node: PlayerRule = { kind: "PlayerRule", players: who, rule, range: kit.rangeFrom(start) };
                if (and !== undefined) {
                  if (and.rule === rule && and.players === who) kit.problem("CS1035", "The second rule repeats the first: write it once.", and.range.start.offset, kit.lastEnd());
                  node.and = and;
                }
                return node;
              });
            }),
            alt((): PlayerRule => {
              // "Players can't gain life." (Everlasting Torment)
              const gain = kit.consume(0, Gains);
              kit.consume(0, Life);
              return kit.ACTION((): PlayerRule => {
                if (gain.image.toLowerCase() !== "gain") kit.problem("CS1035", "Write 'can't gain life'.", gain.startOffset, gain.startOffset + gain.image.length);
                return { kind: "PlayerRule", players: who, rule: "CantGainLife", range: kit.rangeFrom(start) };
              });
            }),
            alt((): PlayerRule => {
              kit.consume(0, Search);
              kit.consume(0, Libraries);
              return kit.ACTION((): PlayerRule => {
                if (who !== "Players") kit.problem("CS1035", "Write 'Players can't search libraries.': the rule is about every library.", subjectStart, subjectEnd);
                return { kind: "PlayerRule", players: who, rule: "CantSearchLibraries", range: kit.rangeFrom(start) };
              });
            }),
            {
              // "can't play more than one spell each turn" (Rule of Law)
              GATE: () => kit.LA(2).tokenType === More,
              ALT: (): SpellsEachTurn => {
                kit.or(5, [alt(() => kit.consume(1, Play)), alt(() => kit.consume(1, Casts))]);
                const most = kit.subrule(0, moreThan);
                return kit.ACTION((): SpellsEachTurn => ({ kind: "SpellsEachTurn", players: who, most, range: kit.rangeFrom(start) }));
              },
            },
            alt((): CantPlaySpells => {
              kit.or(4, [alt(() => kit.consume(0, Play)), alt(() => kit.consume(0, Casts))]);
              const filterStart = kit.LA(1).startOffset;
              const spells = kit.subrule(0, phrases.objectNoun);
              return kit.ACTION((): CantPlaySpells => {
                if (spells.zone !== "stack" || spells.controller !== undefined || spells.other === true) {
                  kit.problem("CS1035", "Name the spells by what they are: 'You can't play creature spells.'.", filterStart, kit.lastEnd());
                }
                return { kind: "CantPlaySpells", players: who, spells, range: kit.rangeFrom(start) };
              });
            }),
          ]);
        }),
      ]);
    });
    const [Damage, Be, Prevented, All, Is, Dealt, As, Though, Its, Source, Had] = ["Damage", "Be", "Prevented", "All", "Is", "Dealt", "As", "Though", "Its", "Source", "Had"].map((name) =>
      kit.word(name),
    );
    const [Mana, Pools, Doesnt, Empty, At, End, Of, Phases, Or, Turns, Unspent, StepWords, AndWord] = ["Mana", "Pools", "Doesnt", "Empty", "At", "End", "Of", "Phases", "Or", "Turns", "Unspent", "Step", "And"].map((name) => kit.word(name));
    /** "Damage can't be prevented." / "All damage is dealt as though its source had wither." / "Mana pools don't empty …" */
    const gameRule = kit.rule("staticPlayer_gameRule", (start: number): GameRule =>
      kit.or(6, [
        // "Mana pools don't empty at the end of phases or turns." (Upwelling, 2007)
        alt((): GameRule => {
          kit.consume(0, Mana);
          kit.consume(0, Pools);
          kit.consume(0, Doesnt);
          kit.consume(0, Empty);
          kit.consume(0, At);
          kit.consume(1, The);
          kit.consume(0, End);
          kit.consume(0, Of);
          kit.consume(0, Phases);
          kit.consume(0, Or);
          kit.consume(0, Turns);
          return kit.ACTION((): GameRule => ({ kind: "GameRule", rule: "ManaPoolsDontEmpty", range: kit.rangeFrom(start) }));
        }),
        // "Players don't lose unspent mana as steps and phases end." (current)
        alt((): GameRule => {
          kit.consume(1, Player);
          kit.consume(1, Doesnt);
          kit.consume(1, Loses);
          kit.consume(0, Unspent);
          kit.consume(1, Mana);
          kit.consume(1, As);
          kit.consume(0, StepWords);
          kit.consume(0, AndWord);
          kit.consume(1, Phases);
          kit.consume(1, End);
          return kit.ACTION((): GameRule => ({ kind: "GameRule", rule: "ManaPoolsDontEmpty", range: kit.rangeFrom(start) }));
        }),
        alt((): GameRule => {
          kit.consume(0, Damage);
          kit.consume(1, Cant);
          kit.consume(0, Be);
          kit.consume(0, Prevented);
          return kit.ACTION((): GameRule => ({ kind: "GameRule", rule: "DamageCantBePrevented", range: kit.rangeFrom(start) }));
        }),
        alt((): GameRule => {
          kit.consume(0, All);
          kit.consume(1, Damage);
          kit.consume(0, Is);
          kit.consume(0, Dealt);
          kit.consume(0, As);
          kit.consume(0, Though);
          kit.consume(0, Its);
          kit.consume(0, Source);
          kit.consume(0, Had);
          const keyword = kit.consume(1, KeywordWord);
          return kit.ACTION((): GameRule => {
            if (keyword.image.toLowerCase() !== "wither") kit.problem("CS1035", `Only wither is known here: write 'as though its source had wither', not '${keyword.image}'.`, keyword.startOffset, kit.lastEnd());
            return { kind: "GameRule", rule: "DamageAsWither", range: kit.rangeFrom(start) };
          });
        }),
      ]),
    );
    const [Untap, During, Other, Step] = ["Untap", "During", "Other", "Step"].map((name) => kit.word(name));
    /** "Untap all permanents you control during each other player's untap step." (Seedborn Muse) */
    const untapDuringOthers = kit.rule("staticPlayer_untapDuringOthers", (start: number): UntapDuringOthers => {
      kit.consume(0, Untap);
      kit.consume(1, All);
      const filterStart = kit.LA(1).startOffset;
      const permanents = kit.subrule(1, phrases.objectNoun);
      const filterEnd = kit.lastEnd();
      kit.consume(0, During);
      kit.consume(2, Each);
      kit.consume(0, Other);
      kit.consume(2, Player);
      kit.consume(0, kit.tokens.Possessive);
      kit.consume(1, Untap);
      kit.consume(0, Step);
      return kit.ACTION((): UntapDuringOthers => {
        if (permanents.zone !== "play" || permanents.controller?.kind !== "You") {
          kit.problem("CS1035", "Name permanents you control: 'Untap all permanents you control during each other player's untap step.'.", filterStart, filterEnd);
        }
        return { kind: "UntapDuringOthers", permanents, range: kit.rangeFrom(start) };
      });
    });
    const [Activated, Ability, Played, Unless, They, With] = ["Activated", "Ability", "Played", "Unless", "They", "With"].map((name) => kit.word(name));
    /**
     * "Activated abilities of sources with the chosen name can't be played unless they're mana abilities." (Pithing
     * Needle; current: "… can't be activated …"), "Activated abilities of artifacts can't be played."
     */
    const abilitiesCantBePlayed = kit.rule("staticPlayer_abilitiesCantBePlayed", (start: number): AbilitiesCantBePlayed => {
      const activated = kit.consume(1, Activated);
      const abilities = kit.consume(1, Ability);
      kit.consume(1, Of);
      const filterStart = kit.LA(1).startOffset;
      const described = kit.or(12, [
        alt((): { sources: ObjectFilter; anyZone: boolean } => {
          // "sources with the chosen name": any object with that name, wherever it is
          const source = kit.consume(1, Source);
          kit.consume(1, With);
          kit.consume(6, The);
          kit.consume(1, Chosen);
          kit.consume(1, NameWord);
          return kit.ACTION(() => {
            if (!/s$/i.test(source.image)) kit.problem("CS1035", "Write 'Activated abilities of sources with the chosen name'.", source.startOffset, source.startOffset + source.image.length);
            return { sources: { types: [], excludedTypes: [], zone: "play", chosenName: { kind: "ChosenName" } } as ObjectFilter, anyZone: true };
          });
        }),
        alt((): { sources: ObjectFilter; anyZone: boolean } => ({ sources: kit.subrule(3, phrases.objectNoun), anyZone: false })),
      ]);
      const filterEnd = kit.lastEnd();
      kit.consume(3, Cant);
      kit.consume(1, Be);
      const verb = kit.or(13, [alt(() => kit.consume(1, Played)), alt(() => kit.consume(2, Activated))]);
      const exceptMana = kit.option(12, () => {
        kit.consume(1, Unless);
        kit.consume(1, They);
        kit.consume(1, kit.tokens.Apostrophe);
        const re = kit.consume(1, kit.tokens.Word);
        kit.consume(1, Mana);
        const manaAbilities = kit.consume(2, Ability);
        kit.ACTION(() => {
          if (re.image.toLowerCase() !== "re" || !/ies$/i.test(manaAbilities.image)) kit.problem("CS1035", "Write 'unless they're mana abilities'.", re.startOffset, manaAbilities.startOffset + manaAbilities.image.length);
        });
        return true;
      });
      return kit.ACTION((): AbilitiesCantBePlayed => {
        if (activated.image !== "Activated" || !/ies$/i.test(abilities.image)) kit.problem("CS1035", "Write 'Activated abilities of … can't be played.'.", activated.startOffset, abilities.startOffset + abilities.image.length);
        if (described.sources.zone !== "play" || described.sources.controller !== undefined || described.sources.other === true) {
          kit.problem("CS1035", "Name the objects by what they are: 'Activated abilities of sources with the chosen name can't be played.'.", filterStart, filterEnd);
        }
        if (exceptMana !== true) {
          kit.problem("CS1035", `Only activated abilities other than mana abilities are stopped this way: end the sentence with '${verb.image} unless they're mana abilities'.`, verb.startOffset, verb.startOffset + verb.image.length);
        }
        return { kind: "AbilitiesCantBePlayed", sources: described.sources, anyZone: described.anyZone, range: kit.rangeFrom(start) };
      });
    });
    return { sentences: [sentence, gameRule, untapDuringOthers, abilitiesCantBePlayed] };
  },
  print: {
    PlayerRule: {
      // Every subject of the rule is plural or "you": the verb is "have" (the same in both wordings).
      print(node, writer) {
        if (node.rule === "PlayLandsFromGraveyard") return `${playersWords(node.players)} may play ${writer.wording === "2007" ? "land cards" : "lands"} from your graveyard.`;
        const first = playerRuleWords(node);
        return node.and === undefined ? `${first}.` : `${first} and ${playerRuleWords(node.and).replace(/^./, (letter) => letter.toLowerCase())}.`;
      },
    },
    UntapAtMost: {
      print: (node) => {
        const plural = node.players !== "You";
        return `${playersWords(node.players)} can't untap more than ${numberWord(node.most)} ${filterPhrase(node.permanents, node.most > 1 ? "plural" : "singular", "bare")} during ${plural ? "their untap steps" : "your untap step"}.`;
      },
    },
    UntapDuringOthers: {
      print: (node, writer) => `Untap all ${filterPhrase(node.permanents, "plural", "bare", { wording: writer.wording })} during each other player's untap step.`,
    },
    GameRule: {
      print: (node, writer) => {
        if (node.rule === "ManaPoolsDontEmpty") return writer.wording === "2007" ? "Mana pools don't empty at the end of phases or turns." : "Players don't lose unspent mana as steps and phases end.";
        return node.rule === "DamageCantBePrevented" ? "Damage can't be prevented." : "All damage is dealt as though its source had wither.";
      },
    },
    SpellsEachTurn: {
      print: (node, writer) => `${playersWords(node.players)} can't ${writer.wording === "2007" ? "play" : "cast"} more than ${numberWord(node.most)} ${node.most > 1 ? "spells" : "spell"} each turn.`,
    },
    PlayerProtection: {
      print: (node, writer) => `${playersWords(node.players)} have protection from the chosen ${writer.wording === "2007" ? "name" : "card name"}.`,
    },
    AbilitiesCantBePlayed: {
      print: (node, writer) => {
        const of = node.anyZone ? "sources with the chosen name" : filterPhrase(node.sources, "plural", "bare", { wording: writer.wording });
        return `Activated abilities of ${of} can't be ${writer.wording === "2007" ? "played" : "activated"} unless they're mana abilities.`;
      },
    },
    CantPlaySpells: {
      print: (node, writer) => `${playersWords(node.players)} can't ${writer.wording === "2007" ? "play" : "cast"} ${filterPhrase(node.spells, "plural", "bare", { wording: writer.wording })}.`,
    },
  },
  check: { PlayerRule: {}, CantPlaySpells: {}, SpellsEachTurn: {}, GameRule: {}, UntapDuringOthers: {}, UntapAtMost: {}, PlayerProtection: {}, AbilitiesCantBePlayed: {} },
  sentences: [
    { kind: "static", template: "You have shroud." },
    { kind: "static", template: "You have no maximum hand size." },
    { kind: "static", template: "Players can't search libraries." },
    { kind: "static", template: "You can't play creature spells." },
    { kind: "static", template: "Each player can't play more than one spell each turn." },
    { kind: "static", template: "Players can't gain life." },
    { kind: "static", template: "You may play land cards from your graveyard." },
    { kind: "static", template: "You can't lose the game and your opponents can't win the game." },
    { kind: "static", template: "Damage can't be prevented." },
    { kind: "static", template: "Mana pools don't empty at the end of phases or turns." },
    { kind: "static", template: "Untap all permanents you control during each other player's untap step." },
    { kind: "static", template: "Players can't untap more than one creature during their untap steps." },
    { kind: "static", template: "All damage is dealt as though its source had wither." },
    { kind: "static", template: "You have protection from the chosen name." },
    { kind: "static", template: "Activated abilities of sources with the chosen name can't be played unless they're mana abilities." },
  ],
};

/** One rule about players, without its period: "You have shroud", "Your opponents can't win the game". */
function playerRuleWords(node: PlayerRule): string {
  const who = playersWords(node.players);
  switch (node.rule) {
    case "Shroud":
      return `${who} have shroud`;
    case "NoMaximumHandSize":
      return `${who} have no maximum hand size`;
    case "CantSearchLibraries":
      return `${who} can't search libraries`;
    case "CantGainLife":
      return `${who} can't gain life`;
    case "CantLoseGame":
      return `${who} can't lose the game`;
    case "CantWinGame":
      return `${who} can't win the game`;
    case "PlayLandsFromGraveyard":
      return `${who} may play land cards from your graveyard`;
  }
}

function playersWords(players: RulePlayers): string {
  return capitalise(players === "You" ? "you" : players === "Players" ? "players" : players === "EachPlayer" ? "each player" : "your opponents");
}

export default family;
