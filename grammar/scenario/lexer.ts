/**
 * The `.scenario` lexer (Chevrotain). Line breaks are tokens: the language is line-based, and the parser
 * (parser.ts) reads one line at a time so that a mistake on one line never hides the lines after it.
 *
 * Keywords are lowercase and belong to the `Word` category, so that a card name may contain a keyword
 * ("Shock to the System"): the parser decides from context where a name ends.
 */
import { createToken, Lexer, type IToken, type TokenType } from "../chevrotain.js";

// Chevrotain 11 rebuilds patterns with the sticky flag and drops `u`, so \p{L} is unavailable: Latin letters
// (with Latin-1 and Latin Extended-A/B accents) cover every printed card name.
const LETTER = "A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F";
const WORD_CHAR = `${LETTER}0-9'\\u2019\\-`;
/** Lookahead: the word ends here. */
const END = `(?![${WORD_CHAR}])`;

/** Any word a card name may contain, keywords included (a category: matches `PlainWord` and every keyword). */
export const Word = createToken({ name: "Word", pattern: Lexer.NA });
/** A word that is not a keyword. */
export const PlainWord = createToken({ name: "PlainWord", pattern: new RegExp(`[${LETTER}][${WORD_CHAR}]*`), categories: [Word] });

const keywordNames = [
  "scenario", "rules", "seed", "turn", "life", "poison", "expect", "error",
  "casts", "plays", "suspends", "activates", "chooses", "resolve", "attacks", "blocks", "advance",
  "to", "with", "targeting", "and", "x", "tapped", "untapped", "counters", "counter",
  "loyalty", "damage", "lost", "has", "not", "lacks", "count", "controls", "no",
  "can", "cannot", "activate", "stack", "empty", "yes", "nothing",
  "hand", "library", "graveyard", "battlefield", "exile",
  "all",
] as const;
export type KeywordName = (typeof keywordNames)[number];

/** Keyword token types by their word. */
export const Keywords = new Map<string, TokenType>(
  keywordNames.map((word) => [
    word,
    createToken({ name: `Kw_${word}`, pattern: new RegExp(`${word}${END}`), longer_alt: PlainWord, categories: [Word], start_chars_hint: [word[0]] }),
  ]),
);
export const KEYWORD_WORDS: readonly string[] = keywordNames;

export const Newline = createToken({ name: "Newline", pattern: /\r?\n/, line_breaks: true });
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\uFEFF]+/, group: Lexer.SKIPPED });
/**
 * `#2` (followed by a space, a comma or the end of the line) is an ordinal (`Grizzly Bears #2`, `+1 #2`); any
 * other `#` starts a comment.
 */
export const Ordinal = createToken({ name: "Ordinal", pattern: /#\d+(?![^\s,])/, start_chars_hint: ["#"] });
export const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*/, group: Lexer.SKIPPED });
export const StringLiteral = createToken({ name: "String", pattern: /"[^"\r\n]*"|“[^”\r\n]*”/, start_chars_hint: ['"', "“"] });
/** `+1/+1`, `-1/-1`: a counter kind. */
export const SignedPT = createToken({ name: "SignedPT", pattern: /[+\-−]\d+\/[+\-−]\d+/, start_chars_hint: ["+", "-", "−"] });
/** `2/2`: power and toughness. */
export const PowerToughness = createToken({ name: "PowerToughness", pattern: /\d+\/\d+/ });
/** `+2`, `-1`, `−1`, `-X`: a loyalty cost. */
export const LoyaltyCost = createToken({ name: "LoyaltyCost", pattern: new RegExp(`[+\\-\u2212](?:\\d+|X)${END}`), start_chars_hint: ["+", "-", "−"] });
/** `X=3` */
export const XAssign = createToken({ name: "XAssign", pattern: /X\s*=\s*\d+/, longer_alt: PlainWord, start_chars_hint: ["X"] });
/** `x3` after a card name in an expectation. */
export const Times = createToken({ name: "Times", pattern: new RegExp(`x\\d+${END}`), start_chars_hint: ["x"] });
export const NumberLiteral = createToken({ name: "Number", pattern: /\d+/ });
/** `{2}`, `{T}`, `{W}` in an ability's cost text. */
export const ManaSymbol = createToken({ name: "ManaSymbol", pattern: /\{[^}\r\n]*\}/, start_chars_hint: ["{"] });
export const Comma = createToken({ name: "Comma", pattern: /,/ });
export const Colon = createToken({ name: "Colon", pattern: /:/ });
/** `Alice's` / `Bob's` before a card name. */
export const Possessive = createToken({ name: "Possessive", pattern: new RegExp(`(?:Alice|Bob)['\u2019]s${END}`), start_chars_hint: ["A", "B"] });
export const Alice = createToken({ name: "Alice", pattern: new RegExp(`Alice${END}`), longer_alt: PlainWord, start_chars_hint: ["A"] });
export const Bob = createToken({ name: "Bob", pattern: new RegExp(`Bob${END}`), longer_alt: PlainWord, start_chars_hint: ["B"] });

export const allTokens: TokenType[] = [
  Newline,
  WhiteSpace,
  Ordinal,
  Comment,
  StringLiteral,
  SignedPT,
  PowerToughness,
  LoyaltyCost,
  XAssign,
  Times,
  NumberLiteral,
  ManaSymbol,
  Comma,
  Colon,
  Possessive,
  Alice,
  Bob,
  ...Keywords.values(),
  PlainWord,
  Word,
];

export const scenarioLexer = new Lexer(allTokens, {
  positionTracking: "full",
  ensureOptimizations: true,
  skipValidations: true,
});

export function keyword(word: KeywordName): TokenType {
  const type = Keywords.get(word);
  if (!type) throw new Error(`not a scenario keyword: ${word}`);
  return type;
}

export type { IToken };
