/**
 * A/B of the runtime's speed between two checkouts on whole-set games, in one process (`node --import tsx
 * bench/runtime-sets-ab.ts <checkout A> <checkout B>`). Not part of `npm run bench`: a tool for judging one change,
 * as bench/runtime-ab.ts is on the 26-card pool; this one plays random games with two 40-card decks drawn from the
 * whole bundled set (sets/: the decks of bench/fuzz-sets.ts, `wholeSetDeckOptions`), without the invariant checks,
 * in alternating bursts so that both engines meet the same load, and checks that the games are the same (step
 * counts and the hash of their logs).
 *
 * The sets are compiled once, by this checkout's `cardscript build` (compiled card modules import nothing), and
 * each checkout loads them with its own `loadCompiledSet` (its own registry and caches). Each checkout must hold
 * `runtime/`, `compiler/` and `test/runtime/fuzz-harness.ts`. Options (environment): AB_ROUNDS (bursts per engine,
 * default 8), AB_BURST (games per burst, default 25), AB_WARMUP (games each engine plays first, default 50),
 * AB_SETS_BUILD (a folder the sets are already compiled into: skips the build).
 */
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { GameSetup, GameSnapshot } from "../runtime/api.js";
import type { CardRegistry } from "../runtime/definition.js";
import type { RandomGameOptions, RandomGameResult } from "../test/runtime/fuzz-harness.js";

type PlayOne = (seed: number) => RandomGameResult;

async function load(root: string, buildDir: string): Promise<PlayOne> {
  const files = ["runtime/game.ts", "compiler/index.ts", "test/runtime/fuzz-harness.ts"].map((file) => path.resolve(root, file));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`bench/runtime-sets-ab: ${root} is not a checkout of cardscript (missing ${missing.join(", ")}); give two checkout folders`);
    process.exit(2);
  }
  const [game, compiler, harness] = await Promise.all(files.map((file) => import(pathToFileURL(file).href)));
  const cards: CardRegistry = await compiler.loadCompiledSet(buildDir);
  const engine = {
    createGame: (setup: GameSetup) => game.createGame(setup),
    restoreGame: (snapshot: GameSnapshot, registry: CardRegistry) => game.restoreGame(snapshot, registry),
  };
  const options = (seed: number): RandomGameOptions => ({ seed, checkInvariants: false, autoPass: "engine", setup: harness.wholeSetDeckOptions });
  return (seed) => harness.playRandomGame(engine, cards, options(seed));
}

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`bench/runtime-sets-ab: ${name}=${raw} is not a positive integer; unset it or give a whole number`);
    process.exit(2);
  }
  return value;
}

const [rootA, rootB] = process.argv.slice(2);
if (rootA === undefined || rootB === undefined) {
  console.error("usage: node --import tsx bench/runtime-sets-ab.ts <checkout A> <checkout B>   (prints B's speed over A's)");
  process.exit(2);
}
const rounds = envInt("AB_ROUNDS", 8);
const burst = envInt("AB_BURST", 25);
const warmup = envInt("AB_WARMUP", 50);
let buildDir = process.env.AB_SETS_BUILD ?? "";
if (buildDir === "") {
  const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const dir = (buildDir = mkdtempSync(path.join(tmpdir(), "cardscript-bench-sets-ab-")));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const built = spawnSync(process.execPath, [path.join(packageRoot, "bin/cardscript.js"), "build", path.join(packageRoot, "sets"), "--out", dir], { cwd: packageRoot, encoding: "utf8" });
  if (built.status !== 0) {
    console.error(`bench/runtime-sets-ab: building the bundled sets (sets/) failed (exit ${built.status}):\n${built.stdout}${built.stderr}`);
    process.exit(2);
  }
}
const playA = await load(rootA, buildDir);
const playB = await load(rootB, buildDir);

// Warm-up: the speed keeps rising for the first few thousand games (the JIT meets rarer paths and object shapes
// and optimises again), so each engine plays AB_WARMUP games first (as bench/runtime.ts does).
for (let i = 0; i < warmup; i++) {
  playA(1_000_000 + i);
  playB(1_000_000 + i);
}

let msA = 0;
let msB = 0;
const hashA = createHash("sha256");
const hashB = createHash("sha256");
let stepsA = 0;
let stepsB = 0;
const ratios: number[] = [];
// CPU time (user + system, of the process) beside the wall time: on a loaded machine the process waits for a core
// for a share of each burst's wall time that varies from burst to burst; the CPU time a burst used varies less.
let cpuA = 0;
let cpuB = 0;
const cpuRatios: number[] = [];
const cpuNow = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
for (let round = 0; round < rounds; round++) {
  const first = 1 + round * burst;
  let cpu = cpuNow();
  let start = performance.now();
  for (let i = 0; i < burst; i++) {
    const game = playA(first + i);
    stepsA += game.steps;
    hashA.update(JSON.stringify(game.log));
  }
  const a = performance.now() - start;
  const ca = cpuNow() - cpu;
  cpu = cpuNow();
  start = performance.now();
  for (let i = 0; i < burst; i++) {
    const game = playB(first + i);
    stepsB += game.steps;
    hashB.update(JSON.stringify(game.log));
  }
  const b = performance.now() - start;
  const cb = cpuNow() - cpu;
  msA += a;
  msB += b;
  ratios.push(a / b);
  cpuA += ca;
  cpuB += cb;
  cpuRatios.push(ca / cb);
}
ratios.sort((x, y) => x - y);
cpuRatios.sort((x, y) => x - y);
const games = rounds * burst;
const fmt = (value: number, digits: number) => value.toFixed(digits);
console.log(`A ${rootA}: ${fmt((games / msA) * 1000, 1)} games/s`);
console.log(`B ${rootB}: ${fmt((games / msB) * 1000, 1)} games/s`);
console.log(
  `B/A ${fmt(msA / msB, 3)} (the ratio of their times; median burst ${fmt(ratios[ratios.length >> 1], 3)},` +
    ` bursts ${fmt(ratios[0], 3)}–${fmt(ratios[ratios.length - 1], 3)}; ${rounds} bursts of ${burst} games each)`,
);
console.log(
  `B/A by CPU time ${fmt(cpuA / cpuB, 3)} (median burst ${fmt(cpuRatios[cpuRatios.length >> 1], 3)}, bursts ${fmt(cpuRatios[0], 3)}–${fmt(cpuRatios[cpuRatios.length - 1], 3)})`,
);
const same = stepsA === stepsB && hashA.digest("hex") === hashB.digest("hex");
console.log(same ? "the same games on both (steps and logs)" : "THE GAMES DIFFER between A and B (steps or logs): B changed behaviour, not only speed");
if (!same) process.exitCode = 1;
