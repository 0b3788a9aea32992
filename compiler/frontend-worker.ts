/**
 * Front-end thread (frontend-thread.ts): parses and validates card sources sent by the build, with the grammar it
 * loaded while the build's own thread was listing the set and reading its cache; and generates the few modules a
 * small edit needs, with the generator it loaded next. Started through worker-entry.mjs.
 */
import { parentPort } from "node:worker_threads";
import { analyze, type DeclaredTypes, type SourceFile } from "./frontend.js";

if (!parentPort) throw new Error("compiler/frontend-worker.ts must run in a worker thread");
const port = parentPort;

export type FrontEndRequest =
  | { analyze: { sources: SourceFile[]; external?: DeclaredTypes } }
  /** Jobs as workers.ts `encodeJobs` sends them; the output folder's statement store to use (none: an empty one). */
  | { generate: { jobs: string; outDir: string | undefined; compilerVersion: string } };

// Loading the grammar and building its parser is most of what parsing one card costs: do it now. The grammar is
// pure (no state that one parse leaves for the next), so this warm-up cannot change what a later parse gives.
const grammarReady = analyze([{ file: "warm-up.card", text: 'card "Warm-up"\n  cost {1}\n  type Artifact\n' }]).catch(() => undefined);
// Then the generator (not prettier or TypeScript: generate.ts loads them only for statements its store lacks).
const generatorReady = grammarReady.then(async () => {
  const [{ runJobs }, { StatementStore }, { decodeJobs }] = await Promise.all([import("./generate.js"), import("./statement-store.js"), import("./workers.js")]);
  return { runJobs, StatementStore, decodeJobs };
});

async function answer(request: FrontEndRequest): Promise<object> {
  if ("analyze" in request) {
    await grammarReady;
    const files = await analyze(request.analyze.sources, request.analyze.external);
    // The texts are the sender's: only the trees and diagnostics go back.
    return { files: files.map(({ file, ast, diagnostics }) => ({ file, ast, diagnostics })) };
  }
  const { runJobs, StatementStore, decodeJobs } = await generatorReady;
  const { jobs, outDir, compilerVersion } = request.generate;
  const store = outDir === undefined ? new StatementStore(compilerVersion) : StatementStore.load(outDir, compilerVersion);
  return runJobs(decodeJobs(jobs), store);
}

port.on("message", (request: FrontEndRequest) => {
  answer(request).then(
    (output) => port.postMessage({ ok: true, ...output }),
    (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
