/**
 * Generation across cores: a pool of worker threads (each loads ts-morph and prettier once, which costs more than
 * a second of CPU: build.ts starts the pool before it parses, so the loading overlaps the parsing). The jobs are
 * split into contiguous chunks that idle workers take in turn, and the results are put back in job order, so the
 * output does not depend on scheduling.
 */
import os from "node:os";
import { Worker } from "node:worker_threads";
import type { GenerateJob, GenerateResult, GenerateTimings } from "./generate.js";

/** Below this many modules to generate, threads cost more to start than they save. */
export const WORKER_THRESHOLD = 200;

export function defaultWorkerCount(jobCount: number): number {
  if (jobCount < WORKER_THRESHOLD) return 0;
  const cores = typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
  return Math.max(0, Math.min(cores, Math.ceil(jobCount / WORKER_THRESHOLD)));
}

type Output = { results: GenerateResult[]; timings: GenerateTimings };

/** Worker threads, started (and loading the generator) as soon as the pool is made. */
export class WorkerPool {
  private readonly workers: Worker[];

  constructor(readonly size: number) {
    this.workers = Array.from({ length: size }, () => new Worker(new URL("./worker-entry.mjs", import.meta.url)));
  }

  async run(jobs: readonly GenerateJob[], onProgress?: (done: number) => void): Promise<Output> {
    const { addTimings, emptyTimings } = await import("./generate.js");
    // Small chunks keep the progress bar moving and the cores evenly loaded.
    const chunkSize = Math.max(16, Math.ceil(jobs.length / (this.size * 8)));
    const chunks: GenerateJob[][] = [];
    for (let start = 0; start < jobs.length; start += chunkSize) chunks.push(jobs.slice(start, start + chunkSize));
    const chunkResults: GenerateResult[][] = new Array(chunks.length);
    const timings = emptyTimings();
    let next = 0;
    let done = 0;
    await Promise.all(
      this.workers.slice(0, chunks.length).map(async (worker) => {
        while (next < chunks.length) {
          const index = next++;
          const output = await request(worker, chunks[index]);
          chunkResults[index] = output.results;
          addTimings(timings, output.timings);
          done += chunks[index].length;
          onProgress?.(done);
        }
      }),
    );
    return { results: chunkResults.flat(), timings };
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** Runs the jobs on `pool`, or on a pool of `workerCount` threads made for them, or in this thread (count ≤ 1). */
export async function runJobsInParallel(
  jobs: readonly GenerateJob[],
  workerCount: number,
  onProgress?: (done: number) => void,
  pool?: WorkerPool,
): Promise<Output> {
  if (pool) return pool.run(jobs, onProgress);
  if (workerCount <= 1) {
    const { runJobs } = await import("./generate.js");
    const output = await runJobs(jobs);
    onProgress?.(jobs.length);
    return output;
  }
  const ownPool = new WorkerPool(Math.min(workerCount, Math.ceil(jobs.length / 16)));
  try {
    return await ownPool.run(jobs, onProgress);
  } finally {
    await ownPool.close();
  }
}

function request(worker: Worker, jobs: GenerateJob[]): Promise<Output> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (message: ({ ok: true } & Output) | { ok: false; error: string }) => {
      cleanup();
      if (message.ok) resolve(message);
      else reject(new Error(`a build worker failed: ${message.error}`));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`a build worker stopped unexpectedly (exit code ${code})`));
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    // As JSON text: cloning a string is cheap, and JSON.stringify/parse of a large plain tree (card ASTs) costs
    // less than the structured clone of it.
    worker.postMessage({ jobs: JSON.stringify(jobs) });
  });
}
