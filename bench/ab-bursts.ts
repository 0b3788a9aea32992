/**
 * The A/B comparisons' common part (bench/runtime-ab.ts on the 26-card pool, bench/runtime-sets-ab.ts on whole-set
 * games): both engines play the same seeded games in alternating bursts, so that both meet the same machine load at
 * nearly the same time; it prints each one's games/s, B's speed over A's by wall and by CPU time (with the median
 * and range of the bursts), and whether the games were the same (step counts and the hash of their logs).
 */
import { createHash } from "node:crypto";

/** One game of an engine: its number of steps and its log. */
export type PlayOne = (seed: number) => { steps: number; log: unknown };

/** A positive whole number from the environment, or `fallback`; anything else ends the tool with a usage error. */
export function envInt(tool: string, name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${tool}: ${name}=${raw} is not a positive integer; unset it or give a whole number`);
    process.exit(2);
  }
  return value;
}

export interface Bursts {
  rootA: string;
  rootB: string;
  playA: PlayOne;
  playB: PlayOne;
  rounds: number;
  burst: number;
  warmup: number;
  /** The seed of a round's burst's `index`th game. */
  seedOf: (round: number, index: number) => number;
  /** Whether a round's games go into the log hashes (not when its seeds repeat an earlier round's). */
  hashed: (round: number) => boolean;
}

/** Plays the warm-up and the bursts, prints the figures, and sets a failing exit code when the games differ. */
export function compareInBursts(run: Bursts): void {
  const { playA, playB, rounds, burst } = run;
  // Warm-up: the speed keeps rising for the first few thousand games (the JIT meets rarer paths and object shapes
  // and optimises again), so each engine plays `warmup` games first (as bench/runtime.ts does).
  for (let i = 0; i < run.warmup; i++) {
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
    const hashed = run.hashed(round);
    let cpu = cpuNow();
    let start = performance.now();
    for (let i = 0; i < burst; i++) {
      const game = playA(run.seedOf(round, i));
      stepsA += game.steps;
      if (hashed) hashA.update(JSON.stringify(game.log));
    }
    const a = performance.now() - start;
    const ca = cpuNow() - cpu;
    cpu = cpuNow();
    start = performance.now();
    for (let i = 0; i < burst; i++) {
      const game = playB(run.seedOf(round, i));
      stepsB += game.steps;
      if (hashed) hashB.update(JSON.stringify(game.log));
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
  console.log(`A ${run.rootA}: ${fmt((games / msA) * 1000, 1)} games/s`);
  console.log(`B ${run.rootB}: ${fmt((games / msB) * 1000, 1)} games/s`);
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
}
