/**
 * Scenario run output: one line per scenario (pass/fail); for a failure, the line of the first failed
 * expectation with what was expected and what was found, and the last events of the game log. Diagnostics
 * are printed like card-file diagnostics (grammar/report.ts). `formatJson` is the same for tools.
 */
import { formatDiagnostic, SourceLines, type SourceLookup } from "../grammar/report.js";
import type { BrokenCardFile } from "./cards.js";
import type { FileReport } from "./index.js";

export interface RunSummary {
  files: number;
  scenarios: number;
  passed: number;
  failed: number;
  /** Of the failed: those not played because they use a card that does not compile, by (the first such) card name. */
  notCompiling: Record<string, number>;
  /** Of the failed: those stopped at the time limit. */
  timedOut: number;
  /** Error diagnostics (a file with errors runs no scenario). */
  errors: number;
  /** Milliseconds. */
  duration: number;
}

export function summarize(reports: readonly FileReport[], duration: number): RunSummary {
  const scenarios = reports.flatMap((report) => report.scenarios);
  const passed = scenarios.filter((scenario) => scenario.passed).length;
  const notCompiling: Record<string, number> = {};
  // Each scenario counted once, under the first such card it names.
  for (const scenario of scenarios) {
    const card = scenario.brokenCards?.[0];
    if (card !== undefined) notCompiling[card] = (notCompiling[card] ?? 0) + 1;
  }
  return {
    files: reports.length,
    scenarios: scenarios.length,
    passed,
    failed: scenarios.length - passed,
    notCompiling,
    timedOut: scenarios.filter((scenario) => scenario.timedOut).length,
    errors: reports.reduce((sum, report) => sum + report.diagnostics.filter((diagnostic) => diagnostic.severity === "error").length, 0),
    duration,
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * Diagnostics shown per scenario file (a binary file gives thousands); then one line says how many more there
 * are. The same cap as `cardscript check`'s. JSON output has them all.
 */
export const MAX_DIAGNOSTICS_SHOWN_PER_FILE = 50;

/** `brokenCardFiles`: how many card files did not compile (counted on the last line; their scenarios failed). */
export function formatReport(reports: readonly FileReport[], sources: SourceLookup, duration: number, options: { color: boolean; brokenCardFiles?: number }): string {
  const paint = (code: string, text: string) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const out: string[] = [];
  for (const report of reports) {
    if (report.diagnostics.length > 0) {
      const text = sources(report.file);
      // Split once per file, not once per diagnostic.
      const lines = text === undefined ? undefined : new SourceLines(text);
      for (const diagnostic of report.diagnostics.slice(0, MAX_DIAGNOSTICS_SHOWN_PER_FILE)) {
        out.push(formatDiagnostic(diagnostic, diagnostic.file === report.file ? lines : sources(diagnostic.file), options));
      }
      const hidden = report.diagnostics.length - MAX_DIAGNOSTICS_SHOWN_PER_FILE;
      if (hidden > 0) out.push(`${report.file}: ${hidden} more problem${hidden === 1 ? "" : "s"} not shown (use --format json to see all).`);
    }
    for (const scenario of report.scenarios) {
      const where = `${scenario.file}:${scenario.line}`;
      if (scenario.passed) {
        out.push(`${paint("32", "PASS")}  ${scenario.title}  ${paint("90", where)}`);
        continue;
      }
      const failure = scenario.failure!;
      out.push(`${paint("31", "FAIL")}  ${scenario.title}  ${paint("90", where)}`);
      out.push(`      ${scenario.file}:${failure.line}:${failure.column}: ${failure.message}`);
      const sourceLine = sources(scenario.file)?.split(/\r?\n/)[failure.line - 1];
      if (sourceLine !== undefined) out.push(`      ${paint("90", `${failure.line} |`)} ${sourceLine.trim()}`);
      if (failure.expected !== undefined) out.push(`      expected: ${failure.expected}`);
      if (failure.found !== undefined) out.push(`      found:    ${failure.found}`);
      if (failure.log.length > 0) {
        out.push("      last events:");
        for (const event of failure.log) out.push(`        ${paint("90", event)}`);
      }
    }
  }
  const summary = summarize(reports, duration);
  const reasons = [
    ...Object.entries(summary.notCompiling).map(([card, count]) => `${count} because card "${card}" does not compile`),
    ...(summary.timedOut > 0 ? [`${summary.timedOut} stopped at the time limit`] : []),
  ];
  const parts = [`${plural(summary.scenarios, "scenario")}: ${summary.passed} passed, ${summary.failed} failed${reasons.length > 0 ? `: ${reasons.join(", ")}` : ""}`];
  if (summary.errors > 0) parts.push(`${plural(summary.errors, "error")} in scenario files`);
  if (options.brokenCardFiles) parts.push(`${plural(options.brokenCardFiles, "card file")} that do${options.brokenCardFiles === 1 ? "es" : ""} not compile`);
  out.push("");
  out.push(`${parts.join("; ")} (${plural(summary.files, "file")}, ${Math.round(summary.duration)} ms)`);
  return `${out.join("\n")}\n`;
}

/** `brokenCards`: the card files that did not compile (their scenarios failed without being played). */
export function formatJson(reports: readonly FileReport[], duration: number, brokenCards: readonly BrokenCardFile[] = []): string {
  return `${JSON.stringify({ summary: summarize(reports, duration), brokenCards, files: reports }, null, 2)}\n`;
}
