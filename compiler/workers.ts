/**
 * Generation across cores: the jobs are split into one contiguous chunk per worker thread, and the results are
 * put back in job order, so the output does not depend on scheduling.
 */
import os from "node:os";
import { Worker } from "node:worker_threads";
import { addTimings, emptyTimings, runJobs, type GenerateJob, type GenerateResult, type GenerateTimings } from "./generate.js";

/** Below this many modules to generate, threads cost more to start than they save. */
export const WORKER_THRESHOLD = 200;

export function defaultWorkerCount(jobCount: number): number {
  if (jobCount < WORKER_THRESHOLD) return 0;
  const cores = typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
  return Math.max(0, Math.min(cores, Math.ceil(jobCount / WORKER_THRESHOLD)));
}

export async function runJobsInParallel(
  jobs: readonly GenerateJob[],
  workerCount: number,
  onProgress?: (done: number) => void,
): Promise<{ results: GenerateResult[]; timings: GenerateTimings }> {
  if (workerCount <= 1) {
    const output = await runJobs(jobs);
    onProgress?.(jobs.length);
    return output;
  }
  // Small chunks keep the progress bar moving and the cores evenly loaded.
  const chunkSize = Math.max(16, Math.ceil(jobs.length / (workerCount * 8)));
  const chunks: GenerateJob[][] = [];
  for (let start = 0; start < jobs.length; start += chunkSize) chunks.push(jobs.slice(start, start + chunkSize));
  const chunkResults: GenerateResult[][] = new Array(chunks.length);
  const timings = emptyTimings();
  let next = 0;
  let done = 0;
  const workers = Array.from({ length: Math.min(workerCount, chunks.length) }, () => new Worker(new URL("./worker-entry.mjs", import.meta.url)));
  try {
    await Promise.all(
      workers.map(async (worker) => {
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
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return { results: chunkResults.flat(), timings };
}

function request(worker: Worker, jobs: GenerateJob[]): Promise<{ results: GenerateResult[]; timings: GenerateTimings }> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (message: { ok: true; results: GenerateResult[]; timings: GenerateTimings } | { ok: false; error: string }) => {
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
    worker.postMessage({ jobs });
  });
}
