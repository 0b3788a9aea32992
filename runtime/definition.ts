/**
 * Card definitions: the contract between compiled card modules and the runtime.
 *
 * The compiler (compiler/) emits one TypeScript module per card that default-exports a `CardDefinition`
 * built with `defineCard`. Its abilities are CODE: `resolve` functions that call the runtime's effect
 * primitives on an `EffectContext`, and replacement effects given as `applies`/`apply` functions. The runtime
 * never sees the card text's AST.
 *
 * Everything the runtime stores in game state is plain data (ids, numbers, strings, filter objects): a
 * definition's functions are looked up by card name and ability index when needed, never stored in state.
 *
 * This module imports nothing from the compiler or grammar (the runtime never depends on them).
 */
import type { FamilyPrimitives } from "../families/runtime.js";

export type PlayerId = string; // "p1", "p2", …
export type ObjectId = string; // "o12"; a new id every time an object changes zones (rule 217.1c, 2007)
export type Chosen = PlayerId | ObjectId;

export type Color = "W" | "U" | "B" | "R" | "G";
/** What a permanent's "As ~ comes into play" abilities chose (ObjectState.chosen). */
export interface EnteringChoices {
  /** "choose a color": "the chosen color" */
  color?: Color;
  /** devour: "the number of creatures it devoured" */
  devoured?: number;
  /** "choose a creature type": "the chosen type" (families/choose-type reads it) */
  creatureType?: string;
  /** "name a card" (201.3): "the chosen name" (families/name-card reads it) */
  name?: string;
}
export type Supertype = "Basic" | "Legendary" | "Snow" | "World";
export type CardType =
  | "Artifact"
  | "Creature"
  | "Enchantment"
  | "Instant"
  | "Land"
  | "Planeswalker"
  | "Sorcery"
  | "Tribal";
export type Keyword =
  | "Flying"
  | "Vigilance"
  | "Haste"
  | "Trample"
  | "Indestructible"
  | "Reach"
  | "First strike"
  | "Defender"
  | "Double strike"
  | "Fear"
  /** 502.17: blocks and is blocked by only creatures with shadow (combat.ts). */
  | "Shadow"
  /** 502.3: a triggered ability (keyword-triggers.ts). */
  | "Flanking"
  | "Shroud"
  /** "can't be the target of spells or abilities your opponents control" (the 2007 wording; stack.ts) */
  | "Hexproof"
  /** "can't be blocked except by two or more creatures" (the current word; continuous.ts `minimumBlockers`) */
  | "Menace"
  | "Plainswalk"
  | "Islandwalk"
  | "Swampwalk"
  | "Mountainwalk"
  | "Forestwalk"
  | "Wither"
  | "Flash"
  /** Split second (Time Spiral; 2007 rules 502.58): a static ability of a spell on the stack (runtime/split-second.ts). */
  | "Split second"
  /** Delve (Future Sight; 2007 rules 502.64): cards removed from the graveyard pay for generic mana (runtime/costs.ts). */
  | "Delve"
  /** Convoke (Ravnica; Future Sight; 2007 rules 502.46): creatures tapped pay for mana (runtime/costs.ts). */
  | "Convoke"
  /** "is every creature type" (a characteristic-defining ability, in every zone: continuous.ts `hasSubtype`) */
  | "Changeling"
  | "Protection from white"
  | "Protection from blue"
  | "Protection from black"
  | "Protection from red"
  | "Protection from green"
  // Triggered abilities under the rules of their time (runtime/keyword-triggers.ts)
  | "Exalted"
  | "Persist"
  | "Lifelink"
  | "Deathtouch"
  // Keywords that change how a card is played (runtime/costs.ts, runtime/keyword-triggers.ts)
  | "Evoke"
  | "Unearth"
  | "Conspire"
  /** Eventide's retrace: the card may be played from its owner's graveyard (runtime/retrace.ts). */
  | "Retrace"
  /** Alara Reborn's cascade: a triggered ability (runtime/keyword-triggers.ts, runtime/cascade.ts). */
  | "Cascade"
  /** Storm (Time Spiral; 2007 rules 502.30): a triggered ability (runtime/keyword-triggers.ts, runtime/copies.ts). */
  | "Storm"
  /** Morningtide's prowl: an alternative cost (`CardDefinition.prowl`). */
  | "Prowl"
  /** Flashback (Time Spiral; 2007 rules 502.23): played from its owner's graveyard for `CardDefinition.flashback`. */
  | "Flashback"
  /** Suspend (Time Spiral; 2007 rules 502.62): `CardDefinition.suspend`, runtime/suspend.ts. */
  | "Suspend"
  /** Kicker (Invasion; Time Spiral block): an optional additional cost, `CardDefinition.kicker` (runtime/costs.ts). */
  | "Kicker"
  /** Buyback (Tempest; Time Spiral block; 2007 rules 502.16): an optional additional cost, `CardDefinition.buyback`. */
  | "Buyback"
  /** Vanishing (Planar Chaos): `CardDefinition.vanishing`, runtime/vanishing.ts. */
  | "Vanishing"
  /** Ripple (Coldsnap; 2007 rules 502.56): `CardDefinition.ripple`, runtime/keyword-triggers.ts and runtime/ripple.ts. */
  | "Ripple"
  /** Fading (Nemesis; 2007 rules 502.21): `CardDefinition.fading`, runtime/fading.ts. */
  | "Fading"
  /** Dredge (Ravnica, Future Sight; 2007 rules 502.47): `CardDefinition.dredge`, runtime/dredge.ts. */
  | "Dredge"
  /** Bushido (Champions of Kamigawa; 2007 rules 502.38): `CardDefinition.bushido`, runtime/keyword-triggers.ts. */
  | "Bushido"
  /** Rampage (Legends; 2007 rules 502.12): `CardDefinition.rampage`, runtime/keyword-triggers.ts. */
  | "Rampage"
  /** Echo and cumulative upkeep: `CardDefinition.echo`, `cumulativeUpkeep` (runtime/upkeep-costs.ts). */
  | "Echo"
  | "Cumulative upkeep"
  /** Madness (Time Spiral; 2007 rules 502.24): `CardDefinition.madness`, runtime/madness.ts. */
  | "Madness"
  /** Morph (Onslaught; Time Spiral block; 2007 rules 502.26, 504): `CardDefinition.morph`, runtime/morph.ts. */
  | "Morph"
  /** Recover (Coldsnap; 2007 rules 502.55): `CardDefinition.recover`, runtime/recover.ts. */
  | "Recover"
  /** Poisonous N (Future Sight; 2007 rules 502.68): one keyword per N, a triggered ability of runtime/keyword-triggers.ts. */
  | PoisonousKeyword;
/** "Poisonous 1" … "Poisonous 10" (ten poison counters lose the game, 420.5: no larger N gives more). */
export type PoisonousKeyword = `Poisonous ${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`;
export type CounterKind = string; // "loyalty", "+1/+1", "-1/-1", …
/** "whileInPlay": a static ability's effect, for as long as the permanent that has it is in play. */
export type Duration = "untilEndOfTurn" | "restOfGame" | "permanent" | "whileInPlay";
export type Zone = "library" | "hand" | "play" | "graveyard" | "stack" | "removed";

/** A mana cost. `x` counts the X symbols ({X}{X} → 2). Generic is the number in braces. */
export interface ManaCost {
  generic: number;
  W: number;
  U: number;
  B: number;
  R: number;
  G: number;
  x: number;
  /** "Spend only black mana on X." (409.1h): X is paid with mana of this colour only. */
  xColor?: Color;
  /**
   * Snow symbols `{S}` (Coldsnap; 2007 rules 104.3h): each one generic mana paid with one mana produced by a snow
   * permanent (any colour or colourless; runtime/mana.ts). Absent when the cost has none. Reductions of generic mana
   * don't affect it.
   */
  snow?: number;
  /**
   * Hybrid symbols, each paid with one mana of any of its `colors`, or (monocoloured hybrid `{2/W}`) with
   * `generic` generic mana instead. Each counts its largest part in the converted mana cost (2007 rules).
   */
  hybrid?: HybridMana[];
}

/** One hybrid symbol: `{G/W}` is `{ colors: ["G", "W"] }`, `{2/W}` is `{ colors: ["W"], generic: 2 }`. */
export interface HybridMana {
  colors: Color[];
  generic?: number;
}

/** Where a definition or ability came from, so that a runtime error leads back to the card text. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

// ---------------------------------------------------------------------------------------------------------
// Filters (plain data, serialisable, evaluated by the runtime)

/**
 * A filter on objects, resolved to concrete players (no "you" here: the compiled code passes
 * `ctx.controller`). All present conditions must hold.
 */
export interface ObjectFilter {
  /** At least one of these card types (empty or absent: any). */
  types?: CardType[];
  /** None of these card types ("noncreature"). */
  excludedTypes?: CardType[];
  /** Default "play" (permanents). */
  zone?: Zone;
  /** Controller for objects in play, owner elsewhere. A list means any of them. */
  controller?: PlayerId | PlayerId[];
  /** Exclude this object ("another target …"). */
  exclude?: ObjectId;
  /** Converted mana cost at most this. */
  manaValueAtMost?: number;
  // Composed parts (runtime/filters.ts matches them, against the object's current characteristics).
  /** At least one of these colours ("black creature"). */
  colors?: Color[];
  /** None of these colours ("nonblack"). */
  excludedColors?: Color[];
  /** "colorless" (no colour), "monocolored" (exactly one), "multicolored" (two or more): how many colours it has. */
  colorCount?: "colorless" | "monocolored" | "multicolored";
  /** At least one of these subtypes ("Goblin creatures"). */
  subtypes?: string[];
  /** None of these subtypes ("non-Elf"). */
  excludedSubtypes?: string[];
  /** Every one of these supertypes ("basic land"). */
  supertypes?: Supertype[];
  /** None of these supertypes ("nonbasic"). */
  excludedSupertypes?: Supertype[];
  /** Tapped (true) or untapped (false). */
  tapped?: boolean;
  /** "nontoken" (false): not a token (216.2 of 2007). */
  token?: boolean;
  /** Attacking, blocking, or either, in the combat of this turn. */
  /** "unblocked": an attacking creature no creature blocks, once blockers are declared (the declare blockers step, 309 of 2007). */
  /** "blocked" (Tattermunge Witch's "each blocked creature"): an attacking creature that was blocked (it stays so when its blockers leave). */
  combat?: "attacking" | "blocking" | "attackingOrBlocking" | "unblocked" | "blocked";
  /** "with a counter on it": at least one counter of this kind on the permanent ("": of any kind). */
  withCounter?: string;
  /** Every one of these keyword abilities ("with flying"). */
  keywords?: Keyword[];
  /** Every one of these card types too ("artifact creature": `types` ["Creature"], `requiredTypes` ["Artifact"]). */
  requiredTypes?: CardType[];
  /** None of these keyword abilities ("without flying"). */
  excludedKeywords?: Keyword[];
  /** Power, toughness or converted mana cost compared with a number ("with power 2 or less"). */
  compare?: StatComparison[];
  /** Not controlled by this player (owned, outside play): "you don't control". */
  controllerNot?: PlayerId;
  /** "a card named Empyrial Archangel": the object's name (201.2). */
  named?: string;
  /** Its mana cost has {X}: "with {X} in their mana costs" (asked of cards and spells: the definition's cost). */
  xInManaCost?: boolean;
  /** "with a single target": a spell or ability on the stack with exactly one target chosen (its stack item's). */
  singleTarget?: boolean;
  /** "that was dealt damage this turn": a permanent some source dealt damage to this turn (runtime/turn-record.ts). */
  dealtDamageThisTurn?: boolean;
}

/** "power 2 or less" → `{ stat: "power", atMost: 2 }`; "toughness 4 or greater" → `{ stat: "toughness", atLeast: 4 }`. */
export interface StatComparison {
  stat: "power" | "toughness" | "manaValue";
  atMost?: number;
  atLeast?: number;
}

export interface TargetSpec {
  /** Minimum and maximum number of chosen targets ("up to two" = 0..2). */
  min: number;
  max: number;
  /** Players may be chosen. */
  players: boolean;
  /** Only the controller's opponents may be chosen among the players ("target opponent"). */
  opponents?: boolean;
  /**
   * Objects may be chosen if they match. Absent: no objects. `exclude: "self"` is expressed by `other`. `controller`:
   * the ability's controller, an opponent of them, or (a triggered ability's "target land that player controls")
   * the player its trigger event names.
   */
  objects?: Omit<ObjectFilter, "controller" | "exclude"> & { controller?: "you" | "opponent" | "triggeringPlayer"; other?: boolean };
  /** 409.1d: the amount divided among the chosen targets as the spell is played (a number, or the spell's X). */
  divide?: number | "X";
  /**
   * 409.1c: "another target creature" / "a third target creature or player" after earlier targets: no object or
   * player chosen for an earlier group of the spell or ability may be chosen for this one.
   */
  distinct?: true;
}

// ---------------------------------------------------------------------------------------------------------
// Abilities

export interface AbilityBase {
  /** The ability's printed text (2007 wording), for display and logs. */
  text: string;
  /** The card-file position of the ability. */
  source?: SourceLocation;
}

/** Costs of activated abilities. A loyalty ability's cost is `loyalty` (212.9f). */
export interface ActivationCost {
  mana?: ManaCost;
  tap?: boolean;
  /** `{Q}`: untap this permanent (it must be tapped). */
  untap?: boolean;
  /** The costs in words, paid with the rest in full before the ability is on the stack (409.1h; runtime/costs.ts). */
  parts?: CostPartDefinition[];
  /** When it may be played (activation restrictions). */
  restriction?: ActivationRestrictionDefinition;
  /**
   * "hand": played from its owner's hand, not in play (cycling: its cost discards the card); "graveyard": from
   * its owner's graveyard (unearth). Absent: in play.
   */
  zone?: "hand" | "graveyard";
  /** +N adds N loyalty counters, −N removes N; "-X" removes X (X chosen on activation). 0 is `0`. */
  loyalty?: number | "-X";
}

/**
 * A cost in words. `filter` is over the activating player's own permanents (what they may sacrifice or tap);
 * `self` means the permanent whose ability it is.
 */
export type CostPartDefinition =
  /**
   * `more`: the other permanents of one list, each group fitting its own filter ("Sacrifice a green creature, a
   * white creature, and a blue creature"): different permanents pay the groups (409.1h).
   */
  | { kind: "sacrifice"; self?: boolean; count: number; filter?: TargetSpec["objects"]; more?: { count: number; filter?: TargetSpec["objects"] }[] }
  /** `filter`: "Discard a land card": only the cards of the player's hand that fit may be discarded. */
  | { kind: "discard"; count: number; hand?: boolean; self?: boolean; filter?: TargetSpec["objects"] }
  | { kind: "payLife"; amount: number }
  /** "Reveal two cards from your hand that share a color": `count` cards of the player's hand with a colour in common. */
  | { kind: "revealSharingColor"; count: number }
  /** "Remove an Elf card in your graveyard from the game": `count` cards of the player's graveyard that fit. */
  | { kind: "exileFromGraveyard"; count: number; filter?: TargetSpec["objects"] }
  | { kind: "removeCounters"; count: number; counter: CounterKind }
  /** `on`: "Put a -1/-1 counter on a creature you control": on one permanent of the player's that fits; else on the source. */
  | { kind: "putCounters"; count: number; counter: CounterKind; on?: TargetSpec["objects"] }
  | { kind: "tapUntapped"; count: number; filter?: TargetSpec["objects"] }
  /** "Return two Islands you control to their owner's hand": `count` permanents of the player's that fit (Fathom Seer's morph cost). */
  | { kind: "returnToHand"; count: number; filter?: TargetSpec["objects"] };

/** `sorcery`: only when a sorcery could be played; `perTurn`: at most that many times each turn; `during`. */
export interface ActivationRestrictionDefinition {
  sorcery?: boolean;
  perTurn?: number;
  during?: "yourTurn" | "yourUpkeep";
  /** "only if you control two or more black permanents": at least `atLeast` of its controller's permanents match `filter` */
  ifYouControl?: { atLeast: number; filter?: TargetSpec["objects"] };
  /** "Any player may play this ability.": any player may play it (and controls it on the stack), not only the permanent's controller. */
  anyPlayer?: boolean;
}

export interface ActivatedAbilityDefinition extends AbilityBase {
  kind: "activated";
  cost: ActivationCost;
  /** A mana ability (605 of later rules; 2007: 406): doesn't use the stack, may be played while paying. */
  mana?: boolean;
  targets: TargetSpec[];
  resolve(ctx: EffectContext): void;
  /** Played only as a sorcery (Equip: its controller's main phase, with an empty stack). Optional, additive. */
  sorcerySpeed?: boolean;
  /** A cycling ability (502.18): playing it is cycling the card ("When you cycle ~", runtime/events.ts `cycled`). */
  cycling?: boolean;
}

/**
 * What a triggered ability waits for: the events of the trigger families (families/runtime.ts), or a trigger
 * condition written in code (a triggered ability's escape-hatch block, `TriggeredBlock.triggersOn`).
 */
export type TriggerEvent =
  | import("../families/runtime.js").FamilyTriggerEvent
  | { kind: "gameEvent"; triggersOn(event: TriggeringEvent, ctx: StaticContext): boolean };

/**
 * What a trigger condition written in code is asked about (410.1 of 2007: an ability triggers when its event
 * happens): each object coming into play (after it is in play, 410.10a: "comes into play" abilities look at the
 * permanent as it is then) and each permanent leaving play (410.10c: looked at as it was, its last known
 * information). `controller` is the permanent's controller as it came into play or before it left.
 */
export type TriggeringEvent =
  | { kind: "entersPlay"; object: ObjectId; controller: PlayerId }
  | { kind: "leavesPlay"; object: ObjectId; controller: PlayerId };

export interface TriggeredAbilityDefinition extends AbilityBase {
  kind: "triggered";
  trigger: TriggerEvent;
  targets: TargetSpec[];
  resolve(ctx: EffectContext): void;
  /**
   * 410.11 (2007) an intervening "if" clause ("When …, if …, …"): the ability triggers only if it holds as the
   * event happens, and does nothing unless it still holds as it resolves (runtime/intervening-if.ts checks both).
   * Optional, additive.
   */
  interveningIf?: InterveningIf;
  /**
   * 406 (2007): a triggered mana ability ("Whenever enchanted land is tapped for mana, its controller adds {G}{G}
   * …": triggered by a mana ability, no target, adds mana): it resolves at once, without the stack (events.ts).
   */
  manaAbility?: true;
  /**
   * "graveyard": the ability functions only while its card is in its owner's graveyard, because its effect returns
   * the card from there ("At the beginning of your upkeep, you may return Squee, Goblin Nabob from your graveyard to
   * your hand."); events.ts offers it the events of its kind there, and never in play. Absent: in play. Optional, additive.
   */
  zone?: "graveyard";
}

/** The conditions of intervening "if" clauses (runtime/intervening-if.ts), as plain data. */
export type InterveningIf =
  /** "if its evoke cost was paid" / "if its conspire cost was paid": the ability's source was played for it. */
  | { kind: "costPaid"; cost: "evoke" | "conspire" | "prowl" | "kicker" }
  /** "if ~ is untapped" / "if ~ is tapped" */
  | { kind: "selfTapped"; tapped: boolean }
  /** "if you have no cards in hand", "if that player has two or fewer cards in hand" ("triggering": the event's player) */
  | { kind: "cardsInHand"; player: "you" | "triggering"; atMost: number }
  /** "if you control a creature with power 5 or greater": the filter's permanents controlled by the ability's controller */
  /** `atLeast` permanents of the filter (absent: one) controlled by the ability's controller. */
  | { kind: "youControl"; filter: ObjectFilter; atLeast?: number }
  /** "if it had a -1/-1 counter on it": the event's object, as it last existed (a permanent put into a graveyard) */
  /** `self`: the ability's source as it last was ("When ~ dies, if it had no time counters on it"); `none`: had none. */
  | { kind: "triggeringHadCounter"; counter: CounterKind; none?: boolean; self?: boolean }
  /** "if twenty or more creature cards are in your graveyard": at least that many cards of the filter in the controller's graveyard */
  | { kind: "cardsInGraveyard"; atLeast: number; filter: ObjectFilter }
  /** "if an opponent lost 3 or more life this turn": some opponent of the controller (runtime/turn-record.ts, from the turn's log) */
  | { kind: "opponentLostLife"; atLeast: number }
  /** "if an opponent controls more lands than you": some opponent controls more of the filter's permanents than the controller */
  | { kind: "opponentControlsMore"; filter: ObjectFilter };

/** Characteristic-defining and other static abilities that are not replacement effects. */
export interface StaticAbilityDefinition extends AbilityBase {
  kind: "static";
  /** Power/toughness defined by a characteristic ("equal to your life total"). Evaluated continuously. */
  /** A stat left out ("~'s toughness is equal to …": the power printed) keeps the value before 6a. */
  powerToughness?(ctx: StaticContext): { power?: number; toughness?: number };
  /** The continuous effect the permanent generates while in play (from an escape-hatch block: `StaticBlock`). */
  continuous?: StaticBlock;
  /**
   * The continuous effect the permanent generates while in play, written as a sentence ("Creatures you control get
   * +1/+1.", "Other Goblin creatures get +1/+1 and have mountainwalk.", "~ can't block."): applied in the layer
   * system (runtime/continuous.ts, 418.5) to the objects `affected` names at each moment, while `condition` holds.
   */
  effect?: StaticEffectDefinition;
  /** "Spend only black mana on X.": the one colour that may pay the spell's {X} (folded into `ManaCost.xColor`). */
  spendOnlyOnX?: Color;
  /** "Noncreature spells cost {1} more to play.": a change of what spells cost while the permanent is in play. */
  costChange?: SpellCostChange;
  /** "As an additional cost to play ~, sacrifice a creature.": paid as the spell is played (runtime/additional-costs.ts). */
  additionalCost?: AdditionalCostDefinition;
  /**
   * "You have shroud.", "You have no maximum hand size.", "Players can't search libraries.", "You can't play creature
   * spells.": a rule about players while the permanent is in play (runtime/player-rules.ts).
   */
  playerRule?: PlayerRuleDefinition;
  /**
   * "~ can't be countered." (the card itself, while it is a spell) / "Creature spells can't be countered." (the
   * spells `spells(ctx)` describes, while the permanent is in play): effects that counter spells leave them on the
   * stack (runtime/uncounterable.ts). Being countered on resolution for illegal targets (413.2a) still happens.
   */
  uncounterable?: { spells?(ctx: StaticContext): ObjectFilter };
  /** "~ can't be the target of blue or black spells.": the spells (on the stack) that can't target it (runtime/stack.ts). */
  untargetableBy?: ObjectFilter;
}

/**
 * A rule a static ability makes about players (runtime/player-rules.ts): which players (the ability's controller,
 * every player, or the controller's opponents) and what: they can't be the target of spells or abilities (shroud),
 * they have no maximum hand size (314.1's discard doesn't happen), they can't search libraries, or they can't play
 * spells matching `spells(ctx)` (matched against the card as the spell it would become).
 */
export type PlayerRuleDefinition =
  | {
      players: "you" | "each" | "opponents";
      rule: "shroud" | "noMaximumHandSize" | "cantSearchLibraries" | "cantGainLife" | "damageCantBePrevented" | "damageAsWither" | "cantLoseGame" | "cantWinGame" | "playLandsFromGraveyard" | "manaPoolsDontEmpty";
      /** "You can't lose the game and your opponents can't win the game.": a second rule of the same sentence. */
      and?: PlayerRuleDefinition;
    }
  | { players: "you" | "each" | "opponents"; rule: "cantPlay"; spells(ctx: StaticContext): ObjectFilter }
  /** "Each player can't play more than one spell each turn.": no more spells once the player has played `most` this turn. */
  | { players: "you" | "each" | "opponents"; rule: "spellsEachTurn"; most: number }
  /** "Untap all permanents you control during each other player's untap step.": the permanents `permanents(ctx)` describes. */
  | { players: "you" | "each" | "opponents"; rule: "untapDuringOthers"; permanents(ctx: StaticContext): ObjectFilter }
  /** "Players can't untap more than one creature during their untap steps.": at most `most` of those permanents untap. */
  | { players: "you" | "each" | "opponents"; rule: "untapAtMost"; most: number; permanents(ctx: StaticContext): ObjectFilter }
  /**
   * 502.7 of a player: "You have protection from the chosen name." (Runed Halo): spells and abilities of sources
   * `sources(ctx)` describes can't target the player, and their damage to the player is prevented. The sources are
   * matched in any zone (a spell, a permanent, a card).
   */
  | { players: "you" | "each" | "opponents"; rule: "protection"; sources(ctx: StaticContext): ObjectFilter }
  /**
   * "Activated abilities of sources with the chosen name can't be played unless they're mana abilities." (Pithing
   * Needle): no player can play an activated ability of an object `sources(ctx)` describes, unless it is a mana
   * ability; `anyZone`: wherever the object is (cycling from a hand too; else a permanent in play).
   */
  | { players: "you" | "each" | "opponents"; rule: "cantActivate"; sources(ctx: StaticContext): ObjectFilter; anyZone: boolean };

/**
 * An additional cost to play a spell (409.1b/409.1h of 2007), over the permanents (or, for a reveal, the hand
 * cards) `objects(ctx)` names, the context being the spell's with the player playing it as its controller.
 */
export type AdditionalCostDefinition =
  /** "sacrifice a creature" (`count` of them); "sacrifice all creatures you control" (`all`: every one that fits) */
  | { kind: "sacrifice"; count: number; all?: boolean; objects(ctx: StaticContext): ObjectFilter }
  /** "return a creature you control to its owner's hand" */
  | { kind: "returnToHand"; count: number; objects(ctx: StaticContext): ObjectFilter }
  /** "put a -1/-1 counter on a creature you control" */
  | { kind: "putCounter"; counter: CounterKind; objects(ctx: StaticContext): ObjectFilter }
  /** "reveal an Elf card from your hand or pay {3}" */
  | { kind: "revealOrPay"; objects(ctx: StaticContext): ObjectFilter; mana: ManaCost };

/**
 * "Artifact spells you play cost {1} less to play." (runtime/cost-changes.ts, 409.1f of 2007): the spells it
 * changes (a filter made from the ability's context, matched against the card as it is played), whose spells
 * ("any", the ability's controller's, or that player's opponents'), and the change of the generic part (positive:
 * more; negative: less), while `condition` holds.
 */
export interface SpellCostChange {
  spells(ctx: StaticContext): ObjectFilter;
  /** "Goblin spells and Rogue spells": a second kind of spell; a spell of either kind (or both) is changed, once. */
  andSpells?(ctx: StaticContext): ObjectFilter;
  caster: "any" | "you" | "opponents";
  generic: number;
  condition?(ctx: StaticContext): boolean;
}

/**
 * The objects a static ability affects, worked out at each moment by one function (continuous.ts
 * `staticAffects`): the permanent itself ("~ gets +1/+1"), or every permanent matching a filter made from the
 * ability's context (its controller now, the permanent itself for "other").
 */
export type StaticObjectSet =
  | { kind: "Ref"; ref: StaticObjectRef }
  | { kind: "Each"; filter(ctx: StaticContext): ObjectFilter }
  /** "Skeleton creatures you control and other Zombie creatures you control": the permanents any of the filters fits. */
  | { kind: "AnyOf"; filters: ((ctx: StaticContext) => ObjectFilter)[] };

/**
 * One object a static ability names: the permanent that has it, or the permanent it (an Aura or Equipment) is
 * attached to ("enchanted creature", runtime/attachments.ts).
 */
export type StaticObjectRef = { kind: "Self" } | { kind: "Attached" };

/**
 * What a static ability does to the objects it affects (418.5 of 2007): its layer 4 card types, its layer 5
 * keywords, its power/toughness change (sublayer 6d: static abilities that modify P/T apply after counters), and
 * the combat restrictions it imposes (runtime/combat.ts).
 */
export interface StaticEffectDefinition {
  affected: StaticObjectSet;
  /** "As long as you control a Giant, …": the effect applies only while this holds (asked at each moment). */
  condition?(ctx: StaticContext): boolean;
  /** Layer 2: the permanent's controller controls the objects ("You control enchanted creature."). */
  control?: boolean;
  addTypes?: CardType[];
  /** Layer 4: every creature type ("Equipped creature … is every creature type."). */
  allCreatureTypes?: boolean;
  keywords?: Keyword[];
  /**
   * Layer 5: protection from the colour chosen as the permanent came into play ("~ has protection from the chosen
   * color.", Voice of All: `ObjectState.chosen`), added to `keywords` as its effect starts.
   */
  protectionFromChosenColor?: boolean;
  /** Layer 6b: power and toughness set ("Other creatures are 1/1."). */
  setPower?: number;
  setToughness?: number;
  power?: number;
  toughness?: number;
  /**
   * "gets +1/+1 for each Forest you control": the power/toughness change applies this many times, counted again
   * each time the layers compute a view (continuous.ts `staticTimes`).
   */
  count?(ctx: StaticContext): number;
  restrictions?: CombatRestriction[];
  /**
   * 'Enchanted creature has "{T}: …"': activated abilities the affected objects have (abilities added, 418.5a of
   * 2007), played as their own (runtime/granted-abilities.ts): `ctx.self` in them is the object that has one.
   */
  abilities?: ActivatedAbilityDefinition[];
  /**
   * 'Enchanted creature has "Whenever this creature deals damage to an opponent, draw a card."': triggered abilities
   * the affected objects have (418.5a of 2007), offered the events of the object that has one
   * (runtime/granted-abilities.ts): `ctx.self` in them is that object.
   */
  triggers?: TriggeredAbilityDefinition[];
}

/**
 * Combat rules a static ability imposes on the objects it affects (combat.ts checks them as attackers and
 * blockers are declared): "can't attack", "can't block", "is unblockable", "attacks each turn if able",
 * "can't be blocked except by N or more creatures".
 */
export type CombatRestriction =
  | { kind: "cantAttack"; unlessDefendingControls?: ObjectFilter }
  | { kind: "cantBlock" }
  | { kind: "unblockable" }
  | { kind: "attacksEachTurn" }
  // Requirements on blocks (309.1, 500.3–500.5; combat.ts `blockRequirementsError`): "~ must be blocked if able.",
  // "All creatures able to block ~ do so." (Lure), and of the blocker, "~ blocks each turn if able." / "Target creature
  // blocks this turn if able."
  | { kind: "blocksEachTurn" }
  // "Target creature blocks target creature this turn if able." (Hunt Down): it blocks that attacker if able.
  | { kind: "blocksObject"; attacker: ObjectId }
  // "~ can block an additional creature." (Lairwatch Giant, High Ground; "… this turn" from a spell): one more
  // attacker it may block, for each (309.2a of 2007 as such effects change it; combat.ts `blockCapacity`).
  | { kind: "blocksAdditional" }
  | { kind: "mustBeBlocked" }
  | { kind: "mustBeBlockedByAll" }
  | { kind: "minimumBlockers"; count: number }
  // Blocking restrictions that name blockers or attackers by their characteristics (runtime/block-restrictions.ts):
  // "can't be blocked by Walls", "… except by creatures with flying", "… by more than one creature", "can block
  // only creatures with flying", "can't block creatures without flying". A list of filters: any of them.
  | { kind: "notBlockedBy"; blockers: ObjectFilter[] }
  | { kind: "blockedOnlyBy"; blockers: ObjectFilter[] }
  | { kind: "maximumBlockers"; count: number }
  | { kind: "blocksOnly"; attackers: ObjectFilter[] }
  | { kind: "cantBlockThose"; attackers: ObjectFilter[] }
  // "Target creature can't block ~ this turn" (Duct Crawler): that one attacker.
  | { kind: "cantBlockObject"; attacker: ObjectId }
  // Not a combat rule but asked the same way: "doesn't untap during its controller's untap step" (502.2: the untap
  // step, runtime/turn.ts, leaves the permanent tapped).
  | { kind: "doesntUntap" }
  // Not a combat rule either: "its activated abilities can't be played" (Prison Term): none of the permanent's
  // activated abilities, mana abilities included, can be played (409.1; stack.ts `abilityPlayError`, mana.ts).
  | { kind: "abilitiesCantBePlayed" };

/**
 * Replaceable events (419). The runtime builds one of these whenever such an event is about to happen,
 * offers it to every applicable replacement effect (each at most once per event; 419.9 ordering by the
 * affected player or controller of the affected object), then performs the final event.
 *
 * `byEffect` is false when the event is part of paying a cost (212.9f loyalty costs): replacement effects
 * with `effectsOnly` ("if an effect would …") do not apply then.
 */
export type ReplaceableEvent =
  | { kind: "damage"; source: ObjectId; recipient: Chosen; amount: number; combat: boolean; byEffect: boolean }
  | { kind: "createTokens"; controller: PlayerId; count: number; token: TokenDefinition; byEffect: boolean }
  /**
   * Counters being placed, including the counters an object comes into play with (`entering: true`).
   * `controller` (optional, additive): the player who controls the object once the counters are on it; for
   * `entering: true` the object is not in play yet, so this is the player it comes into play under
   * (Doubling Season's "a permanent you control" must check it). Absent: the object's current controller.
   */
  | {
      kind: "putCounters";
      object: ObjectId;
      counter: CounterKind;
      count: number;
      entering: boolean;
      byEffect: boolean;
      controller?: PlayerId;
    }
  /** An object is about to come into play; replacement effects may add counters it comes into play with. */
  | {
      kind: "entersPlay";
      object: ObjectId;
      controller: PlayerId;
      counters: Record<CounterKind, number>;
      tapped: boolean;
      byEffect: boolean;
      /**
       * The X of the spell that resolves into this permanent ("comes into play with X +1/+1 counters on it": the X
       * announced as it was played, 409.1b); 0 when it comes into play any other way (X of a card's mana cost is 0
       * anywhere but on the stack).
       */
      x: number;
      /** "comes into play as a copy of that creature" (Clone): the object it copies (418.5a, layer 1). */
      copyOf?: ObjectId;
      /** What its "As ~ comes into play" abilities chose (a colour; how many creatures it devoured); kept on the permanent. */
      chosen?: EnteringChoices;
    }
  /**
   * A permanent is about to be destroyed (by an effect, or by lethal damage as a state-based effect: `byEffect`
   * false). 419.6b: a regeneration shield replaces it (`regenerate` true: it is tapped, its damage removed and
   * it is removed from combat instead); `canRegenerate` false when an effect says it "can't be regenerated".
   */
  | { kind: "destroy"; object: ObjectId; byEffect: boolean; canRegenerate: boolean; regenerate: boolean }
  /**
   * A player is about to draw one card (each card drawn is its own event, 2007 glossary "Draw"); `count`: how many
   * cards are drawn instead ("If you would draw a card, draw two cards instead.": 419.6). Offered only while some
   * definition seen replaces draws (runtime/replacement.ts `mayBeReplaced`).
   */
  | { kind: "drawCard"; player: PlayerId; count: number; byEffect: boolean }
  /** A player is about to gain `amount` life ("… you gain twice that much life instead."), offered likewise. */
  | { kind: "gainLife"; player: PlayerId; amount: number; byEffect: boolean };

export type ReplaceableEventKind = ReplaceableEvent["kind"];

export interface ReplacementAbilityDefinition<K extends ReplaceableEventKind = ReplaceableEventKind>
  extends AbilityBase {
  kind: "replacement";
  /** Which event kind this replacement effect watches. */
  event: K;
  /** "If an effect would …": does not apply to events that are part of paying a cost. */
  effectsOnly: boolean;
  /** Whether this effect applies to the event. `ctx` is the context of the permanent that has the ability. */
  applies(event: Extract<ReplaceableEvent, { kind: K }>, ctx: StaticContext): boolean;
  /** A prevention effect (419.6a: "Prevent all damage that would be dealt to ~."): none applies while damage can't be prevented. */
  prevents?: boolean;
  /** Its `apply` names the damage event's recipient permanent as "that creature" (`ctx.triggeringObjects()`; Vigor). */
  bindsRecipient?: boolean;
  /** The modified event. May ask a decision through ctx.choose (e.g. an optional redirection). */
  apply(event: Extract<ReplaceableEvent, { kind: K }>, ctx: EffectContext): Extract<ReplaceableEvent, { kind: K }>;
}

/** The text of an instant or sorcery. */
export interface SpellDefinition extends AbilityBase {
  targets: TargetSpec[];
  /** A modal spell's modes ("Choose one — …"; runtime/modes.ts). */
  modes?: ModesDefinition;
  resolve(ctx: EffectContext): void;
}

/**
 * A modal spell's modes (2007 409.1b): how many are chosen (`min`..`max`), and for each mode its text (what a
 * player chooses by) and the indices of the spell's targets that mode declares. `resolve` runs the chosen ones
 * (`ctx.modeChosen(i)`).
 */
export interface ModesDefinition {
  min: number;
  max: number;
  modes: { text: string; targets: number[] }[];
}

export type AbilityDefinition =
  | ActivatedAbilityDefinition
  | TriggeredAbilityDefinition
  | StaticAbilityDefinition
  | ReplacementAbilityDefinitions
  | BlockAbilityDefinition;

/**
 * One replacement-ability type per kind of replaceable event, each with its own event's type (a discriminated
 * union, so a card's `applies`/`apply` are checked against their kind). Mapped over `ReplaceableEventKind`, so a
 * new kind of event is a kind a card module may watch without a second list to keep in step.
 */
type ReplacementAbilityDefinitions = { [K in ReplaceableEventKind]: ReplacementAbilityDefinition<K> }[ReplaceableEventKind];

// ---------------------------------------------------------------------------------------------------------
// Escape-hatch blocks of triggered, static and replacement abilities
//
// A fenced ```ts block under an ability line is the body of a function. Under an activated or loyalty ability and
// an instant's or sorcery's text it is the body of `resolve(ctx: EffectContext): void`. Under any other ability it
// is the body of a function without parameters that returns the ability's parts, one contract per kind below; the
// compiled card holds it as a `BlockAbilityDefinition`, and the engine calls the function the first time a game
// looks the card up (never while checking, building, or in an editor), then uses the parts as it uses the same
// parts written in sentences.

/**
 * A triggered ability's block: what the text could not say. `triggersOn` when the grammar does not know the
 * trigger (the line is then kept as text only), `resolve` when it does not know the effect; both when it knows
 * neither. A part the grammar knew comes from the line and must not be given again.
 */
export interface TriggeredBlock {
  /** Whether this game event triggers the ability. `ctx` is the context of the permanent that has it. */
  triggersOn?(event: TriggeringEvent, ctx: StaticContext): boolean;
  /** What the ability does as it resolves. */
  resolve?(ctx: EffectContext): void;
}

/**
 * A static ability's block: the continuous effect it generates while its permanent is in play (418.5: applied in
 * the layer system, in the timestamp order of the permanents that have them). `affected` is worked out against
 * each permanent in play as the layers before the effect's own have made it; a relative controller is relative to
 * the controller of the permanent that has the ability.
 */
export interface StaticBlock {
  affected: {
    types?: CardType[];
    excludedTypes?: CardType[];
    controller?: "you" | "opponent";
    /** "other": not the permanent that has the ability. */
    other?: boolean;
  };
  /** Layer 4: card types added. */
  addTypes?: CardType[];
  /** Layer 5: keywords granted. */
  keywords?: Keyword[];
  /** Sublayer 6d (2007: static abilities that modify P/T, after counters): power and toughness modified ("+1/+1"). */
  power?: number;
  toughness?: number;
}

/**
 * A replacement effect's block (419): which kind of event it watches, whether it applies to an event, and the
 * modified event. `effectsOnly` (default false) is "If an effect would …": it does not apply to an event that is
 * part of paying a cost.
 */
export type ReplacementBlock = {
  [K in ReplaceableEventKind]: {
    event: K;
    effectsOnly?: boolean;
    applies(event: Extract<ReplaceableEvent, { kind: K }>, ctx: StaticContext): boolean;
    apply(event: Extract<ReplaceableEvent, { kind: K }>, ctx: EffectContext): Extract<ReplaceableEvent, { kind: K }>;
  };
}[ReplaceableEventKind];

/**
 * An ability implemented by an escape-hatch block, as compiled: the engine turns it into the ability of kind
 * `implements` with the block's parts (and the line's, for a triggered ability whose trigger or effect the grammar
 * knew), so the rules modules never see this form.
 */
export type BlockAbilityDefinition =
  | (AbilityBase & {
      kind: "block";
      implements: "triggered";
      /** The line's trigger, when the grammar knew it. */
      trigger?: TriggerEvent;
      targets: TargetSpec[];
      /** The line's effect, when the grammar knew it. */
      resolve?(ctx: EffectContext): void;
      block(): TriggeredBlock;
    })
  | (AbilityBase & { kind: "block"; implements: "static"; block(): StaticBlock })
  | (AbilityBase & { kind: "block"; implements: "replacement"; block(): ReplacementBlock });

export interface CardDefinition {
  name: string;
  manaCost: ManaCost | null;
  colors: Color[];
  supertypes: Supertype[];
  types: CardType[];
  subtypes: string[];
  /** Printed loyalty (planeswalkers only, 212.9d). */
  loyalty?: number;
  /** null for `*`. */
  power?: number | null;
  toughness?: number | null;
  keywords: Keyword[];
  /**
   * 502.7: protections from qualities other than a colour ("protection from Elves", "protection from converted
   * mana cost 3 or greater"), each the description of the objects it is from, matched by characteristics wherever
   * the object is (runtime/continuous.ts `protectedFrom`). Optional, additive: absent on nearly every card.
   */
  protections?: ObjectFilter[];
  /** Activated, triggered, static and replacement abilities, in printed order. */
  abilities: AbilityDefinition[];
  /** Instants and sorceries. */
  spell?: SpellDefinition;
  /**
   * The tokens this card's abilities can create (each `TokenDefinition` passed to `ctx.createTokens`), listed
   * so that the runtime can find a token's abilities again from plain data — the creating card's name and the
   * token's name — after a snapshot is restored (functions are never stored in game state). Optional,
   * additive: a card that creates no tokens omits it.
   */
  tokens?: TokenDefinition[];
  /**
   * An Aura's "Enchant …" (runtime/attachments.ts): the Aura spell's one target, and what the Aura may stay
   * attached to (420.5d). Optional, additive: only Auras have it.
   */
  enchant?: TargetSpec;
  /**
   * "Evoke {cost}" (Lorwyn): the alternative cost the card may be played for (the `cast` action's
   * `alternativeCost: "evoke"`); its keyword's triggered ability sacrifices it (runtime/keyword-triggers.ts).
   * Optional, additive.
   */
  evoke?: ManaCost;
  /**
   * Morningtide's prowl cost: an alternative cost, payable if its controller dealt combat damage to a player this
   * turn with a creature sharing a creature type with this card (runtime/costs.ts, runtime/turn-record.ts).
   */
  prowl?: ManaCost;
  /**
   * "Flashback {cost}" (2007 rules 502.23): the card may be played from its owner's graveyard by paying this cost
   * rather than its mana cost (the `cast` action's `alternativeCost: "flashback"`); so played, it is removed from
   * the game instead of going anywhere else whenever it would leave the stack (runtime/zones.ts). Optional, additive.
   */
  flashback?: ManaCost;
  /**
   * "Suspend N—[cost]" (2007 rules 502.62, runtime/suspend.ts): the time counters it is removed from the game with,
   * and the cost of the `suspend` special action. Optional, additive.
   */
  suspend?: { counters: number; cost: ManaCost };
  /**
   * "Kicker [cost]": "You may pay an additional [cost] as you play this spell." (409.1b of 2007: an additional cost
   * announced as the spell is played, paid with its total cost; the `cast` action's `kicker: true`). A spell so
   * played, and the permanent it becomes, is kicked (`ObjectState.paid` "kicker": "if it was kicked", "If ~ was
   * kicked, …"). Optional, additive.
   */
  kicker?: ManaCost;
  /**
   * "Buyback [cost]" (Tempest; Time Spiral, Future Sight; 2007 rules 502.16a): "You may pay an additional [cost] as
   * you play this spell. If you do, put this spell into your hand instead of into your graveyard as it resolves."
   * (the `cast` action's `buyback: true`; the spell remembers it, `ObjectState.paid` "buyback": runtime/stack.ts puts
   * it into its owner's hand as it resolves). Optional, additive.
   */
  buyback?: ManaCost;
  /**
   * "Vanishing N" (Planar Chaos): "This permanent comes into play with N time counters on it. At the beginning of
   * your upkeep, remove a time counter from it. When the last is removed, sacrifice it." (runtime/vanishing.ts).
   * Optional, additive.
   */
  vanishing?: number;
  /**
   * "Ripple N" (Coldsnap; 2007 rules 502.56a): "When you play this spell, you may reveal the top N cards of your
   * library. You may play any revealed cards with the same name as this spell without paying their mana costs. Put
   * the rest on the bottom of your library." (runtime/keyword-triggers.ts, runtime/ripple.ts). Optional, additive.
   */
  ripple?: number;
  /**
   * "Fading N" (Nemesis; 2007 rules 502.21a): "This permanent comes into play with N fade counters on it." and "At the
   * beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
   * (runtime/fading.ts). Optional, additive.
   */
  fading?: number;
  /**
   * "Dredge N" (Ravnica, Future Sight; 2007 rules 502.47a), functioning only while the card is in its owner's
   * graveyard: "As long as you have at least N cards in your library, if you would draw a card, you may instead put N
   * cards from the top of your library into your graveyard and return this card from your graveyard to your hand."
   * (runtime/dredge.ts). Optional, additive.
   */
  dredge?: number;
  /**
   * "Bushido N" (Champions of Kamigawa; 2007 rules 502.38a): "Whenever this creature blocks or becomes blocked, it
   * gets +N/+N until end of turn." (runtime/keyword-triggers.ts). Optional, additive.
   */
  bushido?: number;
  /**
   * "Rampage N" (Legends; 2007 rules 502.12a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn
   * for each creature blocking it beyond the first." (runtime/keyword-triggers.ts). Optional, additive.
   */
  rampage?: number;
  /**
   * "Echo [cost]": "At the beginning of your upkeep, if this came under your control since the beginning of your
   * last upkeep, sacrifice it unless you pay [cost]." (runtime/upkeep-costs.ts). Optional, additive.
   */
  echo?: ManaCost;
  /**
   * "Cumulative upkeep [cost]": "At the beginning of your upkeep, put an age counter on this permanent, then
   * sacrifice it unless you pay [cost] for each age counter on it." (runtime/upkeep-costs.ts). Optional, additive.
   */
  cumulativeUpkeep?: ManaCost;
  /**
   * "Madness {cost}" (2007 rules 502.24, runtime/madness.ts): discarded, the card may be removed from the game instead
   * of put into the graveyard, and then played for this cost as its trigger resolves. Optional, additive.
   */
  madness?: ManaCost;
  /**
   * "Morph [cost]" (2007 rules 502.26, 504; runtime/morph.ts): the card may be played face down as a 2/2 creature
   * for {3} (the `cast` action's `faceDown: true`), and the face-down permanent turned face up by its controller any
   * time they have priority by paying this cost (the `turnFaceUp` special action). The cost is an activated
   * ability's (mana, or costs in words: "Morph—Pay 5 life."), `text` its words. Optional, additive.
   */
  morph?: { cost: ActivationCost; text: string };
  /**
   * "Recover {cost}" (Coldsnap; 2007 rules 502.55, runtime/recover.ts): "When a creature is put into your graveyard
   * from play, you may pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise, remove
   * this card from the game." — a triggered ability of the card in its owner's graveyard. Optional, additive.
   */
  recover?: ManaCost;
  /**
   * The delayed triggered abilities its spell or abilities create ("Draw a card at the beginning of the next
   * turn's upkeep."; runtime/delayed.ts): `ctx.delay(when, index)` names one by its index here, so that game
   * state holds plain data. Optional, additive: a card that creates none omits it.
   */
  delayed?: DelayedAbilityDefinition[];
  /**
   * The activated abilities its resolving effects grant in quotes ("other creatures you control gain \"{T}: …\"
   * until end of turn"): a continuous effect names them by their index here (runtime/granted-abilities.ts), so
   * that game state holds plain data. Optional, additive.
   */
  granted?: ActivatedAbilityDefinition[];
  /**
   * The triggered abilities its resolving effects grant in quotes ("That token has haste and \"At end of turn,
   * sacrifice this permanent.\""): a continuous effect names them by their index here. Optional, additive.
   */
  grantedTriggers?: TriggeredAbilityDefinition[];
  /** The printed text lines, for display. */
  text: string[];
  source?: SourceLocation;
}

/**
 * A delayed triggered ability's code (runtime/delayed.ts): it has no targets of its own; its references are those
 * of the spell or ability that created it (`ctx.target(i)`, `ctx.triggeringObjects()` as they were then).
 */
export interface DelayedAbilityDefinition {
  text: string;
  resolve(ctx: EffectContext): void;
}

/** When a delayed triggered ability triggers: "at end of turn" (current wording: "at the beginning of the next end step"), "at the beginning of the next turn's upkeep", "at end of combat". */
export type DelayedTiming = "endOfTurn" | "nextUpkeep" | "endOfCombat";

/** A token's characteristics. Its name is its creature types ("Beast"). */
export interface TokenDefinition {
  name: string;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  keywords: Keyword[];
  abilities: StaticAbilityDefinition[];
}

/** Identity helper: gives compiled modules a precise type without a runtime dependency on the engine. */
export function defineCard(definition: CardDefinition): CardDefinition {
  return definition;
}

/** A set of compiled cards, as produced by the compiler's set index. */
export interface CardRegistry {
  get(name: string): CardDefinition | undefined;
  all(): CardDefinition[];
}

export function createRegistry(cards: Iterable<CardDefinition>): CardRegistry {
  const byName = new Map<string, CardDefinition>();
  for (const card of cards) byName.set(card.name, card);
  return { get: (name) => byName.get(name), all: () => [...byName.values()] };
}

// ---------------------------------------------------------------------------------------------------------
// What compiled code may call

/** A read-only view of an object, as the rules see it now (continuous effects applied). */
export interface ObjectView {
  id: ObjectId;
  name: string;
  owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  token: boolean;
  types: CardType[];
  supertypes: Supertype[];
  subtypes: string[];
  colors: Color[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  keywords: Keyword[];
  counters: Record<CounterKind, number>;
  tapped: boolean;
  damage: number;
  manaValue: number;
  /** Every creature type ("gain all creature types", layer 4); absent: its subtypes alone (and changeling). */
  allCreatureTypes?: boolean;
  /**
   * No creature type at all ("loses all creature types", layer 4, later than its changeling ability, which is a
   * characteristic-defining ability applied first in its layer, 418.5a of 2007): its changeling no longer counts.
   */
  noCreatureTypes?: boolean;
  /** A copy of a spell (Wild Ricochet, replicate): not a card, owned by the player who put it on the stack. */
  spellCopy?: true;
  /**
   * Last known information only (zones.ts `leaveZone`): attacking or blocking as it left play (it is removed from
   * combat then, 506.4), for "Whenever an attacking Kithkin or Elf is put into your graveyard from play".
   */
  lastCombat?: "attacking" | "blocking";
}

/** Queries available to static abilities and replacement `applies` (no changes to the game). */
export interface StaticContext {
  /** The object that has the ability (for a spell or ability on the stack: its source). */
  readonly self: ObjectId;
  /** Its controller. */
  readonly controller: PlayerId;
  players(): PlayerId[];
  opponents(player: PlayerId): PlayerId[];
  object(id: ObjectId): ObjectView | undefined;
  isPlayer(id: Chosen): id is PlayerId;
  /** Objects matching a filter (default zone: play), in a stable order. */
  objects(filter: ObjectFilter): ObjectId[];
  /** Whether some object matches ("as long as you control a white creature"): the scan stops at the first. */
  any(filter: ObjectFilter): boolean;
  /** How many objects match ("the number of Forests you control"). */
  count(filter: ObjectFilter): number;
  lifeTotal(player: PlayerId): number;
  /** The life the player lost this turn: damage, life lost, life paid, mana burn; gains do not offset it ("the life he or she lost this turn"). */
  lifeLostThisTurn(player: PlayerId): number;
  /** How many cards are in the player's library ("as long as a library has twenty or fewer cards in it"). */
  librarySize(player: PlayerId): number;
  /** Domain: how many of Plains, Island, Swamp, Mountain and Forest are among the subtypes of the matching objects (0–5). */
  basicLandTypes(filter: ObjectFilter): number;
  /** Chroma: how many mana symbols of `color` are in the mana costs of the matching objects (hybrid symbols count for each colour). */
  manaSymbols(filter: ObjectFilter, color: Color): number;
  /** The permanent `id` (an Aura or Equipment) is attached to ("enchanted creature"), if any. */
  attachedTo(id: ObjectId): ObjectId | undefined;
  /** The same as a list: empty when `id` is attached to nothing. */
  attachedObjects(id: ObjectId): ObjectId[];
  /** The defending player of this turn's combat (506.2 of 2007), or undefined outside combat. */
  defendingPlayer(): PlayerId | undefined;
  /**
   * The object as it is now, or, if it left its zone, as it last existed there (413.2a, last known information):
   * "its controller", "its owner", "its power" of an object the effect has just destroyed or removed.
   */
  lastKnown(id: ObjectId): ObjectView | undefined;
  /**
   * "of the chosen type": the creature type chosen by "Choose a creature type." earlier in this resolution, else the
   * one `self` chose as it came into play ("As ~ comes into play, choose a creature type."); empty if none was.
   */
  chosenCreatureTypes(): string[];
  /**
   * "with the chosen name" (201.3): the card name "Name a card." chose earlier in this resolution, else the one `self`
   * named as it came into play ("As ~ comes into play, name a card."); "" if none was (no object's name is empty:
   * runtime/filters.ts).
   */
  chosenName(): string;
}

/** A decision the effect needs from a player (discard which card, find which card, redirect or not, …). */
export interface ChoiceRequest {
  player: PlayerId;
  /** Stable kind, e.g. "discard", "search", "sacrifice", "redirect". */
  kind: string;
  prompt: string;
  /** Options to choose from. */
  options: Chosen[] | string[];
  min: number;
  max: number;
}

/**
 * What compiled abilities call. `resolve(ctx)` runs while the ability or spell resolves; targets were chosen on
 * announcement and are re-checked here (a target that became illegal is reported as absent). The effect
 * primitives (`dealDamage`, `draw`, `destroy`, …) are the sentence families' (families/<name>/runtime.ts, gathered
 * by families/runtime.ts): each is documented there.
 */
export interface EffectContext extends StaticContext, FamilyPrimitives {
  /** The value of X chosen on announcement (0 if none). */
  readonly x: number;
  /** The legal chosen targets of target spec `index` (those that became illegal are left out). */
  targets(index: number): Chosen[];
  /** The single chosen target of spec `index`, or undefined if it is gone or illegal. */
  target(index: number): Chosen | undefined;
  /** Ask a player to choose; returns the chosen options. */
  choose(request: ChoiceRequest): (Chosen | string)[];
  /**
   * Attaches an Aura or Equipment in play to a permanent (Equip's effect; `to` undefined: the target became
   * illegal, and nothing happens).
   */
  attach(object: ObjectId, to: Chosen | undefined): void;
  /**
   * A triggered ability's event (runtime/events.ts): the object it bound ("it", "that creature": the entering
   * creature, the attacker, the creature dealt damage, the card put into a graveyard), if that object is still
   * where the event left it (217.1c: after another zone change it is a new object); else none.
   */
  triggeringObjects(): ObjectId[];
  /**
   * "it", "that creature", "those tokens" after a sentence that put objects into play unnamed ("Put a 4/4 … token
   * into play. Remove it from the game at end of turn."): the objects the latest such sentence of this resolution
   * made (a delayed ability: those of the resolution that created it), while each is still the same object in
   * play (217.1c: once it leaves play it is a new object, and these effects no longer find it).
   */
  made(): ObjectId[];
  /** The player the event bound ("that player": the player dealt damage, who gained life, who played a spell). */
  triggeringPlayer(): PlayerId | undefined;
  /** The amount the event bound ("that much": the damage dealt, the life gained); 0 if none. */
  triggeringAmount(): number;
  /** "the sacrificed creature's power": the total of the stat of the permanents the cost sacrificed, as they last existed. */
  sacrificedTotal(stat: "power" | "toughness"): number;
  /** "Whenever you clash, … If you won, …": whether the clash that triggered the ability was won (701.20c); false otherwise. */
  triggeringClashWon(): boolean;
  /** The object the event bound as it is, or as it last existed if it has left its zone ("its toughness"). */
  triggeringView(): ObjectView | undefined;
  /**
   * The event's object as the event saw it: for a permanent put into a graveyard, the permanent it was (its
   * counters, 413.2a), not the card in the graveyard; otherwise the same as `triggeringView`.
   */
  triggeringLastKnown(): ObjectView | undefined;
  /**
   * 410.x: creates the delayed triggered ability `CardDefinition.delayed[index]` of this card, to trigger `when`
   * (runtime/delayed.ts), controlled by this spell's or ability's controller and referring to what it refers to.
   */
  delay(when: DelayedTiming, index: number): void;
  /**
   * Unearth's effect (runtime/keyword-triggers.ts): returns this card from its owner's graveyard to play; it gains
   * haste; a delayed trigger removes it from the game at end of turn; if it would leave play, it is removed from
   * the game instead.
   */
  unearth(): void;
  /** Each of these permanents still in play is sacrificed by its controller ("its controller sacrifices it"). */
  sacrificeObjects(ids: ObjectId[]): void;
  /** Copies the spell `spell` on the stack for this ability's controller (runtime/copies.ts); `newTargets`: "You may choose new targets for the copy". */
  copySpell(spell: ObjectId, newTargets: boolean): void;
  /** Cascade's effect for this spell (runtime/cascade.ts): remove cards until a cheaper nonland card, which may be played free; the rest to the bottom at random. */
  cascade(): void;
  /** Ripple's effect for this spell (runtime/ripple.ts, 502.56a): reveal the top N, play those of its name free, the rest to the bottom. */
  ripple(): void;
  /**
   * Storm's effect for this spell (2007 rules 502.30): a copy of it on the stack for each other spell played before
   * it this turn, by any player (runtime/turn-record.ts, from the turn's log); new targets may be chosen for each.
   */
  storm(): void;
  /** Madness's triggered ability for this card (runtime/madness.ts, 502.24a): played for its madness cost, or put into the graveyard. */
  madnessPlay(): void;
  /** Recover's triggered ability for this card (runtime/recover.ts, 502.55a): returned to its owner's hand if the cost is paid, else removed from the game. */
  recover(): void;
  /** Suspend's upkeep ability for this card (runtime/suspend.ts, 502.62a): if it is suspended, a time counter removed from it. */
  suspendUpkeep(): void;
  /** Suspend's last-counter ability for this card (runtime/suspend.ts, 502.62a): played without paying its mana cost if able. */
  suspendPlay(): void;
  /** Vanishing's upkeep ability: a time counter removed from the source, if it has one (runtime/vanishing.ts). */
  vanishingUpkeep(): void;
  /** Vanishing's last ability: "When the last is removed, sacrifice it." (runtime/vanishing.ts). */
  vanishingSacrifice(): void;
  /**
   * The bonus of the source's bushido (502.38a: its N) or rampage (502.12a/b: N for each creature blocking it beyond
   * the first, counted as the ability resolves), for its triggered ability's resolution (runtime/combat-keywords.ts).
   */
  combatKeywordBonus(keyword: "Bushido" | "Rampage"): number;
  /** Fading's upkeep ability: a fade counter removed from the source, or the source sacrificed if it has none (runtime/fading.ts). */
  fadingUpkeep(): void;
  /** Echo's upkeep ability: pay the echo cost or sacrifice the source (runtime/upkeep-costs.ts). */
  echoUpkeep(): void;
  /** Cumulative upkeep's ability: an age counter, then pay for each or sacrifice the source (runtime/upkeep-costs.ts). */
  cumulativeUpkeep(): void;
}
