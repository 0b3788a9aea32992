/**
 * Worker thread: runs generation jobs (generate.ts) sent by workers.ts. Started through worker-entry.mjs,
 * which registers the TypeScript loader first (a worker does not inherit the main thread's loader).
 */
import { parentPort } from "node:worker_threads";
import { formatModule } from "./format.js";
import { runJobs } from "./generate.js";
import { decodeJobs, generateSetFiles, type SetFilesRequest } from "./workers.js";

if (!parentPort) throw new Error("compiler/worker.ts must run in a worker thread");
const port = parentPort;
// prettier loads its TypeScript parser on the first call: do it now, while the main thread is still parsing cards.
const warmedUp = formatModule("export {};\n").catch(() => undefined);
port.on("message", (message: { jobs: string } | { setFiles: SetFilesRequest }) => {
  warmedUp
    .then(async () => ("jobs" in message ? runJobs(decodeJobs(message.jobs)) : { setFiles: await generateSetFiles(message.setFiles) }))
    .then(
      (output) => port.postMessage({ ok: true, ...output }),
      (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});
