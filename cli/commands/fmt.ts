/**
 * `cardscript fmt <files or folders> [--check] [--wording 2007|current]`: rewrites .card files in canonical
 * layout (comments kept), in the wording each file is written in unless --wording converts it. A file with syntax errors is never rewritten: its errors are reported. Files are
 * written atomically (a temporary file in the same folder, then a rename), so an interrupted run never leaves
 * a half-written card file.
 *
 * Exit code: 0 when every file is (now) formatted, 1 when `--check` finds a file that would change or a file
 * has syntax errors, 2 on usage errors.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatSource, type Wording } from "../../grammar/index.js";
import { formatReport, shouldUseColor } from "../../grammar/report.js";
import { describeUserError } from "../errors.js";
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
  const total = read.sources.length + read.rejected.length;
  if (total === 0) return usageError(`no .card files found in ${parsed.positionals.map((input) => `'${input}'`).join(", ")}.`);

  const color = shouldUseColor(process.stderr, process.env);
  let changed = 0;
  let failed = 0;
  /** Files that could not be written (cli/errors.ts says why): the run goes on with the others, then exits 2. */
  let unwritten = 0;
  for (const rejected of read.rejected) {
    // Never rewritten: its text has U+FFFD where the file has bytes that are not UTF-8.
    failed++;
    process.stderr.write(formatReport(rejected.diagnostics, () => rejected.text, 1, { color }));
    process.stderr.write(`cardscript fmt: '${rejected.file}' is not UTF-8 text and was not formatted; save it as UTF-8 first.\n`);
  }
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
      try {
        await writeAtomically(source.file, result.text);
      } catch (error) {
        const described = describeUserError(error);
        if (described === undefined) throw error;
        unwritten++;
        process.stderr.write(`cardscript fmt: ${described} '${source.file}' was left as it was.\n`);
        continue;
      }
      process.stdout.write(`formatted ${source.file}\n`);
    }
  }
  if (checkOnly) {
    process.stdout.write(
      changed === 0 && failed === 0
        ? `All ${total} file${total === 1 ? " is" : "s are"} formatted.\n`
        : `${changed} of ${total} file${total === 1 ? "" : "s"} would be reformatted${failed > 0 ? `; ${failed} could not be read as cards` : ""}; run 'cardscript fmt' without --check to rewrite them.\n`,
    );
    return changed > 0 || failed > 0 ? 1 : 0;
  }
  const formatted = changed - unwritten;
  process.stdout.write(
    `Formatted ${formatted} of ${total} file${total === 1 ? "" : "s"}${failed > 0 ? `; ${failed} with errors left unchanged` : ""}${unwritten > 0 ? `; ${unwritten} could not be written` : ""}.\n`,
  );
  return unwritten > 0 ? 2 : failed > 0 ? 1 : 0;
}

/**
 * Writes next to the real file (through a symbolic link, which stays a link) and keeps the file's permissions,
 * then renames over it: readers see the old text or the new one, never a mix. Synchronous, so that no signal
 * handler runs between the write and the rename, and the temporary file is removed on every failure.
 */
async function writeAtomically(file: string, text: string): Promise<void> {
  const target = realpathSync(file);
  const { mode } = statSync(target);
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.cardscript-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
  try {
    writeFileSync(temporary, text, { encoding: "utf8", mode });
    chmodSync(temporary, mode);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function usageError(message: string): number {
  process.stderr.write(`cardscript fmt: ${message}\n${USAGE}`);
  return 2;
}
