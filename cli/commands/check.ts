/**
 * `cardscript check <files or folders> [--format human|json]`: parses and validates .card files as one set and
 * reports every mistake, including what the build would say about escape-hatch blocks (CS4001, CS4002, CS4010:
 * compiler/escape-hatches.ts, loaded only when a card has a block); `--explain CS2001` prints what a code means
 * and how to fix it. Exit code: 0 without errors (warnings and infos allowed), 1 with errors, 2 on usage errors
 * (bad options, missing paths, unreadable files).
 */
import { checkCardSources, explainCode, hasEscapeHatch, type Diagnostic } from "../../grammar/index.js";
import { formatJson, formatReport, shouldUseColor } from "../../grammar/report.js";
import { exitQuietlyOnBrokenPipe, expandInputs, parseArguments, readSources } from "../files.js";

/** Human output shows this many problems per file (a binary file can hold hundreds); JSON shows all. */
const MAX_SHOWN_PER_FILE = 50;

const USAGE = "Usage: cardscript check <files or folders> [--format human|json]\n       cardscript check --explain <code>   (e.g. --explain CS2001)\n";

export async function run(args: string[]): Promise<number> {
  exitQuietlyOnBrokenPipe();
  const parsed = parseArguments(args, ["--format", "--explain"], ["--help", "-h"]);
  if ("error" in parsed) return usageError(parsed.error);
  if (parsed.options.has("--help") || parsed.options.has("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const explain = parsed.options.get("--explain");
  if (explain !== undefined) {
    const text = explainCode(explain);
    if (text === undefined) return usageError(`'${explain}' is not a cardscript diagnostic code; codes look like CS1001 or CS2001.`);
    process.stdout.write(`${text.replace(/\*\*/g, "")}\n`);
    return 0;
  }
  const format = parsed.options.get("--format") ?? "human";
  if (format !== "human" && format !== "json") return usageError(`unknown format '${format}'; use --format human or --format json.`);
  if (parsed.positionals.length === 0) return usageError("give the .card files or folders to check, e.g. cardscript check cards");

  const expanded = await expandInputs(parsed.positionals, [".card"]);
  const read = await readSources(expanded.files);
  const problems = [...expanded.errors, ...read.errors];
  if (problems.length > 0) {
    for (const problem of problems) process.stderr.write(`cardscript check: ${problem}\n`);
    return 2;
  }
  const fileCount = read.sources.length + read.rejected.length;
  if (fileCount === 0) return usageError(`no .card files found in ${parsed.positionals.map((input) => `'${input}'`).join(", ")}.`);

  const checked = checkCardSources(read.sources);
  const withBlocks = await withEscapeHatchDiagnostics(checked.files, read.sources);
  // A file that is not UTF-8 is reported (CS1000) instead of being checked; the others are checked as a set.
  const rejectedDiagnostics = read.rejected.flatMap((file) => file.diagnostics);
  const diagnostics = rejectedDiagnostics.length === 0 ? withBlocks : [...rejectedDiagnostics, ...withBlocks].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  if (format === "json") {
    process.stdout.write(formatJson(diagnostics));
  } else {
    const texts = new Map([...read.sources, ...read.rejected].map((source) => [source.file, source.text]));
    const color = shouldUseColor(process.stdout, process.env);
    process.stdout.write(formatReport(diagnostics, (file) => texts.get(file), fileCount, { color, maxPerFile: MAX_SHOWN_PER_FILE }));
  }
  return diagnostics.some((diagnostic) => diagnostic.severity === "error") ? 1 : 0;
}

/**
 * The diagnostics of every file, with the build's escape-hatch diagnostics added to the files that have a block
 * and no error of their own, each file's list in position order.
 */
async function withEscapeHatchDiagnostics(
  files: ReturnType<typeof checkCardSources>["files"],
  sources: readonly { file: string; text: string }[],
): Promise<Diagnostic[]> {
  const withBlocks = files
    .map((file, index) => ({ file: file.file, text: sources[index].text, cards: file.ast.cards, diagnostics: file.diagnostics }))
    .filter((file) => file.cards.some(hasEscapeHatch) && !file.diagnostics.some((diagnostic) => diagnostic.severity === "error"));
  if (withBlocks.length === 0) return files.flatMap((file) => file.diagnostics);
  const { checkEscapeHatches } = await import("../../compiler/escape-hatches.js");
  const added = new Map<string, Diagnostic[]>();
  for (const diagnostic of await checkEscapeHatches(withBlocks)) {
    const list = added.get(diagnostic.file);
    if (list) list.push(diagnostic);
    else added.set(diagnostic.file, [diagnostic]);
  }
  return files.flatMap((file) => {
    const extra = added.get(file.file);
    if (!extra) return file.diagnostics;
    return [...file.diagnostics, ...extra].sort((a, b) => a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset);
  });
}

function usageError(message: string): number {
  process.stderr.write(`cardscript check: ${message}\n${USAGE}`);
  return 2;
}
