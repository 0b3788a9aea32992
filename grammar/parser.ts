/**
 * The Chevrotain grammar of card lines. One parser instance (module singleton) parses one line at a time:
 * the driver (parse.ts) splits the file into lines and calls the entry rule that fits each line.
 *
 * It is an EmbeddedActionsParser: rules build AST nodes directly (no CST), which keeps parsing fast. All
 * semantic code runs inside `this.ACTION(...)` so that Chevrotain's grammar recording phase never runs it.
 *
 * Anaphora ("that player", "it", "those creatures", "the removed card") are resolved while parsing, from the
 * references the ability has made so far (the parser's per-ability state: targets, last player, last objects).
 *
 * Chevrotain decides loops and options from the tokens inside the rule only; where a word could also start what
 * follows in the caller ("creature or player", "from the game", "and you gain 3 life"), a GATE looks further.
 *
 * This file is the grammar's kernel: the card skeleton, ability shapes (costs, triggers, replacements, statics),
 * sentences and clauses, and the shared phrases (amounts, targets, object sets and filters, player and object
 * references, durations). The effects themselves come from the sentence families (families/<name>/syntax.ts):
 * each defines its rules from outside this class through the `GrammarKit` (this parser, seen through the
 * interface of grammar/family.ts) before the one `performSelfAnalysis`. The kernel groups their phrases by
 * leading word, so a clause is chosen on one distinct word. Adding a sentence: ARCHITECTURE.md, "Adding a
 * sentence family".
 */
import {
  EarlyExitException,
  EmbeddedActionsParser,
  EOF,
  LazyLookaheadStrategy,
  NoViableAltException,
  tokenMatcher,
  type IOrAlt,
  type IToken,
  type TokenType,
} from "./chevrotain.js";
import { readFileSync } from "node:fs";
import type { Rule } from "chevrotain";
import { knownPathsOf, RECORDING_FILE, recordDecisions, recordGrammar, replayDuring, replayedRules, type GrammarRecording } from "./grammar-recording.js";
import type {
  MorphAbility,
  DredgeAbility,
  CombatKeywordAbility,
  Ability,
  MadeRef,
  ActivatedAbility,
  ActivationCost,
  TypecyclingType,
  ActivationRestriction,
  Amount,
  CardType,
  Color,
  CostPart,
  DelayedTiming,
  Duration,
  Effect,
  EffectPhrasing,
  Effects,
  Keyword,
  KeywordEntry,
  LoyaltyCost,
  ManaCost,
  ManaSymbol as ManaSymbolNode,
  ObjectFilter,
  ZoneWords,
  ObjectRef,
  ObjectSet,
  PlayerRef,
  Replacement,
  SourceRange,
  StaticAbility,
  StaticEffect,
  TargetSpec,
  Trigger,
  TriggeredAbility,
  QuotedAbility,
  ReplacementAbility,
  InterveningIfClause,
} from "./ast.js";
import { combatKeywordReminder, dredgeReminder, MORPH_REMINDER, TYPECYCLING_WORDS } from "./costs.js";

import { ANY_NUMBER_OF_TARGETS } from "./ast.js";
import {
  allTokenTypes,
  AnyWord,
  Apostrophe,
  Bullet,
  CloseQuote,
  Colon,
  Comma,
  Dash,
  LParen,
  ManaSymbol,
  Minus,
  NumberLit,
  numberWordValue,
  OpenQuote,
  Period,
  Plus,
  Possessive,
  RParen,
  SelfName,
  Semicolon,
  Slash,
  Star,
  vocab,
  Word,
} from "./lexer.js";
import type { LineMap } from "./positions.js";
import type {
  AbilityFamily,
  AbilityRule,
  Draft,
  FamilyGrammar,
  GrammarKit,
  KernelPhrases,
  SentenceGrammar,
  Subject,
  SyntaxFamily,
  TriggerGrammar,
  VerbPhrase,
  VerbRule,
} from "./family.js";
import { ABILITY_FAMILIES, SYNTAX_FAMILIES } from "../families/syntax.js";
import { cardTypeOf, colorOf, keywordOf } from "./vocabulary.js";
import { addComposedParts, checkStatusOutsidePlay, negatedSubtypeOf, type FilterQualifier } from "./filters.js";
import { subtypeOf } from "./filters-subtypes.js";
import { sameNode } from "./nodes.js";
import { dropDefaultPhrasing } from "./printer.js";

// Vocabulary token types used by the rules.
const V = {
  Card: vocab("Card"),
  Chosen: vocab("Chosen"),
  Named: vocab("Named"),
  Sacrificed: vocab("Sacrificed"),
  Than: vocab("Than"),
  Enchant: vocab("Enchant"),
  Equip: vocab("Equip"),
  Enchanted: vocab("Enchanted"),
  Equipped: vocab("Equipped"),
  Spell: vocab("Spell"),
  Single: vocab("Single"),
  TypeWord: vocab("TypeWord"),
  SupertypeWord: vocab("SupertypeWord"),
  Permanent: vocab("Permanent"),
  NonType: vocab("NonType"),
  ColorWord: vocab("ColorWord"),
  KeywordWord: vocab("KeywordWord"),
  First: vocab("First"),
  Double: vocab("Double"),
  Protection: vocab("Protection"),
  Cant: vocab("Cant"),
  Strike: vocab("Strike"),
  Split: vocab("Split"),
  NumberWord: vocab("NumberWord"),
  A: vocab("A"),
  X: vocab("X"),
  You: vocab("You"),
  Your: vocab("Your"),
  Player: vocab("Player"),
  Each: vocab("Each"),
  Target: vocab("Target"),
  That: vocab("That"),
  Those: vocab("Those"),
  It: vocab("It"),
  Its: vocab("Its"),
  HeOrShe: vocab("HeOrShe"),
  His: vocab("His"),
  Her: vocab("Her"),
  They: vocab("They"),
  Their: vocab("Their"),
  Or: vocab("Or"),
  And: vocab("And"),
  Then: vocab("Then"),
  Another: vocab("Another"),
  Them: vocab("Them"),
  Ordinal: vocab("Ordinal"),
  Other: vocab("Other"),
  All: vocab("All"),
  Up: vocab("Up"),
  To: vocab("To"),
  Control: vocab("Control"),
  Controller: vocab("Controller"),
  Any: vocab("Any"),
  Owner: vocab("Owner"),
  This: vocab("This"),
  Damage: vocab("Damage"),
  Draws: vocab("Draws"),
  Gains: vocab("Gains"),
  Life: vocab("Life"),
  Puts: vocab("Puts"),
  Top: vocab("Top"),
  Of: vocab("Of"),
  Library: vocab("Library"),
  Into: vocab("Into"),
  Onto: vocab("Onto"),
  The: vocab("The"),
  Battlefield: vocab("Battlefield"),
  Play: vocab("Play"),
  Graveyard: vocab("Graveyard"),
  Hand: vocab("Hand"),
  Counter: vocab("Counter"),
  On: vocab("On"),
  Creates: vocab("Creates"),
  Token: vocab("Token"),
  With: vocab("With"),
  Until: vocab("Until"),
  End: vocab("End"),
  Turn: vocab("Turn"),
  For: vocab("For"),
  Game: vocab("Game"),
  Are: vocab("Are"),
  Is: vocab("Is"),
  Be: vocab("Be"),
  Step: vocab("Step"),
  From: vocab("From"),
  Exiled: vocab("Exiled"),
  Removed: vocab("Removed"),
  Under: vocab("Under"),
  Converted: vocab("Converted"),
  Mana: vocab("Mana"),
  Value: vocab("Value"),
  Less: vocab("Less"),
  When: vocab("When"),
  Whenever: vocab("Whenever"),
  At: vocab("At"),
  Beginning: vocab("Beginning"),
  Upkeep: vocab("Upkeep"),
  Comes: vocab("Comes"),
  Enters: vocab("Enters"),
  Leaves: vocab("Leaves"),
  If: vocab("If"),
  Would: vocab("Would"),
  Effect: vocab("Effect"),
  More: vocab("More"),
  Twice: vocab("Twice"),
  Times: vocab("Times"),
  Many: vocab("Many"),
  Instead: vocab("Instead"),
  Places: vocab("Places"),
  Dealt: vocab("Dealt"),
  Power: vocab("Power"),
  Toughness: vocab("Toughness"),
  Equal: vocab("Equal"),
  Total: vocab("Total"),
  In: vocab("In"),
  Declare: vocab("Declare"),
  Type: vocab("Type"),
  Cost: vocab("Cost"),
  Opponent: vocab("Opponent"),
  NonColor: vocab("NonColor"),
  NonSupertype: vocab("NonSupertype"),
  Tapped: vocab("Tapped"),
  Untapped: vocab("Untapped"),
  Colorless: vocab("Colorless"),
  Monocolored: vocab("Monocolored"),
  Multicolored: vocab("Multicolored"),
  Attacking: vocab("Attacking"),
  Unblocked: vocab("Unblocked"),
  Nontoken: vocab("Nontoken"),
  Blocked: vocab("Blocked"),
  Except: vocab("Except"),
  By: vocab("By"),
  Blocking: vocab("Blocking"),
  Without: vocab("Without"),
  Greater: vocab("Greater"),
  Defending: vocab("Defending"),
  Number: vocab("Number"),
  /** The tap family's "doesn't"/"don't", which the kernel's "you don't control" shares. */
  Doesnt: vocab("Doesnt"),
} satisfies Record<string, TokenType>;

// The words of costs written in words and of activation restrictions (some are the sentence families' verbs:
// a cost "Sacrifice a creature" reads like the effect, and is told from it by the colon after it).
const CostWords = {
  Sacrifices: vocab("Sacrifices"),
  Discards: vocab("Discards"),
  Remove: vocab("Remove"),
  Tap: vocab("Tap"),
  During: vocab("During"),
  Pay: vocab("Pay"),
  Untapped: vocab("Untapped"),
  Activate: vocab("Activate"),
  Ability: vocab("Ability"),
  Only: vocab("Only"),
  Any: vocab("Any"),
  Time: vocab("Time"),
  Could: vocab("Could"),
  As: vocab("As"),
  Once: vocab("Once"),
  No: vocab("No"),
  Than: vocab("Than"),
  Cycling: vocab("Cycling"),
  Champion: vocab("Champion"),
  Hideaway: vocab("Hideaway"),
} satisfies Record<string, TokenType>;

// ---------------------------------------------------------------------------------------------------------
// Problems the grammar's actions find (beyond syntax errors)

/** A problem found while building the AST of a line; the driver turns it into a Diagnostic. */
export interface LineProblem {
  code: string;
  message: string;
  start: number;
  end: number;
  suggestion?: { message: string; replacement: string; start: number; end: number };
  severity?: "error" | "warning";
}

/** What an ability line parsed to, before the driver's final checks. */
export type LineResult =
  /** `also`: the abilities written after it on the same line ("Swampcycling {2}, mountaincycling {2}"). */
  | { kind: "Ability"; ability: Ability; also?: Ability[] }
  /** Spell text: sentences without a cost or trigger. Valid only on instants and sorceries. */
  | { kind: "SpellText"; body: Effects };

interface TargetPhrase {
  spec: TargetSpec;
}

export { cardTypeOf, supertypeOf } from "./vocabulary.js";

/** The effects whose number "for each …" may count (their printers write it with `digits`/`countedNoun`). */
const FOR_EACH_KINDS: ReadonlySet<string> = new Set(["GainLife", "LoseLife", "DealDamage", "Draw", "Discard", "CreateTokens", "PutCounters", "Sacrifice"]);

/**
 * Whether "for each …" after this effect counts its power and toughness: a change of power/toughness alone ("gets
 * +1/+1 until end of turn for each …", Cenn's Heir, Might of Alara), with no X, colours, types, keywords or
 * abilities to count; the numbers written are per thing counted.
 */
function modifyCounted(effect: { kind: string; amount?: unknown }): boolean {
  if (effect.kind !== "Modify" || effect.amount !== undefined) return false;
  const modify = effect as { power?: number; toughness?: number; byX?: unknown; keywords?: unknown[]; colors?: unknown; creatureTypes?: unknown; abilities?: unknown[] };
  return (
    modify.byX === undefined &&
    (modify.power !== 0 || modify.toughness !== 0) &&
    (modify.keywords?.length ?? 0) === 0 &&
    modify.colors === undefined &&
    modify.creatureTypes === undefined &&
    (modify.abilities?.length ?? 0) === 0
  );
}

/** What each kind of effect does, in the families' own words ("Changing power/toughness or abilities"), for diagnostics. */
const EFFECT_VERBS: ReadonlyMap<string, string> = new Map(
  SYNTAX_FAMILIES.flatMap((family) => Object.entries(family.check ?? {}).map(([kind, rule]) => [kind, (rule as { verb: string }).verb] as const)),
);

/** CS1035's message when "for each …" follows an effect whose number it can't count (Cenn's Heir, Din of the Fireherd). */
function forEachUnsupported(kind: string): string {
  const verb = EFFECT_VERBS.get(kind);
  const what = verb === undefined ? "" : ` (${verb.charAt(0).toLowerCase()}${verb.slice(1)})`;
  return `'for each …' counts the number of a sentence that gains or loses life, deals damage, draws or discards cards, or puts tokens or counters; the sentence before it${what} can't be counted that way yet: write a fixed number, or implement the ability in a \`\`\`ts code block.`;
}

/** Largest number the language accepts anywhere (costs, amounts, loyalty). */
export const MAX_NUMBER = 1_000_000;

function end(token: IToken): number {
  return token.startOffset + token.image.length;
}

/**
 * One alternative of an OR. A helper rather than an inline `{ ALT: () => … }` literal: the tsx/esbuild loader
 * (keepNames) wraps every function literal stored in a named property with a `__name(…)` call that redefines the
 * function's `name`, which costs more than the parse itself on these hot paths; a function passed as an argument
 * is not renamed.
 */
function alt<T>(ALT: () => T): { ALT: () => T } {
  return { ALT };
}

/** What `probe` gives for a rule that parses. */
const PARSED = -1;
/** The names of Chevrotain's recognition exceptions (a probe's failure; anything else is a bug and is rethrown). */
const RECOGNITION_ERRORS: ReadonlySet<string> = new Set(["MismatchedTokenException", "NoViableAltException", "EarlyExitException", "NotAllInputParsedException"]);

/** One alternative of an OR taken only when its gate says so (a helper for the same reason as `alt`). */
function gatedAlt<T>(GATE: () => boolean, ALT: () => T): { GATE: () => boolean; ALT: () => T } {
  return { GATE, ALT };
}

/** The phrases of one leading word, with the DSL indices the clause rule gives them. */
interface VerbGroup {
  verb: TokenType;
  index: number;
  rules: { rule: VerbRule; index: number; gate?: () => boolean }[];
}

function groupByVerb(phrases: readonly VerbPhrase[]): VerbGroup[] {
  const groups = new Map<string, VerbGroup>();
  let ruleIndex = 0;
  for (const phrase of phrases) {
    let group = groups.get(phrase.verb);
    if (!group) {
      // consume/or indices: three per group (the word; the gated choice, the ungated choice after it); subrule
      // indices: one per phrase.
      group = { verb: vocab(phrase.verb), index: groups.size * 3, rules: [] };
      groups.set(phrase.verb, group);
    }
    if (!group.rules.some((entry) => entry.rule === phrase.rule)) group.rules.push({ rule: phrase.rule, index: ruleIndex++, gate: phrase.gate });
  }
  // Gated phrases first: Chevrotain takes the first alternative whose gate and lookahead pass.
  for (const group of groups.values()) group.rules.sort((a, b) => Number(b.gate !== undefined) - Number(a.gate !== undefined));
  return [...groups.values()];
}

/** The identity, so that a function literal in a GATE/DEF property is not renamed (see `alt`). */
/** The words a triggered ability in quotes opens with ("When", "Whenever", "At"): `quotedAbility`. */
const QUOTED_TRIGGER_WORDS: ReadonlySet<string> = new Set(["when", "whenever", "at"]);

function fn<F>(f: F): F {
  return f;
}

/**
 * Tokens of lookahead among the replacement families' sentences (see `replacementAbility`): "If a source would deal
 * damage to a creature or player, it deals double …" (replacement-damage) and "…, prevent that damage." (replacement-
 * prevent) part at the twelfth token.
 */
const REPLACEMENT_LOOKAHEAD = 13;

/** The ability families' rules by shape, each with its subrule index in the kernel rule that chooses among them. */
interface AbilityRules {
  when: { rule: AbilityRule<Trigger>; index: number }[];
  at: { rule: AbilityRule<Trigger>; index: number }[];
  replacement: { rule: AbilityRule<Replacement>; index: number }[];
  static: { rule: AbilityRule<StaticEffect>; index: number }[];
}

function abilityRulesOf(families: readonly AbilityFamily<never>[], kit: GrammarKit): AbilityRules {
  const rules: AbilityRules = { when: [], at: [], replacement: [], static: [] };
  const add = <N>(list: { rule: AbilityRule<N>; index: number }[], found: AbilityRule<N>[] | undefined) => {
    for (const rule of found ?? []) list.push({ rule, index: list.length });
  };
  for (const family of families) {
    if (family.level === "trigger") {
      const grammar = family.grammar(kit) as TriggerGrammar<Trigger>;
      add(rules.when, grammar.when);
      add(rules.at, grammar.at);
    } else {
      const grammar = family.grammar(kit) as SentenceGrammar<Replacement | StaticEffect>;
      if (family.level === "replacement") add(rules.replacement, grammar.sentences as AbilityRule<Replacement>[]);
      else add(rules.static, grammar.sentences as AbilityRule<StaticEffect>[]);
    }
  }
  return rules;
}

/** What the parser's actions record as they read a line (CardLineParser.lineState). */
interface LineState {
  targets: TargetSpec[];
  lastPlayer: PlayerRef | undefined;
  lastObjects: ObjectSet | undefined;
  selfNamed: boolean;
  eachPlayerNamed: boolean;
  eachPlayerClause: boolean;
  definingX: boolean;
  amountBound: boolean;
  triggerAntecedents: { objects: ObjectSet | undefined; player: PlayerRef | undefined; amount?: boolean } | undefined;
  problems: LineProblem[];
  refersToLinked: boolean;
}

/** The parser's LL(k): how many tokens a decision may look at (a decision's own MAX_LOOKAHEAD may lower it). */
const MAX_LOOKAHEAD = 4;

export class CardLineParser extends EmbeddedActionsParser {
  // Per-line state, reset by `begin`.
  private map!: LineMap;
  private targets: TargetSpec[] = [];
  private lastPlayer: PlayerRef | undefined;
  private lastObjects: ObjectSet | undefined;
  /**
   * The card named itself in this ability's sentences ("Untap Benthicore.", "~ gets +1/+1 …"): with no other object
   * named, a later "it" is the card ("It gains shroud until end of turn.").
   */
  private selfNamed = false;
  /** "each player" / "each opponent" was a subject in this ability: a later "he or she" would mean each in turn. */
  private eachPlayerNamed = false;
  /** Inside a clause whose subject is "each player" / "each opponent": "he or she" is each of them in turn. */
  private eachPlayerClause = false;
  problems: LineProblem[] = [];
  /** Whether the line refers to "the removed card" (a linked ability, see parse.ts linkAbilities). */
  refersToLinked = false;

  /** The families' clause rules, by leading word (built in the constructor, from the registry). */
  private predicate!: (subject: Subject, drafts: Draft[]) => void;
  private imperative!: (drafts: Draft[]) => void;
  /** Leading words of predicates ("…, then sacrifices …") and of imperatives (a clause after a bare comma). */
  private predicateVerbs!: ReadonlySet<TokenType>;
  private imperativeVerbs!: ReadonlySet<TokenType>;
  private finishers: NonNullable<SyntaxFamily<never>["finish"]>[] = [];
  private gatherers: NonNullable<SyntaxFamily<never>["gather"]>[] = [];
  /** The ability families' rules, by where the kernel's ability shapes take them (built in the constructor). */
  private abilityRules!: AbilityRules;

  private readonly lookahead: LazyLookaheadStrategy;
  /**
   * The rules (by Chevrotain's short name) whose decisions have no lookahead function yet: each rule's are made
   * when the parser first looks one of them up (`getLaFuncFromCache`). Undefined once every rule's are made.
   */
  private rulesWithoutLookahead: Map<number, Rule> | undefined;

  readonly tokens: GrammarKit["tokens"] = { NumberLit, Slash, Comma, Plus, Minus, ManaSymbol, OpenQuote, CloseQuote, Possessive, Word, Apostrophe, Period, Dash, Semicolon, Bullet, EOF, SelfName };
  readonly phrases: KernelPhrases;

  /**
   * `validateGrammar`: run Chevrotain's checks of the grammar itself (ambiguous alternatives, left recursion, …)
   * while it analyses the rules. They cost a few hundred milliseconds at every start and find nothing a test
   * would not (test/grammar/grammar-validation.test.ts builds the parser with them on), so they are off.
   * `families`, `abilityFamilies`: the families whose rules the parser holds (the registries', unless a test gives others).
   */
  constructor(
    options: {
      validateGrammar?: boolean;
      families?: readonly SyntaxFamily<never>[];
      abilityFamilies?: readonly AbilityFamily<never>[];
      /** A recording of this grammar (grammar/grammar-recording.ts) to replay instead of recording the rules. */
      recording?: unknown;
      /** Decide alternations with Chevrotain's own functions, not the indexed ones (for the test comparing them). */
      chevrotainsOwnDecisions?: boolean;
    } = {},
  ) {
    // Each decision's lookahead is analysed when the parser first reaches it (grammar/chevrotain.ts): a command
    // that parses one card does not pay for the analysis of the whole grammar.
    const lookahead = new LazyLookaheadStrategy({ maxLookahead: MAX_LOOKAHEAD, chevrotainsOwnDecisions: options.chevrotainsOwnDecisions });
    super(allTokenTypes, { maxLookahead: MAX_LOOKAHEAD, lookaheadStrategy: lookahead, recoveryEnabled: false, skipValidations: !options.validateGrammar });
    this.lookahead = lookahead;
    const families = options.families ?? (SYNTAX_FAMILIES as readonly SyntaxFamily<never>[]);
    const abilityFamilies = options.abilityFamilies ?? (ABILITY_FAMILIES as unknown as readonly AbilityFamily<never>[]);
    this.phrases = {
      amount: this.amount,
      objectSet: this.objectSet,
      objectNoun: this.objectNoun,
      basicLandTypes: this.basicLandTypes,
      sacrificedStat: this.sacrificedStat,
      amountNoun: this.amountNoun,
      manaSymbols: this.manaSymbols,
      manaSpent: this.manaSpent,
      spellPlayedThisTurn: this.spellPlayedThisTurn,
      objectAnaphor: this.objectAnaphor,
      targetPhrase: this.targetPhrase,
      anyTarget: this.anyTarget,
      anyNumberOfTargets: this.anyNumberOfTargets,
      laterAnyTarget: this.laterAnyTarget,
      playerAnaphor: this.playerAnaphor,
      possessivePlayer: this.possessivePlayer,
      keywordList: this.keywordList,
      duration: this.duration,
      intoPlay: this.intoPlay,
      underControl: this.underControl,
      counterKind: this.counterKind,
      selfReference: this.selfReference,
      entersPlay: this.entersPlay,
      yourOrAnOpponents: this.yourOrAnOpponents,
      staticSentence: this.staticSentence,
      quotedActivatedAbility: this.quotedActivatedAbility,
      quotedAbility: this.quotedAbility,
      // Built after the families' rules (from them): read when a rule runs, not now.
      predicate: undefined as unknown as KernelPhrases["predicate"],
      imperative: undefined as unknown as KernelPhrases["imperative"],
      clause: this.clause,
    };
    Object.defineProperties(this.phrases, {
      predicate: { get: () => this.predicate, enumerable: true },
      imperative: { get: () => this.imperative, enumerable: true },
    });
    const kit = this as unknown as GrammarKit;
    const grammars: FamilyGrammar[] = families.map((family) => family.grammar(kit));
    for (const family of families) if (family.gather) this.gatherers.push(family.gather);
    for (const family of families) if (family.finish) this.finishers.push(family.finish);
    this.abilityRules = abilityRulesOf(abilityFamilies, kit);
    const predicates = grammars.flatMap((grammar) => grammar.predicates ?? []);
    const imperatives = grammars.flatMap((grammar) => grammar.imperatives ?? []);
    this.predicateVerbs = new Set(predicates.map((phrase) => vocab(phrase.verb)));
    this.imperativeVerbs = new Set(imperatives.map((phrase) => vocab(phrase.verb)));
    const predicateGroups = groupByVerb(predicates);
    this.predicate = this.RULE("predicate", (subject: Subject, drafts: Draft[]) => this.verbClause(predicateGroups, subject, drafts));
    const imperativeGroups = groupByVerb(imperatives);
    this.imperative = this.RULE("imperative", (drafts: Draft[]) => {
      const start = this.startOf();
      this.verbClause(imperativeGroups, { player: { kind: "You" }, start }, drafts);
    });
    // Replayed only by the parser of the registries' families: a test's own families record their rules.
    const replayed =
      options.recording !== undefined && options.families === undefined && options.abilityFamilies === undefined
        ? replayedRules(options.recording, (this as unknown as { definedRulesNames: string[] }).definedRulesNames, this.tokenTypes())
        : undefined;
    const undoReplay = replayed ? replayDuring(this, replayed) : undefined;
    // With the rules, the lookahead paths of their decisions, analysed when the recording was made.
    const known = replayed ? knownPathsOf(options.recording, this.tokenTypes()) : undefined;
    if (known) lookahead.useKnownPaths(known);
    try {
      this.performSelfAnalysis();
    } finally {
      undoReplay?.();
    }
  }

  /**
   * The recording of this parser's grammar (grammar/grammar-recording.ts); `withDecisions`: with the lookahead
   * paths of every decision (seconds of analysis), as `npm run build` ships it.
   */
  grammarRecording(options: { withDecisions?: boolean } = {}): GrammarRecording {
    const rules = (this as unknown as { definedRulesNames: string[] }).definedRulesNames;
    const recording = recordGrammar(rules, this.getGAstProductions(), this.tokenTypes());
    if (options.withDecisions) recording.decisions = recordDecisions(rules, this.getGAstProductions(), this.tokenTypes(), MAX_LOOKAHEAD);
    return recording;
  }

  /** Every token type the parser knows (Chevrotain's `tokensMap`: the vocabulary and EOF), in its order. */
  private tokenTypes(): TokenType[] {
    return Object.values((this as unknown as { tokensMap: Record<string, TokenType> }).tokensMap);
  }

  /**
   * Analyses now every decision the parser has not reached yet (they are otherwise analysed on first use) and
   * returns how many there were: what constructing the parser cost before the analysis was lazy. The test of the
   * grammar's analysis time calls it.
   */
  analyseAllDecisions(): number {
    this.makeAllLookaheadFunctions();
    return this.lookahead.analyseAll();
  }

  /** How many decisions are not analysed yet (each rule's lookahead functions are made first: nothing is analysed). */
  decisionsNotAnalysed(): number {
    this.makeAllLookaheadFunctions();
    return this.lookahead.pendingCount();
  }

  /**
   * Chevrotain's `performSelfAnalysis` makes the lookahead function of every decision of every rule here: a walk
   * over the whole grammar (collecting each rule's decisions, naming and keying each) that cost every start
   * ~15 ms of CPU, although LazyLookaheadStrategy defers each decision's analysis. The rules are kept instead,
   * and a rule's functions are made (by Chevrotain's own method, the same functions) when the parser first looks
   * one up, in `getLaFuncFromCache`: a parse of one card enters a few dozen of the grammar's rules.
   */
  preComputeLookaheadFunctions(rules: Rule[]): void {
    const internals = this as unknown as ChevrotainLookaheadInternals;
    this.rulesWithoutLookahead = new Map(rules.map((rule) => [internals.fullRuleNameToShort[rule.name], rule]));
  }

  /** Chevrotain's lookup of a decision's lookahead function (by its key), making the functions of its rule first. */
  getLaFuncFromCache(key: number): unknown {
    const internals = this as unknown as ChevrotainLookaheadInternals;
    const found = internals.lookAheadFuncsCache.get(key);
    if (found !== undefined || this.rulesWithoutLookahead === undefined) return found;
    // The key is of a decision of the rule running now (Chevrotain keys them by its short name).
    const rule = this.rulesWithoutLookahead.get(internals.currRuleShortName);
    if (rule !== undefined) {
      this.rulesWithoutLookahead.delete(internals.currRuleShortName);
      EAGER_LOOKAHEAD.call(this, [rule]);
    }
    // Not of the current rule after all (not how Chevrotain 11 asks): every rule's, rather than a wrong answer.
    if (!internals.lookAheadFuncsCache.has(key)) this.makeAllLookaheadFunctions();
    return internals.lookAheadFuncsCache.get(key);
  }

  private makeAllLookaheadFunctions(): void {
    const rules = this.rulesWithoutLookahead;
    this.rulesWithoutLookahead = undefined;
    if (rules !== undefined && rules.size > 0) EAGER_LOOKAHEAD.call(this, [...rules.values()]);
  }

  /**
   * A clause from its leading word: one word per alternative (LL(1)), then the one family phrase of that word,
   * or the choice among the phrases sharing it. Runs inside the `predicate`/`imperative` rules: every DSL call
   * has its own index in them.
   */
  private verbClause(groups: VerbGroup[], subject: Subject, drafts: Draft[]): void {
    this.OR(
      groups.map((group) =>
        alt(() => {
          const start = this.consume(group.index, group.verb).startOffset;
          const phrase = (entry: VerbGroup["rules"][number]) => this.subrule(entry.index, entry.rule, { ARGS: [subject, drafts, start] });
          const ungated = group.rules.filter((entry) => entry.gate === undefined);
          const gated = group.rules.filter((entry) => entry.gate !== undefined);
          const ungatedChoice = () => {
            if (ungated.length === 1) phrase(ungated[0]);
            else this.or(group.index + 2, ungated.map((entry) => alt(() => phrase(entry))));
          };
          if (gated.length === 0) {
            ungatedChoice();
            return;
          }
          // A gated phrase shares more than the parser's lookahead with another by design: its gate tells them
          // apart. The gates decide first, on one token of lookahead: computing the lookahead of phrases that
          // agree on four words (every path of four tokens through an object filter) takes minutes at start.
          this.or(group.index + 1, {
            MAX_LOOKAHEAD: 1,
            DEF: [
              ...gated.map((entry) => ({ ...gatedAlt(entry.gate!, () => phrase(entry)), IGNORE_AMBIGUITIES: true })),
              ...(ungated.length > 0 ? [{ ...alt(ungatedChoice), IGNORE_AMBIGUITIES: true }] : []),
            ],
          });
        }),
      ),
    );
  }


  // ---------------------------------------------------------------------------------------------------
  // The kit's DSL for families: Chevrotain's own indexed methods (consume, subrule, or, option, many,
  // atLeastOne, ACTION, LA), public through the GrammarKit interface; `rule` and `word` below.

  rule<ARGS extends unknown[], R>(name: string, impl: (...args: ARGS) => R) {
    return this.RULE(name, impl);
  }

  word(name: string): TokenType {
    return vocab(name);
  }

  /**
   * Chevrotain has no public indexed `atLeastOneSep`, only `AT_LEAST_ONE_SEP` and `AT_LEAST_ONE_SEP1`…`9`
   * (which its recording phase replaces by recording versions): the one of index `idx`.
   */
  atLeastOneSep(idx: number, options: { SEP: TokenType; DEF: () => void }): void {
    const name = idx === 0 ? "AT_LEAST_ONE_SEP" : `AT_LEAST_ONE_SEP${idx}`;
    (this as unknown as Record<string, (options: { SEP: TokenType; DEF: () => void }) => void>)[name](options);
  }

  colorOf(image: string): Color | undefined {
    return colorOf(image);
  }

  cardTypeOf(image: string): CardType | undefined {
    return cardTypeOf(image);
  }

  lastEnd(): number {
    return end(this.LA(0));
  }

  /** How many targets the ability has declared so far (a mode's targets are those it adds: grammar/modes.ts). */
  targetCount(): number {
    return this.targets.length;
  }

  /**
   * Inside "…, where X is <amount>": "that spell's converted mana cost" (Manaplasm) is an amount only there, where
   * the printer words it in either wording (grammar/printer.ts whereX).
   */
  private definingX = false;

  /** Forgets what "it" and "that player" refer to: each mode of a modal spell starts afresh (grammar/modes.ts). */
  forgetAntecedents(): void {
    this.lastObjects = undefined;
    this.lastPlayer = undefined;
    this.selfNamed = false;
  }

  /**
   * Chevrotain computes the grammar's expected paths to word its own message for a failed choice or loop; the driver
   * words its own messages (with the closest known sentences), so a bad line skips that analysis, which would cost
   * far more than parsing the line.
   */
  raiseNoAltException(): never {
    throw this.saveError(new NoViableAltException("no viable alternative", this.LA(1), this.LA(0)));
  }

  raiseEarlyExitException(): never {
    throw this.saveError(new EarlyExitException("expected at least one more", this.LA(1), this.LA(0)));
  }

  /** Chevrotain's (untyped) SAVE_ERROR: records the exception in `errors` and returns it. */
  private saveError(error: Error): Error {
    return (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(error);
  }

  /** Prepares the parser for one line's tokens. */
  begin(tokens: IToken[], map: LineMap): void {
    this.input = tokens;
    this.map = map;
    this.resetAbilityState();
    this.triggerAntecedents = undefined;
    this.problems = [];
    this.refersToLinked = false;
    this.keptStaticLine = undefined;
  }

  /** What the trigger just parsed named for the ability's anaphora, for the effects after its comma. */
  private triggerAntecedents: { objects: ObjectSet | undefined; player: PlayerRef | undefined; amount?: boolean } | undefined;

  private keepTriggerAntecedents(): void {
    this.triggerAntecedents = { objects: this.lastObjects, player: this.lastPlayer, amount: this.amountBound };
  }

  private resetAbilityState(): void {
    this.definingX = false;
    this.targets = [];
    this.lastPlayer = undefined;
    this.lastObjects = undefined;
    this.selfNamed = false;
    this.eachPlayerNamed = false;
    this.eachPlayerClause = false;
    this.amountBound = false;
  }

  /** The token after the last one consumed (EOF at the end). */
  nextToken(): IToken {
    return this.LA(1);
  }

  // ---------------------------------------------------------------------------------------------------
  // helpers (only called inside ACTION)

  range(start: number, endOffset: number): SourceRange {
    return this.map.range(start, endOffset);
  }
  /** Range from `start` to the end of the last consumed token. */
  rangeFrom(start: number): SourceRange {
    return this.map.range(start, end(this.LA(0)));
  }
  problem(code: string, message: string, start: number, endOffset: number): void {
    this.problems.push({ code, message, start, end: endOffset });
  }
  private startOf(): number {
    return this.LA(1).startOffset;
  }

  // ---------------------------------------------------------------------------------------------------
  // Card skeleton lines

  /** `{2}{W}{W}` (after the `cost` word). */
  public manaCostLine = this.RULE("manaCostLine", (): ManaCost => {
    const symbols: IToken[] = [];
    this.AT_LEAST_ONE(() => symbols.push(this.CONSUME(ManaSymbol)));
    this.CONSUME(EOF);
    return this.ACTION(() => this.manaCostOf(symbols, false).cost);
  });

  /** `[Supertypes] Types [— Subtypes]` (after the `type` word). */
  public typeLineBody = this.RULE("typeLineBody", () => {
    const before: IToken[] = [];
    const after: IToken[] = [];
    let dash: IToken | undefined;
    this.MANY(() => before.push(this.CONSUME(AnyWord)));
    this.OPTION(() => {
      dash = this.OR([alt(() => this.CONSUME(Dash)), alt(() => this.CONSUME(Minus))]);
      this.MANY2(() => after.push(this.CONSUME2(AnyWord)));
    });
    this.CONSUME(EOF);
    return this.ACTION(() => ({ before, dash, after }));
  });

  /** `N/N` or `*\/*`. */
  public powerToughnessLine = this.RULE("powerToughnessLine", () => {
    const power = this.SUBRULE(this.ptValue);
    this.CONSUME(Slash);
    const toughness = this.SUBRULE2(this.ptValue);
    this.CONSUME(EOF);
    return this.ACTION(() => ({ power, toughness }));
  });

  private ptValue = this.RULE("ptValue", (): number | null =>
    this.OR([
      alt(() => {
        this.CONSUME(Star);
        return null;
      }),
      alt(() => this.SUBRULE(this.plainNumber)),
    ]),
  );

  private plainNumber = this.RULE("plainNumber", (): number => {
    const token = this.CONSUME(NumberLit);
    return this.ACTION(() => this.numberValue(token));
  });

  /** `loyalty N` body. */
  public loyaltyLineBody = this.RULE("loyaltyLineBody", () => {
    const token = this.CONSUME(NumberLit);
    this.CONSUME(EOF);
    return this.ACTION(() => ({ value: this.numberValue(token), token }));
  });

  // ---------------------------------------------------------------------------------------------------
  // Ability lines

  /** The entry rule for an ability line. */
  public abilityLine = this.RULE("abilityLine", (): LineResult => {
    // The two shapes that start like a sentence are told apart by their gates, on one token of lookahead; the
    // rest by LL(k). In one OR with the sentences, the analysis of their first four tokens against every
    // sentence's (thousands of paths) was most of the cost of a cold start, for the same decisions: no other
    // shape starts with a cost word or a mana symbol, or with "~ can't be the target".
    const result = this.OR1({
      MAX_LOOKAHEAD: 1,
      DEF: [
        { GATE: fn(() => this.hexproofSentenceFollows()), ALT: fn(() => this.SUBRULE(this.hexproofSentence)), IGNORE_AMBIGUITIES: true },
        { GATE: fn(() => this.menaceSentenceFollows()), ALT: fn(() => this.SUBRULE(this.menaceSentence)), IGNORE_AMBIGUITIES: true },
        {
          // A cost in words ("Sacrifice a creature: …") starts like a sentence: the colon after it tells them apart.
          GATE: fn(() => this.LA(1).tokenType === ManaSymbol || this.costColonFollows()),
          ALT: fn(() => this.SUBRULE(this.activatedAbility)),
          IGNORE_AMBIGUITIES: true,
        },
        { ALT: fn(() => this.abilityLineByLookahead()), IGNORE_AMBIGUITIES: true },
      ],
    });
    this.CONSUME(EOF);
    return result;
  });

  /** The ability shapes of `abilityLine` other than the two chosen by their gates, chosen by LL(k). */
  private abilityLineByLookahead(): LineResult {
    return this.OR2([
      alt(() => this.SUBRULE(this.enchantLine)),
      alt(() => this.SUBRULE(this.equipLine)),
      alt(() => this.SUBRULE(this.keywordLine)),
      alt(() => this.SUBRULE(this.reminderAbility)),
      alt(() => this.SUBRULE(this.hybridReminderLine)),
      alt(() => this.SUBRULE(this.loyaltyAbility)),
      alt(() => this.SUBRULE(this.cyclingLine)),
      alt(() => this.SUBRULE(this.typecyclingLine)),
      alt(() => this.SUBRULE(this.keywordCostLine)),
      alt(() => this.SUBRULE(this.reinforceLine)),
      alt(() => this.SUBRULE(this.suspendLine)),
      alt(() => this.SUBRULE(this.morphLine)),
      alt(() => this.SUBRULE(this.championLine)),
      alt(() => this.SUBRULE(this.hideawayLine)),
      alt(() => this.SUBRULE(this.vanishingLine)),
      alt(() => this.SUBRULE(this.rippleLine)),
      alt(() => this.SUBRULE(this.fadingLine)),
      alt(() => this.SUBRULE(this.dredgeLine)),
      alt(() => this.SUBRULE(this.combatKeywordLine)),
      alt(() => this.SUBRULE(this.devourLine)),
      alt(() => this.SUBRULE(this.triggeredAbility)),
      // "You may have ~ …" begins a replacement ("… come into play as a copy of …") and a sentence ("… deal 1 damage
      // to target player") alike for more than four words: a line starting so is read as the replacement (in a
      // triggered ability, after its comma, the sentence is read as a sentence).
      { ALT: fn(() => this.SUBRULE(this.replacementAbility)), IGNORE_AMBIGUITIES: true },
      alt(() => this.SUBRULE(this.staticOrSpellText)),
    ]);
  }

  /** Sentences alone (used to check the sentences after one the grammar stopped in). */
  public sentencesOnly = this.RULE("sentencesOnly", () => {
    this.SUBRULE(this.effects);
    this.CONSUME(EOF);
  });

  /**
   * The trigger of a triggered ability, up to and including its comma. Used by the driver for escape-hatch lines,
   * whose text after the comma the grammar may not know.
   */
  public triggerPrefix = this.RULE("triggerPrefix", (): Trigger => {
    const trigger = this.SUBRULE(this.trigger);
    this.ACTION(() => this.keepTriggerAntecedents());
    this.CONSUME(Comma);
    return trigger;
  });

  /** Sentences up to the end of the line, as an ability's effects (an escape-hatch line's text after its trigger). */
  public effectsLine = this.RULE("effectsLine", (): Effects => {
    const effects = this.SUBRULE(this.effects);
    this.CONSUME(EOF);
    return effects;
  });

  /**
   * The cost prefix of an activated or loyalty ability, up to and including its colon. Used by the driver for
   * escape-hatch lines, whose text after the colon the grammar does not know.
   */
  public abilityPrefix = this.RULE("abilityPrefix", () => {
    const reminder = this.OPTION(() => this.CONSUME(LParen));
    const result = this.OR([
      alt(() => ({ kind: "Loyalty" as const, cost: this.SUBRULE(this.loyaltyCost) as LoyaltyCost | ActivationCost })),
      alt(() => ({
        kind: "Activated" as const,
        cost: this.SUBRULE(this.activationCost) as LoyaltyCost | ActivationCost,
      })),
    ]);
    this.CONSUME(Colon);
    return this.ACTION(() => ({ ...result, reminder: reminder !== undefined }));
  });

  private keywordLine = this.RULE("keywordLine", (): LineResult => {
    const start = this.startOf();
    const keywords: KeywordEntry[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: Comma,
      DEF: fn(() => {
        keywords.push(this.OR([alt(() => this.SUBRULE(this.keyword)), alt(() => this.SUBRULE(this.protectionFromQuality))]));
        // "Protection from blue, from black, and from red": one protection keyword per quality (502.7).
        this.MANY({ GATE: fn(() => keywords[keywords.length - 1]?.keyword?.startsWith?.("Protection from") === true && this.protectionFromFollows()), DEF: fn(() => keywords.push(this.SUBRULE(this.protectionListEntry))) });
      }),
    });
    return this.ACTION(() => ({
      kind: "Ability",
      ability: { kind: "Keywords", keywords, range: this.rangeFrom(start) },
    }));
  });

  /**
   * 502.7: "protection from Elves", "protection from artifacts", "protection from converted mana cost 3 or greater"
   * (current: "mana value"): protection from the objects a description fits, on a keyword line.
   */
  private protectionFromQuality = this.RULE("protectionFromQuality", (): KeywordEntry => {
    const protection = this.CONSUME(V.Protection);
    this.CONSUME(V.From);
    const filter: ObjectFilter = { types: [], excludedTypes: [], zone: "play" };
    const words = this.OR([
      alt(() => {
        const word = this.CONSUME(Word);
        this.ACTION(() => {
          const subtype = subtypeOf(word.image);
          if (subtype === undefined) {
            this.problem("CS1035", `Protection is from a colour, a card type, a subtype or a converted mana cost: '${word.image}' is none of these (write e.g. 'protection from Goblins').`, word.startOffset, end(word));
          } else filter.subtypes = [subtype];
        });
        return "objects" as const;
      }),
      alt(() => {
        const type = this.CONSUME(V.TypeWord);
        this.ACTION(() => filter.types.push(cardTypeOf(type.image)!));
        return "objects" as const;
      }),
      alt(() => {
        this.SUBRULE(this.manaValueWords);
        const { amount, relation } = this.SUBRULE(this.comparisonBound);
        this.ACTION(() => {
          if (amount.kind !== "Number") this.problem("CS1035", "Protection from a converted mana cost compares with a number: write e.g. 'protection from converted mana cost 3 or greater'.", protection.startOffset, end(this.LA(0)));
          filter.compare = [{ stat: "manaValue", relation, amount }];
        });
        return "manaValue" as const;
      }),
    ]);
    return this.ACTION(() => ({ protectionFrom: { filter, words }, range: this.range(protection.startOffset, end(this.LA(0))) }));
  });

  /** ", from black", "and from red", ", and from red": a further quality of a protection list. */
  private protectionListEntry = this.RULE("protectionListEntry", (): { keyword: Keyword; range: SourceRange } => {
    this.OR([
      alt(() => {
        this.CONSUME(Comma);
        this.OPTION(() => this.CONSUME(V.And));
      }),
      alt(() => this.CONSUME2(V.And)),
    ]);
    const from = this.CONSUME(V.From);
    const color = this.CONSUME(V.ColorWord);
    return this.ACTION(() => ({ keyword: keywordOf(`protection from ${color.image}`)!, range: this.range(from.startOffset, end(color)) }));
  });

  /**
   * The 2007 wording of hexproof (it had no name then): "~ can't be the target of spells or abilities your
   * opponents control." The same keyword as the current wording's "Hexproof" line, so both give one tree.
   */
  private hexproofSentence = this.RULE("hexproofSentence", (): LineResult => {
    const start = this.startOf();
    const self = this.CONSUME(SelfName);
    this.CONSUME(V.Cant);
    this.CONSUME(V.Be);
    this.CONSUME(V.The);
    this.CONSUME(V.Target);
    this.CONSUME(V.Of);
    this.CONSUME(V.Spell);
    this.CONSUME(V.Or);
    this.CONSUME(CostWords.Ability);
    this.CONSUME(V.Your);
    this.CONSUME(V.Opponent);
    const control = this.CONSUME(V.Control);
    this.CONSUME(Period);
    return this.ACTION(() => ({
      kind: "Ability",
      ability: { kind: "Keywords", keywords: [{ keyword: "Hexproof" as Keyword, range: this.range(self.startOffset, end(control)) }], range: this.rangeFrom(start) },
    }));
  });

  /**
   * The 2007 wording of menace (it had no name then): "~ can't be blocked except by two or more creatures." The
   * same keyword as the current wording's "Menace" line, so both give one tree. Said of anything else ("Each Goblin
   * you control can't be blocked except by two or more creatures.") or with another number, it is the static
   * ability it reads as (families/static-modify).
   */
  private menaceSentence = this.RULE("menaceSentence", (): LineResult => {
    const start = this.startOf();
    const self = this.CONSUME(SelfName);
    this.CONSUME(V.Cant);
    this.CONSUME(V.Be);
    this.CONSUME(V.Blocked);
    this.CONSUME(V.Except);
    this.CONSUME(V.By);
    this.CONSUME(V.NumberWord);
    this.CONSUME(V.Or);
    this.CONSUME(V.More);
    const creatures = this.CONSUME(V.TypeWord);
    this.CONSUME(Period);
    return this.ACTION(() => ({
      kind: "Ability",
      ability: { kind: "Keywords", keywords: [{ keyword: "Menace" as Keyword, range: this.range(self.startOffset, end(creatures)) }], range: this.rangeFrom(start) },
    }));
  });

  /** "~ can't be blocked except by two or more creatures." and nothing after it (menaceSentence) */
  private menaceSentenceFollows(): boolean {
    return (
      this.is(1, SelfName) &&
      this.is(2, V.Cant) &&
      this.is(3, V.Be) &&
      this.is(4, V.Blocked) &&
      this.is(5, V.Except) &&
      this.is(6, V.By) &&
      this.is(7, V.NumberWord) &&
      this.LA(7).image.toLowerCase() === "two" &&
      this.is(8, V.Or) &&
      this.is(9, V.More) &&
      this.is(10, V.TypeWord) &&
      this.LA(10).image.toLowerCase() === "creatures" &&
      this.is(11, Period) &&
      this.is(12, EOF)
    );
  }

  /** After a protection keyword: ", from <colour>", "and from", ", and from". */
  private protectionFromFollows(): boolean {
    let i = 1;
    if (this.is(i, Comma)) i++;
    if (this.is(i, V.And)) i++;
    return i > 1 && this.is(i, V.From) && this.is(i + 1, V.ColorWord);
  }

  /** "~ can't be the target of …" (hexproofSentence) */
  private hexproofSentenceFollows(): boolean {
    // "… of spells or abilities your opponents control" only: "~ can't be the target of blue or black spells." is a
    // static ability (families/static-untargetable).
    return this.is(1, SelfName) && this.is(2, V.Cant) && this.is(3, V.Be) && this.is(4, V.The) && this.is(5, V.Target) && this.is(6, V.Of) && this.is(7, V.Spell) && this.is(8, V.Or);
  }

  /** "Enchant creature", "Enchant land", "Enchant creature you control" (an Aura's enchant keyword). */
  private enchantLine = this.RULE("enchantLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(V.Enchant);
    const filter = this.SUBRULE(this.objectNoun);
    return this.ACTION(() => {
      if (filter.zone !== "play") {
        this.problem("CS1035", "An Aura enchants a permanent: write e.g. 'Enchant creature' or 'Enchant land'.", start, end(this.LA(0)));
      }
      return { kind: "Ability", ability: { kind: "Enchant", filter, range: this.rangeFrom(start) } } as LineResult;
    });
  });

  /** "Equip {2}" (an Equipment's equip keyword: its cost is a mana cost). */
  private equipLine = this.RULE("equipLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(V.Equip);
    const symbols: IToken[] = [];
    // "Equip {2}", or a cost in words after a dash and before a period: "Equip—Remove a charge counter from ~."
    const parts = this.OR([
      alt(() => {
        this.AT_LEAST_ONE(() => symbols.push(this.CONSUME(ManaSymbol)));
        return undefined;
      }),
      alt(() => {
        this.CONSUME(Dash);
        const words: CostPart[] = [];
        this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: fn(() => words.push(this.SUBRULE(this.costPart))) });
        this.CONSUME(Period);
        return words;
      }),
    ]);
    return this.ACTION(() => {
      // {T} is reported by manaCostOf: an equip cost is mana only.
      const range = this.rangeFrom(start);
      const cost: ManaCost = symbols.length > 0 ? this.manaCostOf(symbols, false).cost : { kind: "ManaCost", symbols: [], range };
      const ability: Ability = { kind: "Equip", cost, range };
      if (parts !== undefined) ability.parts = parts;
      return { kind: "Ability", ability } as LineResult;
    });
  });

  /** "enchanted creature", "equipped creature", "enchanted land", "enchanted permanent": what the card is attached to. */
  private attachedRef = this.RULE("attachedRef", (): ObjectSet => {
    const by = this.OR([
      alt(() => {
        this.CONSUME(V.Enchanted);
        return "enchanted" as const;
      }),
      alt(() => {
        this.CONSUME(V.Equipped);
        return "equipped" as const;
      }),
    ]);
    const noun = this.OR2([
      alt(() => {
        const type = this.CONSUME(V.TypeWord);
        return this.ACTION(() => cardTypeOf(type.image)! as CardType | "permanent");
      }),
      alt(() => {
        this.CONSUME(V.Permanent);
        return "permanent" as const;
      }),
    ]);
    return this.ACTION(() => this.rememberObjects({ kind: "Ref", ref: { kind: "Attached", by, noun } }));
  });

  private keyword = this.RULE("keyword", (): { keyword: Keyword; range: SourceRange } =>
    this.OR([
      alt(() => {
        const token = this.CONSUME(V.KeywordWord);
        return this.ACTION(() => ({
          keyword: keywordOf(token.image)!,
          range: this.range(token.startOffset, end(token)),
        }));
      }),
      alt(() => {
        // The two-word keywords: "first strike", "double strike".
        const first = this.OR2([alt(() => this.CONSUME(V.First)), alt(() => this.CONSUME(V.Double))]);
        const strike = this.CONSUME(V.Strike);
        return this.ACTION(() => ({
          keyword: keywordOf(`${first.image} ${strike.image}`)!,
          range: this.range(first.startOffset, end(strike)),
        }));
      }),
      {
        // "split second" (Time Spiral, 502.58): "split" and the ordinal "second" ("split third" is no keyword).
        GATE: fn(() => this.LA(2).image.toLowerCase() === "second"),
        ALT: fn(() => {
          const split = this.CONSUME(V.Split);
          const second = this.CONSUME(V.Ordinal);
          return this.ACTION(() => ({ keyword: "Split second" as Keyword, range: this.range(split.startOffset, end(second)) }));
        }),
      },
      alt(() => {
        // "poisonous 3" (Future Sight; 2007 rules 502.68a): one keyword per number, 1 to 10 (CS1095 otherwise).
        const poisonous = this.CONSUME(vocab("Poisonous"));
        const count = this.CONSUME(NumberLit);
        return this.ACTION(() => {
          const n = this.numberValue(count);
          const keyword = keywordOf(`poisonous ${n}`);
          if (keyword === undefined) this.problem("CS1095", `Poisonous takes a number from 1 to 10 (ten poison counters lose the game): write e.g. 'Poisonous 2', not 'Poisonous ${count.image}'.`, poisonous.startOffset, end(count));
          return { keyword: keyword ?? ("Poisonous 1" as Keyword), range: this.range(poisonous.startOffset, end(count)) };
        });
      }),
      alt(() => {
        // "protection from <colour>" (one keyword per colour).
        const protection = this.CONSUME(V.Protection);
        this.CONSUME(V.From);
        const color = this.CONSUME(V.ColorWord);
        return this.ACTION(() => ({
          keyword: keywordOf(`protection from ${color.image}`)!,
          range: this.range(protection.startOffset, end(color)),
        }));
      }),
    ]),
  );

  /** A keyword list after "gain"/"with": `flying`, `flying and haste`, `flying, vigilance, and trample`. */
  private keywordList = this.RULE("keywordList", (): Keyword[] => {
    const list: Keyword[] = [];
    list.push(this.SUBRULE(this.keyword).keyword);
    this.MANY({
      GATE: fn(() => this.keywordFollows()),
      DEF: fn(() => {
        this.OR([
          alt(() => {
            this.CONSUME(Comma);
            this.OPTION(() => this.CONSUME(V.And));
          }),
          alt(() => this.CONSUME2(V.And)),
        ]);
        list.push(this.SUBRULE2(this.keyword).keyword);
      }),
    });
    return list;
  });

  private reminderAbility = this.RULE("reminderAbility", (): LineResult => {
    const open = this.CONSUME(LParen);
    const cost = this.SUBRULE(this.activationCost);
    this.CONSUME(Colon);
    const body = this.SUBRULE(this.effects);
    this.CONSUME(RParen);
    return this.ACTION(() => ({
      kind: "Ability",
      ability: { kind: "Activated", cost, body, reminder: true, range: this.rangeFrom(open.startOffset) },
    }));
  });

  /**
   * "({2/W} can be paid with any two mana or with {W}. This card's converted mana cost is 6.)" (current: "…
   * mana value is 6."): a monocoloured hybrid symbol's reminder text (ast.ts `HybridReminderAbility`); "({S} can be
   * paid with one mana from a snow permanent.)" (current: "… from a snow source."): the snow symbol's (Coldsnap,
   * 104.3h; ast.ts `SnowReminderAbility`). The two share their first six words.
   */
  private hybridReminderLine = this.RULE("hybridReminderLine", (): LineResult => {
    const open = this.CONSUME(LParen);
    const symbol = this.CONSUME(ManaSymbol);
    this.CONSUME(vocab("Can"));
    this.CONSUME(V.Be);
    this.CONSUME(vocab("Paid"));
    this.CONSUME(V.With);
    return this.OR([
      alt(() => this.SUBRULE(this.hybridReminderRest, { ARGS: [open, symbol] })),
      alt(() => this.SUBRULE(this.snowReminderRest, { ARGS: [open, symbol] })),
    ]);
  });

  /** "… any two mana or with {W}. This card's converted mana cost is 6.)": the rest of a hybrid symbol's reminder. */
  private hybridReminderRest = this.RULE("hybridReminderRest", (open: IToken, symbol: IToken): LineResult => {
    this.CONSUME(V.Any);
    const anyMana = this.OR([
      alt(() => {
        const n = this.CONSUME(V.NumberWord);
        return this.ACTION(() => numberWordValue(n.image)!);
      }),
      alt(() => {
        const n = this.CONSUME(NumberLit);
        return this.ACTION(() => this.numberValue(n));
      }),
    ]);
    this.CONSUME(V.Mana);
    this.CONSUME(V.Or);
    this.CONSUME2(V.With);
    const orWith = this.CONSUME2(ManaSymbol);
    this.CONSUME(Period);
    this.CONSUME(V.This);
    this.CONSUME(V.Card);
    this.CONSUME(Possessive);
    this.SUBRULE(this.manaValueWords);
    this.CONSUME(V.Is);
    const cmc = this.CONSUME2(NumberLit);
    this.CONSUME2(Period);
    this.CONSUME(RParen);
    return this.ACTION(() => {
      const [explained] = this.manaCostOf([symbol], false).cost.symbols;
      const [paidWith] = this.manaCostOf([orWith], false).cost.symbols;
      const ability = { kind: "HybridReminder", symbol: explained, anyMana, orWith: paidWith, convertedManaCost: this.numberValue(cmc), range: this.rangeFrom(open.startOffset) };
      return { kind: "Ability", ability } as LineResult;
    });
  });

  /** "… one mana from a snow permanent.)" (current: "… snow source."): the rest of the snow symbol's reminder. */
  private snowReminderRest = this.RULE("snowReminderRest", (open: IToken, symbol: IToken): LineResult => {
    const one = this.CONSUME(V.NumberWord);
    this.CONSUME(V.Mana);
    this.CONSUME(V.From);
    this.CONSUME(V.A);
    const snow = this.CONSUME(V.SupertypeWord);
    this.OR2([alt(() => this.CONSUME(V.Permanent)), alt(() => this.CONSUME(vocab("Source")))]);
    this.CONSUME(Period);
    this.CONSUME(RParen);
    return this.ACTION(() => {
      const [explained] = this.manaCostOf([symbol], false).cost.symbols;
      if (one.image.toLowerCase() !== "one") this.problem("CS1021", `{S} is paid with one mana from a snow permanent, not ${one.image}: write 'can be paid with one mana from a snow permanent'.`, one.startOffset, end(one));
      if (snow.image.toLowerCase() !== "snow") this.problem("CS1021", `This reminder text explains {S}, paid with mana from a snow permanent, not a ${snow.image} one: write 'from a snow permanent'.`, snow.startOffset, end(snow));
      const ability = { kind: "SnowReminder", symbol: explained, range: this.rangeFrom(open.startOffset) };
      return { kind: "Ability", ability } as LineResult;
    });
  });

  private loyaltyAbility = this.RULE("loyaltyAbility", (): LineResult => {
    const start = this.startOf();
    const cost = this.SUBRULE(this.loyaltyCost);
    this.CONSUME(Colon);
    const body = this.SUBRULE(this.effects);
    return this.ACTION(() => ({
      kind: "Ability",
      ability: { kind: "Loyalty", cost, body, range: this.rangeFrom(start) },
    }));
  });

  private loyaltyCost = this.RULE("loyaltyCost", (): LoyaltyCost => {
    const start = this.startOf();
    return this.OR([
      alt(() => {
        this.CONSUME(Plus);
        const n = this.CONSUME(NumberLit);
        return this.ACTION(() => ({
          kind: "LoyaltyCost",
          sign: "+",
          amount: this.numberValue(n),
          range: this.rangeFrom(start),
        }));
      }),
      alt(() => {
        this.CONSUME(Minus);
        const amount = this.OR2([
          alt(() => {
            const n = this.CONSUME2(NumberLit);
            return this.ACTION(() => this.numberValue(n));
          }),
          alt(() => {
            this.CONSUME(V.X);
            return "X" as const;
          }),
        ]);
        return this.ACTION(() => ({ kind: "LoyaltyCost", sign: "-", amount, range: this.rangeFrom(start) }));
      }),
      alt(() => {
        const n = this.CONSUME3(NumberLit);
        return this.ACTION(() => {
          if (this.numberValue(n) !== 0) {
            this.problems.push({
              code: "CS1040",
              message: `A loyalty cost needs a sign: write '+${n.image}' or '−${n.image}' (only 0 has no sign).`,
              start: n.startOffset,
              end: end(n),
              suggestion: {
                message: `Write '+${n.image}'`,
                replacement: `+${n.image}`,
                start: n.startOffset,
                end: end(n),
              },
            });
          }
          return { kind: "LoyaltyCost", sign: "0", amount: 0, range: this.rangeFrom(start) } as LoyaltyCost;
        });
      }),
    ]);
  });

  private activatedAbility = this.RULE("activatedAbility", (): LineResult => {
    const start = this.startOf();
    const cost = this.SUBRULE(this.activationCost);
    this.CONSUME(Colon);
    // "Sacrifice ~: It deals 1 damage to any target." (the current Oracle wording of Mogg Fanatic): after a cost
    // that sacrifices the card itself, "it" in the effects is that card (as it last existed in play, 413.2a).
    this.ACTION(() => {
      if (cost.parts?.some((part) => part.kind === "SacrificeCost" && part.self))
        this.triggerAntecedents = { objects: { kind: "Ref", ref: { kind: "Self", pronoun: true } }, player: undefined };
    });
    const body = this.SUBRULE(this.effects);
    const restriction = this.OPTION(() => this.SUBRULE(this.activationRestriction));
    return this.ACTION(() => {
      const ability: Ability = { kind: "Activated", cost, body, reminder: false, range: this.rangeFrom(start) };
      if (restriction !== undefined) ability.restriction = restriction;
      return { kind: "Ability", ability } as LineResult;
    });
  });

  /**
   * "Cycling {2}" (502.18): the ability "{2}, Discard this card: Draw a card.", played from the hand; the
   * reminder text after it, if the line has one, must say the same.
   */
  private cyclingLine = this.RULE("cyclingLine", (): LineResult => {
    const start = this.startOf();
    const keyword = this.CONSUME(CostWords.Cycling);
    const symbols: IToken[] = [];
    this.AT_LEAST_ONE(() => symbols.push(this.CONSUME(ManaSymbol)));
    return this.ACTION(() => {
      const range = this.rangeFrom(start);
      const { cost: mana } = this.manaCostOf(symbols, false);
      const draw = { kind: "Draw", player: { kind: "You" }, amount: { kind: "Number", value: 1 }, range } as unknown as Effect;
      const body: Effects = { kind: "Effects", targets: [], effects: [draw], range };
      const cost: ActivationCost = { kind: "ActivationCost", tap: false, mana, parts: [{ kind: "DiscardCost", amount: 1, hand: false, self: true, thisCard: true, range: this.range(keyword.startOffset, end(keyword)) }], range };
      return { kind: "Ability", ability: { kind: "Activated", cost, body, reminder: false, cycling: true, range } } as LineResult;
    });
  });

  /**
   * "Swampcycling {2}", "Basic landcycling {1}" (502.18, typecycling): the cycling ability whose effect is "Search
   * your library for a <type> card, reveal it, and put it into your hand. Then shuffle your library." (the search
   * family's node); it is cycling, so "When you cycle ~" sees it.
   */
  private typecyclingLine = this.RULE("typecyclingLine", (): LineResult => {
    const start = this.startOf();
    const basic = this.OPTION(() => this.CONSUME(V.SupertypeWord));
    const keyword = this.CONSUME(vocab("Typecycling"));
    const symbols: IToken[] = [];
    this.MANY(() => symbols.push(this.CONSUME(ManaSymbol)));
    // "Swampcycling {2}, mountaincycling {2}" (Alara Reborn): two typecycling abilities printed on one line.
    const others: { keyword: IToken; symbols: IToken[] }[] = [];
    this.MANY2(() => {
      this.CONSUME(Comma);
      const other = { keyword: this.CONSUME2(vocab("Typecycling")), symbols: [] as IToken[] };
      this.MANY3(() => other.symbols.push(this.CONSUME2(ManaSymbol)));
      others.push(other);
    });
    return this.ACTION(() => {
      const first = this.typecyclingAbility(start, basic, keyword, symbols);
      const also = others.map((other) => ({ ...this.typecyclingAbility(other.keyword.startOffset, undefined, other.keyword, other.symbols), sameLine: true }));
      return (also.length > 0 ? { kind: "Ability", ability: first, also } : { kind: "Ability", ability: first }) as LineResult;
    });
  });

  /**
   * One typecycling ability (502.18) from its keyword and cost symbols: the cycling ability whose effect is "Search
   * your library for a <type> card, reveal it, and put it into your hand. Then shuffle your library."
   */
  private typecyclingAbility(start: number, basic: IToken | undefined, keyword: IToken, symbols: IToken[]): ActivatedAbility {
    const range = this.range(start, symbols.length > 0 ? end(symbols[symbols.length - 1]) : end(keyword));
    const written = `${keyword.image[0].toUpperCase()}${keyword.image.slice(1)}`;
    if (symbols.length === 0) this.problem("CS1035", `${written} needs its cost in mana symbols: write e.g. '${written} {2}'.`, start, end(keyword));
    let type = TYPECYCLING_WORDS.get(keyword.image.toLowerCase().replace("’", "'")) ?? "land";
    if (basic !== undefined) {
      if (basic.image.toLowerCase() !== "basic" || type !== "land") {
        this.problem("CS1035", `Only landcycling takes a supertype, and only 'Basic': write e.g. 'Basic landcycling {1}' or '${written} {2}'.`, basic.startOffset, end(keyword));
      } else type = "basic land";
    }
    const mana = symbols.length > 0 ? this.manaCostOf(symbols, false).cost : undefined;
    const filter: ObjectFilter =
      type === "land" ? { types: ["Land"], excludedTypes: [], zone: "library" }
      : type === "basic land" ? { types: ["Land"], excludedTypes: [], zone: "library", supertypes: ["Basic"] }
      : { types: [], excludedTypes: [], zone: "library", subtypes: [type] };
    const search = { kind: "Search", player: { kind: "You" }, filter, destination: "hand", shuffle: "afterPutting", range } as unknown as Effect;
    const body: Effects = { kind: "Effects", targets: [], effects: [search], range };
    const cost: ActivationCost = { kind: "ActivationCost", tap: false, mana, parts: [{ kind: "DiscardCost", amount: 1, hand: false, self: true, thisCard: true, range: this.range(keyword.startOffset, end(keyword)) }], range };
    return { kind: "Activated", cost, body, reminder: false, cycling: true, typecycling: type as TypecyclingType, range };
  }

  /**
   * "Suspend 4—{R}" (Time Spiral; 2007 rules 502.62): the card may be removed from the game from its owner's hand with
   * that many time counters by paying the cost (a special action), and is played without paying its mana cost when
   * the last counter is removed (runtime/suspend.ts). A `KeywordCostAbility` with its number of time counters.
   */
  private suspendLine = this.RULE("suspendLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(vocab("Suspend"));
    const count = this.CONSUME(NumberLit);
    this.CONSUME(Dash);
    const symbols: IToken[] = [];
    this.AT_LEAST_ONE(() => symbols.push(this.CONSUME(ManaSymbol)));
    return this.ACTION(() => {
      const n = this.numberValue(count);
      if (n < 1) this.problem("CS1035", "Suspend removes the card from the game with at least one time counter: write e.g. 'Suspend 4—{R}'.", count.startOffset, end(count));
      const { cost } = this.manaCostOf(symbols, false);
      if (cost.symbols.some((symbol) => symbol.kind === "X")) this.problem("CS1035", "A suspend cost of the era has no X: write the cost's mana symbols, e.g. 'Suspend 4—{R}'.", start, end(this.LA(0)));
      return { kind: "Ability", ability: { kind: "KeywordCost", keyword: "Suspend", cost, timeCounters: n, range: this.rangeFrom(start) } } as LineResult;
    });
  });

  /**
   * A keyword's reminder text in parentheses after it ("Morph {2}{W} (You may play this face down …)", "Dredge 3
   * (…)", "Bushido 2 (…)"): its words, compared by the keyword's line with the printed and the Oracle reminder
   * (`checkKeywordReminder`), whatever the wording.
   */
  private keywordReminder = this.RULE("keywordReminder", (): { open: IToken; words: IToken[]; close: IToken } => {
    const open = this.CONSUME(LParen);
    const words: IToken[] = [];
    this.MANY(() =>
      words.push(
        this.OR([
          alt(() => this.CONSUME(AnyWord)),
          alt(() => this.CONSUME(NumberLit)),
          alt(() => this.CONSUME(Slash)),
          alt(() => this.CONSUME(Plus)),
          alt(() => this.CONSUME(ManaSymbol)),
          alt(() => this.CONSUME(Period)),
          alt(() => this.CONSUME(Comma)),
          alt(() => this.CONSUME(SelfName)),
        ]),
      ),
    );
    const close = this.CONSUME(RParen);
    return { open, words, close };
  });

  /** Reports a keyword's reminder text that is neither its printed nor its Oracle one (white space and case aside). */
  private checkKeywordReminder(reminder: { open: IToken; words: IToken[]; close: IToken }, printed: string, oracle: string, code: string, what: string): void {
    const said = reminder.words.map((token) => token.image).join("").toLowerCase();
    if (said === squeezed(printed) || said === squeezed(oracle)) return;
    const fix = printed === oracle ? `write '(${printed})'` : `write '(${printed})' (printed), '(${oracle})' (Oracle)`;
    this.problem(code, `This is not ${what}: ${fix}, or leave it out.`, reminder.open.startOffset, end(reminder.close));
  }

  /**
   * "Morph {2}{W}{W}", "Morph—Pay 5 life." (2007 rules 502.26, 504): the card may be played face down as a 2/2
   * creature for {3}, and turned face up any time its controller has priority by paying the morph cost
   * (runtime/morph.ts). The cost is an activated ability's (mana symbols, or costs in words after a dash), without
   * {T} or {Q}. The reminder text after it, if the line has one, must be the printed or the Oracle one (CS1047).
   */
  private morphLine = this.RULE("morphLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(vocab("Morph"));
    const dash = this.OPTION(() => this.CONSUME(Dash));
    const cost = this.SUBRULE(this.activationCost);
    this.OPTION2(() => this.CONSUME(Period));
    const reminder = this.OPTION3(() => this.SUBRULE(this.keywordReminder));
    return this.ACTION(() => {
      const ability: MorphAbility = { kind: "Morph", cost, range: this.rangeFrom(start) };
      if (cost.tap || cost.untap === true) {
        this.problem("CS1047", "A morph cost has no {T} or {Q}: a face-down permanent is turned face up by paying mana or costs in words, e.g. 'Morph {2}{W}' or 'Morph—Pay 5 life.'.", cost.range.start.offset, cost.range.end.offset);
      }
      if (cost.mana !== undefined && cost.mana.symbols.some((symbol) => symbol.kind === "X")) {
        this.problem("CS1047", "A morph cost of the era has no X: write its mana symbols, e.g. 'Morph {2}{W}{W}'.", cost.range.start.offset, cost.range.end.offset);
      }
      const words = cost.parts !== undefined && cost.parts.length > 0;
      if (words && dash === undefined) {
        this.problem("CS1047", "A morph cost in words follows a dash: write e.g. 'Morph—Pay 5 life.'.", start, cost.range.end.offset);
      }
      if (words) ability.dashed = true;
      if (reminder !== undefined) {
        this.checkKeywordReminder(reminder, MORPH_REMINDER["2007"], MORPH_REMINDER.current, "CS1047", "morph's reminder text");
        ability.reminder = true;
      }
      return { kind: "Ability", ability } as LineResult;
    });
  });

  /**
   * "Reinforce 1—{1}{W}" (Morningtide): the ability "{1}{W}, Discard this card: Put a +1/+1 counter on target
   * creature.", played from the hand as cycling is (its cost discards the card).
   */
  private reinforceLine = this.RULE("reinforceLine", (): LineResult => {
    const start = this.startOf();
    const keyword = this.CONSUME(vocab("Reinforce"));
    // "Reinforce X—{X}{W}{W}" (Swell of Courage): X counters, X paid in the cost
    const count = this.OR([alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(V.X))]);
    this.CONSUME(Dash);
    const symbols: IToken[] = [];
    this.AT_LEAST_ONE(() => symbols.push(this.CONSUME(ManaSymbol)));
    return this.ACTION(() => {
      const range = this.rangeFrom(start);
      const isX = count.tokenType === V.X;
      const n = isX ? 0 : this.numberValue(count);
      if (!isX && n < 1) this.problem("CS1035", "Reinforce puts at least one +1/+1 counter: write 'Reinforce 1—{cost}' or more.", count.startOffset, end(count));
      const { cost: mana } = this.manaCostOf(symbols, false);
      if (isX && mana.symbols.every((symbol) => symbol.kind !== "X")) {
        this.problem("CS1035", "Reinforce X puts X +1/+1 counters, X paid in its cost: write e.g. 'Reinforce X—{X}{W}{W}'.", count.startOffset, end(this.LA(0)));
      }
      const target = { kind: "Target", index: 0, min: 1, max: 1, players: false, range, objects: { types: ["Creature"], excludedTypes: [], zone: "play" } } as unknown as TargetSpec;
      const put = { kind: "PutCounters", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } }, counter: "+1/+1", amount: isX ? { kind: "X" } : { kind: "Number", value: n }, range } as unknown as Effect;
      const body: Effects = { kind: "Effects", targets: [target], effects: [put], range };
      const cost: ActivationCost = { kind: "ActivationCost", tap: false, mana, parts: [{ kind: "DiscardCost", amount: 1, hand: false, self: true, thisCard: true, range: this.range(keyword.startOffset, end(count)) }], range };
      return { kind: "Ability", ability: { kind: "Activated", cost, body, reminder: false, reinforce: isX ? "X" : n, range } } as LineResult;
    });
  });

  /** "Devour 2": a keyword with a number, the replacement of families/replacement-as-enters. */
  private devourLine = this.RULE("devourLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(vocab("Devour"));
    const n = this.CONSUME(NumberLit);
    return this.ACTION(() => {
      const per = this.numberValue(n);
      if (per < 1) this.problem("CS1035", "Devour takes a number of +1/+1 counters per creature of 1 or more: write e.g. 'Devour 2'.", n.startOffset, end(n));
      const replacement = { kind: "Devour", per, range: this.rangeFrom(start) } as Replacement;
      return { kind: "Ability", ability: { kind: "Replacement", replacement, range: this.rangeFrom(start) } } as LineResult;
    });
  });

  /** "Evoke {2}{U}", "Unearth {B}": a keyword with a mana cost that changes how the card is played (ast.ts `KeywordCostAbility`). */
  private keywordCostLine = this.RULE("keywordCostLine", (): LineResult => {
    const start = this.startOf();
    const keyword = this.OR([
      alt(() => {
        this.CONSUME(vocab("Evoke"));
        return "Evoke" as const;
      }),
      alt(() => {
        this.CONSUME(vocab("Unearth"));
        return "Unearth" as const;
      }),
      alt(() => {
        this.CONSUME(vocab("Prowl"));
        return "Prowl" as const;
      }),
      alt(() => {
        this.CONSUME(vocab("Flashback"));
        return "Flashback" as const;
      }),
      // "Kicker {2}{G}" (Invasion; Time Spiral, Planar Chaos): an optional additional cost (runtime/costs.ts)
      alt(() => {
        this.CONSUME(vocab("Kicker"));
        return "Kicker" as const;
      }),
      // "Buyback {3}" (Tempest; Time Spiral, Future Sight; 502.16): an optional additional cost; paid, the spell
      // returns to its owner's hand as it resolves (runtime/costs.ts, runtime/stack.ts)
      alt(() => {
        this.CONSUME(vocab("Buyback"));
        return "Buyback" as const;
      }),
      // "Echo {5}{R}", "Cumulative upkeep {1}": upkeep costs of a permanent (runtime/upkeep-costs.ts)
      alt(() => {
        this.CONSUME(vocab("Echo"));
        return "Echo" as const;
      }),
      alt(() => {
        this.CONSUME(vocab("Cumulative"));
        this.CONSUME(vocab("Upkeep"));
        return "Cumulative upkeep" as const;
      }),
      // "Madness {B}" (Time Spiral): a discarded card's alternative cost (runtime/madness.ts)
      alt(() => {
        this.CONSUME(vocab("Madness"));
        return "Madness" as const;
      }),
      // "Recover {2}{B}" (Coldsnap, 502.55): a triggered ability of the card in its owner's graveyard (runtime/recover.ts)
      alt(() => {
        this.CONSUME(vocab("Recover"));
        return "Recover" as const;
      }),
    ]);
    const symbols: IToken[] = [];
    this.AT_LEAST_ONE(() => symbols.push(this.CONSUME(ManaSymbol)));
    // "Cumulative upkeep {W} or {U}" (Coldsnap): each age counter's cost paid with either mana, chosen separately
    const or = this.OPTION(() => {
      this.CONSUME(V.Or);
      return this.CONSUME2(ManaSymbol);
    });
    return this.ACTION(() => {
      const { cost } = this.manaCostOf(symbols, false);
      if (or === undefined) return { kind: "Ability", ability: { kind: "KeywordCost", keyword, cost, range: this.rangeFrom(start) } } as LineResult;
      const [first] = cost.symbols;
      const [second] = this.manaCostOf([or], false).cost.symbols;
      if (keyword !== "Cumulative upkeep" || cost.symbols.length !== 1 || first?.kind !== "Colored" || second?.kind !== "Colored" || first.color === second.color) {
        this.problem("CS1035", "A cost written '{W} or {U}' is a cumulative upkeep's choice of one mana of either of two colours for each age counter: write e.g. 'Cumulative upkeep {W} or {U}'.", start, end(or));
        return { kind: "Ability", ability: { kind: "KeywordCost", keyword, cost, range: this.rangeFrom(start) } } as LineResult;
      }
      // Either mana for each age counter (each choice made separately): one hybrid symbol's meaning, written with "or".
      const either: ManaCost = { kind: "ManaCost", symbols: [{ kind: "Hybrid", colors: [first.color, second.color], range: this.range(first.range.start.offset, end(or)) }], range: this.range(first.range.start.offset, end(or)) };
      return { kind: "Ability", ability: { kind: "KeywordCost", keyword, cost: either, orWritten: true, range: this.rangeFrom(start) } } as LineResult;
    });
  });

  /**
   * "Champion a creature" (502.72): its two linked triggered abilities, built as their written-out lines parse
   * (families/champion: "sacrifice it unless you remove another … you control from the game"; put-into-play:
   * "return the removed card to play under its owner's control").
   */
  private championLine = this.RULE("championLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(CostWords.Champion);
    this.CONSUME(V.A);
    const noun = this.SUBRULE(this.objectNoun);
    return this.ACTION(() => {
      const range = this.rangeFrom(start);
      if (noun.zone !== "play" || noun.controller !== undefined || noun.other === true) {
        this.problem("CS1035", "Champion names a kind of permanent alone: write e.g. 'Champion a creature' or 'Champion a Faerie'.", start, end(this.LA(0)));
      }
      const removed: ObjectFilter = { ...noun, controller: { kind: "You" }, other: true };
      const sacrifice = { kind: "SacrificeUnlessRemove", objects: { kind: "Ref", ref: { kind: "Self" } }, filter: removed, it: true, range } as unknown as Effect;
      const returns = {
        kind: "ReturnToPlay",
        objects: { kind: "Ref", ref: { kind: "Linked" } },
        controller: { kind: "OwnerOf", object: { kind: "Linked" } },
        range,
      } as unknown as Effect;
      const triggered = (trigger: "EntersPlay" | "LeavesPlay", effect: Effect): TriggeredAbility => ({
        kind: "Triggered",
        trigger: { kind: trigger, object: { kind: "Self" }, range } as Trigger,
        body: { kind: "Effects", targets: [], effects: [effect], range },
        range,
      });
      return { kind: "Ability", ability: { kind: "Champion", filter: noun, abilities: [triggered("EntersPlay", sacrifice), triggered("LeavesPlay", returns)], range } } as LineResult;
    });
  });

  /** "Fading 3" (Nemesis; 502.21): a keyword with a number of fade counters (runtime/fading.ts). */
  private fadingLine = this.RULE("fadingLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(vocab("Fading"));
    const n = this.CONSUME2(NumberLit);
    return this.ACTION(() => ({ kind: "Ability", ability: { kind: "Fading", count: this.numberValue(n), range: this.rangeFrom(start) } }) as LineResult);
  });

  /**
   * "Dredge 3" (Ravnica, Future Sight; 502.47a): a keyword with a number of cards (runtime/dredge.ts). The reminder
   * text after it, if the line has one, must be the printed or the Oracle one for that number (CS1088).
   */
  private dredgeLine = this.RULE("dredgeLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(vocab("Dredge"));
    const n = this.CONSUME2(NumberLit);
    const reminder = this.OPTION(() => this.SUBRULE(this.keywordReminder));
    return this.ACTION(() => {
      const count = this.numberValue(n);
      if (count < 1) this.problem("CS1088", "Dredge puts at least one card from the library into the graveyard: write e.g. 'Dredge 3'.", n.startOffset, end(n));
      const ability: DredgeAbility = { kind: "Dredge", count, range: this.rangeFrom(start) };
      if (reminder !== undefined) {
        this.checkKeywordReminder(reminder, dredgeReminder(count, "2007"), dredgeReminder(count, "current"), "CS1088", `dredge's reminder text for Dredge ${count}`);
        ability.reminder = true;
      }
      return { kind: "Ability", ability } as LineResult;
    });
  });

  /**
   * "Bushido 2" (502.38a), "Rampage 2" (502.12a): combat keywords with a number (runtime/keyword-triggers.ts). The
   * reminder text after it, if the line has one, must be the printed or the Oracle one for that number (CS1089).
   */
  private combatKeywordLine = this.RULE("combatKeywordLine", (): LineResult => {
    const start = this.startOf();
    const keyword = this.OR([
      alt(() => {
        this.CONSUME(vocab("Bushido"));
        return "Bushido" as const;
      }),
      alt(() => {
        this.CONSUME(vocab("Rampage"));
        return "Rampage" as const;
      }),
    ]);
    const n = this.CONSUME2(NumberLit);
    const reminder = this.OPTION(() => this.SUBRULE(this.keywordReminder));
    return this.ACTION(() => {
      const count = this.numberValue(n);
      if (count < 1) this.problem("CS1089", `${keyword} gives at least +1/+1: write e.g. '${keyword} 2'.`, n.startOffset, end(n));
      const ability: CombatKeywordAbility = { kind: "CombatKeyword", keyword, count, range: this.rangeFrom(start) };
      if (reminder !== undefined) {
        this.checkKeywordReminder(reminder, combatKeywordReminder(keyword, count, "2007"), combatKeywordReminder(keyword, count, "current"), "CS1089", `${keyword.toLowerCase()}'s reminder text for ${keyword} ${count}`);
        ability.reminder = true;
      }
      return { kind: "Ability", ability } as LineResult;
    });
  });

  /** "Vanishing 3" (Planar Chaos): a keyword with a number of time counters (runtime/vanishing.ts). */
  private vanishingLine = this.RULE("vanishingLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(vocab("Vanishing"));
    const n = this.CONSUME2(NumberLit);
    return this.ACTION(() => {
      const count = this.numberValue(n);
      if (count < 1) this.problem("CS1035", "Vanishing puts at least one time counter on the permanent: write e.g. 'Vanishing 3'.", n.startOffset, end(n));
      return { kind: "Ability", ability: { kind: "Vanishing", count, range: this.rangeFrom(start) } } as LineResult;
    });
  });

  /** "Ripple 4" (Coldsnap, 502.56a): the keyword and its number (ast.ts `RippleAbility`). */
  private rippleLine = this.RULE("rippleLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(vocab("Ripple"));
    const n = this.CONSUME2(NumberLit);
    return this.ACTION(() => {
      const count = this.numberValue(n);
      if (count < 1) this.problem("CS1035", "Ripple reveals at least one card from the top of the library: write e.g. 'Ripple 4'.", n.startOffset, end(n));
      return { kind: "Ability", ability: { kind: "Ripple", count, range: this.rangeFrom(start) } } as LineResult;
    });
  });

  /** "Hideaway": its two abilities, built as their written-out lines parse (families/hideaway, replacement-enters). */
  private hideawayLine = this.RULE("hideawayLine", (): LineResult => {
    const start = this.startOf();
    this.CONSUME(CostWords.Hideaway);
    return this.ACTION(() => {
      const range = this.rangeFrom(start);
      const tapped = { kind: "Replacement", replacement: { kind: "EntersTapped", counters: null, range } as Replacement, range } as ReplacementAbility;
      const look = { kind: "HideawayLook", count: 4, range } as unknown as Effect;
      const trigger: TriggeredAbility = {
        kind: "Triggered",
        trigger: { kind: "EntersPlay", object: { kind: "Self" }, range } as Trigger,
        body: { kind: "Effects", targets: [], effects: [look], range },
        range,
      };
      return { kind: "Ability", ability: { kind: "Hideaway", abilities: [tapped, trigger], range } } as LineResult;
    });
  });

  /**
   * Whether the line, from the next token, has a colon outside quotes and parentheses before its end: an
   * activated ability whose cost starts with a word ("Sacrifice a creature: …", "Pay 2 life: …").
   */
  private costColonFollows(): boolean {
    const first = this.LA(1).tokenType;
    if (first !== CostWords.Sacrifices && first !== CostWords.Discards && first !== CostWords.Pay && first !== CostWords.Remove && first !== vocab("Exile") && first !== V.Puts && first !== CostWords.Tap && first !== vocab("Reveal")) {
      return false;
    }
    for (let i = 2; ; i++) {
      const type = this.LA(i).tokenType;
      if (type === EOF || type === Period || type === OpenQuote || type === LParen) return false;
      if (type === Colon) return true;
    }
  }

  /** `{2}, {T}, Sacrifice ~` — mana symbols, {T}, {Q} and costs in words (409.1h), comma-separated. */
  private activationCost = this.RULE("activationCost", (): ActivationCost => {
    const start = this.startOf();
    const symbols: IToken[] = [];
    const parts: CostPart[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: Comma,
      DEF: fn(() =>
        this.OR([
          alt(() => this.AT_LEAST_ONE(() => symbols.push(this.CONSUME(ManaSymbol)))),
          alt(() => parts.push(this.SUBRULE(this.costPart))),
        ]),
      ),
    });
    return this.ACTION(() => {
      const result: ActivationCost = { kind: "ActivationCost", tap: false, range: this.rangeFrom(start) };
      if (symbols.length > 0) {
        const { cost, tap, untap } = this.manaCostOf(symbols, true);
        result.tap = tap;
        if (untap) result.untap = true;
        if (cost.symbols.length > 0) result.mana = cost;
      }
      if (parts.length > 0) result.parts = parts;
      return result;
    });
  });

  /**
   * A cost in words: "Sacrifice ~", "Sacrifice a creature", "Sacrifice two lands", "Discard a card", "Discard
   * your hand", "Pay 2 life", "Remove a charge counter from ~", "Put a -1/-1 counter on ~", "Tap an untapped
   * creature you control".
   */
  private costPart = this.RULE("costPart", (): CostPart => {
    const start = this.startOf();
    return this.OR([
      alt(() => {
        this.CONSUME(CostWords.Sacrifices);
        return this.OR2([
          alt(() => {
            this.SUBRULE(this.selfReference);
            return this.ACTION(() => ({ kind: "SacrificeCost", self: true, amount: 1, range: this.rangeFrom(start) }) as CostPart);
          }),
          alt(() => {
            // "Sacrifice another creature" (today's words for "a creature other than ~": the source is left out)
            let another = false;
            const amount = this.OR5([
              alt(() => {
                this.CONSUME(V.Another);
                another = true;
                return 1;
              }),
              alt(() => this.SUBRULE(this.costCount)),
            ]);
            const noun = this.SUBRULE(this.objectNoun);
            const filter = this.ACTION(() => (another ? { ...noun, other: true } : noun));
            // "Sacrifice a green creature, a white creature, and a blue creature" (Alara's Heralds): one cost of
            // several permanents, each fitting its own description (409.1h: paid in full, by different permanents)
            const more: { amount: number; filter: ObjectFilter }[] = [];
            this.MANY({
              GATE: fn(() => this.sacrificeListContinues()),
              DEF: fn(() => {
                this.OPTION3(() => this.CONSUME(Comma));
                this.OPTION4(() => this.CONSUME(V.And));
                const moreAmount = this.subrule(10, this.costCount);
                const moreFilter = this.SUBRULE5(this.objectNoun);
                this.ACTION(() => more.push({ amount: moreAmount, filter: moreFilter }));
              }),
            });
            return this.ACTION(() =>
              (more.length > 0
                ? { kind: "SacrificeCost", self: false, amount, filter, more, range: this.rangeFrom(start) }
                : { kind: "SacrificeCost", self: false, amount, filter, range: this.rangeFrom(start) }) as CostPart,
            );
          }),
        ]);
      }),
      alt(() => {
        this.CONSUME(CostWords.Discards);
        return this.OR3([
          alt(() => {
            this.SUBRULE4(this.selfReference);
            return this.ACTION(() => ({ kind: "DiscardCost", amount: 1, hand: false, self: true, range: this.rangeFrom(start) }) as CostPart);
          }),
          alt(() => {
            this.CONSUME3(V.This);
            this.CONSUME2(V.Card);
            return this.ACTION(() => ({ kind: "DiscardCost", amount: 1, hand: false, self: true, thisCard: true, range: this.rangeFrom(start) }) as CostPart);
          }),
          alt(() => {
            this.CONSUME(V.Your);
            this.CONSUME(V.Hand);
            return this.ACTION(() => ({ kind: "DiscardCost", amount: 0, hand: true, range: this.rangeFrom(start) }) as CostPart);
          }),
          {
            GATE: fn(() => this.LA(2).tokenType === V.Card),
            IGNORE_AMBIGUITIES: true,
            ALT: fn(() => {
              const amount = this.SUBRULE2(this.costCount);
              this.CONSUME(V.Card);
              return this.ACTION(() => ({ kind: "DiscardCost", amount, hand: false, range: this.rangeFrom(start) }) as CostPart);
            }),
          },
          {
            // "Discard a land card", "Discard an Elf card": cards of the player's hand that fit
            IGNORE_AMBIGUITIES: true,
            ALT: fn(() => {
              const amount = this.SUBRULE7(this.costCount);
              const filter = this.SUBRULE3(this.objectNoun);
              return this.ACTION(() => ({ kind: "DiscardCost", amount, hand: false, filter, range: this.rangeFrom(start) }) as CostPart);
            }),
          },
        ]);
      }),
      alt(() => {
        // "Return two Islands you control to their owner's hand" (Fathom Seer's morph cost): permanents of the player's
        this.consume(20, vocab("Return"));
        const amount = this.subrule(21, this.costCount);
        const filter = this.subrule(22, this.objectNoun);
        this.consume(23, V.To);
        this.OR9([alt(() => this.consume(24, vocab("Its"))), alt(() => this.consume(25, vocab("Their")))]);
        this.consume(26, vocab("Owner"));
        this.consume(27, Possessive);
        this.consume(28, V.Hand);
        return this.ACTION(() => {
          if (filter.controller?.kind !== "You") this.problem("CS1035", "A cost returns permanents you control: write e.g. 'Return two Islands you control to their owner's hand'.", start, this.lastEnd());
          return { kind: "ReturnToHandCost", amount, filter, range: this.rangeFrom(start) } as CostPart;
        });
      }),
      alt(() => {
        // "Reveal two cards from your hand that share a color"
        this.CONSUME(vocab("Reveal"));
        const amount = this.SUBRULE9(this.costCount);
        this.CONSUME4(V.Card);
        this.CONSUME3(V.From);
        this.CONSUME2(V.Your);
        this.CONSUME2(V.Hand);
        this.CONSUME(V.That);
        this.CONSUME(vocab("Shares"));
        this.CONSUME2(V.A);
        this.CONSUME(vocab("ColorNoun"));
        return this.ACTION(() => {
          if (amount < 2) this.problem("CS1035", "Cards that share a color are two or more: write e.g. 'Reveal two cards from your hand that share a color'.", start, this.lastEnd());
          return { kind: "RevealSharingColorCost", amount, range: this.rangeFrom(start) } as CostPart;
        });
      }),
      alt(() => {
        this.CONSUME(CostWords.Pay);
        const amount = this.SUBRULE3(this.costCount);
        this.CONSUME(V.Life);
        return this.ACTION(() => ({ kind: "PayLifeCost", amount, range: this.rangeFrom(start) }) as CostPart);
      }),
      {
        // "Remove an Elf card in your graveyard from the game" (current: "Exile an Elf card from your graveyard")
        GATE: fn(() => this.graveyardCostAhead()),
        IGNORE_AMBIGUITIES: true,
        ALT: fn(() => {
          const removeWord = this.OR4([
            alt(() => {
              this.CONSUME2(CostWords.Remove);
              return true;
            }),
            alt(() => {
              this.CONSUME(vocab("Exile"));
              return false;
            }),
          ]);
          const amount = this.SUBRULE8(this.costCount);
          const filter = this.SUBRULE4(this.objectNoun);
          this.OPTION(() => {
            this.CONSUME2(V.From);
            this.CONSUME(V.The);
            this.CONSUME(V.Game);
          });
          return this.ACTION(() => {
            if (filter.zone !== "graveyard" || (filter.controller !== undefined && filter.controller.kind !== "You")) {
              this.problem("CS1035", `A cost removes cards from your own graveyard: write '${removeWord ? "Remove a … card in your graveyard from the game" : "Exile a … card from your graveyard"}'.`, start, this.lastEnd());
            }
            // The graveyard's words are the wording's ("in your graveyard" / "from your graveyard"): not kept.
            const { zoneWords: _written, ...card } = filter;
            return { kind: "ExileFromGraveyardCost", amount, filter: card, range: this.rangeFrom(start) } as CostPart;
          });
        }),
      },
      alt(() => {
        this.CONSUME(CostWords.Remove);
        const amount = this.SUBRULE4(this.costCount);
        const counter = this.SUBRULE(this.counterKind);
        this.CONSUME(V.Counter);
        this.CONSUME(V.From);
        this.SUBRULE2(this.selfReference);
        return this.ACTION(() => ({ kind: "RemoveCountersCost", amount, counter, range: this.rangeFrom(start) }) as CostPart);
      }),
      alt(() => {
        this.CONSUME(V.Puts);
        const amount = this.SUBRULE5(this.costCount);
        const counter = this.SUBRULE2(this.counterKind);
        this.CONSUME2(V.Counter);
        this.CONSUME(V.On);
        const on = this.OR6([
          alt(() => {
            this.SUBRULE3(this.selfReference);
            return undefined;
          }),
          alt(() => {
            // "on a creature you control" (Hatchet Bully): one of the player's own permanents, chosen as it is paid
            this.CONSUME3(V.A);
            return this.SUBRULE6(this.objectNoun);
          }),
        ]);
        return this.ACTION(() => {
          if (on !== undefined && (on.zone !== "play" || on.controller?.kind !== "You")) {
            this.problem("CS1035", "A cost puts counters on a permanent its player controls: write e.g. 'Put a -1/-1 counter on a creature you control'.", start, this.lastEnd());
          }
          return (on !== undefined
            ? { kind: "PutCountersCost", amount, counter, on, range: this.rangeFrom(start) }
            : { kind: "PutCountersCost", amount, counter, range: this.rangeFrom(start) }) as CostPart;
        });
      }),
      alt(() => {
        this.CONSUME(CostWords.Tap);
        const amount = this.SUBRULE6(this.costCount);
        this.CONSUME(CostWords.Untapped);
        const filter = this.SUBRULE2(this.objectNoun);
        return this.ACTION(() => ({ kind: "TapUntappedCost", amount, filter, range: this.rangeFrom(start) }) as CostPart);
      }),
    ]);
  });

  /** How many in a cost: "a", "two", "3" (a cost's amount is always known when it is played). */
  private costCount = this.RULE("costCount", (): number =>
    this.OR([
      alt(() => {
        this.CONSUME(V.A);
        return 1;
      }),
      alt(() => {
        const n = this.CONSUME(V.NumberWord);
        return this.ACTION(() => numberWordValue(n.image)!);
      }),
      alt(() => {
        const n = this.CONSUME(NumberLit);
        return this.ACTION(() => this.numberValue(n));
      }),
    ]),
  );

  /**
   * "Play this ability only any time you could play a sorcery." (2007) / "Activate only as a sorcery." (today),
   * "… only once each turn.", "… no more than twice each turn.", "… only during your turn / upkeep.", and two
   * of them joined by "and" ("Activate only as a sorcery and only once each turn.").
   */
  /** After a sacrifice cost's permanents: ", a white creature", ", and a blue creature", "and two lands" (a cost verb would start the next part). */
  private sacrificeListContinues(): boolean {
    const counted = (i: number) => this.is(i, V.A, V.NumberWord, NumberLit);
    return (this.is(1, Comma) && (counted(2) || (this.is(2, V.And) && counted(3)))) || (this.is(1, V.And) && counted(2));
  }

  /** Whether the cost part ahead names a graveyard before the part ends ("Remove an Elf card in your graveyard …"). */
  private graveyardCostAhead(): boolean {
    for (let i = 2; i < 16; i++) {
      const type = this.LA(i).tokenType;
      if (type === V.Graveyard) return true;
      if (type === Colon || type === Comma || type === EOF) return false;
    }
    return false;
  }

  private activationRestriction = this.RULE("activationRestriction", (): ActivationRestriction => {
    const start = this.startOf();
    const restriction: ActivationRestriction = { kind: "ActivationRestriction", range: undefined as unknown as SourceRange };
    this.OR([
      alt(() => {
        this.OR2([
          alt(() => {
            this.CONSUME(V.Play);
            this.CONSUME(V.This);
            this.CONSUME(CostWords.Ability);
          }),
          alt(() => {
            this.CONSUME(CostWords.Activate);
            this.OPTION(() => {
              this.CONSUME2(V.This);
              this.CONSUME2(CostWords.Ability);
            });
          }),
        ]);
        this.SUBRULE(this.restrictionClause, { ARGS: [restriction] });
        this.MANY(() => {
          this.CONSUME(V.And);
          this.SUBRULE2(this.restrictionClause, { ARGS: [restriction] });
        });
      }),
      alt(() => {
        // "Any player may play this ability." (current: "… activate …"): not only its controller (Feral Hydra)
        this.CONSUME(CostWords.Any);
        this.CONSUME(V.Player);
        this.CONSUME(vocab("May"));
        this.OR3([alt(() => this.CONSUME2(V.Play)), alt(() => this.CONSUME2(CostWords.Activate))]);
        this.CONSUME3(V.This);
        this.CONSUME3(CostWords.Ability);
        this.ACTION(() => (restriction.anyPlayer = true));
      }),
    ]);
    this.CONSUME(Period);
    return this.ACTION(() => ({ ...restriction, range: this.rangeFrom(start) }));
  });

  private restrictionClause = this.RULE("restrictionClause", (restriction: ActivationRestriction) => {
    this.OR([
      alt(() => {
        this.CONSUME(CostWords.Only);
        this.OR2([
          alt(() => {
            this.CONSUME(CostWords.Any);
            this.CONSUME(CostWords.Time);
            this.CONSUME(V.You);
            this.CONSUME(CostWords.Could);
            this.CONSUME2(V.Play);
            this.OPTION(() => this.CONSUME(V.A));
            const type = this.CONSUME(V.TypeWord);
            this.ACTION(() => this.sorceryWord(type, restriction));
          }),
          alt(() => {
            this.CONSUME(CostWords.As);
            this.OPTION2(() => this.CONSUME2(V.A));
            const type = this.CONSUME2(V.TypeWord);
            this.ACTION(() => this.sorceryWord(type, restriction));
          }),
          alt(() => {
            this.CONSUME(CostWords.Once);
            this.CONSUME(V.Each);
            this.CONSUME(V.Turn);
            this.ACTION(() => (restriction.perTurn = 1));
          }),
          alt(() => {
            // "only if you control two or more black permanents" (Shadowmoor's filter lands)
            this.CONSUME(V.If);
            this.CONSUME3(V.You);
            this.CONSUME(V.Control);
            const start = this.startOf();
            const atLeast = this.SUBRULE2(this.costCount);
            this.CONSUME(V.Or);
            this.CONSUME2(V.More);
            const filter = this.SUBRULE(this.objectNoun);
            this.ACTION(() => {
              if (filter.zone !== "play" || filter.controller !== undefined) this.problem("CS1021", 'An activation restriction counts permanents you control: write e.g. "only if you control two or more black permanents".', start, this.lastEnd());
              restriction.ifYouControl = { atLeast, filter };
            });
          }),
          alt(() => {
            this.CONSUME(CostWords.During);
            this.CONSUME(V.Your);
            this.OR3([
              alt(() => {
                this.CONSUME2(V.Turn);
                this.ACTION(() => (restriction.during = "yourTurn"));
              }),
              alt(() => {
                this.CONSUME(V.Upkeep);
                this.ACTION(() => (restriction.during = "yourUpkeep"));
              }),
            ]);
          }),
        ]);
      }),
      alt(() => {
        this.CONSUME(CostWords.No);
        this.CONSUME(V.More);
        this.CONSUME(CostWords.Than);
        const times = this.OR4([
          alt(() => {
            this.CONSUME(V.Twice);
            return 2;
          }),
          alt(() => {
            const n = this.SUBRULE(this.costCount);
            this.CONSUME(V.Times);
            return n;
          }),
        ]);
        this.CONSUME2(V.Each);
        this.CONSUME3(V.Turn);
        this.ACTION(() => (restriction.perTurn = times));
      }),
    ]);
  });

  private sorceryWord(type: IToken, restriction: ActivationRestriction): void {
    if (cardTypeOf(type.image) === "Sorcery") restriction.sorcery = true;
    else this.problem("CS1021", `An ability is restricted to the timing of a sorcery, not of ${type.image}: write "any time you could play a sorcery".`, type.startOffset, end(type));
  }

  private triggeredAbility = this.RULE("triggeredAbility", (): LineResult => {
    const start = this.startOf();
    const trigger = this.SUBRULE(this.trigger);
    this.ACTION(() => this.keepTriggerAntecedents());
    // 410.11: an intervening "if" between the trigger and its effect ("…, if its prowl cost was paid, …").
    const interveningIf = this.OPTION9({
      GATE: fn(() => this.LA(1).tokenType === Comma && this.LA(2).tokenType === V.If && (this.LA(3).tokenType === vocab("Its") || this.kickedFollows(3) || this.startsInterveningCondition())),
      DEF: fn(() => {
        this.CONSUME2(Comma);
        return this.OR9([
          { GATE: fn(() => this.LA(2).tokenType === vocab("Its") || this.kickedFollows(2)), ALT: fn(() => this.SUBRULE(this.interveningIfClause)) },
          { ALT: fn(() => this.SUBRULE(this.interveningCondition)) },
        ]);
      }),
    });
    this.CONSUME(Comma);
    const body = this.SUBRULE(this.effects);
    return this.ACTION(() => {
      const ability: TriggeredAbility = { kind: "Triggered", trigger, body, range: this.rangeFrom(start) };
      if (interveningIf !== undefined) ability.interveningIf = interveningIf;
      return { kind: "Ability", ability } as LineResult;
    });
  });

  /** "it was kicked" from the token `at` on (an intervening "if" on the kicker cost). */
  private kickedFollows(at: number): boolean {
    return this.LA(at).tokenType === V.It && this.LA(at + 1).tokenType === vocab("Was") && this.LA(at + 2).tokenType === vocab("Kicked");
  }

  /**
   * Whether the words after ", if" are a condition on the game (410.11) rather than an effect: "~ is untapped",
   * "you have no cards in hand", "that player has two or fewer cards in hand", "you control a creature with …".
   */
  private startsInterveningCondition(): boolean {
    const first = this.LA(3).tokenType;
    if (first === SelfName) return this.LA(4).tokenType === V.Is;
    if (first === V.It) return this.LA(4).tokenType === vocab("Had");
    if (first === vocab("You")) return this.LA(4).tokenType === vocab("Have") || this.LA(4).tokenType === vocab("Control");
    // "if twenty or more creature cards are in your graveyard"
    if (first === V.NumberWord || first === NumberLit) return this.LA(4).tokenType === V.Or && this.LA(5).tokenType === vocab("More");
    // "if an opponent lost 3 or more life this turn", "if an opponent controls more lands than you"
    if (first === V.A && this.LA(4).tokenType === vocab("Opponent")) return this.LA(5).tokenType === vocab("Lost") || (this.LA(5).tokenType === vocab("Control") && this.LA(6).tokenType === vocab("More"));
    return first === vocab("That") && this.LA(4).tokenType === vocab("Player") && this.LA(5).tokenType === vocab("Have");
  }

  /**
   * "if ~ is untapped", "if you have no cards in hand", "if that player has two or fewer cards in hand", "if you control a …",
   * "if an opponent lost 3 or more life this turn", "if an opponent controls more lands than you" (410.11).
   */
  private interveningCondition = this.RULE("interveningCondition", (): InterveningIfClause => {
    const start = this.startOf();
    this.CONSUME2(V.If);
    return this.OR([
      alt(() => {
        this.CONSUME2(SelfName);
        this.CONSUME2(V.Is);
        const tapped = this.OR2([
          alt(() => {
            this.CONSUME(vocab("Untapped"));
            return false;
          }),
          alt(() => {
            this.CONSUME(vocab("Tapped"));
            return true;
          }),
        ]);
        return this.ACTION(() => ({ kind: "SelfTapped", tapped, range: this.rangeFrom(start) }) as InterveningIfClause);
      }),
      alt(() => {
        // "if it had a -1/-1 counter on it": the object the trigger named, as it last existed (410.10c, 413.2a)
        this.CONSUME(V.It);
        this.CONSUME(vocab("Had"));
        // "a -1/-1 counter" or "no time counters" (Deadly Grub)
        const none = this.OR8([alt(() => (this.CONSUME2(V.A), false)), alt(() => (this.CONSUME2(vocab("No")), true))]);
        const counter = this.SUBRULE(this.counterKind);
        this.CONSUME(V.Counter);
        this.CONSUME(V.On);
        this.CONSUME2(V.It);
        return this.ACTION(() => {
          const objects = this.currentObjects();
          // "it": the object the trigger names, or the card itself in its own trigger ("When ~ dies, if it had …")
          const self = objects?.kind === "Ref" && objects.ref.kind === "Self";
          if (objects?.kind !== "Ref" || (objects.ref.kind !== "Triggering" && !self)) {
            this.problem("CS1034", "'if it had … counters on it' asks about the object the trigger names: write it after e.g. 'Whenever a creature is put into a graveyard from play'.", start, this.lastEnd());
          }
          return { kind: "HadCounter", counter, ...(none ? { none: true } : {}), ...(self ? { self: true } : {}), range: this.rangeFrom(start) } as InterveningIfClause;
        });
      }),
      alt(() => {
        this.CONSUME(vocab("You"));
        this.CONSUME(vocab("Control"));
        // "a creature with power 5 or greater", or "two or more Mountains" (Eventide's hedge-mages)
        const counted = this.OR6([
          alt(() => {
            this.CONSUME(V.A);
            return { atLeast: 1, orMore: false };
          }),
          alt(() => {
            // a number, not "a" (costCount's first word): "a … or more" is not English
            const n = this.OR7([
              alt(() => {
                const word = this.CONSUME4(V.NumberWord);
                return this.ACTION(() => numberWordValue(word.image)!);
              }),
              alt(() => {
                const literal = this.CONSUME4(NumberLit);
                return this.ACTION(() => this.numberValue(literal));
              }),
            ]);
            this.CONSUME4(V.Or);
            this.CONSUME4(vocab("More"));
            return { atLeast: n, orMore: true };
          }),
        ]);
        const filter = this.SUBRULE(this.objectNoun);
        return this.ACTION(() => {
          if (filter.zone !== "play") this.problem("CS1035", "An intervening 'if you control …' names a permanent: write e.g. 'if you control a creature with power 5 or greater' or 'if you control two or more Mountains'.", start, this.lastEnd());
          else if (counted.orMore && counted.atLeast < 2) this.problem("CS1035", "'if you control … or more' counts at least two permanents: write 'if you control a Mountain' for one, or e.g. 'if you control two or more Mountains'.", start, this.lastEnd());
          return { kind: "YouControl", atLeast: counted.atLeast, filter, range: this.rangeFrom(start) } as InterveningIfClause;
        });
      }),
      alt(() => {
        const player = this.OR3([
          alt(() => {
            this.CONSUME2(vocab("You"));
            return { kind: "You" } as PlayerRef;
          }),
          alt(() => this.SUBRULE(this.playerAnaphor)),
        ]);
        this.CONSUME(vocab("Have"));
        const count = this.OR4([
          alt(() => {
            this.CONSUME(vocab("No"));
            return { atMost: 0 };
          }),
          alt(() => {
            const n = this.SUBRULE(this.costCount);
            this.CONSUME(V.Or);
            return this.OR1([
              alt(() => {
                this.CONSUME(vocab("Fewer"));
                return { atMost: n };
              }),
              alt(() => {
                this.CONSUME5(vocab("More"));
                return { atLeast: n };
              }),
            ]);
          }),
        ]);
        return this.OR9([
          {
            GATE: fn(() => count.atMost !== undefined),
            ALT: fn(() => {
              this.CONSUME(V.Card);
              this.CONSUME(V.In);
              this.CONSUME(V.Hand);
              return this.ACTION(() => ({ kind: "CardsInHand", player, atMost: count.atMost!, range: this.rangeFrom(start) }) as InterveningIfClause);
            }),
          },
          {
            // "if you have four or more creature cards in your graveyard" (Pit Keeper): the Mortal Combat count, in other words
            GATE: fn(() => count.atLeast !== undefined),
            ALT: fn(() => {
              // the noun reads its zone phrase "in your graveyard" too
              const written = this.SUBRULE5(this.objectNoun);
              return this.ACTION(() => {
                if (player.kind !== "You" || written.zone !== "graveyard" || written.controller?.kind !== "You" || written.zoneWords !== undefined) {
                  this.problem("CS1035", "Count the cards in your own graveyard: write e.g. 'if you have four or more creature cards in your graveyard'.", start, this.lastEnd());
                }
                const filter: ObjectFilter = { ...written, zone: "graveyard" };
                delete filter.controller;
                return { kind: "CardsInGraveyard", atLeast: count.atLeast!, filter, youHave: true, range: this.rangeFrom(start) } as InterveningIfClause;
              });
            }),
          },
        ]);
      }),
      alt(() => {
        // "if twenty or more creature cards are in your graveyard" (Mortal Combat): counted in the controller's graveyard
        const atLeast = this.SUBRULE2(this.costCount);
        this.CONSUME2(V.Or);
        this.CONSUME(vocab("More"));
        const filter = this.SUBRULE2(this.objectNoun);
        this.CONSUME(vocab("Are"));
        this.CONSUME2(V.In);
        this.CONSUME(vocab("Your"));
        this.CONSUME(vocab("Graveyard"));
        return this.ACTION(() => {
          if (filter.zone === "play") this.problem("CS1035", "Cards in a graveyard are cards, not permanents: write e.g. 'if twenty or more creature cards are in your graveyard'.", start, this.lastEnd());
          return { kind: "CardsInGraveyard", atLeast, filter: { ...filter, zone: "graveyard" }, range: this.rangeFrom(start) } as InterveningIfClause;
        });
      }),
      alt(() => {
        this.CONSUME3(V.A);
        this.CONSUME(vocab("Opponent"));
        return this.OR5([
          alt(() => {
            // "if an opponent lost 3 or more life this turn" (Sygg, River Cutthroat): this turn's life loss, from the log
            this.CONSUME(vocab("Lost"));
            const atLeast = this.SUBRULE3(this.costCount);
            this.CONSUME3(V.Or);
            this.CONSUME2(vocab("More"));
            this.CONSUME(vocab("Life"));
            this.CONSUME(vocab("This"));
            this.CONSUME(vocab("Turn"));
            return this.ACTION(() => ({ kind: "OpponentLostLife", atLeast, range: this.rangeFrom(start) }) as InterveningIfClause);
          }),
          alt(() => {
            // "if an opponent controls more lands than you" (Knight of the White Orchid)
            this.CONSUME2(vocab("Control"));
            this.CONSUME3(vocab("More"));
            const filter = this.SUBRULE3(this.objectNoun);
            this.CONSUME(vocab("Than"));
            this.CONSUME3(vocab("You"));
            return this.ACTION(() => {
              if (filter.zone !== "play" || filter.controller !== undefined) {
                this.problem("CS1035", "An intervening 'if an opponent controls more … than you' compares permanents: write e.g. 'if an opponent controls more lands than you'.", start, this.lastEnd());
              }
              return { kind: "OpponentControlsMore", filter, range: this.rangeFrom(start) } as InterveningIfClause;
            });
          }),
        ]);
      }),
    ]);
  });

  /**
   * "if its prowl cost was paid" / "if its evoke cost was paid": the cost the permanent was played for (410.11);
   * "if it was kicked" (kicker, Zendikar's "When ~ enters the battlefield, if it was kicked, …"): its kicker cost paid.
   */
  private interveningIfClause = this.RULE("interveningIfClause", (): InterveningIfClause => {
    const start = this.startOf();
    this.CONSUME(V.If);
    const cost = this.OR2([
      alt(() => {
        this.CONSUME(V.It);
        this.CONSUME2(vocab("Was"));
        this.CONSUME(vocab("Kicked"));
        return "kicker" as const;
      }),
      alt(() => {
        this.CONSUME(vocab("Its"));
        const paid = this.OR([
          alt(() => {
            this.CONSUME(vocab("Prowl"));
            return "prowl" as const;
          }),
          alt(() => {
            this.CONSUME(vocab("Evoke"));
            return "evoke" as const;
          }),
        ]);
        this.CONSUME(V.Cost);
        this.CONSUME(vocab("Was"));
        this.CONSUME(vocab("Paid"));
        return paid;
      }),
    ]);
    return this.ACTION(() => ({ kind: "CostPaid", cost, range: this.rangeFrom(start) }) as InterveningIfClause);
  });

  /** "When …", "Whenever …" or "At …", then the event or time one of the trigger families knows. */
  private trigger = this.RULE("trigger", (): Trigger => {
    const start = this.startOf();
    const shapes: IOrAlt<Trigger>[] = [];
    if (this.abilityRules.when.length > 0) {
      shapes.push(
        alt(() => {
          this.OR2([alt(() => this.CONSUME(V.When)), alt(() => this.CONSUME(V.Whenever))]);
          return this.familyChoice(3, this.abilityRules.when, start);
        }),
      );
    }
    if (this.abilityRules.at.length > 0) {
      shapes.push(
        alt(() => {
          this.CONSUME(V.At);
          return this.familyChoice(4, this.abilityRules.at, start);
        }),
      );
    }
    return this.OR(shapes);
  });

  /** One of the ability families' rules (each with its own subrule index), from the line's start. */
  private familyChoice<N>(orIndex: number, rules: { rule: AbilityRule<N>; index: number }[], start: number, maxLookahead?: number): N {
    const alternatives = rules.map((entry) => alt(() => this.subrule(entry.index, entry.rule, { ARGS: [start] })));
    return maxLookahead === undefined ? this.or(orIndex, alternatives) : this.or(orIndex, { DEF: alternatives, MAX_LOOKAHEAD: maxLookahead });
  }

  /** "converted mana cost" (2007) / "mana value" (current): the same number, each wording's words. */
  private manaValueWords = this.RULE("manaValueWords", () => {
    this.OR([
      alt(() => {
        this.CONSUME(V.Converted);
        this.CONSUME(V.Mana);
        this.CONSUME(V.Cost);
      }),
      alt(() => {
        this.CONSUME2(V.Mana);
        this.CONSUME(V.Value);
      }),
    ]);
  });

  /** "your" / "an opponent's" */
  private yourOrAnOpponents = this.RULE("yourOrAnOpponents", (): "your" | "opponent" =>
    this.OR([
      alt(() => {
        this.CONSUME(V.Your);
        return "your" as const;
      }),
      alt(() => {
        this.CONSUME(V.A);
        this.CONSUME(V.Opponent);
        this.CONSUME(Possessive);
        return "opponent" as const;
      }),
    ]),
  );

  /** "comes into play" / "enters the battlefield" */
  private entersPlay = this.RULE("entersPlay", () => {
    this.OR([
      alt(() => {
        this.CONSUME(V.Comes);
        this.CONSUME(V.Into);
        this.CONSUME(V.Play);
      }),
      alt(() => {
        this.CONSUME(V.Enters);
        this.CONSUME(V.The);
        this.CONSUME(V.Battlefield);
      }),
    ]);
  });

  /** "into play" / "onto the battlefield" */
  private intoPlay = this.RULE("intoPlay", () => {
    this.OR([
      alt(() => {
        this.CONSUME(V.Into);
        this.CONSUME(V.Play);
      }),
      alt(() => {
        this.CONSUME(V.Onto);
        this.CONSUME(V.The);
        this.CONSUME(V.Battlefield);
      }),
    ]);
  });

  /** The card's own name, "this creature", "this permanent". */
  private selfReference = this.RULE("selfReference", () => {
    this.OR([
      alt(() => this.CONSUME(SelfName)),
      alt(() => {
        this.CONSUME(V.This);
        this.OR2([alt(() => this.CONSUME(V.TypeWord)), alt(() => this.CONSUME(V.Permanent))]);
      }),
    ]);
  });

  /** A replacement effect (419): one sentence of a replacement family, and its period. */
  private replacementAbility = this.RULE("replacementAbility", (): LineResult => {
    const start = this.startOf();
    // Replacements share long openings ("As ~ comes into play, you may choose …" / "As ~ comes into play, choose a
    // color"): they differ at the seventh token, or the eighth when "~" is "this creature"; "As ~ enters the
    // battlefield, you may reveal …" / "… you may choose …" at the ninth, or the tenth.
    const replacement = this.familyChoice(0, this.abilityRules.replacement, start, REPLACEMENT_LOOKAHEAD);
    this.CONSUME(Period);
    return this.ACTION(() => ({
      kind: "Ability",
      ability: { kind: "Replacement", replacement, range: this.rangeFrom(start) },
    }));
  });

  private staticAbility = this.RULE("staticAbility", (): LineResult => {
    const ability = this.SUBRULE(this.staticSentence);
    return this.ACTION(() => ({ kind: "Ability", ability }));
  });

  /**
   * A static ability or spell text. They may share more leading words than the parser's lookahead, so the choice
   * is made by `staticLineFollows` (and the first word), not by lookahead: a line of spell text that is wrong
   * after its first few words is still reported where it goes wrong.
   */
  private staticOrSpellText = this.RULE("staticOrSpellText", (): LineResult =>
    this.OR({
      MAX_LOOKAHEAD: 1,
      DEF: [
        gatedAlt(
          () => this.staticLineFollows(),
          () => {
            // The gate parsed the static sentence already (outside the recording of the grammar, which asks no gate).
            const kept = this.takeStaticLine();
            return kept !== undefined ? { kind: "Ability", ability: kept } : this.SUBRULE(this.staticAbility);
          },
        ),
        alt(() => {
          this.keptStaticLine = undefined;
          return this.SUBRULE(this.spellText);
        }),
      ],
    }),
  );

  /**
   * Whether the line is taken as a static ability. A static ability and spell text may share more leading words
   * than the parser's lookahead ("Creatures you control get +1/+1." / "Creatures you control get +1/+1 until end
   * of turn."), so the static shape is probed to the line's end first. When it fails after its first words, spell
   * text is probed too, and the static shape is still taken if it got further (so an unknown line is reported
   * where the static sentence stopped, not at its first word). Whatever the probes' actions recorded (targets,
   * anaphora, problems) is put back; a static sentence parsed to the line's end is kept, with what its actions
   * recorded, for the alternative the gate opens (`takeStaticLine`): a static line is parsed once, not twice.
   */
  private staticLineFollows(): boolean {
    const first = this.LA(1).startOffset;
    const reached = this.probe(this.staticSentence, true);
    if (reached === PARSED) return true;
    if (reached <= first) return false;
    const spell = this.probe(this.effectsLine, false);
    return spell !== PARSED && reached > spell;
  }

  /** The static sentence `staticLineFollows` parsed to the line's end, as it left the parser. */
  private keptStaticLine: { from: number; to: number; ability: StaticAbility; after: LineState } | undefined;

  /**
   * The static sentence the gate before parsed from here to the line's end, if any: the parser is left as that
   * parse left it (its position and what its actions recorded), as if it had been parsed now.
   */
  private takeStaticLine(): StaticAbility | undefined {
    const kept = this.keptStaticLine;
    this.keptStaticLine = undefined;
    const recognizer = this as unknown as { exportLexerState(): number; importLexerState(state: number): void };
    if (kept === undefined || kept.from !== recognizer.exportLexerState()) return undefined;
    recognizer.importLexerState(kept.to);
    this.restoreLineState(kept.after);
    return kept.ability;
  }

  /**
   * Runs a rule as Chevrotain's BACKTRACK does (no tokens consumed in the end, no errors recorded), and gives
   * `PARSED` or the offset of the token where it failed (the end of the line for a failure at its end).
   * `keepStatic`: the rule is the static sentence, probed as a whole line (the line's end must follow it), and what
   * it parsed is kept for `takeStaticLine`. Uses the recogniser's state functions BACKTRACK uses (Chevrotain 11; see
   * DEVELOPERS.md on upgrading).
   */
  private probe(rule: () => unknown, keepStatic: boolean): number {
    const recognizer = this as unknown as { isBackTrackingStack: number[]; saveRecogState(): unknown; reloadRecogState(state: unknown): void; exportLexerState(): number };
    const before = this.lineState();
    this.targets = before.targets.slice();
    recognizer.isBackTrackingStack.push(1);
    const state = recognizer.saveRecogState();
    const from = recognizer.exportLexerState();
    try {
      // The rule's own body, as BACKTRACK calls it (the wrapper is a top-level entry point).
      const result = ((rule as { coreRule?: () => unknown }).coreRule ?? rule).call(this);
      if (!keepStatic) return PARSED;
      // A static sentence as a whole line: what follows it is the line's end.
      const next = this.LA(1);
      if (next.tokenType !== EOF) return next.startOffset;
      this.keptStaticLine = { from, to: recognizer.exportLexerState(), ability: result as StaticAbility, after: this.lineState() };
      return PARSED;
    } catch (error) {
      const token = (error as { token?: IToken }).token;
      if (!(error instanceof Error) || !RECOGNITION_ERRORS.has(error.name) || token === undefined) throw error;
      return Number.isNaN(token.startOffset) ? Number.MAX_SAFE_INTEGER : token.startOffset;
    } finally {
      recognizer.reloadRecogState(state);
      recognizer.isBackTrackingStack.pop();
      this.restoreLineState(before);
    }
  }

  /** What the parser's actions record as it reads a line (a probe puts it back as it was). */
  private lineState(): LineState {
    return {
      targets: this.targets,
      lastPlayer: this.lastPlayer,
      lastObjects: this.lastObjects,
      selfNamed: this.selfNamed,
      eachPlayerNamed: this.eachPlayerNamed,
      eachPlayerClause: this.eachPlayerClause,
      definingX: this.definingX,
      amountBound: this.amountBound,
      triggerAntecedents: this.triggerAntecedents,
      problems: this.problems.slice(),
      refersToLinked: this.refersToLinked,
    };
  }

  private restoreLineState(state: LineState): void {
    this.targets = state.targets;
    this.lastPlayer = state.lastPlayer;
    this.lastObjects = state.lastObjects;
    this.selfNamed = state.selfNamed;
    this.eachPlayerNamed = state.eachPlayerNamed;
    this.eachPlayerClause = state.eachPlayerClause;
    this.definingX = state.definingX;
    this.amountBound = state.amountBound;
    this.triggerAntecedents = state.triggerAntecedents;
    this.problems = state.problems;
    this.refersToLinked = state.refersToLinked;
  }

  /**
   * A static ability: one sentence of a static family, and its period (also a token's quoted ability). A sentence
   * that ends with a quoted ability ('Enchanted creature has "{T}: …."') carries its period inside the quotes.
   */
  private staticSentence = this.RULE("staticSentence", (): StaticAbility => {
    const start = this.startOf();
    const effect = this.familyChoice(0, this.abilityRules.static, start);
    const period = this.OPTION(() => this.CONSUME(Period));
    return this.ACTION(() => {
      const last = this.LA(0);
      if (period === undefined && last.tokenType !== CloseQuote) {
        this.problems.push({
          code: "CS1032",
          message: "This sentence has no period at its end: ability sentences end with '.'.",
          start: end(last),
          end: end(last),
          suggestion: { message: "Insert '.'", replacement: ".", start: end(last), end: end(last) },
        });
      }
      return { kind: "Static", effect, range: this.rangeFrom(start) };
    });
  });

  /**
   * An activated ability in quotes, granted to other objects ('Enchanted creature has "{T}: This creature deals 1
   * damage to target creature or player."'): its cost, colon and sentences, "this creature" being the object that
   * has it. Its targets and anaphora are its own (`effects` starts them afresh).
   */
  private quotedActivatedAbility = this.RULE("quotedActivatedAbility", (): ActivatedAbility => {
    const outer = this.ACTION(() => this.enterQuote());
    this.CONSUME(OpenQuote);
    const line = this.SUBRULE(this.activatedAbility);
    this.CONSUME(CloseQuote);
    return this.ACTION(() => {
      this.leaveQuote(outer);
      return (line as Extract<LineResult, { kind: "Ability" }>).ability as ActivatedAbility;
    });
  });

  /**
   * Before a quoted ability: the sentence around the quotes keeps its own targets and antecedents ("Target creature
   * gains \"…\""), put back by `leaveQuote` after it; the quote starts with no trigger antecedents of its own.
   */
  private enterQuote(): Pick<LineState, "targets" | "lastPlayer" | "lastObjects" | "amountBound" | "triggerAntecedents"> {
    const outer = { targets: this.targets, lastPlayer: this.lastPlayer, lastObjects: this.lastObjects, amountBound: this.amountBound, triggerAntecedents: this.triggerAntecedents };
    this.triggerAntecedents = undefined;
    return outer;
  }

  private leaveQuote(outer: ReturnType<CardLineParser["enterQuote"]>): void {
    this.targets = outer.targets;
    this.lastPlayer = outer.lastPlayer;
    this.lastObjects = outer.lastObjects;
    this.amountBound = outer.amountBound;
    this.triggerAntecedents = outer.triggerAntecedents;
  }

  /**
   * An activated or triggered ability in quotes, granted to other objects (418.5a): 'has "Whenever this creature
   * deals damage to an opponent, draw a card."' (Helm of the Ghastlord), 'has haste and "At end of turn, sacrifice
   * this permanent."' (Minion Reflector), or an activated one as `quotedActivatedAbility` reads it. A quote that
   * opens with "When", "Whenever" or "At" is a triggered ability; "this creature"/"this permanent" is the object
   * that has it. Its targets and anaphora are its own.
   */
  private quotedAbility = this.RULE("quotedAbility", (): QuotedAbility =>
    this.OR([
      {
        GATE: fn(() => this.LA(1).tokenType === OpenQuote && QUOTED_TRIGGER_WORDS.has(this.LA(2).image.toLowerCase())),
        ALT: fn(() => {
          const outer = this.ACTION(() => this.enterQuote());
          this.CONSUME(OpenQuote);
          const line = this.SUBRULE(this.triggeredAbility);
          this.CONSUME(CloseQuote);
          return this.ACTION(() => {
            this.leaveQuote(outer);
            return (line as Extract<LineResult, { kind: "Ability" }>).ability as TriggeredAbility;
          });
        }),
        IGNORE_AMBIGUITIES: true,
      },
      { ALT: fn(() => this.SUBRULE(this.quotedActivatedAbility)), IGNORE_AMBIGUITIES: true },
    ]),
  );

  private spellText = this.RULE("spellText", (): LineResult => {
    const body = this.SUBRULE(this.effects);
    return this.ACTION(() => ({ kind: "SpellText", body }));
  });

  // ---------------------------------------------------------------------------------------------------
  // Effects: sentences of clauses

  private effects = this.RULE("effects", (): Effects => {
    const start = this.startOf();
    this.ACTION(() => {
      this.resetAbilityState();
      // A trigger's event names what the effects' "it" and "that player" refer to (trigger families).
      if (this.triggerAntecedents !== undefined) {
        this.lastObjects = this.triggerAntecedents.objects;
        this.lastPlayer = this.triggerAntecedents.player;
        this.amountBound = this.triggerAntecedents.amount === true;
        this.triggerAntecedents = undefined;
      }
    });
    const drafts: Draft[] = [];
    // "Play this ability only …" after the sentences is the activation restriction, not a sentence starting with
    // "Play" (families/hideaway: "play the removed card …").
    // "Any player may play this ability." likewise (its restriction).
    this.AT_LEAST_ONE({
      GATE: fn(
        () =>
          !(this.LA(1).tokenType === V.Play && this.LA(2).tokenType === V.This) &&
          !(this.LA(1).tokenType === V.Any && this.LA(2).tokenType === V.Player && this.LA(3).tokenType === vocab("May") && this.is(4, V.Play, CostWords.Activate)),
      ),
      DEF: fn(() => this.SUBRULE(this.sentence, { ARGS: [drafts] })),
    });
    return this.ACTION(() => {
      const body: Effects = { kind: "Effects", targets: this.targets, effects: this.finishEffects(drafts), range: this.rangeFrom(start) };
      const phrasing = takePhrasing(body.effects);
      if (phrasing !== undefined) {
        body.phrasing = phrasing;
        // The printer weighs the words; a body it cannot print (a problem is reported elsewhere) keeps none.
        try {
          dropDefaultPhrasing(body);
        } catch {
          delete body.phrasing;
        }
      }
      return body;
    });
  });

  private sentence = this.RULE("sentence", (drafts: Draft[]) => {
    const start = this.startOf();
    const first = this.ACTION(() => drafts.length);
    const firstTarget = this.ACTION(() => this.targets.length);
    const then = this.OPTION(() => this.CONSUME(V.Then));
    this.SUBRULE(this.clause, { ARGS: [drafts] });
    this.ACTION(() => {
      if (first > 0) markPhrasing(drafts, first, { joined: then === undefined ? "." : ". then" });
    });
    // "…, then shuffle", "… and put it into play", and the current wording's bare comma: "…, put it onto the
    // battlefield, then shuffle."; a bare comma before "you" and a verb: "target player reveals his or her hand,
    // you choose a nonland card from it, then that player discards that card." (River's Grasp)
    this.MANY({
      GATE: fn(
        () =>
          this.is(1, V.And, V.Then) ||
          (this.is(1, Comma) && (this.is(2, V.And, V.Then) || this.isIn(2, this.imperativeVerbs) || (this.is(2, V.You) && this.isIn(3, this.predicateVerbs)))),
      ),
      DEF: fn(() => {
        let comma: IToken | undefined;
        let word: IToken | undefined;
        this.OR([
          alt(() => {
            comma = this.CONSUME(Comma);
            word = this.OPTION2(() => this.OR2([alt(() => this.CONSUME(V.And)), alt(() => this.CONSUME2(V.Then))]));
          }),
          alt(() => (word = this.CONSUME3(V.And))),
          alt(() => (word = this.CONSUME3(V.Then))),
        ]);
        const next = this.ACTION(() => drafts.length);
        this.SUBRULE2(this.clause, { ARGS: [drafts] });
        this.ACTION(() => markPhrasing(drafts, next, { joined: joinedWords(comma, word) }));
      }),
    });
    // "Draw a card at the beginning of the next turn's upkeep.": the sentence's effects happen later, as a
    // delayed triggered ability (410; families/delayed).
    this.OPTION4({
      GATE: fn(() => this.is(1, V.At)),
      DEF: fn(() => {
        const when = this.SUBRULE(this.delayedTiming);
        this.ACTION(() => {
          const effects = drafts.splice(first, drafts.length - first) as Effect[];
          drafts.push({ kind: "Delayed", when, effects, range: this.rangeFrom(start) } as unknown as Draft);
        });
      }),
    });
    // "Put two … tokens into play if {W} was spent to play ~.": the sentence's effects happen only if that colour of
    // mana was spent to play the spell (Eventide; families/conditional, which reads the same condition before a
    // clause: "If {U} was spent to play ~, …").
    // "You gain 3 life if ~ is untapped." (Sphinx Sovereign): the same, on whether the card's permanent is untapped
    // (or tapped) as the sentence is reached.
    // "Draw a card if you've played another blue spell this turn." (Dream Thief): the spells the controller played
    // this turn (families/conditional).
    this.OPTION6({
      GATE: fn(() => this.is(1, V.If) && (this.is(2, ManaSymbol) || (this.is(2, SelfName) && this.is(3, V.Is)) || this.youHaveFollows(2))),
      DEF: fn(() => {
        this.CONSUME(V.If);
        const condition = this.OR7([
          alt(() => {
            const color = this.SUBRULE(this.manaSpent);
            return { kind: "ManaSpent", color };
          }),
          alt(() => {
            const played = this.SUBRULE(this.spellPlayedThisTurn);
            return { kind: "CastThisTurn", ...played };
          }),
          alt(() => {
            this.CONSUME3(SelfName);
            this.CONSUME3(V.Is);
            const tapped = this.OR8([alt(() => (this.CONSUME2(vocab("Untapped")), false)), alt(() => (this.CONSUME2(vocab("Tapped")), true))]);
            return { kind: "SelfTapped", tapped };
          }),
        ]);
        this.ACTION(() => {
          const effects = drafts.splice(first, drafts.length - first) as Effect[];
          drafts.push({ kind: "IfCondition", condition, effects, after: true, range: this.rangeFrom(start) } as unknown as Draft);
        });
      }),
    });
    // "…, where X is the number of Merfolk you control.": X of the sentence's effects defined.
    this.OPTION5({
      GATE: fn(() => this.is(1, Comma) && this.is(2, vocab("Where")) && this.is(3, V.X)),
      DEF: fn(() => {
        this.CONSUME2(Comma);
        const where = this.CONSUME(vocab("Where"));
        this.CONSUME(V.X);
        this.CONSUME(V.Is);
        this.ACTION(() => (this.definingX = true));
        const value = this.SUBRULE(this.amountNoun);
        this.ACTION(() => {
          this.definingX = false;
          this.defineX(drafts, first, firstTarget, value, where.startOffset);
        });
      }),
    });
    // A quoted ability at the end of a sentence carries the sentence's period inside its quotes; a quoted ability
    // in the middle of one has none ('with "{B}: Regenerate this creature" until end of turn').
    const period = this.OPTION3(() => this.CONSUME(Period));
    this.ACTION(() => {
      const last = this.LA(0);
      if (period === undefined && last.tokenType !== CloseQuote && this.LA(1).tokenType !== CloseQuote) {
        this.problems.push({
          code: "CS1032",
          message: "This sentence has no period at its end: ability sentences end with '.'.",
          start: end(last),
          end: end(last),
          suggestion: { message: "Insert '.'", replacement: ".", start: end(last), end: end(last) },
        });
      }
    });
  });

  /** "you've" from the i-th token ("you", the apostrophe, "ve"). */
  private youHaveFollows(i: number): boolean {
    return this.is(i, V.You) && this.is(i + 1, Apostrophe) && this.is(i + 2, Word) && /^ve$/i.test(this.LA(i + 2).image);
  }

  /**
   * "you've played another blue spell this turn" (Eventide's Dream Thief, Hotheaded Giant; current: "you've cast"):
   * a spell of the description the player played this turn; "another": other than the card's own spell.
   */
  private spellPlayedThisTurn = this.RULE("spellPlayedThisTurn", (): { another: boolean; spells: ObjectFilter } => {
    this.CONSUME(V.You);
    this.CONSUME(Apostrophe);
    const have = this.CONSUME(Word);
    this.OR([alt(() => this.CONSUME(vocab("Played"))), alt(() => this.CONSUME(vocab("Casts")))]);
    const another = this.OR2([alt(() => (this.CONSUME(V.A), false)), alt(() => (this.CONSUME(V.Another), true))]);
    const start = this.LA(1).startOffset;
    const spells = this.SUBRULE(this.objectNoun);
    this.CONSUME(V.This);
    this.CONSUME(V.Turn);
    return this.ACTION(() => {
      if (!/^ve$/i.test(have.image)) this.problem("CS1035", `A condition on the spells played this turn starts "you've": write "if you've played another blue spell this turn".`, have.startOffset, end(have));
      if (spells.zone !== "stack" || spells.controller !== undefined) {
        this.problem("CS1035", "A player plays spells: write e.g. 'you've played another blue spell this turn' (current: 'cast').", start, end(this.LA(0)));
      }
      return { another, spells };
    });
  });

  /** "{U} was spent to play ~" (current: "… to cast this spell"): a colour of mana spent to play the spell. */
  private manaSpent = this.RULE("manaSpent", (): Color => {
    const symbol = this.CONSUME(ManaSymbol);
    this.CONSUME(vocab("Was"));
    this.CONSUME(vocab("Spent"));
    this.CONSUME(V.To);
    this.OR([alt(() => this.CONSUME(V.Play)), alt(() => this.CONSUME(vocab("Casts")))]);
    this.OR2([
      alt(() => this.CONSUME(SelfName)),
      alt(() => {
        this.CONSUME(V.This);
        this.CONSUME(V.Spell);
      }),
      // "… and 3 damage to each creature with flying if {G} was spent to play it." (Firespout: the card named before)
      alt(() => this.CONSUME(V.It)),
    ]);
    return this.ACTION((): Color => {
      const [spent] = this.manaCostOf([symbol], false).cost.symbols;
      if (spent?.kind === "Colored") return spent.color;
      this.problem("CS1035", `A condition on the mana spent names one coloured mana symbol such as {U}, not ${symbol.image}: write 'if {U} was spent to play …'.`, symbol.startOffset, end(symbol));
      return "W";
    });
  });

  /** "at end of turn", "at end of combat", "at the beginning of the next turn's upkeep", "at the beginning of the next end step". */
  private delayedTiming = this.RULE("delayedTiming", (): DelayedTiming => {
    this.CONSUME(V.At);
    return this.OR([
      alt(() => {
        this.CONSUME(V.End);
        this.CONSUME(V.Of);
        return this.OR3([
          alt(() => {
            this.CONSUME(V.Turn);
            return "endOfTurn" as DelayedTiming;
          }),
          alt(() => {
            this.CONSUME(vocab("Combat"));
            return "endOfCombat" as DelayedTiming; // the same words in both wordings
          }),
        ]);
      }),
      alt(() => {
        this.CONSUME(V.The);
        this.CONSUME(V.Beginning);
        this.CONSUME2(V.Of);
        this.CONSUME2(V.The);
        this.CONSUME(vocab("Next"));
        return this.OR2([
          alt(() => {
            this.CONSUME2(V.Turn);
            this.CONSUME(Possessive);
            this.CONSUME(V.Upkeep);
            return "nextUpkeep" as DelayedTiming;
          }),
          alt(() => {
            this.CONSUME2(V.End);
            this.CONSUME(V.Step);
            return "endOfTurn" as DelayedTiming; // the current wording of "at end of turn"
          }),
        ]);
      }),
    ]);
  });

  private clause = this.RULE("clause", (drafts: Draft[]) => {
    const count = this.ACTION(() => drafts.length);
    const outerEachPlayerClause = this.ACTION(() => this.eachPlayerClause);
    this.OR([
      alt(() => this.SUBRULE(this.subjectClause, { ARGS: [drafts] })),
      alt(() => {
        this.SUBRULE(this.imperative, { ARGS: [drafts] });
        this.ACTION(() => markPhrasing(drafts, count, { subject: "imperative" }));
      }),
    ]);
    // "You gain 1 life for each creature you control.": the clause's number, counted per object.
    this.OPTION({
      GATE: fn(() => this.is(1, V.For) && this.is(2, V.Each)),
      DEF: fn(() => this.SUBRULE(this.forEachCount, { ARGS: [drafts, count] })),
    });
    this.ACTION(() => (this.eachPlayerClause = outerEachPlayerClause));
  });

  /**
   * "for each creature you control" after a clause: the number of its last effect, counted per object (also after
   * each predicate of a subject's list: "sacrifices a creature for each black creature you control, then sacrifices
   * a land for each red creature you control").
   */
  private forEachCount = this.RULE("forEachCount", (drafts: Draft[], count: number) => {
    const start = this.startOf();
    this.CONSUME(V.For);
    this.CONSUME(V.Each);
    this.OR2([
      {
        // Domain: "for each basic land type among lands you control" (counts types, not lands).
        GATE: fn(() => this.basicLandTypesFollow()),
        ALT: fn(() => {
          const domain = this.SUBRULE(this.basicLandTypes);
          this.ACTION(() => this.countForEachBasicLandType(drafts, count, domain, start));
        }),
        IGNORE_AMBIGUITIES: true,
      },
      {
        // "for each +1/+1 counter on ~": the counters of a kind on one object.
        GATE: fn(() => this.countersOnFollow()),
        ALT: fn(() => {
          const counters = this.SUBRULE(this.countersOn);
          this.ACTION(() => this.countForEachCounter(drafts, count, counters, start));
        }),
        IGNORE_AMBIGUITIES: true,
      },
      {
        // Chroma: "for each white mana symbol in the mana costs of permanents you control" (counts symbols).
        GATE: fn(() => this.manaSymbolsFollow()),
        ALT: fn(() => {
          const chroma = this.SUBRULE(this.manaSymbols);
          this.ACTION(() => this.countForEachBasicLandType(drafts, count, chroma, start));
        }),
        IGNORE_AMBIGUITIES: true,
      },
      {
        // "for each 1 damage prevented this way" (Vigor, Hostility): the damage the applying prevention prevented.
        GATE: fn(() => this.LA(1).tokenType === NumberLit && this.LA(1).image === "1" && this.is(2, V.Damage) && this.LA(3).tokenType === vocab("Prevented")),
        ALT: fn(() => {
          this.consume(19, NumberLit);
          this.consume(19, V.Damage);
          this.consume(19, vocab("Prevented"));
          this.consume(19, V.This);
          this.consume(19, vocab("Way"));
          this.ACTION(() => this.countForEachDamagePrevented(drafts, count, start));
        }),
        IGNORE_AMBIGUITIES: true,
      },
      alt(() => {
    const filter = this.SUBRULE(this.objectNoun);
    // "for each creature it devoured" (devour): the creatures the permanent "it" sacrificed as it came into play.
    const devoured = this.OPTION5(() => {
      const it = this.CONSUME(V.It);
      this.CONSUME(vocab("Devoured"));
      return it;
    });
    // "for each permanent destroyed this way": the objects this resolution destroyed before (Fracturing Gust).
    const destroyed = this.option(18, () => {
      const word = this.consume(14, vocab("Destroyed"));
      this.consume(14, V.This);
      this.consume(14, vocab("Way"));
      return word;
    });
    this.ACTION(() => this.countForEach(drafts, count, filter, start));
    this.ACTION(() => {
      if (destroyed === undefined) return;
      const effect = drafts[drafts.length - 1] as (Draft & { amount?: Amount }) | undefined;
      if (effect?.amount?.kind === "CountOf") effect.amount = { kind: "ThisWay", what: "destroyed", filter, per: effect.amount.per };
    });
    this.ACTION(() => {
      if (devoured !== undefined) this.countDevoured(drafts, count, filter, devoured.startOffset);
    });
      }),
    ]);
  });

  private subjectClause = this.RULE("subjectClause", (drafts: Draft[]) => {
    const count = this.ACTION(() => drafts.length);
    const first = this.LA(1);
    const subject = this.SUBRULE(this.subject);
    // "Each player loses 1 life for each creature he or she controls.": the pronoun is each player in turn, to
    // the end of the clause (its "for each …" too: `clause` puts the flag back)
    this.ACTION(() => (this.eachPlayerClause = subject.player?.kind === "EachPlayer" || subject.player?.kind === "EachOpponent"));
    this.SUBRULE(this.predicate, { ARGS: [subject, drafts] });
    // "sacrifices a creature for each black creature you control, then …" (Din of the Fireherd): each predicate of
    // the subject's list counted on its own
    this.OPTION2({
      GATE: fn(() => this.is(1, V.For) && this.is(2, V.Each) && this.predicateAfterForEach(subject)),
      DEF: fn(() => this.SUBRULE(this.forEachCount, { ARGS: [drafts, count] })),
    });
    this.ACTION(() => {
      if (subject.player?.kind === "You" && subject.objects === undefined) markPhrasing(drafts, count, { subject: "you" });
      // "That creature can't be regenerated." (Nekrataal) where the printer says "It …" of a target named before.
      const objects = subject.objects;
      if (first.tokenType === V.That && objects !== undefined && (objects.kind === "Targets" || (objects.kind === "Ref" && objects.ref.kind === "Target"))) {
        markPhrasing(drafts, count, { subject: "that" });
      }
    });
    // "That player discards seven cards, then sacrifices seven permanents": the same subject goes on, but only
    // when a predicate verb follows the connective (else a new clause starts).
    this.MANY({
      GATE: fn(() => this.predicateFollows(subject)),
      DEF: fn(() => {
        let comma: IToken | undefined;
        let word: IToken | undefined;
        // "Target opponent sacrifices a creature, discards three cards, then loses 5 life." (Cruel Ultimatum): a bare
        // comma in a list of the subject's predicates
        this.OR([
          alt(() => {
            comma = this.CONSUME(Comma);
            word = this.OPTION(() => this.OR2([alt(() => this.CONSUME(V.And)), alt(() => this.CONSUME(V.Then))]));
          }),
          alt(() => (word = this.CONSUME2(V.And))),
          alt(() => (word = this.CONSUME2(V.Then))),
        ]);
        const next = this.ACTION(() => drafts.length);
        this.SUBRULE2(this.predicate, { ARGS: [subject, drafts] });
        this.ACTION(() => markPhrasing(drafts, next, { joined: joinedWords(comma, word), subject: "continued" }));
        this.OPTION3({
          GATE: fn(() => this.is(1, V.For) && this.is(2, V.Each) && this.predicateAfterForEach(subject)),
          DEF: fn(() => this.SUBRULE2(this.forEachCount, { ARGS: [drafts, next] })),
        });
      }),
    });

  });

  private subject = this.RULE("subject", (): Subject => {
    const start = this.startOf();
    return this.OR([
      alt(() => {
        this.SUBRULE(this.selfReference);
        return this.ACTION(() => {
          this.selfNamed = true;
          return { objects: { kind: "Ref", ref: { kind: "Self" } }, start } as Subject;
        });
      }),
      alt(() => {
        const phrase = this.SUBRULE(this.targetPhrase);
        return this.ACTION(() => this.subjectOfTarget(phrase, start));
      }),
      alt(() => {
        this.CONSUME(V.Each);
        return this.OR2([
          alt(() => {
            this.CONSUME(V.Player);
            return this.ACTION(() => {
              this.eachPlayerNamed = true;
              return this.playerSubject({ kind: "EachPlayer" }, start);
            });
          }),
          alt(() => {
            this.CONSUME(V.Opponent);
            return this.ACTION(() => {
              this.eachPlayerNamed = true;
              return this.playerSubject({ kind: "EachOpponent" }, start);
            });
          }),
          alt(() => {
            // "each other player" (Grave Pact): every player but the controller.
            this.CONSUME(V.Other);
            this.CONSUME3(V.Player);
            return this.ACTION(() => {
              this.eachPlayerNamed = true;
              return this.playerSubject({ kind: "EachOpponent", other: true }, start);
            });
          }),
          alt(() => {
            const filter = this.SUBRULE(this.objectNoun);
            return this.ACTION(() => this.objectSubject({ kind: "Each", filter, quantifier: "each" }, start));
          }),
        ]);
      }),
      alt(() => {
        this.CONSUME(V.All);
        const filter = this.SUBRULE2(this.objectNoun);
        return this.ACTION(() => this.objectSubject({ kind: "Each", filter, quantifier: "all" }, start));
      }),
      alt(() => {
        const filter = this.SUBRULE3(this.objectNoun);
        return this.ACTION(() => this.objectSubject({ kind: "Each", filter }, start));
      }),
      alt(() => {
        this.CONSUME(V.You);
        return this.ACTION(() => this.playerSubject({ kind: "You" }, start));
      }),
      {
        // "Destroy all creatures. They can't be regenerated.": "they" names the objects before it when the
        // ability has named objects and no player (else it is the player anaphor below).
        GATE: fn(() => this.lastPlayer === undefined && this.lastObjects !== undefined),
        ALT: () => {
          this.CONSUME(V.They);
          return this.ACTION(() => this.objectSubject(this.lastObjects!, start));
        },
        IGNORE_AMBIGUITIES: true,
      },
      alt(() => {
        const player = this.SUBRULE(this.playerAnaphor);
        return this.ACTION(() => this.playerSubject(player, start));
      }),
      alt(() => {
        this.CONSUME(V.Defending);
        this.CONSUME2(V.Player);
        // "defending player puts the top ten cards of his or her library into his or her graveyard" (Nemesis of
        // Reason): the player a later "his or her" / "that player" names.
        return this.ACTION(() => this.playerSubject(this.rememberPlayer({ kind: "DefendingPlayer" }), start));
      }),
      alt(() => {
        // "Its controller loses 2 life.", "Its owner gains 4 life." (the object named before in this ability)
        this.CONSUME(V.Its);
        const whose = this.OR3([alt(() => this.CONSUME(V.Controller)), alt(() => this.CONSUME(V.Owner))]);
        return this.ACTION(() => {
          const objects = this.resolveObjects(start);
          if (objects.kind !== "Ref") {
            this.problem("CS1035", `'its ${whose.image}' names the ${whose.image} of one object, but the objects named before are several: name one object first (e.g. 'target creature').`, start, end(whose));
          }
          const object: ObjectRef = objects.kind === "Ref" ? objects.ref : { kind: "Self" };
          const player: PlayerRef = whose.tokenType === V.Owner ? { kind: "OwnerOf", object } : { kind: "ControllerOf", object };
          // "Its controller may search his or her library …, then shuffle his or her library." (Path to Exile): the
          // player "his or her" and "that player" name after it.
          return this.playerSubject(this.rememberPlayer(player), start);
        });
      }),
      alt(() => {
        const objects = this.SUBRULE(this.objectAnaphor);
        return this.ACTION(() => this.objectSubject(objects, start));
      }),
      alt(() => {
        const objects = this.SUBRULE(this.attachedRef);
        return this.ACTION(() => this.objectSubject(objects, start));
      }),
    ]);
  });

  /** "that player", "he or she", "they" */
  private playerAnaphor = this.RULE("playerAnaphor", (): PlayerRef => {
    const start = this.startOf();
    let controllerOfThat: PlayerRef | undefined;
    const form: unknown = this.OR([
      alt(() => {
        this.CONSUME(V.That);
        this.CONSUME(V.Player);
        // Oracle's "that player or that planeswalker's controller" (after "target player or planeswalker"): the
        // 2007 card's "that player", the planeswalker being where that player's damage could be redirected.
        this.OPTION({
          GATE: fn(() => this.is(1, V.Or) && this.is(2, V.That) && this.LA(3).image.toLowerCase() === "planeswalker"),
          DEF: fn(() => {
            this.CONSUME3(V.Or);
            this.CONSUME2(V.That);
            this.CONSUME(V.TypeWord);
            this.CONSUME(Possessive);
            this.CONSUME(V.Controller);
          }),
        });
      }),
      alt(() => {
        this.CONSUME(V.HeOrShe);
        this.CONSUME(V.Or);
        this.CONSUME2(V.HeOrShe);
        return "pronoun";
      }),
      alt(() => {
        this.CONSUME(V.They);
        return "pronoun";
      }),
      {
        // "that land's controller", "that creature's controller" (Cryoclasm, Fodder Launch): the controller of the
        // one object named before in the ability (by last known information once it has left play).
        // "that spell's controller" (Broken Ambitions): the controller of the target spell, named before.
        GATE: fn(() => this.is(1, V.That) && this.is(2, V.TypeWord, V.Permanent, V.Spell) && this.is(3, Possessive) && this.is(4, V.Controller)),
        ALT: fn(() => {
          this.CONSUME3(V.That);
          const noun = this.OR2([alt(() => this.CONSUME2(V.TypeWord)), alt(() => this.CONSUME(V.Permanent)), alt(() => this.CONSUME(V.Spell))]);
          this.CONSUME2(Possessive);
          this.CONSUME2(V.Controller);
          this.ACTION(() => {
            const objects = this.resolveObjects(start);
            if (objects.kind !== "Ref") {
              this.problem("CS1035", `'that ${noun.image}'s controller' names the controller of one object, but the objects named before are several: name one object first (e.g. 'target ${noun.image.toLowerCase()}').`, start, end(this.LA(0)));
            }
            const object: ObjectRef = objects.kind === "Ref" ? objects.ref : { kind: "Self" };
            // The new noun phrase is what "his or her" means after it ("that spell's controller puts the top four
            // cards of his or her library into his or her graveyard").
            controllerOfThat = this.rememberPlayer({ kind: "ControllerOf", object, noun: noun.image.toLowerCase() });
          });
        }),
      },
      alt(() => {
        // 2007's object pronoun for the trigger's player: "deals 1 damage to him or her" (Oracle: "that player")
        this.CONSUME(vocab("Him"));
        this.CONSUME2(V.Or);
        this.CONSUME(V.Her);
        return "him";
      }),
    ]);
    // The trigger's player named again by a pronoun keeps it for printing: "deals 3 damage to him or her", "if that
    // player has no cards in hand, he or she loses 2 life" (Hollowborn Barghest; Oracle: "they lose 2 life").
    return this.ACTION(() =>
      controllerOfThat ?? ((form === "him" || form === "pronoun") && this.lastPlayer?.kind === "TriggeringPlayer" ? { kind: "TriggeringPlayer", himOrHer: true } : this.resolvePlayer(start)),
    );
  });

  /** "that creature", "it", "those creatures", "them", "the removed card" */
  private objectAnaphor = this.RULE("objectAnaphor", (): ObjectSet => {
    const start = this.startOf();
    return this.OR([
      alt(() => {
        const determiner = this.OR2([alt(() => this.CONSUME(V.That)), alt(() => this.CONSUME(V.Those))]);
        const noun = this.OR3([
          alt(() => this.CONSUME(V.TypeWord)),
          alt(() => this.CONSUME(V.Permanent)),
          alt(() => this.CONSUME(V.Card)),
          // "Then copy that spell." (Wild Ricochet): the spell named before
          alt(() => this.CONSUME(V.Spell)),
          // "That token has haste …" (Minion Reflector): the token an earlier sentence put into play
          gatedAlt(
            fn(() => this.namesMadeObjects()),
            () => this.CONSUME(V.Token),
          ),
          // "Whenever a Sliver becomes blocked, that Sliver gets …" (Spined Sliver): a subtype, as written
          gatedAlt(
            fn(() => this.LA(1).tokenType === Word && subtypeOf(this.LA(1).image) !== undefined),
            () => this.CONSUME(Word),
          ),
        ]);
        return this.ACTION(() => {
          const objects = this.resolveObjects(start);
          // A subtype keeps its capital ("that Sliver"); a type word is lower case ("that creature").
          const word = noun.tokenType === Word ? noun.image : noun.image.toLowerCase();
          // A triggered ability's object keeps the word it is named by ("destroy that creature"), for printing.
          if (objects.kind === "Ref" && objects.ref.kind === "Triggering") return { kind: "Ref", ref: { kind: "Triggering", noun: word } } as ObjectSet;
          // The objects an earlier sentence put into play, likewise ("that creature", "those tokens").
          if (objects.kind === "Ref" && objects.ref.kind === "Made") return { kind: "Ref", ref: madeRef(word, determiner.image.toLowerCase() === "those") } as ObjectSet;
          return objects;
        });
      }),
      // "Remove them from the game at end of turn.": the tokens an earlier sentence put into play (the one plural
      // pronoun here: a search's "put them …" is its own family's words, other sets are "those creatures").
      gatedAlt(
        fn(() => this.namesMadeObjects()),
        () => {
          this.CONSUME(V.Them);
          return { kind: "Ref", ref: { kind: "Made", plural: true } } as ObjectSet;
        },
      ),
      alt(() => {
        this.CONSUME(V.It);
        // "Untap Benthicore. It gains shroud until end of turn.": the card, named before, is the only object named;
        // "Put a … token into play. Remove it …": the object made, named by the pronoun alone.
        return this.ACTION(() =>
          this.lastObjects === undefined && this.selfNamed
            ? ({ kind: "Ref", ref: { kind: "Self", pronoun: true } } as ObjectSet)
            : this.namesMadeObjects()
              ? ({ kind: "Ref", ref: { kind: "Made" } } as ObjectSet)
              : this.resolveObjects(start),
        );
      }),
      alt(() => {
        // "destroy the creature instead" (Dark Temper): a target named before, as "that creature" does
        this.CONSUME2(V.The);
        this.OR5([alt(() => this.CONSUME2(V.TypeWord)), alt(() => this.CONSUME2(V.Permanent)), alt(() => this.CONSUME3(V.Card))]);
        return this.ACTION(() => {
          const named = this.lastObjects !== undefined; // else resolveObjects reports that nothing was named
          const objects = this.resolveObjects(start);
          if (objects.kind === "Targets") return { ...objects, theWords: true } as ObjectSet;
          if (objects.kind === "Ref" && objects.ref.kind === "Target") return { kind: "Ref", ref: { ...objects.ref, theWords: true } } as ObjectSet;
          if (named) this.problem("CS1034", "'the creature' names again a target named before it: write 'that creature' or 'it' for another object.", start, this.lastEnd());
          return objects;
        });
      }),
      alt(() => {
        this.CONSUME(V.The);
        this.OR4([alt(() => this.CONSUME(V.Removed)), alt(() => this.CONSUME(V.Exiled))]);
        this.CONSUME2(V.Card);
        return this.ACTION(() => {
          this.refersToLinked = true;
          return { kind: "Ref", ref: { kind: "Linked" } } as ObjectSet;
        });
      }),
    ]);
  });

  /** "under its owner's control", "under your control" */
  private underControl = this.RULE("underControl", (objects: ObjectSet): PlayerRef => {
    this.CONSUME(V.Under);
    const player = this.OR([
      alt(() => {
        this.CONSUME(V.Its);
        return this.OR2([
          alt(() => {
            this.CONSUME(V.Owner);
            return "owner" as const;
          }),
          alt(() => {
            this.CONSUME(V.Controller);
            return "controller" as const;
          }),
        ]);
      }),
      alt(() => this.SUBRULE(this.possessivePlayerNoIts)),
    ]);
    this.OPTION(() => this.CONSUME(Possessive));
    this.CONSUME(V.Control);
    return this.ACTION(() => {
      if (player === "owner" || player === "controller") {
        const object: ObjectRef = objects.kind === "Ref" ? objects.ref : { kind: "Self" };
        return player === "owner" ? { kind: "OwnerOf", object } : { kind: "ControllerOf", object };
      }
      return player as PlayerRef;
    });
  });

  private counterKind = this.RULE("counterKind", (): string =>
    this.OR([
      alt(() => {
        const sign1 = this.OR2([alt(() => this.CONSUME(Plus)), alt(() => this.CONSUME(Minus))]);
        const a = this.CONSUME(NumberLit);
        this.CONSUME(Slash);
        const sign2 = this.OR3([alt(() => this.CONSUME2(Plus)), alt(() => this.CONSUME2(Minus))]);
        const b = this.CONSUME2(NumberLit);
        return this.ACTION(() => {
          const s = (t: IToken) => (t.tokenType === Plus ? "+" : "-");
          return `${s(sign1)}${a.image}/${s(sign2)}${b.image}`;
        });
      }),
      alt(() => {
        this.CONSUME(vocab("Loyalty"));
        return "loyalty";
      }),
      // "time counters" (suspend, vanishing: Fury Charm's "remove two time counters from target permanent"): "time"
      // is a word of the vocabulary ("this is the third time …"), not a plain word
      alt(() => {
        this.CONSUME(vocab("Time"));
        return "time";
      }),
      alt(() => {
        const w = this.CONSUME(Word);
        return this.ACTION(() => w.image.toLowerCase());
      }),
    ]),
  );

  private duration = this.RULE("duration", (): Duration => {
    this.CONSUME(V.Until);
    this.CONSUME(V.End);
    this.CONSUME(V.Of);
    this.CONSUME(V.Turn);
    return "untilEndOfTurn";
  });

  private amount = this.RULE("amount", (): Amount =>
    this.OR([
      alt(() => {
        const n = this.CONSUME(NumberLit);
        return this.ACTION(() => ({ kind: "Number", value: this.numberValue(n) }) as Amount);
      }),
      alt(() => {
        const n = this.CONSUME(V.NumberWord);
        return this.ACTION(() => ({ kind: "Number", value: numberWordValue(n.image)! }) as Amount);
      }),
      alt(() => {
        this.CONSUME(V.A);
        return { kind: "Number", value: 1 } as Amount;
      }),
      alt(() => {
        this.CONSUME(V.X);
        return { kind: "X" } as Amount;
      }),
      alt(() => {
        // "that much" ("that many" before a counted noun): the amount the ability's trigger bound (the damage dealt).
        const that = this.CONSUME(V.That);
        const much = this.OR2([alt(() => this.CONSUME(vocab("Much"))), alt(() => this.CONSUME(vocab("Many")))]);
        return this.ACTION(() => {
          if (!this.amountBound) {
            this.problem("CS1034", "'that much' refers to the amount of the event that triggered the ability, and this ability's trigger names none: write a number, or use it after e.g. 'Whenever ~ deals damage,'.", that.startOffset, end(much));
          }
          return { kind: "ThatMuch" } as Amount;
        });
      }),
    ]),
  );

  /**
   * An amount named by what it counts or measures: "the number of Merfolk you control", "the
   * number of basic land types among lands you control", "the number of +1/+1 counters on ~", "that creature's
   * power", "its toughness", "your life total". Read after "where X is" and "equal to".
   */
  private amountNoun = this.RULE("amountNoun", (): Amount =>
    this.OR([
      {
        GATE: fn(() => this.is(1, V.The) && this.is(2, V.Sacrificed, V.Total)),
        ALT: fn(() => {
          this.CONSUME4(V.The);
          return this.SUBRULE(this.sacrificedStat);
        }),
      },
      alt(() => {
        this.CONSUME(V.The);
        this.CONSUME(V.Number);
        this.CONSUME(V.Of);
        return this.OR2([
          {
            GATE: fn(() => this.basicLandTypesFollow()),
            ALT: fn(() => this.SUBRULE(this.basicLandTypes)),
            IGNORE_AMBIGUITIES: true,
          },
          {
            // "the number of +1/+1 counters on ~", "the number of charge counters on it"
            GATE: fn(() => this.countersOnFollow()),
            ALT: fn(() => this.SUBRULE(this.countersOn)),
            IGNORE_AMBIGUITIES: true,
          },
          alt(() => {
            const filter = this.SUBRULE(this.objectNoun);
            return this.ACTION(() => ({ kind: "CountOf", filter }) as Amount);
          }),
        ]);
      }),
      {
        // "the life he or she lost this turn" (Wound Reflection; current "they"), "the life you lost this turn"
        GATE: fn(() => this.is(1, V.The) && this.is(2, V.Life)),
        ALT: fn(() => {
          this.CONSUME5(V.The);
          this.CONSUME2(V.Life);
          const player = this.or(40, [
            alt(() => {
              this.CONSUME(V.You);
              return { kind: "You" } as PlayerRef;
            }),
            alt(() => this.SUBRULE(this.playerAnaphor)),
          ]);
          this.CONSUME(vocab("Lost"));
          this.CONSUME2(V.This);
          this.CONSUME(V.Turn);
          return this.ACTION(() => ({ kind: "LifeLostThisTurn", player }) as Amount);
        }),
      },
      alt(() => {
        // "the damage dealt this way" (Corrupt): the damage the resolving spell or ability's source dealt before;
        // "the damage prevented this way" (Purity): the damage the replacement applying now prevented.
        this.CONSUME3(V.The);
        this.CONSUME(V.Damage);
        const what = this.OR9([
          alt(() => {
            this.CONSUME(V.Dealt);
            return "damageDealt" as const;
          }),
          alt(() => {
            this.CONSUME(vocab("Prevented"));
            return "damagePrevented" as const;
          }),
        ]);
        this.CONSUME(V.This);
        this.CONSUME(vocab("Way"));
        return { kind: "ThisWay", what } as Amount;
      }),
      {
        // "your life total", "his or her life total", "target player's life total"
        GATE: fn(() => !this.is(1, V.Its, V.That, V.This, SelfName) || (this.is(1, V.Its) && this.is(2, V.Controller))),
        ALT: fn(() => {
          const player = this.SUBRULE(this.possessivePlayer);
          this.CONSUME(V.Life);
          this.CONSUME(V.Total);
          return this.ACTION(() => ({ kind: "LifeTotal", player }) as Amount);
        }),
        IGNORE_AMBIGUITIES: true,
      },
      alt(() => {
        // "its power", "that creature's power", "~'s toughness", "this creature's power"
        const start = this.startOf();
        const object = this.OR3([
          alt(() => {
            this.CONSUME2(V.Its);
            // "its": the object named before in the ability; with none, the card itself ("~ deals damage equal to its power").
            return this.ACTION(() => (this.lastObjects === undefined ? ({ kind: "Self" } as ObjectRef) : (this.antecedentObject(start) ?? ({ kind: "Self" } as ObjectRef))));
          }),
          alt(() => {
            this.CONSUME(V.That);
            const noun = this.OR4([alt(() => this.CONSUME(V.TypeWord)), alt(() => this.CONSUME(V.Permanent)), alt(() => this.CONSUME(V.Spell))]);
            this.CONSUME(Possessive);
            return this.ACTION(() => {
              const ref = this.antecedentObject(start) ?? ({ kind: "Self" } as ObjectRef);
              // A triggered ability's object keeps the word it is named by ("that creature's power"), for printing.
              return ref.kind === "Triggering" ? ({ kind: "Triggering", noun: noun.image.toLowerCase() } as ObjectRef) : ref;
            });
          }),
          alt(() => {
            this.SUBRULE(this.selfReference);
            this.CONSUME2(Possessive);
            return { kind: "Self" } as ObjectRef;
          }),
        ]);
        const stat = this.OR5([
          alt(() => (this.CONSUME(V.Power), "power" as const)),
          alt(() => (this.CONSUME(V.Toughness), "toughness" as const)),
          // "where X is that spell's converted mana cost" (Manaplasm; current "mana value", 202.3 of 2007)
          alt(() => (this.SUBRULE(this.manaValueWords), "manaValue" as const)),
        ]);
        return this.ACTION(() => {
          if (stat === "manaValue" && !this.definingX) {
            this.problem("CS1035", "An object's converted mana cost is an amount only as X: write '…, where X is that spell's converted mana cost'.", start, end(this.LA(0)));
          }
          return { kind: "StatOf", stat, object } as Amount;
        });
      }),
    ]),
  );

  /** After "for each" or "the number of": a counter kind, then "counter(s) on". */
  countersOnFollow(): boolean {
    if (this.is(1, Plus, Minus)) return true;
    return (this.is(1, Word) || this.is(1, vocab("Loyalty"))) && this.is(2, V.Counter) && this.is(3, V.On);
  }

  /** "+1/+1 counters on ~", "-1/-1 counter on it", "charge counters on ~": the counters of a kind on one object. */
  private countersOn = this.RULE("countersOn", (): Amount => {
    const counter = this.SUBRULE(this.counterKind);
    this.CONSUME(V.Counter);
    this.CONSUME(V.On);
    const start = this.startOf();
    const object = this.OR([
      alt(() => {
        this.SUBRULE(this.selfReference);
        return { kind: "Self" } as ObjectRef;
      }),
      alt(() => {
        const objects = this.SUBRULE(this.objectAnaphor);
        return this.ACTION(() => {
          if (objects.kind === "Ref") return objects.ref;
          this.problem("CS1035", "Counters are counted on one object here: write 'on ~', 'on it' or 'on that creature'.", start, end(this.LA(0)));
          return { kind: "Self" } as ObjectRef;
        });
      }),
    ]);
    return this.ACTION(() => ({ kind: "CountersOn", counter, object }) as Amount);
  });

  /** "your", "his or her", "their", "its controller's" */
  private possessivePlayer = this.RULE("possessivePlayer", (): PlayerRef =>
    this.OR([
      alt(() => this.SUBRULE(this.possessivePlayerNoIts)),
      alt(() => {
        const start = this.startOf();
        this.CONSUME(V.Its);
        this.CONSUME(V.Controller);
        this.CONSUME(Possessive);
        return this.ACTION(() => {
          const objects = this.resolveObjects(start);
          const object: ObjectRef = objects?.kind === "Ref" ? objects.ref : { kind: "Self" };
          return { kind: "ControllerOf", object } as PlayerRef;
        });
      }),
    ]),
  );

  private possessivePlayerNoIts = this.RULE("possessivePlayerNoIts", (): PlayerRef => {
    const start = this.startOf();
    return this.OR([
      alt(() => {
        this.CONSUME(V.Your);
        return { kind: "You" } as PlayerRef;
      }),
      alt(() => {
        this.CONSUME(V.His);
        this.CONSUME(V.Or);
        this.CONSUME(V.Her);
        return this.ACTION(() => this.resolvePlayer(start));
      }),
      alt(() => {
        this.CONSUME(V.Their);
        return this.ACTION(() => this.resolvePlayer(start));
      }),
    ]);
  });

  /** The objects an effect acts on. */
  private objectSet = this.RULE("objectSet", (): ObjectSet => {
    const start = this.startOf();
    return this.OR([
      alt(() => {
        const phrase = this.SUBRULE(this.targetPhrase);
        return this.ACTION(() => {
          const spec = phrase.spec;
          if (spec.players && !spec.objects) {
            this.problem(
              "CS1035",
              "This effect acts on objects, not players: name a permanent, e.g. 'target creature'.",
              start,
              end(this.LA(0)),
            );
          }
          return (
            spec.max === 1 && spec.min === 1
              ? { kind: "Ref", ref: { kind: "Target", target: spec.index } }
              : { kind: "Targets", target: spec.index }
          ) as ObjectSet;
        });
      }),
      alt(() => {
        const quantifier = this.OR2([alt(() => (this.CONSUME(V.Each), "each" as const)), alt(() => (this.CONSUME(V.All), "all" as const))]);
        const filter = this.SUBRULE(this.objectNoun);
        return this.ACTION(() => this.rememberObjects(this.restatedIfSame({ kind: "Each", filter, quantifier })));
      }),
      alt(() => {
        const filter = this.SUBRULE2(this.objectNoun);
        return this.ACTION(() => this.rememberObjects(this.restatedIfSame({ kind: "Each", filter })));
      }),
      alt(() => this.SUBRULE(this.objectAnaphor)),
      alt(() => {
        this.SUBRULE(this.selfReference);
        return this.ACTION(() => {
          this.selfNamed = true;
          return { kind: "Ref", ref: { kind: "Self" } } as ObjectSet;
        });
      }),
      alt(() => this.SUBRULE(this.attachedRef)),
    ]);
  });

  /** "target player", "target creature or player", "two target lands", "up to two target artifacts", "another target nonland permanent" */
  private targetPhrase = this.RULE("targetPhrase", (): TargetPhrase => {
    const start = this.startOf();
    let min = 1;
    let max = 1;
    this.OPTION(() => {
      this.CONSUME(V.Up);
      this.CONSUME(V.To);
      const n = this.SUBRULE(this.count);
      this.ACTION(() => {
        min = 0;
        max = n;
      });
    });
    this.OPTION2(() => {
      const n = this.SUBRULE2(this.count);
      this.ACTION(() => {
        min = n;
        max = n;
      });
    });
    // "any number of target attacking creatures" (Hail of Arrows): zero or more, no upper bound.
    this.OPTION5({
      GATE: fn(() => this.is(1, V.Any) && this.is(2, V.Number) && this.is(3, V.Of)),
      DEF: fn(() => {
        this.CONSUME2(V.Any);
        this.CONSUME(V.Number);
        this.CONSUME(V.Of);
        this.ACTION(() => {
          min = 0;
          max = ANY_NUMBER_OF_TARGETS;
        });
      }),
    });
    const another = this.OPTION3(() =>
      this.OR9([
        alt(() => this.CONSUME(V.Another).image.toLowerCase() as "another"),
        // "a third target creature or player": only after an earlier target (checked below).
        alt(() => {
          this.CONSUME(V.A);
          return `a ${this.CONSUME(V.Ordinal).image.toLowerCase()}` as "a second" | "a third";
        }),
      ]),
    );
    this.CONSUME(V.Target);
    const what = this.OR([
      alt(() => {
        this.CONSUME(V.Player);
        return { players: true } as { players: boolean; objects?: ObjectFilter; opponent?: boolean; andOr?: boolean };
      }),
      alt(() => {
        this.CONSUME(V.Opponent);
        return { players: true, opponent: true } as { players: boolean; objects?: ObjectFilter; opponent?: boolean; andOr?: boolean };
      }),
      alt(() => {
        const objects = this.SUBRULE(this.objectNoun);
        const orPlayer = this.OPTION4({
          // "or player"; "and/or players" (Bogardan Hellkite); any other word after "or" (not a type, which the type
          // list took) is reported at that word.
          GATE: fn(() => this.is(1, V.Or) || (this.is(1, V.And) && this.LA(2).tokenType === Slash && this.is(3, V.Or))),
          DEF: fn(() => {
            const andOr = this.OPTION6(() => {
              this.CONSUME(V.And);
              this.CONSUME(Slash);
              return true;
            });
            this.CONSUME(V.Or);
            this.CONSUME2(V.Player);
            return andOr === true ? ("andOr" as const) : ("or" as const);
          }),
        });
        return orPlayer === "andOr" ? { players: true, objects, andOr: true } : { players: orPlayer !== undefined, objects };
      }),
    ]);
    return this.ACTION(() => {
      const spec: TargetSpec = {
        kind: "Target",
        index: this.targets.length,
        min,
        max,
        players: what.players,
        range: this.rangeFrom(start),
      };
      if (what.opponent) spec.opponent = true;
      if (what.andOr === true) spec.andOrWords = true;
      // 409.1c: after an earlier target of the ability, "another target" / "a third target" is a different one; before
      // any, "another target" is other than ~ (Oblivion Ring).
      const distinct = another !== undefined && (this.targets.length > 0 || another !== "another");
      if (distinct && this.targets.length === 0) this.problem("CS1035", `'${another} target' follows an earlier target of the same ability: write 'target' for the first one.`, start, end(this.LA(0)));
      if (what.objects) spec.objects = another !== undefined && !distinct ? { ...what.objects, other: true } : what.objects;
      if (distinct) spec.distinct = another; // after `objects`, as "any target"'s spec has it (one key order)
      this.targets.push(spec);
      if (spec.players && !spec.objects) this.lastPlayer = { kind: "TargetPlayer", target: spec.index };
      else if (!spec.players) {
        this.lastObjects =
          max === 1 && min === 1
            ? { kind: "Ref", ref: { kind: "Target", target: spec.index } }
            : { kind: "Targets", target: spec.index };
      }
      return { spec };
    });
  });

  /**
   * Oracle's "any target" (the 2018 wording, docs/wording.md): under the 2007 rules it is
   * exactly "target creature or player" (a player's damage may still be redirected to a planeswalker, 212.9g), so
   * it declares the same target.
   */
  private anyTarget = this.RULE("anyTarget", (): TargetPhrase => {
    const start = this.startOf();
    this.CONSUME(V.Any);
    this.CONSUME(V.Target);
    return this.ACTION(() => this.creatureOrPlayerTarget(start, undefined));
  });

  /**
   * Oracle's Cone of Flame: "… to any target, 2 damage to another target, and 3 damage to a third target": a later
   * "any target" that differs from the earlier targets (409.1c). A phrase of its own (not an alternative of
   * `anyTarget`): its words begin `targetPhrase`'s "another target creature" too, so its callers gate it on the
   * word after "target".
   */
  private laterAnyTarget = this.RULE("laterAnyTarget", (): TargetPhrase => {
    const start = this.startOf();
    const distinct = this.OR([
      alt(() => this.CONSUME(V.Another).image.toLowerCase() as "another"),
      alt(() => {
        this.CONSUME(V.A);
        return `a ${this.CONSUME(V.Ordinal).image.toLowerCase()}` as "a second" | "a third";
      }),
    ]);
    this.CONSUME(V.Target);
    return this.ACTION(() => {
      if (this.targets.length === 0) this.problem("CS1035", `'${distinct} target' follows an earlier target of the same ability: write 'any target' for the first one.`, start, end(this.LA(0)));
      return this.creatureOrPlayerTarget(start, distinct);
    });
  });

  /** The target spec of "any target" (a later one: `distinct`), declared as the ability's next target. */
  /**
   * Oracle's "any number of targets" (Bogardan Hellkite's divided damage): the 2007 "any number of target creatures
   * and/or players", the same target group. ("targets" is no word of the vocabulary: its callers gate on it.)
   */
  private anyNumberOfTargets = this.RULE("anyNumberOfTargets", (): TargetPhrase => {
    const start = this.startOf();
    this.CONSUME(V.Any);
    this.CONSUME(V.Number);
    this.CONSUME(V.Of);
    const word = this.CONSUME(Word);
    return this.ACTION(() => {
      if (word.image.toLowerCase() !== "targets") this.problem("CS1030", "Write 'any number of targets' (or 'any number of target creatures').", word.startOffset, end(word));
      return this.creatureOrPlayerTarget(start, undefined, ANY_NUMBER_OF_TARGETS);
    });
  });

  private creatureOrPlayerTarget(start: number, distinct: TargetSpec["distinct"], anyNumber?: number): TargetPhrase {
    {
      const spec: TargetSpec = {
        kind: "Target",
        index: this.targets.length,
        min: anyNumber === undefined ? 1 : 0,
        max: anyNumber ?? 1,
        players: true,
        objects: { types: ["Creature"], excludedTypes: [], zone: "play" },
        range: this.rangeFrom(start),
      };
      if (distinct !== undefined) spec.distinct = distinct;
      if (anyNumber !== undefined) spec.andOrWords = true; // printed 2007: "any number of target creatures and/or players"
      this.targets.push(spec);
      return { spec };
    }
  }

  /** A count of targets: "two", "2" (not "a"). */
  private count = this.RULE("count", (): number =>
    this.OR([
      alt(() => {
        const n = this.CONSUME(NumberLit);
        return this.ACTION(() => this.numberValue(n));
      }),
      alt(() => {
        const n = this.CONSUME(V.NumberWord);
        return this.ACTION(() => numberWordValue(n.image)!);
      }),
    ]),
  );

  /**
   * A description of objects: "creature", "noncreature permanent", "other permanents you control", "spell",
   * "creature spell", "artifacts, creatures, enchantments, and lands you control", "creature cards in all
   * graveyards", "artifact card with converted mana cost X or less", "lands target player controls", and the
   * composed parts before and after the noun (grammar/filters-words.ts reads them): "target nonartifact, nonblack
   * creature", "tapped creature", "attacking or blocking creature", "basic land card", "Goblin creatures",
   * "target Merfolk", "creature with flying", "creatures with power 2 or less", "creatures you don't control",
   * "creatures an opponent controls".
   */
  private objectNoun = this.RULE("objectNoun", (): ObjectFilter => {
    const start = this.startOf();
    const other = this.OPTION(() => this.CONSUME(V.Other));
    const adjectives: IToken[] = [];
    let adjectiveCount = 0;
    this.MANY({
      GATE: fn(() => this.filterAdjectiveFollows(adjectiveCount > 0)),
      DEF: fn(() => {
        this.OPTION8(() => this.CONSUME3(Comma));
        this.OR4([
          alt(() => adjectives.push(this.CONSUME(V.NonType))),
          alt(() => adjectives.push(this.CONSUME(V.NonColor))),
          alt(() => adjectives.push(this.CONSUME(V.NonSupertype))),
          alt(() => adjectives.push(this.CONSUME(V.SupertypeWord))),
          alt(() => adjectives.push(this.CONSUME(V.Tapped))),
          alt(() => adjectives.push(this.CONSUME(V.Untapped))),
          alt(() => adjectives.push(this.CONSUME(V.Blocking))),
          alt(() => adjectives.push(this.CONSUME(V.Unblocked))),
          alt(() => adjectives.push(this.CONSUME(V.Nontoken))),
          alt(() => adjectives.push(this.CONSUME(V.Blocked))),
          alt(() => adjectives.push(this.CONSUME(V.Colorless))),
          alt(() => adjectives.push(this.CONSUME(V.Monocolored))),
          alt(() => adjectives.push(this.CONSUME(V.Multicolored))),
          alt(() => {
            adjectives.push(this.CONSUME(V.ColorWord));
            // "red or green creature", "white and/or blue creature" (the "and" kept: filters.ts notes the words); the
            // last of a list, "white, blue, black, or red spell" (Quirion Dryad: the others are adjectives before it)
            this.OPTION9({
              GATE: fn(
                () =>
                  (this.is(1, V.Or) && this.is(2, V.ColorWord)) ||
                  (this.is(1, Comma) && this.is(2, V.Or) && this.is(3, V.ColorWord)) ||
                  (this.is(1, V.And) && this.is(2, Slash) && this.is(3, V.Or) && this.is(4, V.ColorWord)),
              ),
              DEF: fn(() => {
                this.option(16, () => this.consume(12, Comma));
                this.option(15, () => {
                  adjectives.push(this.consume(11, V.And));
                  this.consume(11, Slash);
                });
                adjectives.push(this.CONSUME(V.Or));
                adjectives.push(this.CONSUME2(V.ColorWord));
              }),
            });
          }),
          alt(() => {
            adjectives.push(this.CONSUME(V.Attacking));
            // "attacking or blocking creature"
            this.option(10, {
              GATE: fn(() => this.is(1, V.Or) && this.is(2, V.Blocking)),
              DEF: fn(() => {
                adjectives.push(this.CONSUME2(V.Or));
                adjectives.push(this.CONSUME2(V.Blocking));
              }),
            });
          }),
          // "non-Elf creature": a negated subtype is one word with its hyphen.
          { GATE: fn(() => negatedSubtypeOf(this.LA(1).image) !== undefined), ALT: fn(() => adjectives.push(this.CONSUME(Word))) },
        ]);
        this.ACTION(() => adjectiveCount++);
      }),
    });
    let subtype: IToken | undefined;
    const moreSubtypes: IToken[] = [];
    let subtypeAndOr = false;
    const head = this.OR([
      {
        // "Goblin creatures", "target Merfolk", "Goblins you control", "a Goblin card"
        GATE: fn(() => this.LA(1).tokenType === Word && subtypeOf(this.LA(1).image) !== undefined),
        ALT: fn(() => {
          subtype = this.CONSUME2(Word);
          // "Treefolk or Forest", "tapped Merfolk or Kithkin creature", "basic Forest, Plains, or Island card": a
          // list of subtypes is a union (the object has at least one of them).
          this.MANY5({
            GATE: fn(() => this.subtypeListContinues()),
            DEF: fn(() => {
              this.option(12, () => this.CONSUME4(Comma));
              this.option(13, () =>
                this.OR9([
                  alt(() => this.CONSUME3(V.Or)),
                  alt(() => {
                    const and = this.CONSUME5(V.And);
                    // "Merfolk and/or Faeries" (Silvergill Douser): the same union, its words kept for the printer.
                    this.option(20, () => {
                      this.consume(13, Slash);
                      this.consume(13, V.Or);
                      this.ACTION(() => (subtypeAndOr = true));
                    });
                    return and;
                  }),
                ]),
              );
              moreSubtypes.push(this.CONSUME3(Word));
            }),
          });
          return this.option(11, () => this.SUBRULE(this.filterHead));
        }),
      },
      alt(() => this.SUBRULE2(this.filterHead)),
    ]);
    const qualifiers: FilterQualifier[] = [];
    this.MANY3({
      GATE: fn(() => this.filterWithFollows()),
      DEF: fn(() => qualifiers.push(this.SUBRULE(this.filterWith))),
    });
    // "permanent of the chosen type you control" (Pack's Disdain): the creature type chosen before (families/choose-type)
    const chosenTypeBefore = this.option(22, { GATE: fn(() => this.chosenTypeFollows()), DEF: fn(() => this.chosenTypeWords(22)) });
    // "your opponents control" (rather than "an opponent controls"): the words, for the printer.
    let yourOpponents = false;
    const controller = this.OPTION5({
      GATE: fn(() => this.controlledByFollows()),
      DEF: fn(() => {
        const first = this.LA(1);
        const player = this.SUBRULE(this.controlledBy);
        this.ACTION(() => {
          yourOpponents = first.tokenType === V.Your && player.kind === "EachOpponent";
        });
        return player;
      }),
    });
    // "permanents you control of the chosen type", "… of that type" (Coordinated Barrage, Distant Melody)
    const chosenTypeAfter = this.option(23, { GATE: fn(() => chosenTypeBefore === undefined && this.chosenTypeFollows()), DEF: fn(() => this.chosenTypeWords(23)) });
    // "you don't control"
    const notYou = this.OPTION7({
      GATE: fn(() => this.is(1, V.You) && this.is(2, V.Doesnt) && this.is(3, V.Control)),
      DEF: fn(() => {
        const you = this.CONSUME2(V.You);
        this.CONSUME(V.Doesnt);
        this.CONSUME2(V.Control);
        return you;
      }),
    });
    // "Target creature you control in play" (2007 Soul's Fire), "each other creature in play named ~": a permanent
    // is in play already, so the words add nothing to the filter; kept for the printer.
    const inPlay = this.option(19, {
      GATE: fn(() => this.is(1, V.In) && this.is(2, V.Play)),
      DEF: fn(() => {
        this.consume(19, V.In);
        this.consume(19, V.Play);
        return true;
      }),
    });
    const qualifiersBeforeZone = this.ACTION(() => qualifiers.length);
    const zone = this.OPTION6({ GATE: fn(() => this.zoneFollows()), DEF: fn(() => this.SUBRULE(this.zonePhrase)) });
    this.MANY4({
      GATE: fn(() => this.filterWithFollows()),
      DEF: fn(() => qualifiers.push(this.SUBRULE2(this.filterWith))),
    });
    // "a card named Empyrial Archangel", "each other creature in play named ~" (201.2: an object's name)
    const named = this.option(21, {
      GATE: fn(() => this.is(1, V.Named) && this.cardNameStarts(2)),
      DEF: fn(() => {
        this.consume(17, V.Named);
        return this.SUBRULE(this.cardName);
      }),
    });
    // "a creature other than ~" (the 2007 words for "another creature": the source itself is left out)
    const otherThanSelf = this.option(18, {
      GATE: fn(() => other === undefined && this.is(1, V.Other) && this.is(2, V.Than) && this.is(3, SelfName)),
      DEF: fn(() => {
        this.consume(18, V.Other);
        this.consume(18, V.Than);
        this.consume(18, SelfName);
        return true;
      }),
    });
    // "creature that was dealt damage this turn" (Final-Sting Faerie): after every other part of the noun phrase
    const dealtDamage = this.option(24, {
      GATE: fn(() => this.dealtDamageThisTurnFollows(1)),
      DEF: fn(() => {
        this.consume(24, V.That);
        const verb = this.or(25, [alt(() => this.consume(25, vocab("Was"))), alt(() => this.consume(26, vocab("Were")))]);
        this.consume(24, V.Dealt);
        this.consume(24, V.Damage);
        this.consume(24, V.This);
        this.consume(24, V.Turn);
        return { plural: verb.tokenType === vocab("Were") };
      }),
    });
    return this.ACTION(() => {
      const types = head?.types ?? [];
      const isCard = head?.isCard === true;
      const isSpell = head?.isSpell === true;
      const filter: ObjectFilter = {
        types: [...new Set(types.map((t) => cardTypeOf(t.image)!))],
        excludedTypes: adjectives.filter((t) => t.tokenType === V.NonType).map((t) => cardTypeOf(t.image.slice(3))!),
        zone: "play",
      };
      // "permanent card": a card of any permanent type (the printer says "permanent card" again: `permanentCardWords`)
      if (head?.permanentCard === true) {
        filter.types = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"];
        filter.permanentCardWords = true;
      }
      const requiredTypes = (head?.requiredTypes ?? []).map((t) => cardTypeOf(t.image)!).filter((t) => !filter.types.includes(t));
      if (requiredTypes.length > 0) filter.requiredTypes = [...new Set(requiredTypes)];
      if (isCard && !zone) {
        // "a card" without a zone: the caller (search) sets the zone; elsewhere a card in play is a permanent.
        filter.zone = "library";
      }
      if (zone) {
        filter.zone = zone.zone;
        if (zone.player) filter.controller = zone.player;
        const words: ZoneWords = { ...zone.words };
        if (qualifiersBeforeZone > 0) words.afterWith = true;
        if (Object.keys(words).length > 0) filter.zoneWords = words;
      }
      if (controller) filter.controller = controller;
      if (yourOpponents) filter.controllerWords = "your opponents";
      if (head?.conjunction !== undefined) {
        // Kept only where it is not the printer's own word for the list (grammar/words.ts filterNoun).
        const usual = (filter.zone === "play" || filter.zone === "stack") && head.plural === true ? "and" : "or";
        const written = head.conjunction.tokenType === V.And ? "and" : "or";
        if (written !== usual) filter.typeListWords = written;
      }
      if (notYou) filter.controllerNot = { kind: "You" };
      if (inPlay === true) filter.inPlayWords = true;
      if (other) filter.other = true;
      if (otherThanSelf === true) {
        filter.other = true;
        filter.otherWords = "other than self";
      }
      if (named !== undefined) filter.named = named;
      if (dealtDamage !== undefined) {
        filter.dealtDamageThisTurn = dealtDamage;
        // Damage is dealt to permanents (and players): a card in a graveyard, library or hand, or a spell, was not.
        if (zone || isSpell) this.problem("CS1035", "Only a permanent is dealt damage: write 'that was dealt damage this turn' after a permanent's description, such as 'target creature'.", start, end(this.LA(0)));
      }
      if (subtypeAndOr) filter.subtypeListWords = "and/or";
      const chosenType = chosenTypeBefore ?? chosenTypeAfter;
      if (chosenType !== undefined) {
        filter.chosenType = { kind: "ChosenCreatureType", words: chosenType.words };
        if (chosenTypeBefore !== undefined && controller !== undefined) filter.chosenType.beforeController = true;
        if (subtype !== undefined) {
          this.problem("CS1070", `'${subtype.image}' and 'of ${chosenType.words}' both name the creature type these objects have: keep one of them.`, subtype.startOffset, chosenType.end);
        }
      }
      addComposedParts(filter, adjectives, subtype === undefined ? [] : [subtype, ...moreSubtypes], qualifiers, (problem) => this.problems.push(problem));
      if (isSpell) filter.zone = zone ? zone.zone : "stack";
      if (zone && isSpell) {
        this.problem("CS1035", "A spell is on the stack, not in a graveyard, library or hand: write e.g. 'target spell'.", start, end(this.LA(0)));
      } else if (zone && !isCard) {
        this.problem(
          "CS1035",
          "Objects in a graveyard, library or hand are cards: write e.g. 'creature cards in all graveyards'.",
          start,
          end(this.LA(0)),
        );
      }
      if (notYou && controller) {
        this.problem("CS1070", "These objects are both controlled and not controlled by a player: keep one of the two controller phrases.", notYou.startOffset, end(this.LA(0)));
      }
      checkStatusOutsidePlay(filter, adjectives, (problem) => this.problems.push(problem));
      return filter;
    });
  });

  /**
   * A card's name after "named": the card's own ("named ~"), or capitalised words with the lower-case "of" and
   * "the" between them ("Empyrial Archangel", "Prince of Thralls").
   */
  private cardName = this.RULE("cardName", (): string =>
    this.OR([
      alt(() => this.CONSUME(SelfName).image),
      alt(() => {
        const words: IToken[] = [this.CONSUME(AnyWord)];
        this.MANY({
          GATE: fn(() => this.capitalisedWord(1) || (this.is(1, V.Of, V.The) && this.capitalisedWord(2))),
          DEF: fn(() => words.push(this.CONSUME2(AnyWord))),
        });
        return this.ACTION(() => words.map((word) => word.image).join(" "));
      }),
    ]),
  );

  /** The noun of a filter: "creature", "artifacts, creatures, and lands", "land card", "creature spell", "permanent", "card", "spell". */
  private filterHead = this.RULE("filterHead", (): { types: IToken[]; requiredTypes: IToken[]; isCard: boolean; isSpell: boolean; conjunction?: IToken; plural?: boolean; permanentCard?: boolean } => {
    let permanentCard = false;
    const types: IToken[] = [];
    let listConjunction: IToken | undefined;
    // "artifact creature", "enchantment creature", "artifact land": a type word right before another (no comma,
    // no "and"/"or") is an adjective: the object has that type too (205.2). "artifacts and creatures" is a list.
    const requiredTypes: IToken[] = [];
    let listed = false;
    let isCard = false;
    let isSpell = false;
    this.OR([
      alt(() => {
        types.push(this.CONSUME(V.TypeWord));
        this.MANY2({
          GATE: fn(() => this.typeListContinues()),
          DEF: fn(() => {
            const comma = this.OPTION2(() => this.CONSUME(Comma));
            const conjunction = this.OPTION3(() => this.OR2([alt(() => this.CONSUME(V.And)), alt(() => this.CONSUME(V.Or))]));
            const type = this.CONSUME2(V.TypeWord);
            this.ACTION(() => {
              if (conjunction !== undefined) listConjunction = conjunction;
              if (comma === undefined && conjunction === undefined) {
                const previous = types[types.length - 1];
                if (listed || types.length > 1) {
                  // "artifacts and enchantment creatures": a list whose item requires two types; the description
                  // names one noun's types only.
                  this.problem(
                    "CS1071",
                    `'${previous.image} ${type.image}' requires two card types inside a list of types; a description of objects can require several types of one noun only ("artifact creatures"). Write the requirement without the list, or implement the ability in a \`\`\`ts code block.`,
                    previous.startOffset,
                    end(type),
                  );
                } else {
                  requiredTypes.push(types.pop()!);
                }
              } else {
                listed = true;
                if (requiredTypes.length > 0) {
                  this.problem(
                    "CS1071",
                    `'${requiredTypes.map((t) => t.image).join(" ")} ${types.map((t) => t.image).join(" ")}' requires two card types inside a list of types; a description of objects can require several types of one noun only ("artifact creatures"). Write the requirement without the list, or implement the ability in a \`\`\`ts code block.`,
                    requiredTypes[0].startOffset,
                    end(type),
                  );
                }
              }
            });
            types.push(type);
          }),
        });
        this.OPTION4(() =>
          this.OR3([
            alt(() => this.CONSUME(V.Permanent)),
            alt(() => {
              this.CONSUME(V.Card);
              isCard = true;
            }),
            alt(() => {
              this.CONSUME(V.Spell);
              isSpell = true;
            }),
          ]),
        );
      }),
      alt(() => {
        this.CONSUME2(V.Permanent);
        // "a Rebel permanent card" (Amrou Scout): a card of a permanent type (artifact, creature, enchantment, land,
        // planeswalker), outside play
        this.option(24, () => {
          this.consume(24, V.Card);
          this.ACTION(() => {
            isCard = true;
            permanentCard = true;
          });
        });
      }),
      alt(() => {
        this.CONSUME2(V.Card);
        isCard = true;
      }),
      alt(() => {
        this.CONSUME2(V.Spell);
        isSpell = true;
      }),
    ]);
    return this.ACTION(() => {
      if (listConjunction === undefined) return permanentCard ? { types, requiredTypes, isCard, isSpell, permanentCard } : { types, requiredTypes, isCard, isSpell };
      // Whether the list was written in the plural ("artifacts and creatures", "artifact and enchantment spells"):
      // every plural of a card type and of these nouns ends in "s", and no singular does.
      const plural = /s$/i.test(this.LA(0).image);
      return { types, requiredTypes, isCard, isSpell, conjunction: listConjunction, plural };
    });
  });

  /**
   * A "with"/"without" part after a filter's noun: "with flying", "without flying", "with power 2 or less",
   * "with toughness 4 or greater", "with converted mana cost 3 or less" / "with mana value 3 or greater".
   */
  private filterWith = this.RULE("filterWith", (): FilterQualifier => {
    const word = this.OR([alt(() => this.CONSUME(V.With)), alt(() => this.CONSUME(V.Without))]);
    return this.OR2([
      {
        // "with a counter on it", "with a -1/-1 counter on it", "with counters on them" (Hunter of Eyeblights)
        GATE: fn(() => this.counterQualifierFollows(1)),
        ALT: fn(() => {
          const a = this.OPTION(() => this.CONSUME(V.A));
          const kind = this.OPTION2({ GATE: fn(() => !this.is(1, V.Counter)), DEF: fn(() => this.SUBRULE(this.counterKind)) });
          this.CONSUME(V.Counter);
          this.CONSUME(V.On);
          const pronoun = this.OR5([alt(() => this.CONSUME(V.It)), alt(() => this.CONSUME(V.Them))]);
          return this.ACTION(() => {
            const plural = a === undefined;
            if (pronoun.image.toLowerCase() !== (plural ? "them" : "it")) this.problem("CS1030", plural ? "Write 'with counters on them' (or 'with a counter on it')." : "Write 'with a counter on it' (or 'with counters on them').", pronoun.startOffset, end(pronoun));
            return { kind: "counter", counter: kind, plural, without: word.tokenType === V.Without, start: word.startOffset, end: end(this.LA(0)) } as FilterQualifier;
          });
        }),
      },
      {
        // "with the chosen name" (Pithing Needle, Meddling Mage): the name chosen before (201.3)
        GATE: fn(() => this.chosenNameFollows(1)),
        ALT: fn(() => {
          this.CONSUME(V.The);
          this.CONSUME(V.Chosen);
          const name = this.CONSUME(vocab("Name"));
          return this.ACTION(() => ({ kind: "chosenName", without: word.tokenType === V.Without, start: word.startOffset, end: end(name) }) as FilterQualifier);
        }),
      },
      {
        // "with a single target" (Shunt, Swerve): a spell with exactly one target
        GATE: fn(() => this.singleTargetFollows(1)),
        ALT: fn(() => {
          this.CONSUME2(V.A);
          this.CONSUME(V.Single);
          const target = this.CONSUME(V.Target);
          return this.ACTION(() => ({ kind: "singleTarget", without: word.tokenType === V.Without, start: word.startOffset, end: end(target) }) as FilterQualifier);
        }),
      },
      alt(() => {
        const keyword = this.SUBRULE(this.keyword);
        return this.ACTION(() => ({ kind: "keyword", keyword: keyword.keyword, without: word.tokenType === V.Without, start: word.startOffset, end: keyword.range.end.offset }) as FilterQualifier);
      }),
      alt(() => {
        const stat = this.OR3([
          alt(() => {
            this.CONSUME(V.Power);
            return "power" as const;
          }),
          alt(() => {
            this.CONSUME(V.Toughness);
            return "toughness" as const;
          }),
          alt(() => {
            this.SUBRULE(this.manaValueWords);
            return "manaValue" as const;
          }),
        ]);
        const { amount, relation } = this.SUBRULE2(this.comparisonBound);
        return this.ACTION(() => ({ kind: "compare", comparison: { stat, relation, amount }, without: word.tokenType === V.Without, start: word.startOffset, end: end(this.LA(0)) }) as FilterQualifier);
      }),
      alt(() => {
        // "with {X} in their mana costs" (Gaddock Teeg), "with {X} in its mana cost"
        const x = this.CONSUME(ManaSymbol);
        this.CONSUME(V.In);
        const pronoun = this.OR6([alt(() => this.CONSUME(V.Their)), alt(() => this.CONSUME(V.Its))]);
        this.CONSUME(V.Mana);
        const cost = this.OR7([alt(() => this.CONSUME(V.Cost)), alt(() => this.CONSUME(vocab("Costs")))]);
        return this.ACTION(() => {
          if (x.image.toUpperCase() !== "{X}") this.problem("CS1035", `A description asks whether a mana cost has {X}: write 'with {X} in their mana costs', not '${x.image}'.`, x.startOffset, end(x));
          return { kind: "xInCost", plural: pronoun.tokenType === V.Their, without: word.tokenType === V.Without, start: word.startOffset, end: end(cost) } as FilterQualifier;
        });
      }),
    ]);
  });

  /**
   * "3 or less", "X or greater", "less than or equal to the number of lands you control": the bound of a comparison
   * with a characteristic, one rule for every place that compares (filters' "with power 2 or less", "protection
   * from converted mana cost 3 or greater").
   */
  private comparisonBound = this.RULE("comparisonBound", (): { amount: Amount; relation: "atMost" | "atLeast" } =>
    this.OR3([
      alt(() => {
        const amount = this.SUBRULE(this.amount);
        this.CONSUME(V.Or);
        const relation = this.OR([
          alt(() => {
            this.CONSUME(V.Less);
            return "atMost" as const;
          }),
          alt(() => {
            this.CONSUME(V.Greater);
            return "atLeast" as const;
          }),
        ]);
        return { amount, relation };
      }),
      alt(() => {
        // "less than or equal to the number of lands you control" (Beseech the Queen): a bound counted as the
        // effect happens; the printer writes a number as "N or less"
        const relation = this.OR2([
          alt(() => {
            this.CONSUME2(V.Less);
            return "atMost" as const;
          }),
          alt(() => {
            this.CONSUME2(V.Greater);
            return "atLeast" as const;
          }),
        ]);
        this.CONSUME(V.Than);
        this.CONSUME2(V.Or);
        this.CONSUME(V.Equal);
        this.CONSUME(V.To);
        const amount = this.SUBRULE(this.amountNoun);
        return { amount, relation };
      }),
    ]),
  );

  /** "you control", "target player controls", "he or she controls", "that player controls" */
  private controlledBy = this.RULE("controlledBy", (): PlayerRef => {
    const player = this.OR([
      alt(() => {
        this.CONSUME(V.You);
        return { kind: "You" } as PlayerRef;
      }),
      alt(() => {
        const phrase = this.SUBRULE(this.targetPhrase);
        return this.ACTION(() => ({ kind: "TargetPlayer", target: phrase.spec.index }) as PlayerRef);
      }),
      alt(() => this.SUBRULE(this.playerAnaphor)),
      alt(() => {
        // "an opponent controls", "your opponents control": any of the controller's opponents.
        this.OR2([alt(() => this.CONSUME(V.A)), alt(() => this.CONSUME(V.Your))]);
        this.CONSUME(V.Opponent);
        return { kind: "EachOpponent" } as PlayerRef;
      }),
      alt(() => {
        this.CONSUME(V.Defending);
        this.CONSUME(V.Player);
        return { kind: "DefendingPlayer" } as PlayerRef;
      }),
    ]);
    this.CONSUME(V.Control);
    return player;
  });

  /** "in all graveyards", "from all graveyards", "in your graveyard" */
  private zonePhrase = this.RULE("zonePhrase", () => {
    const preposition = this.OR([alt(() => this.CONSUME(V.In)), alt(() => this.CONSUME(V.From))]);
    let anyPlayer: IToken | undefined;
    let bare = false;
    let pronoun = false;
    let anOpponent = false;
    const player = this.OR2([
      // "in an opponent's graveyard" (Puppeteer Clique): whichever opponent's it is (before "a graveyard", which
      // begins with the same word).
      gatedAlt(
        fn(() => this.is(1, V.A) && this.is(2, V.Opponent)),
        () => {
          this.CONSUME2(V.A);
          this.CONSUME(V.Opponent);
          this.CONSUME3(Possessive);
          anOpponent = true;
          return { kind: "EachOpponent" } as PlayerRef;
        },
      ),
      {
        // "in all graveyards", "from a graveyard": any player's. ("a third target player's graveyard", which the
        // target phrase below could begin, is no card's text: "a" is this alternative's.)
        ALT: fn(() => {
          anyPlayer = this.OR4([alt(() => this.CONSUME(V.All)), alt(() => this.CONSUME(V.A))]);
          return undefined;
        }),
        IGNORE_AMBIGUITIES: true,
      },
      alt(() => {
        pronoun = this.is(1, V.His, V.Their);
        return this.SUBRULE(this.possessivePlayer);
      }),
      alt(() => {
        // "in target player's graveyard"
        const phrase = this.SUBRULE(this.targetPhrase);
        this.CONSUME(Possessive);
        return this.ACTION(() => ({ kind: "TargetPlayer", target: phrase.spec.index }) as PlayerRef);
      }),
      alt(() => {
        // "in that player's hand" (Oracle Sudden Impact: "… to target player equal to the number of cards in that
        // player's hand"): the player named before in the ability.
        const start = this.startOf();
        this.CONSUME(V.That);
        this.CONSUME(V.Player);
        this.CONSUME2(Possessive);
        return this.ACTION(() => this.resolvePlayer(start));
      }),
      alt(() => {
        // "up to two target cards in graveyards" (Faerie Macabre): any player's, without a determiner.
        bare = true;
        return undefined;
      }),
    ]);
    const zone = this.OR3([
      alt(() => {
        this.CONSUME(V.Graveyard);
        return "graveyard" as const;
      }),
      alt(() => {
        this.CONSUME(V.Library);
        return "library" as const;
      }),
      alt(() => {
        this.CONSUME(V.Hand);
        return "hand" as const;
      }),
    ]);
    return this.ACTION(() => {
      const words: ZoneWords = {};
      if (preposition.tokenType === V.From) words.preposition = "from";
      if (anyPlayer?.tokenType === V.A) words.anyPlayer = "a";
      if (bare) words.anyPlayer = "none";
      if (anOpponent) words.anOpponent = true;
      if (pronoun && player !== undefined && player.kind !== "You") words.pronoun = true;
      return { zone, player, words };
    });
  });

  // ---------------------------------------------------------------------------------------------------
  // Declarations: `declare planeswalker type Karn, Sorin`

  public declarationBody = this.RULE("declarationBody", () => {
    const what = this.OR([alt(() => this.CONSUME(V.TypeWord)), alt(() => this.CONSUME(Word))]);
    this.CONSUME(V.Type);
    const names: IToken[] = [];
    this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: fn(() => names.push(this.CONSUME(AnyWord))) });
    this.CONSUME(EOF);
    return this.ACTION(() => ({ what, names }));
  });

  // ---------------------------------------------------------------------------------------------------
  // Gates: Chevrotain decides loops and options from the tokens inside the rule only; these look at what the
  // caller's follow needs (e.g. "creature or player", "from the game") so that a loop does not take a word that
  // belongs to the next phrase.

  /** Whether the i-th next token is of one of the given types (fixed arity: gates run often, no allocation). */
  private is(
    i: number,
    a: TokenType,
    b?: TokenType,
    c?: TokenType,
    d?: TokenType,
    e?: TokenType,
    f?: TokenType,
  ): boolean {
    const type = this.LA(i).tokenType;
    return type === a || type === b || type === c || type === d || type === e || type === f;
  }

  private isIn(i: number, types: ReadonlySet<TokenType>): boolean {
    return types.has(this.LA(i).tokenType);
  }

  /**
   * `or Forest`, `, or Island`, `, Plains` (only in a list that ends with "or" and a subtype: "Forest, Plains, or
   * Island"): the next subtype of a filter's list of subtypes.
   */
  private subtypeListContinues(): boolean {
    const isSubtype = (i: number) => this.LA(i).tokenType === Word && subtypeOf(this.LA(i).image) !== undefined;
    // "Other Treefolk and Forests you control": a plural list joined by "and" is the same union (the printer
    // writes a plural list with "and", a singular one with "or").
    if (this.is(1, V.Or, V.And)) return isSubtype(2) || (this.is(1, V.And) && this.is(2, Slash) && this.is(3, V.Or) && isSubtype(4));
    if (!this.is(1, Comma)) return false;
    if (this.is(2, V.Or)) return isSubtype(3);
    for (let i = 2; isSubtype(i); i += 2) {
      if (this.is(i + 1, Comma) && this.is(i + 2, V.Or)) return isSubtype(i + 3);
      if (!this.is(i + 1, Comma)) return false;
    }
    return false;
  }

  /** `, creatures`, `, and lands`, `or artifacts`, `artifacts` */
  private typeListContinues(): boolean {
    let i = 1;
    if (this.is(i, Comma)) i++;
    if (this.is(i, V.And, V.Or)) i++;
    return this.is(i, V.TypeWord);
  }

  /**
   * After "for each …" in a subject's list of predicates: whether another predicate of the subject follows the
   * counted words (", then sacrifices a land …"); if not, the clause's own "for each" counts it, as before.
   */
  private predicateAfterForEach(subject: Subject | undefined): boolean {
    for (let i = 3; i < 40; i++) {
      const type = this.LA(i).tokenType;
      if (type === Period || type === EOF) return false;
      if (type === Comma && this.is(i + 1, V.Then, V.And) && this.isIn(i + 2, this.predicateVerbs)) return subject?.player?.kind !== "You";
    }
    return false;
  }

  private predicateFollows(subject: Subject | undefined): boolean {
    let i = 1;
    if (this.is(i, Comma)) i++;
    // "…, discards three cards, then …": a bare comma before a predicate of the same subject; after "you", a verb
    // after a bare comma starts a clause without a subject ("you may search …, put it …, then shuffle")
    if (i === 2 && subject?.player?.kind !== "You" && this.isIn(2, this.predicateVerbs)) return true;
    if (!this.is(i, V.And, V.Then)) return false;
    return this.isIn(i + 1, this.predicateVerbs);
  }

  private keywordFollows(): boolean {
    let i = 1;
    if (this.is(i, Comma)) i++;
    if (this.is(i, V.And)) i++;
    return i > 1 && this.is(i, V.KeywordWord, V.First, V.Double, V.Protection, V.Split);
  }

  /** "you control", "target player controls", "that player controls", "he or she controls", "they control" */
  /** "of the chosen type" / "of that type" (a filter's creature type chosen before: families/choose-type). */
  private chosenTypeFollows(): boolean {
    if (!this.is(1, V.Of)) return false;
    return (this.is(2, V.The) && this.is(3, V.Chosen) && this.is(4, V.Type) && /^type$/i.test(this.LA(4).image)) || (this.is(2, V.That) && this.is(3, V.Type) && /^type$/i.test(this.LA(3).image));
  }

  /** Reads "of the chosen type" / "of that type" (after `chosenTypeFollows`): the words, and where they end. */
  private chosenTypeWords(idx: number): { words: "the chosen type" | "that type"; end: number } {
    this.consume(idx, V.Of);
    const words = this.or(idx, [
      alt(() => {
        this.consume(idx, V.The);
        this.consume(idx, V.Chosen);
        return "the chosen type" as const;
      }),
      alt(() => {
        this.consume(idx, V.That);
        return "that type" as const;
      }),
    ]);
    const type = this.consume(idx, V.Type);
    return { words, end: end(type) };
  }

  private controlledByFollows(): boolean {
    if (this.is(1, V.You, V.They)) return this.is(2, V.Control);
    // Oracle's "that player or that planeswalker's controller controls" (playerAnaphor reads the rest).
    if (this.is(1, V.That) && this.is(2, V.Player) && this.is(3, V.Or) && this.is(4, V.That)) return true;
    if (this.is(1, V.Target, V.That)) return this.is(2, V.Player, V.Opponent) && this.is(3, V.Control);
    if (this.is(1, V.A, V.Your)) return this.is(2, V.Opponent) && this.is(3, V.Control);
    if (this.is(1, V.Defending)) return this.is(2, V.Player) && this.is(3, V.Control);
    if (this.is(1, V.HeOrShe)) return this.is(2, V.Or) && this.is(3, V.HeOrShe) && this.is(4, V.Control);
    return false;
  }

  /**
   * A filter's adjective before its noun: "nonblack", "tapped", "attacking", "basic", "red", "non-Elf"; after one
   * (`afterOne`), also a comma before the next ("nonartifact, nonblack creature").
   */
  private filterAdjectiveFollows(afterOne: boolean): boolean {
    let i = 1;
    if (afterOne && this.is(1, Comma)) i = 2;
    if (this.is(i, V.NonType, V.NonColor, V.NonSupertype, V.SupertypeWord, V.Tapped, V.Untapped)) return true;
    if (this.is(i, V.Attacking, V.Blocking, V.Unblocked, V.ColorWord, V.Nontoken)) return true;
    if (this.is(i, V.Colorless, V.Monocolored, V.Multicolored)) return true;
    // "each blocked creature" (not "blocked by …", a trigger's or restriction's words)
    if (this.is(i, V.Blocked)) return this.is(i + 1, V.TypeWord, V.Permanent) || this.LA(i + 1).tokenType === Word;
    return this.LA(i).tokenType === Word && negatedSubtypeOf(this.LA(i).image) !== undefined;
  }

  /** "nonblue player", "tapped opponent": filter adjectives before a player noun (a mistake, reported with its fix). */
  private playerAfterAdjectives(): boolean {
    let i = 1;
    while (i <= 3 && this.isFilterAdjective(i)) i++;
    return i > 1 && this.is(i, V.Player, V.Opponent);
  }

  private isFilterAdjective(i: number): boolean {
    return (
      this.is(i, V.NonType, V.NonColor, V.NonSupertype, V.SupertypeWord, V.Tapped, V.Untapped) ||
      this.is(i, V.Attacking, V.Blocking, V.Unblocked, V.ColorWord, V.Nontoken) ||
      this.is(i, V.Colorless, V.Monocolored, V.Multicolored)
    );
  }

  /** "with flying", "without flying", "with power …", "with toughness …", "with converted mana cost …", "with mana value …" */
  private filterWithFollows(): boolean {
    if (!this.is(1, V.With, V.Without)) return false;
    if (this.counterQualifierFollows(2) || this.singleTargetFollows(2) || this.chosenNameFollows(2)) return true;
    if (this.is(2, ManaSymbol)) return this.is(3, V.In);
    return this.is(2, V.KeywordWord, V.First, V.Double, V.Protection, V.Power, V.Toughness) || this.is(2, V.Converted, V.Mana);
  }

  /** "that was dealt damage this turn" from the i-th token (after a filter's noun phrase). */
  private dealtDamageThisTurnFollows(i: number): boolean {
    return this.is(i, V.That) && this.is(i + 1, vocab("Was"), vocab("Were")) && this.is(i + 2, V.Dealt) && this.is(i + 3, V.Damage) && this.is(i + 4, V.This) && this.is(i + 5, V.Turn);
  }

  /** "the chosen name" from the i-th token (after "with"): the name chosen before (201.3; families/name-card). */
  private chosenNameFollows(i: number): boolean {
    return this.is(i, V.The) && this.is(i + 1, V.Chosen) && this.is(i + 2, vocab("Name"));
  }

  /** "a single target" from the i-th token (after "with"). */
  private singleTargetFollows(i: number): boolean {
    return this.is(i, V.A) && this.is(i + 1, V.Single) && this.is(i + 2, V.Target);
  }

  /** "a counter on it", "a -1/-1 counter on it", "counters on them" from the i-th token (after "with"). */
  private counterQualifierFollows(i: number): boolean {
    if (this.is(i, V.Counter)) return this.is(i + 1, V.On) && this.is(i + 2, V.It, V.Them);
    if (!this.is(i, V.A)) return false;
    for (let k = i + 1; k <= i + 7; k++) {
      if (this.is(k, V.Counter)) return this.is(k + 1, V.On) && this.is(k + 2, V.It);
      if (this.is(k, Comma, Period, EOF)) return false;
    }
    return false;
  }

  /** "in all graveyards", "from your library" — not "from the game" */
  /** Whether the i-th next token starts a card's name: the card's own, or a capitalised word. */
  private cardNameStarts(i: number): boolean {
    const token = this.LA(i);
    return token.tokenType === SelfName || this.capitalisedWord(i);
  }

  private capitalisedWord(i: number): boolean {
    const token = this.LA(i);
    return tokenMatcher(token, AnyWord) && /^[A-Z\u00C0-\u00DE]/.test(token.image);
  }

  private zoneFollows(): boolean {
    if (!this.is(1, V.In, V.From)) return false;
    if (this.is(2, V.Target)) return this.is(3, V.Player) && this.is(4, Possessive);
    if (this.is(2, V.That)) return this.is(3, V.Player) && this.is(4, Possessive);
    // "cards in graveyards": the plural alone (any player's)
    if (this.is(2, V.Graveyard)) return this.LA(2).image.toLowerCase() === "graveyards";
    return this.is(2, V.All, V.A, V.Your, V.His, V.Their, V.Its);
  }

  // ---------------------------------------------------------------------------------------------------
  // Semantic helpers

  /** The value of a number word ("three"), for families' rules. */
  numberWordValue(token: IToken): number {
    return numberWordValue(token.image)!;
  }

  numberValue(token: IToken): number {
    const value = token.image.length > 7 ? Infinity : Number(token.image);
    if (value > MAX_NUMBER) {
      this.problem(
        "CS1005",
        `The number ${token.image.slice(0, 12)}${token.image.length > 12 ? "…" : ""} is too large (at most ${MAX_NUMBER}).`,
        token.startOffset,
        end(token),
      );
      return MAX_NUMBER;
    }
    return value;
  }

  /**
   * Mana symbols → a ManaCost (and whether {T} was among them). Unknown symbols become problems. `produced`: the
   * symbols are mana an ability adds, where the current Oracle wording writes one colorless mana {C} ("Add {C}."
   * for 2007's "Add {1} to your mana pool."): each {C} is one generic mana there. In a cost {C} would mean
   * "colorless mana only" (a rule of 2015, not of this era), so it stays unknown.
   */
  manaCostOf(tokens: IToken[], allowTap: boolean, produced = false): { cost: ManaCost; tap: boolean; untap: boolean } {
    const symbols: ManaSymbolNode[] = [];
    let tap = false;
    let untap = false;
    for (const token of tokens) {
      const inner = token.image.slice(1, -1);
      const upper = inner.toUpperCase();
      const range = this.range(token.startOffset, end(token));
      if (/^[0-9]+$/.test(inner))
        symbols.push({
          kind: "Generic",
          amount: this.numberValue(token.image.length > 9 ? token : ({ ...token, image: inner } as IToken)),
          range,
        });
      else if (upper === "W" || upper === "U" || upper === "B" || upper === "R" || upper === "G")
        symbols.push({ kind: "Colored", color: upper, range });
      else if (upper === "X") symbols.push({ kind: "X", range });
      else if (upper === "S" && !produced) symbols.push({ kind: "Snow", range }); // 104.3h
      else if (upper === "C" && produced) {
        const previous = symbols[symbols.length - 1];
        if (previous?.kind === "Generic") symbols[symbols.length - 1] = { kind: "Generic", amount: previous.amount + 1, range: { start: previous.range.start, end: range.end } };
        else symbols.push({ kind: "Generic", amount: 1, range });
      } else if (upper === "T" && allowTap) {
        if (tap)
          this.problem("CS1021", "{T} appears twice in this cost: write it once.", token.startOffset, end(token));
        tap = true;
      } else if (upper === "Q" && allowTap) {
        if (untap)
          this.problem("CS1021", "{Q} appears twice in this cost: write it once.", token.startOffset, end(token));
        untap = true;
      } else if (/^([WUBRG]|2)\/[WUBRG]$/.test(upper) && upper[0] !== upper[2]) {
        const first = upper[0];
        const color = upper[2] as Color;
        symbols.push(
          first === "2" ? { kind: "Hybrid", colors: [color], generic: 2, range } : { kind: "Hybrid", colors: [first as Color, color], range },
        );
      } else {
        const hint =
          upper === "T" || upper === "Q"
            ? `${token.image} (${upper === "T" ? "tap" : "untap"}) belongs in an ability's cost, before the ':'.`
            : upper === "C"
              ? "{C} (one colorless mana) is known only in what an ability adds (\"Add {C}.\"); in a cost write generic mana such as {1}."
              : upper === "S"
                ? "{S} (104.3h) is a cost paid with one mana from a snow permanent: it belongs in a cost, not in what an ability adds (write the mana it adds, such as {G})."
                : "Mana symbols are {0}…{20}, {W}, {U}, {B}, {R}, {G}, {X}, the snow symbol {S}, hybrid {G/W} and {2/W}; {T} means tap and {Q} untap.";
        this.problem(
          "CS1021",
          `Unknown mana symbol ${token.image.slice(0, 12)}. ${hint}`,
          token.startOffset,
          end(token),
        );
      }
    }
    const first = tokens[0];
    const last = tokens[tokens.length - 1];
    return {
      cost: { kind: "ManaCost", symbols, range: this.range(first.startOffset, end(last)) },
      tap,
      untap,
    };
  }

  private subjectOfTarget(phrase: TargetPhrase, start: number): Subject {
    const spec = phrase.spec;
    if (spec.players && !spec.objects) return { player: { kind: "TargetPlayer", target: spec.index }, start };
    if (spec.players && spec.objects) {
      this.problem(
        "CS1035",
        "A target that may be a creature or a player can only be dealt damage: start the sentence with what acts on it.",
        start,
        end(this.LA(0)),
      );
      return { start };
    }
    return {
      objects:
        spec.max === 1 && spec.min === 1
          ? { kind: "Ref", ref: { kind: "Target", target: spec.index } }
          : { kind: "Targets", target: spec.index },
      start,
    };
  }

  /** The objects a target spec designates: one ("target creature") or all chosen ("two target lands"). */
  targetObjects(spec: TargetSpec): ObjectSet {
    return spec.max === 1 && spec.min === 1
      ? { kind: "Ref", ref: { kind: "Target", target: spec.index } }
      : { kind: "Targets", target: spec.index };
  }

  private playerSubject(player: PlayerRef, start: number): Subject {
    return { player, start };
  }

  private objectSubject(objects: ObjectSet, start: number): Subject {
    // "those creatures" is the remembered set itself; the same words written again are marked restated
    return { objects: this.rememberObjects(objects.kind === "Each" && objects !== this.lastObjects ? this.restatedIfSame(objects) : objects), start };
  }

  currentObjects(): ObjectSet | undefined {
    return this.lastObjects;
  }

  imperativeFollows(i: number): boolean {
    return this.isIn(i, this.imperativeVerbs);
  }

  /**
   * The objects named again in full where the ability named them just before ("Creatures you control get +1/+0 …
   * If …, creatures you control gain first strike …", Inner-Flame Igniter): marked `restated`, a written form, so
   * the printer writes the words again rather than "those creatures".
   */
  private restatedIfSame(objects: ObjectSet & { kind: "Each" }): ObjectSet {
    const last = this.lastObjects;
    if (last === objects || last?.kind !== "Each" || !sameNode({ ...last, restated: undefined }, objects)) return objects;
    return { ...objects, restated: true };
  }

  rememberObjects(objects: ObjectSet): ObjectSet {
    this.lastObjects = objects;
    return objects;
  }

  /**
   * An effect of this ability made objects or put them into play without naming them (tokens, "a creature card from
   * your hand"): a later "it", "that creature", "them" names those objects (`MadeRef`).
   */
  noteObjectsMade(): void {
    // "… put a creature card from your hand into play and attach ~ to it", "Put a … token into play. Remove it from
    // the game at end of turn.": "it" is the newest object, the one put into play, not an antecedent before it.
    this.lastObjects = { kind: "Ref", ref: { kind: "Made" } };
  }

  /** Whether the objects named last are those an earlier sentence put into play unnamed (a `MadeRef`). */
  private namesMadeObjects(): boolean {
    const last = this.lastObjects;
    return last !== undefined && last.kind === "Ref" && last.ref.kind === "Made";
  }

  antecedentObject(start: number): ObjectRef | undefined {
    const objects = this.resolveObjects(start);
    return objects.kind === "Ref" ? objects.ref : undefined;
  }

  rememberPlayer(player: PlayerRef): PlayerRef {
    this.lastPlayer = player;
    return player;
  }

  /** Whether the ability's trigger binds an amount for "that much" (set by the trigger's family, reset per ability). */
  private amountBound = false;

  rememberAmount(): void {
    this.amountBound = true;
  }

  private resolvePlayer(start: number): PlayerRef {
    if (this.lastPlayer) return this.lastPlayer;
    if (this.eachPlayerClause) return { kind: "EachInTurn" };
    this.problem(
      "CS1034",
      this.eachPlayerNamed
        ? "This refers to a player, but the player named before is 'each player' (or 'each opponent'): a pronoun for each of them in turn ('Each player loses 1 life for each creature he or she controls') is not supported yet. Name one player, or implement the ability in a ```ts code block."
        : "This refers to a player, but no player was named before it in this ability: name one first, e.g. 'target player'.",
      start,
      end(this.LA(0)),
    );
    return { kind: "You" };
  }

  private resolveObjects(start: number): ObjectSet {
    if (this.lastObjects) return this.lastObjects;
    this.problem(
      "CS1034",
      "This refers to an object, but none was named before it in this ability: name one first, e.g. 'target creature'.",
      start,
      end(this.LA(0)),
    );
    return { kind: "Ref", ref: { kind: "Self" } };
  }

  singleSource(subject: Subject): ObjectRef | undefined {
    if (subject.objects && subject.objects.kind === "Ref") return subject.objects.ref;
    this.problem(
      "CS1035",
      "Only one object can deal damage here: start with the card's name, 'this creature' or one target.",
      subject.start,
      end(this.LA(0)),
    );
    return undefined;
  }

  playerEffect(
    drafts: Draft[],
    subject: Subject,
    start: number,
    make: (player: PlayerRef, range: SourceRange) => Draft,
  ): void {
    if (!subject.player) {
      this.problem(
        "CS1035",
        "Only a player can do this: start the sentence with a player ('target player', 'you', 'each player').",
        subject.start,
        end(this.LA(0)),
      );
      return;
    }
    drafts.push(make(subject.player, this.rangeFrom(this.effectStart(drafts, subject, start))));
  }

  objectEffect(
    drafts: Draft[],
    subject: Subject,
    start: number,
    make: (objects: ObjectSet, range: SourceRange) => Draft,
  ): void {
    if (!subject.objects) {
      this.problem(
        "CS1035",
        "Only permanents can do this: start the sentence with a permanent ('target creature', 'creatures you control').",
        subject.start,
        end(this.LA(0)),
      );
      return;
    }
    drafts.push(make(subject.objects, this.rangeFrom(this.effectStart(drafts, subject, start))));
  }

  /** An effect's range starts at its subject for the first predicate of a clause, at its verb for later ones. */
  effectStart(drafts: Draft[], subject: Subject, predicateStart: number): number {
    const last = drafts[drafts.length - 1];
    if (last && last.range.start.offset >= subject.start) return predicateStart;
    return subject.start;
  }

  /**
   * "… for each <objects>": the last effect of the clause takes its number per object, counted as it happens
   * (an Amount of kind CountOf). Only effects whose number is a count of life, damage or cards take it.
   */
  private countForEach(drafts: Draft[], clauseStart: number, filter: ObjectFilter, start: number): void {
    const effect = drafts.length > clauseStart ? (drafts[drafts.length - 1] as Draft & { amount?: Amount }) : undefined;
    if (effect === undefined) return; // the clause itself was reported
    // "it gets +1/+1 until end of turn for each other attacking Kithkin" (Cenn's Heir): the power and toughness
    // written are per object counted (a change of power/toughness alone: no X, no colours or keywords to count)
    if (modifyCounted(effect)) {
      effect.amount = { kind: "CountOf", filter, per: 1 };
      effect.range = this.range(effect.range.start.offset, end(this.LA(0)));
      return;
    }
    // "Counter target spell unless its controller pays {1} for each blue permanent you control." (Spell Syphon): the
    // generic mana of the cost is per object counted
    const counter = effect as Draft & { unlessPays?: { symbols: { kind: string }[] } };
    if (effect.kind === "CounterSpell" && effect.amount === undefined && counter.unlessPays !== undefined && counter.unlessPays.symbols.every((symbol) => symbol.kind === "Generic")) {
      effect.amount = { kind: "CountOf", filter, per: 1 };
      effect.range = this.range(effect.range.start.offset, end(this.LA(0)));
      return;
    }
    if (!FOR_EACH_KINDS.has(effect.kind) || effect.amount === undefined) {
      this.problem("CS1035", forEachUnsupported(effect.kind), start, end(this.LA(0)));
      return;
    }
    if (effect.amount.kind !== "Number") {
      this.problem("CS1035", "'for each …' multiplies a number (\"1 life for each …\"), not X or another count: write the number per object.", start, end(this.LA(0)));
      return;
    }
    effect.amount = { kind: "CountOf", filter, per: effect.amount.value };
    effect.range = this.range(effect.range.start.offset, end(this.LA(0)));
  }

  /**
   * Domain, after "for each" or "the number of": "basic land type(s) among lands you control" comes next. ("among"
   * is the word families/damage defines for "divided as you choose among".)
   */
  basicLandTypesFollow(): boolean {
    return this.LA(1).tokenType === V.SupertypeWord && this.LA(2).tokenType === V.TypeWord && this.LA(3).tokenType === V.Type && this.LA(4).tokenType === vocab("Among");
  }

  /**
   * Domain: "basic land type(s) among lands you control" (after "for each" or "the number of"): how many of the
   * five basic land types appear among the lands' subtypes.
   */
  /**
   * After "the": "sacrificed creature's power" (Brion Stoutarm), "total power of the sacrificed creatures"
   * (Soulblast): what the ability's or spell's cost sacrificed, as it last existed.
   */
  private sacrificedStat = this.RULE("sacrificedStat", (): Amount => {
    return this.OR2([
      alt(() => {
        this.CONSUME(V.Sacrificed);
        this.OR3([alt(() => this.CONSUME(V.TypeWord)), alt(() => this.CONSUME(V.Permanent))]);
        this.CONSUME(Possessive);
        const measured = this.OR([alt(() => (this.CONSUME(V.Power), "power" as const)), alt(() => (this.CONSUME(V.Toughness), "toughness" as const))]);
        return this.ACTION(() => ({ kind: "SacrificedStat", stat: measured }) as Amount);
      }),
      alt(() => {
        this.CONSUME(V.Total);
        const measured = this.OR5([alt(() => (this.CONSUME2(V.Power), "power" as const)), alt(() => (this.CONSUME2(V.Toughness), "toughness" as const))]);
        this.CONSUME(V.Of);
        this.CONSUME(V.The);
        this.CONSUME2(V.Sacrificed);
        this.OR4([alt(() => this.CONSUME2(V.TypeWord)), alt(() => this.CONSUME2(V.Permanent))]);
        return this.ACTION(() => ({ kind: "SacrificedStat", stat: measured, total: true }) as Amount);
      }),
    ]);
  });

  private basicLandTypes = this.RULE("basicLandTypes", (): Amount => {
    const basic = this.CONSUME(V.SupertypeWord);
    const land = this.CONSUME(V.TypeWord);
    this.CONSUME(V.Type);
    this.CONSUME(vocab("Among"));
    const amongStart = this.startOf();
    const among = this.SUBRULE(this.objectNoun);
    return this.ACTION(() => {
      if (basic.image.toLowerCase() !== "basic" || !/^lands?$/i.test(land.image)) {
        this.problem("CS1035", "Domain counts basic land types: write 'basic land type among lands you control'.", basic.startOffset, end(land));
      } else if (among.types.length !== 1 || among.types[0] !== "Land" || among.zone !== "play") {
        this.problem("CS1035", "Basic land types are counted among lands in play: write 'among lands you control' (or 'among lands target player controls').", amongStart, end(this.LA(0)));
      }
      return { kind: "BasicLandTypes", among } as Amount;
    });
  });

  /**
   * Chroma, after "for each" or "the number of": "<colour> mana symbol(s) in …" comes next.
   */
  manaSymbolsFollow(): boolean {
    return this.LA(1).tokenType === V.ColorWord && this.LA(2).tokenType === vocab("Mana") && this.LA(3).tokenType === vocab("Symbol");
  }

  /**
   * Chroma: "green mana symbol(s) in the mana costs of permanents you control" (after "for each" or "the number
   * of"): the symbols of that colour in the objects' mana costs.
   */
  private manaSymbols = this.RULE("manaSymbols", (): Amount => {
    const color = this.CONSUME(V.ColorWord);
    this.CONSUME(vocab("Mana"));
    this.CONSUME(vocab("Symbol"));
    this.CONSUME(V.In);
    this.CONSUME(V.The);
    this.CONSUME2(vocab("Mana"));
    this.CONSUME(vocab("Costs"));
    this.CONSUME(V.Of);
    const among = this.SUBRULE(this.objectNoun);
    return this.ACTION(() => ({ kind: "ManaSymbols", color: colorOf(color.image)!, among }) as Amount);
  });

  /** "… for each basic land type among lands you control": the clause's number, counted per basic land type (or, chroma, per mana symbol). */
  private countForEachBasicLandType(drafts: Draft[], clauseStart: number, domain: Amount, start: number): void {
    const effect = drafts.length > clauseStart ? (drafts[drafts.length - 1] as Draft & { amount?: Amount }) : undefined;
    if (effect === undefined || (domain.kind !== "BasicLandTypes" && domain.kind !== "ManaSymbols")) return;
    // Domain: "Target creature gets +1/+1 until end of turn for each basic land type among lands you control."
    // (Might of Alara): the power and toughness written are per basic land type (or per mana symbol, chroma)
    if (modifyCounted(effect)) {
      effect.amount = domain.kind === "ManaSymbols" ? { kind: "ManaSymbols", color: domain.color, among: domain.among, per: 1 } : { kind: "BasicLandTypes", among: domain.among, per: 1 };
      effect.range = this.range(effect.range.start.offset, end(this.LA(0)));
      return;
    }
    if (!FOR_EACH_KINDS.has(effect.kind) || effect.amount === undefined) {
      this.problem("CS1035", forEachUnsupported(effect.kind), start, end(this.LA(0)));
      return;
    }
    if (effect.amount.kind !== "Number") {
      this.problem("CS1035", "'for each …' multiplies a number (\"1 life for each …\"), not X or another count: write the number per basic land type.", start, end(this.LA(0)));
      return;
    }
    if (domain.kind === "ManaSymbols") {
      effect.amount = { kind: "ManaSymbols", color: domain.color, among: domain.among, per: effect.amount.value };
      effect.range = this.range(effect.range.start.offset, end(this.LA(0)));
      return;
    }
    effect.amount = { kind: "BasicLandTypes", among: domain.among, per: effect.amount.value };
    effect.range = this.range(effect.range.start.offset, end(this.LA(0)));
  }

  /** "… for each +1/+1 counter on ~": the clause's number, counted per counter of that kind on the object. */
  /** "for each 1 damage prevented this way": the clause's number per point of damage the applying prevention prevented. */
  private countForEachDamagePrevented(drafts: Draft[], clauseStart: number, start: number): void {
    const effect = drafts.length > clauseStart ? (drafts[drafts.length - 1] as Draft & { amount?: Amount }) : undefined;
    if (effect === undefined) return;
    if (!FOR_EACH_KINDS.has(effect.kind) || effect.amount === undefined) {
      this.problem("CS1035", forEachUnsupported(effect.kind), start, end(this.LA(0)));
      return;
    }
    if (effect.amount.kind !== "Number") {
      this.problem("CS1035", "'for each …' multiplies a number (\"a +1/+1 counter for each …\"), not X or another count: write the number per damage.", start, end(this.LA(0)));
      return;
    }
    effect.amount = { kind: "ThisWay", what: "damagePrevented", per: effect.amount.value };
    effect.range = this.range(effect.range.start.offset, end(this.LA(0)));
  }

  private countForEachCounter(drafts: Draft[], clauseStart: number, counters: Amount, start: number): void {
    const effect = drafts.length > clauseStart ? (drafts[drafts.length - 1] as Draft & { amount?: Amount }) : undefined;
    if (effect === undefined || counters.kind !== "CountersOn") return;
    if (modifyCounted(effect)) {
      effect.amount = { kind: "CountersOn", counter: counters.counter, object: counters.object, per: 1 };
      effect.range = this.range(effect.range.start.offset, end(this.LA(0)));
      return;
    }
    if (!FOR_EACH_KINDS.has(effect.kind) || effect.amount === undefined) {
      this.problem("CS1035", forEachUnsupported(effect.kind), start, end(this.LA(0)));
      return;
    }
    if (effect.amount.kind !== "Number") {
      this.problem("CS1035", "'for each …' multiplies a number (\"a card for each …\"), not X or another count: write the number per counter.", start, end(this.LA(0)));
      return;
    }
    effect.amount = { kind: "CountersOn", counter: counters.counter, object: counters.object, per: effect.amount.value };
    effect.range = this.range(effect.range.start.offset, end(this.LA(0)));
  }

  /**
   * "…, where X is <amount>": every X of the sentence's effects (from `first`) and of the targets it declares (from
   * `firstTarget`: "target spell with converted mana cost X or less") is that amount, worked out when the effect
   * happens (a target's, as it is chosen). A sentence without X is told so.
   */
  private defineX(drafts: Draft[], first: number, firstTarget: number, value: Amount, start: number): void {
    let replaced = 0;
    const visit = (node: unknown): unknown => {
      if (node === null || typeof node !== "object") return node;
      if (Array.isArray(node)) {
        for (let i = 0; i < node.length; i++) node[i] = visit(node[i]);
        return node;
      }
      const record = node as Record<string, unknown>;
      // An amount X (mana symbols {X} carry a range and stay the cost's X).
      if (record.kind === "X" && !("range" in record)) {
        replaced++;
        return { kind: "WhereX", value } as Amount;
      }
      for (const key in record) if (key !== "range") record[key] = visit(record[key]);
      return record;
    };
    for (let i = first; i < drafts.length; i++) visit(drafts[i]);
    const inEffects = replaced;
    for (let i = firstTarget; i < this.targets.length; i++) visit(this.targets[i]);
    if (replaced > inEffects) {
      // A target's limit is data the engine checks as targets are chosen: it holds numbers only (compiler/codegen.ts).
      this.problem("CS1035", "X in a target's description ('converted mana cost X or less') would be counted as the target is chosen, which the language can't express yet: write a number there, or give the ability an escape-hatch block.", start, end(this.LA(0)));
      return;
    }
    if (replaced === 0) this.problem("CS1035", "'where X is …' defines X, but this sentence has no X: write X where the amount goes (e.g. 'deals X damage'), or remove the 'where' part.", start, end(this.LA(0)));
  }

  /** "for each creature it devoured": the count `countForEach` made is of the creatures "it" devoured. */
  private countDevoured(drafts: Draft[], clauseStart: number, filter: ObjectFilter, itStart: number): void {
    const effect = drafts.length > clauseStart ? (drafts[drafts.length - 1] as Draft & { amount?: Amount }) : undefined;
    if (effect?.amount?.kind !== "CountOf") return; // countForEach reported why
    if (filter.types.length !== 1 || filter.types[0] !== "Creature" || filter.zone !== "play" || Object.keys(filter).some((key) => !["types", "excludedTypes", "zone"].includes(key)) || filter.excludedTypes.length > 0) {
      this.problem("CS1035", "Devour sacrifices creatures: write 'for each creature it devoured'.", itStart, end(this.LA(0)));
      return;
    }
    // Only the card with devour devoured anything: "it" is the card itself (Tar Fiend's "When ~ comes into play, …").
    const object: ObjectRef = { kind: "Self" };
    effect.amount = { kind: "CountOf", filter: effect.amount.filter, per: effect.amount.per, devouredBy: object };
  }

  /** The families' passes over the drafts (a search's parts merged into one effect), then the effects. */
  private finishEffects(drafts: Draft[]): Effect[] {
    let result = drafts;
    for (const gather of this.gatherers) result = gather(result, this);
    for (const finish of this.finishers) result = finish(result, this);
    // Effects that hold effects ("you may search …, put it …, then shuffle"): their held drafts are finished too,
    // so no family's parts (a search's) are left unmerged inside them.
    for (const draft of result) {
      const held = (draft as { effects?: unknown }).effects;
      if (Array.isArray(held) && held.length > 0) (draft as unknown as { effects: Effect[] }).effects = this.finishEffects(held as Draft[]);
      // A modal spell's modes hold their effects too ("…; or target player reveals his or her hand, you choose …").
      for (const mode of ((draft as { modes?: { effects?: Draft[] }[] }).modes ?? [])) if (Array.isArray(mode.effects)) mode.effects = this.finishEffects(mode.effects) as Draft[];
    }
    return result as Effect[];
  }
}

/** The words joining a clause to the one before it: "and", ", then", ",". */
function joinedWords(comma: IToken | undefined, word: IToken | undefined): EffectPhrasing["joined"] {
  const connective = word === undefined ? "" : word.image.toLowerCase();
  return (comma === undefined ? connective : connective === "" ? "," : `, ${connective}`) as EffectPhrasing["joined"];
}

/** Records how a clause was written on its first draft (see `Effects.phrasing`); later marks add to earlier ones. */
function markPhrasing(drafts: Draft[], index: number, phrasing: EffectPhrasing): void {
  const draft = drafts[index];
  if (draft === undefined) return;
  // The connective before a clause is marked after the clause's own subject mark: both are kept.
  draft.phrasing = { ...phrasing, ...draft.phrasing, ...(phrasing.joined !== undefined ? { joined: phrasing.joined } : {}) };
}

/**
 * Moves the written phrasing of a body's effects off the effect nodes into the body's map (by effect index), and
 * drops it from effects held inside others (the printer writes those in their family's own words).
 */
function takePhrasing(effects: Effect[]): Record<number, EffectPhrasing> | undefined {
  let taken: Record<number, EffectPhrasing> | undefined;
  effects.forEach((effect, index) => {
    const draft = effect as Draft;
    if (draft.phrasing !== undefined) {
      (taken ??= {})[index] = draft.phrasing;
      delete draft.phrasing;
    }
    dropHeldPhrasing(effect);
  });
  return taken;
}

function dropHeldPhrasing(effect: Effect): void {
  const held = (effect as { effects?: unknown }).effects;
  if (!Array.isArray(held)) return;
  for (const inner of held as Draft[]) {
    delete inner.phrasing;
    dropHeldPhrasing(inner as unknown as Effect);
  }
}

/** What `preComputeLookaheadFunctions` and `getLaFuncFromCache` use of Chevrotain's parser (its LooksAhead trait). */
interface ChevrotainLookaheadInternals {
  lookAheadFuncsCache: Map<number, unknown>;
  fullRuleNameToShort: Record<string, number>;
  currRuleShortName: number;
}

/** Chevrotain's own `preComputeLookaheadFunctions`: every decision's function of the rules given. */
const EAGER_LOOKAHEAD = (EmbeddedActionsParser.prototype as unknown as { preComputeLookaheadFunctions: (this: unknown, rules: Rule[]) => void }).preComputeLookaheadFunctions;

let parserInstance: CardLineParser | undefined;

/** The one parser (creating it analyses the grammar once: ~0.2 s of CPU; less with the built package's recording). */
export function cardLineParser(): CardLineParser {
  parserInstance ??= new CardLineParser({ recording: shippedRecording() });
  return parserInstance;
}

/**
 * Makes `parser` the one parser every parse uses (undefined: the default one, made on next use). For the test
 * that parses the bundled cards with a parser replaying a recording, as the built package does.
 */
export function useCardLineParser(parser: CardLineParser | undefined): void {
  parserInstance = parser;
}

const recordingDecoder = new TextDecoder();

/**
 * The recording of the grammar `npm run build` put beside the built parser (dist/grammar/), or undefined: the
 * sources have none, and a missing or unreadable file only means the rules are recorded at start, as before.
 */
function shippedRecording(): unknown {
  try {
    // Read as bytes, then decoded: faster on Node 20 than readFileSync(file, "utf8") for a file this size (~0.8 MB).
    return JSON.parse(recordingDecoder.decode(readFileSync(new URL(`./${RECORDING_FILE}`, import.meta.url))));
  } catch {
    return undefined;
  }
}

/** The objects an earlier sentence put into play, named again with a noun: "that creature", "those tokens". */
function madeRef(noun: string, plural: boolean): MadeRef {
  return plural ? { kind: "Made", noun, plural: true } : { kind: "Made", noun };
}

/** A text without its white space, in lower case: how morph's reminder text is compared (the tokens lose the spaces). */
function squeezed(text: string): string {
  return text.replace(/\s+/g, "").toLowerCase();
}
