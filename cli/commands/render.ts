/**
 * `cardscript render <file> [--wording 2007|current]`: prints the cards of a file as a player reads them.
 * A file with syntax errors is not rendered: its errors are reported instead (exit 1).
 */
import { checkCardSources, renderCardFile, type Wording } from "../../grammar/index.js";
import { formatReport, shouldUseColor } from "../../grammar/report.js";
import { exitQuietlyOnBrokenPipe, parseArguments, readSources } from "../files.js";

const USAGE = "Usage: cardscript render <file.card> [--wording 2007|current]\n";

export async function run(args: string[]): Promise<number> {
  exitQuietlyOnBrokenPipe();
  const parsed = parseArguments(args, ["--wording"], ["--help", "-h"]);
  if ("error" in parsed) return usageError(parsed.error);
  if (parsed.options.has("--help") || parsed.options.has("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const wording = parsed.options.get("--wording") ?? "2007";
  if (wording !== "2007" && wording !== "current") return usageError(`unknown wording '${wording}'; use --wording 2007 or --wording current.`);
  if (parsed.positionals.length !== 1) return usageError("give exactly one .card file to render.");

  const read = await readSources(parsed.positionals);
  if (read.errors.length > 0) {
    for (const problem of read.errors) process.stderr.write(`cardscript render: ${problem}\n`);
    return 2;
  }
  const color = shouldUseColor(process.stderr, process.env);
  for (const rejected of read.rejected) {
    process.stderr.write(formatReport(rejected.diagnostics, () => rejected.text, 1, { color }));
    process.stderr.write("cardscript render: the file is not UTF-8 text; nothing was rendered.\n");
    return 1;
  }
  const { files } = checkCardSources(read.sources);
  const [checked] = files;
  const errors = checked.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
  if (errors.length > 0) {
    process.stderr.write(formatReport(errors, () => read.sources[0].text, 1, { color }));
    process.stderr.write("cardscript render: fix these errors first; nothing was rendered.\n");
    return 1;
  }
  process.stdout.write(renderCardFile(checked.ast, { wording: wording as Wording }));
  return 0;
}

function usageError(message: string): number {
  process.stderr.write(`cardscript render: ${message}\n${USAGE}`);
  return 2;
}
