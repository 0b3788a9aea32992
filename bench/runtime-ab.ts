/**
 * A/B of the runtime's speed between two checkouts, in one process (`node --import tsx bench/runtime-ab.ts
 * <checkout A> <checkout B>`). Not part of `npm run bench`: a tool for judging one change.
 *
 * Single runs of `npm run bench -- runtime` vary by ±15 % with the machine's load (other jobs, the other
 * core), which hides the few per cent a change is worth. Here both engines are loaded into the same process
 * and play the same random games in alternating bursts, so both meet the same load at nearly the same time:
 * the ratio of their times varies by about ±2 % between runs of one pair of trees, in either order. It also
 * checks that the games are the same (their step counts and the hash of their logs): a change that is only
 * about speed must leave every game as it was.
 *
 * Each checkout must hold `runtime/`, `test/runtime/fuzz-harness.ts` and the hand-written fixtures
 * (`test/runtime/fixtures/reference-cards.ts`), e.g. a `git worktree add --detach <dir> <commit>` of this
 * repository. Options (environment): AB_ROUNDS (bursts per engine, default 16), AB_BURST (games per burst,
 * default 100), AB_WARMUP (games each engine plays before the bursts, default 2000).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { GameSetup, GameSnapshot } from "../runtime/api.js";
import type { CardRegistry } from "../runtime/definition.js";
import type { RandomGameOptions, RandomGameResult } from "../test/runtime/fuzz-harness.js";

type PlayOne = (seed: number) => RandomGameResult;

async function load(root: string): Promise<PlayOne> {
  const files = ["runtime/game.ts", "test/runtime/fixtures/reference-cards.ts", "test/runtime/fuzz-harness.ts"].map((file) => path.resolve(root, file));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`bench/runtime-ab: ${root} is not a checkout of cardscript (missing ${missing.join(", ")}); give two checkout folders`);
    process.exit(2);
  }
  const [game, fixtures, harness] = await Promise.all(files.map((file) => import(pathToFileURL(file).href)));
  const engine = {
    createGame: (setup: GameSetup) => game.createGame(setup),
    restoreGame: (snapshot: GameSnapshot, cards: CardRegistry) => game.restoreGame(snapshot, cards),
  };
  const options = (seed: number): RandomGameOptions => ({ seed, checkInvariants: false, autoPass: "engine" });
  return (seed) => harness.playRandomGame(engine, fixtures.referenceRegistry, options(seed));
}

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`bench/runtime-ab: ${name}=${raw} is not a positive integer; unset it or give a whole number`);
    process.exit(2);
  }
  return value;
}

const [rootA, rootB] = process.argv.slice(2);
if (rootA === undefined || rootB === undefined) {
  console.error("usage: node --import tsx bench/runtime-ab.ts <checkout A> <checkout B>   (prints B's speed over A's)");
  process.exit(2);
}
const rounds = envInt("AB_ROUNDS", 16);
const burst = envInt("AB_BURST", 100);
const warmup = envInt("AB_WARMUP", 2000);
const playA = await load(rootA);
const playB = await load(rootB);

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
  const first = 1 + (round % 8) * burst;
  let cpu = cpuNow();
  let start = performance.now();
  for (let i = 0; i < burst; i++) {
    const game = playA(first + i);
    stepsA += game.steps;
    if (round < 8) hashA.update(JSON.stringify(game.log));
  }
  const a = performance.now() - start;
  const ca = cpuNow() - cpu;
  cpu = cpuNow();
  start = performance.now();
  for (let i = 0; i < burst; i++) {
    const game = playB(first + i);
    stepsB += game.steps;
    if (round < 8) hashB.update(JSON.stringify(game.log));
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
// Log hashes are taken over the first 8 bursts (the seeds repeat after that).
const same = stepsA === stepsB && hashA.digest("hex") === hashB.digest("hex");
console.log(same ? "the same games on both (steps and logs)" : "THE GAMES DIFFER between A and B (steps or logs): B changed behaviour, not only speed");
if (!same) process.exitCode = 1;
