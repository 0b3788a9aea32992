/**
 * Check throughput (`node --import tsx bench/check.ts`, or `npm run bench -- check`); not a test.
 *
 * Measures on one core, in the same process, two sets:
 *   - the bundled set (cards/<set code>/*.card: the real cards `npm run sets:import` bundles, one file each, as
 *     they are): check (parse + validate, checkCardSources) against JSON.parse of the JSON of the same ASTs (the
 *     floor any parser of this data is measured against), both after untimed warm-up rounds; the process's first
 *     (cold) check is printed beside them. Target (issue 19): ratio ≤ 10;
 *   - a synthetic set of 10,000 cards (the 26 cards of cards/ replicated under fresh names): the same two, in
 *     cards/s. Targets: 10,000 cards in ≤ 1 s; ratio ≤ 10.
 * Also splits check into parse and validate, so a regression points at the part that caused it. Both elapsed and
 * CPU time are printed: on a machine busy with other work, CPU time is the fairer "one core" figure.
 */
import { CARDS_ROOT } from "../runner/cards.js";
import { cardFilesOf, setsFolders, syntheticCards } from "./synthetic-cards.js";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkCardSources, parseCardFile, validateCardSet } from "../grammar/index.js";

const TARGET_CARDS = 10_000;
const ROUNDS = 7;
const WARMUP_ROUNDS = 3;

/** One source per card of the synthetic set (bench/synthetic-cards.ts). */
function replicate(): { file: string; text: string }[] {
  return syntheticCards(TARGET_CARDS).map((text, index) => ({ file: `synthetic/${index}.card`, text: `${text}\n` }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

interface Timing {
  /** Elapsed time, ms. */
  wall: number;
  /** CPU time of this process (user + system), ms: less disturbed than `wall` when other processes share the cores. */
  cpu: number;
}

function time(run: () => void): Timing {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  run();
  const cpu = process.cpuUsage(cpuStarted);
  return { wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000 };
}

function bundledSet(): { file: string; text: string }[] {
  return cardFilesOf(setsFolders).map((file) => ({ file: path.relative(CARDS_ROOT, file), text: readFileSync(file, "utf8") }));
}

/** The check of `sources` and the JSON.parse of their ASTs, ROUNDS times each, alternating: median timings. */
function checkAgainstJson(sources: { file: string; text: string }[], what: string): { cards: number; cold: Timing; check: Timing[]; json: Timing[]; jsonBytes: number } {
  let first!: ReturnType<typeof checkCardSources>;
  const cold = time(() => (first = checkCardSources(sources)));
  const errors = first.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
  if (errors.length > 0) {
    console.error(`bench/check: ${what} has ${errors.length} errors, e.g. ${errors[0].file}:${errors[0].range.start.line}: ${errors[0].message}`);
    process.exit(1);
  }
  const asts = JSON.stringify(first.files.map((file) => file.ast));
  const check: Timing[] = [];
  const json: Timing[] = [];
  // Warm-up, untimed: JSON.parse is native code, ready at its first call; the parser and checks are JavaScript
  // that V8 compiles in tiers as it runs them, so timing them from a process's first rounds measures the
  // compiler tiers, not the check (the rounds before this warm-up came ~1.5× slower). The cold figure, the first
  // check of the process, is printed separately (`cold`).
  for (let round = 0; round < WARMUP_ROUNDS; round++) {
    checkCardSources(sources);
    JSON.parse(asts);
  }
  for (let round = 0; round < ROUNDS; round++) {
    check.push(time(() => checkCardSources(sources)));
    json.push(time(() => JSON.parse(asts)));
  }
  return { cards: first.files.reduce((sum, file) => sum + file.ast.cards.length, 0), cold, check, json, jsonBytes: asts.length };
}

// ---- The bundled set (issue 19's figure) ----------------------------------------------------------------------
const bundled = checkAgainstJson(bundledSet(), "the bundled sets (cards/<set>/)");
{
  const check = { wall: median(bundled.check.map((timing) => timing.wall)), cpu: median(bundled.check.map((timing) => timing.cpu)) };
  const json = { wall: median(bundled.json.map((timing) => timing.wall)), cpu: median(bundled.json.map((timing) => timing.cpu)) };
  console.log(`the bundled sets (cards/<set>/): ${bundled.cards} cards, ${(bundled.jsonBytes / 1e6).toFixed(1)} MB of AST JSON; median of ${ROUNDS} rounds after ${WARMUP_ROUNDS} untimed; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  for (const clock of ["wall", "cpu"] as const) {
    const ratio = check[clock] / json[clock];
    console.log(`  ${clock.padEnd(4)}: check ${check[clock].toFixed(1)} ms, JSON.parse of its ASTs ${json[clock].toFixed(1)} ms: ratio ${ratio.toFixed(1)} (target ≤ 10: ${ratio <= 10 ? "met" : "MISSED"})`);
  }
  console.log(`  cold: the process's first check ${bundled.cold.wall.toFixed(1)} ms wall, ${bundled.cold.cpu.toFixed(1)} ms cpu (the CLI's one pass; ${(bundled.cold.wall / json.wall).toFixed(1)}× the warm JSON.parse)`);
  console.log("");
}

// ---- 10,000 synthetic cards: throughput ---------------------------------------------------------------------
const sources = replicate();
const first = checkCardSources(sources);
const cardCount = first.files.reduce((sum, file) => sum + file.ast.cards.length, 0);
const problems = first.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
if (problems.length > 0) {
  console.error(`bench/check: the synthetic set has ${problems.length} errors, e.g. ${problems[0].file}:${problems[0].range.start.line}: ${problems[0].message}`);
  process.exit(1);
}
const json = JSON.stringify(first.files.map((file) => file.ast));

const checkTimes: Timing[] = [];
const parseTimes: Timing[] = [];
const validateTimes: Timing[] = [];
const jsonTimes: Timing[] = [];
for (let round = 0; round < ROUNDS; round++) {
  checkTimes.push(time(() => checkCardSources(sources)));
  let parsed: ReturnType<typeof parseCardFile>[] = [];
  parseTimes.push(time(() => (parsed = sources.map((source) => parseCardFile(source.text, source.file)))));
  validateTimes.push(time(() => validateCardSet(parsed.map((entry, index) => ({ ast: entry.ast, text: sources[index].text, syntaxDiagnostics: entry.diagnostics })))));
  jsonTimes.push(time(() => JSON.parse(json)));
}

const perSecond = (ms: number): string => Math.round((cardCount / ms) * 1000).toLocaleString("en-US").padStart(9);
const row = (label: string, timings: Timing[]): { wall: number; cpu: number } => {
  const wall = median(timings.map((timing) => timing.wall));
  const cpu = median(timings.map((timing) => timing.cpu));
  console.log(`${label.padEnd(24)} wall ${wall.toFixed(0).padStart(6)} ms ${perSecond(wall)} cards/s   cpu ${cpu.toFixed(0).padStart(6)} ms ${perSecond(cpu)} cards/s`);
  return { wall, cpu };
};
console.log(`cards: ${cardCount} (${sources.length} files, ${(json.length / 1e6).toFixed(1)} MB of AST JSON); median of ${ROUNDS} rounds; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
const check = row("check (parse+validate)", checkTimes);
row("  parse", parseTimes);
row("  validate", validateTimes);
const jsonParse = row("JSON.parse of the ASTs", jsonTimes);
const scale = TARGET_CARDS / cardCount;
for (const clock of ["wall", "cpu"] as const) {
  const ratio = check[clock] / jsonParse[clock];
  console.log(
    `${clock.padEnd(4)}: ${TARGET_CARDS} cards in ${(check[clock] * scale).toFixed(0)} ms (target ≤ 1000: ${check[clock] * scale <= 1000 ? "met" : "MISSED"}); ratio check / JSON.parse ${ratio.toFixed(1)} (target ≤ 10: ${ratio <= 10 ? "met" : "MISSED"})`,
  );
}
