/**
 * Fault injection: real builds (`cardscript build` in a child process) killed at random points (SIGKILL, SIGTERM,
 * SIGINT), with a seeded generator so that a failure names the seed and the delays that reproduce it. Whatever
 * the moment, the output folder holds the old set or the new set, whole (once a committed update is completed, as
 * the next build and `recoverOutputFolder` do first), the user's file in it survives, a SIGTERM or SIGINT leaves no
 * temporary file at all, and after the next build none is left anywhere.
 *
 * The children pause a little after each file they move into place (CARDSCRIPT_TEST_COMMIT_PAUSE_MS), so that the
 * random kills also land in the middle of a commit, which otherwise lasts a millisecond.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../compiler/index.js";
import { LOCK_FILE, MARKER_FILE, PENDING_FILE, recoverOutputFolder } from "../../compiler/output-folder.js";
import { seededRandom } from "../seeded-random.js";
import { PACKAGE_ROOT, temporaryFolder } from "./helpers.js";

const BUNDLED = path.join(PACKAGE_ROOT, "reference");
const folder = temporaryFolder("interrupted");
afterAll(() => folder.cleanup());

const cards = path.join(folder.dir, "set");
const COMMIT_PAUSE_MS = 60;
const USER_FILE = "NOTES.md";
/** Kills per case: each costs a whole child process (its start-up is most of it). */
const TRIALS = 2;

/** The old set: three cards. The new set changes one, removes one and adds two. */
function writeOldSet(): void {
  rmSync(cards, { recursive: true, force: true });
  mkdirSync(cards);
  for (const card of ["shock", "grizzly-bears", "lightning-bolt"]) cpSync(path.join(BUNDLED, `${card}.card`), path.join(cards, `${card}.card`));
}

function writeNewSet(): void {
  writeOldSet();
  const shock = path.join(cards, "shock.card");
  writeFileSync(shock, readFileSync(shock, "utf8").replace("2 damage", "3 damage"));
  rmSync(path.join(cards, "lightning-bolt.card"));
  for (const card of ["hill-giant", "serra-angel"]) cpSync(path.join(BUNDLED, `${card}.card`), path.join(cards, `${card}.card`));
}

/**
 * The set's files in `dir` (relative path → content): the build's bookkeeping and the user's file left out. A
 * staging folder a SIGKILL left before the commit point is bookkeeping too (the next build removes it, which
 * `leftovers` checks): its files were never part of the set.
 */
function setFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.name.startsWith(".cardscript-")) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.name !== USER_FILE) files.set(path.relative(dir, full), readFileSync(full, "utf8"));
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/** Everything a build leaves only while it runs: temporary siblings, staging folders, temporary files, the record, the lock. */
function leftovers(outDir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(path.dirname(outDir))) if (name.startsWith(`.${path.basename(outDir)}.cardscript-`)) found.push(name);
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.name.startsWith(".cardscript-staging-") || entry.name.endsWith(".tmp") || entry.name === PENDING_FILE || entry.name === LOCK_FILE) found.push(path.relative(outDir, full));
      else if (entry.isDirectory()) walk(full);
    }
  };
  if (existsSync(outDir)) walk(outDir);
  return found;
}

/**
 * Where the modules get the runtime's types, fixed for the in-process builds and the children alike: by default
 * it is where the running cardscript lives, which for a child started from a current `dist/` is `dist/runtime`.
 */
const RUNTIME_IMPORT = "cardscript/runtime";
const options = (outDir: string) => ({ inputs: [cards], outDir, root: folder.dir, workers: 0, runtimeImport: RUNTIME_IMPORT });

/**
 * Spawns `cardscript build set --out <outDir>` and kills it with `signal` `delayMs` after it starts writing (its
 * temporary folder appears: generation into a new folder, or the staging of an update right before its commit),
 * or, with `fromStart`, `delayMs` after it starts.
 */
// The child emits TypeScript, as `build()` (which made the reference sets) does by default.
function killedBuild(
  outDir: string,
  signal: NodeJS.Signals,
  delayMs: number,
  fromStart = false,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; writingMs: number }> {
  return new Promise((resolve, reject) => {
    let writingFrom: number | undefined;
    const child = spawn(process.execPath, [path.join(PACKAGE_ROOT, "bin/cardscript.js"), "build", "set", "--out", path.relative(folder.dir, outDir), "--workers", "0", "--emit", "ts", "--runtime-import", RUNTIME_IMPORT], {
      cwd: folder.dir,
      env: { ...process.env, CARDSCRIPT_TEST_COMMIT_PAUSE_MS: String(COMMIT_PAUSE_MS) },
      stdio: "ignore",
    });
    let timer: NodeJS.Timeout | undefined;
    const poll = fromStart
      ? undefined
      : setInterval(() => {
          if (temporaries(outDir).length === 0) return;
          clearInterval(poll);
          writingFrom = performance.now();
          timer = setTimeout(() => child.kill(signal), delayMs);
        }, 2);
    if (fromStart) timer = setTimeout(() => child.kill(signal), delayMs);
    child.on("error", reject);
    child.on("exit", (code, exitSignal) => {
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ code, signal: exitSignal, writingMs: writingFrom === undefined ? 0 : performance.now() - writingFrom });
    });
  });
}

/** The temporary folders of a running build: its sibling of the output folder, or its staging folder inside. */
function temporaries(outDir: string): string[] {
  const siblings = readdirSync(path.dirname(outDir)).filter((name) => name.startsWith(`.${path.basename(outDir)}.cardscript-`));
  const staging = existsSync(outDir) ? readdirSync(outDir).filter((name) => name.startsWith(".cardscript-staging-")) : [];
  return [...siblings, ...staging];
}

describe("builds killed at random points", () => {
  let oldSet: Map<string, string>;
  let newSet: Map<string, string>;
  let freshWritingMs = 0;

  beforeAll(async () => {
    const reference = path.join(folder.dir, "reference");
    writeOldSet();
    expect((await build(options(reference))).ok).toBe(true);
    oldSet = setFiles(reference);
    writeNewSet();
    rmSync(reference, { recursive: true });
    expect((await build(options(reference))).ok).toBe(true);
    newSet = setFiles(reference);
    // How long a build into a new folder writes (generation into its temporary folder, then the rename) here.
    const timed = await killedBuild(path.join(folder.dir, "timed"), "SIGKILL", 600_000);
    expect(timed.code).toBe(0);
    freshWritingMs = timed.writingMs;
  });

  // An update moves 5 files into place (3 modules, the index, the marker): a commit of 5 pauses. A build into a new
  // folder generates in its temporary folder, then renames it (its window is measured in beforeAll).
  for (const [seed, signal, start, updateWindowMs] of [
    [2001, "SIGKILL", "update", 6 * COMMIT_PAUSE_MS],
    [2002, "SIGTERM", "update", 6 * COMMIT_PAUSE_MS],
    [2003, "SIGKILL", "fresh", 0],
    [2004, "SIGINT", "fresh", 0],
  ] as const) {
    it(`${signal} during ${start === "update" ? "an update of an existing output" : "a build into a new folder"} (seed ${seed}): the old set or the new, whole; nothing left after the next build`, async () => {
      const random = seededRandom(seed);
      const outcomes: string[] = [];
      for (let trial = 0; trial < TRIALS; trial++) {
        const out = path.join(folder.dir, `out-${seed}-${trial}`);
        writeOldSet();
        if (start === "update") {
          expect((await build(options(out))).ok).toBe(true);
          writeFileSync(path.join(out, USER_FILE), "mine\n");
        }
        writeNewSet();
        const delay = Math.round((start === "update" ? updateWindowMs : freshWritingMs * 1.1) * random());
        const killed = await killedBuild(out, signal, delay);
        const context = `seed ${seed}, trial ${trial}, killed ${delay} ms after the build started writing (exit ${killed.code ?? killed.signal})`;

        if (signal !== "SIGKILL") expect(leftovers(out), context).toEqual([]); // the build's handler cleaned up
        const midCommit = existsSync(path.join(out, PENDING_FILE));
        if (existsSync(out)) recoverOutputFolder(out);
        const found = setFiles(out);
        const whole = start === "fresh" && found.size === 0 ? "nothing" : isEqual(found, oldSet) ? "old" : isEqual(found, newSet) ? "new" : "a mix";
        expect(whole, context).not.toBe("a mix");
        if (start === "fresh") expect(whole, context).not.toBe("old");
        if (start === "update") expect(readFileSync(path.join(out, USER_FILE), "utf8"), context).toBe("mine\n");
        outcomes.push(`${whole}${midCommit ? " (rolled forward)" : ""}`);

        const next = await build(options(out));
        expect(next.ok, context).toBe(true);
        expect(setFiles(out), context).toEqual(newSet);
        expect(leftovers(out), context).toEqual([]);
        expect(statSync(path.join(out, MARKER_FILE)).isFile()).toBe(true);
      }
      if (process.env.CARDSCRIPT_DEBUG) console.log(`seed ${seed}: ${outcomes.join(", ")}`);
      expect(outcomes).toHaveLength(TRIALS);
    });
  }

  it("a build killed before it writes anything leaves the output as it was", async () => {
    const out = path.join(folder.dir, "out-early");
    writeOldSet();
    expect((await build(options(out))).ok).toBe(true);
    writeNewSet();
    const killed = await killedBuild(out, "SIGKILL", 300, true);
    expect(killed.signal).toBe("SIGKILL");
    expect(setFiles(out)).toEqual(oldSet);
    expect(leftovers(out)).toEqual([]);
  });
});

function isEqual(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);
}
