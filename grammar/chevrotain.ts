/**
 * Chevrotain, loaded from its one-file build. The package's entry (`lib/src/api.js`) is ~700 ES modules (most of
 * them lodash-es): about 0.5 s to load in plain Node and more than a second through tsx, on every start of every
 * command. The same release ships the same code bundled in one file, `lib/chevrotain.mjs`, which loads in tens of
 * milliseconds. The package's "exports" does not expose that file, so it is found in the package's folder.
 *
 * Every grammar module imports Chevrotain's values from here (never from "chevrotain", which would load the
 * second copy, whose classes `instanceof` would not recognise); types still come from the package's own
 * declarations (`import type … from "chevrotain"` is erased and loads nothing).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { installedPackageFolder } from "./installed-package.js";

type Chevrotain = typeof import("chevrotain");

/**
 * `lib/chevrotain.mjs` of the chevrotain package Node resolves from here (installed-package.ts: without setting up
 * the CommonJS resolver, ~5-12 ms of every start that loads the grammar). When no node_modules folder has it,
 * `require.resolve` finds the package (NODE_PATH, global folders): it follows the package's "exports" (`require`
 * condition) to …/chevrotain/lib/src/api.js, beside which the bundle is.
 */
function chevrotainBundle(): string {
  const root = installedPackageFolder(import.meta.url, "chevrotain");
  if (root !== null) return path.join(root, "lib", "chevrotain.mjs");
  const entry = createRequire(import.meta.url).resolve("chevrotain");
  return path.join(path.dirname(entry), "..", "chevrotain.mjs");
}

const chevrotain = (await import(pathToFileURL(chevrotainBundle()).href)) as Chevrotain;

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
 * decision is made from the paths `LLkLookaheadStrategy` analyses, from the same grammar, by the functions below:
 * Chevrotain's own, except that an OR's paths are indexed by their first token (an OR of the grammar has up to
 * dozens of alternatives with many paths each, and the next token rules out nearly all of them), so the parser
 * decides exactly as with the eager analysis (test/grammar/parser-construction.test.ts parses every card both
 * ways: `chevrotainsOwnDecisions` builds Chevrotain's functions). `analyseAll` builds every one now (the test
 * that bounds the analysis of the whole grammar, so a rule that makes it explode fails CI and not a user's card).
 * Validation (with `skipValidations: false`, in the grammar test) is the LL(k) strategy's own.
 */
export class LazyLookaheadStrategy extends LLkLookaheadStrategy {
  /** The decisions not analysed yet: analyseAll runs them. */
  private readonly pending = new Set<() => void>();
  private knownPaths: KnownPaths | undefined;
  /** Decide with Chevrotain's own alternation functions (the plain path the indexed one is tested against). */
  private readonly chevrotainsOwnDecisions: boolean;

  constructor(options: { maxLookahead: number; chevrotainsOwnDecisions?: boolean }) {
    super({ maxLookahead: options.maxLookahead });
    this.chevrotainsOwnDecisions = options.chevrotainsOwnDecisions === true;
  }

  /**
   * Lookahead paths analysed earlier from this very grammar (the built package's recording, grammar/
   * grammar-recording.ts): a decision found there is built from its paths instead of being analysed.
   */
  useKnownPaths(known: KnownPaths): void {
    this.knownPaths = known;
  }

  override buildLookaheadForAlternation(options: AlternationOptions): ReturnType<Strategy["buildLookaheadForAlternation"]> {
    return this.lazily<Strategy["buildLookaheadForAlternation"]>(() => {
      if (this.chevrotainsOwnDecisions) return super.buildLookaheadForAlternation(options);
      const paths =
        this.knownPaths?.(options.rule.name, "Alternation", options.prodOccurrence, options.maxLookahead) ??
        this.analyseAlternation(options.rule, options.prodOccurrence, options.maxLookahead);
      return alternativesDecision(paths, options.hasPredicates, options.dynamicTokensEnabled) as ReturnType<Strategy["buildLookaheadForAlternation"]>;
    });
  }

  override buildLookaheadForOptional(options: OptionalOptions): ReturnType<Strategy["buildLookaheadForOptional"]> {
    return this.lazily<Strategy["buildLookaheadForOptional"]>(() => {
      const paths = this.knownPaths?.(options.rule.name, String(options.prodType), options.prodOccurrence, options.maxLookahead);
      return paths ? (singleAlternativeDecision(paths, options.dynamicTokensEnabled) as ReturnType<Strategy["buildLookaheadForOptional"]>) : super.buildLookaheadForOptional(options);
    });
  }

  /** The LL(k) analysis of an OR (what a recording's known paths spare): its alternatives' token paths. */
  analyseAlternation(rule: AlternationOptions["rule"], occurrence: number, maxLookahead: number): LookaheadPaths {
    return getLookaheadPaths({ occurrence, rule, prodType: "Alternation", maxLookahead }) as LookaheadPaths;
  }

  /** How many decisions (of those whose functions were made) are not analysed yet. */
  pendingCount(): number {
    return this.pending.size;
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
    // The parser calls the function with itself as `this` (the analysed function reads `this.LA(i)`), and with at
    // most one argument (an OR's alternatives, for their gates): passed on as it is, without a rest array.
    return function (this: unknown, alternatives?: unknown) {
      if (decide === undefined) analyse();
      return (decide as (a?: unknown) => unknown).call(this, alternatives);
    } as ReturnType<F>;
  }
}

/** A decision's lookahead paths (Chevrotain's `getLookaheadPaths`): per alternative, the token sequences that choose it. */
export type LookaheadPaths = Token[][][];
/** The known paths of a rule's decision (its kind: "Alternation", "Option", "Repetition" …), if any. */
export type KnownPaths = (rule: string, kind: string, occurrence: number, maxLookahead: number) => LookaheadPaths | undefined;

interface DecidingParser {
  LA_FAST(howMuch: number): import("chevrotain").IToken;
}
type Matcher = (token: import("chevrotain").IToken, type: Token) => boolean;

// The decision functions below are derived from Chevrotain 11.2 (Apache License 2.0, Copyright the Chevrotain authors: node_modules/chevrotain/LICENSE.txt).
// They are its own (`buildAlternativesLookAheadFunc`,
// `buildSingleAlternativeLookaheadFunction` and the matcher choice of `buildLookaheadFuncForOr`, in
// lib/src/parse/grammar/lookahead.ts, which the package does not export), without lodash: given the paths its
// analysis computes, the parser decides exactly as after that analysis. Check them on a Chevrotain upgrade.

/** Chevrotain's choice: the plain index comparison when no token on the paths has members. */
function matcherOf(paths: LookaheadPaths): Matcher {
  const categoriesUsed = paths.some((alternative) => alternative.some((path) => path.some((type) => (type.categoryMatches?.length ?? 0) > 0)));
  return categoriesUsed ? tokenMatcher : (token, type) => token.tokenTypeIdx === type.tokenTypeIdx;
}

/** An OR's decision: the index of the first alternative one of whose paths the next tokens match. */
function alternativesDecision(alternatives: LookaheadPaths, hasPredicates: boolean, dynamicTokensEnabled: boolean): (this: DecidingParser, orAlts?: { GATE?: () => boolean }[]) => number | undefined {
  const matches = matcherOf(alternatives);
  const matchesPath = (parser: DecidingParser, path: Token[]) => {
    for (let i = 0; i < path.length; i++) if (!matches(parser.LA_FAST(i + 1), path[i])) return false;
    return true;
  };
  if (hasPredicates) {
    const byFirstToken = dynamicTokensEnabled ? undefined : pathsByFirstToken(alternatives);
    if (byFirstToken !== undefined) {
      // As below, among the paths whose first token is the next one; each alternative's gate is asked once, before
      // its first such path, in the plain order (gates are pure: they look ahead and put back what they touched).
      return function (this: DecidingParser, orAlts) {
        const candidates = byFirstToken[this.LA_FAST(1).tokenTypeIdx!];
        if (candidates === undefined) return undefined;
        let gated = -1;
        let open = false;
        for (let c = 0; c < candidates.length; c++) {
          const { alternative, path } = candidates[c];
          if (alternative !== gated) {
            gated = alternative;
            const gate = orAlts?.[alternative]?.GATE;
            open = gate === undefined || gate.call(this) !== false;
          }
          if (open && matchesFrom(this, path, 1)) return alternative;
        }
        return undefined;
      };
    }
    return function (this: DecidingParser, orAlts) {
      for (let t = 0; t < alternatives.length; t++) {
        const gate = orAlts?.[t]?.GATE;
        if (gate !== undefined && gate.call(this) === false) continue;
        for (const path of alternatives[t]) if (matchesPath(this, path)) return t;
      }
      return undefined;
    };
  }
  if (!dynamicTokensEnabled && alternatives.every((alternative) => alternative.every((path) => path.length === 1))) {
    // One token decides: a table from the token's index (and each of its members' indexes) to the first alternative.
    const choiceToAlt: Record<number, number> = {};
    alternatives.forEach((alternative, index) => {
      for (const path of alternative) {
        const type = path[0];
        if (!Object.prototype.hasOwnProperty.call(choiceToAlt, type.tokenTypeIdx!)) choiceToAlt[type.tokenTypeIdx!] = index;
        for (const member of type.categoryMatches ?? []) if (!Object.prototype.hasOwnProperty.call(choiceToAlt, member)) choiceToAlt[member] = index;
      }
    });
    return function (this: DecidingParser) {
      return choiceToAlt[this.LA_FAST(1).tokenTypeIdx!];
    };
  }
  const byFirstToken = dynamicTokensEnabled ? undefined : pathsByFirstToken(alternatives);
  if (byFirstToken !== undefined) {
    // The same first match, among only the paths whose first token is the next one (most decisions have dozens of
    // alternatives, each with several paths, and the next token rules out nearly all of them).
    return function (this: DecidingParser) {
      const candidates = byFirstToken[this.LA_FAST(1).tokenTypeIdx!];
      if (candidates === undefined) return undefined;
      for (let c = 0; c < candidates.length; c++) if (matchesFrom(this, candidates[c].path, 1)) return candidates[c].alternative;
      return undefined;
    };
  }
  return function (this: DecidingParser) {
    for (let t = 0; t < alternatives.length; t++) for (const path of alternatives[t]) if (matchesPath(this, path)) return t;
    return undefined;
  };
}

/** A path of a decision's alternative, as indexed by its first token. */
interface Candidate {
  alternative: number;
  path: Token[];
}

/**
 * The paths of an OR's alternatives indexed by the token index that matches their first token (the type's own
 * index and, for a category, every member's), each index's paths in the order the plain decision tries them
 * (alternative by alternative, path by path): the first candidate that matches the following tokens is the
 * alternative the plain decision returns. Undefined when a path is empty (it matches any next token: the plain
 * loop decides).
 */
function pathsByFirstToken(alternatives: LookaheadPaths): Candidate[][] | undefined {
  const table: Candidate[][] = [];
  for (let alternative = 0; alternative < alternatives.length; alternative++) {
    for (const path of alternatives[alternative]) {
      if (path.length === 0) return undefined;
      const first = path[0];
      const indexes = [first.tokenTypeIdx!, ...(first.categoryMatches ?? [])];
      for (const index of new Set(indexes)) (table[index] ??= []).push({ alternative, path });
    }
  }
  return table;
}

/** Whether the tokens from the `from`-th next one match `path` from its `from`-th token on. */
function matchesFrom(parser: DecidingParser, path: Token[], from: number): boolean {
  for (let i = from; i < path.length; i++) if (!tokenMatcher(parser.LA_FAST(i + 1), path[i])) return false;
  return true;
}

/** An OPTION's or a repetition's decision (paths: [inside, after]; the matcher is chosen from both): enter it? */
function singleAlternativeDecision(paths: LookaheadPaths, dynamicTokensEnabled: boolean): (this: DecidingParser) => boolean {
  const matches = matcherOf(paths);
  const inside = paths[0];
  if (!dynamicTokensEnabled && inside.every((path) => path.length === 1)) {
    const single = inside.flat();
    if (single.length === 1 && (single[0].categoryMatches?.length ?? 0) === 0) {
      const expected = single[0].tokenTypeIdx;
      return function (this: DecidingParser) {
        return this.LA_FAST(1).tokenTypeIdx === expected;
      };
    }
    const chosen: boolean[] = [];
    for (const type of single) {
      chosen[type.tokenTypeIdx!] = true;
      for (const member of type.categoryMatches ?? []) chosen[member] = true;
    }
    return function (this: DecidingParser) {
      return chosen[this.LA_FAST(1).tokenTypeIdx!] === true;
    };
  }
  return function (this: DecidingParser) {
    nextPath: for (const path of inside) {
      for (let i = 0; i < path.length; i++) if (!matches(this.LA_FAST(i + 1), path[i])) continue nextPath;
      return true;
    }
    return false;
  };
}
