/**
 * Runtime benchmark (`node --import tsx bench/runtime.ts`, or `npm run bench -- runtime`). Not a test.
 *
 * Prints, each beside its target and a baseline measured in the same run:
 * - complete random games per second, single-threaded, two random 40-card decks from the bundled cards, with
 *   the game option `autoPass: "whenNoOtherAction"` (the engine makes the forced priority passes) and the
 *   random player answering decisions through the game option `decide` (inline, as an AI would); and, for
 *   honesty, the same games with the decisions answered through `pendingDecision()`/`answer()` (the engine
 *   re-runs an action with its answers so far), and games without autoPass (the random player submits every
 *   pass itself) (baseline: the same games' length in bare `legalActions()` calls);
 * - snapshot + restore time of a mid-game state (baseline: `structuredClone` of the same snapshot);
 * - the game-length distribution (turns and steps: min / median / p90 / max);
 * - a fuzz run over ≥ 10,000 games with the invariant checks after every step (and randomly built actions, legal
 *   or not), plus replay and snapshot-continuation determinism on a sample, and on the same sample the game
 *   replayed with the option off and the forced passes submitted one by one (the log must be the same),
 *   listing any violation with its seed (progress on stderr every 1,000 games).
 *
 * The cards are the 26-card reference set (reference/) compiled by `cardscript build` (into a temporary folder); the first games are
 * also played with the hand-written fixtures of test/runtime, which must give the same logs.
 *
 * Timed games follow a warm-up of 2,000 games, and 300 more in each other mode: the speed keeps rising for the
 * first few thousand games of a process (the JIT meets rarer paths and object shapes and optimises again; the
 * first 300 games' speed is printed too). They keep only a summary of each game, so the figures are the
 * engine's steady state.
 *
 * Each mode plays its games in 5 rounds (the same games each round) and reports the median round, with every
 * round beside it: on a shared machine a few seconds of another job's load can take 10–15 % off one round
 * (a single run of 2,000 games once read 909 games/s inline and 1,057 through answer() just after it, which
 * is slower by construction). The rounds differ only by that noise, since their games are the same.
 *
 * The same games/s is measured with decks from the whole bundled set (cards/<set>/, the corpus cards the language
 * expresses), beside its own legalActions() baseline and the 26-card figure (3 rounds of BENCH_RUNTIME_SET_GAMES
 * games after BENCH_RUNTIME_SET_WARMUP games of warm-up, whose first 200 are printed as the cold figure). The 10,000
 * whole-set fuzz games with invariant checks are `npm run bench -- fuzz-sets`.
 *
 * Options (environment): BENCH_RUNTIME_GAMES (timed games per round, default 2000), BENCH_RUNTIME_ROUNDS (rounds,
 * default 5), BENCH_RUNTIME_FUZZ (fuzz games, default 10000), BENCH_RUNTIME_SEED (first seed, default 1),
 * BENCH_RUNTIME_SET_GAMES (whole-set timed games per round, default 200), BENCH_RUNTIME_SET_WARMUP (whole-set
 * warm-up games, default 1500).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { loadCompiledSet } from "../compiler/index.js";
import { BUNDLED_CARDS, bundledSetFolders } from "../runner/cards.js";
import { createGame, restoreGame } from "../runtime/game.js";
import type { Game, GameSnapshot } from "../runtime/api.js";
import { referenceRegistry } from "../test/runtime/fixtures/reference-cards.js";
import {
  continueFromSnapshot,
  distribution,
  firstLogDifference,
  playRandomGame,
  replay,
  type Distribution,
  type Engine,
  type RandomGameOptions,
  type RandomGameResult,
  wholeSetDeckOptions,
} from "../test/runtime/fuzz-harness.js";

const engine: Engine = {
  createGame: (setup, options) => createGame(setup, options),
  restoreGame: (snapshot, cards) => restoreGame(snapshot, cards),
};

// The games are played with the bundled set as the compiler builds it (cards/ → TypeScript modules): the cards a
// game developer imports. The build runs in a child process (`cardscript build`), so that the compiler's
// libraries never share this process's heap with the games.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = mkdtempSync(path.join(tmpdir(), "cardscript-bench-runtime-"));
process.on("exit", () => rmSync(buildDir, { recursive: true, force: true }));
const buildStart = performance.now();
const built = spawnSync(process.execPath, [path.join(packageRoot, "bin/cardscript.js"), "build", BUNDLED_CARDS, "--out", buildDir], {
  cwd: packageRoot,
  encoding: "utf8",
});
if (built.status !== 0) {
  console.error(`bench/runtime: building the bundled set failed (exit ${built.status}):\n${built.stdout}${built.stderr}`);
  process.exit(2);
}
const buildSeconds = (performance.now() - buildStart) / 1000;
const cards = await loadCompiledSet(buildDir);

// The whole bundled set (cards/<set>/: every corpus card the language expresses), built the same way into its own folder.
const setsBuildDir = mkdtempSync(path.join(tmpdir(), "cardscript-bench-runtime-sets-"));
process.on("exit", () => rmSync(setsBuildDir, { recursive: true, force: true }));
const setsBuildStart = performance.now();
const setsBuilt = spawnSync(process.execPath, [path.join(packageRoot, "bin/cardscript.js"), "build", ...bundledSetFolders(), "--out", setsBuildDir], {
  cwd: packageRoot,
  encoding: "utf8",
});
if (setsBuilt.status !== 0) {
  console.error(`bench/runtime: building the bundled sets (cards/<set>/) failed (exit ${setsBuilt.status}):\n${setsBuilt.stdout}${setsBuilt.stderr}`);
  process.exit(2);
}
const setsBuildSeconds = (performance.now() - setsBuildStart) / 1000;
const wholeSet = await loadCompiledSet(setsBuildDir);

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`bench/runtime: ${name}=${raw} is not a positive integer; unset it or give a whole number`);
    process.exit(2);
  }
  return value;
}

const timedGames = envInt("BENCH_RUNTIME_GAMES", 2000);
const ROUNDS = envInt("BENCH_RUNTIME_ROUNDS", 5);
const WARMUP_GAMES = 2000;
const WARMUP_OTHER_MODES = 300;
const fuzzGames = envInt("BENCH_RUNTIME_FUZZ", 10_000);
const wholeSetGames = envInt("BENCH_RUNTIME_SET_GAMES", 200);
const wholeSetWarmup = envInt("BENCH_RUNTIME_SET_WARMUP", 1500);
const firstSeed = envInt("BENCH_RUNTIME_SEED", 1);

function verdict(ok: boolean): string {
  return ok ? "meets target" : "MISSES target";
}
function fmt(value: number, digits = 1): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
function fmtDistribution(d: Distribution): string {
  return `min ${d.min} / median ${d.median} / p90 ${d.p90} / max ${d.max}`;
}

// ---------------------------------------------------------------------------------------------------------
// 1. Games per second (no invariant checks: the engine alone, driven by the random player)

/**
 * The timed mode: the engine makes the forced passes; the random player answers decisions inline. A literal per
 * game, not `{ ...options, seed }` (DEVELOPERS.md: no spread-then-field copies on hot paths).
 */
function timedOptions(seed: number): RandomGameOptions {
  return { seed, checkInvariants: false, autoPass: "engine", answers: "inline" };
}

// Warm-up (the figures below are the steady state; the first games of a process run slower).
let firstGamesMs = 0;
const FIRST_GAMES = 300;
for (let seed = 0; seed < WARMUP_GAMES; seed++) {
  const start = performance.now();
  playRandomGame(engine, cards, timedOptions(1_000_000 + seed));
  if (seed < FIRST_GAMES) firstGamesMs += performance.now() - start;
}
for (let seed = 0; seed < WARMUP_OTHER_MODES; seed++) {
  playRandomGame(engine, cards, { seed: 2_000_000 + seed, checkInvariants: false, autoPass: "engine" });
  playRandomGame(engine, cards, { seed: 2_000_000 + seed, checkInvariants: false });
}

/** What the report needs of a timed game: keeping every finished game alive would make the timed loop pay
 * for collecting an ever larger heap. Setups and traces are kept for the first games (mid-game probes). */
interface TimedGame {
  steps: number;
  turns: number;
  over: boolean;
  winner: string | null;
  passes: number;
  submittedPasses: number;
  replayable: Pick<RandomGameResult, "setup" | "trace"> | null;
}
const KEPT_FOR_PROBES = 100;

/**
 * Plays the `timedGames` games of one mode `ROUNDS` times (the same seeds each round), timing each call of
 * `play` only; `firstRound` sees each result of the first round. Returns each round's time in ms, in order.
 */
function timeRounds(play: (seed: number) => RandomGameResult, firstRound: (result: RandomGameResult, index: number) => void): number[] {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let ms = 0;
    for (let index = 0; index < timedGames; index++) {
      const start = performance.now();
      const result = play(firstSeed + index);
      ms += performance.now() - start;
      if (round === 0) firstRound(result, index);
    }
    rounds.push(ms);
  }
  return rounds;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each round's games/s, as printed beside the median. */
function fmtRounds(roundsMs: readonly number[]): string {
  return roundsMs.map((ms) => fmt((timedGames / ms) * 1000)).join(", ");
}

const games: TimedGame[] = [];
const timedRounds = timeRounds(
  (seed) => playRandomGame(engine, cards, timedOptions(seed)),
  (result, index) =>
    games.push({
      steps: result.steps,
      turns: result.turns,
      over: result.over,
      winner: result.winner,
      passes: result.log.filter((event) => event.kind === "pass").length,
      submittedPasses: result.trace.filter((step) => "submit" in step && step.submit.kind === "pass").length,
      replayable: index < KEPT_FOR_PROBES ? { setup: result.setup, trace: result.trace } : null,
    }),
);
const gameMs = median(timedRounds);
const gamesPerSecond = (timedGames / gameMs) * 1000;
// The same games with the decisions answered through pendingDecision()/answer() (the public step API).
let pendingSteps = 0;
const pendingRounds = timeRounds(
  (seed) => playRandomGame(engine, cards, { seed, checkInvariants: false, autoPass: "engine" }),
  (result) => (pendingSteps += result.steps),
);
const pendingGamesPerSecond = (timedGames / median(pendingRounds)) * 1000;
// The same count of games without the option (the random player submits every pass; its random choices
// differ, so these are other games of the same decks).
let manualSteps = 0;
const manualRounds = timeRounds(
  (seed) => playRandomGame(engine, cards, { seed, checkInvariants: false }),
  (result) => (manualSteps += result.steps),
);
const manualMs = median(manualRounds);
const manualGamesPerSecond = (timedGames / manualMs) * 1000;
const enginePasses = games.reduce((sum, game) => sum + game.passes, 0);
const submittedPasses = games.reduce((sum, game) => sum + game.submittedPasses, 0);
const unfinished = games.filter((game) => !game.over).length;
const totalSteps = games.reduce((sum, game) => sum + game.steps, 0);

// Baseline: a bare loop of legalActions() calls on mid-game states of the same games.
const probes: Game[] = [];
for (const game of games.slice(0, 50)) {
  const { setup, trace } = game.replayable!;
  probes.push(replay(engine, setup, trace.slice(0, trace.length >> 1)));
}
let legalCalls = 0;
const legalStart = performance.now();
while (performance.now() - legalStart < 1000) {
  for (const game of probes) {
    game.legalActions();
    legalCalls++;
  }
}
const legalMs = (performance.now() - legalStart) / legalCalls;
const stepMs = gameMs / totalSteps;

// Cross-check: the hand-written definitions of test/runtime/fixtures (the runtime tests' material) play the same
// games as the compiled cards, event for event.
const CROSS_CHECKED = 50;
let sameLogs = 0;
for (let seed = 1; seed <= CROSS_CHECKED; seed++) {
  const compiledLog = playRandomGame(engine, cards, { seed, checkInvariants: false, autoPass: "engine" }).log;
  const fixtureLog = playRandomGame(engine, referenceRegistry, { seed, checkInvariants: false, autoPass: "engine" }).log;
  if (firstLogDifference(compiledLog, fixtureLog) < 0) sameLogs++;
}

console.log(
  `runtime: complete random games, single-threaded, two random 40-card decks from the ${cards.all().length} bundled cards` +
    ` (compiled from cards/ in ${fmt(buildSeconds, 1)} s; the hand-written fixtures give the same log in ${sameLogs} of ${CROSS_CHECKED} games)`,
);
console.log(
  `  games/s (autoPass "whenNoOtherAction", decisions answered inline through the option decide): ${fmt(gamesPerSecond)}` +
    `   target ≥ 1,000   ${verdict(gamesPerSecond >= 1000)}` +
    `   (the median of ${ROUNDS} rounds of the same ${timedGames} games: ${fmtRounds(timedRounds)}; ${unfinished} stopped at the step cap;` +
    ` ${fmt((enginePasses - submittedPasses) / timedGames, 0)} of ${fmt(enginePasses / timedGames, 0)} passes a game made by the engine;` +
    ` after ${WARMUP_GAMES} games of warm-up: the process's first ${FIRST_GAMES} ran at ${fmt((FIRST_GAMES / firstGamesMs) * 1000)} games/s)`,
);
console.log(
  `  the same games, decisions answered through pendingDecision()/answer(): ${fmt(pendingGamesPerSecond)} (rounds: ${fmtRounds(pendingRounds)})` +
    ` (${fmt(gamesPerSecond / pendingGamesPerSecond, 2)}× as long: the engine re-runs an action with its answers so far;` +
    ` ${pendingSteps === totalSteps ? "the same steps" : `STEPS DIFFER: ${pendingSteps} vs ${totalSteps}`})`,
);
console.log(
  `  games/s without the option (every pass submitted by the player): ${fmt(manualGamesPerSecond)}` +
    `   (rounds: ${fmtRounds(manualRounds)}; ${fmt(manualSteps / timedGames, 0)} steps a game)`,
);
console.log(
  `  baseline: a bare loop of legalActions() on mid-game states runs ${fmt(1000 / legalMs, 0)} calls/s;` +
    ` games/s ÷ calls/s = ${(gamesPerSecond * legalMs / 1000).toExponential(2)}` +
    ` (one legalActions() call takes ${fmt(legalMs * 1000, 2)} µs;` +
    ` a game step (choose + submit/answer) takes ${fmt(stepMs * 1000, 2)} µs = ${fmt(stepMs / legalMs, 2)}× a bare legalActions() call;` +
    ` a game = ${fmt(gameMs / timedGames / legalMs, 0)} bare calls)`,
);
console.log(`  game length, turns: ${fmtDistribution(distribution(games.map((game) => game.turns)))}`);
console.log(`  game length, steps (actions + answers): ${fmtDistribution(distribution(games.map((game) => game.steps)))}`);
const winners = new Map<string, number>();
for (const game of games) winners.set(game.winner ?? "none", (winners.get(game.winner ?? "none") ?? 0) + 1);
console.log(`  winners: ${[...winners].map(([who, count]) => `${who} ${count}`).join(", ")}`);

// ---------------------------------------------------------------------------------------------------------
// 1b. Games per second with decks from the whole bundled set (cards/<set>/), the same mode as the timed games above

/** Plays `count` whole-set games (seeds from `from`); returns the ms of the game calls and the games' summaries. */
function wholeSetRound(from: number, count: number): { ms: number; steps: number; turns: number[]; seeds: RandomGameResult[] } {
  let ms = 0;
  let steps = 0;
  const turns: number[] = [];
  const kept: RandomGameResult[] = [];
  for (let index = 0; index < count; index++) {
    const start = performance.now();
    const result = playRandomGame(engine, wholeSet, { seed: from + index, checkInvariants: false, autoPass: "engine", answers: "inline", setup: wholeSetDeckOptions });
    ms += performance.now() - start;
    steps += result.steps;
    turns.push(result.turns);
    if (kept.length < 20) kept.push(result);
  }
  return { ms, steps, turns, seeds: kept };
}
// Warm-up, as for the 26-card pool: a whole-set game meets cards whose code, and the engine's paths for them, V8
// has not run yet (1,001 cards: a game plays ~40 of them). The same 200 games ran at ~57, 122, 141 games/s in three
// passes after 100 warm-up games, and kept rising to ~170 by the fourth; the timed rounds come after the climb, and
// the process's first 200 games are printed as the cold figure.
const coldGames = Math.min(200, wholeSetWarmup);
const wholeSetCold = wholeSetRound(3_000_000, coldGames);
wholeSetRound(3_000_000 + coldGames, wholeSetWarmup - coldGames);
const wholeSetRounds: number[] = [];
let wholeSetFirst: ReturnType<typeof wholeSetRound> | undefined;
for (let round = 0; round < Math.min(ROUNDS, 3); round++) {
  const result = wholeSetRound(firstSeed, wholeSetGames);
  wholeSetRounds.push(result.ms);
  wholeSetFirst ??= result;
}
const wholeSetMs = median(wholeSetRounds);
const wholeSetGamesPerSecond = (wholeSetGames / wholeSetMs) * 1000;
const wholeSetProbes = wholeSetFirst!.seeds.map((result) => replay(engine, result.setup, result.trace.slice(0, result.trace.length >> 1)));
let wholeSetLegalCalls = 0;
const wholeSetLegalStart = performance.now();
while (performance.now() - wholeSetLegalStart < 1000) {
  for (const game of wholeSetProbes) {
    game.legalActions();
    wholeSetLegalCalls++;
  }
}
const wholeSetLegalMs = (performance.now() - wholeSetLegalStart) / wholeSetLegalCalls;
console.log(
  `runtime, whole set: the same mode with two random 40-card decks (3 nonbasic lands) from the ${wholeSet.all().length} cards of the bundled sets` +
    ` (cards/<set>/, compiled in ${fmt(setsBuildSeconds, 1)} s)`,
);
console.log(
  `  games/s: ${fmt(wholeSetGamesPerSecond)}   target ≥ 500   ${verdict(wholeSetGamesPerSecond >= 500)}` +
    `   (the median of ${wholeSetRounds.length} rounds of the same ${wholeSetGames} games: ${wholeSetRounds.map((ms) => fmt((wholeSetGames / ms) * 1000)).join(", ")};` +
    ` ${fmt(wholeSetGamesPerSecond / gamesPerSecond, 3)}× the 26-card pool's ${fmt(gamesPerSecond)};` +
    ` after ${wholeSetWarmup} games of warm-up: the process's first ${coldGames} ran at ${fmt((coldGames / wholeSetCold.ms) * 1000)} games/s)`,
);
console.log(
  `  baseline: a bare loop of legalActions() on mid-game states of these games runs ${fmt(1000 / wholeSetLegalMs, 0)} calls/s;` +
    ` games/s ÷ calls/s = ${(wholeSetGamesPerSecond * wholeSetLegalMs / 1000).toExponential(2)}` +
    ` (a game = ${fmt(wholeSetMs / wholeSetGames / wholeSetLegalMs, 0)} bare calls, ${fmt(wholeSetFirst!.steps / wholeSetGames, 0)} steps)`,
);
console.log(`  game length, turns: ${fmtDistribution(distribution(wholeSetFirst!.turns))}`);

// ---------------------------------------------------------------------------------------------------------
// 2. Snapshot + restore of mid-game states

const midGames = games
  .filter((game) => game.replayable !== null && game.steps >= 20)
  .slice(0, 20)
  .map(({ replayable }) => replay(engine, replayable!.setup, replayable!.trace.slice(0, replayable!.trace.length >> 1)));
function timePerCall(run: () => void, minimumMs = 500): number {
  for (let i = 0; i < 1000; i++) run();
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < minimumMs) {
    for (let i = 0; i < 100; i++) run();
    calls += 100;
  }
  return ((performance.now() - start) / calls) * 1000; // µs
}
let sink = 0;
const snapshots = midGames.map((game) => game.snapshot());
let cursor = 0;
// A snapshot this process made and did not change may skip validation (`trusted`): the figure with the target.
const snapshotRestoreUs = timePerCall(() => {
  const game = midGames[cursor % midGames.length];
  const snapshot = game.snapshot();
  game.restore(snapshot, { trusted: true });
  cursor++;
});
// The default: every snapshot validated (runtime/snapshot.ts), as one through JSON always is.
const snapshotRestoreValidatedUs = timePerCall(() => {
  const game = midGames[cursor % midGames.length];
  game.restore(game.snapshot());
  cursor++;
});
const snapshotOnlyUs = timePerCall(() => {
  sink += midGames[cursor++ % midGames.length].snapshot() ? 1 : 0;
});
const restoreGameUs = timePerCall(() => {
  const index = cursor++ % snapshots.length;
  sink += restoreGame(snapshots[index] as GameSnapshot, cards) ? 1 : 0;
});
const structuredCloneUs = timePerCall(() => {
  sink += structuredClone(snapshots[cursor++ % snapshots.length]) ? 1 : 0;
});
const jsonRoundTripUs = timePerCall(() => {
  sink += JSON.parse(JSON.stringify(snapshots[cursor++ % snapshots.length])) ? 1 : 0;
});
const snapshotBytes = distribution(snapshots.map((snapshot) => JSON.stringify(snapshot).length));

console.log(`\nruntime: snapshot + restore of a mid-game state (${midGames.length} states, JSON size ${fmtDistribution(snapshotBytes)} bytes)`);
console.log(
  `  game.snapshot() + game.restore(s, { trusted: true }): ${fmt(snapshotRestoreUs, 2)} µs   target ≤ 20 µs   ${verdict(snapshotRestoreUs <= 20)}`,
);
console.log(
  `  baseline: structuredClone of the same snapshot ${fmt(structuredCloneUs, 2)} µs → ratio ${(snapshotRestoreUs / structuredCloneUs).toExponential(2)}` +
    ` (structuredClone takes ${fmt(structuredCloneUs / snapshotRestoreUs, 0)}× as long)` +
    `; JSON round trip ${fmt(jsonRoundTripUs, 2)} µs`,
);
console.log(`  parts: snapshot() ${fmt(snapshotOnlyUs, 2)} µs; restoreGame(snapshot) into a new game, validated ${fmt(restoreGameUs, 2)} µs`);
console.log(
  `  game.snapshot() + game.restore() validated (the default): ${fmt(snapshotRestoreValidatedUs, 2)} µs, ${fmt(snapshotRestoreValidatedUs / jsonRoundTripUs, 2)}× a JSON round trip`,
);

// ---------------------------------------------------------------------------------------------------------
// 3. Fuzz run with invariant checks, and determinism on a sample

const fuzzStart = performance.now();
const violations: string[] = [];
const violationKinds = new Map<string, { count: number; example: string }>();
const fuzzTurns: number[] = [];
let capped = 0;
let determinismChecked = 0;
for (let index = 0; index < fuzzGames; index++) {
  const seed = firstSeed + 100_000 + index;
  const result = playRandomGame(engine, cards, { seed, illegalProbeEvery: 97, randomActionEvery: 29, autoPass: "engine" });
  if ((index + 1) % 1000 === 0) {
    const elapsed = (performance.now() - fuzzStart) / 1000;
    process.stderr.write(`  fuzz progress: ${index + 1}/${fuzzGames} games, ${violations.length} violations, ${fmt(elapsed, 0)} s\n`);
  }
  fuzzTurns.push(result.turns);
  if (result.hitCap) {
    capped++;
    result.violations.push(`seed ${seed}: the game did not end within ${result.steps} steps (turn ${result.turns})`);
  }
  if (index % 50 === 0 && result.violations.length === 0) {
    determinismChecked++;
    try {
      const again = replay(engine, result.setup, result.trace);
      const diff = firstLogDifference(result.log, again.log());
      if (diff >= 0) result.violations.push(`seed ${seed}: replay log differs at entry ${diff}`);
      const at = result.trace.length >> 1;
      const { restored } = continueFromSnapshot(engine, result.setup, result.trace, at);
      const snapshotDiff = firstLogDifference(result.log, restored.log());
      if (snapshotDiff >= 0) result.violations.push(`seed ${seed}: snapshot at step ${at} → JSON → restore: log differs at entry ${snapshotDiff}`);
      // The option changes nothing but who submits the forced passes.
      const manual = playRandomGame(engine, cards, { seed, illegalProbeEvery: 97, randomActionEvery: 29, autoPass: "harness", checkInvariants: false });
      const optionDiff = firstLogDifference(result.log, manual.log);
      if (optionDiff >= 0) result.violations.push(`seed ${seed}: with autoPass off (forced passes submitted), the log differs at entry ${optionDiff}`);
    } catch (error) {
      result.violations.push(`seed ${seed}: determinism check threw: ${(error as Error).message}`);
    }
  }
  for (const violation of result.violations) {
    violations.push(violation);
    const kind = violation.replace(/^seed \d+(, step \d+)?: /, "").replace(/\bo\d+\b/g, "oN").replace(/\d+/g, "N").slice(0, 120);
    const entry = violationKinds.get(kind) ?? { count: 0, example: violation };
    entry.count++;
    violationKinds.set(kind, entry);
  }
}
const fuzzSeconds = (performance.now() - fuzzStart) / 1000;
console.log(
  `\nruntime: fuzz run, ${fuzzGames} games with invariant checks after every step` +
    ` (${fmt(fuzzSeconds, 1)} s; replay, snapshot and autoPass-off determinism on ${determinismChecked} of them)`,
);
console.log(`  turns: ${fmtDistribution(distribution(fuzzTurns))}; ${capped} games hit the step cap`);
if (violations.length === 0) {
  console.log(`  violations: 0   target 0   meets target`);
} else {
  console.log(`  violations: ${violations.length} (${violationKinds.size} kinds)   target 0   MISSES target`);
  for (const [kind, { count, example }] of [...violationKinds].sort((a, b) => b[1].count - a[1].count).slice(0, 25)) {
    console.log(`  ${String(count).padStart(6)} × ${kind}\n           e.g. ${example.slice(0, 400)}`);
  }
}
if (sink < 0) console.log(sink);
// A violation is an engine bug: say so in the exit status too (bench/run.ts reports it and goes on).
if (violations.length > 0 || sameLogs < CROSS_CHECKED || pendingSteps !== totalSteps) process.exitCode = 1;
