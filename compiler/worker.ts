/**
 * Worker thread: runs generation jobs (generate.ts) sent by workers.ts. Started through worker-entry.mjs,
 * which registers the TypeScript loader first (a worker does not inherit the main thread's loader).
 */
import { parentPort } from "node:worker_threads";
import { runJobs, type GenerateJob } from "./generate.js";

if (!parentPort) throw new Error("compiler/worker.ts must run in a worker thread");
const port = parentPort;
port.on("message", (message: { jobs: GenerateJob[] }) => {
  runJobs(message.jobs).then(
    (output) => port.postMessage({ ok: true, ...output }),
    (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
