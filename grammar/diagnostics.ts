/**
 * Diagnostics: the one format every tool reports in (check, build --typecheck, test, the language server).
 * Codes are stable: tools and docs refer to them. Formatting for humans (code frames, colour) lives in
 * grammar/report.ts.
 */
import type { SourceRange } from "./ast.js";

export type Severity = "error" | "warning" | "info";

export interface Suggestion {
  /** What the fix does, e.g. "Replace with 'Planeswalker'". */
  message: string;
  /** The range to replace and its replacement (an insertion has an empty range). */
  range: SourceRange;
  replacement: string;
}

export interface RelatedLocation {
  file: string;
  range: SourceRange;
  message: string;
}

export interface Diagnostic {
  file: string;
  range: SourceRange;
  severity: Severity;
  /** Stable code, e.g. "CS1001". See grammar/codes.ts for the list and explanations. */
  code: string;
  /** What went wrong and what to do, in one or two sentences. */
  message: string;
  suggestions?: Suggestion[];
  related?: RelatedLocation[];
}
