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
 * default 100), AB_WARMUP (games each engine plays before the bursts, default 2000), AB_CARDS (`fixtures`, the
 * default, or `compiled`: the mode `npm run bench -- runtime` times, each checkout's own `cardscript build` of its
 * 26 reference cards loaded by its own `loadCompiledSet`, with decisions answered inline by the random player).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { GameSetup, GameSnapshot } from "../runtime/api.js";
import type { CardRegistry } from "../runtime/definition.js";
import type { RandomGameOptions, RandomGameResult } from "../test/runtime/fuzz-harness.js";
import { compareInBursts, envInt } from "./ab-bursts.js";

const TOOL = "bench/runtime-ab";

type PlayOne = (seed: number) => RandomGameResult;

/** `root`'s engine and cards (see AB_CARDS), driven by the random player of `harnessRoot`. */
async function load(root: string, harnessRoot: string, compiled: boolean): Promise<PlayOne> {
  const files = [path.resolve(root, "runtime/game.ts"), path.resolve(root, compiled ? "compiler/index.ts" : "test/runtime/fixtures/reference-cards.ts"), path.resolve(harnessRoot, "test/runtime/fuzz-harness.ts")];
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`bench/runtime-ab: ${root} is not a checkout of cardscript (missing ${missing.join(", ")}); give two checkout folders`);
    process.exit(2);
  }
  const [game, cardsModule, harness] = await Promise.all(files.map((file) => import(pathToFileURL(file).href)));
  const engine = {
    createGame: (setup: GameSetup) => game.createGame(setup),
    restoreGame: (snapshot: GameSnapshot, cards: CardRegistry) => game.restoreGame(snapshot, cards),
  };
  const cards: CardRegistry = compiled ? await cardsModule.loadCompiledSet(await buildReference(root)) : cardsModule.referenceRegistry;
  const options = (seed: number): RandomGameOptions => (compiled ? { seed, checkInvariants: false, autoPass: "engine", answers: "inline" } : { seed, checkInvariants: false, autoPass: "engine" });
  return (seed) => harness.playRandomGame(engine, cards, options(seed));
}

/**
 * `root`'s 26 reference cards (its `runner/cards.ts` BUNDLED_CARDS: reference/ now, cards/ in older checkouts) built
 * by its own command line into a temporary folder (removed at exit).
 */
async function buildReference(root: string): Promise<string> {
  const { BUNDLED_CARDS: reference } = (await import(pathToFileURL(path.resolve(root, "runner/cards.ts")).href)) as { BUNDLED_CARDS: string };
  const dir = mkdtempSync(path.join(tmpdir(), "cardscript-ab-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const built = spawnSync(process.execPath, [path.join(root, "bin/cardscript.js"), "build", reference, "--out", dir], { cwd: root, encoding: "utf8" });
  if (built.status !== 0) {
    console.error(`bench/runtime-ab: building ${reference} failed (exit ${built.status}):\n${built.stdout}${built.stderr}`);
    process.exit(2);
  }
  return dir;
}

const [rootA, rootB] = process.argv.slice(2);
if (rootA === undefined || rootB === undefined) {
  console.error("usage: node --import tsx bench/runtime-ab.ts <checkout A> <checkout B>   (prints B's speed over A's)");
  process.exit(2);
}
const rounds = envInt(TOOL, "AB_ROUNDS", 16);
const burst = envInt(TOOL, "AB_BURST", 100);
const warmup = envInt(TOOL, "AB_WARMUP", 2000);
const cardsMode = process.env.AB_CARDS ?? "fixtures";
if (cardsMode !== "fixtures" && cardsMode !== "compiled") {
  console.error(`${TOOL}: AB_CARDS=${cardsMode} is not a mode; give fixtures (the default) or compiled`);
  process.exit(2);
}
const playA = await load(rootA, rootB, cardsMode === "compiled");
const playB = await load(rootB, rootB, cardsMode === "compiled");

compareInBursts({ rootA, rootB, playA, playB, rounds, burst, warmup, seedOf: (round, index) => 1 + (round % 8) * burst + index, hashed: (round) => round < 8 /* the seeds repeat after 8 bursts */ });
