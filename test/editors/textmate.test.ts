/**
 * The VS Code extension's TextMate grammar: generated from the lexers' vocabulary (so the two cannot drift), and
 * tokenizing real card and scenario text with vscode-textmate + vscode-oniguruma (the engine VS Code uses) gives
 * the expected scopes on keywords, costs, loyalty symbols, card names and comments.
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as oniguruma from "vscode-oniguruma";
import * as textmate from "vscode-textmate";
import { CARD_TYPES, KEYWORD_ABILITIES, KEYWORDS, SUPERTYPES } from "../../grammar/lexer.js";
import { KEYWORD_WORDS as SCENARIO_KEYWORDS } from "../../grammar/scenario/lexer.js";
import { GRAMMAR_PATH, grammarJson } from "../../editors/vscode/syntaxes/generate.mjs";

const require = createRequire(import.meta.url);
const REPO = path.resolve(import.meta.dirname, "../..");

let grammar: textmate.IGrammar;

beforeAll(async () => {
  const wasm = readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
      createOnigString: (text: string) => new oniguruma.OnigString(text),
    }),
    loadGrammar: async (scopeName: string) =>
      scopeName === "source.cardscript" ? textmate.parseRawGrammar(readFileSync(GRAMMAR_PATH, "utf8"), GRAMMAR_PATH) : null,
  });
  const loaded = await registry.loadGrammar("source.cardscript");
  if (!loaded) throw new Error("the cardscript grammar did not load");
  grammar = loaded;
});

interface Token {
  text: string;
  scopes: string[];
}

function tokenize(text: string): Token[][] {
  let state = textmate.INITIAL;
  return text.split(/\r?\n/).map((line) => {
    const result = grammar.tokenizeLine(line, state);
    state = result.ruleStack;
    return result.tokens.map((token) => ({ text: line.slice(token.startIndex, token.endIndex), scopes: token.scopes }));
  });
}

/** The scopes of the first token whose text is exactly `text` on a line containing `lineContaining`. */
function scopesOf(lines: Token[][], source: string, lineContaining: string, text: string): string[] {
  const index = source.split(/\r?\n/).findIndex((line) => line.includes(lineContaining));
  expect(index, `a line containing ${JSON.stringify(lineContaining)}`).toBeGreaterThanOrEqual(0);
  const token = lines[index].find((candidate) => candidate.text.trim() === text);
  expect(token, `a token ${JSON.stringify(text)} on line ${index + 1}: ${JSON.stringify(lines[index].map((t) => t.text))}`).toBeDefined();
  return token!.scopes;
}

const JACE = `# Lorwyn, October 2007
card "Jace Beleren"
  cost {1}{U}{U}
  type Planeswalker — Jace
  loyalty 3
  +2: Each player draws a card.
  −1: Target player draws a card.
  -10: Target player puts the top twenty cards of his or her library into his or her graveyard.

card "Serra Angel"   # a creature
  cost {3}{W}{W}
  type Creature — Angel
  4/4
  Flying, vigilance

card "Plains"
  type Basic Land — Plains
  ({T}: Add {W} to your mana pool.)
`;

describe("the TextMate grammar", () => {
  it("is exactly what the generator makes from the lexers' vocabulary (regenerate with editors/vscode/syntaxes/generate.mts)", () => {
    expect(readFileSync(GRAMMAR_PATH, "utf8")).toBe(grammarJson());
  });

  it("matches every reserved word and phrase of both lexers", () => {
    const source = readFileSync(GRAMMAR_PATH, "utf8");
    const raw = JSON.parse(source) as { repository: Record<string, { match?: string }> };
    const patterns = Object.values(raw.repository)
      .map((rule) => rule.match)
      .filter((match): match is string => typeof match === "string")
      .map((match) => new oniguruma.OnigScanner([match]));
    const matchedWhole = (word: string) =>
      patterns.some((scanner) => {
        const found = scanner.findNextMatchSync(new oniguruma.OnigString(word), 0);
        return found !== null && found.captureIndices[0].start === 0 && found.captureIndices[0].end === word.length;
      });
    const words = [...KEYWORDS, ...KEYWORD_ABILITIES, ...CARD_TYPES, ...SUPERTYPES, ...SCENARIO_KEYWORDS];
    const missing = words.filter((word) => !matchedWhole(word));
    expect(missing).toEqual([]);
  });

  it("gives every scope the .cardscript suffix", () => {
    const names = [...readFileSync(GRAMMAR_PATH, "utf8").matchAll(/"(?:name|contentName)": "([^"]+)"/g)].flatMap((match) => match[1].split(" "));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => name !== "cardscript" && !name.endsWith(".cardscript"))).toEqual([]);
  });

  it("scopes card names, keywords, costs, loyalty symbols and comments", () => {
    const lines = tokenize(JACE);
    expect(scopesOf(lines, JACE, "# Lorwyn", "# Lorwyn, October 2007")).toContain("comment.line.number-sign.cardscript");
    expect(scopesOf(lines, JACE, 'card "Jace', "card")).toContain("keyword.control.card.cardscript");
    expect(scopesOf(lines, JACE, 'card "Jace', '"Jace Beleren"')).toContain("entity.name.type.card.cardscript");
    expect(scopesOf(lines, JACE, "cost {1}", "cost")).toContain("keyword.other.section.cardscript");
    expect(scopesOf(lines, JACE, "cost {1}", "{1}")).toContain("constant.other.symbol.mana.cardscript");
    expect(scopesOf(lines, JACE, "cost {1}", "{U}")).toContain("constant.other.symbol.mana.cardscript");
    expect(scopesOf(lines, JACE, "type Planeswalker", "Planeswalker")).toContain("storage.type.card-type.cardscript");
    expect(scopesOf(lines, JACE, "loyalty 3", "3")).toContain("constant.numeric.loyalty.cardscript");
    expect(scopesOf(lines, JACE, "+2:", "+2")).toContain("constant.numeric.loyalty-cost.cardscript");
    expect(scopesOf(lines, JACE, "−1:", "−1")).toContain("constant.numeric.loyalty-cost.cardscript");
    expect(scopesOf(lines, JACE, "-10:", "-10")).toContain("constant.numeric.loyalty-cost.cardscript");
    expect(scopesOf(lines, JACE, "-10:", "his or her")).toContain("keyword.other.phrase.cardscript");
    expect(scopesOf(lines, JACE, "+2:", "draws")).toContain("keyword.other.word.cardscript");
    expect(scopesOf(lines, JACE, "Serra Angel", "# a creature")).toContain("comment.line.number-sign.cardscript");
    expect(scopesOf(lines, JACE, "4/4", "4/4")).toContain("constant.numeric.power-toughness.cardscript");
    expect(scopesOf(lines, JACE, "Flying, vigilance", "Flying")).toContain("support.constant.keyword-ability.cardscript");
    expect(scopesOf(lines, JACE, "Flying, vigilance", "vigilance")).toContain("support.constant.keyword-ability.cardscript");
    expect(scopesOf(lines, JACE, "Basic Land", "Basic")).toContain("storage.modifier.supertype.cardscript");
    expect(scopesOf(lines, JACE, "({T}", "{T}")).toContain("constant.other.symbol.tap.cardscript");
    // A word the grammar does not know stays plain.
    expect(scopesOf(lines, JACE, "type Creature", "Angel")).toEqual(["source.cardscript"]);
  });

  it("scopes scenario files: titles, players, keywords, loyalty costs, ordinals, comments", () => {
    const scenario = `scenario "212.9g: Shock aimed at Bob is redirected"   # redirection
  Alice battlefield: Mountain
  Bob battlefield: Jace Beleren with 3 loyalty counters
  Alice activates Jace Beleren +2
  Alice casts Shock targeting Bob's Grizzly Bears #2
  resolve
  expect Bob life 20
`;
    const lines = tokenize(scenario);
    expect(scopesOf(lines, scenario, "scenario", "scenario")).toContain("keyword.control.scenario.cardscript");
    expect(scopesOf(lines, scenario, "scenario", '"212.9g: Shock aimed at Bob is redirected"')).toContain("entity.name.section.scenario.cardscript");
    expect(scopesOf(lines, scenario, "scenario", "# redirection")).toContain("comment.line.number-sign.cardscript");
    expect(scopesOf(lines, scenario, "Alice battlefield", "Alice")).toContain("variable.language.player.cardscript");
    expect(scopesOf(lines, scenario, "activates", "activates")).toContain("keyword.control.scenario.cardscript");
    expect(scopesOf(lines, scenario, "activates", "+2")).toContain("constant.numeric.loyalty-cost.cardscript");
    expect(scopesOf(lines, scenario, "Grizzly", "#2")).toContain("constant.numeric.ordinal.cardscript");
    expect(scopesOf(lines, scenario, "expect Bob", "expect")).toContain("keyword.control.scenario.cardscript");
  });

  it("tokenizes every bundled card file: each card's name line and each loyalty ability get their scopes", () => {
    const folder = path.join(REPO, "reference");
    const files = existsSync(folder) ? readdirSync(folder, { recursive: true }).map(String).filter((file) => file.endsWith(".card")) : [];
    expect(files.length, "bundled cards in cards/").toBeGreaterThan(0);
    let names = 0;
    let loyaltyCosts = 0;
    for (const file of files) {
      const text = readFileSync(path.join(folder, file), "utf8");
      const lines = tokenize(text);
      text.split(/\r?\n/).forEach((line, index) => {
        const header = /^\s*card\s+("[^"]*")/.exec(line);
        if (header) {
          const token = lines[index].find((candidate) => candidate.text === header[1]);
          expect(token?.scopes, `${file}:${index + 1}`).toContain("entity.name.type.card.cardscript");
          names++;
        }
        const loyalty = /^\s*([+\-−](?:\d+|X)|0):/.exec(line);
        if (loyalty) {
          const token = lines[index].find((candidate) => candidate.text === loyalty[1]);
          expect(token?.scopes, `${file}:${index + 1}`).toContain("constant.numeric.loyalty-cost.cardscript");
          loyaltyCosts++;
        }
        const comment = /(^|\s)(#.*)$/.exec(line);
        if (comment && !/"[^"]*#/.test(line)) {
          const token = lines[index].find((candidate) => candidate.text.startsWith("#"));
          expect(token?.scopes, `${file}:${index + 1}`).toContain("comment.line.number-sign.cardscript");
        }
      });
    }
    expect(names).toBeGreaterThanOrEqual(26);
    expect(loyaltyCosts).toBeGreaterThanOrEqual(30);
  });
});
