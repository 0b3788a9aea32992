/**
 * `cardscript test <files or folders> [--cards <dir>]… [--timeout <seconds>] [--format human|json]`: compiles the
 * cards (the bundled set, plus each `--cards` folder), then runs every block of every `.scenario` file and prints
 * one line per scenario. A card file that does not compile is left out: the scenarios that use its cards fail with
 * its errors, every other scenario runs. Each scenario runs within a time limit (runner/isolation.ts). Exit code:
 * 0 when every scenario passes and every card compiles, 1 on any failure or any error in a scenario or card file
 * (even a card no scenario uses), 2 on usage errors (bad options, missing paths).
 */
import { readFileSync } from "node:fs";
import { formatJson as formatDiagnosticsJson, formatReport as formatDiagnostics, shouldUseColor } from "../../grammar/report.js";
import { formatJson, formatReport, hasFailures, MAX_DIAGNOSTICS_SHOWN_PER_FILE } from "../../runner/index.js";
import { compileCardSet } from "../../runner/cards.js";
import { DEFAULT_TIME_LIMIT_MS, runScenarioFilesIsolated, ScenarioThread } from "../../runner/isolation.js";
import { exitQuietlyOnBrokenPipe, expandInputs, parseArguments } from "../files.js";

const USAGE = "Usage: cardscript test <files or folders> [--cards <dir>]... [--timeout <seconds>] [--format human|json]\n";
/** The largest --timeout: a day (setTimeout's own limit is about 24.8 days). */
const LONGEST_TIMEOUT_SECONDS = 86_400;

export async function run(args: string[]): Promise<number> {
  exitQuietlyOnBrokenPipe();
  // --cards may be given several times; the shared parser keeps one value per option, so collect them here.
  const cardDirs: string[] = [];
  const rest: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === "--cards") {
      const value = args[++index];
      if (value === undefined || value.startsWith("--")) return usageError("--cards needs a folder of .card files.");
      cardDirs.push(value);
    } else if (arg.startsWith("--cards=")) cardDirs.push(arg.slice("--cards=".length));
    else rest.push(arg);
  }
  const parsed = parseArguments(rest, ["--format", "--timeout"], ["--help", "-h"]);
  if ("error" in parsed) return usageError(parsed.error);
  if (parsed.options.has("--help") || parsed.options.has("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const format = parsed.options.get("--format") ?? "human";
  if (format !== "human" && format !== "json") return usageError(`unknown format '${format}'; use --format human or --format json.`);
  const timeout = parsed.options.get("--timeout");
  const seconds = timeout === undefined ? DEFAULT_TIME_LIMIT_MS / 1000 : Number(timeout);
  if (timeout !== undefined && (!/^\d+(\.\d+)?$/.test(timeout.trim()) || !(seconds > 0) || seconds > LONGEST_TIMEOUT_SECONDS)) {
    return usageError(`--timeout takes the seconds one scenario may run, a number above 0 and at most ${LONGEST_TIMEOUT_SECONDS}; found '${timeout}'.`);
  }
  if (parsed.positionals.length === 0) return usageError("give the .scenario files or folders to run, e.g. cardscript test scenarios");

  const expanded = await expandInputs(parsed.positionals, [".scenario"]);
  if (expanded.errors.length > 0) {
    for (const problem of expanded.errors) process.stderr.write(`cardscript test: ${problem}\n`);
    return 2;
  }
  if (expanded.files.length === 0) return usageError(`no .scenario files found in ${parsed.positionals.map((input) => `'${input}'`).join(", ")}.`);

  const started = performance.now();
  // The thread that plays the scenarios loads the runtime while this one compiles the cards.
  const thread = new ScenarioThread();
  const cardSet = await compileCardSet({ extra: cardDirs });
  const color = shouldUseColor(process.stdout, process.env);
  if (!cardSet.ok) {
    await thread.close();
    for (const problem of cardSet.inputErrors) process.stderr.write(`cardscript test: ${problem}\n`);
    if (format === "json") process.stdout.write(formatDiagnosticsJson(cardSet.diagnostics));
    else if (cardSet.diagnostics.length > 0) process.stdout.write(formatDiagnostics(cardSet.diagnostics, (file) => cardSet.sourceOf(file), 0, { color, maxPerFile: MAX_DIAGNOSTICS_SHOWN_PER_FILE }));
    if (cardSet.inputErrors.length > 0) process.stderr.write("cardscript test: the cards could not be read, so no scenario was run.\n");
    return cardSet.inputErrors.length > 0 && cardSet.diagnostics.length === 0 ? 2 : 1;
  }
  // The errors of the cards that do not compile come first; the scenarios that use them fail, the others run.
  if (format === "human" && cardSet.broken.length > 0) {
    const errors = cardSet.broken.flatMap((file) => file.diagnostics);
    process.stdout.write(formatDiagnostics(errors, (file) => cardSet.sourceOf(file), cardSet.files, { color, maxPerFile: MAX_DIAGNOSTICS_SHOWN_PER_FILE }));
    const names = cardSet.broken.flatMap((file) => file.cardNames.map((name) => `"${name}"`));
    process.stdout.write(
      `${cardSet.broken.length} card file${cardSet.broken.length === 1 ? "" : "s"} did not compile (${names.join(", ") || "no card name could be read"}): the scenarios that use ${names.length === 1 ? "this card" : "these cards"} fail, the others run.\n\n`,
    );
  }

  const reports = await runScenarioFilesIsolated(expanded.files, {
    outDir: cardSet.outDir,
    brokenCards: cardSet.broken,
    timeLimitMs: seconds * 1000,
    raiseLimitHint: "raise the limit with --timeout <seconds>",
    thread,
  });
  const duration = performance.now() - started;
  if (format === "json") {
    process.stdout.write(formatJson(reports, duration, cardSet.broken));
  } else {
    const texts = new Map<string, string | undefined>();
    const source = (file: string) => {
      if (!texts.has(file)) {
        try {
          texts.set(file, readFileSync(file, "utf8"));
        } catch {
          texts.set(file, undefined);
        }
      }
      return texts.get(file);
    };
    process.stdout.write(formatReport(reports, source, duration, { color, brokenCardFiles: cardSet.broken.length }));
  }
  // A card file that does not compile is an error even when no scenario uses it.
  return hasFailures(reports) || cardSet.broken.length > 0 ? 1 : 0;
}

function usageError(message: string): number {
  process.stderr.write(`cardscript test: ${message}\n${USAGE}`);
  return 2;
}
