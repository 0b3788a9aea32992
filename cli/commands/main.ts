/**
 * `cardscript main` (`npm start`): the main job. It checks and compiles the reference set (`reference/`, the 26 cards
 * of the scenarios and runtime tests) into `build/reference/` and the bundled sets (`cards/<set>/`: the corpus cards
 * the language expresses, one set across the four folders) into `build/sets/` (incrementally: the compiler's
 * content-hash cache), loads the compiled modules into the runtime, plays the bundled scenarios (`scenarios/`)
 * and a few short random games per set with decks from that set's cards (runner/random-games.ts), and prints a
 * compact report with per-set figures. Any card diagnostic is printed in full; a failed scenario is printed with
 * its line, expected and found values; an engine error in a game with its seed.
 *
 * Cost (2 cores): the first run compiles ~700 cards (~15 s of CPU); later runs only hash unchanged cards.
 * The games take a few seconds (SET_GAMES per set).
 *
 * Exit code: 0 when both sets compile, every scenario passes and no game meets an engine error, 1 otherwise, 2
 * when a set could not be built at all (its output folder is not cardscript's, a file cannot be read).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build, loadCompiledSet } from "../../compiler/index.js";
import { PACKAGE_ROOT } from "../../compiler/runtime-entry.js";
import { countBySeverity, formatReport as formatDiagnostics, shouldUseColor } from "../../grammar/report.js";
import { formatReport as formatScenarioReport, hasFailures, runScenarioFiles, summarize } from "../../runner/index.js";
import { createGame } from "../../runtime/game.js";
import { parseCardFile } from "../../grammar/index.js";
import { BUNDLED_CARDS, bundledSetFolders, CARDS_ROOT } from "../../runner/cards.js";
import { playRandomGames } from "../../runner/random-games.js";
import { exitQuietlyOnBrokenPipe, expandInputs } from "../files.js";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Random games played per bundled set. */
const SET_GAMES = 4;

export async function run(args: string[]): Promise<number> {
  exitQuietlyOnBrokenPipe();
  if (args.length > 0) {
    process.stderr.write(`cardscript main: takes no arguments (got ${args.join(" ")}); see 'cardscript help'.\n`);
    return 2;
  }
  const root = PACKAGE_ROOT;
  const relative = (target: string) => path.relative(process.cwd(), target) || ".";
  const cardsFolder = BUNDLED_CARDS;
  const scenariosFolder = path.join(root, "scenarios");
  const outDir = path.join(root, "build", "reference");
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
    `reference: ${plural(built.cards, "card")} from ${relative(cardsFolder)} compiled to ${relative(outDir)} ` +
      `(${written} written, ${built.unchanged} unchanged; ${counts.warning > 0 ? plural(counts.warning, "warning") : "no problems"}) ` +
      `in ${built.timings.totalMs.toFixed(0)} ms\n`,
  );

  // 1b. The bundled sets (cards/<set>/), compiled as one set: each folder's games draw on its own cards.
  const sets = await buildAndPlaySets(root, relative, color);
  if (sets === "inputError") return 2;

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
  const ok = !hasFailures(reports) && expanded.errors.length === 0 && sets === "ok";
  process.stdout.write(`${ok ? "ok" : "FAILED"} in ${(performance.now() - started).toFixed(0)} ms\n`);
  return ok ? 0 : 1;
}

/**
 * Builds the bundled sets (the folders of cards/) into build/sets/ and plays SET_GAMES random games per set folder; prints a line per set. Returns
 * "ok", "failed" (a card does not compile, or a game met an engine error) or "inputError" (the build could not
 * run). A checkout without set folders has nothing to do here.
 */
async function buildAndPlaySets(root: string, relative: (target: string) => string, color: boolean): Promise<"ok" | "failed" | "inputError"> {
  const setsFolder = CARDS_ROOT;
  const folders = bundledSetFolders().map((folder) => path.basename(folder));
  if (folders.length === 0) return "ok";
  const outDir = path.join(root, "build", "sets");
  const built = await build({ inputs: folders.map((folder) => path.join(setsFolder, folder)), outDir, root, emit: "js" });
  for (const problem of built.inputErrors) process.stderr.write(`cardscript main: ${problem}\n`);
  if (built.inputErrors.length > 0) return "inputError";
  if (built.diagnostics.length > 0) process.stdout.write(formatDiagnostics(built.diagnostics, (file) => built.sourceOf(file), built.files, { color }));
  const counts = countBySeverity(built.diagnostics);
  if (!built.ok) {
    process.stdout.write(`sets:      ${relative(setsFolder)}/<set>/ did not compile (${plural(counts.error, "error")}); run \`npm run sets:import\` to regenerate it for the current grammar.\n`);
    return "failed";
  }
  const written = built.written.filter((file) => file.replace(/\\/g, "/").startsWith("cards/") && !file.endsWith(".d.ts")).length;
  process.stdout.write(
    `sets:      ${plural(built.cards, "card")} from ${folders.map((folder) => `${relative(path.join(setsFolder, folder))}/`).join(" ")} compiled to ${relative(outDir)} ` +
      `(${written} written, ${built.unchanged} unchanged; ${counts.warning > 0 ? plural(counts.warning, "warning") : "no problems"}) in ${built.timings.totalMs.toFixed(0)} ms\n`,
  );
  const cards = await loadCompiledSet(outDir);
  let ok = true;
  for (const folder of folders) {
    const files = readdirSync(path.join(setsFolder, folder)).filter((name) => name.endsWith(".card"));
    const names = files.flatMap((name) => {
      const file = path.join(setsFolder, folder, name);
      return parseCardFile(readFileSync(file, "utf8"), file).ast.cards.map((card) => card.name);
    });
    const label = `  ${folder.toUpperCase().padEnd(4)} ${plural(names.length, "card").padStart(10)} checked and built;`;
    if (!names.some((name) => cards.get(name) !== undefined && !cards.get(name)!.types.includes("Land"))) {
      process.stdout.write(`${label} no nonland card to play with\n`);
      continue;
    }
    const games = playRandomGames(cards, names, SET_GAMES);
    const turns = [...games.turns].sort((a, b) => a - b);
    process.stdout.write(
      `${label} ${games.games} random games: ${games.finished} finished, median ${turns[turns.length >> 1] ?? 0} turns, ` +
        `${games.castOrPlayed.size} different cards cast or played, ${plural(games.errors.length, "engine error")} (${games.milliseconds.toFixed(0)} ms)\n`,
    );
    for (const error of games.errors) process.stdout.write(`    engine error, seed ${error.seed} (runner/random-games.ts): ${error.message}\n`);
    if (games.errors.length > 0) ok = false;
  }
  return ok ? "ok" : "failed";
}
