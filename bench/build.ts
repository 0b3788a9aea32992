/**
 * Build throughput (`node --import tsx bench/build.ts`, or `npm run bench -- build`); not a test.
 *
 * A set of 10,000 real cards (issue 19: the bundled sets' cards, cards/<set>/, in path order, then again under fresh
 * names to make up 10,000, one file each: bench/synthetic-cards.ts) is built into a temporary folder, then
 * rebuilt, in one process (as `cardscript watch` would rebuild):
 *   - cold: empty output folder, no cache;
 *   - no-op: nothing changed;
 *   - one change: one card file edited (a plain build: every file's size and mtime are looked at);
 *   - the next change as `watch` rebuilds it (the changed file named by its file-system event).
 * Each figure is printed beside its target (cold ≤ 10 s, no-op ≤ 0.3 s, one change ≤ 100 ms; without
 * --typecheck) as a ratio (≤ 1 meets it), with its CPU time (all threads), and the share of the cold build spent
 * in parsing, code generation, ts-morph, prettier and I/O. Generation runs in worker threads: those figures are
 * time in the threads summed over them (wall time per thread: on a loaded machine they grow with the load).
 * Then a one-change rebuild in a fresh process (`cardscript build`), which also pays for starting Node and
 * loading the compiler, and the cold build as a user runs it: `cardscript build` in a fresh process, with the
 * command's default output (JavaScript and declarations) and the built JavaScript (`dist/`, built first if it is
 * not current, as `npm run bench -- startup` does). The in-process figures run the TypeScript sources through tsx,
 * where the parser analyses its grammar's lookahead on start (about a second per thread) instead of replaying it
 * from the recording `dist/` holds; the command line's is the user's figure. BUILD_BENCH_CLI_RUNS sets how many
 * cold builds from the command line are timed (default 3; the median is compared with the target). Finally, because the set repeats its cards' code every ~850 cards (prettier formats each
 * distinct code statement once), a cold build of 2,000 cards whose damage and life amounts differ from card to
 * card: what each distinct piece of code costs.
 *
 * `BUILD_BENCH_CARDS=2000` builds a smaller set (while iterating); the targets are for 10,000.
 */
import { setsFolders, syntheticCards } from "./synthetic-cards.js";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type BuildResult } from "../compiler/index.js";
import { distIsCurrent } from "../bin/dist-freshness.js";

const TARGET_CARDS = Number(process.env.BUILD_BENCH_CARDS ?? 10_000);
const root = fileURLToPath(new URL("../", import.meta.url));

/** One file per card of the set: the bundled set's real cards, replicated (bench/synthetic-cards.ts). */
function writeRealCardSet(folder: string): string[] {
  return syntheticCards(TARGET_CARDS, setsFolders).map((text, index) => {
    const file = path.join(folder, `${String(index).padStart(5, "0")}.card`);
    writeFileSync(file, `${text}\n`);
    return file;
  });
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`;
}

function line(label: string, ms: number, cpuMs: number, targetMs: number): string {
  const ratio = ms / targetMs;
  return `${label.padEnd(28)} ${seconds(ms).padStart(10)}   target ≤ ${seconds(targetMs).padEnd(8)} ratio ${ratio.toFixed(2)} ${ratio <= 1 ? "(meets)" : "(misses)"}   [CPU ${seconds(cpuMs)}]`;
}

/** Runs `run`, returning its result, wall time and the CPU time of this process (all threads). */
async function measure<T>(run: () => Promise<T>): Promise<{ value: T; ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await run();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { value, ms, cpuMs: (used.user + used.system) / 1000 };
}

function check(result: BuildResult, what: string): void {
  if (!result.ok) {
    const first = result.diagnostics.find((diagnostic) => diagnostic.severity === "error");
    console.error(`bench/build: the ${what} build failed: ${result.inputErrors[0] ?? `${first?.file}:${first?.range.start.line}: ${first?.message}`}`);
    process.exit(1);
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), "cardscript-bench-build-"));
try {
  const cardsFolder = path.join(work, "cards");
  mkdirSync(cardsFolder);
  const files = writeRealCardSet(cardsFolder);
  const outDir = path.join(work, "out");
  const options = { inputs: [cardsFolder], outDir, root: work };
  console.log(`${files.length} real cards (the bundled sets', cards/<set>/, then again under fresh names), ${os.availableParallelism()} cores, Node ${process.version}`);

  const coldRun = await measure(() => build(options));
  const cold = coldRun.value;
  check(cold, "cold");

  const noopRun = await measure(() => build(options));
  const noop = noopRun.value;
  check(noop, "no-op");

  const changed = files[Math.min(1234, files.length - 1)];
  writeFileSync(changed, readFileSync(changed, "utf8").replace(/\n$/, "\n# edited\n"));
  const oneRun = await measure(() => build(options));
  const one = oneRun.value;
  check(one, "one-change");
  // A comment changes no module (early cut-off, compiler/cache.ts): the file is parsed and checked, nothing written.
  if (one.written.length !== 0) console.warn(`bench/build: expected no module written after a comment was added, got ${one.written.length}`);

  // A second change as `watch` rebuilds it: the file-system event names the changed file (changedFiles), and
  // ts-morph and prettier are already loaded in this thread.
  writeFileSync(changed, readFileSync(changed, "utf8").replace(/# edited\n$/, "# edited twice\n"));
  const secondRun = await measure(() => build({ ...options, changedFiles: [changed] }));
  check(secondRun.value, "second one-change");
  if (secondRun.value.written.length !== 0) console.warn(`bench/build: expected no module written after the hinted comment change, got ${secondRun.value.written.length}`);

  const coldMs = coldRun.ms;
  console.log("");
  console.log(line("cold build", coldRun.ms, coldRun.cpuMs, 10_000));
  console.log(line("no-op rebuild", noopRun.ms, noopRun.cpuMs, 300));
  console.log(line("rebuild after one change", oneRun.ms, oneRun.cpuMs, 100));
  console.log(line("  next change, as watch does", secondRun.ms, secondRun.cpuMs, 100));
  console.log(`load average during the run: ${os.loadavg().map((load) => load.toFixed(1)).join(", ")} on ${os.availableParallelism()} cores (wall times grow with it; CPU times much less)`);
  const noopMs = noopRun.ms;

  const t = cold.timings;
  const parts: [string, number][] = [
    ["parsing + validation", t.parseMs],
    ["code generation (threads)", t.generateMs],
    ["ts-morph printing (threads)", t.printMs],
    ["prettier (threads)", t.formatMs],
    ["I/O: read, hash", t.readMs],
    ["I/O: module files (threads)", t.moduleWriteMs],
    ["I/O: index, cache, install", t.writeMs],
  ];
  const total = parts.reduce((sum, [, ms]) => sum + ms, 0);
  console.log("");
  console.log(`cold build, where the time goes (shares of ${seconds(total)} of work; wall ${seconds(coldMs)}, generation wall ${seconds(t.generateWallMs)}):`);
  for (const [label, ms] of parts) console.log(`  ${label.padEnd(30)} ${seconds(ms).padStart(10)}  ${((ms / total) * 100).toFixed(1).padStart(5)} %`);
  const perModule = (ms: number) => `${(ms / files.length).toFixed(3)} ms`;
  console.log(`  per module: code ${perModule(t.generateMs)}, ts-morph ${perModule(t.printMs)}, prettier ${perModule(t.formatMs)}, file ${perModule(t.moduleWriteMs)}`);
  console.log(`  prettier formatted ${t.statementsFormatted} distinct code statements (of ${t.statements} distinct per chunk of jobs, summed over the chunks) for ${files.length} modules`);
  console.log(`  modules generated while the set was parsed: ${t.generatedWhileParsing} of ${cold.written.filter((file) => file.startsWith("cards/")).length}`);
  console.log(`no-op: read ${seconds(noop.timings.readMs)}, rest ${seconds(noopMs - noop.timings.readMs)}; one change: read ${seconds(one.timings.readMs)}, parse ${seconds(one.timings.parseMs)}, generate ${seconds(one.timings.generateWallMs)}, write ${seconds(one.timings.writeMs)}`);

  // The same one-change rebuild from the command line, in a fresh process.
  writeFileSync(changed, readFileSync(changed, "utf8").replace(/# edited twice\n$/, "# edited again\n"));
  const started = performance.now();
  // --emit ts: what the builds above wrote (build()'s default; the command's is js, which would rebuild everything).
  const cli = spawnSync(process.execPath, [path.join(root, "bin/cardscript.js"), "build", cardsFolder, "--out", outDir, "--emit", "ts"], { cwd: work, encoding: "utf8" });
  const cliMs = performance.now() - started;
  if (cli.status !== 0) console.warn(`bench/build: cardscript build exited ${cli.status}: ${cli.stderr}`);
  console.log(`one change from the command line (fresh process, Node + loader start-up included): ${seconds(cliMs)} — ${cli.stdout.trim()}`);

  // The cold build as a user runs it: a fresh process, the command's default output, dist/ (see the header).
  const cliRuns = Number(process.env.BUILD_BENCH_CLI_RUNS ?? 3);
  if (cliRuns > 0) {
    const distBuilt = spawnSync(process.execPath, [path.join(root, "bin/build-dist.js")], { cwd: root, encoding: "utf8" });
    if (distBuilt.status !== 0) console.warn(`bench/build: 'npm run build' failed, so the command line ran the sources:\n${distBuilt.stdout}${distBuilt.stderr}`);
    const coldCli: number[] = [];
    for (let run = 0; run < cliRuns; run++) {
      const cliOut = path.join(work, `cli-out-${run}`);
      const coldStarted = performance.now();
      const coldBuilt = spawnSync(process.execPath, [path.join(root, "bin/cardscript.js"), "build", cardsFolder, "--out", cliOut], { cwd: work, encoding: "utf8" });
      coldCli.push(performance.now() - coldStarted);
      if (coldBuilt.status !== 0) console.warn(`bench/build: the cold 'cardscript build' exited ${coldBuilt.status}: ${coldBuilt.stderr}`);
      rmSync(cliOut, { recursive: true, force: true });
    }
    const sorted = [...coldCli].sort((a, b) => a - b);
    const coldCliMs = sorted[Math.floor(sorted.length / 2)];
    const ratio = coldCliMs / 10_000;
    console.log(
      `cold build from the command line (fresh process, dist/${distIsCurrent(root) ? "" : " NOT current: the sources ran"}, --emit js, the default): ${seconds(coldCliMs)}` +
        `   target ≤ 10 s ratio ${ratio.toFixed(2)} ${ratio <= 1 ? "(meets)" : "(misses)"}   (median of ${cliRuns}: ${coldCli.map((ms) => seconds(ms)).join(", ")}; load ${os.loadavg()[0].toFixed(1)})`,
    );
  }

  // Distinct code: the same cards with "deals N damage" and "gain N life" numbered card by card.
  const variedFolder = path.join(work, "varied");
  mkdirSync(variedFolder);
  syntheticCards(2000, setsFolders).forEach((text, index) => {
    const varied = text.replace(/deals \d+ damage/g, `deals ${index + 1} damage`).replace(/gain \d+ life/g, `gain ${index + 1} life`);
    writeFileSync(path.join(variedFolder, `${String(index).padStart(5, "0")}.card`), `${varied}\n`);
  });
  const variedRun = await measure(() => build({ inputs: [variedFolder], outDir: path.join(work, "varied-out"), root: work }));
  check(variedRun.value, "varied");
  const v = variedRun.value.timings;
  console.log(
    `2000 cards with their own damage and life amounts (cold, workers already started): ${seconds(variedRun.ms)} [CPU ${seconds(variedRun.cpuMs)}]; ` +
      `prettier formatted ${v.statementsFormatted} new distinct statements in ${seconds(v.formatMs)} (threads): ${(v.formatMs / Math.max(1, v.statementsFormatted)).toFixed(2)} ms each`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
