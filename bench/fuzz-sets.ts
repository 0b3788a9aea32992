/**
 * Whole-set fuzzing (`npm run bench -- fuzz-sets`, or `node --import tsx bench/fuzz-sets.ts`). Not a test.
 *
 * Plays BENCH_FUZZ_SETS_GAMES (default 10,000) random games with two random 40-card decks from the whole bundled
 * set (cards/<set>/, compiled by `cardscript build` in a child process), every deck 37 cards of the set's nonland
 * cards and basic lands plus 3 of its nonbasic lands, with the invariants of test/runtime/fuzz-harness.ts checked
 * after every step, randomly built actions (legal or not) and actions by the wrong player. It reports:
 * - violations (must be 0), each with its seed: `playRandomGame(engine, cards, wholeSetFuzzOptions(seed))`
 *   replays it; an exception thrown by the engine counts as a violation, with the cards named in the last step,
 *   and so does a game that stalled (the 20,000-step cap stopped it in a turn that had lasted more than 2,000 steps);
 *   a game the cap stopped while its turns went on is listed apart, as long (random players need not end a game:
 *   life totals at their bound, a library of one card cast and shuffled back every turn);
 * - replay determinism (the trace played again gives the same log) and snapshot determinism (snapshot → JSON →
 *   restore → the rest of the trace gives the same log and snapshot) on every 50th game;
 * - the nonland cards no random deck got cast, and which of them directed games cast: up to 25 games each whose
 *   decks are built around the card (four copies, one in each opening hand, seven lands in play from the start;
 *   `directedFuzzOptions(seed, card)` replays one), played as randomly and checked as the others;
 * - every bundled card never cast (as a spell) or played (as a land) in any game, with how many decks and
 *   opening hands held it.
 * Exit code 1 when there is a violation or a determinism failure. Progress on stderr every 250 games.
 *
 * Options (environment): BENCH_FUZZ_SETS_GAMES (default 10000), BENCH_FUZZ_SETS_SEED (first seed, default 1).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { loadCompiledSet } from "../compiler/index.js";
import { bundledSetFolders } from "../runner/cards.js";
import { createGame, restoreGame } from "../runtime/game.js";
import {
  castOrPlayedCards,
  continueFromSnapshot,
  directedFuzzOptions,
  firstLogDifference,
  playRandomGame,
  randomSetup,
  replay,
  wholeSetDeckOptions,
  wholeSetFuzzOptions,
  type Engine,
  type RandomGameOptions,
} from "../test/runtime/fuzz-harness.js";

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`bench/fuzz-sets: ${name}=${raw} is not a positive integer; unset it or give a whole number`);
    process.exit(2);
  }
  return value;
}
const GAMES = envInt("BENCH_FUZZ_SETS_GAMES", 10_000);
const FIRST_SEED = envInt("BENCH_FUZZ_SETS_SEED", 1);
const DETERMINISM_EVERY = 50;
/** Directed games at most per card that no random deck got cast (see below). */
const DIRECTED_GAMES = 25;

const engine: Engine = { createGame: (setup, options) => createGame(setup, options), restoreGame: (snapshot, cards) => restoreGame(snapshot, cards) };
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = mkdtempSync(path.join(tmpdir(), "cardscript-bench-fuzz-sets-"));
process.on("exit", () => rmSync(buildDir, { recursive: true, force: true }));
const buildStart = performance.now();
const built = spawnSync(process.execPath, [path.join(packageRoot, "bin/cardscript.js"), "build", ...bundledSetFolders(), "--out", buildDir], { cwd: packageRoot, encoding: "utf8" });
if (built.status !== 0) {
  console.error(`bench/fuzz-sets: building the bundled sets (cards/<set>/) failed (exit ${built.status}):\n${built.stdout}${built.stderr}`);
  process.exit(2);
}
const cards = await loadCompiledSet(buildDir);
const buildSeconds = (performance.now() - buildStart) / 1000;


const violations: string[] = [];
const determinism: string[] = [];
let determinismChecked = 0;
// Games the step cap stopped while their turns went on: long, not broken (RandomGameResult.stalled); listed.
const long: string[] = [];
const played = new Set<string>();
const inDecks = new Map<string, number>();
const inOpeningHands = new Map<string, number>();
const started = performance.now();
/** Plays one fuzz game and records what it found: violations, a long game, the cards cast, determinism. */
function playOne(seed: number, options: RandomGameOptions): void {
  const label = options.setup?.featured === undefined ? `seed ${seed}` : `seed ${seed} (directed: ${options.setup.featured})`;
  let result;
  try {
    result = playRandomGame(engine, cards, options);
  } catch (error) {
    violations.push(`${label}: the engine threw: ${(error as Error).stack?.split("\n").slice(0, 3).join(" | ") ?? String(error)}`);
    return;
  }
  violations.push(...result.violations);
  if (result.stalled) violations.push(`${label}: the game stalled: turn ${result.turns} was still going on at the cap of ${result.steps} steps`);
  else if (result.hitCap) long.push(`${label}: turn ${result.turns} at the cap of ${result.steps} steps`);
  for (const name of castOrPlayedCards(result.log)) played.add(name);
  if ((seed - FIRST_SEED) % DETERMINISM_EVERY === 0 && result.violations.length === 0) {
    determinismChecked++;
    try {
      const again = replay(engine, result.setup, result.trace);
      const at = firstLogDifference(result.log, again.log());
      if (at >= 0) determinism.push(`${label}: the replayed trace gives another log from event ${at}: ${JSON.stringify(result.log[at])} vs ${JSON.stringify(again.log()[at])}`);
      const middle = result.trace.length >> 1;
      const { restored } = continueFromSnapshot(engine, result.setup, result.trace, middle);
      const restoredAt = firstLogDifference(result.log, restored.log());
      if (restoredAt >= 0) determinism.push(`${label}: restored from a snapshot at step ${middle}, the game's log differs from event ${restoredAt}`);
      else if (JSON.stringify(restored.snapshot()) !== JSON.stringify(result.game.snapshot())) determinism.push(`${label}: restored from a snapshot at step ${middle}, the final snapshot differs`);
    } catch (error) {
      determinism.push(`${label}: replaying threw: ${(error as Error).message}`);
    }
  }
}

for (let seed = FIRST_SEED; seed < FIRST_SEED + GAMES; seed++) {
  const setup = randomSetup(cards, seed, wholeSetDeckOptions);
  for (const player of setup.players) {
    for (const name of new Set((player.library ?? []).concat(player.hand ?? []).map((entry) => entry.card))) inDecks.set(name, (inDecks.get(name) ?? 0) + 1);
    for (const name of new Set((player.hand ?? []).map((entry) => entry.card))) inOpeningHands.set(name, (inOpeningHands.get(name) ?? 0) + 1);
  }
  playOne(seed, wholeSetFuzzOptions(seed));
  const done = seed - FIRST_SEED + 1;
  if (done % 250 === 0) process.stderr.write(`fuzz-sets: ${done} of ${GAMES} games, ${violations.length} violations, ${played.size} cards cast or played (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
}

// Directed games: a nonland card no random deck got cast gets games whose decks are built around it (four copies,
// one in each opening hand, seven lands in play from the start), played as randomly as the others, with the same
// checks. A card of seven mana with cycling is otherwise cycled long before its controller has seven lands.
const all = cards.all().map((card) => card.name).sort();
const neverInRandomDecks = all.filter((name) => !played.has(name));
const directed: string[] = [];
let directedGames = 0;
let nextSeed = FIRST_SEED + GAMES;
for (const name of neverInRandomDecks) {
  if (cards.get(name)!.types.includes("Land")) continue;
  for (let game = 0; game < DIRECTED_GAMES && !played.has(name); game++, nextSeed++, directedGames++) playOne(nextSeed, directedFuzzOptions(nextSeed, name));
  if (played.has(name)) directed.push(`${name} (seed ${nextSeed - 1})`);
}
const seconds = (performance.now() - started) / 1000;

const never = all.filter((name) => !played.has(name));
console.log(`fuzz-sets: ${GAMES.toLocaleString("en-US")} random games with decks from the ${all.length} cards of the bundled sets (cards/<set>/, compiled in ${buildSeconds.toFixed(1)} s), invariants checked after every step, in ${seconds.toFixed(0)} s (${(GAMES / seconds).toFixed(1)} games/s with the checks)`);
console.log(`  violations: ${violations.length}   target 0   ${violations.length === 0 ? "meets target" : "MISSES target"}`);
for (const violation of violations.slice(0, 20)) console.log(`    ${violation}`);
if (violations.length > 20) console.log(`    … and ${violations.length - 20} more`);
console.log(`  games stopped by the step cap while their turns went on (long, no invariant broken): ${long.length}`);
for (const line of long.slice(0, 10)) console.log(`    ${line}`);
console.log(`  replay and snapshot determinism: ${determinismChecked - new Set(determinism.map((line) => line.split(":")[0])).size} of ${determinismChecked} games (every ${DETERMINISM_EVERY}th) the same`);
for (const line of determinism.slice(0, 10)) console.log(`    ${line}`);
console.log(`  cards never cast or played in the random decks: ${neverInRandomDecks.length}; cast in directed games (decks built around the card, ${directedGames} games): ${directed.length}${directed.length > 0 ? `: ${directed.join(", ")}` : ""}`);
console.log(`  cards cast or played: ${played.size} of ${all.length}; never cast or played: ${never.length}`);
for (const name of never) console.log(`    ${name}: in ${inDecks.get(name) ?? 0} decks, ${inOpeningHands.get(name) ?? 0} opening hands`);
process.exit(violations.length > 0 || determinism.length > 0 ? 1 : 0);
