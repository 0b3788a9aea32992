/**
 * `cardscript build <files or folders> --out <dir> [--emit js|ts] [--typecheck] [--force] [--runtime-import <specifier>]
 * [--workers <n>] [--format human|json]`: compiles .card files to modules (compiler/build.ts): by default
 * JavaScript with declarations beside it, which plain Node, bundlers and TypeScript projects all use as they
 * are; `--emit ts` writes TypeScript modules instead (compiler/emit-kind.ts).
 *
 * Diagnostics first, in the `check` format: a set with errors writes nothing and exits 1. Then a one-line
 * summary: cards, modules written, unchanged, time. Exit codes: 0 built, 1 errors in the cards, 2 usage or
 * input errors (bad options, missing paths, an output folder cardscript did not write).
 */
import { build, type BuildResult } from "../../compiler/index.js";
import { maxWorkerCount } from "../../compiler/workers.js";
import { formatJson, formatReport, shouldUseColor } from "../../grammar/report.js";
import { parseArguments } from "../files.js";

const USAGE =
  "Usage: cardscript build <files or folders> --out <dir> [--emit js|ts] [--typecheck] [--force] [--runtime-import <specifier>] [--workers <n>] [--format human|json]\n";

/** Sets larger than this get a progress bar on a terminal. */
const PROGRESS_THRESHOLD = 300;

export async function run(args: string[]): Promise<number> {
  const parsed = parseArguments(args, ["--out", "--emit", "--runtime-import", "--workers", "--format"], ["--typecheck", "--force", "--help", "-h"]);
  if ("error" in parsed) return usageError(parsed.error);
  if (parsed.options.has("--help") || parsed.options.has("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const outDir = parsed.options.get("--out");
  if (outDir === undefined || outDir === "") return usageError("give the output folder, e.g. cardscript build cards --out build/cards");
  if (parsed.positionals.length === 0) return usageError("give the .card files or folders to build, e.g. cardscript build cards --out build/cards");
  const format = parsed.options.get("--format") ?? "human";
  if (format !== "human" && format !== "json") return usageError(`unknown format '${format}'; use --format human or --format json.`);
  const emit = parsed.options.get("--emit") ?? "js";
  if (emit !== "js" && emit !== "ts") return usageError(`unknown emit kind '${emit}'; use --emit js (JavaScript + declarations, the default) or --emit ts (TypeScript modules).`);
  let workers: number | undefined;
  if (parsed.options.has("--workers")) {
    const text = parsed.options.get("--workers")!;
    workers = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    const limit = maxWorkerCount();
    if (!Number.isInteger(workers)) return usageError(`--workers needs a whole number from 0 (no threads) to ${limit}, not '${text}'.`);
    if (workers > limit) {
      return usageError(`--workers ${text} is more than this machine can use; give at most ${limit}, one thread per CPU (each thread loads the whole generator: more threads than CPUs only cost memory).`);
    }
  }

  const progress = createProgressBar(process.stderr);
  let result: BuildResult;
  try {
    result = await build({
      inputs: parsed.positionals,
      outDir,
      typecheck: parsed.options.has("--typecheck"),
      force: parsed.options.has("--force"),
      runtimeImport: parsed.options.get("--runtime-import"),
      emit,
      workers,
      onProgress: progress.update,
    });
  } finally {
    progress.done();
  }
  for (const note of result.notes) process.stderr.write(`cardscript build: note: ${note}\n`);
  if (result.inputErrors.length > 0) {
    for (const problem of result.inputErrors) process.stderr.write(`cardscript build: ${problem}\n`);
    return 2;
  }
  if (format === "json") {
    process.stdout.write(formatJson(result.diagnostics));
  } else if (result.diagnostics.length > 0) {
    const color = shouldUseColor(process.stdout, process.env);
    process.stdout.write(formatReport(result.diagnostics, (file) => result.sourceOf(file), result.files, { color }));
  }
  if (!result.ok) {
    process.stderr.write(`cardscript build: nothing written to '${outDir}' because of the errors above; fix them and build again.\n`);
    return 1;
  }
  if (format === "human") process.stdout.write(`${summaryLine(result, outDir)}\n`);
  return 0;
}

/** "Built 26 cards into build/cards: 26 written, 0 unchanged, 0 removed in 1.42 s." */
export function summaryLine(result: BuildResult, outDir: string): string {
  // One module per card, whatever is written for it (a .js and a .d.ts, or a .ts).
  const modules = result.written.filter((file) => file.startsWith("cards/") && !file.endsWith(".d.ts")).length;
  const seconds = (result.timings.totalMs / 1000).toFixed(2);
  return `Built ${result.cards} card${result.cards === 1 ? "" : "s"} into ${outDir}: ${modules} written, ${result.unchanged} unchanged, ${result.removed.length} removed in ${seconds} s.`;
}

function createProgressBar(stream: NodeJS.WriteStream): { update: (done: number, total: number) => void; done: () => void } {
  let shown = false;
  let lastWidth = -1;
  return {
    update(done, total) {
      if (!stream.isTTY || total <= PROGRESS_THRESHOLD) return;
      const width = 30;
      const filled = Math.round((done / total) * width);
      if (filled === lastWidth && done !== total) return;
      lastWidth = filled;
      shown = true;
      stream.write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} modules`);
    },
    done() {
      if (shown) stream.write("\r\u001b[K");
    },
  };
}

function usageError(message: string): number {
  process.stderr.write(`cardscript build: ${message}\n${USAGE}`);
  return 2;
}
