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
 * repository. Both engines are driven by B's random player (B's `test/runtime/fuzz-harness.ts`, which only imports
 * types from its checkout): a change to the random player's policy would otherwise make the two sides play
 * different games. Options (environment): AB_ROUNDS (bursts per engine, default 16), AB_BURST (games per burst,
 * default 100), AB_WARMUP (games each engine plays before the bursts, default 2000).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { GameSetup, GameSnapshot } from "../runtime/api.js";
import type { CardRegistry } from "../runtime/definition.js";
import type { RandomGameOptions, RandomGameResult } from "../test/runtime/fuzz-harness.js";
import { compareInBursts, envInt } from "./ab-bursts.js";

const TOOL = "bench/runtime-ab";

type PlayOne = (seed: number) => RandomGameResult;

/** `root`'s engine and fixtures, driven by the random player of `harnessRoot`. */
async function load(root: string, harnessRoot: string): Promise<PlayOne> {
  const files = [path.resolve(root, "runtime/game.ts"), path.resolve(root, "test/runtime/fixtures/reference-cards.ts"), path.resolve(harnessRoot, "test/runtime/fuzz-harness.ts")];
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

const [rootA, rootB] = process.argv.slice(2);
if (rootA === undefined || rootB === undefined) {
  console.error("usage: node --import tsx bench/runtime-ab.ts <checkout A> <checkout B>   (prints B's speed over A's)");
  process.exit(2);
}
const rounds = envInt(TOOL, "AB_ROUNDS", 16);
const burst = envInt(TOOL, "AB_BURST", 100);
const warmup = envInt(TOOL, "AB_WARMUP", 2000);
const playA = await load(rootA, rootB);
const playB = await load(rootB, rootB);

compareInBursts({ rootA, rootB, playA, playB, rounds, burst, warmup, firstSeed: (round) => 1 + (round % 8) * burst, hashed: (round) => round < 8 /* the seeds repeat after 8 bursts */ });
