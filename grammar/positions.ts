/**
 * Offsets → positions. Built once per file; lookups are a binary search over line starts.
 */
import type { SourcePosition, SourceRange } from "./ast.js";

export class LineMap {
  /** Offset of the first character of each line (line i+1 starts at lineStarts[i]). */
  readonly lineStarts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.lineStarts = starts;
  }

  position(offset: number): SourcePosition {
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { offset, line: low + 1, column: offset - starts[low] + 1 };
  }

  range(start: number, end: number): SourceRange {
    return { start: this.position(start), end: this.position(end) };
  }

  /** The offset just after the last character of the line holding `offset` (before its line break). */
  lineEndAt(offset: number): number {
    const text = this.text;
    let i = offset;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) break;
      i++;
    }
    return i;
  }
}
