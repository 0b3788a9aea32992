/**
 * Start-up time of the command line (`npm run bench -- startup`); not a test.
 *
 * Each figure is the cold wall time of a fresh process (`node bin/cardscript.js …`, as `npx cardscript` runs it),
 * the median of several runs, printed beside the median of `node -e 0` measured in the same rounds (the runs
 * alternate, so the machine's load hits both alike) and their ratio. What it runs:
 *
 * - `check` of one card;
 * - `build` of the 26 bundled cards into a folder built once before (a no-op rebuild);
 * - `test` of one scenario file (it builds the cards the scenario names);
 * - the language server: from starting the process to the first `publishDiagnostics` of an opened card;
 * - `build` of a 10,000-card set (bench/synthetic-cards.ts, one file per card) after one of its files changed
 *   (STARTUP_LARGE_CARDS sets the size, 0 skips it; the set's first, cold build is not timed), two ways: a
 *   comment added to a card file (the card's module comes out the same: the build parses and checks the file
 *   and stops there, see compiler/cache.ts on early cut-off), and a number changed in a card's rules text (its
 *   module is generated again; its code has the shape of statements the first build formatted, so it comes from
 *   the folder's statement store, compiler/statement-store.ts, without loading prettier or TypeScript).
 *
 * Targets (issue 18): `check` ≤ 4×, a no-op `build` ≤ 6×, one change to 10,000 cards ≤ 0.5 s. Prints the load average: every figure grows with it.
 * On Linux it also prints, beside each wall time, the median CPU time of the measured process (all its threads) and
 * the CPU time the machine's other processes used while it ran (/proc): the wall times are of processes that use
 * more than one core (V8's GC and compiler threads, the build's helper threads), so on a machine of 2 cores any
 * other work lengthens them, and the load average (a minute's mean, this benchmark included) does not say how much
 * fell in the timed runs. Compare wall times whose "others" figures are alike. Where NODE_EXTRA_CA_CERTS is set, Node
 * reads that file as every process starts (~40 ms): `node -e 0` is then also timed without it, and both are printed.
 * STARTUP_RUNS sets the number of rounds (default 7); STARTUP_ROOT another checkout to measure. `bin/cardscript.js` runs the built JavaScript (`dist/`)
 * when it is current and the TypeScript sources through tsx otherwise. An installed package always runs `dist/`,
 * so that is what is measured: the benchmark first runs `npm run build` (bin/build-dist.js, which does nothing when
 * `dist/` is current) and checks after the runs that `dist/` was current throughout; STARTUP_SOURCES=1 measures the
 * sources through tsx instead (CARDSCRIPT_RUN=sources), as a contributor's clone without a build runs them.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { syntheticCards } from "./synthetic-cards.js";
import { distIsCurrent } from "../bin/dist-freshness.js";

// STARTUP_ROOT=<checkout> measures another checkout's bin/cardscript.js and cards (e.g. the commit before a change).
const ROOT = path.resolve(process.env.STARTUP_ROOT ?? fileURLToPath(new URL("../", import.meta.url)));
const BIN = path.join(ROOT, "bin", "cardscript.js");
const RUNS = Number(process.env.STARTUP_RUNS ?? 7);
const LARGE_CARDS = Number(process.env.STARTUP_LARGE_CARDS ?? 10_000);
const LARGE_TARGET_MS = 500;
const TARGETS: Record<string, number> = { check: 4, "build (no-op)": 6 };
const SOURCES = process.env.STARTUP_SOURCES === "1";
// Every timed process runs with this environment: the sources through tsx, or (the default) whatever the bin picks.
const ENV = SOURCES ? { ...process.env, CARDSCRIPT_RUN: "sources" } : process.env;

/**
 * CPU time, in ms, of this process's waited-for children so far, and of the whole machine (every CPU, idle and
 * I/O wait left out); undefined where there is no /proc (a figure of 10 ms steps: USER_HZ is 100 on Linux).
 */
function cpuClocks(): { children: number; machine: number } | undefined {
  try {
    // Fields 16 and 17 (cutime, cstime) of /proc/self/stat, counted after the command's name in parentheses.
    const own = readFileSync("/proc/self/stat", "utf8");
    const fields = own.slice(own.lastIndexOf(")") + 2).split(" ");
    // The first line of /proc/stat: user nice system idle iowait irq softirq steal …
    const all = readFileSync("/proc/stat", "utf8");
    const machine = all.slice(0, all.indexOf("\n")).trim().split(/\s+/).slice(1).map(Number);
    const busy = machine[0] + machine[1] + machine[2] + machine[5] + machine[6] + (machine[7] ?? 0);
    return { children: (Number(fields[13]) + Number(fields[14])) * 10, machine: busy * 10 };
  } catch {
    return undefined;
  }
}

/** The measured process's CPU time and the other processes' CPU time during the last timed run (ms), when known. */
let lastCpu: { own: number; others: number } | undefined;
/** lastCpu, as the measure that just ran left it (read through a call: TypeScript would keep the loop's reset to undefined). */
function lastCpuOfRun(): { own: number; others: number } | undefined {
  return lastCpu;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Wall time of one process run to its exit, in ms; throws when it exits with an unexpected code. */
function timeProcess(args: string[], expectedStatus = 0, cwd = ROOT, env: NodeJS.ProcessEnv = ENV): number {
  const before = cpuClocks();
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd, encoding: "utf8", env });
  const elapsed = performance.now() - started;
  const after = cpuClocks();
  // spawnSync waits for the child, so its CPU time is in this process's children's time from here on.
  lastCpu = before && after ? { own: after.children - before.children, others: Math.max(0, after.machine - before.machine - (after.children - before.children)) } : undefined;
  if (result.status !== expectedStatus) {
    throw new Error(`'node ${args.join(" ")}' exited with ${result.status ?? result.signal} (expected ${expectedStatus}):\n${result.stdout}${result.stderr}`);
  }
  return elapsed;
}

/** One LSP message, framed as the protocol says. */
function frame(message: object): string {
  const body = JSON.stringify({ jsonrpc: "2.0", ...message });
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** Wall time from starting `cardscript lsp --stdio` to the first diagnostics of an opened card, in ms. */
function timeLanguageServer(folder: string, cardFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, "lsp", "--stdio"], { cwd: folder, stdio: ["pipe", "pipe", "pipe"], env: ENV });
    let buffer = Buffer.alloc(0);
    let stderr = "";
    const uri = pathToFileURL(cardFile).href;
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("exit", (code) => reject(new Error(`the language server exited (${code}) before publishing diagnostics:\n${stderr}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0) return;
        const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, headerEnd).toString("ascii"))?.[1]);
        if (buffer.length < headerEnd + 4 + length) return;
        const message = JSON.parse(buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString("utf8"));
        buffer = buffer.subarray(headerEnd + 4 + length);
        if (message.id === 1 && message.result) {
          child.stdin.write(frame({ method: "initialized", params: {} }));
          child.stdin.write(frame({ method: "textDocument/didOpen", params: { textDocument: { uri, languageId: "cardscript", version: 1, text: readFileSync(cardFile, "utf8") } } }));
        } else if (message.method === "textDocument/publishDiagnostics" && message.params.uri === uri) {
          const elapsed = performance.now() - started;
          child.removeAllListeners("exit");
          // Resolved once the server has exited and been reaped: the next measure then starts on a machine without
          // it, and its CPU time is not counted in the next measure's (this process's children's time).
          child.on("exit", () => resolve(elapsed));
          child.kill();
          return;
        }
      }
    });
    child.stdin.write(frame({ id: 1, method: "initialize", params: { processId: process.pid, rootUri: pathToFileURL(folder).href, capabilities: {} } }));
  });
}

async function main(): Promise<number> {
  if (!SOURCES) {
    // What a user's installed package runs: the built JavaScript, built now unless it is current.
    const built = spawnSync(process.execPath, [path.join(ROOT, "bin", "build-dist.js")], { cwd: ROOT, encoding: "utf8" });
    if (built.status !== 0) throw new Error(`'npm run build' failed in ${ROOT}:\n${built.stdout}${built.stderr}`);
  }
  const work = mkdtempSync(path.join(tmpdir(), "cardscript-bench-startup-"));
  try {
    const outDir = path.join(work, "out");
    const card = path.join(ROOT, "reference", "shock.card");
    const scenario = path.join(ROOT, "scenarios", "oblivion-ring.scenario");
    const lspFolder = path.join(work, "lsp");
    mkdirSync(lspFolder);
    const lspCard = path.join(lspFolder, "mistake.card");
    writeFileSync(lspCard, 'card "Shock"\n  cost {R}\n  type Instant\n  Shock deals 2 damge to target creature or player.\n');
    // The first build writes the folder (and warms the build cache); every timed build is then a no-op.
    timeProcess([BIN, "build", path.join(ROOT, "reference"), "--out", outDir]);

    // The large set: one file per card, built once (cold, not timed); each timed build follows an edit of one file.
    const largeCards = path.join(work, "large");
    const largeOut = path.join(work, "large-out");
    let edits = 0;
    const edited = path.join(largeCards, "00000.card");
    if (LARGE_CARDS > 0) {
      mkdirSync(largeCards);
      syntheticCards(LARGE_CARDS).forEach((text, index) => writeFileSync(path.join(largeCards, `${String(index).padStart(5, "0")}.card`), `${text}\n`));
      timeProcess([BIN, "build", largeCards, "--out", largeOut]);
    }
    const oneChange = () => {
      writeFileSync(edited, readFileSync(edited, "utf8").replace(/(# edit \d+\n)?$/, `# edit ${++edits}\n`));
      return timeProcess([BIN, "build", largeCards, "--out", largeOut]);
    };
    // A card whose rules text has a number to change ("gain 2 life", "deals 3 damage"): 2 and 3 in turn.
    const NUMBER = /(gain |deals )([23])( life| damage)/;
    const codeEdited = LARGE_CARDS > 0 ? path.join(largeCards, readdirSync(largeCards).sort().find((name) => NUMBER.test(readFileSync(path.join(largeCards, name), "utf8")))!) : "";
    const oneCodeChange = () => {
      writeFileSync(codeEdited, readFileSync(codeEdited, "utf8").replace(NUMBER, (_, before, number, after) => `${before}${number === "2" ? "3" : "2"}${after}`));
      return timeProcess([BIN, "build", largeCards, "--out", largeOut]);
    };

    // This environment's CA certificates, read by every Node process as it starts (see above): also measured without.
    const caCerts = ENV.NODE_EXTRA_CA_CERTS !== undefined && ENV.NODE_EXTRA_CA_CERTS !== "";
    const withoutCaCerts = Object.fromEntries(Object.entries(ENV).filter(([name]) => name !== "NODE_EXTRA_CA_CERTS"));
    const measures: { name: string; run: () => number | Promise<number> }[] = [
      { name: "node -e 0", run: () => timeProcess(["-e", "0"]) },
      ...(caCerts ? [{ name: "node -e 0 (without NODE_EXTRA_CA_CERTS)", run: () => timeProcess(["-e", "0"], 0, ROOT, withoutCaCerts) }] : []),
      { name: "check", run: () => timeProcess([BIN, "check", card]) },
      { name: "build (no-op)", run: () => timeProcess([BIN, "build", path.join(ROOT, "reference"), "--out", outDir]) },
      { name: "test (one scenario)", run: () => timeProcess([BIN, "test", scenario]) },
      { name: "lsp first diagnostics", run: () => timeLanguageServer(lspFolder, lspCard) },
      ...(LARGE_CARDS > 0
        ? [
            { name: `build (1 of ${LARGE_CARDS.toLocaleString("en-US")} changed: a comment)`, run: oneChange },
            { name: `build (1 of ${LARGE_CARDS.toLocaleString("en-US")} changed: its code)`, run: oneCodeChange },
          ]
        : []),
    ];
    const times = new Map<string, number[]>(measures.map((measure) => [measure.name, []]));
    const ownCpu = new Map<string, number[]>(measures.map((measure) => [measure.name, []]));
    const othersCpu = new Map<string, number[]>(measures.map((measure) => [measure.name, []]));
    for (let round = 0; round < RUNS; round++) {
      for (const measure of measures) {
        lastCpu = undefined;
        times.get(measure.name)!.push(await measure.run());
        const cpu = lastCpuOfRun();
        if (cpu) {
          ownCpu.get(measure.name)!.push(cpu.own);
          othersCpu.get(measure.name)!.push(cpu.others);
        }
      }
    }

    // The bin runs dist/ only when it is current: if a source changed during the runs, some ran the sources.
    const which = SOURCES ? "the TypeScript sources through tsx (STARTUP_SOURCES=1)" : distIsCurrent(ROOT) ? "the built JavaScript (dist/, current)" : "the sources through tsx for some runs (dist/ went stale during the runs: measure again)";
    console.log(`cold start, median of ${RUNS} runs; bin/cardscript.js ran ${which}; load average ${loadavg().map((load) => load.toFixed(2)).join(" ")}`);
    const baseline = median(times.get("node -e 0")!);
    let missed = 0;
    for (const measure of measures) {
      const value = median(times.get(measure.name)!);
      const ratio = value / baseline;
      const target = TARGETS[measure.name];
      const large = measure.name.includes(" changed");
      const verdict =
        target !== undefined ? (ratio <= target ? `  (target ≤ ${target}×: met)` : `  (target ≤ ${target}×: MISSED)`) : large ? (value <= LARGE_TARGET_MS ? `  (target ≤ ${LARGE_TARGET_MS} ms: met)` : `  (target ≤ ${LARGE_TARGET_MS} ms: MISSED)`) : "";
      if ((target !== undefined && ratio > target) || (large && value > LARGE_TARGET_MS)) missed++;
      const own = ownCpu.get(measure.name)!;
      const cpu = own.length === RUNS ? `  [cpu ${median(own).toFixed(0)} ms, others ${median(othersCpu.get(measure.name)!).toFixed(0)} ms]` : "";
      console.log(`  ${measure.name.padEnd(44)} ${value.toFixed(0).padStart(6)} ms  ${ratio.toFixed(1).padStart(5)}×${verdict}${cpu}`);
    }
    // A missed target is reported, not a failure: the figures depend on the machine's load.
    if (missed > 0) console.log(`${missed} target(s) missed (on a loaded machine, compare the ratios of several runs).`);
    if (ownCpu.get("node -e 0")!.length === RUNS) console.log("[cpu: the measured process's CPU time, all its threads; others: the CPU time of the machine's other processes while it ran; medians]");
    if (caCerts) console.log(`NODE_EXTRA_CA_CERTS is set here: every process above read it as it started (node -e 0: ${median(times.get("node -e 0")!).toFixed(0)} ms with it, ${median(times.get("node -e 0 (without NODE_EXTRA_CA_CERTS)")!).toFixed(0)} ms without).`);
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();
