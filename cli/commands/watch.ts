/**
 * `cardscript watch <files or folders> --out <dir> [--emit js|ts] [--typecheck] [--runtime-import <specifier>]`: builds (as `build`), then
 * rebuilds on every change of a .card file, printing diagnostics as they appear and saying which disappeared.
 * Runs until interrupted (Ctrl-C): exit code 0. Stops at once with exit code 2 when the first build cannot run (a
 * missing input, an output folder that is not cardscript's or cannot be written).
 */
import { startWatch } from "../../compiler/watch.js";
import { formatDiagnostic, shouldUseColor } from "../../grammar/report.js";
import { describeUserError } from "../errors.js";
import { parseArguments } from "../files.js";
import { summaryLine } from "./build.js";

const USAGE = "Usage: cardscript watch <files or folders> --out <dir> [--emit js|ts] [--typecheck] [--runtime-import <specifier>]\n";

export async function run(args: string[]): Promise<number> {
  const parsed = parseArguments(args, ["--out", "--emit", "--runtime-import"], ["--typecheck", "--help", "-h"]);
  if ("error" in parsed) return usageError(parsed.error);
  if (parsed.options.has("--help") || parsed.options.has("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const outDir = parsed.options.get("--out");
  if (!outDir) return usageError("give the output folder, e.g. cardscript watch cards --out build/cards");
  if (parsed.positionals.length === 0) return usageError("give the .card files or folders to watch, e.g. cardscript watch cards --out build/cards");
  const emit = parsed.options.get("--emit") ?? "js";
  if (emit !== "js" && emit !== "ts") return usageError(`unknown emit kind '${emit}'; use --emit js (JavaScript + declarations, the default) or --emit ts (TypeScript modules).`);
  const color = shouldUseColor(process.stdout, process.env);
  const watcher = startWatch(
    {
      inputs: parsed.positionals,
      outDir,
      typecheck: parsed.options.has("--typecheck"),
      runtimeImport: parsed.options.get("--runtime-import"),
      emit,
    },
    ({ result, appeared, disappeared, changedFiles }) => {
      const time = new Date().toISOString().slice(11, 19);
      if (changedFiles.length > 0) process.stdout.write(`\n[${time}] ${changedFiles.length} file${changedFiles.length === 1 ? "" : "s"} changed\n`);
      for (const problem of result.inputErrors) process.stderr.write(`cardscript watch: ${problem}\n`);
      for (const diagnostic of disappeared) {
        const { line, column } = diagnostic.range.start;
        process.stdout.write(`fixed: ${diagnostic.file}:${line}:${column} ${diagnostic.code}: ${diagnostic.message}\n`);
      }
      for (const diagnostic of appeared) process.stdout.write(`${formatDiagnostic(diagnostic, result.sourceOf(diagnostic.file), { color })}\n\n`);
      if (result.ok) process.stdout.write(`${summaryLine(result, outDir)} Watching for changes…\n`);
      else if (result.inputErrors.length === 0) {
        const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === "error").length;
        process.stdout.write(`${errors} error${errors === 1 ? "" : "s"}: nothing written. Watching for changes…\n`);
      }
    },
    (error) => {
      const described = describeUserError(error);
      if (described !== undefined) process.stderr.write(`cardscript watch: ${described}\n`);
      else process.stderr.write(`cardscript watch: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    },
  );
  const first = await watcher.ready;
  if (first === undefined || first.inputErrors.length > 0) {
    // A missing input, an output folder that is not cardscript's, a folder that cannot be written: watching
    // would only fail again on every change. (The reason was printed with the first build.)
    await watcher.close();
    process.stderr.write("cardscript watch: stopped: fix the problem above and start watch again.\n");
    return 2;
  }
  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  await watcher.close();
  return 0;
}

function usageError(message: string): number {
  process.stderr.write(`cardscript watch: ${message}\n${USAGE}`);
  return 2;
}
