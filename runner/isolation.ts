/**
 * Scenario files played with a time limit per scenario: what `cardscript test` uses.
 *
 * Why a thread: a card's escape-hatch block is arbitrary TypeScript, and `for (;;) {}` in it never returns to the
 * event loop, so nothing in the same thread can stop it. Here the main thread parses and validates the files and
 * sends each block to a worker thread that holds the compiled cards and plays it (scenario-worker.ts). If the
 * block has not finished within the limit, the main thread terminates the worker: V8 stops the thread's
 * JavaScript wherever it is, tight loops included, and its whole heap is thrown away, so no half-updated state (the
 * engine's caches shared by every game of a registry, a card module's own variables) reaches the next scenario. A
 * new worker then plays the next block. `vm`'s timeout would also interrupt a loop, but only of code run through
 * `vm`, and it would leave this thread's modules in whatever state the loop left them.
 *
 * Cost: one thread that loads only the runtime, the block player and the cards (not the grammar or the
 * compiler), started before the cards are compiled so that its start overlaps the build; a block and its result
 * cross threads as structured clones (microseconds for a scenario). A worker whose thread ends inside a block
 * (`process.exit` in a block, an uncaught error, running out of memory) fails that scenario like a timeout, and the
 * run goes on.
 */
import { readFile } from "node:fs/promises";
import { Worker } from "node:worker_threads";
import type { ScenarioBlock } from "../grammar/scenario/ast.js";
import type { BrokenCardFile } from "./cards.js";
import { notPlayable, prepareScenarioText, unreadableFileReport, type FileReport } from "./index.js";
import type { KnownNames, ScenarioResult } from "./run.js";

/** The default time limit per scenario. The bundled scenarios take milliseconds each. */
export const DEFAULT_TIME_LIMIT_MS = 10_000;

/** Main thread → worker. */
export type ToWorker = { kind: "load"; outDir: string | undefined } | { kind: "play"; block: ScenarioBlock; file: string };
/** Worker → main thread: one answer per message, in order. */
export type FromWorker = { kind: "loaded"; names: KnownNames } | { kind: "result"; result: ScenarioResult };

const ENTRY = new URL("./scenario-worker-entry.mjs", import.meta.url);

/** Why a worker stopped answering: it took longer than the limit, or its thread ended. */
class Stopped extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

/** A worker thread that answers one request at a time. */
export class ScenarioThread {
  private readonly worker: Worker;
  private pending: { resolve(message: FromWorker): void; reject(error: Error): void; timer?: NodeJS.Timeout } | undefined;
  private ended: Error | undefined;

  /** Starts the thread now (it loads tsx and the runtime while the caller does other work). */
  constructor() {
    this.worker = new Worker(ENTRY);
    this.worker.on("message", (message: FromWorker) => this.settle(undefined, message));
    this.worker.on("error", (error) => this.end(new Stopped(error instanceof Error ? error.message : String(error), false)));
    this.worker.on("exit", (code) => this.end(new Stopped(`the thread exited (code ${code})`, false)));
  }

  /** Loads the compiled set (undefined: an empty set) and returns its names. */
  async load(outDir: string | undefined): Promise<KnownNames> {
    const answer = await this.request({ kind: "load", outDir });
    if (answer.kind !== "loaded") throw new Error("the scenario thread answered a load with a result");
    return answer.names;
  }

  /** Plays one block; rejects with Stopped when it takes longer than `limit` ms or the thread ends. */
  async play(block: ScenarioBlock, file: string, limit: number): Promise<ScenarioResult> {
    const answer = await this.request({ kind: "play", block, file }, limit);
    if (answer.kind !== "result") throw new Error("the scenario thread answered a block with its names");
    return answer.result;
  }

  /** Ends the thread (whatever it is doing). */
  close(): Promise<number> {
    this.end(new Stopped("the thread was closed", false));
    return this.worker.terminate();
  }

  private request(message: ToWorker, limit?: number): Promise<FromWorker> {
    if (this.ended) return Promise.reject(this.ended);
    if (this.pending) return Promise.reject(new Error("the scenario thread is busy"));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      if (limit !== undefined) {
        this.pending.timer = setTimeout(() => {
          this.end(new Stopped("time limit", true));
          void this.worker.terminate();
        }, limit);
      }
      this.worker.postMessage(message);
    });
  }

  private settle(error: Error | undefined, message?: FromWorker): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    if (pending.timer) clearTimeout(pending.timer);
    if (error) pending.reject(error);
    else pending.resolve(message!);
  }

  private end(error: Stopped): void {
    this.ended ??= error;
    this.settle(error);
  }
}

export interface IsolatedRunOptions {
  /** The compiled set (runner/cards.ts compileCardSet); undefined for an empty set. */
  outDir: string | undefined;
  brokenCards?: readonly BrokenCardFile[];
  /** Milliseconds one scenario may run. Default DEFAULT_TIME_LIMIT_MS. */
  timeLimitMs?: number;
  /** Appended to the time-limit failure: how the user raises the limit (e.g. "raise it with --timeout <seconds>"). */
  raiseLimitHint?: string;
  /** A thread started earlier (its start then overlaps the caller's work); closed when the run ends. */
  thread?: ScenarioThread;
}

/** Plays the files, each scenario within the time limit. Reports are in the order of `files`. */
export async function runScenarioFilesIsolated(files: readonly string[], options: IsolatedRunOptions): Promise<FileReport[]> {
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  if (!(limit > 0)) {
    await options.thread?.close();
    throw new Error(`the time limit must be a positive number of milliseconds, not ${limit}`);
  }
  const brokenCards = options.brokenCards ?? [];
  let thread = options.thread ?? new ScenarioThread();
  try {
    const names = await thread.load(options.outDir);
    const reports: FileReport[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch (error) {
        reports.push(unreadableFileReport(file, error));
        continue;
      }
      const prepared = prepareScenarioText(text, file, names, brokenCards);
      const scenarios: ScenarioResult[] = [];
      for (const block of prepared.blocks) {
        const broken = notPlayable(block, file, brokenCards);
        if (broken) {
          scenarios.push(broken);
          continue;
        }
        const started = performance.now();
        try {
          scenarios.push(await thread.play(block, file, limit));
        } catch (error) {
          if (!(error instanceof Stopped)) throw error;
          scenarios.push(stoppedResult(block, file, error, limit, performance.now() - started, options.raiseLimitHint));
          await thread.close();
          thread = new ScenarioThread();
          await thread.load(options.outDir);
        }
      }
      reports.push({ file, diagnostics: prepared.diagnostics, scenarios });
    }
    return reports;
  } finally {
    await thread.close();
  }
}

function stoppedResult(block: ScenarioBlock, file: string, stopped: Stopped, limit: number, duration: number, raiseLimitHint: string | undefined): ScenarioResult {
  const where = `Scenario "${block.title}" (${file}:${block.range.start.line})`;
  const message = stopped.timedOut
    ? `${where} did not finish within the time limit of ${formatSeconds(limit)} per scenario, so it was stopped: a card it uses may loop forever (an escape-hatch block?)${raiseLimitHint ? `; if it is only slow, ${raiseLimitHint}` : ""}.`
    : `${where} stopped the thread playing it: ${stopped.message}. A card it uses (an escape-hatch block?) may exhaust memory or end the process.`;
  return {
    file,
    title: block.title,
    line: block.range.start.line,
    passed: false,
    failure: { line: block.range.start.line, column: block.titleRange.start.column, message, log: [] },
    duration,
    ...(stopped.timedOut ? { timedOut: true } : {}),
  };
}

function formatSeconds(milliseconds: number): string {
  const seconds = milliseconds / 1000;
  return `${Number.isInteger(seconds) ? seconds : Number(seconds.toFixed(3))} s`;
}
