/**
 * The language features, as pure functions of an up-to-date document state (lsp/server.ts `documentFor`):
 * completion, hover, formatting, definition, references, symbols, folding ranges and code actions.
 *
 * Everything here reads the project's AST and diagnostics; nothing parses text. The only text inspection is of
 * the line before the cursor, to choose which completions make sense there.
 */
import {
  CodeActionKind,
  CompletionItemKind,
  DiagnosticSeverity,
  FoldingRangeKind,
  InsertTextFormat,
  MarkupKind,
  SymbolKind,
  type CodeAction,
  type CodeActionParams,
  type CompletionItem,
  type Diagnostic as LspDiagnostic,
  type DocumentSymbol,
  type FoldingRange,
  type Hover,
  type Location,
  type Position,
  type Range,
  type TextEdit,
} from "vscode-languageserver";
import type { Ability, Card, LoyaltyAbility } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { CardName, ScenarioFile } from "../grammar/scenario/ast.js";
import type { TextBlock } from "./blocks.js";
import type { AnalysedBlock } from "./card-analysis.js";
import { comparePositions, rangeContains, toLspRange } from "./positions.js";
import type { CardscriptServer, DocumentState } from "./server.js";
import { fileToUri } from "./uris.js";
import { absoluteRange, type IndexedCard } from "./workspace.js";

// ---------------------------------------------------------------------------------------------------------
// Diagnostics

const SEVERITIES = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const;

/** What a code action needs, carried on the LSP diagnostic (clients send it back in codeAction requests). */
export interface DiagnosticData {
  suggestions: { message: string; range: Range; replacement: string }[];
}

/**
 * A grammar diagnostic as an LSP diagnostic. `lineDelta` moves ranges of a block-relative diagnostic into the
 * file; related locations in the same file move with it, those in other files are already absolute.
 */
export function toLspDiagnostic(diagnostic: Diagnostic, lineDelta: number, file: string): LspDiagnostic {
  const result: LspDiagnostic = {
    range: toLspRange(diagnostic.range, lineDelta),
    severity: SEVERITIES[diagnostic.severity] ?? DiagnosticSeverity.Error,
    code: diagnostic.code,
    source: "cardscript",
    message: diagnostic.message,
  };
  if (diagnostic.related && diagnostic.related.length > 0) {
    result.relatedInformation = diagnostic.related.map((related) => ({
      location: { uri: fileToUri(related.file), range: toLspRange(related.range, related.file === file ? lineDelta : 0) },
      message: related.message,
    }));
  }
  if (diagnostic.suggestions && diagnostic.suggestions.length > 0) {
    const data: DiagnosticData = {
      suggestions: diagnostic.suggestions.map((suggestion) => ({
        message: suggestion.message,
        range: toLspRange(suggestion.range, lineDelta),
        replacement: suggestion.replacement,
      })),
    };
    result.data = data;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Locating things under the cursor

/** The block holding `line` (0-based), and the line relative to it. */
function blockAt(blocks: AnalysedBlock[], line: number): AnalysedBlock | undefined {
  let low = 0;
  let high = blocks.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const block = blocks[middle].block;
    const lines = lineCount(block);
    if (line < block.line) high = middle - 1;
    else if (line >= block.line + lines && middle < blocks.length - 1) low = middle + 1;
    else return blocks[middle];
  }
  return undefined;
}

const lineCounts = new WeakMap<TextBlock, number>();
function lineCount(block: TextBlock): number {
  let count = lineCounts.get(block);
  if (count === undefined) {
    count = 1;
    for (let index = block.text.indexOf("\n"); index !== -1; index = block.text.indexOf("\n", index + 1)) count++;
    if (block.text.endsWith("\n")) count--;
    lineCounts.set(block, Math.max(count, 1));
  }
  return count;
}

interface CardHit {
  card: Card;
  block: TextBlock;
  /** Position relative to the block. */
  line: number;
  character: number;
}

function cardAt(state: DocumentState, position: Position): CardHit | undefined {
  if (!state.card) return undefined;
  const analysed = blockAt(state.card.blocks, position.line);
  if (!analysed) return undefined;
  const line = position.line - analysed.block.line;
  for (const card of analysed.parsed.ast.cards) {
    if (rangeContains(card.range, line, position.character)) return { card, block: analysed.block, line, character: position.character };
  }
  return undefined;
}

function scenarioNameAt(state: DocumentState, position: Position): CardName | undefined {
  return state.scenario?.cardNames.find((name) => rangeContains(name.range, position.line, position.character));
}

/** Every CardName node of a scenario file (after joining names that contain commas). */
export function scenarioCardNames(ast: ScenarioFile): CardName[] {
  const names: CardName[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === "object") {
      const node = value as { kind?: unknown };
      if (node.kind === "CardName") names.push(value as CardName);
      else for (const [key, child] of Object.entries(value)) if (key !== "range" && key !== "titleRange") visit(child);
    }
  };
  visit(ast.blocks);
  return names;
}

function cardsNamed(server: CardscriptServer, name: string): IndexedCard[] {
  const byName = server.index.cardsByName();
  const exact = byName.get(name);
  if (exact) return exact;
  const lower = name.toLowerCase();
  for (const [candidate, cards] of byName) if (candidate.toLowerCase() === lower) return cards;
  return [];
}

function cardLocation(card: IndexedCard): Location {
  return { uri: card.uri, range: toLspRange(absoluteRange(card.card.nameRange, card.block)) };
}

// ---------------------------------------------------------------------------------------------------------
// Hover

const RULE_212_9F =
  "212.9f Each planeswalker has a number of activated abilities. A player may play an activated ability of a planeswalker only during a main phase of his or her turn, when he or she has priority and the stack is empty, and only if none of its activated abilities have been played that turn. The cost to play an activated ability of a planeswalker is to put on or remove from that planeswalker a certain number of loyalty counters, as shown by the loyalty symbol in the ability's cost. An ability with a negative loyalty cost can't be played unless the planeswalker has at least that many loyalty counters on it.";

function counters(amount: number | "X"): string {
  if (amount === "X") return "X loyalty counters";
  return `${amount} loyalty counter${amount === 1 ? "" : "s"}`;
}

function describeLoyaltyCost(ability: LoyaltyAbility, cardName: string): string {
  const { sign, amount } = ability.cost;
  if (sign === "+") {
    return `**Cost:** put ${counters(amount)} on ${cardName}. Counters put on as a cost are not placed by an effect, so Doubling Season does not double them.`;
  }
  if (sign === "-") {
    const need = amount === "X" ? "X (you choose X; X can't exceed its loyalty)" : String(amount);
    return `**Cost:** remove ${counters(amount)} from ${cardName}. It can't be activated unless ${cardName} has at least ${need} loyalty counter${amount === 1 ? "" : "s"} on it.`;
  }
  return `**Cost:** none (0): loyalty does not change, but it still counts as this planeswalker's loyalty ability for the turn.`;
}

function sourceText(text: string, block: TextBlock, range: { start: { offset: number }; end: { offset: number } }): string {
  return text.slice(block.offset + range.start.offset, block.offset + range.end.offset);
}

function codeBlock(text: string): string {
  return ["```cardscript", text.replace(/```/g, "`\u200b``").trimEnd(), "```"].join("\n");
}

export function hover(server: CardscriptServer, state: DocumentState, position: Position): Hover | null {
  const text = state.open.document.getText();
  const parts: string[] = [];
  let range: Range | undefined;
  if (state.card) {
    const hit = cardAt(state, position);
    if (hit) {
      const { card, block, line, character } = hit;
      if (rangeContains(card.nameRange, line, character)) {
        parts.push(codeBlock(server.core.renderCard(card)));
        range = toLspRange(card.nameRange, block.line);
      } else {
        const ability = card.abilities.find((candidate: Ability) => rangeContains(candidate.range, line, character));
        if (ability?.kind === "Loyalty") {
          const cost = sourceText(text, block, ability.cost.range).trim();
          const body = sourceText(text, block, ability.body.range).trim();
          parts.push(
            `**Loyalty ability ${cost}** of ${card.name}`,
            describeLoyaltyCost(ability, card.name),
            `**Effect:** ${body}`,
            "Activate it only as a sorcery (your main phase, empty stack, while you hold priority), and only once per turn for all of this planeswalker's loyalty abilities.",
            `> ${RULE_212_9F}`,
          );
          range = toLspRange(ability.range, block.line);
        }
      }
    }
  } else if (state.scenario) {
    const name = scenarioNameAt(state, position);
    if (name) {
      const cards = cardsNamed(server, name.name);
      if (cards.length > 0) {
        parts.push(codeBlock(server.core.renderCard(cards[0].card)));
        if (cards.length > 1) parts.push(`_${cards.length} cards of the workspace have this name._`);
      } else {
        parts.push(`No card named "${name.name}" in the workspace.`);
      }
      range = toLspRange(name.range);
    }
  }
  // Diagnostic codes under the cursor: their explanation.
  for (const diagnostic of diagnosticsAt(server, state, position)) {
    const code = typeof diagnostic.code === "string" ? diagnostic.code : undefined;
    if (!code) continue;
    const explanation = server.core.explainCode(code);
    parts.push(explanation ?? `**${code}**: ${diagnostic.message}`);
    range ??= diagnostic.range;
  }
  if (parts.length === 0) return null;
  return { contents: { kind: MarkupKind.Markdown, value: parts.join("\n\n") }, range };
}

function inLspRange(range: Range, position: Position): boolean {
  return comparePositions(range.start, position) <= 0 && comparePositions(position, range.end) <= 0;
}

function diagnosticsAt(server: CardscriptServer, state: DocumentState, position: Position): LspDiagnostic[] {
  return currentDiagnostics(server, state).filter((diagnostic) => inLspRange(diagnostic.range, position));
}

export function currentDiagnostics(server: CardscriptServer, state: DocumentState): LspDiagnostic[] {
  if (state.card) return server.cardDiagnostics(state.entry, state.card);
  if (state.scenario) return state.scenario.diagnostics.map((diagnostic) => toLspDiagnostic(diagnostic, 0, state.entry.file));
  return [];
}

// ---------------------------------------------------------------------------------------------------------
// Formatting

export function formatting(server: CardscriptServer, state: DocumentState): TextEdit[] | null {
  if (!state.card) return null; // scenario files have no printer
  const text = state.open.document.getText();
  const formatted = server.core.formatCardSource(text, state.entry.file);
  if (formatted === undefined || formatted === text) return [];
  const end = state.open.document.positionAt(text.length);
  return [{ range: { start: { line: 0, character: 0 }, end }, newText: formatted }];
}

// ---------------------------------------------------------------------------------------------------------
// Definition and references

function nameUnderCursor(server: CardscriptServer, state: DocumentState, position: Position): string | undefined {
  if (state.card) {
    const hit = cardAt(state, position);
    if (hit && rangeContains(hit.card.nameRange, hit.line, hit.character)) return hit.card.name;
    return undefined;
  }
  return scenarioNameAt(state, position)?.name;
}

export function definition(server: CardscriptServer, state: DocumentState, position: Position): Location[] | null {
  const name = nameUnderCursor(server, state, position);
  if (name === undefined) return null;
  const cards = cardsNamed(server, name);
  return cards.length > 0 ? cards.map(cardLocation) : null;
}

export function references(server: CardscriptServer, state: DocumentState, position: Position, includeDeclaration: boolean): Location[] | null {
  const name = nameUnderCursor(server, state, position);
  if (name === undefined) return null;
  const lower = name.toLowerCase();
  const locations: Location[] = [];
  if (includeDeclaration) locations.push(...cardsNamed(server, name).map(cardLocation));
  for (const entry of server.index.scenarioFiles()) {
    const analysis = server.scenarioAnalysis(entry);
    for (const cardName of analysis.cardNames) {
      if (cardName.name.toLowerCase() === lower) locations.push({ uri: entry.uri, range: toLspRange(cardName.range) });
    }
  }
  return locations;
}

// ---------------------------------------------------------------------------------------------------------
// Symbols and folding

function abilitySymbolKind(ability: Ability): SymbolKind {
  switch (ability.kind) {
    case "Loyalty":
    case "Activated":
      return SymbolKind.Method;
    case "Triggered":
      return SymbolKind.Event;
    case "Keywords":
      return SymbolKind.Property;
    default:
      return SymbolKind.Field;
  }
}

function firstLine(text: string): string {
  const line = text.split(/\r?\n/, 1)[0]!.trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line || "(empty)";
}

export function documentSymbols(state: DocumentState): DocumentSymbol[] {
  const text = state.open.document.getText();
  if (state.card) {
    const symbols: DocumentSymbol[] = [];
    for (const analysed of state.card.blocks) {
      const block = analysed.block;
      for (const card of analysed.parsed.ast.cards) {
        const range = toLspRange(card.range, block.line);
        const typeLine = sourceText(text, block, card.typeLine.range).trim();
        symbols.push({
          name: card.name || "(unnamed card)",
          detail: typeLine.replace(/^type\s+/i, ""),
          kind: SymbolKind.Class,
          range,
          selectionRange: clampInside(toLspRange(card.nameRange, block.line), range),
          children: card.abilities.map((ability) => {
            const abilityRange = toLspRange(ability.range, block.line);
            return {
              name: firstLine(sourceText(text, block, ability.range)),
              kind: abilitySymbolKind(ability),
              range: abilityRange,
              selectionRange: abilityRange,
            };
          }),
        });
      }
    }
    return symbols;
  }
  if (state.scenario?.ast) {
    return state.scenario.ast.blocks.map((block) => {
      const range = toLspRange(block.range);
      return { name: block.title || "(untitled scenario)", kind: SymbolKind.Module, range, selectionRange: clampInside(toLspRange(block.titleRange), range) };
    });
  }
  return [];
}

function clampInside(inner: Range, outer: Range): Range {
  if (comparePositions(inner.start, outer.start) < 0 || comparePositions(inner.end, outer.end) > 0) return { start: outer.start, end: outer.start };
  return inner;
}

export function foldingRanges(state: DocumentState): FoldingRange[] {
  const ranges: FoldingRange[] = [];
  const add = (startLine: number, endLine: number, kind?: FoldingRangeKind) => {
    if (endLine > startLine) ranges.push({ startLine, endLine, kind });
  };
  if (state.card) {
    for (const analysed of state.card.blocks) {
      const delta = analysed.block.line;
      for (const card of analysed.parsed.ast.cards) {
        const range = toLspRange(card.range, delta);
        // A range that ends at column 0 ends with the line break of the line before.
        add(range.start.line, range.end.character === 0 ? range.end.line - 1 : range.end.line);
        for (const ability of card.abilities) {
          if ("body" in ability && ability.body.kind === "Implementation") {
            const code = toLspRange(ability.body.codeRange, delta);
            add(code.start.line - 1, code.end.line + 1);
          }
        }
      }
    }
  } else if (state.scenario?.ast) {
    for (const block of state.scenario.ast.blocks) {
      const range = toLspRange(block.range);
      add(range.start.line, range.end.character === 0 ? range.end.line - 1 : range.end.line);
    }
  }
  // Runs of comment lines fold too.
  const lines = state.open.document.getText().split(/\r?\n/);
  let runStart = -1;
  lines.forEach((line, index) => {
    const isComment = /^\s*#/.test(line);
    if (isComment && runStart < 0) runStart = index;
    if (!isComment && runStart >= 0) {
      add(runStart, index - 1, FoldingRangeKind.Comment);
      runStart = -1;
    }
  });
  if (runStart >= 0) add(runStart, lines.length - 1, FoldingRangeKind.Comment);
  return ranges;
}

// ---------------------------------------------------------------------------------------------------------
// Code actions

function sameRange(a: Range, b: Range): boolean {
  return comparePositions(a.start, b.start) === 0 && comparePositions(a.end, b.end) === 0;
}

function rangesOverlap(a: Range, b: Range): boolean {
  return comparePositions(a.start, b.end) <= 0 && comparePositions(b.start, a.end) <= 0;
}

export function codeActions(server: CardscriptServer, state: DocumentState, params: CodeActionParams): CodeAction[] {
  const uri = params.textDocument.uri;
  const current = currentDiagnostics(server, state);
  const asked = Array.isArray(params.context?.diagnostics) ? params.context.diagnostics : [];
  // The diagnostics the client shows in the range, matched with ours (ours carry the current suggestions, even
  // when the client dropped `data`); without any from the client, every one of ours in the range.
  const wanted = asked.length > 0
    ? current.filter((ours) => asked.some((theirs) => theirs.code === ours.code && sameRange(theirs.range, ours.range)))
    : current.filter((ours) => rangesOverlap(ours.range, params.range));
  const actions: CodeAction[] = [];
  for (const diagnostic of wanted) {
    const suggestions = (diagnostic.data as DiagnosticData | undefined)?.suggestions ?? [];
    for (const suggestion of suggestions) {
      actions.push({
        title: suggestion.message,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: suggestions.length === 1,
        edit: { changes: { [uri]: [{ range: suggestion.range, newText: suggestion.replacement }] } },
      });
    }
  }
  return actions;
}

// ---------------------------------------------------------------------------------------------------------
// Completion

export function completion(server: CardscriptServer, state: DocumentState, position: Position): CompletionItem[] {
  const document = state.open.document;
  const before = document.getText({ start: { line: position.line, character: 0 }, end: position });
  if (state.card) {
    // The card being written, if any: sentences use its name for self-references ("~ deals 3 damage …").
    const analysed = blockAt(state.card.blocks, position.line);
    const selfName = analysed?.parsed.ast.cards[0]?.name;
    return server.completions.forCardLine(before, server, selfName);
  }
  return server.completions.forScenarioLine(before, server);
}
