/**
 * Chevrotain, loaded from its one-file build. The package's entry (`lib/src/api.js`) is ~700 ES modules (most of
 * them lodash-es): about 0.5 s to load in plain Node and more than a second through tsx, on every start of every
 * command. The same release ships the same code bundled in one file, `lib/chevrotain.mjs`, which loads in tens of
 * milliseconds. The package's "exports" does not expose that file, so it is found beside the resolved entry.
 *
 * Every grammar module imports Chevrotain's values from here (never from "chevrotain", which would load the
 * second copy, whose classes `instanceof` would not recognise); types still come from the package's own
 * declarations (`import type … from "chevrotain"` is erased and loads nothing).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Chevrotain = typeof import("chevrotain");

// `require.resolve` follows the package's "exports" (`require` condition): …/chevrotain/lib/src/api.js.
const entry = createRequire(import.meta.url).resolve("chevrotain");
const bundle = path.join(path.dirname(entry), "..", "chevrotain.mjs");
const chevrotain = (await import(pathToFileURL(bundle).href)) as Chevrotain;

export const { EarlyExitException, EmbeddedActionsParser, EOF, Lexer, LLkLookaheadStrategy, NoViableAltException, tokenMatcher } = chevrotain;
// The grammar's node classes (GAST) and the version, for the recorded grammar (grammar/grammar-recording.ts).
export const { Alternation, Alternative, getLookaheadPaths, NonTerminal, Option, Repetition, RepetitionMandatory, RepetitionMandatoryWithSeparator, RepetitionWithSeparator, Rule, Terminal, VERSION } =
  chevrotain;
export type Lexer = import("chevrotain").Lexer;

/**
 * Chevrotain's `createToken`, with the categories of the new token wired in directly. Chevrotain's own, given
 * `categories`, re-derives each category's list of member tokens from scratch (`augmentTokenTypes`: the whole
 * `categoryMatches` of every ancestor, walked through lodash), so defining the vocabulary's several hundred words,
 * each a member of `AnyWord`, cost time quadratic in its size at every start. A token is made here without its
 * categories (Chevrotain gives it its index and defaults), then added to each ancestor's `categoryMatchesMap` and
 * `categoryMatches` as `augmentTokenTypes` would: the new token's index is the highest so far, so appending keeps
 * `categoryMatches` in the ascending order Chevrotain derives it in. test/grammar/parser-construction.test.ts
 * compares every token of the grammar with the one Chevrotain's `createToken` makes.
 */
export function createToken(config: import("chevrotain").ITokenConfig): Token {
  const categories = config.categories === undefined ? [] : Array.isArray(config.categories) ? config.categories : [config.categories];
  // A category Chevrotain did not make (no `categoryMatchesMap` yet): its own createToken derives everything.
  if (categories.length === 0 || categories.some((category) => category.categoryMatchesMap === undefined)) return chevrotain.createToken(config);
  const { categories: _given, ...rest } = config;
  const token = chevrotain.createToken(rest);
  token.CATEGORIES = [...categories];
  const index = token.tokenTypeIdx!;
  const visit = (category: Token, path: readonly Token[]) => {
    if (path.includes(category)) return; // a cycle of categories: Chevrotain stops there too
    if (category.categoryMatchesMap![index] !== true) {
      category.categoryMatchesMap![index] = true;
      category.categoryMatches!.push(index);
    }
    category.isParent = true;
    for (const parent of category.CATEGORIES ?? []) visit(parent, [...path, category]);
  };
  for (const category of categories) visit(category, [token]);
  return token;
}
type Token = import("chevrotain").TokenType;
/** Chevrotain's own `createToken` (for the test that compares the two). */
export const chevrotainCreateToken = chevrotain.createToken;
export type { CustomPatternMatcherReturn, ILookaheadStrategy, IOrAlt, IToken, TokenType } from "chevrotain";

type Strategy = import("chevrotain").ILookaheadStrategy;
type AlternationOptions = Parameters<Strategy["buildLookaheadForAlternation"]>[0];
type OptionalOptions = Parameters<Strategy["buildLookaheadForOptional"]>[0];
type Decide<F> = F extends (...args: infer A) => infer R ? (this: unknown, ...args: A) => R : never;

/**
 * Chevrotain's LL(k) lookahead, each decision analysed the first time the parser reaches it instead of all of
 * them in `performSelfAnalysis`. The analysis of one alternation can cost hundreds of milliseconds (its
 * alternatives' token paths up to k tokens, through every phrase they can start with), and the whole grammar's
 * is most of a cold start; a command that parses one card reaches a few dozen of the grammar's decisions. Each
 * decision function is the one `LLkLookaheadStrategy` builds, from the same recorded grammar, so the parser
 * decides exactly as with the eager analysis; `analyseAll` builds every one now (the test that bounds the
 * analysis of the whole grammar, so a rule that makes it explode fails CI and not a user's card).
 * Validation (with `skipValidations: false`, in the grammar test) is the LL(k) strategy's own.
 */
export class LazyLookaheadStrategy extends LLkLookaheadStrategy {
  /** The decisions not analysed yet: analyseAll runs them. */
  private readonly pending = new Set<() => void>();

  override buildLookaheadForAlternation(options: AlternationOptions): ReturnType<Strategy["buildLookaheadForAlternation"]> {
    return this.lazily<Strategy["buildLookaheadForAlternation"]>(() => super.buildLookaheadForAlternation(options));
  }

  override buildLookaheadForOptional(options: OptionalOptions): ReturnType<Strategy["buildLookaheadForOptional"]> {
    return this.lazily<Strategy["buildLookaheadForOptional"]>(() => super.buildLookaheadForOptional(options));
  }

  /** Analyses every decision not analysed yet; returns how many. */
  analyseAll(): number {
    const pending = [...this.pending];
    for (const analyse of pending) analyse();
    return pending.length;
  }

  /** A decision function that analyses its decision on its first call, then runs the analysed function. */
  private lazily<F extends (...args: never[]) => unknown>(build: () => ReturnType<F>): ReturnType<F> {
    let decide: Decide<ReturnType<F>> | undefined;
    const analyse = () => {
      decide ??= build() as Decide<ReturnType<F>>;
      this.pending.delete(analyse);
    };
    this.pending.add(analyse);
    // The parser calls the function with itself as `this` (the analysed function reads `this.LA(i)`).
    return function (this: unknown, ...args: unknown[]) {
      if (decide === undefined) analyse();
      return (decide as (...a: unknown[]) => unknown).apply(this, args);
    } as ReturnType<F>;
  }
}
