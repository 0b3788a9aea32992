/**
 * What a sentence family's syntax part (families/<name>/syntax.ts) is, and the one kernel module it imports.
 *
 * A family brings its words, its Chevrotain rules (defined from outside the parser class, through the
 * `GrammarKit` the parser hands it before its one self-analysis), the AST node types of its effects, how to
 * print each of them in both wordings, how the validator reads each of them (its verb for messages, which
 * targets it uses and as what, any check of its own) and its sentence templates ("did you mean", completion).
 * The parser, printer and validator (the kernel) dispatch on an effect's `kind` through maps built from the
 * registry (families/syntax.ts), typed over the AST's `Effect` union: a family that lacks a piece fails `tsc`.
 * An ability family (a kind of trigger event, replacement effect or static ability) is the same, inside an
 * ability shape the kernel owns: see "Ability-level families" below.
 *
 * This module is a leaf at run time (type imports only, plus the leaf helpers it re-exports), so loading a
 * family never loads the parser, and the registry can be loaded by the lexer.
 */
import type { IOrAlt, IToken, ParserMethod, TokenType } from "chevrotain";
import type {
  ActivatedAbility,
  Amount,
  EffectPhrasing,
  CardType,
  Color,
  Duration,
  Effect,
  Keyword,
  ManaCost,
  ObjectFilter,
  ObjectRef,
  ObjectSet,
  PlayerRef,
  SourceRange,
  StaticAbility,
  StaticEffect,
  TargetSpec,
} from "./ast.js";
import type { TargetUse } from "./target-uses.js";
import type { Wording } from "./words.js";

export * from "./words.js";
export * from "./target-uses.js";
export { sameNode, containsNode } from "./nodes.js";
export { modeRange, type ModeCount } from "./mode-count.js";

/**
 * "it" after "look at the top card of …": the card looked at. The look-at-library family remembers it as the
 * ability's antecedent; families/looked-at-card's sentences act on it; no finished tree holds it (that family's
 * `finish` reports any other effect naming it).
 */
export const LOOKED_AT_CARD: ObjectSet & { kind: "Ref" } = { kind: "Ref", ref: { kind: "LookedAt" } as unknown as ObjectRef };

// ---------------------------------------------------------------------------------------------------------
// Parsing

/** Who does what a predicate says: a player, or objects ("Target creature gets …"). `start`: where it begins. */
export interface Subject {
  player?: PlayerRef;
  objects?: ObjectSet;
  start: number;
}

/**
 * An effect while its ability is being parsed: an `Effect`, or a part a family merges in its `finish` pass
 * (a library search is three sentences: "Search …", "put it …", "Then shuffle …").
 */
export interface Draft {
  kind: string;
  range: SourceRange;
  /** The clause's written joining words and subject; moved into `Effects.phrasing` when the ability is finished. */
  phrasing?: EffectPhrasing;
}

/** A family's rule for the words after a clause's leading verb: (subject, drafts so far, the verb's offset). */
export type VerbRule = ParserMethod<[Subject, Draft[], number], void>;

/**
 * One way a clause continues after its leading word. The kernel groups every family's phrases by leading word,
 * so the choice of clause is on distinct words (Chevrotain's LL(1)); phrases sharing a word ("gain 3 life",
 * "gain control of …", "gains flying …") are told apart by the words after it.
 */
export interface VerbPhrase {
  /** The vocabulary name of the leading word (e.g. "Deals", "Gains"). */
  verb: string;
  rule: VerbRule;
  /**
   * For a phrase that shares its leading word with another family's and that Chevrotain's lookahead of 4 cannot
   * tell apart from it ("Return target creature card from your graveyard to your hand" / "… to play"): a test
   * over the tokens ahead (`kit.LA(1)` is the word after the verb), true when the clause is this phrase's.
   * Gated phrases are tried before the other phrases of their word.
   */
  gate?: () => boolean;
}

/** What a family's grammar adds to the language. */
export interface FamilyGrammar {
  /** Phrases after a subject ("Target player draws two cards", "~ deals 3 damage to …"). */
  predicates?: VerbPhrase[];
  /** Clauses without a subject ("Destroy target creature.", "Draw a card."): the controller acts. */
  imperatives?: VerbPhrase[];
}

/** The shared phrases of the grammar (kernel rules a family's rules call with `kit.subrule`). */
export interface KernelPhrases {
  amount: ParserMethod<[], Amount>;
  objectSet: ParserMethod<[], ObjectSet>;
  objectNoun: ParserMethod<[], ObjectFilter>;
  objectAnaphor: ParserMethod<[], ObjectSet>;
  targetPhrase: ParserMethod<[], { spec: TargetSpec }>;
  /** Oracle's "any target": the same target as "target creature or player" (2007 rules). */
  anyTarget: ParserMethod<[], { spec: TargetSpec }>;
  /** Oracle's "any number of targets": "any number of target creatures and/or players" (gate on the word "targets"). */
  anyNumberOfTargets: ParserMethod<[], { spec: TargetSpec }>;
  /** Oracle's later "another target" / "a third target" (no noun after it): a creature or player unlike the earlier targets (409.1c). */
  laterAnyTarget: ParserMethod<[], { spec: TargetSpec }>;
  playerAnaphor: ParserMethod<[], PlayerRef>;
  possessivePlayer: ParserMethod<[], PlayerRef>;
  keywordList: ParserMethod<[], Keyword[]>;
  duration: ParserMethod<[], Duration>;
  intoPlay: ParserMethod<[], void>;
  underControl: ParserMethod<[ObjectSet], PlayerRef>;
  counterKind: ParserMethod<[], string>;
  selfReference: ParserMethod<[], void>;
  /** "comes into play" / "enters the battlefield" */
  entersPlay: ParserMethod<[], void>;
  /** "your" / "an opponent's": whose turn or control a trigger names ("during your turn", "under an opponent's control"). */
  yourOrAnOpponents: ParserMethod<[], "your" | "opponent">;
  /** A static ability's sentence, period included (any static family's): the quoted abilities of tokens. */
  staticSentence: ParserMethod<[], StaticAbility>;
  /** An activated ability in quotes, granted to other objects ('has "{T}: This creature deals 1 damage …"'). */
  quotedActivatedAbility: ParserMethod<[], ActivatedAbility>;
  /** Every family's phrase after a subject ("draws a card"): for phrases that hold another ("may draw a card"). */
  predicate: ParserMethod<[Subject, Draft[]], void>;
  /** Every family's clause without a subject ("draw a card"), the controller acting. */
  imperative: ParserMethod<[Draft[]], void>;
  /** A whole clause, with or without a subject ("If you do, return …"). */
  clause: ParserMethod<[Draft[]], void>;
  /** Domain: "basic land types among lands you control" (after "the number of"), the amount it counts. */
  basicLandTypes: ParserMethod<[], Amount>;
  /** After "the": "sacrificed creature's power", "total power of the sacrificed creatures". */
  sacrificedStat: ParserMethod<[], Amount>;
  /** An amount named by what it counts or measures ("the number of Merfolk you control", "that creature's power", "your life total"). */
  amountNoun: ParserMethod<[], Amount>;
  /** Chroma: "green mana symbols in the mana costs of permanents you control" (after "the number of"). */
  manaSymbols: ParserMethod<[], Amount>;
  /** "{U} was spent to play ~" (current: "… to cast this spell"): the colour of mana a condition asks about. */
  manaSpent: ParserMethod<[], Color>;
  /** "you've played another blue spell this turn" (current: "cast"): the spells a condition asks about. */
  spellPlayedThisTurn: ParserMethod<[], { another: boolean; spells: ObjectFilter }>;
}

/**
 * The parser as a family sees it: Chevrotain's DSL in its indexed form (`consume(1, X)` is `CONSUME1(X)`: the
 * index tells apart two calls of the same kind in one rule), the kernel's phrases, and the semantic helpers
 * that actions use. Every semantic computation goes inside `action`, so Chevrotain's recording phase never
 * runs it.
 */
export interface GrammarKit {
  rule<ARGS extends unknown[], R>(name: string, impl: (...args: ARGS) => R): ParserMethod<ARGS, R>;
  consume(idx: number, token: TokenType): IToken;
  subrule<ARGS extends unknown[], R>(idx: number, rule: ParserMethod<ARGS, R>, options?: { ARGS: ARGS }): R;
  or<T>(idx: number, alts: IOrAlt<T>[]): T;
  option<T>(idx: number, body: (() => T) | { GATE: () => boolean; DEF: () => T }): T | undefined;
  many(idx: number, body: (() => void) | { GATE: () => boolean; DEF: () => void }): void;
  atLeastOne(idx: number, body: () => void): void;
  atLeastOneSep(idx: number, options: { SEP: TokenType; DEF: () => void }): void;
  ACTION<T>(impl: () => T): T;
  /** The i-th next token (for gates). */
  LA(i: number): IToken;

  /** A vocabulary token type by name (the lexer's or a family's word). */
  word(name: string): TokenType;
  readonly tokens: {
    NumberLit: TokenType;
    Slash: TokenType;
    Comma: TokenType;
    Plus: TokenType;
    Minus: TokenType;
    ManaSymbol: TokenType;
    OpenQuote: TokenType;
    CloseQuote: TokenType;
    Possessive: TokenType;
    Word: TokenType;
    /** A lone apostrophe: the plural possessive "owners'". */
    Apostrophe: TokenType;
    /**
     * A sentence's period (a replacement written in two sentences: "As ~ comes into play, … . If you do, …") and
     * the punctuation of modal spells (grammar/modes.ts): "Choose one — …; or …" and "Choose one — • … • …".
     */
    Period: TokenType;
    Dash: TokenType;
    Semicolon: TokenType;
    Bullet: TokenType;
    /** The end of the line (for gates: what follows a mode's last period). */
    EOF: TokenType;
    /**
     * The card's own name where it refers to itself (the parser rewrites it so): a sentence said only of the card
     * by its name, where "this creature" would start like another family's sentence for more than the lookahead.
     */
    SelfName: TokenType;
  };
  readonly phrases: KernelPhrases;

  // Semantic helpers (inside `action` only)
  rangeFrom(start: number): SourceRange;
  range(start: number, end: number): SourceRange;
  /** The end offset of the last token consumed. */
  lastEnd(): number;
  problem(code: string, message: string, start: number, end: number): void;
  numberValue(token: IToken): number;
  /** The value of a number word token ("three" → 3). */
  numberWordValue(token: IToken): number;
  /** `produced`: mana an ability adds, where {C} (one colorless mana, current wording) is known. */
  manaCostOf(tokens: IToken[], allowTap: boolean, produced?: boolean): { cost: ManaCost; tap: boolean };
  cardTypeOf(image: string): CardType | undefined;
  colorOf(image: string): Color | undefined;
  /** Pushes the effect `make` builds when the subject is a player (else reports CS1035). */
  playerEffect(drafts: Draft[], subject: Subject, start: number, make: (player: PlayerRef, range: SourceRange) => Draft): void;
  /** Pushes the effect `make` builds when the subject is objects (else reports CS1035). */
  objectEffect(drafts: Draft[], subject: Subject, start: number, make: (objects: ObjectSet, range: SourceRange) => Draft): void;
  /** Where an effect's range starts: its subject for a clause's first predicate, its verb for later ones. */
  effectStart(drafts: Draft[], subject: Subject, verbStart: number): number;
  /** The one object the subject names (else reports CS1035 and gives undefined). */
  singleSource(subject: Subject): ObjectRef | undefined;
  /** The objects one target spec designates: one ("target creature") or all chosen ("two target lands"). */
  targetObjects(spec: TargetSpec): ObjectSet;
  /** Whether the i-th next token starts a clause without a subject ("…, reveal it, put it …"; for gates). */
  imperativeFollows(i: number): boolean;
  /** What "it" / "those creatures" would mean now in this ability (for gates: read-only). */
  currentObjects(): ObjectSet | undefined;
  /** Records what a later "it" / "those creatures" means in this ability, and gives back `objects`. */
  rememberObjects(objects: ObjectSet): ObjectSet;
  /** An effect made objects or put them into play unnamed (tokens, a card from a hand): a later "it", "that creature", "them" names them (`MadeRef`). */
  noteObjectsMade(): void;
  /** Records what a later "that player" means in this ability (a trigger's player), and gives back `player`. */
  rememberPlayer(player: PlayerRef): PlayerRef;
  /** Records that the trigger binds an amount, so a later "that much" means it (the damage dealt, the life gained). */
  rememberAmount(): void;
  /** The one object a possessive "its" at `start` refers to (the last named), or undefined after reporting CS1034. */
  antecedentObject(start: number): ObjectRef | undefined;
  /** How many targets the ability has declared so far (a mode's targets are those its sentences add). */
  targetCount(): number;
  /** Forgets what "it" and "that player" refer to (each mode of a modal spell starts afresh). */
  forgetAntecedents(): void;
}

/** The part of the kit a family's `finish` pass uses. */
export interface FinishKit {
  range(start: number, end: number): SourceRange;
  problem(code: string, message: string, start: number, end: number): void;
}

/**
 * "… instead" ("If you win, … instead", "If you control a black permanent, … instead"): takes the effect written just
 * before `node` out of `out` (the finish pass's effects so far, which must not be empty) and returns it; `node` takes
 * its place, its joining words and its start.
 */
export function takeInPreviousEffect(out: Draft[], node: Draft, kit: FinishKit): Effect {
  const previous = out.pop()!;
  if (previous.phrasing !== undefined) node.phrasing = previous.phrasing;
  else delete node.phrasing;
  delete previous.phrasing;
  node.range = kit.range(previous.range.start.offset, node.range.end.offset);
  return previous as unknown as Effect;
}

/** The drafts whose family marked them as taking the "Otherwise, …" sentence after them (`takesOtherwise`). */
const otherwiseHolders = new WeakSet<object>();

/**
 * Marks a draft as one that takes the sentence "Otherwise, …" written after it as its `otherwise` effects (what
 * happens when its condition does not hold): a clash's "If you win, …" (the conditional family's `finish` moves the
 * sentence in, as it does for its own conditions). Gives back the draft.
 */
export function takesOtherwise<D extends Draft>(draft: D): D {
  otherwiseHolders.add(draft);
  return draft;
}

/** Whether another family marked the draft as taking "Otherwise, …" (`takesOtherwise`). */
export function holdsOtherwise(draft: Draft | undefined): draft is Draft & { otherwise?: Effect[] } {
  return draft !== undefined && otherwiseHolders.has(draft);
}

// ---------------------------------------------------------------------------------------------------------
// Printing

/**
 * The sentence printer as a family sees it. It tracks what the ability has mentioned: the first mention of a
 * target reads "target creature", later ones "that creature" or "it".
 */
export interface SentenceWriter {
  readonly wording: Wording;
  readonly cardName: string;
  /** A player as the subject of a clause: "you", "target player", "that player", "each player". */
  playerAsSubject(player: PlayerRef): string;
  /** A player dealt damage: as `playerAsSubject`, but the current wording's "target player or planeswalker". */
  damagedPlayer(player: PlayerRef): string;
  /** An object set as the subject: "Target creature", "It", "Creatures you control", "Those creatures". */
  objectsAsSubject(set: ObjectSet): { words: string; plural: boolean };
  /** An object set as the object of a verb: "target creature", "that creature", "all lands target player controls". */
  objects(set: ObjectSet, determiner: "each" | "all"): string;
  /** An object reference in object position: "target creature", "that creature", the card's name. */
  objectRef(ref: ObjectRef): string;
  /**
   * A condition at the head of the sentence named this object in its own words ("If that creature is black or red,
   * …"): the sentence's later mentions of it are "it" ("… destroy it").
   */
  namedInSentence(ref: ObjectRef): void;
  /** A target that may be a creature or a player, first "target creature or player", then "it". */
  eitherTarget(index: number): string;
  filterWithControllers(filter: ObjectFilter, number: "singular" | "plural", determiner: "each" | "all" | "bare" | "a"): string;
  /** "your" / "his or her" (2007) / "their" (current). */
  his(player: PlayerRef): string;
  /** "your", "its owner's", "his or her" — whose control objects are put under. */
  controlOwner(player: PlayerRef): string;
  /** The text of a static ability (quoted abilities of tokens). */
  staticText(effect: StaticEffect): string;
  /** A granted activated ability's text, without its quotes, the object that has it named `self` ("this creature"). */
  quotedAbility(ability: ActivatedAbility, self: string): string;
  /**
   * The clause of a player's effect: "You gain 2 life", "Target player draws two cards", or the imperative
   * Oracle writes for you ("Draw a card.") when `imperativeForYou`. `predicate` receives the verb form to use.
   */
  playerClause(player: PlayerRef, imperativeForYou: boolean, predicate: (verb: VerbForm) => string): string;
  /** The verb form of a predicate whose subject is `player`, printed after that subject. */
  verbFor(player: PlayerRef): VerbForm;
  /** Another effect's words after its subject, verb in the base form ("shuffle your library"): "… may …". */
  predicateOf(effect: Effect): string;
  /**
   * Another effect's clause, subject included ("return target creature …"): "If you do, …"; `written`: its subject
   * as the card wrote it, kept by the family that holds it ("If you won, that creature doesn't untap …").
   */
  clauseOf(effect: Effect, written?: EffectPhrasing): string;
  /** ", where X is …" for the X of these effects (or of the targets they declare), or "" (`PrintRule.printsWhereX`). */
  whereX(effects: readonly Effect[]): string;
  /** Forgets the objects the last clause named ("those creatures"): each mode of a modal spell starts afresh. */
  forgetAntecedents(): void;
  /**
   * A family printing a second sentence inside its clause ("… to its owner's hand. If you win, … that creature …
   * instead"): a target named in the sentence before is "that creature" again, not "it".
   */
  startSentence(): void;
}

/** Picks the base ("draw") or third-person ("draws") form of a verb. */
export type VerbForm = (base: string, third: string) => string;

export interface PrintRule<N extends EffectNode> {
  /** The effect's clause, subject included, in lower case (the printer capitalises and ends the sentence). */
  clause(effect: N, writer: SentenceWriter): string;
  /** The verb phrase alone, continuing the previous clause's subject (", then sacrifices seven permanents"). */
  predicate?(effect: N, writer: SentenceWriter): string;
  /**
   * Whether the next effect is printed in the same sentence, as printed cards do: "and" + its clause
   * ("… and you gain 3 life"), or ", then" + its predicate ("…, then sacrifices …").
   */
  join?(effect: N, next: Effect): "and" | "then" | undefined;
  /**
   * The clause prints its own ", where X is …" (with `SentenceWriter.whereX`) where its words need it: a clause of
   * several sentences ("Look at the top X cards of your library, where X is …. Put one of those cards …").
   * Otherwise the sentence ends with it.
   */
  printsWhereX?: true;
}

// ---------------------------------------------------------------------------------------------------------
// Checking

export interface CheckRule<N extends EffectNode> {
  /** The effect named in messages: "Dealing damage", "Drawing". */
  verb: string;
  /** The targets and object sets the effect uses, and as what. */
  targetUses(effect: N, uses: TargetUse[]): void;
  /** A check of the family's own (the validator reports through `report`). */
  check?(effect: N, report: (code: string, range: SourceRange, message: string) => void): void;
  /** The effects this one holds ("you may …"): the validator checks them as the ability's own. */
  nested?(effect: N): readonly Effect[];
  /** The activated abilities the effect grants in quotes, checked as the card's own activated abilities are. */
  grantedAbilities?(effect: N): readonly ActivatedAbility[];
}

// ---------------------------------------------------------------------------------------------------------
// The family

export interface SentenceTemplate {
  /** What the ability is, for completion menus. */
  kind: "spell or ability text" | "triggered" | "static" | "replacement" | "keywords" | "mana";
  template: string;
}

/** What every effect node is: a discriminant and the range of its words. */
export interface EffectNode {
  kind: string;
  range: SourceRange;
}

export interface SyntaxFamily<N extends EffectNode> {
  /** Never set: carries the family's node type, from which the registry builds the AST's `Effect` union. */
  readonly __node?: N;
  /** The folder name under families/. */
  name: string;
  /** Spellings of the words only this family uses, by vocabulary name ("Deals": ["deal", "deals"]). */
  words?: Readonly<Record<string, readonly string[]>>;
  grammar(kit: GrammarKit): FamilyGrammar;
  /** A pass over the ability's drafts after parsing: merges the family's parts into effects, checks them. */
  finish?(drafts: Draft[], kit: FinishKit): Draft[];
  /**
   * A pass before every family's `finish`: gathers drafts into the effects that hold them (a condition's clause takes
   * in the clauses after it in the same sentence), so that the families' passes then see them where they belong.
   */
  gather?(drafts: Draft[], kit: FinishKit): Draft[];
  print: { [K in N["kind"]]: PrintRule<Extract<N, { kind: K }>> };
  check: { [K in N["kind"]]: CheckRule<Extract<N, { kind: K }>> };
  /** Every sentence shape of the family, with `~` for the card's name and `N` for numbers (each one parses). */
  sentences: readonly SentenceTemplate[];
}

// ---------------------------------------------------------------------------------------------------------
// Ability-level families: triggers, replacement effects, static abilities

/**
 * The kernel owns the shape of each ability line (a triggered ability is "<trigger>, <sentences>"; a replacement
 * or static ability is one sentence ending in a period); an ability family brings what varies inside that
 * shape: a trigger event ("When ~ comes into play"), a kind of replacement ("If an effect would put one or more
 * tokens …"), a static ability ("This creature's power and toughness are each …"). Its nodes are the AST's
 * `Trigger`, `Replacement` and `StaticEffect` unions (built from the registry, families/syntax.ts).
 */
export type AbilityLevel = "trigger" | "replacement" | "static";

/**
 * A family's rule for its part of an ability line: given the offset where the line (or, for a trigger, the
 * trigger word) starts, it consumes its words and gives its node, whose range ends before the line's period.
 */
export type AbilityRule<N> = ParserMethod<[number], N>;

/** What a trigger family's grammar adds: event phrases after "When"/"Whenever", and times after "At". */
export interface TriggerGrammar<N> {
  /** After "When" or "Whenever" ("~ comes into play"). */
  when?: AbilityRule<N>[];
  /** After "At" ("the beginning of your upkeep"). */
  at?: AbilityRule<N>[];
}

/** What a replacement or static family's grammar adds: whole sentences (the kernel consumes the period). */
export interface SentenceGrammar<N> {
  sentences: AbilityRule<N>[];
}

/** What printing an ability's part needs besides the node. */
export interface AbilityWriter {
  readonly wording: Wording;
  readonly cardName: string;
  /** The card's types (the current wording says "dies" only of a creature: "When ~ dies" of a creature card). */
  readonly cardTypes?: readonly CardType[];
  /**
   * A granted activated ability's text, without its quotes: its cost, colon and sentences, the object that has it
   * named `self` ("this creature").
   */
  quotedAbility(ability: ActivatedAbility, self: string): string;
  /** Effects said as whole sentences, each with its period ("You gain life equal to the damage prevented this way."). */
  sentences(effects: readonly Effect[]): string;
}

export interface AbilityPrintRule<N extends EffectNode> {
  /** The family's words: a trigger without its comma, a replacement or static sentence with its period. */
  print(node: N, writer: AbilityWriter): string;
}

export interface AbilityCheckRule<N extends EffectNode> {
  /**
   * When X in this node stands for the {X} of the card's mana cost ("comes into play with X counters"): what
   * needs it, for the message when the cost has none. Otherwise X in it is undefined (nothing defines it).
   */
  xFromManaCost?(node: N): string | undefined;
  /** Whether the node refers to the card a linked ability removed ("the removed card"). */
  refersToLinked?(node: N): boolean;
  /** For a static ability: whether it defines the creature's power and toughness (its P/T line reads *\/*). */
  definesPowerToughness?: boolean;
  /** The activated abilities the node grants in quotes, checked as the card's own activated abilities are. */
  grantedAbilities?(node: N): readonly ActivatedAbility[];
  /**
   * A check of the family's own against the card that has the ability (its name and card types): the validator
   * reports through `report` ("When you cycle ~ or it's put into a graveyard from play" on an instant).
   */
  check?(node: N, card: { readonly name: string; readonly types: readonly CardType[] }, report: (code: string, range: SourceRange, message: string) => void): void;
}

interface AbilityFamilyBase<N extends EffectNode> {
  /** Never set: carries the family's node type, from which the registry builds its AST union. */
  readonly __node?: N;
  /** The folder name under families/. */
  name: string;
  /** Spellings of the words only this family uses, by vocabulary name. */
  words?: Readonly<Record<string, readonly string[]>>;
  print: { [K in N["kind"]]: AbilityPrintRule<Extract<N, { kind: K }>> };
  check: { [K in N["kind"]]: AbilityCheckRule<Extract<N, { kind: K }>> };
  /** Every sentence shape of the family, with `~` and `N` (each one parses). */
  sentences: readonly SentenceTemplate[];
}

/** A family of trigger events: its nodes are `Trigger`s. */
export interface TriggerFamily<N extends EffectNode> extends AbilityFamilyBase<N> {
  level: "trigger";
  grammar(kit: GrammarKit): TriggerGrammar<N>;
}

/** A family of replacement effects (419): its nodes are `Replacement`s. */
export interface ReplacementFamily<N extends EffectNode> extends AbilityFamilyBase<N> {
  level: "replacement";
  grammar(kit: GrammarKit): SentenceGrammar<N>;
}

/** A family of static abilities that are not replacement effects: its nodes are `StaticEffect`s. */
export interface StaticFamily<N extends EffectNode> extends AbilityFamilyBase<N> {
  level: "static";
  grammar(kit: GrammarKit): SentenceGrammar<N>;
}

export type AbilityFamily<N extends EffectNode> = TriggerFamily<N> | ReplacementFamily<N> | StaticFamily<N>;

/** One alternative of an OR (see parser.ts `alt`: a function passed as an argument is not renamed by tsx). */
export function alt<T>(ALT: () => T): IOrAlt<T> {
  return { ALT };
}

/** The identity, so that a function literal in a GATE/DEF property is not renamed (see `alt`). */
export function fn<F>(f: F): F {
  return f;
}
