/**
 * The LanguageCore (lsp/core.ts) backed by the project's grammar: grammar/index.ts (parse, validate, format,
 * render, explain) and grammar/scenario (parse, validate). This is the only file of the server that imports
 * the grammar's functions, and the only one that loads the compiler: `checkEscapeHatches` imports
 * compiler/escape-hatches.ts (the build's own block checks) on first use, for a file with a block.
 *
 * How per-block checking stays identical to `cardscript check` (which validates all files of a set together
 * with `validateCardSet`):
 * - A card's own checks depend only on the card and on the planeswalker types the set declares, so each block
 *   is validated alone with `declaredTypes` = every declaration of the set, and its declarations removed (they
 *   are checked set-wide, below).
 * - The set-wide checks are the declarations (a type declared twice, a type that is not one word) and duplicate
 *   card names. `validateSet` runs `validateCardSet` on exactly the parts of the set they read: every
 *   declaration, and the cards whose names occur more than once (usually none), with their ranges moved into
 *   their files, and keeps only what those checks report.
 * test/lsp/blocks.test.ts compares the result with `checkCardSources` on the bundled cards and on mutations.
 */
import type { Card, CardFile, SourceRange } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { explainCode, formatSource, parseCardFile, renderCard, validateCardSet, KNOWN_PLANESWALKER_TYPES } from "../grammar/index.js";
import { MAX_DIAGNOSTICS } from "../grammar/parse.js";
import { CARD_TYPES, KEYWORD_ABILITIES, KEYWORDS, SUPERTYPES } from "../grammar/lexer.js";
import { KEYWORD_WORDS as SCENARIO_KEYWORDS } from "../grammar/scenario/lexer.js";
import { PLAYER_NAMES, SCENARIO_ZONES, STEP_WORDS, joinCardNames, parseScenarioFile, validateScenarioFile } from "../grammar/scenario/index.js";
import { moveCard, moveDeclaration } from "./card-analysis.js";
import type { Vocabulary } from "./completion.js";
import type { LanguageCore, ParsedBlock, SetContext, SetFile } from "./core.js";
import { sentenceTemplates } from "./templates.js";

/** Duplicate card names across the set (grammar/codes-validation.ts). */
const DUPLICATE_NAME = "CS2013";
/** "N more problem(s) in this file are not shown" (grammar/parse.ts). */
const MORE_PROBLEMS = "CS1038";
/** A file without cards or declarations (grammar/parse.ts). */
const NO_CARDS_IN_FILE = "CS1016";

function declaredTypes(context: SetContext) {
  const planeswalker: string[] = [];
  const creature: string[] = [];
  for (const declaration of context.declarations) {
    const names = declaration.names.map((name) => name.name);
    if (declaration.what === "planeswalker type") planeswalker.push(...names);
    else creature.push(...names);
  }
  return { planeswalker, creature };
}

const NOWHERE = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };

function setFileAst(file: string, parts: Pick<CardFile, "declarations" | "cards">): CardFile {
  return { kind: "CardFile", file, range: NOWHERE, ...parts };
}

const nameKeys = new WeakMap<Card, string>();

/** Same key as the validator's duplicate check (NFC, case-insensitive), so candidates are never missed. */
function nameKey(card: Card): string {
  let key = nameKeys.get(card);
  if (key === undefined) {
    key = card.name.normalize("NFC").toLowerCase();
    nameKeys.set(card, key);
  }
  return key;
}

function unpadRange(range: SourceRange, lines: number): SourceRange {
  return {
    start: { offset: range.start.offset - lines, line: range.start.line - lines, column: range.start.column },
    end: { offset: range.end.offset - lines, line: range.end.line - lines, column: range.end.column },
  };
}

/** A diagnostic of a block parsed behind `lines` empty lines, with its ranges moved back into the block. */
function unpad(diagnostic: Diagnostic, lines: number): Diagnostic {
  const result: Diagnostic = { ...diagnostic, range: unpadRange(diagnostic.range, lines) };
  if (diagnostic.suggestions) result.suggestions = diagnostic.suggestions.map((s) => ({ ...s, range: unpadRange(s.range, lines) }));
  if (diagnostic.related) result.related = diagnostic.related.map((r) => (r.file === diagnostic.file ? { ...r, range: unpadRange(r.range, lines) } : r));
  return result;
}

/**
 * Whether some message of a block would read differently if the block started on another line. A message
 * without digits names no line; otherwise parse the block one line lower and compare the messages.
 */
function messagesDependOnLine(text: string, file: string, diagnostics: Diagnostic[]): boolean {
  // The count of problems not shown (CS1038) names no line: without this, a card with more problems than are
  // shown was parsed twice on every edit.
  if (!diagnostics.some((diagnostic) => diagnostic.code !== MORE_PROBLEMS && /\d/.test(diagnostic.message))) return false;
  const moved = parseCardFile(`\n${text}`, file).diagnostics;
  return moved.length !== diagnostics.length || moved.some((diagnostic, index) => diagnostic.message !== diagnostics[index].message);
}

export function createGrammarCore(): LanguageCore {
  const vocabulary: Vocabulary = {
    keywords: KEYWORDS,
    keywordAbilities: KEYWORD_ABILITIES,
    cardTypes: CARD_TYPES,
    supertypes: SUPERTYPES,
    planeswalkerTypes: KNOWN_PLANESWALKER_TYPES,
    sentenceTemplates: sentenceTemplates(),
    scenarioKeywords: SCENARIO_KEYWORDS,
    scenarioZones: SCENARIO_ZONES,
    scenarioSteps: STEP_WORDS.map(([words]) => words),
    players: PLAYER_NAMES,
  };

  return {
    vocabulary,

    async checkEscapeHatches(files: readonly { file: string; text: string }[]): Promise<Diagnostic[]> {
      // Loaded on first use, by the first file with a block: the compiler is never loaded for the others.
      const { escapeHatchDiagnosticsOf } = await import("../compiler/escape-hatches.js");
      return escapeHatchDiagnosticsOf(files);
    },

    maxSyntaxDiagnostics: MAX_DIAGNOSTICS,

    parseCardBlock(text: string, file: string, wholeFile: boolean, line: number): ParsedBlock {
      const { ast, diagnostics: relative } = parseCardFile(text, file);
      // A message may name another line of the file ("already has a cost line (line 109)"). Such a block (rare)
      // is parsed again behind `line` empty lines, which the grammar skips, so that its messages name lines of
      // the file; its ranges are then brought back to the block.
      const lineDependent = relative.length > 0 && messagesDependOnLine(text, file, relative);
      const diagnostics = lineDependent && line > 0 ? parseCardFile("\n".repeat(line) + text, file).diagnostics.map((d) => unpad(d, line)) : relative;
      // "This file holds no cards" is about a whole file: a block of comments before the first card is not one.
      const kept = wholeFile ? diagnostics : diagnostics.filter((diagnostic) => diagnostic.code !== NO_CARDS_IN_FILE);
      return { text, ast, diagnostics: kept, lineDependent };
    },

    validateCardBlock(block: ParsedBlock, context: SetContext): Diagnostic[] {
      const ast: CardFile = { ...block.ast, declarations: [] };
      return validateCardSet([{ ast, text: block.text, syntaxDiagnostics: block.diagnostics }], { declaredTypes: declaredTypes(context) })[0]!;
    },

    validateSet(files: SetFile[]): Diagnostic[] {
      const ordered = [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
      const diagnostics: Diagnostic[] = [];
      // Declarations, all of them: cheap (a set declares a handful of types).
      if (ordered.some((file) => file.blocks.some((block) => block.declarations.length > 0))) {
        const inputs = ordered.map((file) => ({
          ast: setFileAst(file.file, { declarations: file.blocks.flatMap((block) => block.declarations.map((declaration) => moveDeclaration(declaration, block.at))), cards: [] }),
          text: file.text,
        }));
        for (const list of validateCardSet(inputs)) diagnostics.push(...list);
      }
      // Duplicate names: only the cards whose name occurs more than once take part (usually none).
      const counts = new Map<string, number>();
      for (const file of ordered) {
        for (const block of file.blocks) for (const card of block.cards) counts.set(nameKey(card), (counts.get(nameKey(card)) ?? 0) + 1);
      }
      if ([...counts.values()].some((count) => count > 1)) {
        const inputs = ordered.map((file) => ({
          ast: setFileAst(file.file, {
            declarations: [],
            cards: file.blocks.flatMap((block) => block.cards.filter((card) => (counts.get(nameKey(card)) ?? 0) > 1).map((card) => moveCard(card, block.at))),
          }),
          text: file.text,
        }));
        for (const list of validateCardSet(inputs)) diagnostics.push(...list.filter((diagnostic) => diagnostic.code === DUPLICATE_NAME));
      }
      return diagnostics;
    },

    formatCardSource(text: string, file: string): string | undefined {
      return formatSource(text, file).text;
    },

    renderCard(card: Card): string {
      return renderCard(card);
    },

    explainCode(code: string): string | undefined {
      return explainCode(code);
    },

    parseScenario(text, file, set) {
      const { file: ast, diagnostics } = parseScenarioFile(text, file);
      const joined = joinCardNames(ast, set.cardNames);
      const validation = validateScenarioFile(ast, set.cardNames, { tokenNames: set.tokenNames });
      // In the order `cardscript test` reports them (runner/index.ts).
      const all = [...diagnostics, ...validation].sort((a, b) => a.range.start.offset - b.range.start.offset);
      return { ast: joined, diagnostics: all };
    },
  };
}
