/**
 * Conversions between the grammar's positions (1-based line and column, 0-based UTF-16 offset; see
 * grammar/ast.ts) and LSP positions (0-based line, 0-based UTF-16 character).
 *
 * The server analyses a `.card` file one block at a time (lsp/blocks.ts), so the grammar's positions are
 * relative to the block; a block always starts at the beginning of a line, so only lines move: `lineDelta` is
 * the block's first line (0-based) in the file.
 */
import type { Position, Range } from "vscode-languageserver";
import type { SourcePosition, SourceRange } from "../grammar/ast.js";

export function toLspPosition(position: SourcePosition, lineDelta = 0): Position {
  return { line: Math.max(0, position.line - 1 + lineDelta), character: Math.max(0, position.column - 1) };
}

export function toLspRange(range: SourceRange, lineDelta = 0): Range {
  return { start: toLspPosition(range.start, lineDelta), end: toLspPosition(range.end, lineDelta) };
}

/** Whether an LSP position (already relative to the same block) lies inside a grammar range, ends included. */
export function rangeContains(range: SourceRange, line0: number, character0: number): boolean {
  const line = line0 + 1;
  const column = character0 + 1;
  if (line < range.start.line || line > range.end.line) return false;
  if (line === range.start.line && column < range.start.column) return false;
  if (line === range.end.line && column > range.end.column) return false;
  return true;
}

export function comparePositions(a: Position, b: Position): number {
  return a.line !== b.line ? a.line - b.line : a.character - b.character;
}
