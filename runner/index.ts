/**
 * The scenario runner: parse and validate `.scenario` files against a card set, then play every block in a
 * fresh game. Works with any `CardRegistry` (compiled cards, or hand-written definitions in tests) and any
 * `createGame` implementing runtime/api.ts.
 */
import { readFile } from "node:fs/promises";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { joinCardNames, parseScenarioFile, ScenarioCodes, validateScenarioFile, type CardName, type ScenarioBlock } from "../grammar/scenario/index.js";
import type { CardRegistry } from "../runtime/definition.js";
import type { BrokenCardFile } from "./cards.js";
import { knownNames, runBlock, type CreateGame, type KnownNames, type ScenarioResult } from "./run.js";

export { runBlock, knownNames, formatEvent, type KnownNames, type CreateGame, type ScenarioResult, type ScenarioFailureReport } from "./run.js";
export { formatReport, formatJson, summarize, MAX_DIAGNOSTICS_SHOWN_PER_FILE, type RunSummary } from "./report.js";
export type { BrokenCardFile } from "./cards.js";

export interface RunOptions {
  cards: CardRegistry;
  createGame: CreateGame;
  /**
   * Card files of the set that do not compile (runner/cards.ts). Their card names count as known, so scenario
   * files still validate; a scenario that uses one of them fails with the card's errors without being played.
   */
  brokenCards?: readonly BrokenCardFile[];
}

export interface FileReport {
  file: string;
  /** Parse and validation diagnostics. With any error, no block of the file is run. */
  diagnostics: Diagnostic[];
  scenarios: ScenarioResult[];
}

/** A scenario file parsed, validated and with its card names joined: its blocks are ready to play. */
export interface PreparedFile {
  file: string;
  diagnostics: Diagnostic[];
  /** Empty when the file has errors. */
  blocks: ScenarioBlock[];
}

/**
 * Parses and validates one scenario file's text against the names of a card set (and of its cards that do not
 * compile), and joins its card names. Nothing is played.
 */
export function prepareScenarioText(text: string, file: string, known: KnownNames, brokenCards: readonly BrokenCardFile[] = []): PreparedFile {
  const parsed = parseScenarioFile(text, file);
  const { cardNames, tokenNames } = known;
  const brokenNames = brokenCards.flatMap((broken) => broken.cardNames);
  const names = brokenNames.length > 0 ? [...cardNames, ...brokenNames] : cardNames;
  const diagnostics = [...parsed.diagnostics, ...validateScenarioFile(parsed.file, names, { tokenNames })];
  diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);
  if (diagnostics.some((diagnostic) => diagnostic.severity === "error")) return { file, diagnostics, blocks: [] };
  return { file, diagnostics, blocks: joinCardNames(parsed.file, new Set(names)).blocks };
}

/**
 * Plays one prepared block in a fresh game; a block that uses a card that does not compile fails at the first
 * line naming it, with the card file's errors, and is not played.
 */
export function runPreparedBlock(block: ScenarioBlock, file: string, options: RunOptions): ScenarioResult {
  return notPlayable(block, file, options.brokenCards ?? []) ?? runBlock(block, file, options.cards, options.createGame);
}

/** The failure of a block that uses a card that does not compile; undefined when it uses none. */
export function notPlayable(block: ScenarioBlock, file: string, brokenCards: readonly BrokenCardFile[]): ScenarioResult | undefined {
  const broken = brokenCardsUsed(block, brokenCards);
  if (broken.length === 0) return undefined;
  const first = broken[0];
  const errors = first.file.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
  const error = errors[0];
  const more = errors.length - 1;
  const names = broken.map((entry) => `"${entry.name}"`).join(", ");
  const files = [...new Set(broken.map((entry) => entry.file.file))].join(", ");
  return {
    file,
    title: block.title,
    line: block.range.start.line,
    passed: false,
    failure: {
      line: first.at.range.start.line,
      column: first.at.range.start.column,
      message:
        `Not played: it uses the card${broken.length === 1 ? "" : "s"} ${names}, which do${broken.length === 1 ? "es" : ""} not compile` +
        (error
          ? `: ${first.file.file}:${error.range.start.line}:${error.range.start.column}: error ${error.code}: ${firstSentence(error.message)}${more > 0 ? ` (and ${more} more error${more === 1 ? "" : "s"} in ${first.file.file})` : ""}`
          : ` (${files}): fix its errors`),
      log: [],
    },
    duration: 0,
    brokenCards: broken.map((entry) => entry.name),
  };
}

/** A diagnostic's first sentence (its message goes on with suggestions, printed in full with the card's errors). */
function firstSentence(message: string): string {
  const end = message.search(/[.!?](\s|$)/);
  return end === -1 ? message : message.slice(0, end + 1);
}

/** The cards of `broken` files that a block names, each once, in the order of their first mention. */
function brokenCardsUsed(block: ScenarioBlock, broken: readonly BrokenCardFile[]): { name: string; at: CardName; file: BrokenCardFile }[] {
  if (broken.length === 0) return [];
  const byName = new Map<string, BrokenCardFile>();
  for (const file of broken) for (const name of file.cardNames) if (!byName.has(name)) byName.set(name, file);
  const found = new Map<string, { name: string; at: CardName; file: BrokenCardFile }>();
  // Every card name the block writes, wherever the line puts it (setup entries, actions, answers, expectations).
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record.kind === "CardName" && typeof record.name === "string") {
      const file = byName.get(record.name);
      if (file && !found.has(record.name)) found.set(record.name, { name: record.name, at: record as unknown as CardName, file });
      return;
    }
    for (const key in record) if (key !== "range" && key !== "titleRange") visit(record[key]);
  };
  visit(block.setup);
  visit(block.steps);
  return [...found.values()].sort((a, b) => a.at.range.start.offset - b.at.range.start.offset);
}

/** Parses, validates and (if free of errors) runs one scenario file's text. */
export function runScenarioText(text: string, file: string, options: RunOptions): FileReport {
  const prepared = prepareScenarioText(text, file, knownNames(options.cards), options.brokenCards);
  return { file, diagnostics: prepared.diagnostics, scenarios: prepared.blocks.map((block) => runPreparedBlock(block, file, options)) };
}

/** A scenario file that cannot be read, as its one diagnostic. */
export function unreadableFileReport(file: string, error: unknown): FileReport {
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  const at = { offset: 0, line: 1, column: 1 };
  return {
    file,
    diagnostics: [{ file, range: { start: at, end: at }, severity: "error", code: ScenarioCodes.unreadableFile, message: `Cannot read this file (${code}): check the path and its permissions.` }],
    scenarios: [],
  };
}

/**
 * Reads and runs scenario files in this thread, in the order given. A file that cannot be read is reported as a
 * diagnostic. No time limit: `cardscript test` runs them through isolation.ts, which has one.
 */
export async function runScenarioFiles(files: readonly string[], options: RunOptions): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (error) {
      reports.push(unreadableFileReport(file, error));
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
