/**
 * A/B of the runtime's speed between two checkouts on whole-set games, in one process (`node --import tsx
 * bench/runtime-sets-ab.ts <checkout A> <checkout B>`). Not part of `npm run bench`: a tool for judging one change,
 * as bench/runtime-ab.ts is on the 26-card pool; this one plays random games with two 40-card decks drawn from the
 * whole bundled set (cards/<set>/: the decks of bench/fuzz-sets.ts, `wholeSetDeckOptions`), without the invariant checks,
 * in alternating bursts so that both engines meet the same load, and checks that the games are the same (step
 * counts and the hash of their logs).
 *
 * The sets are compiled once, by this checkout's `cardscript build` (compiled card modules import nothing), and
 * each checkout loads them with its own `loadCompiledSet` (its own registry and caches). Each checkout must hold
 * `runtime/`, `compiler/` and `test/runtime/fuzz-harness.ts`. Options (environment): AB_ROUNDS (bursts per engine,
 * default 8), AB_BURST (games per burst, default 25), AB_WARMUP (games each engine plays first, default 50),
 * AB_SETS_BUILD (a folder the sets are already compiled into: skips the build), AB_ANSWERS (`inline`, the default:
 * decisions answered by the random player as the engine asks, as `npm run bench -- runtime` times them; or `pending`:
 * through `pendingDecision()`/`answer()`, each decision a discarded run).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { GameSetup, GameSnapshot } from "../runtime/api.js";
import type { CardRegistry } from "../runtime/definition.js";
import type { RandomGameOptions, RandomGameResult } from "../test/runtime/fuzz-harness.js";
import { bundledSetFolders } from "../runner/cards.js";
import { compareInBursts, envInt } from "./ab-bursts.js";

const TOOL = "bench/runtime-sets-ab";

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
  const options = (seed: number): RandomGameOptions => ({ seed, checkInvariants: false, autoPass: "engine", setup: harness.wholeSetDeckOptions, ...(inline ? { answers: "inline" } : {}) });
  return (seed) => harness.playRandomGame(engine, cards, options(seed));
}

const [rootA, rootB] = process.argv.slice(2);
if (rootA === undefined || rootB === undefined) {
  console.error("usage: node --import tsx bench/runtime-sets-ab.ts <checkout A> <checkout B>   (prints B's speed over A's)");
  process.exit(2);
}
const answersMode = process.env.AB_ANSWERS ?? "inline";
if (answersMode !== "inline" && answersMode !== "pending") {
  console.error(`${TOOL}: AB_ANSWERS=${answersMode} is not a mode; give inline (the default) or pending`);
  process.exit(2);
}
const inline = answersMode === "inline";
const rounds = envInt(TOOL, "AB_ROUNDS", 8);
const burst = envInt(TOOL, "AB_BURST", 25);
const warmup = envInt(TOOL, "AB_WARMUP", 50);
let buildDir = process.env.AB_SETS_BUILD ?? "";
if (buildDir === "") {
  const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const dir = (buildDir = mkdtempSync(path.join(tmpdir(), "cardscript-bench-sets-ab-")));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const built = spawnSync(process.execPath, [path.join(packageRoot, "bin/cardscript.js"), "build", ...bundledSetFolders(), "--out", dir], { cwd: packageRoot, encoding: "utf8" });
  if (built.status !== 0) {
    console.error(`bench/runtime-sets-ab: building the bundled sets (cards/<set>/) failed (exit ${built.status}):\n${built.stdout}${built.stderr}`);
    process.exit(2);
  }
}
const playA = await load(rootA, buildDir);
const playB = await load(rootB, buildDir);

compareInBursts({ rootA, rootB, playA, playB, rounds, burst, warmup, firstSeed: (round) => 1 + round * burst, hashed: () => true });
