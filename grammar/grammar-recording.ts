/**
 * The parser's recorded grammar, kept as data so that a start of the built package does not record it again.
 *
 * Chevrotain learns a parser's grammar by running every rule once in a "recording" mode (`performSelfAnalysis`:
 * the GAST, one `Rule` tree of Alternation/Option/Terminal/NonTerminal … nodes per rule). For this grammar that
 * is a few hundred rules and the largest single cost of a cold `check` after module loading. The recording
 * depends only on the grammar's code, which never changes in an installed package: `npm run build`
 * (bin/build-dist.js) records it once, from the built parser itself, into `dist/grammar/grammar-recording.json`,
 * and the parser of that build replays it (each rule's tree rebuilt from the data instead of running the rule).
 *
 * Safety: the data names the Chevrotain version, every rule and every token in the parser's own order; a parser
 * whose rules or tokens differ in any way (another build, a test's own families) records as before. The sources
 * (run through tsx by contributors and the tests) have no such file and always record. Every own property of
 * every node is kept (not only what Chevrotain's `serializeGrammar` prints: it drops `hasPredicates`,
 * `ignoreAmbiguities` and `maxLookahead`, which the lookahead reads), and a property of a kind this file does
 * not know makes the build fail rather than lose it.
 */
import {
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
  VERSION,
  getLookaheadPaths,
  type KnownPaths,
  type LookaheadPaths,
  type TokenType,
} from "./chevrotain.js";

/** The file's name, beside the built parser module (dist/grammar/). */
export const RECORDING_FILE = "grammar-recording.json";

const FORMAT = 2;

/** The GAST node classes, by the name the data gives them. */
const NODE_CLASSES: Record<string, { prototype: object }> = {
  Rule,
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Terminal,
};

/** One node as data: its class, its scalar properties, its children (`_definition`), its token types by name. */
interface RecordedNode {
  class: string;
  scalars: Record<string, string | number | boolean | null>;
  tokens?: Record<string, string>;
  children?: RecordedNode[];
}

export interface GrammarRecording {
  format: number;
  chevrotain: string;
  /** The parser's rule names, in the order it defined them, and its token types' names, in its order. */
  rules: string[];
  tokenNames: string[];
  trees: RecordedNode[];
  /**
   * The lookahead paths of every decision (`getLookaheadPaths`, what the parser's lazy analysis computes on first
   * use: grammar/chevrotain.ts), by `decisionKey`, each token as its index in `tokenNames`: the JSON of each
   * decision's paths (`number[][][]`) as a string, parsed when the parser first reaches the decision. A start that
   * parses one card reaches a few dozen of the ~600 decisions: their ~30,000 arrays are not made at every start.
   */
  decisions?: Record<string, string>;
}

/** The decision kinds Chevrotain analyses (its `LookaheadProductionType`s), as the GAST classes are named. */
const DECISION_KINDS = new Set(["Alternation", "Option", "Repetition", "RepetitionMandatory", "RepetitionMandatoryWithSeparator", "RepetitionWithSeparator"]);

function decisionKey(rule: string, kind: string, occurrence: number, maxLookahead: number): string {
  return `${rule} ${kind} ${occurrence} ${maxLookahead}`;
}

/**
 * The lookahead paths of every decision of the rules, analysed now, as the parser would on first use: each with
 * its own MAX_LOOKAHEAD, or the parser's (`maxLookahead`), as Chevrotain's `preComputeLookaheadFunctions` gives it.
 */
export function recordDecisions(rules: readonly string[], trees: Record<string, object>, tokenTypes: readonly TokenType[], maxLookahead: number): Record<string, string> {
  const indexOf = new Map(tokenTypes.map((token, index) => [token, index]));
  const decisions: Record<string, string> = {};
  for (const name of rules) {
    const rule = trees[name] as import("chevrotain").Rule;
    const visit = (node: { constructor: { name: string }; idx?: number; maxLookahead?: number; definition?: object[] }) => {
      const kind = node.constructor.name;
      if (DECISION_KINDS.has(kind)) {
        const k = node.maxLookahead || maxLookahead;
        const paths = getLookaheadPaths({ occurrence: node.idx!, rule, prodType: kind as "Option", maxLookahead: k });
        decisions[decisionKey(name, kind, node.idx!, k)] = JSON.stringify(
          paths.map((alternative) =>
            alternative.map((path) =>
              path.map((token) => {
                const index = indexOf.get(token);
                if (index === undefined) throw new Error(`grammar recording: the token type ${token.name} on a lookahead path is not the parser's`);
                return index;
              }),
            ),
          ),
        );
      }
      // A rule reference is its own rule's (its definition is the referenced rule's: not this rule's decisions).
      if (kind !== "NonTerminal") for (const child of node.definition ?? []) visit(child as typeof node);
    };
    visit(rule as unknown as Parameters<typeof visit>[0]);
  }
  return decisions;
}

/** The recorded decisions' paths, decoded on first use, for a recording `replayedRules` accepted. */
export function knownPathsOf(recording: unknown, tokenTypes: readonly TokenType[]): KnownPaths | undefined {
  const decisions = (recording as Partial<GrammarRecording>).decisions;
  if (typeof decisions !== "object" || decisions === null) return undefined;
  return (rule, kind, occurrence, maxLookahead) => {
    const text = (decisions as Record<string, unknown>)[decisionKey(rule, kind, occurrence, maxLookahead)];
    if (typeof text !== "string") return undefined;
    let encoded: unknown;
    try {
      encoded = JSON.parse(text);
    } catch {
      return undefined;
    }
    // Not this parser's data after all (see below): the decision is analysed as without a recording.
    if (!Array.isArray(encoded) || !encoded.every((alternative) => Array.isArray(alternative) && alternative.every((path) => Array.isArray(path)))) return undefined;
    const decoded: LookaheadPaths = [];
    for (const alternative of encoded as number[][][]) {
      const paths: TokenType[][] = [];
      for (const path of alternative) {
        const tokens = path.map((index) => tokenTypes[index]);
        // Not this parser's data after all: the decision is analysed as without a recording.
        if (tokens.some((token) => token === undefined)) return undefined;
        paths.push(tokens);
      }
      decoded.push(paths);
    }
    return decoded;
  };
}

/** Properties holding token types (a Terminal's, a separated repetition's separator). */
const TOKEN_PROPERTIES = new Set(["terminalType", "separator"]);

function recordNode(node: object): RecordedNode {
  const className = node.constructor.name;
  if (NODE_CLASSES[className]?.prototype !== Object.getPrototypeOf(node)) throw new Error(`grammar recording: a node of an unknown class (${className})`);
  const recorded: RecordedNode = { class: className, scalars: {} };
  for (const [key, value] of Object.entries(node)) {
    // Resolved from the rule names when the parser analyses its grammar (Chevrotain's "Grammar Resolving").
    if (key === "referencedRule") continue;
    if (key === "_definition") recorded.children = (value as object[]).map(recordNode);
    else if (TOKEN_PROPERTIES.has(key)) (recorded.tokens ??= {})[key] = (value as TokenType).name;
    else if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") recorded.scalars[key] = value;
    else if (value !== undefined) throw new Error(`grammar recording: the ${className} property '${key}' is of a kind the recording does not keep`);
  }
  return recorded;
}

/** The recording of a parser's grammar: its rules' trees (after `performSelfAnalysis`), its rule and token order. */
export function recordGrammar(rules: readonly string[], trees: Record<string, object>, tokenTypes: readonly TokenType[]): GrammarRecording {
  const tokenNames = tokenTypes.map((token) => token.name);
  if (new Set(tokenNames).size !== tokenNames.length) throw new Error("grammar recording: two token types share a name, so a Terminal could not be named");
  return { format: FORMAT, chevrotain: VERSION, rules: [...rules], tokenNames, trees: rules.map((name) => recordNode(trees[name])) };
}

/**
 * The rules' trees rebuilt from a recording, by rule name; undefined when the recording is not of this parser
 * (another Chevrotain, other rules or tokens, another format): the parser then records its grammar itself.
 */
export function replayedRules(recording: unknown, rules: readonly string[], tokenTypes: readonly TokenType[]): Map<string, object> | undefined {
  const data = recording as Partial<GrammarRecording> | undefined;
  if (data?.format !== FORMAT || data.chevrotain !== VERSION || !sameList(data.rules, rules) || !sameList(data.tokenNames, tokenTypes.map((token) => token.name))) return undefined;
  const tokens = new Map(tokenTypes.map((token) => [token.name, token]));
  const rebuild = (node: RecordedNode): object => {
    const prototype = NODE_CLASSES[node.class]?.prototype;
    if (prototype === undefined) throw new NotThisGrammar();
    // The node's own properties exactly as the recording found them (its constructor would add defaults first).
    const rebuilt: Record<string, unknown> = Object.assign(Object.create(prototype) as Record<string, unknown>, node.scalars);
    if (node.children) rebuilt._definition = node.children.map(rebuild);
    for (const [key, name] of Object.entries(node.tokens ?? {})) {
      const token = tokens.get(name);
      if (token === undefined) throw new NotThisGrammar();
      rebuilt[key] = token;
    }
    return rebuilt;
  };
  try {
    return new Map(rules.map((name, index) => [name, rebuild(data.trees![index])]));
  } catch (error) {
    // Data that does not describe this parser's nodes: recorded again, never a crash at start.
    if (error instanceof NotThisGrammar || error instanceof TypeError) return undefined;
    throw error;
  }
}

class NotThisGrammar extends Error {}

function sameList(recorded: unknown, actual: readonly string[]): boolean {
  return Array.isArray(recorded) && recorded.length === actual.length && recorded.every((entry, index) => entry === actual[index]);
}

/**
 * Makes `parser`'s coming `performSelfAnalysis` take each rule's tree from `rules` instead of running the rule in
 * recording mode (Chevrotain's `topLevelRuleRecord`, called once per rule); returns the function that undoes it.
 */
export function replayDuring(parser: object, rules: ReadonlyMap<string, object>): () => void {
  const target = parser as { topLevelRuleRecord: (name: string) => object; enableRecording: () => void; disableRecording: () => void };
  target.topLevelRuleRecord = (name: string) => {
    const tree = rules.get(name);
    // replayedRules gives a tree for every rule of the parser, or nothing at all.
    if (tree === undefined) throw new Error(`grammar recording: no recorded tree for the rule ${name}`);
    return tree;
  };
  // No rule runs in recording mode, so the recording mode's methods (set on the parser, then deleted one by one)
  // are not installed at all.
  target.enableRecording = () => {};
  target.disableRecording = () => {};
  return () => {
    const own = target as Partial<typeof target>;
    delete own.topLevelRuleRecord;
    delete own.enableRecording;
    delete own.disableRecording;
  };
}
