import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { CardLineParser, cardLineParser, useCardLineParser } from "../../grammar/parser.js";
import { parseCardFile } from "../../grammar/parse.js";
import { replayedRules } from "../../grammar/grammar-recording.js";
// Chevrotain's values from the grammar's own copy (grammar/chevrotain.ts): the trees are that copy's classes.
import { chevrotainCreateToken, createToken, getLookaheadPaths, LazyLookaheadStrategy, Lexer, LLkLookaheadStrategy, type TokenType } from "../../grammar/chevrotain.js";
import { cardLexer } from "../../grammar/lexer.js";
import type { Rule } from "chevrotain";

// The parser analyses each decision (an OR, OPTION, MANY …) the first time it reaches it (grammar/chevrotain.ts,
// LazyLookaheadStrategy). A grammar change can make one decision's LL(k) analysis explode (one once took 145 s):
// with lazy analysis that would surface only when a user's card reaches it, so this test analyses them all, as
// the production parser is built (validations off), and bounds its CPU time generously (about 1.5 s today; CPU
// time, not wall time, so that a loaded machine does not fail it).
const BOUND_MS = 15_000;

describe("constructing the card parser", () => {
  it("analyses every decision of the grammar within a generous bound", () => {
    const started = process.cpuUsage();
    const parser = new CardLineParser();
    const analysed = parser.analyseAllDecisions();
    const used = process.cpuUsage(started);
    const elapsed = (used.user + used.system) / 1000;
    expect(analysed).toBeGreaterThan(100);
    expect(elapsed, `building the parser and analysing its ${analysed} decisions took ${elapsed.toFixed(0)} ms of CPU`).toBeLessThan(BOUND_MS);
    // Every decision is analysed once: none is left.
    expect(parser.analyseAllDecisions()).toBe(0);
  });

  it("analyses only the decisions the cards reach, and parses them as the fully analysed parser does", () => {
    // The parser parseCardFile uses (this file's own: vitest gives each test file fresh modules).
    const lazy = cardLineParser();
    const total = countPending(lazy);
    const folder = fileURLToPath(new URL("../../reference/", import.meta.url));
    const cards = readdirSync(folder).filter((name) => name.endsWith(".card")).sort().map((name) => readFileSync(path.join(folder, name), "utf8"));
    expect(cards.length).toBeGreaterThan(10);
    const parseAll = () => JSON.stringify(cards.map((text, index) => parseCardFile(text, `${index}.card`)));
    const lazily = parseAll();
    const reached = total - countPending(lazy);
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThan(total);
    expect(lazy.analyseAllDecisions()).toBe(total - reached);
    expect(parseAll()).toBe(lazily);
  });
});

describe("the parser's lookahead functions", () => {
  it("are made rule by rule as the parser enters a rule, and parse as those made for every rule at once", () => {
    const folder = fileURLToPath(new URL("../../reference/", import.meta.url));
    const cards = readdirSync(folder).filter((name) => name.endsWith(".card")).sort().map((name) => readFileSync(path.join(folder, name), "utf8"));
    const rulesLeft = (parser: CardLineParser) => (parser as unknown as { rulesWithoutLookahead?: Map<number, unknown> }).rulesWithoutLookahead?.size ?? 0;
    const parseAll = () => JSON.stringify(cards.map((text, index) => parseCardFile(text, `${index}.card`)));
    try {
      // Rule by rule: a fresh parser has made none, and the reference cards do not enter every rule.
      const byRule = new CardLineParser();
      const rules = rulesLeft(byRule);
      expect(rules).toBeGreaterThan(100);
      useCardLineParser(byRule);
      parseCardFile(cards[0], "first.card");
      expect(rulesLeft(byRule)).toBeGreaterThan(0);
      expect(rulesLeft(byRule)).toBeLessThan(rules);
      const lazily = parseAll();
      // Every rule's at once (Chevrotain's own order of work), before any parse.
      const allAtOnce = new CardLineParser();
      allAtOnce.decisionsNotAnalysed();
      expect(rulesLeft(allAtOnce)).toBe(0);
      useCardLineParser(allAtOnce);
      expect(parseAll()).toBe(lazily);
    } finally {
      useCardLineParser(undefined);
    }
  });
});

function countPending(parser: CardLineParser): number {
  return parser.decisionsNotAnalysed();
}

// The built package replays the grammar recorded by `npm run build` (grammar/grammar-recording.ts) instead of
// running every rule in Chevrotain's recording mode at each start.
// An OR decides with its alternatives' paths indexed by their first token (grammar/chevrotain.ts), not with
// Chevrotain's own function, which tries every path of every alternative in order: the fast path, checked here
// against the plain one on every card of the repository (the bundled sets included), with their diagnostics.
describe("the indexed decisions of an OR", () => {
  it("parse every card of the repository as Chevrotain's own decision functions do", () => {
    const texts = repositoryCards();
    expect(texts.length).toBeGreaterThan(1000);
    const parseAll = () => JSON.stringify(texts.map(([name, text]) => parseCardFile(text, name)));
    const plain = new CardLineParser({ chevrotainsOwnDecisions: true });
    const chevrotains = vi.spyOn(LLkLookaheadStrategy.prototype, "buildLookaheadForAlternation");
    try {
      useCardLineParser(new CardLineParser());
      const indexed = parseAll();
      expect(chevrotains).not.toHaveBeenCalled();
      useCardLineParser(plain);
      expect(parseAll()).toBe(indexed);
      expect(chevrotains).toHaveBeenCalled();
    } finally {
      useCardLineParser(undefined);
      chevrotains.mockRestore();
    }
  });

  it("decide cards with mistakes as Chevrotain's own do (where each line stops, and why)", () => {
    const texts = repositoryCards().filter((_, index) => index % 10 === 0);
    // Each card with one word dropped, one word doubled and two lines swapped: the parse fails somewhere, and the
    // diagnostics say where; the two parsers must say the same.
    const broken = texts.flatMap(([name, text]) => {
      const words = text.split(" ");
      const middle = Math.floor(words.length / 2);
      const lines = text.split("\n");
      return [
        [name, [...words.slice(0, middle), ...words.slice(middle + 1)].join(" ")],
        [name, [...words.slice(0, middle), words[middle], ...words.slice(middle)].join(" ")],
        [name, [lines[0], lines[lines.length - 2] ?? "", ...lines.slice(1)].join("\n")],
      ] as [string, string][];
    });
    const parseAll = () => JSON.stringify(broken.map(([name, text]) => parseCardFile(text, name)));
    try {
      useCardLineParser(new CardLineParser());
      const indexed = parseAll();
      expect(indexed).toContain('"severity":"error"');
      useCardLineParser(new CardLineParser({ chevrotainsOwnDecisions: true }));
      expect(parseAll()).toBe(indexed);
    } finally {
      useCardLineParser(undefined);
    }
  });
});

describe("the recorded grammar", () => {
  it("replays into the same rule trees, and every decision analyses to the same lookahead paths", () => {
    const recorded = new CardLineParser();
    const recording = JSON.parse(JSON.stringify(recorded.grammarRecording()));
    expect(recording.rules.length).toBeGreaterThan(100);
    const replayed = new CardLineParser({ recording });
    // Every node of every rule, with every own property, as the recording parser has it.
    expect(replayed.grammarRecording()).toEqual(recorded.grammarRecording());
    const recordedRules = recorded.getGAstProductions();
    const replayedRules = replayed.getGAstProductions();
    expect(Object.keys(replayedRules)).toEqual(Object.keys(recordedRules));
    // The trees were rebuilt, not shared; their rule references are resolved to the replaying parser's own rules.
    const sample = Object.keys(recordedRules)[0];
    expect(replayedRules[sample]).not.toBe(recordedRules[sample]);
    expect(Object.getPrototypeOf(replayedRules[sample])).toBe(Object.getPrototypeOf(recordedRules[sample]));
    // The replayed trees are resolved and analysable: the lookahead of decisions (what the parser decides with)
    // from both trees gives the same token paths. A sample of the rules (the trees' equality covers them all).
    for (const name of Object.keys(recordedRules).filter((_, index) => index % 8 === 0)) {
      for (const decision of decisionsOf(recordedRules[name])) {
        const paths = (rule: Rule) => getLookaheadPaths({ occurrence: decision.idx, rule, prodType: decision.type, maxLookahead: decision.maxLookahead ?? 4 }).map((alternative) => alternative.map((path) => path.map((token) => token.name)));
        expect(paths(replayedRules[name]), `${name}: ${decision.type} ${decision.idx}`).toEqual(paths(recordedRules[name]));
      }
    }
  });

  it("with its decisions' lookahead paths, parses every card of the repository as the analysing parser does", () => {
    // As npm run build ships it: the rules and every decision's paths (analysed once, here).
    const recording = JSON.parse(JSON.stringify(new CardLineParser().grammarRecording({ withDecisions: true })));
    expect(Object.keys(recording.decisions).length).toBeGreaterThan(100);
    const replaying = new CardLineParser({ recording });
    // Its decisions are built from the recorded paths: none is analysed (the analysis would call this).
    const analysed = vi.spyOn(LazyLookaheadStrategy.prototype, "analyseAlternation");
    const analysedOptional = vi.spyOn(LLkLookaheadStrategy.prototype, "buildLookaheadForOptional");
    const texts = repositoryCards();
    expect(texts.length).toBeGreaterThan(40);
    const parseAll = () => JSON.stringify(texts.map(([name, text]) => parseCardFile(text, name)));
    try {
      useCardLineParser(replaying);
      const replayed = parseAll();
      expect(replaying.analyseAllDecisions()).toBeGreaterThan(0);
      expect(analysed).not.toHaveBeenCalled();
      expect(analysedOptional).not.toHaveBeenCalled();
      useCardLineParser(new CardLineParser());
      expect(replayed).toBe(parseAll());
    } finally {
      useCardLineParser(undefined);
      analysed.mockRestore();
      analysedOptional.mockRestore();
    }
  });

  it("is not replayed by a parser whose rules or tokens differ from the recording's: that parser records its own", () => {
    const parser = new CardLineParser();
    const recording = parser.grammarRecording();
    const rules = (parser as unknown as { definedRulesNames: string[] }).definedRulesNames;
    const tokens = Object.values((parser as unknown as { tokensMap: Record<string, TokenType> }).tokensMap);
    expect(replayedRules(recording, rules, tokens)?.size).toBe(rules.length);
    expect(replayedRules({ ...recording, rules: [...recording.rules].reverse() }, rules, tokens)).toBeUndefined();
    expect(replayedRules({ ...recording, tokenNames: recording.tokenNames.slice(1) }, rules, tokens)).toBeUndefined();
    expect(replayedRules({ ...recording, chevrotain: "0.0.0" }, rules, tokens)).toBeUndefined();
    expect(replayedRules({ ...recording, format: 0 }, rules, tokens)).toBeUndefined();
    expect(replayedRules({ ...recording, trees: recording.trees.map((tree) => ({ ...tree, class: "NoSuchNode" })) }, rules, tokens)).toBeUndefined();
    expect(replayedRules(undefined, rules, tokens)).toBeUndefined();
    expect(replayedRules("not a recording", rules, tokens)).toBeUndefined();
    // A recording given to a parser of other families is ignored: it records its rules and parses as before.
    expect(() => new CardLineParser({ recording: { ...recording, rules: ["nothing"] } })).not.toThrow();
  });
});

/** The decisions (OR, OPTION, MANY, AT_LEAST_ONE …) of a rule's tree, with their occurrence index. */
function decisionsOf(rule: Rule): { type: "Alternation" | "Option" | "Repetition" | "RepetitionMandatory" | "RepetitionMandatoryWithSeparator" | "RepetitionWithSeparator"; idx: number; maxLookahead?: number }[] {
  const found: ReturnType<typeof decisionsOf> = [];
  const visit = (node: { constructor: { name: string }; idx?: number; maxLookahead?: number; definition?: unknown[] }) => {
    const type = node.constructor.name;
    if (["Alternation", "Option", "Repetition", "RepetitionMandatory", "RepetitionMandatoryWithSeparator", "RepetitionWithSeparator"].includes(type)) {
      found.push({ type: type as ReturnType<typeof decisionsOf>[number]["type"], idx: node.idx!, maxLookahead: node.maxLookahead });
    }
    if (type !== "NonTerminal") for (const child of node.definition ?? []) visit(child as typeof node);
  };
  for (const child of rule.definition) visit(child as unknown as Parameters<typeof visit>[0]);
  return found;
}

describe("the grammar's tokens", () => {
  it("get the categories Chevrotain's own createToken gives them (grammar/chevrotain.ts wires them in directly)", () => {
    type Made = Record<string, TokenType>;
    const make = (create: typeof createToken, prefix: string): Made => {
      const made: Made = {};
      made.A = create({ name: `${prefix}A`, pattern: Lexer.NA });
      made.B = create({ name: `${prefix}B`, pattern: Lexer.NA, categories: [made.A] });
      made.C = create({ name: `${prefix}C`, pattern: /c/, categories: made.B });
      made.D = create({ name: `${prefix}D`, pattern: /d/, categories: [made.A, made.B] });
      made.E = create({ name: `${prefix}E`, pattern: /e/, categories: [made.C] });
      made.F = create({ name: `${prefix}F`, pattern: /f/ });
      return made;
    };
    const shape = (made: Made) => {
      const nameOf = new Map(Object.entries(made).map(([letter, token]) => [token.tokenTypeIdx, letter]));
      return Object.fromEntries(
        Object.entries(made).map(([letter, token]) => [
          letter,
          {
            categories: (token.CATEGORIES ?? []).map((category) => nameOf.get(category.tokenTypeIdx)),
            matches: (token.categoryMatches ?? []).map((index) => nameOf.get(index)),
            map: Object.keys(token.categoryMatchesMap ?? {}).map((index) => nameOf.get(Number(index))),
            isParent: token.isParent,
          },
        ]),
      );
    };
    expect(shape(make(createToken, "Ours"))).toEqual(shape(make(chevrotainCreateToken, "Theirs")));
    // And on the grammar itself: each token's members are exactly the tokens below it, in ascending index order.
    const tokens = Object.values((cardLineParser() as unknown as { tokensMap: Record<string, TokenType> }).tokensMap);
    const ancestorsOf = (token: TokenType): Set<TokenType> => new Set((token.CATEGORIES ?? []).flatMap((category) => [category, ...ancestorsOf(category)]));
    for (const token of tokens) {
      const members = tokens.filter((other) => ancestorsOf(other).has(token)).map((other) => other.tokenTypeIdx!).sort((a, b) => a - b);
      expect(token.categoryMatches, token.name).toEqual(members);
      expect(token.isParent, token.name).toBe(members.length > 0);
    }
  });

  it("are lexed by a lexer that passes Chevrotain's lexer validations (skipped at start)", () => {
    const definition = (cardLexer as unknown as { lexerDefinition: TokenType[] }).lexerDefinition;
    expect(definition.length).toBeGreaterThan(10);
    const validated = new Lexer(definition, { positionTracking: "onlyOffset", ensureOptimizations: true, skipValidations: false });
    expect(validated.lexerDefinitionErrors).toEqual([]);
  });
});

/** Every .card file of the repository's reference, cards, examples and test folders (with many sentences each), by path. */
function repositoryCards(): [string, string][] {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const found: [string, string][] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      // Not the temporary folders tests make (and remove) while they run.
      if (entry.isDirectory()) {
        if (!entry.name.startsWith("tmp-") && !entry.name.startsWith(".") && entry.name !== "node_modules") walk(relative);
      }
      else if (entry.name.endsWith(".card")) found.push([relative, readFileSync(path.join(root, relative), "utf8")]);
    }
  };
  for (const folder of ["reference", "cards", "examples", "test"]) walk(folder);
  return found.sort(([a], [b]) => (a < b ? -1 : 1));
}
