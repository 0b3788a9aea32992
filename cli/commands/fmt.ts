/**
 * `cardscript fmt <files or folders> [--check] [--wording 2007|current]`: rewrites .card files in canonical
 * layout (comments kept), in the wording each file is written in unless --wording converts it. A file with syntax errors is never rewritten: its errors are reported. Files are
 * written atomically (a temporary file in the same folder, then a rename), so an interrupted run never leaves
 * a half-written card file.
 *
 * Exit code: 0 when every file is (now) formatted, 1 when `--check` finds a file that would change or a file
 * has syntax errors, 2 on usage errors.
 */
import { chmod, realpath, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatSource, type Wording } from "../../grammar/index.js";
import { formatReport, shouldUseColor } from "../../grammar/report.js";
import { exitQuietlyOnBrokenPipe, expandInputs, parseArguments, readSources } from "../files.js";

const USAGE = "Usage: cardscript fmt <files or folders> [--check] [--wording 2007|current]\n";

export async function run(args: string[]): Promise<number> {
  exitQuietlyOnBrokenPipe();
  const parsed = parseArguments(args, ["--wording"], ["--check", "--help", "-h"]);
  if ("error" in parsed) return usageError(parsed.error);
  if (parsed.options.has("--help") || parsed.options.has("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  // Without --wording each file keeps the wording it is written in (see formatSource).
  const wording = parsed.options.get("--wording");
  if (wording !== undefined && wording !== "2007" && wording !== "current") return usageError(`unknown wording '${wording}'; use --wording 2007 or --wording current.`);
  if (parsed.positionals.length === 0) return usageError("give the .card files or folders to format, e.g. cardscript fmt cards");
  const checkOnly = parsed.options.has("--check");

  const expanded = await expandInputs(parsed.positionals, [".card"]);
  const read = await readSources(expanded.files);
  const problems = [...expanded.errors, ...read.errors];
  if (problems.length > 0) {
    for (const problem of problems) process.stderr.write(`cardscript fmt: ${problem}\n`);
    return 2;
  }
  if (read.sources.length === 0) return usageError(`no .card files found in ${parsed.positionals.map((input) => `'${input}'`).join(", ")}.`);

  const color = shouldUseColor(process.stderr, process.env);
  let changed = 0;
  let failed = 0;
  for (const source of read.sources) {
    const result = formatSource(source.text, source.file, wording === undefined ? {} : { wording: wording as Wording });
    if (result.internalError !== undefined) {
      failed++;
      process.stderr.write(`cardscript fmt: internal error: ${result.internalError}\n`);
      continue;
    }
    if (result.text === undefined) {
      failed++;
      process.stderr.write(formatReport(result.diagnostics, () => source.text, 1, { color }));
      process.stderr.write(`cardscript fmt: '${source.file}' has syntax errors and was not formatted; fix them first.\n`);
      continue;
    }
    if (!result.changed) continue;
    changed++;
    if (checkOnly) {
      process.stdout.write(`would reformat ${source.file}\n`);
    } else {
      await writeAtomically(source.file, result.text);
      process.stdout.write(`formatted ${source.file}\n`);
    }
  }
  const total = read.sources.length;
  if (checkOnly) {
    process.stdout.write(
      changed === 0 && failed === 0
        ? `All ${total} file${total === 1 ? " is" : "s are"} formatted.\n`
        : `${changed} of ${total} file${total === 1 ? "" : "s"} would be reformatted${failed > 0 ? `; ${failed} could not be read as cards` : ""}; run 'cardscript fmt' without --check to rewrite them.\n`,
    );
    return changed > 0 || failed > 0 ? 1 : 0;
  }
  process.stdout.write(`Formatted ${changed} of ${total} file${total === 1 ? "" : "s"}${failed > 0 ? `; ${failed} with syntax errors left unchanged` : ""}.\n`);
  return failed > 0 ? 1 : 0;
}

/**
 * Writes next to the real file (through a symbolic link, which stays a link) and keeps the file's permissions,
 * then renames over it: readers see the old text or the new one, never a mix.
 */
async function writeAtomically(file: string, text: string): Promise<void> {
  const target = await realpath(file);
  const { mode } = await stat(target);
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(temporary, text, { encoding: "utf8", mode });
    await chmod(temporary, mode);
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

function usageError(message: string): number {
  process.stderr.write(`cardscript fmt: ${message}\n${USAGE}`);
  return 2;
}
