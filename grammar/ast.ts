/**
 * The typed AST of `.card` files.
 *
 * This is the contract between the grammar (which builds it), the validator and printer (which read it), the
 * compiler (which turns it into TypeScript) and the language server. The compiler never re-parses English:
 * every sentence the grammar knows is represented here as a structured effect.
 *
 * Both wordings (2007 and current, see docs/wording.md) parse to the SAME tree.
 * Nothing in this file records which wording a sentence was written in: the printer chooses a wording.
 *
 * Conventions
 * - Every node has `kind` (a discriminant) and `range` (its source range; see SourceRange).
 * - Nodes are plain data (no classes, no methods, no cycles) so they can be serialised to JSON.
 * - References between sentences of one ability (anaphora such as "that creature", "it", "that player",
 *   "those creatures") are resolved by the grammar into the refs below; they never survive as words.
 */

// ---------------------------------------------------------------------------------------------------------
// Positions

/** A position in a source file. `line` and `column` are 1-based; `offset` is a 0-based UTF-16 index. */
export interface SourcePosition {
  offset: number;
  line: number;
  column: number;
}

/** A half-open range: `start` is the first character, `end` the position just after the last one. */
export interface SourceRange {
  start: SourcePosition;
  end: SourcePosition;
}

export interface NodeBase {
  range: SourceRange;
  /**
   * An ability word before the ability's text ("Domain — …", "Chroma — …"): it has no rules meaning (the text after
   * the dash is the ability; written in italics on the cards); the printer writes it back. Set on abilities only.
   */
  abilityWord?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Files and cards

/** One `.card` file: zero or more set-level declarations and one or more cards. */
export interface CardFile extends NodeBase {
  kind: "CardFile";
  /** The file path as given to the parser (used in diagnostics). */
  file: string;
  declarations: Declaration[];
  cards: Card[];
}

/**
 * A set may declare planeswalker types (and creature types) beyond the built-in list, e.g.
 * `declare planeswalker type Karn`. Declared types are known to the validator for the whole set.
 */
export interface Declaration extends NodeBase {
  kind: "Declaration";
  what: "planeswalker type" | "creature type";
  names: Identifier[];
}

export interface Identifier extends NodeBase {
  kind: "Identifier";
  name: string;
}

export interface Card extends NodeBase {
  kind: "Card";
  /** The card name exactly as written between the quotes (escapes resolved). */
  name: string;
  nameRange: SourceRange;
  /** Absent for cards without a mana cost (lands). */
  cost?: ManaCost;
  typeLine: TypeLine;
  loyalty?: NumberLiteral;
  powerToughness?: PowerToughness;
  /** Colour indicator, only for cards whose colour is not given by their cost (tokens are described elsewhere). */
  abilities: Ability[];
}

export interface NumberLiteral extends NodeBase {
  kind: "Number";
  value: number;
}

export interface PowerToughness extends NodeBase {
  kind: "PowerToughness";
  /** `*` is represented as null (characteristic-defining ability supplies it). */
  power: number | null;
  toughness: number | null;
}

export type { CardType, Color, Keyword, Supertype } from "./vocabulary.js";
import type { CardType, Color, Keyword, Supertype } from "./vocabulary.js";

export interface TypeLine extends NodeBase {
  kind: "TypeLine";
  supertypes: Supertype[];
  types: CardType[];
  /** Each word after the dash is one subtype (212.9c). */
  subtypes: Identifier[];
}

// ---------------------------------------------------------------------------------------------------------
// Mana

export type ManaSymbol =
  | { kind: "Generic"; amount: number; range: SourceRange }
  | { kind: "Colored"; color: Color; range: SourceRange }
  | { kind: "X"; range: SourceRange }
  /**
   * A hybrid symbol: `{G/W}` (`colors` ["G", "W"]: paid with either) or monocoloured `{2/W}` (`generic` 2,
   * `colors` ["W"]: paid with two generic or one W). Its converted mana cost is its largest part (2007 rules).
   */
  | { kind: "Hybrid"; colors: Color[]; generic?: number; range: SourceRange }
  /**
   * The snow symbol `{S}` (Coldsnap; 2007 rules 104.3h): one generic mana that must be paid with one mana produced
   * by a snow permanent (205.4). Colourless; counts 1 in the converted mana cost. Only in costs, never in what an
   * ability adds.
   */
  | { kind: "Snow"; range: SourceRange };

export interface ManaCost extends NodeBase {
  kind: "ManaCost";
  symbols: ManaSymbol[];
}

// ---------------------------------------------------------------------------------------------------------
// Abilities

export type Ability =
  | KeywordAbilities
  | ActivatedAbility
  | LoyaltyAbility
  | TriggeredAbility
  | StaticAbility
  | ReplacementAbility
  | SpellAbility
  | ImplementedAbility
  | EnchantAbility
  | EquipAbility
  | ChampionAbility
  | HideawayAbility
  | VanishingAbility
  | MorphAbility
  | RippleAbility
  | FadingAbility
  | DredgeAbility
  | CombatKeywordAbility
  | KeywordCostAbility
  | HybridReminderAbility
  | SnowReminderAbility;

/**
 * The snow symbol's reminder text (Coldsnap), a line of its own: "({S} can be paid with one mana from a snow
 * permanent.)" (current: "… from a snow source."). It gives the card nothing its costs do not already mean ({S}:
 * 104.3h, runtime/mana.ts); the validator checks that the card has an {S} to explain (CS2092).
 */
export interface SnowReminderAbility extends NodeBase {
  kind: "SnowReminder";
  /** The symbol explained, as written: `{S}`. ("a snow permanent" and "a snow source" mean the same here.) */
  symbol: ManaSymbol;
}

/**
 * The reminder text of a monocoloured hybrid symbol (Shadowmoor, Eventide): "({2/W} can be paid with any two mana
 * or with {W}. This card's converted mana cost is 6.)" (current: "… This card's mana value is 6."). It gives the
 * card nothing the cost line does not already mean ({2/W}: two generic mana or one W, counted 2 in the converted
 * mana cost; runtime/mana.ts, engine.ts); the validator checks that it says what the card's cost means (CS2091).
 */
export interface HybridReminderAbility extends NodeBase {
  kind: "HybridReminder";
  /** The symbol explained, as written: `{2/W}`. */
  symbol: ManaSymbol;
  /** "any two mana": how much mana of any type pays it instead. */
  anyMana: number;
  /** "or with {W}": the coloured mana that pays it. */
  orWith: ManaSymbol;
  /** "This card's converted mana cost is 6." */
  convertedManaCost: number;
}

/**
 * A keyword with a mana cost that changes how the card is played (runtime/costs.ts and runtime/keyword-triggers.ts
 * define what each means, once): "Evoke {2}{U}" (Lorwyn: "You may play this spell for its evoke cost. If you do,
 * when it comes into play, its controller sacrifices it."), "Unearth {B}" (Shards of Alara: "{B}: Return this card
 * from your graveyard to play. It gains haste. Remove it from the game at end of turn. If it would leave play,
 * remove it from the game instead of putting it anywhere else. Play this ability only any time you could play a
 * sorcery."), "Flashback {2}{U}" (Time Spiral, 2007 rules 502.23: "You may play this card from your graveyard by
 * paying [cost] rather than paying its mana cost. If the flashback cost was paid, remove this card from the game
 * instead of putting it anywhere else any time it would leave the stack.": instants and sorceries only), "Kicker
 * {2}{G}" (kicker, a keyword of the 2007 rules' section 502: "You may pay an additional [cost] as you play this spell": an optional additional
 * cost, runtime/costs.ts; "if it was kicked" asks whether it was paid), "Echo {5}{R}" ("At the beginning of your
 * upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay
 * [cost]."), "Cumulative upkeep {1}" ("At the beginning of your upkeep, put an age counter on this permanent, then
 * sacrifice it unless you pay [cost] for each age counter on it."): runtime/upkeep-costs.ts; "Madness {B}" (Time
 * Spiral; 2007 rules 502.24: "If a player would discard this card, that player discards it, but may remove it from
 * the game instead of putting it into his or her graveyard" and "When this card is removed from the game this way,
 * its owner may play it by paying [cost] rather than paying its mana cost. If that player doesn't, he or she puts
 * this card into his or her graveyard."): runtime/madness.ts; "Recover {2}{B}" (Coldsnap; 2007 rules 502.55: "When a
 * creature is put into your graveyard from play, you may pay [cost]. If you do, return this card from your
 * graveyard to your hand. Otherwise, remove this card from the game.", a triggered ability that functions only
 * while the card is in its owner's graveyard): runtime/recover.ts; "Buyback {3}" (Tempest; Time Spiral, Future Sight; 2007
 * rules 502.16a: "You may pay an additional [cost] as you play this spell. If you do, put this spell into your hand
 * instead of into your graveyard as it resolves.": instants and sorceries only): runtime/costs.ts, runtime/stack.ts.
 */
export interface KeywordCostAbility extends NodeBase {
  kind: "KeywordCost";
  keyword: "Evoke" | "Unearth" | "Prowl" | "Flashback" | "Suspend" | "Kicker" | "Buyback" | "Echo" | "Cumulative upkeep" | "Madness" | "Recover";
  cost: ManaCost;
  /** "Suspend 4—{R}" (Time Spiral; 2007 rules 502.62): the time counters the card is removed from the game with. */
  timeCounters?: number;
  /**
   * "Cumulative upkeep {W} or {U}": the cost is one mana of either colour for each age counter, the choice made for
   * each (as a hybrid symbol {W/U} is paid); written with "or" (printer only).
   */
  orWritten?: true;
}

/**
 * "Vanishing 3" (Planar Chaos, Future Sight): "This permanent comes into play with N time counters on it. At the
 * beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it." (the keyword's
 * three abilities are the runtime's: runtime/vanishing.ts).
 */
/**
 * "Fading 3" (Nemesis; 2007 rules 502.21a): "This permanent comes into play with N fade counters on it." and "At the
 * beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent." (the
 * keyword's two abilities are the runtime's: runtime/fading.ts).
 */
export interface FadingAbility extends NodeBase {
  kind: "Fading";
  /** N: the fade counters it comes into play with. */
  count: number;
}

/**
 * "Dredge 3" (Ravnica, Future Sight; 2007 rules 502.47a): a static ability that functions only while the card is in
 * its owner's graveyard: "As long as you have at least N cards in your library, if you would draw a card, you may
 * instead put N cards from the top of your library into your graveyard and return this card from your graveyard to
 * your hand." (the replacement is the runtime's: runtime/dredge.ts).
 */
export interface DredgeAbility extends NodeBase {
  kind: "Dredge";
  /** N: the cards put from the top of the library into the graveyard. */
  count: number;
  /** Whether the line had the keyword's reminder text (printed back in the wording printed). */
  reminder?: boolean;
}

/**
 * "Bushido 2" (Champions of Kamigawa; 2007 rules 502.38a): "Whenever this creature blocks or becomes blocked, it gets
 * +N/+N until end of turn."; "Rampage 2" (Legends; 2007 rules 502.12a): "Whenever this creature becomes blocked, it
 * gets +N/+N until end of turn for each creature blocking it beyond the first." Triggered abilities defined once in
 * runtime/keyword-triggers.ts, N read from the card's definition.
 */
export interface CombatKeywordAbility extends NodeBase {
  kind: "CombatKeyword";
  keyword: "Bushido" | "Rampage";
  /** N: the bonus to power and toughness. */
  count: number;
  /** Whether the line had the keyword's reminder text (printed back in the wording printed). */
  reminder?: boolean;
}

export interface VanishingAbility extends NodeBase {
  kind: "Vanishing";
  /** N: the time counters it comes into play with. */
  count: number;
}

/**
 * "Morph {2}{W}{W}", "Morph—Pay 5 life." (Onslaught; Time Spiral, Planar Chaos, Future Sight; 2007 rules 502.26,
 * 504): "You may play this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost."
 * The card may be played face down as a colourless 2/2 creature spell with no name, types other than creature,
 * subtypes, abilities or mana cost, for {3}; its controller turns the permanent face up any time they have
 * priority by paying the morph cost (a special action): runtime/morph.ts.
 */
export interface MorphAbility extends NodeBase {
  kind: "Morph";
  /** The morph cost: mana symbols, or costs in words after a dash ("Morph—Pay 5 life."), as an activated ability's. */
  cost: ActivationCost;
  /** Written with a dash and a period ("Morph—Discard a card."): a cost in words. The printer writes it so. */
  dashed?: true;
  /**
   * The reminder text written after it: "(You may play this face down as a 2/2 creature for {3}. Turn it face up any
   * time for its morph cost.)" (printed, 2007) or "(You may cast this card face down …)" (Oracle). The printer
   * writes the wording's own.
   */
  reminder?: true;
}

/**
 * "Ripple 4" (Coldsnap; 2007 rules 502.56a): "When you play this spell, you may reveal the top N cards of your
 * library. You may play any revealed cards with the same name as this spell without paying their mana costs. Put
 * the rest on the bottom of your library." A triggered ability of the spell on the stack: the keyword and its number
 * (runtime/keyword-triggers.ts, runtime/ripple.ts).
 */
export interface RippleAbility extends NodeBase {
  kind: "Ripple";
  /** N: how many cards from the top of the library it may reveal. */
  count: number;
}

/**
 * "Hideaway" (Lorwyn): the two abilities its rules text writes out, in `abilities`, as the written-out lines parse:
 * "~ comes into play tapped." and "When ~ comes into play, look at the top four cards of your library, remove one
 * of them from the game face down, then put the rest on the bottom of your library." (families/hideaway).
 */
export interface HideawayAbility extends NodeBase {
  kind: "Hideaway";
  abilities: [ReplacementAbility, TriggeredAbility];
}

/**
 * "Champion a creature" (502.72 of 2007, Lorwyn): the two linked triggered abilities its rules text writes out,
 * in `abilities`, exactly as the written-out lines parse: "When ~ comes into play, sacrifice it unless you remove
 * another creature you control from the game." and "When ~ leaves play, return the removed card to play under its
 * owner's control." `filter` is the object noun as written ("creature", "Faerie").
 */
export interface ChampionAbility extends NodeBase {
  kind: "Champion";
  filter: ObjectFilter;
  abilities: [TriggeredAbility, TriggeredAbility];
}

/**
 * "Enchant creature" (an Aura's enchant keyword, 502 of 2007): what the Aura spell targets, and what the Aura may
 * stay attached to (420.5d). `filter` is an object noun in play ("creature", "land", "creature you control").
 */
export interface EnchantAbility extends NodeBase {
  kind: "Enchant";
  filter: ObjectFilter;
}

/**
 * "Equip {2}" (an Equipment's equip keyword, 502 of 2007): "{2}: Attach this to target creature you control.
 * Equip only as a sorcery."
 */
export interface EquipAbility extends NodeBase {
  kind: "Equip";
  /** The mana cost ("Equip {2}"); no symbols when the cost is in words. */
  cost: ManaCost;
  /**
   * "Equip—Remove a charge counter from Sigil of Distinction." (Shards of Alara): a cost in words after a dash,
   * paid as an activated ability's (409.1h). Optional, additive.
   */
  parts?: CostPart[];
}

/** A keyword line such as `Flying, vigilance`, or `Lifelink, protection from converted mana cost 3 or greater`. */
export interface KeywordAbilities extends NodeBase {
  kind: "Keywords";
  keywords: KeywordEntry[];
}

/** One keyword of a keyword line: a keyword ability, or protection from what a description fits (502.7). */
export type KeywordEntry = { keyword: Keyword; protectionFrom?: undefined; range: SourceRange } | { keyword?: undefined; protectionFrom: ProtectionQuality; range: SourceRange };

/**
 * 502.7: protection from a quality other than a colour, as a description of the objects it is from: "protection
 * from Elves" (a subtype), "protection from artifacts" (a card type), "protection from converted mana cost 3 or
 * greater" (current: "mana value"; `manaValue`: printed as the comparison alone, without a noun).
 */
export interface ProtectionQuality {
  filter: ObjectFilter;
  words: "objects" | "manaValue";
}

/**
 * What an ability does: either sentences the grammar knows, or an escape-hatch implementation block.
 * `text` on an Implementation is the ability's text exactly as written, kept for display.
 */
export type AbilityBody = Effects | Implementation;

export interface Effects extends NodeBase {
  kind: "Effects";
  /** Declared targets, in order of first mention. Effects refer to them by index. */
  targets: TargetSpec[];
  /** The effects in the order they happen. */
  effects: Effect[];
  /**
   * How the card joined its effects into sentences and named their subjects, by effect index, where its words
   * differ from the printer's own choice ("Draw a card, then discard a card.", "you draw a card and you lose 1
   * life", "gains 7 life and draws two cards"). Only the printer reads it: the card prints back its own words.
   */
  phrasing?: Record<number, EffectPhrasing>;
}

/** The written form of one effect's clause (see `Effects.phrasing`). */
export interface EffectPhrasing {
  /**
   * How the clause follows the previous one: in the same sentence after these words, or "." (a new sentence), or
   * ". then": a new sentence that starts with "Then" ("Then copy that spell.": Wild Ricochet).
   */
  joined?: "." | ". then" | "and" | "then" | ", and" | ", then" | ",";
  /**
   * Its subject as written: "you" ("you draw a card"), "imperative" ("discard a card"), or "continued": the
   * previous clause's subject goes on ("Target player gains 7 life and draws two cards"), or "that": a target
   * named before, as "that creature" where the printer says "it" ("That creature can't be regenerated.").
   */
  subject?: "you" | "imperative" | "continued" | "that";
}

/**
 * Escape hatch: a line of text the grammar does not know, followed by a fenced TypeScript block:
 *
 *     {T}: Do something unusual.
 *       ```ts
 *       ctx.gainLife(ctx.controller, 1);
 *       ```
 *
 * After an activated or loyalty ability (a cost followed by ':') and an instant's or sorcery's text, the block is
 * the body of `resolve(ctx: EffectContext): void`. After a triggered, static or replacement ability it belongs to
 * an `ImplementedAbility` and returns that kind's contract (runtime/definition.ts `TriggeredBlock`, `StaticBlock`,
 * `ReplacementBlock`).
 */
export interface Implementation extends NodeBase {
  kind: "Implementation";
  /** The ability's text as written (after the cost prefix, if any), for display. */
  text: string;
  /** The TypeScript source of the block, without the fences, dedented. */
  code: string;
  /** Range of the code inside the file, so that type errors map back to the .card file. */
  codeRange: SourceRange;
}

/**
 * A triggered, static or replacement ability implemented by an escape-hatch block, its line kept as text for
 * display. Which kind it is comes from the line: one that starts "When", "Whenever" or "At" is triggered; one
 * with "instead" (419: "If … would …, … instead", "… is dealt to … instead") or "comes into play with" /
 * "enters the battlefield with" is a replacement effect; any other line of a permanent is a static ability.
 * For a triggered ability, the grammar's reading of the line's trigger (before the first comma) or of its effect
 * (after it) is kept when it knows one of them, and the block gives the other.
 */
export interface ImplementedAbility extends NodeBase {
  kind: "Implemented";
  implements: "Triggered" | "Static" | "Replacement";
  /** Triggered: the line's trigger, when the grammar knows it (the block then gives the effect only). */
  trigger?: Trigger;
  /** Triggered: the line's effect, when the grammar knows it (the block then gives the trigger only). */
  effects?: Effects;
  body: Implementation;
}

/** `{2}, {T}: …` and mana abilities such as `{T}: Add {W} to your mana pool.` */
export interface ActivatedAbility extends NodeBase {
  kind: "Activated";
  cost: ActivationCost;
  body: AbilityBody;
  /** Restrictions on when it may be played, written after its effects (in one sentence). */
  restriction?: ActivationRestriction;
  /**
   * Written as the keyword "Cycling {2}": the ability "{2}, Discard this card: Draw a card." (played from the
   * hand, 2007 rules 502.18), which `cost` and `body` spell out; the printer writes the keyword back.
   */
  cycling?: boolean;
  /**
   * Written as a typecycling keyword (502.18, with `cycling`): "Swampcycling {2}" is "{2}, Discard this card:
   * Search your library for a Swamp card, reveal it, and put it into your hand. Then shuffle your library.";
   * "Basic landcycling {1}" searches for a basic land card. The type the keyword names; `body` spells it out.
   */
  typecycling?: TypecyclingType;
  /**
   * Written on the line of the ability before it, after a comma: Alara Reborn's "Swampcycling {2},
   * mountaincycling {2}" is two typecycling abilities on one printed line (the printer joins them again).
   */
  sameLine?: boolean;
  /**
   * Written as the keyword "Reinforce 1—{1}{W}" (Morningtide): the ability "{1}{W}, Discard this card: Put a
   * +1/+1 counter on target creature." (played from the hand, like cycling), which `cost` and `body` spell out;
   * the number is the counters it puts. The printer writes the keyword back.
   */
  reinforce?: number | "X";
  /** True when the text is wrapped in parentheses as reminder text, e.g. a basic land's mana ability. */
  reminder: boolean;
}

/** What a typecycling keyword searches for: a basic land type, any land, or a basic land. */
export type TypecyclingType = "Plains" | "Island" | "Swamp" | "Mountain" | "Forest" | "land" | "basic land";

export interface ActivationCost extends NodeBase {
  kind: "ActivationCost";
  mana?: ManaCost;
  tap: boolean;
  /** `{Q}`: untap this permanent as a cost (Shadowmoor's untap symbol). */
  untap?: boolean;
  /** The costs written in words after or among the symbols, in printed order ("Sacrifice a creature"). */
  parts?: CostPart[];
}

/**
 * A cost written in words (409.1h: paid in full with the rest of the total cost, never partly). `Sacrifice`
 * with `self` is "Sacrifice ~"; otherwise the player chooses `amount` permanents of theirs matching `filter`.
 */
export type CostPart =
  /** `more`: the other permanents of one list ("Sacrifice a green creature, a white creature, and a blue creature"). */
  | { kind: "SacrificeCost"; self: boolean; amount: number; filter?: ObjectFilter; more?: { amount: number; filter: ObjectFilter }[]; range: SourceRange }
  /**
   * "Discard a card", "Discard two cards" (`amount`), "Discard your hand" (`hand`), "Discard this card" /
   * "Discard ~" (`self`: the ability is played from its owner's hand; `thisCard`: written "this card"), "Discard a
   * land card" / "Discard an Elf card" (`filter`: the cards of the player's hand that may be discarded).
   */
  | { kind: "DiscardCost"; amount: number; hand: boolean; self?: boolean; thisCard?: boolean; filter?: ObjectFilter; range: SourceRange }
  | { kind: "PayLifeCost"; amount: number; range: SourceRange }
  /**
   * "Reveal two cards from your hand that share a color" (Illuminated Folio): `amount` cards of the player's hand
   * with a colour in common, shown to every player.
   */
  | { kind: "RevealSharingColorCost"; amount: number; range: SourceRange }
  /** "Remove a charge counter from ~", "Remove two +1/+1 counters from ~". */
  | { kind: "RemoveCountersCost"; amount: number; counter: string; range: SourceRange }
  /**
   * "Put a -1/-1 counter on ~"; with `on`, "Put a -1/-1 counter on a creature you control" (Hatchet Bully): one
   * permanent of the player's that fits, chosen as the cost is paid (409.1h).
   */
  | { kind: "PutCountersCost"; amount: number; counter: string; on?: ObjectFilter; range: SourceRange }
  /**
   * "Remove an Elf card in your graveyard from the game" (current: "Exile an Elf card from your graveyard"), "Remove
   * two cards in your graveyard from the game": cards of the player's graveyard matching `filter`, chosen as it is paid.
   */
  | { kind: "ExileFromGraveyardCost"; amount: number; filter: ObjectFilter; range: SourceRange }
  /** "Tap an untapped creature you control", "Tap two untapped Goblins you control". */
  | { kind: "TapUntappedCost"; amount: number; filter: ObjectFilter; range: SourceRange }
  /**
   * "Return two Islands you control to their owner's hand" (Fathom Seer's morph cost), "Return a creature you
   * control to its owner's hand": `amount` permanents of the player's that fit, chosen as it is paid (409.1h).
   */
  | { kind: "ReturnToHandCost"; amount: number; filter: ObjectFilter; range: SourceRange };

/**
 * An activation restriction (the sentence after an activated ability's effects): "Play this ability only any
 * time you could play a sorcery." / "Activate only as a sorcery." (`sorcery`), "… only once each turn."
 * (`perTurn` 1), "… no more than twice each turn." (`perTurn` 2), "… only during your turn." (`yourTurn`),
 * "… only during your upkeep." (`yourUpkeep`).
 */
export interface ActivationRestriction extends NodeBase {
  kind: "ActivationRestriction";
  sorcery?: boolean;
  perTurn?: number;
  during?: "yourTurn" | "yourUpkeep";
  /** "… only if you control two or more black permanents." (`atLeast` permanents of its controller matching `filter`) */
  ifYouControl?: { atLeast: number; filter: ObjectFilter };
  /** "Any player may play this ability." (current: "… activate …"): any player, not only its controller, may play it. */
  anyPlayer?: boolean;
}

/** `+2: …`, `−1: …`, `−X: …`, `0: …` (212.9f). `-` and `−` (U+2212) are both accepted. */
export interface LoyaltyAbility extends NodeBase {
  kind: "Loyalty";
  cost: LoyaltyCost;
  body: AbilityBody;
}

export interface LoyaltyCost extends NodeBase {
  kind: "LoyaltyCost";
  /** "+" adds counters, "-" removes them, "0" neither. */
  sign: "+" | "-" | "0";
  /** The number of counters, or "X" for −X. 0 when sign is "0". */
  amount: number | "X";
}

/**
 * An ability granted in quotes ('Enchanted creature has "{T}: …"', 'has "Whenever this creature deals damage to an
 * opponent, draw a card."'): activated or triggered, "this creature" in it being the object that has it (418.5a).
 */
export type QuotedAbility = ActivatedAbility | TriggeredAbility;

export interface TriggeredAbility extends NodeBase {
  kind: "Triggered";
  trigger: Trigger;
  body: Effects;
  /**
   * 410.11 (2007) an intervening "if" clause after the trigger: "When ~ comes into play, if its prowl cost was paid,
   * draw a card." (checked as the ability triggers and as it resolves: runtime/intervening-if.ts).
   */
  interveningIf?: InterveningIfClause;
}

/** The intervening "if" clauses the language writes: "if its prowl cost was paid" / "if its evoke cost was paid". */
export type InterveningIfClause =
  | { kind: "CostPaid"; cost: "evoke" | "prowl" | "kicker"; range: SourceRange }
  /** "if ~ is untapped" / "if ~ is tapped" (Howling Mine) */
  | { kind: "SelfTapped"; tapped: boolean; range: SourceRange }
  /** "if you have no cards in hand", "if that player has two or fewer cards in hand": `atMost` cards */
  | { kind: "CardsInHand"; player: PlayerRef; atMost: number; range: SourceRange }
  /**
   * "if you control a creature with power 5 or greater", "if you control two or more Mountains": `atLeast` permanents of
   * the filter (1 for "a"), controlled by the ability's controller
   */
  | { kind: "YouControl"; atLeast: number; filter: ObjectFilter; range: SourceRange }
  /** "if it had a -1/-1 counter on it": the trigger's object, as it last existed (Blowfly Infestation) */
  /**
   * "if it had a -1/-1 counter on it" (the triggering object), "if it had no time counters on it" (Deadly Grub:
   * `none`; `self`: "it" is the card itself, in its own "When ~ is put into a graveyard from play" trigger).
   */
  | { kind: "HadCounter"; counter: string; none?: true; self?: true; range: SourceRange }
  /** "if twenty or more creature cards are in your graveyard" (Mortal Combat): `atLeast` cards of the filter in the controller's graveyard */
  /** `youHave`: written "if you have four or more creature cards in your graveyard" (Pit Keeper; printer only) */
  | { kind: "CardsInGraveyard"; atLeast: number; filter: ObjectFilter; youHave?: true; range: SourceRange }
  /** "if an opponent lost 3 or more life this turn" (Sygg, River Cutthroat): some opponent of the controller lost `atLeast` life or more this turn */
  | { kind: "OpponentLostLife"; atLeast: number; range: SourceRange }
  /** "if an opponent controls more lands than you" (Knight of the White Orchid): some opponent controls more permanents of the filter than the controller */
  | { kind: "OpponentControlsMore"; filter: ObjectFilter; range: SourceRange };

/** Every trigger event the language knows: the nodes of the trigger families (families/syntax.ts). */
export type Trigger = import("../families/syntax.js").FamilyTrigger;

/** A static ability that is not a replacement effect. */
export interface StaticAbility extends NodeBase {
  kind: "Static";
  effect: StaticEffect;
}

/** Every static ability the language knows: the nodes of the static families (families/syntax.ts). */
export type StaticEffect = import("../families/syntax.js").FamilyStaticEffect;

/** A replacement effect (419): "If … would …, … instead.", "… comes into play with …", redirection. */
export interface ReplacementAbility extends NodeBase {
  kind: "Replacement";
  replacement: Replacement;
}

/** Every replacement effect the language knows: the nodes of the replacement families (families/syntax.ts). */
export type Replacement = import("../families/syntax.js").FamilyReplacement;

export type DamageRecipientPattern =
  | { kind: "Player"; player: PlayerRef }
  | { kind: "Permanents"; filter: ObjectFilter };

/** The text of an instant or sorcery. */
export interface SpellAbility extends NodeBase {
  kind: "Spell";
  body: AbilityBody;
}

// ---------------------------------------------------------------------------------------------------------
// Targets, references and filters

/** The `max` of "any number of target …": no upper bound (a whole number, so the data stays JSON). */
export const ANY_NUMBER_OF_TARGETS = Number.MAX_SAFE_INTEGER;

/** A declared target: "target creature or player", "two target lands", "up to two target artifacts". */
export interface TargetSpec extends NodeBase {
  kind: "Target";
  /** Position in the ability's target list. */
  index: number;
  /** The number of targets: exactly N ("two target lands" → 2..2) or up to N (0..N). */
  min: number;
  max: number;
  /** What may be chosen. A target "creature or player" has `players: true` and an object filter. */
  players: boolean;
  /** Absent when only players may be chosen. */
  objects?: ObjectFilter;
  /** "target opponent": the players who may be chosen are the controller's opponents only. */
  opponent?: boolean;
  /**
   * "deals 4 damage divided as you choose among any number of target attacking creatures": the amount divided
   * among this target's choices as the spell is played (409.1d), each getting at least 1.
   */
  divided?: Amount;
  /**
   * 409.1c: "… on target creature, two … on another target creature, and three … on a third target creature": a
   * later instance of the word "target" in the ability that must differ from every earlier one (without the word,
   * one object may be chosen for each instance). The written word ("another", "a second", "a third") is kept for
   * the printer; "another target" with no earlier target means "other than ~" (`ObjectFilter.other`) instead.
   */
  distinct?: "another" | "a second" | "a third";
  /** Written form: "target creatures and/or players" (Bogardan Hellkite) rather than "… or players": the same targets. */
  andOrWords?: true;
}

/**
 * A filter on objects. All present conditions must hold.
 * - `types`: the object has at least one of these card types (empty: any).
 * - `excludedTypes`: it has none of these ("noncreature", "nonland").
 * - `zone`: where the object is ("permanent" = in play; "card in graveyard"; "card in library"; "spell" = on the stack).
 * - `controller`: who controls it (in play) / owns it (other zones).
 * - `other`: "another", i.e. not the ability's source.
 * - `manaValueAtMost`: "with converted mana cost X or less".
 */
/** A filter's number of colours (see `ObjectFilter.colorCount`). */
export type ColorCount = "colorless" | "monocolored" | "multicolored";

export interface ObjectFilter {
  types: CardType[];
  excludedTypes: CardType[];
  /** "stack": spells ("target spell", "target creature spell"). */
  zone: "play" | "graveyard" | "library" | "hand" | "stack";
  controller?: PlayerRef;
  other?: boolean;
  manaValueAtMost?: Amount;
  // The parts below compose with the ones above (issue 15); each is absent when the text does not say it, and
  // each is matched against the object's current characteristics (after continuous effects).
  /** "black creature", "red or green permanent": at least one of these colours. */
  colors?: Color[];
  /** "nonblack", "nonartifact, nonblack": none of these colours. */
  excludedColors?: Color[];
  /** "colorless" (no colour), "monocolored" (exactly one), "multicolored" (two or more): how many colours it has. */
  colorCount?: ColorCount;
  /** "Goblin creatures", "target Merfolk", "Goblins": at least one of these subtypes. */
  subtypes?: string[];
  /** "non-Elf creature": none of these subtypes. */
  excludedSubtypes?: string[];
  /** "basic land", "legendary creature": every one of these supertypes. */
  supertypes?: Supertype[];
  /** "nonbasic land", "nonlegendary creature": none of these supertypes. */
  excludedSupertypes?: Supertype[];
  /** "tapped" (true) / "untapped" (false). */
  tapped?: boolean;
  /**
   * "attacking", "blocking", "attacking or blocking"; "blocked": an attacking creature some creature blocked (it stays
   * blocked when its blockers leave, 509.1h of 2007); "unblocked": an attacking creature no creature blocks, once
   * blockers are declared (the declare blockers step, 309 of 2007).
   */
  combat?: "attacking" | "blocking" | "attackingOrBlocking" | "unblocked" | "blocked";
  /** "nontoken" (false): a permanent that is not a token (a token exists only in play, 216.2 of 2007). */
  token?: false;
  /**
   * "with a counter on it" (Hunter of Eyeblights), "with a -1/-1 counter on it", "with counters on them": at least
   * one counter (of `kind`, when named) on the permanent. `plural`: the written "with counters on them".
   */
  withCounter?: { kind?: string; plural?: true };
  /** "with flying": every one of these keyword abilities. */
  keywords?: Keyword[];
  /**
   * "artifact creatures", "enchantment creature", "artifact land": every one of these card types as well as one
   * of `types` (205.2: an object with both). `types` keeps the noun ("creatures"); a list stays a disjunction.
   */
  requiredTypes?: CardType[];
  /** "without flying": none of these keyword abilities. */
  excludedKeywords?: Keyword[];
  /** "with power 2 or less", "with toughness 4 or greater", "with converted mana cost 3 or greater". */
  compare?: StatComparison[];
  /** "you don't control": controlled by anyone but this player (owned, outside play). */
  controllerNot?: PlayerRef;
  /** "with {X} in their mana costs" / "with {X} in its mana cost": its mana cost has {X}. `plural`: for the printer. */
  xInManaCost?: { plural: boolean };
  /** "target spell with a single target" (Shunt, Swerve): a spell (or ability) on the stack with exactly one target chosen. */
  singleTarget?: true;
  /**
   * "target creature that was dealt damage this turn" (Final-Sting Faerie): a permanent some source dealt damage
   * to this turn (the damage need not be marked on it still: regeneration or the cleanup step removes it).
   * `plural`: written "that were dealt damage this turn", for the printer.
   */
  dealtDamageThisTurn?: { plural: boolean };
  /**
   * How the zone phrase was written where the card says it otherwise than the printer's default ("in your
   * graveyard", "in all graveyards", before any "with …"): "from your graveyard", "target card in a graveyard",
   * "with converted mana cost 3 or less from your graveyard". Only the printer reads it (the card prints back its
   * own words); the rules read `zone` and `controller`.
   */
  zoneWords?: ZoneWords;
  /**
   * "creature you control in play" (2007 Soul's Fire): the words "in play" after a permanent's noun. A permanent is
   * in play already (`zone` "play"); only the printer reads it, and today's wording leaves it out as Oracle does.
   */
  inPlayWords?: true;
  /** "your opponents control", where the printer's words are "an opponent controls" (only the printer reads it). */
  controllerWords?: "your opponents";
  /** "a card named Empyrial Archangel": the object's name (201.2); the card's own name where it wrote "named ~". */
  named?: string;
  /** "a creature other than ~" (2007) where `other` is written "another creature" today; only the printer reads it. */
  otherWords?: "other than self";
  /** "white and/or blue creature" (Shadowmoor's words for "white or blue"): the same colours; only the printer reads it. */
  colorWords?: "and/or";
  /**
   * The word joining a list of card types where the card wrote the other one than the printer's ("each tapped
   * artifact, creature, and land you control": the printer's singular list says "or"). The same union of types
   * either way; only the printer reads it.
   */
  typeListWords?: "and" | "or";
  /** "Merfolk and/or Faeries" (Silvergill Douser): a list of subtypes, the same union; only the printer reads it. */
  subtypeListWords?: "and/or";
  /**
   * "of the chosen type", "of that type" (Morningtide's "permanents you control of the chosen type"): the creature
   * type the spell or ability chose before ("Choose a creature type.", families/choose-type), or its permanent chose
   * as it came into play. `beforeController`: written before "you control" ("permanent of the chosen type you
   * control", Pack's Disdain), for the printer.
   */
  chosenType?: { kind: "ChosenCreatureType"; words: "the chosen type" | "that type"; beforeController?: true };
  /**
   * "with the chosen name" (Pithing Needle's "sources with the chosen name", Meddling Mage's "Spells with the chosen
   * name"): the name its permanent named as it came into play ("As ~ comes into play, name a card.",
   * families/replacement-as-enters), or the spell or ability named before ("Name a card.", families/name-card).
   */
  chosenName?: { kind: "ChosenName" };
  /**
   * "a Rebel permanent card" (Amrou Scout): `types` are the permanent types (a card of any of them); the printer says
   * "permanent card" again.
   */
  permanentCardWords?: true;
}

/** The written form of a filter's zone phrase, where it differs from the default (see `ObjectFilter.zoneWords`). */
export interface ZoneWords {
  preposition?: "from";
  /** "a graveyard" (any player's) or bare "graveyards" (Faerie Macabre's "cards in graveyards") rather than "all graveyards". */
  anyPlayer?: "a" | "none";
  /** The zone phrase comes after the "with …" qualifiers. */
  afterWith?: true;
  /** The player named by a pronoun ("in his or her hand", current "in their hand") rather than "that player's". */
  pronoun?: true;
  /** "in an opponent's graveyard" (Puppeteer Clique): any one opponent's (the filter's `controller` is EachOpponent). */
  anOpponent?: true;
}

/** A comparison of a number the object has with an amount: "power 2 or less", "toughness 4 or greater". */
export interface StatComparison {
  stat: "power" | "toughness" | "manaValue";
  relation: "atMost" | "atLeast";
  amount: Amount;
}

export type PlayerRef =
  | { kind: "You" }
  /** A player target: the index into the ability's TargetSpec list. */
  | { kind: "TargetPlayer"; target: number }
  /** Each player, in turn order from the active player (for "Each player draws a card."). */
  | { kind: "EachPlayer" }
  /** "its controller" */
  /** `noun`: written "that land's controller" (the word after "that", for the printer) rather than "its controller". */
  | { kind: "ControllerOf"; object: ObjectRef; noun?: string }
  /** "its owner" */
  | { kind: "OwnerOf"; object: ObjectRef }
  /** "that player" in a triggered ability: the player its event names (dealt damage, gaining life, playing a spell). */
  | {
      kind: "TriggeringPlayer";
      /** written as a pronoun: "him or her" (2007; Oracle: "that player"), "he or she" (2007; Oracle: "they") */
      himOrHer?: true;
    }
  /**
   * The opponents of the ability's controller: "each opponent" (each in turn, as a subject), "an opponent
   * controls" (any of them, in a filter). `other`: written "each other player" (Grave Pact): every player but the
   * controller, who are the controller's opponents in the engine's games (no teams), kept so the printer writes it.
   */
  | { kind: "EachOpponent"; other?: true }
  /** "defending player": the player the attacking creatures attack (506.2 of 2007). */
  | { kind: "DefendingPlayer" }
  /** "that player" after "Clash with an opponent": the opponent clashed with (families/clash). */
  | { kind: "ClashedOpponent" }
  /**
   * "he or she" / "his or her" (current: "they" / "their") in a clause whose subject is "each player" or "each
   * opponent": each of them in turn, the one the clause is happening to ("Each player loses 1 life for each
   * creature he or she controls.", Stronghold Discipline).
   */
  | { kind: "EachInTurn" };

/**
 * `pronoun`: written "it" / "its" — after a trigger naming the card itself ("When ~ comes into play, it deals 3
 * damage …"), the card is what "it" means; kept so the printer writes "it" back.
 */
export type SelfRef = { kind: "Self"; pronoun?: true };

export type ObjectRef =
  /** The card's own name, "this creature", "this permanent" (a self-reference). */
  | SelfRef
  /**
   * An object target: the index into the ability's TargetSpec list. `theWords`: named again as "the creature" rather
   * than "that creature" (Dark Temper's "destroy the creature instead"; a written form: grammar/nodes.ts).
   */
  | { kind: "Target"; target: number; theWords?: true }
  /** "the removed card" / "the exiled card": the object a linked ability of the same card removed. */
  | { kind: "Linked" }
  /**
   * "it" / "that creature" in a triggered ability: the object its event names (the creature coming into play,
   * the attacker, the creature dealt damage, the card put into a graveyard). `noun`: the word after "that".
   */
  | { kind: "Triggering"; noun?: string }
  /**
   * "it" / "that creature" / "those tokens" / "them" after a sentence of the same ability that put objects into
   * play without naming them ("Put a 4/4 … token into play. Remove it from the game at end of turn.", "You may put
   * a creature card from your hand into play. That creature gains haste …"): the objects the latest such sentence
   * made, as the ability resolves. `noun`: the word after "that"/"those"; `plural`: more than one may be made.
   */
  | MadeRef
  /**
   * "enchanted creature", "equipped creature", "enchanted land": the permanent the card (an Aura or Equipment)
   * is attached to. `by` and `noun` are its words, for printing.
   */
  | AttachedRef;

export interface MadeRef {
  kind: "Made";
  noun?: string;
  plural?: true;
}

export interface AttachedRef {
  kind: "Attached";
  by: "enchanted" | "equipped";
  noun: CardType | "permanent";
}

/**
 * A set of objects an effect acts on.
 * - Ref: one object ("target creature", "that creature", "it").
 * - Each: every object matching a filter at the time the effect happens ("each creature you control",
 *   "creatures you control", "all lands target player controls", "all creature cards in all graveyards").
 * - Targets: all objects chosen for one multi-target spec ("two target lands").
 */
export type ObjectSet =
  | { kind: "Ref"; ref: ObjectRef }
  | {
      kind: "Each";
      filter: ObjectFilter;
      /** The card's written quantifier, "each creature" / "all creatures" (a written form: grammar/nodes.ts); absent: bare "creatures". */
      quantifier?: "each" | "all";
      /** Named again in full right after the ability named the same objects (a written form: grammar/nodes.ts): not "those creatures". */
      restated?: true;
    }
  /** `theWords`: named again as "the creatures" (a written form, as `Target`'s). */
  | { kind: "Targets"; target: number; theWords?: true };

export type Amount =
  | { kind: "Number"; value: number }
  | { kind: "X" }
  /** "equal to your life total" */
  | { kind: "LifeTotal"; player: PlayerRef }
  /**
   * "the life he or she lost this turn" (Wound Reflection; current "the life they lost this turn"), "the life you
   * lost this turn": the life the player lost this turn, read back from the turn's log (runtime/turn-record.ts).
   */
  | { kind: "LifeLostThisTurn"; player: PlayerRef }
  /**
   * "equal to the number of creatures you control" (`per` absent), "for each creature you control" (`per`: the
   * amount counted for each, "1 life for each", "2 damage for each").
   */
  | { kind: "CountOf"; filter: ObjectFilter; per?: number; devouredBy?: ObjectRef }
  /**
   * "equal to its power", "equal to that creature's toughness": the object's current value (0 if it has none);
   * "where X is that spell's converted mana cost" (`manaValue`, Manaplasm: only as X, grammar/parser.ts definingX).
   */
  | { kind: "StatOf"; stat: "power" | "toughness" | "manaValue"; object: ObjectRef }
  /** "that much": the amount the triggering event bound (the damage dealt). */
  | { kind: "ThatMuch" }
  /**
   * Domain (Conflux): "the number of basic land types among lands you control" (`per` absent), "for each basic land
   * type among lands you control" (`per`: the amount counted for each). `among` is the lands as written; the count
   * is how many of Plains, Island, Swamp, Mountain and Forest appear among their subtypes (0 to 5).
   */
  | { kind: "BasicLandTypes"; among: ObjectFilter; per?: number }
  /**
   * "for each +1/+1 counter on ~" (`per`: the amount counted for each), "the number of charge counters on ~"
   * (`per` absent): the counters of that kind on the object as it is (its last known counters if it left play).
   */
  | { kind: "CountersOn"; counter: CounterKind; object: ObjectRef; per?: number }
  /**
   * X defined by the sentence: "…, where X is the number of Merfolk you control." (`value`: what X is; printed
   * "X" where it stands and ", where X is …" at the end of its sentence; worked out when the effect happens).
   */
  | { kind: "WhereX"; value: Amount }
  /**
   * Chroma (Eventide): "the number of green mana symbols in the mana costs of permanents you control" (`per` absent),
   * "for each white mana symbol in the mana costs of permanents you control" (`per`: the amount counted for each).
   * A hybrid symbol counts for each of its colours (runtime/chroma.ts).
   */
  | { kind: "ManaSymbols"; color: Color; among: ObjectFilter; per?: number }
  /**
   * "the number of Forests you control plus the number of Treefolk you control" (Dauntless Dourbark): the amounts
   * added, each worked out when the sum is (in a static ability: each time the layers ask).
   */
  | { kind: "Sum"; terms: Amount[] }
  /**
   * "the sacrificed creature's power" (Brion Stoutarm), "the total power of the sacrificed creatures" (`total`,
   * Soulblast): the permanents the ability's or spell's cost sacrificed (409.1h), as they last existed (413.2a).
   */
  | { kind: "SacrificedStat"; stat: "power" | "toughness"; total?: true }
  /**
   * What the resolving spell or ability did before, by its earlier instructions (413.2c: in order): "the damage
   * dealt this way" (`damageDealt`: the damage its source dealt, prevented damage not dealt; Corrupt), "for each
   * permanent destroyed this way" (`destroyed`: the objects it destroyed, of `filter`'s card types; `per`: the
   * amount counted for each; Fracturing Gust).
   */
  | { kind: "ThisWay"; what: "damageDealt" | "damagePrevented" | "destroyed"; filter?: ObjectFilter; per?: number };

export type CounterKind = "loyalty" | "+1/+1" | "-1/-1" | string;

export type Duration = "untilEndOfTurn" | "restOfGame" | "permanent";

/**
 * When a delayed triggered ability triggers (families/delayed): "at end of turn" (the current wording's "at the
 * beginning of the next end step": the same moment), "at the beginning of the next turn's upkeep", "at end of
 * combat" (the beginning of the end of combat step, 2007 rule 311).
 */
export type DelayedTiming = "endOfTurn" | "nextUpkeep" | "endOfCombat";

/** A token to create: "a 3/3 green Beast creature token", "five 4/4 red Dragon creature tokens with flying". */
export interface TokenSpec {
  power: number | null;
  toughness: number | null;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  keywords: Keyword[];
  /** Quoted abilities: `with "This creature's power and toughness are each equal to your life total."` */
  abilities: StaticAbility[];
  /** "… token with flying named Wasp" (The Hive): the token's name (without it, its subtypes, 2007 216.? / 110.5c). */
  name?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Effects (one-shot, in order). Every effect has a range covering its words in the source.

/**
 * Every effect the language knows: the union of the node types of the sentence families registered in
 * families/syntax.ts (each family declares its own nodes in families/<name>/syntax.ts). A type-only import:
 * the AST stays plain data and loading it loads nothing.
 */
export type Effect = import("../families/syntax.js").FamilyEffect;
export type { DamageRecipient } from "../families/damage/syntax.js";

export type EffectKind = Effect["kind"];
