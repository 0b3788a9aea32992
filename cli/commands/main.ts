/**
 * `cardscript main` (`npm start`): the main job. For now it checks the bundled card set (`cards/`) and prints a
 * one-line summary (with the full report when something is wrong). Building the set and playing the scenarios
 * are added by later steps.
 */
import { fileURLToPath } from "node:url";
import path from "node:path";
import { checkCardSources } from "../../grammar/index.js";
import { countBySeverity, formatReport, shouldUseColor } from "../../grammar/report.js";
import { exitQuietlyOnBrokenPipe, expandInputs, readSources } from "../files.js";

export async function run(args: string[]): Promise<number> {
  exitQuietlyOnBrokenPipe();
  if (args.length > 0) {
    process.stderr.write(`cardscript main: takes no arguments (got ${args.join(" ")}).\n`);
    return 2;
  }
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const folder = path.relative(process.cwd(), path.join(root, "cards")) || ".";
  const expanded = await expandInputs([folder], [".card"]);
  const read = await readSources(expanded.files);
  for (const problem of [...expanded.errors, ...read.errors]) process.stderr.write(`cardscript main: ${problem}\n`);
  if (expanded.errors.length > 0 || read.errors.length > 0) return 2;

  const started = performance.now();
  const { files, diagnostics } = checkCardSources(read.sources);
  const elapsed = performance.now() - started;
  const cards = files.reduce((sum, file) => sum + file.ast.cards.length, 0);
  const counts = countBySeverity(diagnostics);
  if (diagnostics.length > 0) {
    const texts = new Map(read.sources.map((source) => [source.file, source.text]));
    process.stdout.write(formatReport(diagnostics, (file) => texts.get(file), files.length, { color: shouldUseColor(process.stdout, process.env) }));
  }
  const status = counts.error > 0 ? `${counts.error} error${counts.error === 1 ? "" : "s"}` : counts.warning > 0 ? `no errors, ${counts.warning} warning${counts.warning === 1 ? "" : "s"}` : "no problems";
  process.stdout.write(`check: ${cards} cards in ${files.length} files (${folder}): ${status} (${elapsed.toFixed(0)} ms)\n`);
  return counts.error > 0 ? 1 : 0;
}
