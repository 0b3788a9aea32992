/**
 * Maps positions in a generated module (before formatting) back to the card file: a line inside an escape-hatch
 * block maps to the same character of the block in the card file; any other line maps to the start of the
 * ability whose `// from file:line:column` comment precedes it.
 *
 * An escape-hatch block is the body of a function declaration (codegen.ts): its marker comment, then the
 * function's first line, then the block's lines one for one.
 */
import type { SourcePosition, SourceRange } from "../grammar/ast.js";
import { ABILITY_MARKER, ESCAPE_HATCH_MARKER, type EscapeHatchOrigin } from "./codegen.js";

export interface CardPosition {
  line: number;
  column: number;
  /** True when the position is inside an escape-hatch block (exact); false for generated code (the ability). */
  exact: boolean;
}

export class PositionMap {
  /** generated line (0-based) → card position of that line's start, for escape-hatch lines. */
  private readonly exactLines = new Map<number, { line: number; columnShift: number }>();
  /** Sorted generated lines (0-based) of ability markers and the card position each names. */
  private readonly markers: { generatedLine: number; line: number; column: number }[] = [];

  constructor(generated: string, cardSource: string, escapeHatches: readonly EscapeHatchOrigin[]) {
    const lines = generated.split("\n");
    const sourceLines = cardSource.split(/\r\n|\r|\n/);
    let hatch = 0;
    for (let index = 0; index < lines.length; index += 1) {
      const trimmed = lines[index].trimStart();
      if (hatch < escapeHatches.length && trimmed.startsWith(ESCAPE_HATCH_MARKER)) {
        const origin = escapeHatches[hatch];
        hatch += 1;
        const codeLines = origin.code.replace(/\r\n?/g, "\n").split("\n");
        const firstCodeLine = index + 2; // after the marker and the function's first line
        codeLines.forEach((codeLine, offset) => {
          const cardLine = origin.codeRange.start.line + offset;
          const sourceLine = sourceLines[cardLine - 1] ?? "";
          const generatedLine = lines[firstCodeLine + offset] ?? "";
          // The block was dedented by the parser and indented by the printer: find where the code of this line
          // sits in the card line and in the generated line.
          const code = codeLine.trimStart();
          const inSource = code === "" ? -1 : sourceLine.indexOf(code);
          const inGenerated = code === "" ? -1 : generatedLine.indexOf(code);
          const columnShift =
            inSource >= 0 && inGenerated >= 0
              ? inSource - inGenerated
              : sourceLine.length - sourceLine.trimStart().length - (generatedLine.length - generatedLine.trimStart().length);
          this.exactLines.set(firstCodeLine + offset, { line: cardLine, columnShift });
        });
        index = firstCodeLine + codeLines.length - 1;
        continue;
      }
      if (trimmed.startsWith(ABILITY_MARKER)) {
        const match = /:(\d+):(\d+)$/.exec(trimmed);
        if (match) this.markers.push({ generatedLine: index, line: Number(match[1]), column: Number(match[2]) });
      }
    }
  }

  /** `line` and `column` are 0-based in the generated text; the result is 1-based in the card file. */
  map(line: number, column: number): CardPosition | undefined {
    const exact = this.exactLines.get(line);
    if (exact) return { line: exact.line, column: exact.columnShift + column + 1, exact: true };
    let best: (typeof this.markers)[number] | undefined;
    for (const marker of this.markers) {
      if (marker.generatedLine <= line) best = marker;
      else break;
    }
    return best ? { line: best.line, column: best.column, exact: false } : undefined;
  }
}

/** A range covering `length` characters from a 1-based line/column of `source`. */
export function rangeAt(source: string, line: number, column: number, length: number): SourceRange {
  const start = positionAt(source, line, column);
  const lineEnd = source.indexOf("\n", start.offset);
  const endOffset = Math.min(start.offset + Math.max(length, 1), lineEnd < 0 ? source.length : lineEnd);
  return { start, end: { offset: endOffset, line, column: column + (endOffset - start.offset) } };
}

function positionAt(source: string, line: number, column: number): SourcePosition {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = source.indexOf("\n", offset);
    if (next < 0) break;
    offset = next + 1;
  }
  return { offset: offset + column - 1, line, column };
}
