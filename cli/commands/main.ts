/**
 * `cardscript main` (`npm start`): the main job. It checks and compiles the bundled card set (`cards/`) into
 * `build/cards/` (incrementally: the compiler's content-hash cache), loads the compiled modules into the runtime,
 * plays the bundled scenarios (`scenarios/`), and prints a compact report. Any card diagnostic is printed in
 * full; a failed scenario is printed with its line, expected and found values.
 *
 * Exit code: 0 when the set compiles and every scenario passes, 1 otherwise, 2 when the set could not be built at
 * all (its output folder is not cardscript's, a file cannot be read).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { build, loadCompiledSet } from "../../compiler/index.js";
import { PACKAGE_ROOT } from "../../compiler/runtime-entry.js";
import { countBySeverity, formatReport as formatDiagnostics, shouldUseColor } from "../../grammar/report.js";
import { formatReport as formatScenarioReport, hasFailures, runScenarioFiles, summarize } from "../../runner/index.js";
import { createGame } from "../../runtime/game.js";
import { exitQuietlyOnBrokenPipe, expandInputs } from "../files.js";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export async function run(args: string[]): Promise<number> {
  exitQuietlyOnBrokenPipe();
  if (args.length > 0) {
    process.stderr.write(`cardscript main: takes no arguments (got ${args.join(" ")}); see 'cardscript help'.\n`);
    return 2;
  }
  const root = PACKAGE_ROOT;
  const relative = (target: string) => path.relative(process.cwd(), target) || ".";
  const cardsFolder = path.join(root, "cards");
  const scenariosFolder = path.join(root, "scenarios");
  const outDir = path.join(root, "build", "cards");
  const color = shouldUseColor(process.stdout, process.env);
  const started = performance.now();

  // 1. Check and compile. The build reports every diagnostic first and writes nothing when there is an error.
  const built = await build({ inputs: [cardsFolder], outDir, root, emit: "js" });
  for (const problem of built.inputErrors) process.stderr.write(`cardscript main: ${problem}\n`);
  if (built.inputErrors.length > 0) return 2;
  if (built.diagnostics.length > 0) {
    process.stdout.write(formatDiagnostics(built.diagnostics, (file) => built.sourceOf(file), built.files, { color }));
  }
  const counts = countBySeverity(built.diagnostics);
  if (!built.ok) {
    process.stdout.write(`build: ${relative(cardsFolder)} did not compile (${plural(counts.error, "error")}); no scenario was played.\n`);
    return 1;
  }
  // Card modules only (the set index and the runtime re-export are rewritten with them), each once (a .js and its .d.ts).
  const written = built.written.filter((file) => file.replace(/\\/g, "/").startsWith("cards/") && !file.endsWith(".d.ts")).length;
  process.stdout.write(
    `cards:     ${plural(built.cards, "card")} from ${relative(cardsFolder)} compiled to ${relative(outDir)} ` +
      `(${written} written, ${built.unchanged} unchanged; ${counts.warning > 0 ? plural(counts.warning, "warning") : "no problems"}) ` +
      `in ${built.timings.totalMs.toFixed(0)} ms\n`,
  );

  // 2. Load the compiled modules and play the scenarios against them.
  const cards = await loadCompiledSet(outDir);
  const expanded = await expandInputs([scenariosFolder], [".scenario"]);
  for (const problem of expanded.errors) process.stderr.write(`cardscript main: ${problem}\n`);
  const playStarted = performance.now();
  const reports = await runScenarioFiles(expanded.files, { cards, createGame: (setup) => createGame(setup) });
  const playMs = performance.now() - playStarted;
  const summary = summarize(reports, playMs);
  if (hasFailures(reports)) {
    // Show the full report (every line, failures in detail) only when something failed.
    const source = (file: string) => {
      try {
        return readFileSync(file, "utf8");
      } catch {
        return undefined;
      }
    };
    process.stdout.write(formatScenarioReport(reports, source, playMs, { color }));
  }
  process.stdout.write(
    `scenarios: ${summary.passed} of ${plural(summary.scenarios, "scenario")} passed in ${plural(summary.files, "file")} ` +
      `from ${relative(scenariosFolder)}${summary.errors > 0 ? `, ${plural(summary.errors, "scenario file error")}` : ""} ` +
      `in ${playMs.toFixed(0)} ms\n`,
  );
  const ok = !hasFailures(reports) && expanded.errors.length === 0;
  process.stdout.write(`${ok ? "ok" : "FAILED"} in ${(performance.now() - started).toFixed(0)} ms\n`);
  return ok ? 0 : 1;
}
