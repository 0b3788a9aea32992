/**
 * Front-end thread (frontend-thread.ts): parses and validates card sources sent by the build, with the grammar it
 * loaded while the build's own thread was listing the set and reading its cache. Started through worker-entry.mjs.
 */
import { parentPort } from "node:worker_threads";
import { analyze, type DeclaredTypes, type SourceFile } from "./frontend.js";

if (!parentPort) throw new Error("compiler/frontend-worker.ts must run in a worker thread");
const port = parentPort;
// Loading the grammar and building its parser is most of what parsing one card costs: do it now. The grammar is
// pure (no state that one parse leaves for the next), so this warm-up cannot change what a later parse gives.
const warmedUp = analyze([{ file: "warm-up.card", text: 'card "Warm-up"\n  cost {1}\n  type Artifact\n' }]).catch(() => undefined);
port.on("message", (message: { sources: SourceFile[]; external?: DeclaredTypes }) => {
  warmedUp
    .then(() => analyze(message.sources, message.external))
    .then(
      // The texts are the sender's: only the trees and diagnostics go back.
      (files) => port.postMessage({ ok: true, files: files.map(({ file, ast, diagnostics }) => ({ file, ast, diagnostics })) }),
      (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});
