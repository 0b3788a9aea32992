/**
 * Worker thread: runs generation jobs (generate.ts) sent by workers.ts. Started through worker-entry.mjs,
 * which registers the TypeScript loader first (a worker does not inherit the main thread's loader).
 */
import { parentPort } from "node:worker_threads";
import { formatModule } from "./format.js";
import { knowStatements, runJobs } from "./generate.js";
import { decodeJobs, generateSetFiles, type JobsMessage, type SetFilesRequest } from "./workers.js";

if (!parentPort) throw new Error("compiler/worker.ts must run in a worker thread");
const port = parentPort;
// prettier loads its TypeScript parser on the first call: do it now, while the main thread is still parsing cards.
const warmedUp = formatModule("export {};\n").catch(() => undefined);
/** The end of the last message's work: messages are handled one at a time, in order (workers.ts `send`). */
let previous: Promise<unknown> = warmedUp;
port.on("message", (message: JobsMessage | { setFiles: SetFilesRequest }) => {
  previous = previous
    .then(async () => {
      if (!("jobs" in message)) return { setFiles: await generateSetFiles(message.setFiles) };
      knowStatements(message.known); // formatted by the other workers (workers.ts WorkerPool): not formatted again here
      return runJobs(decodeJobs(message.jobs));
    })
    .then(
      (output) => port.postMessage({ ok: true, ...output }),
      (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});
