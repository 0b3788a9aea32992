/**
 * Diagnostics for people and for tools.
 *
 * Human output follows tsc and eslint: `file:line:col - error CS2001: message`, a code frame with the line and a
 * caret underline spanning the range, the suggested fixes, related locations, then a summary line. Colour only
 * when asked (see `shouldUseColor`). Machine output is the `Diagnostic` array as JSON.
 *
 * Pure: the caller passes the source texts and decides about colour; nothing here reads files or the environment.
 */
import type { Diagnostic, Severity } from "./diagnostics.js";

export interface ReportOptions {
  /** ANSI colours (see shouldUseColor). */
  color: boolean;
  /**
   * formatReport: show at most this many diagnostics of one file (a binary file can hold hundreds), then one line
   * saying how many more there are. The summary still counts them all. Default: all.
   */
  maxPerFile?: number;
}

/** The source text of a file, for code frames; undefined when it is not known (the frame is left out). */
export type SourceLookup = (file: string) => string | undefined;

/**
 * Colour on a terminal, following the common conventions: FORCE_COLOR (not "0"/"false") forces it on, NO_COLOR
 * (non-empty) turns it off, otherwise colour iff the stream is a TTY.
 */
export function shouldUseColor(stream: { isTTY?: boolean }, env: Record<string, string | undefined>): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== "0" && force.toLowerCase() !== "false") return true;
  if (force !== undefined) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  return stream.isTTY === true;
}

const ANSI = {
  reset: "\u001b[0m",
  bold: "\u001b[1m",
  dim: "\u001b[2m",
  red: "\u001b[31m",
  yellow: "\u001b[33m",
  blue: "\u001b[34m",
  cyan: "\u001b[36m",
  green: "\u001b[32m",
  grey: "\u001b[90m",
} as const;

type Paint = (style: keyof typeof ANSI, text: string) => string;

function painter(color: boolean): Paint {
  return color ? (style, text) => `${ANSI[style]}${text}${ANSI.reset}` : (_style, text) => text;
}

const SEVERITY_STYLE: Record<Severity, keyof typeof ANSI> = { error: "red", warning: "yellow", info: "blue" };

/** The widest stretch of a line a frame shows; longer lines are cut around the range with '…'. */
const FRAME_WIDTH = 120;
/** At most this many lines of a multi-line range are shown. */
const FRAME_LINES = 3;

/** Splits a text into lines once; frames for many diagnostics of one file share it. */
export class SourceLines {
  readonly lines: string[];
  constructor(text: string) {
    this.lines = text.split("\n").map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  }
}

/** One character as shown in a frame: tabs as two spaces, control characters as '�', so carets line up. */
function displayChar(character: string): string {
  if (character === "\t") return "  ";
  const code = character.charCodeAt(0);
  if (code < 32 || (code >= 127 && code <= 159)) return "\uFFFD"; // C0, DEL and C1: a terminal would run them
  return character;
}

/** Columns a code point takes on a terminal: 2 for East Asian wide characters and emoji, else 1. */
function columns(codePoint: number): number {
  const wide =
    (codePoint >= 0x1100 && codePoint <= 0x115f) ||
    (codePoint >= 0x2e80 && codePoint <= 0xa4cf) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7a3) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xff60) ||
    (codePoint >= 0xffe0 && codePoint <= 0xffe6) ||
    (codePoint >= 0x1f300 && codePoint <= 0x1faff) ||
    (codePoint >= 0x20000 && codePoint <= 0x3fffd);
  return wide ? 2 : 1;
}

function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) {
    const shown = displayChar(character);
    width += shown === character ? columns(character.codePointAt(0)!) : shown.length;
  }
  return width;
}

function frameLine(paint: Paint, gutterWidth: number, lineNumber: number, line: string, from: number, to: number, style: keyof typeof ANSI): string[] {
  // Cut very long lines (a 1 MB line must not be printed) to a window around the underlined part.
  let windowStart = 0;
  let windowEnd = line.length;
  if (line.length > FRAME_WIDTH) {
    windowStart = Math.max(0, Math.min(from - 40, line.length - FRAME_WIDTH));
    windowEnd = Math.min(line.length, windowStart + FRAME_WIDTH);
  }
  const clippedFrom = Math.min(Math.max(from, windowStart), windowEnd);
  const clippedTo = Math.min(Math.max(to, clippedFrom), windowEnd);
  const prefix = windowStart > 0 ? "…" : "";
  const suffix = windowEnd < line.length ? "…" : "";
  const shown = Array.from(line.slice(windowStart, windowEnd), displayChar).join("");
  const padding = prefix.length + displayWidth(line.slice(windowStart, clippedFrom));
  const underline = Math.max(1, displayWidth(line.slice(clippedFrom, clippedTo)));
  const gutter = String(lineNumber).padStart(gutterWidth);
  const emptyGutter = " ".repeat(gutterWidth);
  return [
    `  ${paint("grey", `${gutter} |`)} ${prefix}${shown}${suffix}`,
    `  ${paint("grey", `${emptyGutter} |`)} ${" ".repeat(padding)}${paint(style, "^".repeat(underline))}`,
  ];
}

function codeFrame(paint: Paint, diagnostic: Diagnostic, source: SourceLines, style: keyof typeof ANSI): string[] {
  const { start, end } = diagnostic.range;
  const firstLine = start.line;
  if (firstLine < 1 || firstLine > source.lines.length) return [];
  const lastLine = Math.min(Math.max(end.line, firstLine), source.lines.length, firstLine + FRAME_LINES - 1);
  const gutterWidth = String(lastLine).length;
  const output: string[] = [];
  for (let lineNumber = firstLine; lineNumber <= lastLine; lineNumber++) {
    const line = source.lines[lineNumber - 1];
    const from = lineNumber === firstLine ? start.column - 1 : line.length - line.trimStart().length;
    const to = lineNumber === end.line ? end.column - 1 : line.length;
    // A range ending at column 1 of the next line covers only the line break: show this line alone.
    if (lineNumber > firstLine && lineNumber === end.line && end.column === 1) break;
    output.push(...frameLine(paint, gutterWidth, lineNumber, line, from, to, style));
  }
  if (end.line > lastLine && !(end.line === lastLine + 1 && end.column === 1)) output.push(`  ${" ".repeat(gutterWidth)}   …`);
  return output;
}

function location(file: string, line: number, column: number): string {
  return `${file}:${line}:${column}`;
}

/** One diagnostic: header, code frame, fixes and related locations. Ends without a newline. */
export function formatDiagnostic(diagnostic: Diagnostic, source: string | SourceLines | undefined, options: ReportOptions): string {
  const paint = painter(options.color);
  const style = SEVERITY_STYLE[diagnostic.severity];
  const { start } = diagnostic.range;
  const lines: string[] = [
    `${paint("cyan", location(diagnostic.file, start.line, start.column))} - ${paint(style, diagnostic.severity)} ${paint("grey", diagnostic.code)}: ${diagnostic.message}`,
  ];
  const sourceLines = typeof source === "string" ? new SourceLines(source) : source;
  if (sourceLines) {
    const frame = codeFrame(paint, diagnostic, sourceLines, style);
    if (frame.length > 0) lines.push("", ...frame);
  }
  const details: string[] = [];
  for (const suggestion of diagnostic.suggestions ?? []) details.push(`  ${paint("green", "fix:")} ${suggestion.message}`);
  for (const related of diagnostic.related ?? []) {
    details.push(`  ${paint("grey", "related:")} ${paint("cyan", location(related.file, related.range.start.line, related.range.start.column))} - ${related.message}`);
  }
  if (details.length > 0) lines.push("", ...details);
  return lines.join("\n");
}

export interface Counts {
  error: number;
  warning: number;
  info: number;
}

export function countBySeverity(diagnostics: readonly Diagnostic[]): Counts {
  const counts: Counts = { error: 0, warning: 0, info: 0 };
  for (const diagnostic of diagnostics) counts[diagnostic.severity]++;
  return counts;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 || word === "info" ? "" : "s"}`;
}

/** "Found 2 errors and 1 warning in 1 file (26 files checked)." or "No problems in 26 files." */
export function formatSummary(diagnostics: readonly Diagnostic[], filesChecked: number, options: ReportOptions): string {
  const paint = painter(options.color);
  const checked = plural(filesChecked, "file");
  if (diagnostics.length === 0) return paint("green", `No problems in ${checked}.`);
  const counts = countBySeverity(diagnostics);
  const parts = [
    counts.error > 0 ? paint("red", plural(counts.error, "error")) : "",
    counts.warning > 0 ? paint("yellow", plural(counts.warning, "warning")) : "",
    counts.info > 0 ? paint("blue", plural(counts.info, "info")) : "",
  ].filter((part) => part !== "");
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  const files = new Set(diagnostics.map((diagnostic) => diagnostic.file)).size;
  return `Found ${listed} in ${plural(files, "file")} (${checked} checked).`;
}

/** Every diagnostic (in the given order) separated by blank lines, then the summary line; ends with a newline. */
export function formatReport(diagnostics: readonly Diagnostic[], sources: SourceLookup, filesChecked: number, options: ReportOptions): string {
  const cache = new Map<string, SourceLines | undefined>();
  const shown = new Map<string, number>();
  const hidden = new Map<string, number>();
  const blocks: string[] = [];
  const flushHidden = (file: string): void => {
    const count = hidden.get(file);
    if (count === undefined) return;
    blocks.push(`${file}: ${count} more problem${count === 1 ? "" : "s"} not shown (use --format json to see all).`);
    hidden.delete(file);
  };
  let previousFile: string | undefined;
  for (const diagnostic of diagnostics) {
    if (previousFile !== undefined && previousFile !== diagnostic.file) flushHidden(previousFile);
    previousFile = diagnostic.file;
    const count = shown.get(diagnostic.file) ?? 0;
    if (options.maxPerFile !== undefined && count >= options.maxPerFile) {
      hidden.set(diagnostic.file, (hidden.get(diagnostic.file) ?? 0) + 1);
      continue;
    }
    shown.set(diagnostic.file, count + 1);
    if (!cache.has(diagnostic.file)) {
      const text = sources(diagnostic.file);
      cache.set(diagnostic.file, text === undefined ? undefined : new SourceLines(text));
    }
    blocks.push(formatDiagnostic(diagnostic, cache.get(diagnostic.file), options));
  }
  for (const file of [...hidden.keys()]) flushHidden(file);
  const summary = formatSummary(diagnostics, filesChecked, options);
  return blocks.length > 0 ? `${blocks.join("\n\n")}\n\n${summary}\n` : `${summary}\n`;
}

/** The JSON array tools read (`--format json`): exactly the `Diagnostic` type, one per element. */
export function formatJson(diagnostics: readonly Diagnostic[]): string {
  return `${JSON.stringify(diagnostics, null, 2)}\n`;
}
