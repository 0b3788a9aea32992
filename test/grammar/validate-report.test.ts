/** Human and JSON output of diagnostics (grammar/report.ts) and the code registry (grammar/codes.ts). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allCodes, explainCode, type Diagnostic } from "../../grammar/index.js";
import { VALIDATION_CODES } from "../../grammar/codes-validation.js";
import { formatDiagnostic, formatJson, formatReport, formatSummary, shouldUseColor } from "../../grammar/report.js";
import { rangeOf } from "./validate-helpers.js";

function diagnosticAt(text: string, needle: string, extra: Partial<Diagnostic> = {}): Diagnostic {
  return { file: "x.card", range: rangeOf(text, needle), severity: "error", code: "CS2001", message: "Something is wrong; fix it.", ...extra };
}

describe("code frames", () => {
  it("underline the exact range under the line, tsc-style", () => {
    const text = 'card "A"\n  type Planeswalker — Jacee\n';
    const output = formatDiagnostic(diagnosticAt(text, "Jacee", { severity: "warning", code: "CS2005" }), text, { color: false });
    expect(output).toBe(
      ["x.card:2:23 - warning CS2005: Something is wrong; fix it.", "", "  2 |   type Planeswalker — Jacee", "    |                       ^^^^^"].join("\n"),
    );
  });
  it("line up carets after tabs and show control characters as one column", () => {
    const text = "\tcost\u0001 {G}{1}\n";
    const output = formatDiagnostic(diagnosticAt(text, "{G}{1}"), text, { color: false });
    expect(output.split("\n").slice(2)).toEqual(["  1 |   cost\uFFFD {G}{1}", "    |         ^^^^^^"]);
  });
  it("count wide characters (CJK, emoji) as two columns", () => {
    const text = "學😀 Flyng\n";
    const [line, carets] = formatDiagnostic(diagnosticAt(text, "Flyng"), text, { color: false }).split("\n").slice(2);
    expect(line).toBe("  1 | 學😀 Flyng");
    expect(carets).toBe("    |      ^^^^^");
  });
  it("cut a 1 MB line to a window around the range", () => {
    const text = `  ${"x".repeat(1_000_000)} Flyng\n`;
    const output = formatDiagnostic(diagnosticAt(text, "Flyng"), text, { color: false });
    const [line, carets] = output.split("\n").slice(2);
    expect(line.length).toBeLessThan(140);
    expect(line.endsWith(" Flyng")).toBe(true);
    expect(line).toContain("| …x");
    expect(carets.indexOf("^")).toBe(line.indexOf("Flyng"));
    expect(carets.trim().endsWith(" ^^^^^")).toBe(true);
  });
  it("show at most three lines of a multi-line range, an empty range as one caret, fixes and related locations", () => {
    const text = "a1\nb2\nc3\nd4\ne5\n";
    const multi: Diagnostic = { ...diagnosticAt(text, "a1"), range: { start: rangeOf(text, "a1").start, end: rangeOf(text, "e5").end } };
    const lines = formatDiagnostic(multi, text, { color: false }).split("\n");
    expect(lines.filter((line) => line.includes("^"))).toHaveLength(3);
    expect(lines[lines.length - 1].trim()).toBe("…");
    const point = rangeOf(text, "b2").start;
    const empty: Diagnostic = {
      ...diagnosticAt(text, "b2"),
      range: { start: point, end: point },
      suggestions: [{ message: "Insert 'x'", range: { start: point, end: point }, replacement: "x" }],
      related: [{ file: "y.card", range: rangeOf(text, "d4"), message: "The other one." }],
    };
    expect(formatDiagnostic(empty, text, { color: false })).toBe(
      ["x.card:2:1 - error CS2001: Something is wrong; fix it.", "", "  2 | b2", "    | ^", "", "  fix: Insert 'x'", "  related: y.card:4:1 - The other one."].join("\n"),
    );
  });
  it("leave the frame out when the source is unknown or the range is past the end", () => {
    const text = "a\n";
    expect(formatDiagnostic(diagnosticAt(text, "a"), undefined, { color: false })).toBe("x.card:1:1 - error CS2001: Something is wrong; fix it.");
    const past: Diagnostic = { ...diagnosticAt(text, "a"), range: { start: { offset: 9, line: 9, column: 1 }, end: { offset: 9, line: 9, column: 1 } } };
    expect(formatDiagnostic(past, text, { color: false })).toBe("x.card:9:1 - error CS2001: Something is wrong; fix it.");
  });
});

describe("colour", () => {
  it("is used only on a TTY, NO_COLOR turns it off, FORCE_COLOR forces it", () => {
    expect(shouldUseColor({ isTTY: true }, {})).toBe(true);
    expect(shouldUseColor({ isTTY: false }, {})).toBe(false);
    expect(shouldUseColor({}, {})).toBe(false);
    expect(shouldUseColor({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(shouldUseColor({ isTTY: true }, { NO_COLOR: "" })).toBe(true);
    expect(shouldUseColor({ isTTY: false }, { FORCE_COLOR: "1" })).toBe(true);
    expect(shouldUseColor({ isTTY: true }, { FORCE_COLOR: "0" })).toBe(false);
    expect(shouldUseColor({ isTTY: false }, { FORCE_COLOR: "1", NO_COLOR: "1" })).toBe(true);
  });
  it("wraps the severity in ANSI codes only when on", () => {
    const text = "abc\n";
    expect(formatDiagnostic(diagnosticAt(text, "b"), text, { color: true })).toContain("\u001b[31merror\u001b[0m");
    expect(formatDiagnostic(diagnosticAt(text, "b"), text, { color: false })).not.toContain("\u001b[");
  });
});

describe("summary and JSON", () => {
  const text = "abc\n";
  const error = diagnosticAt(text, "a");
  const warning = diagnosticAt(text, "b", { severity: "warning" });
  const info = diagnosticAt(text, "c", { severity: "info", file: "z.card" });
  it("counts by severity and files", () => {
    expect(formatSummary([], 26, { color: false })).toBe("No problems in 26 files.");
    expect(formatSummary([error], 1, { color: false })).toBe("Found 1 error in 1 file (1 file checked).");
    expect(formatSummary([error, error, warning, info], 3, { color: false })).toBe("Found 2 errors, 1 warning and 1 info in 2 files (3 files checked).");
  });
  it("a report is the diagnostics then the summary", () => {
    const report = formatReport([error, warning], () => text, 1, { color: false });
    expect(report.endsWith("\n\nFound 1 error and 1 warning in 1 file (1 file checked).\n")).toBe(true);
    expect(report.split("x.card:1:").length).toBe(3);
  });
  it("shows at most maxPerFile problems of a file and says how many more there are", () => {
    const many = [error, warning, diagnosticAt(text, "c"), info];
    const report = formatReport(many, () => text, 2, { color: false, maxPerFile: 1 });
    expect(report).toContain("x.card: 2 more problems not shown (use --format json to see all).");
    expect(report.split(" - error CS2001").length).toBe(2);
    expect(report).toContain("z.card:1:3 - info");
    expect(report.endsWith("Found 2 errors, 1 warning and 1 info in 2 files (2 files checked).\n")).toBe(true);
  });
  it("JSON is the Diagnostic array", () => {
    expect(JSON.parse(formatJson([error, info]))).toEqual([error, info]);
    expect(formatJson([])).toBe("[]\n");
  });
});

describe("codes", () => {
  it("every validation code is CS2xxx with a title, a severity and an explanation", () => {
    for (const [code, info] of Object.entries(VALIDATION_CODES)) {
      expect(code).toMatch(/^CS2\d{3}$/);
      expect(info.title.length).toBeGreaterThan(5);
      expect(info.explanation.length).toBeGreaterThan(40);
    }
  });
  it("every validation code has its own test in validate.test.ts", () => {
    const tests = readFileSync(new URL("./validate.test.ts", import.meta.url), "utf8");
    const untested = Object.keys(VALIDATION_CODES).filter((code) => !tests.includes(`"${code}"`));
    expect(untested).toEqual([]);
  });
  it("the registry merges syntax and validation codes, sorted, without duplicates", () => {
    const codes = allCodes().map((info) => info.code);
    expect(codes).toEqual([...new Set(codes)].sort());
    expect(codes.some((code) => code.startsWith("CS1"))).toBe(true);
    expect(codes.some((code) => code.startsWith("CS5"))).toBe(true);
    expect(codes).toContain("CS2001");
  });
  it("explainCode gives Markdown for hovers, and undefined for an unknown code", () => {
    expect(explainCode("CS2001")).toBe(`**CS2001: Planeswalker without loyalty**\n\n${VALIDATION_CODES.CS2001.explanation}`);
    expect(explainCode("cs2005")).toContain("Unknown planeswalker type");
    expect(explainCode("CS5006")).toContain("Unknown card");
    expect(explainCode("CS9999")).toBeUndefined();
    expect(explainCode("__proto__")).toBeUndefined();
  });
});
