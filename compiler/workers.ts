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

/** Ask for the set index and `runtime.ts` (set-index.ts): card name → module path, and the runtime import. */
export interface SetFilesRequest {
  entries: [string, string][];
  runtimeImport: string;
}

export interface SetFiles {
  indexText: string | undefined;
  runtimeText: string | undefined;
}

type Output = { results: GenerateResult[]; timings: GenerateTimings; setFiles?: SetFiles };

/** The set files, generated in this thread. */
export async function generateSetFiles(request: SetFilesRequest): Promise<SetFiles> {
  const { generateSetIndex, runtimeReexportText } = await import("./set-index.js");
  return { indexText: await generateSetIndex(new Map(request.entries)), runtimeText: await runtimeReexportText(request.runtimeImport) };
}

/** Worker threads, started (and loading the generator) as soon as the pool is made. */
export class WorkerPool {
  private readonly workers: Worker[];

  constructor(readonly size: number) {
    this.workers = Array.from({ length: size }, () => new Worker(new URL("./worker-entry.mjs", import.meta.url)));
  }

  /** Runs the jobs; a worker that finds no chunk left generates the set files, if asked. */
  async run(jobs: readonly GenerateJob[], onProgress?: (done: number) => void, setFilesRequest?: SetFilesRequest): Promise<Output> {
    const { addTimings, emptyTimings } = await import("./generate.js");
    // Small chunks keep the progress bar moving and the cores evenly loaded.
    const chunkSize = Math.max(16, Math.ceil(jobs.length / (this.size * 8)));
    // Jobs go as JSON text: cloning a string is cheap, and JSON.stringify/parse of a large plain tree (card ASTs)
    // costs less than the structured clone of it.
    const chunks: GenerateJob[][] = [];
    for (let start = 0; start < jobs.length; start += chunkSize) chunks.push(jobs.slice(start, start + chunkSize));
    const chunkResults: GenerateResult[][] = new Array(chunks.length);
    const timings = emptyTimings();
    let next = 0;
    let done = 0;
    let setFiles: SetFiles | undefined;
    let setFilesTaken = setFilesRequest === undefined;
    await Promise.all(
      this.workers.slice(0, Math.max(1, chunks.length)).map(async (worker) => {
        while (next < chunks.length) {
          const index = next++;
          const output = await request<Output>(worker, { jobs: JSON.stringify(chunks[index]) });
          chunkResults[index] = output.results;
          addTimings(timings, output.timings);
          done += chunks[index].length;
          onProgress?.(done);
        }
        if (!setFilesTaken) {
          setFilesTaken = true;
          setFiles = (await request<{ setFiles: SetFiles }>(worker, { setFiles: setFilesRequest })).setFiles;
        }
      }),
    );
    return { results: chunkResults.flat(), timings, setFiles };
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
  setFilesRequest?: SetFilesRequest,
): Promise<Output> {
  if (pool) return pool.run(jobs, onProgress, setFilesRequest);
  if (workerCount <= 1) {
    const { runJobs } = await import("./generate.js");
    const output: Output = await runJobs(jobs);
    onProgress?.(jobs.length);
    if (setFilesRequest) output.setFiles = await generateSetFiles(setFilesRequest);
    return output;
  }
  const ownPool = new WorkerPool(Math.max(1, Math.min(workerCount, Math.ceil(jobs.length / 16))));
  try {
    return await ownPool.run(jobs, onProgress, setFilesRequest);
  } finally {
    await ownPool.close();
  }
}

/** Sends one message to `worker` and waits for its answer. */
function request<T>(worker: Worker, message: { jobs: string } | { setFiles: SetFilesRequest | undefined }): Promise<T> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (answer: ({ ok: true } & T) | { ok: false; error: string }) => {
      cleanup();
      if (answer.ok) resolve(answer);
      else reject(new Error(`a build worker failed: ${answer.error}`));
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
    worker.postMessage(message);
  });
}
