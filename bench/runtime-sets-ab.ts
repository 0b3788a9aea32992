/**
 * A/B of the runtime's speed between two checkouts on whole-set games, in one process (`node --import tsx
 * bench/runtime-sets-ab.ts <checkout A> <checkout B>`). Not part of `npm run bench`: a tool for judging one change,
 * as bench/runtime-ab.ts is on the 26-card pool; this one plays random games with two 40-card decks drawn from the
 * whole bundled set (cards/<set>/: the decks of bench/fuzz-sets.ts, `wholeSetDeckOptions`), without the invariant checks,
 * in alternating bursts so that both engines meet the same load, and checks that the games are the same (step
 * counts and the hash of their logs).
 *
 * Each checkout compiles the sets with its own `cardscript build` (compiled card modules import nothing) and loads
 * them with its own `loadCompiledSet` (its own registry and caches). Each checkout must hold
 * `runtime/`, `compiler/` and `test/runtime/fuzz-harness.ts`. Options (environment): AB_ROUNDS (bursts per engine,
 * default 8), AB_BURST (games per burst, default 25), AB_WARMUP (games each engine plays first, default 50),
 * AB_SETS_BUILD (a folder the sets are already compiled into, for both: skips the builds; AB_SETS_BUILD_A and
 * AB_SETS_BUILD_B: one for each), AB_ANSWERS (`inline`, the default:
 * decisions answered by the random player as the engine asks, as `npm run bench -- runtime` times them; or `pending`:
 * through `pendingDecision()`/`answer()`, each decision a discarded run), AB_SEEDS (a comma-separated list of seeds:
 * each burst plays those games, instead of AB_BURST consecutive seeds).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
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
// AB_SEEDS: the same listed games every round (a burst is the list). Whole-set games have a heavy tail (a tenth of
// them take ~40 % of the time), so bursts of consecutive seeds vary a lot; a fixed list of slow seeds is steadier.
const seeds = listedSeeds(process.env.AB_SEEDS);
// Each checkout plays the sets as its own compiler compiles them (a change to code generation is judged with the
// runtime that goes with it); AB_SETS_BUILD gives one folder for both, AB_SETS_BUILD_A / AB_SETS_BUILD_B one each.
const shared = process.env.AB_SETS_BUILD ?? "";
const playA = await load(rootA, process.env.AB_SETS_BUILD_A || shared || buildSets(rootA));
const playB = await load(rootB, process.env.AB_SETS_BUILD_B || shared || buildSets(rootB));

compareInBursts({
  rootA,
  rootB,
  playA,
  playB,
  rounds,
  burst: seeds === null ? burst : seeds.length,
  warmup,
  seedOf: seeds === null ? (round, index) => 1 + round * burst + index : (_round, index) => seeds[index],
  hashed: (round) => seeds === null || round === 0,
});

/** The bundled sets compiled by the checkout's own `cardscript build` into a temporary folder (removed at exit). */
function buildSets(root: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cardscript-bench-sets-ab-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const built = spawnSync(process.execPath, [path.join(root, "bin/cardscript.js"), "build", ...bundledSetFolders(path.join(root, "cards")), "--out", dir], { cwd: root, encoding: "utf8" });
  if (built.status !== 0) {
    console.error(`${TOOL}: building the bundled sets (cards/<set>/) with ${root} failed (exit ${built.status}):\n${built.stdout}${built.stderr}`);
    process.exit(2);
  }
  return dir;
}

function listedSeeds(raw: string | undefined): number[] | null {
  if (raw === undefined || raw === "") return null;
  const seeds = raw.split(",").map((part) => Number(part.trim()));
  if (seeds.some((seed) => !Number.isInteger(seed) || seed < 0)) {
    console.error(`${TOOL}: AB_SEEDS=${raw} is not a list of seeds; give whole numbers separated by commas, e.g. AB_SEEDS=10,41,74`);
    process.exit(2);
  }
  return seeds;
}
