/**
 * Static abilities that change the objects they name, at each moment, while their permanent is in play (418.5 of
 * 2007): "Creatures you control get +1/+1." (Glorious Anthem), "Other Zombie creatures get +1/+1.", "Other Goblin
 * creatures get +1/+1 and have mountainwalk.", "Creatures you control have flying.", the combat restrictions
 * ("~ can't block.", "~ is unblockable.", "~ attacks each turn if able.", "~ can't be blocked except by two or more
 * creatures."), each optionally under an "as long as" condition ("As long as you control a Giant, ~ gets +1/+1 and
 * has first strike."); restrictions that describe the other creature of a block or the defending player's
 * permanents ("~ can't be blocked by Walls.", "~ can block only creatures with flying.", "~ can't attack unless
 * defending player controls an Island.", "… unless you control another Giant."); and changes of what spells cost
 * ("Noncreature spells cost {1} more to play.", "Artifact spells you play cost {1} less to play.").
 */
import type { ActivatedAbility, QuotedAbility, Amount, AttachedRef, CardType, Color, Keyword, ObjectFilter, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { alt, andList, attachedNoun, capitalise, filterPhrase, grantedSelfWords, keywordWord, numberWord, signed, type GrammarKit, type StaticFamily, type Wording } from "../../grammar/family.js";

/**
 * "As long as you control a Giant" / "… another white creature": the condition holds while the ability's
 * controller controls such a permanent ("another": other than the ability's own permanent).
 */
export interface YouControlCondition {
  kind: "YouControl";
  filter: ObjectFilter;
}

/** "as long as an artifact card is in your graveyard": while that graveyard holds such a card. */
export interface CardInGraveyardCondition {
  kind: "CardInGraveyard";
  /** The card's description (zone "graveyard", the graveyard's player as its controller). */
  filter: ObjectFilter;
}

/** "as long as a library has twenty or fewer cards in it": while some player's library holds at most `count` cards. */
export interface LibraryAtMostCondition {
  kind: "LibraryAtMost";
  count: number;
}

/**
 * "As long as enchanted creature is white, it gets …" (the Shadowmoor hybrid Auras): while the permanent the card
 * is attached to has one of these colours now (after the layers that set colours).
 */
export interface AttachedIsCondition {
  kind: "AttachedIs";
  attached: AttachedRef;
  colors: Color[];
}

/**
 * "~ can't be blocked as long as it's attacking alone." (Dream Prowler): while the permanent is the only attacking
 * creature (a creature "attacks alone" if it's the only creature declared as an attacker: the one attacking).
 */
export interface AttackingAloneCondition {
  kind: "AttackingAlone";
}

/** What an "as long as" clause of a static ability asks, each time the layers apply it (never locked in). */
/**
 * "as long as you have no cards in hand" (hellbent, Dissension; Gathan Raiders, Time Spiral): while the ability's
 * controller's hand is empty.
 */
export interface HandEmptyCondition {
  kind: "HandEmpty";
}

export type StaticCondition = YouControlCondition | CardInGraveyardCondition | LibraryAtMostCondition | AttachedIsCondition | AttackingAloneCondition | HandEmptyCondition;

/**
 * "for each enchantment in play", "for each Forest you control", "for each charge counter on ~": what a static
 * ability's power/toughness change is multiplied by, counted again whenever the layers compute a view.
 */
export interface StaticCount {
  amount: Amount;
  /** "in play" (2007) / "on the battlefield" (current) was written after the noun (the count is of every permanent). */
  inPlay?: boolean;
}

/**
 * "<objects> get(s) +N/+N [and have/has K]." / "<objects> have/has K.": `objects` is the kernel's object set, the
 * card itself or every permanent matching a filter (worked out again at each moment, never locked in).
 */
export interface StaticModify {
  kind: "StaticModify";
  condition: StaticCondition | null;
  /** The condition was written after the predicate ("~ gets +1/+1 as long as you control a Mountain."). */
  conditionLast?: boolean;
  /** "gets +1/+1 for each Forest you control": the change is multiplied by this count. */
  count?: StaticCount;
  objects: ObjectSet;
  /**
   * "Skeleton creatures you control and other Zombie creatures you control get +1/+1 and have deathtouch." (Death
   * Baron; current: "Skeletons you control and other Zombies you control …"): a second kind of permanent joined to
   * `objects` by "and"; the ability affects an object that either describes, once. Optional, additive.
   */
  andObjects?: ObjectSet;
  /** The power/toughness change ("get +1/+1"), or null for "have K" alone. */
  change: { power: number; toughness: number } | null;
  keywords: Keyword[];
  /**
   * "All permanents are enchantments in addition to their other types." (Enchanted Evening): card types the
   * objects gain in layer 4 (418.5a of 2007). Optional, additive.
   */
  addTypes?: CardType[];
  /**
   * "Other creatures are 1/1." (Godhead of Awe; current: "… have base power and toughness 1/1."): power and
   * toughness set in layer 6b (418.5a of 2007), before counters and changes. Optional, additive.
   */
  setPowerToughness?: { power: number; toughness: number };
  /**
   * "Equipped creature gets +1/+1 and is every creature type." (Runed Stalactite): the objects have every creature
   * type (layer 4, 418.5a of 2007; as changeling's, 502.66 of 2007). Optional, additive.
   */
  allCreatureTypes?: true;
  /**
   * 'Enchanted creature has "{T}: This creature deals 1 damage to target creature or player."', 'White creatures you
   * control have "{T}: You gain 1 life."': activated abilities the objects have while the ability applies to them
   * (abilities added by a continuous effect, 418.5a of 2007), "this creature" in them being the object that has
   * one; and triggered ones ('has "Whenever this creature deals damage to an opponent, draw a card."', Helm of the
   * Ghastlord), which trigger on the object that has them (runtime/granted-abilities.ts). Optional, additive.
   */
  abilities?: QuotedAbility[];
  /**
   * "Voice of All has protection from the chosen color.": protection (502.7) from the colour chosen as the
   * permanent came into play ("As ~ comes into play, choose a color.", families/replacement-as-enters), granted in
   * layer 5 with the ability's other keywords. Optional, additive.
   */
  protectionFrom?: { kind: "ChosenColor" };
  range: SourceRange;
}

/**
 * "Artifacts and lands come into play tapped." (Root Maze; current: "enter the battlefield tapped"): a replacement
 * effect (419.6b) of a static ability over every object matching the description as it comes into play, whoever's
 * it is. `objects` is a kind of permanent ("Each"), matched against the entering object's characteristics and the
 * player it comes into play under.
 */
export interface StaticEntersTapped {
  kind: "StaticEntersTapped";
  condition: null;
  objects: ObjectSet;
  range: SourceRange;
}

/**
 * "Tatterkite can't have counters placed on it." (current: "… put on it"): no counters are placed on the permanent
 * while it is in play, those it would come into play with included (a replacement of the event that places none,
 * compiled over `putCounters`). Said of the card itself.
 */
export interface StaticNoCounters {
  kind: "StaticNoCounters";
  condition: null;
  objects: ObjectSet;
  range: SourceRange;
}

/**
 * "~ can't be countered." (the card itself, while it is a spell) / "Creature spells can't be countered." (spells
 * described by what they are, while the permanent is in play): effects that counter spells leave them on the stack.
 */
export interface StaticUncounterable {
  kind: "StaticUncounterable";
  condition: null;
  objects: ObjectSet;
  range: SourceRange;
}

/**
 * "Noncreature spells with converted mana cost 4 or greater can't be played." (current: "… can't be cast."): no
 * player may play a spell the description fits, while the permanent is in play (runtime/player-rules.ts).
 */
export interface StaticCantBePlayed {
  kind: "StaticCantBePlayed";
  condition: null;
  objects: ObjectSet;
  range: SourceRange;
}

/**
 * "You control enchanted creature." (Persuasion): a control-changing effect (layer 2, 418.5a of 2007) of the Aura's
 * static ability: the permanent it is attached to is controlled by the Aura's controller, for as long as the Aura
 * is attached to it and in play.
 */
export interface StaticControl {
  kind: "StaticControl";
  condition: null;
  objects: ObjectSet;
  range: SourceRange;
}

/** A combat restriction a static ability imposes (runtime/definition.ts `CombatRestriction`). */
export type Restriction =
  | { kind: "cantAttack" }
  | { kind: "cantBlock" }
  | { kind: "unblockable" }
  | { kind: "attacksEachTurn" }
  /** "~ blocks each turn if able." (current: "… each combat …"; a requirement, 500.3 of 2007: it blocks if it can) */
  | { kind: "blocksEachTurn" }
  /**
   * "~ can block an additional creature." (current: "… each combat"; Lairwatch Giant, High Ground): it may block one
   * more attacker for each such ability (309.2a of 2007 as such effects change it; 310.2d divides its damage).
   */
  | { kind: "blocksAdditional" }
  /** "~ must be blocked if able." (a requirement, 309.1: the defending player blocks it if some creature can) */
  | { kind: "mustBeBlocked" }
  /** "All creatures able to block ~ do so." (Lure: a requirement on every creature that could block it) */
  | { kind: "mustBeBlockedByAll" }
  | { kind: "minimumBlockers"; count: number }
  /** "can't be blocked by Walls", "… by red creatures": no blocker matching any of these. */
  | { kind: "notBlockedBy"; blockers: ObjectFilter[] }
  /** "can't be blocked except by Walls and/or creatures with flying": only blockers matching one of these. */
  | { kind: "blockedOnlyBy"; blockers: ObjectFilter[] }
  /** "can't be blocked by more than one creature". */
  | { kind: "maximumBlockers"; count: number }
  /** "can block only creatures with flying": it blocks only attackers matching one of these. */
  | { kind: "blocksOnly"; attackers: ObjectFilter[] }
  /** "can't block creatures without flying": it blocks no attacker matching one of these. */
  | { kind: "cantBlockThose"; attackers: ObjectFilter[] }
  /**
   * "doesn't untap during its controller's untap step" (`step: "Controllers"`) or "… during your untap step"
   * (`step: "Yours"`, said only of permanents the ability's controller controls, so the same step): 502.2 skips it.
   */
  | { kind: "doesntUntap"; step: "Controllers" | "Yours" }
  /**
   * "… and its activated abilities can't be played" (current: "can't be activated"), said of one permanent (Prison
   * Term): none of its activated abilities, mana abilities included, can be played (409.1).
   */
  | { kind: "abilitiesCantBePlayed" };

/**
 * "… unless you control another Giant" / "… unless defending player controls an Island": the restrictions hold
 * only while that player controls no permanent matching the filter (the defending player: as attackers are
 * declared, so only "can't attack" may say it).
 */
export interface UnlessControls {
  player: "You" | "DefendingPlayer";
  filter: ObjectFilter;
}

/**
 * "~ can't attack.", "~ can't block.", "~ can't attack or block.", "~ is unblockable.", "~ attacks each turn if
 * able.", "~ can't be blocked except by two or more creatures." (and the same of any object set).
 */
export interface StaticRestriction {
  kind: "StaticRestriction";
  condition: StaticCondition | null;
  /** The condition was written after the predicate. */
  conditionLast?: boolean;
  objects: ObjectSet;
  restrictions: Restriction[];
  /** "… is unblockable and has shroud." (Whispersilk Cloak): keywords granted as well. Optional, additive. */
  keywords?: Keyword[];
  /** "… can't attack unless defending player controls an Island.": when the restrictions hold. */
  unless?: UnlessControls;
  /** "Enchanted creature gets +2/+2 and attacks each turn if able.": a power/toughness change as well. */
  change?: { power: number; toughness: number };
  range: SourceRange;
}

/**
 * "Noncreature spells cost {1} more to play.", "Artifact spells you play cost {1} less to play.", "Artifact and
 * enchantment spells your opponents play cost {2} more to play." (409.1f of 2007: the total cost of a spell is its
 * mana cost plus increases, minus reductions; a reduction lowers only the generic part). `generic` is the change:
 * positive more, negative less.
 */
export interface StaticCostChange {
  kind: "StaticCostChange";
  condition: StaticCondition | null;
  /** The condition was written after the predicate. */
  conditionLast?: boolean;
  /** The spells it changes, by their characteristics (a filter of zone "stack"). */
  spells: ObjectFilter;
  /**
   * "Goblin spells and Rogue spells you play cost {1} less to play." (Morningtide's bannerets): a second kind, each
   * written with its own noun; a spell of either kind (or both) costs that much less, once.
   */
  andSpells?: ObjectFilter;
  /** Whose spells: anyone's, the ability's controller's, or that player's opponents'. */
  caster: "Any" | "You" | "Opponents";
  generic: number;
  range: SourceRange;
}

type StaticNode = StaticModify | StaticRestriction | StaticCostChange | StaticEntersTapped | StaticNoCounters | StaticUncounterable | StaticCantBePlayed | StaticControl;

/** What the predicate of a static sentence says, before the node is made. */
type Predicate =
  | { cost: { caster: StaticCostChange["caster"]; generic: number; start: number } }
  | { change: StaticModify["change"]; keywords: Keyword[]; abilities?: QuotedAbility[]; protectionFrom?: { kind: "ChosenColor" }; count?: StaticCount; addTypes?: CardType[]; setPowerToughness?: { power: number; toughness: number }; allCreatureTypes?: true }
  | { entersTapped: true }
  | { noCounters: true }
  | { uncounterable: true }
  | { cantBePlayed: true }
  | { restrictions: Restriction[]; keywords?: Keyword[]; unless?: UnlessControls; change?: { power: number; toughness: number } };

function restrictionGrammar(kit: GrammarKit) {
  const { phrases } = kit;
  const [And, You] = ["And", "You"].map((name) => kit.word(name));
  const [Cant, Attacks, Or, Blocks, Be, Blocked, Except, By, More, TypeWord, Is, Unblockable, Each, Turn, If, Able, Are, Combat] = [
    "Cant",
    "Attacks",
    "Or",
    "Blocks",
    "Be",
    "Blocked",
    "Except",
    "By",
    "More",
    "TypeWord",
    "Is",
    "Unblockable",
    "Each",
    "Turn",
    "If",
    "Able",
    "Are",
    "Combat",
  ].map((name) => kit.word(name));

  /**
   * Object descriptions joined by "and/or" ("Walls and/or creatures with flying"): a blocker or attacker matching
   * any of them. Each is matched against the object's characteristics at the moment (no player is named in it).
   */
  const [Slash, Can, Only, Than, Unless, Defending, Player, Control, Another, A] = ["Slash", "Can", "Only", "Than", "Unless", "Defending", "Player", "Control", "Another", "A"].map((name) =>
    name === "Slash" ? kit.tokens.Slash : kit.word(name),
  );
  const descriptions = kit.rule("staticModify_descriptions", (): ObjectFilter[] => {
    const all: ObjectFilter[] = [];
    const first = kit.subrule(0, phrases.objectNoun);
    kit.ACTION(() => all.push(first));
    kit.many(0, {
      GATE: () => kit.LA(1).tokenType === And && kit.LA(2).tokenType === Slash && kit.LA(3).tokenType === Or,
      DEF: () => {
        kit.consume(0, And);
        kit.consume(0, Slash);
        kit.consume(0, Or);
        const next = kit.subrule(1, phrases.objectNoun);
        kit.ACTION(() => all.push(next));
      },
    });
    return all;
  });

  /** "can't be blocked by more than one creature" (after "by") */
  const moreThan = kit.rule("staticModify_moreThan", (): Restriction[] => {
    kit.consume(0, More);
    kit.consume(0, Than);
    const start = kit.LA(1).startOffset;
    const count = kit.subrule(0, phrases.amount);
    const creatures = kit.consume(0, TypeWord);
    return kit.ACTION((): Restriction[] => {
      if (count.kind !== "Number" || count.value < 1 || kit.cardTypeOf(creatures.image) !== "Creature") {
        kit.problem("CS1035", "Write how many creatures at most may block it: 'can't be blocked by more than one creature'.", start, kit.lastEnd());
        return [];
      }
      return [{ kind: "maximumBlockers", count: count.value }];
    });
  });

  /** "two or more creatures" (after "except by") */
  const orMore = kit.rule("staticModify_orMore", (): Restriction[] => {
    const start = kit.LA(1).startOffset;
    const count = kit.subrule(0, phrases.amount);
    kit.consume(1, Or);
    kit.consume(0, More);
    const creatures = kit.consume(0, TypeWord);
    return kit.ACTION((): Restriction[] => {
      if (count.kind !== "Number" || count.value < 2 || kit.cardTypeOf(creatures.image) !== "Creature") {
        kit.problem("CS1035", "Write how many creatures it takes to block it, two or more: 'can't be blocked except by two or more creatures'.", start, kit.lastEnd());
        return [];
      }
      return [{ kind: "minimumBlockers", count: count.value }];
    });
  });
  const numberFollows = () => {
    const next = kit.LA(1).tokenType;
    return next === kit.tokens.NumberLit || next === kit.word("NumberWord");
  };

  /** "can't attack", "can't block", "can't attack or block", "can't block creatures without flying", "can't be blocked …" */
  const cant = kit.rule("staticModify_cant", (): Restriction[] => {
    kit.consume(0, Cant);
    return kit.or(0, [
      alt(() => {
        kit.consume(0, Attacks);
        const orBlock = kit.option(0, () => {
          kit.consume(0, Or);
          kit.consume(0, Blocks);
          return true;
        });
        return kit.ACTION((): Restriction[] => (orBlock === true ? [{ kind: "cantAttack" }, { kind: "cantBlock" }] : [{ kind: "cantAttack" }]));
      }),
      alt(() => {
        kit.consume(1, Blocks);
        // "can't block creatures without flying": only those attackers.
        const attackers = kit.option(3, () => kit.subrule(1, descriptions));
        return kit.ACTION((): Restriction[] => (attackers === undefined ? [{ kind: "cantBlock" }] : [{ kind: "cantBlockThose", attackers }]));
      }),
      alt(() => {
        // "can't be blocked" (the current wording of "is unblockable"), "… except by two or more creatures",
        // "… except by Walls", "… by red creatures", "… by more than one creature"
        kit.consume(0, Be);
        kit.consume(0, Blocked);
        const limited = kit.option(1, () =>
          kit.or(3, [
            alt(() => {
              kit.consume(0, Except);
              kit.consume(0, By);
              return kit.or(4, [
                { GATE: numberFollows, ALT: () => kit.subrule(0, orMore) },
                alt(() => {
                  const blockers = kit.subrule(2, descriptions);
                  return kit.ACTION((): Restriction[] => [{ kind: "blockedOnlyBy", blockers }]);
                }),
              ]);
            }),
            alt(() => {
              kit.consume(1, By);
              return kit.or(5, [
                alt(() => kit.subrule(0, moreThan)),
                alt(() => {
                  const blockers = kit.subrule(3, descriptions);
                  return kit.ACTION((): Restriction[] => [{ kind: "notBlockedBy", blockers }]);
                }),
              ]);
            }),
          ]),
        );
        // "can't be blocked." alone is the current wording of "is unblockable".
        return kit.ACTION((): Restriction[] => limited ?? [{ kind: "unblockable" }]);
      }),
    ]);
  });

  /** "can block only creatures with flying" */
  /** "can block only creatures with flying", "can block an additional creature [each combat]" */
  const canBlockOnly = kit.rule("staticModify_canBlockOnly", (): Restriction[] => {
    kit.consume(0, Can);
    kit.consume(0, Blocks);
    return kit.or(11, [
      alt((): Restriction[] => {
        kit.consume(0, Only);
        const attackers = kit.subrule(0, descriptions);
        return kit.ACTION((): Restriction[] => [{ kind: "blocksOnly", attackers }]);
      }),
      alt((): Restriction[] => {
        kit.consume(3, A);
        kit.consume(0, kit.word("Additional"));
        const noun = kit.consume(1, TypeWord);
        kit.option(11, () => {
          kit.consume(1, Each);
          kit.consume(1, Combat);
        });
        return kit.ACTION((): Restriction[] => {
          if (kit.cardTypeOf(noun.image) !== "Creature") kit.problem("CS1035", `A creature blocks creatures: write 'can block an additional creature', not 'an additional ${noun.image}'.`, noun.startOffset, noun.endOffset! + 1);
          return [{ kind: "blocksAdditional" }];
        });
      }),
    ]);
  });

  /** "unless you control another Giant", "unless defending player controls an Island" */
  const unless = kit.rule("staticModify_unless", (): UnlessControls => {
    kit.consume(0, Unless);
    const player = kit.or(6, [
      alt((): UnlessControls["player"] => {
        kit.consume(0, You);
        return "You";
      }),
      alt((): UnlessControls["player"] => {
        kit.consume(0, Defending);
        kit.consume(0, Player);
        return "DefendingPlayer";
      }),
    ]);
    kit.consume(0, Control);
    const another = kit.or(7, [
      alt(() => {
        kit.consume(0, A);
        return false;
      }),
      alt(() => {
        kit.consume(0, Another);
        return true;
      }),
    ]);
    const filter = kit.subrule(0, phrases.objectNoun);
    return kit.ACTION((): UnlessControls => ({ player, filter: another ? { ...filter, other: true } : filter }));
  });

  /** "is unblockable", "are unblockable" */
  const isUnblockable = kit.rule("staticModify_unblockable", (): Restriction[] => {
    kit.or(1, [alt(() => kit.consume(0, Is)), alt(() => kit.consume(0, Are))]);
    kit.consume(0, Unblockable);
    return [{ kind: "unblockable" }];
  });

  /** "must be blocked if able" */
  const [Must] = ["Must"].map((name) => kit.word(name));
  const mustBeBlocked = kit.rule("staticModify_mustBeBlocked", (): Restriction[] => {
    kit.consume(0, Must);
    kit.consume(1, Be);
    kit.consume(1, Blocked);
    kit.consume(1, If);
    kit.consume(1, Able);
    return [{ kind: "mustBeBlocked" }];
  });

  /** "attacks each turn if able", "blocks each turn if able" (current: "… each combat …"): requirements (500.2, 500.3 of 2007) */
  const attacksEachTurn = kit.rule("staticModify_attacksEachTurn", (): Restriction[] => {
    const kind = kit.or(10, [alt(() => (kit.consume(0, Attacks), "attacksEachTurn" as const)), alt(() => (kit.consume(0, Blocks), "blocksEachTurn" as const))]);
    kit.consume(0, Each);
    kit.or(0, [alt(() => kit.consume(0, Turn)), alt(() => kit.consume(0, Combat))]);
    kit.consume(0, If);
    kit.consume(0, Able);
    return kit.ACTION((): Restriction[] => [{ kind }]);
  });
  /** "doesn't untap during its controller's untap step", "doesn't untap during your untap step" (no "next": always) */
  const [Doesnt, Untap, During, Its, Controller, Your, Step] = ["Doesnt", "Untap", "During", "Its", "Controller", "Your", "Step"].map((name) => kit.word(name));
  const doesntUntap = kit.rule("staticModify_doesntUntap", (): Restriction[] => {
    kit.consume(0, Doesnt);
    kit.consume(0, Untap);
    kit.consume(0, During);
    const step = kit.or(8, [
      alt((): "Controllers" | "Yours" => {
        kit.consume(0, Its);
        kit.consume(0, Controller);
        kit.consume(0, kit.tokens.Possessive);
        return "Controllers";
      }),
      alt((): "Controllers" | "Yours" => {
        kit.consume(0, Your);
        return "Yours";
      }),
    ]);
    kit.consume(1, Untap);
    kit.consume(0, Step);
    return kit.ACTION((): Restriction[] => [{ kind: "doesntUntap", step }]);
  });
  /** "its activated abilities can't be played" (2007) / "… can't be activated" (current) */
  const [Activated, Ability, Played] = ["Activated", "Ability", "Played"].map((name) => kit.word(name));
  const abilitiesCantBePlayed = kit.rule("staticModify_abilitiesCantBePlayed", (): Restriction[] => {
    kit.consume(1, Its);
    kit.consume(0, Activated);
    kit.consume(0, Ability);
    kit.consume(1, Cant);
    kit.consume(2, Be);
    kit.or(9, [alt(() => kit.consume(0, Played)), alt(() => kit.consume(1, Activated))]);
    return [{ kind: "abilitiesCantBePlayed" }];
  });
  return { restrictions: [cant, isUnblockable, attacksEachTurn, canBlockOnly, doesntUntap, mustBeBlocked, abilitiesCantBePlayed], unless };
}

/**
 * "doesn't untap during its controller's untap step" is said of one permanent (the card or what it is attached
 * to); "… during your untap step" of permanents the ability's controller controls (the card itself, or "… you
 * control"), so that it is their controller's untap step too.
 */
function checkUntapSubject(kit: GrammarKit, node: StaticRestriction, start: number): void {
  const single = node.objects.kind === "Ref" && (node.objects.ref.kind === "Self" || node.objects.ref.kind === "Attached");
  for (const r of node.restrictions) {
    if (r.kind !== "doesntUntap") continue;
    if (r.step === "Controllers" && !single) {
      kit.problem(
        "CS1035",
        "'doesn't untap during its controller's untap step' is said of one permanent: the card itself or what it is attached to ('Enchanted creature doesn't untap during its controller's untap step.'); for permanents you control write '… you control don't untap during your untap step'.",
        start,
        kit.lastEnd(),
      );
    }
    const yours = node.objects.kind === "Ref" ? node.objects.ref.kind === "Self" : node.objects.kind === "Each" && node.objects.filter.controller?.kind === "You";
    if (r.step === "Yours" && !yours) {
      kit.problem(
        "CS1035",
        "'during your untap step' is said of permanents you control (the card itself, or '… you control'); for what the card is attached to write 'doesn't untap during its controller's untap step'.",
        start,
        kit.lastEnd(),
      );
    }
  }
}

/**
 * "… and its activated abilities can't be played" closes a list of restrictions said of one permanent: the card
 * itself or what it is attached to ("Enchanted creature can't attack or block and its activated abilities can't be
 * played.").
 */
function checkAbilitiesRestriction(kit: GrammarKit, node: StaticRestriction, start: number): void {
  const at = node.restrictions.findIndex((r) => r.kind === "abilitiesCantBePlayed");
  if (at < 0) return;
  const single = node.objects.kind === "Ref" && (node.objects.ref.kind === "Self" || node.objects.ref.kind === "Attached");
  if (!single || at === 0 || at !== node.restrictions.length - 1 || node.unless !== undefined || node.keywords !== undefined) {
    kit.problem(
      "CS1035",
      "'its activated abilities can't be played' ends a restriction of one permanent, the card itself or what it is attached to: 'Enchanted creature can't attack or block and its activated abilities can't be played.'",
      start,
      kit.lastEnd(),
    );
  }
}

/**
 * "unless defending player controls …" is asked as attackers are declared: it can only lift "can't attack" (a
 * blocker's controller is the defending player). "As long as …, ~ can't attack unless …" says two conditions of
 * one ability: write one.
 */
function checkUnless(kit: GrammarKit, node: StaticRestriction, start: number): void {
  const unless = node.unless!;
  if (node.condition !== null) {
    kit.problem("CS1035", "A restriction has one condition: write 'As long as …' or '… unless …', not both.", start, kit.lastEnd());
  }
  if (unless.player === "DefendingPlayer" && node.restrictions.some((r) => r.kind !== "cantAttack")) {
    kit.problem(
      "CS1035",
      "'unless defending player controls …' is asked as attackers are declared: only 'can't attack' can depend on it (write 'unless you control …' for blocking).",
      start,
      kit.lastEnd(),
    );
  }
  if (unless.filter.controller !== undefined || unless.filter.zone !== "play") {
    kit.problem("CS1035", "Name permanents that player controls: 'unless defending player controls an Island'.", start, kit.lastEnd());
  }
}

/**
 * The blockers and attackers a restriction describes are matched by their characteristics when blocks are
 * declared: a description naming a player ("creatures you control") or another object means nothing there.
 */
function checkDescriptions(kit: GrammarKit, restrictions: Restriction[], start: number): void {
  for (const r of restrictions) {
    const filters = r.kind === "notBlockedBy" || r.kind === "blockedOnlyBy" ? r.blockers : r.kind === "blocksOnly" || r.kind === "cantBlockThose" ? r.attackers : [];
    for (const f of filters) {
      if (
        f.controller !== undefined ||
        f.controllerNot !== undefined || f.other === true || f.zone !== "play" || (f.manaValueAtMost !== undefined && f.manaValueAtMost.kind !== "Number") ||
        (f.compare ?? []).some((c) => c.amount.kind !== "Number")
      ) {
        kit.problem(
          "CS1035",
          "Describe the blocking or attacking creatures by what they are ('red creatures', 'Walls', 'creatures with power 4 or greater'), not by who controls them.",
          start,
          kit.lastEnd(),
        );
        return;
      }
    }
  }
}

/** The node a static sentence makes of its parts, with the checks of its subject and restrictions. */
function buildStatic(
  kit: GrammarKit,
  predicate: Predicate,
  objects: ObjectSet,
  alsoHas: Keyword[] | undefined,
  when: StaticCondition | null,
  start: number,
  subjectStart: number,
  subjectEnd: number,
): StaticNode {
    if ("cost" in predicate) {
      // The spells a cost change names are described by what they are, at the moment they are played.
      const spells = objects.kind === "Each" && objects.filter.zone === "stack" && objects.filter.controller === undefined ? objects.filter : undefined;
      if (spells === undefined) {
        kit.problem(
          "CS1035",
          "A cost change names the spells it changes by what they are, and who plays them after: 'Artifact spells you play cost {1} less to play.'",
          subjectStart,
          subjectEnd,
        );
      }
      const range = kit.rangeFrom(start);
      return { kind: "StaticCostChange", condition: when, spells: spells ?? { types: [], excludedTypes: [], zone: "stack" }, caster: predicate.cost.caster, generic: predicate.cost.generic, range } as StaticCostChange;
    }
    if ("cantBePlayed" in predicate) {
      if (!(objects.kind === "Each" && objects.filter.zone === "stack" && objects.filter.controller === undefined && objects.filter.other !== true)) {
        kit.problem("CS1035", "Say which spells can't be played by what they are: 'Noncreature spells with converted mana cost 4 or greater can't be played.'.", subjectStart, subjectEnd);
      }
      if (when !== null || alsoHas !== undefined) kit.problem("CS1035", "'… can't be played.' stands alone: no condition, nothing granted with it.", start, kit.lastEnd());
      return { kind: "StaticCantBePlayed", condition: null, objects, range: kit.rangeFrom(start) } as StaticCantBePlayed;
    }
    if ("uncounterable" in predicate) {
      // "Creature spells can't be countered."; "Creature spells you control with power 5 or greater can't be countered."
      const spells = objects.kind === "Each" && objects.filter.zone === "stack" && (objects.filter.controller === undefined || objects.filter.controller.kind === "You") && objects.filter.other !== true;
      if (!spells && !(objects.kind === "Ref" && objects.ref.kind === "Self")) {
        kit.problem("CS1035", "Say which spells can't be countered by what they are ('Creature spells can't be countered.'), or the card itself ('~ can't be countered.').", subjectStart, subjectEnd);
      }
      if (when !== null || alsoHas !== undefined) kit.problem("CS1035", "'… can't be countered.' stands alone: no condition, nothing granted with it.", start, kit.lastEnd());
      return { kind: "StaticUncounterable", condition: null, objects, range: kit.rangeFrom(start) } as StaticUncounterable;
    }
    if ("noCounters" in predicate) {
      if (!(objects.kind === "Ref" && objects.ref.kind === "Self")) {
        kit.problem("CS1035", "'can't have counters placed on it' is said of the card itself: '~ can't have counters placed on it.'.", subjectStart, subjectEnd);
      }
      if (when !== null || alsoHas !== undefined) kit.problem("CS1035", "'~ can't have counters placed on it.' stands alone: no condition, nothing granted with it.", start, kit.lastEnd());
      return { kind: "StaticNoCounters", condition: null, objects, range: kit.rangeFrom(start) } as StaticNoCounters;
    }
    if ("entersTapped" in predicate) {
      // "~ comes into play tapped." is the card's own replacement (families/replacement-enters); here a kind of
      // permanent, whoever's it is, matched as it comes into play.
      if (objects.kind !== "Each" || objects.filter.zone !== "play" || objects.filter.combat !== undefined) {
        kit.problem(
          "CS1035",
          "Say which permanents come into play tapped by what they are ('Artifacts and lands come into play tapped.', 'Creatures your opponents control come into play tapped.'); for the card itself write '~ comes into play tapped.'.",
          subjectStart,
          subjectEnd,
        );
      }
      if (when !== null) kit.problem("CS1035", "'… come into play tapped' applies as each permanent comes into play: it takes no 'as long as' condition.", start, kit.lastEnd());
      if (alsoHas !== undefined) kit.problem("CS1035", "'… come into play tapped' grants nothing else: write the keywords in a sentence of their own.", start, kit.lastEnd());
      return { kind: "StaticEntersTapped", condition: null, objects, range: kit.rangeFrom(start) } as StaticEntersTapped;
    }
    // The card itself, what it is attached to ("Enchanted creature gets +1/+2."), or every permanent matching a filter.
    const named = objects.kind === "Ref" ? objects.ref.kind === "Self" || objects.ref.kind === "Attached" : objects.kind === "Each" && objects.filter.zone === "play";
    const untapRestriction = "restrictions" in predicate && predicate.restrictions.some((r) => r.kind === "doesntUntap");
    if (!named && untapRestriction) {
      // "Target creature doesn't untap during its controller's untap step.": a one-shot effect skips one step.
      kit.problem(
        "CS1035",
        "A spell or ability keeps a target tapped for one untap step: write '… doesn't untap during its controller's next untap step.'; a static ability says 'doesn't untap during its controller's untap step' of the card itself or what it is attached to.",
        subjectStart,
        kit.lastEnd(),
      );
    } else if (!named) {
      kit.problem(
        "CS1035",
        "A static ability affects the permanents it names at each moment, not targets or cards: name them ('Creatures you control get +1/+1.', 'Other Zombie creatures get +1/+1.') or the card itself.",
        subjectStart,
        subjectEnd,
      );
    }
    const range = kit.rangeFrom(start);
    if (alsoHas !== undefined && !("restrictions" in predicate)) predicate.keywords = [...predicate.keywords, ...alsoHas];
    if ("restrictions" in predicate) {
      const restriction: StaticRestriction = { kind: "StaticRestriction", condition: when, objects, restrictions: predicate.restrictions, range };
      if (alsoHas !== undefined && alsoHas.length > 0) restriction.keywords = alsoHas;
      if (predicate.change !== undefined) restriction.change = predicate.change;
      if (predicate.unless !== undefined) {
        restriction.unless = predicate.unless;
        checkUnless(kit, restriction, start);
      }
      checkDescriptions(kit, predicate.restrictions, start);
      checkAbilitiesRestriction(kit, restriction, start);
      if (named) checkUntapSubject(kit, restriction, start);
      return restriction;
    }
    const modify = { kind: "StaticModify", condition: when, objects, change: predicate.change, keywords: predicate.keywords, range } as StaticModify;
    if (predicate.count !== undefined) modify.count = predicate.count;
    if (predicate.addTypes !== undefined) modify.addTypes = predicate.addTypes;
    if (predicate.setPowerToughness !== undefined) modify.setPowerToughness = predicate.setPowerToughness;
    if (predicate.allCreatureTypes === true) modify.allCreatureTypes = true;
    if (predicate.protectionFrom !== undefined) modify.protectionFrom = predicate.protectionFrom;
    if (predicate.abilities !== undefined) {
      modify.abilities = predicate.abilities;
      if (objects.kind === "Ref" && objects.ref.kind === "Self") {
        kit.problem("CS1035", "A card's own activated ability is written on a line of its own ('{T}: …'), not granted to itself in quotes.", subjectStart, kit.lastEnd());
      }
    }
    return modify;
}

/**
 * What a granted activated ability may be here: any mana ability (played by its permanent as its own, without the
 * stack: runtime/granted-abilities.ts, runtime/mana.ts `activateManaAbility`) but one that taps for one mana of one
 * colour and costs nothing else: the engine's automatic payment counts such an ability of a card's own as a source
 * of that colour (runtime/mana.ts `producersOf`) and does not look for granted ones. Nor is one played from a hand or
 * graveyard (cycling and the like are the card's own).
 */
function checkGranted(kit: GrammarKit, ability: QuotedAbility): void {
  // A granted triggered ability is checked by the validator, as every family's (grammar/validate.ts `checkGranted`).
  if (ability.kind === "Triggered") return;
  const body = ability.body;
  if (body.kind !== "Effects") return;
  const { start, end } = { start: ability.range.start.offset, end: ability.range.end.offset };
  if (body.targets.length === 0 && body.effects.some((effect) => effect.kind === "AddMana" || effect.kind === "AddManaChoice" || effect.kind === "AddManaOfColors") && tapsForOneColoredMana(ability)) {
    kit.problem(
      "CS1035",
      "A granted mana ability that taps for one mana of one color ('has \"{T}: Add {G} to your mana pool.\"') is not known to the engine yet (its automatic payment doesn't count granted sources): give the card an escape-hatch block, or leave the line out.",
      start,
      end,
    );
  }
}

/** "{T}: Add {G}": {T} its only cost, one mana of one colour (or colorless) its only effect. */
function tapsForOneColoredMana(ability: ActivatedAbility): boolean {
  const cost = ability.cost;
  if (!cost.tap || cost.mana !== undefined || cost.untap === true || (cost.parts ?? []).length > 0 || ability.body.kind !== "Effects") return false;
  const effects = ability.body.effects;
  if (effects.length !== 1 || effects[0].kind !== "AddMana" || effects[0].mana.symbols.length !== 1) return false;
  const symbol = effects[0].mana.symbols[0];
  return symbol.kind === "Colored" || (symbol.kind === "Generic" && symbol.amount === 1);
}

/**
 * One condition per ability, before or after the predicate; "As long as enchanted creature is white, it …" speaks
 * of the permanent the card is attached to.
 */
function checkCondition(kit: GrammarKit, before: StaticCondition | null, after: StaticCondition | undefined, objects: ObjectSet, start: number): StaticCondition | null {
  if (before !== null && after !== undefined) kit.problem("CS1035", "A static ability has one condition: write 'As long as …, ' before it or '… as long as …' after it, not both.", start, kit.lastEnd());
  const when = before ?? after ?? null;
  if (when !== null && when.kind === "AttachedIs" && !(objects.kind === "Ref" && objects.ref.kind === "Attached" && objects.ref.by === when.attached.by)) {
    kit.problem("CS1035", `'As long as ${attachedNoun(when.attached)} is …' changes that permanent: write '…, it gets +1/+1' (or '${attachedNoun(when.attached)} gets …').`, start, kit.lastEnd());
  }
  return when;
}

const family: StaticFamily<StaticNode> = {
  name: "static-modify",
  level: "static",
  // "placed" is the kernel's ("can't have counters placed on it", "Whenever a -1/-1 counter is placed on a creature")
  words: { Every: ["every"], Addition: ["addition"], Played: ["played"], Must: ["must"], So: ["so"], Activated: ["activated"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [Gets, Have, And, As, Long, You, Control, A] = ["Gets", "Have", "And", "As", "Long", "You", "Control", "A"].map((name) => kit.word(name));

    /** `+1/+1`, `-1/-0` */
    const ptChange = kit.rule("staticModify_pt", () => {
      const sign1 = kit.or(0, [alt(() => kit.consume(0, tokens.Plus)), alt(() => kit.consume(0, tokens.Minus))]);
      const a = kit.consume(0, tokens.NumberLit);
      kit.consume(0, tokens.Slash);
      const sign2 = kit.or(1, [alt(() => kit.consume(1, tokens.Plus)), alt(() => kit.consume(1, tokens.Minus))]);
      const b = kit.consume(1, tokens.NumberLit);
      return kit.ACTION(() => ({
        power: (sign1.tokenType === tokens.Plus ? 1 : -1) * kit.numberValue(a),
        toughness: (sign2.tokenType === tokens.Plus ? 1 : -1) * kit.numberValue(b),
      }));
    });

    const [Another, Enchanted, Equipped, TypeWord, Is, ColorWord, Or, Library, Fewer, Card, In, It, Graveyard, For, Each, Counter, On, InPlay, The, Battlefield] = [
      "Another",
      "Enchanted",
      "Equipped",
      "TypeWord",
      "Is",
      "ColorWord",
      "Or",
      "Library",
      "Fewer",
      "Card",
      "In",
      "It",
      "Graveyard",
      "For",
      "Each",
      "Counter",
      "On",
      "Play",
      "The",
      "Battlefield",
    ].map((name) => kit.word(name));

    /**
     * What "as long as" asks: "you control a Giant / another white creature", "enchanted creature is white", "an
     * artifact card is in your graveyard", "a library has twenty or fewer cards in it".
     */
    const [Attacking, Alone] = ["Attacking", "Alone"].map((name) => kit.word(name));
    const condition = kit.rule("staticModify_condition", (): StaticCondition =>
      kit.or(30, [
        alt((): StaticCondition => {
          // "it's attacking alone" (the permanent itself)
          kit.consume(40, It);
          kit.consume(40, kit.tokens.Possessive);
          kit.consume(40, Attacking);
          kit.consume(40, Alone);
          return { kind: "AttackingAlone" };
        }),
        alt((): StaticCondition => {
          // "you have no cards in hand" (hellbent)
          kit.consume(41, You);
          kit.consume(41, Have);
          kit.consume(41, kit.word("No"));
          kit.consume(41, Card);
          kit.consume(41, In);
          kit.consume(41, kit.word("Hand"));
          return { kind: "HandEmpty" };
        }),
        alt((): StaticCondition => {
          kit.consume(0, You);
          kit.consume(0, Control);
          const another = kit.or(31, [alt(() => kit.consume(0, A) && false), alt(() => kit.consume(0, Another) && true)]);
          const filter = kit.subrule(0, phrases.objectNoun);
          return kit.ACTION((): StaticCondition => ({ kind: "YouControl", filter: another ? { ...filter, other: true } : filter }));
        }),
        alt((): StaticCondition => {
          const start = kit.LA(1).startOffset;
          const by = kit.or(32, [alt(() => kit.consume(0, Enchanted)), alt(() => kit.consume(0, Equipped))]);
          const noun = kit.consume(0, TypeWord);
          kit.consume(0, Is);
          const colors = [kit.consume(0, ColorWord)];
          kit.option(30, () => {
            kit.consume(0, Or);
            colors.push(kit.consume(1, ColorWord));
          });
          return kit.ACTION((): StaticCondition => {
            const type = kit.cardTypeOf(noun.image);
            if (type === undefined) kit.problem("CS1035", `Name what the card is attached to with a card type: 'enchanted creature', not 'enchanted ${noun.image}'.`, start, kit.lastEnd());
            const attached: AttachedRef = { kind: "Attached", by: by.image.toLowerCase() === "equipped" ? "equipped" : "enchanted", noun: type ?? "Creature" };
            // "…, it gets +1/+1": the sentence's "it" is the attached permanent.
            kit.rememberObjects({ kind: "Ref", ref: attached });
            return { kind: "AttachedIs", attached, colors: colors.map((c) => kit.colorOf(c.image)!) };
          });
        }),
        alt((): StaticCondition => {
          kit.consume(1, A);
          return kit.or(33, [
            alt((): StaticCondition => {
              // "a library has twenty or fewer cards in it"
              kit.consume(0, Library);
              kit.consume(0, Have);
              const start = kit.LA(1).startOffset;
              const amount = kit.subrule(0, phrases.amount);
              kit.consume(1, Or);
              kit.consume(0, Fewer);
              kit.consume(0, Card);
              kit.consume(0, In);
              kit.consume(0, It);
              return kit.ACTION((): StaticCondition => {
                if (amount.kind !== "Number") kit.problem("CS1035", "Write how many cards at most: 'a library has twenty or fewer cards in it'.", start, kit.lastEnd());
                return { kind: "LibraryAtMost", count: amount.kind === "Number" ? amount.value : 0 };
              });
            }),
            alt((): StaticCondition => {
              // "an artifact card is in your graveyard"
              const start = kit.LA(1).startOffset;
              const filter = kit.subrule(1, phrases.objectNoun);
              kit.consume(1, Is);
              kit.consume(1, In);
              const player = kit.subrule(0, phrases.possessivePlayer);
              kit.consume(0, Graveyard);
              return kit.ACTION((): StaticCondition => {
                if (player.kind !== "You") kit.problem("CS1035", "A static ability's condition looks in its controller's graveyard: write 'is in your graveyard'.", start, kit.lastEnd());
                return { kind: "CardInGraveyard", filter: { ...filter, zone: "graveyard", controller: { kind: "You" } } };
              });
            }),
          ]);
        }),
      ]),
    );

    /** "As long as you control a Giant," */
    const asLongAs = kit.rule("staticModify_asLongAs", (): StaticCondition => {
      kit.consume(0, As);
      kit.consume(0, Long);
      kit.consume(1, As);
      const when = kit.subrule(0, condition);
      kit.consume(0, tokens.Comma);
      return when;
    });

    /** "… as long as you control a Mountain" (after the predicate) */
    const asLongAsAfter = kit.rule("staticModify_asLongAsAfter", (): StaticCondition => {
      kit.consume(0, As);
      kit.consume(0, Long);
      kit.consume(1, As);
      return kit.subrule(0, condition);
    });

    /**
     * "for each enchantment in play", "for each Forest you control", "for each charge counter on ~" (after a
     * power/toughness change): counted again each time the layers compute a view.
     */
    const countersFollow = () => kit.LA(2).tokenType === Counter || kit.LA(1).tokenType === tokens.Plus || kit.LA(1).tokenType === tokens.Minus;
    const forEach = kit.rule("staticModify_forEach", (): StaticCount => {
      kit.consume(0, For);
      kit.consume(0, Each);
      return kit.or(34, [
        {
          GATE: countersFollow,
          ALT: (): StaticCount => {
            const counter = kit.subrule(0, phrases.counterKind);
            kit.consume(0, Counter);
            kit.consume(0, On);
            kit.subrule(0, phrases.selfReference);
            return kit.ACTION((): StaticCount => ({ amount: { kind: "CountersOn", counter, object: { kind: "Self" } } }));
          },
        },
        alt((): StaticCount => {
          const start = kit.LA(1).startOffset;
          const filter = kit.subrule(2, phrases.objectNoun);
          const writtenInPlay = kit.option(31, () =>
            kit.or(35, [
              alt(() => {
                kit.consume(1, In);
                kit.consume(0, InPlay);
                return true;
              }),
              alt(() => {
                kit.consume(1, On);
                kit.consume(0, The);
                kit.consume(0, Battlefield);
                return true;
              }),
            ]),
          );
          return kit.ACTION((): StaticCount => {
            // The object noun takes "in play" itself (`ObjectFilter.inPlayWords`): here the count's words print it.
            const inPlay = writtenInPlay ?? (filter.inPlayWords === true ? true : undefined);
            delete filter.inPlayWords;
            // Cards in a graveyard or a hand too ("for each artifact card in your graveyard", Salvage Slasher): the
            // layers' memo of counts is kept only while every player's zones are the same lists (runtime/continuous.ts)
            if (filter.zone !== "play" && filter.zone !== "graveyard" && filter.zone !== "hand") {
              kit.problem("CS1035", "A static ability counts permanents, or cards in a graveyard or a hand: 'for each Forest you control', 'for each artifact card in your graveyard'.", start, kit.lastEnd());
            }
            if (inPlay !== undefined && filter.controller !== undefined) kit.problem("CS1035", "Count the permanents in play or those a player controls, not both: 'for each Forest you control'.", start, kit.lastEnd());
            const count: StaticCount = { amount: { kind: "CountOf", filter } };
            if (inPlay !== undefined) count.inPlay = true;
            return count;
          });
        }),
      ]);
    });

    const {
      restrictions: [cant, isUnblockable, attacksEachTurn, canBlockOnly, doesntUntap, mustBeBlocked, abilitiesCantBePlayed],
      unless,
    } = restrictionGrammar(kit);

    /** One restriction or several joined by "and": "can't block and is unblockable" */
    const restriction = kit.rule("staticModify_restriction", (): Restriction[] =>
      kit.or(2, [
        alt(() => kit.subrule(0, cant)),
        alt(() => kit.subrule(0, isUnblockable)),
        alt(() => kit.subrule(0, attacksEachTurn)),
        alt(() => kit.subrule(0, canBlockOnly)),
        alt(() => kit.subrule(0, doesntUntap)),
        alt(() => kit.subrule(0, mustBeBlocked)),
        alt(() => kit.subrule(0, abilitiesCantBePlayed)),
      ]),
    );
    // Words a restriction starts with: after "and", one of these is another restriction ("can't block and is
    // unblockable"); anything else ("and has shroud") is the keywords the sentence grants as well.
    const restrictionStarts = new Set(["Cant", "Is", "Are", "Attacks", "Blocks", "Can", "Doesnt", "Must", "Its"].map((name) => kit.word(name)));
    // "…, and its activated abilities can't be activated." (the current wording puts a comma before that one)
    const abilitiesFollow = (at: number) => kit.LA(at).tokenType === kit.word("Its") && kit.LA(at + 1).tokenType === kit.word("Activated");
    const restrictionList = kit.rule("staticModify_restrictions", (): Restriction[] => {
      const all: Restriction[] = [];
      const first = kit.subrule(0, restriction);
      kit.ACTION(() => all.push(...first));
      kit.many(0, {
        GATE: () => (kit.LA(1).tokenType === And && restrictionStarts.has(kit.LA(2).tokenType)) || (kit.LA(1).tokenType === tokens.Comma && kit.LA(2).tokenType === And && abilitiesFollow(3)),
        DEF: () => {
          kit.option(60, () => kit.consume(0, tokens.Comma));
          kit.consume(0, And);
          const part = kit.subrule(1, restriction);
          kit.ACTION(() => all.push(...part));
        },
      });
      return all;
    });

    /** "[you play | your opponents play] cost {N} more/less to play" (current: "cast … to cast") */
    const [Cost, More2, Less, To, Play, Casts, Your, Opponent, You2] = ["Cost", "More", "Less", "To", "Play", "Casts", "Your", "Opponent", "You"].map((name) => kit.word(name));
    const playOrCast = (index: number) => kit.or(20 + index, [alt(() => kit.consume(index, Play)), alt(() => kit.consume(index, Casts))]);
    const costChange = kit.rule("staticModify_costChange", () => {
      const start = kit.LA(1).startOffset;
      const caster =
        kit.option(4, () =>
          kit.or(9, [
            alt((): StaticCostChange["caster"] => {
              kit.consume(0, You2);
              return "You";
            }),
            alt((): StaticCostChange["caster"] => {
              kit.consume(0, Your);
              kit.consume(0, Opponent);
              return "Opponents";
            }),
          ]),
        ) ?? "Any";
      kit.option(5, () => playOrCast(0));
      kit.consume(0, Cost);
      const symbol = kit.consume(0, tokens.ManaSymbol);
      const more = kit.or(10, [alt(() => kit.consume(0, More2) && 1), alt(() => kit.consume(0, Less) && -1)]);
      kit.consume(0, To);
      playOrCast(1);
      return kit.ACTION(() => {
        const amount = /^\{(\d+)\}$/.exec(symbol.image);
        if (amount === null || Number(amount[1]) === 0) {
          kit.problem("CS1035", `A spell's cost changes by generic mana: write '{1} more' or '{2} less', not '${symbol.image}'.`, symbol.startOffset, kit.lastEnd());
        }
        return { caster, generic: (amount === null ? 0 : Number(amount[1])) * more, start };
      });
    });

    const [Are, Tapped, Addition, Their, Its, Other, Type, KeywordWord] = ["Are", "Tapped", "Addition", "Their", "Its", "Other", "Type", "KeywordWord"].map((name) => kit.word(name));
    const [Base, Power, Toughness, Cant, Placed, Puts, Be, Countered] = ["Base", "Power", "Toughness", "Cant", "Placed", "Puts", "Be", "Countered"].map((name) => kit.word(name));
    const [Every, CreatureWord] = ["Every", "TypeWord"].map((name) => kit.word(name));

    /** "every creature type" (after "is"/"are": Runed Stalactite) */
    const everyCreatureType = kit.rule("staticModify_everyCreatureType", (): true => {
      kit.consume(0, Every);
      const creature = kit.consume(0, CreatureWord);
      kit.consume(1, Type);
      kit.ACTION(() => {
        if (kit.cardTypeOf(creature.image) !== "Creature") kit.problem("CS1035", "Only creature types can be had all at once: write 'is every creature type'.", creature.startOffset, kit.lastEnd());
      });
      return true;
    });
    const [Played, Cast] = ["Played", "Casts"].map((name) => kit.word(name));
    /** "1/1", "0/4": power and toughness set (no sign: a change is "+1/+1"). */
    const basePowerToughness = kit.rule("staticModify_basePT", (): { power: number; toughness: number } => {
      const power = kit.consume(0, tokens.NumberLit);
      kit.consume(0, tokens.Slash);
      const toughness = kit.consume(1, tokens.NumberLit);
      return kit.ACTION(() => ({ power: kit.numberValue(power), toughness: kit.numberValue(toughness) }));
    });
    /** "indestructible" after "is"/"are": the keyword, in 2007's words. */
    const indestructible = kit.rule("staticModify_indestructible", (): Keyword[] => {
      const word = kit.consume(0, KeywordWord);
      return kit.ACTION((): Keyword[] => {
        if (word.image.toLowerCase() !== "indestructible") {
          kit.problem("CS1035", `'is ${word.image}' is not how a keyword is granted: write 'has ${word.image}' ('is' goes with 'indestructible' only).`, word.startOffset, kit.lastEnd());
        }
        return ["Indestructible"];
      });
    });
    /** "enchantments in addition to their other types", "an artifact in addition to its other types" */
    const inAddition = kit.rule("staticModify_inAddition", (): CardType[] => {
      kit.option(40, () => kit.consume(1, A));
      const noun = kit.consume(2, TypeWord);
      kit.consume(0, In);
      kit.consume(0, Addition);
      kit.consume(0, To);
      kit.or(43, [alt(() => kit.consume(0, Their)), alt(() => kit.consume(0, Its))]);
      kit.consume(0, Other);
      kit.consume(0, Type);
      return kit.ACTION((): CardType[] => {
        const type = kit.cardTypeOf(noun.image);
        if (type === undefined) {
          kit.problem("CS1035", `'${noun.image}' is not a card type: write 'are enchantments in addition to their other types'.`, noun.startOffset, noun.startOffset + noun.image.length);
          return [];
        }
        return [type];
      });
    });

    const [Protection, From, Chosen, ColorNoun] = ["Protection", "From", "Chosen", "ColorNoun"].map((name) => kit.word(name));
    /** "protection from the chosen color" (the colour chosen as the permanent came into play) */
    const protectionFromChosen = kit.rule("staticModify_protectionFromChosen", (): { kind: "ChosenColor" } => {
      kit.consume(0, Protection);
      kit.consume(0, From);
      kit.consume(0, The);
      kit.consume(0, Chosen);
      kit.consume(0, ColorNoun);
      return { kind: "ChosenColor" };
    });

    /** After "has"/"have": keywords ("flying and first strike"), protection from the chosen colour, or an activated ability in quotes. */
    const granted = kit.rule("staticModify_granted", (): { keywords: Keyword[]; abilities?: QuotedAbility[]; protectionFrom?: { kind: "ChosenColor" } } =>
      kit.or(47, [
        alt(() => {
          const keywords = kit.subrule(5, phrases.keywordList);
          // "have haste and "{1}, Sacrifice this permanent: …"" (Firewake Sliver): keywords, then an ability in quotes
          const ability = kit.option(48, () => {
            kit.consume(48, And);
            const quoted = kit.subrule(48, phrases.quotedAbility);
            kit.ACTION(() => checkGranted(kit, quoted));
            return quoted;
          });
          return ability === undefined ? { keywords } : { keywords, abilities: [ability] };
        }),
        alt(() => ({ keywords: [], protectionFrom: kit.subrule(0, protectionFromChosen) })),
        alt(() => {
          const ability = kit.subrule(0, phrases.quotedAbility);
          kit.ACTION(() => checkGranted(kit, ability));
          return { keywords: [], abilities: [ability] };
        }),
      ]),
    );

    const staticObjects = kit.rule("staticModify", (start: number): StaticNode => {
      const condition = kit.option(0, () => kit.subrule(0, asLongAs)) ?? null;
      const subjectStart = kit.LA(1).startOffset;
      const objects = kit.subrule(0, phrases.objectSet);
      // "Skeleton creatures you control and other Zombie creatures you control get …": a second kind of permanent.
      const andObjects = kit.option(12, () => {
        kit.consume(12, And);
        return kit.subrule(12, phrases.objectSet);
      });
      const subjectEnd = kit.lastEnd();
      const predicate = kit.or(0, [
        alt((): Predicate => {
          kit.consume(0, Gets);
          const change = kit.subrule(0, ptChange);
          // "gets +1/+1 for each Forest you control"
          const count = kit.option(6, () => kit.subrule(0, forEach));
          // "gets +1/+1 and has flying", "gets +2/+2 and attacks each turn if able" (Uncontrollable Anger)
          const more = kit.option(1, () => {
            kit.consume(0, And);
            return kit.or<{ keywords: Keyword[]; abilities?: QuotedAbility[]; protectionFrom?: { kind: "ChosenColor" }; allCreatureTypes?: true } | { restrictions: Restriction[] }>(8, [
              {
                // "gets +1/+1 and is every creature type" (Runed Stalactite)
                GATE: () => kit.LA(1).tokenType === Is && kit.LA(2).tokenType === Every,
                ALT: () => {
                  kit.consume(6, Is);
                  return { keywords: [] as Keyword[], allCreatureTypes: kit.subrule(0, everyCreatureType) };
                },
              },
              {
                // "gets +1/+1 and is indestructible" (2007's wording of "has indestructible")
                GATE: () => kit.LA(1).tokenType === Is && kit.LA(2).image.toLowerCase() === "indestructible",
                ALT: () => {
                  kit.consume(2, Is);
                  return { keywords: kit.subrule(3, phrases.keywordList) };
                },
              },
              alt(() => {
                kit.consume(1, Have);
                return kit.subrule(0, granted);
              }),
              alt(() => ({ restrictions: kit.subrule(1, restrictionList) })),
            ]);
          });
          if (more !== undefined && "restrictions" in more) {
            if (count !== undefined) kit.ACTION(() => kit.problem("CS1035", "A change counted 'for each …' goes with keywords only ('gets +1/+1 for each Plains you control and has flying'), not with a combat restriction.", start, kit.lastEnd()));
            return { restrictions: more.restrictions, change };
          }
          const keywords = more !== undefined && "keywords" in more ? more.keywords : [];
          const abilities = more !== undefined && "keywords" in more ? more.abilities : undefined;
          const predicate: Extract<Predicate, { keywords: Keyword[]; change: StaticModify["change"] }> = { change, keywords };
          if (abilities !== undefined) predicate.abilities = abilities;
          if (more !== undefined && "keywords" in more && more.allCreatureTypes === true) predicate.allCreatureTypes = true;
          if (more !== undefined && "keywords" in more && more.protectionFrom !== undefined) predicate.protectionFrom = more.protectionFrom;
          if (count !== undefined) predicate.count = count;
          return predicate;
        }),
        alt((): Predicate => {
          kit.consume(0, Have);
          return { change: null, ...kit.subrule(1, granted) };
        }),
        alt((): Predicate => ({ cost: kit.subrule(0, costChange) })),
        // "~ is indestructible." / "Other Treefolk you control are indestructible." (2007's "has indestructible")
        alt((): Predicate => {
          kit.or(40, [alt(() => kit.consume(3, Is)), alt(() => kit.consume(0, Are))]);
          return { change: null, keywords: kit.subrule(4, indestructible) };
        }),
        // "All permanents are enchantments in addition to their other types."
        alt((): Predicate => {
          kit.or(41, [alt(() => kit.consume(4, Is)), alt(() => kit.consume(1, Are))]);
          return { change: null, keywords: [], addTypes: kit.subrule(0, inAddition) };
        }),
        // "Equipped creature is every creature type."
        {
          GATE: () => kit.LA(2).tokenType === Every,
          ALT: (): Predicate => {
            kit.or(48, [alt(() => kit.consume(7, Is)), alt(() => kit.consume(6, Are))]);
            return { change: null, keywords: [], allCreatureTypes: kit.subrule(1, everyCreatureType) };
          },
        },
        // "Other creatures are 1/1." (2007)
        alt((): Predicate => {
          kit.or(44, [alt(() => kit.consume(5, Is)), alt(() => kit.consume(2, Are))]);
          return { change: null, keywords: [], setPowerToughness: kit.subrule(0, basePowerToughness) };
        }),
        // "Other creatures have base power and toughness 1/1." (current)
        {
          GATE: () => kit.LA(2).tokenType === Base,
          ALT: (): Predicate => {
            kit.consume(3, Have);
            kit.consume(0, Base);
            kit.consume(0, Power);
            kit.consume(3, And);
            kit.consume(0, Toughness);
            return { change: null, keywords: [], setPowerToughness: kit.subrule(1, basePowerToughness) };
          },
        },
        // "~ can't be countered.", "Creature spells can't be countered." ("Target spell can't be countered." is an
        // effect of a spell or ability: families/counter-spell.)
        {
          GATE: () => objects.kind !== "Targets" && !(objects.kind === "Ref" && objects.ref.kind === "Target"),
          ALT: (): Predicate => {
            kit.consume(1, Cant);
            kit.consume(0, Be);
            kit.consume(0, Countered);
            return { uncounterable: true };
          },
        },
        // "Noncreature spells with converted mana cost 4 or greater can't be played." (current: "can't be cast")
        alt((): Predicate => {
          kit.consume(2, Cant);
          kit.consume(1, Be);
          kit.or(46, [alt(() => kit.consume(0, Played)), alt(() => kit.consume(0, Cast))]);
          return { cantBePlayed: true };
        }),
        // "~ can't have counters placed on it." (current: "put on it")
        alt((): Predicate => {
          kit.consume(0, Cant);
          kit.consume(4, Have);
          kit.consume(0, Counter);
          // 2007 "placed", current "put": the same rule.
          kit.or(45, [alt(() => kit.consume(0, Placed)), alt(() => kit.consume(0, Puts))]);
          kit.consume(0, On);
          kit.consume(0, It);
          return { noCounters: true };
        }),
        // "Artifacts and lands come into play tapped."
        alt((): Predicate => {
          kit.subrule(0, phrases.entersPlay);
          kit.consume(0, Tapped);
          return { entersTapped: true };
        }),
        alt((): Predicate => {
          const restrictions = kit.subrule(0, restrictionList);
          const condition = kit.option(3, () => kit.subrule(0, unless));
          return condition === undefined ? { restrictions } : { restrictions, unless: condition };
        }),
      ]);
      // "Equipped creature is unblockable and has shroud.": a restriction and keywords in one sentence.
      const alsoHas = kit.option(2, () => {
        kit.consume(1, And);
        kit.consume(2, Have);
        return kit.subrule(2, phrases.keywordList);
      });
      // "~ gets +1/+1 as long as you control a Mountain.": the condition after the predicate.
      const conditionAfter = kit.option(7, () => kit.subrule(0, asLongAsAfter));
      return kit.ACTION(() => {
        const when = checkCondition(kit, condition, conditionAfter, objects, start);
        const node = buildStatic(kit, predicate, objects, alsoHas, when, start, subjectStart, subjectEnd);
        if (andObjects !== undefined && node.kind === "StaticCostChange") {
          // "Goblin spells and Rogue spells you play": each kind described by what it is, like the first.
          if (andObjects.kind === "Each" && andObjects.filter.zone === "stack" && andObjects.filter.controller === undefined && andObjects.quantifier === undefined) node.andSpells = andObjects.filter;
          else kit.problem("CS1035", "A cost change names the kinds of spells it changes by what they are: 'Goblin spells and Rogue spells you play cost {1} less to play.'", subjectStart, subjectEnd);
        } else if (andObjects !== undefined) {
          const kinds = (set: ObjectSet) => set.kind === "Each" && set.filter.zone === "play" && set.quantifier === undefined && objects.kind === "Each";
          if (node.kind !== "StaticModify" || !kinds(objects) || !kinds(andObjects)) {
            kit.problem("CS1035", "Two kinds of permanents joined by 'and' get or have something together ('Skeleton creatures you control and other Zombie creatures you control get +1/+1.'): write each kind as a plural description, or write two sentences.", subjectStart, subjectEnd);
          } else node.andObjects = andObjects;
        }
        if (conditionAfter !== undefined && node.kind !== "StaticEntersTapped" && node.kind !== "StaticNoCounters" && node.kind !== "StaticUncounterable" && node.kind !== "StaticCantBePlayed" && node.kind !== "StaticControl") node.conditionLast = true;
        return node;
      });
    });
    /**
     * "All creatures able to block ~ do so." / "… enchanted creature do so." (Lure): a requirement on the blocks of
     * the card itself or what it is attached to (309.1).
     */
    const [AllWord, AbleWord, ToWord, BlockWord, DoWord, SoWord] = ["All", "Able", "To", "Blocks", "Do", "So"].map((name) => kit.word(name));
    const allMustBlock = kit.rule("staticModify_allMustBlock", (start: number): StaticNode => {
      kit.consume(0, AllWord);
      const noun = kit.consume(5, TypeWord);
      kit.consume(0, AbleWord);
      kit.consume(0, ToWord);
      kit.consume(0, BlockWord);
      const subjectStart = kit.LA(1).startOffset;
      const objects = kit.subrule(1, phrases.objectSet);
      const subjectEnd = kit.lastEnd();
      kit.consume(0, DoWord);
      kit.consume(0, SoWord);
      return kit.ACTION((): StaticNode => {
        if (kit.cardTypeOf(noun.image) !== "Creature" || !/s$/i.test(noun.image)) {
          kit.problem("CS1035", `Only creatures block: write 'All creatures able to block … do so.', not '${noun.image}'.`, noun.startOffset, noun.startOffset + noun.image.length);
        }
        if (objects.kind !== "Ref" || (objects.ref.kind !== "Self" && objects.ref.kind !== "Attached")) {
          kit.problem("CS1035", "'All creatures able to block … do so.' is said of the card itself or what it is attached to ('… block ~ do so', '… block enchanted creature do so').", subjectStart, subjectEnd);
        }
        return { kind: "StaticRestriction", condition: null, objects, restrictions: [{ kind: "mustBeBlockedByAll" }], range: kit.rangeFrom(start) };
      });
    });
    /** "You control enchanted creature." */
    const [YouWord, ControlWord] = ["You", "Control"].map((name) => kit.word(name));
    const youControl = kit.rule("staticModify_youControl", (start: number): StaticNode => {
      kit.consume(0, YouWord);
      kit.consume(0, ControlWord);
      const subjectStart = kit.LA(1).startOffset;
      const objects = kit.subrule(2, phrases.objectSet);
      return kit.ACTION((): StaticNode => {
        if (objects.kind !== "Ref" || objects.ref.kind !== "Attached") {
          kit.problem("CS1035", "'You control …' is said of the permanent an Aura is attached to: 'You control enchanted creature.' (to take a permanent once, write 'Gain control of target creature.').", subjectStart, kit.lastEnd());
        }
        return { kind: "StaticControl", condition: null, objects, range: kit.rangeFrom(start) };
      });
    });
    /** "This spell can't be countered." (the current wording of "~ can't be countered.") */
    const [ThisWord, SpellWord, CantWord, BeWord, CounteredWord] = ["This", "Spell", "Cant", "Be", "Countered"].map((name) => kit.word(name));
    const thisSpellUncounterable = kit.rule("staticModify_thisSpellUncounterable", (start: number): StaticNode => {
      kit.consume(0, ThisWord);
      const spell = kit.consume(0, SpellWord);
      kit.consume(0, CantWord);
      kit.consume(0, BeWord);
      kit.consume(0, CounteredWord);
      return kit.ACTION((): StaticNode => {
        if (/s$/i.test(spell.image)) kit.problem("CS1035", "Write 'This spell can't be countered.'", spell.startOffset, spell.startOffset + spell.image.length);
        return { kind: "StaticUncounterable", condition: null, objects: { kind: "Ref", ref: { kind: "Self" } }, range: kit.rangeFrom(start) } as StaticUncounterable;
      });
    });
    return { sentences: [staticObjects, allMustBlock, youControl, thisSpellUncounterable] };
  },
  print: {
    StaticModify: {
      print(node, writer) {
        const self = singularSubject(node.objects);
        const parts: string[] = [];
        const count = node.count === undefined ? "" : ` ${countWords(node.count, writer.cardName, writer.wording)}`;
        if (node.change !== null) parts.push(`${self ? "gets" : "get"} ${signed(node.change.power)}/${signed(node.change.toughness)}${count}`);
        // 2007 printed "is indestructible"; the current wording "has indestructible".
        const is = writer.wording === "2007" && node.keywords.length === 1 && node.keywords[0] === "Indestructible";
        // The quoted ability carries the sentence's period inside its quotes.
        const quoted = (node.abilities ?? []).map((ability) => `"${writer.quotedAbility(ability, grantedSelfWords(node.objects))}"`);
        if (is) parts.push(self ? "is indestructible" : "are indestructible");
        else if (node.keywords.length > 0 || node.protectionFrom !== undefined) {
          const granted = [...node.keywords.map(keywordWord), ...(node.protectionFrom !== undefined ? ["protection from the chosen color"] : [])];
          // "have haste and "{1}, Sacrifice this permanent: …"" (Firewake Sliver): keywords and the quoted ability, one "have"
          const withQuoted = node.protectionFrom === undefined && quoted.length > 0 ? ` and ${quoted.join(" and ")}` : "";
          parts.push(`${self ? "has" : "have"} ${andList(granted, "and")}${withQuoted}`);
          if (withQuoted !== "") quoted.splice(0);
        }
        if (quoted.length > 0) parts.push(`${self ? "has" : "have"} ${quoted.join(" and ")}`);
        if (node.addTypes !== undefined) parts.push(typesInAddition(node.addTypes, self));
        if (node.allCreatureTypes === true) parts.push(`${self ? "is" : "are"} every creature type`);
        if (node.setPowerToughness !== undefined) {
          const { power, toughness } = node.setPowerToughness;
          parts.push(writer.wording === "2007" ? `${self ? "is" : "are"} ${power}/${toughness}` : `${self ? "has" : "have"} base power and toughness ${power}/${toughness}`);
        }
        const printed = sentence(node, writer.cardName, writer.wording, parts.join(" and "));
        return (node.abilities ?? []).length > 0 && node.conditionLast !== true ? printed.slice(0, -1) : printed;
      },
    },
    StaticRestriction: {
      print(node, writer) {
        const self = singularSubject(node.objects);
        // "… and its activated abilities can't be played" closes the list (current: ", and … can't be activated").
        const abilitiesToo = node.restrictions.some((x) => x.kind === "abilitiesCantBePlayed");
        const r = node.restrictions.filter((x): x is Exclude<Restriction, { kind: "abilitiesCantBePlayed" }> => x.kind !== "abilitiesCantBePlayed");
        const kinds = r.map((x) => x.kind);
        let words: string;
        if (kinds.length === 1 && kinds[0] === "mustBeBlockedByAll" && node.objects.kind === "Ref") {
          const subject = node.objects.ref.kind === "Attached" ? attachedNoun(node.objects.ref) : writer.cardName;
          return `All creatures able to block ${subject} do so.`;
        }
        if (kinds.length === 2 && kinds[0] === "cantAttack" && kinds[1] === "cantBlock") words = "can't attack or block";
        else {
          words = r
            .map((x) => {
              switch (x.kind) {
                case "cantAttack":
                  return "can't attack";
                case "cantBlock":
                  return "can't block";
                case "unblockable":
                  if (writer.wording === "current") return "can't be blocked";
                  return self ? "is unblockable" : "are unblockable";
                case "attacksEachTurn":
                  return `${self ? "attacks" : "attack"} each ${writer.wording === "current" ? "combat" : "turn"} if able`;
                case "blocksEachTurn":
                  return `${self ? "blocks" : "block"} each ${writer.wording === "current" ? "combat" : "turn"} if able`;
                case "minimumBlockers":
                  return `can't be blocked except by ${numberWord(x.count)} or more creatures`;
                case "notBlockedBy":
                  return `can't be blocked by ${descriptionsPhrase(x.blockers)}`;
                case "blockedOnlyBy":
                  return `can't be blocked except by ${descriptionsPhrase(x.blockers)}`;
                case "maximumBlockers":
                  return `can't be blocked by more than ${numberWord(x.count)} ${x.count === 1 ? "creature" : "creatures"}`;
                case "blocksOnly":
                  return `can block only ${descriptionsPhrase(x.attackers)}`;
                case "blocksAdditional":
                  return `can block an additional creature${writer.wording === "current" ? " each combat" : ""}`;
                case "cantBlockThose":
                  return `can't block ${descriptionsPhrase(x.attackers)}`;
                case "doesntUntap":
                  return `${self ? "doesn't" : "don't"} untap during ${x.step === "Yours" ? "your" : "its controller's"} untap step`;
                case "mustBeBlocked":
                  return "must be blocked if able";
                case "mustBeBlockedByAll":
                  return "must be blocked by all creatures able to block it";
              }
            })
            .join(" and ");
        }
        if (abilitiesToo) {
          const cant = `its activated abilities can't be ${writer.wording === "2007" ? "played" : "activated"}`;
          words = r.length === 0 ? cant : `${words}${writer.wording === "2007" ? "" : ","} and ${cant}`;
        }
        if (node.keywords !== undefined && node.keywords.length > 0) words += ` and ${self ? "has" : "have"} ${andList(node.keywords.map(keywordWord), "and")}`;
        if (node.unless !== undefined) {
          const who = node.unless.player === "You" ? "you control" : "defending player controls";
          words += ` unless ${who} ${filterPhrase(node.unless.filter, "singular", "a")}`;
        }
        if (node.change !== undefined) words = `${self ? "gets" : "get"} ${signed(node.change.power)}/${signed(node.change.toughness)} and ${words}`;
        return sentence(node, writer.cardName, writer.wording, words);
      },
    },
    StaticControl: {
      print: (node) => `You control ${node.objects.kind === "Ref" && node.objects.ref.kind === "Attached" ? attachedNoun(node.objects.ref) : "enchanted creature"}.`,
    },
    StaticCantBePlayed: {
      print: (node, writer) => sentence(node, writer.cardName, writer.wording, `can't be ${writer.wording === "2007" ? "played" : "cast"}`),
    },
    StaticUncounterable: {
      // The current wording says it of the card as "This spell" (it applies while the card is a spell).
      print: (node, writer) =>
        writer.wording === "current" && node.objects.kind === "Ref" && node.objects.ref.kind === "Self" ? "This spell can't be countered." : sentence(node, writer.cardName, writer.wording, "can't be countered"),
    },
    StaticNoCounters: {
      print: (_node, writer) => `${writer.cardName} can't have counters ${writer.wording === "2007" ? "placed" : "put"} on it.`,
    },
    StaticEntersTapped: {
      print(node, writer) {
        const plural = !singularSubject(node.objects);
        const verb = writer.wording === "2007" ? (plural ? "come into play" : "comes into play") : plural ? "enter the battlefield" : "enters the battlefield";
        return sentence(node, writer.cardName, writer.wording, `${verb} tapped`);
      },
    },
    StaticCostChange: {
      print(node, writer) {
        const verb = writer.wording === "2007" ? "play" : "cast";
        const caster = node.caster === "You" ? ` you ${verb}` : node.caster === "Opponents" ? ` your opponents ${verb}` : "";
        const spells = filterPhrase(node.spells, "plural", "bare") + (node.andSpells !== undefined ? ` and ${filterPhrase(node.andSpells, "plural", "bare")}` : "");
        const words = `${spells}${caster} cost {${Math.abs(node.generic)}} ${node.generic > 0 ? "more" : "less"} to ${verb}`;
        if (node.condition === null) return `${capitalise(words)}.`;
        if (node.conditionLast === true) return `${capitalise(words)} as long as ${conditionWords(node.condition)}.`;
        return `As long as ${conditionWords(node.condition)}, ${words}.`;
      },
    },
  },
  check: { StaticModify: { grantedAbilities: (node) => node.abilities ?? [] }, StaticRestriction: {}, StaticCostChange: {}, StaticEntersTapped: {}, StaticNoCounters: {}, StaticUncounterable: {}, StaticCantBePlayed: {}, StaticControl: {} },
  sentences: [
    { kind: "static", template: "Creatures you control get +N/+N." },
    { kind: "static", template: "Other creatures you control get +N/+N and have flying." },
    { kind: "static", template: "Creatures you control have flying." },
    { kind: "static", template: "~ has protection from the chosen color." },
    { kind: "static", template: 'Enchanted creature has "{T}: This creature deals N damage to target creature or player."' },
    { kind: "static", template: 'White creatures you control have "{T}: You gain N life."' },
    { kind: "static", template: "~ gets +N/+N." },
    { kind: "static", template: "As long as you control an artifact, ~ gets +N/+N and has first strike." },
    { kind: "static", template: "~ can't block." },
    { kind: "static", template: "~ must be blocked if able." },
    { kind: "static", template: "All creatures able to block ~ do so." },
    { kind: "static", template: "~ can't attack or block." },
    { kind: "static", template: "~ is unblockable." },
    { kind: "static", template: "~ attacks each turn if able." },
    { kind: "static", template: "~ blocks each turn if able." },
    { kind: "static", template: "~ can block an additional creature." },
    { kind: "static", template: "Each creature you control can block an additional creature." },
    { kind: "static", template: "Each Goblin you control can't be blocked except by two or more creatures." },
    { kind: "static", template: "Enchanted creature gets +N/+N and has flying." },
    { kind: "static", template: "Enchanted creature can't attack or block." },
    { kind: "static", template: "Enchanted creature can't attack or block and its activated abilities can't be played." },
    { kind: "static", template: "You control enchanted creature." },
    { kind: "static", template: "This spell can't be countered." },
    { kind: "static", template: "Equipped creature gets +N/+N." },
    { kind: "static", template: "Equipped creature is unblockable and has shroud." },
    { kind: "static", template: "Enchanted creature gets +N/+N and attacks each turn if able." },
    { kind: "static", template: "Noncreature spells cost {1} more to play." },
    { kind: "static", template: "Artifact spells you play cost {1} less to play." },
    { kind: "static", template: "~ can't be blocked by Walls." },
    { kind: "static", template: "~ can't be blocked by red creatures." },
    { kind: "static", template: "~ can't be blocked except by Walls and/or creatures with flying." },
    { kind: "static", template: "~ can't be blocked by more than one creature." },
    { kind: "static", template: "~ can block only creatures with flying." },
    { kind: "static", template: "~ can't block creatures without flying." },
    { kind: "static", template: "~ can't attack unless defending player controls an Island." },
    { kind: "static", template: "~ can't attack or block unless you control another Giant." },
    { kind: "static", template: "Enchanted creature doesn't untap during its controller's untap step." },
    { kind: "static", template: "~ doesn't untap during your untap step." },
    { kind: "static", template: "~ gets +N/+N as long as you control another white creature." },
    { kind: "static", template: "~ has haste as long as you control a red creature." },
    { kind: "static", template: "~ has flying as long as an artifact card is in your graveyard." },
    { kind: "static", template: "~ gets +N/+N as long as a library has twenty or fewer cards in it." },
    { kind: "static", template: "~ gets +N/+N as long as you have no cards in hand." },
    { kind: "static", template: "As long as enchanted creature is white, it gets +N/+N and has lifelink." },
    { kind: "static", template: "As long as enchanted creature is green, it gets +N/+N and is indestructible." },
    { kind: "static", template: "~ gets +N/+N for each enchantment in play." },
    { kind: "static", template: "Enchanted creature gets +N/+N for each Forest you control." },
    { kind: "static", template: "Equipped creature gets +N/+N for each charge counter on ~." },
    { kind: "static", template: "~ is indestructible." },
    { kind: "static", template: "Other creatures you control are indestructible." },
    { kind: "static", template: "All permanents are enchantments in addition to their other types." },
    { kind: "static", template: "Artifacts and lands come into play tapped." },
    { kind: "static", template: "Other creatures are 1/1." },
    { kind: "static", template: "~ can't have counters placed on it." },
    { kind: "static", template: "~ can't be countered." },
    { kind: "static", template: "Creature spells can't be countered." },
    { kind: "static", template: "Noncreature spells with converted mana cost N or greater can't be played." },
  ],
};

/** "are enchantments in addition to their other types", "is an artifact in addition to its other types" */
function typesInAddition(types: CardType[], self: boolean): string {
  const nouns = types.map((type) => type.toLowerCase());
  if (self) return `is ${andList(nouns.map((noun) => `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`), "and")} in addition to its other types`;
  return `are ${andList(nouns.map((noun) => `${noun}s`), "and")} in addition to their other types`;
}

/** "Walls and/or creatures with flying" */
function descriptionsPhrase(filters: ObjectFilter[]): string {
  return filters.map((f) => filterPhrase(f, "plural", "bare")).join(" and/or ");
}

/** Whether the subject takes a singular verb: the card itself, what it is attached to, or "Each Wolf you control". */
function singularSubject(objects: ObjectSet): boolean {
  return objects.kind === "Ref" || (objects.kind === "Each" && objects.quantifier === "each");
}

/**
 * "[As long as you control a Giant, ]<subject> <predicate>[ as long as …]." ("As long as enchanted creature is
 * white, it …": the attached permanent is "it" after its condition).
 */
function sentence(node: StaticModify | StaticRestriction | StaticEntersTapped | StaticUncounterable | StaticCantBePlayed, cardName: string, wording: Wording, predicate: string): string {
  const leading = node.condition !== null && node.conditionLast !== true;
  const subject = subjectWords(node.objects, node, cardName, wording, leading) + (node.kind === "StaticModify" && node.andObjects !== undefined ? ` and ${subjectWords(node.andObjects, node, cardName, wording, leading)}` : "");
  if (node.condition === null) return `${capitalise(subject)} ${predicate}.`;
  if (!leading) return `${capitalise(subject)} ${predicate} as long as ${conditionWords(node.condition)}.`;
  return `As long as ${conditionWords(node.condition)}, ${subject} ${predicate}.`;
}

/** One kind of permanent the sentence names, as its subject. */
function subjectWords(objects: ObjectSet, node: StaticModify | StaticRestriction | StaticEntersTapped | StaticUncounterable | StaticCantBePlayed, cardName: string, wording: Wording, leading: boolean): string {
  if (objects.kind === "Ref") {
    if (objects.ref.kind !== "Attached") return cardName;
    return leading && node.condition!.kind === "AttachedIs" ? "it" : attachedNoun(objects.ref);
  }
  if (objects.kind !== "Each") return "";
  return objects.quantifier === "each" ? filterPhrase(objects.filter, "singular", "each", { wording }) : filterPhrase(objects.filter, "plural", objects.quantifier ?? "bare", { wording });
}

/** What an "as long as" clause asks, in words (the same in both wordings). */
function conditionWords(condition: StaticCondition): string {
  switch (condition.kind) {
    case "YouControl":
      return `you control ${filterPhrase(condition.filter, "singular", "a")}`;
    case "CardInGraveyard": {
      const { zone: _zone, controller: _controller, ...card } = condition.filter;
      return `${filterPhrase({ ...card, zone: "play" }, "singular", "a")} card is in your graveyard`;
    }
    case "LibraryAtMost":
      return `a library has ${numberWord(condition.count)} or fewer cards in it`;
    case "AttachedIs":
      return `${attachedNoun(condition.attached)} is ${condition.colors.map((c) => COLOR_NAME[c]).join(" or ")}`;
    case "AttackingAlone":
      return "it's attacking alone";
    case "HandEmpty":
      return "you have no cards in hand";
  }
}

const COLOR_NAME: Record<Color, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** "for each Forest you control", "for each enchantment in play", "for each charge counter on ~" */
function countWords(count: StaticCount, cardName: string, wording: "2007" | "current"): string {
  const amount = count.amount;
  if (amount.kind === "CountersOn") return `for each ${amount.counter} counter on ${cardName}`;
  if (amount.kind !== "CountOf") return "";
  const where = count.inPlay === true ? (wording === "2007" ? " in play" : " on the battlefield") : "";
  return `for each ${filterPhrase(amount.filter, "singular", "bare")}${where}`;
}

export default family;
