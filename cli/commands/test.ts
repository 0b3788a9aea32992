/**
 * `cardscript test <files or folders> [--cards <dir>]… [--format human|json]`: compiles the cards (the bundled
 * set, plus each `--cards` folder), then runs every block of every `.scenario` file and prints one line per
 * scenario. Exit code: 0 when every scenario passes, 1 on any failure or any error in a scenario or card file,
 * 2 on usage errors (bad options, missing paths).
 */
import { readFileSync } from "node:fs";
import { formatJson as formatDiagnosticsJson, formatReport as formatDiagnostics, shouldUseColor } from "../../grammar/report.js";
import { formatJson, formatReport, hasFailures, runScenarioFiles } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";
import { exitQuietlyOnBrokenPipe, expandInputs, parseArguments } from "../files.js";

const USAGE = "Usage: cardscript test <files or folders> [--cards <dir>]... [--format human|json]\n";

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
  const parsed = parseArguments(rest, ["--format"], ["--help", "-h"]);
  if ("error" in parsed) return usageError(parsed.error);
  if (parsed.options.has("--help") || parsed.options.has("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const format = parsed.options.get("--format") ?? "human";
  if (format !== "human" && format !== "json") return usageError(`unknown format '${format}'; use --format human or --format json.`);
  if (parsed.positionals.length === 0) return usageError("give the .scenario files or folders to run, e.g. cardscript test scenarios");

  const expanded = await expandInputs(parsed.positionals, [".scenario"]);
  if (expanded.errors.length > 0) {
    for (const problem of expanded.errors) process.stderr.write(`cardscript test: ${problem}\n`);
    return 2;
  }
  if (expanded.files.length === 0) return usageError(`no .scenario files found in ${parsed.positionals.map((input) => `'${input}'`).join(", ")}.`);

  const started = performance.now();
  const cardSet = await loadCardSet({ extra: cardDirs });
  const color = shouldUseColor(process.stdout, process.env);
  if (!cardSet.ok) {
    for (const problem of cardSet.inputErrors) process.stderr.write(`cardscript test: ${problem}\n`);
    if (format === "json") process.stdout.write(formatDiagnosticsJson(cardSet.diagnostics));
    else if (cardSet.diagnostics.length > 0) process.stdout.write(formatDiagnostics(cardSet.diagnostics, (file) => cardSet.sourceOf(file), 0, { color }));
    if (cardSet.diagnostics.some((diagnostic) => diagnostic.severity === "error")) {
      process.stderr.write("cardscript test: the cards did not compile, so no scenario was run: fix the card errors above.\n");
    }
    return cardSet.inputErrors.length > 0 && cardSet.diagnostics.length === 0 ? 2 : 1;
  }

  const reports = await runScenarioFiles(expanded.files, { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
  const duration = performance.now() - started;
  if (format === "json") {
    process.stdout.write(formatJson(reports, duration));
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
    process.stdout.write(formatReport(reports, source, duration, { color }));
  }
  return hasFailures(reports) ? 1 : 0;
}

function usageError(message: string): number {
  process.stderr.write(`cardscript test: ${message}\n${USAGE}`);
  return 2;
}
