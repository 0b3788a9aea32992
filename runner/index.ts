/**
 * The scenario runner: parse and validate `.scenario` files against a card set, then play every block in a
 * fresh game. Works with any `CardRegistry` (compiled cards, or hand-written definitions in tests) and any
 * `createGame` implementing runtime/api.ts.
 */
import { readFile } from "node:fs/promises";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { joinCardNames, parseScenarioFile, ScenarioCodes, validateScenarioFile } from "../grammar/scenario/index.js";
import type { CardRegistry } from "../runtime/definition.js";
import { runBlock, type CreateGame, type ScenarioResult } from "./run.js";

export { runBlock, formatEvent, type CreateGame, type ScenarioResult, type ScenarioFailureReport } from "./run.js";
export { formatReport, formatJson, summarize, type RunSummary } from "./report.js";

export interface RunOptions {
  cards: CardRegistry;
  createGame: CreateGame;
}

export interface FileReport {
  file: string;
  /** Parse and validation diagnostics. With any error, no block of the file is run. */
  diagnostics: Diagnostic[];
  scenarios: ScenarioResult[];
}

/** The names an object can have in this card set: card names, and the names of the tokens cards create. */
export function knownNames(cards: CardRegistry): { cardNames: string[]; tokenNames: string[] } {
  const all = cards.all();
  return {
    cardNames: all.map((card) => card.name),
    tokenNames: [...new Set(all.flatMap((card) => (card.tokens ?? []).map((token) => token.name)))],
  };
}

/** Parses, validates and (if free of errors) runs one scenario file's text. */
export function runScenarioText(text: string, file: string, options: RunOptions): FileReport {
  const parsed = parseScenarioFile(text, file);
  const { cardNames, tokenNames } = knownNames(options.cards);
  const diagnostics = [...parsed.diagnostics, ...validateScenarioFile(parsed.file, cardNames, { tokenNames })];
  diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);
  if (diagnostics.some((diagnostic) => diagnostic.severity === "error")) return { file, diagnostics, scenarios: [] };
  const joined = joinCardNames(parsed.file, new Set(cardNames));
  const scenarios = joined.blocks.map((block) => runBlock(block, file, options.cards, options.createGame));
  return { file, diagnostics, scenarios };
}

/** Reads and runs scenario files, in the order given. A file that cannot be read is reported as a diagnostic. */
export async function runScenarioFiles(files: readonly string[], options: RunOptions): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      const at = { offset: 0, line: 1, column: 1 };
      reports.push({
        file,
        diagnostics: [{ file, range: { start: at, end: at }, severity: "error", code: ScenarioCodes.unreadableFile, message: `Cannot read this file (${code}): check the path and its permissions.` }],
        scenarios: [],
      });
      continue;
    }
    reports.push(runScenarioText(text, file, options));
  }
  return reports;
}

/** Whether a run failed: any failed scenario or any error diagnostic. */
export function hasFailures(reports: readonly FileReport[]): boolean {
  return reports.some((report) => report.diagnostics.some((diagnostic) => diagnostic.severity === "error") || report.scenarios.some((scenario) => !scenario.passed));
}
