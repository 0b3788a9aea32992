/**
 * The lexer of `.card` files (Chevrotain 11.2).
 *
 * Two steps, both linear in the input:
 * 1. The Chevrotain lexer cuts the text into punctuation, numbers, mana symbols, quoted strings, fenced code
 *    blocks and *words*. A single `Word` pattern covers every word, so the lexer stays small and fast whatever
 *    the size of the vocabulary.
 * 2. `classifyWord` re-types each word token by a Map lookup into its vocabulary token type (`Deals`, `Target`,
 *    `TypeWord`, …). Several spellings share one type when the grammar treats them alike ("draw"/"draws",
 *    "card"/"cards"), so subject/verb agreement is not enforced, which keeps the grammar small.
 *
 * Every vocabulary token type belongs to the `AnyWord` category: rules that accept free words (subtypes, token
 * creature types) consume `AnyWord`.
 *
 * No pattern backtracks: every regular expression here matches in time linear in what it consumes.
 */
import { createToken, Lexer, type CustomPatternMatcherReturn, type IToken, type TokenType } from "./chevrotain.js";
import { ABILITY_FAMILIES, SYNTAX_FAMILIES } from "../families/syntax.js";
import { COLOR_NAMES, KEYWORD_WORDS, NON_COLOR_WORDS, NON_SUPERTYPE_WORDS, NON_TYPE_WORDS, SUPERTYPE_WORDS, TYPE_WORDS } from "./vocabulary.js";

// ---------------------------------------------------------------------------------------------------------
// Categories

/** Any word: vocabulary words and free words alike. */
export const AnyWord = createToken({ name: "AnyWord", pattern: Lexer.NA });

// ---------------------------------------------------------------------------------------------------------
// Lexed tokens (what the Chevrotain lexer produces)

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\uFEFF\u00A0]+/, group: Lexer.SKIPPED });
export const Newline = createToken({ name: "Newline", pattern: /\r\n|\r|\n/, line_breaks: true });
export const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*/, group: "comments" });

/**
 * A fenced code block: "```" at the start of a line (after indentation) up to and including the next line whose
 * only content is "```", or to the end of the file when it is unterminated (the driver reports that).
 */
function matchFence(text: string, offset: number): CustomPatternMatcherReturn | null {
  if (text.charCodeAt(offset) !== 96 || !text.startsWith("```", offset)) return null;
  // Only at the start of a line (indentation allowed). Looking back stops at the first non-blank character.
  for (let i = offset - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) break;
    if (c !== 32 && c !== 9 && c !== 0xfeff) return null;
  }
  let lineEnd = nextLineEnd(text, offset);
  let position = lineEnd;
  while (position < text.length) {
    position = skipLineBreak(text, position);
    lineEnd = nextLineEnd(text, position);
    if (text.slice(position, lineEnd).trim() === "```") {
      return [text.slice(offset, lineEnd)] as unknown as CustomPatternMatcherReturn;
    }
    position = lineEnd;
  }
  return [text.slice(offset)] as unknown as CustomPatternMatcherReturn;
}

function nextLineEnd(text: string, from: number): number {
  const n = text.indexOf("\n", from);
  const r = text.indexOf("\r", from);
  if (n < 0) return r < 0 ? text.length : r;
  return r < 0 ? n : Math.min(n, r);
}

function skipLineBreak(text: string, position: number): number {
  if (text.charCodeAt(position) === 13 && text.charCodeAt(position + 1) === 10) return position + 2;
  return position + 1;
}

export const Fence = createToken({
  name: "Fence",
  pattern: { exec: matchFence },
  line_breaks: true,
  start_chars_hint: ["`"],
});

/** `"…"` with `\"` and `\\` escapes, or typographic `“…”`. */
export const QuotedString = createToken({ name: "QuotedString", pattern: /"(?:[^"\\\r\n]|\\.)*"|“[^”\r\n]*”/ });
/** An opening quote without its closing quote on the same line. */
export const UnterminatedString = createToken({ name: "UnterminatedString", pattern: /["“][^\r\n]*/ });
export const ManaSymbol = createToken({ name: "ManaSymbol", pattern: /\{[A-Za-z0-9\/]*\}/ });
export const LBrace = createToken({ name: "LBrace", pattern: /\{/ });
export const RBrace = createToken({ name: "RBrace", pattern: /\}/ });
/** The type-line dash: `—` (U+2014), `–` (U+2013) or `--`. */
export const Dash = createToken({ name: "Dash", pattern: /—|–|--/ });
/** `-` or `−` (U+2212). */
export const Minus = createToken({ name: "Minus", pattern: /[-−]/ });
export const Plus = createToken({ name: "Plus", pattern: /\+/ });
export const Colon = createToken({ name: "Colon", pattern: /:/ });
export const Comma = createToken({ name: "Comma", pattern: /,/ });
/** The printed wording's mode separator: "Choose one — Destroy target enchantment; or draw two cards." (grammar/modes.ts) */
export const Semicolon = createToken({ name: "Semicolon", pattern: /;/ });
/** The Oracle wording's mode mark: "Choose one — • Destroy target enchantment. • Draw two cards." (grammar/modes.ts) */
export const Bullet = createToken({ name: "Bullet", pattern: /•/ });
export const Period = createToken({ name: "Period", pattern: /\./ });
export const Slash = createToken({ name: "Slash", pattern: /\// });
export const LParen = createToken({ name: "LParen", pattern: /\(/ });
export const RParen = createToken({ name: "RParen", pattern: /\)/ });
export const Star = createToken({ name: "Star", pattern: /\*/ });
/** The possessive `'s` / `’s` ("its controller's", "This creature's"). */
export const Possessive = createToken({ name: "Possessive", pattern: /['’]s/ });
export const Apostrophe = createToken({ name: "Apostrophe", pattern: /['’]/ });
export const NumberLit = createToken({ name: "NumberLit", pattern: /[0-9]+/ });
/** Latin letters (with accents), inner hyphens ("Knight-Errant"), and the contraction n't ("doesn't"). */
export const Word = createToken({
  name: "Word",
  pattern:
    /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F]+(?:-[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F]+)*(?:['’]t)?/,
  categories: [AnyWord],
});

// Tokens the driver synthesises (never produced by the lexer).
/** A run of tokens spelling the card's own name, or "this creature"/"this permanent" is a grammar rule. */
export const SelfName = createToken({ name: "SelfName", pattern: Lexer.NA });
export const OpenQuote = createToken({ name: "OpenQuote", pattern: Lexer.NA });
export const CloseQuote = createToken({ name: "CloseQuote", pattern: Lexer.NA });

const lexedTokens: TokenType[] = [
  WhiteSpace,
  Newline,
  Comment,
  Fence,
  QuotedString,
  UnterminatedString,
  ManaSymbol,
  LBrace,
  RBrace,
  Dash,
  Minus,
  Plus,
  Colon,
  Comma,
  Semicolon,
  Bullet,
  Period,
  Slash,
  LParen,
  RParen,
  Star,
  Possessive,
  Apostrophe,
  NumberLit,
  Word,
];

// ---------------------------------------------------------------------------------------------------------
// Vocabulary: word token types. Each entry: the token type name and the spellings that map to it. These are the
// kernel's words (used by its shared phrases or by several families); a word only one family uses is defined in
// that family (`words` in families/<name>/syntax.ts) and added below.

const vocabularySpec: [name: string, words: readonly string[]][] = [
  // card skeleton
  ["Card", ["card", "cards"]],
  ["Cost", ["cost"]],
  ["Type", ["type", "types"]],
  ["Loyalty", ["loyalty"]],
  ["Declare", ["declare"]],
  // types and kinds of objects
  ["TypeWord", TYPE_WORDS],
  ["SupertypeWord", SUPERTYPE_WORDS],
  ["Permanent", ["permanent", "permanents"]],
  ["Spell", ["spell", "spells"]],
  ["NonType", NON_TYPE_WORDS],
  ["ColorWord", COLOR_NAMES],
  ["KeywordWord", KEYWORD_WORDS],
  ["First", ["first"]],
  ["Double", ["double"]],
  ["Protection", ["protection"]],
  ["Strike", ["strike"]],
  // "split second" (Time Spiral, 502.58): "split", then the ordinal "second"
  ["Split", ["split"]],
  // amounts
  [
    "NumberWord",
    [
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
      "nine",
      "ten",
      "eleven",
      "twelve",
      "thirteen",
      "fourteen",
      "fifteen",
      "sixteen",
      "seventeen",
      "eighteen",
      "nineteen",
      "twenty",
    ],
  ],
  ["A", ["a", "an"]],
  ["X", ["x"]],
  // players and references
  ["You", ["you"]],
  ["Your", ["your"]],
  ["Player", ["player", "players"]],
  ["Opponent", ["opponent", "opponents"]],
  ["Each", ["each"]],
  ["Target", ["target"]],
  ["That", ["that"]],
  ["Those", ["those"]],
  ["It", ["it"]],
  ["Its", ["its"]],
  // "put them back" (look-at-library), "creatures with counters on them" (filters)
  ["Them", ["them"]],
  ["HeOrShe", ["he", "she"]],
  ["His", ["his"]],
  ["Her", ["her"]],
  ["They", ["they"]],
  ["Their", ["their"]],
  ["Or", ["or"]],
  ["And", ["and"]],
  ["Then", ["then"]],
  ["Another", ["another"]],
  // "a second target creature", "a third target creature or player" (409.1c: targets that differ from the earlier ones)
  ["Ordinal", ["second", "third"]],
  ["Other", ["other"]],
  ["All", ["all"]],
  ["Up", ["up"]],
  // "face down" (hideaway), "rounded down" (Traumatize)
  ["Down", ["down"]],
  ["To", ["to"]],
  ["Control", ["control", "controls"]],
  ["Controller", ["controller"]],
  ["Owner", ["owner"]],
  ["This", ["this"]],
  // verbs and nouns of effects
  ["Damage", ["damage"]],
  ["Draws", ["draw", "draws"]],
  ["Gains", ["gain", "gains"]],
  ["Life", ["life"]],
  ["Puts", ["put", "puts"]],
  // 2007's "counters placed on" (current: "put on"): static abilities and triggers say it
  ["Placed", ["placed"]],
  // "As an additional cost to play ~" (cost-additional), "its controller adds an additional {G}{G}" (mana)
  ["Additional", ["additional"]],
  // "target spell with a single target" (Shunt): a filter part (grammar/filters.ts)
  ["Single", ["single"]],
  ["Top", ["top"]],
  ["Of", ["of"]],
  ["Library", ["library"]],
  ["Into", ["into"]],
  ["Onto", ["onto"]],
  ["The", ["the"]],
  ["Battlefield", ["battlefield"]],
  ["Play", ["play"]],
  ["Graveyard", ["graveyard", "graveyards"]],
  ["Hand", ["hand"]],
  ["Counter", ["counter", "counters"]],
  // "if it had a -1/-1 counter on it" (Blowfly Infestation: an intervening "if" about the object as it last existed)
  ["Had", ["had"]],
  ["On", ["on"]],
  ["Creates", ["create", "creates"]],
  ["Token", ["token", "tokens"]],
  ["With", ["with"]],
  ["Until", ["until"]],
  ["End", ["end"]],
  ["Turn", ["turn"]],
  ["For", ["for"]],
  ["Game", ["game"]],
  ["Are", ["are"]],
  ["Is", ["is"]],
  ["Be", ["be"]],
  ["Step", ["step", "steps"]],
  ["From", ["from"]],
  ["Exiled", ["exiled"]],
  ["Removed", ["removed"]],
  ["Under", ["under"]],
  ["Converted", ["converted"]],
  ["Mana", ["mana"]],
  ["Value", ["value"]],
  ["Less", ["less"]],
  ["Fewer", ["fewer"]],
  ["Him", ["him"]],
  ["When", ["when"]],
  ["Whenever", ["whenever"]],
  ["At", ["at"]],
  ["Beginning", ["beginning"]],
  ["Upkeep", ["upkeep"]],
  ["Comes", ["come", "comes"]],
  ["Enters", ["enter", "enters"]],
  ["Leaves", ["leave", "leaves"]],
  ["If", ["if"]],
  ["Would", ["would"]],
  ["Effect", ["effect"]],
  ["More", ["more"]],
  ["Twice", ["twice"]],
  ["Times", ["times"]],
  ["Many", ["many"]],
  ["Much", ["much"]],
  ["Instead", ["instead"]],
  ["Places", ["place", "places"]],
  ["Dealt", ["dealt"]],
  ["Power", ["power"]],
  ["Toughness", ["toughness"]],
  ["Equal", ["equal"]],
  ["Total", ["total"]],
  ["In", ["in"]],
  // static abilities: "as long as", combat restrictions (families/static-modify; Auras grant them too)
  ["As", ["as"]],
  ["Long", ["long"]],
  ["Cant", ["can't", "cannot"]],
  // "can block only creatures with flying" (static-modify), "can block an additional creature [this turn]" (static-modify, continuous)
  ["Can", ["can"]],
  // "combat damage": prevention, and the triggers and restrictions that name combat damage
  ["Combat", ["combat"]],
  ["Attacks", ["attack", "attacks"]],
  ["Blocks", ["block", "blocks"]],
  ["Blocked", ["blocked"]],
  ["Except", ["except"]],
  ["By", ["by"]],
  ["Unblockable", ["unblockable"]],
  ["Able", ["able"]],
  // object filters' parts (issue 15): status, combat, negations, comparisons; players
  ["NonColor", NON_COLOR_WORDS],
  ["NonSupertype", NON_SUPERTYPE_WORDS],
  ["Tapped", ["tapped"]],
  ["Untapped", ["untapped"]],
  // how many colours: "colorless" (no colour; also a token's "colorless Shapeshifter"), "monocolored" (one),
  // "multicolored" (two or more)
  ["Colorless", ["colorless"]],
  ["Monocolored", ["monocolored"]],
  ["Multicolored", ["multicolored"]],
  ["Attacking", ["attacking"]],
  ["Blocking", ["blocking"]],
  ["Unblocked", ["unblocked"]],
  // "a nontoken creature" (Militia's Pride, Prowess of the Fair): a permanent that is not a token
  ["Nontoken", ["nontoken"]],
  ["Without", ["without"]],
  ["Greater", ["greater"]],
  ["Defending", ["defending"]],
  // "the number of …" (an amount: "equal to the number of creatures you control")
  ["Number", ["number"]],
  // Auras and Equipment: the keyword lines "Enchant creature", "Equip {2}", and the object they are attached to
  // ("enchanted creature", "equipped creature")
  ["Enchant", ["enchant"]],
  ["Equip", ["equip"]],
  ["Enchanted", ["enchanted"]],
  ["Equipped", ["equipped"]],
  // costs in words and activation restrictions ("Pay 2 life", "Tap an untapped creature you control", "Play this
  // ability only any time you could play a sorcery.", "Activate only once each turn.")
  ["Pay", ["pay"]],
  ["Activate", ["activate"]],
  ["Ability", ["ability", "abilities"]],
  ["Only", ["only"]],
  ["Any", ["any"]],
  ["Time", ["time"]],
  ["Could", ["could"]],
  ["Once", ["once"]],
  ["No", ["no"]],
  ["Than", ["than"]],
  // "a card named Empyrial Archangel" (an object filter), "named Wasp" (a token)
  ["Named", ["named"]],
  // "the sacrificed creature's power" (Brion Stoutarm): what the ability's cost sacrificed
  ["Sacrificed", ["sacrificed"]],
  ["Cycling", ["cycling"]],
  // typecycling (502.18): "Swampcycling {2}", "Basic landcycling {1}"; the type is read from the word itself
  ["Typecycling", ["plainscycling", "islandcycling", "swampcycling", "mountaincycling", "forestcycling", "landcycling"]],
  // keywords with a cost that change how a card is played (Lorwyn's evoke, Shards of Alara's unearth), and "When
  // you cycle ~" (the cycling trigger)
  ["Evoke", ["evoke"]],
  ["Unearth", ["unearth"]],
  // Morningtide's prowl: an alternative cost ("Prowl {1}{B}")
  ["Prowl", ["prowl"]],
  // Time Spiral's (and Odyssey's) flashback: an alternative cost paid to play the card from its owner's graveyard
  ["Flashback", ["flashback"]],
  // Time Spiral's (and Odyssey's) madness: "Madness {B}", an alternative cost of a discarded card (runtime/madness.ts)
  ["Madness", ["madness"]],
  // Coldsnap's recover: "Recover {2}{B}", a triggered ability of the card in its owner's graveyard (runtime/recover.ts)
  ["Recover", ["recover"]],
  // Time Spiral's suspend: "Suspend 4—{R}" (a number of time counters and a cost)
  ["Suspend", ["suspend"]],
  // Onslaught's and Time Spiral's morph (502.26): "Morph {2}{W}{W}", "Morph—Pay 5 life." (runtime/morph.ts)
  ["Morph", ["morph"]],
  // kicker (Invasion; Time Spiral, Planar Chaos, Zendikar): an optional additional cost ("Kicker {2}{G}"), and the
  // conditions on it: "If ~ was kicked, …", "When ~ comes into play, if it was kicked, …"
  ["Kicker", ["kicker"]],
  // buyback (Tempest; Time Spiral, Future Sight; 2007 rules 502.16): an optional additional cost ("Buyback {3}"); paid,
  // the spell goes to its owner's hand instead of the graveyard as it resolves (runtime/costs.ts, runtime/stack.ts)
  ["Buyback", ["buyback"]],
  // Planar Chaos's vanishing: "Vanishing 3" (time counters; runtime/vanishing.ts)
  ["Vanishing", ["vanishing"]],
  // Coldsnap's ripple: "Ripple 4" (a triggered ability of the spell; runtime/ripple.ts)
  ["Ripple", ["ripple"]],
  // Nemesis's fading: "Fading 3" (fade counters; runtime/fading.ts, 502.21)
  ["Fading", ["fading"]],
  // Ravnica's dredge: "Dredge 3" (a replacement of its owner's draws while the card is in the graveyard;
  // runtime/dredge.ts, 502.47)
  ["Dredge", ["dredge"]],
  // combat keywords with a number: "Bushido 2" (Champions of Kamigawa, 502.38), "Rampage 2" (Legends, 502.12):
  // triggered abilities of runtime/keyword-triggers.ts
  ["Bushido", ["bushido"]],
  ["Rampage", ["rampage"]],
  // "Poisonous 3" (Future Sight, 502.68): a keyword with its number, granted as any keyword ("have poisonous 1")
  ["Poisonous", ["poisonous"]],
  // upkeep costs of permanents: "Echo {5}{R}" (Urza's Saga; Time Spiral block), "Cumulative upkeep {1}" (Ice Age,
  // Coldsnap): runtime/upkeep-costs.ts
  ["Echo", ["echo"]],
  ["Cumulative", ["cumulative"]],
  ["Kicked", ["kicked"]],
  // an intervening "if" on the cost a permanent was played for: "When ~ comes into play, if its prowl cost was paid, …"
  // "you may …" (families/optional) and "Any player may play this ability." (an activation restriction)
  ["May", ["may"]],
  ["Was", ["was"]],
  // Eventide's "if {U} was spent to play ~"
  ["Spent", ["spent"]],
  ["Paid", ["paid"]],
  // an intervening "if" on this turn's life loss: "if an opponent lost 3 or more life this turn" (Sygg, River Cutthroat)
  ["Lost", ["lost"]],
  // Eventide's chroma: "the number of green mana symbols in the mana costs of permanents you control"
  ["Symbol", ["symbol", "symbols"]],
  ["Costs", ["costs"]],
  ["Cycle", ["cycle"]],
  // current wording of "is put into a graveyard from play": the object triggers' "When ~ dies" and the cycling
  // trigger's "When you cycle ~ or it dies"
  ["Dies", ["dies"]],
  // Several families' sentences: "Choose one —" (modes), "As ~ comes into play, you may choose a creature"
  // (copies), "choose a color".
  ["Choose", ["choose"]],
  // Several families' sentences: "search your library for a card, reveal it, …" (search), "Target player reveals
  // his or her hand." (reveal), and kinship's "you may reveal it".
  ["Reveal", ["reveal", "reveals"]],
  // devour: the keyword line "Devour 2" and the amount "for each creature it devoured" (families/replacement-as-enters)
  ["Devour", ["devour"]],
  ["Devoured", ["devoured"]],
  // amounts of what a resolution did before: "for each permanent destroyed this way" (Fracturing Gust)
  ["Destroyed", ["destroyed"]],
  // reinforce (Morningtide): the keyword line "Reinforce 1—{1}{W}"
  ["Reinforce", ["reinforce"]],
  // amounts defined after the sentence (amounts): "…, where X is the number of Merfolk you control."
  ["Where", ["where"]],
  // "the chosen color" (families/replacement-as-enters), a filter's "of the chosen type" (families/choose-type)
  ["Chosen", ["chosen"]],
  // naming a card (201.3 of 2007): "name a card" (families/name-card, replacement-as-enters), a filter's "with the
  // chosen name", "protection from the chosen name"
  ["Name", ["name"]],
];

/** Vocabulary token types by name. */
export const vocabulary = new Map<string, TokenType>();
/** Spelling (lower case, `’` as `'`) → token type. */
const wordTypes = new Map<string, TokenType>();

/** Where each vocabulary name and spelling was defined ("the kernel" or "family <name>"), to report a clash. */
const definedBy = new Map<string, string>();

function defineWords(owner: string, spec: Iterable<readonly [name: string, words: readonly string[]]>): void {
  for (const [name, words] of spec) {
    if (definedBy.has(name)) throw new Error(`grammar/lexer: the word type ${name} of ${owner} is already defined by ${definedBy.get(name)}`);
    definedBy.set(name, owner);
    const type = createToken({ name, pattern: Lexer.NA, categories: [AnyWord] });
    vocabulary.set(name, type);
    for (const word of words) {
      const spelling = word.replace(/’/g, "'");
      const previous = wordTypes.get(spelling);
      if (previous && previous !== type) {
        throw new Error(`grammar/lexer: "${spelling}" of ${owner} (${name}) is already the word ${previous.name} of ${definedBy.get(previous.name)}`);
      }
      wordTypes.set(spelling, type);
    }
  }
}

defineWords("the kernel", vocabularySpec);
for (const family of [...SYNTAX_FAMILIES, ...ABILITY_FAMILIES]) {
  if (family.words) defineWords(`family ${family.name}`, Object.entries(family.words));
}

/** The vocabulary token type of `name`; throws for a name not in the vocabulary (a bug in this module). */
export function vocab(name: string): TokenType {
  const type = vocabulary.get(name);
  if (!type) throw new Error(`grammar/lexer: no vocabulary token named ${name}`);
  return type;
}

/** Every token type, in the order the parser needs them. */
export const allTokenTypes: TokenType[] = [
  ...lexedTokens,
  AnyWord,
  SelfName,
  OpenQuote,
  CloseQuote,
  ...vocabulary.values(),
];

// ---------------------------------------------------------------------------------------------------------
// Public vocabulary lists for tools (TextMate grammar, completion)

export { KEYWORD_ABILITIES, CARD_TYPES, SUPERTYPES } from "./vocabulary.js";
/** Multi-word phrases the grammar knows as units (for highlighting and completion). */
export const KEYWORD_PHRASES: readonly string[] = [
  "comes into play",
  "enters the battlefield",
  "leaves play",
  "leaves the battlefield",
  "into play",
  "onto the battlefield",
  "remove from the game",
  "until end of turn",
  "for the rest of the game",
  "his or her",
  "he or she",
  "converted mana cost",
  "mana value",
  "to your mana pool",
  "up to",
  "at the beginning of",
  "first strike",
  "double strike",
  "protection from",
];
/** Every reserved word and phrase of the language (lower case words, then phrases). */
export const KEYWORDS: readonly string[] = [...new Set([...wordTypes.keys(), ...KEYWORD_PHRASES])];

// ---------------------------------------------------------------------------------------------------------
// Lexing

export const cardLexer = new Lexer(lexedTokens, {
  positionTracking: "onlyOffset",
  ensureOptimizations: true,
  // Chevrotain's checks of the token patterns cost every start tens of milliseconds and find nothing a test would
  // not: test/grammar/parser-construction.test.ts builds this lexer with them on.
  skipValidations: true,
});

/** The vocabulary type of a word, or `Word` when the word is not part of the vocabulary. */
export function classifyWord(image: string): TokenType {
  // Most words are written in lower case already: try the exact spelling before allocating a lower-case copy.
  const exact = wordTypes.get(image);
  if (exact) return exact;
  let lower = image.toLowerCase();
  if (lower.includes("’")) lower = lower.replace(/’/g, "'");
  return wordTypes.get(lower) ?? Word;
}

/** Re-types a Word token in place by the vocabulary. */
export function retypeWord(token: IToken): void {
  if (token.tokenType !== Word) return;
  const type = classifyWord(token.image);
  if (type === Word) return;
  token.tokenType = type;
  token.tokenTypeIdx = type.tokenTypeIdx!;
}

/** Number words a/an/one … twenty → value. */
const numberWords = new Map<string, number>([
  ["a", 1],
  ["an", 1],
  ["one", 1],
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["seven", 7],
  ["eight", 8],
  ["nine", 9],
  ["ten", 10],
  ["eleven", 11],
  ["twelve", 12],
  ["thirteen", 13],
  ["fourteen", 14],
  ["fifteen", 15],
  ["sixteen", 16],
  ["seventeen", 17],
  ["eighteen", 18],
  ["nineteen", 19],
  ["twenty", 20],
]);

export function numberWordValue(image: string): number | undefined {
  return numberWords.get(image.toLowerCase());
}
