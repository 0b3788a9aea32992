import type { Diagnostic, SourceRange } from "../../grammar/index.js";

/** The range of the `occurrence`-th (0-based) occurrence of `needle` in `text`, as the parser would report it. */
export function rangeOf(text: string, needle: string, occurrence = 0): SourceRange {
  let at = -1;
  for (let i = 0; i <= occurrence; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`'${needle}' (occurrence ${occurrence}) not in the text`);
  }
  return { start: positionAt(text, at), end: positionAt(text, at + needle.length) };
}

export function positionAt(text: string, offset: number): { offset: number; line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - (before.lastIndexOf("\n") + 1) + 1;
  return { offset, line, column };
}

export function codesOf(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((diagnostic) => diagnostic.code);
}

/** Applies a suggestion's edit to the text. */
export function applyEdit(text: string, edit: { range: SourceRange; replacement: string }): string {
  return text.slice(0, edit.range.start.offset) + edit.replacement + text.slice(edit.range.end.offset);
}
